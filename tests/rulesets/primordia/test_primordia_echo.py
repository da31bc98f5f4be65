"""Another race's thing in an order's echo and outcome (issue 24): a text order carries it
as its report's label or name in an id's letters ('f6-1', 'avanzada-del-norte'); the
player reads it back as the report showed it ('F6-1', 'Avanzada del Norte'), and a thing
its report never showed stays as written (unseen and none read alike)."""

from __future__ import annotations

import shutil
from pathlib import Path

from gm.engine.pipeline import resolve_files

ROOT = Path(__file__).resolve().parents[3]
SAMPLE = ROOT / "sample_games" / "primordia" / "turn-01"


def _report(tmp_path: Path, orders: str, faction: str) -> str:
    turn = tmp_path / "turn-01"
    shutil.copytree(SAMPLE, turn)
    (turn / "orders.toml").write_text(orders, encoding="utf-8")
    return resolve_files(turn, fmt="markdown").files[f"reports/{faction}.md"].decode("utf-8")


def test_the_samples_assault_echoes_the_settlement_as_its_report_names_it():
    files = resolve_files(SAMPLE, fmt="markdown").files
    mine = files["reports/marmoreos.md"].decode("utf-8")
    assert "a Avanzada del Norte de" in mine and "avanzada-del-norte" not in mine


def test_a_label_reads_as_shown_and_an_unseen_name_as_written(tmp_path):
    orders = ('turn = 1\n[factions.tuarian]\n'
              '[[factions.tuarian.orders]]\ntype = "atacar"\nunidad = "u3"\nobjetivo = "f6-1"\nobjetivo_faccion = "terales"\n'
              '[[factions.tuarian.orders]]\ntype = "atacar"\nunidad = "u4"\nobjetivo = "avanzada-del-norte"\nobjetivo_faccion = "terales"\n')
    echoes = [line for line in _report(tmp_path, orders, "tuarian").splitlines() if line.startswith("- #")]
    assert "a F6-1 de" in echoes[0] and "— F6-1 no está en tu casilla" in echoes[0]
    assert "a avanzada-del-norte de" in echoes[1] and echoes[1].endswith(": avanzada-del-norte.")  # the Tuarian never saw it
    assert "f6-1" not in "\n".join(echoes) and "Avanzada del Norte" not in "\n".join(echoes)
