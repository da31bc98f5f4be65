"""The command line's words live in one place (issue 25): every help text and placeholder in
gm/clichrome/messages (none left in gm/cli.py to drift from it), shown in the language of
each invocation, never the one before it in the same process; `gm`, `gm --help`, `gm ayuda`
and `gm resolve` without arguments answer in Spanish, option names with their dashes."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
import typer.main
from typer.testing import CliRunner

from gm.cli import app
from gm.clichrome import ALIASES, KEEP, PACKAGE, GmGroup, key_of
from gm.text.i18n import say

runner = CliRunner()
CLI = Path(__file__).resolve().parents[2] / "src" / "gm" / "cli.py"
SPANISH = {"GM_LANG": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": ""}
ENGLISH_ENV = {**SPANISH, "GM_LANG": "en"}
ENV = {"es": SPANISH, "en": ENGLISH_ENV}


def test_cli_py_holds_no_help_text():
    """A `help=` or a command's docstring would be a second, dead copy of the catalog's."""
    tree = ast.parse(CLI.read_text("utf-8"))
    helps = [node.lineno for node in ast.walk(tree) if isinstance(node, ast.keyword) and node.arg == "help"]
    assert helps == [], f"gm/cli.py lines {helps}: help text belongs in gm/clichrome/messages"
    documented = [node.name for node in tree.body if isinstance(node, ast.FunctionDef)
                  and any("app.command" in ast.unparse(d) for d in node.decorator_list) and ast.get_docstring(node)]
    assert documented == [], f"commands whose docstring duplicates clihelp-<command>: {documented}"
    metavars = [node.lineno for node in ast.walk(tree) if isinstance(node, ast.keyword) and node.arg == "metavar"
                and isinstance(node.value, ast.Constant) and re.search(r"[A-Za-z]{3}", str(node.value.value))]
    assert metavars == [], f"gm/cli.py lines {metavars}: a worded placeholder belongs in climeta-*"


def _flat(text: str) -> str:
    return " ".join(text.replace("\b", " ").split())


def _pieces(lang: str, key: str) -> list[str]:
    """The catalog's text, in the pieces between the placeholders filled when shown."""
    text = say(lang, key, PACKAGE, **KEEP)
    return [p for p in (_flat(part) for part in re.split(r"\{\w+\}", text)) if len(p) > 3]


def _commands():
    group = typer.main.get_command(app)
    yield "gm", [], group
    for name, command in group.commands.items():
        if name not in ALIASES:
            yield name, [name], command


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_help_shows_the_catalogs_words(lang):
    for name, args, command in _commands():
        shown = _flat(runner.invoke(app, args + ["--help"], env=ENV[lang]).stdout)
        keys = [key_of(name)] + [key_of(name, p.name) for p in command.params if p.name]
        for key in keys:
            for piece in _pieces(lang, key):
                assert piece in shown, f"gm {name} --help ({lang}) lacks {key}: {piece!r}\n{shown}"


def test_options_are_shown_with_their_dashes():
    shown = runner.invoke(app, ["resolve", "--help"], env=SPANISH).stdout
    for option in ("--out <ruta>", "--seed <texto>", "--format <texto>", "--force", "--help"):
        assert option in shown
    assert runner.invoke(app, ["roll", "1d6", "--side"], env=SPANISH).stderr.endswith("Error: La opción --side necesita un valor.\n")
    said = runner.invoke(app, ["resolve", "x", "--frmat", "bbcode"], env=SPANISH).stderr
    assert "No existe la opción --frmat. ¿Quisiste decir --format?" in said


@pytest.mark.parametrize("args,expected", [
    ([], "Uso: gm [OPCIONES] COMANDO [ARGUMENTOS]..."), (["--help"], "Uso: gm [OPCIONES] COMANDO [ARGUMENTOS]..."),
    (["ayuda"], "Uso: gm [OPCIONES] COMANDO [ARGUMENTOS]..."), (["resolve"], "Error: Falta el argumento «directorio»."),
    (["odds"], "Error: Falta el argumento «EXPR»."), (["chronicle"], "Error: Falta el argumento «partida»."),
])
def test_gm_answers_in_spanish(args, expected):
    result = runner.invoke(app, args, env=SPANISH)
    assert expected in result.stdout + result.stderr
    assert "Usage" not in result.stdout + result.stderr


@pytest.fixture(scope="module")
def game(tmp_path_factory) -> Path:
    turn = tmp_path_factory.mktemp("game") / "turn-01"
    assert runner.invoke(app, ["init", "sector", str(turn)]).exit_code == 0
    return turn


def _spanish_answers(turn: Path, tmp: Path) -> dict[str, list[str]]:
    """One invocation a command, which answers in Spanish (an error said by gm, mostly)."""
    missing = str(tmp / "nothing")
    return {
        "init": ["init", "nada", str(tmp / "new" / "turn-01")], "generate": ["generate", "nada", str(tmp / "big" / "turn-01")],
        "validate": ["validate", str(turn), "--lang", "fr"], "resolve": ["resolve", str(turn), "--lang", "fr"],
        "roll": ["roll", "2d"], "odds": ["odds", "2d"], "seal": ["seal", missing], "verify": ["verify"],
        "reveal": ["reveal", missing], "chronicle": ["chronicle", missing], "orders": ["orders", missing],
        "check": ["check", missing], "rulesets": ["rulesets", "sobra"], "help": ["ayuda", "nada"], "gm": ["--help"],
    }


ENGLISH_ANSWERS = [  # (args, env, an English word it says)
    (["validate", "{turn}", "--lang", "en"], SPANISH, "valid"),
    (["check", "{turn}", "--lang", "en"], SPANISH, "orders"),
    (["roll", "2d", "--lang", "en"], SPANISH, "expected"),
    (["help", "resolve", "--lang", "en"], SPANISH, "Usage:"),
    (["resolve"], ENGLISH_ENV, "Missing argument"),
]


def test_every_command_speaks_the_language_of_its_own_invocation(game, tmp_path):
    """es, then en, then es in one process: the third answer is the first, word for word,
    whatever the second command spoke (the CLI's state is chosen afresh each time)."""
    spanish = _spanish_answers(game, tmp_path)
    covered = {name for name, _, _ in _commands()}
    assert covered <= set(spanish), f"add a Spanish invocation for {sorted(covered - set(spanish))}"
    first = {name: runner.invoke(app, args, env=SPANISH).output for name, args in spanish.items()}
    for name, text in first.items():
        assert text.strip() and not re.search(r"\b(found|expected|usage error|Usage|Error: Missing|missing file)\b", text), (name, text)
    for name, spanish_args in spanish.items():
        for args, env, word in ENGLISH_ANSWERS:  # each English answer right before the Spanish one
            english = runner.invoke(app, [a.replace("{turn}", str(game)) for a in args], env=env).output
            assert word in english, (args, english)
            again = runner.invoke(app, spanish_args, env=SPANISH).output
            assert again == first[name], f"gm {name} after gm {' '.join(args)}:\n{again}\nwas:\n{first[name]}"


def test_an_abort_is_said_in_words_not_a_traceback():
    """An end of input while Click itself runs (a prompt) becomes its Abort: said in the
    catalog's words, exit 1 (gm.clichrome named an Abort typer's bundled Click does not
    have, and every exception passing through turned into that AttributeError's traceback)."""
    mini = typer.Typer(cls=GmGroup, add_completion=False)

    @mini.command()
    def stop() -> None:
        raise EOFError

    @mini.command()
    def other() -> None:
        pass

    result = runner.invoke(mini, ["stop"], env=SPANISH)
    assert result.exit_code == 1 and result.stderr.endswith("¡Cancelado!\n"), (result.exception, result.stderr)
