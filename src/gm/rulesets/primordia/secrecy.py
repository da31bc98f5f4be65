"""What each race may know, for the leak oracle (gm.engine.secrecy; issue 13 §2).

Tokens: every settlement's name, every unit's name (its owner's alone: the n-th name of its
race's list counts its units), the hex of every settlement, unit and Poder deposit, and
the name of each GM faction (the rebels: that they exist tells that a settlement rebelled;
public: the players' races only; a race knows the rebels once it sees something of theirs
or reads an event that is theirs too).
Unit, army, settlement and deposit ids are not tokens: they are short counters that every
race shares ("u1", "s1"), so finding one proves nothing. Hexes are matched as whole words
("H2" is not found in "H21" nor "AH2"), and a hex a race named in its own orders is never
its secret.

Orders aimed at another race's unit, army or settlement it never saw this turn must read
as orders aimed at none (`targets`); such a thing, taken away before the turn, must change
nothing the race reads (`unseen_by`, `remove`). So must a Poder deposit out of its sight,
taken away as if it had never appeared (the ids after it step back: an id a race reads
must not count the deposits it never saw). A unit or settlement likewise: its race's later
ids step back, so an id another race reads must not count what that race made out of its
sight (reports show another race's things by label and name: labels.py).

A race may know (the ruleset's own vision, `Model.visible_hexes`, asked at the start, after
every phase and at the end): every hex its units and settlements see, and the names of the
settlements in those hexes, its own included. The deposits in sight are listed in the
race's vision table, so their hexes are in sight anyway. Nothing positional is public:
"the world is under fog for every race and the public report names no place".
"""

from __future__ import annotations

import re

from gm.engine.secrecy import Token

GRAIN = "phase"


def factions(ctx):
    """Every faction now, those born during the turn included (rebels)."""
    return ctx.model.faction_ids()


def tokens(ctx):
    m = ctx.model
    for fid in _gm_factions(m):  # the rebels: their very existence tells a settlement rebelled
        yield Token(str(m.factions[fid].get("name", fid)), "faction", f"GM faction {fid}")  # literal: the oracle's note, for developers
    for fid in m.faction_ids():
        for sid, s in m.settlements(fid).items():
            yield Token(str(s["name"]), "settlement", f"settlement {sid} of {fid}")
            yield Token(str(s["hex"]), "hex", f"hex of {fid}'s settlement {s['name']}")  # literal: the oracle's note, for developers
        for uid, u in m.units(fid).items():
            yield Token(str(u["hex"]), "hex", f"hex of {fid}'s unit {uid} ({u.get('type')})")  # literal: the oracle's note, for developers
            if u.get("name"):  # the n-th name of its race's list counts its units: its owner's alone
                yield Token(str(u["name"]), "unit_name", f"name of {fid}'s unit {uid}")  # literal: the oracle's note, for developers
    for did, d in m.world.get("deposits", {}).items():
        yield Token(str(d["hex"]), "hex", f"hex of Poder deposit {did}")  # literal: the oracle's note, for developers


def may_know(ctx, fid: str) -> set[str]:
    m = ctx.model
    if fid not in m.factions:
        return set()
    seen = set(m.visible_hexes(fid))
    out = set(seen) | {str(u["name"]) for u in m.units(fid).values() if u.get("name")}
    for other in m.faction_ids():
        for s in m.settlements(other).values():
            if other == fid or s["hex"] in seen:
                out.add(str(s["name"]))
    out |= {str(m.factions[g].get("name", g)) for g in met_gm_factions(ctx, fid)}
    return out


def _gm_factions(m) -> list[str]:
    """The oracle's own reading of the state (not Model.players, which it judges)."""
    return [f for f in m.faction_ids() if m.factions[f].get("rebels")]


def met_gm_factions(ctx, fid: str) -> set[str]:
    """The GM's factions (the rebels) this race may know of: one of their settlements or
    units is in its sight, or an event it reads is theirs too (the rebellion it suffers,
    a battle with them)."""
    m = ctx.model
    seen = set(m.visible_hexes(fid)) if fid in m.factions else set()
    out = set()
    for g in _gm_factions(m):
        things = [s["hex"] for s in m.settlements(g).values()]
        things += [u["hex"] for uid, u in m.units(g).items() if not m.hidden(g, uid) and not u.get("aboard")]
        if fid == g or seen.intersection(things):
            out.add(g)
    for e in getattr(ctx, "events", ()):
        told = set(e.audience.factions)
        if fid in told:
            out |= told & set(_gm_factions(m))
    return out


def public(ctx) -> set[str]:
    """The races' names (the public table lists them); never the GM's rebels."""
    m = ctx.model
    return {str(m.factions[f].get("name", f)) for f in m.faction_ids() if f not in _gm_factions(m)}


def unseen_by(ctx, fid: str) -> set[str]:
    """Handles ("owner/units/id", "owner/armies/id", "owner/settlements/id") of the other
    races' things this race cannot see now: spies always ("sin que estos se den cuenta"),
    the rest out of its vision. A passenger is not a thing of its own (its ship is). And
    the Poder deposits out of its sight ("world/deposits/id")."""
    m = ctx.model
    if fid not in m.factions:
        return set()
    seen = set(m.visible_hexes(fid))
    out = set()
    for other in m.faction_ids():
        if other == fid:
            continue
        for uid, u in m.units(other).items():
            if not u.get("army") and not u.get("aboard") and (m.hidden(other, uid) or u["hex"] not in seen):
                out.add(f"{other}/units/{uid}")
        for aid, army in m.armies(other).items():
            members = [u for u in army.get("units", []) if u in m.units(other)]
            if members and m.units(other)[members[0]]["hex"] not in seen:
                out.add(f"{other}/armies/{aid}")
        out |= {f"{other}/settlements/{sid}" for sid, s in m.settlements(other).items() if s["hex"] not in seen}
    out |= {f"{WORLD}/deposits/{did}" for did, d in m.world.get("deposits", {}).items() if d["hex"] not in seen}
    return out


WORLD = "world"  # the owner in a deposit's handle: deposits are nobody's


def _remove_deposit(game: dict, did: str) -> None:
    """The world as if that deposit had never appeared: its id is a counter, so the later
    deposits' ids and `next_deposit` step back one (a race that reads an id counting an
    unseen deposit then reads another one)."""
    world = game.get("world", {})
    deposits = world.get("deposits", {})
    if deposits.pop(did, None) is None or not did[1:].isdigit():
        return
    gone = int(did[1:])
    world["deposits"] = {(f"y{int(k[1:]) - 1}" if k[1:].isdigit() and int(k[1:]) > gone else k): v for k, v in deposits.items()}
    if int(world.get("next_deposit", 1)) > gone:
        world["next_deposit"] = int(world["next_deposit"]) - 1


def remove(game: dict, factions: dict, handle: str) -> None:
    owner, kind, thing = handle.split("/", 2)
    if owner == WORLD:
        return _remove_deposit(game, thing)
    faction = factions[owner]
    faction.get(kind, {}).pop(thing, None)
    if kind == "armies":  # its members go with it
        for uid in [u for u, unit in faction.get("units", {}).items() if unit.get("army") == thing]:
            faction["units"].pop(uid)
    elif _counted(thing):
        _step_back(faction, _counted(thing))


def _counted(thing: str) -> int:
    """The number of a counted id ("u7", "s3": Model.new_id's one counter per race), else 0."""
    m = re.fullmatch(r"[us]([0-9]+)", thing)
    return int(m.group(1)) if m else 0


def _step_back(faction: dict, gone: int) -> None:
    """The race as if that unit or settlement had never been made: units and settlements
    share one counter (`next_id`), so every later id and the counter step back one, and what
    names them follows (armies' members, ships' cargo, loot carriers, the capital). Another
    race reading an id that counts it then reads another one."""
    def moved(ref):
        n = _counted(ref) if isinstance(ref, str) else 0
        return f"{ref[0]}{n - 1}" if n > gone else ref

    for kind in ("units", "settlements"):
        renamed = [moved(k) for k in faction.get(kind, {})]
        if len(set(renamed)) < len(renamed):
            return  # hand-made ids that share numbers (u2 and s2): no single counter to step back
    for kind in ("units", "settlements"):
        faction[kind] = {moved(k): v for k, v in faction.get(kind, {}).items()}
    for unit in faction.get("units", {}).values():
        if "aboard" in unit:
            unit["aboard"] = moved(unit["aboard"])
    for army in faction.get("armies", {}).values():
        for key in ("units", "priority"):
            if isinstance(army.get(key), list):
                army[key] = [moved(u) for u in army[key]]
    for loot in faction.get("loot", {}).values():
        loot["carriers"] = [moved(u) for u in loot.get("carriers", [])]
    if "capital" in faction:
        faction["capital"] = moved(faction["capital"])
    if int(faction.get("next_id", 1)) > gone:
        faction["next_id"] = int(faction["next_id"]) - 1


def _later_ids(ctx, owner: str, thing: str) -> set[str]:
    """The owner's ids a removal renumbers (`_step_back`): orders naming one tell it apart."""
    gone = _counted(thing)
    if not gone:
        return set()
    m = ctx.model
    return {k for k in [*m.units(owner), *m.settlements(owner)] if _counted(k) > gone}


_TARGET_KEYS = ("objetivo", "asentamiento", "victima")


def targets(ctx, order):
    """(parameter, value, handle) for what an order aims at in another race: ids are shared
    by every race ("u1"), so the handle says whose (`objetivo_faccion`)."""
    tf = str(order.params.get("objetivo_faccion") or "")
    if not tf or tf == order.faction:
        return []
    from gm.rulesets.primordia.phases.common import settlement_named

    out = []
    for key in _TARGET_KEYS:
        value = order.params.get(key)
        if isinstance(value, str) and value:
            out += [(key, value, f"{tf}/{kind}/{value}") for kind in ("units", "armies")]
            # a settlement named by its name ("dunaclara") is the one the phases find
            out.append((key, value, f"{tf}/settlements/{settlement_named(ctx.model, order.faction, tf, value)}"))
    return out


def words_of(ctx, handle: str) -> set[str]:
    """What names a unit, army or settlement in its owner's orders: its id, its hex."""
    owner, kind, thing = handle.split("/", 2)
    m = ctx.model
    if owner == WORLD:
        return {thing}
    if kind == "settlements":
        hexes = {m.settlements(owner).get(thing, {}).get("hex", "")}
    elif kind == "armies":
        hexes = {u["hex"] for u in m.units(owner).values() if u.get("army") == thing}
    else:
        hexes = {m.units(owner).get(thing, {}).get("hex", "")}
        hexes.add(str(m.units(owner).get(thing, {}).get("name", "")))  # its name names it too
    return {thing} | {str(h) for h in hexes if h} | _later_ids(ctx, owner, thing)


def known_names(m, fid: str) -> dict[str, set[str]]:
    """What a race's text orders may name (Ruleset.known_names): every race (the public
    report lists them), the GM's rebels only where it sees something of theirs, and the
    others' units and settlements `unseen_by` does not hide from it; units inside an army
    or aboard a ship, only where the army or ship is seen and not a spy (a hidden spy is
    never seen). Another race's army in sight by its name, as the report shows it («Lo que
    ves»: "Infantería ligera (ejército Martillo)", and every combat line): `atacar con Jinetes
    a Martillo de los Marmóreos` reaches it (phases.battle._target), as an order at one of
    its units' labels ("D5-1") does; one out of sight reads as naming nothing."""
    from types import SimpleNamespace

    ctx = SimpleNamespace(model=m)
    if fid not in m.factions:
        return {"factions": set(m.factions), "things": set()}
    hidden = unseen_by(ctx, fid)
    seen = set(m.visible_hexes(fid))
    things = set()
    for other in m.faction_ids():
        armies = m.armies(other) if other == fid else {}  # another's army: below, where in sight
        for kind, table in (("units", m.units(other)), ("armies", armies), ("settlements", m.settlements(other))):
            for tid, thing in table.items():
                handle = f"{other}/{kind}/{tid}"
                if handle in hidden or (kind == "units" and (m.hidden(other, tid) or thing.get("hex") not in seen)):
                    continue
                things.add(handle)
    from .labels import foreign_labels
    from .names import army_name

    # another race's unit answers to the label the race's report gives it ("D5-1"), never its id
    labels = {f"{other}/units/{uid}": label for (other, uid), label in foreign_labels(m, fid).items()}
    for other in m.faction_ids():
        for aid in sorted(m.armies(other)) if other != fid else ():
            if f"{other}/armies/{aid}" not in hidden and m.group_visible_to(fid, other, aid):
                things.add(f"{other}/armies/{aid}")
                labels[f"{other}/armies/{aid}"] = army_name(m.factions[other], aid)  # as its reports call it
    return {"factions": set(m.players()) | met_gm_factions(ctx, fid), "things": things, "labels": labels, "ids_hidden": True}
