"""The toy's working model: each faction's gold, updated by the appliers during the turn."""

from __future__ import annotations

import copy
from dataclasses import dataclass

from gm.engine.state import GameState


@dataclass
class Model:
    gold: dict[str, int]
    names: dict[str, str]

    @classmethod
    def from_state(cls, state: GameState) -> "Model":
        return cls({fid: f["gold"] for fid, f in state.factions.items()}, {fid: f["name"] for fid, f in state.factions.items()})

    def to_state(self, state: GameState) -> GameState:
        factions = copy.deepcopy(state.factions)
        for fid, gold in self.gold.items():
            factions[fid]["gold"] = gold
        return GameState(state.game, factions, {})
