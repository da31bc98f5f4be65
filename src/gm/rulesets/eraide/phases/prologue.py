"""Prologue: deployment within AGI squares of one's edge, alternating, first by a die."""
from __future__ import annotations

from ..actions import reject
from gm.geometry.squaregrid import label as square_label, parse as parse_square
from ..turn import Turn


def deploy_sequence(t: Turn) -> list[str]:
    """Players by a d20 each, highest first; ties reroll (then by id)."""
    b = t.b
    scores: dict[str, list[int]] = {}
    rolls = []
    for fid in b.faction_ids():
        r = t.ctx.dice.roll(f"deploy/{fid}", "1d20", t.why("deploy_order", faction=b.factions[fid].get("name", fid)))
        scores[fid] = [r.total]
        rolls.append(r)
    for attempt in range(1, 4):
        totals = [tuple(v) for v in scores.values()]
        tied = sorted(f for f, v in scores.items() if totals.count(tuple(v)) > 1)
        if not tied:
            break
        for fid in tied:
            r = t.ctx.dice.roll(f"deploy/{fid}/{attempt}", "1d20", t.why("deploy_order", faction=b.factions[fid].get("name", fid)))
            scores[fid].append(r.total)
            rolls.append(r)
    order = sorted(b.faction_ids(), key=lambda f: ([-x for x in scores[f]], f))
    t.emit("eraide.ev.deploy_order", None, rolls,
           sequence=", ".join(str(b.factions[f].get("name", f)) for f in order))
    return order


def deployment(ctx) -> None:
    t = Turn(ctx)
    b = t.b
    deploys = [o for o in ctx.all_orders() if o.type == "deploy"]
    if ctx.turn != 0:
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
    if not b.board.walkable(sq) or sq in b.occupants():
        return reject(t, order, "square_occupied")
    # deployment is public (the figures are placed on the table)
    t.emit("eraide.ev.deployed", None, frm="-", to=square_label(sq), **t.params_of(cid))
    t.ctx.apply(order, "eraide.done.deploy")
