"""Combat exchanges (section 4.4): pure functions, no state, dice passed in.

An exchange: each side rolls Ataque and Defensa (attribute + modifiers + one die, a
setting: "1d6"); the damage a side takes is the other's attack total minus its defence
total when positive. Both strike at once unless initiative decides: it is rolled when the
sides hold different unit types or when a blow would kill, and then only matters if the
first blow kills (the dead side does not strike back). The battle goes to the side that
took off more life.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable


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
LabelFn = Callable[[str, str, tuple], str]  # (attack | defense | initiative, side name, (modifier, value)...) -> the roll's words


def _expr(die: str, mod: int) -> str:
    return f"{die}+{mod}" if mod >= 0 else f"{die}-{-mod}"


def exchange(a: Side, b: Side, roll: RollFn, cfg: CombatConfig, key: str | tuple[str, str] = "combat",
             label: LabelFn | None = None) -> Exchange:
    """Roll one exchange. Dice order: A attack, A defence, B attack, B defence, then
    initiative A, B only when it counts (so `--dice` reads side by side). `label(kind, side
    name, modifiers)` words each roll (kind: attack, defense, initiative; the modifiers the
    die is added to, attribute first) in the reader's language. `key`: one for both sides,
    or each side's own (a side's dice file shows its keys: they name what that side knows)."""
    label = label or (lambda kind, who, parts: f"{who}: {kind}")
    keys = (key, key) if isinstance(key, str) else key
    ma, mb = modifiers(a, b, cfg), modifiers(b, a, cfg)
    rolls = []
    totals = []
    for idx, (side, m) in enumerate(((a, ma), (b, mb))):
        who = side.name or f"side{idx + 1}"
        ra = roll(f"{keys[idx]}/{idx + 1}/ataque", _expr(cfg.die, m.attack), label("attack", who, m.attack_mods), idx)
        rd = roll(f"{keys[idx]}/{idx + 1}/defensa", _expr(cfg.die, m.defense), label("defense", who, m.defense_mods), idx)
        rolls += [ra, rd]
        totals.append((ra.total, rd.total))
    att = (totals[0][0], totals[1][0])
    dfn = (totals[0][1], totals[1][1])
    ini = None
    if needs_initiative(a, b, att, dfn):
        ri = [roll(f"{keys[i]}/{i + 1}/iniciativa", _expr(cfg.die, s.iniciativa), label("initiative", s.name or f"side{i + 1}", (("iniciativa", s.iniciativa),)), i) for i, s in enumerate((a, b))]
        rolls += ri
        ini = (ri[0].total, ri[1].total)
    damage, first = settle(att, dfn, (a.vida, b.vida), ini)
    return Exchange((a, b), att, dfn, damage, ini, first, rolls, (ma, mb))


















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
