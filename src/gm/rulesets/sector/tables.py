"""Loading the ruleset's data tables (data/*.toml) and merging game overrides."""

from __future__ import annotations

import copy
import tomllib
from functools import lru_cache
from importlib import resources

from gm.rulesets.base import deep_merge

PACKAGE = "gm.rulesets.sector"


@lru_cache(maxsize=None)
def _load(name: str) -> dict:
    with resources.files(PACKAGE).joinpath("data", f"{name}.toml").open("rb") as fh:
        return tomllib.load(fh)


def table(name: str) -> dict:
    """A fresh copy of data/<name>.toml (callers may mutate it)."""
    return copy.deepcopy(_load(name))


def settings(game: dict | None = None) -> dict:
    """data/settings.toml deep-merged with game.toml [settings]; tables ride along.

    The events, advantages and races tables may also be overridden from
    [settings.events_table], [settings.advantages_table], [settings.races].
    """
    cfg = deep_merge(table("settings"), (game or {}).get("settings", {}))
    for key, name in (("events_table", "events"), ("advantages_table", "advantages"),
                      ("races", "races")):
        cfg[key] = deep_merge(table(name), cfg.get(key, {}))
    return cfg
