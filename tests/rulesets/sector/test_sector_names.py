"""Names, not ids (issue 25): a ship reads by its name in its owner's report (the id once,
in the fleet table, where an order needs it), by its id in anyone else's (its name is its
owner's secret); lists read as prose ("a, b y c"); empires with their article."""

import re

from gm.generate import state_for
from gm.text.i18n import Catalog
from tests.rulesets.sector.sector_testkit import give_orders, quiet, render_all, run, small_game

PACKAGE = "gm.rulesets.sector"


def _events(report: str) -> str:
    return report.split("## Sucesos del turno")[1].split("## ")[0]


def test_new_game_and_generated_ships_are_named_from_the_list():
    s = small_game()
    assert {k: v["name"] for k, v in s.factions["federacion"]["ships"].items()} == \
        {"fed-1": "Enterprise", "fed-2": "Defiant"}
    assert s.factions["klingon"]["ships"]["kli-1"]["name"] == "Rotarran"
    _, big = state_for("sector", 6, "t")   # 20 ships each: a list of 10 or 15 names runs out
    for fid, f in big.factions.items():
        names = [x["name"] for x in f["ships"].values() if x.get("name")]
        assert len(names) >= 10 and len(set(names)) == len(names), fid
    assert big.factions["federacion"]["ships"]["fed-1"]["name"] == "Enterprise"


def test_a_ship_reads_by_its_name_for_its_owner_and_by_its_id_for_others():
    s = small_game()
    s.game["world"]["relations"]["federacion+klingon"] = {"status": "contact"}
    give_orders(s, {"federacion": [{"type": "move", "ship": "fed-1", "path": ["D3"]}]})
    files = render_all(run(s, quiet("federacion", "klingon")))
    fed = files["reports/federacion.md"]
    assert "Enterprise se mueve de" in _events(fed)
    assert "Mover Enterprise a D3: ejecutada — Enterprise llega a D3" in fed
    assert re.search(r"^Enterprise \(fed-1\) +D3 ", fed, re.M), "the fleet table gives the id once"
    assert "fed-1 se mueve" not in fed
    for other in ("reports/klingon.md", "report.md"):
        assert "Enterprise" not in files[other] and "Defiant" not in files[other], other
    assert "Enterprise se mueve" in files["gm-report.md"]


def test_a_saved_ship_without_a_name_still_loads_and_reads_as_its_id():
    s = small_game()
    for ship in s.factions["federacion"]["ships"].values():
        del ship["name"]
    give_orders(s, {"federacion": [{"type": "move", "ship": "fed-1", "path": ["D3"]}]})
    fed = render_all(run(s, quiet("federacion", "klingon")))["reports/federacion.md"]
    assert "fed-1 se mueve de" in _events(fed)
    assert re.search(r"^fed-1 +D3 ", fed, re.M)


def test_ships_listed_in_prose_are_joined_with_y():
    s = small_game()
    s.game["world"]["relations"]["federacion+klingon"] = {"status": "contact"}
    s.factions["federacion"]["ships"]["fed-3"] = dict(s.factions["federacion"]["ships"]["fed-2"], name="Intrepid")
    give_orders(s, {"federacion": [{"type": "form_fleet", "fleet": "alfa", "ships": ["fed-1", "fed-2", "fed-3"]},
                                   {"type": "attack", "ships": ["fed-1", "fed-2"], "target": "klingon"}]})
    fed = render_all(run(s, quiet("federacion", "klingon")))["reports/federacion.md"]
    assert "Formar la flota alfa con Enterprise, Defiant e Intrepid: ejecutada" in fed
    assert "Atacar al Imperio Klingon con Enterprise y Defiant" in fed
    from gm.text.blocks import Paragraph
    from gm.reports.render import render
    from gm.rulesets.sector.phases.common import and_list

    def prose(items, lang="es"):
        return render([Paragraph(and_list(items))], "markdown", Catalog(lang, (PACKAGE,))).strip()

    assert [prose(["a"]), prose(["a", "b"]), prose(["a", "b", "c"])] == ["a", "a y b", "a, b y c"]
    assert prose(["Defiant", "Hiawatha"]) == "Defiant y Hiawatha" and prose(["a", "Higo"]) == "a e Higo"
    assert prose(["a", "b", "c"], "en") == "a, b and c"


def test_a_war_is_declared_on_an_empire_with_its_article():
    s = small_game()
    s.game["world"]["relations"]["federacion+klingon"] = {"status": "contact"}
    give_orders(s, {"federacion": [{"type": "declare_war", "target": "klingon"}]})
    files = render_all(run(s, quiet("federacion", "klingon")))
    assert "La Federación de Planetas Unidos declara la guerra al Imperio Klingon." in files["report.md"]
    assert "la facción «" not in files["report.md"]


def test_an_order_aimed_at_an_unmet_race_reads_as_one_aimed_at_nothing():
    """A non-player race not met reads like no race at all (its name is a secret); an
    empire not met yet by its name (issue 25: the public report lists every empire), never
    its id («klingon»)."""
    def refusal(target):
        s = small_game(npc="ferengi")
        give_orders(s, {"federacion": [{"type": "declare_war", "target": target}]})
        fed = render_all(run(s, quiet("federacion", "klingon", "ferengi")))["reports/federacion.md"]
        return next(line for line in fed.splitlines() if line.startswith("- #1 "))

    assert refusal("ferengi").replace("ferengi", "X") == refusal("nadie").replace("nadie", "X")
    assert "Alianza Ferengi" not in refusal("ferengi")
    assert "Imperio Klingon" in refusal("klingon") and "klingon»" not in refusal("klingon")


def _order_line(report: str, n: int) -> str:
    return next(line for line in report.splitlines() if line.startswith(f"- #{n} "))


def test_a_decommissioned_ship_and_a_discarded_advantage_read_by_their_names():
    """"kli-1 desmantelada", "Descartar la ventaja kli-v3": the ship is gone and the
    advantage dropped by the time the outcome is written, and still read by their names."""
    s = small_game()
    held = s.factions["federacion"]["advantages"] = {
        f"fed-v{i}": {"name": name, "since": i, "mods": {}} for i, name in enumerate(("Fervor guerrero", "Gremio de mercaderes", "Academia científica"), 1)}
    assert len(held) == 3
    give_orders(s, {"federacion": [{"type": "decommission", "unit": "fed-2"},
                                   {"type": "discard_advantage", "advantage": "fed-v2"}]})
    files = render_all(run(s, quiet("federacion", "klingon")))
    fed = files["reports/federacion.md"]
    assert _order_line(fed, 1) == "- #1 Desmantelar Defiant: ejecutada — nave Defiant desmantelada"
    assert _order_line(fed, 2) == "- #2 Descartar la ventaja «Gremio de mercaderes»: ejecutada — ventaja «Gremio de mercaderes» descartada"
    assert "fed-2" not in _order_line(fed, 1) and "fed-v2" not in fed  # gone: no order needs its id


def test_a_ship_out_of_range_is_told_the_range_in_sectors():
    """"el alcance es de 1": the range says its unit, in words under ten."""
    for lang, steps, speed, expected in (
            ("es", 3, 1, "el destino está a tres sectores y el alcance es de un sector"),
            ("es", 12, 2, "el destino está a 12 sectores y el alcance es de dos sectores"),
            ("en", 2, 1, "the destination is two sectors away and the range is one sector")):
        catalog = Catalog(lang, (PACKAGE,))
        assert catalog.format("sector.reject.too_far", {"steps": steps, "speed": speed}) == expected


def test_ship_ids_follow_on_from_the_last_ship_not_from_builds_or_routes():
    """A GM reads fed-3 after fed-2: a build (fed-b3) or a route (fed-r4) takes no ship number."""
    s = small_game()
    s.factions["federacion"]["dilitio"] = 200
    give_orders(s, {"federacion": [{"type": "build_ship", "at": "tierra"},
                                   {"type": "build_ship", "at": "tierra", "rush": True}]})
    ctx = run(s, quiet("federacion", "klingon"))
    assert sorted(ctx.model.factions["federacion"]["ships"]) == ["fed-1", "fed-2", "fed-3"]


def test_a_ship_built_takes_the_name_its_order_gives():
    s = small_game()
    home = s.factions["federacion"]["home"]
    s.factions["federacion"]["dilitio"] = 200
    give_orders(s, {"federacion": [{"type": "build_ship", "at": home, "rush": True, "name": "Valiant"},
                                   {"type": "build_ship", "at": home, "name": "Voyager"},
                                   {"type": "build_ship", "at": home, "name": "enterprise"}]})
    ctx = run(s, quiet("federacion", "klingon"))
    fed = render_all(ctx)["reports/federacion.md"]
    ships = ctx.model.factions["federacion"]["ships"]
    assert [x.get("name") for x in ships.values()] == ["Enterprise", "Defiant", "Valiant"]  # rushed: done this turn
    assert [b.get("name") for b in ctx.model.factions["federacion"]["builds"].values()] == ["Voyager"]  # kept until done
    assert "Construir una nave en Tierra llamada «Valiant», con urgencia: ejecutada" in fed
    assert "llamada «enterprise»: RECHAZADA — ya tienes una nave llamada «enterprise»" in fed  # the Enterprise, whatever the case
