"""Movement: step, run (AGI/2), passing allies not enemies, climbing, jumps, falls, pushes."""


def test_step_then_attack_and_step_must_be_adjacent(arena):
    st = arena.state({"brann": arena.char("brann", "B4")}, {"otto": arena.char("otto", "B2")},
                     orders={"rojo": [{"type": "attack", "character": "brann", "target": "otto", "step": "B3"}]})
    ctx = arena.run(st, {"brann/main/attack": [15], "brann/main/defence/otto": [5]})
    assert arena.outcome(ctx, "rojo").applied
    assert ctx.model.char("brann")["square"] == "B3"
    st = arena.state({"brann": arena.char("brann", "B4")}, {"otto": arena.char("otto", "B1")},
                     orders={"rojo": [{"type": "wait", "character": "brann", "step": "B6"}]})
    ctx = arena.run(st)
    assert arena.outcome(ctx, "rojo").key == "eraide.reject.step_not_adjacent"
    assert ctx.model.char("brann")["square"] == "B4"


def test_run_budget_is_agi_over_two_and_climbing_costs(arena):
    # Brann AGI 10: 5 squares
    six = ["A5", "A4", "A3", "A2", "A1", "B1"]
    st = arena.state({"brann": arena.char("brann", "A6")}, {"otto": arena.char("otto", "H1")},
                     orders={"rojo": [{"type": "run", "character": "brann", "path": six}]})
    assert arena.outcome(arena.run(st), "rojo").key == "eraide.reject.run_too_long"
    st = arena.state({"brann": arena.char("brann", "A6")}, {"otto": arena.char("otto", "H1")},
                     orders={"rojo": [{"type": "run", "character": "brann", "path": six[:5]}]})
    ctx = arena.run(st)
    assert arena.outcome(ctx, "rojo").applied and ctx.model.char("brann")["square"] == "A1"
    # two levels up cost 2 more: 3 squares + 2 = 5 fits, 4 squares + 2 does not
    levels = ["00000000", "00000000", "00000000", "22222222", "00000000", "00000000"]
    st = arena.state({"brann": arena.char("brann", "A6")}, {"otto": arena.char("otto", "H1")}, levels=levels,
                     orders={"rojo": [{"type": "run", "character": "brann", "path": ["A5", "A4", "A3"]}]})
    ctx = arena.run(st)
    assert arena.outcome(ctx, "rojo").key == "eraide.reject.run_too_long"
    st = arena.state({"brann": arena.char("brann", "A6")}, {"otto": arena.char("otto", "H1")}, levels=levels,
                     orders={"rojo": [{"type": "run", "character": "brann", "path": ["A5", "A4"]}]})
    ctx = arena.run(st)
    assert arena.outcome(ctx, "rojo").applied and ctx.model.char("brann")["square"] == "A4"


def test_a_step_cannot_climb(arena):
    levels = ["00000000", "00000000", "11111111", "00000000", "00000000", "00000000"]
    st = arena.state({"brann": arena.char("brann", "A4")}, {"otto": arena.char("otto", "H1")}, levels=levels,
                     orders={"rojo": [{"type": "wait", "character": "brann", "step": "A3"}]})
    assert arena.outcome(arena.run(st), "rojo").key == "eraide.reject.step_climb"


def test_pass_through_allies_not_enemies_and_never_share(arena):
    rojo = {"brann": arena.char("brann", "A6"), "selene": arena.char("selene", "A5")}
    st = arena.state(rojo, {"otto": arena.char("otto", "H1")},
                     orders={"rojo": [{"type": "run", "character": "brann", "path": ["A5", "A4"]}]})
    ctx = arena.run(st)
    assert arena.outcome(ctx, "rojo").applied and ctx.model.char("brann")["square"] == "A4"
    # ending on the ally: stops on the last free square before it
    st = arena.state({"brann": arena.char("brann", "A6"), "selene": arena.char("selene", "A4")},
                     {"otto": arena.char("otto", "H1")},
                     orders={"rojo": [{"type": "run", "character": "brann", "path": ["A5", "A4"]}]})
    ctx = arena.run(st)
    assert ctx.model.char("brann")["square"] == "A5"
    # an enemy blocks the way
    st = arena.state({"brann": arena.char("brann", "A6")}, {"otto": arena.char("otto", "A5")},
                     orders={"rojo": [{"type": "run", "character": "brann", "path": ["A5", "A4"]}]})
    ctx = arena.run(st)
    assert arena.outcome(ctx, "rojo").key == "eraide.reject.path_blocked"
    # walls cannot be crossed
    terrain = ["........", "........", "........", "#.......", "........", "........"]
    st = arena.state({"brann": arena.char("brann", "A6")}, {"otto": arena.char("otto", "H1")}, terrain=terrain,
                     orders={"rojo": [{"type": "run", "character": "brann", "path": ["A5", "A4", "A3"]}]})
    assert arena.outcome(arena.run(st), "rojo").key == "eraide.reject.square_blocked"


def test_jump_by_agi_over_a_gap_and_falling(arena):
    terrain = ["........", "........", "........", "__......", "........", "........"]
    levels = ["00000000", "00000000", "00000000", "00000000", "11111111", "11111111"]
    # Brann AGI 10 clears 2 squares: A5 -> A2 over A4 (gap) and A3
    st = arena.state({"brann": arena.char("brann", "A5")}, {"otto": arena.char("otto", "H1")},
                     terrain=terrain, levels=levels,
                     orders={"rojo": [{"type": "jump", "character": "brann", "to": "A2"}]})
    ctx = arena.run(st)
    assert arena.outcome(ctx, "rojo").applied
    ch = ctx.model.char("brann")
    assert ch["square"] == "A2" and ch["pot_now"] == 16 - 2   # one level down: 2 POT
    st = arena.state({"brann": arena.char("brann", "A5")}, {"otto": arena.char("otto", "H1")},
                     terrain=terrain, orders={"rojo": [{"type": "jump", "character": "brann", "to": "A1"}]})
    assert arena.outcome(arena.run(st), "rojo").key == "eraide.reject.jump_too_long"
    terrain2 = ["........", "........", "o.......", "........", "........", "........"]
    st = arena.state({"brann": arena.char("brann", "A4")}, {"otto": arena.char("otto", "H1")},
                     terrain=terrain2, orders={"rojo": [{"type": "jump", "character": "brann", "to": "A2"}]})
    assert arena.outcome(arena.run(st), "rojo").key == "eraide.reject.jump_obstacle"


def _push(arena, terrain, otto_sq, extra_azul=None):
    azul = {"otto": arena.char("otto", otto_sq)}
    azul.update(extra_azul or {})
    st = arena.state({"brann": arena.char("brann", "A5")}, azul, terrain=terrain,
                     orders={"rojo": [{"type": "talent", "character": "brann", "talent": "escudazo", "target": "otto"}]})
    return arena.run(st, {"brann/main/attack": [15], "brann/main/defence/otto": [2]})


def test_push_into_wall_object_and_character(arena):
    # escudazo: attack 6 damage 4, push 2; a hit by 6 or more: 4 POT
    # wall two squares behind: travels 1, 1 square short x 2 POT
    terrain = ["........", "#.......", "........", "........", "........", "........"]
    ctx = _push(arena, terrain, "A4")
    assert ctx.model.char("otto")["square"] == "A3" and ctx.model.char("otto")["pot_now"] == 12 - 4 - 2
    # wall right behind: 2 squares short x 2 POT
    terrain = ["........", "........", "#.......", "........", "........", "........"]
    ctx = _push(arena, terrain, "A4")
    assert ctx.model.char("otto")["square"] == "A4" and ctx.model.char("otto")["pot_now"] == 12 - 4 - 4
    # an object: 1 POT per square not travelled
    terrain = ["........", "........", "o.......", "........", "........", "........"]
    ctx = _push(arena, terrain, "A4")
    assert ctx.model.char("otto")["square"] == "A4" and ctx.model.char("otto")["pot_now"] == 12 - 4 - 2
    # another character: both lose 1 per square not travelled
    ctx = _push(arena, ["........"] * 6, "A4", {"ilse": arena.char("ilse", "A3")})
    assert ctx.model.char("otto")["pot_now"] == 12 - 4 - 2 and ctx.model.char("ilse")["pot_now"] == 12 - 2
    assert "eraide.ev.pushed" not in arena.kinds(ctx)


def test_a_run_cut_short_says_how_far_it_got_and_why(arena):
    """Issue 22: a run that stops before its last square is not "carrera hecha": the
    player reads where it stopped, after how many of its squares, and why."""
    from gm.text.i18n import Catalog
    catalog = Catalog("es", ("gm.rulesets.eraide",))
    run = {"rojo": [{"type": "run", "character": "brann", "path": ["A5", "A4", "A3"]}]}

    def cut(azul, **kw):
        st = arena.state({"brann": arena.char("brann", "A6"), **kw}, azul, orders=run)
        ctx = arena.run(st)
        return ctx, arena.outcome(ctx, "rojo")
    # an ally on the last square: it stops on the one before
    ctx, out = cut({"otto": arena.char("otto", "H1")}, selene=arena.char("selene", "A3"))
    assert out.applied and out.key == "eraide.done.run_short"
    assert (out.params["to"], out.params["squares"], out.params["planned"], out.params["why"]) == ("A4", 2, 3, "occupied")
    assert catalog.text(out.key, **out.params) == "carrera cortada en A4: dos de tres casillas; el camino está ocupado"
    # a trap it did not know
    st = arena.state({"brann": arena.char("brann", "A6")}, {"otto": arena.char("otto", "H1")}, orders=run)
    st.game["traps"] = {"otto-t1": {"square": "A5", "owner": "azul", "known": []}}
    out = arena.outcome(arena.run(st), "rojo")
    assert (out.key, out.params["to"], out.params["squares"], out.params["why"]) == ("eraide.done.run_short", "A5", 1, "trap")
    # someone lurking in the way: found, named
    lurker = arena.char("nyx", "A4", states={"acechando": {"rounds": 0, "value": 0}})
    ctx, out = cut({"nyx": lurker})
    assert (out.key, out.params["to"], out.params["why"], out.params["other"]) == ("eraide.done.run_short", "A5", "bumped", "Nyx")
    # the whole way: done
    ctx, out = cut({"otto": arena.char("otto", "H1")})
    assert out.key == "eraide.done.run"
