"""Validation beyond the schemas: references, map bounds, the "same values" rule.

OF_FILES (the GM's files) then OF_ORDERS (the orders; Ruleset.file_checks, order_checks)
run in order, like the phases; each check is a small named function of the files (`Files`)
that yields its problems. The checks of one system, one faction file and one
order run item by item (SYSTEM_CHECKS, FACTION_CHECKS, ORDER_CHECKS), so the problems of
one thing are listed together.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Callable, Iterable, Iterator

from gm.errors import Msg, Problem

from .phases.common import route_word
from .rules import TRAITS, trait_values_equal
from .sectormap import SectorMap


@dataclass
class Files:
    """What every check reads: the state, the map, and what earlier checks learnt."""
    state: object
    cfg: dict
    grid: SectorMap
    world: dict
    systems: dict
    factions: dict
    seen_sector: dict = field(default_factory=dict)   # sector -> the first system in it
    all_units: dict = field(default_factory=dict)     # unit id -> the faction listing it first

    @cached_property
    def ship_owner(self) -> dict:
        return {sid: fid for fid in sorted(self.factions) for sid in (self.factions[fid].get("ships", {}) or {})}

    @classmethod
    def of(cls, state, cfg: dict) -> "Files":
        world = state.game.get("world", {})
        grid = SectorMap(int(world.get("width", 20)), int(world.get("height", 20)))
        return cls(state, cfg, grid, world, world.get("systems", {}), state.factions)

    def off(self, file: str, path: tuple, sector) -> Iterator[Problem]:
        """A sector name outside the map."""
        g = self.grid
        if not g.is_sector(str(sector)):
            yield Problem(file, path, _msg("off_map", sector=str(sector), width=g.width, height=g.height,
                                           last=g.name(g.width - 1, g.height - 1)))


Check = Callable[[Files], Iterable[Problem]]
PACKAGE = "gm.rulesets.sector"


def _msg(key: str, **params) -> Msg:
    """A problem's words: the catalog message sector.check.<key>, in the reader's language."""
    return Msg(f"sector.check.{key}", PACKAGE, **params)


# -- game.toml ----------------------------------------------------------------------------

def terrain_on_the_map(fs: Files) -> Iterator[Problem]:
    for s in sorted(fs.world.get("sectors", {})):
        yield from fs.off("game.toml", ("world", "sectors", s), s)


def territory(fs: Files) -> Iterator[Problem]:
    for s in sorted(fs.world.get("territory", {})):
        yield from fs.off("game.toml", ("world", "territory", s), s)
        owner = fs.world["territory"][s]
        if owner not in fs.factions:
            yield Problem("game.toml", ("world", "territory", s), _msg("unknown_faction", faction=str(owner)))


def _system_sector(fs: Files, sid: str, s: dict, path: tuple) -> Iterator[Problem]:
    yield from fs.off("game.toml", path + ("sector",), s.get("sector"))


def _system_alone(fs: Files, sid: str, s: dict, path: tuple) -> Iterator[Problem]:
    if s.get("sector") in fs.seen_sector:
        yield Problem("game.toml", path + ("sector",),
                      _msg("system_twice", sector=s["sector"], other=fs.seen_sector[s["sector"]]))
    fs.seen_sector[s.get("sector")] = sid


def _system_in_open_space(fs: Files, sid: str, s: dict, path: tuple) -> Iterator[Problem]:
    terrain = fs.world.get("sectors", {}).get(s.get("sector"))
    if terrain is not None:
        yield Problem("game.toml", path + ("sector",), _msg("system_in_terrain", terrain=str(terrain["terrain"])))


def _system_owner(fs: Files, sid: str, s: dict, path: tuple) -> Iterator[Problem]:
    if s.get("owner") and s["owner"] not in fs.factions:
        yield Problem("game.toml", path + ("owner",), _msg("unknown_faction", faction=str(s["owner"])))
    if bool(s.get("owner")) != bool(s.get("status")):
        yield Problem("game.toml", path, _msg("owner_status"))


def _system_dilitio(fs: Files, sid: str, s: dict, path: tuple) -> Iterator[Problem]:
    lo, hi = (1, 10) if s.get("kind") == "uninhabited" else (5, 20)
    if s.get("kind") != "home" and not lo <= int(s.get("dilitio", 0)) <= hi:
        yield Problem("game.toml", path + ("dilitio",),
                      _msg("dilitio", found=str(s.get("dilitio")), lo=lo, hi=hi, kind=str(s.get("kind"))))


SYSTEM_CHECKS = (_system_sector, _system_alone, _system_in_open_space, _system_owner, _system_dilitio)


def systems(fs: Files) -> Iterator[Problem]:
    for sid in sorted(fs.systems):
        for one in SYSTEM_CHECKS:
            yield from one(fs, sid, fs.systems[sid], ("world", "systems", sid))


def relations(fs: Files) -> Iterator[Problem]:
    for key in sorted(fs.world.get("relations", {})):
        for part in key.split("+"):
            if part not in fs.factions:
                yield Problem("game.toml", ("world", "relations", key), _msg("unknown_faction", faction=part))


def same_trait_values(fs: Files) -> Iterator[Problem]:
    """"los dígitos que las caracterizan tienen los mismos valores, pero distribuidos de manera diferente"."""
    empires = {fid: f for fid, f in fs.factions.items() if f.get("kind", "empire") == "empire"}
    if trait_values_equal(empires):
        return
    values = "; ".join(f"{fid} {sorted(int(f.get('traits', {}).get(t, 0)) for t in TRAITS)}"
                       for fid, f in sorted(empires.items()))
    yield Problem(f"factions/{sorted(empires)[0]}.toml" if empires else "game.toml", ("traits",),
                  _msg("traits", values=values))


# -- factions/<id>.toml ---------------------------------------------------------------------

def _home(fs: Files, fid: str, f: dict, file: str) -> Iterator[Problem]:
    if f.get("home") and f["home"] not in fs.systems:
        yield Problem(file, ("home",), _msg("home", home=str(f["home"])))


def _units(fs: Files, fid: str, f: dict, file: str) -> Iterator[Problem]:
    for coll in ("ships", "stations"):
        for uid in sorted(f.get(coll, {})):
            if uid in fs.all_units:
                yield Problem(file, (coll, uid), _msg("unit_twice", unit=uid, other=fs.all_units[uid]))
            fs.all_units[uid] = fid
            yield from fs.off(file, (coll, uid, "sector"), f[coll][uid].get("sector"))


def _fleets(fs: Files, fid: str, f: dict, file: str) -> Iterator[Problem]:
    for name in sorted(f.get("fleets", {})):
        for sid in f["fleets"][name].get("ships", []):
            if sid not in f.get("ships", {}):
                yield Problem(file, ("fleets", name, "ships"), _msg("fleet_ship", ship=str(sid)))


def _routes(fs: Files, fid: str, f: dict, file: str) -> Iterator[Problem]:
    for rid in sorted(f.get("routes", {})):
        if f["routes"][rid]["system"] not in fs.systems:
            yield Problem(file, ("routes", rid, "system"), _msg("unknown_system", system=str(f["routes"][rid]["system"])))


def _builds(fs: Files, fid: str, f: dict, file: str) -> Iterator[Problem]:
    for bid in sorted(f.get("builds", {})):
        b = f["builds"][bid]
        if b.get("system") and b["system"] not in fs.systems:
            yield Problem(file, ("builds", bid, "system"), _msg("unknown_system", system=str(b["system"])))
        if b.get("sector"):
            yield from fs.off(file, ("builds", bid, "sector"), b["sector"])


def _known(fs: Files, fid: str, f: dict, file: str) -> Iterator[Problem]:
    for s in sorted(f.get("known", {})):
        yield from fs.off(file, ("known", s), s)


FACTION_CHECKS = (_home, _units, _fleets, _routes, _builds, _known)


def faction_files(fs: Files) -> Iterator[Problem]:
    for fid in sorted(fs.factions):
        for one in FACTION_CHECKS:
            yield from one(fs, fid, fs.factions[fid], f"factions/{fid}.toml")


# -- orders.toml: references a schema cannot check --------------------------------------------
# The `system` of build_shipyard, build_defenses, retreat and incite is not checked against
# game.toml, nor an order's `target` race against the factions: whether such a system or
# race exists is the turn's to answer, alike for one never seen and for none ("zzz no es
# tuyo", "no estás asaltando zzz").

def _orders_by_faction(fs: Files) -> Iterator[tuple[str, list]]:
    for fid, entry in sorted((fs.state.orders.get("factions") or {}).items()):
        yield fid, entry.get("orders", []) or []


def orders(fs: Files) -> Iterator[Problem]:
    """Per faction of the orders: its places on the map, then the units its orders name."""
    for fid, faction_orders in _orders_by_faction(fs):
        if fid not in fs.factions:
            yield Problem("orders.toml", ("factions", fid),
                          _msg("order_faction", faction=fid, choices=", ".join(sorted(fs.factions))))
            continue
        yield from _places(fs, fid, faction_orders)
        yield from _unit_references(fs, fid, faction_orders)


def _places(fs: Files, fid: str, orders: list) -> Iterator[Problem]:
    for i, o in enumerate(orders):
        path = ("factions", fid, "orders", i)
        if "to" in o:
            yield from fs.off("orders.toml", path + ("to",), o["to"])
        for j, s in enumerate(o.get("path", []) or []):
            yield from fs.off("orders.toml", path + ("path", j), s)


OF_FILES: tuple[Check, ...] = (terrain_on_the_map, territory, systems, relations, same_trait_values,
                               faction_files)  # the GM's files
OF_ORDERS: tuple[Check, ...] = (orders,)
CHECKS = OF_FILES + OF_ORDERS  # every check, in the order Ruleset.check runs them


def check(state, cfg: dict, checks: tuple[Check, ...]) -> list[Problem]:
    fs = Files.of(state, cfg)
    return [p for one in checks for p in one(fs)]


# -- orders naming units: ships, stations, fleets, routes ---------------------------------------

_SHIP_KEY = ("move", "intercept", "colonize", "diplomacy", "trade", "build_station")   # key "ship"
_SHIPS_KEY = ("form_fleet", "attack", "assault")                                       # key "ships"
_FLEET_KEY = ("move", "intercept", "attack", "assault", "disband_fleet")               # key "fleet"


def _one_of(ids) -> dict:
    """The choices a message lists: at most 12 (a big empire's list is long), how many
    there are, and how many go unlisted."""
    ids = sorted(ids)
    return {"choices": ", ".join(ids[:12]), "count": len(ids), "more": max(0, len(ids) - 12)}


@dataclass
class Units:
    """One faction's units as its orders may name them, read in order.

    Only what the files can tell: a fleet formed by an earlier `form_fleet` of the same
    orders counts as known, and a station an earlier `build_station` may rush into being
    is not judged; ships lost earlier in the same turn are the turn's to reject."""
    fid: str
    ships: dict
    active: set
    stations: set
    fleets: set
    routes: set
    files: Files
    may_build_station: bool = False

    @cached_property
    def own_systems(self) -> set:
        """Found here, not said: "a system id of game.toml" would tell which systems exist."""
        return {sid for sid, sy in self.files.systems.items() if sy.get("owner") == self.fid}

    @classmethod
    def of(cls, fs: Files, fid: str) -> "Units":
        f = fs.factions[fid]
        ships = f.get("ships", {}) or {}
        active = {s for s, d in ships.items() if (d or {}).get("status", "active") == "active"}
        return cls(fid, ships, active, set(f.get("stations", {}) or {}), set(f.get("fleets", {}) or {}),
                   set(f.get("routes", {}) or {}), fs)

    def where(self, i: int, *keys) -> tuple:
        return ("factions", self.fid, "orders", i) + keys

    def word(self, uid) -> str:
        """One of the faction's ships by its name (the player wrote that name, or the id an
        order form gave), anything else as written."""
        ship = self.ships.get(uid) if isinstance(uid, str) else None
        return str(ship.get("name") or uid) if isinstance(ship, dict) else str(uid)

    def choices(self, ids) -> dict:
        return _one_of({self.word(x) for x in ids})

    def system_word(self, sysid) -> str:
        """A system an order names by its name when the faction's map shows it (the text
        order wrote its id: «Bajor» read as `bajor`), else as written."""
        s = self.files.systems.get(sysid) if isinstance(sysid, str) else None
        known = (self.files.factions[self.fid].get("known") or {}).get(s.get("sector")) if isinstance(s, dict) else None
        return str(known.get("name") or sysid) if isinstance(known, dict) else str(sysid)

    def ship(self, i: int, keys: tuple, sid) -> Iterator[Problem]:
        if not isinstance(sid, str) or sid in self.active:
            return
        key = "ship_on_route" if sid in self.ships else "not_your_ship"
        yield Problem("orders.toml", self.where(i, *keys), _msg(key, ship=self.word(sid), **self.choices(self.active)))


def _str(o: dict, key: str) -> str | None:
    return o[key] if isinstance(o.get(key), str) else None


def _ship(u: Units, i: int, o: dict) -> Iterator[Problem]:
    if o.get("type") in _SHIP_KEY and "ship" in o:
        yield from u.ship(i, ("ship",), o["ship"])


def _ships(u: Units, i: int, o: dict) -> Iterator[Problem]:
    if o.get("type") in _SHIPS_KEY and isinstance(o.get("ships"), list):
        for j, sid in enumerate(o["ships"]):
            yield from u.ship(i, ("ships", j), sid)


def _fleet(u: Units, i: int, o: dict) -> Iterator[Problem]:
    name = _str(o, "fleet")
    if o.get("type") in _FLEET_KEY and name is not None and name not in u.fleets:
        yield Problem("orders.toml", u.where(i, "fleet"), _msg("not_your_fleet", fleet=name, **_one_of(u.fleets)))
    if o.get("type") == "form_fleet" and name is not None:
        u.fleets.add(name)   # known to the orders after it (disband_fleet runs first: the turn rejects that one)


def _decommissioned(u: Units, i: int, o: dict) -> Iterator[Problem]:
    unit = _str(o, "unit")
    # a ship on a trade route is the faction's own: maintenance decides (refused, naming its route)
    traders = {s for s, d in u.ships.items() if (d or {}).get("status") == "trade"}
    if o.get("type") == "decommission" and unit is not None and unit not in u.active | u.stations | traders:
        yield Problem("orders.toml", u.where(i, "unit"),
                      _msg("not_your_unit", unit=u.word(unit), **u.choices(u.active | u.stations)))


def _attacking_station(u: Units, i: int, o: dict) -> Iterator[Problem]:
    station = _str(o, "station")
    if o.get("type") == "attack" and station is not None and station not in u.stations:
        yield Problem("orders.toml", u.where(i, "station"),
                      _msg("not_your_station", station=station, **_one_of(u.stations)))


def _shipyard_place(u: Units, i: int, o: dict) -> Iterator[Problem]:
    if o.get("type") == "build_station":
        u.may_build_station = True
    at = _str(o, "at")
    if o.get("type") == "build_ship" and at is not None and at not in u.own_systems \
            and at not in u.stations and not u.may_build_station:
        yield Problem("orders.toml", u.where(i, "at"), _msg("not_your_shipyard", at=u.system_word(at), **_one_of(u.stations)))


def _route(u: Units, i: int, o: dict) -> Iterator[Problem]:
    route = _str(o, "route")
    if o.get("type") == "cancel_route" and route is not None and route not in u.routes:
        names = {route_word(u.files.state, u.fid, r, u.files.systems) for r in u.routes}
        yield Problem("orders.toml", u.where(i, "route"), _msg("not_your_route", route=route, **_one_of(names)))


def _intercepting_own(u: Units, i: int, o: dict) -> Iterator[Problem]:
    """Only one's own ship is a mistake the files can tell; whether a foreign ship of that id
    exists (and is in sight) is the turn's to answer, in the same words for an unseen ship
    and a missing one (validation must not tell them apart)."""
    target = _str(o, "target")
    if o.get("type") == "intercept" and target is not None and u.files.ship_owner.get(target) == u.fid:
        yield Problem("orders.toml", u.where(i, "target"), _msg("own_target", ship=u.word(target)))


ORDER_CHECKS = (_ship, _ships, _fleet, _decommissioned, _attacking_station, _shipyard_place, _route,
                _intercepting_own)


def _unit_references(fs: Files, fid: str, orders: list) -> Iterator[Problem]:
    """Ships, stations, fleets and routes an order names must exist and be the faction's."""
    u = Units.of(fs, fid)
    for i, o in enumerate(orders):
        if isinstance(o, dict):
            for one in ORDER_CHECKS:
                yield from one(u, i, o)
