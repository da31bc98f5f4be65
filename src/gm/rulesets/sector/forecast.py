"""`gm check`'s forecast for an empire, in the order of the phases: the crystals in store,
what phase 1 collects (no die in it), phase 2's upkeep after the decommissions, what each
accepted build costs (phase 7) and each research (phase 10: half on the attempt, the rest
if the die says so). The same functions the phases call; trade (its dice), events and
espionage (a theft's price depends on the victim's secret level) are not forecast."""

from __future__ import annotations

from types import SimpleNamespace

from gm.engine.orders import Order
from gm.orderlang.forecast import Qty, Term
from gm.rulesets.sector.appliers import APPLIERS
from gm.rulesets.sector.model import Model
from gm.rulesets.sector.phases.construction import _price, _tech
from gm.rulesets.sector.phases.economy import income_items, upkeep_parts
from gm.rulesets.sector.phases.research import research_refusal
from gm.rulesets.sector.rules import half_up, research_step

UNIT = "sector.forecast.crystals"
BUILDS = {"build_ship": "ship", "build_station": "station", "build_shipyard": "shipyard", "build_defenses": "defenses"}


def _decommission(m, fid: str, orders) -> None:
    """Scrapped units cost no upkeep: the phase's own applier removes them."""
    f = m.factions[fid]
    for _, order in orders:
        uid = str(order.get("unit", ""))
        active = uid in f["ships"] and f["ships"][uid].get("status", "active") == "active"
        if order.get("type") == "decommission" and (active or uid in f["stations"]):
            APPLIERS["unit.decommissioned"](SimpleNamespace(model=m), SimpleNamespace(params={"faction": fid, "unit": uid}))


def _builds(m, fid: str, have: int, orders, out: list) -> int:
    ctx = SimpleNamespace(model=m, settings=m.cfg)  # all _tech and _price read
    for number, order in orders:
        what = BUILDS.get(order.get("type"))
        if what is None:
            continue
        as_order = Order(fid, number, str(order["type"]), order)
        tech = _tech(ctx, as_order)[0] if what in ("ship", "station") else None
        cost = _price(ctx, fid, what, tech, bool(order.get("rush")))[0]
        params = {"number": number, "what": Term(f"sector.build.{what}"), "cost": Qty(cost, UNIT)}
        if cost > have:
            out.append(("sector.forecast.short", {**params, "have": Qty(have, UNIT)}))
            continue
        have -= cost
        out.append(("sector.forecast.build", {**params, "left": Qty(have, UNIT)}))
    return have


def _research(m, fid: str, have: int, orders, out: list) -> tuple[int, int]:
    """(what stays if every attempt succeeds, if every one fails)."""
    mine: list[str] = []
    most = least = have  # every attempt fails / every one succeeds
    for number, order in orders:
        tech = str(order.get("tech", ""))
        if order.get("type") != "research" or research_refusal(m, fid, tech, mine, m.cfg) is not None:
            continue
        cost = research_step(m.tech(fid, tech) + 1, m.cfg)[0]
        params = {"number": number, "tech": Term(f"sector.tech.{tech}"), "cost": Qty(cost, UNIT)}
        if cost > most:  # refused even if every earlier attempt failed
            out.append(("sector.forecast.short_research", {**params, "have": Qty(most, UNIT)}))
            continue
        mine.append(tech)
        first = half_up(cost)
        most, least = most - first, least - cost
        out.append(("sector.forecast.research", {**params, "first": Qty(first, UNIT), "rest": Qty(cost - first, UNIT)}))
    return least, most


def forecast(state, settings: dict, fid: str, orders: list[tuple[int, dict]]) -> list[tuple[str, dict]]:
    turn = int(state.game.get("turn", 0))
    if fid not in state.factions:
        return []
    m = Model.from_state(state.game, {fid: state.factions[fid]}, settings, turn)  # no other empire's data
    if fid not in m.empires():
        return []
    have = int(m.factions[fid].get("dilitio", 0))
    out = [("sector.forecast.store", {"crystals": Qty(have, UNIT)})]
    first = turn == int(settings["start"]["first_turn"])
    income = sum(amount for _, amount, _ in income_items(m, fid, settings, first))
    _decommission(m, fid, orders)
    upkeep = sum(upkeep_parts(m, fid, settings, turn, first).values())
    have += income - upkeep
    out.append(("sector.forecast.income", {"income": Qty(income, UNIT), "upkeep": Qty(upkeep, UNIT), "left": Qty(have, UNIT),
                                           "income_n": income, "upkeep_n": upkeep}))  # a zero is not said: «no cobras nada»
    have = _builds(m, fid, have, orders, out)
    least, most = _research(m, fid, have, orders, out)
    key = "sector.forecast.stays" if least == most else "sector.forecast.stays_between"
    out.append((key, {"least": Qty(least, UNIT), "most": Qty(most, UNIT)}))
    return out
