"""Report blocks. Reports read the events and the state; they decide nothing.

Private: what the faction knows (its map from `known`, its units, its events and rolls).
Public: only public events (first contacts, treaties, wars). GM: everything.
"""

from __future__ import annotations

from gm.maps import image_path
from gm.text.blocks import Code, Heading, Image, Items, Paragraph, RollLine, Table, Text

from .phases import designations
from .appliers import MONEY_KINDS
from .phases.common import OUTCOME_LABELS, and_list, gender_of, route_word, ship_word
from .phases.construction import place_name
from .rules import TECHS
from .textmap import faction_map, render

# events that have their own section (or are bookkeeping) and are not narrated line by line
_SECTIONED = set(MONEY_KINDS) | {"map.surveyed", "sensors.sightings", "territory.claimed",
                                 "territory.released", "income.first_turn", "diplomacy.bonus",
                                 "research.outlook", "ships.attacked"}

# bookkeeping the GM report does not narrate either (each empire's report shows it as a table)
_GM_SILENT = {"research.outlook", "ships.attacked"}


def T(key: str, **params) -> Text:
    return Text(key, params)


# parameters shown through a catalog label (ids stay ids in the state)
_LABELS = {"what": "sector.build", "status": "sector.status", "tech": "sector.tech",
           "action": "sector.action", "result": "sector.result", "treaty": "sector.rel"}
_FACTION_KEYS = ("faction", "attacker", "defender", "winner", "owner", "target", "by", "a", "b",
                 "observer", "previous", "spy", "victim", "partner")
# events whose dice the text itself shows die by die (no roll lines under them)
_DICE_IN_TEXT = {"battle.exchange"}


GM = "*"   # a reader: the GM, who reads every ship by its name
_SHIP_KEYS = ("ship", "ships", "unit", "units", "target", "att_units", "def_units", "station")
_AND_KEYS = _SHIP_KEYS + ("via", "costs", "sectors")   # lists read as prose: "a, b y c"


def present(ctx, params: dict, reader: str | None = None) -> dict:
    """Event parameters as a reader wants them: labels for enums, names (and their
    `<param>_gender`) for faction ids, a ship by its name where `reader` may know it (its
    owner, or GM) and else by its id, `<param>_count` beside every list (for plurals) and
    the list joined as prose ("a, b y c"), booleans as 1/0 (for a selector, never "sí"/"no")."""
    m = ctx.model
    out = dict(params)
    for k, v in params.items():
        if k in _SHIP_KEYS and "named" not in params:   # a new ship's event gives its name and id
            v = out[k] = _ship_words(ctx, v, reader)
        if isinstance(v, bool):
            out[k] = int(v)
        elif isinstance(v, (list, tuple)):
            out[k + "_count"] = len(v)
            out[k] = and_list(v) if k in _AND_KEYS else v
        elif k in OUTCOME_LABELS and v not in OUTCOME_LABELS[k][1]:
            continue  # already a label (an order's outcome, see phases.common.readable)
        elif k in _LABELS and isinstance(v, str) and v:
            out[k] = Text(f"{_LABELS[k]}.{v}")
        elif k in _FACTION_KEYS and isinstance(v, str) and v in m.factions:
            out[k] = m.factions[v].get("name", v)
            out[k + "_gender"] = gender_of(m, v)
    if isinstance(params.get("amount"), int) and not isinstance(params.get("amount"), bool):
        out["crystals"], out["loss"] = abs(params["amount"]), int(params["amount"] < 0)
    if isinstance(params.get("margin"), int):
        out["margin"] = f"{params['margin']:+d}"
    if "path" in params:   # the sectors crossed before the last one
        via = list(params["path"])[:-1]
        out["via"], out["via_count"] = and_list(via), len(via)
    return out


def _ship_owners(ctx) -> dict:
    """Every ship id of the turn (its start and its end) -> (owner, name or "")."""
    out: dict = {}
    for source in (ctx.state.factions, ctx.model.factions):
        for fid, f in source.items():
            for sid, ship in (f.get("ships") or {}).items():
                if isinstance(ship, dict):
                    out[sid] = (fid, str(ship.get("name") or out.get(sid, ("", ""))[1]))
    return out


def _ship_words(ctx, value, reader: str | None):
    """A ship or station id (or a list of them) as `reader` may call it: a ship by its name
    for its owner and the GM (its id while it has none); another's unit by the designation
    `reader`'s report gives it ("D3-1", designations.py: its id and name count its empire's
    ships)."""
    if isinstance(value, (list, tuple)):
        words = [_ship_words(ctx, v, reader) for v in value]
        theirs = reader not in (None, GM) and all(designations.shown(ctx, reader, v) for v in value)
        # another's units by designation, in its order: the ids' order would tell which was built first
        return sorted(words, key=designations.order) if theirs else words
    if not isinstance(value, str) or not reader:
        return value
    if reader != GM:
        label = designations.shown(ctx, reader, value)
        if label is not None:
            return label
    owner, name = ctx.memo("sector.ship_owners", lambda: _ship_owners(ctx)).get(value, ("", ""))
    return name if name and reader in (GM, owner) else value


def _pair(p: dict, side: str | None = None) -> Text:
    """One pair of dice of a battle exchange, as the rule compares them; read by `side`
    ("attacker", "defender"), the other side's die is its total only (None: the GM, both
    whole)."""
    att = p["att"] if side in (None, "attacker") or p["att"] is None else str(p.get("att_total", p["att"]))
    dfn = p["dfn"] if side in (None, "defender") or p["dfn"] is None else str(p.get("dfn_total", p["dfn"]))
    if att is None or dfn is None:
        return T("sector.pair.unopposed_att" if dfn is None else "sector.pair.unopposed_dfn",
                 att=att or "", dfn=dfn or "")
    key = "sector.pair.tie" if p.get("tie") else f"sector.pair.{p['winner']}"
    return T(key, att=att, dfn=dfn)


def _shown(r, reader: str | None):
    """A roll as `reader` reads it: whole when it is the reader's own (or the GM's or the
    public's, or the reader is the GM), else its total only. Another empire's die carries
    its modifiers, which hold its technology and private advantages («Fervor guerrero»);
    the rule compares totals, so the total is what the other side may know."""
    stream = getattr(r, "stream", "") or ""
    if reader in (None, GM) or not stream.startswith("faction/") or stream == f"faction/{reader}":
        return RollLine(r)
    return T("sector.line.their_roll", total=r.total, why=getattr(r, "why", ""))


def _narrate(events, ctx=None, reader: str | None = None) -> list:
    blocks: list = []
    for e in events:
        params = present(ctx, e.params, reader) if ctx else e.params
        if e.kind == "battle.exchange":
            params = {k: v for k, v in params.items() if k != "pairs"}
            side = None if reader in (None, GM) else "attacker" if e.params.get("attacker") == reader else "defender"
            blocks.append(Paragraph(Text(e.kind, params)))
            blocks.append(Items(tuple(_pair(p, side) for p in e.params["pairs"])))
            continue
        blocks.append(Paragraph(Text(e.kind, params)))
        if e.rolls and e.kind not in _DICE_IN_TEXT:
            blocks.append(Items(tuple(_shown(r, reader) for r in e.rolls)))
    return blocks


def _narrate_gm(events, ctx) -> list:
    """The GM's account of a phase: each event as its readers read it, headed by who those
    readers are (everyone, some empires, or the GM alone), and each order's outcome as
    "whose order, restated: what became of it"."""
    m = ctx.model
    blocks: list = []
    for e in events:
        if e.order is not None and e.kind.startswith(("sector.applied.", "sector.reject.")):
            line = T("sector.line.gm_order", faction=_name(m, e.order.faction), number=e.order.number,
                     order=ctx.ruleset.order_text(ctx, e.order.faction, e.order), detail=Text(e.kind, e.params))
            blocks.append(Paragraph(line))
            if e.rolls:
                blocks.append(Items(tuple(RollLine(r) for r in e.rolls)))
            continue
        told = _narrate([e], ctx, GM)
        if not e.audience.is_public:
            who = ", ".join(_name(m, f) for f in sorted(e.audience.factions))
            told[0] = Paragraph(T("sector.line.gm_private" if who else "sector.line.gm_only",
                                  who=who, text=told[0].text))
        blocks += told
    return blocks


def _name(m, fid: str) -> str:
    return m.factions.get(fid, {}).get("name", fid) if fid else ""


# -- private ------------------------------------------------------------------------------------

def private_report(ctx, fid: str) -> list:
    m = ctx.model
    if fid not in m.factions:
        return []
    f = m.factions[fid]
    mine = ctx.private_events(fid)
    out: list = []
    out += _treasury(ctx, fid, mine)
    out += _map(ctx, fid, mine)
    out += _fleet(ctx, fid)
    out += _planets(ctx, fid)
    out += _research(ctx, fid, mine)
    out += _relations(ctx, fid)
    if f.get("advantages"):
        out.append(Heading(T("sector.h.advantages"), 2))
        out.append(Items(_advantage_lines(f["advantages"])))
    happened = [e for e in mine if e.order is None and e.kind not in _SECTIONED]
    out.append(Heading(T("sector.h.events"), 2))
    out += _narrate(happened, ctx, fid) or [Paragraph(T("sector.nothing"))]
    order_rolls = [e for e in mine if e.order is not None and e.order.faction == fid and e.rolls]
    if order_rolls:
        out.append(Heading(T("sector.h.order_rolls"), 2))
        # in order number (the phases roll them in their own order), one heading an order
        by_number: dict = {}
        for e in order_rolls:
            by_number.setdefault(e.order.number, (e.order, []))[1].extend(e.rolls)
        for number, (order, rolls) in sorted(by_number.items()):
            out.append(Paragraph(T("sector.line.order_rolls", number=number,
                                   order=ctx.ruleset.order_text(ctx, fid, order))))
            out.append(Items(tuple(_shown(r, fid) for r in rolls)))
    return out


def _advantage_lines(held: dict) -> tuple:
    """Each advantage by its name (no order needs its id), in the order they came; one
    drawn twice once, how many times and since when (their effects add up)."""
    by_name: dict[str, list[int]] = {}
    for _aid, v in sorted(held.items(), key=lambda kv: (int(kv[1].get("since", 0)), len(kv[0]), kv[0])):
        by_name.setdefault(str(v.get("name", "?")), []).append(int(v.get("since", 0)))
    return tuple(T("sector.line.advantage", name=name, count=len(turns), since=and_list([str(n) for n in turns]))
                 for name, turns in by_name.items())


def _treasury(ctx, fid, events) -> list:
    start = int(ctx.state.factions[fid].get("dilitio", 0))
    end = int(ctx.model.factions[fid].get("dilitio", 0))
    rows = [(T("sector.money.start"), str(start))]
    for e in events:
        if e.kind in MONEY_KINDS and e.params.get("faction") == fid:
            rows.append((Text(f"sector.money.{e.kind}", present(ctx, e.params, fid)), f"{int(e.params['amount']):+d}"))
        elif e.kind == "income.first_turn" and e.params.get("faction") == fid:
            rows.append((Text("sector.money.income.first_turn", e.params), "+0"))  # a change, signed as the others
    rows.append((T("sector.money.end"), str(end)))
    out = [Heading(T("sector.h.treasury"), 2), Table((T("sector.col.concept"), T("sector.col.dilitio")), tuple(rows))]
    # the dice behind a sum (a spied-on empire's 1D10 recovery) are the empire's own to read
    rolled = [r for e in events if e.kind in MONEY_KINDS and e.params.get("faction") == fid for r in e.rolls]
    if rolled:
        out.append(Items(tuple(_shown(r, fid) for r in rolled)))
    return out


def _map(ctx, fid, events) -> list:
    m = ctx.model
    f = m.factions[fid]
    own = {s["sector"] for s in f["ships"].values() if s.get("status", "active") == "active"}
    own |= {s["sector"] for s in f["stations"].values()}
    sight = [e for e in events if e.kind == "sensors.sightings" and e.params.get("faction") == fid]
    units = sight[-1].params["units"] if sight else []
    signals = set(sight[-1].params.get("signals", [])) if sight else set()
    homes = {m.systems()[f["home"]]["sector"]} if f.get("home") in m.systems() else set()
    from gm.rulesets.sector.maps import MOST_PICTURES, known_windows, window_name

    crop = int(ctx.settings.get("maps", {}).get("crop_above", 60))
    # the same windows as the pictures (gm.rulesets.sector.maps.build_maps): one per explored region
    windows = known_windows(f["known"], m.grid.width, m.grid.height, crop, next(iter(homes), None))
    text = faction_map(m.grid, f["known"], fid, own, {u["sector"] for u in units}, signals, homes, crop=crop,
                       windows=_text_windows(ctx, f["known"], windows))
    pictures = [Image(image_path(window_name(fid, i), private=True), T("sector.h.map")) for i in range(min(len(windows), MOST_PICTURES))]
    out = [Heading(T("sector.h.map"), 2), *pictures, Code(text), Paragraph(T("sector.map.legend"))]
    known_systems = [(s, k) for s, k in f["known"].items() if k.get("terrain") == "system"]
    if known_systems:
        rows = []
        for sector, k in sorted(known_systems, key=lambda x: m.grid.sort_key(x[0])):
            rows.append((k.get("name", "?"), sector, _name(m, k.get("owner", "")) or "-",
                         str(k["dilitio"]) if k.get("visited") else "?",
                         T("sector.inhabited") if k.get("inhabited") else
                         (T("sector.uninhabited") if k.get("visited") else "?"),
                         str(k.get("turn", ""))))
        out.append(Heading(T("sector.h.known_systems"), 3))
        out.append(Table((T("sector.col.system"), T("sector.col.sector"), T("sector.col.owner"),
                          T("sector.col.dilitio"), T("sector.col.kind"), T("sector.col.seen")), tuple(rows)))
    out.append(Heading(T("sector.h.sightings"), 3))
    if units:
        out.append(Table((T("sector.col.unit"), T("sector.col.owner"), T("sector.col.sector"), T("sector.col.kind")),
                         tuple((designations.shown(ctx, fid, u["unit"]) or u["unit"], _name(m, u["owner"]), u["sector"],
                                T(f"sector.unit.{u['what']}"))
                               for u in units)))
    else:
        out.append(Paragraph(T("sector.no_sightings")))
    for s in sorted(signals, key=m.grid.sort_key):
        out.append(Paragraph(T("sector.line.signal", sector=s)))
    return out


def _text_windows(ctx, known: dict, windows: list) -> list:
    """The text map's windows: the pictures', but a board drawn whole in the picture is
    cropped to the known area and one sector around it (`[maps] text_crop`): rows of «?»
    tell a player nothing the board's size, which is public, does not."""
    from gm.rulesets.sector.maps import crop_window

    if windows != [None] or not ctx.settings.get("maps", {}).get("text_crop", True):
        return windows
    return [crop_window(known, ctx.model.grid.width, ctx.model.grid.height, 0)]


def _tech(d: dict) -> str:
    return "/".join(str(int(d.get(t, 0))) for t in TECHS)




def _fleet(ctx, fid) -> list:
    m = ctx.model
    f = m.factions[fid]
    out = [Heading(T("sector.h.fleet"), 2)]
    if f["ships"]:
        rows = []
        for sid in sorted(f["ships"]):
            s = f["ships"][sid]
            notes = []
            if s.get("status") == "trade":
                notes.append(T("sector.note.trade"))
            if m.is_cloaked(s):
                notes.append(T("sector.note.cloaked"))
            if s.get("resupply"):
                notes.append(T("sector.note.resupply"))
            if int(s.get("stranded_until", 0)) >= m.turn:
                notes.append(T("sector.note.stranded", until=int(s["stranded_until"])))
            label = f"{s['name']} ({sid})" if s.get("name") else sid   # either names it in orders
            rows.append((label, s["sector"] if s.get("status", "active") == "active" else "-", _tech(s),
                         m.fleet_of(fid, sid) or "-", T("sector.note.many", notes=notes) if notes else "-"))
        out.append(Table((T("sector.col.ship"), T("sector.col.sector"), T("sector.col.tech"),
                          T("sector.col.fleet"), T("sector.col.notes")), tuple(rows)))
    else:
        out.append(Paragraph(T("sector.no_ships")))
    if f["stations"]:
        out.append(Table((T("sector.col.station"), T("sector.col.sector"), T("sector.col.tech"), T("sector.col.damage")),
                         tuple((k, v["sector"], _tech(v), str(v.get("damage", 0))) for k, v in sorted(f["stations"].items()))))
    if f["builds"]:
        out.append(Heading(T("sector.h.builds"), 3))
        # no build id: no order names one (issue 25 S7)
        out.append(Table((T("sector.col.kind"), T("sector.col.where"), T("sector.col.ready")),
                         tuple((T(f"sector.build.{v['kind']}"), place_name(m, v),
                                str(v["ready"])) for _k, v in sorted(f["builds"].items()))))
    if f["routes"]:
        out.append(Heading(T("sector.h.routes"), 3))
        # a route by its partner's name (no id: the orders name it so too), the ship it holds
        out.append(Table((T("sector.col.system"), T("sector.col.ship"), T("sector.col.dilitio")),
                         tuple((route_word(m, fid, k, m.systems()), ship_word(m, fid, v.get("ship", "")) or "-",
                                str(v["income"])) for k, v in sorted(f["routes"].items()))))
    return out


def _planets(ctx, fid) -> list:
    m = ctx.model
    rows = []
    for sid in m.owned_systems(fid):
        s = m.systems()[sid]
        extras = []
        if s.get("shipyard"):
            extras.append(T("sector.note.shipyard"))
        if s.get("defenses"):
            extras.append(T("sector.note.defenses"))
        if s.get("rebellion"):
            extras.append(T("sector.note.rebellion", score=s["rebellion"]["score"]))
        if s.get("siege"):
            extras.append(T("sector.note.besieged", by=_name(m, s["siege"]["faction"]),
                            by_gender=gender_of(m, s["siege"]["faction"])))
        rows.append((s["name"], s["sector"], T(f"sector.status.{s.get('status', 'colony')}"), str(s.get("dilitio", 0)),
                     T("sector.note.many", notes=extras) if extras else "-"))
    colonising = [(s, s["colonizing"][fid]) for _, s in sorted(m.systems().items()) if fid in s.get("colonizing", {})]
    out = [Heading(T("sector.h.planets"), 2)]
    if rows:
        out.append(Table((T("sector.col.system"), T("sector.col.sector"), T("sector.col.status"),
                          T("sector.col.dilitio"), T("sector.col.notes")), tuple(rows)))
    else:
        out.append(Paragraph(T("sector.no_planets")))
    for s, c in colonising:
        out.append(Paragraph(T("sector.line.colonising", name=s["name"], sector=s["sector"], ready=c["ready"])))
    return out


def _research(ctx, fid, events) -> list:
    """The next research's cost and difficulty per technology, as the turn's last
    `research.outlook` event gives them (retry bonus included)."""
    seen = [e for e in events if e.kind == "research.outlook" and e.params.get("faction") == fid]
    if not seen:
        return []
    p = seen[-1].params
    rows = tuple((T(f"sector.tech.{row['tech']}"), str(row["level"]),
                  f"{row['cost']} / {row['difficulty']}+" if "cost" in row else "-") for row in p["techs"])
    return [Heading(T("sector.h.research"), 2),
            Table((T("sector.col.technology"), T("sector.col.level"), T("sector.col.next")), rows),
            Paragraph(T("sector.line.parallel", n=p["parallel"], dilitio=ctx.model.factions[fid].get("dilitio", 0)))]


def _relations(ctx, fid) -> list:
    m = ctx.model
    f = m.factions[fid]
    rows = []
    for other in m.faction_ids():
        if other == fid:
            continue
        rel = m.relation(fid, other)
        intel = f["intel"].get(other)
        if rel == "none" and not intel:
            continue
        rows.append((_name(m, other), T(f"sector.rel.{rel}"),
                     T("sector.line.intel", levels=_tech(intel), turn=intel["turn"]) if intel else "?"))
    out = [Heading(T("sector.h.relations"), 2)]
    if rows:
        out.append(Table((T("sector.col.empire"), T("sector.col.relation"), T("sector.col.intel")), tuple(rows)))
    else:
        out.append(Paragraph(T("sector.no_contacts")))
    return out


# -- public --------------------------------------------------------------------------------------

def public_report(ctx) -> list:
    m = ctx.model
    out = [Heading(T("sector.h.empires"), 2),
           Items(tuple(T("sector.line.empire", name=m.factions[f].get("name", f)) for f in m.empires()))]
    public = ctx.events_for(None)
    out.append(Heading(T("sector.h.news"), 2))
    out += _narrate(public, ctx) or [Paragraph(T("sector.no_news"))]
    from gm.rulesets.sector.maps import public_allowed, whole_map_drawn
    if public_allowed(ctx.settings, ctx.state.game) and whole_map_drawn(ctx.model.game, ctx.settings):
        out.append(Image(image_path("public"), T("sector.h.map")))
    return out


# -- GM -------------------------------------------------------------------------------------------

def gm_report(ctx) -> list:
    m = ctx.model
    units: dict[str, str] = {}
    for fid in m.faction_ids():
        for s in m.factions[fid]["ships"].values():
            if s.get("status", "active") == "active":
                units[s["sector"]] = "#" if s["sector"] in units else "*"
        for s in m.factions[fid]["stations"].values():
            units[s["sector"]] = "#" if s["sector"] in units else "*"

    letters: dict[str, str] = {}
    for fid in m.faction_ids():  # one distinct capital per faction (federacion F, ferengi E ...)
        letters[fid] = next((ch.upper() for ch in fid if ch.isalpha() and ch.upper() not in letters.values()), "?")

    def cell(s: str) -> str:
        sysid = m.system_at(s)
        if sysid:
            owner = m.systems()[sysid].get("owner")
            base = letters.get(owner, "?") if owner else ("n" if m.systems()[sysid].get("kind") == "inhabited" else "o")
        else:
            base = {"nebula": "~", "black_hole": "@"}.get(m.terrain(s), ".")
        return base + units.get(s, " ")

    rows = []
    for fid in m.faction_ids():
        f = m.factions[fid]
        rows.append((f.get("name", fid), T(f"sector.kind.{f.get('kind', 'empire')}"), str(f.get("dilitio", 0)),
                     str(len(m.active_ships(fid))), str(len(f["stations"])), str(len(m.owned_systems(fid))),
                     _tech(f.get("tech", {}))))
    who = ", ".join(f"{letters[f]} {m.factions[f].get('name', f)}" for f in m.faction_ids())
    from gm.rulesets.sector.maps import whole_map_drawn
    picture = [Image(image_path("gm"), T("sector.h.gm_map"))] if whole_map_drawn(m.game, ctx.settings) else []
    out = [Heading(T("sector.h.gm_map"), 2), *picture, Code(render(m.grid, cell)), Paragraph(T("sector.map.gm_legend", owners=who)),
           Heading(T("sector.h.gm_factions"), 2),
           Table((T("sector.col.faction"), T("sector.col.kind"), T("sector.col.dilitio"), T("sector.col.ships"),
                  T("sector.col.stations"), T("sector.col.planets"), T("sector.col.tech")), tuple(rows)),
           Heading(T("sector.h.gm_events"), 2)]
    for phase in [p.name for p in ctx.ruleset.phases]:
        evs = [e for e in ctx.events if e.phase == phase and e.kind not in _GM_SILENT]
        if evs:
            out.append(Heading(T("sector.h.phase", phase=T(f"sector.phase.{phase}")), 3))
            out += _narrate_gm(evs, ctx)
    return out
