"""Issue 25 (names, not ids): a primordia unit carries a name; its owner reads it with the id
its orders may use, and orders name it by it; another race reads it by its label only."""

from __future__ import annotations

from tests.rulesets.primordia.scenario import build, faction, outcome, resolve, settlement, state_of, text, unit

GUARDED = {"combat": {"settlement_base_defense": 4}}  # a spy rolling 1 is caught
NEARLY_DONE = {"kind": "unit", "id": "infanteria_ligera", "progress": 99, "work": 100}


def _recruiting(root, project=NEARLY_DONE, units=None):
    marm = faction("marmoreos", settlements={"s1": settlement("Roca Alta", "C2", project=dict(project))}, next_id=7,
                   units=units or {"u2": unit("explorador", "D3", name="Granito")})
    return build(root, {"marmoreos": marm}, {})


def test_a_new_unit_takes_the_next_free_name_of_its_races_list_and_is_announced_with_its_id(tmp_path):
    res = resolve(_recruiting(tmp_path / "t"))
    units = state_of(res, "marmoreos")["units"]
    (new,) = [u for u in units if u != "u2"]
    assert units[new]["name"] == "Basalto"  # Granito, the first of data/names.toml's list, is taken
    rep = text(res, "reports/marmoreos.md")
    assert f"termina una unidad de Infantería ligera, «Basalto», en C2 (en tus órdenes: Basalto o {new})" in rep, rep
    table = rep.split("## Unidades")[1].split("## ")[0]
    assert f"Basalto ({new}) " in table and "Granito (u2) " in table, table

def test_the_order_that_creates_a_unit_may_name_it(tmp_path):
    res = resolve(_recruiting(tmp_path / "t", dict(NEARLY_DONE, name="Puño Gris")))
    names = {u.get("name") for u in state_of(res, "marmoreos")["units"].values()}
    assert "Puño Gris" in names


def test_an_own_unit_is_named_with_its_id_and_a_foreign_one_by_its_label(tmp_path):
    tuarian = faction("tuarian", units={"u1": unit("explorador", "C2", name="Cierzo")})
    marm = faction("marmoreos", units={"u1": unit("explorador", "D2", name="Granito")})
    orders = {"tuarian": [{"type": "mover", "unidad": "u1", "ruta": ["C3"]}]}
    res = resolve(build(tmp_path / "t", {"tuarian": tuarian, "marmoreos": marm}, orders))
    mine = text(res, "reports/tuarian.md")
    assert "Cierzo (u1)" in mine, mine
    assert "Granito" not in mine  # another race's name would count its units: its label instead
    assert "Cierzo" not in text(res, "reports/marmoreos.md")


def test_a_text_order_names_the_unit_by_its_name(tmp_path):
    tuarian = faction("tuarian", units={"u1": unit("explorador", "C2", name="Cierzo")})
    root = build(tmp_path / "t", {"tuarian": tuarian}, {})
    (root / "orders.toml").unlink()
    (root / "orders").mkdir()
    (root / "orders" / "tuarian.txt").write_text("mover Cierzo a C3\n", encoding="utf-8")
    res = resolve(root)
    got = outcome(res, "tuarian", 1)
    assert got.key == "ok.moved", got
    assert state_of(res, "tuarian")["units"]["u1"]["hex"] == "C3"


def test_construir_names_the_unit_it_trains_and_refuses_a_name_already_borne(tmp_path):
    marm = faction("marmoreos", settlements={"s1": settlement("Roca Alta", "C2"), "s2": settlement("Pico", "E3")},
                   discoveries=["fuego_es_amigo", "armas_rudimentarias"],
                   units={"u2": unit("explorador", "D3", name="Granito")})
    orders = {"marmoreos": [{"type": "construir", "asentamiento": "s1", "unidad": "infanteria_ligera", "nombre": "Puño Gris"},
                            {"type": "construir", "asentamiento": "s2", "unidad": "infanteria_ligera", "nombre": "Granito"}]}
    res = resolve(build(tmp_path / "t", {"marmoreos": marm}, orders))
    assert outcome(res, "marmoreos", 1).key == "ok.project"
    assert state_of(res, "marmoreos")["settlements"]["s1"]["project"]["name"] == "Puño Gris"
    assert outcome(res, "marmoreos", 2).key == "reject.name_taken"
    assert "Ya tienes una unidad llamada «Granito»" in text(res, "reports/marmoreos.md")


def test_a_race_is_named_with_its_article_and_agreement(tmp_path):
    """"una unidad de los Tuarian", "Órdenes de los Marmóreos": the race's data says how its name
    is said (data/races.toml), or the faction's own articulo/genero/numero; a name of its
    own stands alone unless its file says otherwise."""
    from gm.engine.validate import validate_dir

    spy = {"type": "espiar", "unidad": "u1", "objetivo_faccion": "marmoreos", "asentamiento": "s1"}
    dice = {"t01/spy/tuarian/u1": [1], "t01/spy/tuarian/u1/guard": [6]}
    tuarian = faction("tuarian", name="Tuarian", units={"u1": unit("espia", "E3")})
    marm = faction("marmoreos", name="Marmóreos", settlements={"s1": settlement("Marmórea", "E4")})
    res = resolve(build(tmp_path / "t", {"tuarian": tuarian, "marmoreos": marm}, {"tuarian": [spy]}, dice=dice, settings=GUARDED))
    assert "Se captura a una unidad de los Tuarian (Espía)" in text(res, "reports/marmoreos.md")  # "los Tuarian", as the document says
    gm = text(res, "gm-report.md")
    assert "## Órdenes de los Tuarian" in gm and "## Órdenes de los Marmóreos" in gm, gm
    own = faction("tuarian", name="Hijos del Viento", units={"u1": unit("espia", "E3")})
    union = faction("marmoreos", name="Unión Cardasiana", articulo=True, genero="feminine", numero="singular",
                    settlements={"s1": settlement("Marmórea", "E4")})
    root = build(tmp_path / "u", {"tuarian": own, "marmoreos": union}, {"tuarian": [spy]}, dice=dice, settings=GUARDED)
    assert validate_dir(root).ok
    gm = text(resolve(root), "gm-report.md")
    assert "Órdenes de la Unión Cardasiana" in gm and "Órdenes de Hijos del Viento" in gm, gm


def test_a_unit_without_a_name_in_the_state_takes_one_and_prose_names_it_without_its_id(tmp_path):
    """A game begun before units had names: each nameless unit takes its race's next free name
    at the turn's start, kept in the state it leaves; every sentence calls it by that name
    alone (no «u1 (Exploradores)» opening a line), the id once where orders need it."""
    marm = faction("marmoreos", units={"u1": unit("explorador", "D2"), "u3": unit("explorador", "D3", name="Granito")})
    orders = {"marmoreos": [{"type": "mover", "unidad": "u1", "ruta": ["D1"]}]}
    res = resolve(build(tmp_path / "t", {"marmoreos": marm}, orders))
    assert state_of(res, "marmoreos")["units"]["u1"]["name"] == "Basalto"  # Granito is taken
    mine = text(res, "reports/marmoreos.md")
    assert "#1 Mover Basalto por D1: ejecutada" in mine, mine
    assert "Basalto se mueve a D1 (gasta 1 de Movimiento)." in mine, mine
    assert "# Tus unidades: Basalto (u1), Granito (u3)" in mine, mine
    prose = mine.split("## Tus órdenes para")[0]
    assert "u1" not in prose.replace("Basalto (u1)", ""), prose


def test_a_unit_never_takes_the_name_of_one_of_its_races_settlements(tmp_path):
    """The sample's Shellians: their capital Caracola, and their first unit named «Caracola»
    after data/names.toml («Caracola se mueve a C4», «+10 de población en Caracola»)."""
    shellians = faction("shellians", settlements={"s1": settlement("Caracola", "B2")}, units={"u1": unit("explorador", "B2")})
    res = resolve(build(tmp_path / "t", {"shellians": shellians}, {}))
    assert state_of(res, "shellians")["units"]["u1"]["name"] == "Nácar"  # the list's second
