"""What the schemas cannot check: map shape, known ids, hexes on the map, armies together.
Orders naming unknown things are warnings: at resolve they become typed rejections."""

from __future__ import annotations

from gm.errors import Problem
from gm.rulesets.primordia.model import Board
from gm.rulesets.primordia.rules import Rules


def check(ruleset, state) -> list[Problem]:
    out: list[Problem] = []
    game = state.game
    try:
        rules = Rules.load(ruleset, ruleset.settings(game))
    except Exception as exc:  # a bad [settings.tables] override
        return [Problem("game.toml", ("settings",), f"found settings the tables cannot use ({exc}), expected overrides of known keys")]
    offset = rules.settings.get("map", {}).get("offset", "odd-q")
    if offset not in ("odd-q", "even-q"):
        out.append(Problem("game.toml", ("settings", "map", "offset"), f"found {offset!r}, expected 'odd-q' or 'even-q'"))
        offset = "odd-q"
    world = game.get("world", {})
    width, height = world.get("width", 0), world.get("height", 0)
    rows = world.get("terrain", [])
    if len(rows) != height:
        out.append(Problem("game.toml", ("world", "terrain"), f"found {len(rows)} rows, expected height = {height}"))
    for r, row in enumerate(rows):
        codes = row.split()
        if len(codes) != width:
            out.append(Problem("game.toml", ("world", "terrain", r), f"found {len(codes)} hexes in row {r + 1}, expected width = {width}"))
        for code in codes:
            if code not in rules.terrain_by_code:
                out.append(Problem("game.toml", ("world", "terrain", r), f"found terrain code {code!r}, expected one of {', '.join(sorted(rules.terrain_by_code))}"))
    grid = Board(max(width, 1), max(height, 1), offset)
    for key in ("rivers", "roads"):
        for i, h in enumerate(world.get(key, [])):
            if not grid.contains(h):
                out.append(Problem("game.toml", ("world", key, i), f"found hex {h}, expected a hex on the {width}x{height} map"))
    for did, dep in sorted(world.get("deposits", {}).items()):
        if not grid.contains(dep["hex"]):
            out.append(Problem("game.toml", ("world", "deposits", did, "hex"), f"found hex {dep['hex']}, expected a hex on the map"))
    all_ids = set(state.factions)
    for fid, f in sorted(state.factions.items()):
        file = f"factions/{fid}.toml"
        race = f.get("race")
        if race not in rules.races and not f.get("rebels"):
            out.append(Problem(file, ("race",), f"found race {race!r}, expected one of {', '.join(sorted(rules.races))}"))
        elif not f.get("rebels"):
            allowed = rules.races[race]["abilities"]
            abil = f.get("abilities", [])
            if len(abil) != 2:
                out.append(Problem(file, ("abilities",), f"found {len(abil)} racial abilities, expected 2"))
            for i, a in enumerate(abil):
                if a not in allowed:
                    out.append(Problem(file, ("abilities", i), f"found {a!r}, expected one of {', '.join(allowed)}"))
        if f.get("government", "tribu") not in rules.governments:
            out.append(Problem(file, ("government",), f"found {f.get('government')!r}, expected one of {', '.join(sorted(rules.governments))}"))
        for i, d in enumerate(f.get("discoveries", [])):
            if d not in rules.discoveries:
                out.append(Problem(file, ("discoveries", i), f"found discovery {d!r}, expected a key of data/discoveries.toml"))
        for i, a in enumerate(f.get("allies", [])):
            if a not in all_ids:
                out.append(Problem(file, ("allies", i), f"found faction {a!r}, expected one of {', '.join(sorted(all_ids))}"))
        sets = f.get("settlements", {})
        if f.get("capital") and f["capital"] not in sets:
            out.append(Problem(file, ("capital",), f"found {f['capital']!r}, expected one of its settlements"))
        for sid, s in sorted(sets.items()):
            if not grid.contains(s["hex"]):
                out.append(Problem(file, ("settlements", sid, "hex"), f"found hex {s['hex']}, expected a hex on the map"))
            for i, st in enumerate(s.get("structures", [])):
                if st not in rules.structures:
                    out.append(Problem(file, ("settlements", sid, "structures", i), f"found structure {st!r}, expected a key of data/structures.toml"))
        units = f.get("units", {})
        for uid, u in sorted(units.items()):
            if u["type"] not in rules.units:
                out.append(Problem(file, ("units", uid, "type"), f"found unit type {u['type']!r}, expected one of {', '.join(sorted(rules.units))}"))
            if not grid.contains(u["hex"]):
                out.append(Problem(file, ("units", uid, "hex"), f"found hex {u['hex']}, expected a hex on the map"))
            if u.get("army") and uid not in f.get("armies", {}).get(u["army"], {}).get("units", []):
                out.append(Problem(file, ("units", uid, "army"), f"found army {u['army']!r}, expected an army that lists this unit"))
            if u.get("aboard") and u["aboard"] not in units:
                out.append(Problem(file, ("units", uid, "aboard"), f"found ship {u['aboard']!r}, expected one of the faction's units"))
        for aid, a in sorted(f.get("armies", {}).items()):
            hexes = set()
            for i, uid in enumerate(a["units"]):
                if uid not in units:
                    out.append(Problem(file, ("armies", aid, "units", i), f"found unit {uid!r}, expected one of the faction's units"))
                else:
                    hexes.add(units[uid]["hex"])
            if len(hexes) > 1:
                out.append(Problem(file, ("armies", aid), f"found members in {len(hexes)} hexes, expected an army in one hex"))
    for fid, entry in sorted((state.orders.get("factions") or {}).items()):
        if fid != "gm" and fid not in all_ids:
            out.append(Problem("orders.toml", ("factions", fid), f"found faction {fid!r}, expected one of {', '.join(sorted(all_ids | {'gm'}))}"))
            continue
        planned = {o.get("ejercito") for o in (entry or {}).get("orders", []) if o.get("type") == "combinarse"}
        for i, o in enumerate((entry or {}).get("orders", [])):
            for key in ("ruta",):
                for j, h in enumerate(o.get(key, [])):
                    if not grid.contains(h):
                        out.append(Problem("orders.toml", ("factions", fid, "orders", i, key, j), f"found hex {h}, expected a hex on the map", severity="warning"))
            for key in ("hacia", "hex"):
                if key in o and not grid.contains(o[key]):
                    out.append(Problem("orders.toml", ("factions", fid, "orders", i, key), f"found hex {o[key]}, expected a hex on the map", severity="warning"))
            if fid != "gm" and "unidad" in o and o["type"] != "construir":
                f = state.factions[fid]
                if o["unidad"] not in f.get("units", {}) and o["unidad"] not in f.get("armies", {}) and o["unidad"] not in planned:
                    out.append(Problem("orders.toml", ("factions", fid, "orders", i, "unidad"), f"found {o['unidad']!r}, expected one of the faction's units or armies (the order will be rejected)", severity="warning"))
    return out
