"""`gm validate` (the ruleset's check) reports orders naming units that are not the faction's."""

from gm.rulesets import get
from tests.rulesets.sector.sector_testkit import give_orders, quiet, run, small_game


def problems(orders):
    state = give_orders(small_game(npc="ferengi"), orders)
    return get("sector").check(state)


def test_unknown_and_foreign_units_are_located():
    out = problems({"federacion": [
        {"type": "move", "ship": "fantasma-9", "to": "A1"},
        {"type": "move", "ship": "kli-1", "to": "A1"},
        {"type": "attack", "ships": ["fed-1", "nope"], "target": "klingon"},
        {"type": "move", "fleet": "ghost", "to": "A1"},
        {"type": "decommission", "unit": "kli-2"},
        {"type": "cancel_route", "route": "r9"},
        {"type": "attack", "station": "st-1", "target": "klingon"},
        {"type": "build_ship", "at": "nowhere"},
        {"type": "intercept", "ship": "fed-1", "target": "fed-2"},
        {"type": "intercept", "ship": "fed-1", "target": "zzz"},
    ]})
    by_path = {p.path: p.text("en") for p in out}
    base = ("factions", "federacion", "orders")
    assert by_path[base + (0, "ship")].startswith("found ship 'fantasma-9', expected one of your ships: fed-1, fed-2")
    assert by_path[base + (1, "ship")].startswith("found ship 'kli-1', expected one of your ships")
    assert base + (2, "ships", 1) in by_path and base + (2, "ships", 0) not in by_path
    assert "fleet 'ghost'" in by_path[base + (3, "fleet")]
    assert "unit 'kli-2'" in by_path[base + (4, "unit")]
    assert "route 'r9'" in by_path[base + (5, "route")]
    assert "station 'st-1'" in by_path[base + (6, "station")]
    assert "'nowhere'" in by_path[base + (7, "at")]
    assert "yours" in by_path[base + (8, "target")]
    # a foreign ship id that may not exist is the turn's to answer ("no hay objetivo visible"),
    # as an unseen one is: validation must not tell them apart
    assert base + (9, "target") not in by_path
    assert len(out) == 9
    spanish = {p.path: p.text("es") for p in out}
    assert spanish[base + (0, "ship")] == "«fantasma-9» no es una de tus naves activas; se esperaba una de: fed-1, fed-2"
    assert spanish[base + (8, "target")] == "«fed-2» es una nave tuya; se esperaba una nave de otra facción"


def test_fleet_formed_earlier_in_the_orders_is_known():
    out = problems({"federacion": [
        {"type": "form_fleet", "fleet": "alfa", "ships": ["fed-1", "fed-2"]},
        {"type": "move", "fleet": "alfa", "to": "D4"},
    ]})
    assert out == []


def test_a_ship_lost_earlier_in_the_turn_is_rejected_not_a_crash():
    """check() cannot know a ship dies in phase 3: the later orders are rejected with a reason."""
    state = give_orders(small_game(sectors={"D3": {"terrain": "nebula"}}), {"federacion": [
        {"type": "move", "ship": "fed-1", "to": "D3"},
        {"type": "colonize", "ship": "fed-1"},
        {"type": "diplomacy", "ship": "fed-1", "goal": "annex"},
        {"type": "build_station", "ship": "fed-1"},
    ]})
    assert get("sector").check(state) == []
    dice = quiet("federacion", "klingon")
    dice["nebula/federacion/fed-1"] = [1]
    ctx = run(state, dice)
    keys = [ctx.outcomes[("federacion", i)].key for i in (1, 2, 3, 4)]
    assert keys[0].startswith("sector.applied")
    assert keys[1:] == ["sector.reject.unknown_ship"] * 3
