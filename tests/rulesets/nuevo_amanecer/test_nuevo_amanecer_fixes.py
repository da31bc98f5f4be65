"""Regression tests of issues 14 §3 and 15 (nuevo-amanecer): each scenario is the
document's turn 7 (Sigmar and the Orkos) changed where the defect shows, with forced dice."""

from __future__ import annotations

import sys
from pathlib import Path

from typer.testing import CliRunner

from gm.cli import app

sys.path.insert(0, str(Path(__file__).resolve().parent))
from na_helpers import EXAMPLE, events, faction, resolve, scenario  # noqa: E402

runner = CliRunner()


def move(fid: str, army: str, to: str) -> str:
    return f'[[factions.{fid}.orders]]\ntype = "move"\narmy = "{army}"\nto = "{to}"\n'


# Sigmar's army in the swamp D2, the orcs in their city E2: each marches on the other.
BORDER = dict(orders=move("sigmar", "guardianes", "E2") + move("orkos", "chikoz-orkoz", "D2"),
              sigmar=[('hex = "C3"', 'hex = "D2"')])


def border_dice(orc_terrain: int) -> str:
    # Sigmar 1 + 2 (tech) = 3 against the orcs 2 x 1.5 = 3 + 1 = 4: Sigmar loses 1 of 2 life
    return ('"t07/border/D2-E2/sigmar/army/guardianes" = [1]\n"t07/border/D2-E2/orkos/army/chikoz-orkoz" = [2]\n'
            f'"t07/terrain/orkos/chikoz-orkoz" = [{orc_terrain}]\n')


def test_a_border_battle_validates_resolves_and_is_drawn_as_a_border(tmp_path):
    """Issue 14 §3: a battle on the border D2|E2 stopped resolve in the map drawing."""
    d = scenario(tmp_path, dice=border_dice(5), **BORDER)
    r = runner.invoke(app, ["validate", str(d)])
    assert r.exit_code == 0, r.output
    out = tmp_path / "turn-08"
    r = runner.invoke(app, ["resolve", str(d), "--out", str(out)])
    assert r.exit_code == 0, r.output
    svg = (out / "maps" / "public.svg").read_text("utf-8")
    assert "D2|E2" not in svg and "frontera" in svg  # a line on the border, in the legend too
    assert (out / "maps" / "public.png").stat().st_size > 1000
    report = (out / "report.md").read_text("utf-8")
    assert "Batalla de frontera entre D2 y E2" in report
    assert "pierde 1 punto de vida en D2" in report  # each army is hurt where it stands


def test_the_border_battle_map_spec_has_an_edge_and_no_star(tmp_path):
    from gm.rulesets.nuevo_amanecer import maps as builder

    res = resolve(scenario(tmp_path, dice=border_dice(5), **BORDER), tmp_path / "out")
    spec = builder.build_public(res.context.end_state.game, res.context.end_state.factions, res.context.events,
                                res.context.settings)
    assert [(e.a, e.b, e.colour) for e in spec.edges] == [("D2", "E2", "vermillion")]
    assert not [m for m in spec.markers if m.shape == "star"]


def test_the_border_battle_winner_rolls_the_terrain_die_entering_the_losers_hex(tmp_path):
    """Issue 15: the orcs win and enter the swamp D2 (difficult, unowned) as a mover would."""
    res = resolve(scenario(tmp_path, dice=border_dice(2), **BORDER), tmp_path / "out")
    hurt = events(res, "na.terrain.hurt")
    assert [(e.params["faction"], e.params["hex"], e.rolls[0].total, e.params["amount"]) for e in hurt] == [("orkos", "D2", 2, 1)]
    assert [e.params["army"] for e in events(res, "na.army.destroyed")] == ["chikoz-orkoz"]  # 1 life


def test_the_armies_of_a_border_battle_do_not_fight_again_that_turn(tmp_path):
    res = resolve(scenario(tmp_path, dice=border_dice(5), **BORDER), tmp_path / "out")
    assert len(events(res, "na.battle.fought")) == 1
    assert faction(tmp_path / "out", "orkos")["armies"]["chikoz-orkoz"]["hex"] == "D2"
    assert faction(tmp_path / "out", "sigmar")["armies"]["guardianes"]["hex"] == "D2"
    # the order outcome names the army, not its id
    assert "el ejército Guardianes de Sigmar acaba en D2" in (tmp_path / "out" / "reports" / "sigmar.md").read_text("utf-8")


# The orcs keep only their army (no city, no region): it dies in the swamp D2 (1d6 = 1).
ORCS_ONLY_ARMY = [('[cities.ciudad-orka]\nname = "Ciudad Orka"\nhex = "E2"\nadvances = ["empalizada", "kampamento"]\n', ""),
                  ('[settlements.E3]\nadvance = "minas"\n', "")]
ORCS_NO_LAND = [('city_site = true, owner = "orkos" }', "city_site = true }"), ('territory = "orkos", owner = "orkos" }', 'territory = "orkos" }')]
ORCS_DIE = dict(orders=move("orkos", "chikoz-orkoz", "D2"), dice='"t07/terrain/orkos/chikoz-orkoz" = [1]\n',
                orkos=ORCS_ONLY_ARMY, game=ORCS_NO_LAND)


def modifiers_of(res, fid: str) -> dict:
    e = [x for x in events(res, "na.happiness.changed") if x.params["faction"] == fid][0]
    return {k: pts for k, _, pts in e.params["modifiers"]}


def test_a_dead_gods_wars_end_with_it(tmp_path):
    """Issue 15: after the orcs die, Sigmar paid 'guerras ×1: −3' every turn and could not make peace."""
    d = scenario(tmp_path, sigmar=[("income_max = 40\n", 'income_max = 40\nwars = ["orkos"]\ncontacts = ["orkos"]\n')],
                 orkos=ORCS_ONLY_ARMY + [("income_max = 40\n", 'income_max = 40\nwars = ["sigmar"]\ncontacts = ["sigmar"]\n')],
                 **{k: v for k, v in ORCS_DIE.items() if k != "orkos"})
    res = resolve(d, tmp_path / "out")
    assert [e.params["faction"] for e in events(res, "na.god.died")] == ["orkos"]
    assert "war" not in modifiers_of(res, "sigmar")
    for fid in ("sigmar", "orkos"):
        f = faction(tmp_path / "out", fid)
        assert not any(f.get(k) for k in ("wars", "alliances", "trade", "contacts")), (fid, f)


def test_a_dead_gods_trade_and_alliance_end_with_it(tmp_path):
    rel = 'income_max = 40\nalliances = ["{0}"]\ntrade = ["{0}"]\ncontacts = ["{0}"]\n'
    d = scenario(tmp_path, sigmar=[("income_max = 40\n", rel.format("orkos"))],
                 orkos=ORCS_ONLY_ARMY + [("income_max = 40\n", rel.format("sigmar"))],
                 **{k: v for k, v in ORCS_DIE.items() if k != "orkos"})
    res = resolve(d, tmp_path / "out")
    mods = modifiers_of(res, "sigmar")
    assert "alliance" not in mods and "trade" not in mods
    assert not [r for e in events(res, "na.income.collected") for r in e.rolls if "/trade/" in r.key]
    assert not faction(tmp_path / "out", "sigmar").get("trade") and not faction(tmp_path / "out", "sigmar").get("alliances")


def test_relations_with_a_god_already_dead_are_ended(tmp_path):
    """A game saved before this fix: the orcs are dead, Sigmar is still at war with them."""
    d = scenario(tmp_path, orders="", sigmar=[("income_max = 40\n", 'income_max = 40\nwars = ["orkos"]\n')],
                 orkos=ORCS_ONLY_ARMY + [("income_max = 40\n", 'income_max = 40\nalive = false\nwars = ["sigmar"]\n'),
                                         ('[armies.chikoz-orkoz]\nname = "Chikoz Orkoz"\nhex = "E2"\nadvances = ["hachas", "gritos"]\n', "")],
                 game=ORCS_NO_LAND)
    res = resolve(d, tmp_path / "out")
    assert [e.params["faction"] for e in events(res, "na.god.relations_ended")] == ["orkos"]
    assert not faction(tmp_path / "out", "sigmar").get("wars")
    assert "war" not in modifiers_of(res, "sigmar")  # ended before next turn's happiness


def research(advance: str, kind: str, apply_to: str, extra: str = "") -> str:
    return (f'[[factions.sigmar.orders]]\ntype = "research"\nkind = "{kind}"\nadvance = "{advance}"\n'
            f'name = "{advance.capitalize()}"\nsupported_by = "agricultura"\napply_to = "{apply_to}"\n{extra}')


def test_a_colony_is_refused_when_the_armys_move_there_will_be_refused(tmp_path):
    """Issue 15: research ... apply_to = A1 was paid although the move C3 -> A1 (not adjacent)
    was rejected, so the colony could never form. The research order is refused, nothing paid."""
    d = scenario(tmp_path, orders=move("sigmar", "guardianes", "A1") + research("pescadores", "economic", "A1"))
    res = resolve(d, tmp_path / "out")
    outcomes = {o.order.type: o for o in res.context.outcomes.values() if o.order.faction == "sigmar"}
    assert outcomes["move"].key == "na.reject.not_adjacent"
    assert outcomes["research"].key == "na.reject.no_army_for_colony"
    assert not events(res, "na.research.done") and not events(res, "na.colony.started")
    up = [e for e in events(res, "na.upkeep.paid") if e.params["faction"] == "sigmar"][0].params
    assert up["had"] == 14  # nothing spent


def test_a_colony_with_a_valid_second_move_order_is_accepted(tmp_path):
    """The movement phase takes an army's first ACCEPTED move order: so does the colony check."""
    d = scenario(tmp_path, orders=move("sigmar", "guardianes", "A1") + move("sigmar", "guardianes", "D2")
                 + research("pescadores", "economic", "D2"), dice='"t07/terrain/sigmar/guardianes" = [4]\n')
    res = resolve(d, tmp_path / "out")
    assert [e.params["hex"] for e in events(res, "na.colony.founded")] == ["D2"]


def _trade_scenario(tmp_path: Path, reach: int):
    rel = 'income_max = 40\ntrade = ["{0}"]\ncontacts = ["{0}"]\n'
    d = scenario(tmp_path / str(reach), orders="", sigmar=[("income_max = 40\n", rel.format("orkos"))],
                 orkos=[("income_max = 40\n", rel.format("sigmar"))],
                 game=[("\n[world]\n", f"\n[settings.diplomacy]\ntrade_max_distance = {reach}\n\n[world]\n")])
    return resolve(d, tmp_path / str(reach) / "out")


def test_trade_needs_contact_to_pay(tmp_path):
    """Issue 15: the document's trade needs the races in contact "para que tengan efecto".
    C3 (Sigmar) and E2 (the orcs) are 2 hexes apart: in reach at 2, out of reach at 1."""
    near = _trade_scenario(tmp_path, 2)
    assert len([r for e in events(near, "na.income.collected") for r in e.rolls if "/trade/" in r.key]) == 2
    assert modifiers_of(near, "sigmar")["trade"] == 1
    far = _trade_scenario(tmp_path, 1)
    assert not [r for e in events(far, "na.income.collected") for r in e.rolls if "/trade/" in r.key]
    assert sorted(e.params["faction"] for e in events(far, "na.trade.no_contact")) == ["orkos", "sigmar"]
    assert "trade" not in modifiers_of(far, "sigmar")
    assert faction(tmp_path / "1" / "out", "sigmar")["trade"] == ["orkos"]  # the treaty stands, idle


def test_a_city_founded_by_research_is_not_named_after_the_advance(tmp_path):
    """Issue 15: research kind=architectural apply_to=C1 city=... named the city "Murallas"."""
    city = 'city = "fortaleza"\n'
    orders = move("sigmar", "guardianes", "C2") + research("murallas", "architectural", "C2", city)
    # C2 (bosques, Sigmar's land) made a city site; the army walks there from C3
    orders = orders.replace('supported_by = "agricultura"', 'supported_by = "serreria"')
    site = dict(game=[('C2 = { terrain = "bosques", territory = "sigmar" }', 'C2 = { terrain = "bosques", territory = "sigmar", city_site = true }')],
                sigmar=[("resources = 14", "resources = 30")])  # 7 + 3 + 5
    resolve(scenario(tmp_path, orders=orders, **site), tmp_path / "out")
    assert faction(tmp_path / "out", "sigmar")["cities"]["fortaleza"]["name"] == "fortaleza"
    named = scenario(tmp_path / "named", orders=orders.replace(city, city + 'city_name = "Altdorf"\n'), **site)
    r = runner.invoke(app, ["validate", str(named)])
    assert r.exit_code == 0, r.output
    resolve(named, tmp_path / "named" / "out")
    assert faction(tmp_path / "named" / "out", "sigmar")["cities"]["fortaleza"]["name"] == "Altdorf"


def test_the_map_rings_only_claimed_land_and_letters_the_armies(tmp_path):
    """Issue 15: the PNG ringed every hex with its owner or else its starting territory, so
    unclaimed land and a dead god's land looked owned; army markers had no god letter."""
    import tomllib

    from gm import registry
    from gm.rulesets.nuevo_amanecer import maps as builder

    d = EXAMPLE / "turn-07"
    game = tomllib.loads((d / "game.toml").read_text("utf-8"))
    factions = {f: tomllib.loads((d / "factions" / f"{f}.toml").read_text("utf-8")) for f in ("sigmar", "orkos")}
    settings = registry.get("nuevo-amanecer").settings(game)
    spec = builder.build_public(game, factions, (), settings)
    assert spec.cells["B2"].border is not None  # owned by Sigmar
    assert spec.cells["A1"].border is None  # Sigmar's starting territory, never claimed
    assert spec.cells["D2"].border is None
    assert sorted(m.text for m in spec.markers if m.shape == "circle") == ["O2", "S2"]
    factions["orkos"]["alive"] = False  # a dead god's land (a game saved with it) is nobody's
    spec = builder.build_public(game, factions, (), settings)
    assert spec.cells["E3"].border is None and spec.cells["B2"].border is not None
    assert any("muerto" in le.label for le in spec.legend)


def test_gm_roll_combat_shows_each_die_with_its_modifier():
    """Issue 15: the roll lines showed only sums; the rule multiplies each die by
    belicosidad (rounded down), adds the side's tech bonus, and compares the sides."""
    r = runner.invoke(app, ["roll", "combat", "nuevo-amanecer", "--side", "level=2,tech=7", "--side",
                            "level=2,belicosidad=5,resistencia=2,inteligencia=1,tech=7", "--dice", "4,3"])
    assert r.exit_code == 0, r.output
    lines = r.output.splitlines()
    assert lines[:3] == ["1d4 (4) × 1 (belicosidad 3) = 4, + 2 por tecnología = 6 — bando 1",
                         "1d4 (3) × 1,5 (belicosidad 5) = 4 (redondeado hacia abajo), + 1 por tecnología = 5 — bando 2",
                         "bando 1 (6) contra bando 2 (5): el bando 2 recibe 1"]


def test_a_civil_war_with_nothing_to_divide_makes_no_empty_faction(tmp_path):
    """Found by the autoplay: a god down to one region and one army split into a rebel
    faction with nothing, which died the same turn (and split again the next)."""
    d = scenario(tmp_path, orders="", orkos=[("happiness = 55", "happiness = 0"), ('[settlements.E3]\nadvance = "minas"\n', "")],
                 game=[('territory = "orkos", owner = "orkos" }', 'territory = "orkos" }')],
                 dice='"t07/civil_war/orkos" = [1]\n"t07/revolt/orkos" = [100]\n')
    res = resolve(d, tmp_path / "out")
    assert [e.params["faction"] for e in events(res, "na.civil_war.nothing")] == ["orkos"]
    assert not events(res, "na.civil_war.split")
    assert sorted(p.stem for p in (tmp_path / "out" / "factions").glob("*.toml")) == ["orkos", "sigmar"]


def test_a_calamity_on_a_dead_god_is_refused_as_dead_not_unknown(tmp_path):
    d = scenario(tmp_path, orders='[[factions.sigmar.orders]]\ntype = "calamity"\nkind = "social"\ntarget = "orkos"\n',
                 orkos=ORCS_ONLY_ARMY + [("income_max = 40\n", "income_max = 40\nalive = false\n"),
                                         ('[armies.chikoz-orkoz]\nname = "Chikoz Orkoz"\nhex = "E2"\nadvances = ["hachas", "gritos"]\n', "")],
                 game=ORCS_NO_LAND)
    res = resolve(d, tmp_path / "out")
    (o,) = [o for o in res.context.outcomes.values() if o.order.type == "calamity"]
    assert (o.key, o.params["faction"]) == ("na.reject.god_dead_target", "Gorkamorka")


def test_rejections_name_gods_by_name(tmp_path):
    orders = (research("pesca", "economic", "E3") + '[[factions.sigmar.orders]]\ntype = "calamity"\nkind = "natural"\n'
              'target = "orkos"\nhex = "B2"\n')
    resolve(scenario(tmp_path, orders=orders), tmp_path / "out")
    report = (tmp_path / "out" / "reports" / "sigmar.md").read_text("utf-8")
    assert "E3 pertenece a Gorkamorka" in report and "B2 no pertenece a Gorkamorka" in report


def test_an_advance_in_use_is_named_and_so_is_where(tmp_path):
    orders = '[[factions.sigmar.orders]]\ntype = "apply"\nadvance = "guerreros"\nto = "guardianes"\n'
    resolve(scenario(tmp_path, orders=orders), tmp_path / "out")
    report = (tmp_path / "out" / "reports" / "sigmar.md").read_text("utf-8")
    assert "El avance Guerreros ya está aplicado: el ejército Guardianes de Sigmar" in report


def test_applying_an_advance_reads_with_names_and_articles(tmp_path):
    """The apply order's outcome showed ids and an English word ("sigmar aplica pesca en C2
    para fundar un settlement"); a city was "un ciudad"."""
    free = '[advances.pesca]\nkind = "economic"\nname = "Pesca"\nsupported_by = "agricultura"\n'
    orders = move("sigmar", "guardianes", "C2") + '[[factions.sigmar.orders]]\ntype = "apply"\nadvance = "pesca"\nto = "C2"\n'
    resolve(scenario(tmp_path, orders=orders, sigmar=[("[advances.guerreros]", free + "[advances.guerreros]")]), tmp_path / "out")
    assert "Sigmar aplica Pesca en C2 para fundar un asentamiento (3 recursos)" in (tmp_path / "out" / "reports" / "sigmar.md").read_text("utf-8")
    assert "Sigmar funda un asentamiento en C2." in (tmp_path / "out" / "report.md").read_text("utf-8")


def _long_orc_id(d: Path, new: str) -> None:
    """Rename the orcs' faction id everywhere in a turn directory."""
    for p in d.rglob("*.toml"):
        p.write_text(p.read_text("utf-8").replace("orkos", new), "utf-8")
    (d / "factions" / "orkos.toml").rename(d / "factions" / f"{new}.toml")


def test_a_rebel_faction_of_a_64_character_id_gets_a_valid_id_and_the_next_turn_resolves(tmp_path):
    """Issue 25: the rebels were `<id>-rebelde`, 72 characters for a 64-character god, and the
    next turn's faction file was refused by the schema (id pattern, at most 64)."""
    long_id = "o" * 64
    d = scenario(tmp_path, orders="", orkos=[("happiness = 55", "happiness = 0")],
                 dice='"t07/civil_war/orkos" = [1]\n"t07/revolt/orkos" = [1]\n"t07/revolt/orkos/region" = [1]\n')
    _long_orc_id(d, long_id)
    res = resolve(d, tmp_path / "t8")
    (split,) = events(res, "na.civil_war.split")
    (revolt,) = events(res, "na.neutral.appeared")
    for new in (split.params["new_faction"], revolt.params["army"]):
        assert len(new) <= 64 and new != long_id, new
    assert split.params["new_faction"].endswith("-rebelde")
    (tmp_path / "t8" / "orders.toml").write_text("turn = 8\n", "utf-8")
    resolve(tmp_path / "t8", tmp_path / "t9")  # refused before: the rebels' id broke the schema
    assert (tmp_path / "t9" / "factions" / f"{split.params['new_faction']}.toml").exists()


def test_an_army_named_after_its_god_is_not_followed_by_the_god_again(tmp_path):
    """Issue 25: "terreno difícil en D2 (Guardianes de Sigmar de Sigmar)" and "El ejército
    Guardianes de Sigmar (Sigmar) entra en D2": the name already says whose it is."""
    d = scenario(tmp_path, orders=move("sigmar", "guardianes", "D2"), dice='"t07/terrain/sigmar/guardianes" = [1]\n')
    resolve(d, tmp_path / "out")
    public = (tmp_path / "out" / "report.md").read_text("utf-8")
    assert "terreno difícil en D2 (Guardianes de Sigmar)" in public
    assert "El ejército Guardianes de Sigmar entra en D2" in public
    assert "de Sigmar de Sigmar" not in public and "Guardianes de Sigmar (Sigmar)" not in public


def test_a_happiness_that_does_not_move_is_not_told_as_from_x_to_x(tmp_path):
    """Issue 25: "→ +20: de 100 a 100" at the maximum; now "sigue en 100, el máximo"."""
    resolve(scenario(tmp_path, orders="", sigmar=[("happiness = 67", "happiness = 100")]), tmp_path / "out")
    (line,) = [x for x in (tmp_path / "out" / "report.md").read_text("utf-8").splitlines() if x.startswith("Felicidad de Sigmar")]
    assert "de 100 a 100" not in line
    assert line.endswith(": sigue en 100, el máximo.") or line.endswith("→ 0: sigue en 100."), line


def test_the_rebels_agree_in_the_plural(tmp_path):
    """Issue 25: "¡Guerra civil! Rebeldes de Gorkamorka se separa de Gorkamorka"."""
    d = scenario(tmp_path, orders="", orkos=[("happiness = 55", "happiness = 0")],
                 dice='"t07/civil_war/orkos" = [1]\n"t07/revolt/orkos" = [100]\n')
    resolve(d, tmp_path / "out")
    public = (tmp_path / "out" / "report.md").read_text("utf-8")
    assert "¡Guerra civil! Los Rebeldes de Gorkamorka se separan de Gorkamorka" in public


def test_an_army_whose_creation_was_refused_is_named_as_written(tmp_path):
    """Issue 25: "Mover martillo a D2: RECHAZADA — No tienes el ejército martillo" after a
    refused "crear ejército Martillo": the id, lower-cased, where the player wrote a name."""
    orders = ('[[factions.sigmar.orders]]\ntype = "create_army"\narmy = "martillo"\nname = "Martillo"\ncity = "no-existe"\n'
              'advances = ["guerreros"]\n' + move("sigmar", "martillo", "D2"))
    resolve(scenario(tmp_path, orders=orders), tmp_path / "out")
    report = (tmp_path / "out" / "reports" / "sigmar.md").read_text("utf-8")
    assert "No tienes el ejército Martillo." in report and "Mover Martillo" in report
    assert "martillo" not in report.split("## Tus órdenes")[0]


def test_an_army_not_named_after_its_god_keeps_the_god_in_brackets(tmp_path):
    resolve(scenario(tmp_path, orders=move("orkos", "chikoz-orkoz", "D2"), dice='"t07/terrain/orkos/chikoz-orkoz" = [1]\n'), tmp_path / "out")
    assert "El ejército Chikoz Orkoz (Gorkamorka) entra en D2" in (tmp_path / "out" / "report.md").read_text("utf-8")
