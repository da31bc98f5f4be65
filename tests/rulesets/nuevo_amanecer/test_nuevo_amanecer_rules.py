"""Pure rules, the map's parity setting and the combat exchange."""

from __future__ import annotations

import importlib.util  # noqa: F401
from fractions import Fraction

import pytest

from gm import registry
from gm.errors import UsageProblem
from gm.geometry import hexgrid
from gm.rulesets.nuevo_amanecer import combat, rules
from gm.rulesets.nuevo_amanecer.model import Model


@pytest.fixture(scope="module")
def s():
    return registry.get("nuevo-amanecer").settings({})


def test_the_world_asks_the_shared_geometry_with_its_parity_setting(s):
    """The rules' neighbours come from gm.geometry.hexgrid, with [map] offset as parity
    (the geometry itself is tested in tests/maps/test_geometry.py)."""
    hexes = {f"{c}{r}": {"terrain": "praderas"} for c in "ABCDE" for r in range(1, 6)}
    odd = Model({"world": {"hexes": hexes}}, {}, s)
    assert s["map"]["offset"] == hexgrid.ODD_Q
    assert odd.neighbours("B3") == ["A3", "A4", "B2", "B4", "C3", "C4"]
    even = Model({"world": {"hexes": hexes}}, {}, {**s, "map": {**s["map"], "offset": "even-q"}})
    assert even.neighbours("B3") == ["A2", "A3", "B2", "B4", "C2", "C3"]
    assert odd.neighbours("A1") == ["A2", "B1"]  # only hexes of the map


def test_multipliers_round_down(s):
    assert [rules.mult_pct(i, s) for i in range(1, 6)] == [50, 75, 100, 125, 150]
    assert rules.times(3, 150) == 4  # 4.5 -> 4, the orc attack of the example
    assert rules.tech_bonus(7, 1, s) == 1 and rules.tech_bonus(7, 3, s) == 2 and rules.tech_bonus(2, 5, s) == 0


def test_life_tables_and_minimum(s):
    assert rules.unit_life("army", 2, 2, s) == 1  # 2 x 0.75 = 1.5 -> 1: the orc army
    assert rules.unit_life("army", 1, 1, s) == 1  # 1.5 x 0.5 = 0.75 -> at least 1
    assert rules.unit_life("army", 5, 5, s) == 5  # 3.5 x 1.5 = 5.25
    assert rules.unit_life("city", 5, 5, s) == 8  # 5.5 x 1.5 = 8.25
    assert rules.attack_die("army", 5, s) == "1d10" and rules.attack_die("city", 3, s) == "1d4"


def test_exchange_damage(s):
    assert rules.exchange_damage(6, 5, s) == (0, 1)
    assert rules.exchange_damage(4, 4, s) == (1, 1)
    assert rules.exchange_damage(3, 10, s) == (3, 0)  # triple
    assert rules.exchange_damage(0, 4, s) == (4, 0)  # zero total: the winner's total


def test_revolt_and_civil_war_chances(s):
    assert rules.revolt_chance(50, s) == 0 and rules.revolt_chance(49, s) == 2
    assert rules.revolt_chance(30, s) == 40 and rules.revolt_chance(25, s) == 50
    assert rules.civil_war_chance(25, s) == 0 and rules.civil_war_chance(24, s) == 4 and rules.civil_war_chance(0, s) == 100


def test_orden_multiplier(s):
    assert rules.orden_adjust(-20, 2, s) == -25
    assert rules.orden_adjust(10, 1, s) == 5 and rules.orden_adjust(-10, 1, s) == -15
    assert rules.orden_adjust(10, 5, s) == 15 and rules.orden_adjust(-5, 4, s) == -3  # 3.75 -> 3
    assert rules.clamp_happiness(120, s) == 100 and rules.clamp_happiness(-3, s) == 0


def test_race_validation(s):
    ok = {"belicosidad": 5, "resistencia": 2, "inteligencia": 1, "industriosidad": 5, "orden": 2}
    assert rules.characteristics_problems(ok, s) == []
    assert rules.characteristics_problems({**ok, "orden": 3}, s)  # sums to 16
    assert rules.characteristics_problems({**ok, "orden": 6, "industriosidad": 1}, s)
    assert rules.terrains_problems(["praderas", "bosques", "montañas"], False, s) == []
    assert rules.terrains_problems(["praderas", "mares", "montañas"], False, s)
    assert rules.terrains_problems(["praderas"], False, s)
    adapt = rules.adaptation([], True, s)
    assert adapt["mares"] == "normal" and adapt["praderas"] == "difficult" and adapt["montañas"] == "advance"


def test_calamity_difficulty_and_storage(s):
    assert rules.calamity_difficulty(4, s) == 0 and rules.calamity_difficulty(5, s) == 2 and rules.calamity_difficulty(8, s) == 5
    assert rules.storage_cap(30, s) == 45
    assert rules.pillage_amount(1, s) == 0 and rules.pillage_amount(3, s) == 1 and rules.pillage_amount(5, s) == 2
    assert rules.max_creation_level(5, s) == 3 and rules.max_creation_level(1, s) == 1


def test_damage_goes_to_armies_first_lowest_level_then_lowest_resistencia(s):
    city = combat.Fighter("a/city/c", "a", "city", 1, 3, 3)
    big = combat.Fighter("a/army/big", "a", "army", 3, 3, 3)
    small_tough = combat.Fighter("a/army/t", "a", "army", 1, 3, 5)
    small_weak = combat.Fighter("b/army/w", "b", "army", 1, 3, 1)
    order = [f.key for f in combat.allocation_order([city, big, small_tough, small_weak])]
    assert order == ["b/army/w", "a/army/t", "a/army/big", "a/city/c"]
    hits, destroyed = combat.allocate(combat.Side(("a",), [city, big, small_tough]), 3, s)
    # t has 2 life (1.5 x 1.5 = 2.25), then big takes the last point (2 life, survives)
    assert hits == {"a/army/t": 2, "a/army/big": 1} and destroyed == ["a/army/t"]


def test_three_sides_all_against_all(s):
    sides = [combat.Side((n,), [combat.Fighter(f"{n}/army/x", n, "army", 2, 3, 5)]) for n in "abc"]
    res = combat.resolve(sides, {"a/army/x": 4, "b/army/x": 2, "c/army/x": 1}, s)
    # a vs b: 4/2 -> b 2; a vs c: 4/1 -> c 4; b vs c: 2/1 -> c 2
    assert [r.damage for r in res] == [0, 2, 6]


def test_gm_roll_combat_example_battle():
    r = registry.get("nuevo-amanecer")

    class Forced:
        def __init__(self, faces):
            self.faces = list(faces)

        def roll(self, key, expr, why="", *, audience=None):
            class R:
                total = self.faces.pop(0)
            return R()

    sides = [{"level": "2", "tech": "7"}, {"level": "2", "belicosidad": "5", "resistencia": "2", "inteligencia": "1", "tech": "7"}]
    out = r.combat(sides, Forced([4, 3]))["sides"]
    assert [(x["total"], x["damage"], x["life"], x["destroyed"]) for x in out] == [(6, 0, 2, False), (5, 1, 0, True)]
    odds = r.combat_odds(sides)
    assert sum(p for _, p in odds) == 1
    assert dict(odds)[(0, 1)] > Fraction(0)
    with pytest.raises(UsageProblem):
        r.combat([{"level": "9"}, {}], Forced([1, 1]))
    with pytest.raises(UsageProblem):
        r.combat([{"colour": "red"}, {}], Forced([1, 1]))
