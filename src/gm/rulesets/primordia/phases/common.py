"""Shared helpers of the phases: the acting group, the one-action rule, the turn's fair order."""

from __future__ import annotations

import re

from gm.engine.events import Audience
from gm.orderlang.text import fold


def private(fid: str) -> Audience:
    return Audience.private(fid)


def news(m, fid: str) -> Audience:
    """Who reads a race's public deeds (research, government, alliances, narration awards):
    everyone; the GM's rebels' deeds, only themselves (and the GM): announcing them would
    tell every race that a settlement rebelled."""
    return Audience.public() if fid in m.players() else Audience.private(fid)


def resolve_group(ctx, order, key: str = "unidad", *, unit_only: bool = False):
    """The own unit or army the order names, or None after rejecting it. `unit_only`:
    orders of one unit's own skill (fundar, poblar, espiar, sabotear) refuse an army."""
    m = ctx.model
    fid = order.faction
    if fid not in m.factions:
        ctx.reject(order, "reject.unknown_faction", faction=fid)
        return None
    gid = str(order.get(key, ""))
    if unit_only and gid in m.armies(fid):
        ctx.reject(order, "reject.army_not_allowed", unit=gid)
        return None
    if gid in m.units(fid) and m.units(fid)[gid].get("army"):
        ctx.reject(order, "reject.unit_in_army", unit=gid, army=m.units(fid)[gid]["army"])
        return None
    if not m.group_members(fid, gid):
        ctx.reject(order, missing_unit(ctx, fid, gid), unit=gid)
        return None
    return gid


def missing_unit(ctx, fid: str, gid: str) -> str:
    """Why a race's unit or army is not there: it fell or left earlier this turn (it was in
    the turn's starting state), or the race never had it."""
    start = ctx.state.factions.get(fid, {})
    gone = gid in start.get("units", {}) or gid in start.get("armies", {})
    return "reject.unit_gone" if gone else "reject.unknown_unit"


def name_key(text: str) -> str:
    """A name as text orders fold it ("Roca Alta", "roca-alta", "roca_alta" alike)."""
    return re.sub(r"[\s_\-\"]+", "-", fold(text)).strip("-")


def settlement_named(m, viewer: str, tf: str, named: str) -> str:
    """The id of race `tf`'s settlement that `named` names: its id, or the name the
    viewer's report shows ("Dunaclara"; a text order's "dunaclara"), those in the viewer's
    sight first. Else `named` as written (the caller answers it as a missing target)."""
    if tf not in m.factions or named in m.settlements(tf):
        return named
    want = name_key(named)
    found = [sid for sid, s in sorted(m.settlements(tf).items()) if name_key(str(s.get("name", ""))) == want]
    seen = [sid for sid in found if viewer in m.factions and m.sees(viewer, m.settlements(tf)[sid]["hex"])]
    return (seen or found or [named])[0]


def side_name(ctx, fid: str, gid: str) -> str:
    """A side as both sides read it: "el ejército hueste de los Tuarian" (an army's name is its
    player's words), "Infantería ligera de los Tuarian" (a unit's id would count its race's
    units for the other side: labels.py)."""
    from gm.rulesets.primordia.names import army_name, faction_grammar

    m = ctx.model
    of = ctx.t("faction.of", name=m.factions[fid].get("name", fid), **faction_grammar(m.rules.races, m.factions[fid]))  # "de los Tuarian"
    if gid in m.armies(fid):
        return ctx.t("pr.side", group=army_name(m.factions[fid], gid), faction_of=of, kind="army")
    utype = m.units(fid)[gid]["type"] if gid in m.units(fid) else ""
    return ctx.t("pr.side", group=m.rules.units.get(utype, {}).get("name", utype), faction_of=of, kind="unit")


def take_action(ctx, order, gid: str) -> bool:
    """Besides Mover, a unit gets one other order per turn ("solo ... otra acción")."""
    key = (order.faction, gid)
    if key in ctx.model.acted:
        ctx.reject(order, "reject.one_action", unit=gid)
        return False
    ctx.model.acted.add(key)
    return True


def run_table(ctx, table: dict) -> None:
    """Run every pending order whose type this table handles, in the turn's drawn order."""
    for order in fair_order(ctx, [o for o in ctx.all_orders() if o.type in table]):
        handler = table[order.type]
        if not ctx.pending(order):
            continue
        if order.faction not in ctx.model.factions and order.type not in GM_TYPES:
            ctx.reject(order, "reject.not_a_race")  # e.g. investigar under [factions.gm]
            continue
        with ctx.carrying(order):  # its events are what it did: the judge compares them
            handler(ctx, order)


GM_TYPES = frozenset({"narracion", "eureka", "ataque_asentamiento"})


def draw_turn_order(ctx) -> None:
    """Orders are simultaneous and the document gives no order: the races act in an order
    drawn from the public dice each turn, so no race wins a tie by its name. Only the
    players' races are drawn in public; the GM's rebels (who exist only once a settlement
    rebelled, a secret of the race that lost it) get their place from the GM's dice."""
    m = ctx.model
    races = m.players()
    order, rolls = ctx.dice.shuffle("order/races", races, lambda place: ctx.t("pr.why_turn_order", place=place), audience=Audience.public())
    m.turn_order = list(order)
    for fid in (f for f in m.faction_ids() if f not in races):
        place = ctx.dice.roll(f"order/gm/{fid}", f"1d{len(m.turn_order) + 1}", ctx.t("pr.why_gm_turn_order"), audience=Audience.gm())
        m.turn_order.insert(place.total - 1, fid)
    if len(races) > 1:
        ctx.emit("turn.order", Audience.public(), rolls=tuple(rolls), races=[m.factions[f].get("name", f) for f in order])


def fair_order(ctx, orders: list) -> list:
    """Round by round: each race's first order in the drawn race order, then each one's
    second ... (within a race, its own order of writing)."""
    rank = {f: i for i, f in enumerate(ctx.model.turn_order)}
    count: dict[str, int] = {}
    keyed = []
    for o in orders:
        n = count.get(o.faction, 0)
        count[o.faction] = n + 1
        keyed.append(((n, rank.get(o.faction, len(rank)), o.faction, o.number), o))
    return [o for _, o in sorted(keyed, key=lambda kv: kv[0])]


def has_special(ctx, fid: str, gid: str, special: str) -> bool:
    m = ctx.model
    return any(special in m.utype(fid, u).get("specials", []) for u in m.group_members(fid, gid))


def lose_cargo(ctx, fid: str, ship: str) -> None:
    """Call before a ship leaves play: the units aboard are at sea and are lost with it."""
    m = ctx.model
    for uid, u in sorted(m.units(fid).items()):
        if u.get("aboard") == ship:
            ctx.emit("unit.lost_at_sea", Audience.private(fid), faction=fid, unit=uid, ship=ship, type=u["type"])


def first_in_turn_order(m, factions) -> str:
    """Of several races, the first in this turn's drawn order (see phases: `order`)."""
    rank = {f: i for i, f in enumerate(m.turn_order)}
    return min(factions, key=lambda f: (rank.get(f, len(rank)), f))

