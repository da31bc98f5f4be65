"""The sector map binds gm.geometry.squaregrid: strict names, 8-way distance, reading order."""
from gm.geometry import squaregrid
from gm.rulesets.sector.sectormap import SectorMap


def test_names_round_trip():
    g = SectorMap(20, 20)
    assert g.name(0, 0) == "A1" and g.name(19, 19) == "T20"
    assert g.parse("C7") == (2, 6) and g.parse("c7") == (2, 6)
    assert g.parse("U1") is None and g.parse("A21") is None and g.parse("A0") is None
    assert g.parse("A01") is None and g.parse("A 1") is None   # one spelling per sector
    assert g.square("C7") == squaregrid.parse("C7")


def test_chebyshev_distance_and_neighbours():
    g = SectorMap(20, 20)
    assert g.distance("A1", "C3") == 2          # diagonals cost 1
    assert g.distance("E5", "E9") == 4
    assert g.neighbours("A1") == ["B1", "A2", "B2"]   # reading order
    assert len(g.neighbours("E5")) == 8
    assert len(g.within("E5", 2)) == 25
    assert g.within("A1", 1) == ["A1", "B1", "A2", "B2"]


def test_line_is_a_shortest_path_and_the_shared_line():
    g = SectorMap(20, 20)
    path = g.line("A1", "D2")
    assert path[-1] == "D2" and len(path) == 3
    assert all(g.adjacent(a, b) for a, b in zip(["A1"] + path, path))
    assert path == [squaregrid.format(s) for s in squaregrid.line(squaregrid.parse("A1"), squaregrid.parse("D2"))[1:]]
    assert g.line("E5", "E5") == []
