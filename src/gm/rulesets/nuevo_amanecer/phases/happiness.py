"""Happiness at the start of each turn, then the revolt and civil war rolls."""

from __future__ import annotations

from gm.engine.events import Audience
from gm.text.i18n import say
from gm.geometry import hexgrid
from gm.rulesets.nuevo_amanecer import rules
from gm.rulesets.nuevo_amanecer.model import Model, child_id


def modifiers(w: Model, fid: str) -> list[tuple[str, int, int]]:
    """(modifier key, count, points) for every modifier in effect; zero counts left out."""
    h = w.settings["happiness"]
    f = w.faction(fid)
    owned = set(w.owned_hexes(fid))
    own_levels = sum(w.level(a) for a in w.armies(fid).values() if a["hex"] in owned)
    enemy_levels = sum(w.level(a) for x in owned for ofid, _, a in w.armies_at(x) if w.hostile(fid, ofid))
    protected = sum(1 for x in owned if sum(1 for n in w.neighbours(x) if n in owned) >= int(h["protected_neighbours"]))

    def enemy(owner: str) -> bool:
        if not owner or owner == fid:
            return False
        if h["border_counts"] == "at_war":
            return w.at_war(fid, owner)
        return w.hostile(fid, owner)

    border = sum(1 for x in owned if any(enemy(w.owner(n)) for n in w.neighbours(x)))
    rows = [
        ("abundance", 1 if fid in w.facts.abundance else 0, int(h["abundance"])),
        ("bankruptcy", 1 if fid in w.facts.bankrupt else 0, int(h["bankruptcy"])),
        ("own_army", own_levels, int(h["own_army_level"])),
        ("enemy_army", enemy_levels, int(h["enemy_army_level"])),
        ("protected", protected, int(h["protected_region"])),
        ("border", border, int(h["border_region"])),
        ("alliance", len(f.get("alliances", [])), int(h["alliance"])),
        ("war", len(f.get("wars", [])), int(h["war"])),
        ("trade", len(w.active_trade(fid)), int(h["trade"])),
        ("architectural", w.applied_count(fid, "architectural"), int(h["architectural"])),
        ("economic", w.applied_count(fid, "economic"), int(h["economic"])),
    ]
    for source, extra in sorted(w.facts.social.get(fid, {}).items()):  # the line names which one it was
        if extra:
            rows.append((f"social_{source}", 1, extra))
    return [(k, n, n * p) for k, n, p in rows if n]


def phase_happiness(ctx) -> None:
    w: Model = ctx.model
    s = w.settings
    for fid in w.alive():
        f = w.faction(fid)
        mods = modifiers(w, fid)
        net = sum(p for _, _, p in mods)
        adjusted = rules.orden_adjust(net, int(f["characteristics"]["orden"]), s)
        old = int(f.get("happiness", s["happiness"]["start"]))
        new = rules.clamp_happiness(old + adjusted, s)
        ctx.emit("na.happiness.changed", Audience.public(), faction=fid, old=old, new=new, net=net, adjusted=adjusted,
                 orden=int(f["characteristics"]["orden"]),
                 pct=rules.orden_pct(net, int(f["characteristics"]["orden"]), s),
                 modifiers=[[k, n, p] for k, n, p in mods])


def phase_unrest(ctx) -> None:
    """Revolt roll (2 % per point below 50) and civil war roll (4 % per point below 25)."""
    w: Model = ctx.model
    s = w.settings
    for fid in w.alive():
        f = w.faction(fid)
        hap = int(f["happiness"])
        chance = rules.revolt_chance(hap, s)
        if chance > 0:
            r = ctx.dice.roll(f"revolt/{fid}", "1d100", ctx.t("na.why.revolt", god=w.god_name(fid), chance=chance), audience=Audience.public())
            hit = r.total <= chance
            ctx.emit("na.revolt.rolled", Audience.public(), rolls=(r,), faction=fid, chance=chance, happiness=hap, hit=hit)
            if hit:
                owned = w.owned_hexes(fid)
                if owned:
                    d = ctx.dice.roll(f"revolt/{fid}/region", f"1d{len(owned)}", ctx.t("na.why.revolt_region", god=w.god_name(fid)),
                                      audience=Audience.public())
                    hexname = owned[d.total - 1]
                    lvl = int(s["happiness"]["revolt_army_level"])
                    nid = child_id(f"rebeldes-t{w.turn + 1:02d}-{fid}", "", w.neutral)
                    ctx.emit("na.neutral.appeared", Audience.public(), rolls=(d,), army=nid, name=nid, hex=hexname, level=lvl,
                             belicosidad=int(f["characteristics"]["belicosidad"]),
                             resistencia=int(f["characteristics"]["resistencia"]), origin=f"revolt:{fid}")
        cw = rules.civil_war_chance(hap, s)
        if cw > 0:
            r = ctx.dice.roll(f"civil_war/{fid}", "1d100", ctx.t("na.why.civil_war", god=w.god_name(fid), chance=cw), audience=Audience.public())
            hit = r.total <= cw
            ctx.emit("na.civil_war.rolled", Audience.public(), rolls=(r,), faction=fid, chance=cw, happiness=hap, hit=hit)
            if hit:
                split(ctx, w, fid)


def split(ctx, w: Model, fid: str) -> None:
    """Civil war: the half of the regions farthest from the first city (and the armies and
    cities there) form a new faction led by the GM (or a VIP), at war with the god. Its
    name is written in the game's language (game.toml `lang`), not the report's: it is
    kept in the faction file like the names players choose."""
    owned = w.owned_hexes(fid)
    cities = sorted(w.cities(fid).items())
    anchor = cities[0][1]["hex"] if cities else (owned[0] if owned else None)
    if anchor is None:
        return
    ranked = sorted(owned, key=lambda h: (-hexgrid.distance(anchor, h, w.offset), hexgrid.parse(h)))
    take = sorted(ranked[: len(owned) // 2], key=hexgrid.parse)
    armies = sorted(aid for aid, a in w.armies(fid).items() if a["hex"] in take)
    if not armies and len(w.armies(fid)) > 1:
        # the document splits armies too: at least half of them go, the farthest first
        ranked_a = sorted(w.armies(fid), key=lambda a: (-hexgrid.distance(anchor, w.armies(fid)[a]["hex"], w.offset), a))
        armies = sorted(ranked_a[: len(ranked_a) // 2])
    city_ids = sorted(cid for cid, c in w.cities(fid).items() if c["hex"] in take)
    if not (take or armies or city_ids):  # one region and one army: nothing to divide
        ctx.emit("na.civil_war.nothing", Audience.public(), faction=fid)
        return
    new_id = child_id(fid, "rebelde", w.factions)
    ctx.emit("na.civil_war.split", Audience.public(), faction=fid, new_faction=new_id,
             name=say(str(w.game.get("lang", "es")), "na.civil_war.rebel_name", "gm.rulesets.nuevo_amanecer", god=w.god_name(fid)),
             hexes=take, armies=armies, cities=city_ids)

