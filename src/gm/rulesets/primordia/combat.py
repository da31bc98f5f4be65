"""Combat exchanges (section 4.4): pure functions, no state, dice passed in.

An exchange: each side rolls Ataque and Defensa (attribute + modifiers + one die, a
setting: "1d6"); the damage a side takes is the other's attack total minus its defence
total when positive. Both strike at once unless initiative decides: it is rolled when the
sides hold different unit types or when a blow would kill, and then only matters if the
first blow kills (the dead side does not strike back). The battle goes to the side that
took off more life.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from fractions import Fraction
from itertools import product
from typing import Callable

# What `gm roll combat primordia --side k=v,...` accepts.
COMBAT_KEYS: dict[str, str] = {
    "nombre": "label for the side",
    "ataque": "Ataque attribute (army: the sum)",
    "defensa": "Defensa attribute (army: the sum)",
    "iniciativa": "Iniciativa attribute (army: the best)",
    "vida": "current Vida (army: the sum); 0 = unknown, no kill check",
    "carga": "1 = a cavalry unit charged (moved this turn): +1 Ataque",
    "pesada": "1 = the charging cavalry is heavy: +1 more Ataque when charging",
    "atrincherado": "1 = entrenched: +1 Defensa",
    "proyectiles": "1 = has projectile infantry (-1 Defensa against cavalry)",
    "sin_mover": "1 = the projectile infantry did not move: +1 Ataque",
    "anticaballeria": "N = anti-cavalry units: cancel the charge bonus of N enemy cavalry units",
    "caballeria": "1 = the side is cavalry (projectile infantry facing it loses 1 Defensa)",
    "inf_pesada": "1 = has heavy infantry: +1 Defensa against projectile infantry",
    "desmoralizadas": "N = demoralised units: -N Ataque and -N Defensa",
    "huida_fallida": "1 = the OTHER side failed to flee: this side gets +2 Ataque",
    "bono_ataque": "extra Ataque (spells, GM)",
    "bono_defensa": "extra Defensa (a settlement's defence bonus, spells)",
    "tipo": "the side's unit type(s), joined by + (initiative is rolled when the sides' types differ)",
    "unidades": "the side as a list of unit types of data/units.toml joined by + (type*N for N alike): stats "
                "summed as an army, every special applied; then ataque, defensa, iniciativa and the unit flags come from the units",
    "movio": "1 = with unidades: the units moved this turn (cavalry charges, projectile infantry loses its bonus)",
}

# With `unidades` these come from the units themselves.
_FROM_UNITS = ("ataque", "defensa", "iniciativa", "carga", "pesada", "proyectiles", "sin_mover", "anticaballeria",
               "caballeria", "inf_pesada", "tipo")
_UNITS_CAP = 50

_FLAG_KEYS = ("carga", "pesada", "atrincherado", "proyectiles", "sin_mover", "caballeria", "inf_pesada", "huida_fallida")


@dataclass(frozen=True)
class CombatConfig:
    die: str = "1d6"
    entrench_defense: int = 1
    flee_fail_attack_bonus: int = 2
    charge_bonus: int = 1
    heavy_charge_extra: int = 1
    projectile_still_attack: int = 1
    projectile_vs_cavalry_defense: int = -1
    heavy_infantry_vs_projectile_defense: int = 1
    demoralised_penalty: int = 1

    @classmethod
    def from_settings(cls, settings: dict) -> "CombatConfig":
        c = settings.get("combat", {})
        return cls(**{k: c[k] for k in cls.__dataclass_fields__ if k in c})


@dataclass(frozen=True)
class Side:
    """One side of an exchange: a unit, an army (sums) or a besieged garrison."""

    name: str = ""
    ataque: int = 0
    defensa: int = 0
    iniciativa: int = 0
    vida: int = 0
    charges: tuple[int, ...] = ()  # one entry per charging cavalry unit: 1 (light) or 2 (heavy)
    cavalry: bool = False
    anticavalry: int = 0
    projectiles: bool = False
    still: bool = False  # its projectile infantry has not moved
    heavy_infantry: bool = False
    entrenched: bool = False
    demoralised: int = 0
    flee_bonus: bool = False  # the enemy failed to flee from this side
    bonus_attack: int = 0
    bonus_defense: int = 0
    types: frozenset = frozenset()


@dataclass(frozen=True)
class Totals:
    attack_mods: tuple[tuple[str, int], ...]
    defense_mods: tuple[tuple[str, int], ...]

    @property
    def attack(self) -> int:
        return sum(v for _, v in self.attack_mods)

    @property
    def defense(self) -> int:
        return sum(v for _, v in self.defense_mods)


def modifiers(me: Side, foe: Side, cfg: CombatConfig) -> Totals:
    """Attribute plus every special rule that applies against this foe (before the die)."""
    atk: list[tuple[str, int]] = [("ataque", me.ataque)]
    dfn: list[tuple[str, int]] = [("defensa", me.defensa)]
    # Anti-cavalry cancels the charge of as many cavalry units as it has, the biggest first
    # (the Tuarian cancel the heavy cavalry's charge in the document's last case).
    charges = sorted(me.charges, reverse=True)[foe.anticavalry:]
    if sum(charges):
        atk.append(("carga", sum(charges)))
    if me.projectiles and me.still:
        atk.append(("sin_mover", cfg.projectile_still_attack))
    if me.flee_bonus:
        atk.append(("huida_fallida", cfg.flee_fail_attack_bonus))
    if me.entrenched:
        dfn.append(("atrincherado", cfg.entrench_defense))
    if me.projectiles and (foe.cavalry or foe.charges):
        dfn.append(("proyectiles_vs_caballeria", cfg.projectile_vs_cavalry_defense))
    if me.heavy_infantry and foe.projectiles:
        dfn.append(("inf_pesada_vs_proyectiles", cfg.heavy_infantry_vs_projectile_defense))
    if me.demoralised:
        atk.append(("desmoralizadas", -cfg.demoralised_penalty * me.demoralised))
        dfn.append(("desmoralizadas", -cfg.demoralised_penalty * me.demoralised))
    if me.bonus_attack:
        atk.append(("bono_ataque", me.bonus_attack))
    if me.bonus_defense:
        dfn.append(("bono_defensa", me.bonus_defense))
    return Totals(tuple(atk), tuple(dfn))


@dataclass
class Exchange:
    sides: tuple[Side, Side]
    attack: tuple[int, int]
    defense: tuple[int, int]
    damage: tuple[int, int]  # life each side loses
    initiative: tuple[int, int] | None = None
    first: int | None = None  # index of the side that struck first, None: at once
    rolls: list = field(default_factory=list)
    mods: tuple[Totals, Totals] | None = None

    @property
    def winner(self) -> int | None:
        """The side that took off more life (section 4.4); None on a draw."""
        if self.damage[1] > self.damage[0]:
            return 0
        if self.damage[0] > self.damage[1]:
            return 1
        return None


def blow(attack_total: int, defense_total: int) -> int:
    return max(0, attack_total - defense_total)


def settle(att: tuple[int, int], dfn: tuple[int, int], life: tuple[int, int], initiative: tuple[int, int] | None) -> tuple[tuple[int, int], int | None]:
    """Damage each side takes, and who struck first (None when at once)."""
    dmg = [blow(att[1], dfn[0]), blow(att[0], dfn[1])]  # dmg[i]: life side i loses
    first = None
    if initiative is not None and initiative[0] != initiative[1]:
        first = 0 if initiative[0] > initiative[1] else 1
        other = 1 - first
        # A blow that kills stops the reply.
        if life[other] > 0 and dmg[other] >= life[other]:
            dmg[first] = 0
    for i in (0, 1):
        if life[i] > 0:
            dmg[i] = min(dmg[i], life[i])
    return (dmg[0], dmg[1]), first


def needs_initiative(a: Side, b: Side, att: tuple[int, int], dfn: tuple[int, int]) -> bool:
    """Initiative counts when unit types differ or a blow could kill (section 4.1)."""
    if a.types and b.types and a.types != b.types:
        return True
    lethal_a = a.vida > 0 and blow(att[1], dfn[0]) >= a.vida
    lethal_b = b.vida > 0 and blow(att[0], dfn[1]) >= b.vida
    return lethal_a or lethal_b


RollFn = Callable[[str, str, str, int], object]  # (key, expr, why, side index) -> Roll with .total


def _expr(die: str, mod: int) -> str:
    return f"{die}+{mod}" if mod >= 0 else f"{die}-{-mod}"


def exchange(a: Side, b: Side, roll: RollFn, cfg: CombatConfig, key: str = "combat") -> Exchange:
    """Roll one exchange. Dice order: A attack, A defence, B attack, B defence, then
    initiative A, B only when it counts (so `--dice` reads side by side)."""
    ma, mb = modifiers(a, b, cfg), modifiers(b, a, cfg)
    rolls = []
    totals = []
    for idx, (side, m) in enumerate(((a, ma), (b, mb))):
        who = side.name or f"side{idx + 1}"
        ra = roll(f"{key}/{idx + 1}/ataque", _expr(cfg.die, m.attack), f"{who}: Ataque", idx)
        rd = roll(f"{key}/{idx + 1}/defensa", _expr(cfg.die, m.defense), f"{who}: Defensa", idx)
        rolls += [ra, rd]
        totals.append((ra.total, rd.total))
    att = (totals[0][0], totals[1][0])
    dfn = (totals[0][1], totals[1][1])
    ini = None
    if needs_initiative(a, b, att, dfn):
        ri = [roll(f"{key}/{i + 1}/iniciativa", _expr(cfg.die, s.iniciativa), f"{s.name or f'side{i + 1}'}: Iniciativa", i) for i, s in enumerate((a, b))]
        rolls += ri
        ini = (ri[0].total, ri[1].total)
    damage, first = settle(att, dfn, (a.vida, b.vida), ini)
    return Exchange((a, b), att, dfn, damage, ini, first, rolls, (ma, mb))


# -- dice distributions for exact odds ------------------------------------------------
_DIE = re.compile(r"^\s*(\d*)d(\d+)\s*$")


def die_distribution(die: str) -> dict[int, Fraction]:
    m = _DIE.match(die)
    if not m:
        raise ValueError(f"combat die must look like 1d6 or 2d6, not {die!r}")
    n, sides = int(m.group(1) or 1), int(m.group(2))
    dist = {0: Fraction(1)}
    for _ in range(n):
        nxt: dict[int, Fraction] = {}
        for total, p in dist.items():
            for face in range(1, sides + 1):
                nxt[total + face] = nxt.get(total + face, Fraction(0)) + p / sides
        dist = nxt
    return dist


def odds(a: Side, b: Side, cfg: CombatConfig) -> list[tuple[tuple[int, int], Fraction]]:
    """Exact distribution of (damage to A, damage to B)."""
    dist = sorted(die_distribution(cfg.die).items())
    ma, mb = modifiers(a, b, cfg), modifiers(b, a, cfg)
    out: dict[tuple[int, int], Fraction] = {}
    for (aa, pa), (ad, pd), (ba, pb), (bd, pe) in product(dist, repeat=4):
        p = pa * pd * pb * pe
        att = (ma.attack + aa, mb.attack + ba)
        dfn = (ma.defense + ad, mb.defense + bd)
        if needs_initiative(a, b, att, dfn):
            for (ia, qa), (ib, qb) in product(dist, repeat=2):
                dmg, _ = settle(att, dfn, (a.vida, b.vida), (a.iniciativa + ia, b.iniciativa + ib))
                out[dmg] = out.get(dmg, Fraction(0)) + p * qa * qb
        else:
            dmg, _ = settle(att, dfn, (a.vida, b.vida), None)
            out[dmg] = out.get(dmg, Fraction(0)) + p
    return sorted(out.items())


# -- `gm roll combat` keys -> Side ----------------------------------------------------------
class CombatKeyError(ValueError):
    pass


def _int(side: dict, key: str, lo: int = -99, hi: int = 999) -> int:
    raw = side.get(key, "0")
    try:
        value = int(str(raw).strip())
    except ValueError:
        raise CombatKeyError(f"{key}={raw}: expected a whole number") from None
    if not lo <= value <= hi:
        raise CombatKeyError(f"{key}={raw}: expected {lo}..{hi}")
    return value


def side_from_keys(side: dict[str, str], index: int, units: dict | None = None, cfg: CombatConfig | None = None) -> Side:
    unknown = sorted(set(side) - set(COMBAT_KEYS))
    if unknown:
        raise CombatKeyError(f"unknown key(s) {', '.join(unknown)}; expected: {', '.join(COMBAT_KEYS)}")
    if "unidades" in side:
        return _units_side(side, index, units or {}, cfg or CombatConfig())
    if "movio" in side:
        raise CombatKeyError("movio=1 goes with unidades=...; for a side given by attributes use carga / sin_mover")
    flags = {k: _int(side, k, 0, 1) for k in _FLAG_KEYS}
    charge = (1 + flags["pesada"]) if flags["carga"] else 0
    return Side(
        name=str(side.get("nombre", f"side{index + 1}")),
        ataque=_int(side, "ataque"),
        defensa=_int(side, "defensa"),
        iniciativa=_int(side, "iniciativa"),
        vida=_int(side, "vida", 0, 9999),
        charges=(charge,) if charge else (),
        cavalry=bool(flags["caballeria"] or flags["carga"] or flags["pesada"]),
        anticavalry=_int(side, "anticaballeria", 0, 99),
        projectiles=bool(flags["proyectiles"]),
        still=bool(flags["sin_mover"]),
        heavy_infantry=bool(flags["inf_pesada"]),
        entrenched=bool(flags["atrincherado"]),
        demoralised=_int(side, "desmoralizadas", 0, 99),
        flee_bonus=bool(flags["huida_fallida"]),
        bonus_attack=_int(side, "bono_ataque"),
        bonus_defense=_int(side, "bono_defensa"),
        types=frozenset(t for t in str(side.get("tipo", "")).split("+") if t.strip()),
    )


def _unit_list(raw: str, units: dict) -> list[str]:
    """'caballeria_ligera+infanteria_ligera*2' -> three unit types."""
    out: list[str] = []
    for part in filter(None, (p.strip() for p in raw.split("+"))):
        name, _, times = part.partition("*")
        if name not in units:
            raise CombatKeyError(f"unidades: found {name!r}, expected unit types of data/units.toml: {', '.join(sorted(units))}")
        try:
            n = int(times) if times else 1
        except ValueError:
            raise CombatKeyError(f"unidades: found {part!r}, expected type or type*N") from None
        if not 1 <= n <= _UNITS_CAP or len(out) + n > _UNITS_CAP:
            raise CombatKeyError(f"unidades: found {part!r}, expected at most {_UNITS_CAP} units a side")
        out += [name] * n
    if not out:
        raise CombatKeyError("unidades: found no unit type, expected type+type...")
    return out


def _units_side(side: dict[str, str], index: int, units: dict, cfg: CombatConfig) -> Side:
    """A side as an army of unit types: the table's stats summed and every special rule
    applied as in a turn (charges per cavalry unit, initiative by type)."""
    clash = [k for k in _FROM_UNITS if k in side]
    if clash:
        raise CombatKeyError(f"{', '.join(clash)}: with unidades=... these come from the units (use bono_ataque / bono_defensa)")
    moved = bool(_int(side, "movio", 0, 1))
    members = [{"ataque": units[t]["ataque"], "defensa": units[t]["defensa"], "iniciativa": units[t]["iniciativa"],
                "vida": units[t]["vida"], "class": units[t]["class"], "type": t, "specials": units[t].get("specials", []),
                "moved": moved, "demoralised": False} for t in _unit_list(str(side["unidades"]), units)]
    army = army_side(str(side.get("nombre", f"side{index + 1}")), members, cfg,
                     entrenched=bool(_int(side, "atrincherado", 0, 1)), flee_bonus=bool(_int(side, "huida_fallida", 0, 1)),
                     bonus_attack=_int(side, "bono_ataque"), bonus_defense=_int(side, "bono_defensa"))
    life = _int(side, "vida", 0, 9999) if "vida" in side else army.vida
    return replace(army, vida=life, demoralised=_int(side, "desmoralizadas", 0, 99))


def charge_of(specials, cfg: CombatConfig) -> int:
    """The charge bonus of one cavalry unit that moved this turn."""
    if "charge" not in specials:
        return 0
    return cfg.charge_bonus + (cfg.heavy_charge_extra if "heavy_charge" in specials else 0)


def army_side(name: str, members: list[dict], cfg: CombatConfig, *, entrenched=False, flee_bonus=False, bonus_attack=0, bonus_defense=0) -> Side:
    """Sum an army (section 4.4): Ataque, Defensa, Vida add up; the best Iniciativa; every
    member's special rule applies to the whole army. `members`: dicts with ataque, defensa,
    iniciativa, vida, class, type, specials, moved (bool), demoralised (bool)."""
    charges = tuple(c for c in (charge_of(m["specials"], cfg) for m in members if m.get("moved")) if c)
    projectiles = [m for m in members if "projectiles" in m["specials"]]
    return Side(
        name=name,
        ataque=sum(m["ataque"] for m in members),
        defensa=sum(m["defensa"] for m in members),
        iniciativa=max((m["iniciativa"] for m in members), default=0),
        vida=sum(m["vida"] for m in members),
        charges=charges,
        cavalry=any(m["class"] == "caballeria" for m in members),
        anticavalry=sum(1 for m in members if "anticavalry" in m["specials"]),
        projectiles=bool(projectiles),
        still=any(not m.get("moved") for m in projectiles),
        heavy_infantry=any("heavy_infantry" in m["specials"] for m in members),
        entrenched=entrenched,
        demoralised=sum(1 for m in members if m.get("demoralised")),
        flee_bonus=flee_bonus,
        bonus_attack=bonus_attack,
        bonus_defense=bonus_defense,
        types=frozenset(m["type"] for m in members),
    )


def spread_damage(lives: list[tuple[str, int]], damage: int, priority: list[str] | None = None) -> dict[str, int]:
    """How an army's owner spreads damage. With a priority list, units take it in that
    order, each until it falls; otherwise one point at a time to the unit with the most
    life left, round after round ("empezando por aquellas con más vida")."""
    out = {uid: 0 for uid, _ in lives}
    left = dict(lives)
    if priority:
        order = [u for u in priority if u in left] + [u for u, _ in lives if u not in priority]
        for uid in order:
            take = min(damage, left[uid])
            out[uid] += take
            left[uid] -= take
            damage -= take
            if not damage:
                break
        return out
    while damage > 0 and any(v > 0 for v in left.values()):
        ranked = sorted((u for u in left if left[u] > 0), key=lambda u: (-left[u], [x for x, _ in lives].index(u)))
        # one point to each unit, most life first, then again
        snapshot = list(ranked)
        for uid in snapshot:
            if damage <= 0:
                break
            out[uid] += 1
            left[uid] -= 1
            damage -= 1
    return out


def flee_succeeds(fleer_total: int, chaser_total: int) -> bool:
    """Huir: the fleeing side must beat ("supera") the opposed Iniciativa roll."""
    return fleer_total > chaser_total
