"""Shared helpers for order handlers: resolve the acting group, the one-action rule."""

from __future__ import annotations

from gm.engine.events import Audience


def private(fid: str) -> Audience:
    return Audience.private(fid)


def resolve_group(ctx, order, key: str = "unidad"):
    """The own unit or army the order names, or None after rejecting it."""
    m = ctx.model
    fid = order.faction
    if fid not in m.factions:
        ctx.reject(order, "reject.unknown_faction", faction=fid)
        return None
    gid = str(order.get(key, ""))
    if gid in m.units(fid) and m.units(fid)[gid].get("army"):
        ctx.reject(order, "reject.unit_in_army", unit=gid, army=m.units(fid)[gid]["army"])
        return None
    if not m.group_members(fid, gid):
        ctx.reject(order, "reject.unknown_unit", unit=gid)
        return None
    return gid


def take_action(ctx, order, gid: str) -> bool:
    """Besides Mover, a unit gets one other order per turn ("solo ... otra acción")."""
    key = (order.faction, gid)
    if key in ctx.model.acted:
        ctx.reject(order, "reject.one_action", unit=gid)
        return False
    ctx.model.acted.add(key)
    return True


def run_table(ctx, table: dict) -> None:
    """Run every pending order whose type this table handles, in faction/number order."""
    for order in ctx.all_orders():
        handler = table.get(order.type)
        if handler is not None and ctx.pending(order):
            handler(ctx, order)


def has_special(ctx, fid: str, gid: str, special: str) -> bool:
    m = ctx.model
    return any(special in m.utype(fid, u).get("specials", []) for u in m.group_members(fid, gid))


def group_class_all(ctx, fid: str, gid: str, cls: str) -> bool:
    m = ctx.model
    return all(m.utype(fid, u)["class"] == cls for u in m.group_members(fid, gid))
