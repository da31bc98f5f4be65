"""Any text at all in DIR/orders/*.txt ends as orders or as located problems: never an
exception, a hang or exit 3."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from gm.cli import app
from gm.engine.validate import validate_dir
from gm.orderlang.document import read_text_orders
from gm.orderlang.parse import parse_line
from gm.orderlang.phrasebook import load
from gm.orderlang.values import Scope
from tests.text_posts import turn_with_posts

ROOT = Path(__file__).resolve().parents[2]
GAMES = {"nuevo-amanecer": "sigmar", "sector": "federacion", "eraide": "rojo", "primordia": "marmoreos"}
PIECES = st.sampled_from(["mover", "a", "con", "de", ":", ",", "(", ")", '"', "[b]", "[/quote]", "#", "--", "F3", "u1",
                          "fed-1", "Brann", "y", "0", "ñ", "İ", "\u00a0", "\t", "«", "»", "\\", "{", "}", "-", "nota:"])
LINES = st.lists(st.one_of(PIECES, st.text(max_size=8)), max_size=12).map(" ".join)


@pytest.mark.parametrize("rid", sorted(GAMES))
def test_any_line_parses_or_says_why(rid):
    v = validate_dir(ROOT / "sample_games" / rid / "turn-01")

    @settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
    @given(LINES)
    def check(line):
        got = parse_line(line, Scope(load(rid), "es", v.state, GAMES[rid]), ("es", "en"))
        assert got.order is not None or got.errors
        for e in got.errors:
            assert e.column >= 1

    check()


@pytest.mark.parametrize("rid", sorted(GAMES))
def test_any_file_reads_or_says_why(rid, tmp_path):
    v = validate_dir(ROOT / "sample_games" / rid / "turn-01")
    turn = tmp_path / "t"
    shutil.copytree(ROOT / "sample_games" / rid / "turn-01", turn)
    (turn / "orders").mkdir()

    @settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
    @given(st.lists(LINES, max_size=8).map("\n".join), st.sampled_from([GAMES[rid], "todas"]))
    def check(text, stem):
        (turn / "orders" / f"{stem}.txt").write_text(text, encoding="utf-8")
        got = read_text_orders(turn, v.state, v.ruleset)
        for p in got.problems:
            assert p.file.startswith("orders/") and p.line >= 1
        (turn / "orders" / f"{stem}.txt").unlink()

    check()


def test_bad_bytes_and_walls_of_text_are_problems_not_crashes(tmp_path):
    turn = turn_with_posts(tmp_path, ROOT / "sample_games" / "sector" / "turn-01", {"federacion.txt": b"mover fed-1 a G4\n\xff\xfe\x00", "klingon.txt": "mover kli-1 a " + "G4 " * 2000 + "\n"}, "t")
    runner = CliRunner()
    # a player's post that cannot be read is refused alone, told; the turn goes on (only --strict stops it)
    strict = runner.invoke(app, ["orders", str(turn), "--strict"])
    assert strict.exit_code == 1 and "orders/federacion.txt" in strict.stderr and "orders/klingon.txt:1:1:" in strict.stderr
    assert not (turn / "orders.toml").exists()
    for args in (["validate", str(turn)], ["resolve", str(turn), "--out", str(tmp_path / "o")]):
        result = runner.invoke(app, args)
        assert result.exit_code == 0, (args, result.stderr)
    assert runner.invoke(app, ["check", str(turn)]).exit_code == 1  # neither post passes
    out = runner.invoke(app, ["orders", str(turn)])
    assert out.exit_code == 0 and "orders/federacion.txt:2:" in out.stdout and "demasiado larga" in out.stdout
    federacion = (tmp_path / "o" / "reports" / "federacion.md").read_text("utf-8")
    assert "no se ha podido leer" in federacion and "byte nulo" in federacion
