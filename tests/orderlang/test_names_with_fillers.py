"""Issue 23: whatever a report names, an order by that name finds. A generated sector game
names its worlds «Sistema 3-1»; `sistema` alone is a filler (`construir defensas en el
sistema Tierra`), blanked before the name was read, so `cancelar ruta Sistema 3-1` and
`construir defensas en Sistema 3-0` were not understood («3-0» no es un sistema que
conoces; ¿quisiste decir «s003-0»?)."""

from __future__ import annotations

from gm.orderlang.parse import parse_line
from gm.orderlang.phrasebook import load
from gm.orderlang.values import Scope
from tests.rulesets.sector.sector_testkit import small_game


def _read(state, text: str):
    got = parse_line(text, Scope(load("sector"), "es", state, "federacion"), ("es",))
    assert not got.errors, (text, got.errors)
    return got.order


def test_a_world_whose_name_holds_a_filler_is_found_by_that_name():
    state = small_game()
    state.game["world"]["systems"]["tierra"]["name"] = "Sistema 3-0"
    state.factions["federacion"]["known"]["C3"]["name"] = "Sistema 3-0"
    for line in ("construir defensas en Sistema 3-0", "construir defensas en el sistema Sistema 3-0", 'construir defensas en "Sistema 3-0"'):
        assert _read(state, line) == {"type": "build_defenses", "system": "tierra"}, line


def test_the_filler_still_goes_before_a_name_without_it():
    assert _read(small_game(), "construir defensas en el sistema Tierra") == {"type": "build_defenses", "system": "tierra"}
