"""How an empire names another empire's ships and stations: by where it sees them.

A ship's id ("kli-7") is its empire's counter and its name comes from its race's list in
the order ships are built (data/names.toml): either would tell a rival how many ships that
empire has made out of its sight. So an empire reads another's ship or station by a
designation of its own: the sector and the unit's place among the foreign units it sees
there ("D3-1", "D3-2"), which counts only what it sees. Within a sector the units go by
owner, ships before stations, then by their (unseen) name: never by id, whose order would
tell which was built first.

The designation names the unit in its orders ("interceptar D3-1 con Enterprise"): a turn's
orders are read against the designations of the state the turn starts from, the same ones
the report they answer gave to the units in sight at its end. A report names first the
units in sight at the turn's end that way (so the designation it prints is the one the next
orders use), then any other foreign unit its events tell of (destroyed, cloaked again,
gone out of sight), numbered after those in the sector where the event puts it.
"""

from __future__ import annotations

from .sensors import coverage

_KINDS = ("ships", "stations")


def _label(sector: str, n: int) -> str:
    return f"{sector}-{n}"


def _sort_key(owner: str, kind: str, unit: dict, uid: str) -> tuple:
    return owner, _KINDS.index(kind), str(unit.get("name") or ""), len(uid), uid


def in_view(m, reader: str) -> list[tuple[str, str, str]]:
    """(sector, owner, unit id) of every foreign active ship not cloaked and every foreign
    station in `reader`'s sensor coverage, in designation order. Cloaked ships its sensors
    identified this turn are left out: they are not in sight when the next turn starts."""
    if reader not in m.factions:
        return []
    seen, _ = coverage(m, reader)
    rows = []
    for owner in m.faction_ids():
        if owner == reader:
            continue
        f = m.factions[owner]
        for sid in m.active_ships(owner):
            ship = f["ships"][sid]
            if ship["sector"] in seen and not m.is_cloaked(ship):
                rows.append((ship["sector"], _sort_key(owner, "ships", ship, sid), owner, sid))
        for stid, st in sorted(f["stations"].items()):
            if st["sector"] in seen:
                rows.append((st["sector"], _sort_key(owner, "stations", st, stid), owner, stid))
    rows.sort(key=lambda r: (m.grid.sort_key(r[0]), r[1]))
    return [(sector, owner, uid) for sector, _, owner, uid in rows]


def labels(m, reader: str) -> dict[tuple[str, str], str]:
    """(owner, unit id) -> designation, for the foreign units `reader` has in view in `m`."""
    out: dict[tuple[str, str], str] = {}
    count: dict[str, int] = {}
    for sector, owner, uid in in_view(m, reader):
        count[sector] = count.get(sector, 0) + 1
        out[(owner, uid)] = _label(sector, count[sector])
    return out


def _start_model(ctx):
    from ..model import Model

    return ctx.memo("sector.start_model", lambda: Model.from_state(ctx.state.game, ctx.state.factions,
                                                                    ctx.settings, ctx.turn))


def start_labels(ctx, reader: str) -> dict[tuple[str, str], str]:
    """The designations of the report the turn's orders answer: the state the turn starts from."""
    return ctx.memo(f"sector.start_labels/{reader}", lambda: labels(_start_model(ctx), reader))


def order(label) -> tuple:
    """Designations in their own order: by sector, then number ("D3-2" before "D3-10")."""
    sector, _, n = str(label).rpartition("-")
    return (sector, int(n)) if n.isdigit() else (str(label), 0)


def key(text) -> str:
    """A designation as typed or carried ("d3-1", "D3-1", "d3 1") in one spelling."""
    return "-".join(str(text or "").casefold().replace("-", " ").split())


def designated(ctx, reader: str, written) -> tuple[str, str] | None:
    """(owner, unit id) of the foreign unit `written` designates in `reader`'s last report;
    None for anything else: an id, a name, a unit out of sight read alike."""
    want = key(written)
    for (owner, uid), label in sorted(start_labels(ctx, reader).items()):
        if key(label) == want:
            return owner, uid
    return None


def as_written(ctx, reader: str, written) -> str:
    """An order's foreign unit as the player's report wrote it ("d3-1" -> "D3-1"); else as typed."""
    found = designated(ctx, reader, written)
    return start_labels(ctx, reader)[found] if found else str(written or "")


# -- reports --------------------------------------------------------------------------------------

_UNIT_KEYS = ("ship", "ships", "unit", "units", "target", "att_units", "def_units", "station")


def owners(ctx) -> dict[str, str]:
    """Every ship and station id of the turn (its start and its end) -> its owner."""
    def build():
        out: dict[str, str] = {}
        for source in (ctx.state.factions, ctx.model.factions):
            for fid, f in source.items():
                for kind in _KINDS:
                    for uid in f.get(kind) or {}:
                        out.setdefault(uid, fid)
        return out

    return ctx.memo("sector.unit_owners", build)


def _where(ctx, params: dict, owner: str, uid: str) -> str:
    """The sector an event puts a unit in: its own `sector`/`to`, its system's, else where the
    unit is at the turn's end or was at its start."""
    m = ctx.model
    for k in ("sector", "to"):
        if isinstance(params.get(k), str) and params[k]:
            return params[k]
    system = m.systems().get(params.get("system")) if isinstance(params.get("system"), str) else None
    if system:
        return system["sector"]
    for source in (m.factions, ctx.state.factions):
        for kind in _KINDS:
            unit = (source.get(owner, {}).get(kind) or {}).get(uid)
            if isinstance(unit, dict) and unit.get("sector"):
                return unit["sector"]
    return "?"


def _mentioned(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _mentioned(v.get("unit") if isinstance(v, dict) else v)


def report_labels(ctx, reader: str) -> dict[tuple[str, str], str]:
    """(owner, unit id) -> designation for `reader`'s report: the units in view at the turn's
    end, then those its events tell of, in the order it reads them."""
    def build():
        out = labels(ctx.model, reader)
        count: dict[str, int] = {}
        for label in out.values():
            sector, _, n = label.rpartition("-")
            count[sector] = max(count.get(sector, 0), int(n))
        told = _told(ctx, reader, out)
        # numbered as those in view are (owner, kind, name), never in the order an event lists
        # them: a combat lists its ships by id, which would tell which was built first
        for (owner, uid), sector in sorted(told.items(), key=lambda kv: (kv[1], _told_key(ctx, *kv[0]))):
            count[sector] = count.get(sector, 0) + 1
            out[(owner, uid)] = _label(sector, count[sector])
        return out

    return ctx.memo(f"sector.report_labels/{reader}", build)


def _told(ctx, reader: str, in_sight: dict) -> dict[tuple[str, str], str]:
    """(owner, unit id) -> sector of the foreign units `reader`'s events tell of, beyond those in sight."""
    own = owners(ctx)
    told: dict[tuple[str, str], str] = {}
    for e in ctx.private_events(reader):
        for k in _UNIT_KEYS:
            for uid in _mentioned(e.params.get(k)):
                owner = own.get(uid)
                if owner is None or owner == reader or (owner, uid) in in_sight or (owner, uid) in told:
                    continue
                told[(owner, uid)] = _where(ctx, e.params, owner, uid)
    return told


def _told_key(ctx, owner: str, uid: str) -> tuple:
    for source in (ctx.model.factions, ctx.state.factions):
        for kind in _KINDS:
            unit = (source.get(owner, {}).get(kind) or {}).get(uid)
            if isinstance(unit, dict):
                return _sort_key(owner, kind, unit, uid)
    return owner, len(_KINDS), "", len(uid), uid


def shown(ctx, reader: str, uid) -> str | None:
    """Another's unit as `reader`'s report designates it, or None where it is not another's."""
    owner = owners(ctx).get(uid) if isinstance(uid, str) else None
    if owner is None or owner == reader:
        return None
    return report_labels(ctx, reader).get((owner, uid), "?")
