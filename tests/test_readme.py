"""The README is checked: its Python example runs, and it lists every command and option."""

import doctest
import re
from pathlib import Path

import typer.main
from typer.testing import CliRunner

from gm.cli import app

README = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")


def test_readme_opens_with_the_two_commands():
    first_block = README.split("```")[1]
    assert "make demo" in first_block and "make test" in first_block


def test_readme_python_examples_run():
    parser = doctest.DocTestParser()
    test = parser.get_doctest(README, {}, "README.md", "README.md", 0)
    assert test.examples, "the README should hold at least one Python example"
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.failures == 0


def test_readme_lists_every_command_and_option():
    command = typer.main.get_command(app)
    for name, sub in command.commands.items():
        assert f"`gm {name}" in README, f"README does not document `gm {name}`"
        row = next(line for line in README.splitlines() if line.startswith(f"| `gm {name}"))
        for param in sub.params:
            for opt in param.opts:
                if opt.startswith("--") and opt != "--help":
                    assert opt in row or opt in README, f"README does not mention {opt} of gm {name}"
    help_text = CliRunner().invoke(app, ["--help"]).stdout
    listed = set(re.findall(r"^  (\w+)\s", help_text.split("Commands:")[1], flags=re.M))
    assert listed == set(command.commands)
