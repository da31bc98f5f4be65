"""Primordia's maps: the GM's map shows everything, each race's map only its vision."""

import tomllib
from pathlib import Path

import pytest

from gm import registry
from gm.maps import palette, render_maps, text_map
from gm.rulesets.primordia import maps as primordia
from gm.rulesets.primordia.model import Model
from gm.rulesets.primordia.rules import Rules

SAMPLE = Path(__file__).parents[2] / "sample_games" / "primordia" / "turn-01"


@pytest.fixture(scope="module")
def state():
    game = tomllib.loads((SAMPLE / "game.toml").read_text("utf-8"))
    facs = {p.stem: tomllib.loads(p.read_text("utf-8")) for p in sorted((SAMPLE / "factions").glob("*.toml"))}
    return game, facs


@pytest.fixture(scope="module")
def specs(state):
    return primordia.build_maps(*state)


def _model(state):
    r = registry.get("primordia")
    import copy

    return Model(Rules.load(r, r.settings(state[0])), copy.deepcopy(state[0]), copy.deepcopy(state[1]))


def test_names_gm_and_one_per_race_no_public(state, specs):
    assert sorted(specs) == sorted(["gm", *state[1]])
    assert "public" not in specs


def test_gm_map_shows_every_hex_terrain_settlement_and_unit(state, specs):
    game, facs = state
    m = _model(state)
    spec = specs["gm"]
    assert (spec.columns, spec.rows) == (game["world"]["width"], game["world"]["height"])
    assert spec.parity == m.rules.settings["map"]["offset"]
    assert len(spec.cells) == spec.columns * spec.rows and not any(c.dark for c in spec.cells.values())
    for h in m.grid.labels():
        assert spec.cells[h].fill == primordia.TERRAIN_KEYS[m.terrain(h)]
    styles = palette.faction_styles(facs)
    for fid in facs:
        for s in m.settlements(fid).values():
            assert any(k.coord == s["hex"] and k.shape == "square" and k.colour == styles[fid].colour for k in spec.markers)
        for u in m.units(fid).values():
            assert any(k.coord == u["hex"] and k.shape == "circle" and k.colour == styles[fid].colour for k in spec.markers)


def test_every_terrain_has_a_distinct_tint_with_its_pattern():
    assert len(set(primordia.TERRAIN_KEYS.values())) == len(primordia.TERRAIN_KEYS)
    r = registry.get("primordia")
    assert set(primordia.TERRAIN_KEYS) == set(r.load_table("terrains"))
    for key in primordia.TERRAIN_KEYS.values():
        assert key in palette.TERRAIN


def test_fog_a_race_sees_only_its_vision(state, specs):
    m = _model(state)
    for fid in state[1]:
        spec = specs[fid]
        seen = set(m.visible_hexes(fid))
        assert seen and len(seen) < spec.columns * spec.rows  # the sample has fog to test
        for h, cell in spec.cells.items():
            if h in seen:
                assert not cell.dark and cell.fill == primordia.TERRAIN_KEYS[m.terrain(h)]
            else:  # nothing of an unseen hex: no terrain, no label
                assert cell.dark and cell.fill is None and not cell.label
        assert all(k.coord in seen for k in spec.markers)
        # no foreign settlement or unit it cannot see, and no deposit ever
        for other in state[1]:
            for s in m.settlements(other).values():
                present = any(k.coord == s["hex"] and k.shape == "square" for k in spec.markers)
                assert present == (s["hex"] in seen)
        assert not any(k.shape == "diamond" for k in spec.markers)
        # its own units are all there
        for u in m.units(fid).values():
            assert any(k.coord == u["hex"] and k.shape == "circle" for k in spec.markers)


def test_foreign_spies_stay_hidden(state):
    game, facs = state
    import copy

    facs = copy.deepcopy(facs)
    m = _model((game, facs))
    spy = next((t for t, u in m.rules.units.items() if "spy" in u.get("specials", [])), None)
    assert spy is not None, "primordia's data/units.toml has no unit with the spy special: this test would check nothing"
    a, b = sorted(facs)[:2]
    target = m.visible_hexes(a)[0]
    facs[b].setdefault("units", {})["espia-test"] = {**next(iter(facs[b]["units"].values())), "type": spy, "hex": target}
    specs = primordia.build_maps(game, facs)
    b_colour = palette.faction_styles(facs)[b].colour
    assert not any(k.coord == target and k.colour == b_colour and k.shape == "circle" for k in specs[a].markers)
    assert any(k.coord == target and k.colour == b_colour and k.dashed for k in specs["gm"].markers)


def test_renders_and_is_deterministic(state, specs):
    files = render_maps(specs)
    assert files == render_maps(primordia.build_maps(*state))
    assert files["gm.png"][:8] == b"\x89PNG\r\n\x1a\n"
    assert "Primordia" in files["gm.svg"].decode("utf-8")
    assert text_map(specs["gm"])


def test_english_labels(state):
    en = primordia.build_maps(*state, lang="en")
    assert "turn" in en["gm"].title and "fog of war" in [le.label for le in en[sorted(state[1])[0]].legend]
