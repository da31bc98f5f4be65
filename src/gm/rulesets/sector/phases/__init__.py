"""The twelve phases of the turn (plus the sensor sweeps that keep the fog honest)."""
