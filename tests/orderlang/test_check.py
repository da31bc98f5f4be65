"""gm check: each faction's orders checked alone, no dice, nothing written; the answer
names no secret of another faction (the leak oracle of gm.engine.secrecy reads it as a
file that faction receives), and does not change with what the others ordered."""

from __future__ import annotations

import hashlib
import shutil

import pytest
from typer.testing import CliRunner

from gm.cli import app
from gm.engine.validate import validate_dir
from gm.orderlang.check import check_turn
from tests.orderlang.samples import CHAINS, steps
from tests.secrecy.harness import FOG_RULESETS

FOG = FOG_RULESETS


def _digest(root):
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(root.rglob("*")) if p.is_file()}


def _with_text(step, dest):
    shutil.copytree(step.turn_dir, dest)
    (dest / "orders.toml").unlink()
    shutil.copytree(step.text_dir, dest / "orders")
    return dest


@pytest.mark.parametrize("game", FOG)
def test_check_names_no_secret_of_another_faction(game, tmp_path):
    from gm.engine.secrecy import leaks, resolve_watched

    found = []
    for step in steps(game, tmp_path / "toml"):
        validation = validate_dir(step.turn_dir)
        res, knowledge, _ = resolve_watched(validation, formats=("markdown",))
        text_dir = _with_text(step, tmp_path / "text" / step.turn_dir.name)
        texts = {}
        for fid in sorted(validation.state.factions):
            texts[f"reports/{fid}.check"] = check_turn(text_dir, fid)[0]
            texts[f"reports/{fid}.check-toml"] = check_turn(step.turn_dir, fid)[0]
        found += [f"{step.name}: {leak.format()}" for leak in leaks(res.context, knowledge, texts)]
    assert found == []


@pytest.mark.parametrize("game", sorted(CHAINS))
def test_check_answers_every_faction_and_writes_nothing(game, tmp_path):
    step = next(steps(game, tmp_path / "toml"))
    text_dir = _with_text(step, tmp_path / "text")
    before = _digest(text_dir)
    result = CliRunner().invoke(app, ["check", str(text_dir)])
    assert result.exit_code in (0, 1), result.stderr
    for fid, data in sorted(validate_dir(step.turn_dir).state.factions.items()):
        assert data.get("name", fid) in result.stdout
    assert _digest(text_dir) == before


def test_check_of_one_faction_ignores_the_others_orders(tmp_path):
    step = next(steps("sector", tmp_path / "toml"))
    text_dir = _with_text(step, tmp_path / "text")
    alone = check_turn(text_dir, "federacion")
    (text_dir / "orders" / "klingon.txt").write_text("atacar a Federación de Planetas Unidos con kli-1\nbasura\n", encoding="utf-8")
    assert check_turn(text_dir, "federacion") == alone
    assert "atacar a Federación de Planetas Unidos con kli-1" in check_turn(text_dir, "klingon")[0]


def test_check_says_why_an_order_would_be_refused(tmp_path):
    step = next(steps("nuevo-amanecer", tmp_path / "toml"))
    text_dir = _with_text(step, tmp_path / "text")
    (text_dir / "orders" / "sigmar.txt").write_text(
        "investigar tecnológico Agricultura\ncrear ejército Exploradores en Capital con Guerreros\nmuevi algo\n", encoding="utf-8")
    text, ok = check_turn(text_dir, "sigmar")
    assert not ok
    lines = text.splitlines()
    assert lines[0] == "Comprobación de las órdenes de Sigmar (turno 1)"
    assert "1. investigar tecnológico Agricultura — se ejecutaría: pagas 10 recursos." in lines  # the order says what; the outcome what it costs (1f0ed43)
    assert any("«Guerreros» no es uno de tus avances" in line for line in lines)
    assert "- Línea 1 («investigar tecnológico Agricultura»): cuesta 10 recursos; después tendrás 20 recursos." in lines
    assert "- Tienes 30 recursos en reserva." in lines
    result = CliRunner().invoke(app, ["check", str(text_dir), "--faction", "nadie"])
    assert result.exit_code == 2


def test_check_reports_what_the_rules_refuse(tmp_path):
    """A well-formed order the ruleset's checks refuse (an army that is not there)."""
    step = next(steps("sector", tmp_path / "toml"))
    text_dir = _with_text(step, tmp_path / "text")
    (text_dir / "orders" / "federacion.txt").write_text("mover fed-1 a Z99\ninvestigar propulsión\n", encoding="utf-8")
    text, ok = check_turn(text_dir, "federacion")
    assert not ok
    assert text.splitlines()[1].startswith("1. mover fed-1 a Z99 — RECHAZADA: ") and "válida" not in text.splitlines()[1]
    # research rolls a die: what resolve does with it depends on the dice
    assert text.splitlines()[2].startswith("2. investigar propulsión — depende de los dados")
