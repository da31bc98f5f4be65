"""Issue 25 (ready to paste), sector: what a Spanish GM would edit by hand in the reports
before pasting them, each fixed where the words come from."""

import re

from tests.rulesets.sector.sector_testkit import say, quiet, run, small_game

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
    assert whys["klingon"].endswith("roll of the Imperio Klingon: 1d20 + aggression (2)"), whys


def test_the_diplomacy_label_reads_as_english_and_spanish():
    """EN4: 'diplomacy of Federación de Planetas Unidos before Vulcano' is no English."""
    who = dict(faction="Federación de Planetas Unidos", faction_gender="feminine", target="Vulcano",
               target_gender="other", die="1d6", mod=2)
    assert say("sector.why.diplomacy", "en", **who, bonus=0) == \
        "envoy of the Federación de Planetas Unidos to Vulcano: 1d6 + diplomacy (2)"
    assert say("sector.why.diplomacy", "es", **who, bonus=1) == \
        "diplomacia de la Federación de Planetas Unidos ante Vulcano: 1d6 + diplomacia (2), +1 de bonificación diplomática"
    assert say("sector.why.assault", "es", faction="Imperio Klingon", faction_gender="masculine", system="Bajor",
                die="1d6", mod=2, ships=2, extra=2, fleet=1) == \
        "asalto del Imperio Klingon a Bajor: 1d6 + agresividad (2), +2 por las otras dos naves, +1 por flota"


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


BAJOR = {"baj": {"name": "Bajor", "sector": "E3", "kind": "inhabited", "dilitio": 9, "agresividad": 0, "comercio": 0}}


def _trading_game():
    from tests.rulesets.sector.sector_testkit import give_orders

    s = small_game(systems=BAJOR)
    s.factions["federacion"]["ships"]["fed-1"]["sector"] = "E3"
    return give_orders(s, {"federacion": [{"type": "trade", "ship": "fed-1"}]})


def test_a_route_is_named_by_its_system_in_the_state_the_report_and_the_form():
    """Routes by id («Ruta car-r5 (Bajor)», «cancelar ruta car-r5»): a route is its partner's
    name, kept in the state («name»), so the form's order reads back by it."""
    from tests.rulesets.sector.sector_testkit import render_all

    ctx = run(_trading_game(), {**quiet(*FK), "trade/baj/federacion": [6], "trade/baj/federacion/vs": [2],
                                "trade/baj/federacion/income": [3]})
    (rid, route), = ctx.model.factions["federacion"]["routes"].items()
    assert route["name"] == "Bajor"
    report = render_all(ctx)["reports/federacion.md"]
    assert rid not in report, [line for line in report.splitlines() if rid in line]
    assert "Ruta comercial con Bajor: 3 cristales por turno" in report
    assert "# cancelar ruta Bajor" in report


def test_a_named_route_is_cancelled_by_its_name_and_its_income_named():
    from gm.orderlang.parse import parse_line
    from gm.orderlang.phrasebook import load
    from gm.orderlang.values import Scope
    from tests.rulesets.sector.sector_testkit import give_orders, render_all

    s = small_game(systems=BAJOR)
    fed = s.factions["federacion"]
    fed["ships"]["fed-1"]["status"] = "trade"
    fed.setdefault("routes", {})["fed-r9"] = {"system": "baj", "income": 3, "ship": "fed-1", "since": 1, "name": "Bajor"}
    got = parse_line("cancelar ruta Bajor", Scope(load("sector"), "es", s, "federacion"), ("es", "en"))
    assert not got.errors and got.order["route"] == "fed-r9", got
    report = render_all(run(s, quiet(*FK)))["reports/federacion.md"]
    assert "fed-r9" not in report, [line for line in report.splitlines() if "fed-r9" in line]
    assert "Ruta con Bajor" in report
    give_orders(s, {"federacion": [{"type": "cancel_route", "route": "fed-r9"}]})
    report = render_all(run(s, quiet(*FK)))["reports/federacion.md"]
    assert "fed-r9" not in report, [line for line in report.splitlines() if "fed-r9" in line]


def _with_advantages(s, held: dict):
    s.factions["klingon"]["advantages"] = held
    return s


def _advantages_section(held: dict) -> tuple[str, str]:
    from tests.rulesets.sector.sector_testkit import render_all

    s = _with_advantages(small_game(), held)
    report = render_all(run(s, quiet(*FK)))["reports/klingon.md"]
    return report.split("## Ventajas", 1)[1].split("##", 1)[0].strip().splitlines(), report


def test_advantages_are_listed_by_name_in_the_order_they_came():
    """Ids: «Red de informadores» (kli-v10) listed before «Reactores eficientes» (kli-v3), the
    tenth sorted before the third; no order needs the id."""
    lines, report = _advantages_section({
        "kli-v10": {"name": "Red de informadores", "since": 4, "mods": {"espionaje": 1}},
        "kli-v3": {"name": "Reactores eficientes", "since": 1, "income": 2}})
    assert lines == ["- «Reactores eficientes», desde el turno 1", "- «Red de informadores», desde el turno 4"], lines
    assert "kli-v" not in report
    assert "Ventaja «Reactores eficientes»  " in report   # the treasury names what pays


def test_an_advantage_drawn_twice_is_listed_once():
    """S8: the same advantage drawn twice read as one listed twice: its name once, how many
    times and since when."""
    lines, _ = _advantages_section({
        "kli-v10": {"name": "Red de informadores", "since": 4, "mods": {"espionaje": 1}},
        "kli-v3": {"name": "Red de informadores", "since": 1, "mods": {"espionaje": 1}}})
    assert lines == ["- «Red de informadores» (dos veces: sus efectos se suman), desde los turnos 1 y 4"], lines


def test_a_new_advantage_is_told_by_its_name():
    from tests.rulesets.sector.sector_testkit import render_all

    ctx = run(small_game(), {"event/federacion": [20], "event/klingon": [20], "advantage/federacion": [1],
                             "advantage/klingon": [16], "advantage/klingon/table": [8]})
    report = render_all(ctx)["reports/klingon.md"]
    assert "Nueva ventaja: «Reactores eficientes»." in report
    assert "kli-v" not in report


def test_the_form_writes_a_known_empire_without_quotes():
    """S15: «(<facción>: Unión Cardasiana, "Federación de Planetas Unidos")»: quoted only
    because «de» is a word the orders use, a rule a player cannot see; an empire the
    faction knows needs no quotes (docs: «a name the faction knows needs none»)."""
    from tests.rulesets.sector.sector_testkit import render_all

    report = render_all(run(small_game(), quiet(*FK)))["reports/klingon.md"]
    hints = [line for line in report.splitlines() if line.startswith("#   (<facción>:")]
    assert hints and all('"' not in line for line in hints), hints
    assert "#   (<facción>: Federación de Planetas Unidos)" in hints


def test_a_trade_says_where_and_with_whom():
    """«Comerciar con Enterprise» read as trading with the ship, and «Ruta comercial con Qo'noS»
    left out the empire the route is made with: the order says where it trades, the route
    and the answer's roll name the partner empire with its article."""
    from tests.rulesets.sector.sector_testkit import give_orders, render_all

    s = small_game()
    s.game["world"]["relations"]["federacion+klingon"] = {"status": "peace", "since": 1}
    s.factions["federacion"]["ships"]["fed-1"]["sector"] = "H3"   # at Qo'noS
    give_orders(s, {"federacion": [{"type": "trade", "ship": "fed-1"}]})
    dice = {**quiet(*FK), "trade/qonos/federacion": [6], "trade/qonos/federacion/vs": [1], "trade/qonos/federacion/income": [3],
            "treaty/federacion+klingon/federacion": [1], "treaty/federacion+klingon/klingon": [1]}
    files = render_all(run(s, dice))
    fed, gm = files["reports/federacion.md"], files["gm-report.md"]
    assert "#1 Comerciar en Qo'noS con Enterprise: ejecutada — ruta con el Imperio Klingon en Qo'noS: 3 cristales por turno" in fed, fed
    assert "Ruta comercial con el Imperio Klingon en Qo'noS: 3 cristales por turno" in fed
    assert "respuesta del Imperio Klingon al comercio" in gm, gm
    s.factions["federacion"]["ships"]["fed-1"]["sector"] = "E3"
    s.game["world"]["systems"].update(BAJOR)
    fed = render_all(run(s, {**quiet(*FK), "trade/baj/federacion": [6], "trade/baj/federacion/vs": [2],
                             "trade/baj/federacion/income": [3]}))["reports/federacion.md"]
    assert "#1 Comerciar en Bajor con Enterprise: ejecutada — ruta con Bajor: 3 cristales por turno" in fed, fed
    en = render_all(run(s, {**quiet(*FK), "trade/baj/federacion": [6], "trade/baj/federacion/vs": [2],
                            "trade/baj/federacion/income": [3]}, lang="en"))["reports/federacion.md"]
    assert "Trade at Bajor with Enterprise: carried out" in en, en


def test_an_order_at_the_ship_s_world_names_the_world():
    """«Colonizar con Defiant», «Asaltar el sistema con Bortas», «Anexionar el mundo nativo con
    Enterprise»: the world comes from the outcome; refused before one is reached, as before."""
    from tests.rulesets.sector.sector_testkit import say

    assert say("restate.colonize", ship="Defiant", has_system=1, system="Risa") == "Colonizar Risa con Defiant"
    assert say("restate.colonize", ship="Defiant", has_system=0, system="") == "Colonizar con Defiant"
    assert say("restate.assault", units="Bortas", has_system=1, system="Ventax") == "Asaltar Ventax con Bortas"
    assert say("restate.diplomacy", goal="annex", has_target=0, target="", target_gender="other", ship="Enterprise",
               has_system=1, system="Vulcano") == "Anexionar Vulcano con Enterprise"
    assert say("restate.assault", "en", units="Bortas", has_system=1, system="Ventax") == "Assault Ventax with Bortas"
