"""Reports: blocks built from the events and the model. No rule is decided here."""

from __future__ import annotations

from gm.geometry import hexgrid
from gm.geometry.letters import column_letters
from gm.maps import image_path
from gm.text.blocks import Code, Heading, Image, Items, Paragraph, RollLine, Table, Text
from gm.rulesets.primordia import economy
from gm.rulesets.primordia.labels import foreign_labels, start_labels
from gm.rulesets.primordia.model import Positions, id_order
from gm.rulesets.primordia.names import Namer, amounts, and_list, army_name, resource, unit_ref
from gm.rulesets.primordia.phases.construction import buildable
from gm.rulesets.primordia.rules import GATED, RESOURCES
from gm.rulesets.primordia.science import available, current_era, discovery_cost

# Events that only move scratch state or repeat an order's outcome are not narrated;
# settlement.damaged repeats the damage its exchange or ranged attack just told to the same
# sides («Daño: … 4 para Avanzada del Norte»): told again it read as 8 (#25 play-test), so
# it has no message in the catalogs (its applier alone reads it).
QUIET = {"settlement.quiet", "deposit.none", "settlement.damaged"}


def T(key, **params):
    return Text(f"pr.{key}", params)


def narrate(events, namer) -> list:
    """Each event's sentence and its rolls, ids named for the reader (names.Namer)."""
    blocks: list = []
    for e in events:
        if e.kind in QUIET:
            continue
        params = namer.named(e.params.get("faction", ""), ADJUST.get(e.kind, dict)(e.params))
        params = {k: (_fmt(v) if isinstance(v, (dict, tuple)) else v) for k, v in params.items()}
        blocks.append(Paragraph(Text(e.kind, params)))
        if e.rolls:
            blocks.append(Items(tuple(RollLine(r) for r in e.rolls)))
    return blocks


def _narrate_gm(events, nm: Namer, m) -> list:
    """The GM reads every event; a private one is headed by whose it is, since its
    sentence speaks to that race ("(Marmóreos) Pagas 20 de madera…")."""
    blocks: list = []
    for e in events:
        told = narrate([e], nm)
        if told and not e.audience.is_public:
            who = ", ".join(m.factions.get(f, {}).get("name", f) for f in sorted(e.audience.factions))
            told[0] = Paragraph(T("gm_private" if who else "gm_only", who=who, text=told[0].text))
        blocks += told
    return blocks


def _fmt(v) -> str:
    if isinstance(v, dict):
        return ", ".join(f"{k} {_fmt(x)}" for k, x in sorted(v.items()))
    if isinstance(v, (list, tuple)):
        return ", ".join(_fmt(x) for x in v)
    return str(v)


def _growth(params: dict) -> dict:
    """A population change read as growth or loss ("crece en 12", "baja en 20")."""
    return {**params, "change": "down" if params["amount"] < 0 else "up", "amount": abs(params["amount"])}


def _per_unit(key: str):
    """A spread over one unit reads "u4 (Colonos) recibe 3 de daño", not the unit twice:
    how many units, and the one unit's points."""
    def adjust(params: dict) -> dict:
        spread = params.get(key) if isinstance(params.get(key), dict) else {}
        return {**params, "count": len(spread), "amount": next(iter(spread.values()), 0) if len(spread) == 1 else 0}
    return adjust


def _new_unit(params: dict) -> dict:
    """A new unit is announced with what its orders may call it: its name and its id."""
    return {**params, "id": params["unit"], "unit_name": params.get("unit_name") or "-", "named": "yes" if params.get("unit_name") else "no"}


def _moved(params: dict) -> dict:
    """A move told as a sentence: where it ends and the hexes it passed on the way."""
    return {**params, "via": and_list(tuple(params.get("path") or ())[:-1]) or "none"}


def _reason(params: dict) -> dict:
    """The GM's reason quoted as written, without a full stop of its own (the sentence
    gives one), "none" when the GM gave none."""
    return {**params, "reason": str(params.get("reason") or "").strip().rstrip(".").strip() or "none"}


ADJUST = {"unit.removed": lambda p: {"why": "other", **p}, "settlement.grew": _growth, "unit.damaged": _per_unit("damage"), "unit.healed": _per_unit("healed"),
          "project.unit_finished": _new_unit, "undead.raised": _new_unit,
          "unit.moved": _moved, "narration.bonus": _reason}
# event kind -> its params as the sentence reads them


def namer(ctx, reader: str | None = None) -> Namer:
    """Names for one reader (None: the GM, who reads every id; "": the public)."""
    if reader is None:
        return Namer(ctx.model.rules, ctx.state.factions, ctx.model.factions)
    now, then = foreign_labels(ctx.model, reader, positions(ctx)), start_labels(ctx, reader)
    return Namer(ctx.model.rules, ctx.state.factions, ctx.model.factions, reader,
                 lambda owner, gid: now.get((owner, gid)) or then.get((owner, gid)))


# -- public ---------------------------------------------------------------------------------
def public(ctx) -> list:
    m = ctx.model
    blocks: list = [Heading(T("events"), 2)]
    events = [e for e in ctx.events_for(None) if e.order is None]
    told = narrate(events, namer(ctx, ""))
    if all(e.kind in QUIET | {"turn.order"} for e in events):  # only the public dice: say where the turn is told
        blocks += told + [Paragraph(T("quiet_turn"))]
    else:
        blocks += told or [Paragraph(T("no_events"))]
    blocks.append(Heading(T("factions"), 2))
    rows = []
    for fid in m.players():  # not the GM's rebels: they exist only once a settlement rebelled (leak oracle)
        f = m.factions[fid]
        # no count of settlements: a race's unseen settlements are its own secret (leak oracle)
        rows.append((f.get("name", fid), m.rules.races.get(f.get("race"), {}).get("name", f.get("race", "")),
                     m.rules.governments.get(f.get("government", ""), {}).get("name", "-"),
                     len(f.get("discoveries", [])), T(f"era.{current_era(m.rules, f.get('discoveries', []))}")))
    blocks.append(Table((T("h.faction"), T("h.race"), T("h.government"), T("h.discoveries"), T("h.era")), tuple(rows)))
    v = m.game.get("victory", {})
    if v.get("winners"):
        blocks.append(Paragraph(T("victory_final", winners=[m.factions.get(w, {}).get("name", w) for w in v["winners"]])))
    blocks.append(Paragraph(T("turns_left", turn=ctx.turn, min=ctx.settings["game"]["min_turns"])))
    return blocks


# -- private --------------------------------------------------------------------------------
def private(ctx, fid: str) -> list:
    m = ctx.model
    if fid not in m.factions:
        return [Paragraph(T("gone"))]
    f = m.factions[fid]
    blocks: list = pool_blocks(m, fid)
    abilities = and_list(m.rules.abilities.get(a, {}).get("name", a) for a in f.get("abilities", []))
    blocks.append(Paragraph(T("identity", race=m.rules.races.get(f.get("race"), {}).get("name", "-"), abilities=abilities or "-",
                              government=m.rules.governments.get(f.get("government", ""), {}).get("name", "-"))))
    blocks += settlements_blocks(m, fid, _say(ctx))
    blocks += units_blocks(m, fid, _say(ctx))
    blocks += research_blocks(m, fid)
    blocks += loot_blocks(m, fid)
    blocks += vision_blocks(ctx, m, fid)
    blocks.append(Heading(T("your_events"), 2))
    mine = [e for e in ctx.private_events(fid) if e.order is None]
    blocks += narrate(mine, namer(ctx, fid)) or [Paragraph(T("no_events"))]
    return blocks


def pool_blocks(m, fid: str) -> list:
    """The common pool; a gated resource still shows what the pool holds, starred (only its
    collection is gated), and a line under the table says what the star means."""
    pool, eff = m.pool(fid), m.effects(fid)
    blocks = [Heading(T("pool"), 2), Table(tuple(T(f"h.res.{r}") for r in RESOURCES),  # headers, capitalised as every table's
                                           (tuple(pool[r] if eff.resource_allowed(r) else f"{pool[r]}*" for r in RESOURCES),))]
    gates = _gates(m, [r for r in RESOURCES if not eff.resource_allowed(r)])
    return blocks + ([Paragraph(T("pool_gated", gates=and_list(gates)))] if gates else [])


def _gates(m, starred: list[str]) -> list[Text]:
    """"Piedras brillantes (metal y oro)": each discovery that brings a starred resource
    (its capability's effect in data/discoveries.toml), with the resources it brings."""
    by_capability: dict[str, list[str]] = {}
    for r in starred:
        by_capability.setdefault(GATED[r], []).append(r)
    out = []
    for capability, resources in by_capability.items():
        found = [d.get("name", did) for did, d in sorted(m.rules.discoveries.items())
                 if any(e.get("kind") == "capability" and e.get("name") == capability for e in d.get("effects", []))]
        if found:
            out.append(T("pool_gate", discovery=found[0], resources=and_list(resource(r) for r in resources)))
    return out


def _table_name(m, key: str) -> str:
    for table in (m.rules.structures, m.rules.units, m.rules.settlement_types):
        if key in table:
            return table[key].get("name", key)
    return key


def _say(ctx):
    """A catalog text rendered now (for words joined inside one table cell)."""
    return lambda key, **params: ctx.t(f"pr.{key}", **params)


def settlements_blocks(m, fid, say) -> list:
    blocks: list = [Heading(T("settlements"), 2)]
    if not m.settlements(fid):
        return blocks + [Paragraph(T("none"))]
    for sid in sorted(m.settlements(fid)):
        s = m.settlements(fid)[sid]
        income = economy.settlement_income(m, fid, sid)
        built = ", ".join(m.rules.structures[x]["name"] for x in s.get("structures", [])) or "-"
        can_build = [m.rules.structures[x]["name"] for x in buildable(m, fid, sid, "estructura")]  # the phase's own check
        housed = [unit_ref({}, m.factions, fid, u, m.rules) for u, x in sorted(m.units(fid).items(), key=lambda kv: id_order(kv[0]))
                  if x["hex"] == s["hex"]]
        recruit = [m.rules.units[u]["name"] for u in buildable(m, fid, sid, "unidad")]
        p = s.get("project")
        project = T("project", name=_table_name(m, p["id"]), progress=p["progress"], work=p["work"]) if p else "-"
        life = m.settlement_max_life(fid, sid)
        rows = (
            (T("f.name"), s["name"]), (T("f.hex"), s["hex"]),
            (T("f.population"), f"{s['population']}/{m.capacity(fid, sid)}"),
            (T("f.resources"), T("list", items=amounts(income)) if income else "-"),
            (T("f.construction"), m.construction_rate(fid, sid)),
            (T("f.type"), m.rules.settlement_types[s.get("type", "aldea")]["name"]),
            (T("f.life"), f"{life - s.get('damage', 0)}/{life}"),
            (T("f.defense"), m.settlement_defense(fid, sid)),
            (T("f.built"), built), (T("f.to_build"), ", ".join(can_build) or "-"),
            (T("f.housed"), T("list", items=housed) if housed else "-"), (T("f.project"), project), (T("f.recruitable"), ", ".join(recruit) or "-"),
            (T("f.morale"), _morale(m, fid, sid, say)),
        )
        blocks.append(Heading(T("sheet", name=s["name"], id=sid), 3))
        blocks.append(Table((T("h.field"), T("h.value")), rows))
    return blocks


def _morale(m, fid, sid, say):
    s = m.settlements(fid)[sid]
    bits = []
    if economy.prosperous(m, fid, sid):
        bits.append(say("morale.prosperity", percent=m.rules.settings["settlement"]["prosperity_bonus_percent"]))
    if s.get("siege"):
        bits.append(say("morale.siege", turns=s["siege"]["turns"], unaided=s["siege"]["unaided"]))
    d = economy.food_deficit(m, fid, sid)
    if d:
        bits.append(say("morale.hunger", points=d))
    o = economy.over_population(m, fid, sid)
    if o:
        bits.append(say("morale.crowding", points=o))
    return ", ".join(bits) or "-"


def units_blocks(m, fid, say) -> list:
    blocks: list = [Heading(T("units"), 2)]
    rows = []
    for uid in sorted(m.units(fid), key=id_order):
        u = m.units(fid)[uid]
        t = m.rules.units[u["type"]]
        status = []
        if m.demoralised(fid, uid):
            status.append(say("status.demoralised"))
        if u.get("aboard"):
            ship = m.units(fid).get(u["aboard"]) or {}
            status.append(say("status.aboard", ship=str(ship.get("name") or u["aboard"])))
        if u.get("hero"):
            status.append(say("status.hero", hero=m.rules.heroes[u["hero"]]["name"], turn=u["expires"]))
        if u.get("path"):
            status.append(m.rules.paths.get(u["path"], u["path"]))
        rows.append((T("ref.named", id=uid, name=u["name"]) if u.get("name") else uid, t["name"], u["hex"], f"{u['life']}/{m.max_life(fid, uid)}", m.stat(fid, uid, "ataque"), m.stat(fid, uid, "defensa"),
                     m.stat(fid, uid, "iniciativa"), m.stat(fid, uid, "movimiento"), m.stat(fid, uid, "vision"), t["mantenimiento"],
                     u.get("xp", 0), T("list", items=[T(f"attr.{x}") for x in u["upgrades"]]) if u.get("upgrades") else "-",
                     army_name(m.factions[fid], u["army"]) if u.get("army") else "-", ", ".join(status) or "-"))
    if not rows:
        return blocks + [Paragraph(T("none"))]
    headers = (T("h.unit"), T("h.type"), T("h.hex"), T("h.life"), T("h.atq"), T("h.def"), T("h.ini"), T("h.mov"), T("h.vis"), T("h.upkeep"),
               T("h.xp"), T("h.upgrades"), T("h.army"), T("h.status"))
    blocks.append(Table(*_without_empty(headers, rows, OPTIONAL_UNIT_COLUMNS)))
    return blocks


OPTIONAL_UNIT_COLUMNS = (11, 12, 13)  # upgrades, army, status: left out when no unit has any (the table fits a post)


def _without_empty(headers: tuple, rows: list, optional: tuple) -> tuple[tuple, tuple]:
    """The table without those of its `optional` columns that hold only "-" in every row."""
    empty = {i for i in optional if all(row[i] == "-" for row in rows)}
    keep = [i for i in range(len(headers)) if i not in empty]
    return tuple(headers[i] for i in keep), tuple(tuple(row[i] for i in keep) for row in rows)


def research_blocks(m, fid) -> list:
    f = m.factions[fid]
    known = f.get("discoveries", [])
    eff = m.effects(fid)
    blocks: list = [Heading(T("research"), 2),
                    Paragraph(T("era", era=T(f"era.{current_era(m.rules, known)}"), count=len(known),
                                known=and_list(m.rules.discoveries[d]["name"] for d in known) or "-"))]
    rows = []
    for did in available(m.rules, known):
        cost = discovery_cost(m.rules, f, did, eff)
        # by name alone: orders name a discovery as the player reads it ("Investigar Pesca")
        rows.append((m.rules.discoveries[did]["name"], T("list", items=amounts(cost)) if cost else "0",
                     T("eureka_half") if did in f.get("eureka", []) else "-"))
    if rows:
        blocks.append(Table((T("h.discovery"), T("h.cost"), T("h.eureka")), tuple(rows)))
    return blocks


def loot_blocks(m, fid) -> list:
    loot = m.factions[fid].get("loot", {})
    if not loot:
        return []
    return [Heading(T("loot"), 2), Items(tuple(T("loot_line", id=k, amount=v["amount"], resource=resource(v["resource"]),
                                                 carriers=and_list(unit_ref({}, m.factions, fid, c, m.rules) for c in v["carriers"]))
                                               for k, v in sorted(loot.items())))]


def text_map(m, seen: set[str] | None, fid: str | None = None, key_line: str = "", pos: Positions | None = None) -> str:
    """Terrain codes; '??' fog; '*' a settlement, '@' own units, '!' foreign units,
    '+' a poder deposit (GM only). Odd/even columns sit half a row lower (offset)."""
    g = m.grid
    pos = pos or Positions(m)
    head = "    " + "".join(f"{column_letters(c):<4}" for c in range(g.width))
    lines = [head.rstrip()]
    deposits = {d["hex"] for d in m.world.get("deposits", {}).values()}
    for r in range(g.height):
        cells = []
        for c in range(g.width):
            h = hexgrid.label(hexgrid.Hex(c, r + 1))
            if seen is not None and h not in seen:
                cells.append("??  ")
                continue
            cells.append(f"{m.tinfo(h)['code']}{_map_mark(pos, h, fid, deposits)} ")
        lines.append(f"{r + 1:>3} " + "".join(cells).rstrip())
    legend = "  ".join(f"{v['code']}={v['name']}" for _, v in sorted(m.rules.terrains.items()))
    lines.append("")
    lines.append(legend)
    lines.append(key_line)
    return "\n".join(lines)


def _map_mark(m: Positions, h: str, fid: str | None, deposits: set) -> str:
    """A race's map marks only what it may know: its own units, and foreign units that are
    not hidden (a foreign spy is never marked); the GM's map marks everything."""
    if m.settlement_at(h):
        return "*"
    if fid is not None and any(f == fid for f, _ in m.units_at(h)):
        return "@"
    foreign = m.units_at(h) if fid is None else [(f, u) for f, u in m.present_units_at(h) if f != fid]
    if foreign:
        return "!"
    if fid is None and h in deposits:
        return "+"
    return " "


def positions(ctx) -> Positions:
    """Who stands where as the turn ends, read once for all the turn's reports."""
    return ctx.memo("primordia.positions", lambda: Positions(ctx.model))


def vision_blocks(ctx, m, fid) -> list:
    seen = set(m.visible_hexes(fid))
    pos = positions(ctx)
    blocks: list = [Heading(T("vision"), 2), Image(image_path(fid, private=True), T("map_image_private")),
                    Code(text_map(m, seen, fid, _legend(ctx, m), pos))]
    deposits: dict[str, list] = {}
    for did, d in sorted(m.world.get("deposits", {}).items()):
        deposits.setdefault(d["hex"], []).append((did, d))
    rows = []
    # another race's things by what this race sees: a settlement by its name, a unit by its
    # label (labels.py); their ids count what that race made out of sight
    labels = foreign_labels(m, fid, pos)
    shown: dict[str, list] = {}
    for (f, u), label in labels.items():  # in the labels' own order
        shown.setdefault(m.units(f)[u]["hex"], []).append((f, u, label))
    for h in sorted(seen, key=hexgrid.parse):
        at = pos.settlement_at(h)
        if at and at[0] != fid:
            s = m.settlements(at[0])[at[1]]
            rows.append((h, m.factions[at[0]].get("name", at[0]), s["name"], m.rules.settlement_types[s.get("type", "aldea")]["name"]))
        rows += [(h, m.factions[f].get("name", f), label, _seen_what(m, f, u)) for f, u, label in shown.get(h, [])]
        # a deposit is named by its hex, never by its id: the ids count every deposit, the unseen ones too
        rows += [(h, "-", "-", Text("pr.deposit_row", {"amount": d["poder"]})) for _did, d in deposits.get(h, [])]
    if rows:
        blocks.append(Table((T("h.hex"), T("h.faction"), T("h.label"), T("h.what")), tuple(rows)))
    return blocks


def _seen_what(m, f: str, u: str):
    """Another race's unit in the table of what a race sees: its type, and the army it marches
    in by that army's name, as a combat line names it to both sides ("Infantería ligera
    (ejército Hueste)"): the label alone read as a thing apart from the army it fights."""
    from gm.rulesets.primordia.names import army_name

    unit = m.units(f)[u]
    kind = m.rules.units[unit["type"]]["name"]
    army = unit.get("army")
    if not army or army not in m.armies(f):
        return kind
    return Text("pr.seen_in_army", {"type": kind, "army": army_name(m.factions[f], army)})


def _legend(ctx, m, key: str = "pr.map_legend") -> str:
    """A race's map marks no deposit (those it sees are in the table under it); the GM's
    marks every deposit and has no '@' (no units are its own)."""
    return ctx.t(key, columns="B, D, F…" if m.rules.settings["map"]["offset"] == "odd-q" else "A, C, E…")


def gm(ctx) -> list:
    m = ctx.model
    blocks: list = [Heading(T("gm_events"), 2)]
    blocks += _narrate_gm([e for e in ctx.events if e.order is None], namer(ctx), m)
    blocks.append(Heading(T("map"), 2))
    blocks.append(Image(image_path("gm"), T("map_image")))
    blocks.append(Code(text_map(m, None, None, _legend(ctx, m, "pr.map_legend_gm"), positions(ctx))))
    for fid in m.faction_ids():
        blocks.append(Heading(T("gm_faction", name=m.factions[fid].get("name", fid)), 2))
        blocks += pool_blocks(m, fid)
        blocks += settlements_blocks(m, fid, _say(ctx)) + units_blocks(m, fid, _say(ctx))
    return blocks


def orders_help(lang: str) -> str:
    from gm.text.i18n import say

    return say(lang, "pr.orders_help", "gm.rulesets.primordia")



