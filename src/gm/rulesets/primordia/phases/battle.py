"""The battle phase: Atacar, Saquear, Atacar a distancia and sieges (sections 4.4, 6)."""

from __future__ import annotations

from gm.engine.events import Audience
from gm.rulesets.primordia.combat import CombatConfig, Side, army_side, blow, exchange, flee_succeeds, modifiers, spread_damage
from gm.rulesets.primordia.model import REBELS

from ..labels import as_shown, foreign_labels, own_settlement, unit_labelled
from .common import has_special, lose_cargo, resolve_group, settlement_named, side_name, take_action
from .movement import step_cost


def cfg(ctx) -> CombatConfig:
    return CombatConfig.from_settings(ctx.settings)


def group_side(ctx, fid: str, gid: str, members: list[str], *, flee_bonus=False, bonus_defense=0, name=None) -> Side:
    m = ctx.model
    views = [m.member_view(fid, u) for u in members]
    for v in views:  # Alimento de los berserker
        v["ataque"] += m.units(fid)[v["id"]].get("berserker", 0)
    entrenched = any(m.units(fid)[u].get("entrenched") for u in members)
    batk, bdef = m.blessings.get((fid, gid), (0, 0))
    return army_side(name or side_name(ctx, fid, gid), views, cfg(ctx), entrenched=entrenched,
                     flee_bonus=flee_bonus, bonus_attack=batk, bonus_defense=bdef + bonus_defense)


def sides_audience(*factions) -> Audience:
    """Both sides of a fight (and nobody else) read it; the rebels' report included."""
    return Audience.private(*sorted({f for f in factions if f}))


def typed(ctx, order, resolved: str, *keys: str) -> str:
    """What the order named (an outcome echoes the player's words, never the id they led
    to), as the player's report showed it ("f6-1" read "F6-1": labels.as_shown)."""
    named = str(next((order.get(k) for k in keys or ("objetivo",) if order.get(k)), resolved))
    return as_shown(ctx, order.faction, str(order.get("objetivo_faccion", "")), named)


def foe(ctx, order, tf: str, tgid: str) -> dict:
    """The group an attack fought, for its outcome: an army by its name, as the combat line
    tells both sides ("al ejército Hueste de los Tuarian", though the order named one of its
    units by its label); a unit as the order named it ("D5-1")."""
    from gm.rulesets.primordia.names import army_name, faction_grammar

    m = ctx.model
    if tgid not in m.armies(tf):
        return {"target": typed(ctx, order, tgid), "foe_kind": "unit", "foe": "", "foe_of": ""}
    of = ctx.t("faction.of", name=m.factions[tf].get("name", tf), **faction_grammar(m.rules.races, m.factions[tf]))
    return {"target": typed(ctx, order, tgid), "foe_kind": "army", "foe": army_name(m.factions[tf], tgid), "foe_of": of}


def side_roller(ctx, factions):
    """Each side's dice come from its own stream (each side can verify its own dice)."""
    return lambda key, expr, why, side: ctx.dice.roll(key, expr, why, audience=Audience.private(factions[side]))


def seen_as(ctx, viewer: str, owner: str, gid: str) -> str:
    """How `viewer` may name `owner`'s group in its own dice keys: an army by its name (both
    sides read it: side_name), another race's unit by the label `viewer` sees now
    (labels.py), never by its id (a counter of that race's units and settlements)."""
    m = ctx.model
    if viewer == owner or gid in m.armies(owner):
        return gid
    return foreign_labels(m, viewer).get((owner, gid), "unseen")


def side_keys(ctx, kind: str, hex_label: str, fid: str, gid: str, tf: str) -> tuple[str, str]:
    """An exchange's dice keys, one per side's stream (rolls/<faction>.toml shows them):
    the attacker's names its own group, the defender's names it as the defender sees it,
    numbered from a second exchange under the same label (a label is the moment's)."""
    mine = f"{kind}/{hex_label}/{fid}/{gid}"
    theirs = f"{kind}/{hex_label}/{fid}/{seen_as(ctx, tf, fid, gid)}"
    used = ctx.model.dice_keys
    used[theirs] = used.get(theirs, 0) + 1
    return mine, theirs if used[theirs] == 1 else f"{theirs}/{used[theirs]}"


def roll_label(ctx):
    """A combat roll's words in the report's language, with what the die is added to:
    "hueste de Tuarian: Ataque (Ataque 7, carga +1)"."""
    def label(kind, who, parts):
        words = [ctx.t(f"pr.mod.{name}", value=str(v) if i == 0 else f"{v:+d}") for i, (name, v) in enumerate(parts)]
        return capital(ctx.t(f"pr.why.{kind}", side=who, parts=", ".join(words)))
    return label


def capital(text: str) -> str:
    """A roll's label opens with a capital as every other one does ("El ejército Martillo
    de los Marmóreos: Ataque 6", beside "Avanzada del Norte: Ataque 0")."""
    return text[:1].upper() + text[1:]


def _target(ctx, order):
    """(target faction, target group or None, settlement id or None), or None after rejecting.
    A target the attacker cannot see is answered as one that does not exist."""
    m = ctx.model
    tf = str(order.get("objetivo_faccion", ""))
    named = str(order.get("objetivo", ""))
    tid = settlement_named(m, order.faction, tf, unit_labelled(ctx, order.faction, tf, named))  # an id, or what the report shows
    if tf in m.factions and m.hostile(order.faction, tf):
        if tid in m.settlements(tf) and m.sees(order.faction, m.settlements(tf)[tid]["hex"]):
            return tf, None, tid
        if tid in m.units(tf) and m.units(tf)[tid].get("army"):
            tid = m.units(tf)[tid]["army"]
        if m.group_visible_to(order.faction, tf, tid):
            return tf, tid, None
    reject_target(ctx, order, tf, named)
    return None


def reject_target(ctx, order, tf: str, named: str) -> None:
    """No such target in sight; a settlement of the order's own race (one it took: the
    order still names its old owner) is told so, not answered as unseen."""
    mine = own_settlement(ctx.model, order.faction, named) if tf != order.faction else None
    if mine:
        return ctx.reject(order, "reject.own_settlement", settlement=mine)
    ctx.reject(order, "reject.unknown_target", target=as_shown(ctx, order.faction, tf, named))


def atacar(ctx, order, outcome: str | None = None):
    m, fid = ctx.model, order.faction
    gid = resolve_group(ctx, order)
    if not gid:
        return
    members = m.group_members(fid, gid)
    if m.aboard(fid, gid):
        return ctx.reject(order, "reject.aboard", unit=gid)
    if all("siege_attached" in m.utype(fid, u).get("specials", []) for u in members):
        return ctx.reject(order, "reject.siege_needs_infantry", unit=gid)
    if any("siege_independent" in m.utype(fid, u).get("specials", []) and (fid, u) in m.moved for u in members):
        return ctx.reject(order, "reject.siege_moved", unit=gid)
    if all(m.utype(fid, u)["ataque"] == 0 and "siege_attached" not in m.utype(fid, u).get("specials", []) for u in members):
        return ctx.reject(order, "reject.cannot_attack", unit=gid)
    got = _target(ctx, order)
    if not got:
        return
    tf, tgid, sid = got
    here = m.group_hex(fid, gid)
    if sid is not None:
        shex = m.settlements(tf)[sid]["hex"]
        from_sea = (all(m.utype(fid, u)["class"] == "naval" for u in members)
                    and has_special(ctx, fid, gid, "attack_beach_settlement")
                    and m.tinfo(shex).get("beach") and m.grid.adjacent(here, shex))
        if shex != here and not from_sea:
            return ctx.reject(order, "reject.not_same_hex", target=m.settlements(tf)[sid].get("name") or typed(ctx, order, sid))
        if not take_action(ctx, order, gid):
            return
        return assault(ctx, order, gid, tf, sid, outcome or str(order.get("si_gana", "conservar")))
    thex = m.group_hex(tf, tgid)
    if thex != here:
        return ctx.reject(order, "reject.not_same_hex", target=typed(ctx, order, tgid))
    if _siege_protected(ctx, tf, tgid, thex):
        return ctx.reject(order, "reject.siege_protected", target=typed(ctx, order, tgid))
    if not take_action(ctx, order, gid):
        return
    fight(ctx, order, fid, gid, tf, tgid, thex)


def _siege_protected(ctx, tf, tgid, hex_label) -> bool:
    """Siege units cannot be attacked directly unless they are alone."""
    m = ctx.model
    siege_only = all(m.utype(tf, u)["class"] == "asedio" for u in m.group_members(tf, tgid))
    others = [g for g in m.groups_at(tf, hex_label) if g != tgid]
    return siege_only and bool(others)


def _try_flee(ctx, fid, gid, tf, tgid):
    """The target may flee: movement left, not entrenched, and an opposed Iniciativa won.
    True: it fled; False: it tried and failed (+2 to the attacker); None: no attempt."""
    m = ctx.model
    plan = m.fleeing.pop((tf, tgid), None)
    if not plan:
        return None
    to, forder = plan
    members = m.group_members(tf, tgid)
    die = ctx.settings["combat"]["die"]
    if any(m.units(tf)[u].get("entrenched") for u in members):
        ctx.reject(forder, "reject.flee_entrenched", unit=tgid)
        return None  # it could not try, so it did not fail: no +2 ("En caso de fallar")
    left = m.group_movement(tf, tgid) - max(m.spent_move.get((tf, u), 0) for u in members)
    cost = step_cost(ctx, tf, tgid, m.group_hex(tf, tgid), to)  # fleeing is a step: difficult terrain costs more
    if cost is None or left < cost:
        ctx.reject(forder, "reject.flee_no_movement", unit=tgid)
        return None
    fleer, chaser = max(m.stat(tf, u, "iniciativa") for u in members), max(m.stat(fid, u, "iniciativa") for u in m.group_members(fid, gid))
    # both sides read both rolls: each names the groups as both read them (no unit id)
    mine = ctx.dice.roll(f"flee/{tf}/{tgid}", f"{die}+{fleer}", capital(ctx.t("pr.why.flee", unit=side_name(ctx, tf, tgid), value=fleer)),
                         audience=Audience.private(tf))
    theirs = ctx.dice.roll(f"flee/{tf}/{seen_as(ctx, fid, tf, tgid)}/chaser/{fid}/{gid}", f"{die}+{chaser}",
                           capital(ctx.t("pr.why.chase", unit=side_name(ctx, fid, gid), value=chaser)), audience=Audience.private(fid))
    if flee_succeeds(mine.total, theirs.total):
        ctx.emit("unit.fled", sides_audience(fid, tf), rolls=(mine, theirs), faction=tf, group=tgid, units=members, to=to, cost=cost, chaser=fid)
        ctx.apply(forder, "ok.fled", unit=tgid, to=to)
        return True
    ctx.emit("flee.failed", sides_audience(fid, tf), rolls=(mine, theirs), faction=tf, group=tgid, chaser=fid)
    ctx.reject(forder, "reject.flee_failed", unit=tgid)
    return False


def fight(ctx, order, fid, gid, tf, tgid, hex_label, *, defense_bonus=0):
    m = ctx.model
    fled = _try_flee(ctx, fid, gid, tf, tgid)
    if fled:
        return ctx.apply(order, "ok.target_fled", **foe(ctx, order, tf, tgid))
    a_members, d_members = m.group_members(fid, gid), m.group_members(tf, tgid)
    a = group_side(ctx, fid, gid, a_members, flee_bonus=fled is False)
    d = group_side(ctx, tf, tgid, d_members, bonus_defense=defense_bonus)
    ex = exchange(a, d, side_roller(ctx, (fid, tf)), cfg(ctx), key=side_keys(ctx, "combat", hex_label, fid, gid, tf), label=roll_label(ctx))
    _apply_exchange(ctx, ex, hex_label, [(fid, gid, a_members), (tf, tgid, d_members)])
    ctx.apply(order, "ok.attacked", **foe(ctx, order, tf, tgid), dealt=ex.damage[1], taken=ex.damage[0])
    return ex


def _apply_exchange(ctx, ex, hex_label, sides):
    """Damage, deaths, entrenchment spent, battle result (XP, lost streaks, berserkers)."""
    m = ctx.model
    c = ctx.settings["combat"]
    factions = [s[0] for s in sides]
    aud = sides_audience(*factions)
    ctx.emit("battle.exchange", aud, rolls=tuple(ex.rolls), hex=hex_label,
             a=ex.sides[0].name, b=ex.sides[1].name, a_attack=ex.attack[0], a_defense=ex.defense[0],
             b_attack=ex.attack[1], b_defense=ex.defense[1], a_damage=ex.damage[0], b_damage=ex.damage[1],
             first=("-" if ex.first is None else ex.sides[ex.first].name), strikes="together" if ex.first is None else "first")
    winner = ex.winner
    results = []
    for idx, (fid, gid, members) in enumerate(sides):
        if fid not in m.factions:
            continue
        lives = [(u, m.units(fid)[u]["life"]) for u in members if u in m.units(fid)]
        prio = m.armies(fid).get(gid, {}).get("priority")
        dmg = spread_damage(lives, ex.damage[idx], prio)
        dmg = {u: n for u, n in dmg.items() if n}
        if dmg:
            ctx.emit("unit.damaged", Audience.private(fid), faction=fid, damage=dmg, group=gid)
        if idx == 1 and any(m.units(fid)[u].get("entrenched") for u, _ in lives):
            ctx.emit("unit.entrenchment_spent", Audience.private(fid), faction=fid, units=[u for u, _ in lives])
        result = "draw" if winner is None else ("won" if winner == idx else "lost")
        xp = c["xp_per_battle"] + (c["xp_per_win"] if result == "won" else 0)
        results.append({"faction": fid, "group": gid, "units": [u for u, _ in lives], "result": result, "xp": xp})
    ctx.emit("battle.result", aud, hex=hex_label, sides=results,
             winner=("-" if winner is None else ex.sides[winner].name), outcome="draw" if winner is None else "won")
    for r in results:
        for uid in r["units"]:
            unit = m.units(r["faction"]).get(uid)
            if unit is None:
                continue
            if unit["life"] <= 0:
                other = [f for f in factions if f != r["faction"]]
                lose_cargo(ctx, r["faction"], uid)
                ctx.emit("unit.killed", aud, faction=r["faction"], unit=uid, type=unit["type"], hex=hex_label)
                _loot_orphaned(ctx, r["faction"], other[0] if other else None, sides)
            elif r["result"] == "won" and "berserker" in unit:
                spell = m.rules.spells["alimento_de_los_berserker"]
                bonus = min(spell.get("max", 3), unit["berserker"] + spell.get("amount", 1))
                ctx.emit("berserker.fed", Audience.private(r["faction"]), faction=r["faction"], unit=uid, bonus=bonus)


def _loot_orphaned(ctx, fid, killer, sides):
    """Loot whose carriers all died passes to the victor ("pasarán al nuevo jugador")."""
    m = ctx.model
    for lid, loot in sorted(m.factions[fid].get("loot", {}).items()):
        alive = [u for u in loot["carriers"] if u in m.units(fid) and m.units(fid)[u]["life"] > 0]
        if alive or killer is None:
            continue
        carriers = [u for f, g, mem in sides if f == killer for u in mem if u in m.units(killer)]
        ctx.emit("loot.transferred", sides_audience(fid, killer), faction=fid, loot=lid, to=killer, carriers=carriers, amount=loot["amount"], resource=loot["resource"])


def assault(ctx, order, gid, tf, sid, outcome):
    """A siege exchange: the garrison fights as an army with the settlement's Defensa as a
    bonus; the settlement itself (Ataque 0) is attacked only when nobody is inside."""
    m, fid = ctx.model, order.faction
    s = m.settlements(tf)[sid]
    hex_label = s["hex"]
    aud = sides_audience(fid, tf)
    if "siege" not in s:
        ctx.emit("siege.started", aud, faction=fid, target_faction=tf, settlement=sid, name=s["name"], turns=0, unaided=0)
    m.fought.add((tf, sid))
    reduction = sum(m.rules.units[m.units(fid)[u]["type"]].get("settlement_defense_reduction", 0) for u in m.group_members(fid, gid))
    defense = max(0, m.settlement_defense(tf, sid) - reduction)
    garrison = [u for u, x in sorted(m.units(tf).items()) if x["hex"] == hex_label and not x.get("aboard")]
    if garrison:
        gar_id = f"guarnicion-{sid}"
        a = group_side(ctx, fid, gid, m.group_members(fid, gid))
        d = group_side(ctx, tf, gar_id, garrison, bonus_defense=defense, name=ctx.t("pr.garrison", name=s["name"]))
        ex = exchange(a, d, side_roller(ctx, (fid, tf)), cfg(ctx), key=side_keys(ctx, "siege", hex_label, fid, gid, tf), label=roll_label(ctx))
        _apply_exchange(ctx, ex, hex_label, [(fid, gid, m.group_members(fid, gid)), (tf, gar_id, garrison)])
        return ctx.apply(order, "ok.assaulted_garrison", settlement=sid, target_settlement=s["name"], dealt=ex.damage[1], taken=ex.damage[0])
    life = m.settlement_max_life(tf, sid) - s.get("damage", 0)
    a = group_side(ctx, fid, gid, m.group_members(fid, gid))
    d = Side(name=s["name"], ataque=int(s.get("attack", ctx.settings["combat"]["settlement_attack"])), defensa=defense, vida=life,
             types=frozenset({"asentamiento"}))
    ex = exchange(a, d, side_roller(ctx, (fid, tf)), cfg(ctx), key=side_keys(ctx, "siege", hex_label, fid, gid, tf), label=roll_label(ctx))
    _apply_exchange(ctx, ex, hex_label, [(fid, gid, m.group_members(fid, gid)), (tf, None, [])])
    if ex.damage[1]:
        ctx.emit("settlement.damaged", aud, faction=fid, target_faction=tf, settlement=sid, amount=ex.damage[1], name=s["name"])
    if ex.damage[1] >= life:
        conquer(ctx, fid, gid, tf, sid, outcome, str(order.get("recurso", "")))
    ctx.apply(order, "ok.assaulted", settlement=sid, target_settlement=s["name"], dealt=ex.damage[1], taken=ex.damage[0])


def best_yield(ctx, hex_label) -> tuple[str, int]:
    """Sack: ten times the hex's highest resource (population does not count)."""
    ylds = ctx.model.tinfo(hex_label).get("yields", {})
    if not ylds:
        return "comida", 0
    best = max(ylds.values())
    return sorted(r for r, n in ylds.items() if n == best)[0], best


def conquer(ctx, fid, gid, tf, sid, outcome, resource):
    """Keep, raze or sack: three separate choices ("conservar el Asentamiento, Arrasarlo o
    Saquearlo"). A sacked settlement stays its owner's, its siege won and over."""
    m = ctx.model
    s = m.settlements(tf)[sid]
    name = s["name"]
    aud = sides_audience(fid, tf)
    if outcome == "arrasar":
        ctx.emit("settlement.razed", aud, faction=fid, target_faction=tf, settlement=sid, name=name)
    elif outcome == "saquear":
        res, best = best_yield(ctx, s["hex"])
        amount = best * ctx.settings["combat"]["sack_multiplier"]
        resource = resource or res
        ctx.emit("loot.taken", Audience.private(tf), faction=tf, delta={resource: -amount}, by=fid)
        lid = m.new_id(fid, "botin")
        ctx.emit("loot.pending", aud, faction=fid, target_faction=tf, loot=lid, resource=resource, amount=amount,
                 carriers=m.group_members(fid, gid), name=name)
        ctx.emit("settlement.sacked", aud, faction=fid, target_faction=tf, settlement=sid, name=name)
    else:
        kind = "settlement.retaken" if tf == REBELS else "settlement.kept"
        ctx.emit(kind, aud, faction=fid, target_faction=tf, settlement=sid, new_id=m.new_id(fid, "s"), name=name, units={})


def atacar_distancia(ctx, order):
    """Only independent siege units: a ranged blow at an adjacent hex, no reply; the
    attacker picks the unit that takes it, and the blow is rolled against that unit's
    own Defensa ("permiten elegir al jugador la Unidad que sufre el ataque")."""
    m, fid = ctx.model, order.faction
    gid = resolve_group(ctx, order)
    if not gid:
        return
    members = m.group_members(fid, gid)
    if not all("siege_independent" in m.utype(fid, u).get("specials", []) for u in members):
        return ctx.reject(order, "reject.ranged_siege_only", unit=gid)
    if any((fid, u) in m.moved for u in members):
        return ctx.reject(order, "reject.siege_moved", unit=gid)
    if m.aboard(fid, gid):
        return ctx.reject(order, "reject.aboard", unit=gid)
    got = _target(ctx, order)
    if not got:
        return
    tf, tgid, sid = got
    here = m.group_hex(fid, gid)
    thex = m.settlements(tf)[sid]["hex"] if sid else m.group_hex(tf, tgid)
    if not m.grid.adjacent(here, thex):
        return ctx.reject(order, "reject.not_adjacent", hex=thex, frm=here)
    victim = None
    if not sid:
        victim = _ranged_victim(ctx, order, tf, tgid)
        if victim is None:
            return
    if not take_action(ctx, order, gid):
        return
    a = group_side(ctx, fid, gid, members)
    if sid:
        return _ranged_settlement(ctx, order, a, gid, tf, sid)
    _ranged_unit(ctx, order, a, gid, tf, tgid, victim, thex)


def _ranged_victim(ctx, order, tf, tgid):
    """The unit the attacker picks (`victima`); by default the unit `objetivo` named, or
    the army's first member. A unit not in the target army is answered as unseen."""
    m = ctx.model
    victims = m.group_members(tf, tgid)
    named = unit_labelled(ctx, order.faction, tf, str(order.get("objetivo", "")))
    victim = unit_labelled(ctx, order.faction, tf, str(order.get("victima", ""))) or (named if named in victims else victims[0])
    if victim not in victims:
        ctx.reject(order, "reject.unknown_target", target=typed(ctx, order, victim, "victima", "objetivo"))
        return None
    return victim


def _ranged_rolls(ctx, keys, a, d, d_def, d_name, fid, tf):
    c = cfg(ctx)
    atk = modifiers(a, d, c).attack
    ra = ctx.dice.roll(f"{keys[0]}/ataque", f"{c.die}+{atk}", ctx.t("pr.why.ranged", side=a.name, parts=ctx.t("pr.mod.ataque", value=str(atk))), audience=Audience.private(fid))
    rd = ctx.dice.roll(f"{keys[1]}/defensa", f"{c.die}+{d_def}", ctx.t("pr.why.defense", side=d_name, parts=ctx.t("pr.mod.defensa", value=str(d_def))), audience=Audience.private(tf))
    return ra, rd


def _ranged_settlement(ctx, order, a, gid, tf, sid):
    m, fid = ctx.model, order.faction
    s = m.settlements(tf)[sid]
    ra, rd = _ranged_rolls(ctx, side_keys(ctx, "ranged", s["hex"], fid, gid, tf), a, Side(), m.settlement_defense(tf, sid), s["name"], fid, tf)
    m.fought.add((tf, sid))
    dmg = min(blow(ra.total, rd.total), m.settlement_max_life(tf, sid) - s.get("damage", 0))
    ctx.emit("ranged.settlement", sides_audience(fid, tf), rolls=(ra, rd), faction=fid, target_faction=tf, a=a.name,
             name=s["name"], amount=dmg)
    if dmg:
        ctx.emit("settlement.damaged", sides_audience(fid, tf), faction=fid, target_faction=tf, settlement=sid, amount=dmg, name=s["name"])
    ctx.apply(order, "ok.ranged", target=typed(ctx, order, sid), dealt=dmg)


def _ranged_unit(ctx, order, a, gid, tf, tgid, victim, thex):
    m, fid = ctx.model, order.faction
    d = group_side(ctx, tf, tgid, [victim], name=side_name(ctx, tf, victim))
    d_def = modifiers(d, a, cfg(ctx)).defense
    ra, rd = _ranged_rolls(ctx, side_keys(ctx, "ranged", thex, fid, gid, tf), a, d, d_def, d.name, fid, tf)
    dmg = min(blow(ra.total, rd.total), m.units(tf)[victim]["life"])
    aud = sides_audience(fid, tf)
    ctx.emit("ranged.hit", aud, rolls=(ra, rd), faction=tf, hex=thex, a=a.name, b=d.name, victim=victim, amount=dmg)
    entrenched = [u for u in m.group_members(tf, tgid) if m.units(tf)[u].get("entrenched")]
    if entrenched:  # "Tras el primer ataque recibido esta Orden deja de aplicarse": a ranged blow is one
        ctx.emit("unit.entrenchment_spent", Audience.private(tf), faction=tf, units=entrenched)
    if dmg:
        ctx.emit("unit.damaged", Audience.private(tf), faction=tf, damage={victim: dmg}, group=tgid)
        if m.units(tf)[victim]["life"] <= 0:
            lose_cargo(ctx, tf, victim)
            ctx.emit("unit.killed", aud, faction=tf, unit=victim, type=m.units(tf)[victim]["type"], hex=thex)
    ctx.apply(order, "ok.ranged", target=typed(ctx, order, victim, "victima", "objetivo"), dealt=dmg)


def saquear(ctx, order):
    atacar(ctx, order, outcome="saquear")


BATTLE = {"atacar": atacar, "saquear": saquear, "atacar_distancia": atacar_distancia}
