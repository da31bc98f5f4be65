from fractions import Fraction

import pytest

from gm import api
from gm.errors import UsageProblem
from gm.registry import get
from gm.rulesets.sector import combat as cb
from gm.rulesets.sector import rules

CFG = rules.settings({})


def odds(side1, side2):
    return dict(get("sector").combat_odds([side1, side2]))


def test_three_against_two_matches_the_classic_odds():
    # "37.17% / 33.58% / 29.26% (defender loses 2 / one each / attacker loses 2)"
    o = odds({"naves": "3"}, {"naves": "2"})
    assert o[(0, 2)] == Fraction(2890, 7776)
    assert o[(1, 1)] == Fraction(2611, 7776)
    assert o[(2, 0)] == Fraction(2275, 7776)
    assert sum(o.values()) == 1


def test_document_example_each_side_loses_one():
    # "El primer jugador lanza y obtiene 4,2,6. El segundo lanza y obtiene 6,1."
    data = api.roll_combat("sector", ["naves=3", "naves=2"], "4,2,6,6,1", "x", False)
    assert [s["damage"] for s in data["sides"]] == [1, 1]


def test_ties_go_to_the_defender():
    data = api.roll_combat("sector", ["naves=1", "naves=1"], "4,4", "x", False)
    assert [s["damage"] for s in data["sides"]] == [1, 0]


def test_armamento_level_zero_is_minus_one():
    # attacker ARMAMENTO 0 (-1) vs defender 1 (+1): a 5 against a 4 loses (4 vs 5)
    data = api.roll_combat("sector", ["naves=1", "naves=1,armamento=1"], "5,4", "x", False)
    assert [s["damage"] for s in data["sides"]] == [1, 0]


def test_nebula_removes_every_modifier():
    data = api.roll_combat("sector", ["naves=1,nebulosa=1", "naves=1,armamento=5"], "5,4", "x", False)
    assert [s["damage"] for s in data["sides"]] == [0, 1]


def test_cloak_rolls_an_extra_die_and_drops_the_lowest():
    data = api.roll_combat("sector", ["naves=1,camuflaje=1", "naves=1"], "1,6,5", "x", False)
    assert data["sides"][0]["dice"] == [1, 6]
    assert [s["damage"] for s in data["sides"]] == [0, 1]
    plain = odds({"naves": "1"}, {"naves": "1"})
    cloaked = odds({"naves": "1", "camuflaje": "1"}, {"naves": "1"})
    assert cloaked[(0, 1)] > plain[(0, 1)]


def test_station_rolls_three_dice_and_needs_three_defeats():
    side = cb.Side("d", [cb.Unit("st", "station", 0, 3)])
    plan = cb.plan(side, "defender", CFG, nebula=False, first=True)
    assert plan.count == 3
    cb.apply_losses(side, ["st", "st"])
    assert side.alive() and side.units[0].hits_left == 1
    cb.apply_losses(side, ["st"])
    assert not side.alive()


def test_fleet_adds_one():
    o_fleet = odds({"naves": "1", "flota": "1"}, {"naves": "1"})
    o_plain = odds({"naves": "1"}, {"naves": "1"})
    assert o_fleet[(0, 1)] > o_plain[(0, 1)]


def test_dice_caps_three_and_two():
    side = cb.Side("a", [cb.Unit(f"s{i}", "ship", 0, 1) for i in range(5)])
    assert cb.plan(side, "attacker", CFG, nebula=False, first=True).count == 3
    assert cb.plan(side, "defender", CFG, nebula=False, first=True).count == 2


@pytest.mark.parametrize("bad", [["naves=0", "naves=1"], ["zzz=1", "naves=1"], ["naves=1", "naves=1,camuflaje=1"]])
def test_bad_keys_are_usage_problems(bad):
    with pytest.raises(UsageProblem):
        api.roll_combat("sector", bad, None, "x", False)
