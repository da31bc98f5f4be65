"""`gm roll combat sector`: one exchange of ship combat from --side keys, and its exact odds.

Side 1 attacks, side 2 defends. `--dice` gives the attacker's dice, then the defender's.
"""

from __future__ import annotations

from fractions import Fraction

from gm.errors import UsageProblem
from gm.rulesets.base import side_int

from . import combat as cb  # the module, not the phase

_FLAGS = ("estacion", "camuflaje", "flota", "nebulosa")


def _int(side: dict, key: str, n: int, lo: int, hi: int, default: int) -> int:
    return side_int(side, n, key, default, lo, hi)


def parse(sides: list[dict], cfg: dict, keys: dict) -> tuple[cb.Side, cb.Side, bool]:
    if len(sides) != 2:
        raise UsageProblem(f"found {len(sides)} --side, expected 2 (attacker, defender)")
    out = []
    nebula = False
    for n, side in enumerate(sides, start=1):
        unknown = sorted(set(side) - set(keys))
        if unknown:
            raise UsageProblem(f"--side {n}: found unknown key {unknown[0]!r}, expected one of: {', '.join(keys)}")
        station = _int(side, "estacion", n, 0, 1, 0) == 1
        ships = _int(side, "naves", n, 0 if station else 1, 99, 0 if station else 1)
        arm = _int(side, "armamento", n, 0, 10, 0)
        flags = {k: _int(side, k, n, 0, 1, 0) == 1 for k in _FLAGS}
        if flags["camuflaje"] and n == 2:
            raise UsageProblem("--side 2: found camuflaje=1, expected it on the attacker (side 1) only")
        nebula = nebula or flags["nebulosa"]
        units = [cb.Unit(f"nave-{i}", "ship", arm, 1) for i in range(1, ships + 1)]
        if station:
            units.append(cb.Unit("estacion", "station", arm, int(cfg["combat"]["station_hits"])))
        out.append(cb.Side(f"lado-{n}", units, fleet=flags["flota"], cloaked=flags["camuflaje"],
                           bonus=_int(side, "bonus", n, -10, 10, 0)))
    return out[0], out[1], nebula


def combat_exchange(sides, dice, cfg: dict, keys: dict) -> dict:
    att, dfn, nebula = parse(sides, cfg, keys)
    pa = cb.plan(att, "attacker", cfg, nebula=nebula, first=True)
    pd = cb.plan(dfn, "defender", cfg, nebula=nebula, first=True)
    result = []
    rolled = []
    for label, p in (("attacker", pa), ("defender", pd)):
        n = p.count + p.extra
        expr = f"{n}d6kh{p.count}" if p.extra else f"{n}d6"
        rolled.append(dice.roll(label, expr, f"{label}: {p.count} combat dice"))
    ta = cb.totals(pa, sorted(rolled[0].kept or rolled[0].faces, reverse=True)[:pa.count])
    td = cb.totals(pd, sorted(rolled[1].kept or rolled[1].faces, reverse=True)[:pd.count])
    ex = cb.compare(ta, td)
    for _side, tot, losses, r, p in ((att, ta, ex.attacker_losses, rolled[0], pa),
                                    (dfn, td, ex.defender_losses, rolled[1], pd)):
        result.append({"total": sum(t for t, _ in tot), "damage": len(losses),
                       "dice": list(r.faces), "kept": [t for t, _ in tot], "modifiers": p.mods})
    return {"sides": result,
            "pairs": [{"attacker": a, "defender": d, "winner": w} for a, d, w in ex.pairs]}


def combat_odds(sides, cfg: dict, keys: dict) -> list[tuple[tuple[int, ...], Fraction]]:
    att, dfn, nebula = parse(sides, cfg, keys)
    pa = cb.plan(att, "attacker", cfg, nebula=nebula, first=True)
    pd = cb.plan(dfn, "defender", cfg, nebula=nebula, first=True)
    return [(k, p) for k, p in cb.odds(pa, pd)]
