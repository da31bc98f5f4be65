"""Sector: four Star Trek empires explore a 20x20 sector map blind (after "Birth of the Federation").

The turn is the document's twelve phases in order (phase 4 split in its three parts),
then a sensor sweep that updates each empire's known map (the fog of war).
"""

from __future__ import annotations

from fractions import Fraction

from gm.engine.state import GameState
from gm.rulesets.base import Ruleset

from . import rules
from .appliers import APPLIERS
from .model import Model
from .phases import PHASES


class Sector(Ruleset):
    form_alternatives = "ship"
    actor_keys = {"*": ("unit", "ship", "fleet", "ships")}
    id = "sector"
    # kinds whose result the others' orders may change (a sector others enter, a battle, a pact or route the other side must accept, a system another colonizes): gm check says so
    contested_orders = frozenset({"move", "attack", "assault", "intercept", "retreat", "trade", "diplomacy", "colonize"})
    # refusals the others' orders may undo: an attack where its ships see none of that empire
    # (a rival's ship may come in, or show itself: a cloaked one, which gm check never sees)
    contested_refusals = frozenset({"sector.reject.no_target_here"})
    has_fog = True
    # the order form gives every ship its lines (not only the first), each technology its
    # research line, each spy mission its line (issue 25, S3)
    form_each_thing = True
    form_each_word = frozenset({"tech", "action"})
    name = "Sector (Star Trek: Birth of the Federation)"  # literal: the game's own title
    package = "gm.rulesets.sector"
    standings = "gm.rulesets.sector.standings"  # gm chronicle: the figures its public report shows
    map_builder = "gm.rulesets.sector.maps"  # maps: the GM's (everything), each empire's (what it knows), public only if allowed
    generator = "gm.rulesets.sector.generator"  # gm generate: large synthetic games
    init_factions = (1, 4)  # newgame.EMPIRES, the four canonical empires
    generate_factions = (1, 400)  # generator.build: a 200x200 map
    phases = PHASES
    appliers = APPLIERS
    nouns = {"ships": "ship", "stations": "station", "builds": "build", "systems": "system",
             "known": "sector", "routes": "route", "fleets": "fleet", "advantages": "advantage",
             "sectors": "sector", "relations": "relation", "intel": "intel"}

    def form_parts(self, state: GameState, faction_id: str, chosen: dict):
        """The order form's line shapes: a spy mission names its target (and what it
        sabotages or steals), as the rule document's phase 11 asks."""
        if chosen.get("type") != "spy":
            return None
        return [["target"], []] if chosen.get("action") == "discover" else [["target", "tech"]]

    # -- data --------------------------------------------------------------------------
    def settings(self, game: dict) -> dict:
        return rules.settings(game)

    def faction_grammar(self, faction: dict) -> dict:
        """How an empire's name is said ("la Federación"): gm.reports.factions, its race's
        default in data/races.toml."""
        from gm.rulesets.sector.phases.common import faction_grammar

        return faction_grammar(self.settings({}).get("races", {}), faction)

    # -- the turn ------------------------------------------------------------------------
    def prepare(self, ctx) -> None:
        ctx.model = Model.from_state(ctx.state.game, ctx.state.factions, ctx.settings, ctx.turn)

    def forecast(self, state: GameState, faction_id: str, orders: list) -> list:
        from gm.rulesets.sector.forecast import forecast

        return forecast(state, self.settings(state.game), faction_id, orders)

    def known_names(self, state: GameState, faction_id: str) -> dict | None:
        from gm.rulesets.sector.secrecy import known_names

        turn = int(state.game.get("turn", 0))
        return known_names(self.model_of(state, lambda: Model.from_state(state.game, state.factions, self.settings(state.game), turn)),
                           faction_id)

    def known_state(self, state: GameState, faction_id: str) -> GameState:
        """The state without the others' ships this empire cannot see now (secrecy.unseen_by:
        out of its sensors, or cloaked and not identified where nothing of it may sense them):
        the judge's view, so that gm check, asked again and again, finds no hidden ship (a
        cloaked ship's sector answered «depende de los dados», an empty one «no ves ninguna nave»)."""
        from gm.rulesets.base import without_unseen
        from gm.rulesets.sector import secrecy

        turn = int(state.game.get("turn", 0))
        model = self.model_of(state, lambda: Model.from_state(state.game, state.factions, self.settings(state.game), turn))
        return self.view_of(state, faction_id, lambda: without_unseen(state, model, faction_id, secrecy))

    def finish(self, ctx) -> GameState:
        game, factions = ctx.model.to_state()
        return GameState(game, factions, {})

    def orders_template(self, state: GameState) -> dict:
        return {"turn": state.turn,
                "factions": {fid: {"orders": []} for fid in sorted(state.factions)}}

    def orders_template_header(self, state: GameState, lang: str) -> str:
        from .restate import template_header
        return template_header(lang)

    def order_params(self, ctx, faction_id: str, order) -> dict:
        from .restate import order_params
        return order_params(ctx, faction_id, order)

    # -- validation ------------------------------------------------------------------------
    def file_checks(self, state: GameState):
        from .checks import OF_FILES, check
        return check(state, self.settings(state.game), OF_FILES)

    def order_checks(self, state: GameState):
        from .checks import OF_ORDERS, check
        return check(state, self.settings(state.game), OF_ORDERS)

    # -- reports ----------------------------------------------------------------------------
    def public_report(self, ctx):
        from .reports import public_report
        return public_report(ctx)

    def private_report(self, ctx, faction_id):
        from .reports import private_report
        return private_report(ctx, faction_id)

    def gm_report(self, ctx):
        from .reports import gm_report
        return gm_report(ctx)

    # -- init and combat ----------------------------------------------------------------------
    def new_game(self, factions: int, seed: str) -> GameState:
        from .newgame import new_game
        return new_game(factions, seed, rules.settings({}))

    @property
    def combat_keys(self) -> dict[str, str]:  # type: ignore[override]
        from .combat_roll import KEYS
        return KEYS

    def combat(self, sides, dice, lang: str = "es") -> dict:
        from .combat_roll import combat_exchange
        return combat_exchange(sides, dice, rules.settings({}), lang)

    def combat_odds(self, sides, lang: str = "es") -> list[tuple[tuple[int, ...], Fraction]]:
        from .combat_roll import combat_odds
        return combat_odds(sides, rules.settings({}), lang)
