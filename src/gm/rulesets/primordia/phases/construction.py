"""Construir: one project per settlement ("Solo se permite 1 por Turno")."""

from __future__ import annotations

from .common import cost_text, private


def construir(ctx, order):
    """Choose the settlement's one project ("Solo se permite 1 por Turno")."""
    m, fid = ctx.model, order.faction
    sid = str(order.get("asentamiento", ""))
    s = m.settlements(fid).get(sid)
    if s is None:
        return ctx.reject(order, "reject.unknown_settlement", settlement=sid)
    if (fid, sid, "build") in m.acted:
        return ctx.reject(order, "reject.one_project", settlement=sid)
    if s.get("project"):
        return ctx.reject(order, "reject.project_busy", settlement=sid, project=s["project"]["id"])
    if s.get("siege"):
        return ctx.reject(order, "reject.besieged", settlement=sid)
    eff = m.effects(fid)
    if order.get("estructura"):
        kind, target = "structure", str(order.get("estructura"))
        entry = m.rules.structures.get(target)
        if entry is None:
            return ctx.reject(order, "reject.unknown_structure", structure=target)
        if not eff.unlocked("unlock_structure", "structure", target):
            return ctx.reject(order, "reject.structure_locked", structure=target)
        if target in s.get("structures", []):
            return ctx.reject(order, "reject.already_built", structure=target)
        if entry.get("coastal") and not any(m.tinfo(h).get("sea") for h in m.grid.neighbours(s["hex"])):
            return ctx.reject(order, "reject.not_coastal", settlement=sid)
    elif order.get("unidad"):
        kind, target = "unit", str(order.get("unidad"))
        entry = m.rules.units.get(target)
        if entry is None or entry.get("recruitable") is False:
            return ctx.reject(order, "reject.unknown_unit_type", type=target)
        req = entry.get("requires")
        if req and req not in m.factions[fid].get("discoveries", []):
            return ctx.reject(order, "reject.unit_locked", type=target, discovery=req)
        if entry.get("structure") and entry["structure"] not in s.get("structures", []):
            return ctx.reject(order, "reject.needs_structure", structure=entry["structure"])
        if entry.get("population_cost", 0) and s["population"] - entry["population_cost"] < ctx.settings["settlement"]["growth_step"]:
            return ctx.reject(order, "reject.population_too_low", settlement=sid)
    elif order.get("tipo"):
        kind, target = "type", str(order.get("tipo"))
        entry = m.rules.settlement_types.get(target)
        if entry is None or entry.get("order", 0) != m.rules.settlement_types[s.get("type", "aldea")]["order"] + 1:
            return ctx.reject(order, "reject.bad_type", type=target)
        if not eff.unlocked("unlock_settlement_type", "type", target):
            return ctx.reject(order, "reject.type_locked", type=target)
        if s["population"] < entry.get("min_population", 0):
            return ctx.reject(order, "reject.population_too_low", settlement=sid)
    else:
        return ctx.reject(order, "reject.nothing_to_build")
    cost = project_cost(m.rules, order)
    if not m.can_pay(fid, cost):
        return ctx.reject(order, "reject.cannot_pay", cost=cost_text(cost))
    m.acted.add((fid, sid, "build"))
    if cost:
        ctx.emit("project.paid", private(fid), faction=fid, delta={r: -n for r, n in cost.items()}, settlement=sid)
    ctx.emit("settlement.project_set", private(fid), faction=fid, settlement=sid, project_kind=kind, target=target, work=int(entry.get("work", 0)))
    ctx.apply(order, "ok.project", settlement=sid, target=target)


PROJECTS = (("estructura", "structures"), ("unidad", "units"), ("tipo", "settlement_types"))  # construir's precedence


def project_cost(rules, order) -> dict[str, int]:
    """What an accepted construir pays: its structure's, unit's or settlement type's cost."""
    for key, table in PROJECTS:
        if order.get(key):
            return dict(getattr(rules, table).get(str(order.get(key)), {}).get("cost", {}))
    return {}


BUILD = {"construir": construir}
