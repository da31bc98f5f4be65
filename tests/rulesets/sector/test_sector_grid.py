from gm.rulesets.sector.grid import Grid, col_index, col_label


def test_names_round_trip():
    g = Grid(20, 20)
    assert g.name(0, 0) == "A1" and g.name(19, 19) == "T20"
    assert g.parse("C7") == (2, 6)
    assert g.parse("U1") is None and g.parse("A21") is None and g.parse("A0") is None
    assert col_label(26) == "AA" and col_index("AA") == 26


def test_chebyshev_distance_and_neighbours():
    g = Grid(20, 20)
    assert g.distance("A1", "C3") == 2          # diagonals cost 1
    assert g.distance("E5", "E9") == 4
    assert g.neighbours("A1") == ["B1", "A2", "B2"]
    assert len(g.neighbours("E5")) == 8
    assert len(g.within("E5", 2)) == 25


def test_line_is_a_shortest_path():
    g = Grid(20, 20)
    path = g.line("A1", "D2")
    assert path[-1] == "D2" and len(path) == 3
    assert all(g.adjacent(a, b) for a, b in zip(["A1"] + path, path))
