"""gm.tomlio writing: `dumps` is tomli_w's text of `normalise(data, schema)`.

`normalise` works out each schema node once (its plans are cached); here it is checked on
random documents against `reference_normalise`, the plain recursive reading of the same
rules (schema order, then sorted; None values dropped; integral floats as ints), with a
schema that takes every way to a child schema. The sample games' outputs are compared
byte for byte by the goldens (tests/golden.py).
"""

from __future__ import annotations

import math
import re
import tomllib

import pytest
import tomli_w
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gm import tomlio

SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck), database=None)


# ----------------------------------------------------------------------------------
# The rules, read plainly


def _resolve(schema, root):
    while isinstance(schema, dict) and "$ref" in schema:
        node = root
        for part in schema["$ref"][2:].split("/"):
            node = node.get(part, {})
        schema = node
    return schema if isinstance(schema, dict) else {}


def _branches(schema, root):
    out = [schema]
    for k in ("allOf", "anyOf", "oneOf"):
        for sub in schema.get(k, []):
            out += _branches(_resolve(sub, root), root)
    for k in ("then", "else"):
        if k in schema:
            out += _branches(_resolve(schema[k], root), root)
    return out


def _child(schemas, key, root):
    for s in schemas:
        if key in s.get("properties", {}):
            return _resolve(s["properties"][key], root)
    for s in schemas:
        for pattern, sub in s.get("patternProperties", {}).items():
            if re.search(pattern, key):
                return _resolve(sub, root)
    for s in schemas:
        if isinstance(s.get("additionalProperties"), dict):
            return _resolve(s["additionalProperties"], root)
    return {}


def reference_normalise(data, schema=None, root=None):
    root = root if root is not None else (schema or {})
    schema = _resolve(schema or {}, root)
    if isinstance(data, dict):
        schemas = _branches(schema, root)
        order = list(dict.fromkeys(k for s in schemas for k in s.get("properties", {})))
        keys = [k for k in order if k in data] + sorted(k for k in data if k not in order)
        return {k: reference_normalise(data[k], _child(schemas, k, root), root) for k in keys if data[k] is not None}
    if isinstance(data, (list, tuple)):
        return [reference_normalise(v, _resolve(schema.get("items", {}), root), root) for v in data]
    if isinstance(data, float) and data.is_integer():
        return int(data)
    return data


# ----------------------------------------------------------------------------------
# Random documents

KEYS = st.one_of(
    st.sampled_from(["a", "b", "id", "name", "x-1", "ñ", "a b", "", "a.b", '"q"', "\x7f", "p1", "p2", "items", "Z9", "k"]),
    st.text(max_size=6),
)
STRINGS = st.one_of(st.sampled_from(["", 'say "hi"', "back\\slash", "line\nbreak", "del\x7f", "ñandú", "x" * 120]), st.text(max_size=30))
FLOATS = st.one_of(st.floats(), st.sampled_from([0.0, -0.0, 1.0, -2.0, 1e16, 0.5, math.inf, math.nan]))
SCALARS = st.one_of(STRINGS, st.integers(), st.booleans(), FLOATS)


def documents():
    """Nested tables; None only as a dict value (normalise drops those; tomli_w refuses them)."""
    values = st.recursive(
        SCALARS,
        lambda inner: st.one_of(
            st.lists(inner, max_size=4),
            st.lists(inner, max_size=4).map(tuple),
            st.lists(st.dictionaries(KEYS, st.one_of(inner, st.none()), max_size=4), min_size=1, max_size=3),
            st.dictionaries(KEYS, st.one_of(inner, st.none()), max_size=5),
        ),
        max_leaves=25,
    )
    return st.dictionaries(KEYS, st.one_of(values, st.none()), max_size=6)


# Every way to a child schema: properties (in an order that is not sorted), $ref, allOf /
# then / else branches, patternProperties, additionalProperties, items.
SCHEMA = {
    "type": "object",
    "$defs": {
        "thing": {"type": "object", "properties": {"name": {}, "id": {}, "b": {"type": "array", "items": {"$ref": "#/$defs/thing"}}}},
        "a-map": {"type": "object", "additionalProperties": {"$ref": "#/$defs/thing"}},
    },
    "properties": {"name": {}, "b": {"$ref": "#/$defs/a-map"}, "a": {"type": "array", "items": {"$ref": "#/$defs/thing"}}},
    "patternProperties": {"^p[0-9]$": {"type": "object", "properties": {"x-1": {}, "a": {}}}},
    "additionalProperties": {"type": "object", "properties": {"items": {}, "Z9": {}, "ñ": {}}},
    "allOf": [{"if": {}, "then": {"properties": {"id": {"$ref": "#/$defs/thing"}, "ñ": {}}}, "else": {"properties": {"Z9": {}}}}],
}


def plain(x):
    """What a TOML reader gives back: tuples are arrays; NaN compared by kind."""
    if isinstance(x, dict):
        return {k: plain(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [plain(v) for v in x]
    if isinstance(x, float) and math.isnan(x):
        return "NaN"
    return x


@SETTINGS
@given(doc=documents())
def test_normalise_follows_the_rules(doc):
    for schema in (None, SCHEMA):
        expected = reference_normalise(doc, schema)
        assert plain(tomlio.normalise(doc, schema)) == plain(expected)
        assert list(tomlio.normalise(doc, schema)) == list(expected)  # the order is the point
        text = tomlio.dumps(doc, schema, header="a\n\nb")
        assert text == "# a\n#\n# b\n\n" + tomli_w.dumps(expected)
        assert plain(tomllib.loads(text)) == plain(expected)


def test_every_way_to_a_child_schema_orders_keys():
    doc = {
        "q": {"items": 1, "Z9": 2},  # additionalProperties
        "p1": {"a": 1, "x-1": 2},  # patternProperties
        "id": {"id": 1, "name": 2},  # then branch, $ref
        "b": {"k": {"id": 1, "name": 2, "b": [{"id": 3, "name": 4}]}},  # $ref to a map of $ref, items
        "name": "n",
        "a": [{"b": [], "id": 1, "name": 2}],
    }
    assert tomlio.dumps(doc, SCHEMA) == (
        'name = "n"\na = [\n    { name = 2, id = 1, b = [] },\n]\n\n[b.k]\nname = 2\nid = 1\nb = [\n    { name = 4, id = 3 },\n]\n\n'
        "[id]\nname = 2\nid = 1\n\n[p1]\nx-1 = 2\na = 1\n\n[q]\nitems = 1\nZ9 = 2\n"
    )


def test_normalising_drops_none_sorts_and_writes_integral_floats_as_ints():
    doc = {"z": 1.0, "a": None, "m": {"k": None, "j": -0.0, "i": [2.0, 2.5, math.nan]}, "l": [{"b": None, "a": 3.0}]}
    assert tomlio.dumps(doc) == 'l = [\n    { a = 3 },\n]\nz = 1\n\n[m]\ni = [\n    2,\n    2.5,\n    nan,\n]\nj = 0\n'


def test_keep_order_writes_the_data_as_given():
    doc = {"z": 1.0, "a": {"y": [1, 2], "b": "x"}}
    assert tomlio.dumps(doc, keep_order=True) == "z = 1.0\n\n[a]\ny = [\n    1,\n    2,\n]\nb = \"x\"\n"


@pytest.mark.parametrize("doc", [{"a": [1, None]}, {1: "x"}, {"a": {2: 3}}, {"a": object()}])
def test_what_toml_cannot_hold_is_a_type_error(doc):
    with pytest.raises(TypeError):
        tomlio.dumps(doc)


def test_schema_plans_are_cached_but_follow_each_schema():
    a = {"properties": {"y": {}, "x": {}}}
    b = {"properties": {"x": {}, "y": {}}}
    doc = {"x": 1, "y": 2}
    for _ in range(2):
        assert tomlio.dumps(doc, a) == "y = 2\nx = 1\n"
        assert tomlio.dumps(doc, b) == "x = 1\ny = 2\n"
        assert tomlio.dumps(doc) == "x = 1\ny = 2\n"
    for _ in range(3):  # schemas made afresh each time (their ids may be reused)
        assert tomlio.dumps(doc, {"properties": {"y": {}, "x": {}}}) == "y = 2\nx = 1\n"
        assert tomlio.dumps(doc, {"properties": {"x": {}, "y": {}}}) == "x = 1\ny = 2\n"


class _Ruleset:
    def schema(self, kind):
        return {"game": {"properties": {"turn": {}, "ruleset": {}}}, "faction": {"properties": {"name": {}}}, "orders": {}}[kind]


class _State:
    game = {"ruleset": "r", "turn": 2}
    factions = {"b": {"x": 1, "name": "B"}, "a": {"name": "A"}}


def test_state_files_are_a_turn_directory_s_state():
    files = tomlio.state_files(_Ruleset(), _State(), {"turn": 2, "factions": {}}, "Orders for turn 2.")
    assert list(files) == ["game.toml", "factions/a.toml", "factions/b.toml", "orders.toml"]
    assert files["game.toml"] == b'turn = 2\nruleset = "r"\n'
    assert files["factions/b.toml"] == b'name = "B"\nx = 1\n'
    assert files["orders.toml"] == b"# Orders for turn 2.\n\nturn = 2\n\n[factions]\n"
