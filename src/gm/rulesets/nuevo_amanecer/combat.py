"""One battle exchange: every unit rolls its attack die once, sides compare all against all.

Pure: faces come in, damage goes out. The battle phase and `gm roll combat` both use it.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from fractions import Fraction

from gm.rulesets.nuevo_amanecer import rules


@dataclass
class Fighter:
    key: str              # stable id, also the dice key suffix: "sigmar/army/guardianes"
    faction: str          # owner ("" for neutral armies)
    kind: str             # "army" | "city"
    level: int
    belicosidad: int
    resistencia: int
    damage: int = 0       # taken before this exchange
    label: str = ""

    def life(self, settings: dict) -> int:
        return rules.unit_life(self.kind, self.level, self.resistencia, settings)

    def remaining(self, settings: dict) -> int:
        return max(0, self.life(settings) - self.damage)


@dataclass
class Side:
    factions: tuple[str, ...]
    fighters: list[Fighter]
    tech_bonus: int = 0   # one bonus per side: the most advanced allied faction's


@dataclass
class SideResult:
    total: int
    damage: int
    hits: dict[str, int] = field(default_factory=dict)   # fighter key -> damage points
    destroyed: list[str] = field(default_factory=list)
    parts: list[tuple] = field(default_factory=list)  # (keys, faces, belicosidad %, value): see side_total


def side_total(side: Side, faces: dict[str, int], settings: dict) -> tuple[int, list[tuple]]:
    """Dice x belicosidad (rounded down per unit, or per faction) + the side's tech bonus.
    The groups multiplied, as the reports show them: (fighter keys, their faces, the
    belicosidad percent, the group's value after it)."""
    groups: dict[tuple, list[Fighter]] = {}
    per_faction = settings["combat"]["belicosidad_rounding"] == "per_faction"
    for f in side.fighters:
        groups.setdefault((f.faction, f.belicosidad) if per_faction else (f.key,), []).append(f)
    parts = []
    for members in groups.values():
        pct = rules.mult_pct(members[0].belicosidad, settings)
        value = rules.times(sum(faces[f.key] for f in members), pct)
        parts.append((tuple(f.key for f in members), tuple(faces[f.key] for f in members), pct, value))
    return sum(p[3] for p in parts) + side.tech_bonus, parts


def damage_rank(f: Fighter) -> tuple:
    """What the document orders damage by: armies before cities, lowest level, lowest resistencia."""
    return (f.kind != "army", f.level, f.resistencia)


def allocation_order(fighters: list[Fighter], drawn: dict[str, int] | None = None) -> list[Fighter]:
    """Armies before cities; then the lowest level; then the lowest resistencia; then the
    place `drawn` by dice among allied gods' units still tied; then the key (one god's own)."""
    drawn = drawn or {}
    return sorted(fighters, key=lambda f: damage_rank(f) + (drawn.get(f.key, 0), f.key))


def allocate(side: Side, damage: int, settings: dict, drawn: dict[str, int] | None = None) -> tuple[dict[str, int], list[str]]:
    """Damage point by point to the first unit in allocation order; the excess over all is lost."""
    hits: dict[str, int] = {}
    destroyed: list[str] = []
    left = damage
    for f in allocation_order(side.fighters, drawn):
        if left <= 0:
            break
        room = f.remaining(settings)
        if room <= 0:
            continue
        take = min(room, left)
        hits[f.key] = take
        left -= take
        if take >= room:
            destroyed.append(f.key)
    return hits, destroyed


def resolve(sides: list[Side], faces: dict[str, int], settings: dict, drawn: dict[str, int] | None = None) -> list[SideResult]:
    """All sides against all: each pair compared, each side's damage summed, then allocated
    (`drawn`: fighter key -> its place among units tied across allied gods, see allocation_order)."""
    totals = []
    parts_by_side = []
    for side in sides:
        t, parts = side_total(side, faces, settings)
        totals.append(t)
        parts_by_side.append(parts)
    damage = [0] * len(sides)
    for i, j in itertools.combinations(range(len(sides)), 2):
        di, dj = rules.exchange_damage(totals[i], totals[j], settings)
        damage[i] += di
        damage[j] += dj
    out = []
    for side, t, d, parts in zip(sides, totals, damage, parts_by_side):
        hits, destroyed = allocate(side, d, settings, drawn)
        out.append(SideResult(total=t, damage=d, hits=hits, destroyed=destroyed, parts=parts))
    return out


def _die_sides(expr: str) -> int:
    return int(expr.split("d", 1)[1])


def _convolve(a: dict[int, int], b: dict[int, int]) -> dict[int, int]:
    out: dict[int, int] = {}
    for x, cx in a.items():
        for y, cy in b.items():
            out[x + y] = out.get(x + y, 0) + cx * cy
    return out


def _uniform(sides_: int) -> dict[int, int]:
    return {face: 1 for face in range(1, sides_ + 1)}


def side_distribution(side: Side, settings: dict) -> dict[int, int]:
    """Counts of each possible total of a side: the same arithmetic as side_total, done on
    distributions (faces summed and multiplied per unit or per faction, plus the bonus)."""
    groups: dict[tuple, list[Fighter]] = {}
    per_faction = settings["combat"]["belicosidad_rounding"] == "per_faction"
    for f in side.fighters:
        key = (f.faction, f.belicosidad) if per_faction else (f.key,)
        groups.setdefault(key, []).append(f)
    dist = {side.tech_bonus: 1}
    for members in groups.values():
        faces = {0: 1}
        for f in members:
            faces = _convolve(faces, _uniform(_die_sides(rules.attack_die(f.kind, f.level, settings))))
        pct = rules.mult_pct(members[0].belicosidad, settings)
        scaled: dict[int, int] = {}
        for v, c in faces.items():
            t = rules.times(v, pct)
            scaled[t] = scaled.get(t, 0) + c
        dist = _convolve(dist, scaled)
    return dist


def odds(sides: list[Side], settings: dict) -> list[tuple[tuple[int, ...], Fraction]]:
    """Exact distribution of the damage tuple of one exchange, sorted by damage tuple.

    The damage a side takes depends only on the sides' totals, so the product runs over
    each side's distribution of totals, not over every face of every die."""
    dists = [sorted(side_distribution(s, settings).items()) for s in sides]
    count = 1
    for d in dists:
        count *= sum(c for _, c in d)
    dist: dict[tuple[int, ...], int] = {}
    if len(sides) == 2:  # the common case, without the generic bookkeeping
        exchange = rules.exchange_rule(int(settings["combat"]["tie_damage"]), settings["combat"]["zero_total"] == "winner_total")
        for a, ca in dists[0]:
            for b, cb in dists[1]:
                key = exchange(a, b)
                dist[key] = dist.get(key, 0) + ca * cb
        return [(k, Fraction(v, count)) for k, v in sorted(dist.items())]
    pairs = list(itertools.combinations(range(len(sides)), 2))
    for combo in itertools.product(*dists):
        weight = 1
        for _, c in combo:
            weight *= c
        damage = [0] * len(sides)
        for i, j in pairs:
            di, dj = rules.exchange_damage(combo[i][0], combo[j][0], settings)
            damage[i] += di
            damage[j] += dj
        key = tuple(damage)
        dist[key] = dist.get(key, 0) + weight
    return [(k, Fraction(v, count)) for k, v in sorted(dist.items())]
