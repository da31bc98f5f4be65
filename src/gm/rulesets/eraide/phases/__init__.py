"""The round (asalto) as a declared list of named phases."""
from __future__ import annotations

from gm.rulesets.base import Phase

from .epilogue import victory
from .prologue import deployment
from .round import activations, gather_orders, initiative, relegated

PHASES: tuple[Phase, ...] = (
    Phase("deployment", deployment, "Prologue (turn 0 only): players deploy alternately, first by a die."),
    Phase("orders", gather_orders, "Orders grouped per character; misplaced or duplicate orders rejected."),
    Phase("initiative", initiative, "AGI order, ties by a die rolled once per character and kept all battle."),
    Phase("activations", activations, "Each character with orders acts in initiative order."),
    Phase("relegated", relegated, "Late orders act at the end in initiative order; no orders: action lost."),
    Phase("victory", victory, "Objective or time limit: the battle may end."),
)
