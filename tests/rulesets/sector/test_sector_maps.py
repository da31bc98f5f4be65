"""The private map's legend names only the empire and the factions it has contacted."""

import copy
import re
import tomllib
from pathlib import Path

from gm.rulesets.sector import maps as sector

SAMPLE = Path(__file__).resolve().parents[3] / "sample_games" / "sector" / "turn-01"


def load():
    game = tomllib.loads((SAMPLE / "game.toml").read_text("utf-8"))
    facs = {p.stem: tomllib.loads(p.read_text("utf-8")) for p in sorted((SAMPLE / "factions").glob("*.toml"))}
    return game, facs


def names_in_legend(spec, facs):
    labels = {e.label for e in spec.legend}
    return {f for f in facs if facs[f].get("name", f) in labels}


def test_private_legend_lists_only_contacts():
    game, facs = load()
    specs = sector.build_maps(game, facs)
    for fid in facs:
        assert names_in_legend(specs[fid], facs) == {fid}, fid
    assert names_in_legend(specs["gm"], facs) == set(facs)
    met = copy.deepcopy(game)
    met["world"].setdefault("relations", {})["federacion+klingon"] = {"status": "contact", "since": 1}
    specs = sector.build_maps(met, facs)
    assert names_in_legend(specs["federacion"], facs) == {"federacion", "klingon"}
    assert names_in_legend(specs["klingon"], facs) == {"federacion", "klingon"}
    assert names_in_legend(specs["romulano"], facs) == {"romulano"}
    met["world"]["relations"]["federacion+klingon"]["status"] = "none"
    assert names_in_legend(sector.build_maps(met, facs)["federacion"], facs) == {"federacion"}


def _known(*areas):
    """Known sectors: every square of each (x0, y0, x1, y1) rectangle, inclusive."""
    from gm.geometry import squaregrid

    return {squaregrid.format(squaregrid.Square(x, y)): {"terrain": "empty", "turn": 1}
            for x0, y0, x1, y1 in areas for x in range(x0, x1 + 1) for y in range(y0, y1 + 1)}


def test_known_windows_one_picture_per_explored_region():
    """A ship thrown across a large board makes a second region: two windows, each its
    own region plus one sector around, the home's first; not one window 150 columns wide."""
    known = _known((140, 80, 160, 95), (50, 90, 58, 97))
    home = "FA85"  # column FA = 156: in the first region
    assert sector.known_windows(known, 200, 200, 60, home) == [(139, 79, 23, 18), (49, 89, 11, 10)]
    # without a home, the larger region first
    assert sector.known_windows(known, 200, 200, 60)[0] == (139, 79, 23, 18)
    # a small board is drawn whole
    assert sector.known_windows(known, 60, 60, 60, home) == [None]
    # a known area that fits in crop_above x crop_above is one window, however scattered
    apart = _known((10, 10, 12, 12), (17, 13, 18, 14))  # 5 apart
    assert sector.known_windows(apart, 200, 200, 60) == [(9, 9, 11, 7)]
    # larger (here crop_above 8): regions closer than REGION_GAP join, the others split,
    # and windows that overlap merge into one
    assert sector.known_windows(apart, 200, 200, 8) == [(9, 9, 5, 5), (16, 12, 4, 4)]
    near = _known((10, 10, 12, 12), (15, 10, 16, 12))  # 3 apart: one region
    assert sector.known_windows(near, 200, 200, 8) == [(9, 9, 9, 5)]
    inside = _known((10, 10, 20, 10), (10, 10, 10, 20), (18, 18, 19, 19))  # an L, and a region in its corner
    assert sector.known_windows(inside, 200, 200, 8) == [(9, 9, 13, 13)]


def test_each_window_is_a_map_and_the_report_links_them():
    game, facs = load()
    big = copy.deepcopy(game)
    big["world"]["width"] = big["world"]["height"] = 200
    fid = sorted(facs)[0]
    facs = copy.deepcopy(facs)
    facs[fid]["known"] = _known((0, 0, 10, 10), (150, 150, 155, 152))
    specs = sector.build_maps(big, facs)
    assert sector.window_name(fid, 1) == f"{fid}.2"
    first, second = specs[fid], specs[f"{fid}.2"]
    assert (first.origin, first.columns, first.rows) == ((0, 0), 12, 12)
    assert (second.origin, second.columns, second.rows) == ((149, 149), 8, 5)
    assert any("1 de 2" in n for n in first.notes) and any("2 de 2" in n for n in second.notes)
    assert f"{fid}.3" not in specs
    from gm.maps import render_maps

    files = render_maps({f"{fid}.2": second}, png=False)
    assert list(files) == [f"{fid}.2.svg"]


def test_private_report_shows_every_window(tmp_path):
    """Resolved on a large board, an empire that knows two regions gets both pictures in
    its report, and its text map shows both regions too."""
    import shutil

    import tomli_w

    from gm.api import resolve_turn

    turn = tmp_path / "turn-01"
    shutil.copytree(SAMPLE, turn)
    game = tomllib.loads((turn / "game.toml").read_text("utf-8"))
    game["world"]["width"] = game["world"]["height"] = 200
    (turn / "game.toml").write_text(tomli_w.dumps(game), "utf-8")
    fid = "federacion"
    path = turn / "factions" / f"{fid}.toml"
    fac = tomllib.loads(path.read_text("utf-8"))
    fac["known"] = {**fac.get("known", {}), **_known((150, 150, 153, 152))}
    path.write_text(tomli_w.dumps(fac), "utf-8")
    out = tmp_path / "turn-02"
    resolve_turn(turn, out, seed="windows")
    report = (out / "reports" / f"{fid}.md").read_text("utf-8")
    # the private maps' names carry a tag (gm.maps.published_names): tests/maps/test_published_names.py
    assert re.search(rf"\(\.\./maps/{fid}\.[0-9a-f]{{12}}\.png\)", report) and re.search(rf"\(\.\./maps/{fid}\.2\.[0-9a-f]{{12}}\.png\)", report)
    assert list((out / "maps").glob(f"{fid}.2.*.svg")) and not list((out / "maps").glob(f"{fid}.3.*.svg"))
    assert "ET EU EV EW EX EY" in report and "\n151 " in report  # the far region (EU = column 150) in the text map


def test_more_regions_than_pictures_stay_in_the_text_map():
    """Ten far-apart regions: eight pictures, the last saying that two more are in the text
    map, and all ten windows for the text map (nothing the empire knows is dropped)."""
    game, facs = load()
    big = copy.deepcopy(game)
    big["world"]["width"] = big["world"]["height"] = 200
    fid = sorted(facs)[0]
    facs = copy.deepcopy(facs)
    facs[fid]["known"] = _known(*[(15 * i, 15 * i, 15 * i + 1, 15 * i + 1) for i in range(10)])
    windows = sector.known_windows(facs[fid]["known"], 200, 200, 60)
    assert len(windows) == 10
    specs = sector.build_maps(big, facs)
    mine = sorted(n for n in specs if n == fid or n.startswith(fid + "."))
    assert len(mine) == sector.MOST_PICTURES == 8
    assert any("2 zonas conocidas más" in n for n in specs[f"{fid}.8"].notes)
    assert not any("zonas conocidas más" in n for n in specs[fid].notes)
