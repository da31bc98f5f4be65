from gm.rulesets.sector import rules

CFG = rules.settings({})


def test_research_table_and_parallel():
    assert rules.research_step(1, CFG) == (2, 11)
    assert rules.research_step(10, CFG) == (40, 20)
    assert [rules.parallel_research(s, CFG) for s in (0, 10, 11, 20, 21, 50, 51)] == [1, 1, 2, 2, 3, 3, 4]
    assert rules.half_up(2) == 1 and rules.half_up(40) == 20


def test_surcharge_table():
    assert rules.surcharge(10, CFG) == (0, 0)
    assert rules.surcharge(11, CFG) == (2, 4)
    assert rules.surcharge(50, CFG) == (4, 10)
    assert rules.surcharge(51, CFG) == (8, 20)


def test_build_times_shrink_with_construccion():
    assert rules.build_time(3, 0, 0, CFG) == 3
    assert rules.build_time(3, 2, 0, CFG) == 1
    assert rules.build_time(3, 5, 0, CFG) == 1        # minimum 1
    assert rules.build_time(10, 0, 12, CFG) == 12     # + 2 turns of surcharge


def test_upkeep_and_income():
    # "1 CRISTAL POR TURNO+ENE (mínimo 1)": once every 1 + ENE turns, ENE -1 at level 0
    assert [rules.upkeep_period(e, CFG) for e in (0, 1, 2, 5)] == [1, 2, 3, 6]
    assert [rules.upkeep_ship(0, t, CFG) for t in (2, 3, 4)] == [1, 1, 1]
    assert [rules.upkeep_ship(1, t, CFG) for t in (2, 3, 4, 5)] == [1, 0, 1, 0]   # ENERGÍA lowers it
    assert [rules.upkeep_ship(2, t, CFG) for t in (3, 4, 5, 6)] == [1, 0, 0, 1]
    assert rules.upkeep_station(0, 7, CFG) == 2
    assert [rules.upkeep_station(1, t, CFG) for t in (6, 7)] == [2, 0]
    discount = {**CFG, "upkeep": {**CFG["upkeep"], "energia": "discount"}}
    assert rules.upkeep_ship(3, 7, discount) == 1 and rules.upkeep_station(1, 7, discount) == 1
    assert [rules.annexed_income(d, CFG) for d in (1, 2, 10)] == [1, 1, 9]


def test_tech_modifier_level_zero():
    assert rules.tech_mod(0, CFG) == -1 and rules.tech_mod(2, CFG) == 2


def test_margins():
    assert [rules.diplomacy_result(m, CFG) for m in (0, 1, 2, 3)] == ["none", "peace", "alliance", "annex"]
    assert [rules.assault_result(m, CFG) for m in (3, 2, -2, -3, -4, -5)] == [
        "taken", "continues", "continues", "repelled", "repelled", "repelled_destroy"]


def test_same_values_rule():
    races = CFG["races"]
    empires = {k: {"traits": {t: races[k][t] for t in rules.TRAITS}}
               for k in ("federacion", "klingon", "romulano", "cardasiano")}
    assert rules.trait_values_equal(empires)
    empires["klingon"]["traits"]["agresividad"] = 3
    assert not rules.trait_values_equal(empires)


def test_new_game_validates_and_resolves(tmp_path):
    from gm import tomlio
    from gm.engine.pipeline import resolve_files
    from gm.engine.validate import validate_dir
    from gm.registry import get

    rs = get("sector")
    for n in (1, 4):
        state = rs.new_game(n, "seed-x")
        assert sum(1 for f in state.factions.values() if f["kind"] == "empire") == n
        assert sum(1 for f in state.factions.values() if f["kind"] == "npc") == 1
        assert "seed" not in state.game
        d = tmp_path / f"g{n}"
        (d / "factions").mkdir(parents=True)
        game = dict(state.game, seed="public-test-seed")
        (d / "game.toml").write_text(tomlio.dumps(game, rs.schema("game")))
        for fid, f in state.factions.items():
            (d / "factions" / f"{fid}.toml").write_text(tomlio.dumps(f, rs.schema("faction")))
        (d / "orders.toml").write_text(tomlio.dumps(state.orders, rs.schema("orders")))
        assert validate_dir(d).ok
        res = resolve_files(d)
        assert all(o.applied for o in res.context.outcomes.values())
    # the same seed gives the same map; another seed another
    assert rs.new_game(4, "a").game == rs.new_game(4, "a").game
    assert rs.new_game(4, "a").game != rs.new_game(4, "b").game


def test_check_finds_unequal_traits_and_off_map_sectors():
    from gm.registry import get
    from tests.rulesets.sector.sector_testkit import small_game

    s = small_game()
    s.factions["klingon"]["traits"]["agresividad"] = 4
    s.factions["federacion"]["ships"]["fed-1"]["sector"] = "Z9"
    messages = [p.text("en") for p in get("sector").check(s)]
    assert any("same values" in m for m in messages)
    assert any("Z9" in m for m in messages)
    spanish = [p.text("es") for p in get("sector").check(s)]
    assert any("los mismos valores" in m for m in spanish)
    assert any("el sector Z9 no está en el mapa de 10x10" in m for m in spanish)


_SAMPLE_KEYS = {"unit": "fed-1", "fleet": "alfa", "ships": ["fed-1"], "target": "klingon", "ship": "fed-1",
                "system": "tierra", "goal": "peace", "route": "r1", "at": "tierra", "tech": "energia",
                "action": "discover", "advantage": "a1"}


def test_every_order_type_is_settled_in_the_phase_its_schema_branch_names():
    """Each order type of the schema ("phase 6: ...") ends applied or rejected in that
    phase, never left over for the `leftovers` step."""
    import json
    import re
    from pathlib import Path

    from tests.rulesets.sector.sector_testkit import give_orders, run, small_game

    root = Path(__file__).resolve().parents[3]
    schema = json.loads((root / "schemas" / "sector" / "orders.schema.json").read_text())
    item = schema["properties"]["factions"]["additionalProperties"]["properties"]["orders"]["items"]
    expected = {}
    orders = []
    for branch in item["allOf"]:
        then = branch["then"]
        kind = then["properties"]["type"]["const"]
        expected[kind] = re.match(r"phase (\d+):", then["description"]).group(1)
        orders.append({"type": kind, **{k: _SAMPLE_KEYS[k] for k in then["required"] if k != "type"}})
    assert sorted(expected) == sorted(item["properties"]["type"]["enum"])
    ctx = run(give_orders(small_game(), {"federacion": orders}))
    settled = {e.order.type: e.phase for e in ctx.events if e.order is not None and e.kind.startswith("sector.")}
    assert sorted(settled) == sorted(expected)
    for kind, number in expected.items():
        assert settled[kind].split("-")[0].rstrip("abc") == number, (kind, settled[kind])


def test_colony_upkeep_ignores_energia_unless_asked():
    # "Cada COLONIA cuesta 1 CRISTAL POR TURNO": no "+ENE" on the colonies' line
    assert [rules.upkeep_colony(1, t, CFG) for t in (2, 3)] == [1, 1]
    asked = {**CFG, "upkeep": {**CFG["upkeep"], "colony_energia": True}}
    assert [rules.upkeep_colony(1, t, asked) for t in (2, 3)] == [1, 0]
