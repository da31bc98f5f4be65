"""The one judge answers a faction on the state as it may know it (Ruleset.known_state):
`gm check` and the order form, asked again and again before the turn, must not tell azul
where the hidden Nyx stands (rival finding 1: «tropieza con Nyx, que acechaba» for
`Otto: correr por D6, C7`, «RECHAZADA ... allí acechaba Nyx» for a trap set on C7)."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from gm.engine.state import GameState, copy_data
from tests.orderlang.samples import steps

LINES = ("Otto: correr por D6, C7", "Otto: paso a D7, poner trampa en C7")


@pytest.fixture(scope="module")
def turn2(tmp_path_factory) -> Path:
    """The sample's turn 2: Nyx (rojo) hides at C7 in turn 1."""
    work = tmp_path_factory.mktemp("known")
    step = next(s for s in steps("eraide", work) if s.name == "turn-02")
    return step.turn_dir


def _without_nyx(turn: Path, to: Path) -> Path:
    """The same turn with Nyx gone from the board (into reserve): what azul may know."""
    from gm.tomlio import dumps, read_toml

    shutil.copytree(turn, to)
    path = to / "factions" / "rojo.toml"
    data = read_toml(path, "rojo.toml")[0]
    nyx = data["characters"]["nyx"]
    nyx["status"] = "reserve"
    nyx.pop("square", None)
    path.write_text(dumps(data), encoding="utf-8")
    return to


def _check(turn: Path, line: str) -> str:
    from gm.api import check_orders

    (turn / "orders.toml").unlink(missing_ok=True)
    shutil.rmtree(turn / "orders", ignore_errors=True)
    (turn / "orders").mkdir()
    (turn / "orders" / "azul.txt").write_text(line + "\n", encoding="utf-8")
    return check_orders(turn, "azul", lang="es")[0]


def test_nyx_is_hidden_at_c7(turn2):
    from gm.engine.gamedir import load_turn

    nyx = load_turn(turn2).state.factions["rojo"]["characters"]["nyx"]
    assert nyx["square"] == "C7" and "acechando" in str(nyx.get("states"))


@pytest.mark.parametrize("line", LINES)
def test_check_answers_as_if_the_hidden_square_were_empty(turn2, tmp_path, line):
    hidden = tmp_path / "hidden"
    shutil.copytree(turn2, hidden)
    told, empty = _check(hidden, line), _check(_without_nyx(turn2, tmp_path / "empty"), line)
    assert "Nyx" not in told
    assert told == empty
    assert told.rstrip("\n").endswith("Lo que no ves puede cambiar lo que pase en el turno.")


@pytest.mark.parametrize("square", ["C7", "D5"])  # D5: Otto's first example square (the form offered D6)
def test_the_order_form_of_azul_is_the_same_with_nyx_hidden_or_gone(turn2, square):
    from gm import registry
    from gm.engine.gamedir import load_turn
    from gm.orderlang.form import offered_lines

    ruleset = registry.get("eraide")
    state = load_turn(turn2).state
    state.factions["rojo"]["characters"]["nyx"]["square"] = square
    factions = copy_data(state.factions)
    factions["rojo"]["characters"]["nyx"]["status"] = "reserve"
    factions["rojo"]["characters"]["nyx"].pop("square")
    gone = GameState(game=copy_data(state.game), factions=factions, orders=state.orders)
    empty = offered_lines(ruleset, gone, "es", ["azul"])["azul"]
    assert offered_lines(ruleset, state, "es", ["azul"])["azul"] == empty
    assert offered_lines(ruleset, state, "es")["azul"] == empty  # every faction's form at once
