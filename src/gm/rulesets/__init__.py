"""The registry of rulesets: id -> "module:Class", imported only when asked for."""

from __future__ import annotations

import importlib
import importlib.util
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gm.rulesets.base import Ruleset

REGISTRY: dict[str, str] = {
    "nuevo-amanecer": "gm.rulesets.nuevo_amanecer:NuevoAmanecer",
    "sector": "gm.rulesets.sector:Sector",
    "eraide": "gm.rulesets.eraide:Eraide",
    "primordia": "gm.rulesets.primordia:Primordia",
}

_cache: dict[str, "Ruleset"] = {}


class UnknownRuleset(LookupError):
    pass


def available() -> list[str]:
    """Ids of the rulesets whose package is installed."""
    out = []
    for rid, target in REGISTRY.items():
        if importlib.util.find_spec(target.split(":")[0]) is not None:
            out.append(rid)
    return out


def get(ruleset_id: str) -> "Ruleset":
    if ruleset_id in _cache:
        return _cache[ruleset_id]
    target = REGISTRY.get(ruleset_id)
    if target is None or ruleset_id not in available():
        raise UnknownRuleset(f"unknown ruleset {ruleset_id!r}, expected one of: {', '.join(available())}")
    module_name, class_name = target.split(":")
    cls = getattr(importlib.import_module(module_name), class_name)
    _cache[ruleset_id] = cls()
    return _cache[ruleset_id]
