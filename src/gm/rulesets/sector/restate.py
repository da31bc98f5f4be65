"""Orders as players read them: the help written atop orders.toml, and each order restated
in the report's language (`restate.<type>`, see `order_params`).

Handlers live in their phase modules and are dispatched by type (dict type -> handler);
the schema (schemas/sector/orders.schema.json) is the list of order types and names each
one's phase (tests/rulesets/sector/test_sector_rules.py checks the turn agrees).
"""

from __future__ import annotations

from .phases.common import and_list, faction_words, route_word, ship_word, system_words
from .phases.designations import as_written

PACKAGE = "gm.rulesets.sector"


def template_header(lang: str) -> str:
    from gm.text.i18n import say

    return say(lang, "sector.orders_help", PACKAGE)


def _units(order) -> list[str]:
    """The ships (or fleet, or station) an order names, as the player wrote them."""
    if order.get("fleet"):
        return [str(order.get("fleet"))]
    out = [str(s) for s in order.get("ships", []) or []]
    if order.get("ship"):
        out.append(str(order.get("ship")))
    if order.get("station"):
        out.append(str(order.get("station")))
    return out


def _path(order) -> dict:
    path = [str(s) for s in order.get("path", []) or []]
    to = str(order.get("to") or (path[-1] if path else ""))
    via = path[:-1] if not order.get("to") else []
    return {"to": to, "via": via, "via_count": len(via)}


def _advantage(ctx, fid: str, aid) -> str:
    """One of the empire's advantages by its name («Fervor guerrero»; one discarded this
    turn too), anything else as typed."""
    for source in (ctx.model, ctx.state):
        held = (source.factions.get(fid, {}).get("advantages") or {}).get(aid) if isinstance(aid, str) else None
        if isinstance(held, dict) and held.get("name"):
            return str(held["name"])
    return str(aid or "")


def _route(ctx, fid: str, rid) -> str:
    """One of the empire's routes by its partner's name (one cancelled this turn too),
    anything else as typed."""
    for source in (ctx.model, ctx.state):
        word = route_word(source, fid, rid, ctx.model.systems())
        if word != rid:
            return str(word)
    return str(rid or "")


# orders that act on the world where their ship stands, which they do not name
AT_THE_WORLD = ("trade", "colonize", "assault", "diplomacy")


def _world_of(ctx, fid: str, order) -> str:
    """The world such an order acted on, as its outcome names it ("" when it was refused
    before it reached one: no such ship, no system there; a treaty names an empire)."""
    got = (getattr(ctx, "outcomes", None) or {}).get((fid, order.number))
    return str(got.params.get("system") or "") if got is not None else ""


def order_params(ctx, fid: str, order) -> dict:
    """The variables of `restate.<type>`: every field a message reads, names where the
    empire knows them (a faction, a system, its own ships), as typed where it does not
    (another's ship, a fleet)."""
    from gm.text.blocks import Text

    m = ctx.model
    units = _units(order)
    target, gender = faction_words(m, fid, order.get("target"))
    tech = str(order.get("tech") or "") if isinstance(order.get("tech"), str) else ""
    def own(sid: str):   # its own ships by name (one gone this turn too), anything else as written
        word = ship_word(m, fid, sid)
        return ship_word(ctx.state, fid, sid) if word == sid else word

    units = [own(u) for u in units]
    out = {"units": and_list(units), "units_count": len(units), "unit": own(str(order.get("unit") or "")),
           "ship": own(str(order.get("ship") or "")), "fleet": str(order.get("fleet") or ""),
           "ships": and_list([own(str(s)) for s in order.get("ships", []) or []]),
           "target": target, "target_gender": gender, "has_target": int(bool(order.get("target"))),
           "system": system_words(m, fid, order.get("system")), "at": system_words(m, fid, order.get("at")),
           "route": _route(ctx, fid, order.get("route")), "advantage": _advantage(ctx, fid, order.get("advantage")),
           "goal": str(order.get("goal") or "peace"), "action": str(order.get("action") or ""),
           "rush": int(bool(order.get("rush"))), "name": str(order.get("name") or ""), "named": int(bool(order.get("name"))),
           **_path(order)}
    out["tech"] = Text(f"sector.tech.{tech}") if tech in ("armamento", "propulsion", "energia", "construccion") \
        else tech
    out["has_tech"] = int(bool(tech))
    if order.type in AT_THE_WORLD:   # the world it acts on: «Comerciar con Groumall» read as trading with the ship
        out["system"] = _world_of(ctx, fid, order)
    out["has_system"] = int(bool(out["system"]))
    if order.type == "intercept":   # the ship hunted (as the empire's report designates it), and the hunters
        out["ship"] = as_written(ctx, fid, order.get("target"))
    return out
