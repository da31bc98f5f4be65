"""`gm init toy`: factions f1..fN, each with the starting gold of data/settings.toml."""

from __future__ import annotations

from gm.engine.state import GameState

from . import rules


def new_game(factions: int, seed: str, settings: dict) -> GameState:
    fs = {f"f{i}": {"id": f"f{i}", "name": f"Faction {i}", "gold": rules.starting_gold(settings)} for i in range(1, factions + 1)}
    return GameState({"ruleset": "toy", "turn": 1, "game_id": "toy", "title": "Toy"}, fs, {"turn": 1, "factions": {}})
