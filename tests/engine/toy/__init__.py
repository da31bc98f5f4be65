"""The toy ruleset: used only by the engine's tests, laid out as the template of a ruleset
(docs/architecture.md, "A new ruleset"), each part a few lines. Factions hold gold, roll
for income, and may give gold to each other or pray; a fight is two purses against each
other. It exercises phases, events, appliers, orders (TOML and text), validation, reports,
init, generate and combat without depending on any real ruleset.

Not in gm's registry: `install()` adds it (the engine tests' conftest does).
"""

from __future__ import annotations

from fractions import Fraction

from gm import registry
from gm.engine.state import GameState
from gm.rulesets.base import Phase, Ruleset

from . import combat_roll
from .appliers import APPLIERS
from .model import Model
from .phases import PHASES
from .sample import write, write_sample_turn
from .schemas import SCHEMAS


class Toy(Ruleset):
    id = "toy"
    name = "Toy"
    package = "tests.engine.toy"
    map_builder = "tests.engine.toy.maps"
    generator = "tests.engine.toy.generator"
    nouns = {"units": "unit"}
    phases = PHASES
    appliers = APPLIERS
    combat_keys = combat_roll.KEYS

    def schema(self, kind: str) -> dict:
        return SCHEMAS[kind]  # a real ruleset's live in schemas/<id>/; the toy keeps its own

    def file_checks(self, state: GameState) -> list:
        from .checks import OF_FILES, check

        return check(state, self.settings(state.game), OF_FILES)

    def order_checks(self, state: GameState) -> list:
        from .checks import OF_ORDERS, check

        return check(state, self.settings(state.game), OF_ORDERS)

    def prepare(self, ctx) -> None:
        ctx.model = Model.from_state(ctx.state)

    def finish(self, ctx) -> GameState:
        return ctx.model.to_state(ctx.state)

    def order_params(self, ctx, faction_id: str, order) -> dict:
        from .restate import order_params

        return order_params(ctx, faction_id, order)

    def private_report(self, ctx, faction_id: str) -> list:
        from .reports import private_report

        return private_report(ctx, faction_id)

    def new_game(self, factions: int, seed: str) -> GameState:
        from .newgame import new_game

        return new_game(factions, seed, self.default_settings)

    def combat(self, sides: list[dict], dice) -> dict:
        return combat_roll.combat(sides, dice, self.default_settings)

    def combat_odds(self, sides: list[dict]) -> list[tuple[tuple[int, ...], Fraction]]:
        return combat_roll.combat_odds(sides, self.default_settings)


def install() -> None:
    registry.REGISTRY["toy"] = "tests.engine.toy:Toy"
    registry._cache["toy"] = Toy()


def uninstall() -> None:
    """Out of the registry again, so tests over every ruleset do not meet the toy."""
    registry.REGISTRY.pop("toy", None)
    registry._cache.pop("toy", None)


__all__ = ["Phase", "Toy", "install", "uninstall", "write", "write_sample_turn"]
