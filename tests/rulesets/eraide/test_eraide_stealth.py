"""Acechando: hiding, Advertir against Acechar, revealing, and who may know."""
from gm.text.blocks import Code


def hidden_nyx(arena, square="A5"):
    return arena.char("nyx", square, states={"acechando": {"rounds": 0, "value": 0}})


def test_hide_is_a_check_next_to_cover(arena):
    terrain = ["........", "........", "........", "........", "#.......", "........"]
    st = arena.state({"nyx": arena.char("nyx", "A6")}, {"otto": arena.char("otto", "H1")}, terrain=terrain,
                     orders={"rojo": [{"type": "hide", "character": "nyx"}]})
    ctx = arena.run(st, {"nyx/main/hide": [4]})            # 4 + 6 = 10: success
    assert ctx.model.hidden("nyx")
    ctx = arena.run(st, {"nyx/main/hide": [3]})
    assert not ctx.model.hidden("nyx") and "eraide.ev.hide_failed" in arena.kinds(ctx)
    st = arena.state({"nyx": arena.char("nyx", "D3")}, {"otto": arena.char("otto", "H1")},
                     orders={"rojo": [{"type": "hide", "character": "nyx"}]})
    assert arena.outcome(arena.run(st), "rojo").key == "eraide.reject.no_cover_to_hide"


def test_hidden_cannot_be_attacked_nor_is_it_told(arena):
    terrain = ["........", "........", "........", "........", "#.......", "........"]
    st = arena.state({"nyx": hidden_nyx(arena, "A6")}, {"ilse": arena.char("ilse", "A2")}, terrain=terrain,
                     orders={"azul": [{"type": "attack", "character": "ilse", "target": "nyx"}]})
    ctx = arena.run(st)
    # same reason as a name that does not exist: the rejection tells nothing
    assert arena.outcome(ctx, "azul").key == "eraide.reject.no_target"


def test_entering_an_enemy_circle_gives_advertir_against_acechar(arena):
    terrain = ["........", "........", "#.......", "........", "........", "........"]
    # Ilse range 5 at A1... Nyx runs from H6 to B3 (next to the wall A3), entering her circle
    orders = {"rojo": [{"type": "run", "character": "nyx", "path": ["G5", "F4", "E3", "D3", "C3", "B3"]}]}
    st = arena.state({"nyx": hidden_nyx(arena, "H6")}, {"ilse": arena.char("ilse", "A1")}, terrain=terrain, orders=orders)
    ctx = arena.run(st, {"detect/nyx/ilse": [15], "hide/nyx/ilse": [3]})     # 20 > 9: spotted
    assert not ctx.model.hidden("nyx")
    assert any(e.kind == "eraide.ev.revealed" and e.audience.is_public for e in ctx.events)
    ctx = arena.run(st, {"detect/nyx/ilse": [2], "hide/nyx/ilse": [10]})
    assert ctx.model.hidden("nyx") and ctx.model.char("nyx")["square"] == "B3"
    unseen = [e for e in ctx.events if e.kind == "eraide.ev.unseen"][0]
    assert not unseen.audience.is_public and unseen.audience.sees("rojo") and not unseen.audience.sees("azul")
    # the public report and azul's report never show the hidden character
    for blocks in (arena.ruleset.public_report(ctx), arena.ruleset.private_report(ctx, "azul")):
        text = repr(blocks)
        assert "Nyx" not in text and "'B3'" not in text
    board = [b for b in arena.ruleset.private_report(ctx, "rojo") if isinstance(b, Code)][0].text
    assert "N" in board.splitlines()[3]
    public_board = [b for b in arena.ruleset.public_report(ctx) if isinstance(b, Code)][0].text
    assert "N" not in public_board.split("\n", 1)[1]


def test_ending_without_cover_reveals_and_acting_reveals(arena):
    st = arena.state({"nyx": hidden_nyx(arena, "A6")}, {"otto": arena.char("otto", "H1")},
                     orders={"rojo": [{"type": "wait", "character": "nyx", "step": "B5"}]})
    ctx = arena.run(st)   # open ground: no wall, object or character next to B5
    assert not ctx.model.hidden("nyx")
    terrain = ["........", "........", "........", "........", "........", ".o......"]
    st = arena.state({"nyx": hidden_nyx(arena, "A6")}, {"otto": arena.char("otto", "A5")}, terrain=terrain,
                     orders={"rojo": [{"type": "attack", "character": "nyx", "target": "otto"}]})
    ctx = arena.run(st, {"nyx/main/attack": [12], "nyx/main/defence/otto": [3]})
    kinds = arena.kinds(ctx)
    assert kinds.index("eraide.ev.revealed") < kinds.index("eraide.ev.attack")
    assert not ctx.model.hidden("nyx")


def test_invading_the_circle_is_entering_it_on_any_square_of_the_move(arena):
    """Issue 22: "invada el círculo máximo de un enemigo": a move from outside the circle
    onto any of its squares (a run that crosses it too) gives Advertir against Acechar;
    a lurker moving about inside it is not checked again."""
    near = {"stealth": {"detect_radius": 2}}   # Ilse at A1 watches A1-C3

    def kinds(start, order):
        st = arena.state({"nyx": hidden_nyx(arena, start)}, {"ilse": arena.char("ilse", "A1")},
                         orders={"rojo": [{"character": "nyx", **order}]}, settings=near)
        return arena.kinds(arena.run(st, {"detect/nyx/ilse": [2], "hide/nyx/ilse": [10]}))
    assert "eraide.ev.unseen" in kinds("D4", {"type": "run", "path": ["C3", "D2", "E2"]})   # through and out
    assert "eraide.ev.unseen" in kinds("D4", {"type": "wait", "step": "C3"})                 # in
    assert "eraide.ev.unseen" not in kinds("C3", {"type": "wait", "step": "B3"})             # within
    assert "eraide.ev.unseen" not in kinds("E5", {"type": "run", "path": ["E4", "E3"]})      # never in
