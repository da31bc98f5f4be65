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


def split_blocks(text: str, combined: bool) -> list[Block]:
    """Blocks of order lines. In a faction's own file every header is noise (a quote
    header around the post); in a combined file each header starts a faction's block.
    A signature ("--" line) ends the block it is in."""
    blocks = [Block(None, 0)]
    in_signature = False
    for number, raw in enumerate(text.splitlines(), start=1):
        name = header_of(raw)
        if name is not None:
            if combined:
                blocks.append(Block(name, number))
            in_signature = False
            continue
        if SIGNATURE.match(raw):
            in_signature = True
            continue
        if in_signature:
            continue
        line = clean_line(raw)
        if line.strip():
            blocks[-1].lines.append(Line(number, line))
    return [b for b in blocks if b.lines or b.header is not None]
