"""The object objective ("conseguir un objeto"): take it, carry it, drop it when falling, win."""
import json
from pathlib import Path

from jsonschema import Draft202012Validator

OBJECT = {"name": "historia", "objective": "object", "objective_square": "E4"}
SCHEMA = json.loads((Path(__file__).resolve().parents[3] / "schemas" / "eraide" / "game.schema.json").read_text())


def test_taking_the_object_next_to_it_wins_at_the_end_of_the_round(arena):
    st = arena.state({"brann": arena.char("brann", "E5")}, {"otto": arena.char("otto", "A1")}, mode=OBJECT,
                     orders={"rojo": [{"type": "take", "character": "brann"}]})
    ctx = arena.run(st)
    assert arena.outcome(ctx, "rojo").key == "eraide.done.take"
    taken = [e for e in ctx.events if e.kind == "eraide.ev.object_taken"][0]
    assert taken.audience.is_public and taken.params["square"] == "E4"
    battle = ctx.model.game["battle"]
    assert battle["object_carrier"] == "brann" and battle["finished"] and battle["winner"] == "rojo"
    assert battle["result"] == "objective"


def test_the_object_out_of_reach_or_absent_is_a_rejection(arena):
    st = arena.state({"brann": arena.char("brann", "E6")}, {"otto": arena.char("otto", "A1")}, mode=OBJECT,
                     orders={"rojo": [{"type": "take", "character": "brann"}]})
    ctx = arena.run(st)
    assert arena.outcome(ctx, "rojo").key == "eraide.reject.object_far"
    assert not ctx.model.game["battle"].get("finished")
    st = arena.state({"brann": arena.char("brann", "E5")}, {"otto": arena.char("otto", "A1")},
                     orders={"rojo": [{"type": "take", "character": "brann"}]})
    assert arena.outcome(arena.run(st), "rojo").key == "eraide.reject.no_object"
    # a step first can bring it within reach (a partial action)
    st = arena.state({"brann": arena.char("brann", "E6")}, {"otto": arena.char("otto", "A1")}, mode=OBJECT,
                     orders={"rojo": [{"type": "take", "character": "brann", "step": "E5"}]})
    assert arena.run(st).model.game["battle"]["object_carrier"] == "brann"


def test_a_complete_take_allows_no_step(arena):
    st = arena.state({"brann": arena.char("brann", "E6")}, {"otto": arena.char("otto", "A1")}, mode=OBJECT,
                     settings={"objective": {"take_action": "complete"}},
                     orders={"rojo": [{"type": "take", "character": "brann", "step": "E5"}]})
    assert arena.outcome(arena.run(st), "rojo").key == "eraide.reject.step_with_complete"


def test_the_carrier_falls_and_drops_it_on_its_square(arena):
    st = arena.state({"brann": arena.char("brann", "C3")},
                     {"otto": arena.char("otto", "C4", pot_now=1), "ilse": arena.char("ilse", "H1")},
                     mode=OBJECT, orders={"rojo": [{"type": "attack", "character": "brann", "target": "otto"}]})
    st.game["battle"]["object_carrier"] = "otto"
    ctx = arena.run(st, {"brann/main/attack": [20], "brann/main/defence/otto": [1]})
    dropped = [e for e in ctx.events if e.kind == "eraide.ev.object_dropped"][0]
    assert dropped.audience.is_public and dropped.params["square"] == "C4"
    battle = ctx.model.game["battle"]
    assert "object_carrier" not in battle and battle["object_square"] == "C4" and not battle.get("finished")
    report = repr(arena.ruleset.public_report(ctx))
    assert "eraide.report.object_here" in report


def test_edge_setting_needs_the_carrier_on_its_own_edge(arena):
    settings = {"objective": {"object_win": "edge"}}
    st = arena.state({"brann": arena.char("brann", "E5")}, {"otto": arena.char("otto", "A1")}, mode=OBJECT,
                     settings=settings, orders={"rojo": [{"type": "take", "character": "brann"}]})
    ctx = arena.run(st)
    assert ctx.model.game["battle"]["object_carrier"] == "brann" and not ctx.model.game["battle"].get("finished")
    st = arena.state({"brann": arena.char("brann", "E6")}, {"otto": arena.char("otto", "A1")}, mode=OBJECT,
                     settings=settings, orders={"rojo": [{"type": "wait", "character": "brann"}]})
    st.game["battle"]["object_carrier"] = "brann"      # rojo's edge is south: row 6
    assert arena.run(st).model.game["battle"]["winner"] == "rojo"


def test_check_and_schema_validate_the_object(arena):
    st = arena.state({"brann": arena.char("brann", "E5")}, {"otto": arena.char("otto", "A1")}, mode=OBJECT)
    assert arena.ruleset.check(st) == []
    game = {k: v for k, v in st.game.items() if k in SCHEMA["properties"]}
    assert list(Draft202012Validator(SCHEMA).iter_errors(game)) == []
    st.game["battle"]["object_carrier"] = "nadie"
    assert any(p.path == ("battle", "object_carrier") for p in arena.ruleset.check(st))
    st.game["battle"] = {"finished": False}
    st.game["mode"] = {"name": "historia", "objective": "object"}
    assert any(p.path == ("mode", "objective_square") for p in arena.ruleset.check(st))
    bad = dict(game, mode={"name": "historia", "objective": "grab"})
    assert list(Draft202012Validator(SCHEMA).iter_errors(bad))
