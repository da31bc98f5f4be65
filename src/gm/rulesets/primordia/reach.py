"""Where a race's orders of one turn may meet another's (Ruleset.order_reach): the order
form judges the races whose reaches are apart in one turn, each as if alone (issue 26)."""

from __future__ import annotations

from gm.geometry import hexgrid
from gm.rulesets.primordia.model import Model

SPELL_RANGE = 3  # the longest `range` of data/spells.toml a Chamán casts from


def order_reach(m: Model, state, fid: str, orders: list) -> tuple[set, set] | None:
    """(the squares, unbounded, within the race's reach of its things; the factions its
    orders name), or None (a road that costs nothing: no bound).
    Two races interact only if a unit or settlement of one can come within sight (vision,
    a spell's range, a settlement's distance) of where one of the other can go: its
    fastest unit's pace, the sight of either; each side's square is grown by its pace and
    its own sight, so the two sets meet whenever the two things can."""
    from gm.engine.judge import named_factions

    if m.rules.settings["movement"]["road_cost"] < 1 or fid not in m.factions:
        return None
    units, settlements = m.units(fid), m.settlements(fid)
    pace = max((m.stat(fid, uid, "movimiento") for uid in units), default=0)
    sight = max([m.stat(fid, uid, "vision") for uid in units] + [_settlement_sight(m, s) for s in settlements.values()]
                + [SPELL_RANGE, int(m.rules.settings["settlement"]["found_min_distance"])])
    radius = pace + sight + 1
    origins = {str(u["hex"]) for u in units.values()} | {str(s["hex"]) for s in settlements.values()}
    # no square an order names: a step, a spell's target, a settlement founded are within a
    # unit's pace or sight (further ones are refused for the distance, whatever the others do)
    places: set = set()
    for label in sorted(origins):
        places.update(hexgrid.within(label, radius))
    return places, named_factions(state, orders)


def _settlement_sight(m: Model, settlement: dict) -> int:
    from gm.rulesets.primordia.rules import structure_effects

    base = int(m.rules.settings["settlement"]["vision"])
    return base + sum(e["amount"] for e in structure_effects(m.rules, settlement) if e["kind"] == "settlement_vision")
