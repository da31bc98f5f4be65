"""Ship combat: one exchange of dice, a whole battle, and exact odds.

"Cada jugador lanza 1D6+ARMAMENTO por nave que tenga, con un máximo de 3D6 para el
atacante y 2D6 para el defensor." Dice are compared highest against highest, ties go
to the defender, each lost comparison costs the loser the unit that rolled that die.
A station rolls 3 dice (attacking or defending) and needs 3 defeats.
A cloaked attacker rolls one extra die on the first exchange and drops the lowest.
Inside a nebula no modifier applies ("enfrentará tiradas de dados sin añadir modificadores").
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from itertools import product

from .rules import tech_mod


@dataclass
class Unit:
    """A ship or a station in a battle."""

    id: str
    kind: str = "ship"          # "ship" | "station"
    armamento: int = 0          # the tech level the unit was built with
    hits_left: int = 1          # stations start with combat.station_hits minus damage


@dataclass
class Side:
    faction: str
    units: list[Unit]
    fleet: bool = False         # a formed fleet of 3: +1 to every roll
    cloaked: bool = False       # first strike with an extra die (attacker only)
    bonus: int = 0              # advantages ("Tácticas de flota")

    def alive(self) -> list[Unit]:
        return [u for u in self.units if u.hits_left > 0]

    def station(self) -> Unit | None:
        for u in self.alive():
            if u.kind == "station":
                return u
        return None


@dataclass
class DiePlan:
    """Who rolls what in one exchange: one entry per kept die."""

    owners: list[str]           # unit id per kept die (sorted by strength, best first)
    mods: list[int]             # modifier per kept die (same order)
    extra: int = 0              # dice rolled then dropped (lowest)

    @property
    def count(self) -> int:
        return len(self.owners)


@dataclass
class Exchange:
    attacker: list[tuple[int, str]]     # (total, unit) kept, best first
    defender: list[tuple[int, str]]
    pairs: list[tuple[int, int, str]] = field(default_factory=list)  # (att, def, winner side)
    attacker_losses: list[str] = field(default_factory=list)
    defender_losses: list[str] = field(default_factory=list)


def plan(side: Side, role: str, cfg: dict, *, nebula: bool, first: bool) -> DiePlan:
    """The dice a side rolls this exchange. role is "attacker" or "defender"."""
    combat = cfg["combat"]
    station = side.station()
    ships = sorted((u for u in side.alive() if u.kind == "ship"),
                   key=lambda u: (-u.armamento, u.id))
    if station is not None:
        owners = [station.id] * int(combat["station_dice"])
        arms = [station.armamento] * len(owners)
    else:
        cap = int(combat["attacker_dice"] if role == "attacker" else combat["defender_dice"])
        chosen = ships[:cap]
        owners = [u.id for u in chosen]
        arms = [u.armamento for u in chosen]
    if nebula:
        mods = [0] * len(owners)
    else:
        extra_mod = (int(cfg["movement"]["fleet_bonus"]) if side.fleet else 0) + side.bonus
        mods = [tech_mod(a, cfg) + extra_mod for a in arms]
    extra = int(combat["cloak_extra_dice"]) if (role == "attacker" and side.cloaked and first) else 0
    return DiePlan(owners=owners, mods=mods, extra=extra)


def keep(faces: list[int], count: int) -> list[int]:
    """The `count` highest faces, highest first."""
    return sorted(faces, reverse=True)[:count]


def scored(plan_: DiePlan, faces: list[int]) -> list[tuple[int, int, int, str]]:
    """(total, face, modifier, unit) per kept die: the kept faces (best first) paired with
    the strongest units (best first), best total first (stable: then original position)."""
    kept = keep(faces, plan_.count)
    out = [(f + m, f, m, o) for f, m, o in zip(kept, plan_.mods, plan_.owners)]
    return sorted(out, key=lambda t: -t[0])


def totals(plan_: DiePlan, faces: list[int]) -> list[tuple[int, str]]:
    """(total, unit) per kept die, best first: what `compare` pairs."""
    return [(t, o) for t, _f, _m, o in scored(plan_, faces)]


def die_text(face: int, mod: int) -> str:
    """One die as the rule reads it: "6+1=7" (the bare face when nothing modifies it)."""
    return f"{face}{mod:+d}={face + mod}" if mod else str(face)


def pairs(att: list[tuple[int, int, int, str]], dfn: list[tuple[int, int, int, str]]) -> list[dict]:
    """The exchange die by die, highest against highest, as the reports show it: per pair
    each side's die as the rule reads it ("6+1=7", `die_text`) or None when the other side
    has no die left to oppose it, its total alone (`att_total`, `dfn_total`: what the other
    side reads), and who wins the pair ("attacker", "defender" — ties are the defender's:
    `tie` — or "" for an unopposed die)."""
    out = []
    for i in range(max(len(att), len(dfn))):
        a = die_text(att[i][1], att[i][2]) if i < len(att) else None
        d = die_text(dfn[i][1], dfn[i][2]) if i < len(dfn) else None
        won = "" if a is None or d is None else "attacker" if att[i][0] > dfn[i][0] else "defender"
        out.append({"att": a, "dfn": d, "winner": won, "tie": won == "defender" and att[i][0] == dfn[i][0],
                    # what the other side reads of each die: its total, not its modifiers
                    "att_total": att[i][0] if i < len(att) else None, "dfn_total": dfn[i][0] if i < len(dfn) else None})
    return out


def dropped(r, count: int) -> list[int]:
    """The faces a side rolled and did not keep (a cloaked first strike drops its lowest)."""
    faces = sorted(getattr(r, "faces", []) or [], reverse=True)
    return faces[count:]


def compare(att: list[tuple[int, str]], dfn: list[tuple[int, str]]) -> Exchange:
    ex = Exchange(att, dfn)
    for (a, au), (d, du) in zip(att, dfn):
        if a > d:
            ex.pairs.append((a, d, "attacker"))
            ex.defender_losses.append(du)
        else:  # "a igualdad de resultados, vence el defensor"
            ex.pairs.append((a, d, "defender"))
            ex.attacker_losses.append(au)
    return ex


def apply_losses(side: Side, losses: list[str]) -> None:
    by_id = {u.id: u for u in side.units}
    for uid in losses:
        by_id[uid].hits_left = max(0, by_id[uid].hits_left - 1)


# -- exact odds ----------------------------------------------------------------

@lru_cache(maxsize=None)
def kept_distribution(n: int, extra: int, sides: int = 6) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Counts of each sorted kept tuple when rolling n+extra dice and keeping n."""
    counts: Counter = Counter()
    for faces in product(range(1, sides + 1), repeat=n + extra):
        counts[tuple(sorted(faces, reverse=True)[:n])] += 1
    return tuple(sorted(counts.items()))


def odds(att: DiePlan, dfn: DiePlan, sides: int = 6) -> list[tuple[tuple[int, int], Fraction]]:
    """Exact distribution of (attacker losses, defender losses) for one exchange."""
    a_dist = kept_distribution(att.count, att.extra, sides)
    d_dist = kept_distribution(dfn.count, dfn.extra, sides)
    a_total = sides ** (att.count + att.extra)
    d_total = sides ** (dfn.count + dfn.extra)
    result: Counter = Counter()
    for a_faces, a_n in a_dist:
        a_tot = totals(att, list(a_faces))
        for d_faces, d_n in d_dist:
            ex = compare(a_tot, totals(dfn, list(d_faces)))
            result[(len(ex.attacker_losses), len(ex.defender_losses))] += a_n * d_n
    whole = a_total * d_total
    return sorted((k, Fraction(v, whole)) for k, v in result.items())
