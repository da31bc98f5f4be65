"""Phase 11: espionage (discover 10+, sabotage 15+, steal 18+; caught on 1-2)."""

from __future__ import annotations

from gm.engine.judge import chance_that

from ..rules import TECHS, espionage_result, research_step
from .common import and_text, apply, draw_factions, fname, gm_only, money, named, own, private, reject, shared_key


def _caught_on(face: int, e: dict) -> bool:
    """"descubierto con un 1-2": the spy's own die (the roll and gm check's odds)."""
    return face <= int(e["caught_at_most"])


def _recover(ctx, spy: str, victim: str, why: str) -> None:
    """"el espía sería descubierto, y ello obligaría al jugador a perder 10 cristales ...
    una parte de estos cristales pueden ser recuperados por el jugador que fue espiado ... 1D10"."""
    e = ctx.settings["espionage"]
    m = ctx.model
    money(ctx, spy, "spy.fined", -int(e["fine"]), victim=victim, why=why,
          victim_name=m.factions[victim].get("name", victim))
    r = ctx.dice.roll(shared_key(ctx, "spy", spy, victim, "recover"), e["recover_die"],
                      ctx.t("sector.why.spy_recover", **named(ctx, "victim", victim), **named(ctx, "spy", spy)), audience=own(victim))
    money(ctx, victim, "spy.recovered", min(int(e["fine"]), r.total), rolls=(r,), spy=spy,
          spy_name=m.factions[spy].get("name", spy))


def _no_tech(ctx, order, action: str, tech) -> None:
    """A sabotage or theft without its technology ("sabotear o robar una tecnología": which
    one), or one that names none of the four."""
    if not tech:
        return reject(ctx, order, "sector.reject.spy_needs_tech", action=ctx.t(f"sector.action.{action}"))
    return reject(ctx, order, "sector.reject.unknown_tech", tech=tech)


def _spied_on(m, fid: str, target: str, e: dict) -> bool:
    """"pueden SABOTEAR y ROBAR TECNOLOGÍA a cualquiera de las demás": any other empire, and
    a non-player race it has met (`espionage.npc_targets`); one never met reads like none."""
    if target not in m.factions or target == fid:
        return False
    return not m.is_npc(target) or (bool(e.get("npc_targets", True)) and m.relation(fid, target) != "none")


def _target_refused(ctx, order, targets: list[str]) -> bool:
    """Whether the spy's `targets` are refused (and the order with them): its own empire, by
    name; a race it may not spy on, by the id as written (a race's name would tell that it exists)."""
    m, fid = ctx.model, order.faction
    if targets == [fid]:
        reject(ctx, order, "sector.reject.self_target", target=fid)
        return True
    unknown = [t for t in targets if not _spied_on(m, fid, t, ctx.settings["espionage"])]
    if unknown:
        ctx.reject(order, "sector.reject.unknown_faction", target=unknown[0])
    return bool(unknown)


def _spy(ctx, order) -> None:
    m, fid, e = ctx.model, order.faction, ctx.settings["espionage"]
    action = str(order.get("action", ""))
    target = order.get("target")
    tech = order.get("tech")
    if m.is_npc(fid):
        return reject(ctx, order, "sector.reject.npc_cannot")
    if action not in ("discover", "sabotage", "steal"):
        return reject(ctx, order, "sector.reject.unknown_action", action=action)
    targets = [t for t in m.empires() if t != fid] if (action == "discover" and not target) else [str(target)]
    if _target_refused(ctx, order, targets):
        return None
    if action != "discover" and tech not in TECHS:
        return _no_tech(ctx, order, action, tech)
    cost = 0
    if action == "steal":
        level = m.tech(fid, tech)
        # "siempre que el del espiado sea superior": known only to the GM, so the spy still rolls
        if level < int(ctx.settings["tech"]["max_level"]):
            cost = research_step(level + 1, ctx.settings)[0] // int(e["steal_cost_divisor"])
        if int(m.factions[fid].get("dilitio", 0)) < cost:
            return reject(ctx, order, "sector.reject.insufficient", cost=cost,
                              have=int(m.factions[fid].get("dilitio", 0)))
    mod = m.trait(fid, "espionaje")
    label = and_text(ctx, [fname(ctx, x) for x in targets])
    expr = f"{e['die']}{mod:+d}"
    if action != "steal":  # stealing also needs the victim's level, which only the GM knows
        ctx.chance(order, lambda: chance_that(expr, lambda total: not _caught_on(total - mod, e)
                                              and espionage_result(action, total, ctx.settings)))
    r = ctx.dice.roll(f"spy/{fid}/o{order.number}", expr,
                      ctx.t("sector.why.spy", action=ctx.t(f"sector.action.{action}"), targets=label, die=e["die"], mod=mod), audience=own(fid))
    face = (r.faces or [r.total - mod])[0]
    if _caught_on(face, e):
        picked = _caught(ctx, order, targets, action)
        return apply(ctx, order, "sector.applied.spy_caught", rolls=(r, *picked), action=action, fine=int(e["fine"]))
    ok = espionage_result(action, r.total, ctx.settings)
    if action == "discover":
        if ok:
            for t in targets:
                ctx.emit("spy.discovered", private(fid), faction=fid, target=t,
                         target_name=m.factions[t].get("name", t),
                         tech={x: m.tech(t, x) for x in TECHS},
                         levels="/".join(str(m.tech(t, x)) for x in TECHS))
            return apply(ctx, order, "sector.applied.spy_discovered", rolls=(r,), target=label)
        return apply(ctx, order, "sector.applied.spy_failed", rolls=(r,), action=ctx.t(f"sector.action.{action}"), target=label)
    victim = targets[0]
    result = _strike(ctx, fid, victim, action, tech, cost) if ok else "sector.applied.spy_failed"
    # a theft that cannot succeed (nothing higher to steal) takes nothing: no search to find it
    if action != "steal" or _can_steal(m, fid, victim, tech, cost):
        _victim_search(ctx, order, victim, action)
    # the level a sabotage left (the outcome says it, as the event does)
    apply(ctx, order, result, rolls=(r,), action=action, target=victim, tech=tech, level=m.tech(victim, tech))


def _can_steal(m, fid: str, victim: str, tech: str, cost: int) -> bool:
    """"siempre que el del espiado sea superior": the victim's level is higher (and the spy's
    below the top, which is when a theft has a price)."""
    return m.tech(victim, tech) > m.tech(fid, tech) and cost > 0


def _strike(ctx, fid: str, victim: str, action: str, tech: str, cost: int) -> str:
    """A sabotage or theft that succeeded: its effect, and the outcome's message key."""
    m = ctx.model
    if action == "sabotage":
        new = max(0, m.tech(victim, tech) - 1)
        # the victim learns its loss, not who caused it (only its 18+ search names the spy)
        ctx.emit("sabotage.succeeded", private(fid), faction=fid, target=victim, tech=tech, level=new)
        ctx.emit("sabotage.suffered", private(victim), faction=victim, tech=tech, level=new)
        return "sector.applied.sabotaged"
    if _can_steal(m, fid, victim, tech, cost):
        money(ctx, fid, "steal.paid", -cost, tech=tech, cost=cost)
        ctx.emit("steal.succeeded", private(fid), faction=fid, target=victim, tech=tech, level=m.tech(fid, tech) + 1)
        return "sector.applied.stolen"
    return "sector.applied.steal_nothing"


def _victim_search(ctx, order, victim: str, action: str) -> None:
    """"el jugador que es espiado en casos de sabotaje o robo de tecnología puede lanzar 1D20
    para ver si lo descubre, sacando un 18+": the victim hears of it only if it does. On the
    GM's stream: a failed search stays the GM's (the victim must not learn it was spied)."""
    m, fid, e = ctx.model, order.faction, ctx.settings["espionage"]
    # shown whole to the victim when it finds the spy: a key of what both then know
    d = ctx.dice.roll(shared_key(ctx, "spy", fid, victim, "detect"), e["detect_die"],
                      ctx.t("sector.why.spy_detect", victim=fname(ctx, victim), action=ctx.t(f"sector.action.{action}")),
                      audience=gm_only())
    if d.total >= int(e["detect"]):
        ctx.emit("spy.detected", private(fid, victim), rolls=(d,), faction=fid, target=victim,
                 action=action, spy=fid, spy_name=m.factions[fid].get("name", fid))
        _recover(ctx, fid, victim, "detected")
    else:
        ctx.emit("spy.undetected", gm_only(), rolls=(d,), faction=fid, target=victim, action=action)


def _caught(ctx, order, targets: list[str], action: str) -> tuple:
    """"el espía sería descubierto": one spy, caught once; when it spied on every empire,
    the one that catches it is picked with a die (never by name). That die is the spy's
    alone (returned for its order's outcome): its range and face would tell the catcher
    how many empires the mission spied on."""
    m, fid = ctx.model, order.faction
    rolls, victim = (), targets[0]
    if len(targets) > 1:
        pick = ctx.dice.roll(f"spy/{fid}/o{order.number}/caught_by", f"1d{len(targets)}",
                             ctx.t("sector.why.spy_caught_by"), audience=own(fid))
        rolls, victim = (pick,), targets[pick.total - 1]
    ctx.emit("spy.caught", private(victim), faction=fid, target=victim, action=action,
             spy=fid, spy_name=m.factions[fid].get("name", fid))
    # the spy's own empire reads it in its own voice: who caught its spy (issue 25 S10)
    ctx.emit("spy.lost", private(fid), faction=fid, target=victim, action=action)
    _recover(ctx, fid, victim, "caught")
    return rolls


def espionage(ctx) -> None:
    e = ctx.settings["espionage"]
    count: dict[str, int] = {}
    limit = int(e.get("max_per_turn", 1))
    spies = [o for o in ctx.orders_by_type("spy") if ctx.pending(o)]
    # simultaneous: a sabotage can change what a theft finds, so the empires go in a drawn order
    turns = draw_factions(ctx, "draw/spy", (o.faction for o in spies), "spy")
    rank = {fid: n for n, fid in enumerate(turns)}
    for order in sorted(spies, key=lambda o: (rank[o.faction], o.number)):
        if not ctx.pending(order):
            continue
        count[order.faction] = count.get(order.faction, 0) + 1
        if count[order.faction] > limit:
            reject(ctx, order, "sector.reject.spy_limit", limit=limit)
            continue
        _spy(ctx, order)
