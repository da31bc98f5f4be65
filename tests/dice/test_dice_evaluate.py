"""Evaluation with forced faces: exact totals, kept dice, modifiers and detail text."""

import re

import pytest

from gm.dice import (DiceForcedError, DiceLimitError, DiceMathError, ForcedFaces, KeyedFaces, Roll,
                     roll)


def forced(expr, faces):
    return roll(expr, ForcedFaces(faces), "k")


@pytest.mark.parametrize("expr,faces,total,detail", [
    ("1d20+4", [17], 21, "1d20 (17) + 4 = 21"),
    ("d20", [3], 3, "d20 (3) = 3"),
    ("2d6+1d8-2", [3, 4, 8], 13, "2d6 (3, 4) + 1d8 (8) - 2 = 13"),
    ("4d6kh3", [6, 5, 3, 1], 14, "4d6kh3 (6, 5, 3, 1↓) = 14"),
    ("4d6k3", [2, 2, 2, 2], 6, "4d6k3 (2↓, 2, 2, 2) = 6"),
    ("4d6kl1", [6, 5, 3, 1], 1, "4d6kl1 (6↓, 5↓, 3↓, 1) = 1"),
    ("4d6dh1", [6, 5, 3, 1], 9, "4d6dh1 (6↓, 5, 3, 1) = 9"),
    ("4d6dl1", [6, 5, 3, 1], 14, "4d6dl1 (6, 5, 3, 1↓) = 14"),
    ("4d6d1", [6, 5, 3, 1], 14, "4d6d1 (6, 5, 3, 1↓) = 14"),
    ("4d6dl1dh1", [1, 6, 3, 4], 7, "4d6dl1dh1 (1↓, 6↓, 3, 4) = 7"),
    ("2d6kh5", [2, 3], 5, "2d6kh5 (2, 3) = 5"),
    ("4d6r1", [1, 1, 3, 4, 5, 6], 18, "4d6r1 (1↺, 1↺, 3, 4, 5, 6) = 18"),
    ("2d6r<3", [2, 1, 5, 6], 11, "2d6r<3 (2↺, 1↺, 5, 6) = 11"),
    ("4d6ro<3", [1, 2, 3, 4, 5], 14, "4d6ro<3 (1↺, 2, 3, 4, 5) = 14"),
    ("2d6e6", [6, 6, 2, 3], 17, "2d6e6 (6!, 6!, 2, 3) = 17"),
    ("2d6!", [6, 1, 4], 11, "2d6! (6!, 1, 4) = 11"),
    ("2d6e>=5", [5, 6, 1, 2], 14, "2d6e>=5 (5!, 6!, 1, 2) = 14"),
    ("3d6mi2ma5", [1, 6, 3], 10, "3d6mi2ma5 (1→2, 6→5, 3) = 10"),
    ("d6mi6ma1", [5], 1, "d6mi6ma1 (5→1) = 1"),  # mi then ma, both: the odds say 1 too
    ("6d10>=7", [7, 1, 10, 3, 1, 8], 3, "6d10>=7 (7✓, 1, 10✓, 3, 1, 8✓) = 3"),
    ("6d10>=7f1", [7, 1, 10, 3, 1, 8], 1, "6d10>=7f1 (7✓, 1✗, 10✓, 3, 1✗, 8✓) = 1"),
    ("3d10e10>=8", [10, 9, 2, 8], 3, "3d10e10>=8 (10!✓, 9✓, 2, 8✓) = 3"),
    ("3d6kh2>=5", [6, 5, 1], 2, "3d6kh2>=5 (6✓, 5✓, 1↓) = 2"),
    ("2d6!>=5kh1", [5, 2, 6, 1], 6, "2d6!>=5kh1 (5!↓, 2↓, 6!, 1↓) = 6"),
    ("4dF", [-1, 0, 1, 1], 1, "4dF (-1, 0, 1, 1) = 1"),
    ("d%", [100], 100, "d% (100) = 100"),
    ("(1d20+4)*1.25", [17], 26, "(1d20 (17) + 4) * 1.25 = 26"),
    ("7/2", [], 3, "7 / 2 = 3"),
    ("-7/2", [], -4, "-7 / 2 = -4"),
    ("1d6/2", [5], 2, "1d6 (5) / 2 = 2"),
    ("1d6*0.5+0.5", [5], 2, "1d6 (5) * 0.5 + 0.5 = 2"),
    ("1.5+1.5", [], 3, "1.5 + 1.5 = 3"),
    ("1.5", [], 1, "1.5 = 1"),
    ("-1d6", [4], -4, "-1d6 (4) = -4"),
    ("1d20+4>=15", [11], 1, "1d20 (11) + 4 >= 15 = 1"),
    ("1d20+4>=15", [10], 0, "1d20 (10) + 4 >= 15 = 0"),
    ("0d6+1", [], 1, "0d6 () + 1 = 1"),
])
def test_forced_rolls(expr, faces, total, detail):
    r = forced(expr, faces)
    assert r.total == total
    assert r.detail == detail
    assert r.faces == faces


def test_kept_and_faces():
    r = forced("4d6kh3+1d4", [6, 5, 3, 1, 2])
    assert r.faces == [6, 5, 3, 1, 2]
    assert r.kept == [6, 5, 3, 2]
    r = forced("3d6mi2", [1, 4, 6])
    assert r.faces == [1, 4, 6] and r.kept == [2, 4, 6]  # kept holds the values that count
    r = forced("2d6r1", [1, 3, 4])
    assert r.faces == [1, 3, 4] and r.kept == [3, 4]


@pytest.mark.parametrize("expr,mods", [
    ("1d20+4", ["+4"]),
    ("(1d20+4)*1.25", ["+4", "*1.25"]),
    ("10-1d6", ["10"]),
    ("1d6*(2+3)", ["*2", "+3"]),
    ("-3+1d6", ["-3"]),
    ("1d20+4>=15", ["+4", ">=15"]),
    ("4d6kh3", []),
])
def test_modifiers(expr, mods):
    assert roll(expr, KeyedFaces("s"), "k").modifiers == mods


def test_repeat():
    r = forced("3x(1d6+1)", [4, 2, 6])
    assert r.results == [5, 3, 7]
    assert r.total == 15
    assert r.detail == "3x(1d6+1): 1d6 (4) + 1 = 5; 1d6 (2) + 1 = 3; 1d6 (6) + 1 = 7; total = 15"
    assert r.to_record()["results"] == [5, 3, 7]


def test_to_record_shape():
    r = forced("4d6kh3+2", [6, 5, 3, 1])
    r.why = "attack"
    assert r.to_record() == {"expr": "4d6kh3+2", "faces": [6, 5, 3, 1], "kept": [6, 5, 3],
                             "modifiers": ["+2"], "total": 16, "why": "attack"}
    empty = forced("3", [])
    assert empty.to_record() == {"expr": "3", "faces": [], "kept": [], "modifiers": ["3"],
                                 "total": 3, "why": ""}


def test_roll_equality_and_repr():
    a, b = forced("1d6", [3]), forced("1d6", [3])
    assert a == b and "1d6 (3) = 3" in repr(a) and isinstance(a, Roll)


def test_reroll_cap_lets_last_face_stand():
    # 1d6r1 with an endless run of 1s: after 100 rerolls the 101st face stands
    r = forced("1d6r1", [1] * 101)
    assert r.total == 1 and len(r.faces) == 101


def test_reroll_once_only_once():
    assert forced("1d6ro1", [1, 1]).total == 1


def test_explosion_cap():
    r = forced("1d6e6", [6] * 101)
    assert len(r.faces) == 101 and r.total == 606  # 100 explosions, then it stops


def test_dice_cap():
    with pytest.raises(DiceLimitError) as caught:
        roll("600d6+600d6", KeyedFaces("s"), "k")
    assert re.search("too many dice.*the limit is 1000", caught.value.text("en"))
    assert "demasiados dados" in caught.value.text("es")
    with pytest.raises(DiceLimitError):
        roll("1000d6r<6", KeyedFaces("s"), "k")  # rerolls count too
    with pytest.raises(DiceLimitError):
        roll("20x(60d6)", KeyedFaces("s"), "k")  # and repeats
    assert len(roll("1000d6", KeyedFaces("s"), "k").faces) == 1000


def test_division_by_zero():
    with pytest.raises(DiceMathError):
        roll("1d6/0", KeyedFaces("s"), "k")
    with pytest.raises(DiceMathError):
        forced("1/(1d6-1)", [1])


def test_forced_errors():
    with pytest.raises(DiceForcedError) as caught:
        forced("2d6", [3])
    assert re.search("ran out", caught.value.text("en"))
    with pytest.raises(DiceForcedError) as caught:
        forced("1d6", [7])
    assert re.search("impossible on a d6", caught.value.text("en"))
    with pytest.raises(DiceForcedError) as caught:
        forced("1dF", [2])
    assert re.search("impossible on a dF", caught.value.text("en"))
