"""Esperar, Atrincherarse, Curación; Huir is declared here and tried in battle."""

from __future__ import annotations

from .common import has_special, private, resolve_group, take_action
from .movement import step_cost


def esperar(ctx, order):
    gid = resolve_group(ctx, order)
    if gid and take_action(ctx, order, gid):
        ctx.apply(order, "ok.waited", unit=gid)


def atrincherarse(ctx, order):
    gid = resolve_group(ctx, order)
    if gid and take_action(ctx, order, gid):
        members = ctx.model.group_members(order.faction, gid)
        ctx.emit("unit.entrenched", private(order.faction), faction=order.faction, units=members, group=gid)
        ctx.apply(order, "ok.entrenched", unit=gid)


def curacion(ctx, order):
    """Curación: stay still and recover 3 life; every unit of an army recovers it."""
    m, fid = ctx.model, order.faction
    gid = resolve_group(ctx, order)
    if not gid or not take_action(ctx, order, gid):
        return
    if any((fid, u) in m.moved for u in m.group_members(fid, gid)):
        return ctx.reject(order, "reject.heal_moved", unit=gid)
    amount = ctx.settings["combat"]["heal_amount"]
    healed = {u: min(amount, m.max_life(fid, u) - m.units(fid)[u]["life"]) for u in m.group_members(fid, gid)}
    ctx.model.acted.add((fid, gid, "still"))
    ctx.emit("unit.healed", private(fid), faction=fid, healed=healed, group=gid)
    ctx.apply(order, "ok.healed", unit=gid, amount=amount)


def huir(ctx, order):
    """Huir is declared now and tried when the group is attacked (battle phase)."""
    m, fid = ctx.model, order.faction
    gid = resolve_group(ctx, order)
    if not gid:
        return
    to = str(order.get("hacia", ""))
    if m.aboard(fid, gid):
        return ctx.reject(order, "reject.aboard", unit=gid)
    if has_special(ctx, fid, gid, "siege_attached") or has_special(ctx, fid, gid, "siege_independent"):
        return ctx.reject(order, "reject.siege_cannot_flee", unit=gid)
    if has_special(ctx, fid, gid, "undead"):
        return ctx.reject(order, "reject.undead_cannot_flee", unit=gid)
    if any(m.units(fid)[u].get("entrenched") for u in m.group_members(fid, gid)):
        return ctx.reject(order, "reject.flee_entrenched", unit=gid)  # "no puede Huir"
    here = m.group_hex(fid, gid)
    if not m.grid.contains(to) or not m.grid.adjacent(here, to):
        return ctx.reject(order, "reject.flee_not_adjacent", unit=gid, hex=to)
    if step_cost(ctx, fid, gid, here, to) is None:  # fleeing is a move: never into the sea
        return ctx.reject(order, "reject.impassable", hex=to, terrain=m.tinfo(to)["name"])
    m.fleeing[(fid, gid)] = (to, order)


STANCES = {"esperar": esperar, "atrincherarse": atrincherarse, "curacion": curacion, "huir": huir}
