"""Square-grid helpers: labels, 4/8-way distance, straight lines and diagonals, sight, cover."""
import pytest

from gm.rulesets.eraide.grid import (Board, aligned, between, chebyshev, distance, jump_capacity, manhattan,
                                     neighbours, parse_square, square_label)
from gm.rulesets.eraide.model import load_data

SYMBOLS = load_data("terrain")["symbols"]


def board(rows, levels=None):
    return Board(rows, levels, SYMBOLS)


def test_labels_roundtrip():
    assert parse_square("A1") == (0, 0)
    assert parse_square("c5") == (2, 4)
    assert parse_square("L10") == (11, 9)
    assert square_label((11, 9)) == "L10"
    for bad in ("", "5C", "A0", "AA1", "A100", None):
        with pytest.raises(ValueError):
            parse_square(bad)


def test_distances():
    a, b = parse_square("A1"), parse_square("D3")
    assert chebyshev(a, b) == 3 and distance(a, b, 8) == 3
    assert manhattan(a, b) == 5 and distance(a, b, 4) == 5
    with pytest.raises(ValueError):
        distance(a, b, 6)


def test_straight_lines_and_diagonals_only():
    c = parse_square("E5")
    assert aligned(c, parse_square("E1")) and aligned(c, parse_square("A5")) and aligned(c, parse_square("H8"))
    assert not aligned(c, parse_square("F7"))   # a knight's move is not in range
    assert not aligned(c, c)
    assert between(parse_square("A1"), parse_square("D4")) == [(1, 1), (2, 2)]
    assert between(parse_square("A1"), parse_square("B3")) is None
    assert len(neighbours(c, 8)) == 8 and len(neighbours(c, 4)) == 4


def test_sight_wall_is_total_cover_and_adjacent_object_is_cover():
    b = board(["......",
               "..#...",
               "......",
               "...o..",
               "......"])
    # wall between: total cover
    s = b.sight(parse_square("C1"), parse_square("C4"))
    assert s.aligned and s.blocked
    # object next to the defender on the line: +2
    s = b.sight(parse_square("D1"), parse_square("D5"))
    assert s.aligned and not s.blocked and s.cover
    # object on the line but next to the attacker: no cover
    s = b.sight(parse_square("D4"), parse_square("D1"), [])
    assert not s.cover
    # a character next to the defender also covers
    s = b.sight(parse_square("A1"), parse_square("A5"), [parse_square("A4")])
    assert s.cover and not s.blocked
    # adjacent squares: nothing between, no cover
    assert not b.sight(parse_square("A1"), parse_square("A2")).cover
    assert not b.sight(parse_square("A1"), parse_square("B3")).aligned


def test_levels_edges_and_cover_for_hiding():
    b = board(["....", "....", "...."], ["0011", "0011", "0000"])
    assert b.level(parse_square("C1")) == 1 and b.level(parse_square("A3")) == 0
    assert b.edge_distance(parse_square("A3"), "south") == 1
    assert b.edge_distance(parse_square("A3"), "north") == 3
    assert b.edge_distance(parse_square("D1"), "east") == 1
    assert not b.adjacent_to_cover(parse_square("B2"))
    assert b.adjacent_to_cover(parse_square("B2"), [parse_square("C3")])
    walled = board(["#...", "....", "...."])
    assert walled.adjacent_to_cover(parse_square("B2"))


def test_jump_capacity_table():
    table = load_data("settings")["movement"]["jump"]
    assert [jump_capacity(a, table) for a in (1, 9, 10, 19, 20, 35)] == [1, 1, 2, 2, 3, 3]
