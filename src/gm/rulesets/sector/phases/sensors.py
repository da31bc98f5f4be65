"""Sensor sweeps: what each faction sees (the fog of war), first contacts, cloak detection.

Coverage: each active ship sees speed(PROPULSIÓN) sectors around it ("a qué distancia
funcionan los sensores"), each station 2, each owned system its territory (1).
Details of a system (dilitio, natives) are revealed only when a ship of the faction is
in its sector ("Cuando una nave llegue a un planeta, se descubre cuántos cristales").
"""

from __future__ import annotations

from .common import fname, gm_only, private, public


def coverage(m, fid: str) -> tuple[set[str], set[str]]:
    """(sectors seen, sectors with a ship of the faction in them)."""
    g, cfg, f = m.grid, m.cfg, m.factions[fid]
    seen: set[str] = set()
    present: set[str] = set()
    for sid in m.active_ships(fid):
        ship = f["ships"][sid]
        seen.update(g.within(ship["sector"], m.ship_speed(ship)))
        present.add(ship["sector"])
    for stid in sorted(f["stations"]):
        seen.update(g.within(f["stations"][stid]["sector"], int(cfg["map"]["station_sensor_range"])))
        present.add(f["stations"][stid]["sector"])
    for sysid in m.owned_systems(fid):
        sector = m.systems()[sysid]["sector"]
        seen.update(g.within(sector, int(cfg["map"]["planet_sensor_range"])))
        present.add(sector)
    return seen, present


def _sector_info(m, sector: str, visited: bool, old: dict) -> dict:
    info = {"terrain": m.terrain(sector), "turn": m.turn}
    sysid = m.system_at(sector)
    if sysid:
        s = m.systems()[sysid]
        info["terrain"] = "system"
        info["system"] = sysid
        info["name"] = s["name"]
        if s.get("owner"):
            info["owner"] = s["owner"]
        if visited or old.get("visited"):
            info["visited"] = True
            info["dilitio"] = int(s.get("dilitio", 0))
            info["inhabited"] = s.get("kind") in ("inhabited", "home")
    owner = m.territory_owner(sector)
    if owner:
        info["territory"] = owner
    return info


def survey(ctx) -> None:
    """Update every faction's known map from its coverage and open first contacts."""
    m = ctx.model
    for fid in m.faction_ids():
        seen, present = coverage(m, fid)
        known = m.factions[fid]["known"]
        changed = {}
        for sector in m.grid.sorted(seen):
            old = known.get(sector, {})
            info = _sector_info(m, sector, sector in present, old)
            if {k: v for k, v in info.items() if k != "turn"} != {k: v for k, v in old.items() if k != "turn"} \
                    or not old:
                changed[sector] = info
            elif old.get("turn") != m.turn:
                changed[sector] = info
        if changed:
            new = [s for s in changed if s not in known]
            ctx.emit("map.surveyed", private(fid), faction=fid, sectors=changed, count=len(new))
        _contacts(ctx, fid, seen)


def _visible_presence(m, other: str, seen: set[str]) -> bool:
    of = m.factions[other]
    for sid in m.active_ships(other):
        ship = of["ships"][sid]
        if ship["sector"] in seen and not m.is_cloaked(ship):
            return True
    if any(st["sector"] in seen for st in of["stations"].values()):
        return True
    if any(m.systems()[s]["sector"] in seen for s in m.owned_systems(other)):
        return True
    # "al tocar una frontera por vez primera": its territory is in sight
    return any(m.territory_owner(s) == other for s in seen)


def _contacts(ctx, fid: str, seen: set[str]) -> None:
    m = ctx.model
    for other in m.faction_ids():
        if other == fid or m.relation(fid, other) != "none":
            continue
        if _visible_presence(m, other, seen):
            first_contact(ctx, fid, other)


def first_contact(ctx, a: str, b: str) -> None:
    m = ctx.model
    if m.relation(a, b) != "none":
        return
    x, y = sorted((a, b))
    ctx.emit("contact.first", public(), a=x, b=y,
             a_name=m.factions[x].get("name", x), b_name=m.factions[y].get("name", y))


def detect_cloaks(ctx) -> None:
    """"yo realizaré una tirada de 1D6 EN OCULTO": the roll lives in the GM's log only."""
    m, cfg = ctx.model, ctx.settings["cloak"]
    for owner in m.faction_ids():
        for sid in m.active_ships(owner):
            ship = m.factions[owner]["ships"][sid]
            if not m.is_cloaked(ship):
                continue
            sector = ship["sector"]
            for obs in m.faction_ids():
                if obs == owner:
                    continue
                planet = m.system_at(sector)
                here = (m.ships_at(obs, sector) or m.station_at(obs, sector)
                        or (planet is not None and m.systems()[planet].get("owner") == obs))
                if not here:
                    continue
                r = ctx.dice.roll(f"cloak/{sid}/{obs}", cfg["detect_die"],
                                  ctx.t("sector.why.cloak_detect", ship=sid, observer=fname(ctx, obs)))
                result = ("identified" if r.total >= int(cfg["identify"]) else
                          "signal" if r.total >= int(cfg["signal"]) else "unseen")
                ctx.emit("cloak.check", gm_only(), rolls=(r,), ship=sid, owner=owner,
                         observer=obs, sector=sector, result=result)
                if result == "identified":
                    ctx.emit("cloak.identified", private(obs), observer=obs, ship=sid,
                             owner=owner, owner_name=m.factions[owner].get("name", owner), sector=sector)
                elif result == "signal":
                    ctx.emit("cloak.signal", private(obs), observer=obs, sector=sector)


def sightings(ctx) -> None:
    """End of turn: the foreign ships and stations each faction has in sight now."""
    m = ctx.model
    for fid in m.faction_ids():
        seen, _ = coverage(m, fid)
        identified = m.identified.get(fid, set())
        rows = []
        for other in m.faction_ids():
            if other == fid:
                continue
            of = m.factions[other]
            for sid in m.active_ships(other):
                ship = of["ships"][sid]
                if ship["sector"] in seen and (not m.is_cloaked(ship) or sid in identified):
                    rows.append({"unit": sid, "owner": other, "sector": ship["sector"], "what": "ship"})
            for stid in sorted(of["stations"]):
                if of["stations"][stid]["sector"] in seen:
                    rows.append({"unit": stid, "owner": other, "sector": of["stations"][stid]["sector"],
                                 "what": "station"})
        rows.sort(key=lambda r: (m.grid.sort_key(r["sector"]), r["owner"], r["unit"]))
        ctx.emit("sensors.sightings", private(fid), faction=fid, units=rows, count=len(rows),
                 signals=sorted(set(m.signals.get(fid, [])), key=m.grid.sort_key))


def final_sweep(ctx) -> None:
    survey(ctx)
    sightings(ctx)
