"""Faction and settlement orders: construir, investigar, gobierno, convertir,
especializar, alianza; and the GM's orders (narración, eureka, ataque de asentamiento)."""

from __future__ import annotations

from gm.engine.events import Audience
from gm.rulesets.primordia.orders.common import private
from gm.rulesets.primordia.rules import ERAS
from gm.rulesets.primordia.science import discovery_cost, era_open


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
        return ctx.reject(order, "reject.cannot_pay", cost=_cost_text(cost))
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


def conversion_delta(c: dict, times: int) -> dict[str, int]:
    """Útiles de hueso: what `times` conversions take and give."""
    return {c["from"]: -c["from_amount"] * times, c["to"]: c["to_amount"] * times}


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
        return ctx.reject(order, "reject.cannot_pay", cost=_cost_text(cost))
    m.acted.add((fid, "research"))
    if cost:
        ctx.emit("research.paid", private(fid), faction=fid, delta={r: -n for r, n in cost.items()})
    ctx.emit("research.done", Audience.public(), faction=fid, discovery=did, name=entry["name"], eureka=did in f.get("eureka", []))
    ctx.apply(order, "ok.researched", discovery=entry["name"], cost=_cost_text(cost) or "-")


def gobierno(ctx, order):
    m, fid = ctx.model, order.faction
    gov = str(order.get("gobierno", ""))
    if gov not in m.rules.governments:
        return ctx.reject(order, "reject.unknown_government", government=gov)
    if not m.rules.governments[gov].get("starting") and not m.effects(fid).unlocked("unlock_government", "government", gov):
        return ctx.reject(order, "reject.government_locked", government=gov)
    ctx.emit("government.changed", Audience.public(), faction=fid, government=gov, name=m.rules.governments[gov]["name"])
    ctx.apply(order, "ok.government", government=m.rules.governments[gov]["name"])


def convertir(ctx, order):
    """Útiles de hueso: 1 Madera for 2 Comida, as many times as asked."""
    m, fid = ctx.model, order.faction
    conv = m.effects(fid).of("conversion")
    if not conv:
        return ctx.reject(order, "reject.needs_discovery", discovery="utiles_de_hueso")
    c = conv[0]
    times = int(order.get("veces", 1))
    if m.pool(fid)[c["from"]] < c["from_amount"] * times:
        return ctx.reject(order, "reject.cannot_pay", cost=f"{c['from_amount'] * times} {c['from']}")
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
    if ally not in m.factions or ally == fid:
        return ctx.reject(order, "reject.unknown_faction", faction=ally)
    ctx.emit("alliance.declared", Audience.public(), faction=fid, ally=ally)
    ctx.apply(order, "ok.alliance", ally=ally)


# -- GM orders ------------------------------------------------------------------------
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
    ctx.emit("narration.bonus", Audience.public(), faction=fid, delta=delta, reason=str(order.get("motivo", "")),
             amount=_cost_text(delta))
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


def _cost_text(cost: dict) -> str:
    return ", ".join(f"{n} {r}" for r, n in sorted(cost.items()))


REALM = {"gobierno": gobierno, "convertir": convertir, "especializar": especializar, "alianza": alianza}
BUILD = {"construir": construir}
SCIENCE = {"investigar": investigar}
GM = {"narracion": narracion, "eureka": eureka, "ataque_asentamiento": ataque_asentamiento}
_ = ERAS
