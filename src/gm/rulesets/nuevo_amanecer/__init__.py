"""Creación: Nuevo Amanecer — gods, races, a hex map, advances, armies and miracles."""

from __future__ import annotations

from fractions import Fraction

from gm.engine.state import GameState
from gm.rulesets.base import Ruleset
from gm.rulesets.nuevo_amanecer import checks, combat_roll, newgame, reports, restate
from gm.rulesets.nuevo_amanecer.appliers import APPLIERS
from gm.rulesets.nuevo_amanecer.model import Model
from gm.rulesets.nuevo_amanecer.phases import PHASES


class NuevoAmanecer(Ruleset):
    form_alternatives = "army_city"  # research and diplomacy name none: they stay orders given together
    actor_keys = {"move": ("army",), "miracle": ("army",), "create_army": ("city",), "apply": ("to",)}
    id = "nuevo-amanecer"
    # kinds whose result the others' orders may change (a square others enter, a pact the other god must also make;
    # a miracle or calamity acts next turn on the army or region chosen, which a battle this turn may take): gm check says so
    contested_orders = frozenset({"move", "trade", "alliance", "peace", "miracle", "calamity"})
    # refusals the others' orders may undo (a pact the other god must ask too): gm check,
    # which runs one faction's orders alone, answers «depende de lo que ordenen los demás»
    contested_refusals = frozenset({"na.reject.not_reciprocated"})
    name = "Creación: Nuevo Amanecer"  # literal: the game's own title
    package = "gm.rulesets.nuevo_amanecer"
    standings = "gm.rulesets.nuevo_amanecer.standings"  # gm chronicle: the figures its public report shows
    map_builder = "gm.rulesets.nuevo_amanecer.maps"  # maps: one public map; this game has no fog of war
    generator = "gm.rulesets.nuevo_amanecer.generator"  # gm generate: large synthetic games
    gm_orders = True
    gm_order_types = ("mark_unsupported",)  # the GM acts as the GM, not as a god
    nouns = {"armies": "army", "cities": "city", "advances": "advance", "settlements": "settlement",
             "hexes": "hex", "neutral": "neutral army", "characteristics": "characteristics", "orders": "order"}  # literal: breadcrumb nouns (the engine words locations)
    appliers = APPLIERS
    combat_keys = combat_roll.KEYS
    phases = PHASES

    # -- the turn --------------------------------------------------------------------
    def prepare(self, ctx) -> None:
        # ctx.state is already the engine's private copy for this turn: no second deep copy
        ctx.model = Model(ctx.state.game, ctx.state.factions, ctx.settings, copy_state=False)
        ctx.model.start = restate.Start.of(ctx.state.factions)  # names for the orders section

    def forecast(self, state: GameState, faction_id: str, orders: list) -> list:
        from gm.rulesets.nuevo_amanecer.forecast import forecast

        return forecast(state, self.settings(state.game), faction_id, orders)

    def order_odds(self, state: GameState, faction_id: str, order: dict):
        """gm check: the chance the rules fix for an order dice decide (a miracle's die), or None."""
        from gm.rulesets.nuevo_amanecer.forecast import odds

        return odds(self.settings(state.game), order)

    def finish(self, ctx) -> GameState:
        w: Model = ctx.model
        return GameState(w.game, w.factions, {})

    def orders_template(self, state: GameState) -> dict:
        alive = sorted(f for f, d in state.factions.items() if d.get("alive", True))
        return {"turn": state.turn, "factions": {fid: {"orders": []} for fid in alive}}

    def orders_template_header(self, state: GameState, lang: str) -> str:
        return reports.orders_help(lang)

    def order_reach(self, state: GameState, faction_id: str, orders: list) -> tuple[set, set] | None:
        """Where the god's orders may meet another's (the order form's shared turns: reach.py)."""
        from gm.rulesets.nuevo_amanecer.reach import order_reach

        return order_reach(self._start_model(state), state, faction_id, orders)

    def _start_model(self, state: GameState) -> Model:
        """The turn's model as it starts, read only (checks.Files.model), once per state."""
        return self.model_of(state, lambda: checks.Files.of(state, self.settings(state.game)).model)

    def form_choices(self, state: GameState, faction_id: str, order_type, key: str, things: dict, chosen: dict) -> dict:
        """The order form's examples: only what the judge passes for the god now (order_form.py)."""
        from gm.rulesets.nuevo_amanecer.order_form import choices

        return choices(state, lambda: self._start_model(state), faction_id, order_type, key, things, chosen)

    # -- validation ------------------------------------------------------------------
    def file_checks(self, state: GameState):
        return checks.check(state, self.settings(state.game), checks.OF_FILES)

    def order_checks(self, state: GameState):
        return checks.check(state, self.settings(state.game), checks.OF_ORDERS) + self.gm_only_problems(state)

    def order_params(self, ctx, faction_id: str, order) -> dict:
        """The order's restatement with names, not ids (restate.py)."""
        return restate.order_params(ctx.model.start.later(ctx.model.factions), faction_id, order)

    # -- reports ---------------------------------------------------------------------
    def public_report(self, ctx) -> list:
        return reports.public(ctx)

    def private_report(self, ctx, faction_id: str) -> list:
        return reports.private(ctx, faction_id)

    def gm_report(self, ctx) -> list:
        return reports.gm(ctx)

    def gm_outcome(self, ctx, faction_id: str, key: str, params: dict):
        """The GM's copy of an order's fate in the third person (reports.GM_VOICE)."""
        return reports.gm_outcome(ctx, faction_id, key, params)

    # -- init and combat ---------------------------------------------------------------
    def new_game(self, factions: int, seed: str) -> GameState:
        return newgame.new_game(factions, seed, self.settings({}))

    def combat(self, sides, dice, lang: str = "es") -> dict:
        return combat_roll.combat(sides, dice, self.settings({}), lang)

    def combat_odds(self, sides, lang: str = "es") -> list[tuple[tuple[int, ...], Fraction]]:
        return combat_roll.combat_odds(sides, self.default_settings, lang)  # read-only: no copy needed


__all__ = ["NuevoAmanecer"]
