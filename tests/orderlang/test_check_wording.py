"""`gm check` says what it knows (play-test W6): it said "se entiende y es válida" of a
2-ship fleet the rules always refuse. The fleet size, ranges and the like are checked by
the rules of each phase when the turn is resolved (not duplicated in the check), so an
order that passes the checks before the turn is said to pass them, not to be valid."""

from __future__ import annotations

import shutil
from pathlib import Path

from typer.testing import CliRunner

from gm.cli import app

ROOT = Path(__file__).resolve().parents[2]


def test_check_does_not_call_valid_what_the_phases_decide(tmp_path):
    turn = tmp_path / "turn-01"
    shutil.copytree(ROOT / "sample_games" / "sector" / "turn-01", turn)
    (turn / "orders.toml").unlink()
    (turn / "orders").mkdir()
    (turn / "orders" / "federacion.txt").write_text("formar flota Halcon con fed-1, fed-2\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["check", str(turn), "--faction", "federacion"])
    assert result.exit_code == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[1] == ("1. formar flota Halcon con fed-1, fed-2 — se entiende y pasa las comprobaciones previas; "
                        "las reglas de su fase la comprobarán al resolver")
    assert "válid" not in result.stdout
    assert lines[2].startswith("Todas las órdenes se entienden y pasan las comprobaciones previas. Las reglas de cada fase")
