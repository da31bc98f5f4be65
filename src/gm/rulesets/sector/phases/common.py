"""Helpers every phase uses: audiences, money, dice with stable keys."""

from __future__ import annotations

from gm.engine.events import Audience


def private(*fids: str) -> Audience:
    return Audience.private(*sorted(set(fids)))


def gm_only() -> Audience:
    return Audience.gm()


def public() -> Audience:
    return Audience.public()


def news(ctx, a: str, b: str) -> Audience:
    """Who hears of a first contact, treaty or war between `a` and `b`: everyone when both
    are empires (the public report lists every empire), else only the two parties. A
    non-player race is named to nobody who never met it (issue 22: "PRIMER CONTACTO entre
    la Confederación Breen y ..." told every reader that the Breen are in the game)."""
    if all(ctx.model.factions.get(f, {}).get("kind", "empire") == "empire" for f in (a, b)):
        return public()
    return private(a, b)


def own(fid: str) -> Audience:
    """The stream of a faction's own roll (it alone may know it)."""
    return Audience.private(fid)


def shared_key(ctx, *parts: str) -> str:
    """The key of an encounter's rolls that two empires read (the other side's dice file
    carries every key of its stream): made only of what both sides know, the place and the
    parties ("combat/K5/klingon-ferengi"), numbered when they meet there again this turn
    ("…/2"), never an order's number, which tells how many orders its empire gave and in
    which order. Deterministic: the same turn gives the same keys."""
    base = "/".join(parts)
    used = [r.key.removeprefix(ctx.dice.prefix) for r in ctx.dice.log]
    key, n = base, 1
    while any(k == key or k.startswith(key + "/") for k in used):
        n += 1
        key = f"{base}/{n}"
    return key


def draw_factions(ctx, key: str, factions, what: str) -> list[str]:
    """Factions that act at the same time ("Los jugadores podrán actuar sin ningún orden"),
    in an order drawn by the dice, never by name. Drawn on the GM's stream and shown in the
    GM report only: the order itself says who gave orders of that kind this turn."""
    names = sorted(set(factions))  # a canonical input for the draw, not the order
    if len(names) < 2:
        return names
    label = ctx.t(f"sector.drawn.{what}")
    order, rolls = ctx.dice.shuffle(key, names, ctx.t("sector.why.draw", label=label), audience=gm_only())
    ctx.emit("draw.order", gm_only(), rolls=tuple(rolls), label=label,
             factions=and_text(ctx, [fname(ctx, f) for f in order]))
    return order


def handle_orders_drawn(ctx, handlers: dict, what: str) -> None:
    """Like `handle_orders`, but the factions take turns in a drawn order (each faction's own
    orders keep their numbers' order)."""
    by_faction: dict[str, list] = {}
    for o in ctx.all_orders():
        if o.type in handlers and ctx.pending(o):
            by_faction.setdefault(o.faction, []).append(o)
    for fid in draw_factions(ctx, f"draw/{what}", by_faction, what):
        for order in by_faction[fid]:
            if ctx.pending(order):
                handlers[order.type](ctx, order)


def random_sector(ctx, key: str, fid: str, why_col: str, why_row: str) -> tuple[str, tuple]:
    """(a sector drawn with a column and a row die, the rolls): "aparecerá en un lugar del
    espacio aleatorio". Never a black hole: a ship does not come out of one into another;
    the dice are rolled again (keys `<key>/col/2`, `<key>/row/2` ...). The faction's stream."""
    g, m = ctx.model.grid, ctx.model
    rolls: tuple = ()
    to = ""
    for n in range(1, 21):
        again = "" if n == 1 else f"/{n}"
        col = ctx.dice.roll(f"{key}/col{again}", f"1d{g.width}", why_col, audience=own(fid))
        row = ctx.dice.roll(f"{key}/row{again}", f"1d{g.height}", why_row, audience=own(fid))
        rolls += (col, row)
        to = g.name(col.total - 1, row.total - 1)
        if m.terrain(to) != "black_hole":
            break
    return to, rolls


def kept_faces(r, count: int) -> list[int]:
    """The kept faces of a roll, highest first (for combat dice)."""
    faces = list(getattr(r, "kept", None) or getattr(r, "faces", []))
    return sorted(faces, reverse=True)[:count]


def money(ctx, fid: str, kind: str, amount: int, rolls=(), order=None, **params):
    """A change to a faction's dilitio, as an event the treasury applier books."""
    return ctx.emit(kind, private(fid), rolls=rolls, order=order, faction=fid, amount=amount, **params)


def handle_orders(ctx, handlers: dict, types: tuple[str, ...] | None = None) -> None:
    """Dispatch this phase's pending orders to their handlers, faction by faction, in order."""
    for order in ctx.all_orders():
        if order.type in handlers and ctx.pending(order) and (types is None or order.type in types):
            handlers[order.type](ctx, order)


def fname(ctx, fid: str) -> str:
    """A faction's name as players know it (its id if it has none)."""
    return ctx.model.factions.get(fid, {}).get("name", fid) if fid else ""


def named(ctx, key: str, fid: str) -> dict:
    """A faction as a message variable: {key: its name, key_gender: its name's gender}."""
    return {key: fname(ctx, fid), f"{key}_gender": gender_of(ctx.model, fid)}


def gender_of(m, fid: str) -> str:
    """The grammatical gender of a faction's name ("la Federación", "el Imperio Klingon"):
    `faction_grammar`'s, "other" for a name that takes no article (the catalogs then word
    the sentence so it needs none)."""
    form = faction_grammar(m.cfg.get("races", {}), m.factions.get(fid) or {})["form"]
    return form.removesuffix("_plural") if form != "none" else "other"


def faction_grammar(races: dict, faction: dict) -> dict[str, str]:
    """How a faction's name is said (gm.reports.factions): its file's `articulo`, `genero`
    and `numero`, else its race's in data/races.toml (an empire's name takes its article:
    "el Imperio Klingon"), else the name alone."""
    from gm.reports.factions import grammar

    race = races.get(faction.get("race")) or races.get("npc", {}).get(faction.get("race")) or {}
    race = race if isinstance(race, dict) else {}
    return grammar(faction, {"articulo": bool(race.get("genero")), **race})


def faction_words(m, fid: str, target) -> tuple[str, str]:
    """(what to call a faction an order names, its gender): an empire by its name (every
    empire's name is public: the public report lists them), a race the empire has met (or
    itself) too; anything else as typed with gender "other" — a non-player race not met
    reads like no race at all."""
    target = str(target or "")
    if target in m.factions and (target == fid or target in m.empires() or m.relation(fid, target) != "none"):
        return m.factions[target].get("name", target), gender_of(m, target)
    return target, "other"


def ship_word(m, fid: str, sid):
    """One of `fid`'s ships as its owner reads it: its name (its id while it has none); any
    other value (another's ship, a fleet, a word not understood) as written."""
    ship = (m.factions.get(fid, {}).get("ships") or {}).get(sid) if isinstance(sid, str) else None
    return str(ship.get("name") or sid) if isinstance(ship, dict) else sid


def route_word(m, fid: str, rid, systems: dict | None = None):
    """One of `fid`'s trade routes as its owner reads it: its name (its partner's, kept in
    the state), else its system's name (a route opened before routes had names), else as
    written."""
    route = (m.factions.get(fid, {}).get("routes") or {}).get(rid) if isinstance(rid, str) else None
    if not isinstance(route, dict):
        return rid
    system = (systems or {}).get(route.get("system"), {})
    return str(route.get("name") or system.get("name") or rid)


def and_list(items):
    """Items as prose: "a", "a y b", "a, b y c" (`sector.list.and`; Spanish writes "e"
    before a word sounding i-: "Enterprise e Intrepid")."""
    from gm.text.blocks import Text

    items = list(items)
    if len(items) < 2:
        return items[0] if items else ""
    return Text("sector.list.and", {"first": items[:-1], "last": items[-1], "last_i": _sounds_i(items[-1])})


def and_text(ctx, items) -> str:
    """and_list as plain text in the turn's language (a roll's `why`, an outcome's label)."""
    items = [str(x) for x in items]
    if len(items) < 2:
        return items[0] if items else ""
    return ctx.t("sector.list.and", first=", ".join(items[:-1]), last=items[-1], last_i=_sounds_i(items[-1]))


def _sounds_i(word) -> int:
    low = str(word).casefold()
    return int(low.startswith(("i", "hi")) and not low.startswith(("hia", "hie", "hio", "hiu")))


def system_words(m, fid: str, sysid) -> str:
    """A system an order names: its name when the empire's map shows it; a home world's
    name, which the rule document gives every player ("IMPERIO KLINGON > Qo'noS"), never its
    id; else as typed."""
    sysid = str(sysid or "")
    s = m.systems().get(sysid)
    known = (m.factions.get(fid, {}).get("known") or {}).get(s["sector"]) if s else None
    if known:
        return known.get("name") or sysid
    return str(s.get("name") or sysid) if s and s.get("kind") == "home" else sysid


# parameters shown as a catalog noun (its gender reaches the sentence as <param>_gender)
OUTCOME_LABELS = {"tech": ("sector.tech", ("armamento", "propulsion", "energia", "construccion")),
                  "action": ("sector.action", ("discover", "sabotage", "steal")),
                  "treaty": ("sector.rel", ("none", "contact", "peace", "alliance", "war")),
                  "what": ("sector.build", ("ship", "station", "shipyard", "defenses", "system"))}
_OUTCOME_FACTIONS = ("target", "other", "faction", "owner", "partner")
_OUTCOME_SHIPS = ("ship", "unit")


def readable(ctx, params: dict, fid: str = "") -> dict:
    """An order's outcome parameters as its player (`fid`) reads them: catalog nouns for
    technology/action/treaty/build ids, empire names (with `<param>_gender`) for faction
    ids, its own ships by name; other ships' ids and unknown values stay as written."""
    from gm.text.blocks import Text

    out = dict(params)
    for k, v in params.items():
        if k in _OUTCOME_SHIPS:   # one gone this turn (decommissioned, destroyed) by its name too
            word = ship_word(ctx.model, fid, v)
            out[k] = ship_word(ctx.state, fid, v) if word == v else word
        elif k in OUTCOME_LABELS and v in OUTCOME_LABELS[k][1]:
            out[k] = Text(f"{OUTCOME_LABELS[k][0]}.{v}")
        elif k in _OUTCOME_FACTIONS and isinstance(v, str) and v in ctx.model.factions:
            out[k] = fname(ctx, v)
            out[k + "_gender"] = gender_of(ctx.model, v)
        elif k == "margin" and isinstance(v, int):
            out[k] = f"{v:+d}"   # a difference reads with its sign: +3, -2
    return out


def apply(ctx, order, key: str, rolls=(), **params):
    """ctx.apply with readable parameters (see `readable`)."""
    return ctx.apply(order, key, rolls=rolls, **readable(ctx, params, order.faction))


def reject(ctx, order, key: str, **params):
    """ctx.reject with readable parameters (see `readable`)."""
    return ctx.reject(order, key, **readable(ctx, params, order.faction))


def ship_at_system(ctx, order):
    """The ordering empire's active ship (order key `ship`) and the system it orbits, as
    (ship id, sector, system id, system); or None once the order is rejected."""
    m, fid = ctx.model, order.faction
    sid = str(order.get("ship", ""))
    if sid not in m.active_ships(fid):
        reject(ctx, order, "sector.reject.unknown_ship", ship=sid)
        return None
    if m.is_npc(fid):
        reject(ctx, order, "sector.reject.npc_cannot")
        return None
    sector = m.factions[fid]["ships"][sid]["sector"]
    sysid = m.system_at(sector)
    if sysid is None:
        reject(ctx, order, "sector.reject.no_system", sector=sector)
        return None
    return sid, sector, sysid, m.systems()[sysid]


def ordered_ships(ctx, order) -> list[str] | None:
    """The ships an order names, by `fleet` or by `ships`, sorted; None once the order is
    rejected for naming a fleet the empire does not have."""
    f = ctx.model.factions[order.faction]
    if order.get("fleet"):
        fleet = f["fleets"].get(str(order.get("fleet")))
        if fleet is None:
            reject(ctx, order, "sector.reject.unknown_fleet", fleet=order.get("fleet"))
            return None
        return sorted(fleet["ships"])
    return sorted(str(s) for s in order.get("ships", []) or [])


def attacked(ctx, fid: str, ships) -> None:
    """The cloaking ships among `ships` attack this turn (a battle or an assault round: "an
    assault is an attack"): they stay visible through the next turn (`_recloak`)."""
    own_ships = ctx.model.factions[fid]["ships"]
    cloaking = [s for s in ships if own_ships[s].get("cloak")]
    if cloaking:
        ctx.emit("ships.attacked", private(fid), faction=fid, ships=cloaking)
