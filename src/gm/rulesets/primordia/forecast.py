"""`gm check`'s forecast for a race: the common pool, then what each accepted order takes
from it, in the order of the phases (convertir, carretera, hechizo, construir, investigar),
and what stays. The same cost functions the phases call. Not forecast: what the settlements
produce, fishing, Poder deposits, loot, the gold upkeep and what spells give (dice, the
others' armies, or phases after the last cost)."""

from __future__ import annotations

from gm.orderlang.forecast import Qty, Term
from gm.rulesets.primordia.phases.actions import road_cost
from gm.rulesets.primordia.rules import RESOURCES
from gm.rulesets.primordia.phases.construction import project_cost
from gm.rulesets.primordia.phases.magic import spell_cost
from gm.rulesets.primordia.phases.realm import conversion_delta
from gm.rulesets.primordia.science import discovery_cost

PHASES = ("convertir", "carretera", "hechizo", "construir", "investigar")


def _convertir(m, fid, order):
    conv = m.effects(fid).of("conversion")
    return conversion_delta(conv[0], int(order.get("veces", 1))) if conv else {}


def _hechizo(m, fid, order):
    spell = m.rules.spells.get(str(order.get("hechizo", "")))
    return {"poder": -spell_cost(spell, order)} if spell else {}


def _negative(cost: dict) -> dict:
    return {r: -n for r, n in cost.items()}


DELTAS = {
    "convertir": _convertir,
    "carretera": lambda m, fid, order: _negative(road_cost(m.rules.settings)),
    "hechizo": _hechizo,
    "construir": lambda m, fid, order: _negative(project_cost(m.rules, order)),
    "investigar": lambda m, fid, order: _investigar(m, fid, order),
}


def _investigar(m, fid, order):
    did = str(order.get("descubrimiento", ""))
    if did not in m.rules.discoveries:
        return None  # a discovery the tables do not give: the turn refuses it, nothing to forecast
    return _negative(discovery_cost(m.rules, m.factions[fid], did, m.effects(fid)))


def _once(order, seen: set) -> bool:
    """One project per settlement and one discovery per turn: a second one is refused."""
    key = ("build", str(order.get("asentamiento", ""))) if order["type"] == "construir" else ("research",) if order["type"] == "investigar" else None
    if key is None:
        return True
    first = key not in seen
    seen.add(key)
    return first


def _text(pool: dict) -> list[Qty] | str:
    """What a pool or a cost holds, resource by resource in the pool's order ("5 de comida,
    15 de madera"), worded by gm check in the player's language; "0" when empty."""
    return [Qty(pool[r], f"pr.qty.{r}") for r in RESOURCES if pool.get(r)] or "0"


def forecast(m, fid: str, orders: list[tuple[int, dict]]) -> list[tuple[str, dict]]:
    if fid not in m.factions:
        return []
    pool = dict(m.pool(fid))
    out = [("pr.forecast.store", {"pool": _text(pool)})]
    seen: set = set()
    for phase in PHASES:
        for number, order in orders:
            if order.get("type") != phase or not _once(order, seen):
                continue
            delta = DELTAS[phase](m, fid, order)
            if delta is None:
                continue
            cost = {r: -n for r, n in delta.items() if n < 0}
            if any(pool.get(r, 0) < n for r, n in cost.items()):
                out.append(("pr.forecast.short", {"number": number, "what": Term(f"pr.forecast.what.{phase}"), "cost": _text(cost)}))
                continue
            for r, n in delta.items():
                pool[r] = pool.get(r, 0) + n
            out.append(("pr.forecast.cost", {"number": number, "what": Term(f"pr.forecast.what.{phase}"), "delta": _text(cost) if cost else "0",
                                             "pool": _text(pool)}))
    out.append(("pr.forecast.stays", {"pool": _text(pool)}))
    return out
