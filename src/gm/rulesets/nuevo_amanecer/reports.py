"""Report blocks: they read the events and the model, and decide nothing."""

from __future__ import annotations

from gm.maps import image_path
from gm.reports.blocks import Image, Code, Heading, Items, Paragraph, RollLine, Table, Text
from gm.rulesets.nuevo_amanecer import hexgrid
from gm.rulesets.nuevo_amanecer.model import NEUTRAL, World

TERRAIN_MARK = {"montañas": "M", "desiertos": "D", "praderas": "P", "bosques": "B", "pantanos": "S", "mares": "~"}
FEATURE_MARK = {"city": "C", "settlement": "a", "ruins": "r", "": "."}


def _event_blocks(events) -> list:
    blocks: list = []
    for e in events:
        if e.kind == "na.battle.fought":
            blocks.append(Heading(Text("na.report.battle_heading", {"hex": e.params["hex"]}), 3))
            blocks.append(Items(tuple(RollLine(r) for r in e.rolls)))
            rows = []
            for side in e.params["sides"]:
                rows.append(Text("na.report.battle_side", {
                    "factions": " + ".join(side["factions"]) or "neutral", "units": ", ".join(side["labels"]),
                    "dice": " + ".join(f"{p[1]}→{p[2]}" for p in side["parts"]), "tech": side["tech"],
                    "total": side["total"], "damage": side["damage"]}))
            blocks.append(Items(tuple(rows)))
            continue
        blocks.append(Paragraph(Text(e.kind, e.params)))
        if e.rolls:
            blocks.append(Items(tuple(RollLine(r) for r in e.rolls)))
    return blocks


def text_map(w: World) -> str:
    """A grid: per hex its name, terrain letter, feature letter, owner's first 3 letters."""
    cols = int(w.game["world"].get("columns", 0))
    rows = int(w.game["world"].get("rows", 0))
    lines = []
    for r in range(1, rows + 1):
        cells = []
        for c in range(cols):
            name = hexgrid.format_hex(c, r)
            h = w.hexes.get(name)
            if h is None:
                cells.append(" " * 11)
                continue
            armies = "*" if w.armies_at(name) else " "
            owner = (h.get("owner") or "")[:3]
            cells.append(f"{name:<3}{TERRAIN_MARK.get(h['terrain'], '?')}{FEATURE_MARK[w.feature(name)]}{armies}{owner:<3} ")
        lines.append("|".join(cells).rstrip())
    legend = "M montañas D desiertos P praderas B bosques S pantanos ~ mares | C ciudad a asentamiento r ruinas | * ejércitos"
    return "\n".join(lines + ["", legend])


def map_table(w: World) -> Table:
    rows = []
    for name in sorted(w.hexes, key=hexgrid.sort_key):
        h = w.hexes[name]
        armies = ", ".join(f"{a.get('name', aid)} ({fid or 'neutral'}, {w.level(a)})" for fid, aid, a in w.armies_at(name))
        feature = w.feature(name)
        if not (h.get("owner") or feature or armies):
            continue
        rows.append((name, h["terrain"], h.get("owner", ""), Text(f"na.feature.{feature or 'none'}"), armies))
    return Table((Text("na.report.col_hex"), Text("na.report.col_terrain"), Text("na.report.col_owner"),
                  Text("na.report.col_feature"), Text("na.report.col_armies")), tuple(rows))


def state_summary(w: World) -> list:
    rows = []
    for fid in sorted(w.factions):
        f = w.faction(fid)
        rows.append((f.get("name", fid), f.get("race", ""), int(f.get("resources", 0)), int(f.get("happiness", 0)),
                     len(w.owned_hexes(fid)), Text("na.report.alive" if f.get("alive", True) else "na.report.dead")))
    return [Table((Text("na.report.col_god"), Text("na.report.col_race"), Text("na.report.col_resources"),
                   Text("na.report.col_happiness"), Text("na.report.col_regions"), Text("na.report.col_status")), tuple(rows))]


def public(ctx) -> list:
    w: World = ctx.model
    blocks: list = [Heading(Text("na.report.events"), 2)]
    blocks += _event_blocks([e for e in ctx.events_for(None) if e.order is None])
    blocks += [Heading(Text("na.report.gods"), 2)] + state_summary(w)
    blocks += [Heading(Text("na.report.map"), 2), Image(image_path("public"), Text("na.report.map")), Code(text_map(w)), map_table(w)]
    return blocks


def sheet(w: World, fid: str) -> list:
    f = w.faction(fid)
    ch = f["characteristics"]
    blocks: list = [Heading(Text("na.report.sheet", {"name": f.get("name", fid), "race": f.get("race", "")}), 2)]
    blocks.append(Paragraph(Text("na.report.treasury", {"resources": int(f.get("resources", 0)), "debt": int(f.get("debt", 0)),
                                                         "happiness": int(f.get("happiness", 0)), "tech": w.tech_count(fid),
                                                         "bonus": w.tech_bonus(fid)})))
    blocks.append(Table(tuple(ch.keys()), (tuple(ch.values()),)))
    adapt = w.adaptation(fid)
    blocks.append(Paragraph(Text("na.report.terrains", {"detail": ", ".join(f"{t}: {m}" for t, m in sorted(adapt.items()))})))
    rows = []
    for aid, a in sorted(w.advances(fid, include_lost=True).items()):
        use = w.advance_use(fid, aid) or ""
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
    blocks.append(Paragraph(Text("na.report.settlements", {"list": ", ".join(f"{h} ({s['advance']})" for h, s in sorted(f.get("settlements", {}).items())) or "-"})))
    blocks.append(Paragraph(Text("na.report.relations", {"alliances": ", ".join(f.get("alliances", [])) or "-",
                                                          "trade": ", ".join(f.get("trade", [])) or "-",
                                                          "wars": ", ".join(f.get("wars", [])) or "-"})))
    return blocks


def private(ctx, fid: str) -> list:
    w: World = ctx.model
    if fid not in w.factions:
        return []
    blocks = sheet(w, fid)
    mine = [e for e in ctx.events_for(fid) if not e.audience.is_public and e.order is None]
    if mine:
        blocks += [Heading(Text("na.report.private_events"), 2)] + _event_blocks(mine)
    return blocks


def gm(ctx) -> list:
    w: World = ctx.model
    blocks: list = [Heading(Text("na.report.events"), 2)] + _event_blocks([e for e in ctx.events if e.order is None])
    blocks += [Heading(Text("na.report.gods"), 2)] + state_summary(w)
    for fid in sorted(w.factions):
        blocks += sheet(w, fid)
    blocks += [Heading(Text("na.report.map"), 2), Image(image_path("public"), Text("na.report.map")), Code(text_map(w)), map_table(w)]
    return blocks


def orders_help(lang: str) -> str:
    if lang == "en":
        return ("Order types (one table per order under [[factions.<id>.orders]]):\n"
                "research kind=tech|economic|architectural|military advance=ID name=.. supported_by=TECH apply_to=ARMY|CITY|HEX\n"
                "apply advance=ID to=ARMY|CITY|HEX (city=ID name=.. for a new city) | create_army army=ID name=.. city=ID advances=[..]\n"
                "move army=ID to=HEX | trade/alliance/break_trade/break_alliance/peace with=GOD | declare_war on=GOD\n"
                "miracle kind=militar|natural|tecnologico|economico|social army=ID hex=HEX terrain=.. | calamity kind=.. target=GOD hex=HEX\n")
    return ("Tipos de orden (una tabla por orden bajo [[factions.<id>.orders]]):\n"
            "research kind=tech|economic|architectural|military advance=ID name=.. supported_by=TECNOLOGÍA apply_to=EJÉRCITO|CIUDAD|HEX\n"
            "apply advance=ID to=EJÉRCITO|CIUDAD|HEX (city=ID name=.. para una ciudad nueva) | create_army army=ID name=.. city=ID advances=[..]\n"
            "move army=ID to=HEX | trade/alliance/break_trade/break_alliance/peace with=DIOS | declare_war on=DIOS\n"
            "miracle kind=militar|natural|tecnologico|economico|social army=ID hex=HEX terrain=.. | calamity kind=.. target=DIOS hex=HEX\n")


_ = NEUTRAL
