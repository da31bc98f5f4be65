"""Appliers: the only code that changes the battle. Each takes (ctx, event).

The same events then feed the reports, so a report never recomputes a rule.
"""
from __future__ import annotations

from gm.geometry.squaregrid import parse as parse_square
from .model import Model, sheet_defaults


def _b(ctx) -> Model:
    return ctx.model


def placed(ctx, e) -> None:
    b = _b(ctx)
    ch = b.char(e.params["id"])
    frm = ch.get("square") if ch.get("status") != "reserve" else None
    ch["square"] = e.params["to"]
    ch["status"] = "active" if int(ch.get("pot_now", 0)) > 0 else ch.get("status", "down")
    b.moved(e.params["id"], frm)


def initiative_dice(ctx, e) -> None:
    for cid, die in sorted(e.params["dice"].items()):
        _b(ctx).char(cid)["initiative_die"] = int(die)


def initiative_tie(ctx, e) -> None:
    for cid, rank in sorted(e.params["ranks"].items()):
        _b(ctx).char(cid)["initiative_tiebreak"] = int(rank)


def _lose(b: Model, cid: str, amount: int) -> None:
    ch = b.char(cid)
    ch["pot_now"] = max(0, int(ch.get("pot_now", 0)) - int(amount))


def pot_lost(ctx, e) -> None:
    _lose(_b(ctx), e.params["id"], e.params["amount"])


def attack_resolved(ctx, e) -> None:
    _lose(_b(ctx), e.params["defender_id"], e.params.get("damage", 0))


def went_down(ctx, e) -> None:
    b = _b(ctx)
    b.felled[e.params["id"]] = (str(e.params.get("cause", "")), str(e.params.get("by", "")))
    ch = b.char(e.params["id"])
    ch["status"] = "down"
    ch["pot_now"] = 0
    ch["states"] = {}


def died(ctx, e) -> None:
    ch = _b(ctx).char(e.params["id"])
    ch["status"] = "dead"
    ch["pot_now"] = 0
    ch["states"] = {}


def healed(ctx, e) -> None:
    ch = _b(ctx).char(e.params["id"])
    ch["pot_now"] = min(int(ch.get("pot", 0)), int(ch.get("pot_now", 0)) + int(e.params["amount"]))
    if ch.get("status") == "down" and ch["pot_now"] > 0:
        ch["status"] = "active"   # "a no ser que se le recupere"


def ether_spent(ctx, e) -> None:
    ch = _b(ctx).char(e.params["id"])
    ch["eth_now"] = max(0, int(ch.get("eth_now", 0)) - int(e.params["amount"]))


def destiny_spent(ctx, e) -> None:
    f = _b(ctx).factions[e.params["faction"]]
    f["destiny"] = max(0, int(f.get("destiny", 0)) - 1)


def state_applied(ctx, e) -> None:
    ch = _b(ctx).char(e.params["id"])
    ch.setdefault("states", {})[e.params["state"]] = {"rounds": int(e.params.get("rounds", 0)),
                                                     "value": int(e.params.get("value", 0))}


def state_ticked(ctx, e) -> None:
    ch = _b(ctx).char(e.params["id"])
    st = (ch.get("states") or {}).get(e.params["state"])
    if st is not None:
        st["rounds"] = int(e.params["rounds"])


def state_ended(ctx, e) -> None:
    ch = _b(ctx).char(e.params["id"])
    (ch.get("states") or {}).pop(e.params["state"], None)


def summoned(ctx, e) -> None:
    b = _b(ctx)
    sheet = sheet_defaults(dict(e.params["sheet"]))
    b.factions[e.params["faction"]].setdefault("characters", {})[e.params["id"]] = sheet
    b.summons.append(e.params["id"])
    b.reindex()


def door_opened(ctx, e) -> None:
    b = _b(ctx)
    sq = parse_square(e.params["square"])
    b.board.set_symbol(sq, str(b.board.symbols[b.board.symbol(sq)].get("opens", "/")))


def battle_over(ctx, e) -> None:
    battle = _b(ctx).game.setdefault("battle", {})
    battle["finished"] = True
    battle["winner"] = e.params.get("winner_id", "")
    battle["result"] = e.params.get("how", "")


def object_taken(ctx, e) -> None:
    battle = _b(ctx).game.setdefault("battle", {})
    battle["object_carrier"] = e.params["id"]
    battle.pop("object_square", None)


def object_dropped(ctx, e) -> None:
    battle = _b(ctx).game.setdefault("battle", {})
    battle.pop("object_carrier", None)
    battle["object_square"] = e.params["square"]


def trap_set(ctx, e) -> None:
    _b(ctx).game.setdefault("traps", {})[e.params["trap"]] = {
        "square": e.params["square"], "owner": e.params["owner"], "known": []}


def trap_detected(ctx, e) -> None:
    trap = (_b(ctx).game.get("traps") or {}).get(e.params["trap"])
    if trap is not None:
        trap["known"] = sorted(set(trap.get("known") or []) | {e.params["faction"]})


def trap_gone(ctx, e) -> None:
    """Triggered (spent) or disarmed."""
    game = _b(ctx).game
    (game.get("traps") or {}).pop(e.params["trap"], None)
    if "traps" in game and not game["traps"]:
        del game["traps"]


APPLIERS = {
    "eraide.ev.deployed": placed,
    "eraide.ev.stepped": placed,
    "eraide.ev.ran": placed,
    "eraide.ev.jumped": placed,
    "eraide.ev.entered": placed,
    "eraide.ev.pushed": placed,
    "eraide.ev.initiative_dice": initiative_dice,
    "eraide.ev.initiative_tie": initiative_tie,
    "eraide.ev.attack": attack_resolved,
    "eraide.ev.pot_lost": pot_lost,
    "eraide.ev.down": went_down,
    "eraide.ev.died": died,
    "eraide.ev.healed": healed,
    "eraide.ev.ether": ether_spent,
    "eraide.ev.destiny": destiny_spent,
    "eraide.ev.state": state_applied,
    "eraide.ev.hidden": state_applied,
    "eraide.ev.state_tick": state_ticked,
    "eraide.ev.state_end": state_ended,
    "eraide.ev.revealed": state_ended,
    "eraide.ev.summoned": summoned,
    "eraide.ev.door": door_opened,
    "eraide.ev.victory": battle_over,
    "eraide.ev.object_taken": object_taken,
    "eraide.ev.object_dropped": object_dropped,
    "eraide.ev.trap_set": trap_set,
    "eraide.ev.trap_detected": trap_detected,
    "eraide.ev.trap_found": trap_detected,
    "eraide.ev.trap_triggered": trap_gone,
    "eraide.ev.trap_disarmed": trap_gone,
}
