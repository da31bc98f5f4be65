"""Order handlers: one function per order type (dispatch tables), each ends applied or rejected.

A handler validates against the model and then settles the order. `settle` records the
outcome and runs the applier of its kind, so the outcome the player reads is the change.
"""

from __future__ import annotations

from gm.engine.events import Audience
from gm.rulesets.nuevo_amanecer import rules
from gm.rulesets.nuevo_amanecer.appliers import APPLIERS
from gm.rulesets.nuevo_amanecer.checks import Plan, application_problem, move_problem, order_problem, plan_before, recruit_problem
from gm.rulesets.nuevo_amanecer.model import Model

KINDS = ("tech", "economic", "architectural", "military")
MIRACLE_KINDS = ("militar", "natural", "tecnologico", "economico", "social")


def settle(ctx, order, outcome: str, **params) -> None:
    """Apply the order with outcome key `outcome`; the same event updates the model."""
    ctx.apply(order, outcome, **params)
    fn = APPLIERS.get(outcome)
    if fn is not None:
        fn(ctx, ctx.events[-1])


def _resources(w: Model, fid: str) -> int:
    return int(w.faction(fid).get("resources", 0))


def _afford(ctx, order, cost: int) -> bool:
    have = _resources(ctx.model, order.faction)
    if cost > have:
        ctx.reject(order, "na.reject.not_enough_resources", cost=cost, have=have)
        return False
    return True


def _army_will_be_at(ctx, fid: str, hexname: str) -> bool:
    """An own army is in the hex, or has a move order into it this turn that the movement
    phase will accept (its first move order, adjacent, open terrain): a colony is never
    paid for on a move that cannot happen. (A battle on the way still loses it: the rules.)"""
    w: Model = ctx.model
    for a in w.armies(fid).values():
        if a.get("hex") == hexname:
            return True
    moves = ctx.memo("nuevo-amanecer/moves-by-faction", lambda: _moves_by_faction(ctx))
    accepted: dict[str, str] = {}  # army -> destination, as collect_moves will decide
    for o in moves.get(fid, ()):
        aid, dst = str(o.get("army")), str(o.get("to", "")).upper()
        if move_problem(w, fid, aid, dst, aid in accepted, Plan()) is None:  # a new army never moves: no plan needed
            accepted[aid] = dst
    return hexname in accepted.values()


def _moves_by_faction(ctx) -> dict[str, list]:
    out: dict[str, list] = {}
    for o in ctx.orders_by_type("move"):
        out.setdefault(o.faction, []).append(o)
    return out


def _check_application(ctx, order, adv_id: str, kind: str, target: str) -> tuple[str, dict] | None:
    """Validate applying advance `adv_id` (of `kind`) to `target`; return (event, params) or reject."""
    w: Model = ctx.model
    if kind == "military":
        refusal, found = _army_application(w, order, adv_id, target)
    elif kind == "architectural" and target in w.cities(order.faction):
        refusal, found = _city_application(w, order, adv_id, target)
    else:
        refusal, found = _colony_refusal(ctx, order.faction, target), None
        if refusal is None:
            refusal, found = _COLONIES.get(kind, _no_colony)(w, order, adv_id, target)
    if refusal is not None:
        ctx.reject(order, refusal[0], **refusal[1])
        return None
    return found


def _army_application(w: Model, order, adv_id: str, target: str):
    fid, s = order.faction, w.settings
    army = w.armies(fid)[target]  # one the god has, below the top level: checks.target_problem
    if w.unit_key(fid, "army", target) in w.facts.applied_this_turn:
        return ("na.reject.one_per_army_per_turn", {"army": army.get("name", target)}), None
    return None, ("na.apply.army", {"faction": fid, "advance": adv_id, "army": target, "cost": rules.application_cost(False, s)})


def _city_application(w: Model, order, adv_id: str, target: str):
    fid, s = order.faction, w.settings  # a city below the top level: checks.target_problem
    return None, ("na.apply.city", {"faction": fid, "advance": adv_id, "city": target, "cost": rules.application_cost(False, s)})


def _colony_refusal(ctx, fid: str, target: str) -> tuple[str, dict] | None:
    """Why a colony (economic or architectural) cannot be started at hex `target`."""
    w: Model = ctx.model
    hexname = target.upper()
    h = w.hex(hexname)
    if h is None:
        return "na.reject.unknown_target", {"target": target}
    if any(c["hex"] == hexname for c in w.facts.colonies if c["faction"] == fid):
        return "na.reject.colony_pending", {"hex": hexname}
    if (h.get("owner") or "") not in ("", fid):
        return "na.reject.hex_owned", {"hex": hexname, "owner": w.god_name(str(h.get("owner")))}  # its name, not its id
    if h.get("terrain") == w.settings["race"]["sea"]:
        return "na.reject.sea_colony", {"hex": hexname}
    if not _army_will_be_at(ctx, fid, hexname):
        return "na.reject.no_army_for_colony", {"hex": hexname}
    return None


def _settlement_colony(w: Model, order, adv_id: str, target: str):
    hexname = target.upper()
    h = w.hex(hexname)
    if h.get("city_site"):
        return ("na.reject.city_site_not_settlement", {"hex": hexname}), None
    if w.settlement_at(hexname):
        return ("na.reject.one_economic_per_settlement", {"hex": hexname}), None
    return None, ("na.colony.started", {"faction": order.faction, "advance": adv_id, "hex": hexname, "colony": "settlement",
                                        "cost": rules.application_cost(False, w.settings), "city": "", "name": ""})


def _city_colony(w: Model, order, adv_id: str, target: str):
    hexname = target.upper()
    h = w.hex(hexname)
    if not h.get("city_site") or w.city_at(hexname):
        return ("na.reject.not_ruins", {"hex": hexname}), None
    city_id = str(order.get("city") or f"ciudad-{hexname.lower()}")
    if city_id in w.cities(order.faction):
        return ("na.reject.duplicate_id", {"id": city_id}), None
    return None, ("na.colony.started", {"faction": order.faction, "advance": adv_id, "hex": hexname, "colony": "city",
                                        "cost": rules.application_cost(True, w.settings), "city": city_id,
                                        "name": _city_name(order, city_id)})


def _no_colony(w: Model, order, adv_id: str, target: str):
    return ("na.reject.unknown_target", {"target": target}), None


# the kind of advance -> the colony it starts on a hex (other kinds start none)
_COLONIES = {"economic": _settlement_colony, "architectural": _city_colony}


def _describe(ctx, order, application: tuple[str, dict] | None) -> tuple[str, dict] | None:
    """The application's params plus the words its message shows: the god's, the
    advance's and the unit's names, and the colony with its article (never ids)."""
    if application is None:
        return None
    event, p = application
    w: Model = ctx.model
    fid, p = p["faction"], dict(p)
    p["god"] = w.god_name(fid)
    known = w.advances(fid, include_lost=True).get(p["advance"], {}).get("name")
    p["advance_name"] = str(known or (order.get("name") if order.type == "research" else "") or p["advance"])
    if event == "na.apply.army":
        p["target_name"] = str(w.armies(fid)[p["army"]].get("name", p["army"]))
    elif event == "na.apply.city":
        p["target_name"] = str(w.cities(fid)[p["city"]].get("name", p["city"]))
    else:
        p["colony_word"] = ctx.t(f"na.colony_kind.{p['colony']}")
    return event, p


def _city_name(order, city_id: str) -> str:
    """A new city's name: `city_name`; in an `apply` order also `name` (in `research`,
    `name` is the advance's name, never the city's); else its id."""
    name = order.get("city_name") or (order.get("name") if order.type == "apply" else "")
    return str(name or city_id)


def _advance_name(w: Model, fid: str, adv_id: str) -> str:
    return str(w.advances(fid, include_lost=True).get(adv_id, {}).get("name", adv_id))


def research(ctx, order) -> None:
    w: Model = ctx.model
    fid, s = order.faction, w.settings
    adv_id, kind = str(order.get("advance")), str(order.get("kind"))
    if kind not in KINDS:  # an orders.toml that failed validation still resolves: reject, never store it
        ctx.reject(order, "na.reject.unknown_kind", akind=kind, kinds=", ".join(KINDS))
        return
    if _judged(ctx, order):
        return
    cost = rules.research_cost(kind, s)
    params = {"faction": fid, "advance": adv_id, "name": str(order.get("name") or adv_id), "akind": kind,
              "unlocks": list(order.get("unlocks", []) if kind == "tech" else []), "supported_by": "", "unsupported": False}
    if kind != "tech":
        if len(w.advances(fid, kind)) + 1 > w.tech_count(fid):
            ctx.reject(order, "na.reject.limit_tech", akind=kind, tech=w.tech_count(fid))
            return
        support = str(order.get("supported_by", "") or "")
        if support and support not in w.advances(fid, "tech"):  # by its name, as the player wrote it (an advance of this turn's too)
            named = Plan().names_from(o for o in ctx.orders_by_type("research") if o.faction == fid)
            ctx.reject(order, "na.reject.unknown_support", advance=named.advance_name(w, fid, support))
            return
        params["supported_by"] = support
        params["unsupported"] = not support
    application = None
    target = order.get("apply_to")
    if target:
        application = _describe(ctx, order, _check_application(ctx, order, adv_id, kind, str(target)))
        if application is None:
            return
    total = cost + (application[1]["cost"] if application else 0)
    if not _afford(ctx, order, total):
        return
    params["cost"] = cost  # what research_done spends; the application's event spends its own
    params["apply_cost"] = application[1]["cost"] if application else 0  # the outcome tells the sum
    params["paid"] = total
    params["akind_name"] = ctx.t(f"na.kind.{kind}")
    settle(ctx, order, "na.research.done", **params)
    if application:
        ctx.emit(application[0], _private(order.faction), **application[1])


def _private(fid):
    return Audience.private(fid)


def apply_advance(ctx, order) -> None:
    w: Model = ctx.model
    fid = order.faction
    adv_id = str(order.get("advance"))
    if _judged(ctx, order, application_problem):
        return
    adv = w.advances(fid)[adv_id]
    application = _describe(ctx, order, _check_application(ctx, order, adv_id, adv["kind"], str(order.get("to"))))
    if application is None:
        return
    if not _afford(ctx, order, application[1]["cost"]):
        return
    settle(ctx, order, application[0], **application[1])


def create_army(ctx, order) -> None:
    w: Model = ctx.model
    fid, s = order.faction, w.settings
    aid, cid = str(order.get("army")), str(order.get("city"))
    if _judged(ctx, order, recruit_problem):
        return
    city = w.cities(fid)[cid]
    advs = [str(a) for a in order.get("advances", [])]
    cost = rules.army_cost(len(advs), s)
    if not _afford(ctx, order, cost):
        return
    settle(ctx, order, "na.recruit.ordered", faction=fid, army=aid, name=str(order.get("name") or aid), city=cid,
           city_name=str(city.get("name", cid)), hex=city["hex"], advances=advs, cost=cost, count=len(advs),
           advance_names=[_advance_name(w, fid, x) for x in advs])


def _judged(ctx, order, judge=None) -> bool:
    """Reject the order if the rules of checks.py refuse it (the judge `gm check` asks
    too), with the plan of its god's earlier orders; True when rejected."""
    plan = plan_before(ctx, order)
    w: Model = ctx.model
    refusal = judge(w, order.faction, order, plan) if judge else order_problem(w, order.faction, order, plan)
    if refusal:
        ctx.reject(order, refusal[0], **refusal[1])
    return bool(refusal)


ECONOMY_HANDLERS = {
    "research": research,
    "apply": apply_advance,
    "create_army": create_army,
}


def run_handlers(ctx, handlers: dict) -> None:
    """Every pending order whose type has a handler here, faction by faction, in written order."""
    for order in ctx.all_orders():
        if order.type in handlers and ctx.pending(order):
            if order.faction != "gm" and not ctx.model.faction(order.faction).get("alive", True):
                ctx.reject(order, "na.reject.god_dead")
                continue
            handlers[order.type](ctx, order)
