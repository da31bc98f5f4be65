"""Reports a GM pastes as they are (issue 25): the asterisk of a resource not yet collected
is explained under the pool ("Fondo común 0* 20*" had no legend), an alliance names the
race with its article as the document does ("los Marmóreos"), and the units table names
an army as its player wrote it, never by the slug its id is ("jinetes-del-alba")."""

from __future__ import annotations

from pathlib import Path

from gm.engine.pipeline import resolve_files
from tests.text_posts import turn_with_posts

ROOT = Path(__file__).resolve().parents[3]
SAMPLE = ROOT / "sample_games" / "primordia" / "turn-01"


def _reports(tmp_path: Path, posts: dict[str, str], lang: str = "es") -> dict[str, str]:
    files = resolve_files(turn_with_posts(tmp_path, SAMPLE, posts), lang=lang).files
    return {name: data.decode("utf-8") for name, data in files.items() if name.startswith("reports/")}


def test_the_pools_asterisk_is_explained(tmp_path):
    reports = _reports(tmp_path, {"tuarian.txt": "alianza con marmoreos\n"})
    pool = reports["reports/tuarian.md"].split("## Fondo común")[1].split("\n## ")[0]
    assert "0*       20*" in pool
    assert ("Sin recoger aún: metal y oro (hace falta el descubrimiento Piedras brillantes) y Poder (hace falta el "
            "descubrimiento Poder de la Naturaleza). Lo que ya hay en el fondo se puede gastar.") in pool
    assert "* Sin recoger aún" in reports["reports/tuarian.bbcode"]  # no Markdown escape in BBCode


def test_the_legend_in_english(tmp_path):
    reports = _reports(tmp_path, {"tuarian.txt": "alianza con marmoreos\n"}, lang="en")
    assert "Not collected yet: metal and gold (you need the discovery Piedras brillantes)" in reports["reports/tuarian.md"]


def test_an_alliance_names_the_race_with_its_article(tmp_path):
    reports = _reports(tmp_path, {"tuarian.txt": "alianza con marmoreos\n"})
    assert "Alianza declarada con los Marmóreos." in reports["reports/tuarian.md"]


def test_the_units_table_names_the_army_as_written(tmp_path):
    post = "Combinar la caballería y la infantería en el ejército Jinetes del Alba\n"
    mine = _reports(tmp_path, {"terales.txt": post})["reports/terales.md"]
    table = mine.split("## Unidades")[1].split("\n## ")[0]
    assert "Jinetes del Alba" in table and "jinetes-del-alba" not in mine


def test_the_units_table_leaves_out_the_columns_no_unit_fills_and_fits_one_block(tmp_path):
    """With names the table («Granito (u1)») ran past the post's 100 columns and came in two
    blocks, the second repeating every name for «Ejército» and «Estado» of dashes."""
    from gm.rulesets.primordia.reports import _without_empty

    reports = {k: v.decode("utf-8") for k, v in resolve_files(SAMPLE).files.items() if k.startswith("reports/")}
    for race in ("marmoreos", "shellians", "terales", "tuarian"):
        section = reports[f"reports/{race}.md"].split("## Unidades")[1].split("\n## ")[0]
        assert section.count("```") == 2, section  # one table
        assert "Mejoras" not in section and "Estado" not in section, section  # nobody has one
    assert "Ejército" in reports["reports/marmoreos.md"].split("## Unidades")[1].split("\n## ")[0]  # Martillo
    headers, rows = _without_empty(("a", "b", "c"), [("1", "-", "x"), ("2", "-", "-")], (1, 2))
    assert headers == ("a", "c") and rows == (("1", "x"), ("2", "-"))
