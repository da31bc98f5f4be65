"""Reading TOML with located errors, and writing it the same way every time.

Reading is rtoml's (a Rust parser, 5x tomllib on a 1,000-faction turn; its errors carry a
line and column). It reads TOML 1.1, the current version (Python's tomllib reads it from
3.15): a file gm accepts may use 1.1's multi-line inline tables, `\\e` and `\\xHH`
escapes and times without seconds; it refuses arrays and inline tables nested more than
about 80 deep (tomllib reads a few hundred). Where its values differ from tomllib's, they
are made tomllib's: rtoml gives offset datetimes a `TzInfo` of its own (which
`copy.deepcopy` cannot copy), replaced by `datetime.timezone`. No library gives the line
of a key path, so `KeyLocator` scans the text for table headers and `key =` lines.

Writing is tomli_w's, after `normalise`: keys in schema order then sorted (id-keyed maps
sorted), None values dropped, integral floats written as integers; LF endings. The schema
is worked out once per schema node (`_Plan`), so normalising costs a walk of the data.
"""

from __future__ import annotations

import os
import re
import stat
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from gm.limits import MAX_FILE_BYTES, file_limit
from gm.errors import Msg, Problem


def read_toml(path: Path, rel: str) -> tuple[dict | None, str | None, list[Problem]]:
    """Parse one TOML file, of at most its kind's size (gm.limits: factions/<id>.toml
    MAX_FACTION_BYTES...), refused before parsing. Returns (data, text, problems); data is
    None on failure."""
    name, limit = file_limit(rel)
    raw, problem = read_regular(path, rel, limit, name=name)
    if problem is not None:
        return None, None, [problem]
    return parse_toml_bytes(raw, rel)


# what a path that is not a regular file is (catalog keys problem.kind.*)
_KINDS = ((stat.S_ISDIR, "directory"), (stat.S_ISFIFO, "fifo"), (stat.S_ISCHR, "char_device"),
          (stat.S_ISBLK, "block_device"), (stat.S_ISSOCK, "socket"))


def read_regular(path: Path, rel: str, limit: int = MAX_FILE_BYTES, expected: "str | Msg | None" = None,
                 name: str | None = None) -> tuple[bytes | None, Problem | None]:
    """The bytes of a regular file of at most `limit` bytes, or the Problem saying why not.

    Opened without blocking (a FIFO would wait for a writer forever) and checked on the
    open descriptor (a symlink to /dev/zero is a device, not a file); the limit is
    enforced on what is read, not on what stat says (a file may grow while read)."""
    expected = expected or Msg("problem.expect_toml_file")
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0))
    except FileNotFoundError:
        return None, Problem(rel, (), Msg("problem.missing_file"))
    except OSError as exc:
        return None, Problem(rel, (), Msg("problem.unreadable", why=str(exc.strerror or exc)))
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            kind = next((name for test, name in _KINDS if test(mode)), "irregular")
            return None, Problem(rel, (), Msg("problem.not_regular", found=Msg(f"problem.kind.{kind}"), expected=expected))
        chunks, size, stated = [], 0, os.fstat(fd).st_size
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        return None, Problem(rel, (), Msg("problem.unreadable", why=str(exc.strerror or exc)))
    finally:
        os.close(fd)
    if size > limit and name is not None:  # a turn file: the limit is named (gm.limits, docs/robustness.md)
        return None, Problem(rel, (), Msg("problem.too_big_named", size=max(stated, size), limit=limit, name=name,
                                          mib=f"{limit / (1024 * 1024):g}"))
    if size > limit:
        return None, Problem(rel, (), Msg("problem.too_big", limit=limit, expected=expected))
    return b"".join(chunks), None


def parse_toml_bytes(raw: bytes, rel: str) -> tuple[dict | None, str | None, list[Problem]]:
    import rtoml

    if b"\x00" in raw:
        line = raw[: raw.index(b"\x00")].count(b"\n") + 1
        return None, None, [Problem(rel, (), Msg("problem.binary"), line=line)]
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        return None, None, [Problem(rel, (), Msg("problem.not_utf8", byte=f"0x{raw[exc.start]:02x}"), line=line)]
    if text.startswith("\ufeff"):
        text = text[1:]
    try:
        data = rtoml.loads(text)
    except ValueError as exc:  # rtoml.TomlParsingError, located
        return None, text, [_syntax_problem(str(exc), text, rel)]
    if _OFFSET_DATETIME.search(text):
        data = _standard_offsets(data)
    return data, text, []


# ----------------------------------------------------------------------------------
# rtoml's errors in gm's words: "<what>[, expected <what>] at line L column C"

_RTOML_ERROR = re.compile(r"(?P<what>.*?)(?:, expected (?P<expected>.*?))? at line (?P<line>\d+) column (?P<column>\d+)", re.S)  # literal: a regular expression
# what rtoml does not say it expected, for its messages that have no "expected"
_EXPECTED = {  # rtoml's words -> gm's catalog (problem.toml_expect.*)
    "duplicate key": "once",  # literal: rtoml's message
    "integer number overflowed": "int64",  # literal: rtoml's message
    "cannot recurse further; max recursion depth met": "shallower",  # literal: rtoml's message
}
_EXCERPT = 24  # characters of the text shown where the error is


def _syntax_problem(message: str, text: str, rel: str) -> Problem:
    """A located Problem from rtoml's error message: found what is at its line and column."""
    m = _RTOML_ERROR.fullmatch(message.strip())
    if m is None:
        return Problem(rel, (), Msg("problem.toml_invalid", why=message.strip()))
    line, column = int(m["line"]), int(m["column"])
    what, expected = m["what"], m["expected"]
    if expected is None or expected == "nothing":
        expected = Msg(f"problem.toml_expect.{_EXPECTED.get(what, 'valid') if expected is None else 'nothing'}")
    found = _found_at(text, line, column)
    return Problem(rel, (), Msg("problem.toml_syntax", what=_rtoml_words("what", what), found=found,
                                expected=_rtoml_words("said", expected)), line=line, column=column)


def _rtoml_words(kind: str, words: "str | Msg") -> "str | Msg":
    """rtoml's English words in the catalog (problem-toml_what-<slug>, problem-toml_said-<slug>)
    when it has them; else quoted as rtoml wrote them (a `token` reads the same in any language)."""
    if not isinstance(words, str):
        return words
    from gm.text.i18n import catalog

    key = f"problem.toml_{kind}." + "_".join(re.findall(r"[a-z0-9]+", words.lower()))[:40]
    return Msg(key) if catalog("en").has(key) else words


def _found_at(text: str, line: int, column: int) -> "str | Msg":
    lines = text.split("\n")
    rest = lines[line - 1][column - 1 :].rstrip("\r") if line <= len(lines) else ""
    if not rest:
        return Msg("problem.end_of_file") if line >= len(lines) else Msg("problem.end_of_line")
    shown = rest[:_EXCERPT].encode("unicode_escape").decode("ascii") if not rest[:_EXCERPT].isprintable() else rest[:_EXCERPT]
    return f"`{shown}{'…' if len(rest) > _EXCERPT else ''}`"


# an offset datetime (or a string that looks like one): rtoml's TzInfo to replace
_OFFSET_DATETIME = re.compile(r"\d:\d\d(?::\d\d(?:\.\d+)?)?(?:[Zz]|[+-]\d\d:\d\d)")


def _standard_offsets(value: Any) -> Any:
    """The same values, offset datetimes with tomllib's datetime.timezone."""
    if isinstance(value, dict):
        return {k: _standard_offsets(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_standard_offsets(v) for v in value]
    if isinstance(value, datetime) and value.tzinfo is not None:
        return value.replace(tzinfo=timezone(value.utcoffset()))
    return value


# ----------------------------------------------------------------------------------
# Locating key paths in the text

_BARE = re.compile(r"[A-Za-z0-9_-]+")


def _split_key(s: str) -> tuple[list[str], int] | None:
    """Parse a dotted TOML key at the start of s; return (parts, end index) or None."""
    parts: list[str] = []
    i, n = 0, len(s)
    while True:
        while i < n and s[i] in " \t":
            i += 1
        part = _key_part(s, i)
        if part is None:
            return None
        parts.append(part[0])
        i = part[1]
        while i < n and s[i] in " \t":
            i += 1
        if i < n and s[i] == ".":
            i += 1
            continue
        return parts, i


def _key_part(s: str, i: int) -> tuple[str, int] | None:
    """One part of a dotted key at s[i] (bare, "basic" or 'literal'): (part, end) or None."""
    if i >= len(s):
        return None
    if s[i] == '"':
        buf, j = [], i + 1
        while j < len(s) and s[j] != '"':
            escaped = s[j] == "\\" and j + 1 < len(s)
            buf.append(s[j + 1] if escaped else s[j])
            j += 2 if escaped else 1
        return ("".join(buf), j + 1) if j < len(s) else None
    if s[i] == "'":
        j = s.find("'", i + 1)
        return (s[i + 1 : j], j + 1) if j >= 0 else None
    m = _BARE.match(s, i)
    return (m.group(0), m.end()) if m else None


class KeyLocator:
    """Maps key paths (tuples of keys and list indexes) to 1-based line numbers.

    The text is scanned as far as the paths asked for need, not at once: a problem near
    the top of a 4 MiB file is located without reading the rest (the lines noted are
    the same as a whole scan's: each path's first line)."""

    CHUNK = 4096  # lines scanned at a time

    def __init__(self, text: str | None):
        self.lines: dict[tuple, int] = {}
        self._text = text or ""
        self._scanner = _Scanner(self.lines)
        self._at = 0  # where the scan has reached, in characters
        self._lineno = 0

    def line_of(self, path: tuple) -> int | None:
        """The line of the longest prefix of path that was found."""
        path = tuple(path)
        while path and path not in self.lines and self._more():
            pass
        while path:
            if path in self.lines:
                return self.lines[path]
            path = path[:-1]
        return None

    def _more(self) -> bool:
        """Scan the next CHUNK lines; False at the end of the text."""
        if self._at > len(self._text):
            return False
        end = self._at
        for _ in range(self.CHUNK):
            end = self._text.find("\n", end) + 1
            if end == 0:
                end = len(self._text) + 1
                break
        self._lineno = self._scanner.scan(self._text[self._at:end - 1] if end <= len(self._text) else self._text[self._at:], self._lineno)
        self._at = end
        return True


class _Scanner:
    """One pass over the lines, noting where each table, key and array element starts.

    Lines inside a multi-line string are skipped; lines inside a multi-line array give the
    lines of its elements; any other line is a header, a `key = value` or nothing."""

    def __init__(self, lines: dict[tuple, int]):
        self.lines = lines
        self.table: tuple = ()
        self.aot_counts: dict[tuple, int] = {}  # [[array]] -> elements seen so far
        self.in_multiline: str | None = None  # the quotes that close the string being skipped
        self.array_key: tuple | None = None  # the multi-line array being read
        self.array_depth = 0
        self.array_index = 0

    def scan(self, text: str, before: int = 0) -> int:
        """Scan the lines of `text`, the first being line `before` + 1; the last line's number."""
        lineno = before
        for lineno, line in enumerate(text.split("\n"), start=before + 1):
            if self.in_multiline:
                if self.in_multiline in line:
                    self.in_multiline = None
            elif self.array_key is not None:
                self._array_line(line, lineno)
            else:
                self._statement(line.strip(), lineno)
        return lineno

    def _mark(self, path: tuple, lineno: int, start: int = 1) -> None:
        for k in range(start, len(path) + 1):
            self.lines.setdefault(path[:k], lineno)

    def _array_line(self, line: str, lineno: int) -> None:
        stripped = line.strip()
        if self.array_depth == 1 and stripped and not stripped.startswith(("#", "]")):
            self.lines.setdefault(self.array_key + (self.array_index,), lineno)
        self.array_depth, commas = _brackets(line, self.array_depth)
        self.array_index += commas
        if self.array_depth <= 0:
            self.array_key = None

    def _statement(self, stripped: str, lineno: int) -> None:
        if not stripped or stripped.startswith("#"):
            return
        if stripped.startswith("[["):
            parsed = _split_key(stripped[2:])
            if parsed:
                key = tuple(parsed[0])
                self.aot_counts[key] = self.aot_counts.get(key, 0) + 1
                self.table = key + (self.aot_counts[key] - 1,)
                self._mark(self.table, lineno)
        elif stripped.startswith("["):
            parsed = _split_key(stripped[1:])
            if parsed:
                self.table = self._resolve_aot(tuple(parsed[0]))
                self._mark(self.table, lineno)
        else:
            self._key_value(stripped, lineno)

    def _key_value(self, stripped: str, lineno: int) -> None:
        parsed = _split_key(stripped)
        if not parsed or not stripped[parsed[1] :].startswith("="):
            return
        full = self.table + tuple(parsed[0])
        self._mark(full, lineno, len(self.table) + 1)
        value = stripped[parsed[1] + 1 :].strip()
        for quote in ('"""', "'''"):
            if value.startswith(quote) and value.count(quote) == 1:
                self.in_multiline = quote
        if value.startswith("["):
            depth, index = _brackets(value, 0)
            items = value[1:].strip()
            if items and not items.startswith("#"):
                self.lines.setdefault(full + (0,), lineno)
            if depth > 0:
                self.array_key, self.array_depth, self.array_index = full, depth, index

    def _resolve_aot(self, key: tuple) -> tuple:
        """`[a.b]` after `[[a]]` means the last element of array a."""
        out: tuple = ()
        for part in key:
            out = out + (part,)
            if out in self.aot_counts:
                out = out + (self.aot_counts[out] - 1,)
        return out


def _brackets(line: str, depth: int) -> tuple[int, int]:
    """The bracket depth after `line` starting at `depth`, and the commas it has at depth 1."""
    commas = 0
    for ch in _strip_strings(line):
        if ch in "[{":
            depth += 1
        elif ch in "]}":
            depth -= 1
        elif ch == "," and depth == 1:
            commas += 1
    return depth, commas


def _strip_strings(s: str) -> str:
    """Drop quoted strings and comments so brackets inside them are not counted."""
    out = []
    i, n = 0, len(s)
    while i < n:
        c = s[i]
        if c == "#":
            break
        if c in "\"'":
            j = i + 1
            while j < n and s[j] != c:
                j += 2 if (c == '"' and s[j] == "\\") else 1
            i = j + 1
            continue
        out.append(c)
        i += 1
    return "".join(out)


# ----------------------------------------------------------------------------------
# Writing


def _resolve(schema: dict | None, root: dict) -> dict:
    while isinstance(schema, dict) and "$ref" in schema:
        ref = schema["$ref"]
        if not ref.startswith("#/"):
            return {}
        node: Any = root
        for part in ref[2:].split("/"):
            node = node.get(part, {}) if isinstance(node, dict) else {}
        schema = node
    return schema if isinstance(schema, dict) else {}


def _branches(schema: dict, root: dict) -> list[dict]:
    out = [schema]
    for k in ("allOf", "anyOf", "oneOf"):
        for sub in schema.get(k, []) or []:
            out.extend(_branches(_resolve(sub, root), root))
    for k in ("then", "else"):
        if k in schema:
            out.extend(_branches(_resolve(schema[k], root), root))
    return out


class _Plan:
    """What `normalise` does at one resolved schema node, worked out once: the key order
    (its properties, over every branch, first), and the schema of each child."""

    __slots__ = ("root", "order", "known", "props", "patterns", "extra", "children", "_items", "node")

    def __init__(self, node: dict, root: dict):
        self.node, self.root = node, root
        props: dict[str, Any] = {}
        self.patterns: list[tuple[str, Any]] = []
        self.extra: Any = None
        for s in _branches(node, root):
            for k, sub in s.get("properties", {}).items():
                props.setdefault(k, sub)
            self.patterns += s.get("patternProperties", {}).items()
            more = s.get("additionalProperties")
            if self.extra is None and isinstance(more, dict):
                self.extra = more
        self.props, self.order, self.known = props, tuple(props), frozenset(props)
        self.children: dict[str, _Plan] = {}
        self._items: _Plan | None = None

    def keys(self, data: dict) -> list:
        """The schema's keys in its order, then the others sorted."""
        if not self.order:
            return sorted(data)
        keys = [k for k in self.order if k in data]
        if len(keys) < len(data):
            keys += sorted(k for k in data if k not in self.known)
        return keys

    def child(self, key: str) -> _Plan:
        plan = self.children.get(key)
        if plan is None:
            plan = _plan(_resolve(self._child_schema(key), self.root), self.root)
            if len(self.children) < 10_000:  # id-keyed maps: one entry per id
                self.children[key] = plan
        return plan

    def _child_schema(self, key: str) -> Any:
        if key in self.props:
            return self.props[key]
        return next((sub for pattern, sub in self.patterns if re.search(pattern, key)), self.extra)

    def items(self) -> _Plan:
        if self._items is None:
            self._items = _plan(_resolve(self.node.get("items", {}), self.root), self.root)
        return self._items


_PLANS: dict[int, _Plan] = {}  # id(node) -> its plan (which holds node: the id stays its own)


_EMPTY_PLAN = _Plan({}, {})  # every empty schema works alike, whatever dict object it is


def _plan(node: dict, root: dict) -> _Plan:
    if not node:
        return _EMPTY_PLAN
    plan = _PLANS.get(id(node))
    if plan is None or plan.node is not node or plan.root is not root:
        if len(_PLANS) > 4096:
            _PLANS.clear()
        plan = _PLANS[id(node)] = _Plan(node, root)
    return plan


def normalise(data: Any, schema: dict | None = None, root: dict | None = None) -> Any:
    """Reorder mappings by schema, sort id maps, drop None values, integral floats to ints."""
    root = root if root is not None else (schema or {})
    return _normalised(data, _plan(_resolve(schema or {}, root), root))


def _normalised(data: Any, plan: _Plan) -> Any:
    if isinstance(data, dict):
        out = {}
        for k in plan.keys(data):
            v = data[k]
            t = type(v)
            if t is str or t is int or t is bool:
                out[k] = v
            elif v is not None:
                out[k] = _normalised(v, plan.child(k))
        return out
    if isinstance(data, (list, tuple)):
        items = plan.items()
        return [_normalised(v, items) for v in data]
    if isinstance(data, float) and data.is_integer():
        return int(data)
    return data


def dumps(data: dict, schema: dict | None = None, header: str = "", *, keep_order: bool = False) -> str:
    """tomli_w's text of `normalise(data, schema)` (of data as it is, with keep_order),
    after `header` as comment lines."""
    import tomli_w

    text = tomli_w.dumps(data if keep_order else normalise(data, schema))
    if header:
        text = "".join(f"# {line}\n" if line else "#\n" for line in header.splitlines()) + "\n" + text
    return text


def state_files(ruleset: Any, state: Any, orders: dict, orders_header: str) -> dict[str, bytes]:
    """A turn directory's state: game.toml, factions/<id>.toml and orders.toml (`orders`
    under `orders_header`), each written by its schema. Every writer of a turn uses this."""
    files = {"game.toml": dumps(state.game, ruleset.schema("game"))}
    faction_schema = ruleset.schema("faction")
    for fid in sorted(state.factions):
        files[f"factions/{fid}.toml"] = dumps(state.factions[fid], faction_schema)
    files["orders.toml"] = dumps(orders, ruleset.schema("orders"), header=orders_header)
    return {k: v.encode("utf-8") for k, v in files.items()}
