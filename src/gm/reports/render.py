"""Render report blocks as Markdown (Discord, GitHub), BBCode (phpBB, SMF) or HTML
(Comunidad Umbría's editor). Tables go inside code blocks where the format has no
table tag. Player text is escaped for each format; templates come from the catalogs.
A forum profile (gm.reports.forum) fixes what the forum takes: the width of a code block
(wider tables are split by columns, or listed; longer lines wrapped), image addresses,
emoji, and Discord's messages of 2,000 characters."""

from __future__ import annotations

import html
import re
from typing import Any, Callable

from gm.text.blocks import Code, Heading, Image, Items, Paragraph, RollLine, Table, Text
from gm.reports.forum import PROFILES, Profile, bmp_only, roll_mark, split_messages
from gm.text.i18n import Catalog
from gm.text.markup import MARKUP, markdown_variable
from gm.reports.tables import compact_table, simple_table, text_width

FORMATS = {"markdown": "md", "bbcode": "bbcode", "html": "html"}

_WS = re.compile(r"\s+")
_PROSE = re.compile(r"[^\W\d_]{3,}")  # a word: what tells a legend line from a row of a text map


def _one_line(value: Any) -> str:
    s = str(value)
    if s.isprintable() and "  " not in s and s == s.strip():
        return s  # the common case, without a regex
    return _WS.sub(" ", s).strip()


MESSAGES_REMEMBERED = 65536


def _message_key(value: Text, raw: bool):
    """A hashable key that fixes how `value` renders: its catalog key, `raw`, and its
    params with their types (a bool is a param of another kind: it renders as yes/no).
    None when a param is anything but a str, an int or such a message (a list, a roll,
    a bool): that message is rendered without remembering it."""
    items = []
    for name, v in value.params.items():
        kind = type(v)
        if kind is str or kind is int:
            items.append((name, kind, v))
        elif kind is Text:
            sub = _message_key(v, True)  # nested messages render raw (see _param)
            if sub is None:
                return None
            items.append((name, kind, sub))
        else:
            return None
    return (value.key, raw, tuple(items))


class _Format:
    """Escaping and block syntax of one output format."""

    name = ""

    def escape(self, s: str) -> str:
        raise NotImplementedError

    def code_safe(self, s: str) -> str:
        return s

    def __init__(self, catalog: Catalog, memo: dict | None = None, profile: Profile | None = None):
        self.profile = profile or PROFILES[self.name]
        # the messages' own text escaped like the params; raw (code blocks, or a message
        # nested in another, escaped once as a whole) uses the plain text
        self.catalog = catalog.for_markup(self.name)
        self.plain = catalog.for_markup("text")
        self.code_escape = MARKUP[self.name][2]  # a variable between a message's backticks (Catalog.codes)
        mark = roll_mark(self.profile)
        self.die = self.escape(mark) if mark is not None else self.catalog.format("forum.roll_word") or "·"
        # shared by every document of a turn, in every format: (format, id(table)) ->
        # (table, text), one report's sheet is often repeated in the GM's report; and
        # ("layout", id(table)) -> (table, its plain layout), the same in every format
        self.memo = memo if memo is not None else {}
        # _message_key -> rendered text; raw text (a table's cells) is the same in every format
        self.messages: dict = self.memo.setdefault(("messages", self.name), {})
        self.raw_messages: dict = self.memo.setdefault(("messages", "raw"), {})

    def inline(self, value: Any, *, raw: bool = False) -> str:
        """Text -> template with escaped params; str -> escaped. raw: for code blocks."""
        if isinstance(value, Text):
            # a turn's reports say the same few things thousands of times (a terrain's
            # name, "applied"): each distinct message is rendered once
            key = _message_key(value, raw)
            if key is None:
                return self._message(value, raw)
            remembered = self.raw_messages if raw else self.messages
            hit = remembered.get(key)
            if hit is None:
                hit = self._message(value, raw)
                if len(remembered) < MESSAGES_REMEMBERED:
                    remembered[key] = hit
            return hit
        if type(value) is _Escaped:
            return value
        return (_as_is if raw else self.escape)(_one_line(value))

    def _message(self, value: Text, raw: bool) -> str:
        esc = _as_is if raw else self.escape
        params: dict[str, Any] = {}
        for name, v in value.params.items():
            if type(v) is int:  # a number: Fluent picks the plural with it; digits need no escaping
                params[name] = v
                continue
            shown = self._param(v, raw)
            if isinstance(v, Text) and name in self.catalog.continues(value.key):  # a sentence after a colon
                shown = self.catalog.continued(v.key, shown)
            params[name] = (self.code_escape if not raw and name in self.catalog.codes(value.key) else esc)(_one_line(shown))
            if isinstance(v, Text):  # a noun's gender, for the words that agree with it
                gender = self.catalog.gender(v.key)
                if gender:
                    params[name + "_gender"] = gender
        text = (self.plain if raw else self.catalog).format(value.key, params)
        if text is None:  # a missing message shows its key, never crashes a turn
            args = ", ".join(f"{k}={v}" for k, v in params.items())
            return esc(value.key) + (f" ({args})" if args else "")
        return text

    def _param(self, v: Any, raw: bool) -> str:
        if type(v) is str:
            return v
        if isinstance(v, Text):
            # Nested messages (a reason inside an order line) are rendered unescaped
            # here and escaped as a whole by the caller: their own params are
            # player text, so render them raw then escape once.
            return self.inline(v, raw=True)
        if isinstance(v, bool):
            return self.catalog.format("yes" if v else "no") or str(v)
        if isinstance(v, (list, tuple)):
            return ", ".join(self._param(x, raw) for x in v)
        return str(v)

    def roll_text(self, block: RollLine) -> str:
        label = block.label if block.label is not None else (getattr(block.roll, "why", "") or "")
        detail = self.escape(_one_line(getattr(block.roll, "detail", block.roll)))
        line = f"{detail} — {self.inline(label)}" if label else detail
        if getattr(block.roll, "recorded", None):  # dice.toml's faces, not the stream's: say so
            line += " " + self.inline(Text("report.recorded_die"))
        return line

    def table_text(self, block: Table) -> str:
        key = (self.name, id(block))
        hit = self.memo.get(key)
        if hit is not None and hit[0] is block:
            return hit[1]
        text = self.code_safe(self._layout(block))
        self.memo[key] = (block, text)
        return text

    def _layout(self, block: Table) -> str:
        """The table in plain text, laid out once for every format (its cells are raw text)."""
        key = ("layout", id(block))
        hit = self.memo.get(key)
        if hit is not None and hit[0] is block:
            return hit[1]
        # tabulate's "simple" layout with wcwidth's widths; ASCII/Latin tables by a fast path (see gm.reports.tables).
        headers, rows = self._cells(block)
        text = simple_table(headers, rows)
        self.memo[key] = (block, text)
        return text

    def _cells(self, block: Table) -> tuple[list, list]:
        inline = self.inline
        headers = [inline(h, raw=True) for h in block.headers]
        # most cells are plain strings (a hex, a name) or numbers: no method call for them
        rows = [[_one_line(c) if type(c) is str else c if isinstance(c, int) else inline(c, raw=True) for c in row]
                for row in block.rows]
        return headers, rows

    def table_texts(self, block: Table) -> list[str] | None:
        """The table as texts no wider than the profile's width: whole; laid out tighter
        (no padding beside the headers); or split by columns, the first column (its key) in
        each part and a row left out of a later part where its cells there are all empty
        (the armies of three squares, not fifteen rows of nothing); None when one column
        beside the key is already too wide (the caller lists the rows instead)."""
        text = self.table_text(block)
        width = self.profile.width
        if _widest(text) <= width:
            return [text]
        headers, rows = self._cells(block)
        tight = compact_table(headers, rows)
        if _widest(tight) <= width:
            return [self.code_safe(tight)]
        pick = lambda cols, keep=rows: compact_table([headers[0]] + [headers[c] for c in cols], [[r[0]] + [r[c] for c in cols] for r in keep])  # noqa: E731
        groups: list[list[int]] = []
        for col in range(1, len(headers)):
            if groups and _widest(pick(groups[-1] + [col])) <= width:
                groups[-1].append(col)
            elif _widest(pick([col])) <= width:
                groups.append([col])
            else:
                return None
        parts = [pick(groups[0])]
        for cols in groups[1:]:
            filled = [r for r in rows if any(f"{r[c]}".strip() for c in cols)]
            if filled:
                parts.append(pick(cols, filled))
        return [self.code_safe(p) for p in parts]

    def table_as_list(self, block: Table) -> Items:
        """A table too wide for any code block, as a list: a row a line, each cell by its header."""
        lines = []
        for row in block.rows:
            cells = [self.inline(c) if not isinstance(c, int) else str(c) for c in row]
            pairs = "; ".join(f"{self.inline(h)}: {c}" for h, c in zip(block.headers[1:], cells[1:]))
            lines.append(_Escaped(f"{cells[0]} — {pairs}" if pairs else cells[0]))
        return Items(tuple(lines))

    def code_lines(self, text: str) -> str:
        """A code block's text with its prose lines (a text map's legend) no wider than the
        profile's width, wrapped between entries or names where it can (_wrap); a row of the
        map itself (no word of three letters) stays whole, as a broken row would misplace
        every cell after the break."""
        width = self.profile.width
        out = []
        for line in text.split("\n"):
            if text_width(line) <= width or not _PROSE.search(line):
                out.append(line)
            else:
                out += _wrap(line, width, "#   " if line.startswith("#") else "  ")  # an order form's comment stays one
        return "\n".join(out)

    def image_url(self, b: Image) -> str:
        return self.profile.image_url(b.path)

    def render(self, blocks: list) -> str:
        parts = [p for p in (self.block(b) for b in blocks) if p]
        if self.profile.message_limit:
            text = split_messages(parts, self.profile.message_limit, self._numbered)
        else:
            text = "\n\n".join(parts) + "\n"
        return text if self.profile.emoji else bmp_only(text)

    def _numbered(self, i: int, n: int) -> str:
        return self.plain.format("forum.message_part", {"i": i, "n": n}) or f"({i}/{n})"

    def block(self, b: Any) -> str:
        handler: Callable = self.HANDLERS[type(b)]
        return handler(self, b)


def _as_is(s: str) -> str:
    return s


class _Escaped(str):
    """Text already escaped for its format (a row of a table listed): inline() keeps it."""


# Where a long line of a code block is cut, coarsest first, with what ends the line there and
# whether a cut there may take more lines than cutting between words: between a legend's
# groups (" | ") or entries (" · ", "  ": "De=Desierto exterior  Di=…"), dropped, always; between
# the names of a list (", ", the comma kept) where it takes no more lines (a sentence's commas
# are no list). A name or a legend's entry ("a asentamiento") is never cut while these serve.
_BREAKS = ((" | ", "", True), (" · ", "", True), ("  ", "", True), (", ", ",", False))


def _wrap(line: str, width: int, more: str) -> list[str]:
    """`line` as lines no wider than `width`, each after the first opened by `more`: at the
    coarsest break of _BREAKS whose every piece fits, else between words."""
    import textwrap

    words = textwrap.wrap(line, width, subsequent_indent=more, break_long_words=False, break_on_hyphens=False) or [line]
    for sep, end, longer in _BREAKS:
        pieces = line.split(sep)
        if len(pieces) > 1 and all(text_width(more + p + end) <= width for p in pieces):
            out, current = [], pieces[0]
            for piece in pieces[1:]:
                joined = current + sep + piece
                if text_width(joined + end) <= width:  # it may yet end a line, with its `end`
                    current = joined
                else:
                    out.append(current + end)
                    current = more + piece
            if longer or len(out) + 1 <= len(words):
                return out + [current]
    return words


def _widest(text: str) -> int:
    return max((text_width(line) for line in text.split("\n")), default=0)


class Markdown(_Format):
    name = "markdown"

    def escape(self, s: str) -> str:
        return s if s.isalnum() else markdown_variable(s)

    def code_safe(self, s: str) -> str:
        return s.replace("```", "`\u200b``")

    def heading(self, b: Heading) -> str:
        return "#" * max(1, min(6, b.level)) + " " + self.inline(b.text)

    def paragraph(self, b: Paragraph) -> str:
        return self.inline(b.text)

    def roll(self, b: RollLine) -> str:
        return self.die + " " + self.roll_text(b)

    def items(self, b: Items) -> str:
        return "\n".join("- " + self._item(i) for i in b.items)

    def _item(self, i: Any) -> str:
        if isinstance(i, RollLine):
            return self.die + " " + self.roll_text(i)
        if isinstance(i, Items):
            return "\n".join("  " + line for line in self.items(i).splitlines()).lstrip()
        return self.inline(i)

    def table(self, b: Table) -> str:
        texts = self.table_texts(b)
        if texts is None:
            return self.items(self.table_as_list(b))
        return "\n\n".join("```\n" + t + "\n```" for t in texts)

    def code(self, b: Code) -> str:
        return "```\n" + self.code_safe(self.code_lines(b.text.rstrip("\n"))) + "\n```"

    def image(self, b: Image) -> str:
        if self.profile.bare_images:  # Discord shows a link alone on its line as the picture
            return self.image_url(b)
        return f"![{self.inline(b.alt)}]({self.image_url(b)})"

    HANDLERS = {Heading: heading, Paragraph: paragraph, RollLine: roll, Items: items, Table: table, Code: code, Image: image}


class BBCode(_Format):
    name = "bbcode"

    def escape(self, s: str) -> str:
        # A zero-width space after '[' stops any tag from being parsed, and reads the same.
        return s.replace("[", "[\u200b")

    def code_safe(self, s: str) -> str:
        return re.sub(r"\[/code\]", "[\u200b/code]", s, flags=re.IGNORECASE)

    def heading(self, b: Heading) -> str:
        size = {1: 150, 2: 130, 3: 115}.get(b.level, 100)
        return f"[size={size}][b]{self.inline(b.text)}[/b][/size]"

    def paragraph(self, b: Paragraph) -> str:
        return self.inline(b.text)

    def roll(self, b: RollLine) -> str:
        return self.die + " " + self.roll_text(b)

    def items(self, b: Items) -> str:
        return "[list]\n" + "\n".join("[*]" + self._item(i) for i in b.items) + "\n[/list]"

    def _item(self, i: Any) -> str:
        if isinstance(i, RollLine):
            return self.die + " " + self.roll_text(i)
        if isinstance(i, Items):
            return self.items(i)
        return self.inline(i)

    def table(self, b: Table) -> str:
        texts = self.table_texts(b)
        if texts is None:
            return self.items(self.table_as_list(b))
        return "\n\n".join("[code]\n" + t + "\n[/code]" for t in texts)

    def code(self, b: Code) -> str:
        return "[code]\n" + self.code_safe(self.code_lines(b.text.rstrip("\n"))) + "\n[/code]"

    def image(self, b: Image) -> str:
        return f"[img]{self.escape(self.image_url(b))}[/img]"

    HANDLERS = {Heading: heading, Paragraph: paragraph, RollLine: roll, Items: items, Table: table, Code: code, Image: image}


class HTML(_Format):
    name = "html"

    def escape(self, s: str) -> str:
        return html.escape(s, quote=True)

    def heading(self, b: Heading) -> str:
        level = max(1, min(6, b.level))
        return f"<h{level}>{self.inline(b.text)}</h{level}>"

    def paragraph(self, b: Paragraph) -> str:
        return f"<p>{self.inline(b.text)}</p>"

    def roll(self, b: RollLine) -> str:
        return f"<p>{self.die} {self.roll_text(b)}</p>"

    def items(self, b: Items) -> str:
        return "<ul>\n" + "\n".join(f"<li>{self._item(i)}</li>" for i in b.items) + "\n</ul>"

    def _item(self, i: Any) -> str:
        if isinstance(i, RollLine):
            return self.die + " " + self.roll_text(i)
        if isinstance(i, Items):
            return self.items(i)
        return self.inline(i)

    def table(self, b: Table) -> str:  # a real table: Umbría's editor lays it out, no width to keep
        head = "".join(f"<th>{self.inline(h)}</th>" for h in b.headers)
        body = "\n".join(
            "<tr>" + "".join(f"<td>{self.inline(c) if not isinstance(c, int) else c}</td>" for c in row) + "</tr>"
            for row in b.rows
        )
        return f"<table>\n<thead><tr>{head}</tr></thead>\n<tbody>\n{body}\n</tbody>\n</table>"

    def code(self, b: Code) -> str:
        return "<pre>" + self.escape(self.code_lines(b.text.rstrip("\n"))) + "</pre>"

    def image(self, b: Image) -> str:
        return f'<img src="{self.escape(self.image_url(b))}" alt="{self.inline(b.alt)}">'  # literal: HTML markup

    HANDLERS = {Heading: heading, Paragraph: paragraph, RollLine: roll, Items: items, Table: table, Code: code, Image: image}


RENDERERS: dict[str, type[_Format]] = {"markdown": Markdown, "bbcode": BBCode, "html": HTML}


def render(blocks: list, fmt: str, catalog: Catalog, memo: dict | None = None, profile: Profile | None = None) -> str:
    """memo: share one dict between the documents of a turn (any format, same catalog).
    fmt: a renderer (markdown, bbcode, html); profile: the forum's (default: the format's own)."""
    return RENDERERS[fmt](catalog, memo, profile).render(blocks)
