"""Names, not ids (issue 25): an advance researched twice in one post is refused by the
name the order gives it ("Ya tienes el avance guerreros" named it by its id: it has no
entry in the race's advances until the turn ends); the sheet's tables have no id column
(the players' orders name advances, armies and cities as the report does)."""

from tests.rulesets.nuevo_amanecer.na_helpers import scenario
from tests.rulesets.nuevo_amanecer.test_nuevo_amanecer_judge import RICH, check_text, order, resolved_report

TWICE = order("sigmar", type="research", kind="military", advance="lanzas", name="Lanzas", supported_by="herramientas-basicas") * 2


def test_an_advance_researched_twice_in_a_post_is_refused_by_its_name(tmp_path):
    d = scenario(tmp_path, TWICE, sigmar=RICH)
    checked = check_text(d)
    assert "a tienes el avance Lanzas." in checked and "avance lanzas" not in checked
    report = resolved_report(d, tmp_path)
    assert "#2 " in report and "RECHAZADA — Ya tienes el avance Lanzas." in report
    assert "el avance lanzas" not in report


def test_the_sheet_names_advances_armies_and_cities_without_an_id_column(tmp_path):
    report = resolved_report(scenario(tmp_path, ""), tmp_path)
    sheet = report.split("### Avances")[1].split("## ")[0]
    header = [line for line in sheet.splitlines() if line.startswith("Tipo")]
    assert header and all(" id " not in f" {line} " for line in header), header
    assert "herramientas-basicas" not in sheet and "Herramientas básicas" in sheet
