"""orders.toml and orders/*.txt both in a turn (play-test O3, W2): `gm init` writes example
orders, so a GM who pastes the posts and skips `gm orders` had the examples resolved and
the players' posts dropped silently. Now validate, resolve and check refuse while the two
disagree, located, saying to run `gm orders DIR --force`; once they agree (orders.toml
written by `gm orders`) all is fine."""

from __future__ import annotations

import shutil
from pathlib import Path

from typer.testing import CliRunner

from gm.cli import app
from gm.engine.validate import validate_dir
from gm.orderlang import orders_to_toml

ROOT = Path(__file__).resolve().parents[2]


def _turn(tmp_path: Path) -> Path:
    turn = tmp_path / "turn-01"
    shutil.copytree(ROOT / "sample_games" / "sector" / "turn-01", turn)
    (turn / "orders").mkdir()
    (turn / "orders" / "federacion.txt").write_text("investigar propulsión\n", encoding="utf-8")
    return turn


def _line_of(turn: Path, header: str) -> int:
    return (turn / "orders.toml").read_text("utf-8").splitlines().index(header) + 1


def test_validate_resolve_and_check_refuse_while_toml_and_text_disagree(tmp_path):
    turn = _turn(tmp_path)
    v = validate_dir(turn)
    clash = [p.format() for p in v.errors if "gm orders" in p.text("es")]
    assert clash[0] == (f"orders.toml:{_line_of(turn, '[factions.federacion]')}: las órdenes de Federación de Planetas Unidos aquí "
                     f"no son las de orders/federacion.txt: ejecuta «gm orders {turn} --force» para escribir las del texto "
                     "(o quita uno de los dos)")
    assert any("orders.toml:21: las órdenes de Imperio Klingon aquí no son las de orders/*.txt" in c for c in clash)  # no post
    assert not v.ok
    runner = CliRunner()
    for args in (["resolve", str(turn), "--out", str(tmp_path / "out")], ["check", str(turn)],
                 ["check", str(turn), "--faction", "federacion"], ["validate", str(turn)]):
        res = runner.invoke(app, args)
        assert res.exit_code == 1, (args, res.output)
        assert "--force" in res.output and "Traceback" not in res.output
    assert not (tmp_path / "out").exists()


def test_they_agree_once_gm_orders_wrote_the_toml(tmp_path):
    turn = _turn(tmp_path)
    orders_to_toml(turn, force=True)
    v = validate_dir(turn)
    assert v.ok, [p.format() for p in v.errors]
    assert v.state.orders["factions"]["federacion"]["orders"] == [{"type": "research", "tech": "propulsion"}]
    res = CliRunner().invoke(app, ["check", str(turn), "--faction", "federacion"])
    assert res.exit_code == 0, res.output


def test_init_then_the_readme_loop(tmp_path):
    game = tmp_path / "partida" / "turn-01"
    runner = CliRunner()
    made = runner.invoke(app, ["init", "sector", str(game), "--factions", "3"])
    assert made.exit_code == 0, made.output
    nxt = [line for line in made.output.splitlines() if line.startswith("siguiente paso:")][0]
    assert f"gm orders {game} --force" in nxt and "orders/<facción>.txt" in nxt
    (game / "orders").mkdir()
    (game / "orders" / "klingon.txt").write_text("investigar armamento\n", encoding="utf-8")
    assert runner.invoke(app, ["resolve", str(game)]).exit_code == 1  # not the example orders, silently
    assert runner.invoke(app, ["orders", str(game), "--force"]).exit_code == 0
    assert runner.invoke(app, ["check", str(game), "--faction", "klingon"]).exit_code == 0
    done = runner.invoke(app, ["resolve", str(game)])
    assert done.exit_code == 0, done.output
