"""`gm check`'s forecast for a god: resources in store, what each accepted order costs in
the order the phases pay them (research, apply and create_army in written order, then
miracles and calamities), the upkeep, and what stays. Costs come from the same rules
functions the phases call; income (dice), pillage and loot (battles) are not forecast."""

from __future__ import annotations

from fractions import Fraction

from gm.orderlang.forecast import Qty, Term
from gm.rulesets.nuevo_amanecer import rules
from gm.rulesets.nuevo_amanecer.model import Model
from gm.rulesets.nuevo_amanecer.phases.economy import upkeep_due

UNIT = "na.forecast.resources"
ECONOMY = ("research", "apply", "create_army")  # phase "orders", before "divine"
DIVINE = ("miracle", "calamity")


def _applying(w: Model, fid: str, kind: str, target: str) -> int:
    """An application's cost: an architectural advance on ruins founds a city."""
    founds_city = kind == "architectural" and target not in w.cities(fid)
    return rules.application_cost(founds_city, w.settings)


def _research(w: Model, fid: str, order: dict) -> int:
    kind = str(order.get("kind"))
    target = order.get("apply_to")
    return rules.research_cost(kind, w.settings) + (_applying(w, fid, kind, str(target)) if target else 0)


def _apply(w: Model, fid: str, order: dict) -> int:
    kind = str(w.advances(fid).get(str(order.get("advance")), {}).get("kind", ""))
    return _applying(w, fid, kind, str(order.get("to")))


COSTS = {
    "research": _research,
    "apply": _apply,
    "create_army": lambda w, fid, order: rules.army_cost(len(order.get("advances", [])), w.settings),
    "miracle": lambda w, fid, order: rules.cast_cost(w.settings),
    "calamity": lambda w, fid, order: rules.cast_cost(w.settings),
}


def forecast(state, settings: dict, fid: str, orders: list[tuple[int, dict]]) -> list[tuple[str, dict]]:
    if fid not in state.factions or not state.factions[fid].get("alive", True):
        return []
    w = Model({}, {fid: state.factions[fid]}, settings)  # the god's own data, nothing else: no map, no other god
    have = int(w.faction(fid).get("resources", 0))
    out = [("na.forecast.store", {"resources": Qty(have, UNIT)})]
    paying = [o for o in orders if o[1].get("type") in ECONOMY] + [o for o in orders if o[1].get("type") in DIVINE]
    for number, order in paying:
        cost = COSTS[order["type"]](w, fid, order)
        what = Term(f"na.forecast.what.{order['type']}")
        if cost > have:
            out.append(("na.forecast.short", {"number": number, "what": what, "cost": Qty(cost, UNIT), "have": Qty(have, UNIT)}))
            continue
        have -= cost
        out.append(("na.forecast.cost", {"number": number, "what": what, "cost": Qty(cost, UNIT), "left": Qty(have, UNIT)}))
    due = upkeep_due(w, fid)
    out.append(("na.forecast.upkeep", {"upkeep": Qty(due, UNIT)}))
    if due > have:
        out.append(("na.forecast.debt", {"debt": Qty(due - have, UNIT)}))
    else:
        out.append(("na.forecast.stays", {"left": Qty(have - due, UNIT)}))
    return out


def odds(settings: dict, order: dict) -> Fraction | None:
    """The chance a miracle or a calamity comes out well: its die at least success_min
    (the divine phase's own settings); None for an order no fixed die decides."""
    if order.get("type") not in DIVINE:
        return None
    from gm.dice import DiceError, odds as distribution

    s = settings["miracles"]
    try:
        dist = distribution(str(s["die"]))
    except DiceError:
        return None
    return sum((p for v, p in dist.probabilities.items() if v >= int(s["success_min"])), Fraction(0))
