"""Issue 15: results found wrong by playing primordia, each reproduced with forced dice."""

from __future__ import annotations

from gm.dice import DiceService
from gm.engine.pipeline import resolve_files
from gm.registry import get
from tests.rulesets.primordia.scenario import build, faction, outcome, resolve, settlement, state_of, unit

# Sea in column A; C2 and C3 plain.
# the defender's dice name the attacker as the defender sees it ({seen}: its label, never its id)
FIGHT = {"t01/combat/{hex}/{fid}/{gid}/1/ataque": [6], "t01/combat/{hex}/{fid}/{gid}/1/defensa": [6],
         "t01/combat/{hex}/{fid}/{seen}/2/ataque": [1], "t01/combat/{hex}/{fid}/{seen}/2/defensa": [1],
         "t01/combat/{hex}/{fid}/{gid}/1/iniciativa": [6], "t01/combat/{hex}/{fid}/{seen}/2/iniciativa": [1]}


def _dice(table, **names):
    names.setdefault("seen", f"{names['hex']}-1")  # the only unit of its race in that hex
    return {k.format(**names): v for k, v in table.items()}


def _events(res, kind):
    return [e for e in res.context.events if e.kind == kind]


def test_a_unit_cannot_flee_into_the_sea(tmp_path):
    tuarian = faction("tuarian", units={"u1": unit("infanteria_ligera", "B2")})
    orders = {"tuarian": [{"type": "huir", "unidad": "u1", "hacia": "A2"}]}
    res = resolve(build(tmp_path / "t", {"tuarian": tuarian}, orders))
    assert outcome(res, "tuarian", 1).key == "reject.impassable"


def test_a_sunk_ship_takes_its_cargo_down(tmp_path):
    tuarian = faction("tuarian", units={"u1": unit("nave_ligera", "A2", life=1), "u2": unit("infanteria_ligera", "A2", aboard="u1")})
    marm = faction("marmoreos", units={"u1": unit("nave_ligera", "A2")})
    orders = {"marmoreos": [{"type": "atacar", "unidad": "u1", "objetivo_faccion": "tuarian", "objetivo": "u1"}]}
    dice = _dice(FIGHT, hex="A2", fid="marmoreos", gid="u1")
    res = resolve(build(tmp_path / "t", {"tuarian": tuarian, "marmoreos": marm}, orders, dice=dice))
    assert [e.params["unit"] for e in _events(res, "unit.killed")] == ["u1"]
    assert [e.params["unit"] for e in _events(res, "unit.lost_at_sea")] == ["u2"]
    assert state_of(res, "tuarian").get("units", {}) == {}


def test_an_entrenched_unit_cannot_flee_and_gives_no_flight_bonus(tmp_path):
    tuarian = faction("tuarian", units={"u1": unit("infanteria_ligera", "C2", entrenched=True)})
    marm = faction("marmoreos", units={"u1": unit("infanteria_ligera", "C2")})
    orders = {"tuarian": [{"type": "huir", "unidad": "u1", "hacia": "C3"}],
              "marmoreos": [{"type": "atacar", "unidad": "u1", "objetivo_faccion": "tuarian", "objetivo": "u1"}]}
    dice = _dice(FIGHT, hex="C2", fid="marmoreos", gid="u1")
    res = resolve(build(tmp_path / "t", {"tuarian": tuarian, "marmoreos": marm}, orders, dice=dice))
    assert outcome(res, "tuarian", 1).key == "reject.flee_entrenched"
    (ex,) = _events(res, "battle.exchange")
    assert ex.params["a_attack"] == 3 + 6  # Ataque 3, die 6: no +2 for a flight never tried


def test_a_flight_declared_before_entrenching_gives_no_bonus_either(tmp_path):
    tuarian = faction("tuarian", units={"u1": unit("infanteria_ligera", "C2")})
    marm = faction("marmoreos", units={"u1": unit("infanteria_ligera", "C2")})
    orders = {"tuarian": [{"type": "huir", "unidad": "u1", "hacia": "C3"}, {"type": "atrincherarse", "unidad": "u1"}],
              "marmoreos": [{"type": "atacar", "unidad": "u1", "objetivo_faccion": "tuarian", "objetivo": "u1"}]}
    dice = _dice(FIGHT, hex="C2", fid="marmoreos", gid="u1")
    res = resolve(build(tmp_path / "t", {"tuarian": tuarian, "marmoreos": marm}, orders, dice=dice))
    assert outcome(res, "tuarian", 1).key == "reject.flee_entrenched"
    assert _events(res, "battle.exchange")[0].params["a_attack"] == 9


def test_a_ranged_attack_rolls_against_the_picked_victim_alone(tmp_path):
    tuarian = faction("tuarian", units={"u1": unit("lanzapiedras", "B2")})
    marm = faction("marmoreos", units={f"u{i}": unit("infanteria_ligera", "C2", army="e1") for i in (1, 2, 3)},
                   armies={"e1": {"units": ["u1", "u2", "u3"]}})
    orders = {"tuarian": [{"type": "atacar_distancia", "unidad": "u1", "objetivo_faccion": "marmoreos", "objetivo": "e1",
                           "victima": "u2"}]}
    res = resolve(build(tmp_path / "t", {"tuarian": tuarian, "marmoreos": marm}, orders))
    (hit,) = _events(res, "ranged.hit")
    defence = hit.rolls[1]
    assert defence.expr == "1d6+4", defence.expr  # one infantería ligera's Defensa, not the army's 12
    assert hit.params["victim"] == "u2"


def test_heal_then_move_says_why_and_eliminar_takes_an_army(tmp_path):
    tuarian = faction("tuarian", units={"u1": unit("infanteria_ligera", "C2", life=5), "u2": unit("infanteria_ligera", "C3", army="e1"),
                                        "u3": unit("infanteria_ligera", "C3", army="e1")},
                      armies={"e1": {"units": ["u2", "u3"]}})
    orders = {"tuarian": [{"type": "mover", "unidad": "u1", "ruta": ["D2"]}, {"type": "curacion", "unidad": "u1"},
                          {"type": "eliminar", "unidad": "e1"}]}
    res = resolve(build(tmp_path / "t", {"tuarian": tuarian}, orders))
    assert outcome(res, "tuarian", 1).key == "reject.healing_stays"
    assert outcome(res, "tuarian", 3).key == "ok.disbanded"
    after = state_of(res, "tuarian")
    assert sorted(after["units"]) == ["u1"] and not after.get("armies")


def test_a_fishing_canoe_brings_in_its_catch(tmp_path):
    tuarian = faction("tuarian", units={"u1": unit("canoa_pesquera", "A2", life=5)})
    res = resolve(build(tmp_path / "t", {"tuarian": tuarian}, {}))
    (catch,) = _events(res, "fishing.catch")
    assert catch.params["delta"] == {"comida": 3}  # Mar: 3 de Comida
    assert state_of(res, "tuarian")["pool"]["comida"] == 50 + 3


def test_sacking_is_not_razing(tmp_path):
    tuarian = faction("tuarian", units={"u1": unit("infanteria_ligera", "C2")})
    marm = faction("marmoreos", settlements={"s1": settlement("Roca", "C2", population=10)}, units={})
    orders = {"tuarian": [{"type": "saquear", "unidad": "u1", "objetivo_faccion": "marmoreos", "objetivo": "s1"}]}
    dice = _dice({k.replace("combat", "siege"): v for k, v in FIGHT.items()}, hex="C2", fid="tuarian", gid="u1")
    res = resolve(build(tmp_path / "t", {"tuarian": tuarian, "marmoreos": marm}, orders, dice=dice))
    assert not _events(res, "settlement.razed")
    assert _events(res, "settlement.sacked")
    assert "s1" in state_of(res, "marmoreos")["settlements"]
    assert state_of(res, "tuarian")["loot"]


def test_idle_races_of_a_new_game_do_not_collapse_in_ten_turns(tmp_path):
    """Factions that give no orders for ten turns keep every unit (upkeep needs Oro access)."""
    from gm.engine.output import write_turn
    from tests.rulesets.primordia.scenario import write_state

    state = get("primordia").new_game(4, "idle-seed")
    start = {fid: sorted(f["units"]) for fid, f in state.factions.items()}
    turn_dir = write_state(tmp_path / "turn-01", state)
    for n in range(10):
        res = resolve_files(turn_dir)
        assert not any(e.kind == "unit.deserted" for e in res.context.events), n
        turn_dir = tmp_path / f"turn-{n + 2:02d}"
        write_turn(turn_dir, res.files)
        (turn_dir / "orders.toml").write_text(f"turn = {n + 2}\n")
    end = {fid: sorted(state_of(res, fid)["units"]) for fid in start}
    assert end == start


def _combat(sides, dice):
    service = DiceService("x", prefix="combat/", forced=dice)
    return get("primordia").combat(sides, service), service


def test_gm_roll_combat_takes_lists_of_units_and_names_the_winner():
    terales = {"nombre": "terales", "unidades": "caballeria_ligera+caballeria_pesada+infanteria_ligera*2", "movio": "1"}
    tuarian = {"nombre": "tuarian", "unidades": "anticaballeria+infanteria_ligera*2+infanteria_proyectiles", "atrincherado": "1"}
    data, service = _combat([terales, tuarian], [4, 3, 3, 5, 3, 4])
    assert [s["result"] for s in data["sides"]] == ["wins", "loses"] and data["winner"] == "terales"
    assert len(service.log) == 6  # different unit types: initiative is rolled
    from gm.rulesets.primordia.combat_roll import sides_from_keys

    ruleset = get("primordia")
    sides = sides_from_keys([terales, tuarian], ruleset.default_settings, ruleset.rules({}).units)
    assert sides[0].charges == (1, 2) and sides[1].anticavalry == 1


def test_undead_are_never_raised_at_sea(tmp_path):
    tuarian = faction("tuarian", discoveries=["fuego_es_amigo", "poder_de_la_naturaleza", "senda_nigromancia"], pool={"poder": 10},
                      units={"u1": unit("chaman", "B2")})
    orders = {"tuarian": [{"type": "hechizo", "hechizo": "renacer_de_los_caidos", "chaman": "u1", "hex": "A2"},
                          {"type": "hechizo", "hechizo": "renacer_de_los_caidos", "chaman": "u1", "hex": "C2"}]}
    res = resolve(build(tmp_path / "t", {"tuarian": tuarian}, orders))
    assert outcome(res, "tuarian", 1).key == "reject.impassable"
    assert outcome(res, "tuarian", 2).key == "ok.spell"
    assert [u["hex"] for u in state_of(res, "tuarian")["units"].values() if u["type"] == "no_muerto"] == ["C2"]


def test_upkeep_waits_for_gold_access_unless_the_gm_says_otherwise(tmp_path):
    tuarian = faction("tuarian", units={"u1": unit("infanteria_ligera", "C2")})
    idle = resolve(build(tmp_path / "a", {"tuarian": tuarian}, {}))
    assert not _events(idle, "upkeep.paid")
    strict = resolve(build(tmp_path / "b", {"tuarian": tuarian}, {}, settings={"upkeep": {"needs_gold_access": False}}))
    assert [e.params["amount"] for e in _events(strict, "upkeep.paid")] == [1]
    rich = faction("tuarian", discoveries=["fuego_es_amigo", "saber_de_la_naturaleza", "piedras_brillantes"],
                   units={"u1": unit("infanteria_ligera", "C2")})
    assert [e.params["amount"] for e in _events(resolve(build(tmp_path / "c", {"tuarian": rich}, {})), "upkeep.paid")] == [1]


def test_cargo_neither_fights_nor_is_fought(tmp_path):
    tuarian = faction("tuarian", units={"u1": unit("nave_ligera", "A2"), "u2": unit("infanteria_ligera", "A2", aboard="u1")})
    marm = faction("marmoreos", units={"u1": unit("nave_ligera", "A2"), "u2": unit("infanteria_ligera", "A2", aboard="u1")})
    orders = {"tuarian": [{"type": "atacar", "unidad": "u2", "objetivo_faccion": "marmoreos", "objetivo": "u1"},
                          {"type": "huir", "unidad": "u2", "hacia": "B2"}],
              "marmoreos": [{"type": "atacar", "unidad": "u1", "objetivo_faccion": "tuarian", "objetivo": "u2"}]}
    res = resolve(build(tmp_path / "t", {"tuarian": tuarian, "marmoreos": marm}, orders))
    assert outcome(res, "tuarian", 1).key == "reject.aboard"
    assert outcome(res, "tuarian", 2).key == "reject.aboard"
    assert outcome(res, "marmoreos", 1).key == "reject.unknown_target"


def test_a_terrain_change_is_told_to_those_standing_there_only(tmp_path):
    disc = ["fuego_es_amigo", "poder_de_la_naturaleza", "senda_destruccion"]
    tuarian = faction("tuarian", discoveries=disc, pool={"poder": 20}, units={"u1": unit("chaman", "B2")})
    marm = faction("marmoreos", settlements={"s1": settlement("Roca", "C2")})
    terales = faction("terales", units={"u1": unit("explorador", "D2")})
    orders = {"tuarian": [{"type": "hechizo", "hechizo": "obliterar", "chaman": "u1", "hex": "C2"}]}
    res = resolve(build(tmp_path / "t", {"tuarian": tuarian, "marmoreos": marm, "terales": terales}, orders))
    (change,) = _events(res, "terrain.changed")
    assert change.audience.factions == {"tuarian", "marmoreos"} and not change.audience.is_public


def test_mutual_attacks_follow_the_drawn_order_and_the_fallen_are_told_why(tmp_path):
    tuarian = faction("tuarian", units={"u1": unit("infanteria_ligera", "C2", life=1)})
    marm = faction("marmoreos", units={"u1": unit("infanteria_ligera", "C2", life=1)})
    orders = {"tuarian": [{"type": "atacar", "unidad": "u1", "objetivo_faccion": "marmoreos", "objetivo": "u1"}],
              "marmoreos": [{"type": "atacar", "unidad": "u1", "objetivo_faccion": "tuarian", "objetivo": "u1"}]}
    dice = {**_dice(FIGHT, hex="C2", fid="tuarian", gid="u1"), "t01/order/races/1": [2]}  # tuarian first
    res = resolve(build(tmp_path / "t", {"tuarian": tuarian, "marmoreos": marm}, orders, dice=dice))
    assert outcome(res, "tuarian", 1).key == "ok.attacked"
    assert outcome(res, "marmoreos", 1).key == "reject.unit_gone"


def test_report_status_words_come_from_the_catalog(tmp_path):
    tuarian = faction("tuarian", units={"u1": unit("nave_ligera", "A2"), "u2": unit("infanteria_ligera", "A2", aboard="u1")})
    d = build(tmp_path / "t", {"tuarian": tuarian}, {})
    (d / "game.toml").write_text((d / "game.toml").read_text().replace('lang = "es"', 'lang = "en"'))
    rep = resolve(d).files["reports/tuarian.md"].decode()
    assert "aboard Cierzo" in rep and "a bordo" not in rep  # the ship by its name (named at the turn's start)


def test_a_ranged_blow_is_the_first_attack_an_entrenched_unit_receives(tmp_path):
    tuarian = faction("tuarian", units={"u1": unit("lanzapiedras", "B2")})
    marm = faction("marmoreos", units={"u1": unit("infanteria_ligera", "C2", entrenched=True)})
    orders = {"tuarian": [{"type": "atacar_distancia", "unidad": "u1", "objetivo_faccion": "marmoreos", "objetivo": "u1"}]}
    res = resolve(build(tmp_path / "t", {"tuarian": tuarian, "marmoreos": marm}, orders))
    assert outcome(res, "tuarian", 1).key == "ok.ranged"
    assert _events(res, "ranged.hit")[0].rolls[1].expr == "1d6+5"  # Defensa 4 + 1 entrenched, for this blow
    assert "entrenched" not in state_of(res, "marmoreos")["units"]["u1"]


def test_fleeing_into_difficult_terrain_needs_the_movement_it_costs(tmp_path):
    """Infantería ligera (Movimiento 2) moved one hex, then flees into a swamp (difficult: 2)."""
    terrain = ["Ma Ll Ll Pa Ll Ll", "Ma Ll Ll Ll Ll Ll", "Ma Ll Ll Ll Ll Ll", "Ma Ll Ll Ll Ll Ll"]
    tuarian = faction("tuarian", units={"u1": unit("infanteria_ligera", "C2")})
    marm = faction("marmoreos", units={"u1": unit("infanteria_ligera", "C1")})
    orders = {"tuarian": [{"type": "mover", "unidad": "u1", "ruta": ["C1"]}, {"type": "huir", "unidad": "u1", "hacia": "D1"}],
              "marmoreos": [{"type": "atacar", "unidad": "u1", "objetivo_faccion": "tuarian", "objetivo": "u1"}]}
    res = resolve(build(tmp_path / "t", {"tuarian": tuarian, "marmoreos": marm}, orders, terrain=terrain))
    assert outcome(res, "tuarian", 2).key == "reject.flee_no_movement"


def test_ships_carry_infantry_not_cavalry(tmp_path):
    tuarian = faction("tuarian", units={"u1": unit("nave_ligera", "A2"), "u2": unit("caballeria_ligera", "B2"),
                                        "u3": unit("colonos", "B2")})
    orders = {"tuarian": [{"type": "embarcar", "unidad": "u2", "nave": "u1"}, {"type": "embarcar", "unidad": "u3", "nave": "u1"}]}
    res = resolve(build(tmp_path / "t", {"tuarian": tuarian}, orders))
    assert [outcome(res, "tuarian", n).key for n in (1, 2)] == ["reject.cannot_board", "ok.embarked"]
    res = resolve(build(tmp_path / "t2", {"tuarian": tuarian}, orders, settings={"transport": {"cavalry": True}}))
    assert outcome(res, "tuarian", 1).key == "ok.embarked"
