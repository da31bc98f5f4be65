"""Exact odds: known values, every construct against brute-force enumeration."""

import itertools
from collections import Counter
from fractions import Fraction

import re

import pytest

from gm.dice import DiceError, DiceLimitError, DiceMathError, DiceOddsError, ForcedFaces, odds, roll
from gm.dice.grammar import parse


def brute(expr: str) -> dict[int, Fraction]:
    """Enumerate every face sequence with ForcedFaces (only for expressions without
    r / e, where the number of dice is fixed)."""
    node = parse(expr)
    n = _count(node)
    lo, hi = _range(node)
    counts: Counter = Counter()
    for faces in itertools.product(range(lo, hi + 1), repeat=n):
        counts[roll(expr, ForcedFaces(list(faces))).total] += 1
    total = (hi - lo + 1) ** n
    return {v: Fraction(c, total) for v, c in sorted(counts.items())}


def _groups(node):
    from gm.dice.ast import BinOp, Compare, Dice, Neg, Paren
    if isinstance(node, Dice):
        yield node
    elif isinstance(node, (BinOp, Compare)):
        yield from _groups(node.left)
        yield from _groups(node.right)
    elif isinstance(node, Neg):
        yield from _groups(node.operand)
    elif isinstance(node, Paren):
        yield from _groups(node.inner)


def _count(node):
    return sum(g.count for g in _groups(node))


def _range(node):
    gs = list(_groups(node))
    assert len({(g.lo, g.hi) for g in gs}) <= 1, "brute() needs one die kind"
    return (gs[0].lo, gs[0].hi) if gs else (1, 1)


def test_4d6kh3_mean_exact():
    d = odds("4d6kh3")
    assert d.mean == Fraction(15869, 1296)
    assert round(float(d.mean), 4) == 12.2446
    assert (d.min, d.max) == (3, 18)


def test_2d6():
    d = odds("2d6")
    assert d.probabilities == {s: Fraction(6 - abs(s - 7), 36) for s in range(2, 13)}
    assert list(d.probabilities) == sorted(d.probabilities)
    assert d.mean == 7 and d.truncated is None


def test_10d10_and_8d6kh3():
    d = odds("10d10")
    assert sum(d.probabilities.values()) == 1 and d.mean == 55
    assert d.probabilities[10] == Fraction(1, 10 ** 10)
    assert d.probabilities[11] == Fraction(10, 10 ** 10)
    d = odds("8d6kh3")
    assert sum(d.probabilities.values()) == 1
    assert d.probabilities[3] == Fraction(1, 6 ** 8)


@pytest.mark.parametrize("expr", [
    "3d6", "4d6kh3", "4d6kl1", "4d6dh1", "4d6dl1", "5d4dl1dh1", "3d4kh5", "3d6k0",
    "4d4>=3", "5d4>=3f1", "4d4kh2>=3", "3d4mi2", "3d4ma3", "3d4mi2ma3kh2", "4dF", "3dF>=0",
    "2d4+1d4", "2d4-1d4", "1d4*1d4", "1d4/1d4", "(1d4+1)*1.5", "1d4-7/2", "-2d4", "2d4+1d4>=6",
    "(2d4)>3", "2d4*2-3", "1d4*-1.5", "1d4/0.5",
])
def test_against_enumeration(expr):
    assert odds(expr).probabilities == brute(expr)


def test_reroll_once_exact():
    # 1d4ro1: P(1) = 1/16; P(v) = 1/4 + 1/16 otherwise
    d = odds("1d4ro1")
    assert d.probabilities == {1: Fraction(1, 16), 2: Fraction(5, 16), 3: Fraction(5, 16), 4: Fraction(5, 16)}
    counts: Counter = Counter()
    for faces in itertools.product(range(1, 5), repeat=2):
        counts[roll("1d4ro1", ForcedFaces(list(faces))).total] += 1
    assert {v: Fraction(c, 16) for v, c in counts.items()} == d.probabilities


def test_reroll_while():
    # reroll until it is not a 1 (the roll's cap of 100 rerolls is ignored by odds)
    d = odds("1d6r1")
    assert d.probabilities == {v: Fraction(1, 5) for v in range(2, 7)}
    assert odds("2d6r<3").probabilities == odds("2d4+4").probabilities


def test_explode_exact_to_depth():
    d = odds("1d6e6", max_explode_depth=2)
    p = Fraction(1, 6)
    expected = {v: p for v in range(1, 6)}
    expected.update({6 + v: p * p for v in range(1, 6)})
    expected.update({12 + v: p ** 3 for v in range(1, 7)})  # third die: cut, counts its face
    assert d.probabilities == expected
    assert "depth 2" in d.truncated.text("en") and "1/216" in d.truncated.text("en")
    assert sum(d.probabilities.values()) == 1


def test_explode_success_counting():
    # WoD-style: 1d10e10>=8, depth 1: a 10 scores and adds a die that scores on 8-10
    d = odds("1d10e10>=8", max_explode_depth=1)
    assert d.probabilities == {0: Fraction(7, 10), 1: Fraction(2, 10) + Fraction(1, 10) * Fraction(7, 10),
                               2: Fraction(1, 10) * Fraction(3, 10)}


def test_explode_mean_converges():
    d = odds("10d10e10", max_explode_depth=30)
    assert abs(float(d.mean) - 10 * 5.5 / 0.9) < 1e-9
    assert odds("10d10e10").truncated


def test_depth_at_roll_cap_is_not_truncated():
    assert odds("1d2e2", max_explode_depth=100).truncated is None


def test_mean_and_json():
    d = odds("1d4+1")
    j = d.to_json()
    assert j["expr"] == "1d4+1" and j["mean"] == 3.5
    assert j["distribution"] == [[2, 0.25], [3, 0.25], [4, 0.25], [5, 0.25]]
    assert j["exact"] == {"2": "1/4", "3": "1/4", "4": "1/4", "5": "1/4"}
    assert j["truncated"] is None


def test_constants():
    assert odds("7/2").probabilities == {3: 1}
    assert odds("1.5").probabilities == {1: 1}
    assert odds("(1d20+4)*1.25").max == 30


def test_comparison_odds():
    assert odds("1d20+4>=15").probabilities == {0: Fraction(1, 2), 1: Fraction(1, 2)}


def test_refusals():
    with pytest.raises(DiceOddsError) as caught:
        odds("6x(4d6kh3)")
    assert re.search("not a single number", caught.value.text("en"))
    with pytest.raises(DiceMathError):
        odds("1d6/(1d2-1)")
    with pytest.raises(DiceLimitError):
        odds("1000d10000")
    with pytest.raises(DiceError):
        odds("1d6", max_explode_depth=-1)


def test_large_but_fine():
    d = odds("100d6")
    assert sum(d.probabilities.values()) == 1 and d.mean == 350
    d = odds("20d6kh10")
    assert sum(d.probabilities.values()) == 1 and (d.min, d.max) == (10, 60)


def _chains(die_faces, explode, depth, n):
    """Every pool of n exploding dice, cut at `depth` explosions: (faces, probability)."""
    p = Fraction(1, len(die_faces))

    def chain(level):
        for f in die_faces:
            if f in explode and level < depth:
                for rest, q in chain(level + 1):
                    yield [f] + rest, p * q
            else:
                yield [f], p

    def pools(k):
        if k == 0:
            yield [], Fraction(1)
            return
        for c, q in chain(0):
            for rest, r in pools(k - 1):
                yield c + rest, q * r

    yield from pools(n)


@pytest.mark.parametrize("expr,sides,n,keep_fn", [
    ("2d3e3kh1", 3, 2, lambda fs: sorted(fs)[-1:]),
    ("3d2!dl1", 2, 3, lambda fs: sorted(fs)[1:]),
    ("2d4e>=3kl2", 4, 2, lambda fs: sorted(fs)[:2]),
])
def test_keep_on_exploding_dice_against_enumeration(expr, sides, n, keep_fn):
    explode = {v for v in range(1, sides + 1) if v >= (3 if ">=3" in expr else sides)}
    expected: dict = {}
    for faces, q in _chains(list(range(1, sides + 1)), explode, 2, n):
        v = sum(keep_fn(faces))
        expected[v] = expected.get(v, 0) + q
    d = odds(expr, max_explode_depth=2)
    assert d.probabilities == dict(sorted(expected.items()))
    assert d.truncated
