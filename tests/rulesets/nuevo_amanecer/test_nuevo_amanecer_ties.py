"""Issue 13 §4: no tie between gods is broken by their names. Each test sets up a tie in a
tiny game of gods alfa, beta, gamma (and zeta, their enemy) and forces the draw's die both
ways: the outcome follows the die, whichever god sorts first."""

from __future__ import annotations

import importlib.util  # noqa: F401
import sys
from pathlib import Path

import pytest

from gm import registry, tomlio

sys.path.insert(0, str(Path(__file__).resolve().parent))
from na_helpers import events, faction, resolve  # noqa: E402

CHARS = {"belicosidad": 3, "resistencia": 3, "inteligencia": 3, "industriosidad": 3, "orden": 3}
ADVANCES = {"t1": {"kind": "tech", "name": "T1"}, "e1": {"kind": "economic", "name": "E1", "supported_by": "t1"},
            "m1": {"kind": "military", "name": "M1", "supported_by": "t1"},
            "m2": {"kind": "military", "name": "M2", "supported_by": "t1"}}


def god(fid: str, armies: dict, allies=(), cities=None, owned=()) -> dict:
    return {"id": fid, "name": fid.capitalize(), "race": fid.capitalize(), "terrains": ["praderas", "bosques", "montañas"],
            "resources": 30, "happiness": 75, "income_max": 30, "characteristics": dict(CHARS),
            "alliances": sorted(allies), "contacts": sorted(allies), "advances": dict(ADVANCES),
            "armies": {aid: {"name": aid.capitalize(), "hex": h, "advances": advs} for aid, (h, advs) in armies.items()},
            "cities": cities or {}}


def game_dir(tmp_path: Path, gods: list[dict], orders: dict | None = None, dice: str = "", owners=None, sites=()) -> Path:
    hexes = {f"{c}{r}": {"terrain": "praderas"} for c in "ABCD" for r in range(1, 5)}
    for h, fid in (owners or {}).items():
        hexes[h]["owner"] = fid
    for h in sites:
        hexes[h]["city_site"] = True
    game = {"ruleset": "nuevo-amanecer", "turn": 1, "game_id": "ties", "title": "Empates", "lang": "es", "seed": "empates",
            "world": {"columns": 4, "rows": 4, "hexes": hexes}}
    r = registry.get("nuevo-amanecer")
    d = tmp_path / "turn-01"
    (d / "factions").mkdir(parents=True)
    (d / "game.toml").write_text(tomlio.dumps(game, r.schema("game")), "utf-8")
    for g in gods:
        (d / "factions" / f"{g['id']}.toml").write_text(tomlio.dumps(g, r.schema("faction")), "utf-8")
    o = {"turn": 1, "factions": {fid: {"orders": lst} for fid, lst in (orders or {}).items()}}
    (d / "orders.toml").write_text(tomlio.dumps(o, r.schema("orders")), "utf-8")
    (d / "dice.toml").write_text(dice, "utf-8")
    return d


@pytest.mark.parametrize("face,looter", [(1, "alfa"), (2, "beta")])
def test_the_loot_of_a_city_is_drawn_between_gods_with_equal_army_levels(tmp_path, face, looter):
    gods = [god("alfa", {"a": ("B2", ["m1"])}, allies=["beta"]), god("beta", {"b": ("B2", ["m1"])}, allies=["alfa"]),
            god("zeta", {}, cities={"z": {"name": "Zetania", "hex": "B2", "advances": ["e1"]}})]
    gods[2]["advances"]["e1"] = {"kind": "architectural", "name": "A1", "supported_by": "t1"}
    gods[2]["characteristics"].update(resistencia=1, industriosidad=5)  # life 1
    dice = ('"t01/combat/B2/alfa/army/a" = [2]\n"t01/combat/B2/beta/army/b" = [2]\n"t01/combat/B2/zeta/city/z" = [1]\n'
            f'"t01/draw/loot/B2/1" = [{face}]\n')
    res = resolve(game_dir(tmp_path, gods, dice=dice, owners={"B2": "zeta"}, sites=["B2"]), tmp_path / "out")
    fallen = events(res, "na.city.destroyed")[0]
    assert fallen.params["looter"] == looter
    drawn = events(res, "na.tie.drawn")[0]
    assert drawn.params["tie"] == "looter" and drawn.params["ids"][0] == looter and drawn.rolls[0].total == face
    assert "Sorteo (botín de la ciudad caída en B2" in (tmp_path / "out" / "report.md").read_text("utf-8")


@pytest.mark.parametrize("face,lost", [(1, "alfa"), (2, "beta")])
def test_which_allied_army_takes_the_damage_first_is_drawn(tmp_path, face, lost):
    gods = [god("alfa", {"a": ("B2", ["m1"])}, allies=["beta"]), god("beta", {"b": ("B2", ["m1"])}, allies=["alfa"]),
            god("zeta", {"z": ("B2", ["m1", "m2"])})]
    # zeta 1d4 = 3 against 1 + 1: one damage to the allied side, whose two armies tie (level 1, resistencia 3)
    dice = ('"t01/combat/B2/alfa/army/a" = [1]\n"t01/combat/B2/beta/army/b" = [1]\n"t01/combat/B2/zeta/army/z" = [3]\n'
            f'"t01/draw/damage/B2/0/1" = [{face}]\n')
    res = resolve(game_dir(tmp_path, gods, dice=dice), tmp_path / "out")
    assert [e.params["faction"] for e in events(res, "na.army.destroyed")] == [lost]


@pytest.mark.parametrize("face,founder", [(1, "alfa"), (2, "beta")])
def test_a_hex_colonised_by_two_allied_gods_at_once_is_drawn(tmp_path, face, founder):
    apply = [{"type": "apply", "advance": "e1", "to": "C3"}]
    gods = [god("alfa", {"a": ("C3", ["m1"])}, allies=["beta"]), god("beta", {"b": ("C3", ["m1"])}, allies=["alfa"])]
    res = resolve(game_dir(tmp_path, gods, orders={"alfa": apply, "beta": apply}, dice=f'"t01/draw/colony/C3/1" = [{face}]\n'),
                  tmp_path / "out")
    assert [e.params["faction"] for e in events(res, "na.colony.founded")] == [founder]
    other = "beta" if founder == "alfa" else "alfa"
    assert [(e.params["faction"], e.params["reason"]) for e in events(res, "na.colony.failed")] == [(other, "taken")]


def test_a_god_allied_with_two_enemies_stays_out_of_their_battle(tmp_path):
    """alfa is allied with beta and with gamma, who are not allied: which side alfa joined
    depended on the names; now it fights neither."""
    gods = [god("alfa", {"a": ("B2", ["m1"])}, allies=["beta", "gamma"]), god("beta", {"b": ("B2", ["m1"])}, allies=["alfa"]),
            god("gamma", {"g": ("B2", ["m1"])}, allies=["alfa"])]
    res = resolve(game_dir(tmp_path, gods), tmp_path / "out")
    (battle,) = events(res, "na.battle.fought")
    assert [side["factions"] for side in battle.params["sides"]] == [["beta"], ["gamma"]]
    assert "alfa" not in faction(tmp_path / "out", "beta").get("wars", [])


@pytest.mark.parametrize("face", [1, 2, 3])
def test_who_meets_whom_across_a_border_is_drawn(tmp_path, face):
    """alfa's army crosses B2 -> B3 while beta's and gamma's (not allied with each other)
    cross B3 -> B2: alfa meets whichever comes first in the drawn order."""
    gods = [god("alfa", {"a": ("B2", ["m1"])}), god("beta", {"b": ("B3", ["m1"])}), god("gamma", {"g": ("B3", ["m1"])})]
    orders = {"alfa": [{"type": "move", "army": "a", "to": "B3"}], "beta": [{"type": "move", "army": "b", "to": "B2"}],
              "gamma": [{"type": "move", "army": "g", "to": "B2"}]}
    res = resolve(game_dir(tmp_path, gods, orders=orders, dice=f'"t01/draw/border/B2-B3/1" = [{face}]\n'), tmp_path / "out")
    drawn = events(res, "na.tie.drawn")[0].params["ids"]
    first_foe = next(k.split("/")[0] for k in drawn if not k.startswith("alfa"))
    (battle,) = [e for e in events(res, "na.battle.fought") if e.params["border"]]
    assert sorted(f for side in battle.params["sides"] for f in side["factions"]) == sorted(["alfa", first_foe])


@pytest.mark.parametrize("first,second", [("alfa", "beta"), ("beta", "alfa")])
def test_two_gods_declaring_war_on_each_other_the_same_turn_both_declare(tmp_path, first, second):
    """Before, the god whose id sorted first declared and the other read 'Ya estás en guerra':
    a tie won by a name, and `gm check` (which judges one god's orders alone) said it would pass."""
    gods = [god("alfa", {"a": ("A1", ["m1"])}), god("beta", {"b": ("D4", ["m1"])})]
    orders = {first: [{"type": "declare_war", "on": second}],
              second: [{"type": "declare_war", "on": first}, {"type": "declare_war", "on": first}]}
    res = resolve(game_dir(tmp_path, gods, orders=orders), tmp_path / "out")
    by_god = {}
    for o in res.context.outcomes.values():
        by_god.setdefault(o.order.faction, []).append(o.key)
    assert by_god[first] == ["na.order.war_declared"]
    # the same god's second declaration is the one already made
    assert by_god[second] == ["na.order.war_declared", "na.reject.already_at_war"]
    assert faction(tmp_path / "out", first)["wars"] == [second]
