"""Phase 7: ships, stations, shipyards, planetary defences; build times and costs.

"se tardan 3 TURNOS + CONSTRUCCIÓN y cuesta 3 CRISTALES"; stations 10 and 10; shipyards
5 and 5; defences 3 and 3; a tech-sum surcharge; "en un solo turno ... 100 CRISTALES para
la estación y 30 CRISTALES para las naves".
"""

from __future__ import annotations

from ..rules import TECHS, build_time, free_ship_names, surcharge
from .common import apply, handle_orders, money, private, reject, system_words


def _tech(ctx, order) -> tuple[dict | None, str | None]:
    """The tech the unit is built with: the empire's levels, or lower ones if asked
    ("se pueden hacer con valores menores")."""
    m, fid = ctx.model, order.faction
    asked = order.get("tech") or {}
    tech = {}
    for t in TECHS:
        level = int(asked.get(t, m.tech(fid, t)))
        if level > m.tech(fid, t) or level < 0:
            return None, t
        tech[t] = level
    return tech, None


def _price(ctx, fid: str, what: str, tech: dict | None, rush: bool) -> tuple[int, int]:
    """(cost, turns) for a build."""
    m, c = ctx.model, ctx.settings["construction"]
    tsum = sum(tech.values()) if tech else 0
    _extra_turns, extra_cost = surcharge(tsum, ctx.settings) if what in ("ship", "station") else (0, 0)
    base_cost, base_turns = int(c[f"{what}_cost"]), int(c[f"{what}_turns"])
    if rush:
        return int(c[f"rush_{what}"]), 0
    turns = build_time(base_turns, m.tech(fid, "construccion"), tsum, ctx.settings) if what in ("ship", "station") \
        else build_time(base_turns, m.tech(fid, "construccion"), 0, ctx.settings)
    return base_cost + extra_cost, turns


def _start(ctx, order, what: str, *, cost: int, turns: int, tech: dict | None, sector: str,
           at: str = "", system: str = "", ship: str = "", name: str = "") -> None:
    m, fid = ctx.model, order.faction
    if int(m.factions[fid].get("dilitio", 0)) < cost:
        return reject(ctx, order, "sector.reject.insufficient", cost=cost,
                          have=int(m.factions[fid].get("dilitio", 0)))
    build, nxt = m.new_id(fid, "b")
    money(ctx, fid, "build.paid", -cost, what=what, cost=cost)
    ready = ctx.turn + turns
    where = place_name(m, {"system": system, "at": at, "sector": sector})
    ctx.emit("build.started", private(fid), order=order, faction=fid, build=build, what=what, ready=ready,
             at=at, sector=sector, system=system, ship=ship, tech=tech or {}, next_id=nxt, rush=turns == 0, where=where,
             name=name)
    if turns == 0:
        _complete(ctx, fid, build)
    apply(ctx, order, "sector.applied.build_started", what=what, cost=cost, ready=ready, build=build, where=where)


def place_name(m, build: dict) -> str:
    """Where a build is made, as the player reads it (issue 25 S7: a build's id is no name):
    the system's name, else the station or the sector."""
    where = build.get("system") or build.get("at")
    if where in m.systems():
        return m.systems()[where].get("name", where)
    return where or build.get("sector", "")


def _complete(ctx, fid: str, build: str) -> None:
    m = ctx.model
    b = m.factions[fid]["builds"][build]
    what = b["kind"]
    tech = {t: int(b.get(t, 0)) for t in TECHS}
    params = dict(faction=fid, build=build, what=what, tech=tech, sector=b.get("sector", ""),
                  system=b.get("system", ""), new_unit=False, where=place_name(m, b))
    if what in ("ship", "station"):
        # announced with the id its owner gives it in orders ("nueva nave car-10 en D4")
        unit, nxt = m.new_id(fid, "" if what == "ship" else "e")
        name = (b.get("name") or _ship_name(ctx, fid)) if what == "ship" else ""  # the name its order gave, else the race's next
        params.update(unit=unit, next_id=nxt, new_unit=True, name=name, named=bool(name))
    ctx.emit("build.completed", private(fid), **params)
    if what == "station":
        from .territory import claim_around
        claim_around(ctx, fid, b["sector"])


def _ship_name(ctx, fid: str) -> str:
    """The first name of the race's list (data/names.toml [ships]) no ship of the empire
    bears, nor any of its ids, nor one lost this turn (two ships of one name in one report
    read as one); "" when they are all taken (the ship has its id alone)."""
    ships = {**ctx.state.factions.get(fid, {}).get("ships", {}), **ctx.model.factions[fid]["ships"]}
    taken = [s.get("name", "") for s in ships.values()] + list(ships)
    return next(iter(free_ship_names(str(ctx.model.factions[fid].get("race", fid)), taken)), "")


def _yard(m, fid: str, at: str) -> str | None:
    """The sector of a place that builds ships: an owned system with a shipyard, or a station."""
    s = m.systems().get(at)
    if s is not None and s.get("owner") == fid and s.get("shipyard"):
        return s["sector"]
    st = m.factions[fid]["stations"].get(at)
    return st["sector"] if st else None


def _build_ship(ctx, order) -> None:
    m, fid = ctx.model, order.faction
    if m.is_npc(fid):
        return reject(ctx, order, "sector.reject.npc_cannot")
    at = str(order.get("at", ""))
    sector = _yard(m, fid, at)
    if sector is None:
        return reject(ctx, order, "sector.reject.no_shipyard", at=system_words(ctx.model, order.faction, at))
    tech, bad = _tech(ctx, order)
    if tech is None:
        return reject(ctx, order, "sector.reject.tech_too_high", tech=bad)
    name = " ".join(str(order.get("name", "")).split())
    if name and _name_taken(ctx, fid, name):
        return reject(ctx, order, "sector.reject.name_taken", name=name)
    cost, turns = _price(ctx, fid, "ship", tech, bool(order.get("rush")))
    _start(ctx, order, "ship", cost=cost, turns=turns, tech=tech, sector=sector, at=at, name=name)


def _name_taken(ctx, fid: str, name: str) -> bool:
    """Whether one of the empire's ships, or a ship it is building, bears the name (or the id):
    two ships of one name would read as one in every report."""
    f = ctx.model.factions[fid]
    taken = [s.get("name", "") for s in f["ships"].values()] + list(f["ships"])
    taken += [b.get("name", "") for b in f["builds"].values() if b.get("kind") == "ship"]
    return name.casefold() in {str(t).casefold() for t in taken if t}


def _build_station(ctx, order) -> None:
    """"debe llevarse una nave a ese lugar. La nave desaparece y en su lugar se queda la estación"."""
    m, fid = ctx.model, order.faction
    if m.is_npc(fid):
        return reject(ctx, order, "sector.reject.npc_cannot")
    sid = str(order.get("ship", ""))
    if sid not in m.active_ships(fid):
        return reject(ctx, order, "sector.reject.unknown_ship", ship=sid)
    sector = m.factions[fid]["ships"][sid]["sector"]
    sysid = m.system_at(sector)
    if sysid and m.systems()[sysid].get("owner") != fid:
        return reject(ctx, order, "sector.reject.station_place", sector=sector)
    if m.terrain(sector) != "empty" or m.station_at(fid, sector) or any(
            b.get("kind") == "station" and b.get("sector") == sector for b in m.factions[fid]["builds"].values()):
        return reject(ctx, order, "sector.reject.station_place", sector=sector)
    tech, bad = _tech(ctx, order)
    if tech is None:
        return reject(ctx, order, "sector.reject.tech_too_high", tech=bad)
    cost, turns = _price(ctx, fid, "station", tech, bool(order.get("rush")))
    _start(ctx, order, "station", cost=cost, turns=turns, tech=tech, sector=sector, ship=sid)


def _owned_system(ctx, order, what: str, flag: str):
    m, fid = ctx.model, order.faction
    sysid = str(order.get("system", ""))
    s = m.systems().get(sysid)
    if s is None or s.get("owner") != fid:
        reject(ctx, order, "sector.reject.not_owned", system=system_words(ctx.model, order.faction, sysid))
        return None
    if s.get(flag) or any(b.get("kind") == what and b.get("system") == sysid
                          for b in m.factions[fid]["builds"].values()):
        reject(ctx, order, "sector.reject.already_built", system=s["name"], what=what)
        return None
    return sysid


def _build_on_system(kind: str):
    """The order that builds `kind` in one of the faction's systems:
    shipyard: "se pueden fabricar ASTILLEROS en un sistema planetario, ya sea conquistado,
    colonizado o anexionado"; defenses: "CONSTRUIR DEFENSAS PLANETARIAS ... 3 créditos de
    precio y tiempo de construcción igual a 3+CON"."""

    def handle(ctx, order) -> None:
        sysid = _owned_system(ctx, order, kind, kind)
        if sysid is None:
            return
        cost, turns = _price(ctx, order.faction, kind, None, False)
        _start(ctx, order, kind, cost=cost, turns=turns, tech=None,
               sector=ctx.model.systems()[sysid]["sector"], system=sysid)

    return handle


def _place_lost(m, fid: str, build: dict) -> bool:
    """Is the place a build was ordered at no longer the empire's? A shipyard or defences
    whose world was taken; a ship whose shipyard's world was taken (or whose station is
    gone): it cannot be finished for its old owner."""
    if build["kind"] in ("shipyard", "defenses"):
        return m.systems().get(build.get("system", ""), {}).get("owner") != fid
    if build["kind"] == "ship" and build.get("at"):
        return _yard(m, fid, build["at"]) is None
    return False


def construction(ctx) -> None:
    m = ctx.model
    for fid in m.faction_ids():
        builds = m.factions[fid]["builds"]
        for bid in sorted(builds):
            b = builds[bid]
            # a place lost is lost for every build there, finished this turn or later (a world taken in phase 4)
            if _place_lost(m, fid, b):
                ctx.emit("build.cancelled", private(fid), faction=fid, build=bid, what=b["kind"], where=place_name(m, b))
            elif int(b["ready"]) <= ctx.turn:
                _complete(ctx, fid, bid)
    handle_orders(ctx, {"build_ship": _build_ship, "build_station": _build_station,
                        "build_shipyard": _build_on_system("shipyard"), "build_defenses": _build_on_system("defenses")})
