"""What a ruleset's `standings` hook returns: the figures of one turn, per faction (or per
side), each already shown by that turn's public report. Nothing here imports the engine:
a ruleset's standings module imports it without a circle."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Figure:
    key: str  # the catalog key of the figure's name (the ruleset's column header, say)
    values: dict[str, int | float] = field(default_factory=dict)  # series id -> value this turn


@dataclass(frozen=True)
class Standings:
    names: dict[str, str]  # series id -> the name shown (a faction's, a side's); a key of `labels` for a count
    figures: tuple[Figure, ...] = ()
    labels: frozenset[str] = frozenset()  # series ids whose name is a catalog key, not a name (a count's)
