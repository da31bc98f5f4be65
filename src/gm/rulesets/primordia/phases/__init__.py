"""The turn, as a declared, named list of phases. Each reads state and orders, emits events."""

from __future__ import annotations

from gm.rulesets.base import Phase

from .actions import ACTIONS
from .battle import BATTLE
from .common import draw_turn_order, run_table
from .construction import BUILD
from .gm import GM
from .heroes import heroes_phase
from .magic import MAGIC, deposits_phase
from .morale import morale_phase
from .movement import movement, unanswered_flights
from .organisation import ORGANISATION
from .realm import REALM
from .research import SCIENCE
from .settlements import fishing_phase, settlements_phase, sieges_phase
from .stances import STANCES
from .upkeep import upkeep_phase
from .victory import victory_phase


def _table(table):
    return lambda ctx: run_table(ctx, table)


def _settle_others(ctx):
    """Orders of a faction that does not exist, or of unknown type (the schema stops these)."""
    for order in ctx.all_orders():
        if ctx.pending(order):
            ctx.reject(order, "reject.unknown_order", type=order.type)


PHASES = (
    Phase("order", draw_turn_order, "The races' order this turn, drawn with public dice (orders are simultaneous)."),
    Phase("gm", _table(GM), "GM orders: narration bonus, Eureka, a settlement's Ataque."),
    Phase("realm", _table(REALM), "Government, alliances, conversions, specialisation."),
    Phase("organisation", _table(ORGANISATION), "Combinarse, Disolverse, Eliminar, damage priority, embark."),
    Phase("stances", _table(STANCES), "Esperar, Atrincherarse, Curación; Huir is declared."),
    Phase("movement", movement(False), "Mover (settlers alone in an entered hex are captured)."),
    Phase("actions", _table(ACTIONS), "Fundar, poblar, carreteras, espías, desembarcar."),
    Phase("magic", _table(MAGIC), "Spells (before battle, so blessings count)."),
    Phase("battle", _table(BATTLE), "Atacar, Saquear, Atacar a distancia, sieges."),
    Phase("late_movement", movement(True), "Mover with despues = true (shoot, then move)."),
    Phase("flights", unanswered_flights, "Huir orders nobody tested."),
    Phase("sieges", sieges_phase, "Siege status, loot delivered home."),
    Phase("construction_orders", _table(BUILD), "Construir: one project per settlement."),
    Phase("settlements", settlements_phase, "Income, construction, growth, projects done."),
    Phase("fishing", fishing_phase, "Fishing canoes at sea bring in their catch."),
    Phase("science", _table(SCIENCE), "Investigar: one discovery per turn."),
    Phase("poder", deposits_phase, "Poder deposits appear and are collected."),
    Phase("upkeep", upkeep_phase, "Gold upkeep, terreno agotador, upgrades."),
    Phase("heroes", heroes_phase, "Heroes expire and appear."),
    Phase("morale", morale_phase, "Rebellion chances."),
    Phase("victory", victory_phase, "Victory conditions."),
    Phase("leftovers", _settle_others, "Anything left is rejected with a reason."),
)
