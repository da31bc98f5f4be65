"""Another empire's ships by designation, never by id or name (issue 25, "Names, not ids"):
a ship's id ("kli-7") is its empire's counter and its name the next of its race's list, so
either in a rival's report, rolls or order form told how many ships that empire had built.
The rival reads "D3-1" (where it sees it), and its orders aim at it by those same words."""

from __future__ import annotations

import re

from gm.engine.state import GameState
from gm.orderlang.parse import parse_line
from gm.orderlang.phrasebook import load
from gm.orderlang.values import Scope
from tests.rulesets.sector.sector_testkit import give_orders, quiet, render_all, run, small_game

FK = ("federacion", "klingon")
_KLINGON = re.compile(r"kli-\d|Rotarran|Bortas|Hegh'ta|Ning'tao")


def _raid() -> GameState:
    """Rotarran (kli-1) and a seventh-built Klingon ship attack Enterprise in D3; kli-2
    watches from there. None cloaked: the Federation sees all three."""
    s = small_game()
    s.game["world"]["relations"]["federacion+klingon"] = {"status": "war", "since": 1}
    k = s.factions["klingon"]["ships"]
    for sid in ("kli-1", "kli-2"):
        k[sid].update(sector="D3", cloak=False, cloaked=False)
    k["kli-7"] = dict(k["kli-1"], name="Bortas")
    s.factions["federacion"]["ships"]["fed-1"]["sector"] = "D3"
    return give_orders(s, {"klingon": [{"type": "attack", "ships": ["kli-1", "kli-7"], "target": "federacion"}]})


def _raid_dice() -> dict:
    return {**quiet(*FK), "combat/D3/klingon/federacion/r1/klingon": [1, 1],
            "combat/D3/klingon/federacion/r1/federacion": [6]}


def test_the_victims_report_rolls_and_form_name_no_attacker_by_id_or_name():
    files = render_all(run(_raid(), _raid_dice()))
    fed = files["reports/federacion.md"] + files["rolls/federacion.toml"]
    assert not _KLINGON.findall(fed), _KLINGON.findall(fed)
    assert "el Imperio Klingon (D3-1 y D3-3) ataca" in fed or "el Imperio Klingon (D3-2 y D3-3) ataca" in fed
    assert re.search(r"^D3-\d +Imperio Klingon +D3 +nave", fed, re.M), "the contacts table"
    assert "Bortas" in files["reports/klingon.md"]   # its owner reads its name


def test_the_hunters_and_the_preys_dice_name_the_empires_not_the_ships():
    s = small_game()
    s.game["world"]["relations"]["federacion+klingon"] = {"status": "war", "since": 1}
    s.factions["federacion"]["ships"]["fed-1"]["sector"] = "E3"
    s.factions["klingon"]["ships"]["kli-1"].update(sector="F3", cloak=False, cloaked=False)
    give_orders(s, {"federacion": [{"type": "intercept", "ship": "fed-1", "target": "F3-1"}]})
    files = render_all(run(s, {**quiet(*FK), "intercept/F3/federacion/klingon": [1],
                               "intercept/F3/federacion/klingon/vs": [2]}))
    kli, fed = files["reports/klingon.md"] + files["rolls/klingon.toml"], files["reports/federacion.md"]
    assert "interceptación de la Federación de Planetas Unidos" in kli and not re.search(r"fed-\d|Enterprise", kli)
    assert "evasión del Imperio Klingon" in fed and not _KLINGON.findall(fed)
    assert "Interceptar la nave F3-1 con Enterprise: ejecutada — la nave F3-1 escapa" in fed


def test_the_designation_does_not_depend_on_the_ids():
    """The same ships under other ids (more built out of sight) read the same."""
    def report(rename: dict) -> str:
        s = _raid()
        k = s.factions["klingon"]["ships"]
        s.factions["klingon"]["ships"] = {rename.get(sid, sid): ship for sid, ship in k.items()}
        attack = [rename.get(x, x) for x in ("kli-1", "kli-7")]
        give_orders(s, {"klingon": [{"type": "attack", "ships": attack, "target": "federacion"}]})
        return render_all(run(s, _raid_dice()))["reports/federacion.md"]

    assert report({}) == report({"kli-1": "kli-31", "kli-2": "kli-12", "kli-7": "kli-40"})


def test_the_victim_intercepts_the_ship_by_the_designation_its_report_showed():
    ctx = run(_raid(), _raid_dice())
    files = render_all(ctx)
    shown = re.findall(r"^(D3-\d) +Imperio Klingon +D3 +nave", files["reports/federacion.md"], re.M)
    assert len(shown) == len([s for s in ctx.model.factions["klingon"]["ships"].values() if s["sector"] == "D3"])
    nxt = ctx.next_state
    line = f"interceptar {shown[0]} con Enterprise"
    got = parse_line(line, Scope(load("sector"), "es", nxt, "federacion"), ("es",))
    assert got.order == {"type": "intercept", "ship": "fed-1", "target": shown[0].lower()} and not got.errors
    give_orders(nxt, {"federacion": [got.order]})
    later = run(nxt, {**quiet(*FK), "intercept/D3/federacion/klingon": [6], "intercept/D3/federacion/klingon/vs": [1]})
    outcome = next(o for o in later.outcomes.values() if o.order.faction == "federacion")
    assert outcome.key == "sector.applied.intercepted", outcome.key
    caught = [e for e in later.events if e.kind == "intercept.caught"]
    assert caught and caught[0].params["target"] in ctx.model.factions["klingon"]["ships"]



def test_cloaked_attackers_told_by_the_battle_are_numbered_without_their_ids():
    """Cloaked ships the victim never had in sight are designated as the battle tells of them,
    in the order of those in view (by their unseen name), never in the combat's id order,
    which told which was built first (found by a rival: K5-1 was always kli-1)."""
    from gm.rulesets.sector.phases.designations import report_labels

    def labels(rename: dict) -> tuple[str, str]:
        s = _raid()
        k = s.factions["klingon"]["ships"]
        for sid in ("kli-1", "kli-7"):
            k[sid].update(cloak=True, cloaked=True)
        s.factions["klingon"]["ships"] = {rename.get(sid, sid): ship for sid, ship in k.items()}
        attack = [rename.get(x, x) for x in ("kli-1", "kli-7")]
        give_orders(s, {"klingon": [{"type": "attack", "ships": attack, "target": "federacion"}]})
        names = {uid: ship["name"] for uid, ship in s.factions["klingon"]["ships"].items()}
        ctx = run(s, _raid_dice())
        by_name = {names[uid]: label for (owner, uid), label in report_labels(ctx, "federacion").items() if owner == "klingon"}
        assert not _KLINGON.findall(render_all(ctx)["reports/federacion.md"])
        return by_name["Bortas"], by_name["Rotarran"]

    assert labels({}) == ("D3-2", "D3-3")  # D3-1: kli-2, in sight; then by name: Bortas, Rotarran
    assert labels({"kli-1": "kli-40", "kli-7": "kli-3"}) == ("D3-2", "D3-3")
