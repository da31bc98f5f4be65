"""Issues 22 and 23 (nuevo-amanecer): one judge for every order (the rules of checks.py,
asked by `gm check`, `validate` and the phases alike), orders read in the order written,
the wording of damage and healing, no 1-sided die, the readings the page lists.

Each scenario is the document's turn 7 (Sigmar and the Orkos) changed where the defect
shows, with forced dice."""

from __future__ import annotations

import re
import shutil
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from gm.cli import app
from gm.rulesets.nuevo_amanecer import checks, orders as order_handlers, rules
from gm.rulesets.nuevo_amanecer.phases import diplomacy, divine, economy, movement

sys.path.insert(0, str(Path(__file__).resolve().parent))
from na_helpers import SAMPLE, events, faction, resolve, scenario  # noqa: E402

runner = CliRunner()


def _continued(reason: str) -> str:
    """The report's words as gm check writes them after its colon: Spanish goes on in lower
    case there (style-after_colon; a sentence opening with a name would keep its capital)."""
    return reason[:1].lower() + reason[1:]


def _phrases(text: str, reason: str) -> set[str]:
    """Every stretch of `text` as long as `reason` (to ask which form of it is there)."""
    return {text[i:i + len(reason)] for i in range(len(text) - len(reason) + 1)}


def order(fid: str, **params) -> str:
    lines = [f"[[factions.{fid}.orders]]"]
    for k, v in params.items():
        lines.append(f"{k} = {v!r}".replace("'", '"') if not isinstance(v, list) else f"{k} = [{', '.join(repr(x) for x in v)}]".replace("'", '"'))
    return "\n".join(lines) + "\n"


def check_text(d: Path, fid: str = "sigmar") -> str:
    r = runner.invoke(app, ["check", str(d), "--faction", fid])
    assert r.exit_code in (0, 1), r.output
    return r.output


def resolved_report(d: Path, tmp_path: Path, fid: str = "sigmar") -> str:
    out = tmp_path / "out"
    r = runner.invoke(app, ["resolve", str(d), "--out", str(out)])
    assert r.exit_code == 0, r.output
    return (out / "reports" / f"{fid}.md").read_text("utf-8")


LANCEROS = [("[cities.capital]", '[advances.lanceros]\nkind = "military"\nname = "Lanceros"\nsupported_by = "herramientas-basicas"\n\n'
                                 '[advances.picas]\nkind = "military"\nname = "Picas"\nsupported_by = "herramientas-basicas"\n\n[cities.capital]')]
RICH = [("resources = 14", "resources = 40")]
ORC_AT_THE_GATES = [('[armies.chikoz-orkoz]\nname = "Chikoz Orkoz"\nhex = "E2"', '[armies.chikoz-orkoz]\nname = "Chikoz Orkoz"\nhex = "B3"')]  # the orc army stands in Sigmar's city: a siege

# (case, sigmar's orders, sigmar subs, orkos subs, the reason the player reads)
CASES = [
    ("army level above the city's level - 2",
     order("sigmar", type="create_army", army="falange", name="Falange", city="capital", advances=["lanceros", "picas"]),
     LANCEROS + RICH, (), "La ciudad Ciudad de Sigmar solo crea ejércitos hasta el nivel 1 (se pide el 2)."),
    ("an advance already applied",
     order("sigmar", type="create_army", army="falange", name="Falange", city="capital", advances=["guerreros"]),
     RICH, (), "El avance Guerreros ya está aplicado: el ejército Guardianes de Sigmar."),
    ("a non-military advance for an army (create)",
     order("sigmar", type="create_army", army="falange", name="Falange", city="capital", advances=["agricultura"]),
     RICH, (), "Agricultura no es un avance militar tuyo."),
    ("a non-military advance for an army (apply)",
     order("sigmar", type="apply", advance="casas-de-madera", to="guardianes"),
     RICH + [('advances = ["hogar-ancestral", "casas-de-madera"]', 'advances = ["hogar-ancestral"]')], (),
     "Casas de madera no es un avance militar tuyo."),
    ("a technological advance applied",
     order("sigmar", type="apply", advance="agricultura", to="capital"),
     RICH, (), "Los avances tecnológicos no se aplican (Agricultura)."),
    ("a technological advance researched to be applied",
     order("sigmar", type="research", kind="tech", advance="rueda", name="Rueda", apply_to="capital"),
     RICH, (), "Los avances tecnológicos no se aplican (Rueda)."),
    ("a non-adjacent move",
     order("sigmar", type="move", army="guardianes", to="F3"),
     (), (), "Guardianes de Sigmar está en C3: F3 no es adyacente (un hexágono por turno)."),
    ("recruiting in a besieged city",
     order("sigmar", type="create_army", army="falange", name="Falange", city="capital", advances=["lanceros"]),
     LANCEROS + RICH, ORC_AT_THE_GATES, "La ciudad Ciudad de Sigmar está sitiada y no puede reclutar."),
    ("orders of a dead god",
     order("sigmar", type="move", army="guardianes", to="D2"),
     [("resources = 14", "resources = 14\nalive = false")], (), "Tu dios ha muerto: la orden no tiene efecto."),
    ("orders at a dead god",
     order("sigmar", type="calamity", kind="social", target="orkos"),
     RICH, [("resources = 3", "resources = 3\nalive = false")], "Gorkamorka ha muerto."),
    ("a military miracle on an army without wounds",
     order("sigmar", type="miracle", kind="militar", army="guardianes"),
     RICH, (), "El ejército Guardianes de Sigmar no tiene heridas: el milagro militar no tendría nada que curar (no se gasta nada)."),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_gm_check_and_resolve_refuse_what_is_known_before_the_turn_with_the_same_words(tmp_path, case):
    """Issue 23: `gm check` passed (and charged for) orders resolve rejected."""
    _, orders, sigmar, orkos, reason = case
    d = scenario(tmp_path, orders, sigmar=sigmar, orkos=orkos)
    assert {reason, _continued(reason)} & _phrases(check_text(d), reason)  # the rejection's own words, going on after check's colon
    assert f"RECHAZADA — {reason}" in resolved_report(d, tmp_path)


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_the_phase_alone_rejects_with_the_same_reason(tmp_path, case):
    """The phases ask the same rules (run here without validate, which sets such orders aside)."""
    from gm import registry
    from gm.engine.gamedir import load_turn
    from gm.engine.pipeline import run_phases

    _, orders, sigmar, orkos, reason = case
    d = scenario(tmp_path, orders, sigmar=sigmar, orkos=orkos)
    state = load_turn(d).state
    ruleset = registry.get("nuevo-amanecer")
    ctx = run_phases(ruleset, state, "x", "es", {}, False)
    outcome = ctx.outcomes[("sigmar", 1)]
    assert not outcome.applied
    words = [p for p in ruleset.check(state) if tuple(p.path)[:4] == ("factions", "sigmar", "orders", 0)]
    assert [p.message.key for p in words] == [outcome.key]
    assert words[0].text("es") == reason


def test_the_phases_import_the_checks_functions_not_copies():
    assert order_handlers.recruit_problem is checks.recruit_problem
    assert order_handlers.application_problem is checks.application_problem
    assert movement.move_problem is checks.move_problem
    assert divine.miracle_problem is checks.miracle_problem and divine.calamity_problem is checks.calamity_problem
    assert diplomacy.other_god is checks.other_god and economy.besieged_cities is checks.besieged_cities


def test_nothing_is_spent_on_a_refused_miracle(tmp_path):
    d = scenario(tmp_path, order("sigmar", type="miracle", kind="militar", army="guardianes"), sigmar=RICH)
    res = resolve(d, tmp_path / "out")
    assert not events(res, "na.miracle.cast")
    assert not [e for e in res.context.events if e.kind == "na.upkeep.paid" and e.params["faction"] == "sigmar" and e.params["had"] != 40]


def test_a_military_miracle_heals_before_resting_does(tmp_path):
    """Issue 22: the army rested to full health first and the miracle reported "recupera 0 de vida"."""
    wounded = RICH + [('advances = ["guerreros", "armas-de-hierro"]', 'advances = ["guerreros", "armas-de-hierro"]\ndamage = 1')]
    d = scenario(tmp_path, order("sigmar", type="miracle", kind="militar", army="guardianes"), dice='"t07/miracle/sigmar/1" = [5]\n',
                 sigmar=wounded)
    res = resolve(d, tmp_path / "out")
    healed = [(e.phase, e.params["amount"]) for e in events(res, "na.unit.healed") if e.params["id"] == "guardianes"]
    assert healed == [("miracle_healing", -1)]
    public = (tmp_path / "out" / "report.md").read_text("utf-8")
    assert "El ejército Guardianes de Sigmar recupera 1 punto de vida." in public
    assert "recupera 0" not in public
    assert "damage" not in faction(tmp_path / "out", "sigmar")["armies"]["guardianes"] or \
        faction(tmp_path / "out", "sigmar")["armies"]["guardianes"]["damage"] == 0


# -- orders read in the order written (issue 23) -------------------------------------------

def test_a_post_that_creates_an_army_and_moves_it_resolves_with_the_move_rejected(tmp_path):
    """The post passed `gm orders`, then validate and resolve exited 1 ("ejército
    desconocido") and wrote nothing. The document: armies appear "al turno siguiente, en
    el cual ya se pueden mover": the move is rejected with that reason, the turn resolves."""
    d = tmp_path / "turn-01"
    shutil.copytree(SAMPLE / "turn-01", d)
    (d / "orders.toml").unlink()
    (d / "orders").mkdir()
    (d / "orders" / "sigmar.txt").write_text("investigar militar Lanceros con Herramientas básicas\n"
                                             "Crear ejercito Guardia de Sigmar en Capital de Sigmar con Lanceros\n"
                                             "Muevo la Guardia de Sigmar a C3\n", "utf-8")
    r = runner.invoke(app, ["orders", str(d)])
    assert r.exit_code == 0, r.output
    reason = "El ejército Guardia de Sigmar se crea este turno: aparece el turno siguiente, y desde entonces puede moverse y recibir órdenes."
    assert {reason, _continued(reason)} & _phrases(check_text(d), reason)  # the rejection's own words, going on after check's colon
    out = tmp_path / "turn-02"
    r = runner.invoke(app, ["resolve", str(d), "--out", str(out)])
    assert r.exit_code == 0, r.output
    report = (out / "reports" / "sigmar.md").read_text("utf-8")
    assert "#2 Crear el ejército Guardia de Sigmar en Capital de Sigmar con el avance Lanceros: ejecutada" in report
    assert f"#3 Mover Guardia de Sigmar a C3: RECHAZADA — {reason}" in report  # no "de ?": it had no hex yet
    assert faction(out, "sigmar")["armies"]["guardia-de-sigmar"]["hex"] == "B2"


def test_an_advance_researched_earlier_in_the_post_may_be_applied(tmp_path):
    d = scenario(tmp_path, order("sigmar", type="research", kind="military", advance="lanzas", name="Lanzas",
                                 supported_by="herramientas-basicas")
                 + order("sigmar", type="create_army", army="falange", name="Falange", city="capital", advances=["lanzas"]),
                 sigmar=RICH)
    text = check_text(d)
    assert "RECHAZADA" not in text, text
    assert "Se crea el ejército Falange" in resolved_report(d, tmp_path)


def test_two_armies_cannot_share_one_advance_in_one_post(tmp_path):
    d = scenario(tmp_path, order("sigmar", type="create_army", army="falange", name="Falange", city="capital", advances=["lanceros"])
                 + order("sigmar", type="create_army", army="tercio", name="Tercio", city="capital", advances=["lanceros"]),
                 sigmar=LANCEROS + RICH)
    reason = "El avance Lanceros ya está aplicado: el ejército Falange, que aparecerá el turno siguiente."
    assert {reason, _continued(reason)} & _phrases(check_text(d), reason)  # the rejection's own words, going on after check's colon
    assert f"RECHAZADA — {reason}" in resolved_report(d, tmp_path)


# -- words (issue 22) ----------------------------------------------------------------------

def test_battle_lines_tell_the_sides_damage_from_the_life_each_unit_loses(tmp_path):
    """ "recibe 3 de daño" for the side and "sufre 1 de daño" for its army read as two
    answers to one question: the side receives damage, each unit loses life."""
    d = scenario(tmp_path, order("sigmar", type="move", army="guardianes", to="D2"),
                 dice='"t07/terrain/sigmar/guardianes" = [4]\n"t07/combat/D2/sigmar/army/guardianes" = [1]\n'
                      '"t07/combat/D2/orkos/army/chikoz-orkoz" = [4]\n' + '"t07/calamity/check" = [9]\n',
                 orkos=[("[armies.chikoz-orkoz]\nname = \"Chikoz Orkoz\"\nhex = \"E2\"", "[armies.chikoz-orkoz]\nname = \"Chikoz Orkoz\"\nhex = \"D2\"")])
    resolve(d, tmp_path / "out")
    public = (tmp_path / "out" / "report.md").read_text("utf-8")
    assert "; total 3; recibe 2 de daño.\n" in public
    assert "El ejército Guardianes de Sigmar pierde" in public and "de vida en D2" in public
    assert "sufre" not in public.split("## ")[1]  # the battle section: no second word for damage


ONE_REGION = dict(orkos=[('[settlements.E3]\nadvance = "minas"\n', "")],
                  game=[('E3 = { terrain = "montañas", territory = "orkos", owner = "orkos" }', 'E3 = { terrain = "montañas", territory = "orkos" }')])


def test_a_calamity_on_a_god_with_one_region_rolls_no_one_sided_die(tmp_path):
    d = scenario(tmp_path, order("sigmar", type="calamity", kind="natural", target="orkos"),
                 dice='"t07/calamity/sigmar/1" = [5]\n', sigmar=RICH, **ONE_REGION)
    res = resolve(d, tmp_path / "out")
    assert not [r for e in res.context.events for r in e.rolls if r.expr == "1d1"]
    public = (tmp_path / "out" / "report.md").read_text("utf-8")
    assert not re.search(r"1d1(?!\d)", public)
    assert "Gorkamorka sufre una calamidad natural" in public and "en E2, su única región" in public


def test_one_technological_advance_is_lost_without_a_die():
    from gm.rulesets.nuevo_amanecer.model import Model
    from gm.rulesets.nuevo_amanecer.phases.divine import _one_of

    class Ctx:
        dice = None

    assert _one_of(Ctx(), "k", ["fuego"], "why") == ("fuego", None)
    assert Model  # the module imports


# -- readings (issue 22) -------------------------------------------------------------------

def test_revolt_chance_below_25_keeps_rising_or_stops_at_the_setting():
    from gm import registry

    s = registry.get("nuevo-amanecer").settings({})
    assert rules.revolt_chance(25, s) == 50 and rules.revolt_chance(10, s) == 80
    capped = registry.get("nuevo-amanecer").settings({"settings": {"happiness": {"revolt_max_pct": 50}}})
    assert rules.revolt_chance(10, capped) == 50 and rules.revolt_chance(40, capped) == 20


FAR = "\n[settings.diplomacy]\ntrade_max_distance = 0\n"


@pytest.mark.parametrize("at_signing", [True, False])
def test_a_trade_treaty_out_of_reach_at_signing_follows_the_setting(tmp_path, at_signing):
    both = order("sigmar", type="trade", **{"with": "orkos"}) + order("orkos", type="trade", **{"with": "sigmar"})
    d = scenario(tmp_path, both, settings=FAR + ("" if at_signing else "trade_reach_to_sign = false\n"))
    res = resolve(d, tmp_path / "out")
    outcome = res.context.outcomes[("sigmar", 1)]
    if at_signing:  # gods in contact, but farther apart than a trade treaty allows: said as distance
        assert (outcome.applied, outcome.key) == (False, "na.reject.too_far_to_trade")
        assert outcome.params["most"] == 0 and outcome.params["apart"] >= 0
    else:
        assert outcome.applied


def test_a_trade_treaty_with_a_race_never_met_is_refused_for_want_of_contact(tmp_path):
    both = order("sigmar", type="trade", **{"with": "orkos"}) + order("orkos", type="trade", **{"with": "sigmar"})
    d = scenario(tmp_path, both, settings=FAR + "contact_max_distance = 0\n")
    outcome = resolve(d, tmp_path / "out").context.outcomes[("sigmar", 1)]
    assert (outcome.applied, outcome.key) == (False, "na.reject.no_contact")


def test_the_ruleset_page_lists_both_readings():
    page = (Path(__file__).resolve().parents[3] / "docs" / "rulesets" / "nuevo-amanecer.md").read_text("utf-8")
    interpretations = page.split("## Interpretations")[1].split("\n## ")[0]
    for quote, setting in (("se pueden realizar con cualquier raza siempre y cuando no estén en guerra", "diplomacy.trade_reach_to_sign"),
                           ("y así hasta llegar a 25, momento en el cual existe un 50% de revuelta", "happiness.revolt_max_pct"),
                           ("El ejercito objetivo recupera hasta 2 puntos de vida", "miracles.military_needs_wounds")):
        assert quote in interpretations and setting in interpretations


def test_a_failed_cast_is_only_in_the_casters_files_as_the_readme_now_says(tmp_path):
    """Issue 22: the README said a nuevo-amanecer OUT could be published at once."""
    wounded = RICH + [('advances = ["guerreros", "armas-de-hierro"]', 'advances = ["guerreros", "armas-de-hierro"]\ndamage = 1')]
    d = scenario(tmp_path, order("sigmar", type="miracle", kind="militar", army="guardianes"), dice='"t07/miracle/sigmar/1" = [2]\n',
                 sigmar=wounded)
    out = tmp_path / "out"
    resolve(d, out)
    private = [out / "reports" / "sigmar.md", out / "rolls" / "sigmar.toml", out / "gm-report.md", out / "rolls.toml"]
    public = [out / "report.md", out / "rolls" / "public.toml", out / "maps" / "public.svg",
              out / "reports" / "orkos.md", out / "rolls" / "orkos.toml"]
    assert all("miracle/sigmar/1" in p.read_text("utf-8") or "milagro" in p.read_text("utf-8").lower() for p in private)
    for p in public:
        text = p.read_text("utf-8").split("## Tus órdenes para el turno")[0]  # not the order form's own example lines
        assert "miracle/sigmar" not in text and "milagro militar" not in text.lower(), p
    readme = (Path(__file__).resolve().parents[3] / "README.md").read_text("utf-8")
    assert "the whole OUT directory can be\npublished at once" not in readme
    assert "a failed cast is never public" in readme


# -- the order form (issue 23) -------------------------------------------------------------

def _form(d: Path, fid: str, lang: str = "es") -> str:
    from gm import registry
    from gm.engine.gamedir import load_turn
    from gm.orderlang.form import form_text

    # names may be written between quotes (a word of them the grammar reserves): read without
    return form_text(registry.get("nuevo-amanecer"), load_turn(d).state, fid, lang).replace('"', "")


def test_the_form_offers_no_line_the_judge_refuses(tmp_path):
    """It offered `aplicar Agricultura a Capital…`, `crear ejército … con Agricultura`,
    `milagro militar en <casilla>` and `investigar tecnológico <nombre> para Capital…`."""
    form = _form(SAMPLE / "turn-01", "sigmar")
    for refused in ("aplicar Agricultura", "con Agricultura", "milagro militar", "tecnológico <nombre> para"):
        assert refused not in form, form
    assert "# investigar tecnológico <nombre>\n" in form and "# milagro económico\n" in form
    assert "romper comercio" not in form and "paz con" not in form  # no treaty to break, no war to end


def test_every_form_line_passes_gm_check_once_its_blanks_are_filled(tmp_path):
    d = scenario(tmp_path, "", sigmar=LANCEROS + RICH)
    form = _form(d, "sigmar")
    assert "# aplicar Lanceros a Guardianes de Sigmar\n" in form
    assert "# crear ejército <nombre> en Ciudad de Sigmar con Lanceros\n" in form
    lines = [line[2:] for line in form.splitlines()[1:] if line.startswith("# ") and ":" not in line]
    filled = [line.replace("<nombre>", "Nueva Guardia").replace("<casilla>", "D2") for line in lines if "<facción>" not in line]
    assert len(filled) >= 5, lines
    (d / "orders.toml").unlink()
    (d / "orders").mkdir()
    for line in filled:  # each example on its own (two of them may use the same free advance)
        (d / "orders" / "sigmar.txt").write_text(line + "\n", "utf-8")
        r = runner.invoke(app, ["orders", str(d), "--force"])
        assert r.exit_code == 0, r.output
        r = runner.invoke(app, ["check", str(d), "--faction", "sigmar"])
        assert r.exit_code == 0 and "RECHAZADA" not in r.output, r.output


def test_a_dead_god_is_offered_no_orders(tmp_path):
    d = scenario(tmp_path, "", sigmar=[("resources = 14", "resources = 14\nalive = false")])
    assert not [line for line in _form(d, "sigmar").splitlines() if line.startswith("# ") and not line.startswith("# Tus") and ":" not in line][1:]


def test_the_english_form_offers_the_same_lines(tmp_path):
    d = scenario(tmp_path, "", sigmar=LANCEROS + RICH)
    form = _form(d, "sigmar", "en")
    assert "# apply Lanceros to Guardianes de Sigmar\n" in form and "# miracle economic\n" in form
    assert "research tech <name> for" not in form


def test_a_side_that_takes_more_damage_than_its_units_have_life_says_so(tmp_path):
    """N6: «recibe 2 de daño, que se reparte entre sus unidades (cada una pierde como mucho
    la vida que le queda)» then «pierde 1 punto de vida»: the side's one unit had 1 life
    to lose; the line says that, and a lone unit has no «unidades» to share damage among."""
    d = scenario(tmp_path, order("sigmar", type="move", army="guardianes", to="D2"),
                 dice='"t07/terrain/sigmar/guardianes" = [4]\n"t07/combat/D2/sigmar/army/guardianes" = [1]\n'
                      '"t07/combat/D2/orkos/army/chikoz-orkoz" = [4]\n' + '"t07/calamity/check" = [9]\n',
                 orkos=[("[armies.chikoz-orkoz]\nname = \"Chikoz Orkoz\"\nhex = \"E2\"", "[armies.chikoz-orkoz]\nname = \"Chikoz Orkoz\"\nhex = \"D2\"")],
                 sigmar=[('name = "Guardianes de Sigmar"\nhex = "C3"', 'name = "Guardianes de Sigmar"\nhex = "C3"\ndamage = 1')])
    resolve(d, tmp_path / "out")
    battle = (tmp_path / "out" / "report.md").read_text("utf-8").split("### Batalla en D2")[1].split("\n\n")[2]
    assert battle.endswith("; total 3; recibe 2 de daño, pero su única unidad solo tenía 1 punto de vida que perder."), battle
