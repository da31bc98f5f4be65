"""Primordia: a 100-turn civilisation game on a hex map (rule document in Spanish, a beta)."""

from __future__ import annotations

from fractions import Fraction

from gm.engine.state import GameState, copy_data
from gm.rulesets.base import Ruleset
from gm.rulesets.primordia.appliers import APPLIERS
from gm.rulesets.primordia.model import Model
from gm.rulesets.primordia.phases import PHASES
from gm.rulesets.primordia.rules import Rules


class Primordia(Ruleset):
    form_alternatives = "unit"
    actor_keys = {"hechizo": ("chaman",), "*": ("unidad", "unidades")}
    id = "primordia"
    # kinds whose result the others' orders may change (a hex others enter, a battle, a pact the other race must also make): gm check says so
    contested_orders = frozenset({"mover", "atacar", "atacar_distancia", "ataque_asentamiento", "saquear", "huir", "alianza", "espiar", "sabotear"})
    has_fog = True
    name = "Primordia"
    package = "gm.rulesets.primordia"
    standings = "gm.rulesets.primordia.standings"  # gm chronicle: the figures its public report shows
    generator = "gm.rulesets.primordia.generator"  # `gm generate`: build(n, seed, ruleset)
    init_factions = (1, 5)  # newgame.RACE_ORDER, the five races of the document
    generate_factions = (1, 112)  # generator._layout: blocks of 8x6 on the schema's largest map, 60x99
    map_builder = "gm.rulesets.primordia.maps"  # maps: the GM's map and one fog-of-war map per race; no public map (docs)
    phases = PHASES
    nouns = {"units": "unit", "armies": "army", "settlements": "settlement", "orders": "order", "deposits": "deposit", "loot": "loot"}
    gm_orders = True
    gm_order_types = ("narracion", "eureka", "ataque_asentamiento")  # phases.gm.GM
    appliers = APPLIERS

    @property
    def combat_keys(self) -> dict[str, str]:  # type: ignore[override]
        from gm.rulesets.primordia.combat_roll import KEYS

        return KEYS

    def rules(self, game: dict) -> Rules:
        return Rules.load(self, self.settings(game))

    def rule_table(self, game: dict, path: str) -> dict:
        """The table with game.toml's [settings.tables] overrides (Rules.load), the rules
        loaded once per game (text orders ask it for each faction and argument)."""
        held = getattr(self, "_held_rules", None)
        if held is None or held[0] is not game:
            held = self._held_rules = (game, self.rules(game))
        node = held[1].tables
        for part in path.split("."):
            node = node.get(part, {}) if isinstance(node, dict) else {}
        return node if isinstance(node, dict) else {}

    def faction_grammar(self, faction: dict) -> dict:
        """How the race's name is said ("los Terales"): gm.reports.factions, its race's
        default in data/races.toml (read once)."""
        from gm.rulesets.primordia.names import faction_grammar

        races = getattr(self, "_races_table", None)
        if races is None:
            races = self._races_table = {k: v for k, v in self.load_table("races").items() if k != "abilities"}
        return faction_grammar(races, faction)

    def form_actor_owner(self, state: GameState, faction_id: str, actor):
        """A unit in an army is judged with its army's lines, one a turn: `combinar Zarpa,
        Colmillo` passed beside `disolver Lince` (their army) and gm check refuses it alone."""
        if isinstance(actor, tuple) and len(actor) == 2 and actor[0] == "own.units":
            unit = ((state.factions.get(faction_id) or {}).get("units") or {}).get(actor[1])
            if isinstance(unit, dict) and unit.get("army"):
                return ("own.armies", str(unit["army"]))
        return actor

    # -- turn ------------------------------------------------------------------------------
    def prepare(self, ctx) -> None:
        """The turn's model; a unit without a name (a game begun before units had them) takes
        the next free one of data/names.toml here, in the turn's copy of the state and so in
        every report of the turn and the state it leaves (rules.name_units)."""
        from gm.rulesets.primordia.names import name_armies

        rules = self.rules(ctx.state.game)
        for faction in ctx.state.factions.values():
            name_armies(rules.name_units(faction))
        ctx.model = Model(rules, copy_data(ctx.state.game), copy_data(ctx.state.factions))

    def forecast(self, state: GameState, faction_id: str, orders: list) -> list:
        from gm.rulesets.primordia.forecast import forecast

        if faction_id not in state.factions:
            return []
        own = {faction_id: copy_data(state.factions[faction_id])}  # no other race's data
        return forecast(Model(self.rules(state.game), copy_data(state.game), own), faction_id, orders)

    def known_names(self, state: GameState, faction_id: str) -> dict | None:
        from gm.rulesets.primordia.secrecy import known_names

        return known_names(self._model(state), faction_id)

    def order_reach(self, state: GameState, faction_id: str, orders: list) -> tuple[set, set] | None:
        """Where the race's orders may meet another's (the order form's shared turns: reach.py)."""
        from gm.rulesets.primordia.reach import order_reach

        return order_reach(self._model(state), state, faction_id, orders)

    def _model(self, state: GameState) -> Model:
        def build():
            return Model(self.rules(state.game), copy_data(state.game), copy_data(state.factions))

        return self.model_of(state, build)

    def settled(self, ctx) -> None:
        """The outcomes' params named for their race's report (names.py): the phases are
        done with them, and gm check and the order form (the judge) word them as resolve."""
        from gm.rulesets.primordia.names import Namer

        m = ctx.model
        namer = Namer(m.rules, ctx.state.factions, m.factions)
        for (fid, _n), outcome in ctx.outcomes.items():
            outcome.params.update(namer.named(fid, outcome.params, own_only=True))

    def finish(self, ctx) -> GameState:
        """The state the turn leaves; an army formed without a name (its order gave only
        the id) keeps the one its reports called it by (names.name_armies)."""
        from gm.rulesets.primordia.names import name_armies

        for faction in ctx.model.factions.values():
            name_armies(faction)
        return GameState(ctx.model.game, ctx.model.factions, {})

    def orders_template(self, state: GameState) -> dict:
        return {"turn": state.turn, "factions": {fid: {"orders": []} for fid in sorted(state.factions)}}

    def orders_template_header(self, state: GameState, lang: str) -> str:
        from gm.rulesets.primordia.reports import orders_help

        return orders_help(lang)

    def form_listed(self, state: GameState, faction_id: str, collection: str, eid: str, lang: str) -> str | None:
        """The order form's header names a unit as the reports do, with the id its orders
        may use ("Granito (u1)", "u1 (Exploradores)"), an army by its name ("Martillo")."""
        from gm.rulesets.primordia.names import listed

        return listed(self, state, faction_id, collection, eid, lang)

    def form_choices(self, state: GameState, faction_id: str, order_type, key: str, things: dict, chosen: dict) -> dict:
        """The order form's example for `embarcar`: a unit that may board, and a ship
        (gm.orderlang.form); every other order names any of the race's things."""
        if order_type != "embarcar" or key not in ("unidad", "nave"):
            return things
        from gm.rulesets.primordia.phases.organisation import boarding_pairs

        m = Model(self.rules(state.game), copy_data(state.game), {faction_id: copy_data(state.factions[faction_id])})
        pairs = [(u, s) for u, s in boarding_pairs(m, faction_id) if key == "unidad" or u == chosen.get("unidad")]
        keep = {u if key == "unidad" else s for u, s in pairs}
        return {k: v for k, v in things.items() if k in keep}

    def order_params(self, ctx, faction_id: str, order) -> dict:
        from gm.rulesets.primordia.restate import order_params

        return order_params(ctx, faction_id, order)

    # -- validation ---------------------------------------------------------------------------
    def file_checks(self, state: GameState):
        from gm.rulesets.primordia.checks import OF_FILES, check

        return check(self, state, OF_FILES)

    def order_checks(self, state: GameState):
        from gm.rulesets.primordia.checks import OF_ORDERS, check

        return check(self, state, OF_ORDERS) + self.gm_only_problems(state)

    # -- reports --------------------------------------------------------------------------------
    def public_report(self, ctx):
        from gm.rulesets.primordia import reports

        return reports.public(ctx)

    def private_report(self, ctx, faction_id):
        from gm.rulesets.primordia import reports

        return reports.private(ctx, faction_id)

    def gm_report(self, ctx):
        from gm.rulesets.primordia import reports

        return reports.gm(ctx)

    # -- init and combat ------------------------------------------------------------------------
    def new_game(self, factions: int, seed: str) -> GameState:
        from gm.rulesets.primordia.newgame import new_game

        return new_game(self, factions, seed)

    def combat(self, sides, dice, lang: str = "es") -> dict:
        from gm.rulesets.primordia.combat_roll import combat_exchange

        return combat_exchange(sides, dice, self.default_settings, self.rules({}).units, lang)

    def combat_odds(self, sides, lang: str = "es") -> list[tuple[tuple[int, ...], Fraction]]:
        from gm.rulesets.primordia.combat_roll import combat_odds

        return combat_odds(sides, self.default_settings, self.rules({}).units, lang)
