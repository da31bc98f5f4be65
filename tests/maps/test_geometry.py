"""gm.geometry: hex maps (both parities) and square grids."""

import pytest
from hypothesis import given, settings, strategies as st

from gm.geometry import column_index, column_letters
from gm.geometry import hexgrid as H
from gm.geometry import squaregrid as S


# -- letters --------------------------------------------------------------------------
@pytest.mark.parametrize("i,s", [(0, "A"), (1, "B"), (25, "Z"), (26, "AA"), (27, "AB"), (51, "AZ"), (52, "BA"), (701, "ZZ"), (702, "AAA")])
def test_column_letters(i, s):
    assert column_letters(i) == s
    assert column_index(s) == i
    assert column_index(s.lower()) == i


@given(st.integers(0, 20000))
def test_column_letters_roundtrip(i):
    assert column_index(column_letters(i)) == i


# -- hex: parse / format ------------------------------------------------------------------
def test_parse_format():
    assert H.parse("B3") == H.Hex(1, 3)
    assert H.parse(" b3 ") == H.Hex(1, 3)
    assert H.parse("AA12") == H.Hex(26, 12)
    assert H.format(H.Hex(1, 3)) == "B3"
    assert str(H.Hex(27, 1)) == "AB1"


@pytest.mark.parametrize("bad", ["", "3B", "B0", "B", "12", "B-1", "É3", None, "B3x"])
def test_parse_rejects(bad):
    with pytest.raises(ValueError):
        H.parse(bad)


def test_bad_parity():
    with pytest.raises(ValueError):
        H.neighbours("B3", "odd-r")


# -- hex: the rule document's example and both parities -------------------------------------
def test_nuevo_amanecer_example_is_odd_q():
    """'si se tiene un ejército en ... B3, se podría desplazar a B2 y C3 ... A3, A4, B4, C4'."""
    assert H.ODD_Q == "odd-q"  # Nuevo Amanecer's example below
    assert H.labels(H.neighbours("B3", H.ODD_Q)) == ["A3", "A4", "B2", "B4", "C3", "C4"]


def test_odd_q_even_column():
    # C is column 2 (even): not pushed down under odd-q, so its side neighbours are rows 2 and 3
    assert H.labels(H.neighbours("C3", "odd-q")) == ["B2", "B3", "C2", "C4", "D2", "D3"]


def test_even_q():
    assert H.labels(H.neighbours("B3", "even-q")) == ["A2", "A3", "B2", "B4", "C2", "C3"]
    assert H.labels(H.neighbours("C3", "even-q")) == ["B3", "B4", "C2", "C4", "D3", "D4"]


def test_is_shifted():
    assert H.is_shifted(1, "odd-q") and not H.is_shifted(0, "odd-q")
    assert H.is_shifted(0, "even-q") and not H.is_shifted(1, "even-q")


def test_neighbours_bounds():
    assert H.labels(H.neighbours("A1", "odd-q", bounds=(5, 5))) == ["A2", "B1"]
    assert H.labels(H.neighbours("A1", "even-q", bounds=(5, 5))) == ["A2", "B1", "B2"]
    g = H.HexGrid(3, 3, "odd-q")
    assert H.labels(g.neighbours("B3")) == ["A3", "B2", "C3"]
    assert g.contains("C3") and not g.contains("D1") and not g.contains("A4")


@pytest.mark.parametrize("parity", H.PARITIES)
def test_distances_known(parity):
    assert H.distance("B3", "B3", parity) == 0
    assert H.distance("A1", "A5", parity) == 4
    assert H.distance("A1", "E1", parity) == 4
    for n in H.neighbours("D4", parity):
        assert H.distance("D4", n, parity) == 1


def test_distance_known_odd_q():
    assert H.distance("A1", "C3", "odd-q") == 3
    assert H.distance("B3", "A4", "odd-q") == 1
    assert H.distance("B3", "A2", "odd-q") == 2
    assert H.distance("B3", "A2", "even-q") == 1


hexes = st.builds(H.Hex, st.integers(0, 40), st.integers(1, 40))
parities = st.sampled_from(H.PARITIES)


@settings(max_examples=300)
@given(hexes, hexes, hexes, parities)
def test_distance_metric(a, b, c, parity):
    assert H.distance(a, b, parity) == H.distance(b, a, parity)
    assert H.distance(a, c, parity) <= H.distance(a, b, parity) + H.distance(b, c, parity)
    assert (H.distance(a, b, parity) == 0) == (a == b)


@settings(max_examples=200)
@given(st.lists(hexes, max_size=5), st.lists(hexes, max_size=5), parities)
def test_nearest_is_the_least_distance(a, b, parity):
    """nearest() (the one-pass form NA's contact uses) equals the least pairwise distance, labels or Hexes."""
    want = min((H.distance(x, y, parity) for x in a for y in b), default=None)
    assert H.nearest(a, b, parity) == want
    assert H.nearest([H.format(x) for x in a], b, parity) == want


@given(hexes, parities)
def test_axial_roundtrip_and_neighbours(h, parity):
    assert H.from_axial(*H.to_axial(h, parity), parity) == h
    ns = H.neighbours(h, parity)
    assert len(set(ns)) == 6
    assert all(H.distance(h, n, parity) == 1 for n in ns)
    assert all(h in H.neighbours(n, parity) for n in ns)


@settings(max_examples=200)
@given(hexes, hexes, parities)
def test_line(a, b, parity):
    ln = H.line(a, b, parity)
    assert ln[0] == a and ln[-1] == b
    assert len(ln) == H.distance(a, b, parity) + 1
    assert all(H.distance(x, y, parity) == 1 for x, y in zip(ln, ln[1:]))


@given(st.builds(H.Hex, st.integers(5, 20), st.integers(5, 20)), st.integers(0, 4), parities)
def test_ring_within(h, n, parity):
    r = H.ring(h, n, parity)
    assert len(r) == (6 * n if n else 1)
    assert all(H.distance(h, x, parity) == n for x in r)
    w = H.within(h, n, parity)
    assert len(w) == 1 + 3 * n * (n + 1)
    assert set(w) == {x for k in range(n + 1) for x in H.ring(h, k, parity)}


def test_path_around_obstacles():
    g = H.HexGrid(6, 6, "odd-q")
    wall = {H.parse(x) for x in ("C2", "C3", "C4")}
    p = g.path("B3", "D3", passable=lambda h: h not in wall)
    assert p[0] == H.parse("B3") and p[-1] == H.parse("D3")
    assert not wall & set(p)
    assert all(g.distance(x, y) == 1 for x, y in zip(p, p[1:]))
    assert len(p) - 1 == 4
    assert p == g.path("B3", "D3", passable=lambda h: h not in wall)  # deterministic
    assert g.path("B3", "D3") == g.line("B3", "D3")
    sealed = set(g.neighbours("A1"))
    assert g.path("A1", "F6", passable=lambda h: h not in sealed) is None
    assert g.path("A1", "A1", passable=lambda h: True) == (H.parse("A1"),)


# -- square grids ---------------------------------------------------------------------------
def test_square_parse_format():
    assert S.parse("C4") == S.Square(2, 3)
    assert S.format(S.Square(2, 3)) == "C4"
    assert S.parse((1, 2)) == S.Square(1, 2)
    with pytest.raises(ValueError):
        S.parse("4C")
    assert S.xy("C4") == (2, 3) and S.xy("AB10") == (27, 9) and S.xy(S.Square(1, 2)) == (1, 2)
    with pytest.raises(ValueError):
        S.xy("4C")


def test_square_distance_and_neighbours():
    assert S.distance("A1", "D3", 8) == 3
    assert S.distance("A1", "D3", 4) == 5
    with pytest.raises(ValueError):
        S.distance("A1", "B2", 6)
    assert len(S.neighbours("C3", 8)) == 8
    assert S.neighbours("C3", 4) == tuple(sorted(S.parse(x) for x in ("C2", "B3", "D3", "C4")))
    assert len(S.neighbours("A1", 8, bounds=(5, 5))) == 3
    assert len(S.within("C3", 1, 8)) == 9 and len(S.within("C3", 1, 4)) == 5


squares = st.builds(S.Square, st.integers(0, 30), st.integers(0, 30))


@settings(max_examples=300)
@given(squares, squares, squares, st.sampled_from([4, 8]))
def test_square_metric(a, b, c, ways):
    assert S.distance(a, b, ways) == S.distance(b, a, ways)
    assert S.distance(a, c, ways) <= S.distance(a, b, ways) + S.distance(b, c, ways)
    assert all(S.distance(a, n, ways) == 1 for n in S.neighbours(a, ways))


@settings(max_examples=300)
@given(squares, squares)
def test_bresenham(a, b):
    ln = S.line(a, b)
    assert ln[0] == a and ln[-1] == b
    assert len(ln) == S.chebyshev(a, b) + 1
    assert all(S.chebyshev(x, y) == 1 for x, y in zip(ln, ln[1:]))
    assert S.line(b, a) == tuple(reversed(ln))


def test_bresenham_known():
    assert [S.format(s) for s in S.line("A1", "E3")] == ["A1", "B2", "C2", "D3", "E3"]  # ties (y = .5) round towards the end
    assert [S.format(s) for s in S.line("A1", "D4")] == ["A1", "B2", "C3", "D4"]


def test_aligned():
    assert S.aligned("C3", "C7") and S.aligned("C3", "H3") and S.aligned("C3", "F6") and S.aligned("C3", "A5")
    assert not S.aligned("C3", "D5") and not S.aligned("C3", "C3")


def test_sight_clear_and_walls():
    assert S.sight("A1", "E1") == S.Sight(True, "none", None)
    s = S.sight("A1", "E1", walls={"C1"})
    assert s == S.Sight(False, "total", S.parse("C1"))
    assert S.cover("A1", "E1", walls={"C1"}) == "total"
    # a wall off the line does not block
    assert S.sight("A1", "E1", walls={"C2"}).visible
    # a wall ON the target's own square is not "between"
    assert S.sight("A1", "E1", walls={"E1"}).visible


def test_sight_corner_squeeze():
    # diagonal A1 -> B2 -> C3 through the corner of walls at B1 and A2
    assert S.sight("A1", "C3", walls={"B1", "A2"}).cover == "total"
    assert S.sight("A1", "C3", walls={"B1"}).cover == "none"


def test_cover_rule():
    # partial: the cover square right before the target on the line
    assert S.sight("A1", "E1", cover={"D1"}) == S.Sight(True, "partial", S.parse("D1"))
    # a cover square far from the target gives nothing
    assert S.cover("A1", "E1", cover={"B1"}) == "none"
    # adjacent: nothing between, no cover
    assert S.cover("D1", "E1", cover={"D1"}) == "none"
    # diagonal line
    assert S.cover("A1", "D4", cover={"C3"}) == "partial"
    # walls win over cover
    assert S.cover("A1", "E1", walls={"B1"}, cover={"D1"}) == "total"
    # symmetric line: looking back gives cover to the other end
    assert S.cover("E1", "A1", cover={"B1"}) == "partial"
