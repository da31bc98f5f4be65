"""The two small maps the map tests draw; their SVGs are the golden copies (tests/golden.py "maps")."""

from gm.maps import Cell, Edge, LegendEntry, MapSpec, Marker


def small_hex() -> MapSpec:
    return MapSpec(
        "hex", 3, 3, title="Turno 2 — Sigmar", parity="odd-q",
        cells={
            "A1": Cell("terrain.water", pattern="hlines", text="~"),
            "B2": Cell("terrain.plains", border="blue", label="Ciudad 1", text="S1"),
            "C1": Cell("terrain.forest", pattern="dots", border="orange"),
            "C3": Cell(dark=True),
        },
        markers=[Marker("B2", "3", "square", "blue", note="N3"), Marker("C1", "", "star", "vermillion")],
        edges=[Edge("A1", "B2")],
        legend=[
            LegendEntry("Sigmar", "blue", "border", symbol="S"),
            LegendEntry("Orkos", "orange", "border", symbol="O"),
            LegendEntry("Bosque", "terrain.forest", pattern="dots", symbol="f"),
            LegendEntry("Batalla", "vermillion", "star"),
        ],
        notes=["B: media fila más abajo"],
    )


def small_square() -> MapSpec:
    return MapSpec(
        "square", 4, 3, title="Eraide",
        cells={"B2": Cell("wall", text="X"), "A1": Cell(None, corner="+1"), "D3": Cell("object", label="caja", text="o")},
        markers=[Marker("C1", "Al", "circle", "blue", note="POT 12"), Marker("A3", "Ke", "circle", "orange", dashed=True)],
        edges=[Edge("C2", "C3")],
        legend=[LegendEntry("Muro", "wall", symbol="X"), LegendEntry("Alaric", "blue", "circle", symbol="Al")],
    )
