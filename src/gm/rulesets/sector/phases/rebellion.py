"""Phase 8: rebellions of conquered worlds, and espionage incitement."""

from __future__ import annotations

from gm.engine.judge import chance_that

from .common import apply, fname, gm_only, handle_orders, own, private, reject, system_words
from .territory import release_around


def _incite(ctx, order) -> None:
    """"Cualquier potencia puede animar a un pueblo conquistado a rebelarse. Si se supera
    un 15 en una tirada, sumando ESPIONAJE, los rebeldes suman +1"."""
    m, fid, r = ctx.model, order.faction, ctx.settings["rebellion"]
    sysid = str(order.get("system", ""))
    s = m.systems().get(sysid)
    # a world off the empire's map gets the words of one that does not exist: a roll there
    # would tell it that an unseen home world (the document names them all) was conquered
    seen = s is not None and s["sector"] in (m.factions.get(fid, {}).get("known") or {})
    if not seen or s.get("status") != "conquered" or s.get("owner") == fid or s.get("kind") not in ("inhabited", "home"):
        return reject(ctx, order, "sector.reject.not_incitable", system=system_words(ctx.model, order.faction, sysid))
    if m.is_npc(fid):
        return reject(ctx, order, "sector.reject.npc_cannot")
    mod = m.trait(fid, "espionaje")
    expr, over = f"{r['incite_die']}{mod:+d}", int(r["incite_over"])
    ctx.chance(order, lambda: chance_that(expr, lambda total: total > over))
    roll = ctx.dice.roll(f"incite/{fid}/o{order.number}", expr,
                         ctx.t("sector.why.incite", system=s["name"], die=r["incite_die"], mod=mod), audience=own(fid))
    if roll.total > over:
        ctx.emit("incite.succeeded", private(fid), faction=fid, system=sysid, name=s["name"])
        return apply(ctx, order, "sector.applied.incited", rolls=(roll,), system=s["name"])
    apply(ctx, order, "sector.applied.incite_failed", rolls=(roll,), system=s["name"])


def _natives(s: dict) -> int:
    return int(s.get("agresividad", 0))


def rebellions(ctx) -> None:
    """"1D20+AGRESIVIDAD cada turno. Un resultado de 19,20, significa que intenta recuperar el
    gobierno ... 1D6+AGRESIVIDAD vs 1D6+AGRESIVIDAD, a lo que se le suma un +1 por la presencia
    de cada nave en órbita ... Vence quien llega antes a conseguir 5 puntos de diferencia".

    The natives' dice are the GM's (stream and report): they carry another power's secret
    incitement (+1), which the occupier must not read; it reads its own die and the score."""
    handle_orders(ctx, {"incite": _incite})
    m = ctx.model
    for sysid in sorted(m.systems()):
        s = m.systems()[sysid]
        if s.get("status") == "conquered" and s.get("kind") in ("inhabited", "home"):
            _rebellion(ctx, sysid, s)


def _rebellion(ctx, sysid: str, s: dict) -> None:
    m, r = ctx.model, ctx.settings["rebellion"]
    owner = s["owner"]
    rebel_mod = _natives(s) + (int(r["incite_bonus"]) if s.get("incited") else 0)
    score = int((s.get("rebellion") or {}).get("score", 0))
    if "rebellion" not in s:
        start = ctx.dice.roll(f"rebellion/{sysid}/start", f"{r['start_die']}{rebel_mod:+d}",
                              ctx.t("sector.why.rebellion_start", system=s["name"], die=r["start_die"], mod=_natives(s),
                                    incited=rebel_mod - _natives(s)), audience=gm_only())
        ctx.emit("rebellion.natives", gm_only(), rolls=(start,), system=sysid, name=s["name"])
        if start.total < int(r["start_on"]):
            ctx.emit("rebellion.quiet", private(owner), faction=owner, system=sysid, name=s["name"])
            if s.get("incited"):  # the inciter knows it lasts a turn; the occupier never hears of it
                ctx.emit("incite.expired", gm_only(), faction=owner, system=sysid, name=s["name"])
            return
        ctx.emit("rebellion.started", private(owner), faction=owner, system=sysid, name=s["name"], score=0)
    ships = len(m.ships_at(owner, s["sector"]))
    occ_mod = m.trait(owner, "agresividad") + int(r["ship_bonus"]) * ships
    rr = ctx.dice.roll(f"rebellion/{sysid}/rebels", f"{r['die']}{rebel_mod:+d}",
                       ctx.t("sector.why.rebels", system=s["name"]), audience=gm_only())
    ro = ctx.dice.roll(f"rebellion/{sysid}/{owner}", f"{r['die']}{occ_mod:+d}",
                       ctx.t("sector.why.occupier", system=s["name"], faction=fname(ctx, owner)), audience=own(owner))
    ctx.emit("rebellion.natives", gm_only(), rolls=(rr,), system=sysid, name=s["name"])
    score += rr.total - ro.total
    win = int(r["win_margin"])
    kind = "rebellion.won" if score >= win else "rebellion.crushed" if score <= -win else "rebellion.progress"
    ctx.emit(kind, private(owner), rolls=(ro,), faction=owner, system=sysid, name=s["name"], score=score)
    if kind == "rebellion.won":
        release_around(ctx, owner, s["sector"])
