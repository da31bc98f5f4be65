"""Phase 9: random events ("cada jugador lanzará 1D20. De obtener un 5-, ... alguna de las
naves del jugador (o de no haber, una base, o planeta), seleccionada aleatoriamente, se
encontrará con un EVENTO ALEATORIO")."""

from __future__ import annotations

from .common import money, named, own, private, random_sector


def _target(ctx, fid: str):
    """(kind, id, sector, rolls) of the unit the event falls on, picked with a die."""
    m = ctx.model
    f = m.factions[fid]
    pools = (("ship", m.active_ships(fid), lambda x: f["ships"][x]["sector"]),
             ("station", sorted(f["stations"]), lambda x: f["stations"][x]["sector"]),
             ("system", m.owned_systems(fid), lambda x: m.systems()[x]["sector"]))
    for kind, ids, where in pools:
        if ids:
            if len(ids) == 1:
                return kind, ids[0], where(ids[0]), ()
            r = ctx.dice.roll(f"event/{fid}/target", f"1d{len(ids)}", ctx.t(f"sector.why.event_{kind}"), audience=own(fid))
            pick = ids[r.total - 1]
            return kind, pick, where(pick), (r,)
    return None, None, None, ()


def events(ctx) -> None:
    m, cfg = ctx.model, ctx.settings
    table = cfg["events_table"]
    for fid in m.empires():
        r = ctx.dice.roll(f"event/{fid}", cfg["events"]["die"], ctx.t("sector.why.event", **named(ctx, "faction", fid)), audience=own(fid))
        if r.total > int(cfg["events"]["happens_at_most"]):
            ctx.emit("event.none", private(fid), rolls=(r,), faction=fid)
            continue
        kind, uid, sector, trolls = _target(ctx, fid)
        if kind is None:
            ctx.emit("event.none", private(fid), rolls=(r,), faction=fid)
            continue
        er = ctx.dice.roll(f"event/{fid}/table", table["die"], ctx.t("sector.why.event_table"), audience=own(fid))
        entry = table.get(str(er.total), {"name": "?", "effect": "none"})
        effect = entry.get("effect", "none")
        if kind == "system" and effect in ("destroy", "displace", "stranded"):
            effect = entry.get("planet_effect", "none")
        rolls = (r,) + tuple(trolls) + (er,)
        shown = ctx.model.systems()[uid].get("name", uid) if kind == "system" else uid   # a planet by its name
        base = dict(faction=fid, name=entry.get("name", "?"), unit=shown, what=kind, sector=sector)
        ctx.emit("event.happened", private(fid), rolls=rolls, effect=effect, **base)
        _effect(ctx, fid, effect, entry, kind, uid, sector)


def _effect(ctx, fid, effect, entry, kind, uid, sector) -> None:
    m, g = ctx.model, ctx.model.grid
    if effect == "destroy":
        if kind == "ship":
            ctx.emit("event.ship_destroyed", private(fid), faction=fid, ship=uid)
        else:
            ctx.emit("station.destroyed", private(fid), faction=fid, station=uid)
    elif effect == "stranded" and kind == "ship":
        ctx.emit("ship.stranded", private(fid), faction=fid, ship=uid, until=ctx.turn + 1)
    elif effect == "displace" and kind == "ship":
        to, where = random_sector(ctx, f"event/{fid}", fid, ctx.t("sector.why.event_col"), ctx.t("sector.why.event_row"))
        ctx.emit("ship.displaced", private(fid), rolls=where, faction=fid, ships=[uid], to=to)
    elif effect == "dilitio":
        money(ctx, fid, "event.dilitio", int(entry.get("amount", 0)), name=entry.get("name", "?"))
    elif effect == "reveal":
        from .sensors import _sector_info
        known = m.factions[fid]["known"]
        sectors = {s: _sector_info(m, s, False, known.get(s, {}))
                   for s in g.within(sector, int(entry.get("radius", 2)))}
        ctx.emit("map.surveyed", private(fid), faction=fid, sectors=sectors,
                 count=len([s for s in sectors if s not in known]))
