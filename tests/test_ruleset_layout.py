"""Every ruleset package has the parts of the template (docs/architecture.md, "A new
ruleset"), under the same names; and nothing in src/gm outside the ruleset packages names a
ruleset (the registry in gm/registry.py aside).

The template test runs on each registered ruleset and on the engine tests' toy ruleset
(tests/engine/toy/), which follows the same template in a few lines per part.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import io
import re
import tokenize
from pathlib import Path

import pytest

import gm.rulesets
from gm import registry
from gm.rulesets.base import Phase, Ruleset
from tests import registered

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "src" / "gm"
TOY = ("toy", "tests.engine.toy:Toy")  # not in the registry: the engine tests install it themselves
# every registered ruleset, a plugin's too (entry-point group gm.rulesets), and the toy
TARGETS = sorted((rid, registry.REGISTRY.get(rid) or registry.plugins()[rid]) for rid in registered.RULESETS) + [TOY]

MODULES = ("__init__.py", "rules.py", "model.py", "appliers.py", "checks.py", "reports.py", "maps.py",
           "newgame.py", "generator.py", "combat.py", "combat_roll.py", "restate.py")
FILES = ("phases/__init__.py", "messages/es.ftl", "messages/en.ftl", "data/settings.toml", "data/phrasebook.toml")
# the old names of the template's jobs: each job has one name now
OLD_NAMES = ("combat_cli.py", "cli.py", "roll.py", "combat_keys.py", "setup.py", "tables.py", "phases.py", "world.py",
             "battle.py", "messages/es.toml", "messages/en.toml")


def _ruleset(target: str) -> tuple[type[Ruleset], str, Path]:
    """The Ruleset class a registry entry names, its package's name and folder."""
    module_name, class_name = target.split(":")
    module = importlib.import_module(module_name)
    return getattr(module, class_name), module_name, Path(module.__file__).parent


@pytest.fixture(params=TARGETS, ids=[rid for rid, _ in TARGETS])
def ruleset(request):
    return _ruleset(request.param[1])


def test_the_template_files_are_there(ruleset):
    _, _, folder = ruleset
    missing = [name for name in MODULES + FILES if not (folder / name).is_file()]
    assert not missing, f"{folder} lacks {', '.join(missing)} (docs/architecture.md, 'A new ruleset')"
    old = [name for name in OLD_NAMES if (folder / name).exists()]
    assert not old, f"{folder}: {', '.join(old)} under an old name (see the template)"


def test_the_ruleset_class_is_the_packages_own(ruleset):
    cls, package, _ = ruleset
    assert issubclass(cls, Ruleset) and cls.__module__ == package
    assert cls.package == package, f"{cls.__name__}.package is {cls.package!r}, expected {package!r}"
    assert cls.map_builder == f"{package}.maps", f"{cls.__name__}.map_builder: {cls.map_builder!r}"
    assert cls.generator == f"{package}.generator", f"{cls.__name__}.generator: {cls.generator!r}"


def test_each_part_holds_what_the_template_says(ruleset):
    cls, package, _ = ruleset
    part = {name: importlib.import_module(f"{package}.{name}") for name in
            ("phases", "appliers", "checks", "model", "maps", "generator", "newgame", "combat", "combat_roll", "rules", "reports",
             "restate")}
    phases = part["phases"].PHASES
    assert isinstance(phases, (list, tuple)) and phases and all(isinstance(p, Phase) for p in phases)
    assert tuple(cls.phases) == tuple(phases), "the Ruleset's phases are phases.PHASES"
    assert len({p.name for p in phases}) == len(phases), "phase names are unique"
    assert cls.appliers is part["appliers"].APPLIERS, "the Ruleset's appliers are appliers.APPLIERS"
    checks = part["checks"].CHECKS
    assert isinstance(checks, (list, tuple)) and checks and all(inspect.isfunction(c) for c in checks)
    assert checks == part["checks"].OF_FILES + part["checks"].OF_ORDERS, "CHECKS: the GM's files' checks, then the orders'"
    assert inspect.isclass(part["model"].Model), "model.py's working model is class Model"
    assert not {"World", "Battle"} & set(vars(part["model"])), "the working model has one name: Model"
    assert list(inspect.signature(part["maps"].build_maps).parameters)[:5] == ["game", "factions", "events", "settings", "lang"]
    assert list(inspect.signature(part["generator"].build).parameters)[:3] == ["n", "seed", "ruleset"]
    keys = part["combat_roll"].KEYS  # the --side keys live in combat_roll.py, and the Ruleset reads them there
    assert isinstance(keys, dict) and keys and cls().combat_keys is keys, "the Ruleset's combat_keys are combat_roll.KEYS"
    columns = part["combat_roll"].COLUMNS  # gm roll combat's table: side key -> message of its header
    assert isinstance(columns, dict) and columns and all(isinstance(k, str) for k in columns.values())
    assert callable(part["restate"].order_params), "restate.py restates each order: order_params(ctx, faction_id, order)"
    for hook in ("file_checks", "order_checks", "new_game", "combat", "combat_odds", "private_report"):
        assert getattr(cls, hook) is not getattr(Ruleset, hook), f"{cls.__name__} keeps the base class's {hook}()"


def test_the_catalogs_hold_the_same_messages_in_es_and_en(ruleset):
    from fluent.syntax import ast as fluent, parse

    _, _, folder = ruleset
    ids = {}
    for lang in ("es", "en"):
        body = parse((folder / "messages" / f"{lang}.ftl").read_text("utf-8")).body
        assert not [e for e in body if isinstance(e, fluent.Junk)], f"{folder.name}/messages/{lang}.ftl: not valid Fluent"
        ids[lang] = {e.id.name for e in body if isinstance(e, (fluent.Message, fluent.Term))}
    assert ids["es"] == ids["en"], f"{folder.name}: only in es {sorted(ids['es'] - ids['en'])}, only in en {sorted(ids['en'] - ids['es'])}"


# -- nothing outside the ruleset packages names a ruleset -----------------------------------------
def _code_without_comments_and_docstrings(path: Path) -> list[tuple[int, str]]:
    """(line, text) of each name and string token of a module, comments and docstrings left
    out: a docstring may give a ruleset as an example ("eraide's late flag"); code may not
    name one."""
    source = path.read_text("utf-8")
    docstrings = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
                docstrings.add(first.lineno)
    out = []
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.NAME or (tok.type == tokenize.STRING and tok.start[0] not in docstrings):
            out.append((tok.start[0], tok.string))
    return out


def _naming(rid: str) -> re.Pattern:
    """A ruleset's id or package as a word of a name or a string: nuevo-amanecer, nuevo_amanecer,
    NuevoAmanecer, NUEVO_AMANECER_PARITY, "sector" (but not "sectors")."""
    words = "[-_ ]?".join(re.escape(w) for w in re.split(r"[-_]", rid))
    return re.compile(rf"(?<![a-z]){words}(?![a-z])", re.I)


def _schema_key_word(text: str, rid: str) -> bool:
    """`key-sector = sector`: the breadcrumbs' word for a schema key that is spelled as a
    ruleset's id (a board's square), not the ruleset (gm.engine.schemawords)."""
    return re.fullmatch(rf"key-{re.escape(rid)} = \w+", text.strip()) is not None


def test_nothing_outside_the_ruleset_packages_names_a_ruleset():
    packages = {rid: target.split(":")[0] for rid, target in registry.REGISTRY.items()}
    owned = [SRC / "rulesets" / p.rsplit(".", 1)[1] for p in packages.values()]
    patterns = {rid: _naming(rid) for rid in packages}
    found = []
    for path in sorted(SRC.rglob("*.py")):
        if any(path.is_relative_to(d) for d in owned) or path == SRC / "registry.py":
            continue
        for line, text in _code_without_comments_and_docstrings(path):
            found += [f"{path.relative_to(ROOT)}:{line}: {text[:80]} ({rid})" for rid, pat in patterns.items() if pat.search(text)]
    for path in sorted(SRC.rglob("*.ftl")):  # the engine's catalogs (comment lines left out)
        if any(path.is_relative_to(d) for d in owned):
            continue
        for line, text in enumerate(path.read_text("utf-8").splitlines(), start=1):
            example = text.strip().startswith(("Example: gm ", "Ejemplo: gm ", "gm "))  # a help example keeps a real id
            if not text.lstrip().startswith("#") and not example:
                found += [f"{path.relative_to(ROOT)}:{line}: {text[:80]} ({rid})" for rid, pat in patterns.items()
                          if pat.search(text) and not _schema_key_word(text, rid)]
    assert not found, "a ruleset named outside its package:\n" + "\n".join(found)


def test_the_registry_is_the_one_list_of_rulesets():
    """Each built-in ruleset's class sits in its own package of gm.rulesets, whose folder is
    its id: the folder of the gm imported (the checkout's, an editable install's or a
    worktree's on PYTHONPATH), compared resolved, not the one this test file sits in."""
    here = Path(gm.rulesets.__file__).resolve().parent
    for rid, target in registry.REGISTRY.items():
        cls, package, folder = _ruleset(target)
        pkg = rid.replace("-", "_")
        assert (cls.id, package, folder.resolve()) == (rid, f"gm.rulesets.{pkg}", here / pkg)


@pytest.mark.parametrize("rid", registered.RULESETS)
def test_a_registered_ruleset_brings_its_schemas_sample_page_and_golden(rid):
    """What the tests over every ruleset need: without one of these a ruleset would be left
    out of validation, of the sample-game, robustness and secrecy runs or of the goldens.
    Where each is: tests/registered.py (gm's checkout for a built-in, its package for a plugin)."""
    from tests.golden import GOLDENS

    schemas = registry.get(rid).schema_dir()
    needed = [schemas / f"{kind}.schema.json" for kind in ("game", "faction", "orders")]
    needed += [registered.sample_dir(rid) / "game.toml", registered.page(rid)]
    missing = [str(p) for p in needed if not p.is_file()]
    assert not missing, f"ruleset {rid} lacks {', '.join(missing)}"
    golden = registered.golden_dir(rid)
    assert rid in GOLDENS and golden.is_dir(), f"ruleset {rid} has no golden {golden} (tests/golden.py GOLDENS, make goldens)"
