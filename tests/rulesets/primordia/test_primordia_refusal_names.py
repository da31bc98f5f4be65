"""Names, not ids, in refusals (issue 25): what a race reads about its own orders names the
tables' things (unit types, discoveries, governments) by their names in the turn's report:
"El gobierno monarquia" was an id. (`gm check` still shows ids: the outcomes are named in
Primordia.finish, which the judge does not run; naming them in the last phase instead made
the order form's combined-lines notes misfire, so it is left to the lead.)"""

from __future__ import annotations

import shutil
from pathlib import Path

from gm import tomlio
from gm.engine.pipeline import resolve_files

SAMPLE = Path(__file__).resolve().parents[3] / "sample_games" / "primordia" / "turn-01"
ORDERS = [{"type": "construir", "asentamiento": "s1", "unidad": "infanteria_ligera"},
          {"type": "gobierno", "gobierno": "monarquia"},
          {"type": "investigar", "descubrimiento": "armas_mejoradas"},
          {"type": "convertir", "veces": 2}]
REASONS = ["Para reclutar Infantería ligera hace falta Armas rudimentarias.",
           "La Monarquía aún no está disponible.",
           "Armas mejoradas requiere antes: Armas rudimentarias.",
           "Hace falta el descubrimiento Útiles de hueso."]
IDS = ("infanteria_ligera", "armas_rudimentarias", "monarquia", "armas_mejoradas", "utiles_de_hueso")


def _turn(tmp_path: Path) -> Path:
    turn = tmp_path / "turn-01"
    shutil.copytree(SAMPLE, turn)
    (turn / "orders.toml").write_text(tomlio.dumps({"turn": 1, "factions": {"tuarian": {"orders": ORDERS}}}), encoding="utf-8")
    return turn


def test_check_and_the_report_name_what_a_refusal_is_about(tmp_path):
    turn = _turn(tmp_path)
    report = resolve_files(turn, lang="es", fmt="markdown").files["reports/tuarian.md"].decode("utf-8")
    for n, reason in enumerate(REASONS, 1):
        assert f"#{n} " in report and f"RECHAZADA — {reason}" in report, (reason, report)
    refusals = [line for line in report.splitlines() if "RECHAZADA" in line]
    assert not [line for line in refusals for i in IDS if i in line.split("RECHAZADA", 1)[1]]


def test_a_locked_government_takes_its_article_in_spanish_and_none_in_english(tmp_path):
    report = resolve_files(_turn(tmp_path), lang="en", fmt="markdown").files["reports/tuarian.md"].decode("utf-8")
    assert "REJECTED — Monarquía is not available yet." in report
