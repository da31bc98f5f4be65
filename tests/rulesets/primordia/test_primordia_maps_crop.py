"""On a large board a race's map is the box around what it sees (gm.rulesets.primordia.maps,
issue 26): its cost grows with what it shows, not with the board; a small board (the
sample's) is still drawn whole."""

from pathlib import Path

import pytest

from gm.engine.gamedir import load_turn
from gm.generate import generate
from gm.rulesets.primordia import maps as pmaps


@pytest.fixture(scope="module")
def big(tmp_path_factory):
    turn = tmp_path_factory.mktemp("crop") / "turn-01"
    generate("primordia", 20, turn, seed="crop")  # 42 columns: over CROP_ABOVE
    state = load_turn(turn).state
    return state, pmaps.build_maps(state.game, state.factions)


def test_a_race_map_is_cropped_to_what_it_sees(big):
    state, specs = big
    width, height = state.game["world"]["width"], state.game["world"]["height"]
    assert max(width, height) > pmaps.CROP_ABOVE
    assert (specs["gm"].columns, specs["gm"].rows) == (width, height)
    model = pmaps._model(state.game, state.factions, None)
    for fid in model.faction_ids():
        spec = specs[fid]
        seen = set(model.visible_hexes(fid))
        assert spec.columns * spec.rows < width * height
        assert spec.origin[0] % 2 == 0
        lit = {h for h, c in spec.cells.items() if not c.dark}
        assert lit == seen  # every hex it sees is on its map, and only those are lit
        assert all(m.coord in seen for m in spec.markers)
        shown = {le.label for le in spec.legend}
        assert len([f for f in model.players() if state.factions[f].get("name", f) in " ".join(shown)]) < len(model.players())


def test_a_small_board_is_drawn_whole():
    sample = Path(__file__).resolve().parents[3] / "sample_games" / "primordia" / "turn-01"
    state = load_turn(sample).state
    specs = pmaps.build_maps(state.game, state.factions)
    world = state.game["world"]
    assert all((s.columns, s.rows, s.origin) == (world["width"], world["height"], (0, 0)) for s in specs.values())
