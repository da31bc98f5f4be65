"""Issue 13 for sector: what each empire is told, and fair simultaneous orders.

Each test plants the situation a GM reported, with recorded dice, and reads the
rendered reports (every file a player receives) or the events."""

from gm.engine.events import Audience

from tests.report_kit import without_order_form
from tests.rulesets.sector.sector_testkit import give_orders, knows, quiet, render_all, run, small_game

FK = ("federacion", "klingon")


def kinds(ctx, kind):
    return [e for e in ctx.events if e.kind == kind]


def outcome(ctx, fid, number=1):
    return ctx.outcomes[(fid, number)]


def player_files(files, fid):
    """Every text file `fid` receives: its report, its map, the public report."""
    return "\n".join(v for k, v in files.items()
                     if k.startswith(("reports/" + fid + ".", "maps/" + fid, "report.", "maps/public")))


def contact(s, a="federacion", b="klingon", status="contact"):
    s.game["world"]["relations"]["+".join(sorted((a, b)))] = {"status": status, "since": 1}
    return s


# -- sabotage -----------------------------------------------------------------------------

def _sabotage(detect: int):
    s = small_game()   # no contact: nothing else would name the Klingons to the Federation
    s.factions["federacion"]["tech"]["energia"] = 2
    give_orders(s, {"klingon": [{"type": "spy", "action": "sabotage", "target": "federacion", "tech": "energia"}]})
    ctx = run(s, {**quiet(*FK), "spy/klingon/o1": [17], "spy/klingon/federacion/detect": [detect],
                  "spy/klingon/federacion/recover": [4]})
    return ctx, render_all(ctx)


def test_a_sabotage_victim_is_not_told_the_saboteur_when_its_search_fails():
    ctx, files = _sabotage(detect=17)
    assert ctx.model.factions["federacion"]["tech"]["energia"] == 1
    fed = "\n".join(without_order_form(v) for k, v in files.items() if k.startswith(("reports/federacion.", "maps/federacion")))
    assert "klingon" not in fed.lower()
    assert "sabotage." not in fed                       # no untranslated key
    assert "Un sabotaje reduce tu Energía a nivel 1." in fed
    assert "Sabotaje logrado" in files["reports/klingon.md"]


def test_a_sabotage_outcome_says_what_it_did():
    """Issue 25 S6: the outcome read «sabotaje logrado: ENERGÍA de la Federación…», no verb."""
    _ctx, files = _sabotage(detect=17)
    assert "sabotaje logrado: Energía de la Federación de Planetas Unidos baja a nivel 1" in files["gm-report.md"], files["gm-report.md"]


def test_a_sabotage_victim_that_finds_the_spy_is_told_who():
    ctx, files = _sabotage(detect=18)
    assert "Detectada una operación de sabotaje del Imperio Klingon" in files["reports/federacion.md"]


# -- cloaked ships --------------------------------------------------------------------------

def test_gm_check_answers_a_cloaked_ships_sector_as_an_empty_one():
    """Found by a rival player: moving beside a rival's cloaked ship and attacking was
    «depende de los dados» (the judge ran on the GM's state and rolled the detection), an
    empty sector «RECHAZADA: … no ves ninguna nave»: asking gm check found cloaked ships.
    The judge answers on the state the empire may know (Sector.known_state)."""
    from gm.engine.judge import judge
    from gm.registry import get

    def answer(to):
        s = contact(small_game())
        s.factions["klingon"]["ships"]["kli-1"].update(sector="D3")  # cloaked, beside the Federation's home
        entry = {"orders": [{"type": "move", "ship": "fed-1", "to": to},
                            {"type": "attack", "ships": ["fed-1"], "target": "klingon"}]}
        return [(v.verdict, v.key, {k: v for k, v in v.params.items() if k not in ("to", "sector")})
                for v in judge(s, get("sector"), "federacion", entry).verdicts]

    assert answer("D3") == answer("C4")
    # an attack where its ships see no Klingon depends on the others (one may come, or uncloak)
    assert answer("D3")[1][:2] == ("depends", "sector.reject.no_target_here"), answer("D3")



def test_a_cloaked_ship_attacking_beside_a_visible_one_shows_itself():
    s = contact(small_game())
    k = s.factions["klingon"]["ships"]
    k["kli-1"].update(sector="C3")                                   # cloaked
    k["kli-2"].update(sector="C3", cloaked=False, last_attack=1)     # visible (it attacked last turn)
    give_orders(s, {"klingon": [{"type": "attack", "ships": ["kli-1", "kli-2"], "target": "federacion"}]})
    ctx = run(s, {**quiet(*FK), "combat/C3/klingon/federacion/r1/klingon": [6, 6],
                  "combat/C3/klingon/federacion/r1/federacion": [1, 1]})
    assert [e.params["ship"] for e in kinds(ctx, "cloak.revealed")] == ["kli-1"]
    assert ctx.model.factions["klingon"]["ships"]["kli-1"]["cloaked"] is False
    begun = kinds(ctx, "battle.begun")[0]
    assert begun.params["cloaked"] is False                          # no cloaked first strike: one was seen


def test_a_cloaked_ships_sensors_make_no_first_contact():
    s = small_game()
    s.factions["klingon"]["ships"]["kli-1"]["sector"] = "E3"   # cloaked, two sectors from Tierra's territory
    s.factions["klingon"]["ships"]["kli-1"]["propulsion"] = 1
    s.factions["klingon"]["ships"]["kli-2"]["sector"] = "H3"
    ctx = run(s, quiet(*FK))
    assert not kinds(ctx, "contact.first")
    assert "Primer contacto" not in render_all(ctx)["report.md"]
    # the same ship uncloaked does make it
    s.factions["klingon"]["ships"]["kli-1"].update(cloak=False, cloaked=False)
    ctx = run(s, quiet(*FK))
    assert kinds(ctx, "contact.first")


# -- interception rejections ---------------------------------------------------------------

def test_an_unseen_ship_and_a_missing_one_get_the_same_answer_word_for_word():
    s = contact(small_game(size=20))
    s.factions["klingon"]["ships"]["kli-1"].update(sector="T20", cloak=False, cloaked=False)   # far beyond sight
    s.factions["klingon"]["ships"]["kli-2"].update(sector="D3")                   # cloaked, in reach
    give_orders(s, {"federacion": [{"type": "intercept", "ship": "fed-1", "target": "kli-1"},
                                   {"type": "intercept", "ship": "fed-2", "target": "kli-2"},
                                   {"type": "intercept", "ship": "fed-2", "target": "kli-9"}]})
    ctx = run(s, {**quiet(*FK), "cloak/kli-2/federacion": [1]})
    assert {outcome(ctx, "federacion", n).key for n in (1, 2, 3)} == {"sector.reject.no_target"}
    text = render_all(ctx)["reports/federacion.md"]
    for sid in ("kli-1", "kli-2", "kli-9"):
        assert f"no ves ningún objetivo «{sid}»" in text
    # the designation of a unit out of sight reads like one of nothing: ids are never read
    give_orders(s, {"federacion": [{"type": "intercept", "ship": "fed-2", "target": "D3-1"},
                                   {"type": "intercept", "ship": "fed-2", "target": "D3-9"}]})
    text = render_all(run(s, {**quiet(*FK), "cloak/kli-2/federacion": [1]}))["reports/federacion.md"]
    assert "no ves ningún objetivo «D3-1»" in text and "no ves ningún objetivo «D3-9»" in text
    assert "fuera de alcance" not in text


def test_validation_does_not_tell_which_foreign_ships_exist():
    from gm.rulesets.sector import rules
    from gm.rulesets.sector.checks import OF_FILES, OF_ORDERS, check

    s = give_orders(small_game(), {"federacion": [{"type": "intercept", "ship": "fed-1", "target": "kli-9"},
                                                  {"type": "intercept", "ship": "fed-1", "target": "kli-1"}]})
    problems = [p for p in check(s, rules.settings({}), OF_FILES + OF_ORDERS) if "target" in p.path]
    assert problems == []


# -- treaties and diplomacy ------------------------------------------------------------------

def test_treaty_break_dice_are_each_partys_own_and_the_break_is_news_without_dice():
    s = contact(small_game(), status="peace")
    s.factions["klingon"]["advantages"] = {"kli-v1": {"name": "Fervor guerrero", "since": 1, "roll": 3,
                                                      "mods": {"agresividad": 2}}}
    dice = {**quiet(*FK), "treaty/federacion+klingon/federacion": [5], "treaty/federacion+klingon/klingon": [15]}
    ctx = run(s, dice)
    broken = kinds(ctx, "treaty.broken")
    assert broken and broken[0].audience.is_public and not broken[0].rolls
    assert broken[0].params["by"] == "klingon"                        # 15 + 2 + 2 = 19
    files = render_all(ctx)
    assert "+4" not in files["report.md"] and "1d20" not in files["report.md"]
    assert "+4" not in files["reports/federacion.md"]                 # the Klingon modifier with its advantage
    assert "1d20 (15) + 4 = 19" in files["reports/klingon.md"]
    for e in kinds(ctx, "treaty.roll"):
        assert e.audience == Audience.private(e.params["faction"])


def test_both_parties_breaking_a_treaty_break_it_together():
    s = contact(small_game(), status="alliance")
    dice = {**quiet(*FK), "treaty/federacion+klingon/federacion": [20], "treaty/federacion+klingon/klingon": [20]}
    ctx = run(s, dice)
    assert kinds(ctx, "treaty.broken_both") and not kinds(ctx, "treaty.broken")
    assert "lo rompen los dos" in render_all(ctx)["report.md"]


def test_a_diplomacy_answer_is_shown_only_to_the_empire_that_answers():
    s = contact(small_game())
    s.factions["federacion"]["ships"]["fed-1"]["sector"] = "G3"        # Klingon territory
    s.factions["klingon"]["advantages"] = {"kli-v1": {"name": "x", "since": 1, "roll": 3,
                                                      "mods": {"agresividad": 3}}}
    give_orders(s, {"federacion": [{"type": "diplomacy", "ship": "fed-1", "goal": "peace", "target": "klingon"}]})
    ctx = run(s, {**quiet(*FK), "diplomacy/federacion/klingon": [6], "diplomacy/federacion/klingon/vs": [1],
                  "treaty/federacion+klingon/federacion": [1], "treaty/federacion+klingon/klingon": [1]})
    files = render_all(ctx)
    assert "1d6 (1) + 5 = 6" in files["reports/klingon.md"]
    assert "+ 5" not in files["reports/federacion.md"] and "+ 5" not in files["report.md"]
    assert not any(e.rolls for e in ctx.events_for(None))


def test_the_answering_empire_is_told_its_refusal():
    """Issue 25 S5: the Klingon saw the Federation's embassy and its own die, never whether
    peace was made (only the envoy read «no acepta»)."""
    s = contact(small_game())
    s.factions["federacion"]["ships"]["fed-1"]["sector"] = "G3"        # Klingon territory
    give_orders(s, {"federacion": [{"type": "diplomacy", "ship": "fed-1", "goal": "peace", "target": "klingon"}]})
    ctx = run(s, {**quiet(*FK), "diplomacy/federacion/klingon": [1], "diplomacy/federacion/klingon/vs": [6]})
    assert ctx.model.relation("federacion", "klingon") == "contact"
    text = render_all(ctx)["reports/klingon.md"]
    assert "propone un tratado de paz; tu respuesta es no y no hay acuerdo." in text, text


def test_a_build_is_named_by_its_place_not_its_id():
    """Issue 25 S7: «construcción fed-b6 (nave)», a table of build ids: no order names a build."""
    s = small_game()
    home = s.factions["federacion"]["home"]
    give_orders(s, {"federacion": [{"type": "build_ship", "at": home}]})
    ctx = run(s, quiet(*FK))
    text = render_all(ctx)["reports/federacion.md"]
    name = ctx.model.systems()[home]["name"]
    assert f"construcción (nave) en {name} por" in text, text
    assert "fed-b" not in text, text


def test_war_on_an_unmet_race_and_on_no_race_read_the_same():
    s = small_game(npc="ferengi")
    give_orders(s, {"federacion": [{"type": "declare_war", "target": "ferengi"},
                                   {"type": "declare_war", "target": "borg"}]})
    ctx = run(s, quiet(*FK))
    a, b = outcome(ctx, "federacion", 1), outcome(ctx, "federacion", 2)
    assert a.key == b.key == "sector.reject.no_contact"
    text = render_all(ctx)["reports/federacion.md"]
    assert "aún no has hecho el primer contacto con «ferengi»" in text and "Ferengi" not in text


# -- simultaneous orders -------------------------------------------------------------------

def _mutual_attack(draw: int):
    s = small_game(empires=("federacion", "cardasiano"))
    contact(s, "cardasiano", "federacion", "war")
    s.factions["cardasiano"]["ships"]["car-1"]["sector"] = "C3"
    s.factions["federacion"]["ships"]["fed-2"]["sector"] = "B2"
    give_orders(s, {"federacion": [{"type": "attack", "ships": ["fed-1"], "target": "cardasiano"}],
                    "cardasiano": [{"type": "attack", "ships": ["car-1"], "target": "federacion"}]})
    # whoever strikes first wins its battle (6 against 1) and the other attack finds no ship
    dice = {**quiet("federacion", "cardasiano"), "draw/attack/1": [draw],
            "combat/C3/federacion/cardasiano/r1/federacion": [6], "combat/C3/federacion/cardasiano/r1/cardasiano": [1],
            "combat/C3/cardasiano/federacion/r1/cardasiano": [6], "combat/C3/cardasiano/federacion/r1/federacion": [1]}
    return run(s, dice)


def test_mutual_attacks_go_in_a_drawn_order_not_alphabetical():
    ctx = _mutual_attack(draw=2)      # sorted input (cardasiano, federacion): die 2 draws the Federation
    assert outcome(ctx, "federacion").key == "sector.applied.attacked"
    assert outcome(ctx, "cardasiano").key == "sector.reject.unknown_ship"   # its ship is gone
    assert "car-1" not in ctx.model.factions["cardasiano"]["ships"]
    drawn = kinds(ctx, "draw.order")
    assert drawn and drawn[0].audience == Audience.gm() and drawn[0].rolls
    ctx = _mutual_attack(draw=1)
    assert outcome(ctx, "cardasiano").key == "sector.applied.attacked"
    assert outcome(ctx, "federacion").key == "sector.reject.unknown_ship"


def test_a_colony_race_tied_twice_is_drawn_and_the_loser_is_told_it_lost_on_the_dice():
    systems = {"ris": {"name": "Risa", "sector": "E3", "kind": "uninhabited", "dilitio": 6, "colonizing": {
        "federacion": {"started": 1, "ready": 2}, "klingon": {"started": 1, "ready": 2}}}}
    for draw, winner in ((1, "federacion"), (2, "klingon")):
        ctx = run(small_game(systems=systems), {**quiet(*FK), "colony/ris/federacion": [9],
                                                "colony/ris/klingon": [9], "colony/ris/draw/1": [draw]})
        assert ctx.model.systems()["ris"]["owner"] == winner
        loser = "klingon" if winner == "federacion" else "federacion"
        assert kinds(ctx, "colony.lost_race")[0].params["faction"] == loser
        text = render_all(ctx)[f"reports/{loser}.md"]
        assert "gana la carrera a los dados" in text and "terminó antes" not in text


def test_an_attack_on_an_unseen_race_and_on_no_race_read_the_same():
    s = small_game(npc="ferengi")
    give_orders(s, {"federacion": [{"type": "attack", "ships": ["fed-1"], "target": "ferengi"},
                                   {"type": "attack", "ships": ["fed-1"], "target": "borg"},
                                   {"type": "spy", "action": "discover", "target": "ferengi"}],
                    "klingon": [{"type": "spy", "action": "discover", "target": "borg"}]})
    ctx = run(s, quiet(*FK))
    assert outcome(ctx, "federacion", 1).key == outcome(ctx, "federacion", 2).key == "sector.reject.no_target"
    files = render_all(ctx)
    fed = files["reports/federacion.md"]
    assert "no ves ningún objetivo «ferengi»" in fed and "no ves ningún objetivo «borg»" in fed
    assert "no conoces ningún imperio «ferengi»" in fed and "no conoces ningún imperio «borg»" in files["reports/klingon.md"]
    assert "Ferengi" not in fed


def test_the_prey_of_a_fleet_reads_its_ships_not_the_fleets_name():
    s = contact(small_game())
    f = s.factions["federacion"]
    f["ships"]["fed-3"] = dict(f["ships"]["fed-1"])
    f["fleets"] = {"escuadra-secreta": {"ships": ["fed-1", "fed-2", "fed-3"]}}
    s.factions["klingon"]["ships"]["kli-1"].update(sector="D3", cloak=False, cloaked=False)
    give_orders(s, {"federacion": [{"type": "intercept", "fleet": "escuadra-secreta", "target": "D3-1"}]})
    ctx = run(s, {**quiet(*FK), "intercept/D3/federacion/klingon": [1], "intercept/D3/federacion/klingon/vs": [6]})
    assert outcome(ctx, "federacion").key == "sector.applied.intercept_failed"
    files = render_all(ctx)
    assert "escuadra-secreta" not in files["reports/klingon.md"]
    assert "C3-1, C3-2 y C3-3" in files["reports/klingon.md"]   # designations where they stand, joined as prose
    assert "Enterprise" not in files["reports/klingon.md"] and "fed-" not in files["reports/klingon.md"]


def test_colonists_defend_a_world_together_not_the_alphabetically_first():
    systems = {"ris": {"name": "Risa", "sector": "E3", "kind": "uninhabited", "dilitio": 6, "colonizing": {
        "federacion": {"started": 1, "ready": 4}, "romulano": {"started": 1, "ready": 4}}}}
    s = small_game(empires=("federacion", "klingon", "romulano"), systems=systems)
    for sid in ("kli-1", "kli-2"):
        s.factions["klingon"]["ships"][sid]["sector"] = "E3"
    give_orders(s, {"klingon": [{"type": "assault", "ships": ["kli-1", "kli-2"]}]})
    # 3 + 2 (AGRESIVIDAD) + 1 (second ship) = 6 against 4 + 0 (the Romulans' AGRESIVIDAD, the
    # colonists' best; the Federation's alone, -1, would lose the world by 3)
    ctx = run(s, {**quiet("federacion", "klingon", "romulano"), "assault/ris/t/klingon": [3],
                  "assault/ris/t/klingon/defence": [4]})
    rnd = kinds(ctx, "assault.round")[0]
    assert rnd.params["margin"] == 2 and rnd.params["result"] == "continues"
    assert rnd.audience == Audience.private("klingon", "federacion", "romulano")


def test_two_empires_ending_in_one_free_sector_neither_claims_it():
    s = small_game()
    s.factions["federacion"]["ships"]["fed-1"]["sector"] = "E6"
    s.factions["klingon"]["ships"]["kli-1"].update(sector="E6", cloak=False, cloaked=False)
    s.factions["federacion"]["ships"]["fed-2"]["sector"] = "A9"
    ctx = run(s, quiet(*FK))
    territory = ctx.model.world["territory"]
    assert "E6" not in territory                      # before: the Federation's, by name
    assert territory.get("A9") == "federacion"


def test_the_occupier_never_reads_an_incitement():
    systems = {"ven": {"name": "Ventax", "sector": "E5", "kind": "inhabited", "dilitio": 7, "agresividad": 1,
                       "comercio": 0, "owner": "klingon", "status": "conquered"}}
    s = small_game(systems=systems)
    give_orders(knows(s, "federacion", "ven"), {"federacion": [{"type": "incite", "system": "ven"}]})
    # incited (16 > 15), then no rising (10 + 1 + 1 = 12): the incitement fades
    ctx = run(s, {**quiet(*FK), "incite/federacion/o1": [16], "rebellion/ven/start": [10]})
    kli = render_all(ctx)["reports/klingon.md"]
    assert "agitación" not in kli and "1d20 (10) + 2" not in kli
    assert "Ventax no se rebela." in kli
    # a rebellion under way: the occupier reads its own die and the score, not the natives'
    s2 = small_game(systems={"ven": {**systems["ven"], "incited": True, "rebellion": {"score": 0}}})
    ctx = run(s2, {**quiet(*FK), "rebellion/ven/rebels": [4], "rebellion/ven/klingon": [3]})
    kli = render_all(ctx)["reports/klingon.md"]
    assert "1d6 (4) + 2" not in kli and "1d6 (3) + 2 = 5" in kli
    assert "marcador 1" in kli                      # 4 + 2 against 3 + 2
    assert all(e.audience == Audience.gm() for e in kinds(ctx, "rebellion.natives"))


def test_cloaked_ships_that_assault_a_world_show_themselves():
    s = small_game()
    for sid in ("kli-1", "kli-2"):
        s.factions["klingon"]["ships"][sid]["sector"] = "C3"          # cloaked, over Tierra
    give_orders(s, {"klingon": [{"type": "assault", "ships": ["kli-1", "kli-2"]}]})
    ctx = run(s, {**quiet(*FK), "assault/tierra/t/klingon": [3], "assault/tierra/t/klingon/defence": [3],
                  "cloak/kli-1/federacion": [1], "cloak/kli-2/federacion": [1]})
    assert sorted(e.params["ship"] for e in kinds(ctx, "cloak.revealed")) == ["kli-1", "kli-2"]
    assert not any(ctx.model.factions["klingon"]["ships"][x]["cloaked"] for x in ("kli-1", "kli-2"))
    seen = [e for e in ctx.events_for("federacion") if e.kind == "sensors.sightings"][-1]
    assert {u["unit"] for u in seen.params["units"]} >= {"kli-1", "kli-2"}


def test_inciting_an_unseen_world_and_no_world_read_the_same():
    from gm.rulesets.sector import rules
    from gm.rulesets.sector.checks import OF_FILES, OF_ORDERS, check

    systems = {"ven": {"name": "Ventax", "sector": "E5", "kind": "inhabited", "dilitio": 7, "agresividad": 1,
                       "comercio": 0}}
    s = give_orders(small_game(systems=systems), {"federacion": [{"type": "incite", "system": "ven"},
                                                                 {"type": "incite", "system": "zzz"}]})
    assert not [p for p in check(s, rules.settings({}), OF_FILES + OF_ORDERS) if "system" in p.path]
    ctx = run(s, quiet(*FK))
    fed = render_all(ctx)["reports/federacion.md"]
    assert "«ven» no es un mundo conquistado por otro imperio" in fed and "«zzz» no es un mundo conquistado por otro imperio" in fed
    assert "Ventax" not in fed


def test_inciting_an_unseen_conquered_world_reads_as_one_not_conquered():
    """The document names every home world to every player: inciting one off the empire's
    map that another conquered must not roll (a roll would tell the conquest); it reads as
    one not conquered does, by the home world's name, not its id (playtest L1)."""
    systems = {"rom": {"name": "Romulus", "sector": "E5", "kind": "home", "dilitio": 7, "agresividad": 1, "comercio": 0,
                       "owner": "klingon", "status": "conquered"},
               "rem": {"name": "Remus", "sector": "E6", "kind": "home", "dilitio": 7, "agresividad": 1, "comercio": 0}}
    s = give_orders(small_game(systems=systems), {"federacion": [{"type": "incite", "system": "rom"},
                                                                 {"type": "incite", "system": "rem"}]})
    s.factions["federacion"].get("known", {}).pop("E5", None)
    s.factions["federacion"].get("known", {}).pop("E6", None)
    ctx = run(s, quiet(*FK))
    fed = render_all(ctx)["reports/federacion.md"]
    assert "«Romulus» no es un mundo conquistado por otro imperio" in fed, fed
    assert "«Remus» no es un mundo conquistado por otro imperio" in fed, fed
    assert not [r for r in ctx.dice.log if "/incite/" in r.key]


def test_orders_naming_systems_do_not_tell_through_validation_which_exist():
    from gm.rulesets.sector import rules
    from gm.rulesets.sector.checks import OF_FILES, OF_ORDERS, check

    systems = {"ven": {"name": "Ventax", "sector": "E5", "kind": "inhabited", "dilitio": 7}}
    orders = [{"type": t, "system": sysid} for t in ("build_shipyard", "build_defenses", "retreat")
              for sysid in ("ven", "zzz")]
    s = give_orders(small_game(systems=systems), {"federacion": orders})
    assert not [p for p in check(s, rules.settings({}), OF_FILES + OF_ORDERS) if "system" in p.path]
    ctx = run(s, quiet(*FK))
    fed = render_all(ctx)["reports/federacion.md"]
    assert "«ven» no es tuyo" in fed and "«zzz» no es tuyo" in fed
    assert "no estás asaltando «ven»" in fed and "no estás asaltando «zzz»" in fed
    assert "Ventax" not in fed


def test_build_ship_at_a_foreign_world_and_at_none_read_the_same_in_validation():
    from gm.rulesets.sector import rules
    from gm.rulesets.sector.checks import OF_FILES, OF_ORDERS, check

    s = give_orders(small_game(), {"federacion": [{"type": "build_ship", "at": "qonos"},
                                                  {"type": "build_ship", "at": "zzz"}]})
    for lang in ("es", "en"):
        msgs = sorted(p.text(lang).replace("qonos", "X").replace("zzz", "X")
                      for p in check(s, rules.settings({}), OF_FILES + OF_ORDERS) if "at" in p.path)
        assert len(msgs) == 2 and msgs[0] == msgs[1]


def test_validation_does_not_tell_which_races_exist():
    from gm.rulesets.sector import rules
    from gm.rulesets.sector.checks import OF_FILES, OF_ORDERS, check

    orders = [{"type": "declare_war", "target": t} for t in ("ferengi", "borg")]
    s = give_orders(small_game(npc="ferengi"), {"federacion": orders})
    assert not [p for p in check(s, rules.settings({}), OF_FILES + OF_ORDERS) if "target" in p.path]


def test_an_unseen_hunter_is_named_to_its_prey_only_when_it_strikes():
    s = contact(small_game(), status="war")
    s.factions["federacion"]["ships"]["fed-1"]["sector"] = "E3"
    for sid in ("kli-1", "kli-2"):
        s.factions["klingon"]["ships"][sid]["sector"] = "F3"          # cloaked
    give_orders(s, {"klingon": [{"type": "intercept", "ship": "kli-1", "target": "E3-1"},
                                {"type": "intercept", "ship": "kli-2", "target": "E3-1"}]})
    # kli-1's battle destroys fed-1: kli-2's engagement finds nothing and never strikes
    ctx = run(s, {**quiet(*FK), "combat/E3/klingon/federacion/r1/klingon": [6, 5],
                  "combat/E3/klingon/federacion/r1/federacion": [1]})
    assert [e.audience for e in kinds(ctx, "intercept.unseen")] == [Audience.private("klingon")] * 2
    fed = render_all(ctx)["reports/federacion.md"]
    # by where it stands when the turn ends (it came to E3 for the kill): no id, no name
    assert "Combate en E3: el Imperio Klingon (E3-1)" in fed and "F3-" not in fed and "kli-" not in fed


# -- news about a non-player race (issue 22) ------------------------------------------------------

def test_war_on_a_non_player_race_is_told_to_the_two_parties_only():
    """"PRIMER CONTACTO entre la Confederación Breen y ..." in the public report named a race
    the readers never met; contacts, treaties and wars with a non-player race go to the two
    parties, those between empires stay public news."""
    s = contact(contact(small_game(npc="breen"), "federacion", "breen"))
    give_orders(s, {"federacion": [{"type": "declare_war", "target": "breen"}],
                    "klingon": [{"type": "declare_war", "target": "federacion"}]})
    ctx = run(s, quiet(*FK))
    wars = {e.params["target_name"]: e.audience for e in kinds(ctx, "war.declared")}
    breen = ctx.model.factions["breen"]["name"]
    assert wars[breen] == Audience.private("breen", "federacion")
    assert wars["Federación de Planetas Unidos"].is_public
    files = render_all(ctx)
    assert breen not in files["report.md"] and breen not in files["reports/klingon.md"]
    assert breen in files["reports/federacion.md"]


# -- a siege that goes on is an attack (issue 22) -------------------------------------------------

def test_a_siege_that_goes_on_keeps_the_besiegers_visible_and_attackable():
    """"estará visible, hasta que cese en su ataque y se retire": the Klingons besieging
    Tierra since turn 1 roll on by themselves in turn 2, which is an attack, so they stay
    visible in turn 3 and the Federation's attack on them in its home orbit is fought (it
    was refused as "no ves ningún objetivo" when they re-cloaked every other turn)."""
    from gm.engine.state import GameState

    s = contact(small_game(), status="war")
    s.game["world"]["systems"]["tierra"]["siege"] = {"faction": "klingon", "ships": ["kli-1", "kli-2"]}
    for sid in ("kli-1", "kli-2"):
        s.factions["klingon"]["ships"][sid].update(sector="C3", cloaked=False, last_attack=1)
    ctx = run(s, {**quiet(*FK), "assault/tierra/t/klingon": [1], "assault/tierra/t/klingon/defence": [2]})
    assert kinds(ctx, "siege.continues")
    nxt = ctx.ruleset.finish(ctx)
    assert [nxt.factions["klingon"]["ships"][x]["last_attack"] for x in ("kli-1", "kli-2")] == [2, 2]
    s3 = GameState({**nxt.game, "turn": 3}, nxt.factions, {})
    s3.orders = {"turn": 3, "factions": {"federacion": {"orders": [{"type": "attack", "ships": ["fed-1"], "target": "klingon"}]}}}
    fed = [sid for sid, x in s3.factions["federacion"]["ships"].items() if x["sector"] == "C3"]
    s3.orders["factions"]["federacion"]["orders"][0]["ships"] = fed[:1]
    ctx3 = run(s3, {**quiet(*FK), "assault/tierra/t/klingon": [1], "assault/tierra/t/klingon/defence": [2],
                    "combat/C3/federacion/klingon/r1/federacion": [1], "combat/C3/federacion/klingon/r1/klingon": [6, 6]})
    assert not any(x["cloaked"] for x in (ctx3.model.factions["klingon"]["ships"][y] for y in ("kli-1", "kli-2")))
    assert ctx3.outcomes[("federacion", 1)].key == "sector.applied.attacked", ctx3.outcomes[("federacion", 1)].key
    assert kinds(ctx3, "battle.begun")
