"""Dead gods and the end of the game (survival and achievement points)."""

from __future__ import annotations

from gm.engine.events import Audience
from gm.rulesets.nuevo_amanecer.model import Model


def phase_dead_gods(ctx) -> None:
    """A god whose race has no region, city or army left loses its faithful and dies; its
    wars, alliances, trade treaties and contacts end with it (on both sides). Runs at the
    end of the turn (before next turn's income and happiness) and after next turn's
    calamities and unrest. A god found dead with relations left (a game saved before
    deaths ended them) has them ended too."""
    w: Model = ctx.model
    for fid in w.alive():
        if not w.owned_hexes(fid) and not w.cities(fid) and not w.armies(fid):
            ctx.emit("na.god.died", Audience.public(), faction=fid, turn=w.turn)
    alive = set(w.alive())
    for fid in sorted(set(w.factions) - alive):
        if _has_relations(w, fid, alive):
            ctx.emit("na.god.relations_ended", Audience.public(), faction=fid)


def _has_relations(w: Model, dead: str, alive: set) -> bool:
    keys = ("alliances", "trade", "wars", "contacts")
    return any(w.relation(dead, k) for k in keys) or any(dead in w.relation(f, k) for f in alive for k in keys)


def phase_end_of_game(ctx) -> None:
    """After the last turn: points for survival and for the achievements table."""
    w: Model = ctx.model
    if w.turn < int(w.settings["end"]["last_turn"]):
        return
    pts = ctx.ruleset.load_table("achievements")["points"]
    everyone = sorted(w.factions)
    alive = w.alive()
    score = {f: 0 for f in everyone}
    why: dict[str, list[str]] = {f: [] for f in everyone}
    for f in alive:
        score[f] += int(pts["survival"])
        why[f].append("survival")
    if len(alive) == 1:
        score[alive[0]] += int(pts["last_god_standing"])
        why[alive[0]].append("last_god_standing")

    def best(metric, key):
        values = {f: metric(f) for f in alive}
        if not values:
            return
        top = max(values.values())
        if top <= 0:
            return
        for f, v in sorted(values.items()):
            if v == top:
                score[f] += int(pts[key])
                why[f].append(key)

    best(lambda f: int(w.faction(f).get("stats", {}).get("battles_won", 0)), "most_battles_won")
    best(lambda f: int(w.faction(f).get("stats", {}).get("income_total", 0)), "best_economy")
    best(lambda f: len(w.advances(f)), "most_advances")
    best(lambda f: len(w.owned_hexes(f)), "most_regions")
    for f in everyone:
        ctx.emit("na.score.final", Audience.public(), faction=f, points=score[f], achievements=list(why[f]), alive=f in alive)
