"""Issue 23 §4: `gm resolve` writes outcomes.toml beside the reports: every order's faction,
number, source line (text orders), verdict and reason key, the GM's file like rolls.toml."""

from __future__ import annotations

import tomllib
from pathlib import Path

from gm.engine.pipeline import resolve_files
from gm.engine.secrecy import reader_of
from tests.text_posts import turn_with_posts

ROOT = Path(__file__).resolve().parents[2]


def test_outcomes_toml_says_what_became_of_every_order(tmp_path):
    turn = turn_with_posts(tmp_path, ROOT / "sample_games" / "sector" / "turn-01", {"federacion.txt": "formar flota Halcon con fed-1, fed-2\n"})
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
