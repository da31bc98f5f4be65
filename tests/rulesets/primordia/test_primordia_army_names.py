"""Another race's army in sight is known by the name its race's report shows it by («Lo que
ves»: "D2-1  Infantería ligera (ejército Hueste)", and every combat line), as its units are
by their labels: `atacar con jinetes a hueste de Tuarian` reaches it. One out of sight reads
as a name that names nothing (the same words, the same suggestions), and an order at one of
its units' labels reaches the army. (Until 2026-12-04 a seen army's name read as nothing as
well, while its report named it: play-test, `atacar con Jinetes a Martillo de los Marmóreos`
answered «Martillo no es nada que conozcas».)"""

from __future__ import annotations

from gm.engine.validate import validate_dir
from gm.orderlang.fillings import _theirs
from gm.orderlang.messages import say
from gm.orderlang.parse import parse_line
from gm.orderlang.phrasebook import load
from gm.orderlang.render import render_order
from gm.orderlang.values import Scope
from tests.rulesets.primordia.scenario import build, faction, outcome, resolve, settlement, state_of, text, unit

WIDE = ["Ma" + " Ll" * 9] * 4  # ten columns: J4 is out of D3's sight


def _game(tmp_path, orders=None):
    """The Terales' army jinetes at D3 sees the Tuarian's army hueste at D2; the Tuarian's
    army lejana at J4 is out of its sight."""
    terales = faction("terales", units={"u1": unit("infanteria_ligera", "D3", army="jinetes"),
                                        "u2": unit("infanteria_ligera", "D3", army="jinetes")},
                      armies={"jinetes": {"units": ["u1", "u2"]}})
    tuarian = faction("tuarian", units={"u1": unit("infanteria_ligera", "D2", army="hueste"),
                                        "u2": unit("infanteria_ligera", "D2", army="hueste"),
                                        "u3": unit("infanteria_ligera", "J4", army="lejana"),
                                        "u4": unit("infanteria_ligera", "J4", army="lejana")},
                      armies={"hueste": {"units": ["u1", "u2"]}, "lejana": {"units": ["u3", "u4"]}},
                      settlements={"s1": settlement("Vado Sur", "D2")})
    return build(tmp_path / "t", {"terales": terales, "tuarian": tuarian}, orders or {}, terrain=WIDE)


def _words(root, line: str, faction_id: str = "terales") -> tuple[dict | None, list[str]]:
    """The order read and what the reader says, the name the line gives replaced by «…»."""
    got = parse_line(line, Scope(load("primordia"), "es", validate_dir(root).state, faction_id), ("es",))
    named = line.split(" a ")[1].split(" de ")[0]
    return got.order, [say("es", e.key, **e.params).replace(named, "…") for e in got.errors]


def test_a_foreign_army_in_sight_is_read_by_its_name_and_one_out_of_sight_as_nothing(tmp_path):
    root = _game(tmp_path)
    seen = _words(root, "atacar con jinetes a hueste de Tuarian")
    unseen = _words(root, "atacar con jinetes a lejana de Tuarian")
    nothing = _words(root, "atacar con jinetes a zzzz de Tuarian")
    assert seen == ({"type": "atacar", "unidad": "jinetes", "objetivo_faccion": "tuarian", "objetivo": "hueste"}, []), seen
    assert unseen[1] == nothing[1] and nothing[1], (unseen, nothing)
    assert "D2-1" in nothing[1][0] and "lejana" not in nothing[1][0].lower(), nothing


def test_the_other_side_knows_the_army_it_sees_by_its_name_and_its_units_by_their_labels(tmp_path):
    root = _game(tmp_path)
    order, errors = _words(root, "atacar con hueste a jinetes de Terales", "tuarian")
    assert order == {"type": "atacar", "unidad": "hueste", "objetivo_faccion": "terales", "objetivo": "jinetes"} and not errors
    order, errors = _words(root, "atacar con hueste a D3-1 de Terales", "tuarian")
    assert order == {"type": "atacar", "unidad": "hueste", "objetivo_faccion": "terales", "objetivo": "d3-1"} and not errors


def test_the_order_forms_fillings_offer_the_labels_and_the_army_in_sight(tmp_path):
    scope = Scope(load("primordia"), "es", validate_dir(_game(tmp_path)).state, "terales")
    shown = {option.text for option in _theirs("units,armies,settlements", scope)}
    assert {"D2-1", "D2-2", "Hueste"} <= shown and not {s.lower() for s in shown} & {"lejana", "j4-1"}, shown


def test_an_order_at_a_label_reaches_the_army(tmp_path):
    orders = {"terales": [{"type": "mover", "unidad": "jinetes", "ruta": ["D2"]},
                          {"type": "atacar", "unidad": "jinetes", "objetivo_faccion": "tuarian", "objetivo": "d2-1"}]}
    res = resolve(_game(tmp_path, orders))
    assert outcome(res, "terales", 2).applied, outcome(res, "terales", 2)
    assert any(e.kind == "battle.exchange" and "hueste" in str(e.params).lower() for e in res.context.events)  # the army, named "Hueste"


def test_the_export_writes_another_races_things_as_the_report_shows_them(tmp_path):
    """gm orders --export (the sample posts): the label and the settlement's name, not the
    id's letters the order carries them in."""
    scope = Scope(load("primordia"), "es", validate_dir(_game(tmp_path)).state, "terales")
    at = {"type": "atacar", "unidad": "jinetes", "objetivo_faccion": "tuarian"}
    assert render_order({**at, "objetivo": "d2-1"}, scope) == "atacar con jinetes a D2-1 de Tuarian"
    assert render_order({**at, "objetivo": "vado-sur"}, scope) == "atacar con jinetes a Vado Sur de Tuarian"


def test_an_army_formed_without_a_name_keeps_the_one_its_reports_call_it_and_the_form_writes_it(tmp_path):
    """The form wrote «# disolver jinetes» (the id) under «# Tus ejércitos: Jinetes»: an army
    formed by `combinar … en el ejército jinetes` now keeps the name «Jinetes» in the state."""
    from tests.rulesets.primordia.scenario import state_of, text

    terales = faction("terales", units={"u1": unit("infanteria_ligera", "D3"), "u2": unit("infanteria_ligera", "D3")})
    orders = {"terales": [{"type": "combinarse", "unidades": ["u1", "u2"], "ejercito": "jinetes"}]}
    res = resolve(build(tmp_path / "t", {"terales": terales}, orders))
    assert outcome(res, "terales", 1).key.startswith("ok"), outcome(res, "terales", 1)
    assert state_of(res, "terales")["armies"]["jinetes"]["name"] == "Jinetes"
    form = text(res, "reports/terales.md").split("## Tus órdenes")[1]
    assert "# disolver Jinetes\n" in form and "disolver jinetes" not in form, form


def test_an_army_formed_without_a_name_takes_one_of_the_races_names_not_a_squares(tmp_path):
    """#25 play-test: `combinar Zarpa, Colmillo` read «Se forma el ejército E5 en G6» (its id,
    a square's label); it takes the next free name of data/names.toml as a unit does, and its
    report's order form writes it so («disolver Lince»)."""
    terales = faction("terales", units={"u1": unit("infanteria_ligera", "D3", name="Zarpa"),
                                        "u2": unit("infanteria_ligera", "D3", name="Colmillo"),
                                        "u3": unit("infanteria_ligera", "E3", name="Rastro")},
                      settlements={"s1": settlement("Venado", "E3")})
    orders = {"terales": [{"type": "combinarse", "unidades": ["u1", "u2"]}]}
    res = resolve(build(tmp_path / "t", {"terales": terales}, orders))
    assert outcome(res, "terales", 1).applied, outcome(res, "terales", 1)
    army = next(iter(state_of(res, "terales")["armies"].values()))
    assert army["name"] == "Lince", army  # Zarpa, Colmillo, Rastro and Venado are borne
    report = text(res, "reports/terales.md")
    assert "Se forma el ejército Lince en D3" in report and "disolver Lince" in report, report
    assert "ejército E" not in report, report


def test_the_order_form_offers_no_combinar_of_units_already_in_an_army(tmp_path):
    """#25 play-test: the Terales' form offered `combinar Zarpa, Colmillo` with both in the
    army Lince, which gm check refuses («Zarpa está en el ejército Lince»): it passed in the
    judge's turn only because `disolver Lince`, another thing's line, ran before it. A unit's
    lines and its army's are judged one a turn (Ruleset.form_actor_owner)."""
    terales = faction("terales", units={"u1": unit("infanteria_ligera", "D3", name="Zarpa"),
                                        "u2": unit("infanteria_ligera", "D3", name="Colmillo")})
    orders = {"terales": [{"type": "combinarse", "unidades": ["u1", "u2"]}]}
    res = resolve(build(tmp_path / "t", {"terales": terales}, orders))
    form = text(res, "reports/terales.md").split("# Órdenes de los Terales")[1]
    assert "# disolver Rastro" in form and "combinar Zarpa" not in form, form  # Rastro: the next free name


def test_the_order_form_moves_an_army_when_every_unit_is_in_one(tmp_path):
    """Found by a play-test: the Terales' turn-4 form had no `mover` line at all: it tried
    the first four units by id, all in armies (refused: «da la orden al ejército»), and
    never an army. The form tries first what gives its own orders (Ruleset.form_actor_owner)."""
    from gm.orderlang.form import offered_lines

    terales = faction("terales", units={f"u{i}": unit("infanteria_ligera", "D3", army="jinetes" if i < 3 else "halcon")
                                        for i in range(1, 5)},
                      armies={"jinetes": {"units": ["u1", "u2"], "name": "Jinetes"},
                              "halcon": {"units": ["u3", "u4"], "name": "Halcón"}})
    root = build(tmp_path / "t", {"terales": terales, "tuarian": faction("tuarian")}, {})
    v = validate_dir(root)
    lines = offered_lines(v.ruleset, v.state, "es")["terales"]
    moves = [line for line in lines if line.startswith("mover ")]
    assert moves and moves[0].split()[1] in ("Halcón", "Jinetes"), lines
