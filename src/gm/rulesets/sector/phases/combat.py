"""Phase 4a: ship and station combat ("ATACAR NAVES o BASES")."""

from __future__ import annotations

from .. import combat as cb
from .common import apply, attacked, faction_words, handle_orders_drawn, kept_faces, named, ordered_ships, own, private, reject, shared_key


def _units(m, fid: str, ships: list[str], station: str | None) -> list[cb.Unit]:
    f, hits = m.factions[fid], int(m.cfg["combat"]["station_hits"])
    out = [cb.Unit(s, "ship", int(f["ships"][s].get("armamento", 0)), 1) for s in ships]
    if station:
        st = f["stations"][station]
        out.append(cb.Unit(station, "station", int(st.get("armamento", 0)),
                           max(1, hits - int(st.get("damage", 0)))))
    return out


def _roll_side(ctx, key: str, plan: cb.DiePlan, faction: str):
    total = plan.count + plan.extra
    expr = f"{total}d6kh{plan.count}" if plan.extra else f"{total}d6"
    # each side's dice on its own stream: both sides see both, each can check its own
    return ctx.dice.roll(key, expr, ctx.t("sector.why.combat", **named(ctx, "faction", faction)), audience=own(faction))


def defenders_seen(m, attacker: str, defender: str, sector: str) -> list[str]:
    """The defender's ships the attacker can fight there: the visible ones and the cloaked
    ones the attacker's sensors identified ("Con un 6 se identificarán bien")."""
    ships = m.factions[defender]["ships"]
    identified = m.identified.get(attacker, set())
    return [s for s in m.ships_at(defender, sector) if not m.is_cloaked(ships[s]) or s in identified]


def fight(ctx, *, attacker: str, att_ships: list[str], att_station: str | None, defender: str,
          sector: str, cloaked: bool, att_fleet: bool) -> None:
    """A battle to the end (or max_rounds): rounds of the exchange until a side is gone.
    Its dice keys name the place and the two sides, what both know (`shared_key`)."""
    m, cfg = ctx.model, ctx.settings
    key = shared_key(ctx, "combat", sector, attacker, defender)
    def_ships = defenders_seen(m, attacker, defender, sector)
    def_station = m.station_at(defender, sector)
    att = cb.Side(attacker, _units(m, attacker, att_ships, att_station), fleet=att_fleet,
                  cloaked=cloaked, bonus=m.combat_bonus(attacker))
    dfn = cb.Side(defender, _units(m, defender, def_ships, def_station),
                  fleet=m.is_fleet(defender, def_ships), bonus=m.combat_bonus(defender))
    nebula = m.terrain(sector) == "nebula"
    audience = private(attacker, defender)
    ctx.emit("battle.begun", audience, attacker=attacker, defender=defender, sector=sector,
             att_units=[u.id for u in att.units], def_units=[u.id for u in dfn.units],
             nebula=nebula, cloaked=cloaked)
    # "Si la nave camuflada se decide a atacar ... a partir de entonces, estará visible": every
    # cloaked ship that attacks shows itself, also beside visible ones (the extra die is only
    # for an attack of cloaked ships alone, `cloaked`)
    # told in the order the rival's designations count them (by name), not by id: the id
    # order would tell which ship was built first
    ships = m.factions[attacker]["ships"]
    for s in sorted(att_ships, key=lambda sid: (str(ships[sid].get("name") or ""), len(sid), sid)):
        if m.is_cloaked(ships[s]):
            ctx.emit("cloak.revealed", audience, faction=attacker, ship=s, sector=sector)
    attacked(ctx, attacker, att_ships)
    rounds, fought = int(cfg["combat"]["max_rounds"]), 0
    for n in range(1, rounds + 1):
        if not att.alive() or not dfn.alive():
            break
        fought = n
        pa = cb.plan(att, "attacker", cfg, nebula=nebula, first=(n == 1))
        pd = cb.plan(dfn, "defender", cfg, nebula=nebula, first=(n == 1))
        ra = _roll_side(ctx, f"{key}/r{n}/{attacker}", pa, attacker)
        rd = _roll_side(ctx, f"{key}/r{n}/{defender}", pd, defender)
        sa, sd = cb.scored(pa, kept_faces(ra, pa.count)), cb.scored(pd, kept_faces(rd, pd.count))
        ex = cb.compare([(t, o) for t, _f, _m, o in sa], [(t, o) for t, _f, _m, o in sd])
        ctx.emit("battle.exchange", audience, rolls=(ra, rd), round=n, pairs=cb.pairs(sa, sd),
                 dropped=cb.dropped(ra, pa.count), att=[t for t, _ in ex.attacker], dfn=[t for t, _ in ex.defender],
                 att_losses=len(ex.attacker_losses), def_losses=len(ex.defender_losses),
                 attacker=attacker, defender=defender)
        for side, losses in ((att, ex.attacker_losses), (dfn, ex.defender_losses)):
            cb.apply_losses(side, losses)
            _emit_losses(ctx, side, losses, audience)
    winner = attacker if not dfn.alive() else defender if not att.alive() else ""
    ctx.emit("battle.ended", audience, attacker=attacker, defender=defender, sector=sector,
             winner=winner, decided=bool(winner), rounds=fought, att_left=len(att.alive()), def_left=len(dfn.alive()))


def _emit_losses(ctx, side: cb.Side, losses: list[str], audience) -> None:
    by_id = {u.id: u for u in side.units}
    for uid in sorted(set(losses)):
        unit = by_id[uid]
        if unit.kind == "station":
            ctx.emit("station.hit", audience, faction=side.faction, station=uid, hits=losses.count(uid))
            if unit.hits_left <= 0:
                ctx.emit("station.destroyed", audience, faction=side.faction, station=uid)
        else:
            ctx.emit("ship.destroyed", audience, faction=side.faction, ship=uid)


def _attack(ctx, order) -> None:
    m, fid = ctx.model, order.faction
    f = m.factions[fid]
    target = str(order.get("target", ""))
    station = order.get("station")
    ships = ordered_ships(ctx, order)
    if ships is None:
        return None
    active = set(m.active_ships(fid))
    for s in ships:
        if s not in active:
            return reject(ctx, order, "sector.reject.unknown_ship", ship=s)
    if station is not None and station not in f["stations"]:
        return reject(ctx, order, "sector.reject.unknown_unit", unit=station)
    if not ships and station is None:
        return reject(ctx, order, "sector.reject.no_attackers")
    sectors = {f["ships"][s]["sector"] for s in ships}
    if station is not None:
        sectors.add(f["stations"][station]["sector"])
    if len(sectors) != 1:
        return reject(ctx, order, "sector.reject.fleet_apart")
    sector = sectors.pop()
    # no visible target: the same words, and the id as written, whether that race exists,
    # is unseen or is not there (a name would tell that it exists)
    if target not in m.factions or target == fid:
        return ctx.reject(order, "sector.reject.no_target", target=target)
    if m.relation(fid, target) in ("peace", "alliance"):
        return reject(ctx, order, "sector.reject.treaty", other=target)
    if not defenders_seen(m, fid, target, sector) and not m.station_at(target, sector):
        # a race it may name: where it looked, in the same words whether it is there unseen or not
        name, gender = faction_words(m, fid, target)
        if gender == "other" and name == target:
            return ctx.reject(order, "sector.reject.no_target", target=target)
        return ctx.reject(order, "sector.reject.no_target_here", target=name, target_gender=gender, sector=sector)
    cloaked = bool(ships) and station is None and all(m.is_cloaked(f["ships"][s]) for s in ships)
    fight(ctx, attacker=fid, att_ships=ships, att_station=station, defender=target, sector=sector,
          cloaked=cloaked, att_fleet=m.is_fleet(fid, ships))
    apply(ctx, order, "sector.applied.attacked", target=target, sector=sector)


def combat(ctx) -> None:
    m = ctx.model
    for eng in list(m.engagements):
        ships = [s for s in eng["ships"] if s in m.active_ships(eng["attacker"])]
        if not ships or not defenders_seen(m, eng["attacker"], eng["target"], eng["sector"]):
            continue
        f = m.factions[eng["attacker"]]
        fight(ctx, attacker=eng["attacker"], att_ships=ships, att_station=None, defender=eng["target"],
              sector=eng["sector"],
              cloaked=all(m.is_cloaked(f["ships"][s]) for s in ships), att_fleet=m.is_fleet(eng["attacker"], ships))
    # "Los jugadores podrán actuar sin ningún orden": whose attacks go first is drawn
    handle_orders_drawn(ctx, {"attack": _attack}, "attack")
