"""Face sources: keyed determinism (with a golden pin), forced and recorded faces."""

import hashlib
from collections import Counter

import pytest

from gm.dice import DiceForcedError, DiceRecordError, ForcedFaces, KeyedFaces, RecordedFaces, roll


def reference_face(seed: str, key: str, j: int, lo: int, hi: int) -> int:
    """The documented algorithm written out plainly (no shared code with rng.py)."""
    s = hi - lo + 1
    attempt = 0
    while True:
        msg = b"gm-dice/1\0" + seed.encode() + b"\0" + key.encode() + b"\0" + str(j).encode() + b"\0" + str(attempt).encode()
        x = int.from_bytes(hashlib.sha256(msg).digest()[:8], "big")
        if x < 2 ** 64 - 2 ** 64 % s:
            return lo + x % s
        attempt += 1


def test_golden_faces():
    # pinned: a change of algorithm changes every published turn, so it must be deliberate
    k = KeyedFaces("golden-seed")
    assert roll("10d6", k, "t01/test").faces == [5, 2, 5, 4, 2, 1, 6, 4, 1, 2]
    assert roll("5d20", k, "t01/other").faces == [3, 7, 11, 10, 1]
    assert roll("4dF", k, "t01/test").faces == [0, 0, 0, -1]
    assert roll("2d%", k, "x").faces == [86, 30]


def test_matches_reference_algorithm():
    k = KeyedFaces("some seed ñ")
    for sides in (2, 3, 6, 7, 20, 100, 10000):
        faces = roll(f"20d{sides}", k, f"key/{sides}").faces
        assert faces == [reference_face("some seed ñ", f"key/{sides}", j, 1, sides) for j in range(20)]
    assert k.face("a", 5, 1, 6) == reference_face("some seed ñ", "a", 5, 1, 6)


def test_same_seed_and_key_same_faces_other_key_differs():
    a = roll("50d20", KeyedFaces("s1"), "t01/a").faces
    assert a == roll("50d20", KeyedFaces("s1"), "t01/a").faces
    assert a != roll("50d20", KeyedFaces("s1"), "t01/b").faces
    assert a != roll("50d20", KeyedFaces("s2"), "t01/a").faces


def test_keys_independent_of_roll_order():
    k = KeyedFaces("s")
    first = roll("3d6", k, "x").faces
    roll("10d6", k, "y")
    assert roll("3d6", k, "x").faces == first


def test_keyed_faces_roughly_uniform():
    faces = roll("1000d6", KeyedFaces("uniform"), "k").faces
    counts = Counter(faces)
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    assert all(120 < c < 215 for c in counts.values())


def test_nul_rejected():
    with pytest.raises(ValueError):
        KeyedFaces("a\0b")
    with pytest.raises(ValueError):
        roll("1d6", KeyedFaces("s"), "a\0b")


def test_forced_faces_shared_queue():
    f = ForcedFaces([1, 2, 3])
    assert roll("2d6", f, "a").faces == [1, 2]
    assert roll("1d6", f, "b").faces == [3]
    assert f.remaining == []
    with pytest.raises(DiceForcedError):
        roll("1d6", f, "c")


def test_recorded_then_keyed_fallback():
    rec = RecordedFaces({"t01/x": [17, 3]}, "seed")
    r = roll("3d20", rec, "t01/x")
    assert r.faces[:2] == [17, 3]
    # the third die is keyed face j=2, as if the first two had been drawn
    assert r.faces[2] == reference_face("seed", "t01/x", 2, 1, 20)
    assert roll("2d6", rec, "t01/y").faces == [reference_face("seed", "t01/y", j, 1, 6) for j in range(2)]


def test_recorded_unused():
    rec = RecordedFaces({"a": [1], "b": [2, 3], "c": [4]}, "seed")
    roll("1d6", rec, "a")
    roll("1d6", rec, "b")
    assert rec.unused() == ["c"]


def test_recorded_out_of_range():
    rec = RecordedFaces({"a": [7]}, "seed")
    with pytest.raises(DiceRecordError) as e:
        roll("1d6", rec, "a")
    assert (e.value.key, e.value.face, e.value.sides) == ("a", 7, "6")
    assert "face 7 is impossible on a d6" in e.value.text("en") and "la cara 7 es imposible en un d6" in e.value.text("es")


def test_recorded_fudge():
    assert roll("2dF", RecordedFaces({"a": [-1, 1]}, "s"), "a").total == 0
    with pytest.raises(DiceRecordError):
        roll("1dF", RecordedFaces({"a": [3]}, "s"), "a")


def test_recorded_bad_type():
    from gm.dice import DiceError
    with pytest.raises(DiceError):
        RecordedFaces({"a": ["x"]}, "s")
    assert RecordedFaces({"a": 5}, "s").recorded == {"a": [5]}
