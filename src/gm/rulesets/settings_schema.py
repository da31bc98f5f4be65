"""The schema of game.toml [settings], generated from the ruleset's data/settings.toml.

Every key a GM may override is a key of the defaults, so the schema is built from them
when the ruleset loads: a table becomes a closed object (a misspelled key is refused), a
value takes its default's type, a whole number a range around its default (never below
0 when the default is not negative: counts and dice; at least 1 for a divisor; at most 50
for a radius), a die (`1d20`) stays a die `NdS`, a name (a space or a capital) any text,
any other text one of the values the data gives it, a list at least its default's length.
An entry of an id-keyed table (a dict of dicts) learns from its siblings: a field's
allowed texts and range are those of that field across the table.

schemas/<id>/settings.schema.json refines it (deep-merged): a node with `enum`, `const`,
`anyOf`, `oneOf` or `format` replaces the generated one; other keys (minimum, maximum, items,
properties...) are laid over it. A property absent from the defaults whose refinement
says `"x-gm-table": "<name>"` is generated from data/<name>.toml (`"x-gm-table-key"`:
one key of it), for the data tables a game may override ([settings.events_table]...);
`"x-gm-whole-below": N` requires every key of the tables deeper than N levels (where the
ruleset replaces them whole); `"x-gm-keys-of": "<name>"` allows the ids of data/<name>.toml;
`"x-gm-each": {...}` refines every entry (table) of the node; `"x-gm-relations"` on a
table lists named checks between two of its keys, `{"name": [a, "<" or "<=", b]}`, that no
JSON Schema can say (a natural failure below a natural success), also inside `x-gm-each`
(every entry of a table): `relation_problems()`.

Text a JSON Schema cannot judge is checked by `problems()`: a `"format": "dice"` value
must parse with gm.dice, and a whole number must not be written with a decimal point.
"""

from __future__ import annotations

import copy
import re
from typing import Any, Callable

from gm.errors import Msg, Problem

DIE_PATTERN = r"^[1-9][0-9]{0,2}d[1-9][0-9]{0,3}$"
DIE = {"type": "string", "pattern": DIE_PATTERN,
       "description": "one kind of die, count d sides (like 1d20 or 2d6; the rules add the modifiers)"}  # literal: worded by expected-*
FREE_TEXT = {"type": "string", "maxLength": 200}
FREE_TEXT_KEYS = frozenset({"name", "home", "title", "description", "text"})
REPLACING = ("enum", "const", "anyOf", "oneOf", "format")
INT_SPAN = 1000  # a generated range reaches at least this far (and 10x its default)
DIVISOR = re.compile(r"(divisor|^per)$")
RADIUS = re.compile(r"(vision|range|radius|distance)$")
RADIUS_SPAN = 50


def is_die(value: Any) -> bool:
    return isinstance(value, str) and re.fullmatch(DIE_PATTERN, value) is not None


def _int_range(values: list[int], key: str = "") -> dict:
    reach = max([INT_SPAN] + [10 * abs(v) for v in values])
    lo = 0 if min(values) >= 0 else -reach
    if DIVISOR.search(key) and min(values) >= 1:
        lo = 1  # the rules divide by it
    if RADIUS.search(key):
        reach = max([RADIUS_SPAN] + values)  # beyond the board it is the whole board, slowly
    return {"type": "integer", "minimum": lo, "maximum": reach}


def _leaf(values: list, key: str) -> dict:
    """The schema of a plain value from its default and its siblings' values."""
    first = values[0]
    if isinstance(first, bool):
        return {"type": "boolean"}
    if isinstance(first, int):
        return _int_range([v for v in values if isinstance(v, int) and not isinstance(v, bool)], key)
    if isinstance(first, float):
        nums = [abs(v) for v in values if isinstance(v, (int, float))]
        reach = max([float(INT_SPAN)] + [10 * v for v in nums])
        return {"type": "number", "minimum": 0 if min(values) >= 0 else -reach, "maximum": reach}
    if isinstance(first, str):
        if key in FREE_TEXT_KEYS or any(" " in v or v[:1].isupper() for v in values if isinstance(v, str)):
            return dict(FREE_TEXT)  # a name people read, not an id the rules look up
        if all(is_die(v) for v in values if isinstance(v, str)):
            return dict(DIE)
        return {"enum": sorted({v for v in values if isinstance(v, str)})}
    return {}


def _list(values: list[list], key: str) -> dict:
    items = [x for v in values for x in v]
    out: dict[str, Any] = {"type": "array"}
    if not items:
        return out
    if all(isinstance(x, list) for x in items):
        inner = _list(items, key)
        width = {len(x) for x in items}
        if len(width) == 1:  # rows of a band or cost table: [from, to, extra...]
            inner["minItems"] = inner["maxItems"] = width.pop()
        out["items"] = inner
        out["minItems"] = min(len(v) for v in values)  # rows by level: as many as the default
        return out
    if all(isinstance(x, dict) for x in items):  # effects: one closed shape per set of keys
        out["items"] = _shapes(items, key)
        return out
    out["items"] = _leaf(items, key)
    if all(isinstance(x, str) for x in items) and not is_die(items[0]):
        out["uniqueItems"] = True  # names: a subset of the ones the data knows
    else:
        out["minItems"] = min(len(v) for v in values)  # indexed by level: as long as the default
    return out


def _shapes(items: list[dict], key: str) -> dict:
    """Tables in a list (effects of a discovery): each must have all the keys of one shape
    the data uses, with that shape's values (the rules read them by `kind`)."""
    shapes: dict[tuple, list[dict]] = {}
    for x in items:
        shapes.setdefault(tuple(sorted(x)), []).append(x)
    variants = []
    for keys, group in shapes.items():
        variant = generate(group, key)
        variant["required"] = list(keys)
        variants.append(variant)
    return variants[0] if len(variants) == 1 else {"anyOf": variants}


def _is_table(value: dict) -> bool:
    """An id-keyed table: several entries, each a table."""
    return len(value) >= 2 and all(isinstance(v, dict) for v in value.values())


def generate(values: list, key: str = "") -> dict:
    """The schema of values[0] (the default) knowing its siblings values[1:]."""
    first = values[0]
    if isinstance(first, dict):
        dicts = [v for v in values if isinstance(v, dict)]
        props = {}
        for k, v in first.items():
            same = [d[k] for d in dicts if k in d]
            if isinstance(v, dict) and _is_table(v):
                props[k] = _table(v, k)
            else:
                props[k] = generate(same, k)
        return {"type": "object", "additionalProperties": False, "properties": props}
    if isinstance(first, list):
        return _list([v for v in values if isinstance(v, list)], key)
    return _leaf(values, key)


def _table(table: dict, key: str) -> dict:
    entries = list(table.values())
    props = {}
    for entry_id, entry in table.items():
        props[entry_id] = generate([entry] + [e for e in entries if e is not entry], key)
    return {"type": "object", "additionalProperties": False, "properties": props}


def from_data(data: dict, entries: bool = True) -> dict:
    """A data file: its plain keys (events.toml's `die`) and its tables, which are the
    entries of one id-keyed table (entries=True) or sections of their own (settings.toml)."""
    plain = {k: v for k, v in data.items() if not isinstance(v, dict)}
    tables = {k: v for k, v in data.items() if isinstance(v, dict)}
    out = generate([plain]) if plain else {"type": "object", "additionalProperties": False, "properties": {}}
    if entries and _is_table(tables):
        out["properties"].update(_table(tables, "")["properties"])
        return out
    for k, v in tables.items():
        out["properties"][k] = _table(v, k) if _is_table(v) else generate([v], k)
    return out


def refine(gen: dict, ref: dict, load_table: Callable[[str], dict]) -> dict:
    """gen with the refinement ref laid over it (see the module docstring)."""
    if "x-gm-keys-of" in ref:  # an id of a data table (a discovery, a terrain...)
        ids = sorted(k for k, v in load_table(ref["x-gm-keys-of"]).items() if isinstance(v, dict))
        return {**_clean(ref), "enum": ids}
    if any(k in ref for k in REPLACING):
        return _clean(ref)
    out = dict(gen)
    for k, v in ref.items():
        if k.startswith("x-"):
            continue
        if k == "properties":
            props = dict(out.get("properties", {}))
            for name, sub in v.items():
                props[name] = refine(props[name], sub, load_table) if name in props else _new(sub, load_table)
            out["properties"] = props
        elif k == "items" and isinstance(out.get("items"), dict):
            out["items"] = refine(out["items"], v, load_table)
        else:
            out[k] = copy.deepcopy(v)
    if "x-gm-each" in ref:  # every entry of a data table, the ones added later too
        out["properties"] = {name: refine(sub, ref["x-gm-each"], load_table) if sub.get("type") == "object" else sub
                             for name, sub in out.get("properties", {}).items()}
    return out


def _new(ref: dict, load_table: Callable[[str], dict]) -> dict:
    name = ref.get("x-gm-table")
    if name is None:
        return refine({}, ref, load_table)
    data = load_table(name)
    if "x-gm-table-key" in ref:
        data = data[ref["x-gm-table-key"]]
    out = refine(from_data(data), ref, load_table)
    if "x-gm-whole-below" in ref:  # the ruleset replaces what lies deeper whole: all keys required
        _require_all(out, 0, int(ref["x-gm-whole-below"]))
    return out


def _require_all(node: dict, depth: int, from_depth: int) -> None:
    props = node.get("properties")
    if not isinstance(props, dict):
        return
    if depth > from_depth:
        node["required"] = list(props)
    for sub in props.values():
        _require_all(sub, depth + 1, from_depth)


def _clean(node: Any) -> Any:
    """The refinement without gm's own x- keys (they would stop the fast schema check)."""
    if isinstance(node, dict):
        return {k: _clean(v) for k, v in node.items() if not str(k).startswith("x-")}
    if isinstance(node, list):
        return [_clean(v) for v in node]
    return node


def build(defaults: dict, refinement: dict, load_table: Callable[[str], dict]) -> dict:
    schema = refine(from_data(defaults, entries=False), refinement, load_table)
    schema["description"] = "Overrides of data/settings.toml: the same tables and keys."  # literal: schema documentation
    return schema


# ---------------------------------------------------------------------------------------
# what the schema cannot say


def problems(overrides: Any, schema: dict, rel: str = "game.toml", path: tuple = ("settings",)) -> list[Problem]:
    """Dice that gm.dice cannot read and whole numbers written as decimals, located."""
    out: list[Problem] = []
    _walk(overrides, schema, path, rel, out)
    return out


def _walk(value: Any, schema: dict, path: tuple, rel: str, out: list[Problem]) -> None:
    if not isinstance(schema, dict):
        return
    if isinstance(value, dict):
        props = schema.get("properties", {})
        for k, v in value.items():
            if k in props:
                _walk(v, props[k], path + (k,), rel, out)
        return
    if isinstance(value, list):
        items = schema.get("items")
        for i, v in enumerate(value):
            _walk(v, items or {}, path + (i,), rel, out)
        return
    if isinstance(value, float) and schema.get("type") == "integer" and value.is_integer():
        out.append(Problem(rel, path, Msg("validate.decimal_point", found=repr(value), whole=str(int(value)))))
    if isinstance(value, str) and schema.get("format") == "dice":
        why = _dice_error(value)
        if why:
            out.append(Problem(rel, path, Msg("validate.dice_setting", found=repr(value), why=why)))


def _dice_error(text: str) -> "Msg | str | None":
    from gm.dice import DiceError, parse

    try:
        parse(text)
    except DiceError as exc:
        return exc.message
    return None


# ---------------------------------------------------------------------------------------
# two keys that must agree (x-gm-relations)

RELATIONS: dict[str, tuple[Callable[[Any, Any], bool], str]] = {
    "<": (lambda a, b: a < b, "below"),  # the word: validate.relation.<word>
    "<=": (lambda a, b: a <= b, "at_most"),
}


def relations(ref: dict, path: tuple = ()) -> list[tuple[tuple, str, str, str, str]]:
    """(table path, name, a, op, b) of every x-gm-relations of a refinement."""
    out = []
    for name, (a, op, b) in sorted((ref.get("x-gm-relations") or {}).items()):
        out.append((path, name, a, op, b))
    for key, sub in (ref.get("properties") or {}).items():
        if isinstance(sub, dict):
            out += relations(sub, path + (key,))
    if isinstance(ref.get("x-gm-each"), dict):  # every entry of a data table: "*" in the path
        out += relations(ref["x-gm-each"], path + ("*",))
    return out


def with_tables(ref: dict, defaults: dict, load_table: Callable[[str], dict]) -> dict:
    """The defaults with the data tables a refinement lets [settings] override (x-gm-table),
    what a relation compares a key the GM did not write with."""
    out = dict(defaults)
    for key, sub in (ref.get("properties") or {}).items():
        if isinstance(sub, dict) and "x-gm-table" in sub and key not in out:
            data = load_table(sub["x-gm-table"])
            out[key] = data.get(sub["x-gm-table-key"], {}) if "x-gm-table-key" in sub else data
    return out


def relation_problems(overrides: dict, defaults: dict, checks: list, schema: dict,
                      rel: str = "game.toml", package: str | None = None) -> list[Problem]:
    """Each broken relation once, at the key the GM wrote (the later one when both). Its
    reason is the ruleset's catalog message `relation-<a>-<b>` (package: the ruleset's; the
    schema's name of the relation is its English wording, the Spanish one lives in es.ftl)."""
    out = []
    for path, name, a, op, b in ((p, *rest) for wild, *rest in checks for p in _expand(wild, overrides, defaults)):
        given, default = _table_at(overrides, path), _table_at(defaults, path)
        if not given or not any(k in given for k in (a, b)):
            continue  # the defaults agree with themselves
        va, vb = given.get(a, default.get(a)), given.get(b, default.get(b))
        node = _table_at(schema, tuple(x for k in path for x in ("properties", k)) + ("properties",))
        if not all(_in_range(v, node.get(k)) for k, v in ((a, va), (b, vb))):
            continue  # the schema already refuses the value itself
        holds, word = RELATIONS[op]
        if not holds(va, vb):
            at = b if b in given else a
            out.append(Problem(rel, ("settings",) + path + (at,),
                               Msg(f"validate.relation.{word}", a=a, va=str(va), b=b, vb=str(vb),
                                   name=Msg(f"relation.{a}.{b}", package) if package else name)))
    return out


def _expand(path: tuple, overrides: dict, defaults: dict) -> list[tuple]:
    """The concrete paths of a path with "*" (each entry the GM wrote or the data has)."""
    if "*" not in path:
        return [path]
    i = path.index("*")
    head = path[:i]
    keys = sorted(set(_table_at(overrides, head)) | set(_table_at(defaults, head)))
    return [p for k in keys for p in _expand(head + (k,) + path[i + 1:], overrides, defaults)]


def _in_range(value: Any, node: Any) -> bool:
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        return False
    node = node if isinstance(node, dict) else {}
    return node.get("minimum", value) <= value <= node.get("maximum", value)


def _table_at(data: Any, path: tuple) -> dict:
    for key in path:
        data = data.get(key) if isinstance(data, dict) else None
    return data if isinstance(data, dict) else {}
