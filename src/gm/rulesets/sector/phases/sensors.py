"""Sensor sweeps: what each faction sees (the fog of war), first contacts, cloak detection.

Coverage: each active ship sees speed(PROPULSIÓN) sectors around it ("a qué distancia
funcionan los sensores"), each station 2, each owned system its territory (1).
Details of a system (dilitio, natives) are revealed only when a ship of the faction is
in its sector ("Cuando una nave llegue a un planeta, se descubre cuántos cristales").
"""

from __future__ import annotations

from .common import fname, gm_only, news, private


def coverage(m, fid: str, owned: dict[str, list[str]] | None = None,
             cloaked: set[str] | None = None) -> tuple[set[str], set[str]]:
    """(sectors seen, sectors with a ship of the faction in them). `owned` (owner -> system
    ids, from `systems_by_owner`) spares a scan of every system per faction. `cloaked`, if
    given, collects the sectors seen only by cloaked ships (they see without being seen:
    no first contact comes from them)."""
    g, cfg, f = m.grid, m.cfg, m.factions[fid]
    seen: set[str] = set()
    present: set[str] = set()
    hidden: set[str] = set()
    for sid in m.active_ships(fid):
        ship = f["ships"][sid]
        area = g.area(ship["sector"], m.ship_speed(ship))
        if cloaked is not None and m.is_cloaked(ship):
            hidden |= area
        else:
            seen |= area
        present.add(ship["sector"])
    for stid in sorted(f["stations"]):
        seen |= g.area(f["stations"][stid]["sector"], int(cfg["map"]["station_sensor_range"]))
        present.add(f["stations"][stid]["sector"])
    mine = owned.get(fid, []) if owned is not None else m.owned_systems(fid)
    for sysid in mine:
        sector = m.systems()[sysid]["sector"]
        seen |= g.area(sector, int(cfg["map"]["planet_sensor_range"]))
        present.add(sector)
    if cloaked is not None:
        cloaked |= hidden - seen
        seen |= hidden
    return seen, present


def systems_by_owner(m) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for sysid in sorted(m.systems()):
        owner = m.systems()[sysid].get("owner")
        if owner:
            out.setdefault(owner, []).append(sysid)
    return out


def presence_index(m, owned: dict[str, list[str]]) -> dict[str, set[str]]:
    """sector -> the factions that show there: a visible (uncloaked) ship, a station, an
    owned system, or territory ("al tocar una frontera por vez primera")."""
    out: dict[str, set[str]] = {}
    for fid in m.faction_ids():
        f = m.factions[fid]
        for sid in m.active_ships(fid):
            ship = f["ships"][sid]
            if not m.is_cloaked(ship):
                out.setdefault(ship["sector"], set()).add(fid)
        for st in f["stations"].values():
            out.setdefault(st["sector"], set()).add(fid)
        for sysid in owned.get(fid, []):
            out.setdefault(m.systems()[sysid]["sector"], set()).add(fid)
    for sector, owner in m.world["territory"].items():
        out.setdefault(sector, set()).add(owner)
    return out


def _sector_info(m, sector: str, visited: bool, old: dict) -> dict:
    world = m.game["world"]  # the phases' hottest loop: plain lookups, no properties
    info = {"terrain": world["sectors"].get(sector, _NO_SECTOR).get("terrain", "empty"), "turn": m.turn}
    sysid = m.system_at(sector)
    if sysid:
        s = world["systems"][sysid]
        info["terrain"] = "system"
        info["system"] = sysid
        info["name"] = s["name"]
        if s.get("owner"):
            info["owner"] = s["owner"]
        if visited or old.get("visited"):
            info["visited"] = True
            info["dilitio"] = int(s.get("dilitio", 0))
            info["inhabited"] = s.get("kind") in ("inhabited", "home")
    owner = world["territory"].get(sector)
    if owner:
        info["territory"] = owner
    return info


_NO_SECTOR: dict = {}


def survey(ctx) -> None:
    """Update every faction's known map from its coverage and open first contacts.

    Cost per faction: its coverage (a set of sectors), looked up in indexes built once
    per sweep (systems by sector and by owner, factions present by sector): never a scan
    of the whole board or of every other faction."""
    m = ctx.model
    owned = systems_by_owner(m)
    presence = presence_index(m, owned)
    for fid in m.faction_ids():
        only_cloaked: set[str] = set()
        seen, present = coverage(m, fid, owned, only_cloaked)
        known = m.factions[fid]["known"]
        changed = {}
        for sector in m.grid.sorted(seen):
            old = known.get(sector, {})
            info = _sector_info(m, sector, sector in present, old)
            # new, seen for the first time this turn, or seen again this turn with something
            # different (info has this turn's number, so equal dicts mean nothing changed)
            if not old or old.get("turn") != m.turn or info != old:
                changed[sector] = info
        if changed:
            new = [s for s in changed if s not in known]
            ctx.emit("map.surveyed", private(fid), faction=fid, sectors=changed, count=len(new))
        # "Cloaked ships ... do not trigger first contact": what only they see stays unmet
        _contacts(ctx, fid, seen - only_cloaked, presence)


def _contacts(ctx, fid: str, seen: set[str], presence: dict[str, set[str]]) -> None:
    m = ctx.model
    others: set[str] = set()
    for sector in seen:
        others |= presence.get(sector, set())
    for other in sorted(others):
        if other == fid or other not in m.factions or m.relation(fid, other) != "none":
            continue
        first_contact(ctx, fid, other)


def first_contact(ctx, a: str, b: str) -> None:
    m = ctx.model
    if m.relation(a, b) != "none":
        return
    x, y = sorted((a, b))
    ctx.emit("contact.first", news(ctx, x, y), a=x, b=y,
             a_name=m.factions[x].get("name", x), b_name=m.factions[y].get("name", y))


def detect_cloaks(ctx) -> None:
    """"yo realizaré una tirada de 1D6 EN OCULTO": the roll lives in the GM's log only."""
    m, cfg = ctx.model, ctx.settings["cloak"]
    # sector -> the factions with a ship, a station or their planet there (one pass)
    observers: dict[str, set[str]] = {}
    for fid in m.faction_ids():
        f = m.factions[fid]
        for sid in m.active_ships(fid):
            observers.setdefault(f["ships"][sid]["sector"], set()).add(fid)
        for st in f["stations"].values():
            observers.setdefault(st["sector"], set()).add(fid)
    for s in m.systems().values():
        if s.get("owner"):
            observers.setdefault(s["sector"], set()).add(s["owner"])
    for owner in m.faction_ids():
        for sid in m.active_ships(owner):
            ship = m.factions[owner]["ships"][sid]
            if not m.is_cloaked(ship):
                continue
            sector = ship["sector"]
            for obs in sorted(observers.get(sector, ())):
                if obs == owner:
                    continue
                # "yo realizaré una tirada de 1D6 EN OCULTO": the GM's stream
                r = ctx.dice.roll(f"cloak/{sid}/{obs}", cfg["detect_die"],
                                  ctx.t("sector.why.cloak_detect", ship=str(ship.get("name") or sid), observer=fname(ctx, obs)),
                                  audience=gm_only())
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
    owned = systems_by_owner(m)
    units_at: dict[str, list[tuple[str, str, str, bool]]] = {}   # sector -> (owner, unit, what, cloaked)
    for other in m.faction_ids():
        of = m.factions[other]
        for sid in m.active_ships(other):
            ship = of["ships"][sid]
            units_at.setdefault(ship["sector"], []).append((other, sid, "ship", m.is_cloaked(ship)))
        for stid in sorted(of["stations"]):
            units_at.setdefault(of["stations"][stid]["sector"], []).append((other, stid, "station", False))
    for fid in m.faction_ids():
        seen, _ = coverage(m, fid, owned)
        identified = m.identified.get(fid, set())
        rows = []
        for sector in seen:
            for other, uid, what, cloaked in units_at.get(sector, ()):
                if other != fid and (not cloaked or uid in identified):
                    rows.append({"unit": uid, "owner": other, "sector": sector, "what": what})
        rows.sort(key=lambda r: (m.grid.sort_key(r["sector"]), r["owner"], r["unit"]))
        ctx.emit("sensors.sightings", private(fid), faction=fid, units=rows, count=len(rows),
                 signals=sorted(set(m.signals.get(fid, [])), key=m.grid.sort_key))


def final_sweep(ctx) -> None:
    survey(ctx)
    sightings(ctx)
