"""Heroes expire and appear."""

from __future__ import annotations

from gm.engine.events import Audience
from gm.rulesets.primordia.model import id_order

from .common import private


def heroes_phase(ctx):
    """Heroes appear at random (with Nacido de las penurias), at most 2, for 20 turns."""
    m = ctx.model
    h = ctx.settings["heroes"]
    for fid in m.players():
        for uid in sorted(m.units(fid), key=id_order):
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
