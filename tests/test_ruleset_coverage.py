"""No ruleset is left out of a test by a list kept by hand (issue 26, "fail closed").

The tests that run over every ruleset take their ids from the registry; where a test needs
something per ruleset (which faction's post, which sides of a combat, which pieces to crowd),
its table must name every registered ruleset, so a fifth ruleset fails here until it is given
its part instead of being skipped in silence."""

from __future__ import annotations

import importlib

import pytest

from gm import registry
from tests import registered

REGISTERED = sorted(registered.RULESETS)  # gm's own and every installed plugin's

# module: names of its per-ruleset tables (dicts keyed by ruleset id)
TABLES = {
    "tests.robustness.common": ("PIECES", "_FACTION_INVARIANTS"),
    "tests.orderlang.test_docs": ("EXAMPLES",),
    "tests.orderlang.test_roundtrip": ("GAMES",),
    "tests.orderlang.test_robust": ("GAMES",),
    "tests.orderlang.test_chatter_lines": ("GAMES", "CHATTER", "ATTEMPTS"),
    "tests.orderlang.test_never_misread": ("QUICK_LINES",),
    "tests.orderlang.samples": ("CHAINS",),
    "tests.dice.test_roll_language": ("COMBATS", "BAD_SIDE"),
    "tests.chronicle.test_chronicle": ("FIGURES", "SERIES", "PUBLIC_MAP"),
    "tests.bad_inputs.make_cases": ("RULESETS",),
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


# module: its list of every ruleset, its list of those with fog of war (None: it has none)
LISTS = {
    "tests.robustness.common": ("RULESETS", None),
    "tests.secrecy.harness": (None, "FOG_RULESETS"),
    "tests.chronicle.conftest": ("GAMES", "FOG"),
    "tests.engine.test_red_team_safety": ("RULESETS", None),
    "tests.orderlang.test_check_form": ("GAMES", None),
}


@pytest.mark.parametrize("module", sorted(LISTS))
def test_the_lists_of_rulesets_come_from_the_registry(module):
    every, fog = LISTS[module]
    loaded = importlib.import_module(module)
    if every:
        assert sorted(getattr(loaded, every)) == REGISTERED, f"{module}.{every}"
    if fog:
        assert sorted(getattr(loaded, fog)) == sorted(rid for rid in REGISTERED if registry.get(rid).has_fog), f"{module}.{fog}"


def test_every_ruleset_has_every_generic_bad_input_case():
    """The generic bad inputs (tests/bad_inputs/make_cases.py) are written per ruleset: a
    ruleset missing from the cases/ folder is left out of them until make_cases writes its."""
    from tests.bad_inputs.make_cases import CASES, GENERIC, RULESETS

    missing = [f"{RULESETS.get(rid, rid)}--{name}" for rid in REGISTERED for name in GENERIC
               if not (CASES / f"{RULESETS.get(rid, rid)}--{name}" / "case.toml").is_file()]
    assert not missing, f"{len(missing)} generic cases missing (python3 tests/bad_inputs/make_cases.py): {missing[:5]}"


@pytest.mark.parametrize("rid", REGISTERED)
def test_has_fog_says_what_known_names_does(rid):
    """A ruleset with fog of war answers what each faction may name (known_names); one
    without it leaves the base answer (everything)."""
    from gm.rulesets.base import Ruleset

    ruleset = registry.get(rid)
    assert ruleset.has_fog == (type(ruleset).known_names is not Ruleset.known_names)
