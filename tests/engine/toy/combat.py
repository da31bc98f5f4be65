"""The toy's battle rule: each side rolls a die and adds its gold; the higher total wins,
and the loser pays the difference (no more than it holds)."""

from __future__ import annotations


def damage(totals: tuple[int, ...], golds: tuple[int, ...]) -> tuple[int, ...]:
    """What each side loses: only the lowest total pays, the gap to the highest."""
    top, low = max(totals), min(totals)
    return tuple(min(golds[i], top - t) if t == low and t < top else 0 for i, t in enumerate(totals))
