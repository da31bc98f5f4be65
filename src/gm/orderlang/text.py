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
SIGNATURE = re.compile(r"^\s*(?:--(?:\s.*)?|__+\s*|—\s*)$")  # "--", "-- Juan", "__": not "-----" (a rule) nor "--mover"
BULLET = re.compile(r"^(\s*(?:[-*•·]|\d{1,3}\s*[.)\-–])\s+)")  # `- x`, `1. x`, `2) x`, `3- x`, `4 - x`
QUOTES = str.maketrans({"“": '"', "”": '"', "«": '"', "»": '"', "„": '"'})


# what never reaches a report or the terminal: C0/C1 controls (tabs and line ends aside),
# bidi overrides and isolates (text that reads in another order than it is), stray BOMs
_INVISIBLE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]")
_ANSI = re.compile("\x1b(?:\\[[0-?]*[ -/]*[@-~]|\\][^\x07\x1b]*(?:\x07|\x1b\\\\)?|[@-Z\\\\-_])")  # CSI, OSC, two-byte escapes
_LINE_BREAK = re.compile("\r\n|\r|\n")  # what editors count as a new line (not \f, \v, U+2028: they stay in the line)
_ODD_SPACE = re.compile("[\u2028\u2029\u0085]")


def clean_text(text: str) -> str:
    """A post's text as gm reads it: NFC (an accent typed apart reads like any other), every
    control character, escape sequence and bidi override a space (columns kept), U+2028/2029
    a space (no editor starts a line there)."""
    text = unicodedata.normalize("NFC", text)
    if text.isascii() and text.isprintable():
        return text
    text = _ANSI.sub(lambda m: " " * len(m.group(0)), text)
    text = _ODD_SPACE.sub(" ", text)
    return _INVISIBLE.sub(" ", text)


def editor_lines(text: str) -> list[str]:
    """The lines as an editor numbers them: \r\n, \r and \n end a line (str.splitlines
    also breaks at \f, \v, \x1c-\x1e, U+0085, U+2028/2029, which editors do not)."""
    lines = _LINE_BREAK.split(text)
    return lines[:-1] if lines and lines[-1] == "" else lines


def shown(text: str, most: int = 80) -> str:
    """At most `most` characters of something a player or a file wrote, for an error line."""
    text = _INVISIBLE.sub(" ", text)
    return text if len(text) <= most else text[: most - 1] + "…"


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


@dataclass(frozen=True)
class Voice:
    """Who a stretch of a post speaks for when it may not be its player: a quote ("quote":
    its author as written, "" for none) or a header naming another faction or the GM
    ("header"); `speaker`: the faction id (or "gm") the name is, None for no one the game
    knows; `line`: where the quote or header is. The reader decides (document._not_theirs)."""

    kind: str
    name: str
    speaker: str | None
    line: int


@dataclass
class Line:
    number: int  # 1-based line in the file
    text: str  # cleaned, columns kept
    noise: bool = False  # a header or a signature: skipped unread, and listed (nothing disappears silently)
    quoted: bool = False  # somebody else's words the post quotes: listed too, never counted against the post
    voice: Voice | None = None  # in a quote, or under a header that names another: maybe not the player's words


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


@dataclass
class Split:
    """A file's blocks, and what is wrong with its posts as posts (line, column, catalog
    key, params, the faction whose post it is in or None): a header inside a post, a quote
    never closed, a [/quote] closing nothing."""

    blocks: list[Block]
    errors: list[tuple[int, int, str, dict, str | None]]


@dataclass
class _Open:
    """A quote being read: where it opens, whether it is a post of a combined file, and
    the last quote opened inside it (the likely culprit when it never closes)."""

    line: int
    column: int
    post: bool = False
    inner: int | None = None


@dataclass
class _Split:
    """split_blocks' state: the blocks, the quotes open and being read through, and
    the depth of a skipped quote (someone else's words) still open."""

    combined: bool
    whose: object  # name -> faction id or None
    own: str | None
    blocks: list[Block] = field(default_factory=lambda: [Block(None, 0)])
    stack: list[_Open] = field(default_factory=list)
    skip: int = 0
    skip_at: tuple[int, int] = (0, 0)
    skip_voice: Voice | None = None  # who the skipped quote is of
    voice: Voice | None = None  # the header naming another that the lines now follow
    skipped: list = field(default_factory=list)  # this line's spans (start, end) inside skipped quotes
    in_signature: bool = False
    errors: list = field(default_factory=list)

    def owner(self) -> str | None:
        header = self.blocks[-1].header
        return self.own if not self.combined else (self.whose(header) if header is not None else None)

    def in_post(self) -> bool:
        """Inside a combined file's post where no header may start another: a quoted
        post, or any quote opened after a post started (a header there is quoted text)."""
        return any(q.post for q in self.stack) or (bool(self.stack) and self.blocks[-1].header is not None)

    def error(self, number: int, column: int, key: str, **params) -> None:
        self.errors.append((number, column, key, params, self.owner()))

    def started(self, before: str) -> bool:
        """Whether the post has said something of its own (before this point of the line)."""
        return bool(clean_line(before).strip()) or any(not x.noise for x in self.blocks[-1].lines)


def split_blocks(text: str, combined: bool, whose=None, own: str | None = None) -> Split:
    """Blocks of order lines. In a faction's own file every header is noise (a quote
    header around the post); in a combined file each header, and each quote not inside
    another, starts a faction's block: a post's faction is set only where a post starts, so
    a header inside a quoted post is an error, never another faction's orders. A quote of
    another faction of the game (whose(name) -> faction id), or one inside the post of a
    name the game does not know, is skipped to its [/quote]: a rival's post quoted before
    answering is not this faction's orders (the unknown name is also a stranger: an error,
    its words may be the faction's). A quote around a faction's own file naming someone
    unknown is read: the forum user's name. A quote never closed, or a [/quote] closing
    nothing, is an error where it is (else it would swallow or cut someone's post).
    A quote without an author inside a post is somebody else's words too (the GM's
    announcement, a rival's line): skipped like a rival's. A header inside a post naming
    another faction or the GM («Órdenes de los Klingon», «Órdenes del máster») starts
    somebody else's words until the post's own header or its end. What a skipped quote
    holds and what follows such a header carry their Voice: the reader tells the player
    they were not taken as the post's orders (never anyone's). A signature ("--" line) ends
    the block it is in: its lines, and the post's own headers, are noise (skipped, listed)."""
    st = _Split(combined, whose or (lambda name: None), own)
    for number, raw in enumerate(editor_lines(text), start=1):
        kept = _quotes(st, raw, number)
        quoted = clean_line(QUOTE_TAG.sub(lambda m: " " * len(m.group(0)), _only(raw, st.skipped)))
        if quoted.strip():
            st.blocks[-1].lines.append(Line(number, quoted, noise=True, quoted=True, voice=st.skip_voice))
        name = header_of(kept)
        if name is not None:
            _header(st, name, number, kept)
            continue
        if SIGNATURE.match(kept):
            st.in_signature = True
        line = clean_line(kept)
        if line.strip():
            st.blocks[-1].lines.append(Line(number, line, noise=st.in_signature, voice=st.voice))
    _unclosed(st)
    return Split([b for b in st.blocks if b.lines or b.header is not None], st.errors)


def _header(st: _Split, name: str, number: int, kept: str) -> None:
    """A header line: a new post in a combined file (outside a quoted post); inside a post
    the faction's own name (or one the game does not know) is noise, and another faction's
    or the GM's starts words the post gives for someone else (a post speaks for its player)."""
    if st.combined and not st.in_post():
        st.blocks.append(Block(name, number))
        st.voice = None
    else:
        speaker = st.whose(name)
        st.voice = Voice("header", shown(name), speaker, number) if speaker not in (None, st.owner()) else None
        if clean_line(kept).strip():  # the post's own header, "Jugador escribió:": listed as skipped
            st.blocks[-1].lines.append(Line(number, clean_line(kept), noise=True, voice=st.voice))
    st.in_signature = False


def _unclosed(st: _Split) -> None:
    if st.skip:
        st.error(st.skip_at[0], st.skip_at[1], "orderlang.quote_unclosed")
    for q in st.stack:
        if q.inner is not None:
            st.error(q.line, q.column, "orderlang.quote_unclosed_inner", inner=q.inner)
        else:
            st.error(q.line, q.column, "orderlang.quote_unclosed")


def _quotes(st: _Split, raw: str, number: int) -> str:
    """The line with its quote tags, and what skipped quotes hold, blanked (columns kept);
    a quote that starts or ends a combined file's post mid-line leaves what came before it
    to the block before and what follows to the next."""
    out, start = raw, None  # start: where the skipped text on this line began
    st.skipped = []
    if st.skip:
        start = 0
    for m in QUOTE_TAG.finditer(raw):
        is_open, name = m.group(0)[1] != "/", (m.group(1) or "").strip()
        if st.skip:
            st.skip += 1 if is_open else -1
            if not st.skip:
                st.skipped.append((start, m.start()))
                out, start = blank(out, start, m.end()), None
            continue
        out = blank(out, m.start(), m.end())
        if not is_open:
            out = _close(st, out, m, number)
        else:
            out = _open(st, out, m, name, number)
            if st.skip:
                start = m.start()
    if st.skip and start is not None:
        st.skipped.append((start, len(raw)))
        return blank(out, start, len(out))
    return out


def _only(raw: str, spans: list[tuple[int, int]]) -> str:
    """The line with only these spans of it kept, the rest blanked (columns kept)."""
    kept = [" "] * len(raw)
    for start, end in spans:
        kept[start:end] = raw[start:end]
    return "".join(kept)


def _close(st: _Split, out: str, m, number: int) -> str:
    if not st.stack:
        st.error(number, m.start() + 1, "orderlang.quote_unopened")
        return out
    if st.stack.pop().post:  # the post ends here: what follows is no one's until the next
        _cut_block(st, out[:m.start()], number, Block(None, number))
        out = blank(out, 0, m.start())
    return out


def _open(st: _Split, out: str, m, name: str, number: int) -> str:
    if st.stack:
        st.stack[-1].inner = number
    column = m.start() + 1
    if name and st.combined and not st.stack:
        _cut_block(st, out[:m.start()], number, Block(name, number))
        st.stack.append(_Open(number, column, post=True))
        return blank(out, 0, m.start())
    if name and st.owner() is not None and st.whose(name) == st.owner():
        st.stack.append(_Open(number, column))  # the faction's own post: read through
    elif name and not st.stack and st.whose(name) is None and not st.started(out[:m.start()]):
        st.stack.append(_Open(number, column))  # around a faction's own file: the player's forum name (the GM's quote button)
    else:  # a rival's, a stranger's inside the post, or no one's: not its words
        st.skip, st.skip_at = 1, (number, column)
        st.skip_voice = Voice("quote", shown(name), st.whose(name) if name else None, number)
    return out


def _cut_block(st: _Split, before: str, number: int, block: Block) -> None:
    line = clean_line(before)
    if line.strip():
        st.blocks[-1].lines.append(Line(number, line, noise=st.in_signature, voice=st.voice))
    st.blocks.append(block)
    st.in_signature = False
    st.voice = None
