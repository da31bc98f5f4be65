"""Unit orders (section 4.3): organisation, stances, movement, settlers, roads, spies."""

from __future__ import annotations

from gm.engine.events import Audience
from gm.rulesets.primordia.orders.common import has_special, lose_cargo, private, resolve_group, take_action


# -- organisation ---------------------------------------------------------------------
def combinarse(ctx, order):
    m, fid = ctx.model, order.faction
    uids = [str(u) for u in order.get("unidades", [])]
    units = m.units(fid)
    for uid in uids:
        if uid in m.armies(fid):
            return ctx.reject(order, "reject.army_not_allowed", unit=uid)
        if uid not in units:
            return ctx.reject(order, "reject.unknown_unit", unit=uid)
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
    ctx.emit("army.formed", private(fid), faction=fid, army=army, units=sorted(set(uids)), hex=hexes.pop())
    ctx.apply(order, "ok.combined", army=army)


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
        return ctx.reject(order, "reject.unknown_unit", unit=uid)
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


# -- stances ------------------------------------------------------------------------------
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


# -- movement ----------------------------------------------------------------------------
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
            ctx.emit("unit.captured", Audience.private(fid, f), faction=f, unit=u, by=fid, new_id=new_id, hex=hex_label)


def embarcar(ctx, order):
    m, fid = ctx.model, order.faction
    uid, ship = str(order.get("unidad", "")), str(order.get("nave", ""))
    for named in (uid, ship):
        if named in m.armies(fid):  # one unit boards one ship
            return ctx.reject(order, "reject.army_not_allowed", unit=named)
    if uid not in m.units(fid) or ship not in m.units(fid):
        return ctx.reject(order, "reject.unknown_unit", unit=uid if uid not in m.units(fid) else ship)
    cap = m.utype(fid, ship).get("capacity", 0)
    if not cap:
        return ctx.reject(order, "reject.not_a_transport", unit=ship)
    t = m.utype(fid, uid)
    if t["class"] == "naval" or "siege_independent" in t.get("specials", []):
        return ctx.reject(order, "reject.cannot_board", unit=uid)
    if t["class"] == "caballeria" and not ctx.settings["transport"]["cavalry"]:  # "transportar tropas de infantería"
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


# -- settlers ----------------------------------------------------------------------------
def fundar(ctx, order):
    m, fid = ctx.model, order.faction
    gid = resolve_group(ctx, order, unit_only=True)
    if not gid:
        return
    if "settler" not in m.utype(fid, gid).get("specials", []):
        return ctx.reject(order, "reject.not_settlers", unit=gid)
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
    ctx.emit("unit.removed", private(fid), faction=fid, unit=gid)
    ctx.emit("settlement.founded", private(fid), faction=fid, settlement=sid, name=name, hex=here, population=population)
    ctx.apply(order, "ok.founded", settlement=sid, name=name, hex=here)


def poblar(ctx, order):
    m, fid = ctx.model, order.faction
    gid = resolve_group(ctx, order, unit_only=True)
    if not gid:
        return
    if "settler" not in m.utype(fid, gid).get("specials", []):
        return ctx.reject(order, "reject.not_settlers", unit=gid)
    sid = str(order.get("asentamiento", ""))
    s = m.settlements(fid).get(sid)
    if s is None:
        return ctx.reject(order, "reject.unknown_settlement", settlement=sid)
    if s["hex"] != m.units(fid)[gid]["hex"]:
        return ctx.reject(order, "reject.not_in_settlement", unit=gid, settlement=sid)
    if not take_action(ctx, order, gid):
        return
    amount = ctx.settings["settlement"]["settlers_population"]
    ctx.emit("unit.removed", private(fid), faction=fid, unit=gid)
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
    cost = road_cost(ctx.settings)
    if not m.can_pay(fid, cost):
        return ctx.reject(order, "reject.cannot_pay", cost=_cost_text(cost))
    if not take_action(ctx, order, gid):
        return
    ctx.emit("road.paid", private(fid), faction=fid, delta={r: -n for r, n in cost.items()})
    ctx.emit("road.built", private(fid), faction=fid, hex=here)
    ctx.apply(order, "ok.road", hex=here)


# -- spies -------------------------------------------------------------------------------
def _spy_target(ctx, order):
    m, fid = ctx.model, order.faction
    gid = resolve_group(ctx, order, unit_only=True)
    if not gid:
        return None
    if "spy" not in m.utype(fid, gid).get("specials", []):
        ctx.reject(order, "reject.not_a_spy", unit=gid)
        return None
    tf, sid = str(order.get("objetivo_faccion", "")), str(order.get("asentamiento", ""))
    if tf == fid or tf not in m.factions or sid not in m.settlements(tf) or not m.sees(fid, m.settlements(tf)[sid]["hex"]):
        ctx.reject(order, "reject.unknown_target", target=sid)  # unseen or missing: the same words
        return None
    if m.grid.distance(m.units(fid)[gid]["hex"], m.settlements(tf)[sid]["hex"]) > 1:
        ctx.reject(order, "reject.spy_too_far", unit=gid, settlement=sid)
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
    mine = ctx.dice.roll(f"spy/{fid}/{gid}", f"{die}+{m.stat(fid, gid, 'iniciativa')}", ctx.t("pr.why.spy", order=what, unit=gid), audience=aud)
    theirs = ctx.dice.roll(f"spy/{fid}/{gid}/guard", f"{die}+{m.settlement_defense(tf, sid)}", ctx.t("pr.why.guard", order=what, settlement=sid), audience=aud)
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
                 name=s["name"], population=s["population"], structures=", ".join(s.get("structures", [])) or "-",
                 pool=", ".join(f"{r} {n}" for r, n in sorted(m.pool(tf).items())),
                 project=(s.get("project") or {}).get("id", "-"))
        ctx.apply(order, "ok.spied", settlement=sid)
    else:
        _spy_failed(ctx, order, gid, tf, sid, mine, theirs)


def sabotear(ctx, order):
    got = _spy_target(ctx, order)
    if not got:
        return
    gid, tf, sid = got
    fid = order.faction
    mine, theirs = _spy_roll(ctx, fid, gid, tf, sid, "sabotear")
    if mine.total > theirs.total:
        # the victim learns what was lost, not who did it (the spy was not caught)
        ctx.emit("settlement.sabotaged", Audience.private(tf), faction=tf, target_faction=tf, settlement=sid,
                 name=ctx.model.settlements(tf)[sid]["name"])
        ctx.apply(order, "ok.sabotaged", rolls=(mine, theirs), settlement=sid)
    else:
        _spy_failed(ctx, order, gid, tf, sid, mine, theirs)


def _spy_failed(ctx, order, gid, tf, sid, mine, theirs):
    fid = order.faction
    if theirs.total - mine.total >= 3:  # caught by a wide margin (default)
        ctx.emit("spy.caught", Audience.private(fid, tf), rolls=(mine, theirs), faction=fid, unit=gid, target_faction=tf, settlement=sid)
    ctx.reject(order, "reject.spy_failed", rolls=(mine, theirs), settlement=sid)


def _cost_text(cost: dict) -> str:
    return ", ".join(f"{n} {r}" for r, n in sorted(cost.items()))


ORGANISATION = {"combinarse": combinarse, "disolverse": disolverse, "eliminar": eliminar, "repartir": repartir, "embarcar": embarcar}
STANCES = {"esperar": esperar, "atrincherarse": atrincherarse, "curacion": curacion, "huir": huir}
ACTIONS = {"fundar": fundar, "poblar": poblar, "carretera": carretera, "espiar": espiar, "sabotear": sabotear, "desembarcar": desembarcar}
