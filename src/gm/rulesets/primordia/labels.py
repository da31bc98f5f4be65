"""How a race names another race's units: by where it sees them, never by their ids.

A unit's id ("u7") is its race's counter, shared with its settlements: showing it to
another race would tell how many units and settlements that race has made out of its
sight (issue 22's deposit ids, again). So a race reads another race's unit by a label of
its own: the hex and the unit's place among that race's units it sees there ("D5-1",
"D5-2": oldest first), which counts only what it sees. The label names the unit in its
orders ("atacar con u1 a D5-1 de Tuarian"): the orders of a turn are read against the
labels of the report they answer, the state the turn starts from.
"""

from __future__ import annotations

from gm.engine.state import copy_data

from .model import Model, Positions, id_order


def foreign_labels(m, viewer: str, pos=None) -> dict[tuple[str, str], str]:
    """(owner, unit id) -> label, for every unit of another race `viewer` sees (a hidden
    spy or a unit aboard a ship is not seen: its ship is)."""
    if viewer not in m.factions:
        return {}
    at = pos or Positions(m)  # who stands where, read once: Model.units_at scans every unit of every race, at each hex in sight
    out: dict[tuple[str, str], str] = {}
    for h in m.visible_hexes(viewer):
        shown = [(f, u) for f, u in at.present_units_at(h) if f != viewer and not m.units(f)[u].get("aboard")]
        count: dict[str, int] = {}
        for f, u in sorted(shown, key=lambda fu: (fu[0], id_order(fu[1]))):
            count[f] = count.get(f, 0) + 1
            out[(f, u)] = f"{h}-{count[f]}"
    return out


def start_labels(ctx, viewer: str) -> dict[tuple[str, str], str]:
    """The labels of the report the turn's orders answer: those of the state it starts from."""
    start = _start(ctx)
    if start is None:
        return {}
    return ctx.memo(f"primordia.start_labels/{viewer}", lambda: foreign_labels(start, viewer))


def _start(ctx):
    """The model of the state the turn starts from (what the orders' reports showed), or None."""
    def build():
        m = ctx.model
        return Model(m.rules, copy_data(ctx.state.game), copy_data(ctx.state.factions))

    memo = getattr(ctx, "memo", None)
    return memo("primordia.start_model", build) if memo is not None else None


def as_shown(ctx, viewer: str, tf: str, named: str) -> str:
    """Another race's thing as `viewer`'s last report showed it, where an order's echo or
    outcome repeats what the order named: a text order carries it in an id's letters
    ("f6-1", "avanzada-del-norte"), the player reads "F6-1", "Avanzada del Norte". A thing
    that report did not show stays as written: unseen and none read alike."""
    from .names import army_name
    from .phases.common import name_key  # the phases import this module

    start = _start(ctx)
    if not named or start is None or tf == viewer or tf not in start.factions:
        return named
    want = name_key(named)
    for (f, _u), label in sorted(start_labels(ctx, viewer).items()):
        if f == tf and name_key(label) == want:
            return label
    for _sid, s in sorted(start.settlements(tf).items()):
        if name_key(str(s.get("name", ""))) == want and viewer in start.factions and start.sees(viewer, s["hex"]):
            return str(s["name"])
    for aid in sorted(start.armies(tf)):  # an army in sight, by the name its report shows
        if name_key(aid) == want and viewer in start.factions and start.group_visible_to(viewer, tf, aid):
            return army_name(start.factions[tf], aid)
    return own_settlement(start, viewer, named) or named


def own_settlement(m, viewer: str, named: str) -> str | None:
    """The name of `viewer`'s own settlement that `named` names (its name in any case:
    "avanzada-del-norte"), else None: one it took from the race it names it after. Never
    by id: every race has an "s1", an id names the other race's."""
    from .phases.common import name_key

    if viewer not in m.factions:
        return None
    mine = m.settlements(viewer)
    want = name_key(named)
    return next((str(s["name"]) for _sid, s in sorted(mine.items()) if name_key(str(s.get("name", ""))) == want), None)


def unit_labelled(ctx, viewer: str, tf: str, named: str) -> str:
    """The id of race `tf`'s unit that `named` labels in `viewer`'s last report ("D5-1",
    a text order's "d5-1"); else `named` as written."""
    from .phases.common import name_key  # the phases import this module

    if not named or tf not in ctx.model.factions or named in ctx.model.units(tf):
        return named
    want = name_key(named)
    found = [u for (f, u), label in start_labels(ctx, viewer).items() if f == tf and name_key(label) == want]
    return found[0] if found else named
