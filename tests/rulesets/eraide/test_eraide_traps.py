"""Traps with Mecanismos: set, disarm, trigger, detect, and who may know."""


def trap(owner="azul", square="D4", known=()):
    return {"square": square, "owner": owner, "known": list(known)}


def with_trap(st, tid="otto-t1", **kw):
    st.game["traps"] = {tid: trap(**kw)}
    return st


def test_set_trap_is_a_mecanismos_check_known_only_to_its_side(arena):
    orders = {"azul": [{"type": "set_trap", "character": "otto", "square": "D3"}]}
    st = arena.state({"brann": arena.char("brann", "H6")}, {"otto": arena.char("otto", "D2")}, orders=orders)
    ctx = arena.run(st, {"otto/main/set_trap": [4]})         # 4 + 6 = 10: set
    assert ctx.model.game["traps"] == {"otto-t2": {"square": "D3", "owner": "azul", "known": []}}
    ev = [e for e in ctx.events if e.kind == "eraide.ev.trap_set"][0]
    assert ev.audience.sees("azul") and not ev.audience.sees("rojo") and not ev.audience.is_public
    assert ev.rolls
    assert "eraide.report.traps_known" in repr(arena.ruleset.private_report(ctx, "azul"))
    assert "eraide.report.traps_known" in repr(arena.ruleset.gm_report(ctx))
    for blocks in (arena.ruleset.public_report(ctx), arena.ruleset.private_report(ctx, "rojo")):
        assert "D3" not in repr(blocks)
    ctx = arena.run(st, {"otto/main/set_trap": [3]})
    assert "traps" not in ctx.model.game and "eraide.ev.trap_set_failed" in arena.kinds(ctx)


def test_set_trap_needs_a_free_adjacent_square(arena):
    def reason(square, **over):
        orders = {"azul": [{"type": "set_trap", "character": "otto", "square": square}]}
        st = arena.state({"brann": arena.char("brann", "D4")}, {"otto": arena.char("otto", "D3", **over)},
                         orders=orders)
        return arena.outcome(arena.run(st), "azul").key
    assert reason("D5") == "eraide.reject.trap_not_adjacent"
    assert reason("D4") == "eraide.reject.trap_square"
    assert reason("C3", states={"agotado": {"rounds": 2, "value": 0}}) == "eraide.reject.agotado"


def test_an_unknown_trap_stops_the_run_and_hurts(arena):
    orders = {"rojo": [{"type": "run", "character": "brann", "path": ["D5", "D4", "D3"]}]}
    st = with_trap(arena.state({"brann": arena.char("brann", "D6")}, {"otto": arena.char("otto", "H1")},
                               orders=orders))
    ctx = arena.run(st)
    brann = ctx.model.char("brann")
    assert brann["square"] == "D4" and brann["pot_now"] == brann["pot"] - 3
    hit = [e for e in ctx.events if e.kind == "eraide.ev.trap_triggered"][0]
    assert hit.audience.is_public
    assert "traps" not in ctx.model.game      # spent
    # its own side walks over it safely
    orders = {"azul": [{"type": "run", "character": "otto", "path": ["D5", "D4", "D3"]}]}
    st = with_trap(arena.state({"brann": arena.char("brann", "H1")}, {"otto": arena.char("otto", "D6")},
                               orders=orders))
    ctx = arena.run(st)
    assert ctx.model.char("otto")["square"] == "D3" and "eraide.ev.trap_triggered" not in arena.kinds(ctx)


def test_a_step_or_jump_onto_a_trap_triggers_it_with_its_own_damage(arena):
    orders = {"rojo": [{"type": "wait", "character": "brann", "step": "D4"}]}
    st = with_trap(arena.state({"brann": arena.char("brann", "D5")}, {"otto": arena.char("otto", "H1")},
                               orders=orders))
    st.game["traps"]["otto-t1"]["damage"] = 5
    ctx = arena.run(st)
    assert ctx.model.char("brann")["pot_now"] == ctx.model.char("brann")["pot"] - 5


def test_moving_next_to_a_trap_may_detect_it(arena):
    orders = {"rojo": [{"type": "wait", "character": "brann", "step": "D5"}]}
    st = with_trap(arena.state({"brann": arena.char("brann", "D6")}, {"otto": arena.char("otto", "H1")},
                               orders=orders))
    ctx = arena.run(st, {"trap/otto-t1/brann": [10]})     # 10 + 2 = 12: spotted
    assert ctx.model.game["traps"]["otto-t1"]["known"] == ["rojo"]
    ev = [e for e in ctx.events if e.kind == "eraide.ev.trap_detected"][0]
    assert ev.audience.sees("rojo") and not ev.audience.is_public
    ctx = arena.run(st, {"trap/otto-t1/brann": [9]})
    assert ctx.model.game["traps"]["otto-t1"]["known"] == []
    miss = [e for e in ctx.events if e.kind == "eraide.ev.trap_unseen"][0]
    assert not miss.audience.sees("rojo") and not miss.audience.sees("azul")
    # a known trap is walked around: it does not trigger
    orders = {"rojo": [{"type": "run", "character": "brann", "path": ["D5", "D4", "D3"]}]}
    st = with_trap(arena.state({"brann": arena.char("brann", "D6")}, {"otto": arena.char("otto", "H1")},
                               orders=orders), known=["rojo"])
    assert arena.run(st).model.char("brann")["square"] == "D3"


def test_disarm_needs_a_known_adjacent_trap(arena):
    orders = {"rojo": [{"type": "disarm_trap", "character": "nyx", "square": "D4"}]}
    st = with_trap(arena.state({"nyx": arena.char("nyx", "D5")}, {"otto": arena.char("otto", "H1")},
                               orders=orders), known=["rojo"])
    ctx = arena.run(st, {"nyx/main/disarm_trap": [7]})     # 7 + 3 = 10
    assert "traps" not in ctx.model.game
    ev = [e for e in ctx.events if e.kind == "eraide.ev.trap_disarmed"][0]
    assert ev.audience.sees("rojo") and ev.audience.sees("azul")
    ctx = arena.run(st, {"nyx/main/disarm_trap": [6]})
    assert "otto-t1" in ctx.model.game["traps"] and "eraide.ev.trap_disarm_failed" in arena.kinds(ctx)
    st = with_trap(arena.state({"nyx": arena.char("nyx", "D5")}, {"otto": arena.char("otto", "H1")},
                               orders=orders))     # not known: reads like no trap
    assert arena.outcome(arena.run(st), "rojo").key == "eraide.reject.no_trap"


def test_check_validates_traps(arena):
    st = with_trap(arena.state({"nyx": arena.char("nyx", "D5")}, {"otto": arena.char("otto", "H1")}))
    assert arena.ruleset.check(st) == []
    st.game["traps"]["x"] = trap(owner="verde", square="D4", known=["gris"])
    paths = {p.path for p in arena.ruleset.check(st)}
    assert {("traps", "x", "owner"), ("traps", "x", "known", 0), ("traps", "x", "square")} <= paths


def test_orders_schema_takes_the_new_orders():
    import json
    from pathlib import Path
    from jsonschema import Draft202012Validator
    schema = json.loads((Path(__file__).resolve().parents[3] / "schemas" / "eraide" / "orders.schema.json").read_text())
    v = Draft202012Validator(schema)

    def errors(order):
        return list(v.iter_errors({"turn": 2, "factions": {"rojo": {"orders": [order]}}}))
    assert errors({"type": "set_trap", "character": "otto", "square": "D3", "destiny": True}) == []
    assert errors({"type": "disarm_trap", "character": "otto", "square": "D3", "step": "C3"}) == []
    assert errors({"type": "take", "character": "otto", "step": "C3"}) == []
    assert errors({"type": "set_trap", "character": "otto"})               # square required
    assert errors({"type": "take", "character": "otto", "target": "nyx"})  # no target


def test_maps_draw_a_trap_only_for_those_who_know_it():
    from gm.rulesets.eraide.maps import build_maps
    from gm.maps.text import text_map

    game = {"title": "T", "turn": 2, "board": {"terrain": ["......", "......", "......"]},
            "traps": {"otto-t1": {"square": "C2", "owner": "azul", "known": ["verde"]}}}
    factions = {f: {"name": f, "characters": {}} for f in ("azul", "rojo", "verde")}
    maps = build_maps(game, factions)
    shown = {name: "C2" in {c for c, cell in spec.cells.items() if cell.border == "black"} for name, spec in maps.items()}
    assert shown == {"public": False, "gm": True, "azul": True, "rojo": False, "verde": True}
    assert "^" in text_map(maps["azul"]) and "^" not in text_map(maps["rojo"])
    assert all(len(spec.legend) == len(maps["public"].legend) + 1 for n, spec in maps.items() if shown[n])
    opened = build_maps(game, factions, settings={"traps": {"hidden": False}})
    assert all(spec.cells["C2"].border == "black" for spec in opened.values())


def test_trap_rejections_name_the_trap_square_not_the_step(arena):
    orders = {"azul": [{"type": "set_trap", "character": "otto", "square": "D4", "step": "C3", "step_after": True}]}
    st = arena.state({"brann": arena.char("brann", "D4")}, {"otto": arena.char("otto", "D3")}, orders=orders)
    ctx = arena.run(st)
    out = arena.outcome(ctx, "azul")
    assert out.key == "eraide.reject.trap_square" and out.params["square"] == "D4"


def test_open_traps_are_listed_in_every_report(arena):
    st = with_trap(arena.state({"brann": arena.char("brann", "H6")}, {"otto": arena.char("otto", "D2")}))
    ctx = arena.run(st)
    assert "eraide.report.traps_known" not in repr(arena.ruleset.public_report(ctx))
    st.game["settings"] = {"traps": {"hidden": False}}
    ctx = arena.run(st)
    for blocks in (arena.ruleset.public_report(ctx), arena.ruleset.private_report(ctx, "rojo")):
        assert "eraide.report.traps_known" in repr(blocks)


def test_a_destiny_reroll_on_a_hidden_trap_is_told_only_to_the_trap_side(arena):
    """Issue 22: visible Otto fails to set a trap and spends destiny; "gasta un punto de
    destino" in the public or the enemy's report would tell a trap was set beside him.
    Disarming goes through the same roll."""
    orders = {"azul": [{"type": "set_trap", "character": "otto", "square": "D3", "destiny": True}]}
    st = arena.state({"brann": arena.char("brann", "E4")}, {"otto": arena.char("otto", "D2")}, orders=orders)
    ctx = arena.run(st, {"otto/main/set_trap": [3], "otto/main/set_trap/destiny": [5]})
    assert ctx.model.game["traps"]["otto-t2"]["square"] == "D3"
    spent = [e for e in ctx.events if e.kind == "eraide.ev.destiny"]
    assert len(spent) == 1 and spent[0].audience.sees("azul")
    assert not spent[0].audience.is_public and not spent[0].audience.sees("rojo")
    assert ctx.model.factions["azul"]["destiny"] == st.factions["azul"]["destiny"] - 1
    for blocks in (arena.ruleset.public_report(ctx), arena.ruleset.private_report(ctx, "rojo")):
        assert "eraide.ev.destiny" not in repr(blocks)
    assert "eraide.ev.destiny" in repr(arena.ruleset.private_report(ctx, "azul"))
    orders = {"azul": [{"type": "disarm_trap", "character": "otto", "square": "D3", "destiny": True}]}
    st = with_trap(arena.state({"brann": arena.char("brann", "E4")}, {"otto": arena.char("otto", "D2")},
                               orders=orders), square="D3")
    ctx = arena.run(st, {"otto/main/disarm_trap": [3], "otto/main/disarm_trap/destiny": [5]})
    assert "traps" not in ctx.model.game
    spent = [e for e in ctx.events if e.kind == "eraide.ev.destiny"]
    assert len(spent) == 1 and spent[0].audience.sees("azul") and not spent[0].audience.sees("rojo")
