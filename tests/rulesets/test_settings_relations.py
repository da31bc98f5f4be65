"""x-gm-relations (gm.rulesets.settings_schema): two [settings] keys that must agree, said
once at the key the GM wrote; the defaults alone never complain; a value the schema
already refuses (a type, a range) is not compared again."""
from __future__ import annotations

import pytest

from gm import registry
from gm.rulesets.settings_schema import _expand, relation_problems, relations

REF = {"properties": {"combat": {"x-gm-relations": {"bands in order": ["half_from", "<", "full_from"]}}}}
DEFAULTS = {"combat": {"half_from": 1, "full_from": 6}}
SCHEMA = {"properties": {"combat": {"properties": {"half_from": {"minimum": 0, "maximum": 100},
                                                   "full_from": {"minimum": 0, "maximum": 100}}}}}


def problems(overrides):
    return [(p.path, p.text("en")) for p in relation_problems(overrides, DEFAULTS, relations(REF), SCHEMA)]


def test_relations_are_read_from_the_refinement():
    assert relations(REF) == [(("combat",), "bands in order", "half_from", "<", "full_from")]


@pytest.mark.parametrize("overrides, at", [
    ({"combat": {"half_from": 10}}, "half_from"),           # against the default full_from
    ({"combat": {"full_from": 1}}, "full_from"),
    ({"combat": {"half_from": 10, "full_from": 2}}, "full_from"),  # both written: the later one
    ({"combat": {"half_from": 6}}, "half_from"),            # "<" is strict
])
def test_a_broken_relation_is_said_once_at_the_key_written(overrides, at):
    got = problems(overrides)
    assert len(got) == 1 and got[0][0] == ("settings", "combat", at)
    assert "expected half_from below full_from (bands in order)" in got[0][1]


@pytest.mark.parametrize("overrides", [
    {}, {"combat": {}}, {"combat": {"half_from": 2}}, {"dice": {"x": 1}},
    {"combat": {"half_from": "ten"}}, {"combat": {"half_from": True}}, {"combat": {"half_from": 500}},
])
def test_nothing_to_say(overrides):
    assert problems(overrides) == []


@pytest.mark.parametrize("rid", ["nuevo-amanecer", "sector", "eraide", "primordia"])
def test_every_relation_names_keys_of_the_defaults_that_hold(rid):
    ruleset = registry.get(rid)
    checks, defaults = ruleset.settings_relations
    assert checks or rid == "primordia"
    for wild, name, a, op, b in checks:
        for path in _expand(wild, {}, defaults):
            table = defaults
            for key in path:
                table = table[key]
            assert a in table and b in table, (rid, name, path)
            # the defaults themselves agree (written as the GM would: every key of the table)
            assert relation_problems(_nest(path, dict(table)), defaults, [(path, name, a, op, b)], ruleset.settings_schema) == []


def test_an_entry_of_a_data_table_is_checked_against_its_own_data():
    """eraide [settings.modes.<mode>]: min_players against the mode's max_players in data/modes.toml."""
    ruleset = registry.get("eraide")
    checks, defaults = ruleset.settings_relations
    got = relation_problems({"modes": {"duelo": {"min_players": 3}}}, defaults, checks, ruleset.settings_schema)
    assert "se esperaba min_players como mucho igual a max_players" in got[0].text("es")
    assert [(p.path, p.text("en")) for p in got] == [
        (("settings", "modes", "duelo", "min_players"),
         "found min_players = 3 and max_players = 2, expected min_players at most max_players "
         "(a mode's fewest players cannot exceed its most)")]



@pytest.mark.parametrize("rid", registry.available())
def test_every_relation_gives_its_reason_in_the_readers_language(rid):
    """The reason of a broken relation is the ruleset's catalog message relation-<a>-<b>, in
    Spanish and English (it was the schema's English name in both)."""
    from gm.engine.state import GameState
    from gm.text.i18n import say

    ruleset = registry.get(rid)
    checks, _ = ruleset.settings_relations
    for _, name, a, _, b in checks:
        es, en = (say(lang, f"relation.{a}.{b}", ruleset.package) for lang in ("es", "en"))
        assert en == name and es != en, (rid, a, b, es)
    if rid == "eraide":  # and a game's validation says it so
        game = {"ruleset": rid, "settings": {"modes": {"duelo": {"min_players": 3}}}}
        got = [p.text("es") for p in ruleset.input_problems(GameState(game=game, factions={}))]
        assert any("(el mínimo de jugadores de un modo no puede superar su máximo)" in t for t in got), got

def _nest(path, leaf):
    out = leaf
    for key in reversed(path):
        out = {key: out}
    return out
