"""DiceService: prefixes, unique keys, the log, recorded and forced faces."""

import pytest

from gm.dice import DiceError, DiceService, KeyedFaces, roll


def test_roll_prefix_and_log():
    s = DiceService("seed", prefix="t07/")
    r = s.roll("resources/sigmar", "1d20+4", why="production")
    assert r.key == "t07/resources/sigmar" and r.why == "production"
    assert r.faces == roll("1d20", KeyedFaces("seed"), "t07/resources/sigmar").faces
    n = s.d("initiative", 6, why="who first")
    assert 1 <= n <= 6
    assert [x.key for x in s.log] == ["t07/resources/sigmar", "t07/initiative"]
    assert s.log[1].expr == "1d6" and s.log[1].total == n and s.log[1].why == "who first"


def test_duplicate_key_is_a_bug():
    s = DiceService("seed", prefix="t01/")
    s.roll("a", "1d6")
    with pytest.raises(ValueError, match="t01/a"):
        s.roll("a", "2d6")


def test_failed_roll_frees_its_key():
    s = DiceService("seed")
    with pytest.raises(DiceError):
        s.roll("a", "1d6+")
    assert s.roll("a", "1d6").key == "a" and len(s.log) == 1


def test_recorded_and_unused():
    s = DiceService("seed", prefix="t07/", recorded={"t07/resources/sigmar": [17], "t07/typo": [3]})
    assert s.roll("resources/sigmar", "1d20").total == 17
    assert s.unused_records() == ["t07/typo"]


def test_forced():
    s = DiceService("seed", forced=[6, 5, 3, 1, 2])
    assert s.roll("a", "4d6kh3").total == 14
    assert s.d("b", 6) == 2


def test_recorded_takes_precedence_over_forced():
    s = DiceService("seed", recorded={"a": [4]}, forced=[1])
    assert s.roll("a", "1d6").total == 4
    assert s.roll("b", "1d6").total == 1


def test_service_deterministic():
    a, b = DiceService("x", "t1/"), DiceService("x", "t1/")
    assert [a.roll(str(i), "3d6").faces for i in range(5)] == [b.roll(str(i), "3d6").faces for i in range(5)]
