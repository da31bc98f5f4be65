"""Prologue (deployment), late entry, victory and checks of the whole game."""
from gm.engine.state import GameState
from gm.errors import wording


def test_deployment_alternates_first_by_die_within_agi(arena):
    rojo = {"brann": arena.char("brann", None), "selene": arena.char("selene", None)}
    azul = {"otto": arena.char("otto", None)}
    orders = {"rojo": [{"type": "deploy", "character": "brann", "square": "A6"},
                       {"type": "deploy", "character": "selene", "square": "B6"}],
              "azul": [{"type": "deploy", "character": "otto", "square": "A6"}]}
    st = arena.state(rojo, azul, turn=0, orders=orders)
    ctx = arena.run(st, {"deploy/rojo": [3], "deploy/azul": [18]})
    # azul places first and takes A6: Brann's square is then occupied
    assert ctx.model.char("otto")["square"] == "A6"
    assert arena.outcome(ctx, "rojo", 1).key == "eraide.reject.square_occupied"
    assert ctx.model.char("brann")["status"] == "reserve"
    assert ctx.model.char("selene")["square"] == "B6"
    # too far from the edge: Otto AGI 9 from the north edge cannot stand on row 10+
    tall = ["........"] * 12
    st = arena.state({"brann": arena.char("brann", None)}, {"otto": arena.char("otto", None)}, terrain=tall, turn=0,
                     orders={"azul": [{"type": "deploy", "character": "otto", "square": "A10"}]})
    assert arena.outcome(arena.run(st), "azul").key == "eraide.reject.too_far_from_edge"
    # deploy is for the prologue only
    st = arena.state({"brann": arena.char("brann", None)}, {"otto": arena.char("otto", "A1")},
                     orders={"rojo": [{"type": "deploy", "character": "brann", "square": "A6"}]})
    assert arena.outcome(arena.run(st), "rojo").key == "eraide.reject.deploy_after_prologue"


def test_late_entry_from_round_two_on_the_edge(arena):
    order = {"type": "enter", "character": "brann", "square": "C6"}
    st = arena.state({"brann": arena.char("brann", None)}, {"otto": arena.char("otto", "A1")}, turn=1,
                     orders={"rojo": [order]})
    assert arena.outcome(arena.run(st), "rojo").key == "eraide.reject.enter_round_one"
    st = arena.state({"brann": arena.char("brann", None)}, {"otto": arena.char("otto", "A1")}, turn=2,
                     orders={"rojo": [order]})
    ctx = arena.run(st)
    assert ctx.model.char("brann")["square"] == "C6" and ctx.model.char("brann")["status"] == "active"
    st = arena.state({"brann": arena.char("brann", None)}, {"otto": arena.char("otto", "A1")}, turn=2,
                     orders={"rojo": [dict(order, square="C5")]})
    assert arena.outcome(arena.run(st), "rojo").key == "eraide.reject.not_on_edge"


def test_victory_by_elimination_time_and_objective(arena):
    st = arena.state({"brann": arena.char("brann", "A3")}, {"otto": arena.char("otto", "A2", pot_now=1)},
                     orders={"rojo": [{"type": "attack", "character": "brann", "target": "otto"}]})
    ctx = arena.run(st, {"brann/main/attack": [15], "brann/main/defence/otto": [2]})
    assert ctx.model.game["battle"] == {"finished": True, "winner": "rojo", "result": "victory"}
    # by time: levels of the characters still in play
    st = arena.state({"brann": arena.char("brann", "A6")}, {"mael": arena.char("mael", "H1")},
                     mode={"name": "historia", "rounds": 2})
    ctx = arena.run(st)
    assert ctx.model.game["battle"]["winner"] == "azul" and ctx.model.game["battle"]["result"] == "time"
    st = arena.state({"brann": arena.char("brann", "A6")}, {"mael": arena.char("mael", "H1")},
                     mode={"name": "historia", "objective": "hold", "objective_square": "A6"})
    ctx = arena.run(st)
    assert ctx.model.game["battle"]["winner"] == "rojo" and ctx.model.game["battle"]["result"] == "objective"
    # after the end every order is rejected
    st.game["battle"] = {"finished": True, "winner": "rojo", "result": "objective"}
    st.orders = {"turn": 2, "factions": {"azul": {"orders": [{"type": "wait", "character": "mael"}]}}}
    assert arena.outcome(arena.run(st), "azul").key == "eraide.reject.game_over"


def _problems(arena, st: GameState):
    return [wording(p.message, "en") for p in arena.ruleset.check(st)]


def test_check_points_personalities_and_references(arena):
    st = arena.state({"brann": arena.char("brann", "A6")}, {"ilse": arena.char("ilse", "A1")},
                     mode={"name": "duelo", "points": 20})
    assert _problems(arena, st) == []
    st = arena.state({"brann": arena.char("brann", "A6")}, {"mael": arena.char("mael", "A1")},
                     mode={"name": "duelo", "points": 20})
    assert any("equal sums" in m for m in _problems(arena, st))
    st = arena.state({"brann": arena.char("brann", "A6")}, {"ilse": arena.char("ilse", "A1")},
                     mode={"name": "duelo", "points": 5})
    assert any("at most 5" in m for m in _problems(arena, st))
    twin = arena.char("brann", "B1")
    st = arena.state({"brann": arena.char("brann", "A6")}, {"brann2": twin, "otto": arena.char("otto", "A1")},
                     mode={"name": "historia"})
    assert any("each personality once" in m for m in _problems(arena, st))
    # units may repeat
    st = arena.state({"otto": arena.char("otto", "A6")}, {"otto2": arena.char("otto", "B1")}, mode={"name": "historia"})
    assert _problems(arena, st) == []
    st = arena.state({"brann": arena.char("brann", "A6")}, {"ilse": arena.char("ilse", "A6")}, mode={"name": "historia"})
    assert any("one character per square" in m for m in _problems(arena, st))
    st = arena.state({"brann": arena.char("brann", "A6")}, {"ilse": arena.char("ilse", "A1")},
                     mode={"name": "batalla"})
    assert any("expected 3-" in m for m in _problems(arena, st))
    st = arena.state({"brann": arena.char("brann", "A6")}, {"ilse": arena.char("ilse", "A1")}, mode={"name": "historia"},
                     orders={"rojo": [{"type": "attack", "character": "ilse", "target": "brann"},
                                      {"type": "run", "character": "brann", "path": ["Z9"]},
                                      {"type": "talent", "character": "brann", "talent": "nope"}]})
    msgs = _problems(arena, st)
    assert any("expected one of the characters of " in m and "rojo" not in m.split("characters of ")[1][:12] for m in msgs)  # by its name, never its id (issue 25)
    assert any("expected a square from A1 to H6" in m for m in msgs)
    assert any("brann's talents" in m for m in msgs)
