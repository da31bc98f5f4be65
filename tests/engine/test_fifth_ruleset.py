"""A fifth ruleset: the toy copied into a package of its own (tests/fifth_ruleset.py),
registered through the entry-point group `gm.rulesets`, found by id without editing gm; and,
with a schema file removed, stopped at once naming the file instead of validating anything
(issue 26, "fail closed")."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import gm
from gm import registry
from gm.errors import RulesetBroken
from tests import fifth_ruleset


@pytest.fixture
def fifth(tmp_path: Path, monkeypatch) -> Path:
    """The installed fifth_plugin distribution (on sys.path): its package folder."""
    folder = fifth_ruleset.write(tmp_path / "site")
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    yield folder
    registry._cache.pop("fifth", None)
    for name in [m for m in sys.modules if m == "fifth_plugin" or m.startswith("fifth_plugin.")]:
        del sys.modules[name]


def _gm(site: Path, *args: str) -> subprocess.CompletedProcess:
    """`gm ARGS` in a fresh process that has the fifth_plugin distribution installed."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(site), str(Path(gm.__file__).parents[1])])}
    env.pop("GM_DEBUG", None)
    return subprocess.run([sys.executable, "-m", "gm", *args], capture_output=True, text=True, env=env, timeout=120)


def test_a_ruleset_of_another_package_is_found_by_its_entry_point(fifth):
    assert registry.plugins() == {"fifth": "fifth_plugin:Fifth"}
    assert registry.available() == list(registry.REGISTRY) + ["fifth"]
    ruleset = registry.get("fifth")
    assert type(ruleset).__name__ == "Fifth" and ruleset.schema_dir() == fifth / "schemas"


def test_its_sample_game_validates_and_resolves(fifth):
    from gm.api import resolve_turn
    from gm.engine.validate import validate_dir

    sample = fifth / "sample_games" / "turn-01"
    assert validate_dir(sample).ok
    files = resolve_turn(sample, fmt="markdown").files
    assert "report.md" in files and any(name.startswith("factions/") for name in files)


def test_a_plugin_cannot_take_a_built_in_id(tmp_path: Path, monkeypatch):
    info = tmp_path / "thief-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: thief\nVersion: 1.0\n", "utf-8")
    (info / "entry_points.txt").write_text(f"[{registry.GROUP}]\nsector = thief:Sector\n", "utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    assert "sector" not in registry.plugins()
    assert registry.REGISTRY["sector"].startswith("gm.rulesets.sector:")


def test_a_ruleset_without_its_schema_stops_naming_the_file(fifth):
    (fifth / "schemas" / "faction.schema.json").unlink()
    with pytest.raises(RulesetBroken) as raised:
        registry.get("fifth").schema("game")
    assert str(fifth / "schemas" / "faction.schema.json") in raised.value.text("en")


def test_gm_stops_at_once_with_exit_1_naming_the_missing_schema(fifth):
    """Before: the schema fell back to {"type": "object"} and the game crashed in resolve;
    then an internal error (exit 3). Now: exit 1, the file named, in the catalog's words."""
    missing = fifth / "schemas" / "orders.schema.json"
    missing.unlink()
    sample = str(fifth / "sample_games" / "turn-01")
    for args in (("validate", sample), ("resolve", sample, "--out", str(fifth.parent / "out"))):
        run = _gm(fifth.parent, *args)
        assert run.returncode == 1, (args, run.returncode, run.stderr)
        assert str(missing) in run.stderr and "falta su esquema" in run.stderr, run.stderr
        assert "Traceback" not in run.stderr and "internal error" not in run.stderr, run.stderr
    assert not (fifth.parent / "out").exists()


def test_gms_suite_runs_over_a_ruleset_it_finds_only_by_its_entry_point(fifth):
    """With the fifth installed, gm's own tests over every ruleset meet it: its golden is
    written where a plugin keeps it (`make goldens ONLY=fifth`: its package's golden/), its
    template, schemas, sample game and golden pass; and every per-ruleset table of the suite
    that has no entry for it fails naming it, instead of leaving it out in silence."""
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(fifth.parent), str(Path(gm.__file__).parents[1]), str(root)])}
    env.pop("GM_DEBUG", None)

    def run(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, *args], capture_output=True, text=True, env=env, cwd=root, timeout=600)

    wrote = run("-m", "tests.golden", "fifth")
    assert wrote.returncode == 0 and (fifth / "golden" / "report.md").is_file(), wrote.stdout + wrote.stderr
    suite = run("-m", "pytest", "-p", "no:cacheprovider", "-rA", "-k", "fifth", "tests/test_ruleset_layout.py",
                "tests/test_sample_games.py", "tests/engine/test_golden.py")
    passed = [line for line in suite.stdout.splitlines() if line.startswith("PASSED") and "fifth]" in line]
    assert suite.returncode == 0 and len(passed) >= 9, suite.stdout[-3000:]
    tables = run("-m", "pytest", "-p", "no:cacheprovider", "-rf", "tests/test_ruleset_coverage.py")
    assert tables.returncode == 1 and "has no entry for fifth" in tables.stdout, tables.stdout[-3000:]
