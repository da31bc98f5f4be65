"""Report blocks: they read the events and the model, and decide nothing."""

from __future__ import annotations

from gm.geometry import hexgrid
from gm.maps import image_path
from gm.reports.blocks import Code, Heading, Image, Items, Paragraph, RollLine, Table, Text
from gm.rulesets.nuevo_amanecer.model import Model

TERRAIN_MARK = {"montañas": "M", "desiertos": "D", "praderas": "P", "bosques": "B", "pantanos": "S", "mares": "~"}
FEATURE_MARK = {"city": "C", "settlement": "a", "ruins": "r", "": "."}


# params that hold a god's id: reports show its name (Sigmar, not sigmar)
GOD_KEYS = ("faction", "a", "b", "victim", "looter", "other", "owner", "new_faction", "target")
# params that hold a fixed word of the rules: reports show the catalog word of the language
WORD_KEYS = {"treaty": "na.treaty_kind", "colony": "na.colony_kind", "cause": "na.cause", "reason": "na.colony_reason",
             "what": "na.miracle_kind", "terrain": "na.terrain_name", "from": "na.terrain_name", "to": "na.terrain_name"}


def god(w: Model, fid: str):
    """A god's name for a report; neutral armies have no god."""
    return w.god_name(fid) if fid else Text("na.report.neutral")


def signed(n: int) -> str:
    """+2, −1 (a true minus sign), 0."""
    return f"{n:+d}".replace("-", "\u2212") if n else "0"


def _factor(pct: int, lang: str) -> str:
    text = f"{pct / 100:.2f}".rstrip("0").rstrip(".")
    return text.replace(".", ",") if lang == "es" else text


def event_text(w: Model, e, lang: str) -> Text:
    """The event's catalog sentence with names and words of the language, from its params."""
    p = dict(e.params)
    for k in GOD_KEYS:
        if isinstance(p.get(k), str) and (p[k] in w.factions or p[k] == ""):
            p[k] = god(w, p[k])
    for k, prefix in WORD_KEYS.items():
        if isinstance(p.get(k), str) and p[k] and not (k == "to" and e.kind.startswith("na.move")):
            p[k] = Text(f"{prefix}.{p[k]}")
    if "source" in p:
        p["source"] = god(w, p["source"]) if p["source"] in w.factions else Text(f"na.source.{p['source']}")
    if isinstance(p.get("origin"), str):
        kind, _, fid = p["origin"].partition(":")
        p["origin"] = Text(f"na.origin.{kind}", {"god": god(w, fid)})
    if e.kind == "na.tie.drawn":
        p["tie"] = Text(f"na.tie_kind.{p['tie']}", {"hex": p["hex"]})
    if e.kind == "na.happiness.changed":
        mods = [Text(f"na.happiness_mod.{k}", {"count": n, "points": signed(pts)}) for k, n, pts in p.get("modifiers", [])]
        p["detail"] = mods or Text("na.happiness.no_modifiers")
        net = int(p["net"])
        p["orden_rule"] = Text("na.happiness.orden_fall" if net < 0 else "na.happiness.orden_rise",
                               {"orden": p["orden"], "factor": _factor(int(p.get("pct", 100)), lang)})
        p["net"], p["adjusted"] = signed(net), signed(int(p["adjusted"]))
    return Text(e.kind, p)


def _event_blocks(w: Model, events, lang: str) -> list:
    blocks: list = []
    for e in events:
        if e.kind == "na.battle.fought":
            border = e.params.get("border") or []
            heading = (Text("na.report.border_battle_heading", {"a": border[0], "b": border[1]}) if len(border) == 2
                       else Text("na.report.battle_heading", {"hex": e.params["hex"]}))
            blocks.append(Heading(heading, 3))
            blocks.append(Items(tuple(RollLine(r) for r in e.rolls)))
            rows = []
            for side in e.params["sides"]:
                rows.append(Text("na.report.battle_side", {
                    "factions": [god(w, f) for f in side["factions"]] or god(w, ""), "units": ", ".join(side["labels"]),
                    "dice": " + ".join(f"{p[1]}→{p[2]}" for p in side["parts"]), "tech": side["tech"],
                    "total": side["total"], "damage": side["damage"]}))
            blocks.append(Items(tuple(rows)))
            continue
        blocks.append(Paragraph(event_text(w, e, lang)))
        if e.rolls:
            blocks.append(Items(tuple(RollLine(r) for r in e.rolls)))
    return blocks


def text_map(w: Model, legend: str) -> str:
    """A grid: per hex its name, terrain letter, feature letter, owner's first 3 letters."""
    cols = int(w.game["world"].get("columns", 0))
    rows = int(w.game["world"].get("rows", 0))
    # names are padded to the longest of the map (3 up to Z99; AA10 or DP75 need 4)
    wide = max([3] + [len(n) for n in w.hexes])
    lines = []
    for r in range(1, rows + 1):
        cells = []
        for c in range(cols):
            name = hexgrid.label(hexgrid.Hex(c, r))
            h = w.hexes.get(name)
            if h is None:
                cells.append(" " * (wide + 8))
                continue
            armies = "*" if w.armies_at(name) else " "
            owner = w.god_name(h.get("owner") or "")[:3]
            cells.append(f"{name:<{wide}}{TERRAIN_MARK.get(h['terrain'], '?')}{FEATURE_MARK[w.feature(name)]}{armies}{owner:<3} ")
        lines.append("|".join(cells).rstrip())
    return "\n".join(lines + ["", legend])


def map_table(w: Model) -> Table:
    rows = []
    for name in sorted(w.hexes, key=hexgrid.parse):
        h = w.hexes[name]
        armies = [Text("na.report.army_entry", {"name": a.get("name", aid), "god": god(w, fid), "level": w.level(a)})
                  for fid, aid, a in w.armies_at(name)]
        feature = w.feature(name)
        if not (h.get("owner") or feature or armies):
            continue
        rows.append((name, Text(f"na.terrain_name.{h['terrain']}"), w.god_name(h.get("owner", "")),
                     Text(f"na.feature.{feature or 'none'}"), Text("na.report.list", {"items": armies})))
    return Table((Text("na.report.col_hex"), Text("na.report.col_terrain"), Text("na.report.col_owner"),
                  Text("na.report.col_feature"), Text("na.report.col_armies")), tuple(rows))


def state_summary(w: Model) -> list:
    rows = []
    for fid in sorted(w.factions):
        f = w.faction(fid)
        rows.append((f.get("name", fid), f.get("race", ""), int(f.get("resources", 0)), int(f.get("happiness", 0)),
                     len(w.owned_hexes(fid)), Text("na.report.alive" if f.get("alive", True) else "na.report.dead")))
    return [Table((Text("na.report.col_god"), Text("na.report.col_race"), Text("na.report.col_resources"),
                   Text("na.report.col_happiness"), Text("na.report.col_regions"), Text("na.report.col_status")), tuple(rows))]


def _map_section(ctx) -> list:
    """The map heading, picture, text map and table: the same blocks in the public and
    the GM report, built once (blocks are immutable)."""
    def build() -> list:
        w: Model = ctx.model
        return [Heading(Text("na.report.map"), 2), Image(image_path("public"), Text("na.report.map")),
                Code(text_map(w, ctx.t("na.report.map_legend"))), map_table(w)]
    return list(ctx.memo("nuevo-amanecer/map-section", build))


def _summary(ctx) -> list:
    return list(ctx.memo("nuevo-amanecer/summary", lambda: state_summary(ctx.model)))


def _sheet(ctx, fid: str) -> list:
    """A god's sheet: in its private report and in the GM's, built once."""
    return list(ctx.memo(f"nuevo-amanecer/sheet/{fid}", lambda: sheet(ctx.model, fid)))


def public(ctx) -> list:
    w: Model = ctx.model
    blocks: list = [Heading(Text("na.report.events"), 2)]
    blocks += _event_blocks(w, [e for e in ctx.events_for(None) if e.order is None], ctx.lang)
    blocks += [Heading(Text("na.report.gods"), 2)] + _summary(ctx)
    blocks += _map_section(ctx)
    return blocks


def _use(w: Model, fid: str, use: str | None):
    """Where an advance is applied ("army:<id>", "city:<id>", "settlement:<hex>"), named."""
    if not use:
        return ""
    kind, _, target = use.partition(":")
    unit = {"army": w.armies(fid), "city": w.cities(fid)}.get(kind, {}).get(target)
    return Text(f"na.use.{kind}", {"target": unit.get("name", target) if unit else target})


def sheet(w: Model, fid: str) -> list:
    f = w.faction(fid)
    ch = f["characteristics"]
    blocks: list = [Heading(Text("na.report.sheet", {"name": f.get("name", fid), "race": f.get("race", "")}), 2)]
    blocks.append(Paragraph(Text("na.report.treasury", {"resources": int(f.get("resources", 0)), "debt": int(f.get("debt", 0)),
                                                         "happiness": int(f.get("happiness", 0)), "tech": w.tech_count(fid),
                                                         "bonus": w.tech_bonus(fid)})))
    blocks.append(Table(tuple(ch.keys()), (tuple(ch.values()),)))
    adapt = w.adaptation(fid)
    blocks.append(Paragraph(Text("na.report.terrains", {"detail": [
        Text("na.report.terrain_mode", {"terrain": Text(f"na.terrain_name.{t}"), "mode": Text(f"na.adapt.{m}")})
        for t, m in sorted(adapt.items())]})))
    rows = []
    for aid, a in sorted(w.advances(fid, include_lost=True).items()):
        use = _use(w, fid, w.advance_use(fid, aid))
        rows.append((Text(f"na.kind.{a['kind']}"), a.get("name", aid), aid, use, "X" if a.get("lost") else ""))
    blocks.append(Heading(Text("na.report.advances"), 3))
    blocks.append(Table((Text("na.report.col_kind"), Text("na.report.col_name"), "id", Text("na.report.col_use"), Text("na.report.col_lost")), tuple(rows)))
    units = []
    for kind, coll in (("army", w.armies(fid)), ("city", w.cities(fid))):
        for uid, u in sorted(coll.items()):
            units.append((Text(f"na.unit.{kind}"), u.get("name", uid), uid, u["hex"], w.level(u),
                          f"{w.unit_life(fid, kind, u) - int(u.get('damage', 0))}/{w.unit_life(fid, kind, u)}"))
    blocks.append(Heading(Text("na.report.units"), 3))
    blocks.append(Table((Text("na.report.col_kind"), Text("na.report.col_name"), "id", Text("na.report.col_hex"),
                         Text("na.report.col_level"), Text("na.report.col_life")), tuple(units)))
    advances = w.advances(fid, include_lost=True)
    blocks.append(Paragraph(Text("na.report.settlements", {"list": [
        Text("na.report.settlement_entry", {"hex": h, "advance": advances.get(st["advance"], {}).get("name", st["advance"])})
        for h, st in sorted(f.get("settlements", {}).items())] or "-"})))
    blocks.append(Paragraph(Text("na.report.relations", {key: [w.god_name(x) for x in f.get(key, [])] or "-"
                                                          for key in ("alliances", "trade", "wars")})))
    return blocks


def private(ctx, fid: str) -> list:
    w: Model = ctx.model
    if fid not in w.factions:
        return []
    blocks = _sheet(ctx, fid)
    mine = [e for e in ctx.private_events(fid) if e.order is None]
    if mine:
        blocks += [Heading(Text("na.report.private_events"), 2)] + _event_blocks(w, mine, ctx.lang)
    return blocks


def gm(ctx) -> list:
    w: Model = ctx.model
    blocks: list = [Heading(Text("na.report.events"), 2)] + _event_blocks(w, [e for e in ctx.events if e.order is None], ctx.lang)
    blocks += [Heading(Text("na.report.gods"), 2)] + _summary(ctx)
    for fid in sorted(w.factions):
        blocks += _sheet(ctx, fid)
    blocks += _map_section(ctx)
    return blocks


def orders_help(lang: str) -> str:
    """The orders template's header: every order type and its keys, from the catalog."""
    from gm.reports.i18n import say

    return say(lang, "na.orders_help.text", "gm.rulesets.nuevo_amanecer") + "\n"
