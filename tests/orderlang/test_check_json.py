"""Issue 23 §3: `gm check --json`, for scripts: per faction, per order its source line (when it
came from text), verdict, the reason as the report words it and its message key."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from gm.cli import app
from gm.engine.pipeline import resolve_files
from tests.text_posts import turn_with_posts

ROOT = Path(__file__).resolve().parents[2]


def test_check_json_gives_each_orders_verdict_reason_and_key(tmp_path):
    turn = turn_with_posts(tmp_path, ROOT / "sample_games" / "sector" / "turn-01", {"federacion.txt": "formar flota Halcon con fed-1, fed-2\ninvestigar propulsión\n"})
    result = CliRunner().invoke(app, ["check", str(turn), "--faction", "federacion", "--json"])
    assert result.exit_code == 1, result.stderr
    data = json.loads(result.stdout)
    [faction] = data["factions"]
    assert faction["faction"] == "federacion" and not faction["clean"]
    first, second = faction["orders"]
    assert (first["source"], first["verdict"], first["key"]) == ("orders/federacion.txt:1", "rejected", "sector.reject.fleet_size")
    assert first["reason"] == "una flota son exactamente tres naves"
    assert (second["source"], second["verdict"]) == ("orders/federacion.txt:2", "depends")
    # the words are the report's: resolve rejects it with the same key and the same sentence
    res = resolve_files(turn)
    outcome = res.context.outcomes[("federacion", 1)]
    assert (outcome.applied, outcome.key) == (False, first["key"])
    assert first["reason"] in res.files["reports/federacion.md"].decode("utf-8")
