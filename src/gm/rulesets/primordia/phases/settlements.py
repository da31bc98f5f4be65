"""Sieges, the settlements' administration (income, construction, growth, projects done) and fishing."""

from __future__ import annotations

from gm.engine.events import Audience
from gm.rulesets.primordia.economy import growth, settlement_income
from gm.rulesets.primordia.model import id_order

from .common import first_in_turn_order, private


def sieges_phase(ctx):
    """A siege holds while hostile units stand in the settlement's hex; 'unaided' counts
    turns with no friendly unit in or next to it."""
    m = ctx.model
    for fid, sid in m.all_settlements():
        s = m.settlements(fid).get(sid)
        if s is None:
            continue
        hostile = {f for f, u in m.present_units_at(s["hex"]) if m.hostile(fid, f)}  # a hidden spy besieges nothing
        if (fid, sid) in m.sacked:
            continue  # "Un Asedio se resuelve ... cuando gana el atacante": a new one starts next turn if they stay
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
        for uid in sorted(m.units(fid), key=id_order):
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
                 life=t["vida"] + m.effects(fid).unit_bonus(t["class"], "vida"), name=t["name"],
                 unit_name=project.get("name") or m.new_unit_name(fid))  # the order's name, else the race's list
