"""Validation beyond the schemas: sums, references between files, hexes on the map."""

from __future__ import annotations

from gm.errors import Problem
from gm.geometry import hexgrid
from gm.rulesets.nuevo_amanecer import rules

KIND_OF_UNIT = {"armies": "military", "cities": "architectural"}



def _hex(text) -> "hexgrid.Hex | None":
    """The hex of a name like B3 (any case), else None."""
    try:
        return hexgrid.parse(text)
    except ValueError:
        return None


def check(state, settings: dict) -> list[Problem]:
    out: list[Problem] = []
    world = state.game.get("world", {}) or {}
    hexes = world.get("hexes", {}) or {}
    factions = state.factions
    columns, rows = world.get("columns"), world.get("rows")
    sized = type(columns) is int and type(rows) is int  # else the schema has said so
    for name, h in sorted(hexes.items()):
        spot = _hex(name)
        if spot is None or hexgrid.label(spot) != name:
            out.append(Problem("game.toml", ("world", "hexes", name), f"found hex name {name!r}, expected a column letter and a row, like B3"))
        elif sized and not (spot.col < columns and 1 <= spot.row <= rows):
            last = hexgrid.label(hexgrid.Hex(max(columns, 1) - 1, max(rows, 1)))
            out.append(Problem("game.toml", ("world", "hexes", name),
                               f"found hex {name!r} off the {columns}x{rows} map, expected a hex from A1 to {last} (world.columns, world.rows)"))
        owner = h.get("owner", "")
        if owner and owner not in factions:
            out.append(Problem("game.toml", ("world", "hexes", name, "owner"), f"found unknown faction {owner!r}, expected one of: {', '.join(sorted(factions)) or 'none'}"))
        if h.get("terrain") == settings["race"]["sea"] and (owner or h.get("city_site")):
            out.append(Problem("game.toml", ("world", "hexes", name), "found a sea hex with an owner or a city site, expected seas to stay uncolonised"))
    for nid, a in sorted((world.get("neutral", {}) or {}).items()):
        if a.get("hex") not in hexes:
            out.append(Problem("game.toml", ("world", "neutral", nid, "hex"), f"found hex {a.get('hex')!r}, expected a hex of the map"))
    used_hexes: dict[str, str] = {}
    for fid, f in sorted(factions.items()):
        file = f"factions/{fid}.toml"
        chars = f.get("characteristics", {}) or {}
        for msg in rules.validate_characteristics(chars, settings):
            out.append(Problem(file, ("characteristics",), msg))
        for msg in rules.validate_terrains(list(f.get("terrains", [])), bool(f.get("amphibious", False)), settings):
            out.append(Problem(file, ("terrains",), msg))
        advances = f.get("advances", {}) or {}
        used: dict[str, tuple] = {}
        for coll in ("armies", "cities"):
            for uid, u in sorted((f.get(coll, {}) or {}).items()):
                hx = u.get("hex")
                if hx not in hexes:
                    out.append(Problem(file, (coll, uid, "hex"), f"found hex {hx!r}, expected a hex of the map"))
                if coll == "cities":
                    if hx in hexes and not hexes[hx].get("city_site"):
                        out.append(Problem(file, (coll, uid, "hex"), f"found city in {hx}, expected a city site"))
                    if hx in used_hexes:
                        out.append(Problem(file, (coll, uid, "hex"), f"found a second city in {hx}, expected one per hex"))
                    used_hexes[hx] = fid
                    if hx in hexes and hexes[hx].get("owner") != fid:
                        out.append(Problem("game.toml", ("world", "hexes", hx, "owner"), f"found owner {hexes[hx].get('owner', '')!r}, expected {fid!r} (its city is there)"))
                for i, adv in enumerate(u.get("advances", [])):
                    _adv_use(out, file, (coll, uid, "advances", i), adv, advances, KIND_OF_UNIT[coll], used)
                if not u.get("advances"):
                    out.append(Problem(file, (coll, uid, "advances"), "found no advances, expected at least one (the unit's level)"))
        for hx, s in sorted((f.get("settlements", {}) or {}).items()):
            if hx not in hexes:
                out.append(Problem(file, ("settlements", hx), f"found hex {hx!r}, expected a hex of the map"))
                continue
            if hexes[hx].get("city_site"):
                out.append(Problem(file, ("settlements", hx), f"found a settlement on the city site {hx}, expected a settlement hex"))
            if hexes[hx].get("owner") != fid:
                out.append(Problem("game.toml", ("world", "hexes", hx, "owner"), f"found owner {hexes[hx].get('owner', '')!r}, expected {fid!r} (its settlement is there)"))
            if hx in used_hexes:
                out.append(Problem(file, ("settlements", hx), f"found a second settlement or city in {hx}, expected one"))
            used_hexes[hx] = fid
            _adv_use(out, file, ("settlements", hx, "advance"), s.get("advance"), advances, "economic", used)
        for key in ("alliances", "trade", "wars", "contacts"):
            for i, other in enumerate(f.get(key, [])):
                if other not in factions or other == fid:
                    out.append(Problem(file, (key, i), f"found faction {other!r}, expected another faction of this game"))
        for adv_id, adv in sorted(advances.items()):
            sup = adv.get("supported_by")
            if sup and (sup not in advances or advances[sup].get("kind") != "tech"):
                out.append(Problem(file, ("advances", adv_id, "supported_by"), f"found {sup!r}, expected a technological advance of this race"))
    out += _check_orders(state, hexes)
    return out


def _adv_use(out, file, path, adv, advances, kind, used) -> None:
    if adv not in advances:
        out.append(Problem(file, path, f"found unknown advance {adv!r}, expected one of this race's {kind} advances"))
    elif advances[adv].get("kind") != kind:
        out.append(Problem(file, path, f"found {advances[adv].get('kind')} advance {adv!r}, expected a {kind} advance"))
    elif adv in used:
        out.append(Problem(file, path, f"found advance {adv!r} applied twice, expected each advance in one place"))
    used[adv] = path


def _check_orders(state, hexes) -> list[Problem]:
    out = []
    for fid, entry in sorted((state.orders.get("factions", {}) or {}).items()):
        if fid != "gm" and fid not in state.factions:
            out.append(Problem("orders.toml", ("factions", fid), f"found unknown faction {fid!r}, expected one of: {', '.join(sorted(state.factions))}"))
            continue
        for i, o in enumerate((entry or {}).get("orders", []) or []):
            path = ("factions", fid, "orders", i)
            for key in ("to", "hex"):
                v = o.get(key)
                if isinstance(v, str) and _hex(v) is not None and v.upper() not in hexes and (o.get("type") != "apply" or key != "to"):
                    out.append(Problem("orders.toml", path + (key,), f"found hex {v!r}, expected a hex of the map"))
            if fid == "gm":
                continue
            if o.get("type") == "move" and o.get("army") not in (state.factions[fid].get("armies", {}) or {}):
                out.append(Problem("orders.toml", path + ("army",), f"found unknown army {o.get('army')!r}, expected one of: {', '.join(sorted(state.factions[fid].get('armies', {}))) or 'none'}"))
            for key in ("with", "on", "target"):
                v = o.get(key)
                if v is not None and (v not in state.factions or v == fid):
                    out.append(Problem("orders.toml", path + (key,), f"found faction {v!r}, expected another faction of this game"))
    return out
