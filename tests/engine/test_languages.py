"""The engine speaks the game's language (issue 17): game.toml `lang`, `--lang` over it,
Spanish where there is no game; schema hints and breadcrumbs worded in that language."""

from __future__ import annotations

from typer.testing import CliRunner

from gm.cli import app
from gm.engine.validate import _hint, expected_key
from gm.errors import Msg, Problem

runner = CliRunner()


def _break_turn(toy_turn):
    (toy_turn / "orders.toml").write_text("turn = 6\n", encoding="utf-8")


def test_the_game_language_then_lang_overrides_it(toy_turn):
    _break_turn(toy_turn)
    r = runner.invoke(app, ["validate", str(toy_turn)])
    assert r.exit_code == 1 and "se encontró el turno 6, se esperaba 7" in r.output and "Un error." in r.output
    game = toy_turn / "game.toml"
    game.write_text(game.read_text("utf-8").replace('ruleset = "toy"', 'ruleset = "toy"\nlang = "en"'), encoding="utf-8")
    r = runner.invoke(app, ["validate", str(toy_turn)])
    assert r.exit_code == 1 and "found turn 6, expected 7" in r.output and "One error." in r.output
    r = runner.invoke(app, ["validate", str(toy_turn), "--lang", "es"])
    assert r.exit_code == 1 and "se encontró el turno 6" in r.output


def test_a_bad_lang_option_is_a_usage_error(toy_turn):
    r = runner.invoke(app, ["validate", str(toy_turn), "--lang", "fr"])
    assert r.exit_code == 2 and "lang: se encontró 'fr'" in r.output


def test_without_a_game_spanish_unless_asked():
    r = runner.invoke(app, ["roll", "1d20+"])
    assert r.exit_code == 2 and "error de uso: 1d20+: en la columna 6" in r.output
    r = runner.invoke(app, ["roll", "1d20+", "--lang", "en"])
    assert r.exit_code == 2 and "usage error: 1d20+: at column 6" in r.output


def test_json_problems_in_the_game_language(toy_turn):
    import json

    _break_turn(toy_turn)
    data = json.loads(runner.invoke(app, ["validate", str(toy_turn), "--json"]).stdout)
    assert "se encontró el turno 6" in data["errors"][0]["message"]
    data = json.loads(runner.invoke(app, ["validate", str(toy_turn), "--json", "--lang", "en"]).stdout)
    assert "found turn 6" in data["errors"][0]["message"]


def test_schema_descriptions_are_worded_through_the_catalog():
    described = {"description": "one kind of die, count d sides (like 1d20 or 2d6; the rules add the modifiers)"}
    assert expected_key(described["description"]) == "expected.one_kind_of_die_count_d_sides_like_1d20"
    hint = _hint(described, "gm")
    assert hint.text("es").startswith("un tipo de dado") and hint.text("en").startswith("one kind of die")
    bare = _hint({"description": "no catalog words this"}, "gm")  # a description without words: never shown as written
    assert "no catalog words" not in bare.text("es") and "no catalog words" not in bare.text("en")
    assert _hint({}, "gm", "^[a-z]+$").text("es") == "un texto que cumpla ^[a-z]+$"


def test_crumbs_and_nested_messages_in_each_language():
    p = Problem("factions/a.toml", ("x",), Msg("validate.type", found=Msg("validate.kind.integer", value="5"),
                                                 expected=Msg("validate.either", first=Msg("validate.type.string"),
                                                              second=Msg("validate.type.array"))),
                crumbs=(Msg("problem.crumb.named", noun=Msg("noun.unit"), id="u1"),), line=3)
    assert p.format("es") == "factions/a.toml:3: En unidad «u1»: se encontró el número entero 5, se esperaba un texto o una lista"
    assert p.format("en") == "factions/a.toml:3: At unit 'u1': found integer 5, expected text or a list"


def test_a_validation_knows_its_game_language(toy_turn):
    from gm.engine.validate import validate_dir

    assert validate_dir(toy_turn).lang == "es"
    game = toy_turn / "game.toml"
    game.write_text(game.read_text("utf-8").replace('ruleset = "toy"', 'ruleset = "toy"\nlang = "en"'), encoding="utf-8")
    assert validate_dir(toy_turn).lang == "en"
