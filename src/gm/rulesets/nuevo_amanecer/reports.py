"""Report blocks: they read the events and the model, and decide nothing."""

from __future__ import annotations

from gm.geometry import hexgrid
from gm.maps import image_path
from gm.text.blocks import Code, Heading, Image, Items, Paragraph, RollLine, Table, Text
from gm.rulesets.nuevo_amanecer.model import NEUTRAL, Model

TERRAIN_MARK = {"montañas": "M", "desiertos": "D", "praderas": "P", "bosques": "B", "pantanos": "S", "mares": "~"}
FEATURE_MARK = {"city": "C", "settlement": "a", "ruins": "r", "": "."}


# params that hold a god's id: reports show its name (Sigmar, not sigmar)
GOD_KEYS = ("faction", "a", "b", "victim", "looter", "other", "owner", "new_faction", "target", "sender")
# params that hold a fixed word of the rules: reports show the catalog word of the language
WORD_KEYS = {"treaty": "na.treaty_kind", "colony": "na.colony_kind", "reason": "na.colony_reason",
             "what": "na.miracle_kind", "terrain": "na.terrain_one", "from": "na.terrain_one", "to": "na.terrain_one"}
# events whose `what` is a calamity (the adjective agrees with "calamidad")
CALAMITY_EVENTS = ("na.calamity.cast", "na.calamity.drawn", "na.calamity.struck", "na.calamity.sent")
# events of a neutral army (faction ""), told with a sentence of their own: it has no god
NEUTRAL_EVENTS = ("na.unit.damaged", "na.army.destroyed", "na.unit.healed")


def god(w: Model, fid: str):
    """A god's name for a report; neutral armies have no god."""
    return w.god_name(fid) if fid else Text("na.report.neutral")


def neutral_name(w: Model, origin: str) -> Text:
    """A neutral army is named by where it came from: "ejército rebelde de Sigmar"."""
    kind, _, fid = str(origin or "").partition(":")
    return Text(f"na.origin.{kind if kind in ('calamity', 'revolt') else 'calamity'}", {"god": w.god_name(fid)})


def signed(n: int) -> str:
    """+2, −1 (a true minus sign), 0."""
    return f"{n:+d}".replace("-", "\u2212") if n else "0"


def factor(pct: int, lang: str) -> str:
    """A percent as the multiplier the rules say: 150 -> 1,5 (es) or 1.5 (en)."""
    from gm.text.i18n import decimal

    return decimal(pct / 100, "g", lang)


def rounded(amount: int, pct: int, value: int, lang: str) -> "Text | str":
    """A multiplied die as the rules round it: "0,75, redondeado a 0", not "1 × 0,75 = 0"."""
    from gm.text.i18n import decimal

    if amount * pct % 100 == 0:
        return str(value)
    return Text("na.report.rounded", {"exact": decimal(amount * pct / 100, "g", lang), "value": value})


def _part(key: str, params: dict, shown: bool) -> "Text | str":
    """An optional piece of a sentence: the message when `shown`, else nothing."""
    return Text(key, params) if shown else ""


def _words(w: Model, e, p: dict) -> None:
    """Gods' names, the rules' words, yes/no as tokens the messages select on."""
    fid = e.params.get("faction")
    if isinstance(p.get("name"), str) and isinstance(fid, str) and fid in w.factions:
        p["own"] = "yes" if w.names_its_god(p["name"], fid) else "no"  # "Cazadores de Khaine", not "… (Khaine)"
    for k in GOD_KEYS:
        if isinstance(p.get(k), str) and (p[k] in w.factions or p[k] == ""):
            p[k] = god(w, p[k])
    for k, v in list(p.items()):
        if isinstance(v, bool):
            p[k] = "yes" if v else "no"
    for k, prefix in WORD_KEYS.items():
        if isinstance(p.get(k), str) and p[k] and not (k in ("from", "to") and e.kind.startswith("na.move")):
            if k == "what" and e.kind in CALAMITY_EVENTS:
                prefix = "na.calamity_kind"
            p[f"{k}_id"] = p[k]  # the raw word, for messages that select on it
            p[k] = Text(f"{prefix}.{p[k]}")
    if "source" in p:
        p["source_id"] = p["source"]
        p["source"] = Text("na.source.god", {"god": god(w, p["source"])}) if p["source"] in w.factions else Text(f"na.source.{p['source']}")
    if isinstance(p.get("origin"), str) and p["origin"]:
        p["name"] = neutral_name(w, p["origin"])
    if isinstance(p.get("advance"), str) and isinstance(e.params.get("faction"), str) and e.params["faction"] in w.factions:
        p["advance"] = str(w.advances(e.params["faction"], include_lost=True).get(p["advance"], {}).get("name", p["advance"]))


def _happiness(p: dict, lang: str) -> None:
    mods = [Text(f"na.happiness_mod.{k}", {"count": n, "points": signed(pts)}) for k, n, pts in p.get("modifiers", [])]
    p["detail"] = mods or Text("na.happiness.no_modifiers")
    net = int(p["net"])
    p["orden_rule"] = Text("na.happiness.orden_fall" if net < 0 else "na.happiness.orden_rise",
                           {"orden": p["orden"], "factor": factor(int(p.get("pct", 100)), lang)})
    p["change"] = _happiness_change(int(p["old"]), int(p["new"]), int(p["adjusted"]))
    p["zero"] = "yes" if net == 0 else "no"  # a sum of 0 is no «subida» to multiply
    p["net"], p["adjusted"] = signed(net), signed(int(p["adjusted"]))


def _happiness_change(old: int, new: int, adjusted: int) -> Text:
    """"de 77 a 80", "sigue en 77", or stopped at a limit ("sigue en 100, el máximo"), not "de 100 a 100"."""
    values = {"old": old, "new": new, "moved": "yes" if new != old else "no"}
    if old + adjusted != new:
        return Text("na.happiness.at_max" if old + adjusted > new else "na.happiness.at_min", values)
    return Text("na.happiness.moved" if new != old else "na.happiness.same", values)


def _income(p: dict, lang: str) -> None:
    """The income sentence's pieces: the roll with its multiplier, each bonus, what is kept."""
    if p["first"] == "yes":
        p["formula"] = Text("na.income.first", {"base": p["base"]})
    else:
        p["formula"] = Text("na.income.roll", {"die": p.get("die", "1d20"), "roll": p["roll"], "per": p["per"], "settlements": p["settlements"],
                                               "factor": factor(int(p["pct"]), lang),
                                               "base": rounded(int(p["roll"]) + int(p["per"]), int(p["pct"]), p["base"], lang)})
    p["tech_part"] = _part("na.income.tech", {"tech": p["tech"]}, p["tech"] > 0)
    pct = int(p["pct"])
    dice = [Text("na.income.trade_die", {"roll": r, "factor": factor(pct, lang), "value": rounded(r, pct, r * pct // 100, lang)})
            for r in p.get("trade_dice", ())]
    p["trade_part"] = _part("na.income.trade", {"trade": p["trade"], "dice": dice or ""}, p["trade"] > 0)
    p["early_part"] = _part("na.income.early", {"early": p["early"]}, p["early"] > 0)
    p["total_part"] = _part("na.income.total", {"gross": p["gross"]}, p["tech"] > 0 or p["trade"] > 0 or p["early"] > 0)
    p["halved_part"] = _part("na.income.halved", {"income": p["income"]}, p["halved"] == "yes")
    p["blessed_part"] = _part("na.income.blessed", {"income": p["income"]}, p["blessed"] == "yes")
    p["loot_part"] = _part("na.income.loot", {"loot": p["loot"]}, p["loot"] > 0)
    p["debt_part"] = _part("na.income.debt_paid", {"debt_paid": p["debt_paid"]}, p["debt_paid"] > 0)
    p["wasted_part"] = _part("na.income.wasted", {"wasted": p["wasted"], "cap": p["cap"]}, p["wasted"] > 0)
    p["capped"] = "yes" if p["wasted"] > 0 else "no"  # the nested part's leading space would be trimmed
    p["owing_part"] = _part("na.income.owing", {"debt": p["debt"]}, p["debt"] > 0)


def _score(p: dict) -> None:
    p["detail"] = [Text(f"na.achievement.{k}") for k in p.get("achievements", [])] or Text("na.achievement.none")


def _tie(p: dict) -> None:
    p["tie"] = Text(f"na.tie_kind.{p['tie']}", {"hex": p["hex"]})


def _civil_war(p: dict) -> None:
    p["count"] = len(p.get("hexes", []))


def _struck(p: dict) -> None:
    where = "na.calamity.where_only" if p.get("only") == "yes" else "na.calamity.where"  # its only region: no die was rolled
    p["where"] = _part(where, {"hex": p.get("hex", "")}, bool(p.get("hex")))


def _struck_private(p: dict) -> None:
    p["where"] = _part("na.calamity.where", {"hex": p.get("hex", "")}, bool(p.get("hex")))  # "su única región" is the public's


def _tech_lost(p: dict) -> None:
    p["only_part"] = _part("na.tech.lost_only", {}, p.get("only") == "yes")


def _social(p: dict) -> None:
    p["points"] = signed(int(p["amount"]))


def _healed(p: dict) -> None:
    p["healed"] = -int(p["amount"])  # the event carries the damage change (negative)


# events whose sentence needs more than names and words
SHAPERS = {"na.happiness.changed": _happiness, "na.income.collected": _income}
PLAIN_SHAPERS = {"na.score.final": _score, "na.tie.drawn": _tie, "na.civil_war.split": _civil_war, "na.social.effect": _social, "na.calamity.struck": _struck,
                 "na.calamity.sent": _struck_private,
                 "na.unit.healed": _healed, "na.tech.lost": _tech_lost}


def event_text(w: Model, e, lang: str) -> Text:
    """The event's catalog sentence with names and words of the language, from its params."""
    p = dict(e.params)
    _words(w, e, p)
    if e.kind in SHAPERS:
        SHAPERS[e.kind](p, lang)
    elif e.kind in PLAIN_SHAPERS:
        PLAIN_SHAPERS[e.kind](p)
    key = e.kind + "_neutral" if e.kind in NEUTRAL_EVENTS and e.params.get("faction") == "" else e.kind
    return Text(key, p)


def _battle_blocks(w: Model, e, lang: str) -> list:
    """A battle: its heading, every die, then each side's dice with belicosidad, tech bonus,
    total and damage taken."""
    border = e.params.get("border") or []
    heading = (Text("na.report.border_battle_heading", {"a": border[0], "b": border[1]}) if len(border) == 2
               else Text("na.report.battle_heading", {"hex": e.params["hex"]}))
    rows = [_battle_side(w, side, lang) for side in e.params["sides"]]
    return [Heading(heading, 3), Items(tuple(RollLine(r) for r in e.rolls)), Items(tuple(rows))]


def _battle_side(w: Model, side: dict, lang: str) -> Text:
    names = {}
    for key, label, origin in zip(side["units"], side["labels"], side.get("origins", [""] * len(side["units"]))):
        names[key] = neutral_name(w, origin) if origin else label
    groups = []
    for keys, faces, pct, value in side["parts"]:
        shown = " + ".join(str(x) for x in faces)
        groups.append(Text("na.report.dice_group", {"units": [names.get(k, k) for k in keys],
                                                     "faces": f"({shown})" if len(faces) > 1 else shown,
                                                     "factor": factor(int(pct), lang), "value": rounded(sum(faces), int(pct), value, lang)}))
    gods = [god(w, f) for f in side["factions"] if f] or Text("na.report.neutral_side")
    return Text("na.report.battle_side", {"factions": gods, "dice": groups, "tech": side["tech"],
                                          "total": side["total"], "damage": side["damage"], "units": len(side["units"]),
                                          "spare": side["damage"] - int(side.get("lost", side["damage"])), "lost": int(side.get("lost", side["damage"]))})


# a private event told in "Solo para ti" speaks to its reader ("Tenías 32 recursos…"); the
# GM report keeps the third person
YOU_VOICE = {"na.upkeep.paid": "na.upkeep.paid_you", "na.colony.failed": "na.colony.failed_you"}


def _event_blocks(w: Model, events, lang: str, voice: dict | None = None) -> list:
    blocks: list = []
    for e in events:
        if e.kind == "na.battle.fought":
            blocks += _battle_blocks(w, e, lang)
            continue
        told = event_text(w, e, lang)
        if voice and e.kind in voice:
            told = Text(voice[e.kind], told.params)
        blocks.append(Paragraph(told))
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
        armies = [Text("na.report.army_entry", {"name": neutral_name(w, a.get("origin", "")) if fid == NEUTRAL else a.get("name", aid),
                                                "god": god(w, fid), "level": w.level(a)})
                  for fid, aid, a in w.armies_at(name)]
        feature = w.feature(name)
        if not (h.get("owner") or feature or armies):
            continue
        rows.append((name, Text(f"na.terrain_one.{h['terrain']}"), w.god_name(h.get("owner", "")),
                     Text(f"na.feature.{feature}") if feature else "", Text("na.report.list", {"items": armies})))
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


def _use(w: Model, fid: str, adv_id: str):
    """Where an advance is applied, named ("ejército Exploradores", "asentamiento en B3")."""
    place = w.advance_place(fid, adv_id)
    return Text(f"na.use_cell.{place[0]}", {"target": place[1]}) if place else ""


def _terrains(w: Model, fid: str) -> Text:
    """The race's terrains grouped by how it moves there: normal, difficult, closed."""
    by_mode: dict[str, list] = {}
    for t, m in sorted(w.adaptation(fid).items()):
        by_mode.setdefault(m, []).append(Text(f"na.terrain_name.{t}"))
    return Text("na.report.terrains", {m: _none(by_mode.get(m, []), "masculine") for m in ("normal", "difficult", "closed")})


def _none(items: list, gender: str):
    """A list as prose ("bosques, montañas y pantanos"), or the word "none" that agrees with
    what is listed."""
    if len(items) > 1:
        return Text("na.list.and", {"first": items[:-1], "last": items[-1]})
    return items or Text(f"na.report.none_{gender}")


def sheet(w: Model, fid: str) -> list:
    f = w.faction(fid)
    ch = f["characteristics"]
    blocks: list = [Heading(Text("na.report.sheet", {"name": f.get("name", fid), "race": f.get("race", "")}), 2)]
    blocks.append(Paragraph(Text("na.report.treasury", {"resources": int(f.get("resources", 0)), "debt": int(f.get("debt", 0)),
                                                         "happiness": int(f.get("happiness", 0)), "tech": w.tech_count(fid),
                                                         "bonus": w.tech_bonus(fid)})))
    names = [k for k in w.settings["race"]["characteristics"] if k in ch]  # the rules' order, whatever the file's
    blocks.append(Table(tuple(Text(f"na.characteristic.{k}") for k in names), (tuple(ch[k] for k in names),)))
    blocks.append(Paragraph(_terrains(w, fid)))
    rows = []
    for aid, a in sorted(w.advances(fid, include_lost=True).items()):
        rows.append((Text(f"na.kind.{a['kind']}"), a.get("name", aid), _use(w, fid, aid), Text("na.report.lost_mark") if a.get("lost") else ""))
    # names alone: the players' orders name advances, armies and cities as they read them
    blocks.append(Heading(Text("na.report.advances"), 3))
    blocks.append(Table((Text("na.report.col_kind"), Text("na.report.col_name"), Text("na.report.col_use"),
                         Text("na.report.col_lost")), tuple(rows)))
    units = []
    for kind, coll in (("army", w.armies(fid)), ("city", w.cities(fid))):
        for uid, u in sorted(coll.items()):
            units.append((Text(f"na.unit.{kind}"), u.get("name", uid), u["hex"], w.level(u),
                          f"{w.unit_life(fid, kind, u) - int(u.get('damage', 0))}/{w.unit_life(fid, kind, u)}"))
    blocks.append(Heading(Text("na.report.units"), 3))
    blocks.append(Table((Text("na.report.col_kind"), Text("na.report.col_name"), Text("na.report.col_hex"),
                         Text("na.report.col_level"), Text("na.report.col_life")), tuple(units)))
    advances = w.advances(fid, include_lost=True)
    blocks.append(Paragraph(Text("na.report.settlements", {"list": _none([
        Text("na.report.settlement_entry", {"hex": h, "advance": advances.get(st["advance"], {}).get("name", st["advance"])})
        for h, st in sorted(f.get("settlements", {}).items())], "masculine")})))
    relations = {key: _none([w.god_name(x) for x in f.get(key, [])], gender)
                 for key, gender in (("alliances", "feminine"), ("trade", "masculine"), ("wars", "feminine"))}
    blocks.append(Paragraph(Text("na.report.relations", relations)))
    return blocks


def private(ctx, fid: str) -> list:
    w: Model = ctx.model
    if fid not in w.factions:
        return []
    blocks = _sheet(ctx, fid)
    mine = [e for e in ctx.private_events(fid) if e.order is None]
    if mine:
        blocks += [Heading(Text("na.report.private_events"), 2)] + _event_blocks(w, mine, ctx.lang, YOU_VOICE)
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
    from gm.text.i18n import say

    return say(lang, "na.orders_help.text", "gm.rulesets.nuevo_amanecer") + "\n"


# the outcome sentences that speak to the player ("Investigas …", "Tu raza …"): the GM
# report says them of the god (na.gm.<rest>, with $actor), the private report as they are
GM_VOICE = frozenset({
    "na.research.done", "na.order.war_declared", "na.miracle.cast", "na.calamity.cast",
    "na.treaty.break_announced", "na.reject.advance_exists", "na.reject.already_at_war",
    "na.reject.at_war", "na.reject.god_dead", "na.reject.limit_tech", "na.reject.no_army_for_colony",
    "na.reject.no_contact", "na.reject.too_far_to_trade", "na.reject.no_treaty", "na.reject.not_at_war",
    "na.reject.not_enough_resources", "na.reject.not_military", "na.reject.nothing_lost",
    "na.reject.terrain_closed", "na.reject.treaty_exists", "na.reject.unknown_army",
    "na.reject.unknown_city", "na.reject.unknown_support", "na.reject.self_declare_war",
    "na.reject.self_trade", "na.reject.self_alliance", "na.reject.self_break_trade",
    "na.reject.self_break_alliance", "na.reject.self_peace", "na.reject.self_calamity",
    "na.reject.self_target",
})


def gm_outcome(ctx, faction_id: str, key: str, params: dict) -> Text:
    if key not in GM_VOICE:
        return Text(key, params)
    faction = ctx.state.factions.get(faction_id) or {}
    return Text("na.gm." + key.removeprefix("na."), {**params, "actor": str(faction.get("name") or faction_id)})
