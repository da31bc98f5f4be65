"""`gm roll combat toy` / `gm odds`: two or more purses, --side gold=N."""

from __future__ import annotations

import itertools
from fractions import Fraction

from gm.engine.events import Audience
from gm.rulesets.base import side_int

from . import combat as rule

KEYS = {"gold": "the side's gold, 0-100 (default 0)"}
COLUMNS = {"total": "roll.col.total", "damage": "roll.col.damage"}  # the text table: side key -> header message


def _golds(sides: list[dict]) -> tuple[int, ...]:
    return tuple(side_int(side, n, "gold", 0, 0, 100) for n, side in enumerate(sides, start=1))


def combat(sides: list[dict], dice, settings: dict) -> dict:
    golds = _golds(sides)
    rolls = [dice.roll(f"side{n}", f"1d6+{g}", f"side {n}", audience=Audience.public()) for n, g in enumerate(golds, start=1)]
    lost = rule.damage(tuple(r.total for r in rolls), golds)
    return {"sides": [{"total": r.total, "damage": d} for r, d in zip(rolls, lost)]}


def combat_odds(sides: list[dict], settings: dict) -> list[tuple[tuple[int, ...], Fraction]]:
    golds = _golds(sides)
    out: dict[tuple[int, ...], Fraction] = {}
    for faces in itertools.product(range(1, 7), repeat=len(golds)):
        lost = rule.damage(tuple(f + g for f, g in zip(faces, golds)), golds)
        out[lost] = out.get(lost, Fraction(0)) + Fraction(1, 6 ** len(golds))
    return sorted(out.items())
