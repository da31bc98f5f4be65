"""A turn's text orders (DIR/orders/*.txt) -> the orders.toml document, every problem located."""

from __future__ import annotations

import codecs
import difflib
import re
from dataclasses import dataclass, field, replace
from pathlib import Path

from gm.errors import Msg, Problem, wording
from gm.orderlang.chatter import ChatterWords
from gm.orderlang.heading import heading, under
from gm.orderlang.limits import MAX_LINE, MAX_LINES, MAX_POST_BYTES, MAX_UNREAD, post_limits
from gm.orderlang.parse import LineError
from gm.orderlang.phrasebook import load
from gm.orderlang.several import looks_several, read_orders
from gm.orderlang.speakers import Speakers
from gm.orderlang.text import Block, Line, Voice, clean_text, editor_lines, fold, shown, split_blocks, without_stop
from gm.orderlang.values import Scope, names_of, norm
from gm.tomlio import read_regular

MAX_CUT_LINES = 50  # lines of a post tried in vain as several orders, before the rest are read as one each
MAX_QUOTED_READ = 50  # lines of others' words in a post read to tell whether they would be orders; the rest are listed
NOTE_WORDS = ("nota", "note", "notas", "notes")
STANDING_WORDS = ("siempre", "always")


@dataclass
class TextOrders:
    doc: dict
    problems: list[Problem] = field(default_factory=list)  # errors; the lines not understood as warnings
    where: dict = field(default_factory=dict)  # (faction, index) -> (file, line, text)
    files: list[str] = field(default_factory=list)
    owner: dict = field(default_factory=dict)  # id(problem) -> the faction whose text it is in
    posts: dict = field(default_factory=dict)  # faction -> (file, line) where its post starts
    capped: set = field(default_factory=set)  # (faction, "orders"): its limit was passed (said once)
    refused: set = field(default_factory=set)  # factions whose post was refused as a whole (_refuse_post)
    quoted: dict = field(default_factory=dict)  # faction -> lines of others' words its post quotes (listed, not counted)


def text_files(root: Path) -> list[Path]:
    """Every file in DIR/orders/ but hidden ones (an editor's, ours while writing): a post
    saved as KLINGON.TXT is read like klingon.txt, and any other file (`romulano`,
    `klingon.md`) is refused by read_text_orders, never left out silently."""
    folder = root / "orders"
    if folder.is_symlink():  # the folder itself a link: refused like a linked post (_read_file), never followed
        return [folder]
    if not folder.is_dir():
        return []
    try:
        return sorted(p for p in folder.iterdir() if not p.name.startswith("."))
    except OSError:  # unreadable: the turn is read as if it had no text orders (orders.toml then)
        return []


def is_post(path: Path) -> bool:
    return path.suffix.lower() == ".txt"


@dataclass
class _Reading:
    """What read_text_orders knows while it reads: the game's words, who is who, the output."""

    state: object
    ruleset: object
    book: object
    lang: str
    owners: dict
    out: TextOrders
    only: str | None = None
    speakers: Speakers | None = None


def read_text_orders(root: Path, state, ruleset, only: str | None = None) -> TextOrders:
    """Every faction's orders from DIR/orders/*.txt (only: one faction's)."""
    lang = state.game.get("lang", "es") if state.game.get("lang") in ("es", "en") else "es"
    out = TextOrders({"turn": state.game.get("turn", 0), "factions": {}})
    try:
        book = load(ruleset.id)
    except FileNotFoundError:  # a ruleset without a phrasebook takes orders.toml only
        for path in text_files(root):
            rel = f"orders/{shown(path.name)}"
            out.files.append(rel)
            _add(out, None, Problem(rel, (), Msg("orderlang.no_phrasebook")))
        return out
    owners = _owners(state, ruleset)
    rd = _Reading(state, ruleset, book, lang, owners, out, only, Speakers(owners, state.factions))
    for path in text_files(root):
        _read_file(rd, path)
    return out


def _read_file(rd: _Reading, path: Path) -> None:
    out, rel = rd.out, f"orders/{shown(path.name)}"  # a file name is shown, never printed raw (escapes, newlines)
    if path.is_symlink() and path.parent / "orders" == path and path.is_dir():  # orders/ itself (text_files)
        _add(out, None, Problem("orders/", (), Msg("orderlang.symlink")))
        return
    out.files.append(rel)
    if not is_post(path):  # a post saved without .txt would otherwise vanish unseen
        _add(out, None, Problem(rel, (), Msg("orderlang.not_post", name=shown(path.name), stem=shown(path.stem or path.name))))
        return
    own = rd.owners.get(fold(path.stem))
    if own is not None and own in out.posts:  # KLINGON.TXT beside klingon.txt: orders given twice
        _add(out, own, Problem(rel, (), Msg("orderlang.second_post", other=out.posts[own][0])))
        return
    if path.is_symlink():  # a link may lead anywhere (../../.gm-secret): never followed, never quoted
        _add(out, own, Problem(rel, (), Msg("orderlang.symlink")))
        return
    data, problem = read_regular(path, rel, limit=MAX_POST_BYTES, expected=Msg("problem.expect_orders_file"))  # a FIFO or /dev/zero is refused, not read
    if problem is not None:
        too_big = isinstance(problem.message, Msg) and problem.message.key.startswith("problem.too_big")
        problem = Problem(rel, (), Msg("orderlang.unreadable", error=problem.message))
        if too_big and own is not None:  # what the player pasted; a FIFO or an unreadable file is the GM's folder
            out.posts[own] = (rel, 1)
            _refuse_post(out, own, [problem], "", rd.lang)
        else:
            _add(out, own, problem)
        return
    text, problem = decode_post(data, rel, rd.lang)
    if own is not None:
        out.posts[own] = (rel, 1)  # refused or not, its post: KLINGON.TXT beside it is a second one
    if problem is not None:
        _refuse_post(out, own, [problem], "", rd.lang) if own is not None else _add(out, own, problem)
        return
    split = split_blocks(text, own is None, rd.speakers, own)
    found = [Problem(rel, (), Msg(key, **params), line=number, column=column) for number, column, key, params, _ in split.errors]
    if own is not None and found:  # the player's own post, its quotes unbalanced: that post alone is refused
        lines = editor_lines(text)
        at = found[0].line or 1
        _refuse_post(out, own, found, lines[at - 1] if 0 < at <= len(lines) else "", rd.lang)
        return
    for problem, (*_, fid) in zip(found, split.errors):  # a combined file's (the GM's): whose post is whose is unsure
        _add(out, fid, problem)
    for block in split.blocks:
        fid = own or _block_owner(block, rd, rel)
        if fid is not None and (rd.only is None or fid == rd.only):
            _read_block(block, fid, rel, Scope(rd.book, rd.lang, rd.state, fid), out, rd.ruleset)


def decode_post(data: bytes, rel: str, lang: str) -> tuple[str, Problem | None]:
    """A post's text: UTF-8 (a BOM dropped), else Windows-1252 (Notepad's ANSI, what a
    forum paste from Windows often is) when nothing in it is UTF-8; a byte neither can read,
    or one stray byte in a UTF-8 post (which Windows-1252 would turn into mojibake of every
    accent), is refused where it is. Then NFC, without control characters (text.clean_text).
    At most MAX_LINES lines: a post is read line by line, and a wall of text never ends."""
    text, bad = _decoded(data)
    if text is None:
        return "", _bad_byte(data, bad, rel)
    text = clean_text(text)
    lines = editor_lines(text)
    if len(lines) > MAX_LINES:
        return "", Problem(rel, (), Msg("orderlang.too_many_lines", most=MAX_LINES), line=MAX_LINES + 1, column=1)
    return text, None


# a UTF-8 sequence of two to four bytes: a file holding one is UTF-8, whatever else it holds
_UTF8_MULTIBYTE = re.compile(rb"[\xc2-\xdf][\x80-\xbf]|[\xe0-\xef][\x80-\xbf]{2}|[\xf0-\xf4][\x80-\xbf]{3}")


def _decoded(data: bytes) -> tuple[str | None, int]:
    """(the text, -1), or (None, the offset of the byte that cannot be read)."""
    if data[:2] in (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE):  # Notepad's "Unicode"
        try:
            text = data.decode("utf-16")
        except UnicodeDecodeError as err:
            return None, err.start  # counted from the file's first byte, its mark included
        if "\x00" in text:  # UTF-32 read as UTF-16, or a NUL written in it: no text, never blanked into spaces
            return None, 2 * text.index("\x00") + 2
        return text, -1
    if b"\x00" in data:  # no text has a NUL: a binary file (or UTF-16 without its mark)
        return None, data.index(b"\x00")
    try:
        return data.decode("utf-8-sig"), -1
    except UnicodeDecodeError as err:
        utf8_error = err.start + (3 if data.startswith(b"\xef\xbb\xbf") else 0)
    if _UTF8_MULTIBYTE.search(data):
        return None, utf8_error
    try:
        return data.decode("cp1252"), -1
    except UnicodeDecodeError as err:
        return None, err.start


def _bad_byte(data: bytes, at: int, rel: str) -> Problem:
    """Where the byte that cannot be read is: its line and column as an editor counts them
    (in characters of the text before it)."""
    at = min(at, len(data) - 1)
    utf16 = data[:2] in (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)
    if utf16:  # its lines and columns are counted in its own code units
        before = data[2:at - (at % 2)].decode("utf-16-le" if data[:2] == codecs.BOM_UTF16_LE else "utf-16-be", errors="replace")
    else:
        before = data[:at].decode("utf-8-sig", errors="replace")
    lines = _LINE_BREAKS.split(before)
    utf8 = bool(_UTF8_MULTIBYTE.search(data))
    key = ("orderlang.binary" if data[at] == 0 and not utf16 else "orderlang.bad_utf16" if utf16
           else "orderlang.stray_byte" if utf8 else "orderlang.bad_byte")
    return Problem(rel, (), Msg(key, byte=f"0x{data[at]:02X}"), line=len(lines), column=len(lines[-1]) + 1)


_LINE_BREAKS = re.compile("\r\n|\r|\n")


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


def _block_owner(block: Block, rd: _Reading, rel: str) -> str | None:
    """The faction of a combined file's post, from where it starts; refused (located) when
    it names no faction, the GM (a post never gives the GM's orders: those are orders/gm.txt)
    or a faction that already has a post."""
    out, owners = rd.out, rd.owners
    if block.header is None:
        out.problems.append(Problem(rel, (), Msg("orderlang.no_faction"), line=block.lines[0].number, column=1))
        return None
    wanted = norm(block.header)
    fid = rd.speakers(block.header)
    if fid == "gm":
        out.problems.append(Problem(rel, (), Msg("orderlang.gm_post"), line=block.header_line, column=1))
        return None
    if fid is not None and fid in out.posts:
        where = out.posts[fid]
        _add(out, fid, Problem(rel, (), Msg("orderlang.second_post_at", other=f"{where[0]}:{where[1]}"), line=block.header_line, column=1))
        return None
    if fid is not None:
        out.posts[fid] = (rel, block.header_line)
        return fid
    near = difflib.get_close_matches(wanted, [k for k, v in owners.items() if v != "gm"], n=1, cutoff=0.6)
    what = Msg("orderlang.noun_faction")
    if near:
        message = Msg("orderlang.unknown_ref_near", found=shown(block.header), what=what, near=near[0])
    else:
        listed = sorted(set(owners.values()) - {"gm"})
        message = Msg("orderlang.unknown_ref", found=shown(block.header), what=what, choices=", ".join(listed), count=len(listed))
    out.problems.append(Problem(rel, (), message, line=block.header_line, column=1))
    return None


def _read_block(block: Block, fid: str, rel: str, scope: Scope, out: TextOrders, ruleset) -> None:
    entry = out.doc["factions"].setdefault(fid, {})
    langs = (scope.lang,) + tuple(x for x in ("es", "en") if x != scope.lang)
    limits = post_limits(ruleset)
    words = ChatterWords(scope)
    cuts = 0  # lines tried cut in several orders in vain: at most MAX_CUT_LINES a post (a hostile post's work stays bounded)
    head, last = None, None   # the doer a heading line names (heading.py), and the line read before
    for line in block.lines:
        if last is not None and line.number > last + 1:
            head = None   # a blank line ends a heading's lines
        last = line.number
        if fid in out.refused or (fid, "orders") in out.capped:
            break  # the post is refused already: reading on is work for nothing
        if line.voice is not None and _not_theirs(line.voice, fid, scope):
            _others_words(out, fid, rel, line, entry, scope, words)
            continue
        if line.noise or _remark(line.text):  # a header, a signature, "(ojo máster, …)": to the GM, not an order
            _unread(out, fid, rel, line, entry, [], scope)
            continue
        note = _note(line.text)
        if note == "":  # "Notas:" with nothing after: a label
            _unread(out, fid, rel, line, entry, [], scope)
            continue
        if note is not None:
            entry["note"] = (entry["note"] + "\n" + note) if entry.get("note") else note
            continue
        if len(line.text) > MAX_LINE:  # an order is a line, not a page: never parse a wall of text
            _unread(out, fid, rel, line, entry, [LineError(1, "orderlang.too_long", {"length": len(line.text), "most": MAX_LINE})], scope)
            continue
        text, standing = _standing_prefix(line.text)
        before = {k: dict(v) for k, v in (scope.created or {}).items()}
        got = under(head, text, scope, langs) or read_orders(without_stop(text), scope, langs, cuts < MAX_CUT_LINES)
        cuts += got.tried   # one order, or several (gm.orderlang.several)
        if got.errors and heading(text, scope, langs):
            scope.created = before
            head = heading(text, scope, langs)   # "Bortas" alone: the doer of the lines under it
            _unread(out, fid, rel, line, entry, [], scope)
        elif got.errors:
            scope.created = before  # a refused line creates nothing later lines may name
            _unread(out, fid, rel, line, entry, [] if words.chatter(text, got.errors) else got.errors, scope, looks_several(text))
        for order, said in got.orders:
            if fid == "gm" and order.get("type") not in getattr(ruleset, "gm_order_types", ()):
                # the GM's post gives the GM's orders: a faction's order there would be refused at the turn
                _unread(out, fid, rel, line, entry, [LineError(1, "orderlang.gm_gives_player_order", {})], scope)
                continue
            _given(out, fid, rel, line, entry, _schema_order(order, ruleset), standing, limits, said, scope.msg_lang)
    if entry.get("note") and len(entry["note"]) > limits.note:  # a refused post has none (_refuse_post)
        _long_note(out, fid, rel, entry, limits.note, block.header_line or block.lines[0].number, scope.msg_lang)


def _given(out: TextOrders, fid: str, rel: str, line: Line, entry: dict, order: dict, standing: bool, limits,
           said: str | None = None, lang: str = "es") -> None:
    if fid in out.refused:  # none of a refused post's orders stand
        return
    orders = entry.setdefault("orders", [])
    if len(orders) >= limits.orders:  # the schema's cap, told once where the post passes it: the orders above stand
        told = Msg("orderlang.too_many_orders", most=limits.orders)
        if (fid, "orders") not in out.capped:  # in the player's report too, with the line where reading stopped
            entry.setdefault("unread", []).append({"file": rel, "line": line.number, "kind": "not_understood",
                                                   "text": " ".join(line.text.split())[:MAX_LINE], "reason": wording(told, lang)})
        _over(out, fid, "orders", Problem(rel, (), told, line=line.number, column=1, severity="warning"))
        return
    out.where[(fid, len(orders))] = (rel, line.number, said or without_stop(line.text).strip())  # several of a line: its same line
    orders.append(order)
    if standing:  # `siempre: ...`: given now, and again each turn it sends nothing
        out.doc.setdefault("standing", {}).setdefault(fid, []).append(orders[-1])


def _unread(out: TextOrders, fid: str, rel: str, line: Line, entry: dict, errors: list, scope: Scope, several: bool = False) -> None:
    """A line not read: chatter (no errors: skipped, listed) or not understood (its
    errors: a warning located where the first is, and the line kept with the reason;
    several: it may hold several orders (`y`, `. `), told to write one order a line)."""
    listed = entry.setdefault("unread", [])
    quoted = line.quoted or line.voice is not None  # a long quote (the GM's announcement) never refuses the post
    if quoted:
        out.quoted[fid] = out.quoted.get(fid, 0) + 1
    if not _room(out, fid, rel, line, entry, bool(errors) and not quoted, scope):
        return
    as_written = " ".join(line.text.split())[:MAX_LINE]
    record = {"file": rel, "line": line.number, "kind": "not_understood" if errors else "chatter", "text": as_written}
    if errors:
        reason = Msg.join([Msg(e.key, **_short_params(e.params)) for e in errors])
        told = any(e.key == "orderlang.two_orders" for e in errors)  # says so itself
        reason = Msg("orderlang.one_per_line", reason=reason) if several and not told else reason
        record["reason"] = wording(reason, scope.msg_lang)
        _add(out, fid, Problem(rel, (), Msg("orderlang.not_understood", text=shown(as_written), reason=reason),
                               line=line.number, column=errors[0].column, severity="warning"))
    listed.append(record)


def _refuse_post(out: TextOrders, fid: str, problems: list[Problem], as_written: str, lang: str) -> None:
    """A faction's post that cannot be read as a whole (a NUL byte, a quote never closed,
    a wall of lines not understood): refused alone, never guessed at. None of its orders
    stand (it sent nothing: the game's missed-orders policy applies); each problem is told,
    located, as a warning (`gm orders --strict` makes them errors), and the player reads
    why in `gm check` and in the private report. The rest of the turn goes on: a player's
    post never blocks it."""
    out.refused.add(fid)  # reading its post stops, and nothing read later stands
    entry = out.doc["factions"].setdefault(fid, {})
    for key in ("orders", "note"):
        entry.pop(key, None)
    out.where = {k: v for k, v in out.where.items() if k[0] != fid}
    standing = out.doc.get("standing")
    if isinstance(standing, dict):
        standing.pop(fid, None)
        if not standing:
            out.doc.pop("standing")
    # what was told of its lines before (each not understood) is its refusal's now: said once
    out.problems = [p for p in out.problems if not (out.owner.get(id(p)) == fid and p.severity == "warning")]
    first = problems[0]
    entry["unread"] = [{"file": first.file, "line": min(first.line or 1, MAX_LINES), "kind": "post_refused",
                        "text": " ".join(as_written.split())[:MAX_LINE], "reason": wording(first.message, lang)}]
    for problem in problems:
        _add(out, fid, replace(problem, message=Msg("orderlang.post_refused", reason=problem.message), severity="warning"))


def _room(out: TextOrders, fid: str, rel: str, line: Line, entry: dict, told: bool, scope: Scope) -> bool:
    """Whether the post's list of lines not read (orders.toml's bound, MAX_UNREAD) takes one
    more. Full: chatter and others' words are no more listed, only counted (`unlisted`, in
    the GM's report); a line not understood (`told`) takes the room of a line of chatter,
    and where there is none, the post is a wall of lines not understood: refused, reading
    stops."""
    listed = entry.setdefault("unread", [])
    if len(listed) < MAX_UNREAD:
        return True
    chatter = [i for i, u in enumerate(listed) if u["kind"] in ("chatter", "not_theirs")]  # never an order: their room may go
    if told and not chatter:
        _refuse_post(out, fid, [Problem(rel, (), Msg("orderlang.too_many_unread", most=MAX_UNREAD), line=line.number, column=1)],
                     line.text, scope.msg_lang)
        return False
    entry["unlisted"] = entry.get("unlisted", 0) + 1
    if told:
        del listed[chatter[-1]]  # a line not understood is told before a line of chatter is listed
    return told


def _long_note(out: TextOrders, fid: str, rel: str, entry: dict, most: int, line: int, lang: str) -> None:
    """A note past the schema's length: cut there, the player and the GM told; its post's
    orders stand (a long note is no reason to lose a turn)."""
    told = Msg("orderlang.long_note", length=len(entry["note"]), most=most)
    entry["note"] = entry["note"][: most - 1].rstrip() + "…"
    entry.setdefault("unread", []).append({"file": rel, "line": line, "kind": "not_understood",
                                           "text": entry["note"][:80], "reason": wording(told, lang)})
    _add(out, fid, Problem(rel, (), told, line=line, severity="warning"))


def _not_theirs(voice: Voice, fid: str, scope: Scope) -> bool:
    """Whether a line is somebody else's words: in a quote that is not the faction's own
    (split_blocks reads those through), or under a header naming the GM or another faction
    it may know (one it never met reads as a name that names no one: its header is chatter)."""
    if voice.kind == "quote" or voice.speaker == "gm":
        return True
    return voice.speaker != fid and voice.speaker in scope.factions()


def _others_words(out: TextOrders, fid: str, rel: str, line: Line, entry: dict, scope: Scope, words: ChatterWords) -> None:
    """A line that speaks for someone else: never an order of anyone. Chatter stays chatter
    (a quoted greeting, listed for the GM); the header that names another, and each line
    that could be an order, are told to the player, located, with why they were not taken."""
    voice = line.voice
    if out.quoted.get(fid, 0) >= MAX_QUOTED_READ:  # a quote of a whole thread: listed, not read (a post's work stays bounded)
        _unread(out, fid, rel, line, entry, [], scope)
        return
    if not (voice.kind == "header" and line.number == voice.line) and not _an_order(line.text, scope, words):
        _unread(out, fid, rel, line, entry, [], scope)
        return
    if voice.kind == "quote":
        reason = Msg("orderlang.voice_quote" if voice.name else "orderlang.voice_quote_bare", name=voice.name, line=voice.line)
    else:
        reason = Msg("orderlang.voice_header" if line.number == voice.line else "orderlang.voice_under", name=voice.name, line=voice.line)
    as_written = " ".join(line.text.split())[:MAX_LINE]
    out.quoted[fid] = out.quoted.get(fid, 0) + 1  # somebody else's words never count against the post's cap
    if not _room(out, fid, rel, line, entry, False, scope):
        return
    record = {"file": rel, "line": line.number, "kind": "not_theirs", "text": as_written, "reason": wording(reason, scope.msg_lang)}
    if voice.kind == "quote":
        record["quote"] = True  # quoting another's post is forum manners, not the player's mistake (gm check passes)
    entry.setdefault("unread", []).append(record)
    column = len(line.text) - len(line.text.lstrip()) + 1
    _add(out, fid, Problem(rel, (), Msg("orderlang.not_theirs", text=shown(as_written), reason=reason),
                           line=line.number, column=column, severity="warning"))


VERB_ERRORS = ("orderlang.unknown_verb", "orderlang.unknown_verb_near")


def _an_order(text: str, scope: Scope, words: ChatterWords) -> bool:
    """Whether somebody else's line would be an order: it reads as one of the faction's, or
    its verb is one (`mover kli-2 a J5` quoted in a Federation post); «Se abre el turno 2»
    in the GM's quoted announcement is not, though «abre» comes near a verb."""
    before = {k: dict(v) for k, v in (scope.created or {}).items()}
    got = read_orders(without_stop(text), scope, (scope.lang,) + tuple(x for x in ("es", "en") if x != scope.lang))
    scope.created = before  # somebody else's line creates nothing the post's lines may name
    if got.orders:
        return True
    return bool(got.errors) and got.errors[0].key not in VERB_ERRORS and not words.chatter(text, got.errors)


def _over(out: TextOrders, fid: str, what: str, problem: Problem) -> None:
    if (fid, what) not in out.capped:
        out.capped.add((fid, what))
        _add(out, fid, problem)


def _short_params(params: dict) -> dict:
    """What a player wrote, quoted in a message, at most a short excerpt."""
    return {k: shown(v) if isinstance(v, str) and k in ("found", "name") else v for k, v in params.items()}


def _remark(text: str) -> bool:
    """A whole line in parentheses: the player's remark, never an order."""
    text = text.strip()
    return len(text) > 2 and text[0] == "(" and text[-1] == ")" and text.count("(") == 1


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
