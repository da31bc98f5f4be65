"""The registry of rulesets: id -> "module:Class", imported only when asked for.

It names the ruleset packages by string only, so that the modules asking for a ruleset
by id (gm.orderlang, the engine) do not depend on gm.rulesets.base and what it imports: it
sits below the engine (tests/test_imports.py, package order), which reaches a ruleset only
through it, and the rulesets import the engine.

The rulesets shipped with gm are the one list below; a ruleset in a package of its own
registers under the entry-point group `gm.rulesets` (`fifth = "fifth_pkg:Fifth"` in its
pyproject's `[project.entry-points."gm.rulesets"]`; README, "Adding a ruleset"). The built-in
ones are not entry points of gm's own distribution: its installed metadata is the last
install's, so a checkout run through PYTHONPATH (a worktree) would list another copy's
rulesets. Entry points are looked up only when an id is not built in or when every ruleset
is listed: importlib.metadata costs more to import than a whole `gm roll`."""

from __future__ import annotations

import importlib
import importlib.util

REGISTRY: dict[str, str] = {
    "nuevo-amanecer": "gm.rulesets.nuevo_amanecer:NuevoAmanecer",
    "sector": "gm.rulesets.sector:Sector",
    "eraide": "gm.rulesets.eraide:Eraide",
    "primordia": "gm.rulesets.primordia:Primordia",
}

GROUP = "gm.rulesets"  # the entry-point group of rulesets from other packages

_cache: dict = {}  # id -> its gm.rulesets.base.Ruleset instance


class UnknownRuleset(LookupError):
    """A ruleset id no registration names; `message` says which ones there are."""

    def __init__(self, message):
        self.message = message
        super().__init__(message)


def plugins() -> dict[str, str]:
    """The rulesets other installed packages register (entry-point group `gm.rulesets`),
    id -> "module:Class"; a built-in id keeps its built-in ruleset."""
    from importlib.metadata import entry_points

    return {ep.name: ep.value for ep in entry_points(group=GROUP) if ep.name not in REGISTRY}


def _installed(target: str) -> bool:
    try:
        return importlib.util.find_spec(target.split(":")[0]) is not None
    except (ImportError, ValueError):  # a plugin naming a module under a missing package
        return False


def available() -> list[str]:
    """Ids of the rulesets whose package is installed: the built-in ones, then the plugins'."""
    listed = {**REGISTRY, **plugins()}
    return [rid for rid, target in listed.items() if _installed(target)]


def get(ruleset_id: str):
    """The ruleset's instance (a gm.rulesets.base.Ruleset), made once."""
    if ruleset_id in _cache:
        return _cache[ruleset_id]
    target = REGISTRY.get(ruleset_id) or plugins().get(ruleset_id)
    if target is None or not _installed(target):
        from gm.errors import Msg

        raise UnknownRuleset(Msg("api.unknown_ruleset", found=repr(ruleset_id), choices=", ".join(available())))
    module_name, class_name = target.split(":")
    cls = getattr(importlib.import_module(module_name), class_name)
    _cache[ruleset_id] = cls()
    return _cache[ruleset_id]
