"""An exact fast path for the TOML that gm writes (tomli_w's style) and GMs copy.

`loads(text)` returns either None or exactly what `tomllib.loads(text)` returns. It reads
line by line, and knows only a few line shapes:

    key = "string"   key = 123   key = -4   key = true / false   (a comment may follow)
    key = []   key = [1, "x", { a = 1 }]   key = { a = "x", b = 2 }
    key = [        then one element a line (a scalar or a one-line inline table), then ]
    [table.path]   [[array.of.tables]]   # comments   blank lines

Keys are bare (A-Z a-z 0-9 _ -) or quoted without escapes or dots, never dotted on the
left of `=`; strings are
basic strings without escapes; integers are decimal, without `+`, `_` or leading zeros,
at most 18 digits. Anything else, anything doubtful (a tab, a CR, a control character, a
redefined key or table, a header through a value) makes it decline with None, so the
caller parses with tomllib, which also words the error when the text is invalid.

Tables follow TOML 1.0 as tomllib applies it: a super-table made implicitly by a header
may be defined once later; a table defined by a header cannot be defined again; values
(inline tables and arrays) cannot be reopened by headers; `[a.b]` after `[[a]]` goes into
a's last element; `[[a]]` only appends to an array made by `[[a]]`.
"""

from __future__ import annotations

import re

__all__ = ["loads"]

# a bare key, or a quoted one without escapes and without dots (so a header path still
# splits on "."): sector's `[world.relations."ferengi+klingon"]`
_KEY = r'(?:[A-Za-z0-9_-]++|"[^"\\\x00-\x1f\x7f.]++")'
_STR = r'"[^"\\\x00-\x1f\x7f]*+"'
_INT = r"-?+(?:0|[1-9][0-9]{0,17}+)"
_SCALAR = rf"{_STR}|{_INT}|true|false"
_ITAB = rf"\{{ *+(?:{_KEY} *+= *+(?:{_SCALAR})(?: *+, *+{_KEY} *+= *+(?:{_SCALAR}))*+)? *+\}}"
_ELEM = rf"{_ITAB}|{_SCALAR}"
_ARRAY = rf"\[ *+(?:(?:{_ELEM})(?: *+, *+(?:{_ELEM}))*+ *+,?+ *+)?\]"
_PATH = rf"{_KEY}(?:\.{_KEY}){{0,7}}+"
_END = r" *+(?:#[^\x00-\x1f\x7f]*+)?"

# Every line of the text, as findall tuples of three groups (few groups: findall is much
# faster): a key and its value (a scalar, an inline table, a one-line array, or "[" that
# opens a multi-line array); or the third group: a [table] or [[array]] header, an array
# element with its comma if any, or "]" that closes an array. A blank or comment line
# gives three empty strings.
_LINES = re.compile(
    rf"^ *+(?:({_KEY}) *+= *+({_STR}|{_INT}|true|false|\[(?={_END}$)|{_ITAB}|{_ARRAY})"
    rf"|(\[(?:\[{_PATH}\]|{_PATH})\]|(?:{_ELEM}) *+,?+|\]))?{_END}$",
    re.MULTILINE,
)
_ITEM = re.compile(rf"({_KEY}) *+= *+({_SCALAR})")
_ARRAY_ITEM = re.compile(_ELEM)

_IMPLICIT, _EXPLICIT, _AOT = 0, 1, 2


class _Decline(Exception):
    pass


def _value(s: str):
    """The value of a scalar, inline table or one-line array already matched by a regex."""
    c = s[0]
    if c == '"':
        return s[1:-1]
    if c == "{":
        items = _ITEM.findall(s)
        table = {_unquote(k): _value(v) for k, v in items}
        if len(table) != len(items):
            raise _Decline  # a duplicate key
        return table
    if c == "[":
        return [_value(v) for v in _ARRAY_ITEM.findall(s, 1)]
    if c == "t":
        return True
    if c == "f":
        return False
    return int(s)


def _unquote(key: str) -> str:
    """A key as written -> the key (a quoted key here has no escapes to decode)."""
    return key[1:-1] if key[0] == '"' else key


def _resolve(root: dict, kinds: dict[int, int], keys: list[str]) -> dict:
    """The table that keys lead to from a header, creating implicit tables as tomllib
    does; a path through a value (scalar, inline table, array) declines."""
    cur = root
    for k in map(_unquote, keys):
        nxt = cur.get(k)
        if nxt is None:
            nxt = cur[k] = {}
            kinds[id(nxt)] = _IMPLICIT
        else:
            kind = kinds.get(id(nxt))
            if kind is None:
                raise _Decline
            if kind == _AOT:
                nxt = nxt[-1]  # [a.b] after [[a]] is in a's last element
        cur = nxt
    return cur


def loads(text: str) -> dict | None:
    """tomllib.loads(text) for the simple subset gm writes; None for anything else."""
    lines = _LINES.findall(text)
    if len(lines) != text.count("\n") + 1:
        return None  # some line is not in the subset
    try:
        return _build(lines)
    except (_Decline, RecursionError, ValueError):
        return None


def _build(lines: list[tuple[str, str, str]]) -> dict | None:
    root: dict = {}
    kinds: dict[int, int] = {}  # id of each table or array of tables made by a header
    parents: dict[str, dict] = {}  # a header's parent path -> its table, until the next [[x]]
    cur = root
    array: list | None = None  # the multi-line array being read
    comma = True  # whether the array's last element had its comma
    for key, value, other in lines:
        if key:
            if key[0] == '"':
                key = key[1:-1]
            if array is not None or key in cur:
                return None
            c = value[0]
            if c == '"':
                cur[key] = value[1:-1]
            elif c == "t":
                cur[key] = True
            elif c == "f":
                cur[key] = False
            elif value == "[":
                array = cur[key] = []
                comma = True
            elif c == "[" or c == "{":
                cur[key] = _value(value)
            else:
                cur[key] = int(value)
            continue
        if not other:
            continue  # a blank or comment line
        c = other[0]
        if c == "]":
            if array is None:
                return None
            array = None
        elif c != "[":  # an array element
            if array is None or not comma:
                return None  # outside an array, or two elements without a comma between
            other = other.rstrip(" ")  # `"x" # note`: the spaces before a comment are not the value's
            comma = other[-1] == ","
            if comma:
                other = other[:-1].rstrip(" ")
            array.append(other[1:-1] if c == '"' else _value(other))
        elif array is not None:
            return None  # `[x]` inside an array is an array, not a header
        elif other[1] != "[":  # [table]
            parent, _, last = other[1:-1].rpartition(".")
            last = _unquote(last)
            table = parents.get(parent)
            if table is None:
                table = parents[parent] = _resolve(root, kinds, parent.split(".")) if parent else root
            cur = table.get(last)
            if cur is None:
                cur = table[last] = {}
            elif kinds.get(id(cur)) != _IMPLICIT:
                return None  # defined twice, or a value, or an array of tables
            kinds[id(cur)] = _EXPLICIT
        else:  # [[array of tables]]
            parent, _, last = other[2:-2].rpartition(".")
            last = _unquote(last)
            table = _resolve(root, kinds, parent.split(".")) if parent else root
            parents.clear()  # a new element: paths through this array now lead into it
            tables = table.get(last)
            if tables is None:
                tables = table[last] = []
                kinds[id(tables)] = _AOT
            elif kinds.get(id(tables)) != _AOT:
                return None  # a value, a table, or an array written as a value
            cur = {}
            tables.append(cur)
            kinds[id(cur)] = _EXPLICIT
    if array is not None:
        return None  # the text ends inside an array
    return root
