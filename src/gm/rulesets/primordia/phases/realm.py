"""Faction orders: gobierno, convertir, especializar, alianza."""

from __future__ import annotations


from .common import news, private


def gobierno(ctx, order):
    m, fid = ctx.model, order.faction
    gov = str(order.get("gobierno", ""))
    if gov not in m.rules.governments:
        return ctx.reject(order, "reject.unknown_government", government=gov)
    if not m.rules.governments[gov].get("starting") and not m.effects(fid).unlocked("unlock_government", "government", gov):
        entry = m.rules.governments[gov]   # the table's, public: its name ("la Monarquía")
        return ctx.reject(order, "reject.government_locked", government=entry["name"],
                          government_gender=entry.get("genero", "masculine"))
    if m.factions[fid].get("government") == gov:  # no public news of a change that is none
        return ctx.reject(order, "reject.government_current", government=m.rules.governments[gov]["name"])
    ctx.emit("government.changed", news(m, fid), faction=fid, government=gov, name=m.rules.governments[gov]["name"])
    ctx.apply(order, "ok.government", government=m.rules.governments[gov]["name"])


def conversion_delta(c: dict, times: int) -> dict[str, int]:
    """Útiles de hueso: what `times` conversions take and give."""
    return {c["from"]: -c["from_amount"] * times, c["to"]: c["to_amount"] * times}


def convertir(ctx, order):
    """Útiles de hueso: 1 Madera for 2 Comida, as many times as asked."""
    m, fid = ctx.model, order.faction
    conv = m.effects(fid).of("conversion")
    if not conv:
        return ctx.reject(order, "reject.needs_discovery", discovery="utiles_de_hueso")
    c = conv[0]
    times = int(order.get("veces", 1))
    if m.pool(fid)[c["from"]] < c["from_amount"] * times:
        return ctx.reject(order, "reject.cannot_pay", cost={c["from"]: c["from_amount"] * times})
    delta = conversion_delta(c, times)
    ctx.emit("conversion.done", private(fid), faction=fid, delta=delta)
    ctx.apply(order, "ok.converted", times=times)


def especializar(ctx, order):
    m, fid = ctx.model, order.faction
    sid, res = str(order.get("asentamiento", "")), str(order.get("recurso", ""))
    if sid not in m.settlements(fid):
        return ctx.reject(order, "reject.unknown_settlement", settlement=sid)
    if not m.effects(fid).capability("especializacion"):
        return ctx.reject(order, "reject.needs_discovery", discovery="saber_de_la_naturaleza")
    if not m.effects(fid).resource_allowed(res):
        return ctx.reject(order, "reject.resource_locked", resource=res)
    ctx.emit("settlement.specialised", private(fid), faction=fid, settlement=sid, resource=res)
    ctx.apply(order, "ok.specialised", settlement=sid, resource=res)


def alianza(ctx, order):
    m, fid = ctx.model, order.faction
    ally = str(order.get("faccion", ""))
    # the GM's rebels are no race to ally with ("se mostrará hostil"), and asking must not
    # tell whether they exist: the same words as a faction that does not
    if ally not in m.players() or ally == fid:
        return ctx.reject(order, "reject.unknown_faction", faction=ally)
    if ally in m.factions[fid].get("allies", []):  # declared before: no news again
        return ctx.reject(order, "reject.already_allied", ally=ally)
    ctx.emit("alliance.declared", news(m, fid), faction=fid, ally=ally)
    ctx.apply(order, "ok.alliance", ally=ally)


REALM = {"gobierno": gobierno, "convertir": convertir, "especializar": especializar, "alianza": alianza}
