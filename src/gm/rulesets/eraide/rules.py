"""The ruleset's data and settings (data/*.toml, game.toml [settings]), and the d20 with
its two exceptions, checks and opposed checks (pure functions)."""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Callable

SKILLS = ("advertir", "acechar", "mecanismos", "tactica", "runica", "persuadir")
PACKAGE = "gm.rulesets.eraide"


def load_data(name: str) -> dict:
    """A table of data/ (terrain, letters, modes, samples): parsed once per process, a copy
    each call (the order form's turns asked 500 times: 0.7 s of the sample's resolve)."""
    from gm.engine.state import copy_data
    from gm.rulesets.base import _parsed_table

    return copy_data(_parsed_table(PACKAGE, name))


def setting(settings: dict, path: str, default=None):
    """A dotted key of the merged settings ("combat.cover_bonus"), or `default`."""
    cur = settings
    for part in path.split("."):
        if not isinstance(cur, dict) or part not in cur:
            return default
        cur = cur[part]
    return cur


@dataclass(frozen=True)
class D20:
    sides = 20  # the document's die, not a setting: every roll writes "1d20"
    natural_success: int = 20
    natural_failure: int = 1
    failure_total: int = 0

    @classmethod
    def from_settings(cls, settings: dict) -> "D20":
        d = settings.get("dice", {})
        return cls(int(d.get("natural_success", 20)),
                   int(d.get("natural_failure", 1)), int(d.get("failure_total", 0)))

    def total(self, face: int, modifier: int) -> int:
        """A natural 1 counts as 0 whatever the bonuses ("se considerará automáticamente 0")."""
        if face == self.natural_failure:
            return self.failure_total
        return face + modifier

    def is_success(self, face: int) -> bool:
        return face == self.natural_success


@dataclass(frozen=True)
class CheckResult:
    face: int
    total: int
    target: int
    success: bool
    natural: str  # "success" | "failure" | ""


def check(d20: D20, face: int, modifier: int, difficulty: int) -> CheckResult:
    """1d20 + skill against a difficulty: meet or beat it; natural 20 always succeeds."""
    total = d20.total(face, modifier)
    nat = "success" if d20.is_success(face) else "failure" if face == d20.natural_failure else ""
    ok = d20.is_success(face) or total >= difficulty
    return CheckResult(face, total, difficulty, ok, nat)


@dataclass(frozen=True)
class OpposedResult:
    active_total: int
    passive_total: int
    active_wins: bool


def opposed(d20: D20, active_face: int, active_mod: int, passive_face: int, passive_mod: int) -> OpposedResult:
    """Opposed check: the active side must beat the passive side (a tie is no effect,
    as in combat). An active natural 20 always wins; otherwise a passive natural 20 holds."""
    a = d20.total(active_face, active_mod)
    p = d20.total(passive_face, passive_mod)
    if d20.is_success(active_face):
        wins = True
    elif d20.is_success(passive_face):
        wins = False
    else:
        wins = a > p
    return OpposedResult(a, p, wins)


def keep_higher(first: int, second: int) -> int:
    """Destiny: reroll and keep the higher face."""
    return max(first, second)


def chance_of(d20: D20, ok: Callable[[int, int], bool], destiny: bool, dice: int = 2) -> Fraction:
    """The chance `ok(active face, passive face)` holds over every face of the rule's d20s
    (one die: the passive face is 0), a failed active die rerolled keeping the higher when
    destiny is spent on it, as strike and the checks roll them: gm check's odds."""
    faces = range(1, d20.sides + 1)
    passive = faces if dice == 2 else (0,)
    won = 0
    for pf in passive:
        for af in faces:
            if ok(af, pf):
                won += d20.sides  # every reroll face: the first die already did
            elif destiny:
                won += sum(1 for again in faces if ok(keep_higher(af, again), pf))
    return Fraction(won, d20.sides * d20.sides * len(passive))
