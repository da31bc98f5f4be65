"""Issue 23 §1: a player's order never blocks the turn. An order the schema or the ruleset's
checks refuse is rejected with its reason (in its faction's report and the GM's) and the rest
of the turn resolves; `gm validate` warns of it and exits 0. Only the GM's files block."""

from __future__ import annotations

import shutil
from pathlib import Path

from typer.testing import CliRunner

from gm.cli import app
from gm.engine.pipeline import resolve_files
from gm.engine.validate import validate_dir

SAMPLE = Path(__file__).resolve().parents[2] / "sample_games" / "nuevo-amanecer" / "turn-01"
BAD = '''
[[factions.sigmar.orders]]
type = "move"
army = "fantasma"
to = "C3"

[[factions.sigmar.orders]]
type = "move"
armyx = 3
'''


def _turn(tmp_path) -> Path:
    turn = tmp_path / "turn-01"
    shutil.copytree(SAMPLE, turn)
    orders = turn / "orders.toml"
    orders.write_text(orders.read_text(encoding="utf-8") + BAD, encoding="utf-8")
    return turn


def test_validate_warns_of_the_orders_it_will_reject_and_exits_0(tmp_path):
    turn = _turn(tmp_path)
    result = validate_dir(turn)
    assert result.ok, [p.format("en") for p in result.errors]
    assert set(result.rejected) == {("sigmar", 3), ("sigmar", 4)}
    assert result.malformed == {("sigmar", 4)}
    r = CliRunner().invoke(app, ["validate", str(turn), "--lang", "en"])
    assert r.exit_code == 0, r.output
    assert "this order will be rejected (the rest of the turn resolves)" in r.output


def test_resolve_rejects_them_in_the_reports_and_applies_the_rest(tmp_path):
    res = resolve_files(_turn(tmp_path))
    outcomes = {k: o for k, o in res.context.outcomes.items() if k[0] == "sigmar"}
    assert [outcomes[("sigmar", n)].applied for n in (1, 2, 3)] == [True, True, True]
    assert not outcomes[("sigmar", 4)].applied and not outcomes[("sigmar", 5)].applied
    mine = res.files["reports/sigmar.md"].decode("utf-8")
    gm = res.files["gm-report.md"].decode("utf-8")
    for text in (mine, gm):
        assert "#4 " in text and "fantasma" in text and "RECHAZADA" in text
        assert "#5 «move (armyx=3)»: RECHAZADA — falta la clave 'army'" in text
    assert not res.missing_messages


def test_the_gm_files_still_block(tmp_path):
    turn = _turn(tmp_path)
    game = turn / "game.toml"
    game.write_text(game.read_text(encoding="utf-8").replace("turn = 1", 'turn = "uno"'), encoding="utf-8")
    assert not validate_dir(turn).ok


def test_an_order_that_is_no_table_is_rejected_as_written(tmp_path):
    turn = tmp_path / "turn-01"
    shutil.copytree(SAMPLE, turn)
    (turn / "orders.toml").write_text('turn = 1\n[factions.sigmar]\norders = [5, {type = "research", kind = "tech", '
                                      'advance = "agricultura", name = "Agricultura"}]\n', encoding="utf-8")
    assert validate_dir(turn).rejected.keys() == {("sigmar", 0)}
    res = resolve_files(turn)
    assert not res.context.outcomes[("sigmar", 1)].applied and res.context.outcomes[("sigmar", 2)].applied
    assert "#1 «(value=5)»: RECHAZADA" in res.files["reports/sigmar.md"].decode("utf-8")
