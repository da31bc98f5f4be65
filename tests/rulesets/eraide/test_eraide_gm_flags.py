"""Play-test W1 and W5: the d20 is the document's (its sides are not a setting; the natural
faces are, and every roll and the odds read them), and `late` is the GM's flag: no post
can say it, while the GM may still add it to orders.toml beside the players' posts."""
from __future__ import annotations

import shutil
from fractions import Fraction
import tomllib
from pathlib import Path

import tomli_w
from typer.testing import CliRunner

from gm import registry
from gm.cli import app
from gm.engine.validate import validate_dir
from gm.rulesets.eraide.combat import Attack, CombatNumbers, LetterTable, odds, resolve
from gm.rulesets.eraide.rules import load_data
from gm.rulesets.eraide.rules import D20

ROOT = Path(__file__).resolve().parents[3]
SAMPLE = ROOT / "sample_games" / "eraide" / "turn-01"


def test_the_die_has_no_sides_setting_and_the_natural_faces_are_read():
    ruleset = registry.get("eraide")
    assert "sides" not in ruleset.default_settings["dice"]
    d20 = D20.from_settings(ruleset.settings({"settings": {"dice": {"natural_success": 19, "natural_failure": 2}}}))
    assert (d20.sides, d20.is_success(19), d20.is_success(20), d20.total(2, 5), d20.total(1, 5)) == (20, True, False, 0, 6)
    # `gm roll combat` and its odds read the same d20: a 19 doubles, a 20 is a plain face
    attack, nums = Attack(attack=0, damage=8, weapon="C", defence=100, armour="B"), CombatNumbers()
    table = LetterTable.from_data(load_data("letters"))
    assert resolve(attack, 19, 5, d20, nums, table).outcome == "double"
    assert resolve(attack, 20, 5, d20, nums, table).outcome == "miss"
    assert dict(odds(attack, d20, nums, table))[(0, 16)] == Fraction(20, 400)


def _turn(tmp_path: Path, late: bool) -> Path:
    turn = tmp_path / "turn"
    shutil.copytree(SAMPLE, turn)
    doc = tomllib.loads((turn / "orders.toml").read_text("utf-8"))
    if late:
        doc["factions"]["rojo"]["orders"][1]["late"] = True
    (turn / "orders.toml").write_text(tomli_w.dumps(doc), encoding="utf-8")
    return turn


def test_a_post_cannot_say_late(tmp_path):
    turn = _turn(tmp_path, late=False)
    (turn / "orders.toml").unlink()
    (turn / "orders").mkdir()
    post = "Brann: esperar tarde\nSelene: usar Dardo rúnico contra Otto tarde\n"
    (turn / "orders" / "rojo.txt").write_text(post, encoding="utf-8")
    result = CliRunner().invoke(app, ["check", str(turn), "--faction", "rojo"])
    assert "rojo.txt:1:" in result.output and "pone «tarde»" in result.output, result.output
    # after a name the word is read as part of it (an unknown target, refused at resolve): never as late
    (turn / "orders" / "rojo.txt").write_text(post.split("\n", 1)[1], encoding="utf-8")
    faction = validate_dir(turn).state.orders["factions"]["rojo"]
    assert not any("late" in o for o in faction.get("orders", []))
    assert faction.get("unread") or faction.get("orders"), "the line is read or told as not understood: never dropped"


def test_the_gm_adds_late_to_the_posts_and_export_leaves_it_out(tmp_path):
    turn = _turn(tmp_path, late=True)
    result = CliRunner().invoke(app, ["orders", str(turn), "--export"])
    assert result.exit_code == 0, result.output  # was: Unwritable (exit 3) once no template said late
    text = (turn / "orders" / "rojo.txt").read_text("utf-8")
    assert 'Selene: usar "Dardo rúnico" sobre' in text and "tarde" not in text   # a talent always quoted (on anyone: «sobre», #25)
    # the posts beside the GM's orders.toml with its late flag: not a clash, late kept
    validation = validate_dir(turn)
    assert validation.ok, [p.format() for p in validation.problems]
    assert validation.state.orders["factions"]["rojo"]["orders"][1]["late"] is True
