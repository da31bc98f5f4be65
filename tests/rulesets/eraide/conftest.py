"""Helpers for eraide tests: build a small battle in code and run one round in memory."""
from __future__ import annotations

import copy

import pytest

from gm import registry
from gm.dice import DiceService
from gm.engine.context import TurnContext
from gm.engine.state import GameState
from gm.rulesets.eraide.newgame import sample_characters

OPEN = ["........", "........", "........", "........", "........", "........"]


class Arena:
    def __init__(self):
        self.ruleset = registry.get("eraide")
        self.samples = sample_characters()

    def char(self, sample: str, square: str | None, **over) -> dict:
        ch = copy.deepcopy(self.samples[sample])
        ch.update({"status": "active" if square else "reserve", "pot_now": ch["pot"], "eth_now": ch["eth"],
                   "initiative_die": 10})
        if square:
            ch["square"] = square
        ch.update(over)
        return ch

    def state(self, rojo: dict, azul: dict, terrain=None, levels=None, turn=2, mode=None, orders=None,
              settings=None) -> GameState:
        factions = {}
        for fid, edge, chars in (("rojo", "south", rojo), ("azul", "north", azul)):
            factions[fid] = {"id": fid, "name": fid.capitalize(), "edge": edge,
                             "destiny": sum(c["destiny"] for c in chars.values()), "characters": chars}
        game = {"ruleset": "eraide", "turn": turn, "game_id": "test", "title": "Test",
                "mode": mode or {"name": "historia"},
                "board": {"terrain": list(terrain or OPEN)}, "battle": {"finished": False}}
        if levels:
            game["board"]["levels"] = list(levels)
        if settings:
            game["settings"] = settings
        doc = {"turn": turn, "factions": {}}
        for fid, lst in (orders or {}).items():
            doc["factions"][fid] = {"orders": lst}
        return GameState(game, factions, doc)

    def run(self, state: GameState, dice: dict | None = None, seed: str = "arena", lang: str = "es") -> TurnContext:
        prefix = f"t{state.turn:02d}/"
        recorded = {prefix + k: v for k, v in (dice or {}).items()} or None
        ctx = TurnContext(self.ruleset, state.copy(), DiceService(seed, prefix=prefix, recorded=recorded), lang)
        self.ruleset.prepare(ctx)
        for phase in self.ruleset.phases:
            ctx.phase = phase.name
            phase.run(ctx)
        for order in ctx.all_orders():
            assert not ctx.pending(order), f"order left unsettled: {order}"
        return ctx

    @staticmethod
    def outcome(ctx, faction, number=1):
        return ctx.outcomes[(faction, number)]

    @staticmethod
    def kinds(ctx):
        return [e.kind for e in ctx.events]




@pytest.fixture
def arena():
    return Arena()
