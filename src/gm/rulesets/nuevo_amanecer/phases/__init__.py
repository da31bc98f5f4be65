"""The turn of Nuevo Amanecer as small phase functions (see PHASES in the package)."""
