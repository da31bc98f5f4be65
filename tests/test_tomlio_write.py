"""tomlio.dumps writes in one walk what `tomli_w.dumps(normalise(data, schema))` wrote in two.

The fast writer must give tomli_w 1.2.0's text byte for byte: checked against tomli_w on random
documents (with no normalising, and with normalising against a schema) and on the sample games
with the rulesets' own schemas, against the two-pass path (`tomlio.normalise` then tomli_w),
which stays as the writer's fallback.
"""

from __future__ import annotations

import math
import tomllib
from datetime import date, datetime, time
from decimal import Decimal
from pathlib import Path

import pytest
import tomli_w
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gm.rulesets
from gm import tomlio
from gm.tomlwrite import Fallback as _Fallback, fast_dumps as _fast_dumps

ROOT = Path(__file__).resolve().parent.parent
SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck), database=None)


# ----------------------------------------------------------------------------------
# The two-pass path: the expected output.


def old_normalise(data, schema=None):
    """The two-pass path's normalising step (gm.tomlio.normalise, the writer's fallback):
    the fast writer must give exactly tomli_w's text of its result."""
    return tomlio.normalise(data, schema)


def old_dumps(data, schema=None):
    return tomli_w.dumps(old_normalise(data, schema))


# ----------------------------------------------------------------------------------
# Random TOML-able documents

KEYS = st.one_of(
    st.sampled_from(["a", "b", "id", "name", "x-1", "under_score", "ñ", "a b", "", "a.b", '"q"', "back\\slash", "tab\tkey", "new\nline",
                     "\x7f", "\x01", "😀", "p1", "p2", "items", "Z9"]),
    st.text(max_size=6),
)
STRINGS = st.one_of(
    st.sampled_from(["", 'say "hi"', "back\\slash", "line\nbreak", "cr\r\nlf", "tab\there", "\x00\x08\x0b\x0c\x1b\x1f", "del\x7f",
                     "ñandú", "😀 emoji", "'single'", '"""', "\\u0041", "#", "x" * 120]),
    st.text(max_size=30),
)
INTS = st.one_of(st.integers(), st.sampled_from([0, -1, 2**63, -(2**63) - 1, 10**40, -(10**40)]))
FLOATS = st.one_of(
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from([0.0, -0.0, 1.0, -2.0, 1e16, 1e300, 0.5, -1.5e-7, math.inf, -math.inf, math.nan]),
)


def scalars(none: bool):
    base = st.one_of(STRINGS, INTS, st.booleans(), FLOATS)
    return st.one_of(base, st.none()) if none else base


def documents(none: bool = False):
    """Nested tables; None only as a dict value (normalise drops those; tomli_w refuses them)."""
    values = st.recursive(
        scalars(none=False),
        lambda inner: st.one_of(
            st.lists(inner, max_size=4),
            st.lists(inner, max_size=4).map(tuple),
            st.lists(st.dictionaries(KEYS, st.one_of(inner, st.none()) if none else inner, max_size=4), min_size=1, max_size=3),
            st.dictionaries(KEYS, st.one_of(inner, st.none()) if none else inner, max_size=5),
            st.lists(STRINGS, min_size=5, max_size=12),
            st.lists(st.lists(st.dictionaries(KEYS, scalars(none=False), max_size=2), max_size=2), min_size=1, max_size=2),
        ),
        max_leaves=25,
    )
    return st.dictionaries(KEYS, st.one_of(values, st.none()) if none else values, max_size=6)


def plain(x):
    """What a TOML reader gives back: tuples are arrays; NaN compared by identity of kind."""
    if isinstance(x, dict):
        return {k: plain(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [plain(v) for v in x]
    if isinstance(x, float) and math.isnan(x):
        return "NaN"
    return x


@SETTINGS
@given(doc=documents())
def test_fast_writer_writes_what_tomli_w_writes(doc):
    text = _fast_dumps(doc, norm=False)  # raises _Fallback if it would fall back: it must not here
    assert text == tomli_w.dumps(doc)
    assert plain(tomllib.loads(text)) == plain(doc)


@SETTINGS
@given(doc=documents(none=True))
def test_dumps_without_schema_writes_what_the_old_path_wrote(doc):
    expected = old_dumps(doc)
    assert _fast_dumps(doc) == expected
    assert tomlio.dumps(doc) == expected
    assert plain(tomllib.loads(expected)) == plain(old_normalise(doc))


# A schema that exercises every way `normalise` finds a child schema: properties (in an order
# that is not sorted), $ref, allOf / then / else branches, patternProperties,
# additionalProperties, items.
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


@SETTINGS
@given(doc=documents(none=True))
def test_dumps_with_a_schema_writes_what_the_old_path_wrote(doc):
    expected = old_dumps(doc, SCHEMA)
    assert _fast_dumps(doc, SCHEMA) == expected
    assert tomlio.dumps(doc, SCHEMA, header="a\n\nb") == "# a\n#\n# b\n\n" + expected
    assert tomlio.normalise(doc, SCHEMA) == old_normalise(doc, SCHEMA)


def test_every_way_to_a_child_schema_orders_keys():
    doc = {
        "q": {"items": 1, "Z9": 2},  # additionalProperties
        "p1": {"a": 1, "x-1": 2},  # patternProperties
        "id": {"id": 1, "name": 2},  # then branch, $ref
        "b": {"k": {"id": 1, "name": 2, "b": [{"id": 3, "name": 4}]}},  # $ref to a map of $ref, items
        "name": "n",
        "a": [{"b": [], "id": 1, "name": 2}],
    }
    expected = old_dumps(doc, SCHEMA)
    assert _fast_dumps(doc, SCHEMA) == expected
    assert expected == (
        'name = "n"\na = [\n    { name = 2, id = 1, b = [] },\n]\n\n[b.k]\nname = 2\nid = 1\nb = [\n    { name = 4, id = 3 },\n]\n\n'
        "[id]\nname = 2\nid = 1\n\n[p1]\nx-1 = 2\na = 1\n\n[q]\nitems = 1\nZ9 = 2\n"
    )


# ----------------------------------------------------------------------------------
# Edge cases written out


def test_inline_table_line_limit_is_exactly_100_characters():
    # "    { k = "..." },": 4 + len('{ k = "') 7 + n + len('" }') 3 + 1 = 15 + n
    fits = {"t": [{"k": "x" * 85}]}
    too_long = {"t": [{"k": "x" * 86}]}
    assert _fast_dumps(fits, norm=False) == tomli_w.dumps(fits) == 't = [\n    { k = "' + "x" * 85 + '" },\n]\n'
    assert _fast_dumps(too_long, norm=False) == tomli_w.dumps(too_long) == '[[t]]\nk = "' + "x" * 86 + '"\n'
    two = {"t": [{"k": "x" * 40, "l": "y" * 37}]}  # 4 + "{ " + 46 + ", " + 43 + " }" + "," = 100
    assert _fast_dumps(two, norm=False) == tomli_w.dumps(two)
    assert "[[t]]" not in tomli_w.dumps(two)
    two["t"][0]["l"] += "y"
    assert _fast_dumps(two, norm=False) == tomli_w.dumps(two)
    assert "[[t]]" in tomli_w.dumps(two)


@pytest.mark.parametrize(
    "doc",
    [
        {},
        {"a": {}},
        {"a": {"b": {}}},
        {"a": {"b": {"c": 1}}, "d": 2},
        {"a": [{}]},
        {"a": [{}, {"x": [1]}]},  # one table with an array in it: all of them are [[a]]
        {"a": [{"x": []}]},
        {"a": [[{"x": [1, 2]}]]},  # an array of arrays of tables is inline, arrays in it at level 0
        {"a": [1, [2, [3, []]], {"b": {"c": [4]}}]},
        {"a": [{"b": {"c": 1}}], "z": [{"y": {"q": [1]}, "w": 2}]},
        {"": 1, " ": {"": {"x": 2}}, "ñ": [{"\n": "\x7f"}]},
        {"f": [1.0, -0.0, math.inf, -math.inf, 1e16, 1e-7, 2.5]},
        {"t": (1, (2, 3), ({"a": 1},))},
        {"t": ({"a": 1}, {"a": [1]})},
    ],
)
def test_edge_documents(doc):
    assert _fast_dumps(doc, norm=False) == tomli_w.dumps(doc)
    assert _fast_dumps(doc) == old_dumps(doc)


def test_normalising_drops_none_sorts_and_writes_integral_floats_as_ints():
    doc = {"z": 1.0, "a": None, "m": {"k": None, "j": -0.0, "i": [2.0, 2.5, math.nan]}, "l": [{"b": None, "a": 3.0}]}
    text = tomlio.dumps(doc)
    assert text == old_dumps(doc) == 'l = [\n    { a = 3 },\n]\nz = 1\n\n[m]\ni = [\n    2,\n    2.5,\n    nan,\n]\nj = 0\n'


@pytest.mark.parametrize(
    "doc",
    [
        {"when": datetime(2024, 1, 2, 3, 4, 5)},
        {"a": {"day": date(2024, 1, 2)}},
        {"a": [{"t": time(3, 4)}]},
        {"price": Decimal("1.50")},
        {"a": [1, Decimal("2")]},
    ],
)
def test_values_the_fast_writer_leaves_to_tomli_w(doc):
    with pytest.raises(_Fallback):
        _fast_dumps(doc)
    assert tomlio.dumps(doc) == old_dumps(doc)


def test_errors_stay_those_of_the_old_path():
    for doc in ({"a": [1, None]}, {1: "x"}, {"a": {2: 3}}, {"a": object()}):
        with pytest.raises(_Fallback):
            _fast_dumps(doc)
        with pytest.raises(TypeError):
            old_dumps(doc)
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


# ----------------------------------------------------------------------------------
# The sample games, with the rulesets' schemas


def _sample_files():
    out = []
    for game in sorted((ROOT / "sample_games").glob("*/turn-01")):
        ruleset = tomllib.loads((game / "game.toml").read_text("utf-8"))["ruleset"]
        out.append((ruleset, "game", game / "game.toml"))
        out.append((ruleset, "orders", game / "orders.toml"))
        out.extend((ruleset, "faction", f) for f in sorted((game / "factions").glob("*.toml")))
    return out


SAMPLES = _sample_files()


def test_there_are_sample_games():
    assert len({r for r, _, _ in SAMPLES}) >= 4 and len(SAMPLES) >= 15


@pytest.mark.parametrize("ruleset,kind,path", SAMPLES, ids=[str(p.relative_to(ROOT)) for _, _, p in SAMPLES])
def test_sample_game_files_are_written_as_before(ruleset, kind, path):
    data = tomllib.loads(path.read_text("utf-8"))
    schema = gm.rulesets.get(ruleset).schema(kind)
    expected = old_dumps(data, schema)
    assert _fast_dumps(data, schema) == expected  # the fast path, not a fallback
    assert tomlio.dumps(data, schema) == expected
    assert tomlio.dumps(data, schema) == expected  # again, with the plans cached
