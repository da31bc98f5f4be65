"""The toy's validation beyond its schemas: small named checks run in order, those of the
GM's files (OF_FILES) then those of the orders (OF_ORDERS; it has none)."""

from __future__ import annotations

from typing import Callable

from gm.engine.state import GameState
from gm.errors import Msg, Problem

from . import rules


def unit_levels(state: GameState, settings: dict) -> list[Problem]:
    """No unit at the forbidden level (a toy rule, so that check() has something to say)."""
    bad = rules.forbidden_level(settings)
    return [Problem(f"factions/{fid}.toml", ("units", uid, "level"), Msg("toy.check.forbidden_level", "tests.engine.toy", level=bad))
            for fid, f in sorted(state.factions.items()) for uid, unit in sorted((f.get("units") or {}).items()) if unit.get("level") == bad]


Check = Callable[[GameState, dict], list[Problem]]
OF_FILES: tuple[Check, ...] = (unit_levels,)
OF_ORDERS: tuple[Check, ...] = ()
CHECKS = OF_FILES + OF_ORDERS  # every check, in the order Ruleset.check runs them


def check(state: GameState, settings: dict, checks: tuple[Check, ...]) -> list[Problem]:
    return [problem for one in checks for problem in one(state, settings)]
