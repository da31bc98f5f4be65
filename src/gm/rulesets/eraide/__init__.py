"""Eraide, Ecos de Guerra (Tactics, beta 0.2): a square-grid skirmish resolved round by round."""
from __future__ import annotations

from gm.engine.state import GameState
from gm.rulesets.base import Ruleset

from .appliers import APPLIERS
from .model import Model
from .phases import PHASES


class Eraide(Ruleset):
    form_alternatives = "character"  # one action a round per character (first_order_acts)
    actor_keys = {"*": ("character",)}
    id = "eraide"
    # kinds whose result the others' moves may change (a target that moves, a square taken first): gm check says so
    contested_orders = frozenset({"attack", "talent", "run", "jump", "enter", "take", "deploy"})
    # refusals the others' moves may undo (a target that runs into range, a square its
    # occupier leaves): gm check answers «depende de lo que ordenen los demás»
    contested_refusals = frozenset({"eraide.reject.out_of_range", "eraide.reject.square_occupied", "eraide.reject.path_blocked"})
    has_fog = True
    # a character's first main action is its round's even when refused (phases/round.py): the form judges fillings apart
    first_order_acts = True
    name = "Eraide, Ecos de Guerra"  # literal: the game's own title
    package = "gm.rulesets.eraide"
    standings = "gm.rulesets.eraide.standings"  # gm chronicle: the figures its public report shows
    map_builder = "gm.rulesets.eraide.maps"  # maps: public (no hidden characters), one per side, the GM's
    generator = "gm.rulesets.eraide.generator"  # gm generate: large synthetic games
    init_factions = (2, 4)  # newgame: a Duelo (2) or a Batalla (3-4)
    generate_factions = (1, 2_600)  # characters: generator's skirmish zones on a 100x100 board
    phases = PHASES
    nouns = {"characters": "character", "talents": "talent", "states": "state", "skills": "skill",
             "factions": "faction"}
    appliers = APPLIERS
    gm_order_keys = ("late",)  # "late = true (set by the GM)": a player's post cannot ask to act last

    # --- the turn ---
    def prepare(self, ctx) -> None:
        ctx.model = Model.from_state(ctx.state.game, ctx.state.factions, ctx.settings)

    def known_names(self, state: GameState, faction_id: str) -> dict | None:
        from gm.rulesets.eraide.secrecy import known_names

        return known_names(self._model(state), faction_id)

    def known_state(self, state: GameState, faction_id: str) -> GameState:
        """The state without what this faction cannot see (secrecy.unseen_by: the others'
        hidden characters, into reserve; the traps it does not know): the judge's view."""
        from gm.rulesets.base import without_unseen
        from gm.rulesets.eraide import secrecy

        return self.view_of(state, faction_id, lambda: without_unseen(state, self._model(state), faction_id, secrecy))

    def _model(self, state: GameState) -> Model:
        return self.model_of(state, lambda: Model.from_state(state.game, state.factions, self.settings(state.game)))

    def form_parts(self, state: GameState, faction_id: str, chosen: dict):
        """The order form's line shapes: a talent names what it needs (order_form.py)."""
        from gm.rulesets.eraide.order_form import parts

        return parts(self._model(state), faction_id, chosen)

    def form_fillings(self, state: GameState, faction_id: str, chosen: dict, found: list) -> list:
        """The order form's fillings, those in reach first (order_form.py)."""
        from gm.rulesets.eraide.order_form import fillings

        return fillings(self._model(state), faction_id, chosen, found)

    def finish(self, ctx) -> GameState:
        game, factions = ctx.model.to_state()
        battle = game.get("battle") or {}
        if "round" in battle:   # the engine counts turns; a kept round count follows them
            # copies: the reports still read this round from the model
            game = {**game, "battle": {**battle, "round": int(battle["round"]) + 1}}
        return GameState(game, factions, {})

    def orders_template(self, state: GameState) -> dict:
        from .newgame import orders_template
        return orders_template(state)

    def orders_template_header(self, state: GameState, lang: str) -> str:
        from gm.text.i18n import say
        return say(lang, "eraide.orders_help", self.package)

    def order_params(self, ctx, faction_id: str, order) -> dict:
        from .restate import order_params
        return order_params(ctx, faction_id, order)

    # --- validation ---
    def file_checks(self, state: GameState):
        from .checks import OF_FILES, check
        return check(self, state, OF_FILES)

    def order_checks(self, state: GameState):
        from .checks import OF_ORDERS, check
        return check(self, state, OF_ORDERS)

    # --- reports ---
    def public_report(self, ctx) -> list:
        from .reports import public_report
        return public_report(ctx)

    def private_report(self, ctx, faction_id: str) -> list:
        from .reports import private_report
        return private_report(ctx, faction_id)

    def gm_report(self, ctx) -> list:
        from .reports import gm_report
        return gm_report(ctx)

    # --- init and combat ---
    def new_game(self, factions: int, seed: str) -> GameState:
        from .newgame import new_game
        return new_game(self, factions, seed)

    @property
    def combat_keys(self) -> dict[str, str]:  # type: ignore[override]
        from .combat_roll import KEYS
        return KEYS

    def combat(self, sides, dice, lang: str = "es") -> dict:
        from .combat_roll import combat
        return combat(self, sides, dice, lang)

    def combat_odds(self, sides, lang: str = "es"):
        from .combat_roll import combat_odds
        return combat_odds(self, sides, lang)


__all__ = ["Eraide"]
