"""Event kind -> state update. The same events feed the reports: no rule lives there.

Every applier reads only the event's params and changes ctx.model's dicts.
"""

from __future__ import annotations

from gm.engine.events import applier_registry
from gm.rulesets.primordia.model import REBELS
from gm.rulesets.primordia.rules import RESOURCES

APPLIERS, applier = applier_registry()


def _m(ctx):
    return ctx.model


@applier("pool.changed", "narration.bonus", "resources.collected", "research.paid", "project.paid",
         "upkeep.paid", "conversion.done", "poder.collected", "spell.paid", "sack.delivered", "sack.lost", "road.paid", "loot.taken",
         "fishing.catch")
def pool_changed(ctx, e):
    pool = _m(ctx).pool(e.params["faction"])
    for res, n in e.params.get("delta", {}).items():
        pool[res] = max(0, pool.get(res, 0) + n)


@applier("unit.moved", "unit.fled", "unit.disembarked")
def unit_moved(ctx, e):
    m = _m(ctx)
    fid = e.params["faction"]
    for uid in e.params["units"]:
        u = m.units(fid)[uid]
        u["hex"] = e.params["to"]
        u.pop("aboard", None) if e.kind == "unit.disembarked" else None
        u.pop("entrenched", None)
        m.moved.add((fid, uid))
        m.spent_move[(fid, uid)] = m.spent_move.get((fid, uid), 0) + e.params.get("cost", 0)
        # cargo moves with its ship
        for _cid, c in m.units(fid).items():
            if c.get("aboard") == uid:
                c["hex"] = e.params["to"]


@applier("unit.created", "hero.appeared", "undead.raised", "project.unit_done")
def unit_created(ctx, e):
    p = e.params
    unit = {"type": p["type"], "hex": p["hex"], "life": p["life"], "xp": 0, "upgrades": []}
    if p.get("hero"):
        unit["hero"] = p["hero"]
        unit["expires"] = p["expires"]
    if p.get("path"):
        unit["path"] = p["path"]
    if p.get("unit_name"):
        unit["name"] = p["unit_name"]
    _m(ctx).units(p["faction"])[p["unit"]] = unit


@applier("unit.removed", "unit.killed", "unit.disbanded", "hero.expired", "hero.cursed", "unit.deserted", "spy.caught",
         "unit.lost_at_sea")
def unit_removed(ctx, e):
    _remove_unit(_m(ctx), e.params["faction"], e.params["unit"])


def _remove_unit(m, fid: str, uid: str) -> None:
    _take(m, fid, uid)
    # cargo of a ship gone from play is lost with it (the phases narrate it: unit.lost_at_sea)
    for cargo in [c for c, other in m.units(fid).items() if other.get("aboard") == uid]:
        _remove_unit(m, fid, cargo)


def _take(m, fid: str, uid: str) -> dict | None:
    """The unit out of its race's list and out of its army (an army left with one unit is
    none): a captured unit too, or its old army would name a unit its race no longer has."""
    unit = m.units(fid).pop(uid, None)
    if unit and unit.get("army"):
        army = m.armies(fid).get(unit["army"])
        if army:
            army["units"] = [u for u in army["units"] if u != uid]
            if len(army["units"]) < 2:
                for rest in army["units"]:
                    m.units(fid)[rest].pop("army", None)
                m.armies(fid).pop(unit["army"], None)
    return unit


@applier("unit.captured")
def unit_captured(ctx, e):
    m = _m(ctx)
    p = e.params
    _enlist(m, p["by"], p["new_id"], _take(m, p["faction"], p["unit"]), p.get("new_name", ""))


def _enlist(m, fid: str, uid: str, unit: dict, name: str = "") -> None:
    """A unit that changes sides (captured settlers, a rebel garrison) keeps its wounds but
    not its old race's bonuses: its life is capped at its new owner's maximum. Nor its name
    (its old race's list: it would count that race's units); `name`, its new owner's."""
    unit.pop("army", None)
    unit.pop("name", None)
    if name:
        unit["name"] = name
    m.units(fid)[uid] = unit
    unit["life"] = min(unit["life"], m.max_life(fid, uid))


@applier("unit.damaged", "spell.damage")
def unit_damaged(ctx, e):
    m = _m(ctx)
    for uid, n in e.params["damage"].items():
        unit = m.units(e.params["faction"]).get(uid)
        if unit:
            unit["life"] = max(0, unit["life"] - n)


@applier("unit.healed", "spell.healed")
def unit_healed(ctx, e):
    m = _m(ctx)
    fid = e.params["faction"]
    for uid, n in e.params["healed"].items():
        unit = m.units(fid)[uid]
        unit["life"] = min(m.max_life(fid, uid), unit["life"] + n)


@applier("unit.entrenched")
def unit_entrenched(ctx, e):
    for uid in e.params["units"]:
        _m(ctx).units(e.params["faction"])[uid]["entrenched"] = True


@applier("unit.entrenchment_spent")
def entrenchment_spent(ctx, e):
    for uid in e.params["units"]:
        _m(ctx).units(e.params["faction"])[uid].pop("entrenched", None)


@applier("army.formed")
def army_formed(ctx, e):
    m = _m(ctx)
    fid = e.params["faction"]
    m.armies(fid)[e.params["army"]] = {"units": list(e.params["units"])}
    if e.params.get("army_name"):
        m.armies(fid)[e.params["army"]]["name"] = e.params["army_name"]
    for uid in e.params["units"]:
        m.units(fid)[uid]["army"] = e.params["army"]


@applier("army.dissolved")
def army_dissolved(ctx, e):
    m = _m(ctx)
    fid = e.params["faction"]
    army = m.armies(fid).pop(e.params["army"], {"units": []})
    for uid in army["units"]:
        m.units(fid)[uid].pop("army", None)


@applier("army.priority")
def army_priority(ctx, e):
    _m(ctx).armies(e.params["faction"])[e.params["army"]]["priority"] = list(e.params["priority"])


@applier("unit.embarked")
def unit_embarked(ctx, e):
    u = _m(ctx).units(e.params["faction"])[e.params["unit"]]
    u["aboard"] = e.params["ship"]
    u["hex"] = e.params["hex"]


@applier("battle.result")
def battle_result(ctx, e):
    m = _m(ctx)
    for side in e.params["sides"]:
        fid = side["faction"]
        if fid not in m.factions:
            continue
        for uid in side["units"]:
            unit = m.units(fid).get(uid)
            if unit is None:
                continue
            unit["xp"] = unit.get("xp", 0) + side["xp"]
            if side["result"] == "lost":
                unit["lost_streak"] = unit.get("lost_streak", 0) + 1
            else:
                unit.pop("lost_streak", None)


@applier("unit.upgraded")
def unit_upgraded(ctx, e):
    u = _m(ctx).units(e.params["faction"])[e.params["unit"]]
    u.setdefault("upgrades", []).append(e.params["attribute"])


@applier("terrain.exhausting")
def terrain_exhausting(ctx, e):
    unit_damaged(ctx, e)


@applier("settlement.founded", "settlement.rebel_founded")
def settlement_founded(ctx, e):
    p = e.params
    _m(ctx).settlements(p["faction"])[p["settlement"]] = {
        "name": p["name"], "hex": p["hex"], "type": "aldea", "population": p["population"],
        "structures": [], "quiet_turns": 0,
    }
    f = _m(ctx).factions[p["faction"]]
    if not f.get("capital"):
        f["capital"] = p["settlement"]


@applier("settlement.grew", "settlement.populated", "spell.population")
def settlement_grew(ctx, e):
    s = _m(ctx).settlements(e.params["faction"])[e.params["settlement"]]
    s["population"] = max(0, s["population"] + e.params["amount"])


@applier("settlement.project_set")
def project_set(ctx, e):
    s = _m(ctx).settlements(e.params["faction"])[e.params["settlement"]]
    s["project"] = {"kind": e.params["project_kind"], "id": e.params["target"], "progress": 0, "work": e.params["work"]}
    if e.params.get("unit_name"):
        s["project"]["name"] = e.params["unit_name"]


@applier("settlement.worked", "spell.construction")
def project_worked(ctx, e):
    s = _m(ctx).settlements(e.params["faction"])[e.params["settlement"]]
    if s.get("project"):
        s["project"]["progress"] = min(s["project"]["work"], s["project"]["progress"] + e.params["amount"])


@applier("settlement.sabotaged")
def sabotaged(ctx, e):
    s = _m(ctx).settlements(e.params["target_faction"])[e.params["settlement"]]
    if s.get("project"):
        s["project"]["progress"] = 0


@applier("project.structure_done", "project.type_done")
def project_done(ctx, e):
    s = _m(ctx).settlements(e.params["faction"])[e.params["settlement"]]
    s.pop("project", None)
    if e.kind == "project.structure_done":
        s.setdefault("structures", []).append(e.params["target"])
        s["structures"].sort()
    else:
        s["type"] = e.params["target"]


@applier("project.unit_finished")
def project_unit_finished(ctx, e):
    _m(ctx).settlements(e.params["faction"])[e.params["settlement"]].pop("project", None)
    unit_created(ctx, e)


@applier("structure.ruined")
def structure_ruined(ctx, e):
    s = _m(ctx).settlements(e.params["target_faction"])[e.params["settlement"]]
    s["structures"] = [x for x in s.get("structures", []) if x != e.params["structure"]]


@applier("settlement.specialised")
def specialised(ctx, e):
    _m(ctx).settlements(e.params["faction"])[e.params["settlement"]]["specialty"] = e.params["resource"]


@applier("settlement.quiet")
def settlement_quiet(ctx, e):
    for fid, sid, quiet in e.params["items"]:
        _m(ctx).settlements(fid)[sid]["quiet_turns"] = quiet


@applier("siege.started", "siege.continues")
def siege_on(ctx, e):
    s = _m(ctx).settlements(e.params["target_faction"])[e.params["settlement"]]
    siege = s.setdefault("siege", {"by": e.params["faction"], "turns": 0, "unaided": 0})
    siege["turns"] = e.params.get("turns", siege["turns"])
    siege["unaided"] = e.params.get("unaided", siege["unaided"])
    siege["by"] = e.params["faction"]


@applier("siege.lifted")
def siege_lifted(ctx, e):
    _m(ctx).settlements(e.params["target_faction"])[e.params["settlement"]].pop("siege", None)


@applier("settlement.damaged")
def settlement_damaged(ctx, e):
    s = _m(ctx).settlements(e.params["target_faction"])[e.params["settlement"]]
    s["damage"] = s.get("damage", 0) + e.params["amount"]


@applier("settlement.kept", "settlement.rebelled", "settlement.retaken")
def settlement_changes_hands(ctx, e):
    m = _m(ctx)
    p = e.params
    new = p["faction"]
    if new not in m.factions:  # the rebels appear as a GM faction the first time
        m.factions[new] = {"id": new, "name": "Rebeldes", "race": REBELS, "rebels": True, "abilities": [], "government": "tribu",
                           "pool": {r: 0 for r in RESOURCES}, "discoveries": ["fuego_es_amigo"], "settlements": {}, "units": {}, "armies": {}}
    s = m.settlements(p["target_faction"]).pop(p["settlement"])
    s.pop("siege", None)
    s.pop("damage", None)
    s.pop("project", None)
    s["quiet_turns"] = 0
    m.settlements(new)[p["new_id"]] = s
    old = m.factions[p["target_faction"]]
    if old.get("capital") == p["settlement"]:
        old["capital"] = ""
        old["capital_lost"] = True
    for uid, new_uid in p.get("units", {}).items():  # units inside join the rebels
        _enlist(m, new, new_uid, _take(m, p["target_faction"], uid))
    for aid in list(m.armies(p["target_faction"])):
        army = m.armies(p["target_faction"])[aid]
        army["units"] = [u for u in army["units"] if u in m.units(p["target_faction"])]
        if len(army["units"]) < 2:
            for u in army["units"]:
                m.units(p["target_faction"])[u].pop("army", None)
            m.armies(p["target_faction"]).pop(aid)


@applier("settlement.sacked")
def settlement_sacked(ctx, e):
    """Sacked, not taken: the owner keeps it, the siege is won and over."""
    m = _m(ctx)
    s = m.settlements(e.params["target_faction"])[e.params["settlement"]]
    s.pop("siege", None)
    s.pop("damage", None)
    s["quiet_turns"] = 0
    m.sacked.add((e.params["target_faction"], e.params["settlement"]))


@applier("settlement.razed")
def settlement_razed(ctx, e):
    m = _m(ctx)
    p = e.params
    m.settlements(p["target_faction"]).pop(p["settlement"], None)
    old = m.factions[p["target_faction"]]
    if old.get("capital") == p["settlement"]:
        old["capital"] = ""
        old["capital_lost"] = True


@applier("loot.pending")
def loot_pending(ctx, e):
    p = e.params
    loot = _m(ctx).factions[p["faction"]].setdefault("loot", {})
    loot[p["loot"]] = {"resource": p["resource"], "amount": p["amount"], "carriers": list(p["carriers"]), "from": p["target_faction"]}


@applier("loot.delivered", "loot.transferred")
def loot_resolved(ctx, e):
    p = e.params
    m = _m(ctx)
    loot = m.factions[p["faction"]].get("loot", {}).pop(p["loot"], None)
    if e.kind == "loot.delivered" and loot:
        pool = m.pool(p["faction"])
        pool[loot["resource"]] = pool.get(loot["resource"], 0) + loot["amount"]
    if e.kind == "loot.transferred" and loot:
        m.factions[p["to"]].setdefault("loot", {})[p["loot"]] = {**loot, "carriers": list(p["carriers"])}


@applier("research.done")
def research_done(ctx, e):
    f = _m(ctx).factions[e.params["faction"]]
    f.setdefault("discoveries", []).append(e.params["discovery"])


@applier("eureka.granted")
def eureka(ctx, e):
    f = _m(ctx).factions[e.params["faction"]]
    f.setdefault("eureka", [])
    if e.params["discovery"] not in f["eureka"]:
        f["eureka"].append(e.params["discovery"])
        f["eureka"].sort()


@applier("government.changed")
def government_changed(ctx, e):
    _m(ctx).factions[e.params["faction"]]["government"] = e.params["government"]


@applier("alliance.declared")
def alliance(ctx, e):
    f = _m(ctx).factions[e.params["faction"]]
    allies = set(f.get("allies", []))
    allies.add(e.params["ally"])
    f["allies"] = sorted(allies)


@applier("deposit.appeared")
def deposit_appeared(ctx, e):
    w = _m(ctx).world
    w.setdefault("deposits", {})[e.params["deposit"]] = {"hex": e.params["hex"], "poder": e.params["amount"]}
    w["next_deposit"] = int(w.get("next_deposit", 1)) + 1


@applier("deposit.exhausted")
def deposit_exhausted(ctx, e):
    _m(ctx).world.get("deposits", {}).pop(e.params["deposit"], None)


@applier("road.built")
def road_built(ctx, e):
    w = _m(ctx).world
    roads = set(w.get("roads", []))
    roads.add(e.params["hex"])
    from gm.rulesets.primordia.model import sort_key

    w["roads"] = sorted(roads, key=sort_key)


@applier("terrain.changed")
def terrain_changed(ctx, e):
    _m(ctx).set_terrain(e.params["hex"], e.params["terrain"])


@applier("unit.blessed")
def unit_blessed(ctx, e):
    key = (e.params["faction"], e.params["group"])
    a, d = _m(ctx).blessings.get(key, (0, 0))
    _m(ctx).blessings[key] = (a + e.params["amount"], d + e.params["amount"])


@applier("unit.berserker")
def unit_berserker(ctx, e):
    _m(ctx).units(e.params["faction"])[e.params["unit"]]["berserker"] = 0


@applier("berserker.fed")
def berserker_fed(ctx, e):
    u = _m(ctx).units(e.params["faction"])[e.params["unit"]]
    u["berserker"] = e.params["bonus"]


@applier("siege.boosted")
def siege_boosted(ctx, e):
    for uid in e.params["units"]:
        _m(ctx).siege_boost[(e.params["faction"], uid)] = e.params["amount"]


@applier("victory.met")
def victory_met(ctx, e):
    w = _m(ctx).game.setdefault("victory", {})
    w.setdefault("met", {})[e.params["faction"]] = e.params["victory"]


@applier("victory.won")
def victory_won(ctx, e):
    v = _m(ctx).game.setdefault("victory", {})
    v["winners"] = sorted(e.params["winners"])
    v["turn"] = e.params["turn"]


@applier("faction.defeated")
def faction_defeated(ctx, e):
    _m(ctx).factions[e.params["faction"]]["defeated"] = True


@applier("settlement.attack_set")
def settlement_attack_set(ctx, e):
    _m(ctx).settlements(e.params["faction"])[e.params["settlement"]]["attack"] = e.params["attack"]
