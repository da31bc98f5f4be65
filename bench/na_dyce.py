"""Bench only: one nuevo-amanecer combat exchange modelled with dyce (PyPI dyce 0.7.0),
from the ruleset's documented rules, to compare with `gm roll combat nuevo-amanecer --odds`.

Each side: one army; its total is floor(die x belicosidad%) + floor(tech/3 x inteligencia%).
A tie costs each side 1; otherwise the loser takes winner // loser (at least 1), or the
winner's total when the loser's total is 0. The outcome is (damage to 1, damage to 2)."""

from __future__ import annotations

from fractions import Fraction

from dyce import H

MULT = {1: 50, 2: 75, 3: 100, 4: 125, 5: 150}
ARMY_DIE = {1: 2, 2: 4, 3: 6, 4: 8, 5: 10}

SIDES = ["level=5,belicosidad=4,inteligencia=4,tech=6", "level=4,belicosidad=5,resistencia=2,inteligencia=2,tech=3"]
_SPEC = [(5, 4, 4, 6), (4, 5, 2, 3)]  # level, belicosidad, inteligencia, tech of each side


def _total(level: int, bel: int, intel: int, tech: int) -> H:
    bonus = (tech // 3) * MULT[intel] // 100
    return H(ARMY_DIE[level]).apply(lambda face: face * MULT[bel] // 100 + bonus)


def _damage(a: int, b: int) -> int:
    """Encode (damage to side 1, damage to side 2) as one integer outcome for dyce."""
    if a == b:
        return 1 * 1000 + 1
    hi, lo = max(a, b), min(a, b)
    dmg = hi if lo <= 0 else max(1, hi // lo)
    return dmg if a > b else dmg * 1000


def distribution() -> dict[tuple[int, int], Fraction]:
    h = _total(*_SPEC[0]).apply(_damage, _total(*_SPEC[1]))
    total = h.total
    return {(code // 1000, code % 1000): Fraction(count, total) for code, count in h.items()}
