"""Issue 23: a player's order never blocks the turn, nor `gm check`. An orders.toml whose
order gives a number, a list or a table where the schema wants a name (the GM typed it, a
script wrote it) is rejected by validate and resolve with the schema's words; `gm check`
crashed on it ('internal error: AttributeError: 'int' object has no attribute 'isascii'',
saying the order as a line) and `gm orders --export` too."""

from __future__ import annotations

import json
import shutil

import pytest
from typer.testing import CliRunner

from gm.cli import app
from tests import registered

BAD = {  # a faction of the sample, an order of its ruleset with a value of the wrong type
    "nuevo-amanecer": ("sigmar", {"type": "move", "army": 12345, "to": "B3"}),
    "sector": ("federacion", {"type": "move", "ship": ["fed-1"], "to": "D4"}),
    "primordia": ("marmoreos", {"type": "espiar", "unidad": "u1", "objetivo_faccion": {"a": 1}, "asentamiento": "s1"}),
    "eraide": ("rojo", {"type": "wait", "character": 7}),
}


@pytest.mark.parametrize("game", sorted(BAD))
def test_check_and_export_answer_an_order_of_the_wrong_type(game, tmp_path):
    import tomli_w

    fid, order = BAD[game]
    turn = tmp_path / "turn"
    shutil.copytree(registered.sample_dir(game), turn)
    from gm.tomlio import read_toml

    number = read_toml(turn / "game.toml", "game.toml")[0]["turn"]
    (turn / "orders.toml").write_text(tomli_w.dumps({"turn": number, "factions": {fid: {"orders": [order]}}}), "utf-8")
    got = CliRunner().invoke(app, ["check", str(turn), "--faction", fid, "--json"])
    assert got.exit_code == 1, got.output
    [answer] = json.loads(got.stdout)["factions"]
    assert [o["verdict"] for o in answer["orders"]] == ["rejected"]
    assert answer["orders"][0]["line"]  # as a line where one says it (eraide's `"7": esperar`), else its type
    assert CliRunner().invoke(app, ["resolve", str(turn), "--format", "markdown"]).exit_code == 0
    exported = CliRunner().invoke(app, ["orders", "--export", str(turn), "--force"])
    assert exported.exit_code in (0, 1) and "internal error" not in exported.output, exported.output  # said, or refused where
