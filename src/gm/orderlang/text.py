"""The text around the orders: folding (case and accents), forum noise, faction blocks.

Every function here keeps character positions: a folded line has the same length as the
line the player wrote, so a column found in one is the column in the other.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

BBCODE = re.compile(r"\[/?(?:b|i|u|s|color|size|font|url|email|img|list|\*|center|left|right|quote|code|spoiler|hr)(?:=[^\]]*)?\]", re.I)
QUOTE_OPEN = re.compile(r"\[quote(?:=\"?([^\]\"]+)\"?[^\]]*)?\]", re.I)
QUOTE_TAG = re.compile(r"\[quote(?:=\"?([^\]\"]+)\"?[^\]]*)?\]|\[/quote\]", re.I)
WROTE = re.compile(r"^\s*(.+?)\s+(?:escribió|escribio|dijo|wrote|said)\s*:?\s*$", re.I)
HEADER = re.compile(r"^\s*(?:órdenes|ordenes|orders)\s+(?:de|del|of|for)\s+(.+?)\s*:?\s*$", re.I)
SIGNATURE = re.compile(r"^\s*(?:--|__+|—\s*$)")
BULLET = re.compile(r"^(\s*(?:[-*•·]|\d{1,3}[.)])\s+)")
QUOTES = str.maketrans({"“": '"', "”": '"', "«": '"', "»": '"', "„": '"'})


def fold(text: str) -> str:
    """Lower case without accents, one character for one character (ñ -> n, É -> e)."""
    if text.isascii():
        return text.lower()  # ASCII lowers one character for one character
    out = []
    for ch in text:
        base = unicodedata.normalize("NFD", ch)[0]
        low = base.lower()
        out.append(low if len(low) == 1 else base)
    return "".join(out)


def blank(text: str, start: int, end: int) -> str:
    return text[:start] + " " * (end - start) + text[end:]


def clean_line(line: str) -> str:
    """The line without BBCode tags, `#` comments and list bullets;
    removed characters become spaces so columns stay those of the file."""
    line = line.translate(QUOTES).replace("\t", " ")
    for m in reversed(list(BBCODE.finditer(line))):
        line = blank(line, m.start(), m.end())
    hash_at = _comment_start(line)
    if hash_at is not None:
        line = line[:hash_at]
    m = BULLET.match(line)
    if m:
        line = blank(line, 0, m.end())
    return line.rstrip()


def without_stop(line: str) -> str:
    """An order line without the full stop or semicolon a sentence ends with."""
    line = line.rstrip()
    return line[:-1].rstrip() if line.endswith((".", ";")) else line


def _comment_start(line: str) -> int | None:
    in_quote = False
    for i, ch in enumerate(line):
        if ch == '"':
            in_quote = not in_quote
        elif ch == "#" and not in_quote:
            return i
    return None


@dataclass
class Line:
    number: int  # 1-based line in the file
    text: str  # cleaned, columns kept


@dataclass
class Block:
    """The lines of one faction's post (faction None: before any header)."""

    header: str | None
    header_line: int
    lines: list[Line] = field(default_factory=list)
    strangers: list[tuple[int, int, str, str]] = field(default_factory=list)  # line, column, name, catalog key: refused


def header_of(raw: str) -> str | None:
    """The faction named by a block header: "Órdenes de Sigmar", [quote="Sigmar"], "Sigmar escribió:"."""
    m = QUOTE_OPEN.search(raw)
    if m and m.group(1):
        return m.group(1).strip()
    plain = BBCODE.sub("", raw).strip()
    for pattern in (HEADER, WROTE):
        m = pattern.match(plain)
        if m:
            return m.group(1).strip().strip('"')
    return None


@dataclass
class _Split:
    """split_blocks' state: the blocks, the quotes open and being read through, and
    the depth of a skipped quote (someone else's words) still open."""

    combined: bool
    whose: object  # name -> faction id or None
    own: str | None
    blocks: list[Block] = field(default_factory=lambda: [Block(None, 0)])
    depth: int = 0
    skip: int = 0
    in_signature: bool = False

    def owner(self) -> str | None:
        header = self.blocks[-1].header
        return self.own if not self.combined else (self.whose(header) if header is not None else None)


def split_blocks(text: str, combined: bool, whose=None, own: str | None = None) -> list[Block]:
    """Blocks of order lines. In a faction's own file every header is noise (a quote
    header around the post); in a combined file each header, and each quote not inside
    another, starts a faction's block. A quote of another faction of the game (whose(name)
    -> faction id), or one inside the post of a name the game does not know, is skipped to
    its [/quote]: a rival's post quoted before answering is not this faction's orders (the
    unknown name is also a stranger: an error, its words may be the faction's). A quote
    around a faction's own file naming someone unknown is read: the forum user's name.
    A signature ("--" line) ends the block it is in."""
    st = _Split(combined, whose or (lambda name: None), own)
    for number, raw in enumerate(text.splitlines(), start=1):
        kept = _quotes(st, raw, number)
        name = header_of(kept)
        if name is not None:
            if combined:
                st.blocks.append(Block(name, number))
            elif st.whose(name) not in (None, own):  # "Órdenes de <another>" in a faction's file: a misplaced post
                st.blocks[-1].strangers.append((number, 1, name, "orderlang.foreign_header"))
            st.in_signature = False
            continue
        if SIGNATURE.match(kept):
            st.in_signature = True
            continue
        if st.in_signature:
            continue
        line = clean_line(kept)
        if line.strip():
            st.blocks[-1].lines.append(Line(number, line))
    return [b for b in st.blocks if b.lines or b.header is not None]


def _quotes(st: _Split, raw: str, number: int) -> str:
    """The line with its quote tags, and what skipped quotes hold, blanked (columns kept);
    a quote that starts a faction's block mid-line leaves what came before it to the block
    before and what follows to the new one."""
    out, start = raw, None  # start: where the skipped text on this line began
    if st.skip:
        start = 0
    for m in QUOTE_TAG.finditer(raw):
        is_open, name = m.group(0)[1] != "/", (m.group(1) or "").strip()
        if st.skip:
            st.skip += 1 if is_open else -1
            if not st.skip:
                out, start = blank(out, start, m.end()), None
            continue
        out = blank(out, m.start(), m.end())
        if not is_open:
            st.depth = max(0, st.depth - 1)
        elif name and st.combined and st.depth == 0:
            _open_block(st, out[:m.start()], name, number)
            out, st.depth = blank(out, 0, m.start()), 1
        elif not name or (st.owner() is not None and st.whose(name) == st.owner()):
            st.depth += 1  # an unnamed quote, or the faction's own post: read through
        elif st.depth == 0 and st.whose(name) is None:
            st.depth += 1  # around a faction's own file: the player's forum name (the GM's quote button)
        else:
            st.skip, start = 1, m.start()
            if st.whose(name) is None:
                st.blocks[-1].strangers.append((number, m.start() + 1, name, "orderlang.stranger_quote"))
    return blank(out, start, len(out)) if st.skip and start is not None else out


def _open_block(st: _Split, before: str, name: str, number: int) -> None:
    line = clean_line(before)
    if line.strip() and not st.in_signature:
        st.blocks[-1].lines.append(Line(number, line))
    st.blocks.append(Block(name, number))
    st.in_signature = False
