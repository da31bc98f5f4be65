"""A ruleset's data tables (data/*.toml) are parsed once per process and handed out as copies."""

from __future__ import annotations

import tomllib

from gm import registry
from gm.rulesets import base


def test_table_parsed_once_per_process(monkeypatch):
    """A primordia resolve asks for its tables about 600 times (the order form's judge runs
    among them): parsing each time was half the sample's resolve (issue 26)."""
    parsed: list[int] = []
    real = tomllib.loads

    def counting(text, *args, **kwargs):
        parsed.append(1)
        return real(text, *args, **kwargs)

    base._parsed_table.cache_clear()
    monkeypatch.setattr(base.tomllib, "loads", counting)
    ruleset = registry.get("primordia")
    first = ruleset.load_table("units")
    for _ in range(5):
        assert ruleset.load_table("units") == first
    assert len(parsed) == 1


def test_table_is_a_copy_each_time():
    """Rules.load writes game.toml's [settings.tables] overrides into what it gets: that must
    not reach the next game read in the same process."""
    ruleset = registry.get("primordia")
    table = ruleset.load_table("units")
    unit = next(iter(table))
    table[unit]["changed_by_a_caller"] = True
    table["added_by_a_caller"] = {}
    again = ruleset.load_table("units")
    assert "changed_by_a_caller" not in again[unit]
    assert "added_by_a_caller" not in again
