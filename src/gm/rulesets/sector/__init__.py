"""Sector: four Star Trek empires explore a 20x20 sector map blind (after "Birth of the Federation").

The turn is the document's twelve phases in order (phase 4 split in its three parts),
then a sensor sweep that updates each empire's known map (the fog of war).
"""

from __future__ import annotations

from fractions import Fraction

from gm.engine.state import GameState
from gm.rulesets.base import Phase, Ruleset

from . import tables
from .appliers import APPLIERS
from .model import Model
from .phases.advantages import advantages
from .phases.combat import combat as combat_phase
from .phases.construction import construction
from .phases.diplomacy import diplomacy
from .phases.economy import collect, maintenance
from .phases.espionage import espionage
from .phases.events import events
from .phases.movement import movement
from .phases.planets import assault, colonization
from .phases.rebellion import rebellions
from .phases.research import research
from .phases.trade import trade
from .phases.sensors import final_sweep


def _leftovers(ctx) -> None:
    """An order no phase took (a type the schema allows but a phase never reached)."""
    for order in ctx.all_orders():
        if ctx.pending(order):
            ctx.reject(order, "sector.reject.unknown_order", type=order.type)


PHASES = (
    Phase("1-collect", collect, "Recolectar dilitio"),
    Phase("2-maintenance", maintenance, "Gasto de mantenimiento (y decomisar)"),
    Phase("3-movement", movement, "Mover naves: flotas, movimiento, agujeros negros, nebulosas, interceptación"),
    Phase("4a-combat", combat_phase, "Atacar naves o bases"),
    Phase("4b-colonization", colonization, "Colonizar planetas"),
    Phase("4c-assault", assault, "Atacar un sistema"),
    Phase("5-diplomacy", diplomacy, "Relaciones diplomáticas"),
    Phase("6-trade", trade, "Relaciones comerciales"),
    Phase("7-construction", construction, "Construcción de naves, estaciones, astilleros y defensas"),
    Phase("8-rebellions", rebellions, "Rebeliones"),
    Phase("9-events", events, "Eventos"),
    Phase("10-research", research, "Investigación"),
    Phase("11-espionage", espionage, "Espionaje"),
    Phase("12-advantages", advantages, "Ventajas"),
    Phase("sensors", final_sweep, "Sensores: mapa conocido y contactos de fin de turno"),
    Phase("leftovers", _leftovers, "Órdenes sin fase"),
)


class Sector(Ruleset):
    id = "sector"
    name = "Sector (Star Trek: Birth of the Federation)"
    package = "gm.rulesets.sector"
    map_builder = "gm.rulesets.sector.maps"  # maps: the GM's (everything), each empire's (what it knows), public only if allowed
    generator = "gm.rulesets.sector.generator"  # gm generate: large synthetic games
    phases = PHASES
    appliers = APPLIERS
    nouns = {"ships": "ship", "stations": "station", "builds": "build", "systems": "system",
             "known": "sector", "routes": "route", "fleets": "fleet", "advantages": "advantage",
             "sectors": "sector", "relations": "relation", "intel": "intel"}

    # -- data --------------------------------------------------------------------------
    def settings(self, game: dict) -> dict:
        return tables.settings(game)

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

    def finish(self, ctx) -> GameState:
        game, factions = ctx.model.to_state()
        return GameState(game, factions, {})

    def orders_template(self, state: GameState) -> dict:
        return {"turn": state.turn,
                "factions": {fid: {"orders": []} for fid in sorted(state.factions)}}

    def orders_template_header(self, state: GameState, lang: str) -> str:
        from .orders import template_header
        return template_header(lang)

    # -- validation ------------------------------------------------------------------------
    def check(self, state: GameState):
        from .checks import check
        return check(state, self.settings(state.game))

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
        return new_game(factions, seed, tables.settings({}))

    combat_keys = {
        "naves": "ships on this side (1-99)",
        "armamento": "ARMAMENTO tech level of the ships (0-10; level 0 rolls at -1)",
        "estacion": "1: this side is a station (rolls 3 dice, needs 3 defeats)",
        "camuflaje": "1 on side 1: cloaked first strike (one extra die, drop the lowest)",
        "flota": "1: a fleet of 3 (+1 to every die)",
        "nebulosa": "1 on either side: the fight is inside a nebula (no modifiers at all)",
        "bonus": "extra modifier per die (advantages)",
    }

    def combat(self, sides, dice) -> dict:
        from .cli import combat_exchange
        return combat_exchange(sides, dice, tables.settings({}), self.combat_keys)

    def combat_odds(self, sides) -> list[tuple[tuple[int, ...], Fraction]]:
        from .cli import combat_odds
        return combat_odds(sides, tables.settings({}), self.combat_keys)
