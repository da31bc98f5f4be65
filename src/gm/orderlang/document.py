"""A turn's text orders (DIR/orders/*.txt) -> the orders.toml document, every problem located."""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from pathlib import Path

from gm.errors import Msg, Problem
from gm.orderlang.parse import parse_line
from gm.orderlang.phrasebook import load
from gm.orderlang.text import Block, fold, split_blocks, without_stop
from gm.orderlang.values import Scope, names_of, norm
from gm.tomlio import read_regular

NOTE_WORDS = ("nota", "note", "notas", "notes")
STANDING_WORDS = ("siempre", "always")
MAX_LINE = 1000  # characters in one order line
MAX_LINES = 5000  # lines in one orders file: a forum post is a few dozen; more is a mistake (~1 ms a line)


@dataclass
class TextOrders:
    doc: dict
    problems: list[Problem] = field(default_factory=list)
    where: dict = field(default_factory=dict)  # (faction, index) -> (file, line, text)
    files: list[str] = field(default_factory=list)
    owner: dict = field(default_factory=dict)  # id(problem) -> the faction whose text it is in


def text_files(root: Path) -> list[Path]:
    """Every file in DIR/orders/ but hidden ones (an editor's, ours while writing): a post
    saved as KLINGON.TXT is read like klingon.txt, and any other file (`romulano`,
    `klingon.md`) is refused by read_text_orders, never left out silently."""
    folder = root / "orders"
    if not folder.is_dir():
        return []
    try:
        return sorted(p for p in folder.iterdir() if not p.name.startswith("."))
    except OSError:  # unreadable: the turn is read as if it had no text orders (orders.toml then)
        return []


def is_post(path: Path) -> bool:
    return path.suffix.lower() == ".txt"


def read_text_orders(root: Path, state, ruleset, only: str | None = None) -> TextOrders:
    """Every faction's orders from DIR/orders/*.txt (only: one faction's)."""
    lang = state.game.get("lang", "es") if state.game.get("lang") in ("es", "en") else "es"
    out = TextOrders({"turn": state.game.get("turn", 0), "factions": {}})
    try:
        book = load(ruleset.id)
    except FileNotFoundError:  # a ruleset without a phrasebook takes orders.toml only
        for path in text_files(root):
            rel = f"orders/{path.name}"
            out.files.append(rel)
            _add(out, None, Problem(rel, (), Msg("orderlang.no_phrasebook")))
        return out
    owners = _owners(state, ruleset)
    seen: dict[str, str] = {}  # faction -> the file of its post
    for path in text_files(root):
        rel = f"orders/{path.name}"
        out.files.append(rel)
        if not is_post(path):  # a post saved without .txt would otherwise vanish unseen
            _add(out, None, Problem(rel, (), Msg("orderlang.not_post", name=path.name, stem=path.stem or path.name)))
            continue
        own = owners.get(fold(path.stem))
        if own is not None and seen.setdefault(own, rel) != rel:  # KLINGON.TXT beside klingon.txt: orders given twice
            _add(out, own, Problem(rel, (), Msg("orderlang.second_post", other=seen[own])))
            continue
        data, problem = read_regular(path, rel, expected=Msg("problem.expect_orders_file"))  # a FIFO or /dev/zero is refused, not read
        if problem is not None:
            _add(out, own, Problem(rel, (), Msg("orderlang.unreadable", error=problem.message)))
            continue
        text, problem = decode_post(data, rel, lang)
        if problem is not None:
            _add(out, own, problem)
            continue
        for block in split_blocks(text, own is None, lambda name: owners.get(norm(name)), own):
            fid = own or _block_owner(block, owners, rel, lang, out)
            for number, column, name, key in block.strangers if fid is not None else ():
                _add(out, fid, Problem(rel, (), Msg(key, name=name), line=number, column=column))
            if fid is not None and (only is None or fid == only):
                _read_block(block, fid, rel, Scope(book, lang, state, fid), out, ruleset)
    return out


def decode_post(data: bytes, rel: str, lang: str) -> tuple[str, Problem | None]:
    """A post's text: UTF-8 (a BOM dropped), else Windows-1252 (Notepad's ANSI, what a
    forum paste from Windows often is); a byte neither can read is refused where it is.
    At most MAX_LINES lines: a post is read line by line, and a wall of text never ends."""
    text = _decoded(data)
    if text is None:
        return "", _bad_byte(data, rel, lang)
    if len(text.splitlines()) > MAX_LINES:
        return "", Problem(rel, (), Msg("orderlang.too_many_lines", most=MAX_LINES), line=MAX_LINES + 1, column=1)
    return text, None


def _decoded(data: bytes) -> str | None:
    for codec in ("utf-8-sig", "cp1252"):
        try:
            return data.decode(codec)
        except UnicodeDecodeError:
            continue
    return None


def _bad_byte(data: bytes, rel: str, lang: str) -> Problem:
    """Where the first byte Windows-1252 cannot read is (cp1252 leaves 5 bytes undefined)."""
    try:
        data.decode("cp1252")
        at = len(data)
    except UnicodeDecodeError as err:
        at = err.start
    line = data.count(b"\n", 0, at) + 1
    column = at - (data.rfind(b"\n", 0, at) + 1) + 1
    return Problem(rel, (), Msg("orderlang.bad_byte", byte=f"0x{data[at]:02X}"), line=line, column=column)


def _add(out: TextOrders, fid: str | None, problem: Problem) -> None:
    out.problems.append(problem)
    out.owner[id(problem)] = fid


def _owners(state, ruleset) -> dict[str, str]:
    """folded faction id, name or player -> faction id ("gm" too where GM orders exist)."""
    table = names_of(state.factions)
    for fid, data in state.factions.items():
        if isinstance(data, dict) and isinstance(data.get("player"), str):
            table.setdefault(norm(data["player"]), fid)
    if getattr(ruleset, "gm_orders", False):
        table.setdefault("gm", "gm")
    return table


def _block_owner(block: Block, owners: dict, rel: str, lang: str, out: TextOrders) -> str | None:
    if block.header is None:
        out.problems.append(Problem(rel, (), Msg("orderlang.no_faction"), line=block.lines[0].number, column=1))
        return None
    wanted = norm(block.header)
    if wanted in owners:
        return owners[wanted]
    near = difflib.get_close_matches(wanted, list(owners), n=1, cutoff=0.6)
    what = Msg("orderlang.noun_faction")
    if near:
        message = Msg("orderlang.unknown_ref_near", found=block.header, what=what, near=near[0])
    else:
        message = Msg("orderlang.unknown_ref", found=block.header, what=what, choices=", ".join(sorted(set(owners.values()))))
    out.problems.append(Problem(rel, (), message, line=block.header_line, column=1))
    return None


def _read_block(block: Block, fid: str, rel: str, scope: Scope, out: TextOrders, ruleset) -> None:
    entry = out.doc["factions"].setdefault(fid, {})
    langs = (scope.lang,) + tuple(x for x in ("es", "en") if x != scope.lang)
    for line in block.lines:
        note = _note(line.text)
        if note is not None:
            entry["note"] = (entry["note"] + "\n" + note) if entry.get("note") else note
            continue
        if len(line.text) > MAX_LINE:  # an order is a line, not a page: never parse a wall of text
            _add(out, fid, Problem(rel, (), Msg("orderlang.too_long", length=len(line.text), most=MAX_LINE), line=line.number, column=1))
            continue
        text, standing = _standing_prefix(line.text)
        before = {k: dict(v) for k, v in (scope.created or {}).items()}
        got = parse_line(without_stop(text), scope, langs)
        if got.errors:
            scope.created = before  # a refused line creates nothing later lines may name
        for err in got.errors:
            _add(out, fid, Problem(rel, (), Msg(err.key, **err.params), line=line.number, column=err.column))
        if got.order is not None and not got.errors:
            orders = entry.setdefault("orders", [])
            out.where[(fid, len(orders))] = (rel, line.number, without_stop(line.text).strip())
            orders.append(_schema_order(got.order, ruleset))
            if standing:  # `siempre: ...`: given now, and again each turn it sends nothing
                out.doc.setdefault("standing", {}).setdefault(fid, []).append(orders[-1])


def _standing_prefix(text: str) -> tuple[str, bool]:
    """`siempre: <order>` / `always: <order>`: the order, columns kept, and that it stands."""
    head, sep, _ = text.partition(":")
    if sep and fold(head).strip() in STANDING_WORDS:
        return " " * (len(head) + 1) + text[len(head) + 1:], True
    return text, False


def _note(text: str) -> str | None:
    head, sep, rest = text.partition(":")
    if sep and fold(head).strip() in NOTE_WORDS:
        return " ".join(rest.split())  # the spaces BBCode tags left (columns matter for orders, not notes)
    return None


def _schema_order(order: dict, ruleset) -> dict:
    """The order's keys in the schema's order, tables last: as an orders.toml file holds
    them once read (TOML writes a table's plain values before its sub-tables)."""
    keys = order_keys(ruleset, order["type"])
    ranked = sorted(order, key=lambda k: (isinstance(order[k], dict), keys.index(k) if k in keys else len(keys), k))
    return {k: order[k] for k in ranked}


def order_keys(ruleset, otype: str) -> list[str]:
    item = _order_item_schema(ruleset)
    for branch in item.get("allOf", []) + item.get("oneOf", []):
        const = branch.get("if", {}).get("properties", {}).get("type", {}).get("const")
        then = branch.get("then", branch)
        own = then.get("properties", {}).get("type", {})
        if const == otype or (isinstance(own, dict) and own.get("const") == otype):
            if "properties" in then and len(then["properties"]) > 1:
                return ["type"] + [k for k in then["properties"] if k != "type"]
            names = then.get("propertyNames", {}).get("enum")
            if names:
                return ["type"] + [k for k in names if k != "type"]
    return ["type"] + [k for k in item.get("properties", {}) if k != "type"]


def _order_item_schema(ruleset) -> dict:
    schema = ruleset.schema("orders")
    fac = schema["properties"]["factions"]
    per = fac.get("additionalProperties") or next(iter(fac.get("patternProperties", {}).values()), {})
    return per["properties"]["orders"]["items"]
