"""Gold upkeep, terreno agotador, upgrades by experience."""

from __future__ import annotations

from gm.rulesets.primordia.model import id_order

from .common import lose_cargo, private


def upkeep_phase(ctx):
    """Gold pays upkeep (explorers that moved are free, heroes and undead cost nothing);
    units gold cannot pay desert, newest first. Then terreno agotador, XP upgrades."""
    m = ctx.model
    for fid in m.faction_ids():
        if m.factions[fid].get("rebels") or not upkeep_due(ctx, fid):
            continue
        due = []
        for uid in sorted(m.units(fid), key=id_order):
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
        for uid in sorted(m.units(fid), key=id_order):
            u = m.units(fid)[uid]
            if dmg and m.tinfo(u["hex"]).get("exhausting") and not u.get("aboard") and u["life"] > 0:
                ctx.emit("terrain.exhausting", private(fid), faction=fid, damage={uid: min(dmg, u["life"] - 1 if u["life"] > 1 else 0)}, unit=uid, hex=u["hex"],
                         amount=min(dmg, u["life"] - 1 if u["life"] > 1 else 0))
            ups = len(u.get("upgrades", []))
            if ups < c["max_upgrades"] and u.get("xp", 0) >= (ups + 1) * c["xp_per_upgrade"]:
                attr = m.utype(fid, uid)["upgrades"][ups]
                ctx.emit("unit.upgraded", private(fid), faction=fid, unit=uid, attribute=attr)


def upkeep_due(ctx, fid: str) -> bool:
    """Upkeep is paid in Oro, and Oro is out of reach before Piedras brillantes ("Otorga el
    acceso a los recursos Metal y Oro"): with `upkeep.needs_gold_access` (default) a race
    pays upkeep only once it can collect Oro."""
    return not ctx.settings["upkeep"]["needs_gold_access"] or ctx.model.effects(fid).resource_allowed("oro")
