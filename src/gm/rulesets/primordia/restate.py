"""The orders as the reports restate them (`restate.<type>` messages): each order field
becomes a variable, with names instead of ids where the faction knows the thing.

What a faction may know: its own units, armies and settlements (as they were when it gave
the orders, or as the turn left them: an army formed this turn), the races' names (public),
and the rule tables' names. Another race's unit or settlement is restated as the faction
typed it, so an order aimed at something unseen reads like one aimed at nothing.
"""

from __future__ import annotations

from gm.reports.factions import grammar, of, the

from .names import amounts, and_list, faction_grammar, resource, unit_ref

NONE = "none"  # an optional field left out: the messages select on it

# optional fields, so every restate message may read every variable of its type
DEFAULTS = {"despues": False, "si_gana": NONE, "recurso": NONE, "victima": NONE, "ejercito": NONE, "nombre": NONE,
            "poder": NONE, "chaman": NONE, "motivo": NONE, "veces": 1}


def order_params(ctx, fid: str, order) -> dict:
    m = ctx.model
    raw = {**{k: v for k, v in DEFAULTS.items() if k in _FIELDS.get(order.type, ())}, **order.params}
    out = {}
    for key, value in raw.items():
        convert = CONVERT.get((order.type, key)) or CONVERT.get(key) or _as_typed
        out.update(convert(ctx, m, fid if fid != "gm" else str(raw.get("faccion", "")), key, value))
    out.update(_shown(ctx, fid, order.type, raw))
    return POST.get(order.type, lambda params: params)(out)


# another race's thing, as a text order carries it ("avanzada-del-norte"): as the report showed it
SHOWN = {"objetivo": "target", "victima": "victim"}
SHOWN_SETTLEMENT = ("espiar", "sabotear")  # their `asentamiento` is another race's


def _shown(ctx, fid: str, otype: str, raw: dict) -> dict:
    from .labels import as_shown

    keys = {**SHOWN, **({"asentamiento": "settlement"} if otype in SHOWN_SETTLEMENT else {})}
    tf = str(raw.get("objetivo_faccion") or "")
    return {var: as_shown(ctx, fid, tf, raw[key]) for key, var in keys.items() if isinstance(raw.get(key), str) and raw[key] != NONE}


def _project(params: dict) -> dict:
    """construir names one project: a structure, a unit type or a settlement type."""
    found = [params[k] for k in ("structure", "unit_type", "settlement_type") if k in params]
    return {**params, "project": found[0] if found else NONE}


def _aim(params: dict) -> dict:
    """hechizo's target, whichever field the spell takes (none for a spell without one)."""
    for var, kind in (("hex", "hex"), ("settlement", "settlement"), ("group", "unit"), ("target", "target"),
                      ("structure", "structure"), ("resource", "resource")):
        if var in params:
            return {**params, "aim": params[var], "aim_kind": kind}
    return {**params, "aim": NONE, "aim_kind": NONE}


def _army(params: dict) -> dict:
    """combinarse's army by the name the player gave it ('Jinetes del Alba'), else its id,
    a proper name with its capital as the reports write it ('Martillo': names.army_name)."""
    name = params.get("name", NONE)
    if name == NONE:
        name = params.get("army", NONE)
    return {**params, "army": name[:1].upper() + name[1:]} if isinstance(name, str) and name != NONE else params


POST = {"construir": _project, "hechizo": _aim, "combinarse": _army}


def _as_typed(ctx, m, fid, key, value) -> dict:
    return {key: ", ".join(map(str, value)) if isinstance(value, list) else value}


def _group(ctx, m, fid, key, value) -> dict:
    return {"group": unit_ref(ctx.state.factions, m.factions, fid, str(value), m.rules)}


def _groups(ctx, m, fid, key, value) -> dict:
    """The units an order names: in prose, joined with «y» («Combinar Cuarzo y Pizarra»);
    an order of priority (`prioridad`) keeps its commas, the order being the point."""
    units = [unit_ref(ctx.state.factions, m.factions, fid, str(v), m.rules) for v in value]
    return {"units": units if key == "prioridad" else and_list(units)}


def _route(ctx, m, fid, key, value) -> dict:
    return {"route": ", ".join(map(str, value)), "to": str(value[-1]) if value else ""}


def _faction(ctx, m, fid, key, value) -> dict:
    """A race by its name; the GM's rebels as the order typed them (their name would tell a
    race that never met them that they exist: "alianza con Rebeldes")."""
    found = m.factions.get(str(value)) or ctx.state.factions.get(str(value)) or {}
    name = found.get("name") if found and not found.get("rebels") else None
    var = "target_faction" if key == "objetivo_faccion" else "faction"
    words = faction_grammar(m.rules.races, found) if name else grammar({})  # "de los Terales" (gm.reports.factions)
    return {var: name or str(value), f"{var}_the": the(name or str(value), words), f"{var}_of": of(name or str(value), words)}


def _own_settlement(ctx, m, fid, key, value) -> dict:
    for factions in (ctx.state.factions, m.factions):
        s = ((factions.get(fid) or {}).get("settlements") or {}).get(str(value))
        if s:
            return {"settlement": s.get("name", str(value))}
    return {"settlement": str(value)}


def _table_name(table: str, var: str):
    def convert(ctx, m, fid, key, value) -> dict:
        entry = getattr(m.rules, table).get(str(value))
        return {var: entry.get("name", str(value)) if entry else str(value)}
    return convert


def _built(m, value: str) -> dict:
    """construir's `estructura` as the phase reads it (construction.project_of): a unit
    type or settlement type written there is restated as what it is."""
    from gm.rulesets.primordia.phases.construction import project_of

    key, _target = project_of(m.rules, {"estructura": value})
    var, table = {"unidad": ("unit_type", "units"), "tipo": ("settlement_type", "settlement_types")}.get(key, ("structure", "structures"))
    return _table_name(table, var)(None, m, "", key, value)


def _resource(ctx, m, fid, key, value) -> dict:
    return {"resource": resource(str(value))}


def _amounts(ctx, m, fid, key, value) -> dict:
    return {"amounts": amounts(value)}


def _flag(ctx, m, fid, key, value) -> dict:
    return {"late": "yes" if value else "no"}


def _renamed(var: str):
    return lambda ctx, m, fid, key, value: {var: value}


CONVERT = {
    "unidad": _group, "unidades": _groups, "prioridad": _groups, "nave": lambda ctx, m, fid, key, value: {"ship": _group(ctx, m, fid, key, value)["group"]},
    "chaman": lambda ctx, m, fid, key, value: {"shaman": value if value == NONE else _group(ctx, m, fid, key, value)["group"]},
    "ruta": _route, "despues": _flag, "hacia": _renamed("to"), "objetivo": _renamed("target"), "victima": _renamed("victim"),
    "objetivo_faccion": _faction, "faccion": _faction, "asentamiento": _own_settlement,
    "si_gana": _renamed("if_won"), "recurso": _resource, "ejercito": _renamed("army"), "nombre": _renamed("name"),
    "hechizo": _table_name("spells", "spell"), "estructura": _table_name("structures", "structure"),
    "tipo": _table_name("settlement_types", "settlement_type"), "descubrimiento": _table_name("discoveries", "discovery"),
    "gobierno": _table_name("governments", "government"), "veces": _renamed("times"), "recursos": _amounts,
    "motivo": _renamed("reason"), "ataque": _renamed("attack"), "poder": _renamed("poder"),
    # construir's `unidad` is a unit type; spying's settlement is another race's, as typed
    ("construir", "unidad"): _table_name("units", "unit_type"),
    ("construir", "estructura"): lambda ctx, m, fid, key, value: _built(m, str(value)),
    ("espiar", "asentamiento"): _renamed("settlement"), ("sabotear", "asentamiento"): _renamed("settlement"),
}

# each type's optional fields that get a default (the messages read them all)
_FIELDS = {"mover": ("despues",), "atacar": ("si_gana", "recurso"), "saquear": ("recurso",), "atacar_distancia": ("victima",),
           "combinarse": ("ejercito",), "fundar": ("nombre",), "hechizo": ("poder", "chaman"), "convertir": ("veces",),
           "narracion": ("motivo",)}
