"""`gm validate` (the ruleset's check) reports orders naming units that are not the faction's."""

from gm.registry import get
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
    # EN3 (issue 25): what a player reads says the faction's ships by name, in English's shape
    assert by_path[base + (0, "ship")] == "“fantasma-9” is not one of your active ships; expected one of: Defiant, Enterprise"
    assert by_path[base + (1, "ship")].startswith("“kli-1” is not one of your active ships")
    assert base + (2, "ships", 1) in by_path and base + (2, "ships", 0) not in by_path
    assert by_path[base + (3, "fleet")].startswith("“ghost” is not one of your fleets (formed, or formed by an earlier order of yours)")
    assert by_path[base + (4, "unit")].startswith("“kli-2” is not one of your active ships or stations")
    assert by_path[base + (5, "route")] == "“r9” is not one of your trade routes, and you have none"
    assert "“st-1” is not one of your stations" in by_path[base + (6, "station")]
    assert "“nowhere”" in by_path[base + (7, "at")]
    assert by_path[base + (8, "target")] == "“Defiant” is a ship of yours; expected a ship of another faction"
    assert not any("form_fleet" in text or "found" in text for text in by_path.values()), by_path
    # a foreign ship id that may not exist is the turn's to answer ("no hay objetivo visible"),
    # as an unseen one is: validation must not tell them apart
    assert base + (9, "target") not in by_path
    assert len(out) == 9
    spanish = {p.path: p.text("es") for p in out}
    assert spanish[base + (0, "ship")] == "«fantasma-9» no es una de tus naves activas; se esperaba una de: Defiant, Enterprise"
    assert spanish[base + (8, "target")] == "«Defiant» es una nave tuya; se esperaba una nave de otra facción"
    assert "form_fleet" not in spanish[base + (3, "fleet")]


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


# -- a ship on a trade route (issue 23) ----------------------------------------------------------

def _trader_turn(tmp_path, settings: dict | None = None):
    """The sample's first turn with fed-2 assigned to a route to Vulcano, and the Federation
    ordering `desmantelar fed-2` beside a move of fed-1."""
    import shutil

    from gm import tomlio
    from gm.engine.validate import validate_dir
    from tests.robustness.common import ROOT, write_orders

    turn = tmp_path / "turn-01"
    shutil.copytree(ROOT / "sample_games" / "sector" / "turn-01", turn)
    v = validate_dir(turn)
    fed = v.state.factions["federacion"]
    fed["ships"]["fed-2"]["status"] = "trade"
    fed["routes"] = {"fed-r1": {"system": "vulcano", "income": 2, "ship": "fed-2", "since": 1}}
    (turn / "factions" / "federacion.toml").write_text(tomlio.dumps(fed, v.ruleset.schema("faction")), encoding="utf-8")
    if settings:
        v.state.game["settings"] = settings
        (turn / "game.toml").write_text(tomlio.dumps(v.state.game, v.ruleset.schema("game")), encoding="utf-8")
    write_orders(turn, v.ruleset, {"turn": 1, "factions": {"federacion": {"orders": [
        {"type": "decommission", "unit": "fed-2"}, {"type": "move", "ship": "fed-1", "to": "F5"}]}}})
    return validate_dir(turn)


def test_decommissioning_a_ship_on_a_trade_route_is_refused_not_a_blocked_turn(tmp_path):
    """"desmantelar car-2" for a ship on a route made validate and resolve exit 1: the ship
    is the empire's own, so validation lets it through and maintenance refuses it, naming
    the route ("asignada de manera permanente al comercio"); the rest of the post is applied."""
    from gm.engine.pipeline import resolve_validated

    v = _trader_turn(tmp_path)
    assert v.ok, [p.format() for p in v.errors]
    res = resolve_validated(v, None, None, "markdown")
    assert res.context.outcomes[("federacion", 1)].key == "sector.reject.ship_on_route"
    assert res.context.outcomes[("federacion", 2)].key == "sector.applied.moved"
    report = res.files["reports/federacion.md"].decode("utf-8")
    # fed-2 by name; the route by its partner's (issue 25: routes by name, not car-r5)
    assert "la nave Defiant está asignada de forma permanente a la ruta comercial con Vulcano" in report
    assert "fed-2" in res.context.model.factions["federacion"]["ships"]


def test_decommissioning_a_trader_may_end_its_route(tmp_path):
    """`trade.decommission_ends_route = true`: the ship is scrapped and its route ends."""
    from gm.engine.pipeline import resolve_validated

    v = _trader_turn(tmp_path, {"trade": {"decommission_ends_route": True}})
    assert v.ok, [p.format() for p in v.errors]
    res = resolve_validated(v, None, None, "markdown")
    assert res.context.outcomes[("federacion", 1)].key == "sector.applied.decommissioned_route"
    f = res.context.model.factions["federacion"]
    assert "fed-2" not in f["ships"] and "fed-r1" not in f["routes"]
