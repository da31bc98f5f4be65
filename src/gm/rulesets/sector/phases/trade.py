"""Phase 6: trade routes.

The document gives three trade rules; they are read as one procedure (docs: Interpretations):
a ship at the partner world rolls 1D6+COMERCIO against the partner's 1D6+COMERCIO (phase 6);
on a win the route opens, the ship is "asignada de manera permanente al comercio", the
margin is gained once ("obtienen tantos cristales de dilitio como sea la diferencia") and
the route yields 1D3 a turn, rolled once ("solo se lanza cuando se crea la ruta").
"""

from __future__ import annotations

from .common import apply, gender_of, handle_orders, money, named, own, private, reject, route_word, shared_key, ship_at_system


def _partner(m, fid: str, s: dict) -> tuple[bool, int, str]:
    """(may trade, partner COMERCIO, partner label)."""
    owner = s.get("owner")
    if owner == fid:
        return s.get("status") == "annexed", int(s.get("comercio", 0)), s["name"]
    if owner:
        rel = m.relation(fid, owner)
        ok = rel in ("peace", "alliance") or (m.is_npc(owner) and rel not in ("none", "war"))
        return ok, m.trait(owner, "comercio"), m.factions[owner].get("name", owner)
    return s.get("kind") == "inhabited", int(s.get("comercio", 0)), s["name"]


def _trade(ctx, order) -> None:
    m, fid, cfg = ctx.model, order.faction, ctx.settings
    t = cfg["trade"]
    found = ship_at_system(ctx, order)
    if found is None:
        return None
    sid, sector, sysid, s = found
    ok, their, label = _partner(m, fid, s)
    if not ok:
        return reject(ctx, order, "sector.reject.no_trade_partner", system=s["name"])
    if any(r["system"] == sysid for r in m.factions[fid]["routes"].values()):
        return reject(ctx, order, "sector.reject.route_exists", system=s["name"])
    mine = m.trait(fid, "comercio")
    key = shared_key(ctx, "trade", sysid, fid)   # what the world's owner knows too
    ra = ctx.dice.roll(key, f"{t['die']}{mine:+d}",
                       ctx.t("sector.why.trade", **named(ctx, "faction", fid), system=s["name"], die=t["die"], mod=mine), audience=own(fid))
    # another empire (or race) answers on its own stream and alone sees its roll: its
    # COMERCIO carries its advantages; natives' and one's own worlds' answer is the trader's
    partner = s.get("owner") if s.get("owner") not in (None, fid) else None
    with_whom = {"partner": partner or "", "partner_gender": gender_of(m, partner) if partner else "none"}   # who answers
    rd = ctx.dice.roll(f"{key}/vs", f"{t['die']}{their:+d}",
                       ctx.t("sector.why.trade_answer", partner=label, partner_gender=with_whom["partner_gender"], die=t["die"], mod=their),
                       audience=own(partner or fid))
    margin = ra.total - rd.total
    shown = (ra,) if partner else (ra, rd)
    if partner:
        ctx.emit("trade.accepted" if margin > 0 else "trade.refused", private(partner), rolls=(rd,),
                 faction=partner, by=fid, name=s["name"])
    if margin <= 0:
        return apply(ctx, order, "sector.applied.trade_failed", rolls=shown, system=s["name"], margin=margin, **with_whom)
    expr = str(t["route_income"])
    if t.get("route_income_plus_comercio"):
        expr = f"{expr}{mine:+d}"
    ri = ctx.dice.roll(f"{key}/income", expr, ctx.t("sector.why.trade_income", system=s["name"]),
                       audience=own(fid))
    income = max(0, ri.total)
    route, nxt = m.new_id(fid, "r")
    ctx.emit("route.opened", private(fid), rolls=shown + (ri,), faction=fid, ship=sid, system=sysid,
             name=s["name"], route=route, income=income, margin=margin, next_id=nxt, **with_whom)
    if t.get("one_off_gain"):
        money(ctx, fid, "trade.gain", margin, system=s["name"])
    apply(ctx, order, "sector.applied.route_opened", system=s["name"], route=route, income=income, **with_whom)


def _cancel(ctx, order) -> None:
    """"puedes romperlo cuando quieras si no te convence"."""
    m, fid = ctx.model, order.faction
    rid = str(order.get("route", ""))
    if rid not in m.factions[fid]["routes"]:
        return reject(ctx, order, "sector.reject.unknown_route", route=rid)
    word = route_word(m, fid, rid, m.systems())   # read before the event takes the route away
    ctx.emit("route.cancelled", private(fid), order=order, faction=fid, route=rid, name=word)
    apply(ctx, order, "sector.applied.route_cancelled", route=word)


def trade(ctx) -> None:
    handle_orders(ctx, {"cancel_route": _cancel})
    handle_orders(ctx, {"trade": _trade})
