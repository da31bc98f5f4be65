"""Issue 13's leaks as scenarios for the oracle's replays: each builds the turn where the
leak showed and asks the oracle, which must find nothing now."""

from __future__ import annotations

from gm.engine.secrecy import absence, resolve_watched
from tests.secrecy.harness import new_game


def _turn(rid: str, tmp_path, change, orders: dict | None = None):
    """The sample's first turn (public seed) with `change(game, factions)` applied to its
    state and `orders` ({faction: [order]}) instead of its own, validated."""
    from gm import tomlio
    from gm.engine.validate import validate_dir
    from tests.robustness.common import write_orders

    turn_dir = new_game(rid, 0, tmp_path)
    v = validate_dir(turn_dir)
    change(v.state.game, v.state.factions)
    for fid, data in v.state.factions.items():
        (turn_dir / "factions" / f"{fid}.toml").write_text(tomlio.dumps(data, v.ruleset.schema("faction")), encoding="utf-8")
    write_orders(turn_dir, v.ruleset, {"turn": v.state.turn, "factions": {f: {"orders": o} for f, o in (orders or {}).items()}})
    v = validate_dir(turn_dir)
    assert v.ok, [p.format() for p in v.errors]
    return v


def test_primordia_a_foreign_spy_in_sight_changes_nothing_a_race_reads(tmp_path):
    """"The text map of a private report marks a foreign spy with '!'": a Shellian spy
    beside Marmórea (H2), in Marmóreos' sight, taken away: Marmóreos' report and map read
    the same."""
    spy = {"type": "espia", "hex": "H3", "life": 5, "xp": 0, "upgrades": []}

    def add_spy(game, factions):
        factions["shellians"]["units"]["u99"] = dict(spy)

    v = _turn("primordia", tmp_path, add_spy)
    res, knowledge, _ = resolve_watched(v)
    assert "shellians/units/u99" in knowledge.unseen["marmoreos"]
    knowledge.unseen = {"marmoreos": {"shellians/units/u99"}}
    compared: list = []
    assert absence(v, res, knowledge, limit=1, compared=compared) == []
    assert compared == [("marmoreos", "shellians/units/u99")]


def _lurking(cid: str, owner: str):
    def change(game, factions):
        factions[owner]["characters"][cid].setdefault("states", {})["acechando"] = {"rounds": 0, "value": 0}
    return change


def test_eraide_a_run_into_a_lurker_tells_nothing_it_does_not_show(tmp_path):
    """"Stepping ... onto a hidden enemy's square is refused with 'la casilla está ocupada'
    ... a run into it stops publicly": Otto (azul) runs from E5 through D6 onto C7, where
    Nyx (rojo) lurks. Either the run finds Nyx (it is revealed: azul then saw it) or azul
    reads exactly what it would read were C7 empty; the public files likewise."""
    v = _turn("eraide", tmp_path, _lurking("nyx", "rojo"),
              {"azul": [{"type": "run", "character": "otto", "path": ["D6", "C7"]}]})
    res, knowledge, _ = resolve_watched(v)
    nyx = "rojo/characters/nyx"
    if nyx not in knowledge.unseen.get("azul", set()):
        return  # the run found Nyx: revealed, azul saw it
    knowledge.unseen = {"azul": {nyx}}
    compared: list = []
    assert absence(v, res, knowledge, limit=2, compared=compared) == []
    assert compared == [("public", nyx), ("azul", nyx)]


def test_eraide_a_lurker_gives_no_cover(tmp_path):
    """"Cover given by a hidden character shows in the public report": Ilse (azul, I5,
    range 5) shoots Selene (rojo, E9) along the diagonal; Nyx (rojo) lurks on F8, the square
    just before the target. Azul and the public must read what they would without Nyx."""
    def change(game, factions):
        _lurking("nyx", "rojo")(game, factions)
        factions["rojo"]["characters"]["nyx"]["square"] = "F8"

    v = _turn("eraide", tmp_path, change, {"azul": [{"type": "attack", "character": "ilse", "target": "selene"}]})
    res, knowledge, _ = resolve_watched(v)
    nyx = "rojo/characters/nyx"
    assert nyx in knowledge.unseen["azul"]
    knowledge.unseen = {"azul": {nyx}}
    compared: list = []
    assert absence(v, res, knowledge, limit=2, compared=compared) == []
    assert compared == [("public", nyx), ("azul", nyx)]


def test_sector_a_cloaked_ship_attacking_beside_a_visible_one_is_named_only_once_it_shows(tmp_path):
    """"A cloaked ship attacking together with a visible one stays cloaked and is named to
    the victim": kli-1 (cloaked) and kli-2 (not) attack the Ferengi fer-1 in K5. The
    Ferengi may read kli-1 only if it showed itself; no secret in any file it reads."""
    from gm.engine.secrecy import leaks

    def change(game, factions):
        ships = factions["klingon"]["ships"]
        ships["kli-2"]["cloaked"] = False
        for sid in ("kli-1", "kli-2"):
            ships[sid]["sector"] = "K5"

    v = _turn("sector", tmp_path, change, {"klingon": [{"type": "attack", "ships": ["kli-1", "kli-2"], "target": "ferengi"}]})
    res, knowledge, texts = resolve_watched(v)
    ferengi = texts["reports/ferengi.md"]
    assert "Combate en K5: el Imperio Klingon (K5-1 y K5-2)" in ferengi   # the battle is told to the Ferengi
    assert "kli-" not in ferengi   # by designation: an id counts the Klingons' ships
    assert [f.format() for f in leaks(res.context, knowledge, texts)] == []
