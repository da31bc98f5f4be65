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


def test_an_army_keeps_the_name_its_player_wrote(tmp_path):
    """`... en el ejército Jinetes del Alba`: the order carries the id and the name as
    written; the army keeps the name, and the reports and the order form call it so."""
    from gm.engine.validate import validate_dir
    from gm.orderlang.parse import parse_line
    from gm.orderlang.phrasebook import load
    from gm.orderlang.values import Scope

    state = validate_dir(SAMPLE).state
    got = parse_line("Combinar la caballería y la infantería en el ejército Jinetes del Alba", Scope(load("primordia"), "es", state, "terales"), ("es",))
    assert (got.errors, got.order) == ([], {"type": "combinarse", "unidades": ["u3", "u4"], "ejercito": "jinetes-del-alba", "nombre": "Jinetes del Alba"})
    orders = ('turn = 1\n[factions.terales]\n[[factions.terales.orders]]\ntype = "combinarse"\nunidades = ["u3", "u4"]\n'
              'ejercito = "jinetes-del-alba"\nnombre = "Jinetes del Alba"\n')
    turn = tmp_path / "turn-01"
    shutil.copytree(SAMPLE, turn)
    (turn / "orders.toml").write_text(orders, encoding="utf-8")
    files = resolve_files(turn, fmt="markdown").files
    report = files["reports/terales.md"].decode("utf-8")
    assert "en el ejército Jinetes del Alba: ejecutada — Se forma el ejército Jinetes del Alba." in report
    assert "# disolver Jinetes del Alba" in report
    assert 'name = "Jinetes del Alba"' in files["factions/terales.toml"].decode("utf-8")
