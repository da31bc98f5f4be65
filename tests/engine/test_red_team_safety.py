"""Issue 22, "Safety (red team)": faction ids that are gm's own output names, exit 3
where exit 1 or 2 is due, an unreadable orders/ folder, file sizes, `gm init` of a later
turn's directory, a `--force` that cannot finish, and combat arguments ignored silently."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from gm.cli import app

ROOT = Path(__file__).resolve().parents[2]
RULESETS = ("nuevo-amanecer", "sector", "eraide", "primordia")
runner = CliRunner()


def _run(*args):
    return runner.invoke(app, [str(a) for a in args])


def _sample(tmp_path: Path, rid: str) -> Path:
    turn = tmp_path / "game" / "turn-01"
    shutil.copytree(ROOT / "sample_games" / rid / "turn-01", turn)
    return turn


def _clean(r) -> None:
    assert "Traceback" not in r.output and "internal error" not in r.output, r.output


# -- 1. reserved faction ids --------------------------------------------------------------

def _rename_faction(turn: Path, new: str) -> str:
    path = sorted((turn / "factions").glob("*.toml"))[0]
    old = path.stem
    text = path.read_text(encoding="utf-8").replace(f'id = "{old}"', f'id = "{new}"', 1)
    path.unlink()
    (turn / "factions" / f"{new}.toml").write_text(text, encoding="utf-8")
    return old


@pytest.mark.parametrize("rid", RULESETS)
@pytest.mark.parametrize("reserved", ["public", "gm"])
def test_a_faction_named_like_an_output_file_is_refused_located(tmp_path, rid, reserved):
    turn = _sample(tmp_path, rid)
    _rename_faction(turn, reserved)
    r = _run("validate", turn, "--lang", "en")
    _clean(r)
    assert r.exit_code == 1
    assert f"factions/{reserved}.toml:" in r.output and "which gm keeps for its own files" in r.output
    r = _run("resolve", turn, "--out", tmp_path / "out", "--seed", "s")
    assert r.exit_code == 1 and not (tmp_path / "out").exists()
    assert f"el id de facción '{reserved}', que gm reserva" in r.output  # the game's language


# -- 2. exit 3 where 1 or 2 is due ------------------------------------------------------------

def test_odds_of_a_value_beyond_a_float_is_a_usage_error():
    r = _run("odds", "1d6+" + "9" * 309, "--lang", "en")
    _clean(r)
    assert r.exit_code == 2 and "a possible value has 310 digits, the limit is 300" in r.output
    r = _run("odds", "9" * 400 + ".5")
    _clean(r)
    assert r.exit_code == 2
    assert _run("odds", "1d6+" + "9" * 298).exit_code == 0
