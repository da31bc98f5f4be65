"""The Spanish of primordia's reports as a Spanish GM reads them (issue 25, second reading of
the sample's turns): a list in prose ends with "y" ("15 de comida, 15 de madera y 5 de
piedra", "Disciplina y Fértiles", "Centeno y Encina", an order restated too); a count under ten in words ("cinco
descubrimientos", "un turno sin ayuda"); a new unit said in Spanish order ("termina una unidad
de Exploradores, «Cierzo», en D4")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from gm.engine.pipeline import resolve_files
from gm.text.i18n import Catalog

SAMPLE = Path(__file__).resolve().parents[3] / "sample_games" / "primordia" / "turn-01"
AMOUNT = r"\d+ de (?:comida|madera|piedra|metal|oro|Poder)"
PACKAGE = "gm.rulesets.primordia"


def prose(markdown: str) -> list[str]:
    """The report's lines outside code blocks (tables and the order form keep commas)."""
    out, code = [], False
    for line in markdown.splitlines():
        if line.startswith("```"):
            code = not code
        elif not code:
            out.append(line)
    return out


@pytest.fixture(scope="module")
def reports():
    files = resolve_files(SAMPLE, lang="es", fmt="markdown").files
    return {k: v.decode("utf-8") for k, v in files.items() if k.endswith(".md")}


def test_a_list_in_prose_ends_with_y(reports):
    unjoined = re.compile(rf"{AMOUNT}, {AMOUNT}[.)]|\), u\d+ \(|: (?:\w+, )+\w+\.$")
    bad = [(name, line) for name, body in reports.items() for line in prose(body) if unjoined.search(line)]
    assert bad == []
    tuarian = reports["reports/tuarian.md"]
    assert "Raza: Tuarian. Habilidades: Disciplina y Fértiles. Gobierno: Tribu." in tuarian
    assert re.search(rf"La investigación cuesta {AMOUNT}, {AMOUNT} y {AMOUNT}\.", "\n".join(prose(tuarian)))
    assert "Se forma el ejército Hueste en D5: Centeno y Encina." in tuarian  # the sample's u3 and u4, by name
    assert "- #4 Combinar Centeno y Encina en el ejército Hueste: ejecutada" in tuarian  # restated in prose, with «y»
    assert re.search(r"Orden de las razas este turno \(sorteado con los dados públicos\): \w+, \w+, \w+ y \w+\.", reports["report.md"])


def test_a_count_under_ten_is_said_in_words():
    es = Catalog("es", (PACKAGE,))
    assert es.format("pr.era", {"era": "Era de la Expansión", "count": 5, "known": "a"}) == "Era de la Expansión, con cinco descubrimientos: a."
    assert "12 descubrimientos: a." in es.format("pr.era", {"era": "E", "count": 12, "known": "a"})
    siege = es.format("siege.continues", {"name": "Teralia", "faction_the": "los Marmóreos", "turns": 2, "unaided": 1})
    assert siege.endswith(", un turno sin ayuda."), siege
    assert es.format("siege.continues", {"name": "T", "faction_the": "x", "turns": 3, "unaided": 3}).endswith(", tres turnos sin ayuda.")


def test_a_finished_unit_is_said_in_spanish_order():
    es = Catalog("es", (PACKAGE,))
    text = es.format("project.unit_finished", {"named": "yes", "settlement": "Tuaria", "type": "Exploradores",
                                               "unit_name": "Cierzo", "hex": "D4", "id": "u6"})
    assert text == "Tuaria termina una unidad de Exploradores, «Cierzo», en D4 (en tus órdenes: Cierzo o u6)."
