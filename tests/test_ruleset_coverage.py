"""No ruleset is left out of a test by a list kept by hand (issue 26, "fail closed").

The tests that run over every ruleset take their ids from the registry; where a test needs
something per ruleset (which faction's post, which sides of a combat, which pieces to crowd),
its table must name every registered ruleset, so a fifth ruleset fails here until it is given
its part instead of being skipped in silence."""

from __future__ import annotations

import importlib

import pytest

from gm import registry

REGISTERED = sorted(rid for rid in registry.REGISTRY if rid != "toy")

# module: names of its per-ruleset tables (dicts keyed by ruleset id)
TABLES = {
    "tests.robustness.common": ("PIECES", "_FACTION_INVARIANTS"),
    "tests.orderlang.test_docs": ("EXAMPLES",),
    "tests.orderlang.test_roundtrip": ("GAMES",),
    "tests.orderlang.test_robust": ("GAMES",),
    "tests.orderlang.samples": ("CHAINS",),
    "tests.dice.test_roll_language": ("COMBATS", "BAD_SIDE"),
}
# tables that hold only the rulesets with fog of war
FOG_TABLES = {"tests.secrecy.harness": ("SIZES",)}


@pytest.mark.parametrize("module,name", [(m, n) for m, names in TABLES.items() for n in names])
def test_each_per_ruleset_table_names_every_registered_ruleset(module, name):
    table = getattr(importlib.import_module(module), name)
    missing = [rid for rid in REGISTERED if rid not in table]
    assert not missing, f"{module}.{name} has no entry for {', '.join(missing)}: that ruleset would go untested"


@pytest.mark.parametrize("module,name", [(m, n) for m, names in FOG_TABLES.items() for n in names])
def test_each_fog_table_names_every_ruleset_with_fog(module, name):
    table = getattr(importlib.import_module(module), name)
    fog = [rid for rid in REGISTERED if registry.get(rid).has_fog]
    assert sorted(table) == fog, f"{module}.{name} names {sorted(table)}, the rulesets with fog of war are {fog}"


def test_the_lists_of_rulesets_come_from_the_registry():
    from tests.robustness.common import RULESETS
    from tests.secrecy.harness import FOG_RULESETS

    assert sorted(RULESETS) == REGISTERED
    assert list(FOG_RULESETS) == [rid for rid in RULESETS if registry.get(rid).has_fog]


@pytest.mark.parametrize("rid", REGISTERED)
def test_has_fog_says_what_known_names_does(rid):
    """A ruleset with fog of war answers what each faction may name (known_names); one
    without it leaves the base answer (everything)."""
    from gm.rulesets.base import Ruleset

    ruleset = registry.get(rid)
    assert ruleset.has_fog == (type(ruleset).known_names is not Ruleset.known_names)
