"""What a Spanish GM reading five turns of the sample found (issue 25, P2..P12): each post
pasted as it is, names where the reader knows them, a verb agreeing with a race named in
the plural, a refusal saying the real reason."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from gm.engine.pipeline import resolve_files
from tests.text_posts import turn_with_posts

ROOT = Path(__file__).resolve().parents[3]
SAMPLE = ROOT / "sample_games" / "primordia" / "turn-01"


def _files(tmp_path: Path, posts: dict[str, str], lang: str = "es", sample: Path = SAMPLE) -> dict[str, str]:
    files = resolve_files(turn_with_posts(tmp_path, sample, posts), lang=lang).files
    return {name: data.decode("utf-8") for name, data in files.items() if name.endswith((".md", ".toml"))}


@pytest.fixture(scope="module")
def narrated(tmp_path_factory) -> Path:
    """The sample's turn with one post of the GM's: the Terales (a race named in the plural)
    rewarded for a narration. Both languages' tests resolve this one game."""
    return turn_with_posts(tmp_path_factory.mktemp("narrated"), SAMPLE, {"gm.txt": 'narración Terales recibe 5 comida por "Una crónica."\n'})


def _public(turn: Path, lang: str) -> str:
    return resolve_files(turn, lang=lang).files["report.md"].decode("utf-8")


def test_a_race_named_in_the_plural_receives_in_the_plural(narrated):
    assert "El Narrador premia la narración de los Terales: reciben 5 de comida." in _public(narrated, "es")


def test_in_english_too(narrated):
    assert "they receive 5 food" in _public(narrated, "en")


def test_a_settlement_of_ones_own_named_after_another_race_is_told_so(tmp_path):
    """The sample's turn 2 asked to take Avanzada del Norte 'de los Terales' a turn after the
    Marmóreos took it: the refusal said 'No hay ningún objetivo visible con ese nombre:
    avanzada-del-norte' (a slug, and the wrong reason). Marmórea stands for it here."""
    turn = tmp_path / "turn-01"
    shutil.copytree(SAMPLE, turn)
    (turn / "orders.toml").write_text(
        'turn = 1\n\n[[factions.marmoreos.orders]]\ntype = "combinarse"\nunidades = ["u3", "u4"]\nejercito = "martillo"\n\n'
        '[[factions.marmoreos.orders]]\ntype = "atacar"\nunidad = "martillo"\nobjetivo_faccion = "terales"\n'
        'objetivo = "marmorea"\nsi_gana = "saquear"\nrecurso = "madera"\n', "utf-8")
    mine = resolve_files(turn, lang="es").files["reports/marmoreos.md"].decode("utf-8")
    assert "RECHAZADA — Marmórea ya es uno de tus asentamientos." in mine
    assert "marmorea" not in mine


@pytest.fixture(scope="module")
def sample(tmp_path_factory) -> dict[str, str]:
    """The sample's turn 1 resolved as it is (its orders.toml), in Spanish."""
    turn = tmp_path_factory.mktemp("sample") / "turn-01"
    shutil.copytree(SAMPLE, turn)
    return {name: data.decode("utf-8") for name, data in resolve_files(turn, lang="es").files.items() if name.endswith(".md")}


def test_a_settlement_is_headed_by_its_name_alone(sample):
    """'### Marmórea (s1)': no player writes a settlement's id, its name is what orders use."""
    assert "### Marmórea\n" in sample["reports/marmoreos.md"] and "(s1)" not in sample["reports/marmoreos.md"]


def test_an_army_s_name_opens_with_a_capital(sample):
    """The player wrote 'ejército martillo': a name, 'el ejército Martillo', in prose, rolls and the form."""
    mine, gm = sample["reports/marmoreos.md"], sample["gm-report.md"]
    assert "Se forma el ejército Martillo." in mine and "en el ejército Martillo:" in mine
    assert "el ejército martillo" not in mine + gm
    assert "— El ejército Martillo de los Marmóreos: Ataque 6" in gm  # a roll's label opens with a capital
    assert "# Tus ejércitos: Martillo\n" in mine


def test_the_form_lists_units_as_the_reports_name_them(sample):
    """The sample's units have no name in its state: each takes its race's next free one
    (data/names.toml), said with its id once, in the form's header and the units table."""
    assert "# Tus unidades: Granito (u1), Basalto (u2), Cuarzo (u3), Pizarra (u4)\n" in sample["reports/marmoreos.md"]


def test_a_unit_that_founds_a_settlement_is_told_so(sample):
    mine = sample["reports/tuarian.md"]
    assert "Se funda Vado Sur con Alondra, que deja de ser una unidad." in mine
    assert "deja el mapa" not in mine


def test_the_pool_s_note_agrees_with_what_it_names(sample):
    mine = sample["reports/marmoreos.md"]
    assert ("Sin recoger aún: metal y oro (hace falta el descubrimiento Piedras brillantes) y Poder (hace falta el "
            "descubrimiento Poder de la Naturaleza).") in mine
    assert "Comida    Madera    Piedra    Metal    Oro    Poder" in mine  # headers capitalised alike
    assert "Raza: Marmóreos. Habilidades: Canteros y Piel de piedra. Gobierno: Tribu." in mine


def test_a_race_s_legend_marks_nothing_its_map_does_not_show(sample):
    mine, gm = sample["reports/marmoreos.md"], sample["gm-report.md"]
    assert "yacimiento de Poder (solo" not in mine and "+ yacimiento" not in mine
    assert "* asentamiento · ! unidades · + yacimiento de Poder" in gm and "@ tus unidades" not in gm


def test_the_outcome_of_a_victory_speaks_to_no_one_in_the_third_person(sample):
    mine = sample["reports/marmoreos.md"]
    assert "; en caso de victoria, conservar el asentamiento: ejecutada — Asalto a Avanzada del Norte: causas" in mine
    assert "si gana" not in mine


def test_the_rolls_of_the_races_order_say_which_place_each_draws(sample):
    public = sample["report.md"]
    for place in (1, 2, 3):
        assert f"— Orden de las razas: {place}.º puesto\n" in public


def test_a_turn_with_nothing_public_says_where_it_is_told(tmp_path):
    public = _files(tmp_path, {"marmoreos.txt": "Buenas, este turno no hacemos nada.\n"})["report.md"]
    assert "Nada público que contar este turno: lo que cada raza haya hecho lo cuenta su informe privado." in public


def test_a_text_order_at_ones_own_settlement_named_after_another_race_says_it_is_yours(tmp_path):
    """The text side of P3: it read '«Marmórea» no es nada que conozcas (tuyo, ni de otros…)'."""
    post = "combinar u3, u4 en ejército martillo\natacar con martillo a Marmórea de los Terales\n"
    mine = _files(tmp_path, {"marmoreos.txt": post})["reports/marmoreos.md"]
    assert "«Marmórea» lo tienes tú, no esa facción: escribe algo suyo." in mine
    assert "no es nada que conozcas" not in mine


def test_gm_check_echoes_ones_own_settlement_by_its_name():
    # the Shellians' spell on their own s1: «en asentamiento Caracola», which reads back as s1
    # (every race has an s1: the echo never shows the id where the name says it)
    from gm.orderlang.check import check_turn

    text, _ = check_turn(SAMPLE, "shellians", "es")
    assert "hechizo Fertilidad prodigiosa poder 2 en asentamiento Caracola —" in text, text  # the spell by its name (#25)
    assert " s1" not in text


def test_an_attack_on_a_unit_of_an_army_names_the_army_it_fights(tmp_path):
    """«Ataque a D2-1: causas 2 de daño» while the combat line said «contra el ejército Hueste
    de los Tuarian»: the outcome names what was fought, as both sides read it."""
    from tests.rulesets.primordia.scenario import build, faction, outcome, resolve, text, unit

    terales = faction("terales", name="Terales", units={"u1": unit("infanteria_ligera", "D2", army="jinetes"),
                                                        "u2": unit("infanteria_ligera", "D2", army="jinetes")},
                      armies={"jinetes": {"units": ["u1", "u2"]}})
    tuarian = faction("tuarian", name="Tuarian", units={"u1": unit("infanteria_ligera", "D2", army="hueste", name="Centeno"),
                                                        "u2": unit("infanteria_ligera", "D2", army="hueste", name="Encina")},
                      armies={"hueste": {"units": ["u1", "u2"]}})
    orders = {"terales": [{"type": "atacar", "unidad": "jinetes", "objetivo": "d2-1", "objetivo_faccion": "tuarian"}]}
    res = resolve(build(tmp_path / "t", {"terales": terales, "tuarian": tuarian}, orders))
    assert outcome(res, "terales", 1).key == "ok.attacked", outcome(res, "terales", 1)
    mine = text(res, "reports/terales.md")
    assert "ejecutada — Ataque al ejército Hueste de los Tuarian: causas" in mine, mine
    # what it sees says the army a unit marches in, by the name the combat line gives it
    seen = mine.split("## Lo que ves")[1]
    assert re.search(r"^D2 +Tuarian +D2-1 +Infantería ligera \(ejército Hueste\)", seen, re.M), seen
    # the damage each unit takes, without a colon inside the sentence's («Hueste: Centeno: 1 y Encina: 1»)
    theirs = text(res, "reports/tuarian.md")
    assert re.search(r"Daño repartido en el ejército Hueste: \d para Centeno y \d para Encina\.", theirs), theirs


def test_english_calls_power_one_word():
    """«The spell costs 1 Power.» beside «Spell cast: … (1 Poder).»: one word for one thing."""
    from gm.text.i18n import Catalog

    en = Catalog("en", ("gm.rulesets.primordia",))
    for key in ("ok.spell", "spell.cast", "deposit.appeared", "pr.deposit_row", "pr.map.deposit", "reject.no_poder"):
        said = en.format(key.replace(".", "-"), {"spell": "Fertilidad", "poder": 2, "faction_of": "of the Shellians", "amount": 3, "hex": "C4"})
        assert "Poder" not in said and "Power" in said, (key, said)
