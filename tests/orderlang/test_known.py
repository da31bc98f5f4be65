"""A faction's text orders may name only what that faction may know (play-test L1): the
ids a name resolves to, the "¿quisiste decir…?" suggestions, the "se esperaba uno de" lists
and gm check's echo of an order. A faction, ship, character or settlement it may not know
reads exactly as a name that exists nowhere. What it may know comes from the ruleset
(Ruleset.known_names, answered by the fog rulesets' secrecy modules; nuevo-amanecer: all)."""

from __future__ import annotations

import copy
import tomllib
from pathlib import Path

import tomli_w
from typer.testing import CliRunner

from gm.cli import app
from gm.engine.state import GameState
from gm.engine.validate import validate_dir
from gm.orderlang.phrasebook import load
from gm.orderlang.values import Miss, Scope, resolve

ROOT = Path(__file__).resolve().parents[2]


def _sector_turn_2(tmp_path: Path) -> Path:
    """gm init sector (3 empires and the NPC Breen, whom nobody has met), one turn resolved."""
    runner = CliRunner()
    game = tmp_path / "partida"
    assert runner.invoke(app, ["init", "sector", str(game / "turn-01"), "--factions", "3"]).exit_code == 0
    # a fixed seed: gm init's game_id and secret are random, and so would be turn 1's dice
    assert runner.invoke(app, ["resolve", str(game / "turn-01"), "--seed", "known-names"]).exit_code == 0
    turn = game / "turn-02"
    assert tomllib.loads((turn / "factions" / "breen.toml").read_text("utf-8"))["kind"] == "npc"
    return turn


def _words(text: str, *found: str) -> str:
    for word in found:
        text = text.replace(word, "X")
    return text


def test_gm_orders_names_no_faction_the_empire_never_met(tmp_path):
    turn = _sector_turn_2(tmp_path)
    (turn / "orders").mkdir()
    (turn / "orders" / "klingon.txt").write_text("atacar a breen con kli-1\natacar a nadie con kli-1\n", encoding="utf-8")
    res = CliRunner().invoke(app, ["orders", str(turn), "--force", "--strict"])
    assert res.exit_code == 1
    assert "Breen" not in res.output
    one, two = [line for line in res.output.splitlines() if line.startswith("orders/klingon.txt")]
    assert _words(one, "breen", ":1:") == _words(two, "nadie", ":2:")
    # the empire itself is no target: never offered to itself
    assert two.endswith("se esperaba uno de: Federación de Planetas Unidos, Imperio Estelar Romulano")


def test_gm_check_echoes_an_unmet_faction_as_written(tmp_path):
    turn = _sector_turn_2(tmp_path)
    (turn / "orders.toml").write_text(
        'turn = 2\n\n[factions.klingon]\norders = [\n  { type = "attack", target = "breen", ships = ["kli-1"] },\n'
        '  { type = "attack", target = "nadie", ships = ["kli-1"] },\n  { type = "attack", target = "federacion", ships = ["kli-1"] },\n]\n',
        encoding="utf-8")
    res = CliRunner().invoke(app, ["check", str(turn), "--faction", "klingon"])
    assert res.exit_code == 1, res.output  # the judge (8c5a9b8): an order that would be rejected
    assert "Breen" not in res.output
    lines = res.output.splitlines()
    assert _words(lines[1], "breen", "1.") == _words(lines[2], "nadie", "2.")
    # a known empire: by name (quoted: its name holds 'de'); its own ship by its name (f956ee0)
    assert 'atacar a "Federación de Planetas Unidos" con Rotarran' in lines[3]


def test_a_race_met_in_a_first_contact_may_be_named(tmp_path):
    turn = _sector_turn_2(tmp_path)
    game = tomllib.loads((turn / "game.toml").read_text("utf-8"))
    # a contact with a non-player race is told to its two parties only (b7e84cd): the
    # Federation's does not let the Klingons name the Breen, their own does
    game["world"]["relations"]["breen+federacion"] = {"status": "contact", "since": 1}
    (turn / "game.toml").write_text(tomli_w.dumps(game), encoding="utf-8")
    v = validate_dir(turn)
    assert v.ok, [p.format() for p in v.errors]
    assert resolve("faction", "Confederación Breen", Scope(load("sector"), "es", v.state, "federacion"), {}) == "breen"
    try:
        resolve("faction", "Confederación Breen", Scope(load("sector"), "es", v.state, "klingon"), {})
        raise AssertionError("the Klingons never met the Breen")
    except Miss as miss:
        assert "Breen" not in str(miss.params.get("near", "")) + str(miss.params.get("choices", ""))
    game["world"]["relations"]["breen+klingon"] = {"status": "contact", "since": 1}
    (turn / "game.toml").write_text(tomli_w.dumps(game), encoding="utf-8")
    v = validate_dir(turn)
    assert v.ok, [p.format() for p in v.errors]
    assert resolve("faction", "Confederación Breen", Scope(load("sector"), "es", v.state, "klingon"), {}) == "breen"


def test_nuevo_amanecer_has_no_fog():
    v = validate_dir(ROOT / "sample_games" / "nuevo-amanecer" / "turn-01")
    assert v.ruleset.known_names(v.state, "sigmar") is None
    assert Scope(load("nuevo-amanecer"), "es", v.state, "sigmar").factions() == v.state.factions


def _miss(kind: str, raw: str, scope) -> tuple:
    """What the player is told of a name that is no thing it knows (the name aside)."""
    try:
        resolve(kind, raw, scope, {})
    except Miss as miss:
        return miss.key, {k: v for k, v in miss.params.items() if k != "found"}
    raise AssertionError(f"{raw!r} was read as a thing")


def test_eraide_a_hidden_enemy_reads_as_nobody():
    v = validate_dir(ROOT / "sample_games" / "eraide" / "turn-01")
    factions = copy.deepcopy(v.state.factions)
    factions["rojo"]["characters"]["nyx"]["name"] = "Nyx la Sombra"
    seen = GameState(v.state.game, factions, {})
    assert resolve("any.characters", "Nyx la Sombra", Scope(load("eraide"), "es", seen, "azul"), {}) == "nyx"
    factions = copy.deepcopy(factions)
    factions["rojo"]["characters"]["nyx"]["states"] = {"acechando": {"rounds": 0, "value": 0}}
    hidden = GameState(v.state.game, factions, {})
    # a name out of sight is a name of nothing (never slugged into an id: issue 24), in the same words
    assert _miss("any.characters", "Nyx la Sombra", Scope(load("eraide"), "es", hidden, "azul")) == \
        _miss("any.characters", "Fulano de Tal", Scope(load("eraide"), "es", hidden, "azul"))
    assert resolve("any.characters", "Nyx la Sombra", Scope(load("eraide"), "es", hidden, "rojo"), {}) == "nyx"  # its own side


def test_primordia_a_settlement_out_of_sight_reads_as_nobody():
    v = validate_dir(ROOT / "sample_games" / "primordia" / "turn-01")
    scope = Scope(load("primordia"), "es", v.state, "marmoreos")
    assert resolve("any.settlements", "Avanzada del Norte", scope, {}) == "avanzada-del-norte"  # Terales' outpost, in sight: by its name, never its id
    assert _miss("any.settlements", "Teralia", scope) == _miss("any.settlements", "Atlantis", scope)  # Terales' capital, out of sight
    assert resolve("any.settlements", "Caracola", Scope(load("primordia"), "es", v.state, "tuarian"), {}) == "caracola"  # in its sight: by name (Tuarian has an s1 of its own)


def test_a_near_miss_suggests_nothing_unknown(tmp_path):
    turn = _sector_turn_2(tmp_path)
    v = validate_dir(turn)
    scope = Scope(load("sector"), "es", v.state, "klingon")
    try:
        resolve("faction", "Confederacion Breem", scope, {})
    except Miss as miss:
        assert "Breen" not in str(miss.params.get("near", "")) + str(miss.params.get("choices", ""))
    else:
        raise AssertionError("an unmet race was named")


def test_anothers_thing_out_of_sight_is_not_said_to_be_lost():
    """Found by a play-test: «atacar con jinetes a Caracola de Shellians», the Shellians'
    settlement out of sight, read «… no es nada que conozcas …: ahora no tienes ninguno
    (¿se perdió?)», the words for one's own thing gone; now «ahora no ves ninguno», the same
    whether it exists unseen or not."""
    v = validate_dir(ROOT / "sample_games" / "primordia" / "turn-01")
    scope = Scope(load("primordia"), "es", v.state, "marmoreos")
    told = []
    for name in ("Caracola", "Atlántida"):  # the Shellians' settlement, unseen; one nowhere
        try:
            resolve("any.settlements>objetivo_faccion", name, scope, {}, owner="shellians")
        except Miss as miss:
            told.append((miss.key, miss.params["found"]))
    assert [key for key, _ in told] == ["orderlang.unknown_ref_unseen"] * 2, told
