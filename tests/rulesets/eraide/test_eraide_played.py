"""Results found wrong by playing (issue 15): steps of free talents, natural 1s on the
roll lines, the states an attack line names, and POT against status in validation."""
from gm.text.i18n import Catalog
from gm.reports.render import render

CATALOG = Catalog("es", ("gm.rulesets.eraide",))
WALL = ["........", "........", "........", "........", "#.......", "........"]


def public_text(arena, ctx) -> str:
    return render(arena.ruleset.public_report(ctx), "markdown", CATALOG)


# --- the step ------------------------------------------------------------------------
def test_a_free_talent_takes_its_step(arena):
    orders = {"rojo": [{"type": "talent", "character": "brann", "talent": "furia", "step": "D4"}]}
    st = arena.state({"brann": arena.char("brann", "D5")}, {"otto": arena.char("otto", "H1")}, orders=orders)
    ctx = arena.run(st)
    assert arena.outcome(ctx, "rojo").applied
    assert ctx.model.char("brann")["square"] == "D4" and ctx.model.has_state("brann", "furia")
    # a step it cannot take: the order is rejected, not "applied" without it
    orders = {"rojo": [{"type": "talent", "character": "brann", "talent": "furia", "step": "D2"}]}
    st = arena.state({"brann": arena.char("brann", "D5")}, {"otto": arena.char("otto", "H1")}, orders=orders)
    ctx = arena.run(st)
    assert arena.outcome(ctx, "rojo").key == "eraide.reject.step_not_adjacent"


def test_one_step_a_round_and_none_beside_a_complete_action(arena):
    orders = {"rojo": [{"type": "talent", "character": "brann", "talent": "furia", "step": "D4"},
                       {"type": "wait", "character": "brann", "step": "C4"}]}
    st = arena.state({"brann": arena.char("brann", "D5")}, {"otto": arena.char("otto", "H1")}, orders=orders)
    ctx = arena.run(st)
    assert arena.outcome(ctx, "rojo", 1).applied
    assert arena.outcome(ctx, "rojo", 2).key == "eraide.reject.duplicate_step"
    assert ctx.model.char("brann")["square"] == "D4"
    orders = {"rojo": [{"type": "talent", "character": "brann", "talent": "furia", "step": "D4"},
                       {"type": "run", "character": "brann", "path": ["C5", "B5"]}]}
    st = arena.state({"brann": arena.char("brann", "D5")}, {"otto": arena.char("otto", "H1")}, orders=orders)
    ctx = arena.run(st)
    assert arena.outcome(ctx, "rojo", 1).key == "eraide.reject.step_with_complete"
    assert arena.outcome(ctx, "rojo", 2).applied and ctx.model.char("brann")["square"] == "B5"
    orders = {"rojo": [{"type": "run", "character": "brann", "path": ["C5", "B5"], "step": "D4"}]}
    st = arena.state({"brann": arena.char("brann", "D5")}, {"otto": arena.char("otto", "H1")}, orders=orders)
    assert arena.outcome(arena.run(st), "rojo").key == "eraide.reject.step_with_complete"


# --- roll lines and attack lines -------------------------------------------------------
def test_a_natural_one_shows_the_total_the_rule_uses(arena):
    orders = {"rojo": [{"type": "attack", "character": "brann", "target": "otto"}]}
    st = arena.state({"brann": arena.char("brann", "D5")}, {"otto": arena.char("otto", "D4")}, orders=orders)
    ctx = arena.run(st, {"brann/main/attack": [1], "brann/main/defence/otto": [5]})
    attack = [e for e in ctx.events if e.kind == "eraide.ev.attack"][0]
    assert attack.params["attack_total"] == 0
    text = public_text(arena, ctx)
    assert "1d20 (1) + 7 → 0 — ataque de Brann a Otto (Ataque 7); un 1 natural cuenta como 0" in text
    defence = [line for line in text.splitlines() if "defensa de Otto" in line]
    assert len(defence) == 1 and "1d20 (5) + 5 = 10 — defensa de Otto (Defensa 5)" in defence[0] \
        and "→" not in defence[0]     # other lines as they were


def test_the_attack_line_names_what_the_states_changed(arena):
    def notes(attacker_states=None, defender_states=None):
        orders = {"rojo": [{"type": "attack", "character": "brann", "target": "otto"}]}
        st = arena.state({"brann": arena.char("brann", "D5", states=attacker_states or {})},
                         {"otto": arena.char("otto", "D4", states=defender_states or {})}, orders=orders)
        ctx = arena.run(st, {"brann/main/attack": [12], "brann/main/defence/otto": [5],
                             "brann/furia/attack": [12], "brann/furia/defence/otto": [5]})
        return [e for e in ctx.events if e.kind == "eraide.ev.attack"][0].params["notes"]
    assert notes() == "-"
    assert notes({"cegado": {"rounds": 2, "value": 0}}) == "ceguera -4 al ataque"
    assert notes({"paralizado": {"rounds": 2, "value": 0}}) == "parálisis -4 al ataque"
    assert notes({"furia": {"rounds": 2, "value": 0}}) == "furia +2 al ataque, +2 al daño"   # the state named once
    assert notes(defender_states={"cegado": {"rounds": 2, "value": 0}}) == "ceguera del defensor -4"
    assert notes(defender_states={"furia": {"rounds": 2, "value": 0}}) == \
        "furia del defensor -2, armadura B del defensor en furia"


# --- POT and status --------------------------------------------------------------------
def test_validation_ties_pot_to_status(arena):
    def problems(**over):
        st = arena.state({"brann": arena.char("brann", "D5", **over)}, {"otto": arena.char("otto", "D1")})
        return [p for p in arena.ruleset.check(st) if p.path[-1:] == ("pot_now",)]
    assert problems() == []
    assert problems(pot_now=0)                       # standing at POT 0: it would count for the time victory
    assert problems(status="down", pot_now=5)
    assert problems(status="down", pot_now=0) == [] and problems(status="dead", pot_now=0) == []


def test_deploying_on_a_wall_has_its_own_words(arena):
    terrain = ["........", "........", "........", "........", "........", "..#....."]
    orders = {"rojo": [{"type": "deploy", "character": "brann", "square": "C6"}]}
    st = arena.state({"brann": arena.char("brann", None)}, {"otto": arena.char("otto", None)}, terrain=terrain,
                     turn=0, orders=orders)
    assert arena.outcome(arena.run(st), "rojo").key == "eraide.reject.square_blocked"


def test_the_dead_cannot_be_healed(arena):
    # healing the dead left a "dead" character with POT above 0, which validation refuses
    orders = {"rojo": [{"type": "talent", "character": "mael", "talent": "cura", "target": "brann"}]}
    dead = arena.char("brann", "D4", status="dead", pot_now=0)
    st = arena.state({"mael": arena.char("mael", "D5"), "brann": dead}, {"otto": arena.char("otto", "H1")},
                     orders=orders)
    ctx = arena.run(st)
    assert arena.outcome(ctx, "rojo").key == "eraide.reject.target_dead"
    assert ctx.model.char("brann")["pot_now"] == 0
    st.factions["rojo"]["characters"]["brann"]["status"] = "down"
    ctx = arena.run(st)
    assert arena.outcome(ctx, "rojo").applied and ctx.model.char("brann")["status"] == "active"


def test_validation_refuses_a_step_on_an_order_that_takes_none(arena):
    for order in ({"type": "run", "character": "brann", "path": ["C5"], "step": "D4"},
                  {"type": "hide", "character": "brann", "step": "D4"},
                  {"type": "jump", "character": "brann", "to": "D3", "step": "D4"}):
        st = arena.state({"brann": arena.char("brann", "D5")}, {"otto": arena.char("otto", "H1")},
                         orders={"rojo": [order]})
        problems = [p for p in arena.ruleset.check(st) if p.path[-1:] == ("step",)]
        assert problems and "takes no step" in problems[0].message.text("en")
    st = arena.state({"brann": arena.char("brann", "D5")}, {"otto": arena.char("otto", "H1")},
                     orders={"rojo": [{"type": "wait", "character": "brann", "step": "D4"}]})
    assert [p for p in arena.ruleset.check(st) if p.path[-1:] == ("step",)] == []


def test_paralizado_does_not_hinder_a_free_talent(arena):
    # "sufrirá un -4 a cualquier acción parcial o completa": a free strike is neither
    stab = {"name": "Puñalada", "action": "free", "effect": "strike", "attack": 6, "damage": 3}
    def notes(action):
        nyx = arena.char("nyx", "D4", states={"paralizado": {"rounds": 2, "value": 0},
                                              "cegado": {"rounds": 2, "value": 0}})
        nyx["talents"]["stab"] = dict(stab, action=action)
        orders = {"rojo": [{"type": "talent", "character": "nyx", "talent": "stab", "target": "otto"}]}
        st = arena.state({"nyx": nyx}, {"otto": arena.char("otto", "D3")}, orders=orders)
        ctx = arena.run(st, {"nyx/free/stab/attack": [15], "nyx/free/stab/defence/otto": [2],
                             "nyx/main/attack": [15], "nyx/main/defence/otto": [2]})
        return [e for e in ctx.events if e.kind == "eraide.ev.attack"][0].params["notes"]
    assert notes("free") == "ceguera -4 al ataque"
    assert notes("partial") == "ceguera -4 al ataque, parálisis -4 al ataque"


def test_a_stunned_character_in_furia_does_not_attack(arena):
    # "Aturdido: No podrá efectuar acciones parciales o completas": furia's attack is one
    states = {"furia": {"rounds": 2, "value": 0}, "aturdido": {"rounds": 2, "value": 0}}
    st = arena.state({"brann": arena.char("brann", "D5", states=states)}, {"otto": arena.char("otto", "D3")})
    ctx = arena.run(st, {"brann/furia/attack": [15], "brann/furia/defence/otto": [2]})
    assert "eraide.ev.attack" not in arena.kinds(ctx)
    assert ctx.model.char("brann")["square"] in ("C4", "D4", "E4")   # the step is no partial action: it charges
