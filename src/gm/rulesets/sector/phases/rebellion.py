"""Phase 8: rebellions of conquered worlds, and espionage incitement."""

from __future__ import annotations

from .common import apply, fname, handle_orders, own, private, reject
from .territory import release_around


def _incite(ctx, order) -> None:
    """"Cualquier potencia puede animar a un pueblo conquistado a rebelarse. Si se supera
    un 15 en una tirada, sumando ESPIONAJE, los rebeldes suman +1"."""
    m, fid, r = ctx.model, order.faction, ctx.settings["rebellion"]
    sysid = str(order.get("system", ""))
    s = m.systems().get(sysid)
    if s is None or s.get("status") != "conquered" or s.get("owner") == fid \
            or s.get("kind") not in ("inhabited", "home"):
        return reject(ctx, order, "sector.reject.not_incitable", system=sysid)
    if m.is_npc(fid):
        return reject(ctx, order, "sector.reject.npc_cannot")
    mod = m.trait(fid, "espionaje")
    roll = ctx.dice.roll(f"incite/{fid}/o{order.number}", f"{r['incite_die']}{mod:+d}",
                         ctx.t("sector.why.incite", system=s["name"]), audience=own(fid))
    if roll.total > int(r["incite_over"]):
        ctx.emit("incite.succeeded", private(fid), faction=fid, system=sysid, name=s["name"])
        return apply(ctx, order, "sector.applied.incited", rolls=(roll,), system=s["name"])
    apply(ctx, order, "sector.applied.incite_failed", rolls=(roll,), system=s["name"])


def _natives(s: dict) -> int:
    return int(s.get("agresividad", 0))


def rebellions(ctx) -> None:
    """"1D20+AGRESIVIDAD cada turno. Un resultado de 19,20, significa que intenta recuperar el
    gobierno ... 1D6+AGRESIVIDAD vs 1D6+AGRESIVIDAD, a lo que se le suma un +1 por la presencia
    de cada nave en órbita ... Vence quien llega antes a conseguir 5 puntos de diferencia"."""
    handle_orders(ctx, {"incite": _incite})
    m, r = ctx.model, ctx.settings["rebellion"]
    for sysid in sorted(m.systems()):
        s = m.systems()[sysid]
        owner = s.get("owner")
        if s.get("status") != "conquered" or s.get("kind") not in ("inhabited", "home"):
            continue
        incite = int(r["incite_bonus"]) if s.get("incited") else 0
        rebel_mod = _natives(s) + incite
        score = int((s.get("rebellion") or {}).get("score", 0))
        if "rebellion" not in s:
            start = ctx.dice.roll(f"rebellion/{sysid}/start", f"{r['start_die']}{rebel_mod:+d}",
                                  ctx.t("sector.why.rebellion_start", system=s["name"]), audience=own(owner))
            if start.total < int(r["start_on"]):
                ctx.emit("rebellion.quiet", private(owner), rolls=(start,), faction=owner, system=sysid,
                         name=s["name"])
                if s.get("incited"):
                    ctx.emit("incite.expired", private(owner), faction=owner, system=sysid, name=s["name"])
                continue
            ctx.emit("rebellion.started", private(owner), rolls=(start,), faction=owner, system=sysid,
                     name=s["name"], score=0)
        ships = len(m.ships_at(owner, s["sector"]))
        occ_mod = m.trait(owner, "agresividad") + int(r["ship_bonus"]) * ships
        rr = ctx.dice.roll(f"rebellion/{sysid}/rebels", f"{r['die']}{rebel_mod:+d}", ctx.t("sector.why.rebels", system=s["name"]),
                            audience=own(owner))
        ro = ctx.dice.roll(f"rebellion/{sysid}/{owner}", f"{r['die']}{occ_mod:+d}", ctx.t("sector.why.occupier", system=s["name"], faction=fname(ctx, owner)),
                            audience=own(owner))
        score += rr.total - ro.total
        win = int(r["win_margin"])
        if score >= win:
            ctx.emit("rebellion.won", private(owner), rolls=(rr, ro), faction=owner, system=sysid,
                     name=s["name"], score=score)
            release_around(ctx, owner, s["sector"])
        elif score <= -win:
            ctx.emit("rebellion.crushed", private(owner), rolls=(rr, ro), faction=owner, system=sysid,
                     name=s["name"], score=score)
        else:
            ctx.emit("rebellion.progress", private(owner), rolls=(rr, ro), faction=owner, system=sysid,
                     name=s["name"], score=score)
