"""An army created with no advance named (issue 24): the worked example's turn 1 notes
(`-Avance militar: Guerreros` then `-Crear ejercito en B3: Exploradores de Sigmar (5 puntos
de recursos)`) make the army of the one military advance the god has or researches above in
the post (settings orders.army_advance_unsaid = "the_only_one"); two, none, the setting
"ask", or a remark that names something: asked, never guessed."""

from __future__ import annotations

from pathlib import Path

from gm.engine.state import copy_data
from gm.engine.validate import validate_dir
from gm.orderlang.messages import say
from gm.orderlang.parse import parse_line
from gm.orderlang.phrasebook import load
from gm.orderlang.text import clean_line, without_stop
from gm.orderlang.values import Scope

ROOT = Path(__file__).resolve().parents[2]
TURN1 = ROOT / "sample_games/nuevo-amanecer-ejemplo/turn-01"
TURN7 = ROOT / "sample_games/nuevo-amanecer-ejemplo/turn-07"
CREATE = "-Crear ejercito en B3: Exploradores de Sigmar (5 puntos de recursos)"
ARMY = {"type": "create_army", "city": "capital", "army": "exploradores-de-sigmar", "name": "Exploradores de Sigmar"}


def post(game: Path, *lines: str, settings: dict | None = None):
    state = validate_dir(game).state
    if settings:
        state.game = {**copy_data(state.game), "settings": settings}
    scope = Scope(load("nuevo-amanecer"), "es", state, "sigmar")
    return [parse_line(without_stop(clean_line(t)), scope, ("es", "en")) for t in lines]


def said(got) -> str:
    return "; ".join(say("es", e.key, **e.params) for e in got.errors)


def test_the_worked_examples_army_is_made_of_the_advance_researched_above():
    _, _, army = post(TURN1, "-Avance militar: Guerreros (10 puntos de recursos)",
                      "-Avance tecnológico: Agricultura (10 puntos de recursos)", CREATE)
    assert (army.errors, army.order) == ([], {**ARMY, "advances": ["guerreros"]})


def test_no_military_advance_at_all_asks():
    (army,) = post(TURN1, CREATE)
    assert army.errors and "¿con qué avance militar?" in said(army)


def test_two_military_advances_ask_which():
    (army,) = post(TURN7, CREATE)
    assert "Puede ser Armas de hierro, Guerreros" in said(army)


def test_the_setting_ask_always_asks():
    _, army = post(TURN1, "-Avance militar: Guerreros", CREATE, settings={"orders": {"army_advance_unsaid": "ask"}})
    assert "Puede ser Guerreros" in said(army)


def test_a_remark_that_names_something_is_never_passed_over():
    _, army = post(TURN1, "-Avance militar: Guerreros", "-Crear ejercito en B3: Hijos de Sigmar (Lanceros, 5 puntos)")
    assert army.errors and "«Lanceros» no es uno de tus avances" in said(army)
