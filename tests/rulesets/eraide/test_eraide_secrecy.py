"""Secrecy of hidden (acechando) characters and traps (issue 13 §3): an order aimed at a
square held by someone its player cannot see finds them (they are revealed) instead of
being refused with words that tell; hidden characters give no cover; every attack
reveals; a revealed character's deeds appear in the public chronicle under its own name."""
from gm.text.i18n import Catalog
from gm.reports.render import render

CATALOG = Catalog("es", ("gm.rulesets.eraide",))


def lurking(arena, sample, square, **over):
    return arena.char(sample, square, states={"acechando": {"rounds": 0, "value": 0}}, **over)


def public_text(arena, ctx) -> str:
    return render(arena.ruleset.public_report(ctx), "markdown", CATALOG)


def revealed(ctx, cid):
    return [e for e in ctx.events if e.kind == "eraide.ev.revealed" and e.params["id"] == cid]


def assert_public_under_own_heading(ctx):
    """Every public event of an activation follows the public heading of the character acting."""
    actor = public_head = None
    for e in ctx.events:
        if e.phase not in ("activations", "relegated"):
            continue
        if e.kind == "eraide.ev.turn_of":
            actor = e.params["id"]
            public_head = actor if e.audience.is_public else public_head
        elif e.audience.is_public and e.order is None:
            assert public_head == actor, f"{e.kind} of {actor} under {public_head}'s heading"


def assert_found(arena, ctx, faction, hidden, finder_name):
    """The order was refused because it found `hidden`, now revealed to everyone."""
    out = arena.outcome(ctx, faction)
    assert out.key == "eraide.reject.bumped" and out.params["other"] == ctx.model.char(hidden)["name"]
    shown = revealed(ctx, hidden)
    assert shown and shown[0].audience.is_public and shown[0].params["cause"] == "bumped" and shown[0].params["by"] == finder_name
    assert not ctx.model.hidden(hidden)
    assert_public_under_own_heading(ctx)


# --- orders into a square held by someone unseen ----------------------------------------
def test_a_step_onto_a_hidden_enemy_finds_it(arena):
    orders = {"rojo": [{"type": "wait", "character": "brann", "step": "D4"}]}
    st = arena.state({"brann": arena.char("brann", "D5")}, {"nyx": lurking(arena, "nyx", "D4")}, orders=orders)
    ctx = arena.run(st)
    assert_found(arena, ctx, "rojo", "nyx", "Brann")
    assert ctx.model.char("brann")["square"] == "D5"
    # the words name who was found: the player now sees it
    assert "Nyx" in ctx.t("eraide.reject.bumped", **arena.outcome(ctx, "rojo").params)


def test_a_hidden_mover_running_into_another_gives_itself_away_too(arena):
    orders = {"rojo": [{"type": "wait", "character": "otto", "step": "D4"}]}
    st = arena.state({"otto": lurking(arena, "otto", "D5")}, {"nyx": lurking(arena, "nyx", "D4")},
                     terrain=["........", "........", "........", "........", "........", "...#...."], orders=orders)
    ctx = arena.run(st)
    assert revealed(ctx, "otto") and revealed(ctx, "nyx")
    kinds = [(e.kind, e.params.get("id")) for e in ctx.events if e.audience.is_public]
    # otto's own heading is made public before its reveal
    assert kinds.index(("eraide.ev.turn_of", "otto")) < kinds.index(("eraide.ev.revealed", "otto"))
    assert_public_under_own_heading(ctx)


def test_a_run_stopped_by_a_hidden_enemy_finds_it(arena):
    orders = {"rojo": [{"type": "run", "character": "brann", "path": ["D5", "D4", "D3"]}]}
    st = arena.state({"brann": arena.char("brann", "D6")}, {"nyx": lurking(arena, "nyx", "D4")}, orders=orders)
    ctx = arena.run(st)
    assert arena.outcome(ctx, "rojo").applied and ctx.model.char("brann")["square"] == "D5"
    ran = [e for e in ctx.events if e.kind == "eraide.ev.ran"][0]
    assert ran.params["stopped"]
    # "Se detiene antes" is public only together with who stopped it
    assert revealed(ctx, "nyx")[0].audience.is_public and not ctx.model.hidden("nyx")
    assert_public_under_own_heading(ctx)
    # its first square held: the run never starts, the order says why
    orders = {"rojo": [{"type": "run", "character": "brann", "path": ["D4", "D3"]}]}
    st = arena.state({"brann": arena.char("brann", "D5")}, {"nyx": lurking(arena, "nyx", "D4")}, orders=orders)
    assert_found(arena, arena.run(st), "rojo", "nyx", "Brann")


def test_a_jump_over_or_onto_a_hidden_enemy_finds_it(arena):
    for where in ("D4", "D3"):
        orders = {"rojo": [{"type": "jump", "character": "brann", "to": "D3"}]}
        st = arena.state({"brann": arena.char("brann", "D6")}, {"nyx": lurking(arena, "nyx", where)}, orders=orders)
        ctx = arena.run(st)
        assert_found(arena, ctx, "rojo", "nyx", "Brann")
        assert ctx.model.char("brann")["square"] == "D6"
    # an illegal jump finds nobody (its answer is the one an empty square would get)
    orders = {"rojo": [{"type": "jump", "character": "brann", "to": "D2"}]}
    st = arena.state({"brann": arena.char("brann", "D6")}, {"nyx": lurking(arena, "nyx", "D4")}, orders=orders,
                     terrain=["........", "........", "........", "..#.....", "........", "........"])
    ctx = arena.run(st)
    assert arena.outcome(ctx, "rojo").key == "eraide.reject.jump_too_long" and ctx.model.hidden("nyx")


def test_deploying_onto_a_hidden_enemy_or_a_wall(arena):
    terrain = ["........", "........", "........", "........", "........", "..#....."]
    rojo = {"brann": arena.char("brann", None)}
    orders = {"rojo": [{"type": "deploy", "character": "brann", "square": "D6"}]}
    st = arena.state(rojo, {"nyx": lurking(arena, "nyx", "D6")}, terrain=terrain, turn=0, orders=orders)
    assert_found(arena, arena.run(st), "rojo", "nyx", "Brann")
    # a wall is not "occupied": it has its own words
    orders = {"rojo": [{"type": "deploy", "character": "brann", "square": "C6"}]}
    st = arena.state(rojo, {"nyx": arena.char("nyx", "H1")}, terrain=terrain, turn=0, orders=orders)
    assert arena.outcome(arena.run(st), "rojo").key == "eraide.reject.square_blocked"


def test_entering_onto_a_hidden_enemy_or_a_wall(arena):
    terrain = ["........", "........", "........", "........", "........", "..#....."]
    rojo = {"brann": arena.char("brann", None), "otto": arena.char("otto", "H6")}
    orders = {"rojo": [{"type": "enter", "character": "brann", "square": "D6"}]}
    st = arena.state(rojo, {"nyx": lurking(arena, "nyx", "D6")}, terrain=terrain, orders=orders)
    assert_found(arena, arena.run(st), "rojo", "nyx", "Brann")
    orders = {"rojo": [{"type": "enter", "character": "brann", "square": "C6"}]}
    st = arena.state(rojo, {"nyx": arena.char("nyx", "H1")}, terrain=terrain, orders=orders)
    assert arena.outcome(arena.run(st), "rojo").key == "eraide.reject.square_blocked"


def test_summoning_onto_a_hidden_enemy_finds_it(arena):
    orders = {"rojo": [{"type": "talent", "character": "mael", "talent": "lobo", "square": "D4"}]}
    st = arena.state({"mael": arena.char("mael", "D5")}, {"nyx": lurking(arena, "nyx", "D4")}, orders=orders)
    ctx = arena.run(st)
    assert_found(arena, ctx, "rojo", "nyx", "Mael")
    assert ctx.model.char("mael")["eth_now"] == ctx.model.char("mael")["eth"]   # nothing spent


def test_setting_a_trap_onto_a_hidden_enemy_finds_it(arena):
    orders = {"rojo": [{"type": "set_trap", "character": "otto", "square": "D4"}]}
    st = arena.state({"otto": arena.char("otto", "D5")}, {"nyx": lurking(arena, "nyx", "D4")}, orders=orders)
    assert_found(arena, arena.run(st), "rojo", "nyx", "Otto")


def test_setting_a_trap_onto_an_unknown_enemy_trap_finds_the_trap_only_for_its_player(arena):
    orders = {"rojo": [{"type": "set_trap", "character": "otto", "square": "D4"}]}
    st = arena.state({"otto": arena.char("otto", "D5")}, {"nyx": arena.char("nyx", "H1")}, orders=orders)
    st.game["traps"] = {"nyx-t1": {"square": "D4", "owner": "azul", "known": []}}
    ctx = arena.run(st)
    assert arena.outcome(ctx, "rojo").key == "eraide.reject.trap_found"
    assert ctx.model.game["traps"]["nyx-t1"]["known"] == ["rojo"]
    found = [e for e in ctx.events if e.kind == "eraide.ev.trap_found"]
    assert found and found[0].audience.sees("rojo") and not found[0].audience.sees("azul")
    assert "D4" not in public_text(arena, ctx)


# --- cover, hiding beside the hidden, pushes ---------------------------------------------
def test_a_hidden_character_gives_no_cover(arena):
    orders = {"azul": [{"type": "attack", "character": "ilse", "target": "brann"}]}
    dice = {"ilse/main/attack": [15], "ilse/main/defence/brann": [5]}
    hidden = arena.state({"brann": arena.char("brann", "A5"), "nyx": lurking(arena, "nyx", "A4")},
                         {"ilse": arena.char("ilse", "A1")}, orders=orders)
    ctx = arena.run(hidden, dice)
    attack = [e for e in ctx.events if e.kind == "eraide.ev.attack"][0]
    assert attack.audience.is_public and "cobertura" not in attack.params["notes"]
    assert "cobertura +2" not in public_text(arena, ctx)
    seen = arena.state({"brann": arena.char("brann", "A5"), "nyx": arena.char("nyx", "A4")},
                       {"ilse": arena.char("ilse", "A1")}, orders=orders)
    attack = [e for e in arena.run(seen, dice).events if e.kind == "eraide.ev.attack"][0]
    assert "cobertura" in attack.params["notes"]


def test_a_hidden_character_is_no_cover_to_hide_or_stay_hidden_beside(arena):
    orders = {"rojo": [{"type": "hide", "character": "brann"}]}
    st = arena.state({"brann": arena.char("brann", "D4")}, {"nyx": lurking(arena, "nyx", "D3")}, orders=orders)
    ctx = arena.run(st, {"brann/main/hide": [19]})
    assert arena.outcome(ctx, "rojo").key == "eraide.reject.no_cover_to_hide"
    # a lurker whose only neighbour is another lurker ends its round in the open
    orders = {"rojo": [{"type": "wait", "character": "otto"}]}
    st = arena.state({"otto": lurking(arena, "otto", "D4")}, {"nyx": lurking(arena, "nyx", "D3")}, orders=orders)
    ctx = arena.run(st)
    assert not ctx.model.hidden("otto") and ctx.model.hidden("nyx")


def test_a_push_into_a_hidden_character_finds_it(arena):
    orders = {"rojo": [{"type": "talent", "character": "brann", "talent": "escudazo", "target": "otto"}]}
    st = arena.state({"brann": arena.char("brann", "D6")},
                     {"otto": arena.char("otto", "D5"), "nyx": lurking(arena, "nyx", "D4")}, orders=orders)
    ctx = arena.run(st, {"brann/main/attack": [18], "brann/main/defence/otto": [2]})
    shown = revealed(ctx, "nyx")
    assert shown and shown[0].audience.is_public
    lost = [e for e in ctx.events if e.kind == "eraide.ev.pot_lost" and e.params["id"] == "nyx"]
    assert lost and lost[0].audience.is_public
    assert_public_under_own_heading(ctx)


# --- attacks reveal, under the attacker's own heading ------------------------------------
def test_a_free_strike_reveals_the_hidden_attacker(arena):
    stab = {"name": "Puñalada", "action": "free", "effect": "strike", "attack": 6, "damage": 3}
    nyx = lurking(arena, "nyx", "D4")
    nyx["talents"]["stab"] = stab
    orders = {"rojo": [{"type": "talent", "character": "nyx", "talent": "stab", "target": "otto"}]}
    st = arena.state({"nyx": nyx}, {"otto": arena.char("otto", "D3")}, orders=orders)
    ctx = arena.run(st, {"nyx/free/stab/attack": [15], "nyx/free/stab/defence/otto": [2]})
    kinds = [e.kind for e in ctx.events]
    assert kinds.index("eraide.ev.revealed") < kinds.index("eraide.ev.attack")
    attack = [e for e in ctx.events if e.kind == "eraide.ev.attack"][0]
    assert attack.audience.is_public and not ctx.model.hidden("nyx")
    assert_public_under_own_heading(ctx)
    assert "Puñalada" in public_text(arena, ctx)


def test_a_hidden_attacker_is_revealed_under_its_own_heading(arena):
    orders = {"rojo": [{"type": "attack", "character": "nyx", "target": "otto"}]}
    st = arena.state({"nyx": lurking(arena, "nyx", "D4"), "brann": arena.char("brann", "A6")},
                     {"otto": arena.char("otto", "D3")}, orders=orders)
    ctx = arena.run(st, {"nyx/main/attack": [15], "nyx/main/defence/otto": [2]})
    assert_public_under_own_heading(ctx)
    text = public_text(arena, ctx)
    # left out of the public list of initiative, it "reappears" under its own heading
    assert text.index("### Nyx reaparece (D4)") < text.index("queda al descubierto")
    # its own player reads the heading once
    private = render(arena.ruleset.private_report(ctx, "rojo"), "markdown", CATALOG)
    assert private.count("Turno de Nyx") == 1


def test_a_hidden_character_in_furia_reveals_before_striking(arena):
    nyx = lurking(arena, "nyx", "D4")
    nyx["states"]["furia"] = {"rounds": 2, "value": 0}
    st = arena.state({"nyx": nyx}, {"otto": arena.char("otto", "D3")})
    ctx = arena.run(st, {"nyx/furia/attack": [15], "nyx/furia/defence/otto": [2]})
    attack = [e for e in ctx.events if e.kind == "eraide.ev.attack"][0]
    assert attack.audience.is_public and revealed(ctx, "nyx")
    assert_public_under_own_heading(ctx)


def test_a_hidden_character_dying_of_condena_is_revealed(arena):
    nyx = lurking(arena, "nyx", "A6")
    nyx["states"]["condenado"] = {"rounds": 1, "value": 0}
    st = arena.state({"nyx": nyx}, {"otto": arena.char("otto", "H1")},
                     orders={"rojo": [{"type": "wait", "character": "nyx"}]},
                     terrain=["........", "........", "........", "........", "#.......", "........"])
    ctx = arena.run(st)
    died = [e for e in ctx.events if e.kind == "eraide.ev.died"][0]
    assert died.audience.is_public and revealed(ctx, "nyx")
    assert_public_under_own_heading(ctx)


def test_a_carrier_cannot_hide(arena):
    orders = {"rojo": [{"type": "hide", "character": "nyx"}]}
    st = arena.state({"nyx": arena.char("nyx", "A6")}, {"otto": arena.char("otto", "H1")}, orders=orders,
                     terrain=["........", "........", "........", "........", "#.......", "........"],
                     mode={"name": "historia", "objective": "object", "objective_square": "A6"})
    st.game["battle"]["object_carrier"] = "nyx"
    ctx = arena.run(st, {"nyx/main/hide": [19]})
    assert arena.outcome(ctx, "rojo").key == "eraide.reject.hide_carrying" and not ctx.model.hidden("nyx")


def test_a_hidden_holder_of_the_objective_is_revealed_with_the_victory(arena):
    st = arena.state({"nyx": lurking(arena, "nyx", "A6")}, {"otto": arena.char("otto", "H1")},
                     orders={"rojo": [{"type": "wait", "character": "nyx"}]},
                     terrain=["........", "........", "........", "........", "#.......", "........"],
                     mode={"name": "historia", "objective": "hold", "objective_square": "A6"})
    ctx = arena.run(st)
    kinds = [e.kind for e in ctx.events if e.audience.is_public]
    assert kinds.index("eraide.ev.revealed") < kinds.index("eraide.ev.victory")
    assert "Nyx" in public_text(arena, ctx)


def test_a_lurker_is_seen_by_its_whole_team(arena):
    """Teammates (enfrentamiento, desafío) see each other's lurkers: a step onto one is
    simply refused as occupied, nothing is revealed, and their reports and maps show it."""
    orders = {"rojo": [{"type": "wait", "character": "brann", "step": "D4"}]}
    st = arena.state({"brann": arena.char("brann", "D5")}, {"otto": arena.char("otto", "H1")}, orders=orders,
                     terrain=["........", "........", "........", "..#.....", "........", "........"])
    st.factions["verde"] = {"id": "verde", "name": "Verde", "edge": "west", "team": "sur", "destiny": 1,
                            "characters": {"nyx": lurking(arena, "nyx", "D4")}}
    st.factions["rojo"]["team"] = "sur"
    ctx = arena.run(st)
    assert arena.outcome(ctx, "rojo").key == "eraide.reject.square_occupied"
    assert ctx.model.hidden("nyx") and not revealed(ctx, "nyx")
    rojo = render(arena.ruleset.private_report(ctx, "rojo"), "markdown", CATALOG)
    azul = render(arena.ruleset.private_report(ctx, "azul"), "markdown", CATALOG)
    assert "Nyx" in rojo and "Nyx" not in azul and "Nyx" not in public_text(arena, ctx)
    specs = arena.ruleset.map_specs(ctx)
    assert [m.coord for m in specs["rojo"].markers if m.dashed] == ["D4"]
    assert not [m for m in specs["azul"].markers if m.dashed] and not [m for m in specs["public"].markers if m.dashed]
