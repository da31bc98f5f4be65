"""The d20 with its two exceptions, the letter table and the damage bands."""
from fractions import Fraction

import pytest

from gm.rulesets.eraide.combat import Attack, CombatNumbers, LetterTable, odds, resolve
from gm.rulesets.eraide.rules import load_data
from gm.rulesets.eraide.rules import D20, check, keep_higher, opposed

D = D20()
N = CombatNumbers()
L = LetterTable.from_data(load_data("letters"))


def hit(att_face, def_face, **kw):
    base = dict(attack=5, damage=9, weapon="C", defence=5, armour="B")
    base.update(kw)
    return resolve(Attack(**base), att_face, def_face, D, N, L)


def test_natural_one_counts_zero_and_twenty_succeeds():
    assert D.total(1, 15) == 0 and D.total(2, 3) == 5
    assert check(D, 20, -10, 99).success
    assert not check(D, 1, 50, 10).success
    assert check(D, 5, 5, 10).success and not check(D, 4, 5, 10).success


def test_letter_table():
    assert L.is_effective("C", "B") and L.is_effective("C", "C")
    assert not L.is_effective("B", "C") and not L.is_effective("D", "E")
    assert all(L.is_effective(w, "A") for w in "ABCDE")
    assert L.lower("C", 1) == "B" and L.lower("A", 1) == "A"


@pytest.mark.parametrize("att,dfn,outcome,damage", [
    (10, 10, "miss", 0),      # equal: no effect
    (11, 10, "half", 4),      # difference 1: half of 9 rounded down
    (15, 10, "half", 4),      # difference 5
    (16, 10, "full", 9),      # difference 6
    (20, 19, "double", 18),   # attacker natural 20
    (20, 20, "double", 18),   # ... even against the defender's natural 20
    (19, 20, "stopped", 0),   # defender natural 20 stops it
    (1, 2, "miss", 0),        # natural 1 counts 0
])
def test_damage_bands(att, dfn, outcome, damage):
    r = hit(att, dfn)
    assert (r.outcome, r.damage) == (outcome, damage)


def test_natural_one_defender_is_zero():
    r = hit(2, 1)
    assert r.defence_total == 0 and r.outcome == "full"


def test_ineffective_weapon_one_point_but_double_on_twenty():
    assert (hit(18, 2, weapon="A", armour="D").outcome, hit(18, 2, weapon="A", armour="D").damage) == ("ineffective", 1)
    assert hit(11, 10, weapon="A", armour="D").damage == 1
    assert hit(20, 10, weapon="A", armour="D").damage == 18
    assert hit(10, 10, weapon="A", armour="D").damage == 0


def test_cover_and_elevation_modify_defence():
    assert hit(15, 10).outcome == "half"
    assert hit(15, 10, cover=True).defence_total == 17
    assert hit(15, 10, elevated=True).defence_total == 13
    assert hit(15, 10, attack_mods={"furia": 2}, damage_mods={"furia": 2}).damage == 11


def test_odds_exact_over_400_pairs():
    a = Attack(6, 8, "C", 4, "B")
    dist = dict(odds(a, D, N, L))
    assert sum(dist.values()) == 1
    assert dist[(0, 16)] == Fraction(20, 400)   # every attacker natural 20
    # brute force check of one entry
    full = sum(1 for x in range(1, 21) for y in range(1, 21) if resolve(a, x, y, D, N, L).damage == 8)
    assert dist[(0, 8)] == Fraction(full, 400)


def test_opposed_and_destiny():
    assert opposed(D, 10, 5, 10, 4).active_wins
    assert not opposed(D, 10, 4, 10, 4).active_wins           # tie: no effect
    assert not opposed(D, 19, 10, 20, 0).active_wins          # passive natural 20 holds
    assert opposed(D, 20, 0, 20, 10).active_wins              # active natural 20 wins
    assert keep_higher(3, 17) == 17 and keep_higher(12, 4) == 12
