"""Validation beyond the schemas: references, map bounds, the "same values" rule."""

from __future__ import annotations

from gm.errors import Problem

from .sectormap import SectorMap
from .rules import TRAITS, trait_values_equal


def check(state, cfg: dict) -> list[Problem]:
    out: list[Problem] = []
    game, factions = state.game, state.factions
    world = game.get("world", {})
    grid = SectorMap(int(world.get("width", 20)), int(world.get("height", 20)))
    systems = world.get("systems", {})

    def off(file, path, sector):
        if not grid.is_sector(str(sector)):
            out.append(Problem(file, path, f"found sector {sector}, expected one inside the "
                                           f"{grid.width}x{grid.height} map (A1-{grid.name(grid.width - 1, grid.height - 1)})"))

    for s in sorted(world.get("sectors", {})):
        off("game.toml", ("world", "sectors", s), s)
    for s in sorted(world.get("territory", {})):
        off("game.toml", ("world", "territory", s), s)
        if world["territory"][s] not in factions:
            out.append(Problem("game.toml", ("world", "territory", s), f"found faction {world['territory'][s]!r}, expected a faction id"))
    seen_sector: dict[str, str] = {}
    for sid in sorted(systems):
        s = systems[sid]
        path = ("world", "systems", sid)
        off("game.toml", path + ("sector",), s.get("sector"))
        if s.get("sector") in seen_sector:
            out.append(Problem("game.toml", path + ("sector",), f"found a second system in {s['sector']} "
                                                                 f"(also {seen_sector[s['sector']]}), expected one per sector"))
        seen_sector[s.get("sector")] = sid
        if s.get("sector") in world.get("sectors", {}):
            out.append(Problem("game.toml", path + ("sector",), f"found a system inside a {world['sectors'][s['sector']]['terrain']}, expected an ordinary sector"))
        if s.get("owner") and s["owner"] not in factions:
            out.append(Problem("game.toml", path + ("owner",), f"found {s['owner']!r}, expected a faction id"))
        if bool(s.get("owner")) != bool(s.get("status")):
            out.append(Problem("game.toml", path, "found owner without status (or status without owner), expected both or neither"))
        lo, hi = (1, 10) if s.get("kind") == "uninhabited" else (5, 20)
        if s.get("kind") != "home" and not lo <= int(s.get("dilitio", 0)) <= hi:
            out.append(Problem("game.toml", path + ("dilitio",), f"found {s.get('dilitio')}, expected {lo}-{hi} for a {s.get('kind')} system"))
    for key in sorted(world.get("relations", {})):
        for part in key.split("+"):
            if part not in factions:
                out.append(Problem("game.toml", ("world", "relations", key), f"found faction {part!r}, expected a faction id"))

    empires = {fid: f for fid, f in factions.items() if f.get("kind", "empire") == "empire"}
    if not trait_values_equal(empires):
        out.append(Problem(f"factions/{sorted(empires)[0]}.toml" if empires else "game.toml", ("traits",),
                           "found empires whose DIPLOMACIA/AGRESIVIDAD/INVESTIGACIÓN/COMERCIO/ESPIONAJE are not the same "
                           "values distributed differently: " + "; ".join(
                               f"{fid} {sorted(int(f.get('traits', {}).get(t, 0)) for t in TRAITS)}" for fid, f in sorted(empires.items())),
                           ))
    all_units: dict[str, str] = {}
    for fid in sorted(factions):
        f = factions[fid]
        file = f"factions/{fid}.toml"
        if f.get("home") and f["home"] not in systems:
            out.append(Problem(file, ("home",), f"found {f['home']!r}, expected a system id of game.toml"))
        for coll in ("ships", "stations"):
            for uid in sorted(f.get(coll, {})):
                if uid in all_units:
                    out.append(Problem(file, (coll, uid), f"found id {uid!r} also used by {all_units[uid]}, expected unique unit ids"))
                all_units[uid] = fid
                off(file, (coll, uid, "sector"), f[coll][uid].get("sector"))
        for name in sorted(f.get("fleets", {})):
            for sid in f["fleets"][name].get("ships", []):
                if sid not in f.get("ships", {}):
                    out.append(Problem(file, ("fleets", name, "ships"), f"found ship {sid!r}, expected one of this faction's ships"))
        for rid in sorted(f.get("routes", {})):
            if f["routes"][rid]["system"] not in systems:
                out.append(Problem(file, ("routes", rid, "system"), f"found {f['routes'][rid]['system']!r}, expected a system id"))
        for bid in sorted(f.get("builds", {})):
            b = f["builds"][bid]
            if b.get("system") and b["system"] not in systems:
                out.append(Problem(file, ("builds", bid, "system"), f"found {b['system']!r}, expected a system id"))
            if b.get("sector"):
                off(file, ("builds", bid, "sector"), b["sector"])
        for s in sorted(f.get("known", {})):
            off(file, ("known", s), s)
    ship_owner = {sid: fid for fid in sorted(factions) for sid in (factions[fid].get("ships", {}) or {})}
    # orders: references a schema cannot check
    for fid, entry in sorted((state.orders.get("factions") or {}).items()):
        if fid not in factions:
            out.append(Problem("orders.toml", ("factions", fid), f"found faction {fid!r}, expected one of: {', '.join(sorted(factions))}"))
            continue
        for i, o in enumerate(entry.get("orders", []) or []):
            path = ("factions", fid, "orders", i)
            for key in ("to",):
                if key in o:
                    off("orders.toml", path + (key,), o[key])
            for j, s in enumerate(o.get("path", []) or []):
                off("orders.toml", path + ("path", j), s)
            # the `system` of build_shipyard, build_defenses, retreat and incite is not checked
            # against game.toml: whether a system of that id exists is the turn's to answer,
            # alike for a world never seen and for none ("zzz no es tuyo", "no estás asaltando zzz")
            # an order's `target` race is not checked against the factions: whether a race of
            # that id exists is the turn's to answer, alike for one not met and for none
        out.extend(_unit_references(fid, factions, systems, entry.get("orders", []) or [], ship_owner))
    return out


# -- orders naming units: ships, stations, fleets, routes ---------------------------------------

_SHIP_KEY = ("move", "intercept", "colonize", "diplomacy", "trade", "build_station")   # key "ship"
_SHIPS_KEY = ("form_fleet", "attack", "assault")                                       # key "ships"
_FLEET_KEY = ("move", "intercept", "attack", "assault", "disband_fleet")               # key "fleet"


def _one_of(what: str, ids) -> str:
    """"expected one of your ships: a, b, c" (at most 12 listed: a big empire's list is long)."""
    ids = sorted(ids)
    if not ids:
        return f"expected one of your {what}, and you have none"
    shown = ", ".join(ids[:12]) + (f", ... ({len(ids)} in all)" if len(ids) > 12 else "")
    return f"expected one of your {what}: {shown}"


def _unit_references(fid: str, factions: dict, systems: dict, orders: list, ship_owner: dict) -> list[Problem]:
    """Ships, stations, fleets and routes an order names must exist and be the faction's.

    Only what the files can tell: a fleet formed by an earlier `form_fleet` of the same
    orders counts as known, and a station an earlier `build_station` may rush into being
    is not judged; ships lost earlier in the same turn are the turn's to reject."""
    f = factions[fid]
    ships = f.get("ships", {}) or {}
    active = {s for s, d in ships.items() if (d or {}).get("status", "active") == "active"}
    stations = set(f.get("stations", {}) or {})
    fleets = set(f.get("fleets", {}) or {})
    routes = set(f.get("routes", {}) or {})
    may_build_station = False
    own = None   # the faction's systems, found when a build_ship needs them ("a system id of
    # game.toml" would tell which systems exist)
    out: list[Problem] = []

    def where(i, *keys):
        return ("factions", fid, "orders", i) + keys

    def ship(i, keys, sid):
        if not isinstance(sid, str) or sid in active:
            return
        if sid in ships:
            out.append(Problem("orders.toml", where(i, *keys), f"found ship {sid!r} (assigned to a trade route), "
                                                              + _one_of("active ships", active)))
        else:
            out.append(Problem("orders.toml", where(i, *keys), f"found ship {sid!r}, " + _one_of("ships", active)))

    for i, o in enumerate(orders):
        if not isinstance(o, dict):
            continue
        kind = o.get("type")
        if kind in _SHIP_KEY and "ship" in o:
            ship(i, ("ship",), o["ship"])
        if kind in _SHIPS_KEY and isinstance(o.get("ships"), list):
            for j, sid in enumerate(o["ships"]):
                ship(i, ("ships", j), sid)
        if kind in _FLEET_KEY and isinstance(o.get("fleet"), str) and o["fleet"] not in fleets:
            out.append(Problem("orders.toml", where(i, "fleet"), f"found fleet {o['fleet']!r}, "
                               + _one_of("fleets (formed, or formed by an earlier form_fleet order)", fleets)))
        if kind == "form_fleet" and isinstance(o.get("fleet"), str):
            fleets.add(o["fleet"])   # known to the orders after it (disband_fleet runs first: the turn rejects that one)
        if kind == "decommission" and isinstance(o.get("unit"), str) and o["unit"] not in active | stations:
            out.append(Problem("orders.toml", where(i, "unit"), f"found unit {o['unit']!r}, "
                               + _one_of("ships or stations", active | stations)))
        if kind == "attack" and isinstance(o.get("station"), str) and o["station"] not in stations:
            out.append(Problem("orders.toml", where(i, "station"), f"found station {o['station']!r}, "
                               + _one_of("stations", stations)))
        if kind == "build_station":
            may_build_station = True
        if kind == "build_ship" and own is None:
            own = {sid for sid, sy in systems.items() if sy.get("owner") == fid}
        if kind == "build_ship" and isinstance(o.get("at"), str) and o["at"] not in own \
                and o["at"] not in stations and not may_build_station:
            out.append(Problem("orders.toml", where(i, "at"), f"found {o['at']!r}, expected one of your systems "
                               "(with a shipyard) or " + _one_of("stations", stations)[len("expected "):]))
        if kind == "cancel_route" and isinstance(o.get("route"), str) and o["route"] not in routes:
            out.append(Problem("orders.toml", where(i, "route"), f"found route {o['route']!r}, "
                               + _one_of("trade routes", routes)))
        # an intercept's target: only one's own ship is a mistake the files can tell; whether
        # a foreign ship of that id exists (and is in sight) is the turn's to answer, in the
        # same words for an unseen ship and a missing one (validation must not tell them apart)
        if kind == "intercept" and isinstance(o.get("target"), str) and ship_owner.get(o["target"]) == fid:
            out.append(Problem("orders.toml", where(i, "target"),
                               f"found ship {o['target']!r} (that one is yours), expected a ship of another faction"))
    return out
