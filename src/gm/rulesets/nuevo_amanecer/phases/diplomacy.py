"""Diplomacy orders: trade treaties, alliances, breaking them, war and peace.

Agreements need both gods to order them the same turn. Everything agreed or broken this
turn takes effect next turn (`treaties_take_effect`, after the battles); a declaration of
war is an attack and cancels any alliance or trade treaty at once.
"""

from __future__ import annotations

from gm.engine.events import Audience
from gm.geometry import hexgrid
from gm.rulesets.nuevo_amanecer.checks import other_god
from gm.rulesets.nuevo_amanecer.model import Model
from gm.rulesets.nuevo_amanecer.orders import run_handlers, settle

TREATY = {"trade": "trade", "alliance": "alliance"}
REL_KEY = {"trade": "trade", "alliance": "alliances"}


def _target(ctx, order, param: str) -> str | None:
    w: Model = ctx.model
    other = str(order.get(param, ""))
    refusal = other_god(w, order.faction, other, order.type)  # the judge `gm check` asks too
    if refusal:
        ctx.reject(order, refusal[0], **refusal[1])
        return None
    return other


def _in_contact(w: Model, a: str, b: str) -> bool:
    """Contact: borders or one uncolonised hex between, past battles, or a common contact."""
    if w.in_direct_contact(a, b, int(w.settings["diplomacy"]["contact_max_distance"])):
        return True
    ca, cb = set(w.relation(a, "contacts")), set(w.relation(b, "contacts"))
    return b in ca or bool(ca & cb)


def propose(ctx, order) -> None:
    w: Model = ctx.model
    other = _target(ctx, order, "with")
    if other is None:
        return
    treaty = TREATY[order.type]
    if other in w.relation(order.faction, REL_KEY[treaty]):
        ctx.reject(order, "na.reject.treaty_exists", faction=w.god_name(other))
        return
    if w.at_war(order.faction, other):
        ctx.reject(order, "na.reject.at_war", faction=w.god_name(other))
        return
    if treaty == "trade":  # in reach when signed (setting), else with any race not at war
        d = w.settings["diplomacy"]
        most = int(d["trade_max_distance"])
        if d["trade_reach_to_sign"] and not w.in_direct_contact(order.faction, other, most):
            apart = w.contact_distance(order.faction, other)
            if apart is None or not _in_contact(w, order.faction, other):
                ctx.reject(order, "na.reject.no_contact", faction=w.god_name(other))
            else:  # met, but too far apart: said as distance ("no les separe más de una casilla")
                ctx.reject(order, "na.reject.too_far_to_trade", faction=w.god_name(other), apart=apart - 1, most=max(most - 1, 0))
            return
    elif not _in_contact(w, order.faction, other):
        ctx.reject(order, "na.reject.no_contact", faction=w.god_name(other))
        return
    a, b = sorted((order.faction, other))
    key = (treaty, a, b)
    mine = w.facts.proposals.setdefault(key, {})
    mine[order.faction] = order


def match_proposals(ctx) -> None:
    """Proposals made by both sides are agreed; one-sided ones are rejected."""
    w: Model = ctx.model
    for (treaty, a, b), by in sorted(w.facts.proposals.items()):
        if a in by and b in by:
            for fid in (a, b):
                ctx.apply(by[fid], "na.treaty.agreed", treaty=ctx.t(f"na.treaty_kind.{treaty}"), faction=w.god_name(fid),
                          other=w.god_name(b if fid == a else a))
        else:
            for fid, order in sorted(by.items()):
                ctx.reject(order, "na.reject.not_reciprocated", treaty=ctx.t(f"na.treaty_kind.{treaty}"), faction=w.god_name(b if fid == a else a))


def break_treaty(ctx, order) -> None:
    w: Model = ctx.model
    other = _target(ctx, order, "with")
    if other is None:
        return
    treaty = "trade" if order.type == "break_trade" else "alliance"
    if other not in w.relation(order.faction, REL_KEY[treaty]):
        ctx.reject(order, "na.reject.no_treaty", faction=w.god_name(other))
        return
    settle(ctx, order, "na.treaty.break_announced", treaty=treaty, faction=order.faction, other=other,
           treaty_name=ctx.t(f"na.treaty_kind.{treaty}"), other_god=w.god_name(other))


def declare_war(ctx, order) -> None:
    w: Model = ctx.model
    other = _target(ctx, order, "on")
    if other is None:
        return
    # two gods declaring on each other the same turn both declare: the war is not "already"
    # there for the second (else the god whose id sorts first would win the tie by its name)
    mutual = (other, order.faction) in w.facts.wars_declared
    if (order.faction, other) in w.facts.wars_declared or (w.at_war(order.faction, other) and not mutual):
        ctx.reject(order, "na.reject.already_at_war", faction=w.god_name(other))
        return
    w.facts.wars_declared.add((order.faction, other))
    ctx.apply(order, "na.order.war_declared", faction=w.god_name(other))
    for treaty in ("alliance", "trade"):  # "cancels any alliance or trade treaty at once": said, not silently gone
        if other in w.relation(order.faction, REL_KEY[treaty]):
            ctx.emit("na.treaty.ended", Audience.private(order.faction, other), treaty=treaty, a=order.faction, b=other)
    ctx.emit("na.war.declared", Audience.public(), a=order.faction, b=other, cancel_trade=True)


def peace(ctx, order) -> None:
    w: Model = ctx.model
    other = _target(ctx, order, "with")
    if other is None:
        return
    if not w.at_war(order.faction, other):
        ctx.reject(order, "na.reject.not_at_war", faction=w.god_name(other))
        return
    a, b = sorted((order.faction, other))
    w.facts.proposals.setdefault(("peace", a, b), {})[order.faction] = order


HANDLERS = {
    "trade": propose,
    "alliance": propose,
    "break_trade": break_treaty,
    "break_alliance": break_treaty,
    "declare_war": declare_war,
    "peace": peace,
}


def phase_diplomacy(ctx) -> None:
    run_handlers(ctx, HANDLERS)
    match_proposals(ctx)


def phase_treaties_take_effect(ctx) -> None:
    """What was agreed or broken this turn counts from next turn on."""
    w: Model = ctx.model
    for (treaty, a, b), by in sorted(w.facts.proposals.items()):
        if not (a in by and b in by):
            continue
        if treaty == "peace":
            ctx.emit("na.peace.made", Audience.public(), a=a, b=b)
        elif not w.at_war(a, b):
            ctx.emit("na.treaty.signed", Audience.public(), treaty=treaty, a=a, b=b)
    for treaty, fid, other in sorted(w.facts.breaks):
        if other in w.relation(fid, REL_KEY[treaty]):
            ctx.emit("na.treaty.ended", Audience.private(fid, other), treaty=treaty, a=fid, b=other)


def phase_contacts(ctx) -> None:
    """Record new contacts (borders, one hex between) so later alliances may use them.

    The same pairs, in the same order, as asking `in_direct_contact` of every pair of
    living gods; but each god only looks at the hexes within reach of its own (axial
    coordinates), so the phase costs O(gods x presence), not O(gods^2 x hexes)."""
    w: Model = ctx.model
    reach = int(w.settings["diplomacy"]["contact_max_distance"])
    alive = w.alive()
    presence: dict[str, list[tuple[int, int]]] = {}
    at: dict[tuple[int, int], set] = {}
    for fid in alive:
        cells = [hexgrid.to_axial(hexgrid.parse(h), w.offset) for h in w.presence(fid)]
        presence[fid] = cells
        for c in cells:
            at.setdefault(c, set()).add(fid)
    around = [(dq, dr) for dq in range(-reach, reach + 1) for dr in range(max(-reach, -dq - reach), min(reach, -dq + reach) + 1)]
    for a in alive:
        near: set = set()
        for q, r in presence[a]:
            for dq, dr in around:
                found = at.get((q + dq, r + dr))
                if found:
                    near |= found
        known = set(w.relation(a, "contacts"))
        for b in sorted(x for x in near if x > a):
            if b in known:
                continue
            ctx.emit("na.contact.made", Audience.private(a, b), a=a, b=b)
