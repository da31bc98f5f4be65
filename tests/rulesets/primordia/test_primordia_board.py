"""Primordia's map view: hex labels in, hex labels out, every answer from gm.geometry.hexgrid
with the [map] offset setting as parity (the geometry itself: tests/maps/test_geometry.py)."""

from gm.geometry import hexgrid
from gm.rulesets.primordia.model import Board


def test_parity_is_the_setting():
    assert Board(10, 10, "odd-q").neighbours("B3") == ["A3", "A4", "B2", "B4", "C3", "C4"]
    assert Board(10, 10, "even-q").neighbours("B3") == ["A2", "A3", "B2", "B4", "C2", "C3"]


def test_answers_match_the_geometry_module():
    b = Board(12, 8, "odd-q")
    g = hexgrid.HexGrid(12, 8, "odd-q")
    for h in b.labels():
        assert b.neighbours(h) == hexgrid.labels(g.neighbours(h))
        assert b.within(h, 2) == hexgrid.labels(g.within(h, 2))
        assert b.distance("D4", h) == g.distance("D4", h)
    assert len(b.within("E4", 1)) == 7 and len(b.within("A1", 1)) == 3
    assert b.adjacent("D4", "D5") and not b.adjacent("D4", "D6")


def test_contains_only_canonical_labels_on_the_map():
    b = Board(3, 2)
    assert b.labels() == ["A1", "B1", "C1", "A2", "B2", "C2"]  # row by row, like world.terrain
    assert b.contains("C2") and not b.contains("D1") and not b.contains("A3")
    assert not b.contains("c2") and not b.contains("2C") and not b.contains(None)
