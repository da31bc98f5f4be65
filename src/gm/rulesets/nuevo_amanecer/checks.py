"""Validation beyond the schemas: sums, references between files, hexes on the map.

CHECKS runs in order, like the phases; each check is a small named function of the files
(`Files`) that yields its problems. The checks of one hex, one faction file, one unit and
one order run item by item (HEX_CHECKS, FACTION_CHECKS, UNIT_CHECKS, SETTLEMENT_CHECKS,
ORDER_CHECKS), so the problems of one thing are listed together.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterable, Iterator

from gm.errors import Msg, Problem
from gm.geometry import hexgrid
from gm.rulesets.nuevo_amanecer import rules

KIND_OF_UNIT = {"armies": "military", "cities": "architectural"}
PACKAGE = "gm.rulesets.nuevo_amanecer"


def _msg(key: str, **params) -> Msg:
    """A problem's words: the catalog message na.check.<key>, worded in the reader's language."""
    return Msg(f"na.check.{key}", PACKAGE, **params)


def _ids(ids) -> str:
    return ", ".join(sorted(ids)) or "-"
RELATIONS = ("alliances", "trade", "wars", "contacts")


@dataclass
class Files:
    """What every check reads: the state, the settings, and what earlier checks learnt."""
    state: object
    settings: dict
    world: dict
    hexes: dict
    factions: dict
    used_hexes: dict = field(default_factory=dict)  # hex -> the god whose city or settlement is there
    used_advances: dict = field(default_factory=dict)  # advance -> where it is applied (one faction at a time)

    @classmethod
    def of(cls, state, settings: dict) -> "Files":
        world = state.game.get("world", {}) or {}
        return cls(state, settings, world, world.get("hexes", {}) or {}, state.factions)

    @property
    def size(self) -> tuple[int, int] | None:
        """(columns, rows), or None when the schema has already refused them."""
        columns, rows = self.world.get("columns"), self.world.get("rows")
        return (columns, rows) if type(columns) is int and type(rows) is int else None


Check = Callable[[Files], Iterable[Problem]]


def _hex(text) -> "hexgrid.Hex | None":
    """The hex of a name like B3 (any case), else None."""
    try:
        return hexgrid.parse(text)
    except ValueError:
        return None


def _not_a_map_hex(file: str, path: tuple, hexname) -> Problem:
    return Problem(file, path, _msg("not_a_hex", found=repr(hexname)))


# -- game.toml: each hex --------------------------------------------------------------------

def _hex_name(fs: Files, name: str, h: dict) -> Iterator[Problem]:
    spot = _hex(name)
    path = ("world", "hexes", name)
    if spot is None or hexgrid.label(spot) != name:
        yield Problem("game.toml", path, _msg("hex_name", found=repr(name)))
    elif fs.size and not (spot.col < fs.size[0] and 1 <= spot.row <= fs.size[1]):
        columns, rows = fs.size
        last = hexgrid.label(hexgrid.Hex(max(columns, 1) - 1, max(rows, 1)))
        yield Problem("game.toml", path, _msg("off_map", found=repr(name), columns=columns, rows=rows, last=last))


def _hex_owner(fs: Files, name: str, h: dict) -> Iterator[Problem]:
    owner = h.get("owner", "")
    if owner and owner not in fs.factions:
        yield Problem("game.toml", ("world", "hexes", name, "owner"), _msg("unknown_faction", found=repr(owner), choices=_ids(fs.factions)))


def _sea_uncolonised(fs: Files, name: str, h: dict) -> Iterator[Problem]:
    if h.get("terrain") == fs.settings["race"]["sea"] and (h.get("owner", "") or h.get("city_site")):
        yield Problem("game.toml", ("world", "hexes", name), _msg("sea_colonised"))


HEX_CHECKS = (_hex_name, _hex_owner, _sea_uncolonised)


def hexes(fs: Files) -> Iterator[Problem]:
    for name, h in sorted(fs.hexes.items()):
        for check in HEX_CHECKS:
            yield from check(fs, name, h)


def neutral_armies(fs: Files) -> Iterator[Problem]:
    for nid, a in sorted((fs.world.get("neutral", {}) or {}).items()):
        if a.get("hex") not in fs.hexes:
            yield _not_a_map_hex("game.toml", ("world", "neutral", nid, "hex"), a.get("hex"))


# -- a faction file: its units --------------------------------------------------------------

def _unit_hex(fs: Files, file: str, fid: str, coll: str, uid: str, u: dict) -> Iterator[Problem]:
    if u.get("hex") not in fs.hexes:
        yield _not_a_map_hex(file, (coll, uid, "hex"), u.get("hex"))


def _city_place(fs: Files, file: str, fid: str, coll: str, uid: str, u: dict) -> Iterator[Problem]:
    """A city stands on a city site, alone in its hex, which its god owns."""
    if coll != "cities":
        return
    hx, path = u.get("hex"), (coll, uid, "hex")
    if hx in fs.hexes and not fs.hexes[hx].get("city_site"):
        yield Problem(file, path, _msg("city_not_on_site", hex=str(hx)))
    if hx in fs.used_hexes:
        yield Problem(file, path, _msg("second_city", hex=str(hx)))
    fs.used_hexes[hx] = fid
    if hx in fs.hexes and fs.hexes[hx].get("owner") != fid:
        yield _owner_problem(fs, hx, fid, "city")


def _unit_advances(fs: Files, file: str, fid: str, coll: str, uid: str, u: dict) -> Iterator[Problem]:
    for i, adv in enumerate(u.get("advances", [])):
        yield from _advance_use(fs, file, fid, (coll, uid, "advances", i), adv, KIND_OF_UNIT[coll])
    if not u.get("advances"):
        yield Problem(file, (coll, uid, "advances"), _msg("no_advances"))


UNIT_CHECKS = (_unit_hex, _city_place, _unit_advances)


def _owner_problem(fs: Files, hx: str, fid: str, why: str) -> Problem:
    return Problem("game.toml", ("world", "hexes", hx, "owner"), _msg(f"owner_{why}", found=repr(fs.hexes[hx].get("owner", "")), expected=repr(fid)))


def _advance_use(fs: Files, file: str, fid: str, path: tuple, adv, kind: str) -> Iterator[Problem]:
    """An advance applied somewhere: the race's own, of the unit's kind, in one place only."""
    advances = fs.factions[fid].get("advances", {}) or {}
    if adv not in advances:
        yield Problem(file, path, _msg("unknown_advance", found=repr(adv), kind=kind))
    elif advances[adv].get("kind") != kind:
        yield Problem(file, path, _msg("wrong_kind", found=repr(adv), found_kind=str(advances[adv].get("kind")), kind=kind))
    elif adv in fs.used_advances:
        yield Problem(file, path, _msg("applied_twice", found=repr(adv)))
    fs.used_advances[adv] = path


# -- a faction file: its settlements --------------------------------------------------------

def _settlement_site(fs: Files, file: str, fid: str, hx: str, s: dict) -> Iterator[Problem]:
    if fs.hexes[hx].get("city_site"):
        yield Problem(file, ("settlements", hx), _msg("settlement_on_site", hex=hx))
    if fs.hexes[hx].get("owner") != fid:
        yield _owner_problem(fs, hx, fid, "settlement")


def _settlement_alone(fs: Files, file: str, fid: str, hx: str, s: dict) -> Iterator[Problem]:
    if hx in fs.used_hexes:
        yield Problem(file, ("settlements", hx), _msg("second_settlement", hex=hx))
    fs.used_hexes[hx] = fid


def _settlement_advance(fs: Files, file: str, fid: str, hx: str, s: dict) -> Iterator[Problem]:
    yield from _advance_use(fs, file, fid, ("settlements", hx, "advance"), s.get("advance"), "economic")


SETTLEMENT_CHECKS = (_settlement_site, _settlement_alone, _settlement_advance)


# -- a faction file -------------------------------------------------------------------------

def _characteristics(fs: Files, file: str, fid: str, f: dict) -> Iterator[Problem]:
    for key, params in rules.characteristics_problems(f.get("characteristics", {}) or {}, fs.settings):
        yield Problem(file, ("characteristics",), _msg(key, **params))


def _terrains(fs: Files, file: str, fid: str, f: dict) -> Iterator[Problem]:
    for key, params in rules.terrains_problems(list(f.get("terrains", [])), bool(f.get("amphibious", False)), fs.settings):
        yield Problem(file, ("terrains",), _msg(key, **params))


def _units(fs: Files, file: str, fid: str, f: dict) -> Iterator[Problem]:
    for coll in KIND_OF_UNIT:
        for uid, u in sorted((f.get(coll, {}) or {}).items()):
            for check in UNIT_CHECKS:
                yield from check(fs, file, fid, coll, uid, u)


def _settlements(fs: Files, file: str, fid: str, f: dict) -> Iterator[Problem]:
    for hx, s in sorted((f.get("settlements", {}) or {}).items()):
        if hx not in fs.hexes:
            yield _not_a_map_hex(file, ("settlements", hx), hx)
            continue
        for check in SETTLEMENT_CHECKS:
            yield from check(fs, file, fid, hx, s)


def _relations(fs: Files, file: str, fid: str, f: dict) -> Iterator[Problem]:
    for key in RELATIONS:
        for i, other in enumerate(f.get(key, [])):
            if other not in fs.factions or other == fid:
                yield Problem(file, (key, i), _msg("other_faction", found=repr(other)))


def _supports(fs: Files, file: str, fid: str, f: dict) -> Iterator[Problem]:
    advances = f.get("advances", {}) or {}
    for adv_id, adv in sorted(advances.items()):
        sup = adv.get("supported_by")
        if sup and (sup not in advances or advances[sup].get("kind") != "tech"):
            yield Problem(file, ("advances", adv_id, "supported_by"), _msg("support", found=repr(sup)))


FACTION_CHECKS = (_characteristics, _terrains, _units, _settlements, _relations, _supports)


def faction_files(fs: Files) -> Iterator[Problem]:
    for fid, f in sorted(fs.factions.items()):
        fs.used_advances = {}  # an advance is applied once within its own race
        for check in FACTION_CHECKS:
            yield from check(fs, f"factions/{fid}.toml", fid, f)


# -- orders.toml ----------------------------------------------------------------------------

def _order_hexes(fs: Files, fid: str, path: tuple, o: dict) -> Iterator[Problem]:
    """A hex-like `to` or `hex` names a hex of the map (an apply's `to` may name a unit)."""
    for key in ("to", "hex"):
        v = o.get(key)
        if isinstance(v, str) and _hex(v) is not None and v.upper() not in fs.hexes and (o.get("type") != "apply" or key != "to"):
            yield _not_a_map_hex("orders.toml", path + (key,), v)


def _order_army(fs: Files, fid: str, path: tuple, o: dict) -> Iterator[Problem]:
    if fid == "gm" or o.get("type") != "move":
        return
    armies = fs.factions[fid].get("armies", {}) or {}
    if o.get("army") not in armies:
        yield Problem("orders.toml", path + ("army",), _msg("unknown_army", found=repr(o.get("army")), choices=_ids(armies),
                                                                    count=len(armies)))  # none: "no tiene ningún ejército"


def _order_factions(fs: Files, fid: str, path: tuple, o: dict) -> Iterator[Problem]:
    for key in ("with", "on", "target"):
        v = o.get(key)
        if fid != "gm" and v is not None and (v not in fs.factions or v == fid):
            yield Problem("orders.toml", path + (key,), _msg("other_faction", found=repr(v)))


ORDER_CHECKS = (_order_hexes, _order_army, _order_factions)


def orders(fs: Files) -> Iterator[Problem]:
    for fid, entry in sorted((fs.state.orders.get("factions", {}) or {}).items()):
        if fid != "gm" and fid not in fs.factions:
            yield Problem("orders.toml", ("factions", fid), _msg("unknown_faction", found=repr(fid), choices=_ids(fs.factions)))
            continue
        for i, o in enumerate((entry or {}).get("orders", []) or []):
            for check in ORDER_CHECKS:
                yield from check(fs, fid, ("factions", fid, "orders", i), o)


CHECKS: tuple[Check, ...] = (hexes, neutral_armies, faction_files, orders)


def check(state, settings: dict) -> list[Problem]:
    fs = Files.of(state, settings)
    return [p for run in CHECKS for p in run(fs)]
