"""`gm generate toy`: a large game, every faction giving gold to the next one."""

from __future__ import annotations

from gm.engine.state import GameState

from .newgame import new_game


def build(n: int, seed: str, ruleset) -> GameState:
    state = new_game(n, seed, ruleset.default_settings)
    ids = sorted(state.factions)
    orders = {fid: {"orders": [{"type": "give", "to": ids[(i + 1) % n], "amount": 1}]} for i, fid in enumerate(ids)} if n > 1 else {}
    return GameState(state.game, state.factions, {"turn": 1, "factions": orders})
