"""The rulesets the tests run over, from the registry, never from a list kept by hand (issue
26, "fail closed"): gm's own (gm.registry.REGISTRY) and those other installed packages
register (entry-point group gm.rulesets), and where each one keeps the parts the tests read.

A ruleset gm ships keeps them in gm's checkout: schemas/<id>/, sample_games/<id>/turn-01/,
docs/rulesets/<id>.md, tests/rulesets/<pkg>/golden/. A ruleset of another package keeps
them in its own package folder: schemas/, sample_games/turn-01/, docs/<id>.md, golden/.
A test that needs something per ruleset keeps a table keyed by id, and
tests/test_ruleset_coverage.py fails until the table names every ruleset here.
"""

from __future__ import annotations

import importlib
from pathlib import Path

from gm import registry

ROOT = Path(__file__).resolve().parents[1]
TOY = "toy"  # the engine tests' ruleset (tests/engine/toy), installed by them only for a while
RULESETS: tuple[str, ...] = tuple(rid for rid in registry.available() if rid != TOY)


def built_in(rid: str) -> bool:
    return rid in registry.REGISTRY and registry.REGISTRY[rid].startswith("gm.rulesets.")


def fog() -> tuple[str, ...]:
    """The rulesets with fog of war (Ruleset.has_fog), in registry order."""
    return tuple(rid for rid in RULESETS if registry.get(rid).has_fog)


def home(rid: str) -> Path:
    """The folder of the ruleset's package."""
    return Path(importlib.import_module(registry.get(rid).package).__file__).parent


def sample_dir(rid: str) -> Path:
    """The first turn of the ruleset's sample game."""
    return ROOT / "sample_games" / rid / "turn-01" if built_in(rid) else home(rid) / "sample_games" / "turn-01"


def page(rid: str) -> Path:
    """The ruleset's page (its rules as gm plays them, its Interpretations)."""
    return ROOT / "docs" / "rulesets" / f"{rid}.md" if built_in(rid) else home(rid) / "docs" / f"{rid}.md"


def golden_dir(rid: str) -> Path:
    """The golden copy of the sample's first turn resolved (tests/golden.py)."""
    return ROOT / "tests" / "rulesets" / rid.replace("-", "_") / "golden" if built_in(rid) else home(rid) / "golden"


def player(rid: str) -> str:
    """A faction of the sample game: the first its factions/ folder holds."""
    return sorted(p.stem for p in (sample_dir(rid) / "factions").glob("*.toml"))[0]
