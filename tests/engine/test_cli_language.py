"""The command line speaks the GM's language (issue 25, "The GM's tool in Spanish"): `gm`,
`gm --help`, `gm ayuda`, every command's --help and Typer's and Click's own usage errors are
Spanish by default, English with GM_LANG=en, an English locale or --lang en; every command
and parameter has its help in both catalogs (gm/clichrome/messages)."""

from __future__ import annotations

import re

import pytest
import typer.main
from typer.testing import CliRunner

from gm.cli import app
from gm.clichrome import chrome_lang, key_of

runner = CliRunner()
SPANISH = {"GM_LANG": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": ""}  # nothing set: the default
# Click's and Typer's English, which a Spanish answer must not hold
ENGLISH = re.compile(r"Usage:|Options|Arguments|Commands|Missing|Try '|Show this message|\[required\]|\[default:|"
                     r"is not a valid|No such|Invalid value|unexpected extra|requires an argument|Example")


def _all_output(result) -> str:
    return result.stdout + (result.stderr or "")


@pytest.mark.parametrize("args", [[], ["--help"], ["ayuda"], ["help"], ["ayuda", "resolve"], ["resolve"], ["ayuda", "nada"],
                                  ["nada"], ["init", "sector", "x", "--factions", "cuatro"], ["resolve", "x", "--seed"],
                                  ["rulesets", "sobra"], ["validate", "--no-such"], ["roll", "--help"], ["check", "--help"]])
def test_gm_answers_in_spanish_by_default(args):
    result = runner.invoke(app, args, env=SPANISH)
    text = _all_output(result)
    assert text.strip() and not ENGLISH.search(text), text
    assert "Traceback" not in text and result.exit_code in (0, 2)


def test_the_spanish_usage_error_says_what_was_typed_and_what_is_expected():
    result = runner.invoke(app, ["init", "sector", "x", "--factions", "cuatro"], env=SPANISH)
    assert result.exit_code == 2
    assert result.stderr.splitlines() == [
        "Uso: gm init [OPCIONES] {reglamento} {directorio}",
        "Prueba «gm init --help» para ver la ayuda.",
        "",
        "Error: Valor no válido para «--factions»: «cuatro» no es un número entero.",
    ]
    missing = runner.invoke(app, ["resolve"], env=SPANISH).stderr
    assert missing.endswith("Error: Falta el argumento «directorio».\n")
    unknown = runner.invoke(app, ["ayuda", "nada"], env=SPANISH).stderr
    assert "No existe el comando «nada»" in unknown


@pytest.mark.parametrize("env,args", [({"GM_LANG": "en"}, ["resolve"]), ({"LANG": "en_GB.UTF-8", "GM_LANG": ""}, ["resolve"]),
                                      (SPANISH, ["help", "resolve", "--lang", "en"])])
def test_english_with_gm_lang_an_english_locale_or_lang_en(env, args):
    text = _all_output(runner.invoke(app, args, env=env))
    assert "Usage: gm resolve [OPTIONS] {directory}" in text
    assert "Uso:" not in text


def test_gm_ayuda_is_the_help_of_gm_and_of_each_command():
    assert runner.invoke(app, ["ayuda"], env=SPANISH).stdout == runner.invoke(app, ["--help"], env=SPANISH).stdout
    assert runner.invoke(app, ["ayuda", "seal"], env=SPANISH).stdout == runner.invoke(app, ["seal", "--help"], env=SPANISH).stdout
    listed = runner.invoke(app, ["--help"], env=SPANISH).stdout
    assert "ayuda" not in listed.split("Comandos:")[1], "the alias is hidden from the list of commands"


@pytest.mark.parametrize("args,env,lang", [(["resolve", "--lang", "en"], {}, "en"), (["resolve", "--lang=es"], {"GM_LANG": "en"}, "es"),
                                           ([], {"GM_LANG": "en", "LANG": "es_ES.UTF-8"}, "en"), ([], {"LANG": "en_US.UTF-8"}, "en"),
                                           ([], {"LANG": "C.UTF-8"}, "es"), ([], {"LC_ALL": "es_ES", "LANG": "en_US"}, "es"),
                                           ([], {}, "es"), (["--lang", "fr"], {}, "es")])
def test_the_language_of_the_command_line(args, env, lang):
    assert chrome_lang(args, env) == lang


def _commands():
    group = typer.main.get_command(app)
    yield "gm", group
    for name, command in group.commands.items():
        if name != "ayuda":  # the Spanish name of `help`: one help text
            yield name, command


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_command_and_parameter_has_its_help_in_the_catalog(lang):
    from gm.clichrome import PACKAGE
    from gm.text.i18n import catalog

    have = catalog(lang, PACKAGE)
    missing = [key for name, command in _commands()
               for key in [key_of(name)] + [key_of(name, p.name) for p in command.params if p.name]
               if not have.has(key)]
    assert not missing, f"gm/clichrome/messages/{lang}.ftl lacks {', '.join(missing)}"


def test_the_spanish_help_of_every_command_has_no_english_left():
    for name, _ in _commands():
        args = ["--help"] if name == "gm" else [name, "--help"]
        text = runner.invoke(app, args, env=SPANISH).stdout
        assert "Ejemplo" in text and not ENGLISH.search(text), f"gm {name} --help:\n{text}"


def test_no_help_line_ends_cut_off():
    """«(por defecto: el de game.toml, si no es)» read as cut off: each default says what it is."""
    for name in ("resolve", "validate", "orders", "check", "chronicle", "verify", "ayuda"):
        text = " ".join(runner.invoke(app, [name, "--help"], env={**SPANISH, "COLUMNS": "200"}).stdout.split())
        assert "si no es)" not in text, name
    text = " ".join(runner.invoke(app, ["resolve", "--help"], env={**SPANISH, "COLUMNS": "200"}).stdout.split())
    assert "(por defecto: el de game.toml, o es si no lo dice)" in text, text


def test_check_takes_a_factions_name_as_well_as_its_id():
    from pathlib import Path

    sample = str(Path(__file__).resolve().parents[2] / "sample_games" / "primordia" / "turn-01")
    by_id = runner.invoke(app, ["check", sample, "--faction", "marmoreos"], env=SPANISH)
    for asked in ("Marmóreos", "MARMOREOS", "marmóreos"):
        by_name = runner.invoke(app, ["check", sample, "--faction", asked], env=SPANISH)
        assert (by_name.exit_code, by_name.stdout) == (by_id.exit_code, by_id.stdout), asked
    assert by_id.stdout.startswith("Comprobación de las órdenes de los Marmóreos")
    wrong = runner.invoke(app, ["check", sample, "--faction", "Marmo"], env=SPANISH)
    assert wrong.exit_code == 2
    assert ("facción desconocida «Marmo»; se esperaba una de: Marmóreos (marmoreos), Shellians (shellians), "
            "Terales (terales), Tuarian (tuarian)") in _all_output(wrong)
