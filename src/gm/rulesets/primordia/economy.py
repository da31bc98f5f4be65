"""Settlements, upkeep, heroes, morale and victory (sections 1, 3, 4.2, 6)."""

from __future__ import annotations

from gm.engine.events import Audience
from gm.rulesets.primordia.model import REBELS
from gm.rulesets.primordia.orders.common import lose_cargo
from gm.rulesets.primordia.rules import RESOURCES, structure_effects

PUBLIC = Audience.public()


def private(fid):
    return Audience.private(fid)


def settlement_income(m, fid: str, sid: str) -> dict[str, int]:
    """The settlement's hex and its six neighbours, plus per-settlement effects and
    structures; prosperity adds 50%."""
    s = m.settlements(fid)[sid]
    eff = m.effects(fid)
    out = {r: 0 for r in RESOURCES}
    for h in m.grid.within(s["hex"], 1):
        for r, n in m.hex_yield(fid, h).items():
            out[r] += n
    for e in eff.of("yield"):
        if eff.resource_allowed(e["resource"]):
            out[e["resource"]] += e["amount"]
    if s["hex"] in m.world.get("rivers", []):
        for e in eff.of("river_yield"):
            out[e["resource"]] += e["amount"]
    for e in structure_effects(m.rules, s):
        if e["kind"] == "settlement_yield" and eff.resource_allowed(e["resource"]):
            out[e["resource"]] += e["amount"]
    if s.get("specialty") and eff.resource_allowed(s["specialty"]):
        out[s["specialty"]] += 1
    if prosperous(m, fid, sid):
        pct = m.rules.settings["settlement"]["prosperity_bonus_percent"]
        out = {r: n + n * pct // 100 for r, n in out.items()}
    out["poder"] = 0  # poder comes only from deposits
    return {r: n for r, n in out.items() if n}


def prosperous(m, fid, sid) -> bool:
    st = m.rules.settings["settlement"]
    s = m.settlements(fid)[sid]
    return s.get("quiet_turns", 0) >= st["prosperity_quiet_turns"] and s["population"] * 100 <= m.capacity(fid, sid) * st["prosperity_population_percent"]


def food_deficit(m, fid, sid) -> int:
    """Each point of Comida of the settlement's hexes feeds 100 population."""
    s = m.settlements(fid)[sid]
    food = sum(m.hex_yield(fid, h).get("comida", 0) for h in m.grid.within(s["hex"], 1))
    per = m.rules.settings["settlement"]["food_population"]
    short = s["population"] - food * per
    return max(0, -(-short // per))


def over_population(m, fid, sid) -> int:
    s = m.settlements(fid)[sid]
    return max(0, (s["population"] - m.capacity(fid, sid)) // m.rules.settings["settlement"]["over_population_step"])


def growth(m, fid, sid) -> int:
    st = m.rules.settings["settlement"]
    s = m.settlements(fid)[sid]
    return (s["population"] // st["growth_step"]) * st["growth_amount"] + m.effects(fid).total("population_growth")


# -- phases -----------------------------------------------------------------------------------
def sieges_phase(ctx):
    """A siege holds while hostile units stand in the settlement's hex; 'unaided' counts
    turns with no friendly unit in or next to it."""
    m = ctx.model
    for fid, sid in m.all_settlements():
        s = m.settlements(fid).get(sid)
        if s is None:
            continue
        hostile = {f for f, u in m.present_units_at(s["hex"]) if m.hostile(fid, f)}  # a hidden spy besieges nothing
        if not hostile:
            if s.get("siege"):
                ctx.emit("siege.lifted", Audience.private(fid, s["siege"]["by"]), faction=s["siege"]["by"], target_faction=fid,
                         settlement=sid, name=s["name"])
            continue
        if not s.get("siege") or s["siege"]["by"] not in hostile:
            by = first_in_turn_order(m, hostile)  # several besiegers: the turn's drawn order, not their names
            ctx.emit("siege.started", Audience.private(fid, by), faction=by, target_faction=fid, settlement=sid, name=s["name"],
                     turns=s.get("siege", {}).get("turns", 0), unaided=s.get("siege", {}).get("unaided", 0))
        helped = any(u["hex"] in m.grid.within(s["hex"], 1) for u in m.units(fid).values())
        siege = s["siege"]
        ctx.emit("siege.continues", Audience.private(fid, siege["by"]), faction=siege["by"], target_faction=fid, settlement=sid,
                 name=s["name"], turns=siege["turns"] + 1, unaided=0 if helped else siege["unaided"] + 1)
    # loot reaches home when a carrier stands in a friendly settlement
    for fid in m.faction_ids():
        homes = {s["hex"] for s in m.settlements(fid).values()}
        for lid, loot in sorted(m.factions[fid].get("loot", {}).items()):
            if any(m.units(fid).get(u, {}).get("hex") in homes for u in loot["carriers"]):
                ctx.emit("loot.delivered", private(fid), faction=fid, loot=lid, amount=loot["amount"], resource=loot["resource"])


def first_in_turn_order(m, factions) -> str:
    """Of several races, the first in this turn's drawn order (see phases: `order`)."""
    rank = {f: i for i, f in enumerate(m.turn_order)}
    return min(factions, key=lambda f: (rank.get(f, len(rank)), f))


def settlements_phase(ctx):
    """Administration: resources to the pool, construction points, growth, projects done.
    A besieged settlement yields nothing and builds nothing."""
    m = ctx.model
    quiet = []
    for fid, sid in m.all_settlements():
        s = m.settlements(fid)[sid]
        if s.get("siege"):
            ctx.emit("settlement.besieged_idle", private(fid), faction=fid, settlement=sid, name=s["name"])
            quiet.append((fid, sid, 0))
            continue
        income = settlement_income(m, fid, sid)
        if income:
            ctx.emit("resources.collected", private(fid), faction=fid, settlement=sid, name=s["name"], delta=income,
                     text=", ".join(f"{n} {r}" for r, n in sorted(income.items())))
        project = s.get("project")
        if project:
            ctx.emit("settlement.worked", private(fid), faction=fid, settlement=sid, amount=m.construction_rate(fid, sid))
            if project["progress"] >= project["work"]:
                _finish_project(ctx, fid, sid, project)
        g = growth(m, fid, sid)
        if g:
            ctx.emit("settlement.grew", private(fid), faction=fid, settlement=sid, amount=g, name=s["name"])
        quiet.append((fid, sid, 0 if (fid, sid) in m.fought else s.get("quiet_turns", 0) + 1))
    if quiet:
        ctx.emit("settlement.quiet", Audience.gm(), items=quiet)


def fishing_phase(ctx):
    """A fishing canoe (special `fishing`) at sea brings home a catch every turn: the
    hex's Comida, or the setting `fishing.food` when it is above 0 (not in the rules)."""
    m = ctx.model
    fixed = ctx.settings["fishing"]["food"]
    for fid in m.faction_ids():
        catch = 0
        for uid in sorted(m.units(fid), key=_id_order):
            u = m.units(fid)[uid]
            if "fishing" in m.utype(fid, uid).get("specials", []) and m.tinfo(u["hex"]).get("sea"):
                catch += fixed or m.tinfo(u["hex"]).get("yields", {}).get("comida", 0)
        if catch:
            ctx.emit("fishing.catch", private(fid), faction=fid, delta={"comida": catch}, amount=catch)


def _finish_project(ctx, fid, sid, project):
    m = ctx.model
    s = m.settlements(fid)[sid]
    if project["kind"] == "structure":
        ctx.emit("project.structure_done", private(fid), faction=fid, settlement=sid, target=project["id"], name=m.rules.structures[project["id"]]["name"])
    elif project["kind"] == "type":
        ctx.emit("project.type_done", private(fid), faction=fid, settlement=sid, target=project["id"], name=m.rules.settlement_types[project["id"]]["name"])
    else:
        t = m.rules.units[project["id"]]
        hex_label = s["hex"]
        if t["class"] == "naval":
            seas = [h for h in m.grid.neighbours(hex_label) if m.tinfo(h).get("sea")]
            hex_label = seas[0] if seas else hex_label
        if t.get("population_cost"):
            ctx.emit("settlement.grew", private(fid), faction=fid, settlement=sid, amount=-t["population_cost"], name=s["name"])
        uid = m.new_id(fid, "u")
        ctx.emit("project.unit_finished", private(fid), faction=fid, settlement=sid, unit=uid, type=project["id"], hex=hex_label,
                 life=t["vida"] + m.effects(fid).unit_bonus(t["class"], "vida"), name=t["name"])


def upkeep_phase(ctx):
    """Gold pays upkeep (explorers that moved are free, heroes and undead cost nothing);
    units gold cannot pay desert, newest first. Then terreno agotador, XP upgrades."""
    m = ctx.model
    for fid in m.faction_ids():
        if m.factions[fid].get("rebels") or not upkeep_due(ctx, fid):
            continue
        due = []
        for uid in sorted(m.units(fid), key=_id_order):
            t = m.utype(fid, uid)
            cost = t["mantenimiento"]
            if "free_upkeep_moving" in t.get("specials", []) and (fid, uid) in m.moved:
                cost = 0
            due.append((uid, cost))
        gold = m.pool(fid)["oro"]
        total = sum(c for _, c in due)
        deserters = []
        while total > gold and due:
            uid, c = due.pop()  # newest first
            if c:
                deserters.append(uid)
                total -= c
        if total:
            ctx.emit("upkeep.paid", private(fid), faction=fid, delta={"oro": -total}, amount=total)
        for uid in deserters:
            if uid not in m.units(fid):
                continue  # lost aboard a ship that deserted before it
            lose_cargo(ctx, fid, uid)
            ctx.emit("unit.deserted", private(fid), faction=fid, unit=uid, type=m.units(fid)[uid]["type"])
    c = ctx.settings["combat"]
    dmg = ctx.settings["movement"]["exhausting_damage"]
    for fid in m.faction_ids():
        for uid in sorted(m.units(fid), key=_id_order):
            u = m.units(fid)[uid]
            if dmg and m.tinfo(u["hex"]).get("exhausting") and not u.get("aboard") and u["life"] > 0:
                ctx.emit("terrain.exhausting", private(fid), faction=fid, damage={uid: min(dmg, u["life"] - 1 if u["life"] > 1 else 0)}, unit=uid, hex=u["hex"])
            ups = len(u.get("upgrades", []))
            if ups < c["max_upgrades"] and u.get("xp", 0) >= (ups + 1) * c["xp_per_upgrade"]:
                attr = m.utype(fid, uid)["upgrades"][ups]
                ctx.emit("unit.upgraded", private(fid), faction=fid, unit=uid, attribute=attr)


def upkeep_due(ctx, fid: str) -> bool:
    """Upkeep is paid in Oro, and Oro is out of reach before Piedras brillantes ("Otorga el
    acceso a los recursos Metal y Oro"): with `upkeep.needs_gold_access` (default) a race
    pays upkeep only once it can collect Oro."""
    return not ctx.settings["upkeep"]["needs_gold_access"] or ctx.model.effects(fid).resource_allowed("oro")


def heroes_phase(ctx):
    """Heroes appear at random (with Nacido de las penurias), at most 2, for 20 turns."""
    m = ctx.model
    h = ctx.settings["heroes"]
    for fid in m.players():
        for uid in sorted(m.units(fid), key=_id_order):
            u = m.units(fid)[uid]
            if u.get("hero") and u.get("expires", 0) <= ctx.turn:
                ctx.emit("hero.expired", private(fid), faction=fid, unit=uid, hero=m.rules.heroes[u["hero"]]["name"])
        if not m.effects(fid).capability("heroes") or not m.factions[fid].get("capital"):
            continue
        alive = [u for u in m.units(fid).values() if u.get("hero")]
        if len(alive) >= h["max"]:
            continue
        r = ctx.dice.roll(f"heroes/{fid}", "1d100", ctx.t("pr.why.hero", faction=m.factions[fid].get("name", fid)), audience=private(fid))
        if r.total > h["chance"]:
            ctx.emit("hero.none", Audience.private(fid), rolls=(r,), faction=fid)
            continue
        names = sorted(m.rules.heroes)
        pick = ctx.dice.roll(f"heroes/{fid}/which", f"1d{len(names)}", ctx.t("pr.why.which_hero"), audience=private(fid))
        hero = names[pick.total - 1]
        capital = m.settlements(fid)[m.factions[fid]["capital"]]
        ctx.emit("hero.appeared", private(fid), rolls=(r, pick), faction=fid, unit=m.new_id(fid, "h"), type="heroe", hex=capital["hex"],
                 life=m.rules.units["heroe"]["vida"], hero=hero, name=m.rules.heroes[hero]["name"], expires=ctx.turn + h["duration"])


def morale_phase(ctx):
    """15% rebellion chance per cause point: unaided siege (5 turns), each point of food
    deficit, each 10 population above the limit. Rebels are a GM faction."""
    m = ctx.model
    st = ctx.settings["settlement"]
    for fid, sid in m.all_settlements():
        s = m.settlements(fid).get(sid)
        if s is None or fid == REBELS:
            continue
        causes = {"asedio": 1 if s.get("siege", {}).get("unaided", 0) >= st["siege_unaided_turns"] else 0,
                  "hambre": food_deficit(m, fid, sid), "superpoblacion": over_population(m, fid, sid)}
        points = sum(causes.values())
        if not points:
            continue
        chance = min(100, points * st["rebellion_chance"])
        r = ctx.dice.roll(f"rebellion/{fid}/{sid}", "1d100", ctx.t("pr.why.rebellion", name=s["name"], chance=chance), audience=private(fid))
        if r.total <= chance:
            units = {u: m.new_id(REBELS, "r") if REBELS in m.factions else f"r{fid}-{u}" for u, x in sorted(m.units(fid).items()) if x["hex"] == s["hex"]}
            new_sid = m.new_id(REBELS, "s") if REBELS in m.factions else f"s-{fid}-{sid}"
            ctx.emit("settlement.rebelled", Audience.private(fid, REBELS), rolls=(r,), faction=REBELS, target_faction=fid, settlement=sid, new_id=new_sid, name=s["name"], units=units, chance=chance)
        else:
            ctx.emit("settlement.unrest", Audience.private(fid), rolls=(r,), faction=fid, settlement=sid, name=s["name"], chance=chance,
                     causes=", ".join(f"{k} {v}" for k, v in causes.items() if v))


def victory_phase(ctx):
    """Scientific, military and territorial victory, checked every turn; the game lasts at
    least `min_turns` turns."""
    m = ctx.model
    g = ctx.settings["game"]
    players = [f for f in m.players() if not m.factions[f].get("defeated")]
    land = len(m.land_hexes())
    met = []
    for fid in players:
        f = m.factions[fid]
        if not m.settlements(fid) and not m.units(fid):
            ctx.emit("faction.defeated", PUBLIC, faction=fid)
            continue
        kinds = []
        if g["science_victory"] in f.get("discoveries", []):
            kinds.append("cientifica")
        enemies = [e for e in players if e != fid and m.hostile(fid, e)]
        if enemies and all(not m.factions[e].get("capital") for e in enemies):
            kinds.append("militar")
        team = [fid] + [a for a in f.get("allies", []) if a in m.factions and fid in m.factions[a].get("allies", [])]
        held = set().union(*(m.controlled_hexes(t) for t in team)) if team else set()
        held = {h for h in held if not m.tinfo(h).get("sea")}
        if land and len(held) * 100 >= land * g["territorial_share"]:
            kinds.append("territorial")
        for k in kinds:
            ctx.emit("victory.met", PUBLIC, faction=fid, victory=k)
            met.append(fid)
    if met and (ctx.turn >= g["min_turns"] or g["victory_before_min_turns"]):
        ctx.emit("victory.won", PUBLIC, winners=sorted(set(met)), turn=ctx.turn, names=", ".join(sorted(set(met))))


def _id_order(uid: str):
    head = uid.rstrip("0123456789")
    tail = uid[len(head):]
    return (head, int(tail) if tail else 0)
