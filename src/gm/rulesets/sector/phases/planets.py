"""Phase 4b (colonise planets) and 4c (planetary assault)."""

from __future__ import annotations

from ..rules import assault_result, colony_time
from .common import apply, attacked, gm_only, handle_orders, handle_orders_drawn, named, ordered_ships, own, private, reject, ship_at_system, system_words
from .territory import claim_around


# -- colonisation ------------------------------------------------------------------------------

def _colonize(ctx, order) -> None:
    """"el jugador podrá ordenar a una de sus naves que esté en su órbita, que lo colonice.
    La tripulación desarmará la nave para fabricar la colonia"."""
    m, fid = ctx.model, order.faction
    found = ship_at_system(ctx, order)
    if found is None:
        return None
    sid, sector, sysid, s = found
    if s.get("kind") != "uninhabited" or s.get("owner"):
        return reject(ctx, order, "sector.reject.not_colonisable", system=s["name"])
    if fid in s.get("colonizing", {}):
        return reject(ctx, order, "sector.reject.already_colonising", system=s["name"])
    ready = ctx.turn + colony_time(m.tech(fid, "construccion"), ctx.settings)
    ctx.emit("colony.started", private(fid), order=order, faction=fid, ship=sid, system=sysid,
             name=s["name"], ready=ready)
    apply(ctx, order, "sector.applied.colonising", system=s["name"], ready=ready)


def _race(ctx, sysid: str, s: dict, tied: list[str]) -> str:
    """The winner among colonies due together: a 1d20 each (on its own stream, shown to
    every racer), and a drawn order among those tied again (never the alphabet)."""
    scores = {f: ctx.dice.roll(f"colony/{sysid}/{f}", "1d20",
                               ctx.t("sector.why.colony_race", system=s["name"], **named(ctx, "faction", f)),
                               audience=own(f)) for f in tied}
    top = max(r.total for r in scores.values())
    best = [f for f in tied if scores[f].total == top]
    rolls = tuple(scores[f] for f in tied)
    if len(best) > 1:
        best, drawn = ctx.dice.shuffle(f"colony/{sysid}/draw", best,
                                       ctx.t("sector.why.colony_draw", system=s["name"]), audience=gm_only())
        rolls += tuple(drawn)
    ctx.emit("colony.race", private(*tied), rolls=rolls, system=sysid, name=s["name"], winner=best[0])
    return best[0]


def _progress(ctx) -> None:
    """"Si la nave de otro jugador llega al planeta, podrá intentar establecer otra colonia y
    si es más rápido, el planeta será suyo": the first to finish wins; a tie is rolled off."""
    m = ctx.model
    for sysid in sorted(m.systems()):
        s = m.systems()[sysid]
        entries = s.get("colonizing", {})
        due = sorted(f for f in entries if int(entries[f]["ready"]) <= ctx.turn)
        if not due:
            continue
        best = min((int(entries[f]["ready"]), int(entries[f]["started"])) for f in due)
        tied = [f for f in due if (int(entries[f]["ready"]), int(entries[f]["started"])) == best]
        winner = _race(ctx, sysid, s, tied) if len(tied) > 1 else tied[0]
        for f in sorted(f for f in entries if f != winner):
            ctx.emit("colony.lost_race" if f in tied else "colony.lost", private(f, winner), faction=f,
                     system=sysid, name=s["name"], winner=winner)
        ctx.emit("colony.founded", private(winner), faction=winner, system=sysid, name=s["name"])
        claim_around(ctx, winner, s["sector"])


def colonization(ctx) -> None:
    _progress(ctx)
    handle_orders(ctx, {"colonize": _colonize})


# -- planetary assault ------------------------------------------------------------------------------

def _defenders(m, s: dict, attacker: str) -> tuple[list[str], int]:
    """(defending factions, their AGRESIVIDAD): the owner; none for natives (their own
    AGRESIVIDAD); for a world being colonised, every other colonist, together, with the
    highest AGRESIVIDAD among them (never the alphabetically first colonist alone)."""
    owner = s.get("owner")
    if owner:
        return [owner], m.trait(owner, "agresividad")
    if s.get("kind") in ("inhabited", "home"):
        return [], int(s.get("agresividad", 0))
    colonists = sorted(f for f in s.get("colonizing", {}) if f != attacker)
    if colonists:
        return colonists, max(m.trait(f, "agresividad") for f in colonists)
    return [], 0


def _reveal(ctx, fid: str, ships: list[str], sector: str, audience) -> None:
    """An assault is an attack: its cloaked ships show themselves to the defenders ("Si la
    nave camuflada se decide a atacar ... a partir de entonces, estará visible"), who are
    told their ids in the same events."""
    m = ctx.model
    for sid in ships:
        if m.is_cloaked(m.factions[fid]["ships"][sid]):
            ctx.emit("cloak.revealed", audience, faction=fid, ship=sid, sector=sector)


def _assault_terms(ctx, fid: str, ships: list[str]) -> dict:
    """The attacker's modifier in its parts, as its roll's label says them."""
    m, cfg = ctx.model, ctx.settings
    extra = int(cfg["assault"]["extra_ship_bonus"]) * (len(ships) - 1)
    fleet = int(cfg["movement"]["fleet_bonus"]) if m.is_fleet(fid, ships) else 0
    return {"die": cfg["assault"]["die"], "mod": m.trait(fid, "agresividad"), "ships": len(ships) - 1,
            "extra": extra, "fleet": fleet}


def _assault_round(ctx, fid: str, ships: list[str], sysid: str, key: str, order=None) -> None:
    """"1D6+AGRESIVIDAD y le añade un +1 adicional por cada nave adicional ... contra la
    tirada defensora con los mismos modificadores"; defences +1; fleets +1."""
    m, cfg = ctx.model, ctx.settings
    a = cfg["assault"]
    s = m.systems()[sysid]
    m.sieges_rolled.add(sysid)
    defenders, def_agr = _defenders(m, s, fid)
    terms = _assault_terms(ctx, fid, ships)
    att_mod = terms["mod"] + terms["extra"] + terms["fleet"]
    def_ships = {d: m.ships_at(d, s["sector"]) for d in defenders}
    def_mod = def_agr + int(a["extra_ship_bonus"]) * max(0, sum(map(len, def_ships.values())) - 1)
    if s.get("defenses"):
        def_mod += int(a["defenses_bonus"])
    if any(m.is_fleet(d, def_ships[d]) for d in defenders):
        def_mod += int(cfg["movement"]["fleet_bonus"])
    defender = defenders[0] if defenders else None   # the stream of the defence die only
    _reveal(ctx, fid, ships, s["sector"], private(fid, *defenders))
    attacked(ctx, fid, ships)  # a siege that goes on is an attack every turn: no re-cloaking
    # each side on its own stream (natives' dice are the attacker's roll-off)
    ra = ctx.dice.roll(f"{key}/{fid}", f"{a['die']}{att_mod:+d}",
                       ctx.t("sector.why.assault", system=s["name"], **named(ctx, "faction", fid), **terms), audience=own(fid))
    rd = ctx.dice.roll(f"{key}/{fid}/defence", f"{a['die']}{def_mod:+d}",
                       ctx.t("sector.why.assault_defence", system=s["name"]), audience=own(defender or fid))
    margin = ra.total - rd.total
    result = assault_result(margin, cfg)
    aud = private(fid, *defenders)
    ctx.emit("assault.round", aud, rolls=(ra, rd), faction=fid, system=sysid, name=s["name"],
             defender=defender if len(defenders) == 1 else "", margin=margin, result=result)
    if result == "taken":
        if s.get("colonizing") and not s.get("owner") and s.get("kind") == "uninhabited":
            for f in sorted(x for x in s["colonizing"] if x != fid):
                ctx.emit("colony.destroyed", private(fid, f), faction=f, system=sysid, name=s["name"], by=fid)
            ctx.emit("siege.ended", aud, faction=fid, system=sysid, name=s["name"])
            return
        old = s.get("owner")
        ctx.emit("system.conquered", aud, faction=fid, system=sysid, name=s["name"], previous=old or "")
        claim_around(ctx, fid, s["sector"], take_from=old)
        return
    if result == "continues":
        ctx.emit("siege.continues", aud, faction=fid, system=sysid, name=s["name"], ships=ships)
        return
    # "Los defensores acaban con las tropas invasoras ... no puede volver a intentar un nuevo
    # asalto con esas mismas naves hasta que regresen al mundo de origen o una estación"
    ctx.emit("assault.repelled", aud, faction=fid, system=sysid, name=s["name"])
    ctx.emit("ship.resupply_needed", private(fid), faction=fid, ships=ships)
    if result == "repelled_destroy":  # "GANA EL DEFENSOR POR 5 PUNTOS O MÁS. Una de las naves atacantes es destruida."
        pick = ships[0]
        rolls = ()
        if len(ships) > 1:
            r = ctx.dice.roll(f"{key}/{fid}/lost", f"1d{len(ships)}", ctx.t("sector.why.assault_lost", system=s["name"]),
                              audience=own(fid))
            pick, rolls = ships[r.total - 1], (r,)
        ctx.emit("assault.ship_destroyed", aud, rolls=rolls, faction=fid, ship=pick, name=s["name"])


def _assault(ctx, order) -> None:
    m, fid = ctx.model, order.faction
    f = m.factions[fid]
    ships = ordered_ships(ctx, order)
    if ships is None:
        return None
    if not ships:
        return reject(ctx, order, "sector.reject.no_attackers")
    for s in ships:
        if s not in m.active_ships(fid):
            return reject(ctx, order, "sector.reject.unknown_ship", ship=s)
        if f["ships"][s].get("resupply"):
            return reject(ctx, order, "sector.reject.needs_resupply", ship=s)
    sectors = {f["ships"][s]["sector"] for s in ships}
    if len(sectors) != 1:
        return reject(ctx, order, "sector.reject.fleet_apart")
    sector = sectors.pop()
    sysid = m.system_at(sector)
    if sysid is None:
        return reject(ctx, order, "sector.reject.no_system", sector=sector)
    s = m.systems()[sysid]
    owner = s.get("owner")
    if owner == fid:
        return reject(ctx, order, "sector.reject.own_system", system=s["name"])
    defenders, _ = _defenders(m, s, fid)
    if not defenders and s.get("kind") not in ("inhabited", "home"):
        return reject(ctx, order, "sector.reject.nothing_to_assault", system=s["name"])
    for defender in defenders:
        if m.relation(fid, defender) in ("peace", "alliance"):
            return reject(ctx, order, "sector.reject.treaty", other=defender)
    siege = s.get("siege")
    if siege and siege["faction"] != fid:
        return reject(ctx, order, "sector.reject.siege_by_other", system=s["name"])
    if sysid in m.sieges_rolled:  # one assault roll a turn per world (a second order crashed on its dice key)
        return reject(ctx, order, "sector.reject.assaulted_this_turn", system=s["name"])
    if not siege:
        _reveal(ctx, fid, ships, sector, private(fid, *defenders))
        ctx.emit("siege.begun", private(fid, *defenders), faction=fid,
                 system=sysid, name=s["name"], ships=ships)
    _assault_round(ctx, fid, ships, sysid, f"assault/{sysid}/t", order)
    apply(ctx, order, "sector.applied.assaulted", system=s["name"])


def _retreat(ctx, order) -> None:
    """"En cualquier momento las tropas pueden retirarse y regresar a su nave"."""
    m, fid = ctx.model, order.faction
    sysid = str(order.get("system", ""))
    s = m.systems().get(sysid)
    if s is None or (s.get("siege") or {}).get("faction") != fid:
        return reject(ctx, order, "sector.reject.no_siege", system=system_words(ctx.model, order.faction, sysid))
    ships = list(s["siege"]["ships"])
    ctx.emit("siege.ended", private(fid), order=order, faction=fid, system=sysid, name=s["name"])
    ctx.emit("ship.resupply_needed", private(fid), faction=fid, ships=ships)
    apply(ctx, order, "sector.applied.retreated", system=s["name"])


def assault(ctx) -> None:
    m = ctx.model
    handle_orders(ctx, {"retreat": _retreat})
    # two empires landing on one world the same turn: the first to land is drawn, not named
    handle_orders_drawn(ctx, {"assault": _assault}, "assault")
    # sieges from earlier turns go on by themselves ("El asalto continúa durante el siguiente turno")
    for sysid in sorted(m.systems()):
        s = m.systems()[sysid]
        siege = s.get("siege")
        if not siege or sysid in m.sieges_rolled:
            continue
        fid = siege["faction"]
        ships = [x for x in siege["ships"] if x in m.active_ships(fid)
                 and m.factions[fid]["ships"][x]["sector"] == s["sector"]]
        if not ships:
            ctx.emit("siege.ended", private(fid), faction=fid, system=sysid, name=s["name"])
            continue
        _assault_round(ctx, fid, ships, sysid, f"assault/{sysid}/t")
