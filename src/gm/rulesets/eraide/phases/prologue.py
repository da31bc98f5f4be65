"""Prologue: deployment within AGI squares of one's edge, alternating, first by a die."""
from __future__ import annotations

from gm.engine.events import Audience
from gm.reports.factions import grammar

from ..actions import reject
from ..effects import bumped
from gm.geometry.squaregrid import label as square_label, parse as parse_square
from ..turn import Turn


REROLLS = 3   # tied players reroll this many times; a tie after that is drawn (shuffle)


def _of(t: Turn, faction: dict, fid: str) -> str:
    """"de la Orden Azul" (gm.reports.factions: the faction file's articulo, genero, numero)."""
    return t.ctx.t("faction.of", name=faction.get("name", fid), **grammar(faction))


def deploy_sequence(t: Turn) -> list[str]:
    """Players by a d20 each, highest first; tied players reroll, and a tie that survives
    REROLLS rerolls is settled by a drawn order (never by the players' ids). Public."""
    b = t.b
    public = Audience.public()
    scores: dict[str, list[int]] = {}
    rolls = []
    for fid in b.faction_ids():
        r = t.ctx.dice.roll(f"deploy/{fid}", "1d20", t.why("deploy_order", faction_of=_of(t, b.factions[fid], fid)),
                            audience=public)
        scores[fid] = [r.total]
        rolls.append(r)
    for attempt in range(1, REROLLS + 1):
        totals = [tuple(v) for v in scores.values()]
        tied = [f for f, v in scores.items() if totals.count(tuple(v)) > 1]
        if not tied:
            break
        for fid in tied:
            r = t.ctx.dice.roll(f"deploy/{fid}/{attempt}", "1d20",
                                t.why("deploy_order", faction_of=_of(t, b.factions[fid], fid)), audience=public)
            scores[fid].append(r.total)
            rolls.append(r)
    order: list[str] = []
    for score in sorted({tuple(v) for v in scores.values()}, reverse=True):
        tied = [f for f in b.faction_ids() if tuple(scores[f]) == score]
        drawn, more = t.ctx.dice.shuffle(f"deploy/draw/{len(order) + 1}", tied, t.why("deploy_draw"),
                                         audience=public)
        order += drawn
        rolls += more
    t.emit("eraide.ev.deploy_order", None, rolls,
           sequence=t.names_list([str(b.factions[f].get("name", f)) for f in order]))
    return order


def deployment(ctx) -> None:
    t = Turn(ctx)
    b = t.b
    deploys = [o for o in ctx.all_orders() if o.type == "deploy"]
    if not b.prologue:
        for o in deploys:
            if ctx.pending(o):
                reject(t, o, "deploy_after_prologue")
        return
    if not deploys:
        return
    queues = {fid: [o for o in deploys if o.faction == fid and ctx.pending(o)] for fid in b.faction_ids()}
    order = deploy_sequence(t)
    while any(queues.values()):
        for fid in order:
            if queues[fid]:
                place(t, queues[fid].pop(0))


def place(t: Turn, order) -> None:
    b = t.b
    cid = str(order.get("character", ""))
    ch = b.char(cid)
    if ch is None or b.owner(cid) != order.faction:
        return reject(t, order, "not_your_character")
    if ch.get("status") != "reserve":
        return reject(t, order, "already_deployed")
    try:
        sq = parse_square(str(order.get("square", "")))
    except ValueError:
        return reject(t, order, "bad_square")
    edge = str(b.factions[order.faction].get("edge", "south"))
    if not b.board.in_bounds(sq):
        return reject(t, order, "off_board")
    if b.board.edge_distance(sq, edge) > int(ch.get("agi", 0)):
        return reject(t, order, "too_far_from_edge", agi=int(ch.get("agi", 0)))
    if not b.board.walkable(sq):
        return reject(t, order, "square_blocked")
    if sq in b.occupants():
        other = b.unseen_at(sq, order.faction)
        return reject(t, order, bumped(t, cid, other, sq) if other else "square_occupied")
    # deployment is public (the figures are placed on the table)
    t.emit("eraide.ev.deployed", None, frm="-", to=square_label(sq), **t.params_of(cid))
    t.ctx.apply(order, "eraide.done.deploy")
