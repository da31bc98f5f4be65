"""Fog of war (issue 13): the public report names no place and no unseen thing; a race's
map and rejections tell it only what it may know; ties between races are drawn."""

from __future__ import annotations

import re

from tests.rulesets.primordia.scenario import build, faction, outcome, resolve, settlement, text, unit
from tests.report_kit import without_order_form

HEX = re.compile(r"\b[A-F][1-4]\b")


def _busy_turn(tmp_path):
    """Founding, a road, a battle, a deposit, a hero and a terrain change in one turn."""
    disc = ["fuego_es_amigo", "caminos", "nacido_de_las_penurias", "poder_de_la_naturaleza", "senda_destruccion"]
    tuarian = faction("tuarian", discoveries=disc, pool={"poder": 20},
                      settlements={"s1": settlement("Villaroca", "B1")},
                      units={"u1": unit("colonos", "D2"), "u2": unit("infanteria_ligera", "F4"), "u3": unit("chaman", "B1"),
                             "u4": unit("explorador", "C3")})
    marm = faction("marmoreos", settlements={"s1": settlement("Marmórea", "F1")},
                   units={"u1": unit("infanteria_ligera", "F4")})
    orders = {"tuarian": [{"type": "fundar", "unidad": "u1", "nombre": "Ciudadela"},
                          {"type": "carretera", "unidad": "u4"},
                          {"type": "atacar", "unidad": "u2", "objetivo_faccion": "marmoreos", "objetivo": "u1"},
                          {"type": "hechizo", "hechizo": "obliterar", "chaman": "u3", "hex": "C2"}]}
    dice = {"t01/poder/appear": [1], "t01/poder/where": [5], "t01/heroes/tuarian": [1], "t01/heroes/tuarian/which": [1]}
    return resolve(build(tmp_path / "t", {"tuarian": tuarian, "marmoreos": marm}, orders, dice=dice))


def test_public_report_names_no_place(tmp_path):
    res = _busy_turn(tmp_path)
    kinds = {e.kind for e in res.context.events}
    for needed in ("settlement.founded", "road.built", "battle.exchange", "deposit.appeared", "hero.appeared", "terrain.changed"):
        assert needed in kinds, needed
    public = text(res, "report.md")
    assert not HEX.findall(public), HEX.findall(public)
    assert "Ciudadela" not in public and "Villaroca" not in public
    # the races themselves still read what they did
    assert "Ciudadela" in text(res, "reports/tuarian.md")
    assert "D2" in text(res, "gm-report.md")


def test_text_map_hides_a_foreign_spy(tmp_path):
    tuarian = faction("tuarian", settlements={"s1": settlement("Tuaria", "C2")}, units={})
    marm = faction("marmoreos", settlements={"s1": settlement("Marmórea", "F4")}, units={"u1": unit("espia", "D2")})
    res = resolve(build(tmp_path / "t", {"tuarian": tuarian, "marmoreos": marm}, {}))
    rep = text(res, "reports/tuarian.md")
    row = next(line for line in rep.splitlines() if line.startswith("  2 "))
    assert "!" not in row, row
    assert "u1" not in rep.split("## Lo que ves")[1]


def test_attacking_an_unseen_unit_reads_as_attacking_nothing(tmp_path):
    """The target exists but far away in the fog: the same words as a target that does not exist."""
    tuarian = faction("tuarian", units={"u1": unit("infanteria_ligera", "B1")})
    marm = faction("marmoreos", units={"u1": unit("infanteria_ligera", "F4"), "u2": unit("espia", "B1")})
    orders = {"tuarian": [{"type": "atacar", "unidad": "u1", "objetivo_faccion": "marmoreos", "objetivo": "u1"},
                          {"type": "esperar", "unidad": "u1"}]}
    res = resolve(build(tmp_path / "t", {"tuarian": tuarian, "marmoreos": marm}, orders))
    seen_far = outcome(res, "tuarian", 1)
    d2 = tmp_path / "t2"
    orders = {"tuarian": [{"type": "atacar", "unidad": "u1", "objetivo_faccion": "marmoreos", "objetivo": "u9"}]}
    res2 = resolve(build(d2, {"tuarian": tuarian, "marmoreos": marm}, orders))
    nothing = outcome(res2, "tuarian", 1)
    assert (seen_far.key, seen_far.params) == ("reject.unknown_target", {"target": "u1"})
    assert (nothing.key, nothing.params) == ("reject.unknown_target", {"target": "u9"})
    # a hidden spy in the very same hex is not there for the attacker either
    orders = {"tuarian": [{"type": "atacar", "unidad": "u1", "objetivo_faccion": "marmoreos", "objetivo": "u2"}]}
    spy = outcome(resolve(build(tmp_path / "t3", {"tuarian": tuarian, "marmoreos": marm}, orders)), "tuarian", 1)
    assert spy.key == "reject.unknown_target"


def test_spying_on_an_unseen_settlement_reads_as_nothing(tmp_path):
    tuarian = faction("tuarian", units={"u1": unit("espia", "B1")})
    marm = faction("marmoreos", settlements={"s1": settlement("Marmórea", "F4")})
    orders = {"tuarian": [{"type": "espiar", "unidad": "u1", "objetivo_faccion": "marmoreos", "asentamiento": "s1"}]}
    far = outcome(resolve(build(tmp_path / "t", {"tuarian": tuarian, "marmoreos": marm}, orders)), "tuarian", 1)
    orders = {"tuarian": [{"type": "espiar", "unidad": "u1", "objetivo_faccion": "marmoreos", "asentamiento": "s7"}]}
    none = outcome(resolve(build(tmp_path / "t2", {"tuarian": tuarian, "marmoreos": marm}, orders)), "tuarian", 1)
    assert far.key == none.key == "reject.unknown_target"


def test_a_hidden_spy_neither_stops_a_move_nor_besieges(tmp_path):
    tuarian = faction("tuarian", settlements={"s1": settlement("Tuaria", "E1")}, units={"u1": unit("explorador", "B2")})
    marm = faction("marmoreos", units={"u1": unit("espia", "C2"), "u2": unit("espia", "E1")})
    orders = {"tuarian": [{"type": "mover", "unidad": "u1", "ruta": ["C2", "D2"]}]}
    res = resolve(build(tmp_path / "t", {"tuarian": tuarian, "marmoreos": marm}, orders))
    assert outcome(res, "tuarian", 1).params["to"] == "D2"
    assert not any(e.kind.startswith("siege.") for e in res.context.events)


def test_sabotage_victim_is_not_told_who(tmp_path):
    tuarian = faction("tuarian", units={"u1": unit("espia", "E3")})
    marm = faction("marmoreos", settlements={"s1": settlement("Marmórea", "E4", project={"kind": "structure", "id": "empalizada",
                                                                                          "progress": 3, "work": 10})})
    orders = {"tuarian": [{"type": "sabotear", "unidad": "u1", "objetivo_faccion": "marmoreos", "asentamiento": "s1"}]}
    dice = {"t01/spy/tuarian/u1": [6], "t01/spy/tuarian/u1/guard": [1]}
    res = resolve(build(tmp_path / "t", {"tuarian": tuarian, "marmoreos": marm}, orders, dice=dice))
    assert outcome(res, "tuarian", 1).key == "ok.sabotaged"
    victim = text(res, "reports/marmoreos.md")
    assert "Sabotaje en Marmórea" in victim
    assert "Tuarian" not in without_order_form(victim).split("## Tus sucesos")[1]


def _race_to_found(tmp_path, name, first_face):
    """Both races found within the minimum distance of each other in the same turn."""
    tuarian = faction("tuarian", units={"u1": unit("colonos", "C2")})
    marm = faction("marmoreos", units={"u1": unit("colonos", "D2")})
    orders = {"tuarian": [{"type": "fundar", "unidad": "u1", "nombre": "Norte"}],
              "marmoreos": [{"type": "fundar", "unidad": "u1", "nombre": "Sur"}]}
    return resolve(build(tmp_path / name, {"tuarian": tuarian, "marmoreos": marm}, orders, dice={"t01/order/races/1": [first_face]}))


def test_a_tie_between_races_follows_the_drawn_order_not_names(tmp_path):
    # the races, sorted [marmoreos, tuarian]: the first die picks who acts first
    marm_first = _race_to_found(tmp_path, "a", 1)
    tuarian_first = _race_to_found(tmp_path, "b", 2)
    assert (outcome(marm_first, "marmoreos", 1).key, outcome(marm_first, "tuarian", 1).key) == ("ok.founded", "reject.too_close")
    assert (outcome(tuarian_first, "tuarian", 1).key, outcome(tuarian_first, "marmoreos", 1).key) == ("ok.founded", "reject.too_close")
    public = text(tuarian_first, "report.md")
    assert "Orden de las razas este turno (sorteado con los dados públicos): Tuarian y Marmoreos." in public, public  # a list in prose ends with y


def test_dice_are_drawn_from_the_audience_that_sees_them(tmp_path):
    """Battle dice come from each side's stream, deposit dice are the GM's, the order's public."""
    res = _busy_turn(tmp_path)
    streams = {r.key.split("/")[1]: getattr(r, "stream", None) for r in res.context.dice.log}
    assert streams["order"] == "public"
    assert streams["poder"] == "gm"
    assert streams["heroes"] == "faction/tuarian"
    sides = {r.key: r.stream for r in res.context.dice.log if r.key.startswith("t01/combat/")}
    assert {s for k, s in sides.items() if "/1/" in k} == {"faction/tuarian"}
    assert {s for k, s in sides.items() if "/2/" in k} == {"faction/marmoreos"}


def test_sample_public_reports_name_no_place_nor_settlement(tmp_path):
    """Three turns of the sample game: every public report is free of hexes, settlement
    names and army names (every format)."""
    import tomllib

    from tests.rulesets.primordia.test_primordia_game import _play

    results = _play(tmp_path, turns=3)
    for res in results:
        secrets = set()
        for fid in res.context.state.factions:
            f = res.context.state.factions[fid]
            secrets |= {s["name"] for s in f.get("settlements", {}).values()} | set(f.get("armies", {}))
        width = tomllib.loads(res.files["game.toml"].decode())["world"]["width"]
        hexes = re.compile(r"\b[A-%s][1-9][0-9]?\b" % chr(ord("A") + width - 1))
        for name, data in res.files.items():
            if name.startswith("report."):
                public = data.decode("utf-8")
                assert not hexes.findall(public), (name, hexes.findall(public))
                named = [s for s in secrets if re.search(r"\b%s\b" % re.escape(s), public)]
                assert not named, (name, named)


def test_a_foreign_ships_cargo_is_not_counted_on_the_map(tmp_path):
    from gm.rulesets.primordia.maps import build_maps

    tuarian = faction("tuarian", units={"u1": unit("nave_ligera", "A2"), "u2": unit("infanteria_ligera", "A2", aboard="u1"),
                                        "u3": unit("infanteria_ligera", "A2", aboard="u1")})
    marm = faction("marmoreos", units={"u1": unit("explorador", "B2")})
    res = resolve(build(tmp_path / "t", {"tuarian": tuarian, "marmoreos": marm}, {}))
    state = res.context.end_state
    specs = build_maps(state.game, state.factions)
    circles = {mk.coord: mk.text for mk in specs["marmoreos"].markers if mk.shape == "circle"}
    assert circles["A2"] == "1"
    assert {mk.coord: mk.text for mk in specs["tuarian"].markers if mk.shape == "circle"}["A2"] == "3"
    assert "u2" not in text(res, "reports/marmoreos.md").split("## Lo que ves")[1]


def test_a_caught_spy_is_shown_to_its_victim_with_the_dice(tmp_path):
    tuarian = faction("tuarian", units={"u1": unit("espia", "E3")})
    marm = faction("marmoreos", settlements={"s1": settlement("Marmórea", "E4")})
    orders = {"tuarian": [{"type": "espiar", "unidad": "u1", "objetivo_faccion": "marmoreos", "asentamiento": "s1"}]}
    dice = {"t01/spy/tuarian/u1": [1], "t01/spy/tuarian/u1/guard": [6]}  # 1+5 against 6+4: caught by 4
    res = resolve(build(tmp_path / "t", {"tuarian": tuarian, "marmoreos": marm}, orders, dice=dice,
                        settings={"combat": {"settlement_base_defense": 4}}))
    assert outcome(res, "tuarian", 1).key == "reject.spy_failed"
    (caught,) = [e for e in res.context.events if e.kind == "spy.caught"]
    assert caught.audience.factions == {"tuarian", "marmoreos"} and len(caught.rolls) == 2
    victim = text(res, "reports/marmoreos.md")
    assert "Se captura a una unidad de los Tuarian (Espía) espiando en Marmórea" in victim, victim  # no id: it counts Tuarian's units
    assert "u1" not in victim.split("## Tus órdenes")[0]
