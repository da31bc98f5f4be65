"""A fifth ruleset: registered by another package through the entry-point group
`gm.rulesets`, found by id without editing gm; and one whose schema file is missing stops
at once, naming the file, instead of validating anything (issue 26, "fail closed")."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from gm import registry
from gm.rulesets.base import RulesetBroken

PLUGIN = '''
from tests.engine.toy import Toy


class Fifth(Toy):
    id = "fifth"
    name = "Fifth"

    def schema(self, kind):  # a copy of the toy that forgot its schemas/fifth/ folder
        return super(Toy, self).schema(kind)
'''


@pytest.fixture
def fifth(tmp_path: Path, monkeypatch):
    """An installed distribution `fifth-plugin` whose entry point names fifth_plugin:Fifth."""
    (tmp_path / "fifth_plugin.py").write_text(textwrap.dedent(PLUGIN), "utf-8")
    info = tmp_path / "fifth_plugin-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: fifth-plugin\nVersion: 1.0\n", "utf-8")
    (info / "entry_points.txt").write_text(f"[{registry.GROUP}]\nfifth = fifth_plugin:Fifth\n", "utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    yield "fifth"
    registry._cache.pop("fifth", None)


def test_a_ruleset_of_another_package_is_found_by_its_entry_point(fifth):
    assert registry.plugins() == {"fifth": "fifth_plugin:Fifth"}
    assert "fifth" in registry.available() and registry.available()[:4] == list(registry.REGISTRY)[:4]
    assert type(registry.get(fifth)).__name__ == "Fifth"


def test_a_plugin_cannot_take_a_built_in_id(tmp_path: Path, monkeypatch):
    info = tmp_path / "thief-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: thief\nVersion: 1.0\n", "utf-8")
    (info / "entry_points.txt").write_text(f"[{registry.GROUP}]\nsector = thief:Sector\n", "utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    assert "sector" not in registry.plugins()
    assert registry.REGISTRY["sector"].startswith("gm.rulesets.sector:")


def test_a_ruleset_without_its_schema_stops_naming_the_file(fifth):
    ruleset = registry.get(fifth)
    with pytest.raises(RulesetBroken) as raised:
        ruleset.schema("faction")
    assert "schemas/fifth/game.schema.json" in str(raised.value).replace("\\", "/")


def test_validate_of_its_game_stops_at_once_instead_of_passing(fifth, tmp_path: Path):
    from gm.engine.validate import validate_dir
    from tests.engine import toy

    toy.install()
    try:
        turn = toy.write_sample_turn(tmp_path / "game")
    finally:
        toy.uninstall()
    game = turn / "game.toml"
    game.write_text(game.read_text("utf-8").replace('ruleset = "toy"', 'ruleset = "fifth"'), "utf-8")
    with pytest.raises(RulesetBroken, match="is missing"):
        validate_dir(turn)
