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


def test_a_broken_post_does_not_hide_the_faction_files_problems(tmp_path):
    """A line of orders/<faction>.txt that cannot be read leaves the rest of the state well
    formed: the ruleset's checks still run, so every problem is said at once (play-test). The
    post's line is a player's order: it is rejected (a located warning), the turn not blocked;
    the faction file is the GM's and blocks. (`volar a Marte` would be skipped as chatter.)"""
    root = SAMPLE.parents[1] / "sector"
    turn = tmp_path / "turn-01"
    shutil.copytree(root / "turn-01", turn)
    (turn / "orders.toml").unlink()
    shutil.copytree(root / "orders" / "turn-01", turn / "orders")
    post = turn / "orders" / "klingon.txt"
    post.write_text(post.read_text(encoding="utf-8") + "mover kli-1 a Z99\n", encoding="utf-8")
    faction = turn / "factions" / "klingon.toml"
    faction.write_text(faction.read_text(encoding="utf-8").replace('sector = "I5"', 'sector = "Z99"', 1), encoding="utf-8")
    result = validate_dir(turn)
    assert sorted(p.file for p in result.errors) == ["factions/klingon.toml"]
    post_lines = [(w.file, w.line) for w in result.warnings if w.file == "orders/klingon.txt"]
    assert post_lines == [("orders/klingon.txt", 6)]
    assert "Z99" in next(w.format() for w in result.warnings if w.file == "orders/klingon.txt")
