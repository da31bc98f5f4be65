"""The toy's turn: its named list of phases, one module per step."""

from __future__ import annotations

from gm.rulesets.base import Phase

from .gifts import gifts
from .income import income

PHASES: tuple[Phase, ...] = (
    Phase("income", income, "Every faction rolls its income"),
    Phase("gifts", gifts, "Orders: gifts of gold and prayers"),
)
