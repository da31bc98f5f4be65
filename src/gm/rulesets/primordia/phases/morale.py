"""Rebellion chances."""

from __future__ import annotations

from gm.engine.events import Audience
from gm.rulesets.primordia.economy import food_deficit, over_population
from gm.rulesets.primordia.model import REBELS

from .common import private


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
                     causes={k: v for k, v in causes.items() if v})
