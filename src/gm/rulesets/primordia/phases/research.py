"""Investigar: one discovery per turn."""

from __future__ import annotations

from gm.rulesets.primordia.science import discovery_cost, era_open

from .common import news, private


def investigar(ctx, order):
    m, fid = ctx.model, order.faction
    did = str(order.get("descubrimiento", ""))
    f = m.factions[fid]
    entry = m.rules.discoveries.get(did)
    if entry is None:
        return ctx.reject(order, "reject.unknown_discovery", discovery=did)
    if (fid, "research") in m.acted:
        return ctx.reject(order, "reject.one_discovery")
    known = f.get("discoveries", [])
    if did in known:
        return ctx.reject(order, "reject.already_known", discovery=did)
    missing = [r for r in entry.get("requires", []) if r not in known]
    if missing:
        return ctx.reject(order, "reject.requires", discovery=did, missing=", ".join(missing))
    if not era_open(m.rules, known, entry["era"]):
        return ctx.reject(order, "reject.era_closed", discovery=did, era=entry["era"])
    cost = discovery_cost(m.rules, f, did, m.effects(fid))
    if not m.can_pay(fid, cost):
        return ctx.reject(order, "reject.cannot_pay", cost=cost)
    m.acted.add((fid, "research"))
    if cost:
        ctx.emit("research.paid", private(fid), faction=fid, delta={r: -n for r, n in cost.items()})
    ctx.emit("research.done", news(m, fid), faction=fid, discovery=did, name=entry["name"], eureka=did in f.get("eureka", []))
    ctx.apply(order, "ok.researched", discovery=entry["name"], cost=cost)


SCIENCE = {"investigar": investigar}
