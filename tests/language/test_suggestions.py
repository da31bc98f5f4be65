"""A near miss is suggested from the vocabulary of the language it was typed in (issue 25):
a mistyped Spanish verb gets a Spanish verb, never the English order key («decommission»);
a mistyped English verb gets the English one. The verb suggested is near what was typed
(play-test #25: «pone» got «diplomacia»): the verb gm writes for that order where it is
near («movr» -> «mover»), else the form it came near, which reads too («decomisionarr» ->
«decomisionar», not the far «desmantelar»)."""

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
    assert "«decomisionarr»; ¿quisiste decir «decomisionar»?" in out, out
    assert "«decomision»; ¿quisiste decir «decomisiono»?" in out, out
    assert "«movr»; ¿quisiste decir «mover»?" in out, out
    assert "decommission" not in out


def test_a_mistyped_english_verb_gets_an_english_suggestion(tmp_path):
    out = _check(tmp_path, ["decommision Enterprise", "decomisionarr Enterprise"], "--lang", "en")
    assert "“decommision”; did you mean “decommission”?" in out, out
    assert "“decomisionarr”; did you mean “decomisionar”?" in out, out


def test_a_far_verb_is_never_suggested(tmp_path):
    """Play-test (#25): «1) La Enterprise pone rumbo a Qo'noS» got «¿quisiste decir
    «diplomacia»?» («pone» came near «propone»): a course set is a move, and a word far from
    every verb gets the list of verbs, no guess."""
    out = _check(tmp_path, ["1) La Enterprise pone rumbo a F4", "bailotear Enterprise"])
    assert "quisiste decir «diplomacia»" not in out and "«pone»" not in out, out
    assert "1. La Enterprise pone rumbo a F4 — RECHAZADA: el destino está a dos sectores" in out, out  # read as a move
    assert "«bailotear»; las órdenes empiezan por:" in out, out
