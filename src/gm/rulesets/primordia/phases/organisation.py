"""Combinarse, Disolverse, Eliminar, damage priority (repartir), embarcar."""

from __future__ import annotations

from .common import lose_cargo, missing_unit, private


def combinarse(ctx, order):
    m, fid = ctx.model, order.faction
    uids = [str(u) for u in order.get("unidades", [])]
    units = m.units(fid)
    for uid in uids:
        if uid in m.armies(fid):
            return ctx.reject(order, "reject.army_not_allowed", unit=uid)
        if uid not in units:
            return ctx.reject(order, missing_unit(ctx, fid, uid), unit=uid)
        if units[uid].get("army"):
            return ctx.reject(order, "reject.unit_in_army", unit=uid, army=units[uid]["army"])
        if units[uid].get("aboard"):
            return ctx.reject(order, "reject.aboard", unit=uid)
    if len(set(uids)) < 2:
        return ctx.reject(order, "reject.army_too_small")
    hexes = {units[u]["hex"] for u in uids}
    if len(hexes) != 1:
        return ctx.reject(order, "reject.army_not_together")
    army = str(order.get("ejercito") or m.new_id(fid, "e"))
    if army in m.armies(fid) or army in units:
        return ctx.reject(order, "reject.id_taken", id=army)
    name = str(order.get("nombre") or "") or _unnamed(m, fid, order)  # as the player wrote it: 'Jinetes del Alba'
    named = {"army_name": name} if name else {}
    ctx.emit("army.formed", private(fid), faction=fid, army=army, units=sorted(set(uids)), hex=hexes.pop(), **named)
    ctx.apply(order, "ok.combined", army=army)


def _unnamed(m, fid: str, order) -> str:
    """An army the order names not at all takes the race's next free name (data/names.toml,
    as a new unit does), not its id: «el ejército E5 en G6» read like two squares; "" when
    the order gave an id (`en ejército jinetes`: that is its name) or the list is used up."""
    return "" if order.get("ejercito") else m.new_unit_name(fid)


def disolverse(ctx, order):
    m, fid = ctx.model, order.faction
    army = str(order.get("unidad", ""))
    if army not in m.armies(fid):
        return ctx.reject(order, "reject.not_an_army", unit=army)
    ctx.emit("army.dissolved", private(fid), faction=fid, army=army, units=list(m.armies(fid)[army]["units"]))
    ctx.apply(order, "ok.dissolved", army=army)


def eliminar(ctx, order):
    """A unit, a unit inside an army, or a whole army (an army is "una sola Unidad")."""
    m, fid = ctx.model, order.faction
    uid = str(order.get("unidad", ""))
    members = m.group_members(fid, uid)
    if not members:
        return ctx.reject(order, missing_unit(ctx, fid, uid), unit=uid)
    for member in members:
        lose_cargo(ctx, fid, member)
        ctx.emit("unit.disbanded", private(fid), faction=fid, unit=member, type=m.units(fid)[member]["type"])
    ctx.apply(order, "ok.disbanded", unit=uid)


def repartir(ctx, order):
    m, fid = ctx.model, order.faction
    army = str(order.get("unidad", ""))
    if army not in m.armies(fid):
        return ctx.reject(order, "reject.not_an_army", unit=army)
    prio = [str(u) for u in order.get("prioridad", [])]
    bad = [u for u in prio if u not in m.armies(fid)[army]["units"]]
    if bad:
        return ctx.reject(order, "reject.not_in_army", unit=bad[0], army=army)
    ctx.emit("army.priority", private(fid), faction=fid, army=army, priority=prio)
    ctx.apply(order, "ok.priority", army=army)


def may_board(t: dict, settings: dict) -> bool:
    """Ships carry infantry and the special units ("transportar tropas de infantería"): not
    ships, not independent siege units, cavalry only with `transport.cavalry`."""
    if t["class"] == "naval" or "siege_independent" in t.get("specials", []):
        return False
    return t["class"] != "caballeria" or bool(settings["transport"]["cavalry"])


def boarding_pairs(m, fid: str) -> list[tuple[str, str]]:
    """(unit, ship) pairs `embarcar` would accept now, by the checks above (the order form's example)."""
    units = m.units(fid)
    ships = [s for s in sorted(units) if m.utype(fid, s).get("capacity", 0) > sum(1 for x in units.values() if x.get("aboard") == s)]
    return [(u, s) for u in sorted(units) for s in ships
            if u != s and not units[u].get("army") and not units[u].get("aboard") and may_board(m.utype(fid, u), m.rules.settings)
            and m.grid.distance(units[u]["hex"], units[s]["hex"]) <= 1]


def embarcar(ctx, order):
    m, fid = ctx.model, order.faction
    uid, ship = str(order.get("unidad", "")), str(order.get("nave", ""))
    for named in (uid, ship):
        if named in m.armies(fid):  # one unit boards one ship
            return ctx.reject(order, "reject.army_not_allowed", unit=named)
    if uid not in m.units(fid) or ship not in m.units(fid):
        missing = uid if uid not in m.units(fid) else ship
        return ctx.reject(order, missing_unit(ctx, fid, missing), unit=missing)
    cap = m.utype(fid, ship).get("capacity", 0)
    if not cap:
        return ctx.reject(order, "reject.not_a_transport", unit=ship)
    if not may_board(m.utype(fid, uid), ctx.settings):
        return ctx.reject(order, "reject.cannot_board", unit=uid)
    if m.units(fid)[uid].get("army"):
        return ctx.reject(order, "reject.unit_in_army", unit=uid, army=m.units(fid)[uid]["army"])
    aboard = [u for u, x in m.units(fid).items() if x.get("aboard") == ship]
    if len(aboard) >= cap:
        return ctx.reject(order, "reject.ship_full", unit=ship, capacity=cap)
    if not m.grid.distance(m.units(fid)[uid]["hex"], m.units(fid)[ship]["hex"]) <= 1:
        return ctx.reject(order, "reject.not_adjacent", hex=m.units(fid)[ship]["hex"], frm=m.units(fid)[uid]["hex"])
    ctx.emit("unit.embarked", private(fid), faction=fid, unit=uid, ship=ship, hex=m.units(fid)[ship]["hex"])
    ctx.apply(order, "ok.embarked", unit=uid, ship=ship)


ORGANISATION = {"combinarse": combinarse, "disolverse": disolverse, "eliminar": eliminar, "repartir": repartir, "embarcar": embarcar}
