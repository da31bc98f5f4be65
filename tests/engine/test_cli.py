import json

import pytest
from typer.testing import CliRunner

from gm import __version__
from gm.cli import app

runner = CliRunner()
COMMANDS = [c.name or c.callback.__name__ for c in app.registered_commands]


def test_version():
    r = runner.invoke(app, ["--version"])
    assert r.exit_code == 0 and r.stdout.strip() == f"gm {__version__}"


@pytest.mark.parametrize("lang,example", [("es", "Ejemplo"), ("en", "Example")])
@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_has_help_with_an_example(command, lang, example):
    r = runner.invoke(app, [command, "--help"], env={"GM_LANG": lang})
    assert r.exit_code == 0
    assert example in r.stdout


def test_roll_same_seed_same_result():
    a = json.loads(runner.invoke(app, ["roll", "4d6kh3+2", "--seed", "s", "--json"]).stdout)
    b = json.loads(runner.invoke(app, ["roll", "4d6kh3+2", "--seed", "s", "--json"]).stdout)
    assert a == b
    assert {"expr", "total", "detail"} <= set(a)
    assert a["detail"].endswith(f"= {a['total']}")


def test_roll_bad_expression_is_usage_error_without_traceback():
    r = runner.invoke(app, ["roll", "2d6+", "--seed", "x"])
    assert r.exit_code == 2
    assert "column" in r.stderr and "Traceback" not in r.output


def test_roll_combat_options_need_combat():
    r = runner.invoke(app, ["roll", "1d6", "--odds"])
    assert r.exit_code == 2


def test_odds_json_is_exact_and_sorted():
    data = json.loads(runner.invoke(app, ["odds", "2d6", "--json"]).stdout)
    assert data["expr"] == "2d6" and data["mean"] == 7
    values = [v for v, _ in data["distribution"]]
    assert values == list(range(2, 13))
    assert abs(sum(p for _, p in data["distribution"]) - 1) < 1e-12


def test_unknown_command_is_usage_error():
    assert runner.invoke(app, ["frobnicate"]).exit_code == 2


def test_internal_error_is_one_line_exit_3(toy_turn, monkeypatch):
    from tests.engine import toy

    def boom(ctx):
        raise ZeroDivisionError("x")

    monkeypatch.setattr(toy.Toy, "phases", (toy.Phase("boom", boom),))
    r = runner.invoke(app, ["resolve", str(toy_turn)])
    assert r.exit_code == 3
    assert "internal error: ZeroDivisionError" in r.stderr and "Traceback" not in r.output
    assert not (toy_turn.parent / "turn-08").exists()
    # the hint names the form the CLI accepts (`gm resolve --debug` is a usage error)
    assert "gm --debug <command>" in r.stderr
    traced = runner.invoke(app, ["--debug", "resolve", str(toy_turn)])
    assert isinstance(traced.exception, ZeroDivisionError)


def test_generate_writes_a_valid_game(tmp_path):
    d = tmp_path / "big" / "turn-01"
    r = runner.invoke(app, ["generate", "nuevo-amanecer", str(d), "--factions", "3"])
    assert r.exit_code == 0, r.output
    assert runner.invoke(app, ["validate", str(d)]).exit_code == 0
    assert runner.invoke(app, ["generate", "nuevo-amanecer", str(d)]).exit_code == 1  # refuses to overwrite


def test_every_command_is_registered_with_its_name():
    assert {"init", "validate", "resolve", "roll", "odds", "seal", "verify", "reveal", "rulesets", "generate",
            "orders", "check", "chronicle", "ayuda", "help"} == set(COMMANDS)


def _wrapped(text: str) -> str:
    return " ".join(text.split())


def test_help_names_the_rulesets_and_sizes_from_the_api():
    from gm import api, registry

    listed = api.list_rulesets()
    assert [r["id"] for r in listed] == registry.available() == list(registry.REGISTRY)
    init_help = _wrapped(runner.invoke(app, ["init", "--help"], env={"GM_LANG": "en"}).stdout)
    assert f"Ruleset id: {', '.join(registry.available())}." in init_help
    generate_help = _wrapped(runner.invoke(app, ["generate", "--help"], env={"GM_LANG": "en"}).stdout)
    with_generator = [r["id"] for r in listed if registry.get(r["id"]).generator]
    assert with_generator and f"Ruleset id, with a generator of large games: {', '.join(with_generator)}" in generate_help
    without = [r["id"] for r in listed if r["id"] not in with_generator]
    assert (f"; {', '.join(without)}: its `gm init` world" in generate_help) == bool(without)
    sizes = lambda key: ", ".join("%s %d-%d" % (r["id"], *getattr(registry.get(r["id"]), key)) for r in listed)  # noqa: E731
    assert f"How many example factions ({sizes('init_factions')})." in init_help
    assert f"How many factions ({sizes('generate_factions')});" in generate_help
    out = runner.invoke(app, ["rulesets"]).stdout.splitlines()
    assert [line.split("\t")[0] for line in out] == registry.available()


def test_the_cli_reaches_the_engine_only_through_the_api():
    import ast
    from pathlib import Path

    import gm.cli

    tree = ast.parse(Path(gm.cli.__file__).read_text("utf-8"))
    imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    imported |= {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    assert {m for m in imported if m.startswith("gm")} == {"gm", "gm.api", "gm.clichrome"}
    # gm.clichrome, the CLI's own words, reads only the catalogs (the text layer)
    tree = ast.parse(Path(gm.cli.__file__).with_name("clichrome").joinpath("__init__.py").read_text("utf-8"))
    imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    assert {m for m in imported if m.startswith("gm")} == {"gm.text.i18n"}


@pytest.mark.parametrize("call, says", [
    (lambda api, d: api.resolve_turn(d, fmt="pdf"), "format: found 'pdf', expected one of: markdown, bbcode, html"),
    (lambda api, d: api.resolve_turn(d, lang="fr"), "lang: found 'fr', expected one of: es, en"),
    (lambda api, d: api.resolve_turn(d, seed=7), "seed: found 7, expected text"),
    (lambda api, d: api.init_game("nuevo-amanecer", d.parent / "new", factions=0), "factions: found 0, expected a whole number 1-64"),
    (lambda api, d: api.init_game("nope", d.parent / "new"), "unknown ruleset 'nope'"),
    (lambda api, d: api.generate_game("nuevo-amanecer", d.parent / "big", factions=True), "factions: found True"),
    (lambda api, d: api.generate_game("nope", d.parent / "big"), "unknown ruleset 'nope'"),
    (lambda api, d: api.roll_expression(None), "expression: found None, expected text"),
    (lambda api, d: api.resolve_turn(None), "directory: found None, expected a path"),
    (lambda api, d: api.resolve_turn(d, out=""), "out: found '', expected a path"),
    (lambda api, d: api.resolve_turn(d, force="no"), "force: found 'no', expected True or False"),
    (lambda api, d: api.roll_combat("sector", "naves=1", None, None, False), "sides: found 'naves=1', expected a list of texts"),
    (lambda api, d: api.verify_rolls([]), "rolls: found [], expected a list of rolls files"),
    (lambda api, d: api.check_orders(d, faction=3), "faction: found 3, expected text"),
])
def test_the_api_checks_its_arguments_before_any_work(toy_turn, monkeypatch, call, says):
    from gm import api
    from gm.engine import pipeline

    monkeypatch.setattr(pipeline, "resolve_files", lambda *a, **k: pytest.fail("the turn ran before its arguments were checked"))
    before = sorted(p.name for p in toy_turn.parent.iterdir())
    with pytest.raises(api.UsageProblem) as caught:
        call(api, toy_turn)
    assert says in caught.value.text("en")
    assert caught.value.text("es") != caught.value.text("en")  # worded in the reader's language
    assert sorted(p.name for p in toy_turn.parent.iterdir()) == before  # nothing written


def test_a_bad_format_on_the_command_line_is_a_usage_error(toy_turn):
    r = runner.invoke(app, ["resolve", str(toy_turn), "--format", "pdf"])
    assert r.exit_code == 2 and "error de uso: format: se encontró 'pdf'" in r.stderr
    r = runner.invoke(app, ["resolve", str(toy_turn), "--format", "pdf", "--lang", "en"])
    assert r.exit_code == 2 and "usage error: format: found 'pdf'" in r.stderr
    assert not (toy_turn.parent / "turn-08").exists()


def test_generate_help_names_the_rulesets_without_a_generator(monkeypatch):
    from gm import registry

    last = registry.available()[-1]
    monkeypatch.setattr(registry.get(last), "generator", "")
    text = _wrapped(runner.invoke(app, ["generate", "--help"], env={"GM_LANG": "en"}).stdout)
    assert f"; {last}: its `gm init` world with that many factions." in text
