"""One rule at a time, through the real pipeline, with recorded dice."""

from tests.rulesets.sector.sector_testkit import give_orders, knows, quiet, render_all, run, small_game

FK = ("federacion", "klingon")


def kinds(ctx, kind):
    return [e for e in ctx.events if e.kind == kind]


def outcome(ctx, fid, number=1):
    return ctx.outcomes[(fid, number)]


def settled(ctx):
    assert len(ctx.outcomes) == len(ctx.all_orders())
    assert all(o.key != "engine.order_not_processed" for o in ctx.outcomes.values())


# -- phases 1 and 2 ------------------------------------------------------------------

def test_first_turn_has_no_home_income_nor_ship_upkeep():
    ctx = run(small_game(turn=1), quiet(*FK))
    f = ctx.model.factions["federacion"]
    assert f["dilitio"] == 50
    assert kinds(ctx, "income.first_turn") and not kinds(ctx, "income.home")


def test_second_turn_collects_home_and_pays_two_ships():
    ctx = run(small_game(turn=2), quiet(*FK))
    assert ctx.model.factions["federacion"]["dilitio"] == 50 + 10 - 2


def test_annexed_income_minus_one_and_colony_upkeep():
    systems = {"vul": {"name": "Vulcano", "sector": "D4", "kind": "inhabited", "dilitio": 2,
                       "owner": "federacion", "status": "annexed"},
               "ris": {"name": "Risa", "sector": "B2", "kind": "uninhabited", "dilitio": 6,
                       "owner": "federacion", "status": "colony"}}
    ctx = run(small_game(systems=systems), quiet(*FK))
    # 10 home + 1 annexed (2-1) + 6 colony - 2 ships - 1 colony
    assert ctx.model.factions["federacion"]["dilitio"] == 50 + 10 + 1 + 6 - 2 - 1


def test_decommission_spares_the_upkeep():
    s = give_orders(small_game(), {"federacion": [{"type": "decommission", "unit": "fed-2"}]})
    ctx = run(s, quiet(*FK))
    assert "fed-2" not in ctx.model.factions["federacion"]["ships"]
    assert ctx.model.factions["federacion"]["dilitio"] == 50 + 10 - 1


# -- phase 3 --------------------------------------------------------------------------

def test_move_too_far_is_rejected():
    s = give_orders(small_game(), {"federacion": [{"type": "move", "ship": "fed-1", "to": "C6"}]})
    ctx = run(s, quiet(*FK))
    assert outcome(ctx, "federacion").key == "sector.reject.too_far"
    settled(ctx)


def test_nebula_destroys_on_one_or_two():
    s = give_orders(small_game(sectors={"D3": {"terrain": "nebula"}}),
                    {"federacion": [{"type": "move", "ship": "fed-1", "to": "D3"}]})
    ctx = run(s, {**quiet(*FK), "nebula/federacion/fed-1": [2]})
    assert "fed-1" not in ctx.model.factions["federacion"]["ships"]
    ctx = run(s, {**quiet(*FK), "nebula/federacion/fed-1": [3]})
    assert ctx.model.factions["federacion"]["ships"]["fed-1"]["sector"] == "D3"


def test_black_hole_destroys_or_throws_the_ship_somewhere():
    s = give_orders(small_game(sectors={"D3": {"terrain": "black_hole"}}),
                    {"federacion": [{"type": "move", "ship": "fed-1", "to": "D3"}]})
    ctx = run(s, {**quiet(*FK), "blackhole/federacion/fed-1": [1]})
    assert "fed-1" not in ctx.model.factions["federacion"]["ships"]
    ctx = run(s, {**quiet(*FK), "blackhole/federacion/fed-1": [15], "blackhole/federacion/fed-1/col": [10],
                  "blackhole/federacion/fed-1/row": [10]})
    assert ctx.model.factions["federacion"]["ships"]["fed-1"]["sector"] == "J10"


def test_border_without_contact_stops_the_ship_and_makes_first_contact():
    s = small_game()
    s.factions["federacion"]["ships"]["fed-1"]["sector"] = "E3"
    s.factions["federacion"]["ships"]["fed-1"]["propulsion"] = 1   # speed 2
    give_orders(s, {"federacion": [{"type": "move", "ship": "fed-1", "path": ["F3", "G3"]}]})
    ctx = run(s, quiet(*FK))
    assert ctx.model.factions["federacion"]["ships"]["fed-1"]["sector"] == "F3"
    contact = kinds(ctx, "contact.first")
    assert contact and contact[0].audience.is_public
    assert outcome(ctx, "federacion").key == "sector.applied.moved_stopped"


def test_peace_closes_the_border_and_forbids_attacks():
    s = small_game()
    s.game["world"]["relations"]["federacion+klingon"] = {"status": "peace", "since": 1}
    s.factions["federacion"]["ships"]["fed-1"]["sector"] = "F3"
    s.factions["klingon"]["ships"]["kli-1"].update(sector="F3", cloak=False, cloaked=False)
    give_orders(s, {"federacion": [{"type": "move", "ship": "fed-1", "to": "G3"},
                                   {"type": "attack", "ships": ["fed-2"], "target": "klingon"}],
                    "klingon": [{"type": "attack", "ships": ["kli-1"], "target": "federacion"}]})
    ctx = run(s, {**quiet(*FK), "treaty/federacion+klingon/federacion": [1], "treaty/federacion+klingon/klingon": [1]})
    assert ctx.model.factions["federacion"]["ships"]["fed-1"]["sector"] == "F3"
    assert outcome(ctx, "klingon").key == "sector.reject.treaty"
    settled(ctx)


def test_fleet_of_three_moves_together():
    s = small_game()
    f = s.factions["federacion"]
    f["ships"]["fed-3"] = dict(f["ships"]["fed-1"])
    give_orders(s, {"federacion": [{"type": "form_fleet", "fleet": "alfa", "ships": ["fed-1", "fed-2", "fed-3"]},
                                   {"type": "move", "fleet": "alfa", "to": "D3"},
                                   {"type": "move", "ship": "fed-1", "to": "B3"}]})
    ctx = run(s, quiet(*FK))
    ships = ctx.model.factions["federacion"]["ships"]
    assert {ships[x]["sector"] for x in ("fed-1", "fed-2", "fed-3")} == {"D3"}
    assert outcome(ctx, "federacion", 3).key == "sector.reject.ship_in_fleet"


def test_interception_is_automatic_for_a_cloaked_hunter():
    s = small_game()
    s.game["world"]["relations"]["federacion+klingon"] = {"status": "contact", "since": 1}
    s.factions["federacion"]["ships"]["fed-1"]["sector"] = "E3"
    s.factions["klingon"]["ships"]["kli-1"]["sector"] = "F3"   # cloaked: the Federation cannot see it
    give_orders(s, {"klingon": [{"type": "intercept", "ship": "kli-1", "target": "E3-1"}]})   # fed-1 as its report designates it
    dice = {**quiet(*FK), "combat/E3/klingon/federacion/r1/klingon": [6, 5], "combat/E3/klingon/federacion/r1/federacion": [1]}
    ctx = run(s, dice)
    assert outcome(ctx, "klingon").key == "sector.applied.intercepted"
    assert not kinds(ctx, "intercept.escaped")
    assert "fed-1" not in ctx.model.factions["federacion"]["ships"]


def test_interception_between_visible_ships_is_an_opposed_energy_roll():
    s = small_game()
    s.game["world"]["relations"]["federacion+klingon"] = {"status": "contact", "since": 1}
    s.factions["federacion"]["ships"]["fed-1"]["sector"] = "E3"
    s.factions["federacion"]["ships"]["fed-2"]["sector"] = "F3"
    give_orders(s, {"federacion": [{"type": "intercept", "ship": "fed-1", "target": "F3-1"}]})
    s.factions["klingon"]["ships"]["kli-1"].update(sector="F3", cloak=False, cloaked=False)
    ctx = run(s, {**quiet(*FK), "intercept/F3/federacion/klingon": [3], "intercept/F3/federacion/klingon/vs": [3]})
    assert outcome(ctx, "federacion").key == "sector.applied.intercept_failed"   # a tie: it gets away


# -- phase 4 --------------------------------------------------------------------------

def test_attack_in_the_same_sector_destroys_ships():
    s = small_game()
    s.factions["klingon"]["ships"]["kli-1"]["sector"] = "C3"
    s.factions["klingon"]["ships"]["kli-2"]["sector"] = "C3"
    give_orders(s, {"klingon": [{"type": "attack", "ships": ["kli-1", "kli-2"], "target": "federacion"}]})
    dice = {**quiet(*FK), "combat/C3/klingon/federacion/r1/klingon": [6, 6, 1], "combat/C3/klingon/federacion/r1/federacion": [2, 1]}
    ctx = run(s, dice)
    assert ctx.model.factions["federacion"]["ships"] == {}
    assert kinds(ctx, "cloak.revealed")           # the cloaked attackers are visible now
    assert ctx.model.factions["klingon"]["ships"]["kli-1"]["cloaked"] is False
    ended = kinds(ctx, "battle.ended")[0]
    assert ended.params["winner"] == "klingon"
    assert not ended.audience.is_public


def test_a_second_battle_of_the_same_sides_in_the_same_sector_has_its_own_keys():
    """Battle keys name the place and the sides, what both know (never an order's number):
    the Klingons' second attack on the Federation in C3 is numbered `/2`."""
    s = small_game()
    for sid in ("kli-1", "kli-2"):
        s.factions["klingon"]["ships"][sid]["sector"] = "C3"
    give_orders(s, {"klingon": [{"type": "attack", "ships": ["kli-1"], "target": "federacion"},
                                {"type": "attack", "ships": ["kli-2"], "target": "federacion"}]})
    ctx = run(s, {**quiet(*FK), "combat/C3/klingon/federacion/r1/klingon": [1, 1],
                  "combat/C3/klingon/federacion/r1/federacion": [6, 6]})
    keys = [r.key for r in ctx.dice.log if "/combat/" in r.key]
    assert keys[:2] == ["t02/combat/C3/klingon/federacion/r1/klingon", "t02/combat/C3/klingon/federacion/r1/federacion"]
    assert "t02/combat/C3/klingon/federacion/2/r1/klingon" in keys
    assert len(keys) == len(set(keys))


def test_colony_takes_three_turns_and_the_first_to_finish_wins():
    systems = {"ris": {"name": "Risa", "sector": "E3", "kind": "uninhabited", "dilitio": 6}}
    s = small_game(systems=systems)
    s.factions["federacion"]["ships"]["fed-1"]["sector"] = "E3"
    give_orders(s, {"federacion": [{"type": "colonize", "ship": "fed-1"}]})
    ctx = run(s, quiet(*FK))
    sys_ = ctx.model.systems()["ris"]
    assert sys_["colonizing"]["federacion"]["ready"] == 5
    assert "fed-1" not in ctx.model.factions["federacion"]["ships"]
    # two colonies due the same turn: a roll-off
    s2 = small_game(systems={"ris": {**systems["ris"], "colonizing": {
        "federacion": {"started": 1, "ready": 2}, "klingon": {"started": 1, "ready": 2}}}})
    ctx = run(s2, {**quiet(*FK), "colony/ris/federacion": [3], "colony/ris/klingon": [12]})
    assert ctx.model.systems()["ris"]["owner"] == "klingon"
    assert ctx.model.systems()["ris"]["status"] == "colony"


def test_assault_takes_a_native_world_by_three():
    systems = {"ven": {"name": "Ventax", "sector": "E5", "kind": "inhabited", "dilitio": 7, "agresividad": 0,
                       "comercio": 0, "defenses": True}}
    s = small_game(systems=systems)
    for sid in ("kli-1", "kli-2"):
        s.factions["klingon"]["ships"][sid]["sector"] = "E5"
    give_orders(s, {"klingon": [{"type": "assault", "ships": ["kli-1", "kli-2"]}]})
    # 4 + 2 (AGRESIVIDAD) + 1 (second ship) = 7 against 2 + 0 + 1 (defences) = 3
    ctx = run(s, {**quiet(*FK), "assault/ven/t/klingon": [4], "assault/ven/t/klingon/defence": [2]})
    sys_ = ctx.model.systems()["ven"]
    assert sys_["owner"] == "klingon" and sys_["status"] == "conquered" and sys_["defenses"] is False


def test_assault_repelled_by_five_destroys_a_ship_and_needs_resupply():
    systems = {"ven": {"name": "Ventax", "sector": "E5", "kind": "inhabited", "dilitio": 7, "agresividad": 3, "comercio": 0}}
    s = small_game(systems=systems)
    for sid in ("kli-1", "kli-2"):
        s.factions["klingon"]["ships"][sid]["sector"] = "E5"
    give_orders(s, {"klingon": [{"type": "assault", "ships": ["kli-1", "kli-2"]}]})
    ctx = run(s, {**quiet(*FK), "assault/ven/t/klingon": [1], "assault/ven/t/klingon/defence": [6],
                  "assault/ven/t/klingon/lost": [2]})
    ships = ctx.model.factions["klingon"]["ships"]
    assert "kli-2" not in ships and ships["kli-1"]["resupply"] is True
    assert "siege" not in ctx.model.systems()["ven"]


def test_assault_under_three_goes_on_by_itself_next_turn():
    systems = {"ven": {"name": "Ventax", "sector": "E5", "kind": "inhabited", "dilitio": 7, "agresividad": 2,
                       "comercio": 0, "siege": {"faction": "klingon", "ships": ["kli-1"]}}}
    s = small_game(systems=systems)
    s.factions["klingon"]["ships"]["kli-1"]["sector"] = "E5"
    ctx = run(s, {**quiet(*FK), "assault/ven/t/klingon": [4], "assault/ven/t/klingon/defence": [3]})
    assert kinds(ctx, "siege.continues")


# -- phases 5 and 6 -----------------------------------------------------------------------

def test_annexation_needs_three_and_peace_carries_a_bonus():
    systems = {"vul": {"name": "Vulcano", "sector": "E3", "kind": "inhabited", "dilitio": 14, "agresividad": 0, "comercio": 0}}
    s = small_game(systems=systems)
    s.factions["federacion"]["ships"]["fed-1"]["sector"] = "E3"
    give_orders(s, {"federacion": [{"type": "diplomacy", "ship": "fed-1", "goal": "annex"}]})
    # 1 + 2 (DIPLOMACIA) = 3 against 1: margin 2, not enough
    ctx = run(s, {**quiet(*FK), "diplomacy/federacion/vul": [1], "diplomacy/federacion/vul/vs": [1]})
    assert outcome(ctx, "federacion").key == "sector.applied.annex_failed"
    ctx = run(s, {**quiet(*FK), "diplomacy/federacion/vul": [2], "diplomacy/federacion/vul/vs": [1]})
    assert ctx.model.systems()["vul"]["status"] == "annexed"


def test_peace_treaty_is_public_and_carries_plus_one():
    s = small_game()
    s.game["world"]["relations"]["federacion+klingon"] = {"status": "contact", "since": 1}
    s.factions["federacion"]["ships"]["fed-1"]["sector"] = "G3"    # Klingon territory
    give_orders(s, {"federacion": [{"type": "diplomacy", "ship": "fed-1", "goal": "alliance", "target": "klingon"}]})
    # 3 + 2 = 5 against 2 + 2 = 4: margin 1 gives peace (not the alliance asked for)
    ctx = run(s, {**quiet(*FK), "diplomacy/federacion/klingon": [3], "diplomacy/federacion/klingon/vs": [2]})
    assert ctx.model.relation("federacion", "klingon") == "peace"
    assert kinds(ctx, "treaty.peace")[0].audience.is_public
    assert ctx.model.factions["federacion"]["diplomacy_bonus"] == 1


def test_treaties_break_on_nineteen():
    s = small_game()
    s.game["world"]["relations"]["federacion+klingon"] = {"status": "alliance", "since": 1}
    ctx = run(s, {**quiet(*FK), "treaty/federacion+klingon/federacion": [5], "treaty/federacion+klingon/klingon": [17]})
    assert ctx.model.relation("federacion", "klingon") == "contact"   # 17 + 2 = 19
    assert kinds(ctx, "treaty.broken")[0].params["by"] == "klingon"


def test_trade_route_opens_with_the_margin_and_one_d3_a_turn():
    systems = {"baj": {"name": "Bajor", "sector": "E3", "kind": "inhabited", "dilitio": 9, "agresividad": 0, "comercio": 0}}
    s = small_game(systems=systems)
    s.factions["federacion"]["ships"]["fed-1"]["sector"] = "E3"
    give_orders(s, {"federacion": [{"type": "trade", "ship": "fed-1"}]})
    ctx = run(s, {**quiet(*FK), "trade/baj/federacion": [6], "trade/baj/federacion/vs": [2],
                  "trade/baj/federacion/income": [3]})
    f = ctx.model.factions["federacion"]
    route = next(iter(f["routes"].values()))
    assert route["income"] == 3 and f["ships"]["fed-1"]["status"] == "trade"
    # 50 + 10 - 2 upkeep + margin 4 (6 + 0 against 2 + 0)
    assert f["dilitio"] == 50 + 10 - 2 + 4


# -- phase 7 ---------------------------------------------------------------------------------

def test_building_costs_times_and_rush():
    s = give_orders(small_game(), {"federacion": [
        {"type": "build_ship", "at": "tierra"},
        {"type": "build_ship", "at": "tierra", "rush": True},
        {"type": "build_ship", "at": "tierra", "tech": {"armamento": 1}},
        {"type": "build_station", "ship": "fed-1"}]})
    ctx = run(s, quiet(*FK))
    f = ctx.model.factions["federacion"]
    assert outcome(ctx, "federacion", 3).key == "sector.reject.tech_too_high"
    readies = sorted((b["kind"], b["ready"]) for b in f["builds"].values())
    assert readies == [("ship", 5), ("station", 12)]
    assert len(f["ships"]) == 2           # fed-1 became the station site, plus the rushed ship
    assert f["dilitio"] == 50 + 10 - 2 - 3 - 30 - 10


def test_insufficient_dilitio_rejects():
    s = small_game()
    s.factions["federacion"]["dilitio"] = 0
    give_orders(s, {"federacion": [{"type": "build_ship", "at": "tierra", "rush": True}]})
    ctx = run(s, quiet(*FK))
    assert outcome(ctx, "federacion").key == "sector.reject.insufficient"


# -- phases 8 to 12 ----------------------------------------------------------------------------

def test_rebellion_contest_runs_to_five():
    systems = {"ven": {"name": "Ventax", "sector": "E5", "kind": "inhabited", "dilitio": 7, "agresividad": 1,
                       "comercio": 0, "owner": "klingon", "status": "conquered"}}
    s = small_game(systems=systems)
    s.factions["federacion"]["traits"]["espionaje"] = 0
    give_orders(knows(s, "federacion", "ven"), {"federacion": [{"type": "incite", "system": "ven"}]})
    ctx = run(s, {**quiet(*FK), "incite/federacion/o1": [16], "rebellion/ven/start": [17],
                  "rebellion/ven/rebels": [6], "rebellion/ven/klingon": [1]})
    # 17 + 1 + 1 (incited) = 19 starts it; 6 + 2 = 8 against 1 + 2 = 3: +5, the rebels win at once
    assert "owner" not in ctx.model.systems()["ven"]
    assert kinds(ctx, "rebellion.won")


def test_events_hit_a_random_ship():
    s = small_game()
    ctx = run(s, {"event/federacion": [5], "event/federacion/target": [2], "event/federacion/table": [1],
                  "event/klingon": [20], "advantage/federacion": [1], "advantage/klingon": [1]})
    assert "fed-2" not in ctx.model.factions["federacion"]["ships"]


def test_research_pays_half_on_failure_and_retries_at_minus_one():
    s = give_orders(small_game(), {"federacion": [{"type": "research", "tech": "armamento"},
                                                  {"type": "research", "tech": "energia"}]})
    ctx = run(s, {**quiet(*FK), "research/federacion/armamento": [9]})     # 9 + 1 = 10 < 11
    f = ctx.model.factions["federacion"]
    assert f["tech"]["armamento"] == 0 and f["dilitio"] == 50 + 10 - 2 - 1
    assert outcome(ctx, "federacion", 2).key == "sector.reject.research_limit"
    nxt = ctx.ruleset.finish(ctx).copy()
    nxt.game["turn"] = 3
    give_orders(nxt, {"federacion": [{"type": "research", "tech": "armamento"}]})
    ctx = run(nxt, {**quiet(*FK), "research/federacion/armamento": [9]})  # 10 against 11 - 1
    assert ctx.model.factions["federacion"]["tech"]["armamento"] == 1


def test_spy_caught_on_one_or_two_pays_ten_and_the_victim_recovers_a_d10():
    s = give_orders(small_game(), {"klingon": [{"type": "spy", "action": "sabotage", "target": "federacion",
                                                "tech": "armamento"}]})
    ctx = run(s, {**quiet(*FK), "spy/klingon/o1": [2], "spy/klingon/federacion/recover": [7]})
    assert ctx.model.factions["klingon"]["dilitio"] == 50 + 10 - 2 - 10
    assert ctx.model.factions["federacion"]["dilitio"] == 50 + 10 - 2 + 7


def test_a_caught_spys_own_empire_reads_it_in_its_voice():
    """Issue 25 S10: the spy's own player read «Capturado un espía del Imperio Klingon», the
    captor's sentence; it now reads who caught its spy."""
    s = give_orders(small_game(), {"klingon": [{"type": "spy", "action": "sabotage", "target": "federacion",
                                                "tech": "armamento"}]})
    files = render_all(run(s, {**quiet(*FK), "spy/klingon/o1": [2], "spy/klingon/federacion/recover": [7]}))
    kli, fed = files["reports/klingon.md"], files["reports/federacion.md"]
    assert "La Federación de Planetas Unidos captura a tu espía (misión: sabotaje)." in kli, kli
    assert "Capturado un espía" not in kli and "Capturado un espía del Imperio Klingon" in fed


def test_steal_costs_half_and_needs_a_better_victim():
    s = small_game()
    s.factions["federacion"]["tech"]["energia"] = 3
    give_orders(s, {"klingon": [{"type": "spy", "action": "steal", "target": "federacion", "tech": "energia"}]})
    ctx = run(s, {**quiet(*FK), "spy/klingon/o1": [17], "spy/klingon/federacion/detect": [3]})   # 17 + 1 = 18
    k = ctx.model.factions["klingon"]
    assert k["tech"]["energia"] == 1 and k["dilitio"] == 50 + 10 - 2 - 1
    # the victim's failed detection roll is for the GM only
    assert all(e.audience.factions == frozenset() for e in kinds(ctx, "spy.undetected"))


def test_a_third_advantage_discards_one():
    s = small_game()
    s.factions["federacion"]["advantages"] = {"fed-v1": {"name": "A", "since": 1}, "fed-v2": {"name": "B", "since": 1}}
    give_orders(s, {"federacion": [{"type": "discard_advantage", "advantage": "fed-v2"}]})
    ctx = run(s, {"event/federacion": [20], "event/klingon": [20], "advantage/klingon": [1],
                  "advantage/federacion": [15], "advantage/federacion/table": [6]})
    held = ctx.model.factions["federacion"]["advantages"]
    assert len(held) == 2 and "fed-v2" not in held and "fed-v1" in held


# -- fog of war ---------------------------------------------------------------------------------

def test_cloak_detection_roll_is_hidden():
    s = small_game()
    s.factions["klingon"]["ships"]["kli-1"]["sector"] = "C3"   # cloaked, in the Federation's home sector
    ctx = run(s, {**quiet(*FK), "cloak/kli-1/federacion": [5]})
    checks = kinds(ctx, "cloak.check")
    assert checks and checks[0].audience.factions == frozenset() and not checks[0].audience.is_public
    files = render_all(ctx)
    assert "t02/cloak/kli-1/federacion" in files["rolls.toml"]
    name = ctx.model.factions["klingon"]["ships"]["kli-1"]["name"]
    assert f"detección de la nave camuflada {name}: " in files["gm-report.md"]  # its name, not kli-1 (play-test)
    for name in ("reports/federacion.md", "reports/klingon.md", "report.md"):
        assert "detección de la nave camuflada" not in files[name]
    assert "kli-1" not in files["reports/federacion.md"]          # a signal (5), not an identification
    assert "Señal distorsionada en C3" in files["reports/federacion.md"]


def test_a_ship_thrown_out_of_a_black_hole_never_lands_in_one():
    s = give_orders(small_game(sectors={"D3": {"terrain": "black_hole"}, "J10": {"terrain": "black_hole"}}),
                    {"federacion": [{"type": "move", "ship": "fed-1", "to": "D3"}]})
    ctx = run(s, {**quiet(*FK), "blackhole/federacion/fed-1": [15], "blackhole/federacion/fed-1/col": [10],
                  "blackhole/federacion/fed-1/row": [10], "blackhole/federacion/fed-1/col/2": [2],
                  "blackhole/federacion/fed-1/row/2": [9]})
    assert ctx.model.factions["federacion"]["ships"]["fed-1"]["sector"] == "B9"


def _at_peace(sector: str, settings: dict | None = None):
    s = small_game(settings=settings)
    s.game["world"]["relations"]["federacion+klingon"] = {"status": "peace", "since": 1}
    s.factions["federacion"]["ships"]["fed-1"]["sector"] = sector
    s.factions["federacion"]["diplomacy_bonus"] = 1          # peace's "+1 para la siguiente tirada"
    return give_orders(s, {"federacion": [{"type": "diplomacy", "ship": "fed-1", "goal": "alliance", "target": "klingon"}]})


def test_empires_at_peace_can_ally_from_the_border():
    """"Las naves de ambos NO PODRÁN CIRCULAR POR EL TERRITORIO DEL OTRO. Suma un +1 para la
    siguiente tirada de diplomacia": peace closes the Klingon territory (G2-I4), so the
    Federation's envoy asks for alliance from F3, next to it, and spends the +1 there; from
    E3, two sectors away, it is refused with where to stand. With
    `diplomacy.peace_envoy_at_border = false` the border is not enough (the old reading).
    The roll wins by 3 (4 + 2 + 1 against 2 + 2): an alliance asked for and won by the
    annexation margin is an alliance (it was read as a failed peace)."""
    dice = {**quiet("federacion", "klingon"), "diplomacy/federacion/klingon": [4], "diplomacy/federacion/klingon/vs": [2],
            "treaty/federacion+klingon/federacion": [1], "treaty/federacion+klingon/klingon": [1]}
    assert small_game().game["world"]["territory"].get("G3") == "klingon"
    ctx = run(_at_peace("F3"), dice)
    assert outcome(ctx, "federacion").key == "sector.applied.treaty"
    assert ctx.model.relation("federacion", "klingon") == "alliance"
    assert kinds(ctx, "diplomacy.bonus")[0].params["used"] == 1
    far = run(_at_peace("E3"), dice)
    assert outcome(far, "federacion").key == "sector.reject.not_at_border"
    assert "junto a la frontera del Imperio Klingon" in render_all(far)["reports/federacion.md"]
    strict = run(_at_peace("F3", {"diplomacy": {"peace_envoy_at_border": False}}), dice)
    assert outcome(strict, "federacion").key == "sector.reject.not_in_territory"


# -- what a private report owes its reader (issue 22) ----------------------------------------------

def test_the_victim_reads_its_own_recovery_die():
    """"una parte de estos cristales pueden ser recuperados ... debe lanzar 1D10": the 1D10 is
    the victim's (its stream): its report shows it beside the treasury line it fills."""
    s = give_orders(small_game(), {"klingon": [{"type": "spy", "action": "sabotage", "target": "federacion",
                                                "tech": "armamento"}]})
    ctx = run(s, {**quiet(*FK), "spy/klingon/o1": [2], "spy/klingon/federacion/recover": [7]})
    fed = render_all(ctx)["reports/federacion.md"]
    assert "1d10 (7) = 7 — la Federación de Planetas Unidos recupera cristales" in fed


def test_every_die_of_an_empires_stream_is_in_its_report():
    """The dice an empire owns (drawn from its stream) are all in its private report, whole:
    a roll line, or (a battle) die by die in the exchange's text."""
    s = give_orders(small_game(), {"klingon": [{"type": "spy", "action": "sabotage", "target": "federacion",
                                                "tech": "armamento"}],
                                   "federacion": [{"type": "research", "tech": "armamento"}]})
    ctx = run(s, {**quiet(*FK), "spy/klingon/o1": [1], "spy/klingon/federacion/recover": [3],
                  "research/federacion/armamento": [12]})
    _own_dice_in_reports(ctx)
    # an interception both sides see: each reads its own die (hunter's and prey's)
    s = small_game()
    s.game["world"]["relations"]["federacion+klingon"] = {"status": "war", "since": 1}
    s.factions["federacion"]["ships"]["fed-1"]["sector"] = "E3"
    s.factions["klingon"]["ships"]["kli-1"].update(sector="F3", cloak=False, cloaked=False)
    give_orders(s, {"federacion": [{"type": "intercept", "ship": "fed-1", "target": "F3-1"}]})
    for faces in ([5], [1]):   # caught (a battle follows) and escaped
        ctx = run(s, {**quiet(*FK), "intercept/F3/federacion/klingon": faces, "intercept/F3/federacion/klingon/vs": [2],
                      "combat/F3/federacion/klingon/r1/federacion": [6],
                      "combat/F3/federacion/klingon/r1/klingon": [1]})
        assert [r.key for r in ctx.dice.log if "/intercept/" in r.key] == ["t02/intercept/F3/federacion/klingon",
                                                                          "t02/intercept/F3/federacion/klingon/vs"]
        _own_dice_in_reports(ctx)


def _own_dice_in_reports(ctx):
    files = render_all(ctx)
    for r in ctx.dice.log:
        if r.stream.startswith("faction/") and not r.key.split("/", 1)[1].startswith("combat/"):
            assert r.detail in files[f"reports/{r.stream.split('/', 1)[1]}.md"], (r.key, r.detail)


def test_a_finished_ship_is_announced_with_the_name_and_id_to_use_in_orders():
    """A new ship takes the first free name of its race's list (data/names.toml [ships]) and
    is announced with it and its id; once the list is used up, with its id alone."""
    s = give_orders(small_game(), {"federacion": [{"type": "build_ship", "at": "tierra", "rush": True}]})
    # fed-1 and fed-2 of a new game are Enterprise and Defiant: the next free name is the third
    ctx = run(s, quiet(*FK))
    new = [sid for sid in ctx.model.factions["federacion"]["ships"] if sid not in ("fed-1", "fed-2")]
    assert len(new) == 1 and ctx.model.factions["federacion"]["ships"][new[0]]["name"] == "Excelsior"
    fed = render_all(ctx)["reports/federacion.md"]
    assert f"nueva nave «Excelsior» en C3 (en tus órdenes: Excelsior o {new[0]})" in fed
    en = render_all(run(s, quiet(*FK), lang="en"))["reports/federacion.md"]
    assert f"new ship 'Excelsior' at C3 (in your orders: Excelsior or {new[0]})" in en
    assert f"Excelsior ({new[0]})" in fed.split("## Flota")[1].split("##")[0]   # the fleet table names it too
    from gm.rulesets.sector.rules import table

    for i, name in enumerate(table("names")["ships"]["federacion"]):
        s.factions["federacion"]["ships"][f"fed-old{i}"] = {"sector": "C3", "name": name}
    ctx = run(s, quiet(*FK))
    new = [sid for sid, x in ctx.model.factions["federacion"]["ships"].items() if "name" not in x and sid not in ("fed-1", "fed-2")]
    assert len(new) == 1
    assert f"nueva nave {new[0]} en C3 (en tus órdenes: {new[0]})" in render_all(ctx)["reports/federacion.md"]


def test_a_named_ship_is_read_by_its_name_in_text_orders(tmp_path):
    """"mover Enterprise a D4": the text orders resolve a ship's name to its id."""
    from gm.orderlang.document import read_text_orders
    from gm.registry import get

    s = small_game()
    s.factions["federacion"]["ships"]["fed-1"].pop("name")   # a new game names it Enterprise
    s.factions["federacion"]["ships"]["fed-3"] = {"sector": "C3", "name": "Enterprise"}
    (tmp_path / "orders").mkdir()
    (tmp_path / "orders" / "federacion.txt").write_text("mover Enterprise a D4\n", encoding="utf-8")
    got = read_text_orders(tmp_path, s, get("sector"))
    assert not got.problems, [p.format() for p in got.problems]
    assert got.doc["factions"]["federacion"]["orders"][0]["ship"] == "fed-3"


def test_a_theft_that_cannot_succeed_rolls_no_search():
    """"siempre que el del espiado sea superior": the Federation's ENERGÍA is no higher than
    the Klingons', so the theft takes nothing and the victim has nothing to find: no 18+
    search die is rolled (one was, and sat in the GM report)."""
    s = give_orders(small_game(), {"klingon": [{"type": "spy", "action": "steal", "target": "federacion", "tech": "energia"}]})
    ctx = run(s, {**quiet(*FK), "spy/klingon/o1": [17]})
    assert outcome(ctx, "klingon").key == "sector.applied.steal_nothing"
    assert not [r for r in ctx.dice.log if r.key.endswith("/detect")]
    assert not kinds(ctx, "spy.undetected") and not kinds(ctx, "spy.detected")


def test_a_sabotage_without_its_technology_is_refused_with_the_rules_reason():
    """Issue 23: "espiar sabotear a la Federación" was answered with the schema's words
    ("falta la clave 'tech'"); check and resolve both give the rule's reason."""
    s = give_orders(small_game(), {"klingon": [{"type": "spy", "action": "sabotage", "target": "federacion"}]})
    ctx = run(s, quiet(*FK))
    assert outcome(ctx, "klingon").key == "sector.reject.spy_needs_tech"
    assert "un sabotaje necesita una tecnología" in render_all(ctx)["reports/klingon.md"]
