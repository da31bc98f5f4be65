# literal-module: the leak oracle's token descriptions are findings for the developers, never shown to a player
"""What each empire may know, for the leak oracle (gm.engine.secrecy; issue 13 §2).

Tokens (the distinctive texts of the state): every ship, station, build and route id, ship
name and fleet name (ids carry the owner's prefix, "kli-3"), every system's name, every advantage
held (its name and table id), the sector label of every ship, station and system, the
name of every non-player race ("Confederación Breen"), and each modified battle die as the
reports write it ("5-1=4": its side's alone). The empires' names are not tokens:
the public report lists every empire; a non-player race is known only to the races that
met it (`races_known`).

An empire may know, at any moment of the turn (the ruleset's own vision, `sensors.coverage`,
asked after every event: a cloaked attacker shows itself to its victim and may destroy the
victim's only ship in the same phase):
its own things (another's ships and stations only by the designation its reports give
them, never by id or name: phases/designations.py); the systems of its `known` map and in its coverage (name and
sector); every sector of its `known` map or its coverage. Nothing is public but what every
empire knows this way (the oracle adds public dice).

An order aimed at a ship or station the empire never had in sight this turn must read as
one aimed at no ship (TARGETS); a ship it never saw, taken away before the turn, must
change nothing it reads (`unseen_by`, `remove`).
"""

from __future__ import annotations

import re

from gm.engine.secrecy import Token

from .phases import designations
from .phases.sensors import coverage, systems_by_owner

GRAIN = "event"  # a cloaked ship that attacks shows itself, then may die in the same phase
TARGETS = ("ship", "station")  # what an order may aim at: unseen, it must read as nothing


# how the design shows a roll to more than its stream's owner (the page's "Dice and who sees
# them"): the victim's 18+ search (GM's stream, no modifier) whole to spy and victim when it
# finds the spy; a battle's, interception's, assault's or colony race's die to the other
# side as its total only (its modifiers hold its side's technology and advantages:
# reports._shown). Any other roll shown to another faction is a leak: the spy's "¿qué
# imperio descubre al espía?" 1dN told the catcher the size of the mission.
_WHOLE = re.compile(r"^(t\d+/)?spy/[^/]+/[^/]+/detect(/\d+)?$")
_TOTAL = re.compile(r"^(t\d+/)?(combat/|intercept/|assault/|colony/[^/]+/[^/]+$)")


def shown_beyond_stream(key: str) -> str | None:
    return "whole" if _WHOLE.match(key) else "total" if _TOTAL.match(key) else None


def _battle_dice(ctx):
    """(owner, "5-1=4") for every modified die of the turn's battles so far: a die with its
    modifiers is its side's to read (they hold its ARMAMENTO and advantages); the other
    side reads its total."""
    for e in getattr(ctx, "events", ()):  # (known_names asks with the model alone)
        if e.kind == "battle.exchange":
            for p in e.params["pairs"]:
                for side, key in (("attacker", "att"), ("defender", "dfn")):
                    if p.get(key) and "=" in p[key]:
                        yield e.params[side], p[key]


def factions(ctx):
    """Every faction now, those born during the turn included (rebels)."""
    return ctx.model.faction_ids()


def tokens(ctx):
    m = ctx.model
    for fid in m.faction_ids():
        f = m.factions[fid]
        for kind in ("ships", "stations"):
            for uid, unit in f[kind].items():
                yield Token(uid, kind[:-1], f"{kind[:-1]} {uid} of {fid}")
                if unit.get("name"):
                    yield Token(str(unit["name"]), kind[:-1], f"name of {kind[:-1]} {uid} of {fid}")
                if unit.get("sector") and unit.get("status", "active") == "active":
                    yield Token(unit["sector"], "sector", f"sector of {fid}'s {uid}")
        for kind in ("builds", "routes", "fleets"):
            for uid in f[kind]:
                yield Token(uid, kind[:-1], f"{kind[:-1]} {uid} of {fid}")
        for aid, adv in f["advantages"].items():
            yield Token(aid, "advantage", f"advantage of {fid}")
            if adv.get("name"):
                yield Token(str(adv["name"]), "advantage", f"advantage {aid} of {fid}")
    for sysid, s in m.systems().items():
        yield Token(str(s.get("name", sysid)), "system", f"system {sysid}")
        yield Token(s["sector"], "sector", f"sector of system {sysid}")
    for fid in m.faction_ids():
        if m.is_npc(fid):
            yield Token(str(m.factions[fid].get("name", fid)), "race", f"name of the non-player race {fid}")
    for owner, text in _battle_dice(ctx):
        yield Token(text, "die", f"a battle die of {owner} with its modifiers")


def may_know(ctx, fid: str) -> set[str]:
    m = ctx.model
    if fid not in m.factions:
        return set()
    f = m.factions[fid]
    seen, _ = coverage(m, fid, systems_by_owner(m))
    out = set(seen) | set(f["known"])
    for kind in ("ships", "stations", "builds", "routes", "fleets", "advantages"):
        out |= set(f[kind])
    out |= {str(a.get("name")) for a in f["advantages"].values() if a.get("name")}
    out |= {str(x["name"]) for x in f["ships"].values() if x.get("name")}
    out |= {s["sector"] for s in f["ships"].values()} | {s["sector"] for s in f["stations"].values()}
    out |= {str(k["name"]) for k in f["known"].values() if k.get("name")}
    # another's ship or station is never known by its id or name, even in sight: both count
    # its empire's ships (reports designate it by where it is seen: phases/designations.py)
    for sysid, s in m.systems().items():
        if s["sector"] in seen or s.get("owner") == fid:
            out.add(str(s.get("name", sysid)))
            out.add(s["sector"])
    out |= {str(m.factions[r].get("name", r)) for r in races_known(m, fid, _owners_in_sight(m, fid, seen))
            if r in m.factions}
    out |= {text for owner, text in _battle_dice(ctx) if owner == fid}
    return out


def _owners_in_sight(m, fid: str, seen: set[str]) -> set[str]:
    """The owners of the foreign stations and ships (not cloaked, or identified) in the sectors `seen`."""
    identified = m.identified.get(fid, set())
    out = set()
    for other in m.faction_ids():
        o = m.factions[other]
        if other != fid and (any(st["sector"] in seen for st in o["stations"].values()) or any(
                o["ships"][sid]["sector"] in seen and (not m.is_cloaked(o["ships"][sid]) or sid in identified)
                for sid in m.active_ships(other))):
            out.add(other)
    return out


def races_known(m, fid: str, owners: set[str]) -> set[str]:
    """The races an empire may name: every empire (the public report lists them), those it
    has met (a relation other than "none": a contact with a non-player race is told to the
    two parties only), those it has intel on, the owners of the systems its map shows and of
    the ships and stations it sees now (`owners`)."""
    f = m.factions[fid]
    ids = m.faction_ids()
    met = {x for x in ids if x != fid and m.relation(fid, x) not in ("none", "self")}
    mapped = {k.get("owner") for k in f["known"].values() if isinstance(k.get("owner"), str)}
    return {fid, *m.empires(), *met, *f["intel"], *owners, *mapped}


def public(ctx) -> set[str]:
    return set()


def unseen_by(ctx, fid: str) -> set[str]:
    """Handles ("owner/ships/id") of the other factions' active ships, in no fleet, that this
    empire cannot see now: out of its coverage, or cloaked and not identified. A cloaked
    ship in a sector where the empire has a ship, station or planet is left out: there it
    may be sensed as a distorted signal, which the empire may read."""
    m = ctx.model
    if fid not in m.factions:
        return set()
    seen, present = coverage(m, fid, systems_by_owner(m))
    identified = m.identified.get(fid, set())
    out = set()
    for other in m.faction_ids():
        if other == fid:
            continue
        for sid in m.active_ships(other):
            ship = m.factions[other]["ships"][sid]
            if m.fleet_of(other, sid):
                continue
            cloaked = m.is_cloaked(ship) and sid not in identified
            if ship["sector"] not in seen or (cloaked and ship["sector"] not in present):
                out.add(f"{other}/ships/{sid}")
    return out


def remove(game: dict, factions: dict, handle: str) -> None:
    owner, _, sid = handle.split("/", 2)
    factions[owner]["ships"].pop(sid, None)


def drawn_among(ctx, handle: str) -> bool:
    """A random event picked one of the owner's ships, stations or systems with a die this
    turn (phases/events.py, `event/<owner>/target`): its range counts this ship too."""
    owner = handle.split("/", 1)[0]
    return any(roll.key.endswith(f"event/{owner}/target") for roll in ctx.dice.log)


def words_of(ctx, handle: str) -> set[str]:
    """What names a ship in its owner's orders: its id, its name, its sector."""
    owner, _, sid = handle.split("/", 2)
    ship = ctx.model.factions.get(owner, {}).get("ships", {}).get(sid, {})
    return {sid, str(ship.get("sector", ""))} | ({str(ship["name"])} if ship.get("name") else set())


def known_names(m, fid: str) -> dict[str, set[str]]:
    """What an empire's text orders may name (Ruleset.known_names): the races of
    `races_known`, and the others' ships and stations in view as the turn starts, by the
    designation its report gave them ("D3-1", phases/designations.py; "ids_hidden": their
    ids and names count their empire's ships). A non-player race it never met is not among them."""
    shown = designations.labels(m, fid)
    kinds = {uid: kind for other in m.faction_ids() for kind in ("ships", "stations") for uid in m.factions[other][kind]}
    labels = {f"{owner}/{kinds[uid]}/{uid}": label for (owner, uid), label in shown.items()}
    owners = {owner for owner, _ in shown}
    return {"factions": races_known(m, fid, owners), "things": set(labels), "labels": labels, "ids_hidden": True}
