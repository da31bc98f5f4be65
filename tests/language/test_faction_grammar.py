"""Issue 25: factions named with their article ("la Federación", "de los Terales", "del
Imperio Klingon", "Tuarian" alone), never by id; counts of one sentence alike in words or
figures; a sentence after a colon goes on in lower case in Spanish; "se esperaba una de"
agrees with the noun expected; a validation error's expected value in the catalog's words."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from gm import registry
from gm.engine.validate import expected_key
from gm.reports.factions import grammar, of, the, words_of
from gm.reports.render import Markdown
from gm.text.i18n import Catalog, catalog, say

ROOT = Path(__file__).resolve().parents[2]


def _say_words(lang: str, text, package: str = "gm") -> str:
    return Markdown(Catalog(lang, (package,))).inline(text, raw=True)


@pytest.mark.parametrize(("faction", "the_es", "of_es", "of_en"), [
    ({"name": "Federación", "articulo": True, "genero": "feminine"}, "la Federación", "de la Federación", "of the Federación"),
    ({"name": "Imperio Klingon", "articulo": True, "genero": "masculine"}, "el Imperio Klingon", "del Imperio Klingon", "of the Imperio Klingon"),
    ({"name": "Terales", "articulo": True, "genero": "masculine", "numero": "plural"}, "los Terales", "de los Terales", "of the Terales"),
    ({"name": "Tuarian"}, "Tuarian", "de Tuarian", "of Tuarian"),
    ({"name": "Sin Género", "articulo": True}, "Sin Género", "de Sin Género", "of Sin Género"),  # no gender: no article
])
def test_a_faction_takes_its_article(faction, the_es, of_es, of_en):
    words = grammar(faction)
    assert _say_words("es", the(faction["name"], words)) == the_es
    assert _say_words("es", of(faction["name"], words)) == of_es
    assert _say_words("en", of(faction["name"], words)) == of_en


def test_each_ruleset_gives_its_factions_grammar():
    """The four samples' factions as their rulesets say them (data defaults and files)."""
    def of_sample(rid: str, fid: str) -> str:
        ruleset = registry.get(rid)
        f = json.loads(json.dumps(_toml(ROOT / "sample_games" / rid / "turn-01" / "factions" / f"{fid}.toml")))
        return _say_words("es", of(f["name"], words_of(ruleset, f)))

    assert of_sample("sector", "federacion") == "de la Federación de Planetas Unidos"
    assert of_sample("sector", "cardasiano") == "de la Unión Cardasiana"
    assert of_sample("sector", "klingon") == "del Imperio Klingon"
    assert of_sample("primordia", "terales") == "de los Terales"
    assert of_sample("primordia", "tuarian") == "de los Tuarian"  # as the document says them (#25)
    assert of_sample("eraide", "azul") == "de la Orden Azul"
    assert of_sample("nuevo-amanecer", "sigmar") == "de Sigmar"
    # a name of its own stands alone unless its file says otherwise
    assert words_of(registry.get("primordia"), {"name": "Hijos del Viento", "race": "terales"}) == {"form": "none"}


def _toml(path: Path) -> dict:
    import tomllib

    return tomllib.loads(path.read_text("utf-8"))


def _copy_sample(tmp_path: Path, rid: str) -> Path:
    root = tmp_path / rid
    shutil.copytree(ROOT / "sample_games" / rid / "turn-01", root)
    return root


def test_the_gm_report_and_the_check_name_the_faction_with_its_article(tmp_path):
    """"Órdenes de la Federación de Planetas Unidos", "Comprobación de las órdenes de la Unión
    Cardasiana" (they read "de Federación de Planetas Unidos")."""
    from gm.engine.pipeline import resolve_files
    from gm.orderlang.check import check_turn

    files = resolve_files(_copy_sample(tmp_path, "sector"), fmt="markdown").files
    gm = files["gm-report.md"].decode()
    assert "## Órdenes de la Federación de Planetas Unidos" in gm and "## Órdenes del Imperio Klingon" in gm, gm
    assert "Órdenes de Federación" not in gm
    own = files["reports/cardasiano.md"].decode()
    assert "# Órdenes de la Unión Cardasiana, turno 2" in own  # the order form's header
    text, _ = check_turn(_copy_sample(tmp_path / "c", "sector"), "cardasiano", "es")
    assert text.startswith("Comprobación de las órdenes de la Unión Cardasiana (turno 1)"), text
    text, _ = check_turn(_copy_sample(tmp_path / "p", "primordia"), "tuarian", "es")
    assert text.startswith("Comprobación de las órdenes de los Tuarian (turno 1)"), text


def test_an_order_against_an_empire_names_it_not_its_id(tmp_path):
    """Every empire's name is public: "Reconocimiento contra la Federación de Planetas
    Unidos", never "contra la facción «federacion»"; a non-player race not met as typed."""
    from gm.engine.pipeline import resolve_files

    files = resolve_files(_copy_sample(tmp_path, "sector"), fmt="markdown").files
    romulan = files["reports/romulano.md"].decode()
    assert "Reconocimiento contra la Federación de Planetas Unidos" in romulan, romulan
    assert "«federacion»" not in romulan


def test_a_refusal_for_no_contact_names_the_empire_with_its_article():
    from gm.rulesets.sector import Sector

    pkg = Sector.package
    assert say("es", "sector.reject.no_contact", pkg, target="Imperio Klingon", target_gender="masculine") == \
        "aún no has hecho el primer contacto con el Imperio Klingon"
    assert say("es", "sector.reject.no_contact", pkg, target="dominio", target_gender="other") == \
        "aún no has hecho el primer contacto con «dominio»"


@pytest.mark.parametrize(("total", "applied", "es"), [
    (7, 1, "Órdenes recibidas: siete (una ejecutada y seis rechazadas)."),
    (2, 2, "Órdenes recibidas: dos (todas ejecutadas)."),
    (12, 3, "Órdenes recibidas: 12 (3 ejecutadas y 9 rechazadas)."),  # one figure of ten or more: all figures
    (12, 1, "Órdenes recibidas: 12 (1 ejecutada y 11 rechazadas)."),
    (1, 0, "Una orden recibida (rechazada)."),
])
def test_the_orders_count_writes_its_counts_alike(total, applied, es):
    assert say("es", "orders.count", total=total, applied=applied, rejected=total - applied) == es


def test_the_check_tally_writes_its_counts_alike():
    """Only the counts that are not zero, joined by «y» (play-test #25: «ninguna se rechazaría,
    ninguna depende de los dados» said what is not there)."""
    from gm.orderlang.check import tally

    assert tally("es", total=5, applied=4, rejected=0, depends=1, waiting=0).startswith(
        "De cinco órdenes: cuatro se ejecutarían y una depende de los dados.")
    assert tally("es", total=12, applied=1, rejected=10, depends=0, waiting=0, unread=1).startswith(
        "De 12 órdenes: 1 se ejecutaría y 10 se rechazarían; una línea no se entiende (no es una orden).")
    # an order refused with the faction's orders alone for what the others may undo: apart too
    assert tally("es", total=3, applied=1, rejected=0, depends=0, waiting=2).startswith(
        "De tres órdenes: una se ejecutaría y dos dependen de lo que ordenen los demás.")
    assert tally("es", total=3, applied=1, rejected=1, depends=1, waiting=0).startswith(
        "De tres órdenes: una se ejecutaría, una se rechazaría y una depende de los dados.")
    assert tally("en", total=3, applied=1, rejected=1, depends=1, waiting=0).startswith(
        "Of three orders: one would be carried out, one would be rejected and one depends on the dice.")
    # a line not understood is no order (issue 23): counted apart, in words of its own
    assert tally("es", total=0, applied=0, rejected=0, depends=0, waiting=0, unread=2).startswith(
        "No hay ninguna orden que se entienda; dos líneas no se entienden (no son órdenes).")


@pytest.mark.parametrize(("lang", "errors", "warnings", "uncounted", "said"), [
    ("es", 0, 56, "no", "56 avisos más sin mostrar"),
    ("es", 3, 1, "no", "3 errores y un aviso más sin mostrar"),
    ("es", 0, 0, "yes", "más problemas sin mostrar"),
    ("en", 0, 56, "no", "56 more warnings not shown"),
    ("en", 2, 0, "yes", "more than 2 errors not shown"),
])
def test_the_problems_not_shown_say_no_zero(lang, errors, warnings, uncounted, said):
    """Play-test (#25): «0 errores más y 56 avisos sin mostrar»."""
    assert say(lang, "validate.not_shown", errors=errors, warnings=warnings, shown=20, uncounted=uncounted).startswith(said)


def test_a_sentence_after_a_colon_goes_on_in_lower_case_in_spanish(tmp_path):
    """"se ejecutaría: se forma el ejército martillo", but "se ejecutaría: Caracola empieza…"
    (a name keeps its capital) and English keeps its capitals."""
    from gm.orderlang.check import check_turn

    es = Catalog("es", ("gm.rulesets.primordia",))
    assert es.continued("army.formed", "Se forma el ejército martillo en H3: u3, u4.") == "se forma el ejército martillo en H3: u3, u4."
    assert es.continued("settlement.project_set", "Caracola empieza el proyecto") == "Caracola empieza el proyecto"
    assert Catalog("en", ("gm.rulesets.primordia",)).continued("army.formed", "Army martillo is formed") == "Army martillo is formed"
    text, _ = check_turn(_copy_sample(tmp_path, "primordia"), "marmoreos", "es")
    assert "— se ejecutaría: se forma " in text, text  # "Se forma el ejército martillo" continued
    assert "se ejecutaría: Se " not in text and "se ejecutaría: Descubres" not in text


def test_a_report_line_marks_the_sentence_it_continues():
    """A message's `.continues` names its variables written after a colon (the renderer
    words them `continued`): sector's GM line "…(Atacar): se …"."""
    es = Catalog("es", ("gm.rulesets.sector",))
    assert es.continues("sector.line.gm_order") == frozenset({"detail"})
    assert es.continues("orders.count") == frozenset()


def test_expected_words_agree_with_the_noun_expected():
    assert say("es", "orderlang.unknown_ref", found="Valdore", what="una de tus naves", choices="Enterprise") == \
        "«Valdore» no es una de tus naves; se esperaba una de: Enterprise"
    assert say("es", "orderlang.unknown_ref", found="x", what="uno de tus ejércitos", choices="martillo") == \
        "«x» no es uno de tus ejércitos; se esperaba uno de: martillo"


def _hints(node, parent: str = ""):
    """Every schema description gm shows as an expected value (a pattern's, a key name's)."""
    if isinstance(node, dict):
        if ("pattern" in node or parent == "propertyNames") and node.get("description"):
            yield node["description"]
        for key, value in node.items():
            yield from _hints(value, key)
    elif isinstance(node, list):
        for value in node:
            yield from _hints(value, parent)


@pytest.mark.parametrize("rid", registry.available())
def test_every_expected_value_has_catalog_words(rid):
    """A Spanish validation error never shows a schema's English description: each one
    shown as an expected value has its expected-* message in both languages."""
    ruleset = registry.get(rid)
    missing = sorted({d for kind in ruleset._schemas for d in _hints(ruleset.schema(kind))
                      if not all(catalog(lang, ruleset.package).has(expected_key(d)) for lang in ("es", "en"))})
    assert missing == []


def test_a_bad_image_address_is_told_in_spanish(tmp_path):
    from gm.engine.validate import validate_dir

    root = _copy_sample(tmp_path, "sector")
    game = root / "game.toml"
    game.write_text(game.read_text("utf-8") + '\n[forum]\nimage_base = "ftp://mapas"\n', "utf-8")
    result = validate_dir(root)
    shown = "\n".join(p.format("es") for p in result.problems)
    assert "una dirección web (http:// o https://)" in shown, shown
    assert "The address of the folder" not in shown
