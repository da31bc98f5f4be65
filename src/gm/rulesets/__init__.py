"""The registry of rulesets: id -> "module:Class", imported only when asked for.

It names the ruleset packages by string only, so that the modules asking for a ruleset
by id (gm.orderlang, the engine) do not depend on gm.rulesets.base and what it imports."""

from __future__ import annotations

import importlib
import importlib.util

REGISTRY: dict[str, str] = {
    "nuevo-amanecer": "gm.rulesets.nuevo_amanecer:NuevoAmanecer",
    "sector": "gm.rulesets.sector:Sector",
    "eraide": "gm.rulesets.eraide:Eraide",
    "primordia": "gm.rulesets.primordia:Primordia",
}

_cache: dict = {}  # id -> its gm.rulesets.base.Ruleset instance


class UnknownRuleset(LookupError):
    """A ruleset id no registration names; `message` says which ones there are."""

    def __init__(self, message):
        self.message = message
        super().__init__(message)


def available() -> list[str]:
    """Ids of the rulesets whose package is installed."""
    out = []
    for rid, target in REGISTRY.items():
        if importlib.util.find_spec(target.split(":")[0]) is not None:
            out.append(rid)
    return out


def get(ruleset_id: str):
    """The ruleset's instance (a gm.rulesets.base.Ruleset), made once."""
    if ruleset_id in _cache:
        return _cache[ruleset_id]
    target = REGISTRY.get(ruleset_id)
    if target is None or ruleset_id not in available():
        from gm.errors import Msg

        raise UnknownRuleset(Msg("api.unknown_ruleset", found=repr(ruleset_id), choices=", ".join(available())))
    module_name, class_name = target.split(":")
    cls = getattr(importlib.import_module(module_name), class_name)
    _cache[ruleset_id] = cls()
    return _cache[ruleset_id]
