"""Magic (section 8): poder deposits and the five paths' spells."""

from __future__ import annotations

from gm.engine.events import Audience

from ..labels import as_shown, unit_labelled
from .common import first_in_turn_order, lose_cargo, missing_unit, private


def _paths(m, fid) -> set[str]:
    return {e["path"] for e in m.effects(fid).of("unlock_path")}


def _shaman(ctx, order, spell):
    """Spells beyond the Iniciados need a Chamán of that path within range of the target."""
    m, fid = ctx.model, order.faction
    sh = str(order.get("chaman", ""))
    if sh not in m.units(fid) or "shaman" not in m.utype(fid, sh).get("specials", []):
        return None
    if m.units(fid)[sh].get("path") not in (spell["path"], None, ""):
        return None
    return sh


def spell_cost(spell: dict, order) -> int:
    """The Poder a spell takes: what an iniciado invests, else the spell's listed cost."""
    return int(order.get("poder", 0)) if spell["path"] == "iniciados" else int(spell.get("cost", 0))


def hechizo(ctx, order):
    m, fid = ctx.model, order.faction
    sid = str(order.get("hechizo", ""))
    spell = m.rules.spells.get(sid)
    if spell is None:
        return ctx.reject(order, "reject.unknown_spell", spell=sid)
    if spell["path"] not in _paths(m, fid):
        return ctx.reject(order, "reject.path_locked", spell=spell["name"], path=m.rules.paths.get(spell["path"], spell["path"]))
    shaman = _shaman(ctx, order, spell)
    if spell["path"] != "iniciados" and shaman is None:
        return ctx.reject(order, "reject.needs_shaman", spell=spell["name"])
    if shaman and (fid, shaman) in m.acted:
        return ctx.reject(order, "reject.one_action", unit=shaman)
    invested = spell_cost(spell, order)
    if invested <= 0:
        return ctx.reject(order, "reject.no_poder")
    if m.pool(fid)["poder"] < invested:
        return ctx.reject(order, "reject.cannot_pay", cost={"poder": invested})
    target = _target(ctx, order, spell, shaman)
    if target is None:
        return
    if shaman:
        m.acted.add((fid, shaman))
    bonus = ctx.settings["magic"]["shaman_bonus_percent"] if shaman else 0
    ctx.emit("spell.paid", private(fid), faction=fid, delta={"poder": -invested})
    ctx.emit("spell.cast", private(fid), faction=fid, spell=spell["name"], poder=invested)
    EFFECTS[spell["effect"]](ctx, order, spell, invested, bonus, target)
    ctx.apply(order, "ok.spell", spell=spell["name"], poder=invested)


def _boost(amount: int, bonus: int) -> int:
    return amount + amount * bonus // 100


def _target(ctx, order, spell, shaman):
    m, fid = ctx.model, order.faction
    kind = spell["target"]
    origin = m.units(fid)[shaman]["hex"] if shaman else None
    rng = spell.get("range", 99)
    if kind == "settlement":
        s = str(order.get("asentamiento", ""))
        if s not in m.settlements(fid):
            ctx.reject(order, "reject.unknown_settlement", settlement=s)
            return None
        return s
    if kind == "resource":
        r = str(order.get("recurso", ""))
        if not m.effects(fid).resource_allowed(r) or r == "poder":
            ctx.reject(order, "reject.resource_locked", resource=r)
            return None
        return r
    if kind == "own_unit":
        g = str(order.get("unidad", ""))
        if g in m.units(fid) and m.units(fid)[g].get("army"):
            g = m.units(fid)[g]["army"]
        if not m.group_members(fid, g):
            ctx.reject(order, missing_unit(ctx, fid, g), unit=g)
            return None
        if origin and m.grid.distance(origin, m.group_hex(fid, g)) > rng:
            ctx.reject(order, "reject.spell_range", spell=spell["name"])
            return None
        return g
    if kind == "enemy_unit":
        tf, typed = str(order.get("objetivo_faccion", "")), str(order.get("objetivo", ""))
        u = unit_labelled(ctx, fid, tf, typed)  # "D5-1", as the caster's report shows it
        if tf not in m.factions or u not in m.units(tf) or not m.hostile(fid, tf) or not m.group_visible_to(fid, tf, u):
            ctx.reject(order, "reject.unknown_target", target=as_shown(ctx, fid, tf, typed))  # unseen or missing: the same words
            return None
        if origin and m.grid.distance(origin, m.units(tf)[u]["hex"]) > rng:
            ctx.reject(order, "reject.spell_range", spell=spell["name"])
            return None
        return (tf, u)
    if kind in ("hex", "structure"):
        return _hex_target(ctx, order, spell, origin, rng)
    ctx.reject(order, "reject.unknown_spell", spell=spell["name"])
    return None


def _hex_target(ctx, order, spell, origin, rng):
    """A hex on the map and in range; a raised unit must be able to stand there; a
    structure must stand in a hostile settlement the caster sees."""
    m, fid = ctx.model, order.faction
    h = str(order.get("hex", ""))
    if not m.grid.contains(h):
        ctx.reject(order, "reject.off_map", hex=h)
        return None
    if origin and m.grid.distance(origin, h) > rng:
        ctx.reject(order, "reject.spell_range", spell=spell["name"])
        return None
    raised = spell.get("unit", "no_muerto") if spell["effect"] == "raise_undead" else None
    if raised and not can_stand(m, m.rules.units[raised], h):  # never a land unit raised at sea
        ctx.reject(order, "reject.impassable", hex=h, terrain=m.tinfo(h)["name"])
        return None
    if spell["target"] != "structure":
        return h
    at = m.settlement_at(h)
    st = str(order.get("estructura", ""))
    if not at or not m.hostile(fid, at[0]) or not m.sees(fid, h) or st not in m.settlements(at[0])[at[1]].get("structures", []):
        ctx.reject(order, "reject.unknown_structure", structure=st)  # unseen or missing: the same words
        return None
    return (at[0], at[1], st)


def _construction(ctx, order, spell, n, bonus, sid):
    ctx.emit("spell.construction", private(order.faction), faction=order.faction, settlement=sid, amount=_boost(spell["per_point"] * n, bonus))


def _population(ctx, order, spell, n, bonus, sid):
    ctx.emit("spell.population", private(order.faction), faction=order.faction, settlement=sid, amount=_boost(spell["per_point"] * n, bonus))


def _resource(ctx, order, spell, n, bonus, res):
    ctx.emit("pool.changed", private(order.faction), faction=order.faction, delta={res: _boost(spell["per_point"] * n, bonus)}, why=spell["name"])


def _blessing(ctx, order, spell, n, bonus, gid):
    ctx.emit("unit.blessed", private(order.faction), faction=order.faction, group=gid, amount=_boost(spell["per_point"] * n, bonus))


def _damage(ctx, fid, tf, uid, amount, hex_label):
    m = ctx.model
    amount = min(amount, m.units(tf)[uid]["life"])
    # a hidden spy hit by a spell on its hex is told; the caster is not told it was there
    aud = Audience.private(tf) if m.hidden(tf, uid) else Audience.private(*sorted({fid, tf}))
    ctx.emit("spell.damage", aud, faction=tf, damage={uid: amount}, unit=uid, amount=amount)
    if m.units(tf)[uid]["life"] <= 0:
        lose_cargo(ctx, tf, uid)
        ctx.emit("unit.killed", aud, faction=tf, unit=uid, type=m.units(tf)[uid]["type"], hex=hex_label)


def _damage_one(ctx, order, spell, n, bonus, target):
    tf, uid = target
    _damage(ctx, order.faction, tf, uid, _boost(spell["amount"], bonus), ctx.model.units(tf)[uid]["hex"])


def _damage_hex(ctx, order, spell, n, bonus, h):
    m = ctx.model
    for tf, uid in m.units_at(h):
        if m.hostile(order.faction, tf) and uid in m.units(tf):
            _damage(ctx, order.faction, tf, uid, _boost(spell["amount"], bonus), h)


def _drain(ctx, order, spell, n, bonus, target):
    """Ley del hada: the damage dealt heals a friendly unit (the one named in `unidad`)."""
    m, fid = ctx.model, order.faction
    tf, uid = target
    amount = min(_boost(spell["amount"], bonus), m.units(tf)[uid]["life"])
    _damage(ctx, fid, tf, uid, amount, m.units(tf)[uid]["hex"])
    friend = str(order.get("unidad", ""))
    if friend in m.units(fid):
        ctx.emit("spell.healed", private(fid), faction=fid, healed={friend: amount}, unit=friend, amount=amount)


def _berserker(ctx, order, spell, n, bonus, gid):
    for uid in ctx.model.group_members(order.faction, gid):
        ctx.emit("unit.berserker", private(order.faction), faction=order.faction, unit=uid)


def _on_hex(ctx, caster: str, h: str) -> Audience:
    """The caster and the races whose settlement or units stand on the hex (hidden spies
    included: they are told about their own hex, and nobody learns of them)."""
    m = ctx.model
    there = {f for f, _u in m.units_at(h)} | ({m.settlement_at(h)[0]} if m.settlement_at(h) else set())
    return Audience.private(*sorted(there | {caster}))


def _obliterate(ctx, order, spell, n, bonus, h):
    ctx.emit("terrain.changed", _on_hex(ctx, order.faction, h), hex=h, terrain="yermo", name=ctx.model.rules.terrains["yermo"]["name"])


def _desert(ctx, order, spell, n, bonus, h):
    t = spell.get("terrain", "desierto_exterior")
    ctx.emit("terrain.changed", _on_hex(ctx, order.faction, h), hex=h, terrain=t, name=ctx.model.rules.terrains[t]["name"])


def _siege_boost(ctx, order, spell, n, bonus, gid):
    m, fid = ctx.model, order.faction
    units = [u for u in m.group_members(fid, gid) if m.utype(fid, u)["class"] == "asedio"]
    ctx.emit("siege.boosted", private(fid), faction=fid, units=units, amount=_boost(spell["amount"], bonus))


def _kill_hero(ctx, order, spell, n, bonus, target):
    m = ctx.model
    tf, uid = target
    if "hero" not in m.utype(tf, uid).get("specials", []):
        ctx.emit("spell.fizzled", private(order.faction), faction=order.faction, spell=spell["name"])
        return
    ctx.emit("hero.cursed", Audience.private(order.faction, tf), faction=tf, unit=uid, by=order.faction)


def _raise_undead(ctx, order, spell, n, bonus, h):
    m, fid = ctx.model, order.faction
    t = spell.get("unit", "no_muerto")
    ctx.emit("undead.raised", private(fid), faction=fid, unit=m.new_id(fid, "u"), type=t, hex=h, life=m.rules.units[t]["vida"],
             unit_name=m.new_unit_name(fid))


def can_stand(m, utype: dict, hex_label: str) -> bool:
    info = m.tinfo(hex_label)
    if utype["terrain_class"] == "naval":
        return bool(info.get("sea"))
    return utype["terrain_class"] not in info.get("impassable", [])


def _ruin(ctx, order, spell, n, bonus, target):
    tf, sid, st = target
    ctx.emit("structure.ruined", Audience.private(order.faction, tf), faction=order.faction, target_faction=tf, settlement=sid, structure=st)


EFFECTS = {
    "construction": _construction, "population": _population, "resource": _resource, "blessing": _blessing,
    "damage_one": _damage_one, "damage_hex": _damage_hex, "drain": _drain, "berserker": _berserker,
    "obliterate": _obliterate, "desert": _desert, "siege_boost": _siege_boost, "kill_hero": _kill_hero,
    "raise_undead": _raise_undead, "ruin_structure": _ruin,
}

MAGIC = {"hechizo": hechizo}


# -- poder deposits ---------------------------------------------------------------------------
def deposits_phase(ctx):
    """A deposit may appear at random; poder near a settlement, or under a unit, is
    collected at once by a faction that knows Poder de la Naturaleza. Where and when a
    deposit appears is the GM's (races see it in their vision table): its dice are the GM's."""
    m = ctx.model
    mg = ctx.settings["magic"]
    gm = Audience.gm()
    chance = ctx.dice.roll("poder/appear", "1d100", ctx.t("pr.why.deposit"), audience=gm)
    if chance.total <= mg["deposit_chance"]:
        land = m.land_hexes()
        where = ctx.dice.roll("poder/where", f"1d{len(land)}", ctx.t("pr.why.deposit_hex"), audience=gm)
        amount = ctx.dice.roll("poder/amount", mg["deposit_amount"], ctx.t("pr.why.deposit_amount"), audience=gm)
        did = f"y{int(m.world.get('next_deposit', 1))}"
        ctx.emit("deposit.appeared", gm, rolls=(chance, where, amount), deposit=did, hex=land[where.total - 1], amount=amount.total)
    else:
        ctx.emit("deposit.none", gm, rolls=(chance,))
    for did, dep in sorted(m.world.get("deposits", {}).items()):
        taker = _collector(m, dep["hex"])
        if taker is None:
            continue
        amount = dep["poder"]
        bonus = sum(amount // e["per"] * e["extra"] for e in m.effects(taker).of("poder_bonus"))
        ctx.emit("poder.collected", Audience.private(taker), faction=taker, delta={"poder": amount + bonus}, deposit=did, hex=dep["hex"], bonus=bonus)
        ctx.emit("deposit.exhausted", gm, deposit=did, hex=dep["hex"])


def _collector(m, hex_label):
    """Who takes it: a race with a settlement on or next to it, or a unit on it; of several,
    the first in this turn's drawn order (never the first by name)."""
    able = [fid for fid in m.faction_ids() if m.effects(fid).resource_allowed("poder") and _reaches(m, fid, hex_label)]
    return first_in_turn_order(m, able) if able else None


def _reaches(m, fid, hex_label) -> bool:
    if any(m.grid.distance(s["hex"], hex_label) <= 1 for s in m.settlements(fid).values()):
        return True
    return any(u["hex"] == hex_label for u in m.units(fid).values())
