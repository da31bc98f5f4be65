"""Orders restated in the report's language (the orders section): `restate.<type>` with names.

The game has no fog of war, so every god's and thing's name may be shown. Names are read
from the turn's start (`Start`, taken before any phase runs): an army destroyed during the
turn is still named. An id that names nothing is shown as the player typed it.
"""

from __future__ import annotations

from dataclasses import dataclass

from gm.geometry import hexgrid
from gm.text.blocks import Text


@dataclass(frozen=True)
class Start:
    """What the orders may name, as the turn starts: per god its armies (name, hex),
    cities and advances (names), and every god's name."""
    gods: dict
    armies: dict
    cities: dict
    advances: dict
    now: dict = None  # the factions as the turn ends: what was made this turn is named too
    written: dict = None  # god -> {army id: name} of the turn's create_army orders, applied or not

    def later(self, now: dict) -> "Start":
        """This start, with the end of the turn to name what the turn made (an advance
        researched and used by the same post, a new army)."""
        return Start(self.gods, self.armies, self.cities, self.advances, now, self.written)

    def with_orders(self, orders: list) -> "Start":
        """This start, with the names the turn's create_army orders give: an order naming an
        army whose creation was refused shows "Martillo" as written, not its id "martillo"."""
        written: dict = {}
        for o in orders:
            if o.type == "create_army" and o.get("army") and o.get("name"):
                written.setdefault(o.faction, {}).setdefault(str(o.get("army")), str(o.get("name")))
        return Start(self.gods, self.armies, self.cities, self.advances, self.now, written)

    def written_army(self, fid: str, aid) -> str:
        """An army not on the map by the name its creation order gave, else as typed."""
        return ((self.written or {}).get(fid) or {}).get(aid) or str(aid if aid is not None else "")

    def _now(self, fid: str, coll: str, key) -> str | None:
        thing = ((self.now or {}).get(fid, {}).get(coll) or {}).get(key)
        return str(thing.get("name", key)) if isinstance(thing, dict) else None

    @classmethod
    def of(cls, factions: dict) -> "Start":
        gods, armies, cities, advances = {}, {}, {}, {}
        for fid, f in factions.items():
            gods[fid] = str(f.get("name", fid))
            armies[fid] = {aid: (str(a.get("name", aid)), str(a.get("hex", ""))) for aid, a in (f.get("armies") or {}).items()}
            cities[fid] = {cid: str(c.get("name", cid)) for cid, c in (f.get("cities") or {}).items()}
            advances[fid] = {k: str(v.get("name", k)) for k, v in (f.get("advances") or {}).items()}
        return cls(gods, armies, cities, advances)

    def god(self, fid) -> str:
        return self.gods.get(fid, str(fid if fid is not None else ""))

    def army(self, fid: str, aid) -> str:
        known = self.armies.get(fid, {}).get(aid)
        return known[0] if known else self._now(fid, "armies", aid) or self.written_army(fid, aid)

    def city(self, fid: str, cid) -> str:
        return self.cities.get(fid, {}).get(cid) or self._now(fid, "cities", cid) or str(cid if cid is not None else "")

    def advance(self, fid: str, adv) -> str:
        return self.advances.get(fid, {}).get(adv) or self._now(fid, "advances", adv) or str(adv if adv is not None else "")


def _word(family: str, value, known: tuple) -> "Text | str":
    """A fixed word of the rules in the report's language; an unknown one as typed."""
    return Text(f"{family}.{value}") if value in known else str(value if value is not None else "")


def _target(start: Start, fid: str, target, new_advance: str = "") -> "Text | str":
    """Where an advance goes: one of the god's armies or cities, or a hex."""
    if target in start.armies.get(fid, {}):
        return Text("restate.to.army", {"name": start.army(fid, target)})
    if target in start.cities.get(fid, {}):
        return Text("restate.to.city", {"name": start.city(fid, target)})
    try:
        return Text("restate.to.hex", {"hex": hexgrid.label(hexgrid.parse(str(target)))})
    except ValueError:
        return Text("restate.to.unknown", {"target": str(target if target is not None else "")})


def _new_city(order) -> "Text | str":
    name = order.get("city_name") or (order.get("name") if order.type == "apply" else "") or order.get("city")
    return Text("restate.part.new_city", {"name": str(name)}) if name else ""


KINDS = ("tech", "economic", "architectural", "military")
MIRACLES = ("militar", "natural", "tecnologico", "economico", "social")
TERRAINS = ("montañas", "desiertos", "praderas", "bosques", "pantanos", "mares")


def _research(start: Start, fid: str, order) -> dict:
    support, target, unlocks = order.get("supported_by"), order.get("apply_to"), order.get("unlocks") or []
    return {
        "name": str(order.get("name") or order.get("advance") or ""),
        "kind": _word("na.kind", order.get("kind"), KINDS),
        "support": Text("restate.part.support", {"advance": start.advance(fid, support)}) if support else "",
        "target": Text("restate.part.apply", {"to": _target(start, fid, target)}) if target else "",
        "unlocks": Text("restate.part.unlocks", {"terrains": [_word("na.terrain_name", t, TERRAINS) for t in unlocks]}) if unlocks else "",
        "city": _new_city(order) if target and order.get("kind") == "architectural" and target not in start.cities.get(fid, {}) else "",
    }


def _apply(start: Start, fid: str, order) -> dict:
    to = order.get("to")
    founds = to not in start.cities.get(fid, {}) and to not in start.armies.get(fid, {})
    return {"advance": start.advance(fid, order.get("advance")), "to": _target(start, fid, to),
            "city": _new_city(order) if founds and (order.get("city_name") or order.get("city") or order.get("name")) else ""}


def _create_army(start: Start, fid: str, order) -> dict:
    advances = [start.advance(fid, a) for a in order.get("advances") or []]
    return {"name": str(order.get("name") or order.get("army") or ""), "city": start.city(fid, order.get("city")),
            "advances": advances or "-", "count": len(advances)}


def _move(start: Start, fid: str, order) -> dict:
    aid = order.get("army")
    src = start.armies.get(fid, {}).get(aid, ("", ""))[1]
    # an army not on the map as the turn starts (one created this turn) has no "from"
    return {"army": start.army(fid, aid), "from": src or "-", "known": "yes" if src else "no", "to": str(order.get("to") or "").upper()}


def _with(start: Start, fid: str, order) -> dict:
    return {"with": start.god(order.get("with"))}


def _miracle(start: Start, fid: str, order) -> dict:
    kind = order.get("kind")
    detail: "Text | str" = ""
    if kind == "militar" and order.get("army"):
        detail = Text("restate.part.for_army", {"army": start.army(fid, order.get("army"))})
    elif kind == "natural" and order.get("hex"):
        detail = Text("restate.part.terrain", {"hex": str(order.get("hex")).upper(),
                                               "terrain": _word("na.terrain_one", order.get("terrain"), TERRAINS)})
    return {"kind": _word("na.miracle_kind", kind, MIRACLES), "detail": detail, "detailed": "yes" if detail else "no"}


def _calamity(start: Start, fid: str, order) -> dict:
    where = order.get("hex")
    return {"kind": _word("na.calamity_kind", order.get("kind"), MIRACLES), "target": start.god(order.get("target")),
            "where": Text("restate.part.where", {"hex": str(where).upper()}) if where else ""}


def _mark_unsupported(start: Start, fid: str, order) -> dict:
    god = order.get("faction")
    return {"faction": start.god(god), "advance": start.advance(god, order.get("advance"))}


PARAMS = {
    "research": _research,
    "apply": _apply,
    "create_army": _create_army,
    "move": _move,
    "trade": _with,
    "alliance": _with,
    "break_trade": _with,
    "break_alliance": _with,
    "peace": _with,
    "declare_war": lambda start, fid, order: {"on": start.god(order.get("on"))},
    "miracle": _miracle,
    "calamity": _calamity,
    "mark_unsupported": _mark_unsupported,
}


def order_params(start: Start, fid: str, order) -> dict:
    make = PARAMS.get(order.type)
    return make(start, fid, order) if make else dict(order.params)
