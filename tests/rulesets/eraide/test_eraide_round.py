"""A round in play: range and cover, elevation, destiny, ether, states, relegation."""

from gm.geometry.squaregrid import parse


def attack(cid, target, **kw):
    return {"type": "attack", "character": cid, "target": target, **kw}


def test_range_only_in_lines_and_diagonals_plus_elevation(arena):
    # Otto range 3
    st = arena.state({"otto": arena.char("otto", "A6")}, {"brann": arena.char("brann", "B3")},
                     orders={"rojo": [attack("otto", "brann")]})
    assert arena.outcome(arena.run(st), "rojo").key == "eraide.reject.out_of_range"   # knight-like offset
    st = arena.state({"otto": arena.char("otto", "A6")}, {"brann": arena.char("brann", "A2")},
                     orders={"rojo": [attack("otto", "brann")]})
    assert arena.outcome(arena.run(st), "rojo").key == "eraide.reject.out_of_range"   # 4 > 3
    levels = ["00000000"] * 5 + ["11111111"]
    st = arena.state({"otto": arena.char("otto", "A6")}, {"brann": arena.char("brann", "A2")}, levels=levels,
                     orders={"rojo": [attack("otto", "brann")]})
    assert arena.outcome(arena.run(st), "rojo").applied                               # +1 range from above
    # a melee weapon gets no range from above ("el rango efectivo de tu arma, si lo tuviera")
    st = arena.state({"brann": arena.char("brann", "A6")}, {"otto": arena.char("otto", "A4")}, levels=levels,
                     orders={"rojo": [attack("brann", "otto")]})
    assert arena.outcome(arena.run(st), "rojo").key == "eraide.reject.out_of_range"


def test_total_cover_and_cover_bonus(arena):
    terrain = ["........", "........", "#.......", "........", "........", "........"]
    st = arena.state({"otto": arena.char("otto", "A5")}, {"brann": arena.char("brann", "A2")}, terrain=terrain,
                     orders={"rojo": [attack("otto", "brann")]})
    assert arena.outcome(arena.run(st), "rojo").key == "eraide.reject.total_cover"
    terrain = ["........", "........", "o.......", "........", "........", "........"]
    st = arena.state({"otto": arena.char("otto", "A4")}, {"brann": arena.char("brann", "A2")}, terrain=terrain,
                     orders={"rojo": [attack("otto", "brann")]})
    ctx = arena.run(st, {"otto/main/attack": [10], "otto/main/defence/brann": [10]})
    ev = [e for e in ctx.events if e.kind == "eraide.ev.attack"][0]
    assert ev.params["defence_total"] == 10 + 6 + 2


def test_melee_from_below_gives_minus_two(arena):
    levels = ["00000000", "11111111", "00000000", "00000000", "00000000", "00000000"]
    st = arena.state({"brann": arena.char("brann", "A3")}, {"otto": arena.char("otto", "A2")}, levels=levels,
                     orders={"rojo": [attack("brann", "otto")]})
    ctx = arena.run(st, {"brann/main/attack": [10], "brann/main/defence/otto": [10]})
    ev = [e for e in ctx.events if e.kind == "eraide.ev.attack"][0]
    assert ev.params["defence_total"] == 10 + 5 - 2
    assert ctx.model.char("otto")["pot_now"] < 12


def test_destiny_rerolls_keeps_higher_and_spends_the_pool(arena):
    st = arena.state({"otto": arena.char("otto", "A4")}, {"brann": arena.char("brann", "A2")},
                     orders={"rojo": [attack("otto", "brann", destiny=True)]})
    ctx = arena.run(st, {"otto/main/attack": [2], "otto/main/attack/destiny": [19], "otto/main/defence/brann": [3]})
    ev = [e for e in ctx.events if e.kind == "eraide.ev.attack"][0]
    assert ev.params["attack_total"] == 24 and len(ev.rolls) == 3
    assert ctx.model.factions["rojo"]["destiny"] == 0
    # a reroll lower than the first keeps the first
    ctx = arena.run(st, {"otto/main/attack": [9], "otto/main/attack/destiny": [4], "otto/main/defence/brann": [20]})
    ev = [e for e in ctx.events if e.kind == "eraide.ev.attack"][0]
    assert ev.params["attack_total"] == 14
    # no destiny left: no reroll
    st.factions["rojo"]["destiny"] = 0
    ctx = arena.run(st, {"otto/main/attack": [2], "otto/main/defence/brann": [3]})
    assert "eraide.ev.destiny" not in arena.kinds(ctx)


def test_spell_spends_ether_and_needs_enough(arena):
    order = {"type": "talent", "character": "selene", "talent": "dardo_runico", "target": "brann"}
    st = arena.state({"selene": arena.char("selene", "A6")}, {"brann": arena.char("brann", "A2")}, orders={"rojo": [order]})
    ctx = arena.run(st, {"selene/main/attack": [15], "selene/main/defence/brann": [2]})
    assert ctx.model.char("selene")["eth_now"] == 6
    assert ctx.model.char("brann")["pot_now"] == 16 - 6   # letter E beats armour D: full damage
    st = arena.state({"selene": arena.char("selene", "A6", eth_now=1)}, {"brann": arena.char("brann", "A2")},
                     orders={"rojo": [order]})
    assert arena.outcome(arena.run(st), "rojo").key == "eraide.reject.no_ether"
    st = arena.state({"selene": arena.char("selene", "A6", states={"via_cerrada": {"rounds": 2, "value": 0}})},
                     {"brann": arena.char("brann", "A2")}, orders={"rojo": [order]})
    assert arena.outcome(arena.run(st), "rojo").key == "eraide.reject.via_cerrada"


def test_great_spell_needs_runica_and_condenado_kills(arena):
    order = {"type": "talent", "character": "selene", "talent": "condena", "target": "brann"}
    st = arena.state({"selene": arena.char("selene", "A6")}, {"brann": arena.char("brann", "A4")}, orders={"rojo": [order]})
    ctx = arena.run(st, {"selene/main/talent_check": [5]})        # 5 + 6 < 16
    assert "eraide.ev.talent_failed" in arena.kinds(ctx) and ctx.model.char("selene")["eth_now"] == 2
    ctx = arena.run(st, {"selene/main/talent_check": [12]})
    # Brann acts after Selene this round: his own round already counts
    assert ctx.model.char("brann")["states"]["condenado"]["rounds"] == 2
    doomed = arena.char("brann", "A4", states={"condenado": {"rounds": 1, "value": 0}})
    st = arena.state({"selene": arena.char("selene", "A6")}, {"brann": doomed},
                     orders={"azul": [{"type": "wait", "character": "brann"}]})
    ctx = arena.run(st)
    assert ctx.model.char("brann")["status"] == "dead"


def test_states_block_actions(arena):
    def one(state_name, order, extra=None):
        brann = arena.char("brann", "A5", states={state_name: {"rounds": 2, "value": 1}})
        st = arena.state({"brann": brann}, {"otto": arena.char("otto", "A4"), **(extra or {})}, orders={"rojo": [order]})
        return arena.run(st, {"brann/main/attack": [10], "brann/main/defence/otto": [10]})
    assert arena.outcome(one("aturdido", attack("brann", "otto")), "rojo").key == "eraide.reject.stunned"
    assert arena.outcome(one("pacifico", attack("brann", "otto")), "rojo").key == "eraide.reject.pacifico"
    assert arena.outcome(one("paralizado", {"type": "wait", "character": "brann", "step": "B5"}), "rojo").key == "eraide.reject.paralyzed"
    ctx = one("paralizado", attack("brann", "otto"))
    ev = [e for e in ctx.events if e.kind == "eraide.ev.attack"][0]
    assert ev.params["attack_total"] == 10 + 7 - 4
    ctx = one("cegado", attack("brann", "otto"))
    assert [e for e in ctx.events if e.kind == "eraide.ev.attack"][0].params["attack_total"] == 10 + 7 - 4
    ctx = one("agotado", {"type": "check", "character": "brann", "skill": "tactica", "difficulty": 5})
    assert arena.outcome(ctx, "rojo").key == "eraide.reject.agotado"
    ctx = one("envenenado", {"type": "wait", "character": "brann"})
    assert ctx.model.char("brann")["pot_now"] == 15 and ctx.model.char("brann")["states"]["envenenado"]["rounds"] == 1


def test_furia_charges_the_nearest_enemy(arena):
    brann = arena.char("brann", "A6", states={"furia": {"rounds": 1, "value": 0}})
    st = arena.state({"brann": brann}, {"otto": arena.char("otto", "A4"), "ilse": arena.char("ilse", "H1")},
                     orders={"rojo": [attack("brann", "ilse")]})
    ctx = arena.run(st, {"brann/furia/attack": [10], "brann/furia/defence/otto": [10]})
    assert arena.outcome(ctx, "rojo").key == "eraide.reject.furia"
    assert ctx.model.char("brann")["square"] == "A5"
    ev = [e for e in ctx.events if e.kind == "eraide.ev.attack"][0]
    assert ev.params["defender_id"] == "otto" and ev.params["attack_total"] == 10 + 7 + 2
    assert "furia" not in ctx.model.char("brann")["states"]


def test_relegation_late_orders_and_no_orders(arena):
    rojo = {"nyx": arena.char("nyx", "A6"), "brann": arena.char("brann", "C6")}
    st = arena.state(rojo, {"otto": arena.char("otto", "H1")},
                     orders={"rojo": [{"type": "wait", "character": "nyx", "step": "A5", "late": True}]})
    ctx = arena.run(st)
    turns = [e.params["id"] for e in ctx.events if e.kind == "eraide.ev.turn_of"]
    # Nyx (AGI 16) acts after everyone; Brann and Otto had no orders: relegated too, action lost
    assert turns[-3:] == ["nyx", "brann", "otto"] and turns.index("nyx") == 0
    assert "eraide.ev.relegated" in arena.kinds(ctx) and arena.kinds(ctx).count("eraide.ev.no_orders") == 2
    assert ctx.model.char("nyx")["square"] == "A5"


def test_a_line_not_understood_is_told_to_its_owner_not_as_no_orders(arena):
    # Brann's line was posted but not understood: his player is told so (the line, with its
    # reason, is under «Órdenes»); everyone hears only that he had no order to carry out
    rojo = {"brann": arena.char("brann", "C6")}
    st = arena.state(rojo, {"otto": arena.char("otto", "H1")})
    st.orders["factions"]["rojo"] = {"orders": [], "unread": [
        {"file": "orders/rojo.txt", "line": 3, "kind": "not_understood", "text": "Brann: atcar a Otto", "reason": "-"}]}
    ctx = arena.run(st)
    said = {e.kind: e for e in ctx.events if e.params.get("id") == "brann"}
    assert "eraide.ev.no_orders" not in said and said["eraide.ev.no_valid_order"].audience.is_public
    told = said["eraide.ev.order_not_understood"]
    assert told.params["line"] == 3 and told.audience.factions == {"rojo"} and not told.audience.is_public
    assert "eraide.ev.no_orders" in [e.kind for e in ctx.events if e.params.get("id") == "otto"]


def test_initiative_by_agi_ties_by_die(arena):
    rojo = {"brann": arena.char("brann", "A6", initiative_die=0)}
    azul = {"mael": arena.char("mael", "H1", initiative_die=0)}
    st = arena.state(rojo, azul)
    ctx = arena.run(st, {"initiative/brann": [3], "initiative/mael": [17]})
    assert ctx.model.initiative == ["mael", "brann"]
    assert ctx.model.char("brann")["initiative_die"] == 3
    ctx = arena.run(st, {"initiative/brann": [18], "initiative/mael": [17]})
    assert ctx.model.initiative == ["brann", "mael"]


def test_summon_and_heal(arena):
    st = arena.state({"brann": arena.char("brann", "H6")},
                     {"mael": arena.char("mael", "A1"), "otto": arena.char("otto", "A3", pot_now=0, status="down")},
                     orders={"azul": [{"type": "talent", "character": "mael", "talent": "lobo", "square": "B1"}]})
    ctx = arena.run(st)
    wolf = ctx.model.char("mael_lobo_1")
    assert wolf["square"] == "B1" and wolf["summoned"] and ctx.model.owner("mael_lobo_1") == "azul"
    st = arena.state({"brann": arena.char("brann", "H6")},
                     {"mael": arena.char("mael", "A1"), "otto": arena.char("otto", "A3", pot_now=0, status="down")},
                     orders={"azul": [{"type": "talent", "character": "mael", "talent": "cura", "target": "otto"}]})
    ctx = arena.run(st)
    assert ctx.model.char("otto")["pot_now"] == 4 and ctx.model.char("otto")["status"] == "active"


def test_skill_checks_and_doors(arena):
    terrain = ["........", "........", "........", "+.......", "........", "........"]
    st = arena.state({"nyx": arena.char("nyx", "A5")}, {"otto": arena.char("otto", "H1")}, terrain=terrain,
                     orders={"rojo": [{"type": "check", "character": "nyx", "skill": "mecanismos", "square": "A4"}]})
    ctx = arena.run(st, {"nyx/main/check": [7]})      # 7 + 3 = 10 meets 10
    assert ctx.model.board.symbol(parse("A4")) == "/"
    ctx = arena.run(st, {"nyx/main/check": [6]})
    assert ctx.model.board.symbol(parse("A4")) == "+"
    st = arena.state({"nyx": arena.char("nyx", "A5")}, {"otto": arena.char("otto", "A3")},
                     orders={"rojo": [{"type": "check", "character": "nyx", "skill": "persuadir", "target": "otto"}]})
    ctx = arena.run(st, {"nyx/main/check": [5], "nyx/main/resist/otto": [9]})
    assert [e for e in ctx.events if e.kind == "eraide.ev.opposed"][0].params["won"] == "no"


def test_elevation_lengthens_weapons_not_spells(arena):
    """Issue 22: "te amplia en 1 el rango efectivo de tu arma (si lo tuviera)": a weapon
    (the sheet's, or a strike talent that spends no ether), not a conjuro (a talent that
    spends ether), a hex or a heal, unless `combat.elevation_bonus_spells`."""
    terrain, levels = ["........"] * 8, ["00000000"] * 7 + ["11111111"]

    def outcome(caster, order, settings=None, target="A4"):
        st = arena.state({caster: arena.char(caster, "A8")}, {"otto": arena.char("otto", target)}, levels=levels,
                         terrain=terrain, orders={"rojo": [order]}, settings=settings)
        return arena.outcome(arena.run(st), "rojo")
    heal = {"type": "talent", "character": "mael", "talent": "cura", "target": "otto"}   # range 3, distance 4
    assert outcome("mael", heal).key == "eraide.reject.out_of_range"
    assert outcome("mael", heal, {"combat": {"elevation_bonus_spells": True}}).applied
    hex_ = {"type": "talent", "character": "nyx", "talent": "labia", "target": "otto"}      # hex, range 3
    assert outcome("nyx", hex_).key == "eraide.reject.out_of_range"
    dart = {"type": "talent", "character": "selene", "talent": "dardo_runico", "target": "otto"}  # conjuro, 5
    assert outcome("selene", dart, target="A2").key == "eraide.reject.out_of_range"
    arrow = {"type": "talent", "character": "ilse", "talent": "flecha_cegadora", "target": "otto"}  # weapon, 5
    assert outcome("ilse", arrow, target="A2").applied


def test_a_state_put_on_itself_lasts_the_rounds_it_says(arena):
    """Issue 22: Grito de furia with rounds = 1, used in its own turn, is "durante 1
    asalto": this round, which it acts under; it is gone before the next."""
    brann = arena.char("brann", "A6")
    brann["talents"]["furia"]["rounds"] = 1
    st = arena.state({"brann": brann}, {"otto": arena.char("otto", "A4")},
                     orders={"rojo": [{"type": "talent", "character": "brann", "talent": "furia"}]})
    ctx = arena.run(st, {"brann/furia/attack": [10], "brann/furia/defence/otto": [10]})
    kinds = arena.kinds(ctx)
    said = [e for e in ctx.events if e.kind == "eraide.ev.state"][0]
    assert said.params["rounds"] == 1
    assert "eraide.ev.furia" in kinds and "eraide.ev.state_end" in kinds   # it charged, then it ended
    assert "furia" not in ctx.model.char("brann")["states"]
    brann["talents"]["furia"]["rounds"] = 2
    ctx = arena.run(st, {"brann/furia/attack": [10], "brann/furia/defence/otto": [10]})
    assert ctx.model.char("brann")["states"]["furia"]["rounds"] == 1


def test_a_blow_above_the_pot_left_says_what_is_lost(arena):
    # Otto has 2 POT left; a full blow of more says «pierde los 2 POT que le quedaban (el golpe hacía N)»
    st = arena.state({"brann": arena.char("brann", "A3")}, {"otto": arena.char("otto", "A2", pot_now=2)},
                     orders={"rojo": [attack("brann", "otto")]})
    ctx = arena.run(st, {"brann/main/attack": [19], "brann/main/defence/otto": [2]})
    ev = [e for e in ctx.events if e.kind == "eraide.ev.attack"][0]
    assert ev.params["damage"] > 2 and ev.params["lost"] == 2 and ev.params["cut"] == "yes"
    text = ctx.t("eraide.ev.attack", **ev.params)
    assert f"Otto pierde los 2 POT que le quedaban (el golpe hacía {ev.params['damage']})." in text, text
