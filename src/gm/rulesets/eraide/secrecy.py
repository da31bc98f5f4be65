# literal-module: the leak oracle's token descriptions are findings for the developers, never shown to a player
"""What each player may know, for the leak oracle (gm.engine.secrecy; issue 13 §2).

The board is open: terrain, and every character that is not acechando (hidden), with its
name and square. What is hidden: where an acechando character stands, and the traps a
player does not know (`traps.knows`). Tokens are therefore the squares of characters (a
hidden one's square is the secret; a visible one's is public) and every trap's id and
square. A hidden character's name is not a token: the enemy saw it before it hid, or will
see it when it is revealed. Square labels are matched as whole words ("E5" is not found
in "E51" nor "AE5"), and a square a player named in its own orders is never its secret.
Character ids are tokens too (known while the character is visible): an order aimed at a
hidden character or an unknown trap must read as one aimed at nothing (TARGETS).

A player may know (the ruleset's own `Model.visible_to` and `traps.knows`, asked after
every event, since a round is one phase): the squares of the characters visible to it,
its own hidden characters' squares, the traps it knows (id and square), the object's square.
Everyone may know: the visible characters' squares, the object's square, and every trap
when `traps.hidden = false`.

A lurker or a trap a player never saw, taken off the board before the round (the lurker
into reserve, still hidden), must change nothing that player, or the public, reads
(`unseen_by`, `remove`): no "Se detiene antes", no cover, no telling refusal.
"""

from __future__ import annotations

from gm.engine.secrecy import Token, order_words

from . import objective, traps
from .rules import setting

GRAIN = "event"  # the round is one phase: characters hide, move and reveal inside it
TARGETS = ("character", "trap")  # what an order may aim at: unseen, it must read as nothing


def _on_board(b):
    for fid, cid, ch in b.characters():
        if ch.get("status") in ("active", "down", "dead") and ch.get("square"):
            yield fid, cid, ch


def tokens(ctx):
    b = ctx.model
    for fid, cid, ch in _on_board(b):
        what = "hidden " if b.hidden(cid) else ""
        yield Token(str(ch["square"]), "square", f"square of {what}{fid}/{cid}")
        yield Token(cid, "character", f"{what}character {fid}/{cid}")
    for tid, trap in traps.traps(b).items():
        yield Token(tid, "trap", f"trap of {trap.get('owner')}")
        yield Token(str(trap.get("square", "")), "square", f"square of trap {tid}")


def _object(b) -> set[str]:
    from gm.geometry.squaregrid import label

    sq = objective.object_square(b)
    return {label(sq)} if sq is not None else set()


def may_know(ctx, fid: str) -> set[str]:
    b = ctx.model
    out = set()
    for _, cid, ch in _on_board(b):
        if b.visible_to(cid, fid):
            out |= {str(ch["square"]), cid}
    for tid, trap in traps.traps(b).items():
        if traps.knows(b, fid, trap):
            out |= {tid, str(trap.get("square", ""))}
    return out | _object(b)


def public(ctx) -> set[str]:
    b = ctx.model
    out = set()
    for _, cid, ch in _on_board(b):
        if not b.hidden(cid):
            out |= {str(ch["square"]), cid}
    if not setting(b.settings, "traps.hidden", True):
        for tid, trap in traps.traps(b).items():
            out |= {tid, str(trap.get("square", ""))}
    return out | _object(b)


def unseen_by(ctx, fid: str) -> set[str]:
    """Handles of what this player cannot see now: the others' hidden characters on the
    board ("owner/characters/id") and the traps it does not know ("owner/traps/id")."""
    b = ctx.model
    out = {f"{owner}/characters/{cid}" for owner, cid, ch in _on_board(b)
           if owner != fid and not b.visible_to(cid, fid)}
    for tid, trap in traps.traps(b).items():
        if not traps.knows(b, fid, trap):
            out.add(f"{trap.get('owner', '')}/traps/{tid}")
    return out


def remove(game: dict, factions: dict, handle: str) -> None:
    """Take a trap away; take a hidden character off the board into reserve, still hidden
    (deleting it would break the sides' equal points, which `gm validate` checks)."""
    owner, kind, thing = handle.split("/", 2)
    if kind == "traps":
        (game.get("traps") or {}).pop(thing, None)
        return
    ch = factions[owner]["characters"][thing]
    ch["status"] = "reserve"
    ch.pop("square", None)


def words_of(ctx, handle: str) -> set[str]:
    """What names a hidden character or a trap in its own side's orders: its id, its square."""
    owner, kind, thing = handle.split("/", 2)
    b = ctx.model
    if kind == "traps":
        return {thing, str(traps.traps(b).get(thing, {}).get("square", ""))}
    ch = b.char(thing) or {}
    return {thing, str(ch.get("square", ""))}


def known_names(b, fid: str) -> dict[str, set[str]]:
    """What a player's text orders may name (Ruleset.known_names): every side (the board is
    open), and every character visible to it (`Model.visible_to`: not acechando, or of its
    own team); a hidden enemy reads as a name that is nobody's."""
    things = {f"{owner}/characters/{cid}" for owner, cid, _ in b.characters() if b.visible_to(cid, fid)}
    return {"factions": set(b.factions), "things": things}


TRAP_DEEDS = ("eraide.ev.trap_set", "eraide.ev.trap_set_failed", "eraide.ev.trap_disarmed",
              "eraide.ev.trap_disarm_failed")


def disguise(ctx, order):
    """What an applied `set_trap` or `disarm_trap` of a visible character looks like to
    the players who may not know of it (`traps.hidden`: the deed's event is not theirs,
    nor do they know the trap when the round ends) and to the public: a `wait` with the
    same step. None when the deed shows anyway, or its absence would change the game:
    its maker revealed in the round, the trap set and spent in the same round, another
    side's order naming its square (a run onto it)."""
    b = ctx.model
    outcome = ctx.outcomes.get(order.key)
    if order.type not in ("set_trap", "disarm_trap") or outcome is None or not outcome.applied \
            or not setting(b.settings, "traps.hidden", True):
        return None
    cid = str(order.get("character", ""))
    deeds = [e for e in ctx.events if e.kind in TRAP_DEEDS and e.params.get("id") == cid]
    if len(deeds) != 1 or deeds[0].audience.is_public \
            or any(e.kind == "eraide.ev.revealed" and e.params.get("id") == cid for e in ctx.events):
        return None
    deed, square = deeds[0], str(order.get("square", ""))
    if any(square in order_words(ctx, fid) for fid in b.faction_ids() if fid != order.faction):
        return None
    trap = traps.traps(b).get(str(deed.params.get("trap", "")))
    if deed.kind == "eraide.ev.trap_set" and trap is None:
        return None   # set and triggered in the same round: everyone saw it
    readers = {fid for fid in b.faction_ids()
               if not deed.audience.sees(fid) and not (trap and traps.knows(b, fid, trap))}
    entry = {"type": "wait", "character": cid}
    entry.update({k: order.get(k) for k in ("step", "step_after", "late") if order.get(k) is not None})
    return entry, readers | {"public"}
