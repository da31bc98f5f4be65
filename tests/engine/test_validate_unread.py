"""An orders.toml that cannot be read is said once, as a syntax error at its line: its empty
stand-in does not add a false "missing key 'turn'" (play-test)."""

import shutil
from pathlib import Path

from gm.engine.validate import validate_dir

SAMPLE = Path(__file__).resolve().parents[2] / "sample_games" / "eraide" / "turn-01"


def test_an_unreadable_orders_file_is_one_problem(tmp_path):
    turn = tmp_path / "turn-01"
    shutil.copytree(SAMPLE, turn)
    orders = turn / "orders.toml"
    orders.write_text(orders.read_text(encoding="utf-8") + "\nx = \n", encoding="utf-8")
    result = validate_dir(turn)
    assert [p.file for p in result.errors] == ["orders.toml"]
    assert result.errors[0].line is not None
    assert "turn" not in result.errors[0].path
