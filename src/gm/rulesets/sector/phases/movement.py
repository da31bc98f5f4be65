"""Phase 3: fleets, movement, black holes, nebulae, interception, territory, resupply.

"Las naves podrán moverse por el mapa de juego, según su capacidad de propulsión".
"""

from __future__ import annotations

from ..model import relation_key
from ..rules import tech_mod
from .common import gender_of, apply, handle_orders, handle_orders_drawn, own, private, random_sector, reject, shared_key, ship_word, named
from .designations import as_written, designated
from .sensors import coverage, detect_cloaks, first_contact, survey


# -- fleets ------------------------------------------------------------------------------------

def _form_fleet(ctx, order) -> None:
    m, fid = ctx.model, order.faction
    name, ships = str(order.get("fleet", "")), list(order.get("ships", []))
    size = int(ctx.settings["movement"]["fleet_size"])
    f = m.factions[fid]
    if name in f["fleets"]:
        return reject(ctx, order, "sector.reject.fleet_exists", fleet=name)
    if len(set(ships)) != size:
        return reject(ctx, order, "sector.reject.fleet_size", size=size)
    active = set(m.active_ships(fid))
    for sid in ships:
        if sid not in active:
            return reject(ctx, order, "sector.reject.unknown_ship", ship=sid)
        if m.fleet_of(fid, sid):
            return reject(ctx, order, "sector.reject.ship_in_fleet", ship=sid, fleet=m.fleet_of(fid, sid))
    if len({f["ships"][s]["sector"] for s in ships}) != 1:
        return reject(ctx, order, "sector.reject.fleet_apart")
    ctx.emit("fleet.formed", private(fid), order=order, faction=fid, fleet=name, ships=sorted(ships))
    apply(ctx, order, "sector.applied.fleet_formed", fleet=name)


def _disband_fleet(ctx, order) -> None:
    fid, name = order.faction, str(order.get("fleet", ""))
    if name not in ctx.model.factions[fid]["fleets"]:
        return reject(ctx, order, "sector.reject.unknown_fleet", fleet=name)
    ctx.emit("fleet.disbanded", private(fid), order=order, faction=fid, fleet=name)
    apply(ctx, order, "sector.applied.fleet_disbanded", fleet=name)


def movers(ctx, order) -> tuple[list[str], str | None]:
    """The ships an order moves (a ship or a whole fleet), or a rejection reason."""
    m, fid = ctx.model, order.faction
    if order.get("fleet"):
        fleet = m.factions[fid]["fleets"].get(str(order.get("fleet")))
        if fleet is None:
            return [], "sector.reject.unknown_fleet"
        return sorted(fleet["ships"]), None
    sid = str(order.get("ship", ""))
    if sid not in m.active_ships(fid):
        return [], "sector.reject.unknown_ship"
    return [sid], None


# -- movement ------------------------------------------------------------------------------------

def _move(ctx, order) -> None:
    m, fid = ctx.model, order.faction
    ships, bad = movers(ctx, order)
    label = order.get("fleet") or order.get("ship")
    if bad:
        return reject(ctx, order, bad, ship=label, fleet=label)
    f = m.factions[fid]
    start = f["ships"][ships[0]]["sector"] if ships else ""
    refusal = _ships_refusal(ctx, order, ships, label)
    path: list[str] = []
    if refusal is None:
        path, refusal = _path_of(ctx, order, start)
    if refusal is None:
        refusal = _path_refusal(m, f, ships, start, path)
    if refusal is not None:
        return reject(ctx, order, refusal[0], **refusal[1])
    cloaked = all(m.is_cloaked(f["ships"][s]) for s in ships)
    done, stop_reason, stop_with = _walk(ctx, fid, start, path, cloaked)
    end = done[-1] if done else start
    if done:
        ctx.emit("ship.moved", private(fid), faction=fid, ships=ships, to=end,
                 path=done, start=start)
    if m.terrain(end) == "black_hole" and done:
        _black_hole(ctx, fid, ships)
    if stop_reason:
        from gm.text.blocks import Text
        stop = Text(stop_reason, {"other": m.factions.get(stop_with, {}).get("name", stop_with),
                                  "other_gender": gender_of(m, stop_with)})
        apply(ctx, order, "sector.applied.moved_stopped", ship=label, to=end, steps=len(done), stop=stop)
    else:
        apply(ctx, order, "sector.applied.moved", ship=label, to=end, steps=len(done))


def _ships_refusal(ctx, order, ships: list[str], label) -> tuple[str, dict] | None:
    """Why these ships cannot move at all this phase."""
    m, fid = ctx.model, order.faction
    f = m.factions[fid]
    if not order.get("fleet") and m.fleet_of(fid, ships[0]):
        return "sector.reject.ship_in_fleet", {"ship": ships[0], "fleet": m.fleet_of(fid, ships[0])}
    if any(s in m.moved for s in ships):
        return "sector.reject.already_moved", {"ship": label}
    for sid in ships:
        if int(f["ships"][sid].get("stranded_until", 0)) >= ctx.turn:
            return "sector.reject.stranded", {"ship": sid}
    return None


def _path_of(ctx, order, start: str) -> tuple[list[str], tuple[str, dict] | None]:
    """The sectors the order crosses: its `path`, or a line to `to`."""
    g = ctx.model.grid
    if order.get("path"):
        return [str(s).upper() for s in order.get("path")], None
    if order.get("to"):
        to = str(order.get("to")).upper()
        if not g.is_sector(to):
            return [], ("sector.reject.off_map", {"sector": to})
        return g.line(start, to), None
    return [], ("sector.reject.no_path", {})


def _path_refusal(m, f: dict, ships: list[str], start: str, path: list[str]) -> tuple[str, dict] | None:
    """Why the path cannot be flown: off the map, a gap, or beyond the slowest ship's speed."""
    g, prev = m.grid, start
    for step in path:
        if not g.is_sector(step):
            return "sector.reject.off_map", {"sector": step}
        if not g.adjacent(prev, step):
            return "sector.reject.not_adjacent", {"a": prev, "b": step}
        prev = step
    reach = min(m.ship_speed(f["ships"][s]) for s in ships)
    if len(path) > reach:
        return "sector.reject.too_far", {"steps": len(path), "speed": reach}
    return None


def _walk(ctx, fid: str, start: str, path: list[str], cloaked: bool) -> tuple[list[str], str, str]:
    """The sectors actually entered, and why the ships stopped early (reason key, the other race)."""
    m = ctx.model
    done: list[str] = []
    for step in path:
        owner = m.territory_owner(step)
        if owner and owner != fid and not cloaked:
            # the relations as the phase began: a contact made by another empire's move this
            # same phase does not open its border to this one (moves are simultaneous)
            rel = m.start_relations.get(relation_key(fid, owner), "none")
            if rel == "none":
                # "La raza en cuestión no dejará que os adentréis, sin antes haber tenido un primer contacto"
                first_contact(ctx, fid, owner)
                return done, "sector.stop.first_contact", owner
            if rel == "peace":  # "NO PODRÁN CIRCULAR POR EL TERRITORIO DEL OTRO"
                return done, "sector.stop.peace_border", owner
        done.append(step)
        if m.terrain(step) == "black_hole":
            return done, "sector.stop.black_hole", ""
    return done, "", ""


def _black_hole(ctx, fid: str, ships: list[str]) -> None:
    """"Deberá lanzar 1D20. Si obtiene 1 o 2, la nave será destruida. En caso contrario,
    aparecerá en un lugar del espacio aleatorio.\""""
    m, cfg = ctx.model, ctx.settings["hazards"]
    for sid in ships:
        r = ctx.dice.roll(f"blackhole/{fid}/{sid}", cfg["black_hole_die"], ctx.t("sector.why.black_hole", ship=ship_word(m, fid, sid)), audience=own(fid))
        if r.total <= int(cfg["black_hole_destroys"]):
            ctx.emit("ship.lost_in_black_hole", private(fid), rolls=(r,), faction=fid, ship=sid)
            continue
        to, where = random_sector(ctx, f"blackhole/{fid}/{sid}", fid, ctx.t("sector.why.black_hole_col", ship=ship_word(m, fid, sid)),
                                  ctx.t("sector.why.black_hole_row", ship=ship_word(m, fid, sid)))
        ctx.emit("ship.displaced", private(fid), rolls=(r, *where), faction=fid, ships=[sid], to=to)


def _nebulae(ctx) -> None:
    """"por cada turno que permanezca en el interior, deberá lanzar 1D20 y si saca un 1 o un 2, será destruida"."""
    m, cfg = ctx.model, ctx.settings["hazards"]
    for fid in m.faction_ids():
        for sid in m.active_ships(fid):
            ship = m.factions[fid]["ships"][sid]
            if m.terrain(ship["sector"]) != "nebula":
                continue
            r = ctx.dice.roll(f"nebula/{fid}/{sid}", cfg["nebula_die"], ctx.t("sector.why.nebula", ship=ship_word(m, fid, sid), sector=ship["sector"]),
                               audience=own(fid))
            if r.total <= int(cfg["nebula_destroys"]):
                ctx.emit("ship.lost_in_nebula", private(fid), rolls=(r,), faction=fid, ship=sid,
                         sector=ship["sector"])
            else:
                ctx.emit("ship.nebula_survived", private(fid), rolls=(r,), faction=fid, ship=sid,
                         sector=ship["sector"])


def _recloak(ctx) -> None:
    """A cloaked ship that attacked stays visible "hasta que cese en su ataque y se retire":
    it cloaks again at the start of the first movement after a turn without attacking."""
    m = ctx.model
    for fid in m.faction_ids():
        for sid in m.active_ships(fid):
            ship = m.factions[fid]["ships"][sid]
            if ship.get("cloak") and not ship.get("cloaked") and int(ship.get("last_attack", 0)) < ctx.turn - 1:
                ctx.emit("cloak.engaged", private(fid), faction=fid, ship=sid)


# -- interception -----------------------------------------------------------------------------

def _sees_ship(m, fid: str, owner: str, ship_id: str) -> bool:
    """Does `fid` see that foreign ship now: inside its sensors' coverage and not cloaked
    (or cloaked but identified by its sensors)."""
    ship = m.factions[owner]["ships"][ship_id]
    if m.is_cloaked(ship) and ship_id not in m.identified.get(fid, set()):
        return False
    seen, _ = coverage(m, fid)
    return ship["sector"] in seen


def _prey_sees(m, owner: str, prey: dict, fid: str, ships: list[str]) -> bool:
    """Does the chased ship see any of its chasers ("Si solo una de ellas ve a la otra"):
    one not cloaked (or identified by the prey's empire) inside the prey's own sensor
    range (its speed)."""
    f, identified = m.factions[fid], m.identified.get(owner, set())
    reach = m.ship_speed(prey)
    return any((not m.is_cloaked(f["ships"][s]) or s in identified)
               and m.grid.distance(prey["sector"], f["ships"][s]["sector"]) <= reach for s in ships)


def _intercept_target(ctx, order, fid: str):
    """(owner, ship) of a target the faction sees, or None once rejected. A ship it cannot
    see gets the same words as a ship that does not exist."""
    m = ctx.model
    found = designated(ctx, fid, order.get("target"))   # "D3-1" as its report showed it: never an id
    owner, target = found or (None, "")
    if owner is None or target not in m.active_ships(owner) or not _sees_ship(m, fid, owner, target):
        reject(ctx, order, "sector.reject.no_target", target=as_written(ctx, fid, order.get("target")))
        return None
    if m.relation(fid, owner) in ("peace", "alliance"):
        reject(ctx, order, "sector.reject.treaty", other=owner)
        return None
    return owner, target


def _intercept_rolls(ctx, order, fid: str, ships: list[str], owner: str, tship: dict):
    """"1D6 + ENERGÍA VS 1D6 + ENERGÍA": each side's die on its own stream. Each side reads
    the other's die with its `why`: it names the empires, never a ship's id or name."""
    m, cfg = ctx.model, ctx.settings
    f, die = m.factions[fid], cfg["movement"]["intercept_die"]
    fleet_bonus = int(cfg["movement"]["fleet_bonus"]) if order.get("fleet") else 0
    best = max(int(f["ships"][s].get("energia", 0)) for s in ships)
    mine = tech_mod(best, cfg) + fleet_bonus
    theirs = tech_mod(int(tship.get("energia", 0)), cfg)
    key = shared_key(ctx, "intercept", tship["sector"], fid, owner)   # what the prey knows too
    a = ctx.dice.roll(key, f"{die}{mine:+d}", ctx.t("sector.why.intercept", **named(ctx, "faction", fid), die=die, mod=mine - fleet_bonus,
                                           fleet=fleet_bonus), audience=own(fid))
    d = ctx.dice.roll(f"{key}/vs", f"{die}{theirs:+d}",
                      ctx.t("sector.why.evade", **named(ctx, "faction", owner), die=die, mod=theirs), audience=own(owner))
    return (a, d), a.total > d.total  # the chased ship gets away on a tie


def _intercept(ctx, order) -> None:
    """"Si ambas se ven y al menos una está a distancia, se harán tiradas de oposición:
    1D6 + ENERGÍA VS 1D6 + ENERGÍA ... Si solo una de ellas ve a la otra, la interceptación será automática.\""""
    m, fid = ctx.model, order.faction
    ships, bad = movers(ctx, order)
    label = order.get("fleet") or order.get("ship")
    if bad:
        return reject(ctx, order, bad, ship=label, fleet=label)
    f = m.factions[fid]
    if any(s in m.moved for s in ships):
        return reject(ctx, order, "sector.reject.already_moved", ship=label)
    found = _intercept_target(ctx, order, fid)
    if found is None:
        return None
    owner, target = found
    tship = m.factions[owner]["ships"][target]
    word = as_written(ctx, fid, order.get("target"))   # the prey as the order and its report name it
    start = f["ships"][ships[0]]["sector"]
    reach = min(m.ship_speed(f["ships"][s]) for s in ships)
    if m.grid.distance(start, tship["sector"]) > reach:
        return reject(ctx, order, "sector.reject.out_of_reach", target=word)
    rolls, caught = (), True
    if _prey_sees(m, owner, tship, fid, ships):
        # the prey reads the hunters as its report designates them, never the name of their fleet
        rolls, caught = _intercept_rolls(ctx, order, fid, ships, owner, tship)
    if not caught:
        ctx.emit("intercept.escaped", private(fid, owner), rolls=rolls, faction=fid, ship=list(ships),
                 target=target, owner=owner)
        return apply(ctx, order, "sector.applied.intercept_failed", target=word)
    # unseen, the hunters are news to the prey only when they strike (the battle names them)
    kind, audience = ("intercept.caught", private(fid, owner)) if rolls else ("intercept.unseen", private(fid))
    ctx.emit(kind, audience, rolls=rolls, faction=fid, ships=ships,
             to=tship["sector"], target=target, owner=owner, ship=list(ships))
    m.engagements.append({"attacker": fid, "ships": ships, "target": owner, "sector": tship["sector"],
                          "fleet": bool(order.get("fleet"))})
    apply(ctx, order, "sector.applied.intercepted", target=word, sector=tship["sector"])


# -- after moving ---------------------------------------------------------------------------------

def _claim_territory(ctx) -> None:
    """"las naves se moverán e irán extendiendo el territorio allá a dónde vayan... hasta
    encontrarse con otro territorio u otro planeta": an unclaimed sector without a system
    where a visible ship ends its move becomes its empire's. Where visible ships of two
    empires end in the same unclaimed sector, neither claims it (never the first by name)."""
    m = ctx.model
    wanted: dict[str, set[str]] = {}
    for fid in m.faction_ids():
        for sid in m.active_ships(fid):
            ship = m.factions[fid]["ships"][sid]
            s = ship["sector"]
            if not m.is_cloaked(ship) and m.territory_owner(s) is None and m.system_at(s) is None:
                wanted.setdefault(fid, set()).add(s)
    claimants: dict[str, int] = {}
    for sectors in wanted.values():
        for s in sectors:
            claimants[s] = claimants.get(s, 0) + 1
    for fid in sorted(wanted):
        sectors = {s for s in wanted[fid] if claimants[s] == 1}
        if sectors:
            ctx.emit("territory.claimed", private(fid), faction=fid, sectors=m.grid.sorted(sectors))


def _resupply(ctx) -> None:
    """Ships back at the home world or a station re-embark troops after a failed assault."""
    m = ctx.model
    for fid in m.faction_ids():
        homes = m.home_sectors(fid)
        for sid in m.active_ships(fid):
            ship = m.factions[fid]["ships"][sid]
            if ship.get("resupply") and ship["sector"] in homes:
                ctx.emit("ship.resupplied", private(fid), faction=fid, ship=sid, sector=ship["sector"])


def movement(ctx) -> None:
    handle_orders(ctx, {"disband_fleet": _disband_fleet})
    handle_orders(ctx, {"form_fleet": _form_fleet})
    _recloak(ctx)
    m = ctx.model
    m.start_relations = {k: v.get("status", "none") for k, v in m.world["relations"].items()}
    handle_orders(ctx, {"move": _move})
    _nebulae(ctx)
    detect_cloaks(ctx)
    handle_orders_drawn(ctx, {"intercept": _intercept}, "intercept")
    _claim_territory(ctx)
    _resupply(ctx)
    survey(ctx)
