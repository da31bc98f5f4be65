"""Where a god's orders of one turn may meet another's (Ruleset.order_reach): the order
form judges the gods whose reaches are apart in one turn, each as if alone (issue 26)."""

from __future__ import annotations

from gm.geometry import hexgrid
from gm.rulesets.nuevo_amanecer.model import Model

PACE = 1  # an army moves one hex a turn (phases/movement.py: adjacent, one move per army)
RELATIONS = ("alliances", "wars", "trade", "contacts")  # the pacts and contacts a god's lists hold: their other side is named


def order_reach(w: Model, state, fid: str, orders: list) -> tuple[set, set] | None:
    """(the hexes, unbounded, within the god's reach of what it owns or holds; the gods its
    orders or its pacts and contacts name). Two gods interact only if a
    hex of one can come within contact or trade distance (or a border) of one of the other:
    each side's hex is grown by an army's pace and that distance, so the two sets meet
    whenever the two gods can."""
    from gm.engine.judge import named_factions

    if fid not in w.factions:
        return None
    d = w.settings["diplomacy"]
    sight = max(int(d["contact_max_distance"]), int(d["trade_max_distance"]), 1) + 1
    radius = PACE + sight
    # no square an order names: a move's and a colony's are next to the god's army, a
    # miracle's is read for its terrain only, a calamity's region is of the god it names
    origins = set(w.presence(fid)) | {str(c.get("hex", "")) for c in w.cities(fid).values()}
    places: set = set()
    for label in sorted(h for h in origins if h):
        places.update(hexgrid.within(label, radius, w.offset))
    named = named_factions(state, orders) | {b for key in RELATIONS for b in w.relation(fid, key)}
    # two gods naming a third may share a turn: a pact needs both sides' orders, and two
    # calamities on one god strike in the `calamities` phase, after every order is settled
    return places, named
