"""What the order form's example lines may name (gm.orderlang.form's `form_choices` hook):
each example is an order the judge of checks.py passes for the god now, built from its own
things; an order it cannot give now has no line.

The generic form fills the slots of the phrasebook's first template in order and shows
only the place part (the hex) of the optional ones, so an example here never needs an
optional part it would not show: a miracle is one that needs nothing but its kind, a
technological research is not applied."""

from __future__ import annotations

from gm.rulesets.nuevo_amanecer import checks
from gm.rulesets.nuevo_amanecer.checks import Plan, order_problem

NEW = "-"  # the id of an army the example creates: the player names it
NEEDS_NOTHING_ELSE = ("tecnologico", "economico", "social")  # miracles whose line is `milagro <kind>`
BREAKS = {"break_trade": "trade", "break_alliance": "alliances", "peace": "wars"}  # needs one such partner


def choices(state, model, fid: str, order_type, key: str, things: dict, chosen: dict) -> dict:
    """`model()`: the turn's model as it starts (checks.Files.model), built once per state by
    the ruleset (a form asks 3,600 times for a 100-god turn: 5 s when each built its own)."""
    if fid not in state.factions or not state.factions[fid].get("alive", True):
        return {}  # a dead god gives no orders
    pick = PICKS.get((order_type, key))
    if pick is None:
        return things
    return pick(model(), fid, things, chosen)


def _passes(w, fid: str, order: dict) -> bool:
    return order_problem(w, fid, order, Plan()) is None


def _recruit_city(w, fid: str, things: dict, chosen: dict) -> dict:
    free = [a for a in w.advances(fid, "military") if not w.advance_use(fid, a)]
    return {c: v for c, v in things.items()
            if any(_passes(w, fid, {"type": "create_army", "army": NEW, "city": c, "advances": [a]}) for a in free)}


def _recruit_advances(w, fid: str, things: dict, chosen: dict) -> dict:
    return {a: v for a, v in things.items()
            if _passes(w, fid, {"type": "create_army", "army": NEW, "city": chosen.get("city"), "advances": [a]})}


def _targets(w, fid: str) -> dict:
    """The god's armies and cities: what an advance is applied to in an example (a colony's
    hex needs an army there, which the form does not plan)."""
    return {**w.cities(fid), **w.armies(fid)}


def _apply_advance(w, fid: str, things: dict, chosen: dict) -> dict:
    return {a: v for a, v in things.items()
            if any(_passes(w, fid, {"type": "apply", "advance": a, "to": t}) and _on_unit(w, fid, a, t) for t in _targets(w, fid))}


def _apply_to(w, fid: str, things: dict, chosen: dict) -> dict:
    a = chosen.get("advance")
    return {t: v for t, v in _targets(w, fid).items() if _passes(w, fid, {"type": "apply", "advance": a, "to": t}) and _on_unit(w, fid, a, t)}


def _on_unit(w, fid: str, adv, target: str) -> bool:
    """An economic advance goes to a hex, never to a unit; an architectural one to a city."""
    kind = checks.advance_kind(w, fid, str(adv), Plan())
    return (kind == "military" and target in w.armies(fid)) or (kind == "architectural" and target in w.cities(fid))


def _research_target(w, fid: str, things: dict, chosen: dict) -> dict:
    return {} if chosen.get("kind") == "tech" else things  # a technological advance is never applied


def _miracle_kind(w, fid: str, things: dict, chosen: dict) -> dict:
    return {k: v for k, v in things.items() if k in NEEDS_NOTHING_ELSE and _passes(w, fid, {"type": "miracle", "kind": k})}


def _no_place(w, fid: str, things: dict, chosen: dict) -> dict:
    return {}  # the example's miracle acts without a hex


def _partner(order_type: str):
    def pick(w, fid: str, things: dict, chosen: dict) -> dict:
        alive = [g for g in w.relation(fid, BREAKS[order_type]) if w.faction(g).get("alive", True)] if fid in w.factions else []
        return things if alive else {}
    return pick


PICKS = {
    ("create_army", "city"): _recruit_city,
    ("create_army", "advances"): _recruit_advances,
    ("apply", "advance"): _apply_advance,
    ("apply", "to"): _apply_to,
    ("research", "apply_to"): _research_target,
    ("miracle", "kind"): _miracle_kind,
    ("miracle", "hex"): _no_place,
    **{(t, "with"): _partner(t) for t in BREAKS},
}
