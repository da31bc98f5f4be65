"""Traps (Mecanismos: "colocar o desactivar trampas"). The document gives no numbers:
difficulties, damage and detection are settings ([traps] in data/settings.toml).

State in game.toml `[traps.<id>]`: `square`, `owner` (faction), `known` (the other
factions that know it), optional `damage`. A trap is known to its owner's side; the
others learn it by detecting it (Advertir) or when it is triggered (it is then spent).
"""
from __future__ import annotations

from gm.engine.events import Audience
from gm.geometry.squaregrid import Square, chebyshev, label as square_label, parse as parse_square

from . import effects as fx
from . import states as st
from .model import Model
from .rules import check, setting
from .turn import Turn, joined


def traps(b: Model) -> dict[str, dict]:
    return b.game.get("traps") or {}


def knows(b: Model, fid: str | None, trap: dict) -> bool:
    owner = str(trap.get("owner", ""))
    if fid is None:
        return False
    if fid == owner or (owner in b.factions and not b.enemies(fid, owner)):
        return True
    return fid in (trap.get("known") or [])


def trap_at(b: Model, sq: Square) -> tuple[str, dict] | None:
    label = square_label(sq)
    for tid in sorted(traps(b)):
        if traps(b)[tid].get("square") == label:
            return tid, traps(b)[tid]
    return None


def audience(b: Model, trap: dict, *extra: str | None) -> Audience:
    """Who may hear about a trap: every faction that knows it (and the GM); everyone
    when traps are not hidden (`traps.hidden = false`)."""
    if not setting(b.settings, "traps.hidden", True):
        return Audience.public()
    fids = {f for f in b.faction_ids() if knows(b, f, trap)} | {f for f in extra if f}
    return Audience.private(*sorted(fids))


def dice_audience(b: Model, fid: str | None) -> Audience:
    """The stream of a roll on a trap by `fid`'s character: its own player's while traps
    are hidden (the others must not know the roll was made), else public."""
    if not setting(b.settings, "traps.hidden", True) or fid is None:
        return Audience.public()
    return Audience.private(fid)


def found(t: Turn, cid: str, tid: str) -> None:
    """`cid`, setting a trap, finds an enemy trap already on the square: its player now
    knows it (told to that player only; the trap's owner is not told)."""
    trap = traps(t.b)[tid]
    fid = t.b.owner(cid)
    t.emit("eraide.ev.trap_found", Audience.private(fid), trap=tid, square=trap["square"], faction=fid,
           **t.params_of(cid))


def unknown_trap(b: Model, cid: str, sq: Square) -> str | None:
    """The id of a trap on `sq` that `cid`'s player does not know (it would trigger)."""
    hit = trap_at(b, sq)
    if hit and not knows(b, b.owner(cid), hit[1]):
        return hit[0]
    return None


def trigger(t: Turn, cid: str, tid: str) -> None:
    """A character walks onto a trap it did not know: damage, it stops, the trap is spent
    and everyone now knows where it was."""
    b = t.b
    trap = traps(b)[tid]
    damage = int(trap.get("damage", setting(b.settings, "traps.damage", 3)))
    fx.reveal(t, cid, "trap")
    t.emit("eraide.ev.trap_triggered", None, trap=tid, square=trap["square"], damage=damage,
           owner=str(b.factions.get(trap.get("owner"), {}).get("name", trap.get("owner"))), **t.params_of(cid))
    fx.lose_pot(t, cid, damage, "trap")


def entered(t: Turn, cid: str) -> None:
    """After a step, run or jump: a trap it did not know triggers; else it may spot traps."""
    sq = t.b.square_of(cid)
    tid = unknown_trap(t.b, cid, sq) if sq is not None else None
    if tid:
        trigger(t, cid, tid)
    else:
        detect(t, cid)


def detect(t: Turn, cid: str) -> None:
    """After a move: Advertir against `traps.detect_difficulty` for each unknown trap within
    `traps.detect_radius`. Success tells the player (private); a failure only the GM."""
    b = t.b
    radius = int(setting(b.settings, "traps.detect_radius", 1))
    here = b.square_of(cid)
    fid = b.owner(cid)
    if here is None or radius < 0 or not b.is_active(cid) or not st.can_use_skills(b, cid):
        return
    difficulty = int(setting(b.settings, "traps.detect_difficulty", 12))
    for tid in sorted(traps(b)):
        trap = traps(b)[tid]
        if knows(b, fid, trap) or chebyshev(here, parse_square(trap["square"])) > radius:
            continue
        # the GM's die: a failure must not tell the player a trap was near
        r = t.roll_d20(f"trap/{tid}/{cid}", b.skill(cid, "advertir"), t.why("detect_trap", name=t.names(cid)),
                       audience=Audience.gm())
        res = check(b.d20, r.face, r.modifier, difficulty)
        if res.success:
            t.emit("eraide.ev.trap_detected", Audience.private(fid), r.rolls, trap=tid, square=trap["square"],
                   faction=fid, total=res.total, difficulty=difficulty, **t.params_of(cid))
        else:
            t.emit("eraide.ev.trap_unseen", Audience.gm(), r.rolls, trap=tid, square=trap["square"],
                   total=res.total, difficulty=difficulty, **t.params_of(cid))


def known_list(b: Model, fid: str | None, t, gm: bool = False) -> str:
    """"E5 (Rojo), … y F2 (Azul)" (`t` is ctx.t) of the traps a faction (or the GM) knows, for the reports."""
    out = []
    everyone = not setting(b.settings, "traps.hidden", True)
    for tid in sorted(traps(b)):
        trap = traps(b)[tid]
        if gm or everyone or knows(b, fid, trap):
            owner = str(b.factions.get(trap.get("owner"), {}).get("name", trap.get("owner")))
            out.append(f"{trap['square']} ({owner})")
    return joined(t, out) if out else ""
