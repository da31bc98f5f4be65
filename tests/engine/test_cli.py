import json

import pytest
from typer.testing import CliRunner

from gm import __version__
from gm.cli import app

runner = CliRunner()
COMMANDS = ["init", "validate", "resolve", "roll", "odds", "seal", "verify", "rulesets", "generate"]


def test_version():
    r = runner.invoke(app, ["--version"])
    assert r.exit_code == 0 and r.stdout.strip() == f"gm {__version__}"


@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_has_help_with_an_example(command):
    r = runner.invoke(app, [command, "--help"])
    assert r.exit_code == 0
    assert "Example" in r.stdout


def test_roll_same_seed_same_result():
    a = json.loads(runner.invoke(app, ["roll", "4d6kh3+2", "--seed", "s", "--json"]).stdout)
    b = json.loads(runner.invoke(app, ["roll", "4d6kh3+2", "--seed", "s", "--json"]).stdout)
    assert a == b
    assert {"expr", "total", "detail"} <= set(a)
    assert a["detail"].endswith(f"= {a['total']}")


def test_roll_bad_expression_is_usage_error_without_traceback():
    r = runner.invoke(app, ["roll", "2d6+", "--seed", "x"])
    assert r.exit_code == 2
    assert "column" in r.stderr and "Traceback" not in r.output


def test_roll_combat_options_need_combat():
    r = runner.invoke(app, ["roll", "1d6", "--odds"])
    assert r.exit_code == 2


def test_odds_json_is_exact_and_sorted():
    data = json.loads(runner.invoke(app, ["odds", "2d6", "--json"]).stdout)
    assert data["expr"] == "2d6" and data["mean"] == 7
    values = [v for v, _ in data["distribution"]]
    assert values == list(range(2, 13))
    assert abs(sum(p for _, p in data["distribution"]) - 1) < 1e-12


def test_unknown_command_is_usage_error():
    assert runner.invoke(app, ["frobnicate"]).exit_code == 2


def test_internal_error_is_one_line_exit_3(toy_turn, monkeypatch):
    from tests.engine import toy

    def boom(ctx):
        raise ZeroDivisionError("x")

    monkeypatch.setattr(toy.Toy, "phases", (toy.Phase("boom", boom),))
    r = runner.invoke(app, ["resolve", str(toy_turn)])
    assert r.exit_code == 3
    assert "internal error: ZeroDivisionError" in r.stderr and "Traceback" not in r.output
    assert not (toy_turn.parent / "turn-08").exists()


def test_generate_writes_a_valid_game(tmp_path):
    d = tmp_path / "big" / "turn-01"
    r = runner.invoke(app, ["generate", "nuevo-amanecer", str(d), "--factions", "3"])
    assert r.exit_code == 0, r.output
    assert runner.invoke(app, ["validate", str(d)]).exit_code == 0
    assert runner.invoke(app, ["generate", "nuevo-amanecer", str(d)]).exit_code == 1  # refuses to overwrite
