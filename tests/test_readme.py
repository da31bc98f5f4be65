"""The README and docs/architecture.md are checked: their Python examples run, the README lists
every command and option, and the architecture's signature listings match the code."""

import doctest
import importlib
import inspect
import re
from pathlib import Path

import pytest
import typer.main
from typer.testing import CliRunner

from gm.cli import app

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
ARCHITECTURE = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")


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
    help_text = CliRunner().invoke(app, ["--help"], env={"GM_LANG": "en"}).stdout
    listed = set(re.findall(r"^  (\w+)\s", help_text.split("Commands:")[1], flags=re.M))
    assert listed == {name for name, sub in command.commands.items() if not sub.hidden}  # gm ayuda / help: hidden


# -- docs/architecture.md ------------------------------------------------------------------------
@pytest.fixture
def toy_installed():
    """The engine tests' toy ruleset in the registry for one test, then gone again."""
    from tests.engine import toy

    toy.install()
    yield
    toy.uninstall()


def test_architecture_examples_run(tmp_path, toy_installed):
    test = doctest.DocTestParser().get_doctest(ARCHITECTURE, {"tmp": tmp_path}, "architecture.md", "docs/architecture.md", 0)
    assert len(test.examples) >= 20, "docs/architecture.md should keep its examples"
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.failures == 0, "an example of docs/architecture.md fails (doctest's report above)"


def _params(signature: inspect.Signature) -> list[str]:
    """Parameter names as a listing writes them: `/` after the positional-only ones, `*` before keyword-only."""
    out, star = [], False
    params = list(signature.parameters.values())
    for i, p in enumerate(params):
        if p.kind is p.VAR_POSITIONAL:
            out.append(f"*{p.name}")
            star = True
        elif p.kind is p.VAR_KEYWORD:
            out.append(f"**{p.name}")
        else:
            if p.kind is p.KEYWORD_ONLY and not star:
                out.append("*")
                star = True
            out.append(p.name)
        if p.kind is p.POSITIONAL_ONLY and (i + 1 == len(params) or params[i + 1].kind is not p.POSITIONAL_ONLY):
            out.append("/")
    return out


def _listed(params: str) -> list[str]:
    return [re.split(r"[:=]", part)[0].strip() for part in params.split(",") if part.strip()]


def _instance_attributes(cls) -> set[str]:
    """The class's attributes and those its own __init__ sets."""
    init = cls.__dict__.get("__init__")
    assigned = re.findall(r"self\.(\w+)\s*(?::[^=]*)?=", inspect.getsource(init)) if init else []
    return set(assigned) | set(dir(cls))


LISTING = re.compile(r"<!-- signatures: ([\w.]+) -->\n```\n(.*?)```", re.S)


def test_architecture_signature_listings_match_the_code():
    listings = LISTING.findall(ARCHITECTURE)
    assert len(listings) >= 3
    wrong = []
    for target, block in listings:
        module, name = target.rsplit(".", 1)
        cls = getattr(importlib.import_module(module), name)
        known = _instance_attributes(cls)
        for fn, params in re.findall(r"^\s*def (\w+)\(([^)]*)\)", block, re.M):
            if not hasattr(cls, fn):
                wrong.append(f"{target}.{fn}: no such method")
            elif _listed(params) != _params(inspect.signature(getattr(cls, fn))):
                wrong.append(f"{target}.{fn}({params}): the code has ({', '.join(_params(inspect.signature(getattr(cls, fn))))})")
        for attr in re.findall(r"^ {4}(\w+)\s*(?::|#|$)", block, re.M) + [a for line in block.splitlines() if line.startswith("ctx.") for a in re.findall(r"ctx\.(\w+)", line)]:
            if attr not in known:
                wrong.append(f"{target}.{attr}: no such attribute")
    assert not wrong, "docs/architecture.md lists what the code does not have:\n" + "\n".join(wrong)


def test_architecture_tree_names_every_module():
    """The tree at the top of docs/architecture.md names every top-level module and package
    of src/gm and every module of engine/, reports/ and rulesets/ (not each ruleset's), and
    names no module that does not exist."""
    tree = ARCHITECTURE.split("```")[1]
    src = ROOT / "src" / "gm"
    expected = [p.name + ("/" if p.is_dir() else "") for p in src.iterdir() if p.name != "__pycache__" and p.suffix in ("", ".py")]
    expected += [p.name for d in ("engine", "reports", "rulesets") for p in (src / d).glob("*.py") if p.name != "__init__.py"]
    missing = sorted(name for name in expected if not re.search(rf"(?<![\w/]){re.escape(name)}(?!\w)", tree))
    assert not missing, f"docs/architecture.md's tree does not name {missing}"
    named = set(re.findall(r"\b(\w+\.py)\b", tree))
    existing = {p.name for p in src.rglob("*.py")}
    assert named <= existing, f"docs/architecture.md's tree names modules that do not exist: {sorted(named - existing)}"
