"""The turn, as a declared, named list of phases. Each reads state and orders, emits events."""

from __future__ import annotations

from gm.rulesets.base import Phase
from gm.rulesets.primordia import battle, economy, magic
from gm.rulesets.primordia.orders import realm, units
from gm.rulesets.primordia.orders.common import draw_turn_order, fair_order, run_table


def _table(table):
    return lambda ctx: run_table(ctx, table)


def _movement(after: bool):
    def run(ctx):
        moves = [o for o in ctx.all_orders() if o.type == "mover" and bool(o.get("despues", False)) == after]
        for order in fair_order(ctx, moves):
            if ctx.pending(order):
                units.mover(ctx, order)
    return run


def _unanswered_flights(ctx):
    """A Huir never tested (nobody attacked) is simply not needed."""
    for (_fid, gid), (_to, order) in sorted(ctx.model.fleeing.items(), key=lambda kv: kv[0]):
        if ctx.pending(order):
            ctx.apply(order, "ok.flee_unneeded", unit=gid)
    ctx.model.fleeing.clear()


def _settle_others(ctx):
    """Orders of a faction that does not exist, or of unknown type (the schema stops these)."""
    for order in ctx.all_orders():
        if ctx.pending(order):
            ctx.reject(order, "reject.unknown_order", type=order.type)


PHASES = (
    Phase("order", draw_turn_order, "The races' order this turn, drawn with public dice (orders are simultaneous)."),
    Phase("gm", _table(realm.GM), "GM orders: narration bonus, Eureka, a settlement's Ataque."),
    Phase("realm", _table(realm.REALM), "Government, alliances, conversions, specialisation."),
    Phase("organisation", _table(units.ORGANISATION), "Combinarse, Disolverse, Eliminar, damage priority, embark."),
    Phase("stances", _table(units.STANCES), "Esperar, Atrincherarse, Curación; Huir is declared."),
    Phase("movement", _movement(False), "Mover (settlers alone in an entered hex are captured)."),
    Phase("actions", _table(units.ACTIONS), "Fundar, poblar, carreteras, espías, desembarcar."),
    Phase("magic", _table(magic.MAGIC), "Spells (before battle, so blessings count)."),
    Phase("battle", _table(battle.BATTLE), "Atacar, Saquear, Atacar a distancia, sieges."),
    Phase("late_movement", _movement(True), "Mover with despues = true (shoot, then move)."),
    Phase("flights", _unanswered_flights, "Huir orders nobody tested."),
    Phase("sieges", economy.sieges_phase, "Siege status, loot delivered home."),
    Phase("construction_orders", _table(realm.BUILD), "Construir: one project per settlement."),
    Phase("settlements", economy.settlements_phase, "Income, construction, growth, projects done."),
    Phase("fishing", economy.fishing_phase, "Fishing canoes at sea bring in their catch."),
    Phase("science", _table(realm.SCIENCE), "Investigar: one discovery per turn."),
    Phase("poder", magic.deposits_phase, "Poder deposits appear and are collected."),
    Phase("upkeep", economy.upkeep_phase, "Gold upkeep, terreno agotador, upgrades."),
    Phase("heroes", economy.heroes_phase, "Heroes expire and appear."),
    Phase("morale", economy.morale_phase, "Rebellion chances."),
    Phase("victory", economy.victory_phase, "Victory conditions."),
    Phase("leftovers", _settle_others, "Anything left is rejected with a reason."),
)
