"""Issue 25 (ready to paste), sector: what a Spanish GM would edit by hand in the reports
before pasting them, each fixed where the words come from."""

import re

from gm.text.i18n import Catalog
from tests.rulesets.sector.sector_testkit import quiet, run, small_game

PACKAGE = "gm.rulesets.sector"
FK = ("federacion", "klingon")


def _catalog_messages(lang: str, prefix: str) -> dict[str, str]:
    from pathlib import Path

    text = (Path(__file__).resolve().parents[3] / "src/gm/rulesets/sector/messages" / f"{lang}.ftl").read_text("utf-8")
    out, key = {}, None
    for line in text.splitlines():
        m = re.match(r"([a-z][\w-]*) = ?(.*)", line)
        if m:
            key = m.group(1)
            out[key] = m.group(2)
        elif key and line.startswith(" "):
            out[key] += "\n" + line
    return {k: v for k, v in out.items() if k.startswith(prefix)}


def test_roll_labels_say_the_formula_in_words_not_in_capitals():
    """S12: «(1D20+AGRESIVIDAD)» after a roll reads as a shout in a forum post, unlike the rest
    of the line («1d20 (20) + 2 = 22»): the label says «1d20 + agresividad (2)»."""
    for lang in ("es", "en"):
        for key, text in _catalog_messages(lang, "sector-why-").items():
            assert not re.search(r"1D\d+\s*\+\s*[A-ZÁÉÍÓÚ]{3,}", text), (lang, key, text)


def test_the_treaty_roll_label_gives_the_trait_and_its_value():
    s = small_game()
    s.game["world"]["relations"]["federacion+klingon"] = {"status": "peace", "since": 1}
    ctx = run(s, {**quiet(*FK), "treaty/federacion+klingon/federacion": [3], "treaty/federacion+klingon/klingon": [3]})
    whys = {r.key.split("/")[-1]: r.why for r in ctx.dice.log if "/treaty/" in r.key}
    assert whys["klingon"].endswith("tirada del Imperio Klingon: 1d20 + agresividad (2)"), whys
    assert whys["federacion"].endswith("tirada de la Federación de Planetas Unidos: 1d20 + agresividad (-1)"), whys
    ctx = run(s, {**quiet(*FK), "treaty/federacion+klingon/federacion": [3], "treaty/federacion+klingon/klingon": [3]},
              lang="en")
    whys = {r.key.split("/")[-1]: r.why for r in ctx.dice.log if "/treaty/" in r.key}
    assert whys["klingon"].endswith("roll of Imperio Klingon: 1d20 + aggression (2)"), whys


def _say(key, lang="es", **params):
    catalog = Catalog(lang, (PACKAGE,))
    text = catalog.format(key, params)
    assert catalog.missing == set() and catalog.errors == set(), (catalog.missing, catalog.errors)
    return text


def test_the_diplomacy_label_reads_as_english_and_spanish():
    """EN4: 'diplomacy of Federación de Planetas Unidos before Vulcano' is no English."""
    who = dict(faction="Federación de Planetas Unidos", faction_gender="feminine", target="Vulcano",
               target_gender="other", die="1d6", mod=2)
    assert _say("sector.why.diplomacy", "en", **who, bonus=0) == \
        "envoy of Federación de Planetas Unidos to Vulcano: 1d6 + diplomacy (2)"
    assert _say("sector.why.diplomacy", "es", **who, bonus=1) == \
        "diplomacia de la Federación de Planetas Unidos ante Vulcano: 1d6 + diplomacia (2), +1 de bonificación diplomática"
    assert _say("sector.why.assault", "es", faction="Imperio Klingon", faction_gender="masculine", system="Bajor",
                die="1d6", mod=2, ships=2, extra=2, fleet=1) == \
        "asalto del Imperio Klingon a Bajor: 1d6 + agresividad (2), +2 por las otras 2 naves, +1 por flota"


def _text_map(report: str) -> str:
    return report.split("## Mapa conocido", 1)[1].split("```", 2)[1]


def test_a_private_text_map_shows_what_the_empire_knows_not_the_whole_board():
    """X2: a 20x20 board of «?» rows is 22 lines a forum post scrolls past: the text map
    shows the known area and one sector around it, with the true labels."""
    from tests.rulesets.sector.sector_testkit import render_all

    s = small_game(size=20)
    text = _text_map(render_all(run(s, quiet(*FK)))["reports/federacion.md"])
    rows = [line for line in text.strip("\n").splitlines()[1:]]
    assert len(rows) < 10, text
    blind = [line for line in rows if set(line.split()[1:]) == {"?"}]
    assert len(blind) <= 2, text    # the margin of one sector around, no more
    assert all(line == line.rstrip() for line in text.splitlines()), text
    assert text.strip("\n").splitlines()[0].split()[0] == "A"   # Tierra at C3: its columns from A


def test_the_whole_board_text_map_is_a_setting():
    from tests.rulesets.sector.sector_testkit import render_all

    s = small_game(size=20, settings={"maps": {"text_crop": False}})
    text = _text_map(render_all(run(s, quiet(*FK)))["reports/federacion.md"])
    assert len(text.strip("\n").splitlines()) == 21, text
