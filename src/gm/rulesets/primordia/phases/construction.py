"""Construir: one project per settlement ("Solo se permite 1 por Turno")."""

from __future__ import annotations

from .common import private


def construir(ctx, order):
    """Choose the settlement's one project ("Solo se permite 1 por Turno")."""
    m, fid = ctx.model, order.faction
    sid = str(order.get("asentamiento", ""))
    s = m.settlements(fid).get(sid)
    refusal = _settlement_refusal(m, fid, sid, s)
    key, target = project_of(m.rules, order)
    if refusal is None and key is None:
        refusal = ("reject.nothing_to_build", {})
    if refusal is None:
        kind, check = KINDS[key]
        entry, refusal = check(m, fid, sid, s, target)
    if refusal is None:
        refusal = _name_refusal(m, fid, key, str(order.get("nombre", "")).strip())
    if refusal is None:
        cost = project_cost(m.rules, order)
        refusal = None if m.can_pay(fid, cost) else ("reject.cannot_pay", {"cost": cost})
    if refusal is not None:
        return ctx.reject(order, refusal[0], **refusal[1])
    m.acted.add((fid, sid, "build"))
    if cost:
        ctx.emit("project.paid", private(fid), faction=fid, delta={r: -n for r, n in cost.items()}, settlement=sid)
    ctx.emit("settlement.project_set", private(fid), faction=fid, settlement=sid, project_kind=kind, target=target, work=int(entry.get("work", 0)),
             unit_name=str(order.get("nombre", "")).strip())
    ctx.apply(order, "ok.project", settlement=sid, target=target)


def _name_refusal(m, fid: str, key: str, name: str):
    """A name the order gives (`nombre`) names the unit it trains; two units of a race never
    share one (an order naming it would fit both)."""
    if not name:
        return None
    if key != "unidad":
        return "reject.name_not_unit", {"name": name}
    borne = {str(u.get("name", "")) for u in m.units(fid).values()}
    borne |= {str((s.get("project") or {}).get("name", "")) for s in m.settlements(fid).values()}
    return ("reject.name_taken", {"name": name}) if name in borne else None


def _settlement_refusal(m, fid: str, sid: str, s: dict | None):
    """Why this settlement takes no project now: (catalog key, params), or None."""
    if s is None:
        return "reject.unknown_settlement", {"settlement": sid}
    if (fid, sid, "build") in m.acted:
        return "reject.one_project", {"settlement": sid}
    if s.get("project"):
        return "reject.project_busy", {"settlement": sid, "project": s["project"]["id"]}
    if s.get("siege"):
        return "reject.besieged", {"settlement": sid}
    return None


def _structure(m, fid: str, sid: str, s: dict, target: str):
    """(the table's entry, a refusal or None)."""
    entry = m.rules.structures.get(target)
    if entry is None:
        return None, ("reject.unknown_structure", {"structure": target})
    if not m.effects(fid).unlocked("unlock_structure", "structure", target):
        return entry, ("reject.structure_locked", {"structure": target})
    if target in s.get("structures", []):
        return entry, ("reject.already_built", {"structure": target})
    if entry.get("coastal") and not any(m.tinfo(h).get("sea") for h in m.grid.neighbours(s["hex"])):
        return entry, ("reject.not_coastal", {"settlement": sid})
    return entry, None


def _unit(m, fid: str, sid: str, s: dict, target: str):
    entry = m.rules.units.get(target)
    if entry is None or entry.get("recruitable") is False:
        return entry, ("reject.unknown_unit_type", {"type": target})
    req = entry.get("requires")
    if req and req not in m.factions[fid].get("discoveries", []):
        return entry, ("reject.unit_locked", {"type": target, "discovery": req})
    if entry.get("structure") and entry["structure"] not in s.get("structures", []):
        return entry, ("reject.needs_structure", {"structure": entry["structure"]})
    if entry.get("population_cost", 0) and s["population"] - entry["population_cost"] < m.rules.settings["settlement"]["growth_step"]:
        return entry, ("reject.population_too_low", {"settlement": sid})
    return entry, None


def _type(m, fid: str, sid: str, s: dict, target: str):
    entry = m.rules.settlement_types.get(target)
    if entry is None or entry.get("order", 0) != m.rules.settlement_types[s.get("type", "aldea")]["order"] + 1:
        return entry, ("reject.bad_type", {"type": target})
    if not m.effects(fid).unlocked("unlock_settlement_type", "type", target):
        return entry, ("reject.type_locked", {"type": target})
    if s["population"] < entry.get("min_population", 0):
        return entry, ("reject.population_too_low", {"settlement": sid})
    return entry, None


KINDS = {"estructura": ("structure", _structure), "unidad": ("unit", _unit), "tipo": ("type", _type)}  # order key -> project kind, its check


PROJECTS = (("estructura", "structures"), ("unidad", "units"), ("tipo", "settlement_types"))  # construir's precedence


def project_of(rules, order) -> tuple[str | None, str]:
    """(the order key the project is read under, its id). "Se elige la Estructura o Unidad a
    construir": `construir espía en Roca Alta` names a unit type under `estructura`, so a
    name that is no structure is read as the unit type (or settlement type) it is."""
    for key, _table in PROJECTS:
        if order.get(key):
            target = str(order.get(key))
            if key == "estructura" and target not in rules.structures:
                key = next((k for k, table in PROJECTS[1:] if target in getattr(rules, table)), key)
            return key, target
    return None, ""


def project_cost(rules, order) -> dict[str, int]:
    """What an accepted construir pays: its structure's, unit's or settlement type's cost."""
    key, target = project_of(rules, order)
    if key is None:
        return {}
    return dict(getattr(rules, dict(PROJECTS)[key]).get(target, {}).get("cost", {}))


def buildable(m, fid: str, sid: str, key: str) -> list[str]:
    """What the settlement's sheet lists as buildable: every entry of the table the phase's
    own check (above) accepts now, cost aside (the pool is shown beside it)."""
    kind, check = KINDS[key]
    s = m.settlements(fid)[sid]
    return [x for x in sorted(getattr(m.rules, dict(PROJECTS)[key])) if check(m, fid, sid, s, x)[1] is None]


BUILD = {"construir": construir}
