"""Reading TOML with located errors, and writing it the same way every time.

tomllib gives no positions, so `KeyLocator` scans the text for table headers and
`key =` lines to recover the line of a key path. `dumps` writes state for git
diffs: keys in schema order, id-keyed maps sorted, integers not floats, LF endings.
"""

from __future__ import annotations

import os
import re
import stat
import tomllib
from pathlib import Path
from typing import Any

from gm.errors import Problem

_POSITION = re.compile(r"\(at line (\d+), column (\d+)\)")
MAX_FILE_BYTES = 8 * 1024 * 1024  # a turn file larger than this is a mistake, not a game


def read_toml(path: Path, rel: str) -> tuple[dict | None, str | None, list[Problem]]:
    """Parse one TOML file. Returns (data, text, problems); data is None on failure."""
    raw, problem = read_regular(path, rel)
    if problem is not None:
        return None, None, [problem]
    return parse_toml_bytes(raw, rel)


_KINDS = ((stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a FIFO (named pipe)"), (stat.S_ISCHR, "a character device"),
          (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"))


def read_regular(path: Path, rel: str, limit: int = MAX_FILE_BYTES, expected: str = "a TOML file") -> tuple[bytes | None, Problem | None]:
    """The bytes of a regular file of at most `limit` bytes, or the Problem saying why not.

    Opened without blocking (a FIFO would wait for a writer forever) and checked on the
    open descriptor (a symlink to /dev/zero is a device, not a file); the limit is
    enforced on what is read, not on what stat says (a file may grow while read)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0))
    except FileNotFoundError:
        return None, Problem(rel, (), "missing file")
    except OSError as exc:
        return None, Problem(rel, (), f"cannot be read: {exc.strerror or exc}")
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            kind = next((name for test, name in _KINDS if test(mode)), "not a regular file")
            return None, Problem(rel, (), f"found {kind}, expected {expected}")
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        return None, Problem(rel, (), f"cannot be read: {exc.strerror or exc}")
    finally:
        os.close(fd)
    if size > limit:
        return None, Problem(rel, (), f"found more than {limit:,} bytes, expected at most {limit:,} bytes in {expected}")
    return b"".join(chunks), None


def parse_toml_bytes(raw: bytes, rel: str) -> tuple[dict | None, str | None, list[Problem]]:
    from gm import tomlfast

    if b"\x00" in raw:
        line = raw[: raw.index(b"\x00")].count(b"\n") + 1
        return None, None, [Problem(rel, (), "found a binary file (NUL byte), expected TOML text", line=line)]
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        return None, None, [Problem(rel, (), f"found invalid UTF-8 byte 0x{raw[exc.start]:02x}, expected UTF-8 text", line=line)]
    if text.startswith("\ufeff"):
        text = text[1:]
    data = tomlfast.loads(text)  # the exact fast path for gm's own style, or None
    if data is not None:
        return data, text, []
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        msg = str(exc)
        m = _POSITION.search(msg)
        line = col = None
        if m:
            line, col = int(m.group(1)), int(m.group(2))
            msg = _POSITION.sub("", msg).strip()
        return None, text, [Problem(rel, (), f"invalid TOML: {msg}", line=line, column=col)]
    except (RecursionError, ValueError) as exc:  # absurd nesting or numbers
        return None, text, [Problem(rel, (), f"invalid TOML: {exc}")]
    return data, text, []


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
        if i >= n:
            return None
        if s[i] == '"':
            j = i + 1
            buf = []
            while j < n and s[j] != '"':
                if s[j] == "\\" and j + 1 < n:
                    buf.append(s[j + 1])
                    j += 2
                    continue
                buf.append(s[j])
                j += 1
            if j >= n:
                return None
            parts.append("".join(buf))
            i = j + 1
        elif s[i] == "'":
            j = s.find("'", i + 1)
            if j < 0:
                return None
            parts.append(s[i + 1 : j])
            i = j + 1
        else:
            m = _BARE.match(s, i)
            if not m:
                return None
            parts.append(m.group(0))
            i = m.end()
        while i < n and s[i] in " \t":
            i += 1
        if i < n and s[i] == ".":
            i += 1
            continue
        return parts, i


class KeyLocator:
    """Maps key paths (tuples of keys and list indexes) to 1-based line numbers."""

    def __init__(self, text: str | None):
        self.lines: dict[tuple, int] = {}
        if text:
            self._scan(text)

    def _scan(self, text: str) -> None:
        table: tuple = ()
        aot_counts: dict[tuple, int] = {}
        in_multiline: str | None = None
        array_key: tuple | None = None
        array_depth = 0
        array_index = 0
        for lineno, line in enumerate(text.split("\n"), start=1):
            stripped = line.strip()
            if in_multiline:
                if in_multiline in line:
                    in_multiline = None
                continue
            if array_key is not None:
                # Inside a multi-line array: each element starting at depth 1 gets a line.
                if array_depth == 1 and stripped and not stripped.startswith(("#", "]")):
                    self.lines.setdefault(array_key + (array_index,), lineno)
                for ch in _strip_strings(line):
                    if ch in "[{":
                        array_depth += 1
                    elif ch in "]}":
                        array_depth -= 1
                    elif ch == "," and array_depth == 1:
                        array_index += 1
                if array_depth <= 0:
                    array_key = None
                continue
            if not stripped or stripped.startswith("#"):
                continue
            if stripped.startswith("[["):
                parsed = _split_key(stripped[2:])
                if parsed:
                    key = tuple(parsed[0])
                    idx = aot_counts.get(key, 0)
                    aot_counts[key] = idx + 1
                    table = key + (idx,)
                    for k in range(1, len(table) + 1):
                        self.lines.setdefault(table[:k], lineno)
                continue
            if stripped.startswith("["):
                parsed = _split_key(stripped[1:])
                if parsed:
                    table = self._resolve_aot(tuple(parsed[0]), aot_counts)
                    for k in range(1, len(table) + 1):
                        self.lines.setdefault(table[:k], lineno)
                continue
            parsed = _split_key(stripped)
            if not parsed:
                continue
            parts, end = parsed
            rest = stripped[end:]
            if not rest.startswith("="):
                continue
            full = table + tuple(parts)
            for k in range(len(table) + 1, len(full) + 1):
                self.lines.setdefault(full[:k], lineno)
            value = rest[1:].strip()
            for quote in ('"""', "'''"):
                if value.startswith(quote) and value.count(quote) == 1:
                    in_multiline = quote
            if value.startswith("["):
                depth = 0
                index = 0
                for ch in _strip_strings(value):
                    if ch in "[{":
                        depth += 1
                    elif ch in "]}":
                        depth -= 1
                    elif ch == "," and depth == 1:
                        index += 1
                inline_items = value[1:].strip()
                if inline_items and not inline_items.startswith("#"):
                    self.lines.setdefault(full + (0,), lineno)
                if depth > 0:
                    array_key, array_depth, array_index = full, depth, index

    @staticmethod
    def _resolve_aot(key: tuple, aot_counts: dict[tuple, int]) -> tuple:
        """`[a.b]` after `[[a]]` means the last element of array a."""
        out: tuple = ()
        for part in key:
            out = out + (part,)
            if out in aot_counts:
                out = out + (aot_counts[out] - 1,)
        return out

    def line_of(self, path: tuple) -> int | None:
        """The line of the longest prefix of path that was found."""
        path = tuple(path)
        while path:
            if path in self.lines:
                return self.lines[path]
            path = path[:-1]
        return None


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


def _child_schema(schemas: list[dict], key: str, root: dict) -> dict:
    for s in schemas:
        if key in s.get("properties", {}):
            return _resolve(s["properties"][key], root)
    for s in schemas:
        for pattern, sub in s.get("patternProperties", {}).items():
            if re.search(pattern, key):
                return _resolve(sub, root)
    for s in schemas:
        extra = s.get("additionalProperties")
        if isinstance(extra, dict):
            return _resolve(extra, root)
    return {}


def normalise(data: Any, schema: dict | None = None, root: dict | None = None) -> Any:
    """Reorder mappings by schema, sort id maps, turn integral floats into ints."""
    root = root if root is not None else (schema or {})
    schema = _resolve(schema or {}, root)
    if isinstance(data, dict):
        schemas = _branches(schema, root)
        order: list[str] = []
        for s in schemas:
            for k in s.get("properties", {}):
                if k not in order:
                    order.append(k)
        known = [k for k in order if k in data]
        rest = sorted(k for k in data if k not in order)
        return {k: normalise(data[k], _child_schema(schemas, k, root), root) for k in known + rest if data[k] is not None}
    if isinstance(data, (list, tuple)):
        items = _resolve(schema.get("items", {}), root) if schema else {}
        return [normalise(v, items, root) for v in data]
    if isinstance(data, float) and data.is_integer():
        return int(data)
    if isinstance(data, bool):
        return data
    return data


def dumps(data: dict, schema: dict | None = None, header: str = "") -> str:
    """tomli_w.dumps(normalise(data, schema)) in one walk (gm.tomlwrite), header as comments."""
    from gm.tomlwrite import Fallback, fast_dumps

    try:
        text = fast_dumps(data, schema)
    except Fallback:
        import tomli_w

        text = tomli_w.dumps(normalise(data, schema))
    if header:
        text = "".join(f"# {line}\n" if line else "#\n" for line in header.splitlines()) + "\n" + text
    return text
