"""Combat exchange: d20 + attack against d20 + defence, the letter table, damage bands."""
from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from .rules import D20

LETTERS = ("A", "B", "C", "D", "E")


@dataclass(frozen=True)
class LetterTable:
    letters: tuple[str, ...]
    effective: dict[str, str]  # armour letter -> "VVXX.." over weapon letters

    @classmethod
    def from_data(cls, data: dict) -> "LetterTable":
        return cls(tuple(data.get("letters", LETTERS)), dict(data.get("effective", {})))

    def is_effective(self, weapon: str, armour: str) -> bool:
        row = self.effective.get(armour)
        if row is None:
            # default: weapon letter equal to or above the armour letter
            return self.letters.index(weapon) >= self.letters.index(armour)
        return row[self.letters.index(weapon)] == "V"

    def lower(self, letter: str, grades: int) -> str:
        return self.letters[max(0, self.letters.index(letter) - grades)]


@dataclass(frozen=True)
class CombatNumbers:
    half_from: int = 1
    full_from: int = 6
    double_multiplier: int = 2
    ineffective_damage: int = 1
    cover_bonus: int = 2
    elevation_melee_defence: int = -2

    @classmethod
    def from_settings(cls, settings: dict) -> "CombatNumbers":
        c = settings.get("combat", {})
        return cls(int(c.get("half_from", 1)), int(c.get("full_from", 6)),
                   int(c.get("double_multiplier", 2)), int(c.get("ineffective_damage", 1)),
                   int(c.get("cover_bonus", 2)), int(c.get("elevation_melee_defence", -2)))


@dataclass
class Attack:
    """One exchange: attacker numbers against defender numbers (modifiers already named)."""
    attack: int
    damage: int
    weapon: str
    defence: int
    armour: str
    cover: bool = False
    elevated: bool = False        # defender above a melee attacker
    attack_mods: dict[str, int] = field(default_factory=dict)   # why -> value
    defence_mods: dict[str, int] = field(default_factory=dict)
    damage_mods: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class AttackResult:
    attack_face: int
    defence_face: int
    attack_modifier: int
    defence_modifier: int
    attack_total: int
    defence_total: int
    difference: int
    effective: bool
    outcome: str        # double | stopped | miss | half | full | ineffective
    damage: int         # POT lost by the defender


def modifiers(a: Attack, nums: CombatNumbers) -> tuple[int, int, int]:
    att = a.attack + sum(a.attack_mods.values())
    dfn = a.defence + sum(a.defence_mods.values())
    if a.cover:
        dfn += nums.cover_bonus
    if a.elevated:
        dfn += nums.elevation_melee_defence
    dmg = a.damage + sum(a.damage_mods.values())
    return att, dfn, max(0, dmg)


def resolve(a: Attack, att_face: int, def_face: int, d20: D20, nums: CombatNumbers,
            table: LetterTable) -> AttackResult:
    att_mod, def_mod, dmg = modifiers(a, nums)
    att_total = d20.total(att_face, att_mod)
    def_total = d20.total(def_face, def_mod)
    diff = att_total - def_total
    effective = table.is_effective(a.weapon, a.armour)
    if d20.is_success(att_face):
        # "Éxito": double damage even with an ineffective weapon and even against a natural 20
        outcome, damage = "double", dmg * nums.double_multiplier
    elif d20.is_success(def_face):
        outcome, damage = "stopped", 0
    elif diff < nums.half_from:
        outcome, damage = "miss", 0
    elif not effective:
        outcome, damage = "ineffective", nums.ineffective_damage
    elif diff < nums.full_from:
        outcome, damage = "half", dmg // 2
    else:
        outcome, damage = "full", dmg
    return AttackResult(att_face, def_face, att_mod, def_mod, att_total, def_total, diff,
                        effective, outcome, damage)


def odds(a: Attack, d20: D20, nums: CombatNumbers, table: LetterTable) -> list[tuple[tuple[int, int], Fraction]]:
    """Exact distribution of (0, POT lost) over all sides x sides pairs of faces."""
    counts: dict[int, int] = {}
    n = d20.sides
    for af in range(1, n + 1):
        for df in range(1, n + 1):
            r = resolve(a, af, df, d20, nums, table)
            counts[r.damage] = counts.get(r.damage, 0) + 1
    total = n * n
    return [((0, dmg), Fraction(c, total)) for dmg, c in sorted(counts.items())]
