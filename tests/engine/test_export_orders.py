"""gm orders --export (issue 23): every order gm accepts is written as a line gm reads back
to what it does, or, where no line can say it, a located error (exit 1), nothing written;
never exit 3 (a traceback)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from gm.cli import app

ROOT = Path(__file__).resolve().parents[2]


def _turn(tmp_path, game, orders_toml):
    turn = tmp_path / game
    shutil.copytree(ROOT / "sample_games" / game / "turn-01", turn)
    (turn / "orders.toml").write_text("turn = 1\n" + orders_toml, encoding="utf-8")
    return turn


def _round_trip(turn, fid):
    runner = CliRunner()
    out = runner.invoke(app, ["orders", str(turn), "--export"])
    assert out.exit_code == 0, out.stdout + out.stderr
    text = (turn / "orders" / f"{fid}.txt").read_text(encoding="utf-8")
    (turn / "orders.toml").unlink()
    back = runner.invoke(app, ["orders", str(turn), "--strict"])
    assert back.exit_code == 0, text + back.stdout + back.stderr  # every line read back
    return text, (turn / "orders.toml").read_text(encoding="utf-8")


@pytest.mark.parametrize(("game", "fid", "orders", "line", "read"), [
    # tech = {}: no technology given; "tecnología" alone was written and read as nothing
    ("sector", "federacion", '[factions.federacion]\norders = [{type = "build_station", ship = "fed-1", tech = {}}]\n',
     "construir estación con Enterprise", 'type = "build_station"'),
    # step_after with no step: a flag that qualifies nothing (Unwritable, exit 3)
    ("eraide", "rojo", '[factions.rojo]\norders = [{type = "take", character = "brann", step_after = true}]\n',
     "Brann: tomar objetivo", 'type = "take"'),
    ("primordia", "marmoreos", '[factions.marmoreos]\norders = [{type = "hechizo", hechizo = "vigor_del_trabajador"}]\n',
     'hechizo "Vigor del trabajador"', 'hechizo = "vigor_del_trabajador"'),  # a name with an article is quoted (values: never slugged); the table's name (#25)
    # an army the god does not have: its origin is unknown, the line names none (no "de ? a")
    ("nuevo-amanecer", "sigmar", '[factions.sigmar]\norders = [{type = "move", army = "fantasma", to = "C3"}]\n',
     "mover fantasma a C3", None),
])
def test_export_writes_a_line_gm_reads_for_every_order(tmp_path, game, fid, orders, line, read):
    turn = _turn(tmp_path, game, orders)
    if read is None:  # an order naming nothing of the god's: written, never read back as an order
        out = CliRunner().invoke(app, ["orders", str(turn), "--export"])
        assert out.exit_code == 0, out.stdout + out.stderr
        text = (turn / "orders" / f"{fid}.txt").read_text(encoding="utf-8")
        assert line in text.splitlines() and "?" not in text
        return
    text, toml = _round_trip(turn, fid)
    assert line in text.splitlines()
    assert read in toml


def test_an_order_no_line_can_say_is_a_located_error_and_nothing_is_written(tmp_path):
    turn = _turn(tmp_path, "primordia", '[factions.marmoreos]\norders = [{type = "hechizo", hechizo = "vigor_del_trabajador"},\n'
                 '  {type = "hechizo", hechizo = "vigor_del_trabajador", objetivo = "u1"}]\n')
    for lang, words in (("es", "no hay frase de las órdenes"), ("en", "no sentence of the orders says")):
        out = CliRunner().invoke(app, ["orders", str(turn), "--export", "--lang", lang])
        assert out.exit_code == 1, out.stdout + out.stderr
        assert "orders.toml:4:" in out.stderr and words in out.stderr and "objetivo" in out.stderr, out.stderr
        assert not (turn / "orders").exists()
