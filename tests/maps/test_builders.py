"""the rulesets' map builders (gm.rulesets.<id>.maps): MapSpecs from the sample games' state, fog of war honoured."""

import copy
import tomllib
from pathlib import Path


from gm.maps import render_maps, text_map
from gm.rulesets.eraide import maps as eraide
from gm.rulesets.nuevo_amanecer import maps as nuevo_amanecer
from gm.rulesets.sector import maps as sector

ROOT = Path(__file__).parents[2] / "sample_games"


def load(rid: str):
    d = ROOT / rid / "turn-01"
    assert (d / "game.toml").is_file(), f"no sample game for {rid}: {d}"  # a failure, never a skipped test
    game = tomllib.loads((d / "game.toml").read_text("utf-8"))
    facs = {p.stem: tomllib.loads(p.read_text("utf-8")) for p in sorted((d / "factions").glob("*.toml"))}
    return game, facs


def test_nuevo_amanecer_public_map():
    game, facs = load("nuevo-amanecer")
    specs = nuevo_amanecer.build_maps(game, facs, [{"kind": "na.battle.fought", "params": {"hex": "C3"}}])
    assert list(specs) == ["public"]
    spec = specs["public"]
    assert spec.kind == "hex" and spec.parity == "odd-q"
    assert (spec.columns, spec.rows) == (game["world"]["columns"], game["world"]["rows"])
    assert any(m.shape == "star" and m.coord == "C3" for m in spec.markers)
    # every city is labelled with its level, every empty city site is ruins
    for _fid, f in facs.items():
        for c in (f.get("cities") or {}).values():
            assert spec.cells[c["hex"]].label.startswith("Ciudad ")
    sites = [h for h, i in game["world"]["hexes"].items() if i.get("city_site")]
    assert any(spec.cells[h].label == "ruinas" for h in sites)
    labels = [le.label for le in spec.legend]
    assert any(f["name"] in lab for f in facs.values() for lab in labels)
    files = render_maps(specs)
    assert set(files) == {"public.svg", "public.png"}
    assert "batalla" in files["public.svg"].decode()
    assert nuevo_amanecer.build_maps(game, facs, [], lang="en")["public"].cells[sites[0]].label in ("ruins", "City 1", "City 2", "City 3", "City 4", "City 5", "settl.")


def test_sector_fog_of_war():
    game, facs = load("sector")
    fid = sorted(facs)[0]
    other = sorted(facs)[1]
    events = [{"kind": "sensors.sightings", "params": {"faction": fid, "units": [
        {"unit": "x-1", "owner": other, "sector": next(iter(facs[fid]["known"])), "what": "ship"}]}}]
    specs = sector.build_maps(game, facs, events)
    assert "public" not in specs  # not allowed by default
    assert set(specs) == {"gm", *facs}
    mine = specs[fid]
    known = set(facs[fid]["known"])
    for coord in mine.coords():
        cell = mine.cells.get(coord)
        assert (coord in known) == (cell is not None and not cell.dark), coord
    assert all(m.coord in known for m in mine.markers)
    # other empires' home systems it has not seen are not on its map
    for _sysid, s in game["world"]["systems"].items():
        if s["sector"] not in known:
            assert all(m.coord != s["sector"] for m in mine.markers)
            assert s["name"] not in text_map(mine)
    # the sighted foreign ship shows
    from gm.maps import palette

    st = palette.faction_styles(facs)
    assert any(m.shape == "triangle" and m.colour == st[other].colour for m in mine.markers)
    # the GM sees every ship
    gm = specs["gm"]
    assert not any(c.dark for c in gm.cells.values())
    nships = sum(1 for f in facs.values() for s in (f.get("ships") or {}).values() if s.get("status", "active") == "active")
    assert sum(int(m.text) for m in gm.markers if m.shape == "triangle") == nships
    allowed = sector.build_maps(game, facs, [], settings={"maps": {"public": True}})
    assert not any(m.shape == "triangle" for m in allowed["public"].markers)


def test_eraide_hidden_only_on_owner_map():
    game, facs = load("eraide")
    facs = copy.deepcopy(facs)
    side = sorted(facs)[0]
    cid, ch = sorted(facs[side]["characters"].items())[0]
    ch.setdefault("states", {})["acechando"] = {"rounds": 0}
    ch["status"] = "active"
    specs = eraide.build_maps(game, facs)
    assert set(specs) == {"public", "gm", *facs}
    sq = ch["square"]

    def has(spec):
        return any(m.coord == sq and m.text == ch["token"] for m in spec.markers)

    assert has(specs[side]) and has(specs["gm"])
    assert not has(specs["public"])
    for other in facs:
        if other != side:
            assert not has(specs[other])
            assert ch["name"] not in render_maps({"x": specs[other]}, png=False)["x.svg"].decode()
    mark = next(m for m in specs[side].markers if m.coord == sq)
    assert mark.dashed
    # walls and elevation are on the board
    spec = specs["public"]
    assert any(c.fill == "wall" for c in spec.cells.values())
    assert any(c.corner == "+1" for c in spec.cells.values())
    assert all(m.note for m in spec.markers)  # POT under every character
