"""Files that are not plain files, where gm reads beyond the turn files: the master secret,
a sibling game beside it, seal.toml at verify, text orders. None may hang or read forever."""

import os

from typer.testing import CliRunner

from gm.cli import app

runner = CliRunner()



def test_a_fifo_as_the_master_secret_is_refused_not_waited_on(unseeded_toy):
    os.mkfifo(unseeded_toy.parent / ".gm-secret")
    r = runner.invoke(app, ["seal", str(unseeded_toy)])
    assert r.exit_code == 1 and "no se puede leer" in r.stderr and "FIFO" in r.stderr.upper()


def test_dev_zero_as_the_master_secret_is_refused(unseeded_toy):
    os.symlink("/dev/zero", unseeded_toy.parent / ".gm-secret")
    r = runner.invoke(app, ["resolve", str(unseeded_toy)])
    assert r.exit_code == 1 and "no se puede leer" in r.stderr


def test_a_fifo_beside_the_game_does_not_stop_seal(unseeded_toy):
    (unseeded_toy.parent / ".gm-secret").write_text("0f1e2d3c4b5a69788796a5b4c3d2e1f0aa55\n")
    other = unseeded_toy.parent / "otra"
    (other).mkdir()
    (other / "seal.toml").write_text("turn = 7\n")
    os.mkfifo(other / "game.toml")
    r = runner.invoke(app, ["seal", str(unseeded_toy)])
    assert r.exit_code == 0, r.output


def test_a_fifo_as_text_orders_is_a_located_problem(tmp_path):
    import shutil
    from pathlib import Path

    turn = tmp_path / "turn-01"
    shutil.copytree(Path(__file__).resolve().parents[2] / "sample_games" / "nuevo-amanecer" / "turn-01", turn)
    (turn / "orders.toml").unlink()
    (turn / "orders").mkdir(exist_ok=True)
    os.mkfifo(turn / "orders" / "sigmar.txt")
    r = runner.invoke(app, ["validate", str(turn)])
    assert r.exit_code == 1 and "orders/sigmar.txt" in r.output and "FIFO" in r.output.upper()
    assert "internal error" not in r.output


def test_text_orders_for_a_ruleset_without_a_phrasebook_are_refused_clearly(toy_turn, monkeypatch):
    (toy_turn / "orders.toml").unlink()
    (toy_turn / "orders").mkdir()
    (toy_turn / "orders" / "sigmar.txt").write_text("dar 2 oro a orkos\n")
    assert runner.invoke(app, ["validate", str(toy_turn)]).exit_code == 0  # the toy's phrasebook reads it

    def no_phrasebook(ruleset_id):
        raise FileNotFoundError("data/phrasebook.toml")

    monkeypatch.setattr("gm.orderlang.document.load", no_phrasebook)  # a ruleset without one
    r = runner.invoke(app, ["validate", str(toy_turn)])
    assert r.exit_code == 1 and "orders/sigmar.txt" in r.output and "orders.toml" in r.output
    assert "internal error" not in r.output
