"""gm.maps: MapSpec, SVG (golden), PNG (size, pixels, font), text map, palette."""

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from gm.maps import Cell, LegendEntry, MapSpec, MapSpecError, Marker, image_path, render_maps, report_blocks, text_map
from gm.maps import palette
from gm.maps.layout import Geometry, layout
from gm.maps.svg import esc, to_svg

from tests import registered
from tests.maps.specs import small_hex, small_square


# -- spec ------------------------------------------------------------------------------
def test_spec_validates():
    with pytest.raises(MapSpecError):
        MapSpec("tri", 3, 3)
    with pytest.raises(MapSpecError):
        MapSpec("hex", 3, 3, parity="odd-r")
    with pytest.raises(MapSpecError):
        MapSpec("hex", 3, 3, cells={"D1": Cell()})  # off the map
    with pytest.raises(MapSpecError):
        MapSpec("hex", 3, 3, cells={"A1": Cell("not-a-colour")})
    with pytest.raises(MapSpecError):
        MapSpec("hex", 3, 3, cells={"A1": Cell("#fff\" onload=\"x")})
    with pytest.raises(MapSpecError):
        MapSpec("hex", 3, 3, markers=[Marker("A1", shape="blob")])
    with pytest.raises(MapSpecError):
        MapSpec("square", 3, 3, cells={"A1": Cell(pattern="zigzag")})
    spec = MapSpec("hex", 3, 3, cells={"b2": Cell("blue")}, markers=[Marker(" c1 ")])
    assert list(spec.cells) == ["B2"] and spec.markers[0].coord == "C1"


def test_render_names():
    with pytest.raises(MapSpecError):
        render_maps({"../x": small_hex()}, png=False)


# -- svg ---------------------------------------------------------------------------------
def test_svg_golden():
    """hex.svg and square.svg as checked in (`make goldens ONLY=maps` rewrites them)."""
    from tests import golden

    golden.check("maps")


def test_svg_deterministic():
    a = render_maps({"public": small_hex(), "sigmar": small_square()}, png=False)
    b = render_maps({"sigmar": small_square(), "public": small_hex()}, png=False)
    assert a == b
    assert list(a) == ["public.svg", "sigmar.svg"]


def test_svg_is_xml_with_coordinates_legend_title():
    import xml.etree.ElementTree as ET

    svg = to_svg(small_hex())
    root = ET.fromstring(svg.encode())
    ns = "{http://www.w3.org/2000/svg}"
    texts = [t.text for t in root.iter(ns + "text")]
    for coord in ("A", "B", "C", "1", "2", "3"):
        assert texts.count(coord) >= 2  # both edges
    assert "Sigmar" in texts and "Bosque" in texts and "Turno 2 — Sigmar" in texts
    assert root.find(ns + "title").text == "Turno 2 — Sigmar"


def test_svg_escapes_player_text():
    evil = 'Orkos <script>alert("x")</script> & ]]> \x00\x07'
    spec = MapSpec("hex", 2, 2, title=evil, cells={"A1": Cell("blue", label=evil)}, markers=[Marker("A1", "<b", note=evil)],
                   legend=[LegendEntry(evil, "blue")], notes=[evil])
    svg = to_svg(spec)
    assert "<script" not in svg and "]]>" not in svg and "\x00" not in svg and "\x07" not in svg
    assert "&lt;script&gt;" in svg and "&amp;" in svg and "]]&gt;" in svg and "&quot;x&quot;" in svg
    import xml.etree.ElementTree as ET

    ET.fromstring(svg.encode())  # well-formed
    assert esc("a'b") == "a&#39;b"


def test_dark_cells_hide_what_is_on_them():
    spec = MapSpec("square", 2, 1, cells={"A1": Cell(dark=True, label="secreto")}, markers=[Marker("A1", "Z", note="oculto")])
    svg = to_svg(spec)
    assert "secreto" not in svg and "oculto" not in svg and ">Z<" not in svg
    assert palette.colour("unknown") in svg
    assert "secreto" not in text_map(spec) and "Z" not in text_map(spec).split("\n", 2)[1:][0]


# -- png (Pillow is a dependency of gm: without it these fail, never skip) ----------------


def _img(spec, scale=2.0):
    from PIL import Image

    data = render_maps({"m": spec}, scale=scale)["m.png"]
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return Image.open(io.BytesIO(data)).convert("RGB")


def test_png_size_matches_layout():
    spec = small_hex()
    canvas = layout(spec)
    img = _img(spec, 2.0)
    assert img.size == (int(canvas.width * 2), int(canvas.height * 2))
    assert _img(spec, 1.0).size == (int(canvas.width), int(canvas.height))


def _near(a, b, tol=6):
    return all(abs(x - y) <= tol for x, y in zip(a, b))


def test_png_pixels_at_cell_centres():
    spec = MapSpec("hex", 3, 3, cells={"A1": Cell("blue"), "B2": Cell("orange"), "C3": Cell(dark=True), "A3": Cell("terrain.plains")})
    g = Geometry(spec, 0, 0)
    canvas = layout(spec)
    img = _img(spec, 2.0)
    # find the origin from the layout: the first cell polygon is A1
    from gm.maps.layout import Poly

    first = [it for it in canvas.items if isinstance(it, Poly)][1]
    ax, ay = g.polygon(0, 0)[0]
    dx, dy = first.points[0][0] - ax, first.points[0][1] - ay

    def px(coord):
        col, row = spec.position(coord)
        x, y = g.centre(col, row)
        return img.getpixel((int((x + dx) * 2), int((y + dy) * 2)))

    assert _near(px("A1"), palette.rgb("blue"))
    assert _near(px("B2"), palette.rgb("orange"))
    assert _near(px("C3"), palette.rgb("unknown"))
    assert _near(px("A3"), palette.rgb("terrain.plains"))
    assert _near(px("C1"), (255, 255, 255))
    assert _near(img.getpixel((1, 1)), (255, 255, 255))


def test_png_square_pixels():
    spec = small_square()
    img = _img(spec, 2.0)
    from gm.maps.layout import COORD, PAD, TITLE_H

    g = Geometry(spec, PAD + COORD, PAD + TITLE_H + COORD)
    x, y = g.centre(*spec.position("B2"))
    assert _near(img.getpixel((int(x * 2), int(y * 2))), palette.rgb("wall"))
    x, y = g.centre(*spec.position("C1"))
    my = y - g.size * 0.1  # the marker's centre; sample its disc beside the text
    assert _near(img.getpixel((int((x - 5.5) * 2), int((my - 3) * 2))), palette.rgb("blue"), 10)
    x, y = g.centre(*spec.position("D1"))
    assert _near(img.getpixel((int(x * 2), int(y * 2))), (255, 255, 255))


def test_font_draws_spanish_letters():
    """'ñ' must not be the missing-glyph box (Pillow's default font draws boxes)."""
    from PIL import Image, ImageDraw

    from gm.maps.png import font

    f = font(40)

    def glyph(ch):
        im = Image.new("L", (60, 60), 0)
        ImageDraw.Draw(im).text((10, 5), ch, fill=255, font=f)
        return im.tobytes()

    missing = glyph("\U000e0100") if glyph("\U000e0100") != glyph(" ") else glyph("\uffff")
    for ch in "ñáéíóú¿¡Ñ":
        g = glyph(ch)
        assert g != missing, ch
        assert any(g), ch
    assert glyph("ñ") != glyph("n")
    assert glyph("á") != glyph("a")


@pytest.mark.parametrize("anchor", ["lm", "mm", "rm"])
def test_text_masks_are_the_pixels_pillow_draws(anchor):
    """png._glyphs takes its masks straight from FreeType (one call, no scratch image):
    they must be what ImageDraw.text draws at the same anchor, offset included."""
    from PIL import Image, ImageDraw

    from gm.maps import png

    for text, px in [("AV59", 9), ("Ñandú ¿sí?", 12), ("104", 7), ("Imperio 88", 15), ("+1", 5)]:
        mask, left, top = png._glyphs.__wrapped__(text, px, anchor, 0)
        f = png.font(px)
        x0, y0, x1, y1 = f.getbbox(text, anchor=anchor)
        drawn = Image.new("L", (x1 - x0, y1 - y0), 0)
        ImageDraw.Draw(drawn).text((-x0, -y0), text, fill=255, font=f, anchor=anchor)
        assert (left, top) == (x0, y0), text
        assert mask.tobytes() == drawn.point(png._COVERAGE).tobytes(), text


def test_font_layout_does_not_depend_on_libraqm():
    """Pillow lays text out with libraqm when it finds it, placing glyphs differently:
    maps ask for the basic layout, so every install draws the same pixels."""
    from PIL import ImageFont

    from gm.maps.png import font

    assert font(10).layout_engine == ImageFont.Layout.BASIC


def test_font_is_package_data():
    from importlib import resources

    d = resources.files("gm.maps").joinpath("fonts")
    assert d.joinpath("DejaVuSans.ttf").is_file() and d.joinpath("DejaVuSans-Bold.ttf").is_file()
    assert "Bitstream" in d.joinpath("LICENSE-DejaVu.txt").read_text("utf-8")


@pytest.mark.parametrize("scale", [0.3, 1.25])
def test_png_draws_blank_texts_everywhere(scale):
    """Blank or invisible texts in every place a text goes (title, cell label and corner,
    marker letter and note, legend, notes) draw nothing, and never break the drawing."""
    spec = MapSpec("square", 3, 3, title=" ", cells={"A1": Cell("blue", label=" ", corner="\u200b", pattern="hatch")},
                   markers=[Marker("B2", " ", "circle", "vermillion", note=" ")],
                   legend=[LegendEntry("", "blue"), LegendEntry(" ", "vermillion", "border", symbol=" ")], notes=["", "\x00"])
    out = render_maps({"m": spec}, scale=scale)
    assert out["m.png"][:8] == b"\x89PNG\r\n\x1a\n"


def test_png_renders_evil_and_unicode_text():
    spec = MapSpec("square", 2, 2, title="¿Año? ñ <b>&", cells={"A1": Cell("blue", label="Ñandú\x00")}, legend=[LegendEntry("€ ✓ 𝄞", "blue")])
    assert _img(spec).size[0] > 0


def test_pillow_not_imported_by_maps_or_cli():
    code = "import sys, gm.maps, gm.maps.svg, gm.maps.text, gm.geometry, gm.cli; assert 'PIL' not in sys.modules, 'PIL imported'"
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(Path(__file__).parents[2] / "src"), os.environ.get("PYTHONPATH", "")]))
    subprocess.run([sys.executable, "-c", code], check=True, env=env)


# -- text map ----------------------------------------------------------------------------
def test_text_map_hex():
    t = text_map(small_hex())
    assert t.isascii() is False  # the title and legend keep their accents...
    board = t.split("\n\n")[1]
    assert board.isascii()  # ...the board is ASCII
    assert board.splitlines() == [
        "  A   B   C",
        "1 ~       Of*",
        "      .",
        "2 .       .",
        "      S13",
        "3 .       ###",
        "      .",
    ]
    assert "S = Sigmar" in t and "O = Orkos" in t and "### = ?" in t


def test_text_map_square():
    board = text_map(small_square()).split("\n\n")[1].splitlines()
    assert board == [
        "  A  B  C  D",
        "1 .  .  Al .",
        "2 .  X  .  .",
        "3 Ke .  .  o",
    ]


def test_report_blocks():
    from gm.text.blocks import Code, Image

    img, code = report_blocks("sigmar", small_hex(), "Mapa de Sigmar", private=True)
    assert img == Image("../maps/sigmar.png", "Mapa de Sigmar")
    assert isinstance(code, Code) and "S1" in code.text
    assert image_path("public") == "maps/public.png"


# -- palette -----------------------------------------------------------------------------
def test_palette_okabe_ito_and_styles():
    assert palette.OKABE_ITO["orange"] == "#E69F00" and len(set(palette.OWNER_ORDER)) == 8
    styles = palette.faction_styles([f"f{i:02d}" for i in range(10)])
    assert len({(s.colour, s.pattern) for s in styles.values()}) == 10
    assert styles["f08"].colour == styles["f00"].colour and styles["f08"].pattern is not None
    st = palette.faction_styles(["sigmar", "orkos", "sauron"])
    assert st["orkos"].letter == "O" and st["sauron"].letter == "S" and st["sigmar"].letter == "I"
    assert palette.colour("#00ff00") == "#00FF00"
    with pytest.raises(KeyError):
        palette.colour("red")


def _grey(key: str) -> int:
    """The 0..255 grey a colour prints as (ITU-R 601 luma, what Pillow's 'L' uses)."""
    r, g, b = palette.rgb(key)
    return (r * 299 + g * 587 + b * 114) // 1000


def test_terrain_tints_apart_in_greyscale():
    """Tints sharing a pattern are at least 14 grey levels apart (out of 255)."""
    by_pattern: dict = {}
    for key in palette.TERRAIN:
        by_pattern.setdefault(palette.TERRAIN_PATTERN[key], []).append(_grey(key))
    for pat, greys in by_pattern.items():
        greys.sort()
        assert all(b - a >= 14 for a, b in zip(greys, greys[1:])), (pat, greys)


def test_owner_colours_readable_text():
    for key in palette.OWNER_ORDER:
        assert palette.text_on(key) in ("#000000", "#FFFFFF")
    assert palette.text_on("yellow") == "#000000" and palette.text_on("blue") == "#FFFFFF"


def test_a_window_keeps_the_board_coordinates():
    from gm.maps import MapSpec, Marker, text_map
    from gm.maps.svg import svg_bytes

    spec = MapSpec("square", 3, 2, cells={"K10": Cell("blue")}, markers=[Marker("L11", "S")], origin=(10, 9))
    assert spec.position("K10") == (0, 0) and spec.label_of(2, 1) == "M11"
    text = text_map(spec)
    assert "K" in text.splitlines()[0] and "M" in text.splitlines()[0] and "10" in text and "11" in text
    svg = svg_bytes(spec).decode()
    assert ">K<" in svg and ">11<" in svg and ">A<" not in svg
    with pytest.raises(MapSpecError):
        MapSpec("square", 3, 2, cells={"A1": Cell("blue")}, origin=(10, 9))  # outside the window
    with pytest.raises(MapSpecError):
        MapSpec("hex", 3, 2, origin=(1, 0))


@pytest.mark.parametrize("rid", registered.RULESETS)
def test_sample_maps_get_an_exact_palette(rid):
    """Text in 8 coverage levels keeps each sample map under 256 colours, so the PNG gets
    a palette of exactly its own colours (the fast path of gm.maps.png.encode), and the
    palette image shows the same pixels as the drawing."""
    from PIL import ImageChops

    from gm.engine.pipeline import run_phases
    from gm.engine.validate import validate_dir
    from gm.maps import png, png_scale

    root = registered.sample_dir(rid)
    v = validate_dir(root)
    ctx = run_phases(v.ruleset, v.state, "palette", "es")
    specs = v.ruleset.map_specs(ctx)
    assert specs
    for name, spec in specs.items():
        img = png.render_png(spec, png_scale(spec.columns))
        assert img.getcolors(256) is not None, f"{rid} {name}: more than 256 colours"
        back = png._palette_image(img).convert("RGB")
        assert ImageChops.difference(back, img).getextrema() <= ((0, 8), (0, 8), (0, 8)), name


@pytest.mark.parametrize("rid", registered.RULESETS)
def test_palette_drawing_gives_the_pixels_of_rgb_drawing(rid, monkeypatch):
    """Maps are drawn straight in palette indices, texts blended by table: the picture
    must be, pixel for pixel, what drawing in RGB gives (texts over one colour and
    across several, as on a marker's edge, both occur in the sample maps)."""
    from PIL import ImageChops

    from gm.engine.pipeline import run_phases
    from gm.engine.validate import validate_dir
    from gm.maps import png, png_scale

    root = registered.sample_dir(rid)
    v = validate_dir(root)
    ctx = run_phases(v.ruleset, v.state, "palette", "es")
    across = []
    several = png._PaletteTarget._text_over_several

    def counted(self, *args):
        across.append(args[0])
        return several(self, *args)

    monkeypatch.setattr(png._PaletteTarget, "_text_over_several", counted)
    for name, spec in v.ruleset.map_specs(ctx).items():
        scale = png_scale(spec.columns)
        drawn = png._render(spec, scale, None, False)
        assert drawn.mode == "P" and len(drawn.getpalette()) <= 256 * 3, name
        rgb = png._render(spec, scale, None, False, palette=False)
        assert rgb.mode == "RGB"
        assert ImageChops.difference(drawn.convert("RGB"), rgb).getbbox() is None, f"{rid} {name}"
    if rid != "eraide":
        assert across, "no text across colours was drawn: the test misses that path"


@pytest.mark.parametrize("scale", [0.3, 1.25, 2.0])
def test_palette_drawing_of_texts_that_run_off_the_picture(scale):
    """Texts wider than the picture (a long title, legend line or note) are clipped the
    same way in palette drawing as in RGB."""
    from PIL import ImageChops

    from gm.maps import png

    spec = MapSpec("square", 2, 2, title="W" * 40, cells={"A1": Cell("blue", label="M" * 24, pattern="hatch"), "B2": Cell("vermillion", corner="WW")},
                   markers=[Marker("B1", "WW", "triangle", "yellow", note="M" * 28)], legend=[LegendEntry("M" * 80, "blue")], notes=["W" * 120])
    drawn = png._render(spec, scale, None, False)
    assert drawn.mode == "P"
    assert ImageChops.difference(drawn.convert("RGB"), png._render(spec, scale, None, False, palette=False)).getbbox() is None


def test_a_map_of_more_than_256_colours_is_drawn_in_rgb():
    from gm.maps import png

    cells = {f"{chr(65 + c)}{r + 1}": Cell(f"#{c * 10:02x}{r * 10:02x}{(c * r) % 256:02x}") for c in range(20) for r in range(20)}
    spec = MapSpec("square", 20, 20, cells=cells)
    assert png._render(spec, 0.5, None, False).mode == "RGB"
    data = render_maps({"m": spec}, scale=0.5)["m.png"]
    from PIL import Image

    img = Image.open(io.BytesIO(data))
    assert img.mode == "P" and img.size == png.render_png(spec, 0.5).size


def test_owners_past_the_eighth_are_told_apart_by_letter():
    """Owner colours repeat from the ninth on: a ringed cell of such an owner carries its
    letter in the corner, and every owner's legend frame carries its letter."""
    from gm.rulesets.sector import maps as sector

    ids = [f"f{i:02d}" for i in range(10)]
    styles = palette.faction_styles(ids)
    assert styles["f08"].colour == styles["f00"].colour  # the repeat the letters resolve
    assert palette.owner_mark(styles["f00"]) == "" and palette.owner_mark(None) == ""
    assert sector._cell("empty", "f08", styles).corner == styles["f08"].letter
    assert sector._cell("empty", "f00", styles).corner == ""
    spec = MapSpec("square", 3, 3, cells={"A1": Cell(border="blue", corner="I")},
                   legend=[LegendEntry("Imperio", "blue", "border", symbol="I")])
    labels = [it.text for it in layout(spec).items if type(it).__name__ == "Label"]
    assert labels.count("I") == 2  # the cell's corner and the legend's frame


@pytest.mark.parametrize("kind", ["hex", "square"])
def test_a_cells_label_shows_a_name_whole_and_inside_the_image_even_at_the_edge(kind):
    """Issue 25: a settlement's or a system's name was cut to its cell («Avanzad…», «Cardass…»);
    it now spreads over the cells beside it, haloed, and moves inward at the image's edge."""
    from gm.maps.layout import FIT_W, Label, SMALL

    cols = 6
    names = {"A1": "Avanzada del Norte", f"{chr(64 + cols)}2": "Cardassia Prime", "C3": "Ab"}
    spec = MapSpec(kind, cols, 3, parity="odd-q", cells={c: Cell("terrain.plains", label=n) for c, n in names.items()})
    canvas = layout(spec)
    labels = {it.text: it for it in canvas.items if isinstance(it, Label) and it.size == SMALL}
    for name in names.values():
        assert name in labels, sorted(labels)
        half = len(name) * SMALL * FIT_W / 2
        assert labels[name].x - half >= 0 and labels[name].x + half <= canvas.width, (name, labels[name].x, canvas.width)
    assert labels["Avanzada del Norte"].halo and labels["Ab"].halo is None  # a name past its cell is haloed
    long = MapSpec(kind, cols, 3, parity="odd-q", cells={"B2": Cell("terrain.plains", label="Nombre larguísimo " * 4)})
    assert any(isinstance(it, Label) and it.text.endswith("…") for it in layout(long).items)  # past 2.6 cells: cut


def test_a_cells_corner_text_is_drawn_over_the_token_on_it_not_under():
    """eraide's «+1» (the cell's height) was hidden under a figure standing on it."""
    from gm.maps.layout import Circle, Label

    spec = MapSpec("square", 3, 3, cells={"B2": Cell("terrain.plains", corner="+1")}, markers=[Marker("B2", "Al", "circle", "blue")])
    items = layout(spec).items
    corner = next(i for i, it in enumerate(items) if isinstance(it, Label) and it.text == "+1")
    token = max(i for i, it in enumerate(items) if isinstance(it, Circle))
    assert corner > token and items[corner].halo
