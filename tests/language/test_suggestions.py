"""A near miss is suggested from the vocabulary of the language it was typed in (issue 25):
a mistyped Spanish verb gets the Spanish verb gm writes for that order («decomisionarr» ->
«desmantelar», what the spoken «decomisionar» means), never the English order key
(«decommission»); a mistyped English verb gets the English one."""

from __future__ import annotations

from typer.testing import CliRunner

from gm.cli import app

runner = CliRunner()


def _check(tmp_path, lines: list[str], *args: str) -> str:
    turn = tmp_path / "turn-01"
    assert runner.invoke(app, ["init", "sector", str(turn)]).exit_code == 0
    (turn / "orders.toml").unlink()
    (turn / "orders").mkdir()
    (turn / "orders" / "federacion.txt").write_text("\n".join(lines) + "\n", "utf-8")
    return runner.invoke(app, ["check", str(turn), "--faction", "federacion", *args]).output


def test_a_mistyped_spanish_verb_gets_a_spanish_suggestion(tmp_path):
    out = _check(tmp_path, ["decomisionarr Enterprise", "decomision Enterprise", "movr Enterprise a I4"])
    assert "«decomisionarr»; ¿quisiste decir «desmantelar»?" in out, out
    assert "«decomision»; ¿quisiste decir «desmantelar»?" in out, out
    assert "«movr»; ¿quisiste decir «mover»?" in out, out
    assert "decommission" not in out


def test_a_mistyped_english_verb_gets_an_english_suggestion(tmp_path):
    out = _check(tmp_path, ["decommision Enterprise", "decomisionarr Enterprise"], "--lang", "en")
    assert "“decommision”; did you mean “decommission”?" in out, out
    assert "“decomisionarr”; did you mean “desmantelar”?" in out, out
