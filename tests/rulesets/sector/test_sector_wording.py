"""The reports read as a careful Spanish GM writes them (issue 17): numbers agree, empire names
carry their article, no English word or raw key, no sector said twice, draws said as draws."""

import re

from gm.text.i18n import Catalog
from tests.rulesets.sector.sector_testkit import PACKAGE, say, give_orders, quiet, render_all, run, small_game



def test_ships_moving_together_agree_in_number_and_the_sector_is_said_once():
    moved = dict(start="I3", to="I4", via="", via_count=0)
    assert say("ship.moved", ships="fed-40, fed-41, fed-42", ships_count=3, **moved) == \
        "fed-40, fed-41, fed-42 se mueven de I3 a I4."
    assert say("ship.moved", ships="kli-1", ships_count=1, **moved) == "kli-1 se mueve de I3 a I4."
    assert say("ship.moved", ships="kli-1", ships_count=1, start="I3", to="I5", via="I4", via_count=1) == \
        "kli-1 se mueve de I3 a I5, pasando por I4."


def test_empire_names_take_their_article_and_a_name_without_gender_needs_none():
    battle = dict(sector="K5", att_units="kli-1", def_units="fed-1", nebula=0, cloaked=0)
    text = say("battle.begun", attacker="Imperio Klingon", attacker_gender="masculine",
               defender="Federación de Planetas Unidos", defender_gender="feminine", **battle)
    assert text == "Combate en K5: el Imperio Klingon (kli-1) ataca a la Federación de Planetas Unidos (fed-1)."
    text = say("battle.begun", attacker="Dominio", attacker_gender="other", defender="Imperio Klingon",
               defender_gender="masculine", **battle)
    assert "la facción «Dominio» (kli-1) ataca al Imperio Klingon" in text
    # English too: «the» before a name that takes an article, none before one that takes none
    assert say("battle.begun", "en", attacker="Imperio Klingon", attacker_gender="masculine", defender="Dominio",
               defender_gender="other", **battle).startswith("Battle at K5: the Imperio Klingon (kli-1) attacks Dominio (fed-1).")


def test_a_battle_without_winner_says_so_and_what_is_left_agrees():
    text = say("battle.ended", sector="K5", decided=0, rounds=3, winner="", winner_gender="other",
               att_left=1, def_left=1)
    # one verb for each side, words for one (issue 25: "queda 1 atacante y ningún defensor")
    assert text == "Fin del combate en K5: sin vencedor tras tres rondas; al atacante le queda una unidad y al defensor, una."
    assert "-" not in text
    text = say("battle.ended", sector="K5", decided=1, rounds=1, winner="Imperio Klingon", winner_gender="masculine",
               att_left=2, def_left=0)
    assert text == "Fin del combate en K5: vence el Imperio Klingon; al atacante le quedan dos unidades y al defensor, ninguna."


def test_limits_of_one_read_in_the_singular():
    assert say("sector.reject.research_limit", limit=1) == "solo puedes investigar una tecnología por turno"
    assert say("sector.reject.research_limit", limit=2) == "solo puedes investigar 2 tecnologías por turno"
    assert say("sector.reject.spy_limit", limit=1) == "solo una operación de espionaje por turno"
    assert say("map.surveyed", count=1) == "Sensores: un sector nuevo en el mapa."   # words for one in prose
    assert say("sensors.sightings", count=1) == "Sensores: una unidad ajena a la vista."


def test_a_played_turn_reads_in_spanish_with_names():
    """Builds named by their Spanish noun, a shipyard place by its name, a sabotage and a
    battle in words: no English kind, raw key or "(key=value)" left in the report."""
    systems = {"kes": {"name": "Kessik", "sector": "D4", "kind": "inhabited", "dilitio": 7, "agresividad": 0,
                       "comercio": 0}}
    s = small_game(systems=systems)
    give_orders(s, {"federacion": [{"type": "build_shipyard", "system": "tierra"},
                                   {"type": "build_defenses", "system": "tierra"},
                                   {"type": "build_ship", "at": "kes"},
                                   {"type": "research", "tech": "energia"},
                                   {"type": "research", "tech": "armamento"}]})
    ctx = run(s, quiet("federacion", "klingon"))
    fed = render_all(ctx)["reports/federacion.md"]
    assert "Tierra ya tiene un astillero o lo está construyendo" in fed
    assert "construcción (defensas planetarias) en Tierra por 3 cristales" in fed
    assert "«Kessik» no es un astillero ni una estación tuya" in fed
    assert "solo puedes investigar una tecnología por turno" in fed
    events = fed.split("## Sucesos del turno")[1].split("## Tus órdenes")[0]
    for english in ("shipyard", "defenses", "station", " ship ", "sector.", "faction="):
        assert english not in events, english
    assert not re.search(r"\b1 (cristales|sectores|naves|unidades)\b", fed)


def test_order_rolls_are_listed_in_order_number():
    """Issue 25 S14: «Tiradas de tus órdenes» came in phase order (Orden 2 before Orden 1)."""
    import re

    s = small_game()
    give_orders(s, {"federacion": [{"type": "spy", "action": "discover", "target": "klingon"},
                                   {"type": "research", "tech": "energia"}]})
    ctx = run(s, quiet("federacion", "klingon"))
    fed = render_all(ctx)["reports/federacion.md"]
    part = fed.split("## Tiradas de tus órdenes", 1)[1]
    numbers = [int(n) for n in re.findall(r"^Orden (\d+)", part, re.M)]
    assert numbers == [1, 2], part


def test_orders_are_restated_in_the_players_words_with_names_it_knows():
    from gm.text.blocks import Paragraph
    from gm.reports.render import render

    s = small_game(npc="ferengi")
    s.game["world"]["relations"]["federacion+klingon"] = {"status": "contact"}
    give_orders(s, {"federacion": [{"type": "research", "tech": "armamento"},
                                   {"type": "attack", "ships": ["fed-1", "fed-2"], "target": "klingon"},
                                   {"type": "declare_war", "target": "ferengi"},
                                   {"type": "move", "ship": "fed-1", "path": ["D3", "E3"]},
                                   {"type": "build_ship", "at": "tierra", "rush": True},
                                   {"type": "diplomacy", "ship": "fed-1", "goal": "peace", "target": "klingon"}]})
    ctx = run(s, quiet("federacion", "klingon"))

    def restated(lang):
        catalog = Catalog(lang, (PACKAGE,))
        out = [render([Paragraph(ctx.ruleset.order_text(ctx, "federacion", o))], "markdown", catalog).strip()
               for o in ctx.orders_of("federacion")]
        assert catalog.missing == set() and catalog.errors == set()
        return out

    # its own ships by name (issue 25), an empire not met as typed
    assert restated("es") == ["Investigar Armamento", "Atacar al Imperio Klingon con Enterprise y Defiant",
                              "Declarar la guerra a la facción «ferengi»", "Mover Enterprise a E3, pasando por D3",
                              "Construir una nave en Tierra, con urgencia",
                              "Proponer la paz al Imperio Klingon con Enterprise"]
    assert restated("en")[:3] == ["Research Weapons", "Attack the Imperio Klingon with Enterprise and Defiant",
                                  "Declare war on ferengi"]


def test_every_change_in_the_treasury_is_signed():
    """«Tierra: sin ingresos el primer turno  0» stood above «Mantenimiento  +0»: a change is
    signed, the balances at the start and end are not."""
    files = render_all(run(small_game(turn=1), quiet("federacion", "klingon")))
    block = files["reports/federacion.md"].split("## Tesoro")[1].split("```")[1]
    rows = [line.rsplit(None, 1) for line in block.strip().splitlines()[2:]]
    changes = [(concept, amount) for concept, amount in rows[1:-1]]
    assert any("primer turno" in concept for concept, _ in changes), rows
    assert all(amount[0] in "+-" for _, amount in changes), rows
    assert rows[0][1][0] not in "+-" and rows[-1][1][0] not in "+-", rows


def test_a_spy_order_and_the_research_limit_read_without_nested_brackets_or_digits():
    """«Orden 2 (Robo de tecnología contra la Federación de Planetas Unidos (PROPULSIÓN)):»
    nested brackets; «Investigaciones a la vez: 1.» a digit in prose."""
    tech = say("sector.tech.propulsion")
    spy = dict(has_target=1, target="Federación de Planetas Unidos", target_gender="feminine", tech=tech, has_tech=1)
    assert say("restate.spy", action="steal", **spy) == "Robo de Propulsión contra la Federación de Planetas Unidos"
    assert say("restate.spy", action="sabotage", **spy) == "Sabotaje de Propulsión contra la Federación de Planetas Unidos"
    assert say("restate.spy", action="discover", **dict(spy, has_tech=0, has_target=0)) == "Reconocimiento contra todos los imperios"
    assert say("restate.spy", "en", action="steal", **spy).startswith("Theft of ")
    assert say("sector.line.parallel", n=1, dilitio=55) == "Puedes investigar una tecnología a la vez. Cristales disponibles: 55."
    assert say("sector.line.parallel", n=2, dilitio=55).startswith("Puedes investigar dos tecnologías a la vez.")


def test_upkeep_says_what_it_pays_for_without_a_list_of_zeros():
    """«Mantenimiento: 2 cristales (naves 2, estaciones 0, colonias 0, mundos conquistados 0).»"""
    gm = render_all(run(small_game(), quiet("federacion", "klingon")))["gm-report.md"]
    assert "(Federación de Planetas Unidos) Mantenimiento: 2 cristales (2 por las naves)." in gm, gm
    assert say("upkeep.paid", crystals=0, costs="", costs_count=0) == "Mantenimiento: nada que pagar este turno."


def test_a_list_of_sectors_is_joined_with_y():
    """«Territorio reclamado: F3, G3, H3, G4, G5.» had no «y»."""
    s = give_orders(small_game(), {"federacion": [{"type": "build_station", "ship": "fed-1", "rush": True}]})
    s.factions["federacion"]["dilitio"] = 200
    s.factions["federacion"]["ships"]["fed-1"]["sector"] = "F7"   # away from home: a station claims around it
    gm = render_all(run(s, quiet("federacion", "klingon")))["gm-report.md"]
    assert "Territorio reclamado: E6, F6, G6, E7, G7, E8, F8 y G8." in gm, gm


def test_a_stranded_ship_says_when_it_cannot_move():
    """Issue 25: «inmovilizada hasta el turno 4» left open whether turn 4 counts, and the fleet
    table's bare «inmovilizada» said until when nothing."""
    assert say("ship.stranded", ship="Koranak", until=4) == "La nave Koranak queda inmovilizada: no podrá moverse en el turno 4."
    assert say("sector.note.stranded", until=4) == "no se mueve en el turno 4 (inmovilizada)"
    assert say("sector.note.stranded", "en", until=4) == "no moves on turn 4 (stranded)"
