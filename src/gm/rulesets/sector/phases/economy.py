"""Phase 1 (collect dilitio) and phase 2 (maintenance, decommissioning first)."""

from __future__ import annotations

from gm.text.blocks import Text

from ..rules import annexed_income, upkeep_colony, upkeep_ship, upkeep_station
from .common import apply, handle_orders, money, private, reject, route_word, ship_word


def collect(ctx) -> None:
    """"Cada jugador COBRA el dilitio procedente de: mundo de origen, mundos conquistados o
    colonizados, mundos anexionados, rutas comerciales"."""
    m, cfg = ctx.model, ctx.settings
    first = ctx.turn == int(cfg["start"]["first_turn"])
    for fid in m.empires():
        for kind, amount, params in income_items(m, fid, cfg, first):
            if kind == "income.first_turn":
                ctx.emit(kind, private(fid), faction=fid, **params)
            else:
                money(ctx, fid, kind, amount, **params)


def income_items(m, fid: str, cfg: dict, first: bool) -> list[tuple[str, int, dict]]:
    """(event kind, dilitio, params) of what the empire collects in phase 1 (gm check's
    forecast reads it too: it depends on no die)."""
    out = []
    for sid in m.owned_systems(fid):
        s = m.systems()[sid]
        status = s.get("status")
        if status == "home":
            if first:  # "En el primer turno no se cuentan ni los que se gana por el mundo"
                out.append(("income.first_turn", 0, {"system": s["name"]}))
            else:
                out.append(("income.home", int(cfg["income"]["home"]), {"system": s["name"]}))
        elif status in ("colony", "conquered"):
            out.append(("income.system", int(s.get("dilitio", 0)), {"system": s["name"], "status": status}))
        elif status == "annexed":
            out.append(("income.system", annexed_income(int(s.get("dilitio", 0)), cfg), {"system": s["name"], "status": status}))
    routes = m.factions[fid]["routes"]
    for rid in sorted(routes):
        out.append(("income.route", int(routes[rid]["income"]), {"route": rid, "system": route_word(m, fid, rid, m.systems())}))
    held = m.factions[fid].get("advantages", {})
    for aid in sorted(held, key=lambda k: (int(held[k].get("since", 0)), len(k), k)):   # each by its name
        if int(held[aid].get("income", 0)):
            out.append(("income.advantage", int(held[aid]["income"]), {"advantage": aid, "name": str(held[aid].get("name", "?"))}))
    return out


def _decommission(ctx, order) -> None:
    m, fid = ctx.model, order.faction
    uid = str(order.get("unit", ""))
    f = m.factions[fid]
    if uid in f["ships"] and f["ships"][uid].get("status", "active") == "trade":
        return _decommission_trader(ctx, order, uid)
    if uid in f["ships"] and f["ships"][uid].get("status", "active") == "active":
        kind = "ship"
    elif uid in f["stations"]:
        kind = "station"
    else:
        reject(ctx, order, "sector.reject.unknown_unit", unit=uid)
        return
    word = ship_word(m, fid, uid)   # its name, read before the event takes the ship away
    ctx.emit("unit.decommissioned", private(fid), order=order, faction=fid, unit=uid, what=kind)
    apply(ctx, order, "sector.applied.decommissioned", unit=word, kind=kind)


def _decommission_trader(ctx, order, uid: str) -> None:
    """"un jugador puede decomisionar una nave o estación en cualquier momento" against "una
    nave deberá retirarse y ser asignada de manera permanente al comercio": a ship on a
    trade route is refused, naming the route that holds it (`cancelar ruta` ends both);
    with `trade.decommission_ends_route` it is scrapped and its route ends with it."""
    m, fid = ctx.model, order.faction
    route = next((rid for rid, r in sorted(m.factions[fid]["routes"].items()) if r.get("ship") == uid), "")
    if not ctx.settings["trade"].get("decommission_ends_route") or not route:
        return reject(ctx, order, "sector.reject.ship_on_route", ship=uid, route=route_word(m, fid, route, m.systems()) or "-")
    word, named = ship_word(m, fid, uid), route_word(m, fid, route, m.systems())
    ctx.emit("route.cancelled", private(fid), order=order, faction=fid, route=route, name=named)
    apply(ctx, order, "sector.applied.decommissioned_route", unit=word, route=named)


def maintenance(ctx) -> None:
    """"los jugadores deberán emplear su dilitio en mantener todo aquello que tengan":
    ships 1 and stations 2 every (1 + ENERGÍA modifier) turns (rules.upkeep_period), colonies 1,
    conquered 1.
    Decommissioning ("en cualquier momento") is done first, so a scrapped unit costs nothing."""
    handle_orders(ctx, {"decommission": _decommission})
    m, cfg = ctx.model, ctx.settings
    first = ctx.turn == int(cfg["start"]["first_turn"])
    for fid in m.empires():
        parts = upkeep_parts(m, fid, cfg, ctx.turn, first)
        total = sum(parts.values())
        costs = [Text("sector.upkeep.part", {"kind": k, "amount": n}) for k, n in parts.items() if n]   # what is paid for
        money(ctx, fid, "upkeep.paid", -total, **parts, costs=costs, total=total, first_turn=first)


def upkeep_parts(m, fid: str, cfg: dict, turn: int, first: bool) -> dict[str, int]:
    """What the empire's ships, stations, colonies and conquered worlds cost this turn."""
    f = m.factions[fid]
    ships = stations = colonies = conquered = 0
    for sid in sorted(f["ships"]):
        ship = f["ships"][sid]
        if ship.get("status", "active") == "trade":
            ships += int(cfg["upkeep"]["trade_ship"])
        elif not first:  # "ni los que se gastan por mantener las dos naves de inicio"
            ships += upkeep_ship(int(ship.get("energia", 0)), turn, cfg)
    for stid in sorted(f["stations"]):
        stations += upkeep_station(int(f["stations"][stid].get("energia", 0)), turn, cfg)
    for sysid in m.owned_systems(fid):
        status = m.systems()[sysid].get("status")
        if status == "colony":
            colonies += upkeep_colony(m.tech(fid, "energia"), turn, cfg)
        elif status == "conquered":
            conquered += int(cfg["upkeep"]["conquered"])
    return {"ships": ships, "stations": stations, "colonies": colonies, "conquered": conquered}
