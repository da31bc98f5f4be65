"""The GM's orders: narración, eureka, a settlement's Ataque."""

from __future__ import annotations

from gm.engine.events import Audience

from .common import news


def _gm_faction(ctx, order):
    if order.faction != "gm":
        ctx.reject(order, "reject.gm_only")
        return None
    fid = str(order.get("faccion", ""))
    if fid not in ctx.model.factions:
        ctx.reject(order, "reject.unknown_faction", faction=fid)
        return None
    return fid


def narracion(ctx, order):
    """The GM rewards a well-told turn ("Recompensaré a los jugadores que justifiquen...")."""
    fid = _gm_faction(ctx, order)
    if not fid:
        return
    delta = {r: int(n) for r, n in sorted((order.get("recursos") or {}).items())}
    ctx.emit("narration.bonus", news(ctx.model, fid), faction=fid, delta=delta, reason=str(order.get("motivo", "")))
    ctx.apply(order, "ok.gm", faction=fid)


def eureka(ctx, order):
    """The GM saw a hidden Eureka condition met: that discovery costs 50%."""
    fid = _gm_faction(ctx, order)
    if not fid:
        return
    did = str(order.get("descubrimiento", ""))
    if did not in ctx.model.rules.discoveries:
        return ctx.reject(order, "reject.unknown_discovery", discovery=did)
    ctx.emit("eureka.granted", Audience.private(fid), faction=fid, discovery=did, name=ctx.model.rules.discoveries[did]["name"])
    ctx.apply(order, "ok.gm", faction=fid)


def ataque_asentamiento(ctx, order):
    """ "Ataque 0 a menos que el Narrador indique lo contrario"."""
    fid = _gm_faction(ctx, order)
    if not fid:
        return
    sid = str(order.get("asentamiento", ""))
    if sid not in ctx.model.settlements(fid):
        return ctx.reject(order, "reject.unknown_settlement", settlement=sid)
    ctx.emit("settlement.attack_set", Audience.gm(), faction=fid, settlement=sid, attack=int(order.get("ataque", 0)))
    ctx.apply(order, "ok.gm", faction=fid)


GM = {"narracion": narracion, "eureka": eureka, "ataque_asentamiento": ataque_asentamiento}
