"""Mover (section 4.3): step costs, enemies in the way, settlers captured; and the Huir orders nobody tested."""

from __future__ import annotations

from gm.engine.events import Audience

from .common import fair_order, private, resolve_group


def step_cost(ctx, fid: str, gid: str, frm: str, to: str) -> int | None:
    """Movement points to enter `to`, the worst member's; None when impassable."""
    m = ctx.model
    mv = ctx.settings["movement"]
    info = m.tinfo(to)
    race_terrain = m.rules.races.get(m.factions[fid].get("race", ""), {}).get("terrain")
    adapted = m.effects(fid).capability("adaptacion")
    roads = set(m.world.get("roads", []))
    worst = 0
    for uid in m.group_members(fid, gid):
        tclass = m.utype(fid, uid)["terrain_class"]
        if tclass in info.get("impassable", []):
            return None
        if tclass == "naval" and not info.get("sea"):
            return None
        cost = 1
        if tclass in info.get("difficult", []) and not (adapted and m.terrain(to) == race_terrain):
            cost = mv["difficult_cost"]
        if frm in roads and to in roads:
            cost = min(cost, mv["road_cost"])
        worst = max(worst, cost)
    return worst


def enemies_at(ctx, fid: str, hex_label: str) -> list[tuple[str, str]]:
    """Hostile units met in a hex (a hidden spy is not met: it stops nobody)."""
    m = ctx.model
    return [(f, u) for f, u in m.present_units_at(hex_label) if m.hostile(fid, f) and not m.units(f)[u].get("aboard")]


def mover(ctx, order):
    m, fid = ctx.model, order.faction
    gid = resolve_group(ctx, order)
    if not gid:
        return
    members = m.group_members(fid, gid)
    if any(m.units(fid)[u].get("aboard") for u in members):
        return ctx.reject(order, "reject.aboard", unit=gid)
    if (fid, gid, "moved") in m.acted:
        return ctx.reject(order, "reject.one_move", unit=gid)
    if (fid, gid, "still") in m.acted:
        return ctx.reject(order, "reject.healing_stays", unit=gid)
    path = [str(h) for h in order.get("ruta", [])]
    here = m.group_hex(fid, gid)
    budget = m.group_movement(fid, gid) - max(m.spent_move.get((fid, u), 0) for u in members)
    spent = 0
    walked = []
    stopped = None
    for step in path:
        if not m.grid.contains(step):
            return ctx.reject(order, "reject.off_map", hex=step)
        if not m.grid.adjacent(here, step):
            return ctx.reject(order, "reject.not_adjacent", hex=step, frm=here)
        cost = step_cost(ctx, fid, gid, here, step)
        if cost is None:
            return ctx.reject(order, "reject.impassable", hex=step, terrain=m.tinfo(step)["name"])
        if spent + cost > budget:
            return ctx.reject(order, "reject.too_far", unit=gid, movement=budget)
        spent += cost
        walked.append(step)
        here = step
        if enemies_at(ctx, fid, step):
            stopped = step  # entering enemy units ends the move
            break
    if not walked:
        return ctx.reject(order, "reject.empty_path")
    m.acted.add((fid, gid, "moved"))
    ctx.emit("unit.moved", private(fid), faction=fid, group=gid, units=members, path=walked, to=here, cost=spent)
    if stopped:
        ctx.emit("unit.stopped", private(fid), faction=fid, group=gid, hex=stopped)
        capture_settlers(ctx, fid, gid, stopped)
    ctx.apply(order, "ok.moved", unit=gid, to=here, cost=spent)


def capture_settlers(ctx, fid: str, gid: str, hex_label: str) -> None:
    """Colonos alone in a hex an enemy enters are captured at once."""
    m = ctx.model
    if all(m.utype(fid, u).get("specials", []) == ["settler"] or m.hidden(fid, u) for u in m.group_members(fid, gid)):
        return  # settlers do not capture settlers; a hidden spy stays hidden
    enemies = enemies_at(ctx, fid, hex_label)
    if enemies and all("settler" in m.utype(f, u).get("specials", []) for f, u in enemies):
        for f, u in enemies:
            new_id = m.new_id(fid, "u")
            ctx.emit("unit.captured", Audience.private(fid, f), faction=f, unit=u, by=fid, new_id=new_id, hex=hex_label,
                     new_name=m.new_unit_name(fid))  # its old name counts its old race's units


def movement(after: bool):
    def run(ctx):
        moves = [o for o in ctx.all_orders() if o.type == "mover" and bool(o.get("despues", False)) == after]
        for order in fair_order(ctx, moves):
            if ctx.pending(order):
                mover(ctx, order)
    return run


def unanswered_flights(ctx):
    """A Huir never tested (nobody attacked) is simply not needed."""
    for (_fid, gid), (_to, order) in sorted(ctx.model.fleeing.items(), key=lambda kv: kv[0]):
        if ctx.pending(order):
            ctx.apply(order, "ok.flee_unneeded", unit=gid)
    ctx.model.fleeing.clear()
