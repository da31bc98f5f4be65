"""Schema validation: jsonschema-rs answers yes/no, jsonschema (the reference) words the
errors. The yes/no gate must never hide an error: for every sample file and many
mutations of them, the problems gm reports are exactly those of jsonschema alone."""

import copy
import datetime
import tomllib
from pathlib import Path

from unittest.mock import patch

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator

from gm import registry
from gm.engine import validate
from gm.engine.validate import Validation, _schema_check, schema_says_valid

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
LEAVES = st.one_of(st.integers(-10**12, 10**12), st.text(max_size=12), st.booleans(), st.floats(),
                   st.just([]), st.just({}), st.lists(st.integers(0, 30), max_size=3), st.sampled_from(["B3", "A1", "tech", "move", "zz"]),
                   st.just(datetime.date(2026, 12, 1)), st.sampled_from(["abc\n", "x-1\n", "\u0663"]))


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


def problems(rel, doc, schema):
    result = Validation(files=None)
    _schema_check(result, rel, doc, schema)
    return result.problems


def reference_problems(rel, doc, schema):
    """What gm says with the yes/no gate switched off: jsonschema alone."""
    with patch.object(validate, "schema_says_valid", lambda schema, data: False):
        return problems(rel, doc, schema)


def agree(rid, kind, doc):
    schema = registry.get(rid).schema(kind)
    valid = not any(True for _ in Draft202012Validator(schema).iter_errors(doc))
    if schema_says_valid(schema, doc):
        assert valid  # jsonschema-rs never lets through what the reference refuses
    assert problems(f"{kind}.toml", doc, schema) == reference_problems(f"{kind}.toml", doc, schema)
    return valid


@pytest.mark.parametrize("rid,kind,doc", DOCS, ids=[f"{r}-{k}-{i}" for i, (r, k, _) in enumerate(DOCS)])
def test_samples_are_valid_for_both(rid, kind, doc):
    assert schema_says_valid(registry.get(rid).schema(kind), doc)
    assert agree(rid, kind, doc)


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck), database=None)
@given(data=st.data())
def test_mutations_report_what_jsonschema_reports(data):
    rid, kind, doc = data.draw(st.sampled_from(DOCS))
    all_paths = list(paths(doc))
    for _ in range(data.draw(st.integers(1, 3))):
        path = data.draw(st.sampled_from(all_paths))
        doc = mutate(doc, path, data.draw(st.sampled_from(["replace", "delete", "add"])), data.draw(LEAVES),
                     data.draw(st.sampled_from(["extra", "level", "type", "x"])))
        all_paths = list(paths(doc))
    agree(rid, kind, doc)


@pytest.mark.parametrize("value,valid", [(1, True), (1.0, True), (True, False), (False, False), (1.5, False), ("1", False),
                                         ([1], False), (None, False)])
def test_integer_one_float_one_and_true_told_apart(value, valid):
    """1 and 1.0 are the integer 1 to JSON Schema; true is not, though Python finds 1 == True."""
    doc = tomllib.loads((ROOT / "sample_games/sector/turn-01/factions/klingon.toml").read_text())
    schema = registry.get("sector").schema("faction")
    for sector in list(doc["known"])[:3]:  # the same small table several times over
        doc["known"][sector] = {"terrain": "empty", "turn": value}
    assert schema_says_valid(schema, doc) is valid
    assert agree("sector", "faction", doc) is valid


@pytest.mark.parametrize("value", [datetime.date(2026, 12, 1), float("nan"), float("inf")])
def test_values_json_has_no_word_for_go_to_jsonschema(value):
    """A TOML date or a NaN: jsonschema-rs cannot take it (or calls a NaN no number), so
    the reference decides and words it."""
    doc = tomllib.loads((ROOT / "sample_games/sector/turn-01/factions/klingon.toml").read_text())
    schema = registry.get("sector").schema("faction")
    doc["known"][next(iter(doc["known"]))] = {"terrain": "empty", "turn": value}
    assert not schema_says_valid(schema, doc)
    found = problems("factions/klingon.toml", doc, schema)
    assert found and {p.path[-1] for p in found} == {"turn"}
    assert agree("sector", "faction", doc) is False


def test_where_the_two_read_a_pattern_differently_jsonschema_decides():
    """jsonschema's patterns are Python's `re.search`, whose `$` also matches before a final
    newline; jsonschema-rs's do not. The gate says no, and the reference has the last word."""
    doc = tomllib.loads((ROOT / "sample_games/sector/turn-01/factions/klingon.toml").read_text())
    schema = registry.get("sector").schema("faction")
    doc["known"][next(iter(doc["known"]))] = {"terrain": "empty", "turn": 1, "owner": "klingon\n"}
    assert not schema_says_valid(schema, doc)
    agree("sector", "faction", doc)
