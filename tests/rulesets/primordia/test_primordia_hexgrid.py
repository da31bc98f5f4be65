from gm.rulesets.primordia.hexgrid import HexGrid, label, parse


def test_field_notes_example_odd_q():
    g = HexGrid(10, 10, "odd-q")
    assert g.neighbours("B3") == ["A3", "A4", "B2", "B4", "C3", "C4"]


def test_even_q_differs():
    assert HexGrid(10, 10, "even-q").neighbours("B3") == ["A2", "A3", "B2", "B4", "C2", "C3"]


def test_distance_and_within():
    g = HexGrid(12, 8)
    assert g.distance("A1", "A1") == 0 and g.distance("D4", "D6") == 2
    assert all(g.distance("D4", n) == 1 for n in g.neighbours("D4"))
    assert len(g.within("E4", 1)) == 7 and len(g.within("A1", 1)) == 3


def test_labels_roundtrip():
    assert parse("B3") == (1, 2) and label(1, 2) == "B3" and parse(label(27, 9)) == (27, 9)
