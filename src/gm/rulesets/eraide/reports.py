"""Reports: blocks only. They read the events and the battle after the round; no rules here.

Public: the chronicle in initiative order with every roll, and the board (hidden
characters left out). Private: the same chronicle plus what only that player may know,
the board with its own hidden characters, its sheets, ether and destiny. GM: everything.
"""
from __future__ import annotations

from dataclasses import dataclass

from gm.maps import image_path
from gm.text.blocks import Image, Code, Heading, Items, Paragraph, RollLine, Table, Text

from gm.geometry.letters import column_letters
from gm.geometry.squaregrid import label as square_label, parse as parse_square
from . import objective, traps
from .model import Model
from .turn import gender_of, joined

def _token(ch: dict, cid: str) -> str:
    tok = str(ch.get("token") or ch.get("name", cid)[:1] or "?").upper()
    return tok if ch.get("status") == "active" else tok.lower()


def column_header(width: int) -> list[str]:
    """The column letters over the text board, one character per column: one line up
    to Z, two lines beyond (AA is 'A' over 'A', CV is 'C' over 'V')."""
    labels = [column_letters(x) for x in range(width)]
    depth = max(len(x) for x in labels) if labels else 1
    return ["    " + " ".join(x.rjust(depth)[i] for x in labels).rstrip() for i in range(depth)]


def _ground(b: Model) -> list[str]:
    """Each square's character without pieces: its symbol, or its level digit on raised floor."""
    levels = b.board.levels or []
    out = []
    for y, row in enumerate(b.board.terrain):
        lv = levels[y] if y < len(levels) else ""
        out.append("".join(lv[x] if sym == "." and x < len(lv) and lv[x] in "123456789" else sym
                           for x, sym in enumerate(row)))
    return out


def draw_board(b: Model, viewer: str | None, gm: bool = False) -> str:
    """Text grid: terrain symbols, level digits on raised floor, character tokens."""
    rows = [list(r) for r in _ground(b)]
    for _fid, cid, ch in b.characters():
        if ch.get("status") == "reserve" or not ch.get("square"):
            continue
        if not gm and not b.visible_to(cid, viewer):
            continue
        sq = parse_square(ch["square"])
        rows[sq.y][sq.x] = _token(ch, cid)
    lines = column_header(b.board.width)
    for y, cells in enumerate(rows):
        lines.append(f"{y + 1:>3} " + " ".join(cells))
    return "\n".join(lines)


def _states(t, ch: dict) -> str:
    """The character's states by their names in the report's language (`t` is ctx.t)."""
    return ", ".join(t(f"eraide.why.state_{s}") for s in sorted(ch.get("states") or {})) or "-"


def pieces_table(b: Model, t, viewer: str | None, gm: bool = False) -> Table:
    rows = []
    for fid, cid, ch in b.characters():
        if ch.get("status") == "reserve" or not ch.get("square"):
            continue
        if not gm and not b.visible_to(cid, viewer):
            continue
        sq = parse_square(ch["square"])
        lvl = b.board.level(sq)
        where = square_label(sq) + (f" (+{lvl})" if lvl else "")
        states = status_words(t, ch)
        rows.append((_token(ch, cid), str(ch.get("name", cid)), str(b.factions[fid].get("name", fid)), where,
                     f"{ch.get('pot_now', 0)}/{ch.get('pot', 0)}", states))
    headers = tuple(Text(f"eraide.report.col_{k}") for k in ("token", "name", "player", "square", "pot", "states"))
    return Table(headers, tuple(rows))


def narrate(events) -> list:
    blocks: list = []
    heading, waiting = None, None
    for e in events:
        if e.order is not None:
            continue
        if e.kind == "eraide.ev.turn_of":
            # a hidden character's heading is private, then public when it is revealed:
            # its own player reads it once
            if heading != e.params["id"]:
                waiting = Heading(Text(e.kind, e.params), 3)
            heading = e.params["id"]
            continue
        if waiting is not None:  # written with the turn's first line: a turn with nothing told has none
            blocks.append(waiting)
            waiting = None
        blocks.append(Paragraph(Text(e.kind, e.params)))
        if e.rolls:
            blocks.append(Items(tuple(roll_line(r, e.params.get("rule_totals") or {}) for r in e.rolls)))
    return blocks


@dataclass(frozen=True)
class RuleTotal:
    """A roll's line when the rule counts the die differently from its sum: the die and its
    modifier, then the total the rule uses ("1d20 (1) + 5 → 0")."""
    detail: str


def roll_line(r, rule_totals: dict) -> RollLine:
    """A roll and, when the rule counts it differently (a natural 1 counts as 0), that total."""
    if r.key not in rule_totals:
        return RollLine(r)
    total = rule_totals[r.key]
    shown = RuleTotal(f"{r.detail.rsplit(' = ', 1)[0]} → {total}")   # the sum the dice service made is not the rule's
    return RollLine(shown, Text("eraide.report.roll_natural", {"why": r.why, "total": total}))


def _board_blocks(ctx, viewer: str | None, gm: bool = False) -> list:
    b: Model = ctx.model
    title = Text("eraide.report.board_start") if b.prologue else Text("eraide.report.board", {"turn": b.round})
    name = "gm" if gm else (viewer or "public")
    picture = Image(image_path(name, private=viewer is not None and not gm), title)
    return [Heading(title, 2), picture, Code(draw_board(b, viewer, gm)), Paragraph(Text("eraide.report.legend")),
            pieces_table(b, ctx.t, viewer, gm)] + _object_and_traps(b, viewer, ctx.t, gm)


def _object_and_traps(b: Model, viewer: str | None, t, gm: bool) -> list:
    """Where the objective's object is (public) and the traps this reader knows."""
    out = []
    where = objective.object_square(b)
    if where is not None:
        who = objective.carrier(b)
        if who:
            out.append(Paragraph(Text("eraide.report.object_carried",
                                      {"name": str(b.char(who).get("name", who)), "square": square_label(where)})))
        else:
            out.append(Paragraph(Text("eraide.report.object_here", {"square": square_label(where)})))
    known = traps.known_list(b, viewer, t, gm)
    if known:
        out.append(Paragraph(Text("eraide.report.traps_known", {"traps": known})))
    return out


def _finished(ctx) -> list:
    battle = ctx.model.game.get("battle") or {}
    if not battle.get("finished"):
        return []
    winner = battle.get("winner") or ""
    names = [str(f.get("name", fid)) for fid, f in sorted(ctx.model.factions.items())
             if str(f.get("team") or fid) == winner]
    return [Paragraph(Text("eraide.report.finished", {"winner": joined(ctx.t, names), "players": len(names),
                                                      "draw": "no" if names else "yes"}))]


def public_report(ctx) -> list:
    blocks: list = [Heading(Text("eraide.report.chronicle", {"turn": ctx.model.round}), 2)]
    blocks += narrate(ctx.events_for(None))
    return blocks + _finished(ctx) + _board_blocks(ctx, None)


def _label(t, group: str, value, gender: str = "other") -> str:
    """A closed-enum value (profession, kind, skill, action, effect) in the turn's language;
    a profession agrees with the character's `genero` when its sheet gives one."""
    return t(f"eraide.label.{group}_{value}", name_gender=gender) if value else "-"


def status_words(t, ch: dict):
    """What the board's Estados column says of a character: its states while it stands,
    else "fuera de combate" or "ha muerto" (the sheet says the same as the board)."""
    status = ch.get("status")
    if status in ("down", "dead"):
        return Text(f"eraide.report.{status}")
    return _states(t, ch)


def _talents(t, ch: dict) -> tuple:
    """A line per talent ("Talento «Agotar»: acción parcial, 2 ETH, maleficio"); one "none"."""
    talents = sorted((ch.get("talents") or {}).items())
    return tuple(Text("eraide.report.talent_line", {
        "name": str(tal.get("name", tid)), "action": _label(t, "action", tal.get("action")),
        "ether": int(tal.get("ether", 0)), "effect": _label(t, "effect", tal.get("effect"))})
        for tid, tal in talents) or (Text("eraide.report.no_talents"),)


def sheet_blocks(cid: str, ch: dict, t) -> list:
    """One character's sheet: a heading with its name and what it is, then a short list (where
    it stands and how it is; its numbers; its skills; its talents), one thing per line.
    `t` is ctx.t: labels in the turn's language."""
    skills = ", ".join(f"{_label(t, 'skill', k)} {v}" for k, v in sorted((ch.get("skills") or {}).items()) if v)
    reserve = ch.get("status") == "reserve"
    states = status_words(t, ch)
    title = Text("eraide.report.sheet_title", {
        "name": str(ch.get("name", cid)), "profession": _label(t, "profession", ch.get("profession"), gender_of(ch)),
        "kind": _label(t, "kind", ch.get("kind")), "level": ch.get("level")})
    now = Text("eraide.report.sheet_now", {
        "square": ch.get("square") or "-", "reserve": "yes" if reserve else "no",
        "pot": f"{ch.get('pot_now', 0)}/{ch.get('pot', 0)}", "eth": f"{ch.get('eth_now', 0)}/{ch.get('eth', 0)}",
        "states": Text("eraide.report.no_states") if states == "-" else states})
    numbers = Text("eraide.report.sheet_numbers", {
        "agi": ch.get("agi"), "attack": f"{ch.get('attack')}{ch.get('attack_letter')}", "range": ch.get("range"),
        "damage": f"{ch.get('damage')}{ch.get('damage_letter')}",
        "defence": f"{ch.get('defence')}{ch.get('defence_letter')}", "destiny": ch.get("destiny")})
    return [Heading(title, 3), Items((now, numbers, Text("eraide.report.sheet_skills", {"skills": skills}) if skills
                                      else Text("eraide.report.no_skills"))
                                     + _talents(t, ch))]


def _sheets(ctx, fid: str, mine: str = "yes") -> list:
    b: Model = ctx.model
    f = b.factions[fid]
    words = {"name": str(f.get("name", fid)), "mine": mine}  # the GM reads every side's, headed by its name
    blocks: list = [Heading(Text("eraide.report.sheets", words), 2)]
    for cid, ch in b.characters_of(fid):
        blocks += sheet_blocks(cid, ch, ctx.t)
    blocks.append(Paragraph(Text("eraide.report.destiny", {**words, "destiny": int(f.get("destiny", 0))})))
    hidden = [f"{ch.get('name', cid)} ({ch.get('square')})" for cid, ch in b.characters_of(fid)
              if "acechando" in (ch.get("states") or {})]
    if hidden:
        blocks.append(Paragraph(Text("eraide.report.hidden_here", {"names": joined(ctx.t, hidden)})))
    return blocks


def private_report(ctx, fid: str) -> list:
    blocks: list = [Heading(Text("eraide.report.chronicle", {"turn": ctx.model.round}), 2)]
    blocks += narrate(ctx.events_for(fid))
    return blocks + _finished(ctx) + _board_blocks(ctx, fid) + _sheets(ctx, fid)


def gm_report(ctx) -> list:
    blocks: list = [Heading(Text("eraide.report.chronicle", {"turn": ctx.model.round}), 2)]
    blocks += narrate(ctx.events)
    blocks += _finished(ctx) + _board_blocks(ctx, None, gm=True)
    for fid in sorted(ctx.model.factions):
        blocks += _sheets(ctx, fid, mine="no")
    return blocks
