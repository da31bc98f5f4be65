"""The object objective ("conseguir un objeto"): where the object is, taking it, dropping it.

State in game.toml [battle]: `object_square` (on the ground) or `object_carrier` (a
character id). Before anyone touches it, the object lies on [mode] objective_square.
"""
from __future__ import annotations

from gm.geometry.squaregrid import Square, chebyshev, label as square_label, parse as parse_square

from .model import Model
from .rules import setting
from .turn import Turn


def object_mode(b: Model) -> bool:
    mode = b.game.get("mode") or {}
    return mode.get("objective") == "object" and bool(mode.get("objective_square"))


def carrier(b: Model) -> str | None:
    cid = str((b.game.get("battle") or {}).get("object_carrier") or "")
    return cid if cid and b.char(cid) is not None else None


def object_square(b: Model) -> Square | None:
    """The object's square: its carrier's, or where it lies."""
    if not object_mode(b):
        return None
    who = carrier(b)
    if who:
        return b.square_of(who)
    battle = b.game.get("battle") or {}
    return parse_square(str(battle.get("object_square") or b.game["mode"]["objective_square"]))


def take_problem(b: Model, cid: str) -> str | None:
    if not object_mode(b):
        return "no_object"
    if carrier(b):
        return "object_carried"
    here, where = b.square_of(cid), object_square(b)
    reach = int(setting(b.settings, "objective.take_reach", 1))
    if here is None or where is None or chebyshev(here, where) > reach:
        return "object_far"
    return None


def drop_object(t: Turn, cid: str) -> None:
    """"cae": the carrier drops the object on its square (public)."""
    b = t.b
    if object_mode(b) and carrier(b) == cid:
        sq = b.square_of(cid)
        t.emit("eraide.ev.object_dropped", None, square=square_label(sq), **t.params_of(cid))


def winner(b: Model) -> str | None:
    """The carrier's id if its side wins now: carrying it at the end of the round ("carry"),
    or carrying it onto its player's edge ("edge", `objective.object_edge_rows`)."""
    who = carrier(b)
    if not object_mode(b) or not who or not b.is_active(who):
        return None
    if str(setting(b.settings, "objective.object_win", "carry")) == "edge":
        edge = str(b.factions[b.owner(who)].get("edge", "south"))
        rows = int(setting(b.settings, "objective.object_edge_rows", 1))
        if b.board.edge_distance(b.square_of(who), edge) > rows:
            return None
    return who
