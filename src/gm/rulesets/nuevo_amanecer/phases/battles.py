"""Battles: all armies and cities of non-allied factions in one hex, once per turn.

Allied factions form one side (one tech bonus, the best). Neutral armies form a side of
their own. Damage goes to armies before cities, the lowest level first, then the lowest
resistencia. A battle makes the sides' gods enemies (war) and cancels their trade.
"""

from __future__ import annotations

from gm.engine.events import Audience
from gm.geometry import hexgrid
from gm.rulesets.nuevo_amanecer import combat, rules, ties
from gm.rulesets.nuevo_amanecer.model import NEUTRAL, Model


def _fighter(w: Model, fid: str, kind: str, uid: str, unit: dict) -> combat.Fighter:
    return combat.Fighter(
        key=w.unit_key(fid, kind, uid), faction=fid, kind=kind, level=w.level(unit),
        belicosidad=w.characteristic(fid, "belicosidad", unit), resistencia=w.characteristic(fid, "resistencia", unit),
        damage=int(unit.get("damage", 0)), label=str(unit.get("name", uid)),
    )


def _group(w: Model, factions: list[str]) -> list[list[str]]:
    """The sides: gods all allied with one another fight together; neutral armies are a
    side apart. A god allied with two gods that are not allied with each other attacks
    neither and is attacked by neither: it stays out of the battle (the document:
    alliances "no atacarse"; which side it joins is left to nobody, so to no name)."""
    gods = sorted(f for f in factions if f != NEUTRAL)
    while True:
        bridging = {f for f in gods if any(not w.allied(x, y) for x in gods for y in gods
                                           if x != f and y != f and w.allied(f, x) and w.allied(f, y))}
        if not bridging:
            break
        gods = [f for f in gods if f not in bridging]
    groups: list[list[str]] = []
    for fid in gods:  # now "allied" is an equivalence among them: components are cliques
        for g in groups:
            if w.allied(fid, g[0]):
                g.append(fid)
                break
        else:
            groups.append([fid])
    return ([[NEUTRAL]] if NEUTRAL in factions else []) + groups


def sides_at(w: Model, hexname: str, only: set | None = None) -> list[combat.Side]:
    units: list[tuple[str, str, str, dict]] = []
    for fid, aid, a in w.armies_at(hexname):
        if only is None or w.unit_key(fid, "army", aid) in only:
            units.append((fid, "army", aid, a))
    city = w.city_at(hexname)
    if city and only is None:
        units.append((city[0], "city", city[1], w.cities(city[0])[city[1]]))
    factions = sorted({u[0] for u in units})
    sides = []
    for g in _group(w, factions):
        fighters = [_fighter(w, fid, kind, uid, unit) for fid, kind, uid, unit in units if fid in g]
        bonus = max((w.tech_bonus(fid) for fid in g), default=0)
        sides.append(combat.Side(tuple(g), fighters, bonus))
    return sides


def _where(w: Model, f: combat.Fighter, uid: str, hexname: str) -> str:
    """The hex a fighter stands in (in a border battle each army is still in its own)."""
    if f.kind != "army":
        return hexname
    coll = w.neutral if f.faction == NEUTRAL else w.armies(f.faction)
    return str(coll.get(uid, {}).get("hex", hexname))


def _looter(ctx, hexname: str, enemies: list[combat.Fighter]) -> str:
    """The god that loots a fallen city: the enemy with most army levels in the hex; a tie
    is drawn by dice (the document names one attacker and no order)."""
    levels: dict[str, int] = {}
    for f in enemies:
        levels[f.faction] = levels.get(f.faction, 0) + f.level
    if not levels:
        return ""
    top = max(levels.values())
    tied = sorted(f for f, v in levels.items() if v == top)
    w: Model = ctx.model
    return ties.draw(ctx, f"loot/{hexname}", "looter", hexname, tied, [w.god_name(f) for f in tied])[0]


def _draw_damage_ties(ctx, hexname: str, sides: list[combat.Side], results) -> dict[str, int]:
    """Units of allied gods on a side that takes damage, tied on what the document orders
    damage by (armies first, level, resistencia): their order is drawn, not their gods' names."""
    drawn: dict[str, int] = {}
    for side, res in zip(sides, results):
        if res.damage <= 0 or len(side.factions) < 2:
            continue
        groups: dict[tuple, list[combat.Fighter]] = {}
        for f in side.fighters:
            groups.setdefault(combat.damage_rank(f), []).append(f)
        for _rank, group in sorted(groups.items()):
            if len({f.faction for f in group}) < 2:
                continue
            order = ties.draw(ctx, f"damage/{hexname}/{len(drawn)}", "damage", hexname, group, [f.label for f in group])
            drawn.update({f.key: i for i, f in enumerate(order)})
    return drawn


def _enemies_now(ctx, w: Model, sides: list[combat.Side]) -> None:
    """Gods who fought each other are in contact, at war, and without trade."""
    s = w.settings
    gods = [side.factions for side in sides]
    for i, a_side in enumerate(gods):
        for b_side in gods[i + 1:]:
            for a in a_side:
                for b in b_side:
                    if NEUTRAL in (a, b) or a == b:
                        continue
                    if b not in w.relation(a, "contacts"):
                        ctx.emit("na.contact.made", Audience.private(a, b), a=a, b=b)
                    if s["combat"]["battle_starts_war"] and not w.at_war(a, b):
                        ctx.emit("na.war.started", Audience.public(), a=min(a, b), b=max(a, b),
                                 cancel_trade=bool(s["combat"]["battle_cancels_trade"]))
                    elif s["combat"]["battle_cancels_trade"] and b in w.relation(a, "trade"):
                        ctx.emit("na.treaty.ended", Audience.private(a, b), treaty="trade", a=a, b=b)


def _origins(w: Model, sides: list[combat.Side]) -> dict[str, str]:
    """fighter key -> where a neutral army came from ("calamity", "revolt:<god>"): it names
    the army in reports (a neutral army has no name of its own)."""
    return {f.key: str(w.neutral.get(f.key.split("/", 2)[2], {}).get("origin", "")) for side in sides for f in side.fighters
            if f.faction == NEUTRAL}


def _label(ctx, f: combat.Fighter, origins: dict) -> str:
    """A fighter as a roll's label names it: a god's unit by its name, a neutral army by where it came from."""
    if f.faction != NEUTRAL:
        return f.label
    kind, _, god = origins.get(f.key, "").partition(":")
    return ctx.t(f"na.origin.{kind or 'calamity'}", god=ctx.model.god_name(god))


def _roll_sides(ctx, sides: list[combat.Side], key_prefix: str, origins: dict) -> tuple[dict, list]:
    """Every unit's attack die (battles are public: no fog of war)."""
    w: Model = ctx.model
    faces, rolls = {}, []
    for side in sides:
        for f in side.fighters:
            r = ctx.dice.roll(f"{key_prefix}/{f.key}", rules.attack_die(f.kind, f.level, w.settings),
                              ctx.t("na.why.attack", unit=_label(ctx, f, origins), god=w.god_name(f.faction) or ctx.t("na.report.neutral"),
                                    neutral="yes" if f.faction == NEUTRAL else "no",
                                    own="yes" if f.faction != NEUTRAL and w.names_its_god(f.label, f.faction) else "no"),  # "del ejército de la calamidad"
                              audience=Audience.public())
            faces[f.key] = r.total
            rolls.append(r)
    return faces, rolls


def _side_params(sides: list[combat.Side], results, origins: dict) -> list[dict]:
    least = min(r.damage for r in results)
    winners = [i for i, r in enumerate(results) if r.damage == least]
    return [{
        "factions": list(side.factions), "units": [f.key for f in side.fighters],
        "labels": [f.label for f in side.fighters], "origins": [origins.get(f.key, "") for f in side.fighters],
        "tech": side.tech_bonus, "total": res.total, "damage": res.damage, "won": len(winners) == 1 and winners[0] == i,
        "lost": sum(res.hits.values()),  # the life its units had to lose: less than the damage when all fall
        "parts": [[list(keys), list(faces), pct, value] for keys, faces, pct, value in res.parts],
    } for i, (side, res) in enumerate(zip(sides, results))]


def fight(ctx, hexname: str, sides: list[combat.Side], key_prefix: str, border: list | None = None) -> list[combat.SideResult]:
    """Roll, resolve, and emit the battle, the damage and the destruction. `border`: the
    two hexes of a border battle (`hexname` is then "D2|E2", a name for reports only)."""
    w: Model = ctx.model
    s = w.settings
    origins = _origins(w, sides)
    faces, rolls = _roll_sides(ctx, sides, key_prefix, origins)
    results = combat.resolve(sides, faces, s)
    drawn = _draw_damage_ties(ctx, hexname, sides, results)
    if drawn:
        results = combat.resolve(sides, faces, s, drawn)
    ctx.emit("na.battle.fought", Audience.public(), rolls=tuple(rolls), hex=hexname, border=list(border or []),
             sides=_side_params(sides, results, origins))
    by_key = {f.key: (side, f) for side in sides for f in side.fighters}
    for res in results:
        for key, amount in sorted(res.hits.items()):
            side, f = by_key[key]
            uid = key.split("/", 2)[2]
            ctx.emit("na.unit.damaged", Audience.public(), faction=f.faction, unit=f.kind, id=uid, name=f.label,
                     amount=amount, hex=_where(w, f, uid, hexname), origin=origins.get(key, ""))
        for key in res.destroyed:
            _destroyed(ctx, by_key, key, hexname, origins)
    _enemies_now(ctx, w, sides)
    return results


def _destroyed(ctx, by_key: dict, key: str, hexname: str, origins: dict) -> None:
    """A unit brought to 0 life: an army is gone; a city falls and its looter (if any) takes the loot."""
    w: Model = ctx.model
    side, f = by_key[key]
    uid = key.split("/", 2)[2]
    if f.kind == "army":
        ctx.emit("na.army.destroyed", Audience.public(), faction=f.faction, army=uid, name=f.label,
                 hex=_where(w, f, uid, hexname), cause="battle", origin=origins.get(key, ""))
        return
    enemies = [x for x in by_key.values() if x[1].kind == "army" and x[1].faction not in side.factions and x[1].faction != NEUTRAL]
    looter = _looter(ctx, hexname, [ef for _, ef in enemies])
    ctx.emit("na.city.destroyed", Audience.public(), faction=f.faction, city=uid, name=f.label, hex=hexname, level=f.level,
             looter=looter, loot=f.level * int(w.settings["combat"]["loot_per_city_level"]) if looter else 0)


def border_battle(ctx, m, n):
    """Two hostile armies attacking each other across a border: both end on the loser's
    side. Fights and settles both orders; returns the loser's move (None: even), so the
    movement phase places the winner (with the terrain die a mover rolls)."""
    w: Model = ctx.model
    sides = []
    for mv in (m, n):
        a = w.armies(mv.faction)[mv.army]
        sides.append(combat.Side((mv.faction,), [_fighter(w, mv.faction, "army", mv.army, a)], w.tech_bonus(mv.faction)))
    a_, b_ = sorted((m.src, n.src), key=hexgrid.parse)
    results = fight(ctx, f"{m.src}|{n.src}", sides, f"border/{a_}-{b_}", border=[m.src, n.src])
    loser = None
    if results[0].damage > results[1].damage:
        loser = m
    elif results[1].damage > results[0].damage:
        loser = n
    for mv, side in zip((m, n), sides):
        name = side.fighters[0].label  # the army's name, known even once it is destroyed
        if mv.army not in w.armies(mv.faction):
            ctx.apply(mv.order, "na.order.border_battle_lost", army=name)
        elif loser is None:
            ctx.apply(mv.order, "na.order.border_battle_even", army=name, hex=mv.src)
        else:
            ctx.apply(mv.order, "na.order.border_battle", army=name, hex=loser.src)
    return loser


def phase_battles(ctx) -> None:
    """One battle (one exchange) in every hex holding hostile units; sieges included.
    Armies that fought a border battle this turn do not fight again (setting
    combat.border_battle_then_battle): that battle was their exchange of the turn."""
    w: Model = ctx.model
    done = set() if w.settings["combat"]["border_battle_then_battle"] else set(w.facts.fought)  # only border battles yet
    for h in w.army_hexes():
        sides = [combat.Side(s.factions, [f for f in s.fighters if f.key not in done], s.tech_bonus) for s in sides_at(w, h)]
        sides = [s for s in sides if s.fighters]
        if len(sides) < 2:
            continue
        fight(ctx, h, sides, f"combat/{h}")
