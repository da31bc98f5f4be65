"""The twelve phases of the turn (plus the sensor sweeps that keep the fog honest), in order."""

from __future__ import annotations

from gm.rulesets.base import Phase

from .advantages import advantages
from .combat import combat as combat_phase
from .construction import construction
from .diplomacy import diplomacy
from .economy import collect, maintenance
from .espionage import espionage
from .events import events
from .movement import movement
from .planets import assault, colonization
from .rebellion import rebellions
from .research import outlook, research
from .trade import trade
from .sensors import final_sweep


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
    Phase("research-outlook", outlook, "Coste y dificultad de la investigación del próximo turno"),
    Phase("sensors", final_sweep, "Sensores: mapa conocido y contactos de fin de turno"),
    Phase("leftovers", _leftovers, "Órdenes sin fase"),
)
