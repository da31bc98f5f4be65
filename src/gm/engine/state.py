"""The game state as the files hold it: plain TOML data, nothing else."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field


@dataclass
class GameState:
    game: dict
    factions: dict[str, dict]
    orders: dict = field(default_factory=dict)

    @property
    def turn(self) -> int:
        return int(self.game.get("turn", 0))

    @property
    def ruleset_id(self) -> str:
        return str(self.game.get("ruleset", ""))

    def copy(self) -> "GameState":
        return GameState(copy.deepcopy(self.game), copy.deepcopy(self.factions), copy.deepcopy(self.orders))
