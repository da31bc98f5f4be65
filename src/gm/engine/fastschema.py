"""A compiled yes/no check for the subset of JSON Schema our schemas use.

jsonschema explains errors well but walks a big game slowly (a thousand faction files
take seconds). Valid data is the common case, so validation first asks this compiled
checker, which answers exactly "valid" or "not valid" for the keywords it knows, and
only on "not valid" runs jsonschema for the located, readable messages. A schema with
a keyword this module does not know is not compiled: jsonschema then does all the work.
"""

from __future__ import annotations

import re
from typing import Any, Callable

Check = Callable[[Any], bool]

ANNOTATIONS = {"$schema", "$id", "$comment", "$defs", "definitions", "title", "description", "default",
               "examples", "format", "deprecated", "readOnly", "writeOnly"}


class Unsupported(Exception):
    pass


def _is_integer(x: Any) -> bool:
    return (isinstance(x, int) and not isinstance(x, bool)) or (isinstance(x, float) and x.is_integer())


_TYPES: dict[str, Check] = {
    "object": lambda x: isinstance(x, dict),
    "array": lambda x: isinstance(x, list),
    "string": lambda x: isinstance(x, str),
    "integer": _is_integer,
    "number": lambda x: isinstance(x, (int, float)) and not isinstance(x, bool),
    "boolean": lambda x: isinstance(x, bool),
    "null": lambda x: x is None,
}


def _number(x: Any) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool)


def _json_equal(a: Any, b: Any) -> bool:
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_json_equal(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_json_equal(x, y) for x, y in zip(a, b))
    return type(a) in (int, float) and type(b) in (int, float) and a == b or (type(a) is type(b) and a == b)


_NESTED = {"properties", "patternProperties", "additionalProperties", "items", "$ref", "allOf", "anyOf", "oneOf", "not", "if"}
MEMO_SIZE = 4096


def _flat_object(schema: dict) -> bool:
    """An object schema whose properties are all plain values (a sector's entry in a
    known map, a hex): its verdict depends only on its (key, value) pairs."""
    props = schema.get("properties")
    return (schema.get("type") == "object" and isinstance(props, dict) and bool(props)
            and schema.get("additionalProperties", True) is False and "patternProperties" not in schema
            and all(isinstance(p, dict) and not (_NESTED & p.keys()) for p in props.values()))


def _remembered(check: Check) -> Check:
    """check, remembering its verdict per content: a large game repeats the same small
    objects thousands of times ({terrain = "empty", turn = 1}). The key holds each
    value's type, so 1, 1.0 and true (equal in Python) never share a verdict."""
    memo: dict = {}

    def remembered(x):
        if type(x) is not dict:
            return check(x)
        try:
            key = tuple([(k, type(v), v) for k, v in x.items()])
            verdict = memo.get(key)
        except TypeError:  # a list or a table where a plain value belongs: not hashable
            return check(x)
        if verdict is None:
            verdict = check(x)
            if len(memo) < MEMO_SIZE:
                memo[key] = verdict
        return verdict

    return remembered


class _Compiler:
    def __init__(self, root: dict):
        self.root = root
        self.refs: dict[str, Check] = {}

    def ref(self, ref: str) -> Check:
        if not ref.startswith("#/"):
            raise Unsupported(ref)
        if ref not in self.refs:
            node: Any = self.root
            for part in ref[2:].split("/"):
                if not isinstance(node, dict) or part not in node:
                    raise Unsupported(ref)
                node = node[part]
            holder: list[Check] = []
            self.refs[ref] = lambda x: holder[0](x)  # recursion-safe forward reference
            holder.append(self.compile(node))
        return self.refs[ref]

    def compile(self, schema: Any) -> Check:
        if schema is True:
            return lambda x: True
        if schema is False:
            return lambda x: False
        if not isinstance(schema, dict):
            raise Unsupported(repr(schema))
        leaf = _leaf(schema)
        if leaf is not None:
            return leaf
        checks: list[Check] = []
        handled = set(ANNOTATIONS)
        for key, handler in self.KEYWORDS.items():
            if key in schema:
                handled.add(key)
                made = handler(self, schema[key], schema)
                if made is not None:
                    checks.append(made)
        for key in ("additionalProperties", "patternProperties", "then", "else"):
            if key in schema:
                handled.add(key)  # compiled together with properties / if
        unknown = set(schema) - handled
        if unknown:
            raise Unsupported(", ".join(sorted(unknown)))
        if not checks:
            return lambda x: True
        if len(checks) == 1:
            check = checks[0]
        else:
            checks_t = tuple(checks)

            def check(x):
                for c in checks_t:
                    if not c(x):
                        return False
                return True

        return _remembered(check) if _flat_object(schema) else check

    # -- keywords --------------------------------------------------------------------
    def k_type(self, value, schema):
        names = value if isinstance(value, list) else [value]
        tests = [_TYPES[n] for n in names]
        if len(tests) == 1:
            return tests[0]
        return lambda x: any(t(x) for t in tests)

    def k_enum(self, value, schema):
        if all(isinstance(v, str) for v in value):  # the common case: a set lookup
            names = frozenset(value)
            return lambda x: isinstance(x, str) and x in names
        return lambda x: any(_json_equal(x, v) for v in value)

    def k_const(self, value, schema):
        if type(value) is str:  # the common case: an order's `type` (oneOf branches)
            return lambda x: type(x) is str and x == value
        return lambda x: _json_equal(x, value)

    def k_minimum(self, value, schema):
        return lambda x: not _number(x) or x >= value

    def k_maximum(self, value, schema):
        return lambda x: not _number(x) or x <= value

    def k_exclusive_minimum(self, value, schema):
        return lambda x: not _number(x) or x > value

    def k_exclusive_maximum(self, value, schema):
        return lambda x: not _number(x) or x < value

    def k_min_length(self, value, schema):
        return lambda x: not isinstance(x, str) or len(x) >= value

    def k_max_length(self, value, schema):
        return lambda x: not isinstance(x, str) or len(x) <= value

    def k_pattern(self, value, schema):
        rx = re.compile(value)
        return lambda x: not isinstance(x, str) or rx.search(x) is not None

    def k_required(self, value, schema):
        names = frozenset(value)
        return lambda x: not isinstance(x, dict) or x.keys() >= names

    def k_min_properties(self, value, schema):
        return lambda x: not isinstance(x, dict) or len(x) >= value

    def k_max_properties(self, value, schema):
        return lambda x: not isinstance(x, dict) or len(x) <= value

    def k_properties(self, value, schema):
        props = {k: self.compile(v) for k, v in value.items()}
        patterns = [(re.compile(p), self.compile(s)) for p, s in (schema.get("patternProperties") or {}).items()]
        extra = schema.get("additionalProperties", True)
        extra_check = self.compile(extra)
        if not patterns:  # the common shapes, without the general loop's bookkeeping
            if extra is False:
                def closed(x):
                    if not isinstance(x, dict):
                        return True
                    for k, v in x.items():
                        c = props.get(k)
                        if c is None or not c(v):
                            return False
                    return True

                return closed
            if not props:
                def each(x):
                    if not isinstance(x, dict):
                        return True
                    for v in x.values():
                        if not extra_check(v):
                            return False
                    return True

                return each

        def check(x):
            if not isinstance(x, dict):
                return True
            for k, v in x.items():
                matched = False
                c = props.get(k)
                if c is not None:
                    matched = True
                    if not c(v):
                        return False
                for rx, pc in patterns:
                    if rx.search(k):
                        matched = True
                        if not pc(v):
                            return False
                if not matched and not extra_check(v):
                    return False
            return True

        return check

    def k_pattern_only(self, value, schema):
        if "properties" in schema:
            return None  # compiled with properties
        return self.k_properties({}, schema)

    def k_additional_only(self, value, schema):
        if "properties" in schema or "patternProperties" in schema:
            return None
        return self.k_properties({}, schema)

    def k_property_names(self, value, schema):
        c = self.compile(value)
        return lambda x: not isinstance(x, dict) or all(c(k) for k in x)

    def k_items(self, value, schema):
        c = self.compile(value)

        def check(x):
            if isinstance(x, list):
                for v in x:
                    if not c(v):
                        return False
            return True

        return check

    def k_min_items(self, value, schema):
        return lambda x: not isinstance(x, list) or len(x) >= value

    def k_max_items(self, value, schema):
        return lambda x: not isinstance(x, list) or len(x) <= value

    def k_unique_items(self, value, schema):
        if not value:
            return None

        def check(x):
            if not isinstance(x, list):
                return True
            return all(not _json_equal(x[i], x[j]) for i in range(len(x)) for j in range(i + 1, len(x)))

        return check

    def k_all_of(self, value, schema):
        cs = [self.compile(s) for s in value]
        return lambda x: all(c(x) for c in cs)

    def k_any_of(self, value, schema):
        cs = [self.compile(s) for s in value]
        return lambda x: any(c(x) for c in cs)

    def k_one_of(self, value, schema):
        cs = [self.compile(s) for s in value]
        return lambda x: sum(1 for c in cs if c(x)) == 1

    def k_not(self, value, schema):
        c = self.compile(value)
        return lambda x: not c(x)

    def k_if(self, value, schema):
        cond = self.compile(value)
        then = self.compile(schema.get("then", True))
        other = self.compile(schema.get("else", True))
        return lambda x: then(x) if cond(x) else other(x)

    def k_ref(self, value, schema):
        return self.ref(value)

    def k_dependent_required(self, value, schema):
        return lambda x: not isinstance(x, dict) or all(all(d in x for d in deps) for k, deps in value.items() if k in x)

    KEYWORDS = {
        "$ref": k_ref, "type": k_type, "enum": k_enum, "const": k_const,
        "minimum": k_minimum, "maximum": k_maximum,
        "exclusiveMinimum": k_exclusive_minimum, "exclusiveMaximum": k_exclusive_maximum,
        "minLength": k_min_length, "maxLength": k_max_length, "pattern": k_pattern,
        "required": k_required, "minProperties": k_min_properties, "maxProperties": k_max_properties,
        "properties": k_properties, "patternProperties": k_pattern_only, "additionalProperties": k_additional_only,
        "propertyNames": k_property_names, "items": k_items, "minItems": k_min_items, "maxItems": k_max_items,
        "uniqueItems": k_unique_items, "allOf": k_all_of, "anyOf": k_any_of, "oneOf": k_one_of, "not": k_not,
        "if": k_if, "dependentRequired": k_dependent_required,
    }


_INT_KEYS = {"type", "minimum", "maximum"}
_STR_KEYS = {"type", "minLength", "maxLength", "pattern"}


def _leaf(schema: dict) -> Check | None:
    """One closure for the commonest leaves (an integer in a range, a string with a
    length or a pattern): most of a game's values, checked without a chain of calls."""
    keys = set(schema) - ANNOTATIONS
    kind = schema.get("type")
    if kind == "integer" and keys <= _INT_KEYS:
        lo, hi = schema.get("minimum"), schema.get("maximum")
        if not all(b is None or _number(b) for b in (lo, hi)):
            return None

        def integer(x):
            if not (type(x) is int or _is_integer(x)):
                return False
            return (lo is None or x >= lo) and (hi is None or x <= hi)

        return integer
    if kind == "string" and keys <= _STR_KEYS:
        lo, hi = schema.get("minLength"), schema.get("maxLength")
        if not all(b is None or type(b) is int for b in (lo, hi)):
            return None
        rx = re.compile(schema["pattern"]) if "pattern" in schema else None

        def string(x):
            if not isinstance(x, str):
                return False
            if lo is not None and len(x) < lo or hi is not None and len(x) > hi:
                return False
            return rx is None or rx.search(x) is not None

        return string
    return None


def compile_schema(schema: dict) -> Check | None:
    """A yes/no validity check equal to jsonschema's for this schema, or None."""
    try:
        return _Compiler(schema).compile(schema)
    except (Unsupported, re.error, KeyError, TypeError):
        return None
