"""Appliers: the only code that changes the model. One per event kind (dict dispatch).

`ctx.emit(kind, ...)` runs the applier before recording the event, so the event that a
report narrates is exactly the change that was made. Order outcomes that change state
go through `settle()` in orders.py, which runs the applier of the outcome's kind.
"""

from __future__ import annotations

from typing import Callable

from gm.rulesets.nuevo_amanecer.model import NEUTRAL, Model


def _w(ctx) -> Model:
    return ctx.model


def _spend(w: Model, fid: str, cost: int) -> None:
    if cost:
        w.faction(fid)["resources"] = int(w.faction(fid).get("resources", 0)) - int(cost)


def _stat(w: Model, fid: str, key: str, add: int = 1) -> None:
    if fid and fid in w.factions:
        stats = w.faction(fid).setdefault("stats", {})
        stats[key] = int(stats.get(key, 0)) + add


def research_done(ctx, e) -> None:
    w, p = _w(ctx), e.params
    adv = {"kind": p["akind"], "name": p["name"], "turn": w.turn}
    if p.get("unlocks"):
        adv["unlocks"] = list(p["unlocks"])
    if p.get("supported_by"):
        adv["supported_by"] = p["supported_by"]
    if p.get("unsupported"):
        adv["unsupported"] = True
    w.faction(p["faction"]).setdefault("advances", {})[p["advance"]] = adv
    _spend(w, p["faction"], p["cost"])


def advance_to_army(ctx, e) -> None:
    w, p = _w(ctx), e.params
    w.armies(p["faction"])[p["army"]].setdefault("advances", []).append(p["advance"])
    w.facts.applied_this_turn.add(w.unit_key(p["faction"], "army", p["army"]))
    _spend(w, p["faction"], p["cost"])


def advance_to_city(ctx, e) -> None:
    w, p = _w(ctx), e.params
    w.cities(p["faction"])[p["city"]].setdefault("advances", []).append(p["advance"])
    w.facts.applied_this_turn.add(w.unit_key(p["faction"], "city", p["city"]))
    _spend(w, p["faction"], p["cost"])


def colony_started(ctx, e) -> None:
    w, p = _w(ctx), e.params
    w.facts.colonies.append(dict(p))
    _spend(w, p["faction"], p["cost"])


def army_recruited(ctx, e) -> None:
    w, p = _w(ctx), e.params
    w.facts.recruits.append(dict(p))
    _spend(w, p["faction"], p["cost"])


def spent(ctx, e) -> None:
    _spend(_w(ctx), e.params["faction"], e.params["cost"])


def miracle_cast(ctx, e) -> None:
    w, p = _w(ctx), e.params
    _spend(w, p["faction"], p["cost"])
    if p["success"]:
        w.facts.miracles.append(dict(p))


def calamity_cast(ctx, e) -> None:
    w, p = _w(ctx), e.params
    _spend(w, p["faction"], p["cost"])
    if p["success"]:
        w.facts.cast_calamities.append(dict(p))


def _add_rel(w: Model, a: str, b: str, key: str) -> None:
    for x, y in ((a, b), (b, a)):
        if x in w.factions:
            lst = set(w.faction(x).get(key, []))
            lst.add(y)
            w.faction(x)[key] = sorted(lst)


def _del_rel(w: Model, a: str, b: str, key: str) -> None:
    for x, y in ((a, b), (b, a)):
        if x in w.factions:
            w.faction(x)[key] = sorted(set(w.faction(x).get(key, [])) - {y})


def treaty_signed(ctx, e) -> None:
    p = e.params
    _add_rel(_w(ctx), p["a"], p["b"], "alliances" if p["treaty"] == "alliance" else "trade")


def treaty_break_announced(ctx, e) -> None:
    p = e.params
    _w(ctx).facts.breaks.append((p["treaty"], p["faction"], p["other"]))


def treaty_ended(ctx, e) -> None:
    p = e.params
    _del_rel(_w(ctx), p["a"], p["b"], "alliances" if p["treaty"] == "alliance" else "trade")


def war_started(ctx, e) -> None:
    w, p = _w(ctx), e.params
    _add_rel(w, p["a"], p["b"], "wars")
    _del_rel(w, p["a"], p["b"], "alliances")
    if p.get("cancel_trade", True):
        _del_rel(w, p["a"], p["b"], "trade")


def peace_made(ctx, e) -> None:
    _del_rel(_w(ctx), e.params["a"], e.params["b"], "wars")


def contact_made(ctx, e) -> None:
    _add_rel(_w(ctx), e.params["a"], e.params["b"], "contacts")


def _army(w: Model, fid: str, aid: str) -> dict:
    return w.neutral[aid] if fid == NEUTRAL else w.armies(fid)[aid]


def army_moved(ctx, e) -> None:
    w, p = _w(ctx), e.params
    w.move_army(p["faction"], p["army"], p["to"])
    w.facts.moved.add(w.unit_key(p["faction"], "army", p["army"]))


def unit_damaged(ctx, e) -> None:
    """Damage (negative: healing) to an army or a city; never below 0 taken."""
    w, p = _w(ctx), e.params
    unit = _army(w, p["faction"], p["id"]) if p["unit"] == "army" else w.cities(p["faction"])[p["id"]]
    unit["damage"] = max(0, int(unit.get("damage", 0)) + int(p["amount"]))


def army_destroyed(ctx, e) -> None:
    w, p = _w(ctx), e.params
    w.remove_army(p["faction"], p["army"])
    if p["faction"] != NEUTRAL:
        _stat(w, p["faction"], "armies_lost")


def city_destroyed(ctx, e) -> None:
    """The city falls to ruins: its architectural advances are free again; loot next turn."""
    w, p = _w(ctx), e.params
    w.remove_city(p["faction"], p["city"])
    w.set_owner(p["hex"], "")
    if p.get("looter"):
        w.facts.loot[p["looter"]] = w.facts.loot.get(p["looter"], 0) + int(p["loot"])
        _stat(w, p["looter"], "cities_destroyed")


def battle_fought(ctx, e) -> None:
    w, p = _w(ctx), e.params
    # a border battle is fought in both hexes of the border (no pillage, healing or
    # colony there this turn); its "hex" is only a name for reports ("D2|E2")
    w.facts.battle_hexes.update(p.get("border") or [p["hex"]])
    for side in p["sides"]:
        for key in side["units"]:
            w.facts.fought.add(key)
        for fid in side["factions"]:
            _stat(w, fid, "battles_fought")
            if side.get("won"):
                _stat(w, fid, "battles_won")


def pillaged(ctx, e) -> None:
    w, p = _w(ctx), e.params
    w.facts.pillage_due[p["victim"]] = w.facts.pillage_due.get(p["victim"], 0) + int(p["amount"])
    w.facts.loot[p["faction"]] = w.facts.loot.get(p["faction"], 0) + int(p["amount"])
    h = w.hexes[p["hex"]]
    h["pillaged_by"] = sorted(set(h.get("pillaged_by", [])) | {p["faction"]})


def pillage_cleared(ctx, e) -> None:
    _w(ctx).hexes[e.params["hex"]].pop("pillaged_by", None)


def settlement_destroyed(ctx, e) -> None:
    w, p = _w(ctx), e.params
    w.remove_settlement(p["victim"], p["hex"])
    w.set_owner(p["hex"], "")
    w.hexes[p["hex"]].pop("pillaged_by", None)
    if p.get("faction"):
        w.facts.loot[p["faction"]] = w.facts.loot.get(p["faction"], 0) + int(p["loot"])


def region_lost(ctx, e) -> None:
    w, p = _w(ctx), e.params
    if p["faction"] in w.factions:
        w.remove_settlement(p["faction"], p["hex"])
    w.set_owner(p["hex"], "")
    w.hexes[p["hex"]].pop("pillaged_by", None)


def colony_founded(ctx, e) -> None:
    w, p = _w(ctx), e.params
    fid = p["faction"]
    w.set_owner(p["hex"], fid)
    if p["colony"] == "settlement":
        w.add_settlement(fid, p["hex"], {"advance": p["advance"]})
    else:
        w.add_city(fid, p["city"], {"name": p["name"], "hex": p["hex"], "advances": [p["advance"]], "damage": 0})
    _stat(w, fid, "colonies")


def army_appeared(ctx, e) -> None:
    w, p = _w(ctx), e.params
    w.add_army(p["faction"], p["army"], {"name": p["name"], "hex": p["hex"], "advances": list(p["advances"]), "damage": 0})


def neutral_appeared(ctx, e) -> None:
    w, p = _w(ctx), e.params
    w.add_army(NEUTRAL, p["army"], {
        "name": p["name"], "hex": p["hex"], "level": int(p["level"]), "belicosidad": int(p["belicosidad"]),
        "resistencia": int(p["resistencia"]), "damage": 0, "origin": p["origin"],
    })


def upkeep_paid(ctx, e) -> None:
    w, p = _w(ctx), e.params
    f = w.faction(p["faction"])
    f["resources"] = int(p["resources"])
    f["debt"] = int(p["debt"])
    f["bankrupt"] = bool(p["bankrupt"])
    if p["bankrupt"]:
        w.facts.bankrupt.add(p["faction"])


def tech_lost(ctx, e) -> None:
    w, p = _w(ctx), e.params
    w.faction(p["faction"])["advances"][p["advance"]]["lost"] = True


def tech_recovered(ctx, e) -> None:
    w, p = _w(ctx), e.params
    w.faction(p["faction"])["advances"][p["advance"]].pop("lost", None)


def savings_lost(ctx, e) -> None:
    w, p = _w(ctx), e.params
    w.faction(p["faction"])["resources"] = 0
    w.facts.economic_calamity.add(p["faction"])


def social_effect(ctx, e) -> None:
    w, p = _w(ctx), e.params
    told = w.facts.social.setdefault(p["faction"], {})
    told[p["source"]] = told.get(p["source"], 0) + int(p["amount"])


def economic_blessing(ctx, e) -> None:
    _w(ctx).facts.economic_miracle.add(e.params["faction"])


def terrain_changed(ctx, e) -> None:
    _w(ctx).hexes[e.params["hex"]]["terrain"] = e.params["to"]


def income_collected(ctx, e) -> None:
    w, p = _w(ctx), e.params
    f = w.faction(p["faction"])
    f["resources"] = int(p["resources"])
    f["debt"] = int(p["debt"])
    f["income_max"] = int(p["income_max"])
    f["last_income"] = int(p["income"])
    if p["abundance"]:
        w.facts.abundance.add(p["faction"])
    _stat(w, p["faction"], "income_total", int(p["income"]))


def happiness_changed(ctx, e) -> None:
    w, p = _w(ctx), e.params
    w.faction(p["faction"])["happiness"] = int(p["new"])
    w.faction(p["faction"])["bankrupt"] = False


def civil_war(ctx, e) -> None:
    """Split: the new faction takes the listed hexes, their cities, settlements and armies."""
    w, p = _w(ctx), e.params
    old = w.faction(p["faction"])
    new = {
        "id": p["new_faction"], "name": p["name"], "race": old.get("race", ""), "controller": "gm",
        "parent": p["faction"], "alive": True, "amphibious": bool(old.get("amphibious", False)),
        "terrains": list(old.get("terrains", [])), "characteristics": dict(old["characteristics"]),
        "resources": 0, "debt": 0, "happiness": int(w.settings["happiness"]["start"]), "income_max": int(old.get("income_max", 0)),
        "advances": {}, "armies": {}, "cities": {}, "settlements": {}, "wars": [], "alliances": [], "trade": [], "contacts": [],
    }
    moved_advances = set()
    for h in p["hexes"]:
        w.hexes[h]["owner"] = p["new_faction"]
        s = old.get("settlements", {}).pop(h, None)
        if s:
            new["settlements"][h] = s
            moved_advances.add(s["advance"])
    for cid in p["cities"]:
        c = old["cities"].pop(cid)
        new["cities"][cid] = c
        moved_advances |= set(c.get("advances", []))
    for aid in p["armies"]:
        a = old["armies"].pop(aid)
        new["armies"][aid] = a
        moved_advances |= set(a.get("advances", []))
    for adv_id, adv in sorted(old.get("advances", {}).items()):
        if adv.get("kind") == "tech":
            new["advances"][adv_id] = dict(adv)  # the knowledge is shared
        elif adv_id in moved_advances:
            new["advances"][adv_id] = old["advances"].pop(adv_id)
    w.factions[p["new_faction"]] = new
    w.reindex()  # hexes, cities, settlements and armies changed hands at once
    _add_rel(w, p["faction"], p["new_faction"], "wars")
    _add_rel(w, p["faction"], p["new_faction"], "contacts")


RELATIONS = ("alliances", "trade", "wars", "contacts")


def god_died(ctx, e) -> None:
    w, p = _w(ctx), e.params
    w.faction(p["faction"])["alive"] = False
    w.faction(p["faction"])["died_turn"] = int(p["turn"])
    relations_ended(ctx, e)


def relations_ended(ctx, e) -> None:
    """A dead god's wars, treaties and contacts end, on both sides."""
    w, dead = _w(ctx), e.params["faction"]
    for key in RELATIONS:
        for other in w.relation(dead, key):
            _del_rel(w, dead, other, key)
        w.faction(dead)[key] = []
    for fid in sorted(w.factions):
        for key in RELATIONS:
            if dead in w.faction(fid).get(key, []):
                _del_rel(w, fid, dead, key)


def score(ctx, e) -> None:
    w, p = _w(ctx), e.params
    w.faction(p["faction"])["score"] = int(p["points"])


APPLIERS: dict[str, Callable] = {
    "na.research.done": research_done,
    "na.apply.army": advance_to_army,
    "na.apply.city": advance_to_city,
    "na.colony.started": colony_started,
    "na.recruit.ordered": army_recruited,
    "na.miracle.cast": miracle_cast,
    "na.calamity.cast": calamity_cast,
    "na.treaty.signed": treaty_signed,
    "na.treaty.break_announced": treaty_break_announced,
    "na.treaty.ended": treaty_ended,
    "na.war.started": war_started,
    "na.war.declared": war_started,
    "na.peace.made": peace_made,
    "na.contact.made": contact_made,
    "na.move.done": army_moved,
    "na.move.border_placed": army_moved,
    "na.move.after_battle": army_moved,
    "na.unit.damaged": unit_damaged,
    "na.terrain.hurt": unit_damaged,
    "na.unit.healed": unit_damaged,
    "na.army.destroyed": army_destroyed,
    "na.city.destroyed": city_destroyed,
    "na.battle.fought": battle_fought,
    "na.pillage.done": pillaged,
    "na.pillage.cleared": pillage_cleared,
    "na.settlement.destroyed": settlement_destroyed,
    "na.region.lost": region_lost,
    "na.colony.founded": colony_founded,
    "na.army.appeared": army_appeared,
    "na.neutral.appeared": neutral_appeared,
    "na.upkeep.paid": upkeep_paid,
    "na.tech.lost": tech_lost,
    "na.tech.recovered": tech_recovered,
    "na.savings.lost": savings_lost,
    "na.social.effect": social_effect,
    "na.economic.blessing": economic_blessing,
    "na.terrain.changed": terrain_changed,
    "na.income.collected": income_collected,
    "na.happiness.changed": happiness_changed,
    "na.civil_war.split": civil_war,
    "na.god.died": god_died,
    "na.god.relations_ended": relations_ended,
    "na.score.final": score,
}
