"""Phase 5: diplomacy (treaties, annexation, breaking treaties, war)."""

from __future__ import annotations

from ..rules import diplomacy_result
from .common import apply, faction_words, handle_orders_drawn, named, news, own, private, reject, shared_key
from .territory import claim_around

# "annex" (a margin of 3+) outranks an alliance: asked for alliance, it wins the alliance
_RANK = {"none": 0, "contact": 0, "war": 0, "peace": 1, "alliance": 2, "annex": 3}


def _named(m, fid: str, target: str) -> dict:
    """A faction an order names, as the refusal says it: "el Imperio Klingon", «dominio»."""
    name, gender = faction_words(m, fid, target)
    return {"target": name, "target_gender": gender}


def _breaks(ctx) -> None:
    """"Las paces y alianzas pueden romperse. Para ello cada turno deberá lanzarse
    1D20+AGRESIVIDAD. Un resultado de 19 o 20 implicará que efectivamente, se rompe la tregua."

    Each party rolls on its own stream and reads only its own roll: its AGRESIVIDAD carries
    its advantages, which the other party and the public must not learn. The break itself
    is public, with who broke it (both, when both rolled it)."""
    m, d = ctx.model, ctx.settings["diplomacy"]
    rel = m.world["relations"]
    for key in sorted(rel):
        if rel[key].get("status") not in ("peace", "alliance") or int(rel[key].get("since", 0)) == ctx.turn:
            continue
        a, b = key.split("+")
        breakers = []
        for fid in (a, b):
            mod = m.trait(fid, "agresividad")
            r = ctx.dice.roll(f"treaty/{key}/{fid}", f"{d['break_die']}{mod:+d}",
                              ctx.t("sector.why.treaty_break", **named(ctx, "a", a), **named(ctx, "b", b), **named(ctx, "faction", fid),
                                    die=d["break_die"], mod=mod),
                              audience=own(fid))
            ctx.emit("treaty.roll", private(fid), rolls=(r,), faction=fid, a=a, b=b,
                     treaty=rel[key]["status"], broken=r.total >= int(d["break_on"]))
            if r.total >= int(d["break_on"]):
                breakers.append(fid)
        if len(breakers) == 2:
            ctx.emit("treaty.broken_both", news(ctx, a, b), a=a, b=b, treaty=rel[key]["status"])
        elif breakers:
            ctx.emit("treaty.broken", news(ctx, a, b), a=a, b=b, by=breakers[0], treaty=rel[key]["status"])
        else:
            ctx.emit("treaty.held", private(a, b), a=a, b=b, treaty=rel[key]["status"])


def _declare_war(ctx, order) -> None:
    m, fid = ctx.model, order.faction
    target = str(order.get("target", ""))
    if target == fid:
        return reject(ctx, order, "sector.reject.self_target", target=target)
    if target not in m.factions or m.relation(fid, target) == "none":
        # the same words (and the id as written) for a race not met and one that does not
        # exist; an empire by its name (every empire's name is public)
        return ctx.reject(order, "sector.reject.no_contact", **_named(m, fid, target))
    if m.relation(fid, target) == "war" and not _crossed(ctx, fid, target):
        return reject(ctx, order, "sector.reject.already", target=target)
    # "Las paces y alianzas pueden romperse. Para ello cada turno deberá lanzarse 1D20+AGRESIVIDAD":
    # a treaty ends by that roll, not at will
    if m.relation(fid, target) in ("peace", "alliance") and not ctx.settings["diplomacy"].get("war_breaks_treaty"):
        return reject(ctx, order, "sector.reject.treaty", other=target)
    a, b = sorted((fid, target))
    ctx.emit("war.declared", news(ctx, a, b), order=order, a=a, b=b, by=fid, target=target,
             by_name=m.factions[fid].get("name", fid), target_name=m.factions[target].get("name", target))
    apply(ctx, order, "sector.applied.war_declared", target=target)


def _crossed(ctx, fid: str, target: str) -> bool:
    """The target declared war on fid earlier in this phase: the two declarations crossed,
    and fid's is as declared as the other's (not "ya tienes esa relación", which `gm check`,
    asked with fid's orders alone, could not foresee)."""
    return any(e.kind == "war.declared" and e.params.get("by") == target and e.params.get("target") == fid
               for e in ctx.events)


def _diplomacy(ctx, order) -> None:
    """"1D6+DIPLOMACIA contra 1D6+AGRESIVIDAD": peace by 1, alliance by 2, annexation by 3."""
    m, fid, cfg = ctx.model, order.faction, ctx.settings
    d, sid, goal = cfg["diplomacy"], str(order.get("ship", "")), str(order.get("goal", ""))
    if sid not in m.active_ships(fid):
        return reject(ctx, order, "sector.reject.unknown_ship", ship=sid)
    sector = m.factions[fid]["ships"][sid]["sector"]
    sysid = m.system_at(sector)
    if goal == "annex":
        s = m.systems().get(sysid) if sysid else None
        if s is None or s.get("owner") or s.get("kind") != "inhabited":
            return reject(ctx, order, "sector.reject.not_annexable", sector=sector)
        target, their_mod, target_name = None, int(s.get("agresividad", 0)), s["name"]
        who = {"target": target_name, "target_gender": "other"}  # a world's name takes no article
    else:
        target = str(order.get("target", ""))
        if not target:  # "diplomacia paz con Defiant": the ship, and no empire to treat with
            return reject(ctx, order, "sector.reject.no_treaty_target", ship=sid, goal=goal)
        if target == fid:
            return reject(ctx, order, "sector.reject.self_target", target=target)
        if target not in m.factions or m.relation(fid, target) == "none":
            return ctx.reject(order, "sector.reject.no_contact", **_named(m, fid, target))
        if _RANK[m.relation(fid, target)] >= _RANK[goal]:
            return reject(ctx, order, "sector.reject.already", target=target)
        refusal = _envoy_refusal(ctx, sector, sysid, fid, target)
        if refusal:
            return reject(ctx, order, refusal, target=target)
        their_mod = m.trait(target, "agresividad")
        who = named(ctx, "target", target)
    bonus = int(m.factions[fid].get("diplomacy_bonus", 0))
    mine = m.trait(fid, "diplomacia") + bonus
    key = shared_key(ctx, "diplomacy", fid, target or str(sysid))  # what the answering side knows too
    ra = ctx.dice.roll(key, f"{d['die']}{mine:+d}", ctx.t("sector.why.diplomacy", **named(ctx, "faction", fid), **who,
                                                            die=d["die"], mod=mine - bonus, bonus=bonus), audience=own(fid))
    # an empire answers on its own stream and alone sees its roll (its AGRESIVIDAD carries its
    # advantages); natives' answer is part of the asking empire's roll-off
    rd = ctx.dice.roll(f"{key}/vs", f"{d['die']}{their_mod:+d}", ctx.t("sector.why.diplomacy_answer", **who, die=d["die"], mod=their_mod),
                       audience=own(target or fid))
    margin = ra.total - rd.total
    best = diplomacy_result(margin, cfg)
    if bonus:  # "Suma un +1 para la siguiente tirada": spent on this roll
        ctx.emit("diplomacy.bonus", private(fid), faction=fid, bonus=0, used=bonus)
    rolls = (ra, rd) if target is None else (ra,)
    if goal == "annex":
        return _annexed(ctx, order, sysid, best == "annex", rolls, target_name, margin)
    achieved = goal if _RANK.get(best, 0) >= _RANK[goal] else ("peace" if best in ("peace", "alliance", "annex") else "")
    made = bool(achieved) and _RANK[achieved] > _RANK[m.relation(fid, target)]
    # the answering side is told the outcome too (a treaty is news; a refusal only it and the envoy know)
    ctx.emit("diplomacy.answered", private(target), rolls=(rd,), faction=target, by=fid, treaty=goal,
             answer="accepted" if made else "refused")
    if made:
        a, b = sorted((fid, target))
        ctx.emit(f"treaty.{achieved}", news(ctx, a, b), a=a, b=b,
                 a_name=m.factions[a].get("name", a), b_name=m.factions[b].get("name", b))
        carry = int(d["alliance_carry"] if achieved == "alliance" else d["peace_carry"])
        ctx.emit("diplomacy.bonus", private(fid), faction=fid, bonus=carry, used=0)
        return apply(ctx, order, "sector.applied.treaty", rolls=rolls, treaty=achieved, target=target, margin=margin)
    apply(ctx, order, "sector.applied.diplomacy_failed", rolls=rolls, target=target, margin=margin)


def _annexed(ctx, order, sysid, won: bool, rolls, name: str, margin: int) -> None:
    """An annexation's outcome: the world joins the envoy's empire, or stays free."""
    if not won:
        return apply(ctx, order, "sector.applied.annex_failed", rolls=rolls, system=name, margin=margin)
    fid, s = order.faction, ctx.model.systems()[sysid]
    ctx.emit("system.annexed", private(fid), rolls=rolls, faction=fid, system=sysid, name=s["name"])
    claim_around(ctx, fid, s["sector"])
    return apply(ctx, order, "sector.applied.annexed", system=s["name"], margin=margin)


def _envoy_refusal(ctx, sector: str, sysid: str | None, fid: str, target: str) -> str:
    """Where the envoy may stand, or the refusal's key: in the other's territory or at one of
    its worlds; under a peace treaty, whose partners "NO PODRÁN CIRCULAR POR EL TERRITORIO
    DEL OTRO", also at its border (a sector next to its territory), so that the "+1 para la
    siguiente tirada de diplomacia" of peace can be spent on an alliance
    (`diplomacy.peace_envoy_at_border`)."""
    m = ctx.model
    if m.territory_owner(sector) == target or (sysid and m.systems()[sysid].get("owner") == target):
        return ""
    if m.relation(fid, target) != "peace" or not ctx.settings["diplomacy"].get("peace_envoy_at_border", True):
        return "sector.reject.not_in_territory"
    if any(m.territory_owner(n) == target for n in m.grid.neighbours(sector)):
        return ""
    return "sector.reject.not_at_border"


def diplomacy(ctx) -> None:
    _breaks(ctx)
    # simultaneous orders: two empires declaring war on each other, or annexing one world,
    # are taken in a drawn order, never by name
    handle_orders_drawn(ctx, {"declare_war": _declare_war}, "declare_war")
    handle_orders_drawn(ctx, {"diplomacy": _diplomacy}, "diplomacy")

