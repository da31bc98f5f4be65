"""`gm generate sector`: custom empires beyond the four canonical ones, a valid game."""

from gm.generate import state_for
from gm.rulesets.sector.rules import TRAITS


def test_generated_game_has_custom_empires_with_the_same_values():
    ruleset, state = state_for("sector", 6, "t")
    assert len(state.factions) == 6 and state.game["world"]["width"] == 200
    custom = [f for f in state.factions.values() if f["race"] == "custom"]
    assert len(custom) == 2
    values = {tuple(sorted(f["traits"][t] for t in TRAITS)) for f in state.factions.values()}
    assert len(values) == 1
    assert all(len(f["ships"]) == 20 for f in state.factions.values())
    assert ruleset.check(state) == []


def test_a_custom_empire_with_other_values_is_reported():
    ruleset, state = state_for("sector", 5, "t")
    state.factions["imperio004"]["traits"]["diplomacia"] = 5
    assert any(p.path == ("traits",) for p in ruleset.check(state))
