"""gm check words an order as the report will (issue 23): primordia named its outcomes'
ids only when the turn was finished (resolve), so the judge (gm check, the order form)
answered with data keys and dicts: "coste: {'comida': 20, …}", "pesca requiere antes:
saber_de_la_naturaleza", "s1 empieza el proyecto". Ruleset.settled names them for both."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from gm.cli import app
from gm.engine.pipeline import resolve_files
from tests.text_posts import turn_with_posts

ROOT = Path(__file__).resolve().parents[3]
SAMPLE = ROOT / "sample_games" / "primordia" / "turn-01"


def _check(turn: Path, faction: str) -> list[str]:
    result = CliRunner().invoke(app, ["check", str(turn), "--faction", faction])
    assert "Traceback" not in result.stdout + result.stderr
    return result.stdout.splitlines()


def test_check_names_what_the_report_names(tmp_path):
    post = "investigar pesca\nreclutar explorador en Tuaria\ninvestigar herramientas rudimentarias\n"
    turn = turn_with_posts(tmp_path, SAMPLE, {"tuarian.txt": post})
    lines = _check(turn, "tuarian")
    assert lines[1] == "1. investigar pesca — RECHAZADA: Pesca requiere antes: Saber de la Naturaleza."
    assert lines[2] == "2. reclutar explorador en Tuaria — se ejecutaría: Tuaria empieza el proyecto: Exploradores."
    assert lines[3] == "3. investigar herramientas rudimentarias — se ejecutaría: descubres Herramientas rudimentarias (coste: 5 de comida, 15 de madera y 15 de piedra)."
    report = resolve_files(turn).files["reports/tuarian.md"].decode()
    for said in ("Pesca requiere antes: Saber de la Naturaleza.", "Tuaria empieza el proyecto: Exploradores.",
                 "escubres Herramientas rudimentarias (coste: 5 de comida, 15 de madera y 15 de piedra)"):
        assert said in report  # the same words at the turn


def test_a_unit_given_up_earlier_in_the_post_is_gone_not_unknown(tmp_path):
    """The order form's note "unidad o ejército desconocido: u1" under `combinar u1, u2` after
    `eliminar u1`: the race knows u1; it left earlier in the turn."""
    turn = turn_with_posts(tmp_path, SAMPLE, {"tuarian.txt": "eliminar u1\ncombinar u1, u2\n"})
    lines = _check(turn, "tuarian")
    assert lines[2] == ("2. combinar u1, u2 — RECHAZADA: Cierzo ya no está en juego: cayó, se disolvió o dejó "
                        "el mapa antes en este turno.")


def test_check_takes_the_faction_as_its_reports_name_it(tmp_path):
    """`--faction "los Tuarian"`, as the reports say it (issue 24): like its id and its name."""
    turn = turn_with_posts(tmp_path, SAMPLE, {"tuarian.txt": "investigar pesca\n"})
    assert _check(turn, "los Tuarian") == _check(turn, "Tuarian") == _check(turn, "tuarian")
    assert _check(turn, "los Tuarian")[0] == "Comprobación de las órdenes de los Tuarian (turno 1)"
