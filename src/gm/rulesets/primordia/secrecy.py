"""What each race may know, for the leak oracle (gm.engine.secrecy; issue 13 §2).

Tokens: every settlement's name, and the hex of every settlement, unit and Poder deposit.
Unit, army, settlement and deposit ids are not tokens: they are short counters that every
race shares ("u1", "s1"), so finding one proves nothing. Hexes are matched as whole words
("H2" is not found in "H21" nor "AH2"), and a hex a race named in its own orders is never
its secret.

A race may know (the ruleset's own vision, `Model.visible_hexes`, asked at the start, after
every phase and at the end): every hex its units and settlements see, and the names of the
settlements in those hexes, its own included. The deposits in sight are listed in the
race's vision table, so their hexes are in sight anyway. Nothing positional is public:
"the world is under fog for every race and the public report names no place".
"""

from __future__ import annotations

from gm.engine.secrecy import Token

GRAIN = "phase"


def factions(ctx):
    """Every faction now, those born during the turn included (rebels)."""
    return ctx.model.faction_ids()


def tokens(ctx):
    m = ctx.model
    for fid in m.faction_ids():
        for sid, s in m.settlements(fid).items():
            yield Token(str(s["name"]), "settlement", f"settlement {sid} of {fid}")
            yield Token(str(s["hex"]), "hex", f"hex of {fid}'s settlement {s['name']}")
        for uid, u in m.units(fid).items():
            yield Token(str(u["hex"]), "hex", f"hex of {fid}'s unit {uid} ({u.get('type')})")
    for did, d in m.world.get("deposits", {}).items():
        yield Token(str(d["hex"]), "hex", f"hex of Poder deposit {did}")


def may_know(ctx, fid: str) -> set[str]:
    m = ctx.model
    if fid not in m.factions:
        return set()
    seen = set(m.visible_hexes(fid))
    out = set(seen)
    for other in m.faction_ids():
        for s in m.settlements(other).values():
            if other == fid or s["hex"] in seen:
                out.add(str(s["name"]))
    return out


def public(ctx) -> set[str]:
    return set()


def unseen_by(ctx, fid: str) -> set[str]:
    """Handles ("owner/units/id") of the other races' lone units this race cannot see now:
    spies always ("sin que estos se den cuenta"), the others out of its vision."""
    m = ctx.model
    if fid not in m.factions:
        return set()
    seen = set(m.visible_hexes(fid))
    out = set()
    for other in m.faction_ids():
        if other == fid:
            continue
        for uid, u in m.units(other).items():
            if u.get("army") or u.get("aboard"):
                continue  # an army's member or a passenger: not a thing on its own
            if m.hidden(other, uid) or u["hex"] not in seen:
                out.add(f"{other}/units/{uid}")
    return out


def remove(game: dict, factions: dict, handle: str) -> None:
    owner, _, uid = handle.split("/", 2)
    factions[owner]["units"].pop(uid, None)
