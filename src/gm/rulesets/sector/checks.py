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
            if o.get("type") in ("build_shipyard", "build_defenses", "incite", "retreat") and o.get("system") not in systems:
                out.append(Problem("orders.toml", path + ("system",), f"found {o.get('system')!r}, expected a system id of game.toml"))
            for key in ("target",):
                if o.get("type") in ("attack", "declare_war", "diplomacy", "spy") and key in o and o[key] not in factions:
                    out.append(Problem("orders.toml", path + (key,), f"found {o[key]!r}, expected a faction id"))
    return out
