"""Creación: Nuevo Amanecer — gods, races, a hex map, advances, armies and miracles."""

from __future__ import annotations

from fractions import Fraction

from gm.engine.state import GameState
from gm.rulesets.base import Phase, Ruleset
from gm.rulesets.nuevo_amanecer import checks, combat_cli, newgame, reports
from gm.rulesets.nuevo_amanecer.appliers import APPLIERS
from gm.rulesets.nuevo_amanecer.model import World
from gm.rulesets.nuevo_amanecer.phases import battles, diplomacy, divine, economy, endgame, happiness, movement, territory


class NuevoAmanecer(Ruleset):
    id = "nuevo-amanecer"
    name = "Creación: Nuevo Amanecer"
    package = "gm.rulesets.nuevo_amanecer"
    map_builder = "gm.rulesets.nuevo_amanecer.maps"  # maps: one public map; this game has no fog of war
    generator = "gm.rulesets.nuevo_amanecer.generator"  # gm generate: large synthetic games
    gm_orders = True
    gm_order_types = ("mark_unsupported",)  # the GM acts as the GM, not as a god
    nouns = {"armies": "army", "cities": "city", "advances": "advance", "settlements": "settlement",
             "hexes": "hex", "neutral": "neutral army", "characteristics": "characteristics", "orders": "order"}
    appliers = APPLIERS
    combat_keys = combat_cli.KEYS

    def __init__(self):
        self.phases = (
            Phase("snapshot", economy.phase_snapshot, "upkeep owed and sieges, as the turn starts"),
            Phase("diplomacy", diplomacy.phase_diplomacy, "trade, alliances, breaks, war and peace orders"),
            Phase("orders", economy.phase_orders, "research, apply advances, create armies"),
            Phase("divine", divine.phase_divine_orders, "miracles and calamities cast by gods (1d6 >= 4)"),
            Phase("movement", movement.phase_movement, "border battles, moves, difficult terrain 1d6"),
            Phase("battles", battles.phase_battles, "one battle in every hex with hostile units (sieges too)"),
            Phase("after_battle_moves", self._after_battles, "armies that had to fight before leaving move"),
            Phase("pillage", territory.phase_pillage, "pillage and settlement destruction"),
            Phase("neutral_seize", territory.phase_neutral_seize, "unopposed neutral armies take regions"),
            Phase("colonies", territory.phase_colonies, "settlements and cities founded or lost"),
            Phase("arrivals", territory.phase_arrivals, "armies created this turn appear"),
            Phase("healing", territory.phase_healing, "1 life for units resting in own territory"),
            Phase("treaties", diplomacy.phase_treaties_take_effect, "treaties agreed or broken take effect"),
            Phase("upkeep", economy.phase_upkeep, "upkeep and pillage paid; bankruptcy"),
            Phase("contacts", diplomacy.phase_contacts, "new contacts between races"),
            Phase("deaths", endgame.phase_dead_gods, "gods without a race die; their relations end"),
            Phase("calamities", divine.phase_calamities, "next turn: the calamity roll and cast calamities"),
            Phase("miracles", divine.phase_miracles, "next turn: miracles take effect"),
            Phase("income", economy.phase_income, "next turn: the resources roll"),
            Phase("happiness", happiness.phase_happiness, "next turn: happiness"),
            Phase("unrest", happiness.phase_unrest, "next turn: revolt and civil war rolls"),
            Phase("dead_gods", endgame.phase_dead_gods, "gods without a race die"),
            Phase("end_of_game", self._end_of_game, "after the last turn: points"),
        )

    @staticmethod
    def _after_battles(ctx) -> None:
        movement.phase_after_battle_moves(ctx)
        movement.reject_leftover_moves(ctx)

    def _end_of_game(self, ctx) -> None:
        endgame.phase_end_of_game(ctx, self.load_table("achievements"))

    # -- the turn --------------------------------------------------------------------
    def prepare(self, ctx) -> None:
        # ctx.state is already the engine's private copy for this turn: no second deep copy
        ctx.model = World(ctx.state.game, ctx.state.factions, ctx.settings, copy_state=False)

    def forecast(self, state: GameState, faction_id: str, orders: list) -> list:
        from gm.rulesets.nuevo_amanecer.forecast import forecast

        return forecast(state, self.settings(state.game), faction_id, orders)

    def finish(self, ctx) -> GameState:
        w: World = ctx.model
        return GameState(w.game, w.factions, {})

    def orders_template(self, state: GameState) -> dict:
        alive = sorted(f for f, d in state.factions.items() if d.get("alive", True))
        return {"turn": state.turn, "factions": {fid: {"orders": []} for fid in alive}}

    def orders_template_header(self, state: GameState, lang: str) -> str:
        return reports.orders_help(lang)

    # -- validation ------------------------------------------------------------------
    def check(self, state: GameState):
        return checks.check(state, self.settings(state.game)) + self.gm_only_problems(state)

    # -- reports ---------------------------------------------------------------------
    def public_report(self, ctx) -> list:
        return reports.public(ctx)

    def private_report(self, ctx, faction_id: str) -> list:
        return reports.private(ctx, faction_id)

    def gm_report(self, ctx) -> list:
        return reports.gm(ctx)

    # -- init and combat ---------------------------------------------------------------
    def new_game(self, factions: int, seed: str) -> GameState:
        return newgame.new_game(factions, seed, self.settings({}))

    def combat(self, sides, dice) -> dict:
        return combat_cli.combat(sides, dice, self.settings({}))

    def combat_odds(self, sides) -> list[tuple[tuple[int, ...], Fraction]]:
        return combat_cli.combat_odds(sides, self.default_settings)  # read-only: no copy needed


__all__ = ["NuevoAmanecer"]
