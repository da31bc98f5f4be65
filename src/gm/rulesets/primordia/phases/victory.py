"""Victory conditions."""

from __future__ import annotations

from gm.engine.events import Audience


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
            ctx.emit("faction.defeated", Audience.public(), faction=fid)
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
            ctx.emit("victory.met", Audience.public(), faction=fid, victory=k)
            met.append(fid)
    if met and (ctx.turn >= g["min_turns"] or g["victory_before_min_turns"]):
        ctx.emit("victory.won", Audience.public(), winners=sorted(set(met)), turn=ctx.turn, names=", ".join(sorted(set(met))))
