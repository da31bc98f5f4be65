"""Appliers: how each event changes the state (ctx.model). Reports read the same events.

`ctx.emit(kind, ...)` calls APPLIERS[kind](ctx, event) before recording the event, so
no phase writes to the state directly.
"""

from __future__ import annotations

from gm.engine.events import applier_registry

from .model import relation_key
from .rules import TECHS

APPLIERS, applier = applier_registry()


# Every event that moves dilitio carries `faction` and `amount` (negative to pay).
MONEY_KINDS = (
    "income.home", "income.system", "income.route", "income.advantage",
    "upkeep.paid", "build.paid", "research.paid", "trade.gain", "spy.fined",
    "spy.recovered", "event.dilitio", "steal.paid",
)


@applier(*MONEY_KINDS)
def _money(ctx, e):
    f = ctx.model.factions[e.params["faction"]]
    f["dilitio"] = int(f.get("dilitio", 0)) + int(e.params["amount"])


def _bump(m, e) -> None:
    """Events that create an id carry the faction's next counter."""
    for kind, n in (e.params.get("next_id") or {}).items():
        f = m.factions[e.params["faction"]]
        if kind == "ships":
            f["next_id"] = max(int(f.get("next_id", 1)), int(n))
        else:
            counters = f.setdefault("next_ids", {})
            counters[kind] = max(int(counters.get(kind, 1)), int(n))


def _remove_ship(m, fid: str, ship_id: str) -> None:
    f = m.factions[fid]
    f["ships"].pop(ship_id, None)
    for name in sorted(f["fleets"]):
        members = f["fleets"][name].get("ships", [])
        if ship_id in members:
            del f["fleets"][name]  # a fleet of 3 minus one is no fleet


@applier("ship.moved", "ship.displaced", "intercept.caught", "intercept.unseen")
def _moved(ctx, e):
    m = ctx.model
    for sid in e.params["ships"]:
        ship = m.factions[e.params["faction"]]["ships"][sid]
        ship["sector"] = e.params["to"]
        m.moved.add(sid)


@applier("ship.destroyed", "ship.lost_in_nebula", "ship.lost_in_black_hole",
         "event.ship_destroyed", "assault.ship_destroyed")
def _destroyed(ctx, e):
    _remove_ship(ctx.model, e.params["faction"], e.params["ship"])


@applier("unit.decommissioned")
def _decommissioned(ctx, e):
    m, fid, uid = ctx.model, e.params["faction"], e.params["unit"]
    if uid in m.factions[fid]["ships"]:
        _remove_ship(m, fid, uid)
    else:
        m.factions[fid]["stations"].pop(uid, None)


@applier("fleet.formed")
def _fleet_formed(ctx, e):
    ctx.model.factions[e.params["faction"]]["fleets"][e.params["fleet"]] = {"ships": list(e.params["ships"])}


@applier("fleet.disbanded")
def _fleet_disbanded(ctx, e):
    ctx.model.factions[e.params["faction"]]["fleets"].pop(e.params["fleet"], None)


@applier("cloak.engaged")
def _cloak_on(ctx, e):
    ctx.model.factions[e.params["faction"]]["ships"][e.params["ship"]]["cloaked"] = True


@applier("cloak.revealed")
def _cloak_off(ctx, e):
    ship = ctx.model.factions[e.params["faction"]]["ships"][e.params["ship"]]
    ship["cloaked"] = False
    ship["last_attack"] = ctx.model.turn


@applier("ships.attacked")
def _attacked(ctx, e):
    """"estará visible, hasta que cese en su ataque y se retire": every turn a cloaking ship
    attacks (a battle, an assault, a siege that goes on) keeps it visible another turn."""
    ships = ctx.model.factions[e.params["faction"]]["ships"]
    for sid in e.params["ships"]:
        ships[sid]["last_attack"] = ctx.model.turn


@applier("cloak.identified")
def _identified(ctx, e):
    ctx.model.identified.setdefault(e.params["observer"], set()).add(e.params["ship"])


@applier("cloak.signal")
def _signal(ctx, e):
    ctx.model.signals.setdefault(e.params["observer"], []).append(e.params["sector"])


@applier("ship.stranded")
def _stranded(ctx, e):
    ctx.model.factions[e.params["faction"]]["ships"][e.params["ship"]]["stranded_until"] = int(e.params["until"])


@applier("ship.resupply_needed")
def _resupply_needed(ctx, e):
    for sid in e.params["ships"]:
        ship = ctx.model.ship(e.params["faction"], sid)
        if ship is not None:
            ship["resupply"] = True


@applier("ship.resupplied")
def _resupplied(ctx, e):
    ctx.model.factions[e.params["faction"]]["ships"][e.params["ship"]]["resupply"] = False


@applier("territory.claimed")
def _claimed(ctx, e):
    for sector in e.params["sectors"]:
        ctx.model.world["territory"][sector] = e.params["faction"]


@applier("territory.released")
def _released(ctx, e):
    for sector in e.params["sectors"]:
        ctx.model.world["territory"].pop(sector, None)


@applier("contact.first")
def _contact(ctx, e):
    key = relation_key(e.params["a"], e.params["b"])
    ctx.model.world["relations"][key] = {"status": "contact", "since": ctx.model.turn}


@applier("treaty.peace", "treaty.alliance", "treaty.broken", "treaty.broken_both", "war.declared")
def _relation(ctx, e):
    status = {"treaty.peace": "peace", "treaty.alliance": "alliance", "treaty.broken": "contact",
              "treaty.broken_both": "contact", "war.declared": "war"}[e.kind]
    key = relation_key(e.params["a"], e.params["b"])
    ctx.model.world["relations"][key] = {"status": status, "since": ctx.model.turn}


@applier("diplomacy.bonus")
def _dip_bonus(ctx, e):
    ctx.model.factions[e.params["faction"]]["diplomacy_bonus"] = int(e.params["bonus"])


@applier("map.surveyed")
def _surveyed(ctx, e):
    known = ctx.model.factions[e.params["faction"]]["known"]
    for sector, info in e.params["sectors"].items():
        known[sector] = dict(info)


# -- combat ---------------------------------------------------------------------------

@applier("station.hit")
def _station_hit(ctx, e):
    st = ctx.model.factions[e.params["faction"]]["stations"][e.params["station"]]
    st["damage"] = int(st.get("damage", 0)) + int(e.params["hits"])


@applier("station.destroyed")
def _station_destroyed(ctx, e):
    m = ctx.model
    m.factions[e.params["faction"]]["stations"].pop(e.params["station"], None)


# -- colonies, assault, annexation, rebellion ----------------------------------------------

@applier("colony.started")
def _colony_started(ctx, e):
    m, fid = ctx.model, e.params["faction"]
    _remove_ship(m, fid, e.params["ship"])
    sys_ = m.systems()[e.params["system"]]
    sys_.setdefault("colonizing", {})[fid] = {"started": m.turn, "ready": int(e.params["ready"])}


@applier("colony.founded")
def _colony_founded(ctx, e):
    sys_ = ctx.model.systems()[e.params["system"]]
    sys_["owner"] = e.params["faction"]
    sys_["status"] = "colony"
    sys_.pop("colonizing", None)


@applier("colony.lost", "colony.destroyed")
def _colony_lost(ctx, e):
    sys_ = ctx.model.systems()[e.params["system"]]
    sys_.get("colonizing", {}).pop(e.params["faction"], None)
    if not sys_.get("colonizing"):
        sys_.pop("colonizing", None)


@applier("siege.begun", "siege.continues")
def _siege(ctx, e):
    ctx.model.systems()[e.params["system"]]["siege"] = {"faction": e.params["faction"],
                                                       "ships": list(e.params["ships"])}


@applier("siege.ended", "assault.repelled")
def _siege_end(ctx, e):
    ctx.model.systems()[e.params["system"]].pop("siege", None)


@applier("system.conquered")
def _conquered(ctx, e):
    m = ctx.model
    sys_ = m.systems()[e.params["system"]]
    sys_["owner"] = e.params["faction"]
    sys_["status"] = "conquered"
    sys_["defenses"] = False  # "De ser conquistado el planeta, las defensas serían destruidas."
    for k in ("siege", "rebellion", "incited"):
        sys_.pop(k, None)


@applier("system.annexed")
def _annexed(ctx, e):
    sys_ = ctx.model.systems()[e.params["system"]]
    sys_["owner"] = e.params["faction"]
    sys_["status"] = "annexed"


@applier("rebellion.started", "rebellion.progress")
def _rebellion(ctx, e):
    ctx.model.systems()[e.params["system"]]["rebellion"] = {"score": int(e.params["score"])}


@applier("rebellion.crushed")
def _rebellion_crushed(ctx, e):
    sys_ = ctx.model.systems()[e.params["system"]]
    sys_.pop("rebellion", None)
    sys_.pop("incited", None)


@applier("rebellion.won")
def _rebellion_won(ctx, e):
    sys_ = ctx.model.systems()[e.params["system"]]
    for k in ("rebellion", "incited", "owner", "status", "siege"):
        sys_.pop(k, None)


@applier("incite.succeeded")
def _incited(ctx, e):
    ctx.model.systems()[e.params["system"]]["incited"] = True


@applier("incite.expired")
def _incite_expired(ctx, e):
    ctx.model.systems()[e.params["system"]].pop("incited", None)


# -- trade ----------------------------------------------------------------------------------

@applier("route.opened")
def _route_opened(ctx, e):
    m, fid = ctx.model, e.params["faction"]
    _bump(m, e)
    m.factions[fid]["ships"][e.params["ship"]]["status"] = "trade"
    _leave_fleet(m, fid, e.params["ship"])
    m.factions[fid]["routes"][e.params["route"]] = {
        "system": e.params["system"], "income": int(e.params["income"]),
        "ship": e.params["ship"], "since": m.turn, "name": str(e.params["name"])}


def _leave_fleet(m, fid, ship_id):
    f = m.factions[fid]
    for name in sorted(f["fleets"]):
        if ship_id in f["fleets"][name].get("ships", []):
            del f["fleets"][name]


@applier("route.cancelled")
def _route_cancelled(ctx, e):
    m, fid = ctx.model, e.params["faction"]
    route = m.factions[fid]["routes"].pop(e.params["route"], None)
    if route:
        m.factions[fid]["ships"].pop(route.get("ship", ""), None)


# -- construction -----------------------------------------------------------------------------

@applier("build.started")
def _build_started(ctx, e):
    m, fid = ctx.model, e.params["faction"]
    _bump(m, e)
    entry = {"kind": e.params["what"], "ready": int(e.params["ready"])}
    for k in ("at", "sector", "system", "name"):
        if e.params.get(k):
            entry[k] = e.params[k]
    entry.update({t: int(e.params["tech"][t]) for t in TECHS} if e.params.get("tech") else {})
    m.factions[fid]["builds"][e.params["build"]] = entry
    if e.params.get("ship"):
        _remove_ship(m, fid, e.params["ship"])  # the ship becomes the station


@applier("build.completed")
def _build_completed(ctx, e):
    m, fid = ctx.model, e.params["faction"]
    _bump(m, e)
    f = m.factions[fid]
    f["builds"].pop(e.params.get("build", ""), None)
    what = e.params["what"]
    tech = {t: int(e.params.get("tech", {}).get(t, 0)) for t in TECHS}
    if what == "ship":
        f["ships"][e.params["unit"]] = {"sector": e.params["sector"], **tech,
                                        "cloak": bool(f.get("cloak", False)),
                                        "cloaked": bool(f.get("cloak", False)),
                                        "status": "active"}
        if e.params.get("name"):
            f["ships"][e.params["unit"]]["name"] = e.params["name"]
    elif what == "station":
        f["stations"][e.params["unit"]] = {"sector": e.params["sector"], **tech, "damage": 0}
    elif what == "shipyard":
        m.systems()[e.params["system"]]["shipyard"] = True
    elif what == "defenses":
        m.systems()[e.params["system"]]["defenses"] = True


@applier("build.cancelled")
def _build_cancelled(ctx, e):
    ctx.model.factions[e.params["faction"]]["builds"].pop(e.params["build"], None)


# -- research, espionage, advantages, events ----------------------------------------------------

@applier("research.succeeded", "steal.succeeded")
def _tech_up(ctx, e):
    f = ctx.model.factions[e.params["faction"]]
    f["tech"][e.params["tech"]] = int(e.params["level"])
    f["research_failed"].pop(e.params["tech"], None)


@applier("research.failed")
def _research_failed(ctx, e):
    ctx.model.factions[e.params["faction"]]["research_failed"][e.params["tech"]] = ctx.model.turn


@applier("sabotage.succeeded")
def _sabotaged(ctx, e):
    f = ctx.model.factions[e.params["target"]]
    f["tech"][e.params["tech"]] = int(e.params["level"])


@applier("spy.discovered")
def _intel(ctx, e):
    f = ctx.model.factions[e.params["faction"]]
    f["intel"][e.params["target"]] = {"turn": ctx.model.turn, **{t: int(e.params["tech"][t]) for t in TECHS}}


@applier("advantage.gained")
def _adv_gained(ctx, e):
    _bump(ctx.model, e)
    f = ctx.model.factions[e.params["faction"]]
    entry = {"name": e.params["name"], "since": ctx.model.turn, "roll": int(e.params["entry"])}
    for k in ("mods", "income", "combat"):
        if e.params.get(k):
            entry[k] = e.params[k]
    f["advantages"][e.params["advantage"]] = entry


@applier("advantage.discarded")
def _adv_discarded(ctx, e):
    ctx.model.factions[e.params["faction"]]["advantages"].pop(e.params["advantage"], None)

