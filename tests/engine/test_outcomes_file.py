"""Issue 23 §4: `gm resolve` writes outcomes.toml beside the reports: every order's faction,
number, source line (text orders), verdict and reason key, the GM's file like rolls.toml."""

from __future__ import annotations

import shutil
import tomllib
from pathlib import Path

from gm.engine.pipeline import resolve_files
from gm.engine.secrecy import reader_of

ROOT = Path(__file__).resolve().parents[2]


def test_outcomes_toml_says_what_became_of_every_order(tmp_path):
    turn = tmp_path / "turn-01"
    shutil.copytree(ROOT / "sample_games" / "sector" / "turn-01", turn)
    (turn / "orders.toml").unlink()
    (turn / "orders").mkdir()
    (turn / "orders" / "federacion.txt").write_text("formar flota Halcon con fed-1, fed-2\n", encoding="utf-8")
    res = resolve_files(turn)
    doc = tomllib.loads(res.files["outcomes.toml"].decode("utf-8"))
    assert doc["turn"] == 1
    assert doc["outcomes"] == [{"faction": "federacion", "number": 1, "type": "form_fleet", "source": "orders/federacion.txt:1",
                                "verdict": "rejected", "key": "sector.reject.fleet_size"}]
    assert len(doc["outcomes"]) == len(res.context.outcomes)
    assert reader_of("outcomes.toml", ["federacion"]) is None  # no player receives it


def test_outcomes_toml_lists_every_order_of_a_sample_turn():
    res = resolve_files(ROOT / "sample_games" / "nuevo-amanecer" / "turn-01")
    doc = tomllib.loads(res.files["outcomes.toml"].decode("utf-8"))
    got = {(o["faction"], o["number"]): (o["verdict"] == "applied", o["key"]) for o in doc["outcomes"]}
    assert got == {k: (o.applied, o.key) for k, o in res.context.outcomes.items()}
    assert all("source" not in o for o in doc["outcomes"])  # orders.toml: no post line
