"""Unit actions: fundar, poblar, carretera, espiar, sabotear, desembarcar."""

from __future__ import annotations

from gm.engine.events import Audience

from .battle import reject_target
from .common import private, resolve_group, settlement_named, side_name, take_action


def desembarcar(ctx, order):
    m, fid = ctx.model, order.faction
    uid, to = str(order.get("unidad", "")), str(order.get("hacia", ""))
    if uid in m.armies(fid):
        return ctx.reject(order, "reject.army_not_allowed", unit=uid)
    if uid not in m.units(fid) or not m.units(fid)[uid].get("aboard"):
        return ctx.reject(order, "reject.not_aboard", unit=uid)
    here = m.units(fid)[uid]["hex"]
    if not m.grid.contains(to) or not m.grid.adjacent(here, to):
        return ctx.reject(order, "reject.not_adjacent", hex=to, frm=here)
    if m.utype(fid, uid)["terrain_class"] in m.tinfo(to).get("impassable", []):
        return ctx.reject(order, "reject.impassable", hex=to, terrain=m.tinfo(to)["name"])
    ctx.emit("unit.disembarked", private(fid), faction=fid, units=[uid], to=to, cost=1)
    ctx.apply(order, "ok.disembarked", unit=uid, to=to)


def _settlers(ctx, order) -> str | None:
    """The order's unit when it is one of settlers; else the order is rejected (None)."""
    gid = resolve_group(ctx, order, unit_only=True)
    if gid and "settler" not in ctx.model.utype(order.faction, gid).get("specials", []):
        ctx.reject(order, "reject.not_settlers", unit=gid)
        return None
    return gid or None


def fundar(ctx, order):
    m, fid = ctx.model, order.faction
    gid = _settlers(ctx, order)
    if not gid:
        return
    if not take_action(ctx, order, gid):
        return
    here = m.units(fid)[gid]["hex"]
    if m.tinfo(here).get("sea"):
        return ctx.reject(order, "reject.cannot_found_here", hex=here)
    near = ctx.settings["settlement"]["found_min_distance"]
    for f, s in m.all_settlements():
        if m.grid.distance(m.settlements(f)[s]["hex"], here) < near:
            return ctx.reject(order, "reject.too_close", hex=here, distance=near)
    name = str(order.get("nombre", "")) or here
    sid = m.new_id(fid, "s")
    population = m.utype(fid, gid).get("population_cost", ctx.settings["settlement"]["settlers_population"])
    ctx.emit("unit.removed", private(fid), faction=fid, unit=gid, why="founded", settlement=sid)  # not 'deja el mapa': it settles
    ctx.emit("settlement.founded", private(fid), faction=fid, settlement=sid, name=name, hex=here, population=population)
    ctx.apply(order, "ok.founded", settlement=sid, name=name, hex=here)


def poblar(ctx, order):
    m, fid = ctx.model, order.faction
    gid = _settlers(ctx, order)
    if not gid:
        return
    sid = str(order.get("asentamiento", ""))
    s = m.settlements(fid).get(sid)
    if s is None:
        return ctx.reject(order, "reject.unknown_settlement", settlement=sid)
    if s["hex"] != m.units(fid)[gid]["hex"]:
        return ctx.reject(order, "reject.not_in_settlement", unit=gid, settlement=sid)
    if not take_action(ctx, order, gid):
        return
    amount = ctx.settings["settlement"]["settlers_population"]
    ctx.emit("unit.removed", private(fid), faction=fid, unit=gid, why="populated", settlement=sid)
    ctx.emit("settlement.populated", private(fid), faction=fid, settlement=sid, amount=amount)
    ctx.apply(order, "ok.populated", settlement=sid, amount=amount)


def road_cost(settings: dict) -> dict[str, int]:
    """What a road costs (settings.movement.road_cost_resources)."""
    return settings["movement"]["road_cost_resources"]


def carretera(ctx, order):
    m, fid = ctx.model, order.faction
    gid = resolve_group(ctx, order)
    if not gid:
        return
    here = m.group_hex(fid, gid)
    if not m.effects(fid).capability("carreteras"):
        return ctx.reject(order, "reject.needs_discovery", discovery="caminos")
    if not m.tinfo(here).get("roads"):
        return ctx.reject(order, "reject.no_roads_here", hex=here, terrain=m.tinfo(here)["name"])
    if here in m.world.get("roads", []):  # built already (this turn or before): nothing to build, nothing to pay
        return ctx.reject(order, "reject.road_exists", hex=here)
    cost = road_cost(ctx.settings)
    if not m.can_pay(fid, cost):
        return ctx.reject(order, "reject.cannot_pay", cost=cost)
    if not take_action(ctx, order, gid):
        return
    ctx.emit("road.paid", private(fid), faction=fid, delta={r: -n for r, n in cost.items()})
    ctx.emit("road.built", private(fid), faction=fid, hex=here)
    ctx.apply(order, "ok.road", hex=here)


def _spy_target(ctx, order):
    m, fid = ctx.model, order.faction
    gid = resolve_group(ctx, order, unit_only=True)
    if not gid:
        return None
    if "spy" not in m.utype(fid, gid).get("specials", []):
        ctx.reject(order, "reject.not_a_spy", unit=gid)
        return None
    tf, named = str(order.get("objetivo_faccion", "")), str(order.get("asentamiento", ""))
    sid = settlement_named(m, fid, tf, named)  # an id, or the name the report shows
    if tf == fid or tf not in m.factions or sid not in m.settlements(tf) or not m.sees(fid, m.settlements(tf)[sid]["hex"]):
        reject_target(ctx, order, tf, named)  # unseen or missing: the same words; one's own: said so
        return None
    if m.grid.distance(m.units(fid)[gid]["hex"], m.settlements(tf)[sid]["hex"]) > 1:
        ctx.reject(order, "reject.spy_too_far", unit=gid, settlement=named)  # as the spy's race names it, never its id
        return None
    if not take_action(ctx, order, gid):
        return None
    return gid, tf, sid


def _spy_roll(ctx, fid, gid, tf, sid, what):
    """Opposed Iniciativa: the spy against the settlement's Defensa (a default)."""
    m = ctx.model
    die = ctx.settings["combat"]["die"]
    # both dice on the spy's stream: the target learns of the attempt only when the spy is caught
    aud = Audience.private(fid)
    spy, guard = m.stat(fid, gid, "iniciativa"), m.settlement_defense(tf, sid)
    mine = ctx.dice.roll(f"spy/{fid}/{gid}", f"{die}+{spy}", ctx.t("pr.why.spy", order=ctx.t(f"pr.spy_action.{what}"), unit=side_name(ctx, fid, gid), value=spy),
                         audience=aud)
    theirs = ctx.dice.roll(f"spy/{fid}/{gid}/guard", f"{die}+{guard}", ctx.t("pr.why.guard", settlement=m.settlements(tf)[sid]["name"], value=guard),
                           audience=aud)
    return mine, theirs


def espiar(ctx, order):
    got = _spy_target(ctx, order)
    if not got:
        return
    gid, tf, sid = got
    fid = order.faction
    m = ctx.model
    mine, theirs = _spy_roll(ctx, fid, gid, tf, sid, "espiar")
    if mine.total > theirs.total:
        s = m.settlements(tf)[sid]
        ctx.emit("spy.report", private(fid), rolls=(mine, theirs), faction=fid, target_faction=tf, settlement=sid,
                 name=s["name"], population=s["population"], structures=list(s.get("structures", [])), pool=dict(m.pool(tf)),
                 project=(s.get("project") or {}).get("id", "-"))
        ctx.apply(order, "ok.spied", settlement=sid, target_settlement=s["name"])
    else:
        _spy_failed(ctx, order, gid, tf, sid, mine, theirs)


def sabotear(ctx, order):
    got = _spy_target(ctx, order)
    if not got:
        return
    gid, tf, sid = got
    fid = order.faction
    mine, theirs = _spy_roll(ctx, fid, gid, tf, sid, "sabotear")
    name = ctx.model.settlements(tf)[sid]["name"]
    if mine.total <= theirs.total:
        return _spy_failed(ctx, order, gid, tf, sid, mine, theirs)
    _spy_dice(ctx, fid, gid, tf, sid, mine, theirs)
    if not ctx.model.settlements(tf)[sid].get("project"):
        # "sabotear sus proyectos": with none under way there is nothing to undo; the victim
        # notices nothing (the spy was not caught), the spy's owner learns it, as espiar would
        return ctx.apply(order, "ok.sabotage_no_project", settlement=sid, target_settlement=name)
    # the victim learns what was lost, not who did it (the spy was not caught)
    ctx.emit("settlement.sabotaged", Audience.private(tf), faction=tf, target_faction=tf, settlement=sid, name=name)
    ctx.apply(order, "ok.sabotaged", settlement=sid, target_settlement=name)


def _spy_dice(ctx, fid, gid, tf, sid, mine, theirs):
    """The spy's owner reads its dice (an order outcome shows none)."""
    ctx.emit("spy.rolled", Audience.private(fid), rolls=(mine, theirs), faction=fid, unit=gid, target_faction=tf, settlement=sid)


def _spy_failed(ctx, order, gid, tf, sid, mine, theirs):
    fid = order.faction
    if theirs.total - mine.total >= 3:  # caught by a wide margin (default): both read the dice
        ctx.emit("spy.caught", Audience.private(fid, tf), rolls=(mine, theirs), faction=fid, unit=gid, target_faction=tf, settlement=sid)
    else:
        _spy_dice(ctx, fid, gid, tf, sid, mine, theirs)
    ctx.reject(order, "reject.spy_failed", settlement=sid, target_settlement=ctx.model.settlements(tf)[sid]["name"])


ACTIONS = {"fundar": fundar, "poblar": poblar, "carretera": carretera, "espiar": espiar, "sabotear": sabotear, "desembarcar": desembarcar}
