"""The compiled yes/no check agrees with jsonschema on every sample file and on many
mutations of them (it only decides whether jsonschema needs to run)."""

import copy
import tomllib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator

from gm import rulesets
from gm.engine.fastschema import compile_schema

ROOT = Path(__file__).resolve().parents[2]


def documents():
    out = []
    for game in sorted(ROOT.glob("sample_games/*/turn-01/game.toml")):
        turn = game.parent
        rid = tomllib.loads(game.read_text())["ruleset"]
        out.append((rid, "game", tomllib.loads(game.read_text())))
        out.append((rid, "orders", tomllib.loads((turn / "orders.toml").read_text())))
        for f in sorted((turn / "factions").glob("*.toml")):
            out.append((rid, "faction", tomllib.loads(f.read_text())))
    return out


DOCS = documents()
LEAVES = st.one_of(st.integers(-10**12, 10**12), st.text(max_size=12), st.booleans(), st.floats(allow_nan=False),
                   st.just([]), st.just({}), st.lists(st.integers(0, 30), max_size=3), st.sampled_from(["B3", "A1", "tech", "move", "zz"]))


def paths(node, prefix=()):
    yield prefix
    if isinstance(node, dict):
        for k, v in node.items():
            yield from paths(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from paths(v, prefix + (i,))


def mutate(doc, path, action, leaf, key):
    doc = copy.deepcopy(doc)
    if not path:
        return doc
    parent = doc
    for p in path[:-1]:
        parent = parent[p]
    last = path[-1]
    if action == "replace":
        parent[last] = leaf
    elif action == "delete" and isinstance(parent, dict):
        del parent[last]
    elif action == "add" and isinstance(parent[last], dict):
        parent[last][key] = leaf
    return doc


def agree(rid, kind, doc):
    schema = rulesets.get(rid).schema(kind)
    fast = compile_schema(schema)
    assert fast is not None
    expected = not any(True for _ in Draft202012Validator(schema).iter_errors(doc))
    assert fast(doc) == expected


@pytest.mark.parametrize("rid,kind,doc", DOCS, ids=[f"{r}-{k}-{i}" for i, (r, k, _) in enumerate(DOCS)])
def test_samples_are_valid_for_both(rid, kind, doc):
    agree(rid, kind, doc)


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck), database=None)
@given(data=st.data())
def test_mutations_agree(data):
    rid, kind, doc = data.draw(st.sampled_from(DOCS))
    all_paths = list(paths(doc))
    for _ in range(data.draw(st.integers(1, 3))):
        path = data.draw(st.sampled_from(all_paths))
        doc = mutate(doc, path, data.draw(st.sampled_from(["replace", "delete", "add"])), data.draw(LEAVES),
                     data.draw(st.sampled_from(["extra", "level", "type", "x"])))
        all_paths = list(paths(doc))
    agree(rid, kind, doc)


LEAF_SCHEMAS = st.one_of(
    st.fixed_dictionaries({"type": st.just("integer")}, optional={"minimum": st.integers(-5, 5), "maximum": st.integers(-5, 5)}),
    st.fixed_dictionaries({"type": st.just("string")}, optional={"minLength": st.integers(0, 3), "maxLength": st.integers(0, 3),
                                                                  "pattern": st.sampled_from(["^[a-z]+$", "[0-9]", "^$", "ñ"])}),
)
LEAF_VALUES = st.one_of(st.integers(-8, 8), st.floats(-8, 8), st.booleans(), st.text(max_size=4), st.none(), st.just([1]))


@settings(max_examples=500, deadline=None, database=None)
@given(schema=LEAF_SCHEMAS, value=LEAF_VALUES)
def test_fused_leaves_agree(schema, value):
    """An integer range or a string with length and pattern compiles to one closure."""
    expected = not any(True for _ in Draft202012Validator(schema).iter_errors(value))
    assert compile_schema(schema)(value) == expected


OBJECT_SCHEMAS = st.fixed_dictionaries({"type": st.just("object")}, optional={
    "required": st.lists(st.sampled_from(["a", "b", "type"]), max_size=3),
    "properties": st.fixed_dictionaries({}, optional={"type": st.fixed_dictionaries({"const": st.sampled_from(["move", "", 1, True, 1.0, None])})}),
})
OBJECT_VALUES = st.dictionaries(st.sampled_from(["a", "b", "type", "c"]),
                                st.one_of(st.sampled_from(["move", "Move", "", 1, 1.0, True, False, None, 0]), st.text(max_size=3)), max_size=4)


@settings(max_examples=500, deadline=None, database=None)
@given(schema=OBJECT_SCHEMAS, value=st.one_of(OBJECT_VALUES, LEAF_VALUES))
def test_required_and_const_agree(schema, value):
    """`required` as a key-set comparison, a string `const` as one type-and-value test."""
    expected = not any(True for _ in Draft202012Validator(schema).iter_errors(value))
    assert compile_schema(schema)(value) == expected


def test_remembered_verdicts_keep_value_types_apart():
    """A flat object's verdict is remembered by content (a large game repeats the same
    small objects); 1, 1.0 and true are equal in Python, and must not share a verdict."""
    schema = rulesets.get("sector").schema("faction")
    fast = compile_schema(schema)
    doc = tomllib.loads((ROOT / "sample_games/sector/turn-01/factions/klingon.toml").read_text())
    known = doc["known"]
    sector = next(iter(known))
    for value, valid in [(1, True), (True, False), (1.0, True), (1.5, False), ("1", False), (1, True), ([1], False)]:
        for _ in range(2):  # the second time from memory
            d = copy.deepcopy(doc)
            d["known"][sector] = {"terrain": "empty", "turn": value}
            assert fast(d) is valid, value
            agree("sector", "faction", d)
