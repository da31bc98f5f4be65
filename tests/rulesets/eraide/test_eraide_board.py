"""Eraide's board over gm.geometry.squaregrid: symbols, levels, edges, line of fire, cover."""
import pytest

from gm.geometry import squaregrid as sg
from gm.geometry.squaregrid import Square, aligned, chebyshev, distance, line, manhattan, neighbours, parse
from gm.rulesets.eraide.board import Board, jump_capacity, offset, unit_step
from gm.rulesets.eraide.rules import load_data

SYMBOLS = load_data("terrain")["symbols"]


def board(rows, levels=None):
    return Board(rows, levels, SYMBOLS)


def test_labels_are_squaregrids():
    assert parse("A1") == Square(0, 0)
    assert parse("c5") == Square(2, 4)
    assert sg.label(Square(11, 9)) == "L10"
    for bad in ("", "5C", "A0", None):
        with pytest.raises(ValueError):
            parse(bad)
    b = board(["...."] * 3)
    assert not b.in_bounds(parse("AA1")) and not b.in_bounds(parse("A4")) and b.in_bounds(parse("D3"))


def test_distances():
    a, b = parse("A1"), parse("D3")
    assert chebyshev(a, b) == 3 and distance(a, b, 8) == 3
    assert manhattan(a, b) == 5 and distance(a, b, 4) == 5
    with pytest.raises(ValueError):
        distance(a, b, 6)


def test_straight_lines_and_diagonals_only():
    c = parse("E5")
    assert aligned(c, parse("E1")) and aligned(c, parse("A5")) and aligned(c, parse("H8"))
    assert not aligned(c, parse("F7"))   # a knight's move is not in range
    assert not aligned(c, c)
    assert list(line(parse("A1"), parse("D4"))[1:-1]) == [Square(1, 1), Square(2, 2)]
    assert len(neighbours(c, 8)) == 8 and len(neighbours(c, 4)) == 4
    assert unit_step(parse("B2"), parse("D5")) == (1, 1) and offset(parse("B2"), 1, -1) == parse("C1")


def test_sight_wall_is_total_cover_and_adjacent_object_is_cover():
    b = board(["......",
               "..#...",
               "......",
               "...o..",
               "......"])
    # wall between: total cover
    s = b.sight(parse("C1"), parse("C4"))
    assert s.aligned and s.blocked and s.blocker == parse("C2")
    # object next to the defender on the line: +2
    s = b.sight(parse("D1"), parse("D5"))
    assert s.aligned and not s.blocked and s.cover
    # object on the line but next to the attacker: no cover
    s = b.sight(parse("D4"), parse("D1"), [])
    assert not s.cover
    # a character next to the defender also covers
    s = b.sight(parse("A1"), parse("A5"), [parse("A4")])
    assert s.cover and not s.blocked
    # adjacent squares: nothing between, no cover
    assert not b.sight(parse("A1"), parse("A2")).cover
    assert not b.sight(parse("A1"), parse("B3")).aligned


def test_diagonal_between_two_walls_touching_at_a_corner_is_total_cover():
    # squaregrid's corner rule, shared with the maps: a diagonal shot squeezing between
    # two walls that touch at a corner is "tras una pared"
    squeeze = board(["....",
                     "#...",
                     ".#..",
                     "...."])
    s = squeeze.sight(parse("A3"), parse("C1"))    # A3 -> B2 -> C1, between A2 and B3
    assert s.aligned and s.blocked
    open_ = board(["....",
                   "#...",
                   "....",
                   "...."])
    assert not open_.sight(parse("A3"), parse("C1")).blocked   # one wall at the corner: no


def test_sight_is_squaregrids_on_aligned_squares():
    b = board(["#.o..",
               ".....",
               "..#..",
               "o....",
               "....."])
    walls, cover = b.walls(), b.cover_squares()
    for a in b.squares():
        for t in b.squares():
            s = b.sight(a, t)
            if not aligned(a, t):
                assert not s.aligned
                continue
            shared = sg.sight(a, t, walls, cover)
            assert s.blocked == (shared.cover == sg.TOTAL) and s.cover == (shared.cover == sg.PARTIAL)


def test_levels_edges_and_cover_for_hiding():
    b = board(["....", "....", "...."], ["0011", "0011", "0000"])
    assert b.level(parse("C1")) == 1 and b.level(parse("A3")) == 0
    assert b.edge_distance(parse("A3"), "south") == 1
    assert b.edge_distance(parse("A3"), "north") == 3
    assert b.edge_distance(parse("D1"), "east") == 1
    assert not b.adjacent_to_cover(parse("B2"))
    assert b.adjacent_to_cover(parse("B2"), [parse("C3")])
    walled = board(["#...", "....", "...."])
    assert walled.adjacent_to_cover(parse("B2"))


def test_jump_capacity_table():
    table = load_data("settings")["movement"]["jump"]
    assert [jump_capacity(a, table) for a in (1, 9, 10, 19, 20, 35)] == [1, 1, 2, 2, 3, 3]
