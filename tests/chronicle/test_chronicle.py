"""gm chronicle (issue 27): the site, its charts and animated map, from four resolved turns
of each sample game; nothing only a private file held reaches the public site."""

from __future__ import annotations

import html
import io
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path

import pytest
from PIL import Image
from typer.testing import CliRunner

from gm import api
from gm.chronicle.build import Words, chart_list, chronicle_files
from gm.chronicle.charts import OTHERS, TOP_SERIES, chart_data
from gm.chronicle.figures import Figure, Standings
from gm.chronicle.turns import Turn, read_turns
from gm.engine.secrecy import find

from .conftest import FOG, GAMES, TURNS

# what each sample's public report shows per faction (docs/chronicle.md)
FIGURES = {"nuevo-amanecer": 3, "sector": 1, "eraide": 1, "primordia": 1}
SERIES = {"nuevo-amanecer": 4, "sector": 1, "eraide": 2, "primordia": 4}
PUBLIC_MAP = {"nuevo-amanecer": True, "sector": False, "eraide": True, "primordia": False}


@pytest.fixture(scope="module")
def sites(played, tmp_path_factory):
    """game -> (its Played, the chronicle's folder), written once by gm.api.chronicle."""
    out = {}

    def get(game: str):
        if game not in out:
            p = played(game)
            target = tmp_path_factory.mktemp("site") / game
            api.chronicle(p.root, out=target)
            out[game] = (p, target)
        return out[game]
    return get


def _texts(folder: Path) -> dict[str, str]:
    return {str(p.relative_to(folder)): p.read_text("utf-8") for p in sorted(folder.rglob("*"))
            if p.is_file() and p.suffix not in (".png", ".gif")}


@pytest.mark.parametrize("game", GAMES)
def test_the_chronicle_of_four_turns_has_its_pages_charts_map_and_post(sites, game):
    _, site = sites(game)
    names = {str(p.relative_to(site)) for p in site.rglob("*") if p.is_file()}
    assert {"index.html", "forum/summary.md", "forum/summary.bbcode", "forum/summary.html"} <= names
    assert {f"turn-{n:02d}.html" for n in range(1, TURNS + 1)} <= names
    for i in range(1, FIGURES[game] + 1):
        assert {f"standings-{i}.png", f"standings-{i}.svg"} <= names
        with Image.open(site / f"standings-{i}.png") as im:
            assert im.format == "PNG" and im.size == (800, 450)
        ET.parse(site / f"standings-{i}.svg")  # well-formed SVG
    assert ("map.gif" in names) == PUBLIC_MAP[game]
    summary = (site / "forum" / "summary.md").read_text("utf-8")
    assert "](../standings-1.png)" in summary and ("](../map.gif)" in summary) == PUBLIC_MAP[game]
    bbcode = (site / "forum" / "summary.bbcode").read_text("utf-8")  # no [forum] image_base: the placeholder to replace
    assert "[img]https://SUBE-LOS-MAPAS.invalid/standings-1.png[/img]" in bbcode


@pytest.mark.parametrize("game", GAMES)
def test_a_chart_has_one_series_per_faction_and_one_point_per_turn(played, game):
    p = played(game)
    turns = read_turns(p.root, None)
    charts = chart_list(turns, Words("es", _package(turns)))
    assert len(charts) == FIGURES[game]
    for chart in charts:
        assert chart.turns == tuple(range(1, TURNS + 1))
        assert len(chart.series) == SERIES[game]
        assert all(len(s.values) == TURNS and None not in s.values for s in chart.series)
        assert len({s.name for s in chart.series}) == len(chart.series)


def test_the_charts_carry_the_public_table_s_numbers(played):
    """nuevo-amanecer's last public table, read back from its report, is the charts' last point."""
    p = played("nuevo-amanecer")
    turns = read_turns(p.root, None)
    charts = chart_list(turns, Words("es", _package(turns)))
    report = (p.root / f"turn-{TURNS + 1:02d}" / "report.md").read_text("utf-8")
    for s in charts[0].series:  # Recursos: the table's third column
        row = re.search(rf"^{re.escape(s.name)}\s+\S+\s+(\d+)\s+(\d+)\s+(\d+)", report, re.M)
        assert row and [int(row.group(k)) for k in (1, 2, 3)] == [c.series[[x.id for x in c.series].index(s.id)].values[-1]
                                                                    for c in charts]


@pytest.mark.parametrize("game", [g for g in GAMES if PUBLIC_MAP[g]])
def test_the_animated_map_has_a_frame_per_turn_and_lingers_on_the_last(sites, game):
    _, site = sites(game)
    with Image.open(site / "map.gif") as im:
        assert im.n_frames == TURNS and im.info.get("loop") == 0
        durations = []
        for i in range(im.n_frames):
            im.seek(i)
            durations.append(im.info["duration"])
    assert durations[-1] > max(durations[:-1])


def test_the_same_turns_give_the_same_bytes(played):
    root = played("nuevo-amanecer").root
    first, _ = chronicle_files(root)
    second, _ = chronicle_files(root)
    assert sorted(first) == sorted(second)
    assert [k for k in first if first[k] != second[k]] == []


def _leaks(p, site: Path) -> list[str]:
    private = set().union(*p.private.values())
    found = []
    for name, text in _texts(site).items():
        plain = html.unescape(text)
        found += [f"{name}: {token!r} in {line.strip()[:120]}" for token, line in find(plain, p.secrets)]
        found += [f"{name}: private line {line!r}" for line in private if line in text]
    return found


@pytest.mark.parametrize("game", FOG)
def test_no_secret_reaches_the_public_site(sites, game):
    """The leak oracle's idea over the site: no token the public may not know, no private
    stream's seed, no line of a private report the public report lacks, no hidden roll."""
    p, site = sites(game)
    assert p.seeds <= p.secrets and len(p.seeds) >= TURNS and any(p.private.values())  # something to find
    assert _leaks(p, site) == []


def test_the_leak_check_finds_what_a_private_site_holds(played, tmp_path):
    """The same check over a faction's chronicle (its private reports) finds secrets: it can fail."""
    p = played("eraide")
    api.chronicle(p.root, out=tmp_path / "rojo", faction="rojo")
    assert _leaks(p, tmp_path / "rojo")


def test_a_faction_s_chronicle_holds_its_reports_and_not_the_other_side_s(played, tmp_path):
    p = played("eraide")
    api.chronicle(p.root, out=tmp_path / "azul", faction="azul")
    texts = "\n".join(_texts(tmp_path / "azul").values())
    assert any(line in texts for line in p.private["azul"])
    assert [line for line in p.private["rojo"] - p.private["azul"] if line in texts] == []


class _Page(HTMLParser):
    VOID = {"img", "br", "hr", "meta", "link", "input", "source"}

    def __init__(self):
        super().__init__(convert_charrefs=False)
        self.stack, self.problems, self.addresses = [], [], []

    def handle_starttag(self, tag, attrs):
        self.addresses += [v for k, v in attrs if k in ("src", "href") and v]
        if tag in ("script", "link", "iframe", "object"):
            self.problems.append(f"<{tag}>")
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if not self.stack or self.stack[-1] != tag:
            self.problems.append(f"</{tag}> closes {self.stack[-1] if self.stack else 'nothing'}")
        else:
            self.stack.pop()

    def handle_data(self, data):
        if "<" in data or ">" in data:
            self.problems.append(f"bare angle bracket in {data[:40]!r}")


@pytest.mark.parametrize("game", GAMES)
def test_every_page_is_well_formed_and_works_offline(sites, game):
    _, site = sites(game)
    for page in sorted(site.glob("*.html")):
        checker = _Page()
        checker.feed(page.read_text("utf-8"))
        checker.close()
        assert checker.problems == [] and checker.stack == [], page.name
        for address in checker.addresses:
            assert "://" not in address and not address.startswith("//"), (page.name, address)
            assert (site / address).is_file(), (page.name, address)


def test_the_site_speaks_english_with_lang_en(played, tmp_path):
    api.chronicle(played("nuevo-amanecer").root, out=tmp_path / "en", lang="en")
    index = (tmp_path / "en" / "index.html").read_text("utf-8")
    assert 'lang="en"' in index and "Chronicle of" in index and "Crónica" not in index


def test_a_folder_without_resolved_turns_is_a_clear_error(tmp_path):
    from gm.cli import app

    (tmp_path / "game" / "turn-01").mkdir(parents=True)
    result = CliRunner().invoke(app, ["chronicle", str(tmp_path / "game")])
    assert result.exit_code == 1
    assert "no tiene turnos resueltos" in result.output and "Traceback" not in result.output
    assert not (tmp_path / "game" / "chronicle").exists()


def test_an_existing_out_is_refused(played, tmp_path):
    from gm.cli import app

    (tmp_path / "taken").mkdir()
    result = CliRunner().invoke(app, ["chronicle", str(played("sector").root), "--out", str(tmp_path / "taken")])
    assert result.exit_code == 1 and "ya existe" in result.output


def test_a_big_game_charts_the_top_factions_and_the_mean_of_the_others():
    ids = [f"f{i:03d}" for i in range(100)]
    turns = [Turn(n, Path("."), {}, "", "", None,
                  Standings({f: f.upper() for f in ids}, (Figure("x", {f: i * n for i, f in enumerate(ids)}),)))
             for n in (1, 2, 3)]
    chart = chart_data(turns, 0, "x", {f: f.upper() for f in ids}, "turn", lambda n: f"others {n}")
    assert [s.id for s in chart.series] == [f"f{i:03d}" for i in range(99, 99 - TOP_SERIES, -1)] + [OTHERS]
    rest = range(100 - TOP_SERIES)
    assert chart.series[-1].name == f"others {len(rest)}"
    assert chart.series[-1].values == tuple(round(sum(i * n for i in rest) / len(rest), 2) for n in (1, 2, 3))


def test_matplotlib_is_not_imported_by_gm_cli_nor_by_gm_roll():
    code = ("import sys\nfrom gm.cli import main\nassert 'matplotlib' not in sys.modules\n"
            "sys.argv = ['gm', 'roll', '1d20', '--seed', 'x']\ntry:\n    main()\nexcept SystemExit:\n    pass\n"
            "assert 'matplotlib' not in sys.modules, 'gm roll imported matplotlib'\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def _package(turns) -> str:
    from gm.registry import get

    return get(turns[-1].game["ruleset"]).package


def test_chart_bytes_do_not_depend_on_the_run():
    from gm.chronicle.charts import Chart, Series, draw

    chart = Chart("t", (1, 2), (Series("a", "Á & <b>", (1, 2)),), "turno")
    png, svg = draw(chart)
    assert draw(chart) == (png, svg)
    assert Image.open(io.BytesIO(png)).size == (800, 450)
    assert b"Date" not in svg and b"<b>" not in svg


def test_the_summary_post_honours_the_forum_s_image_base(played, tmp_path):
    import shutil

    game = tmp_path / "game"
    shutil.copytree(played("primordia").root, game)
    last = game / f"turn-{TURNS + 1:02d}" / "game.toml"
    last.write_text(last.read_text("utf-8") + '\n[forum]\nformats = ["bbcode"]\nimage_base = "https://foro.example/mapas/turno-{turn}/"\n',
                    "utf-8")
    api.chronicle(game, out=tmp_path / "site")
    posts = sorted(p.name for p in (tmp_path / "site" / "forum").iterdir())
    assert posts == ["summary.bbcode"]
    text = (tmp_path / "site" / "forum" / "summary.bbcode").read_text("utf-8")
    # {turn}: the last turn told (its reports' folder, where its maps go, is turn-<TURNS + 1>)
    assert f"[img]https://foro.example/mapas/turno-{TURNS}/standings-1.png[/img]" in text
