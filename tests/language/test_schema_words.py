"""Breadcrumbs in the catalog's words (issue 25): «En facción «sigmar» > recursos», not the
schema key `resources`; every property of every schema (schemas/<ruleset>/*.schema.json and
the keys the engine adds to game.toml and orders.toml) has its word in Spanish and English
(gm.engine.schemawords), and `gm validate --json` keeps the key path for scripts."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast
from typer.testing import CliRunner

from gm import registry
from gm.cli import app
from gm.engine.schemawords import PACKAGE, declared, word
from gm.engine.validate import ENGINE_NOUNS, KeyWords, breadcrumbs
from gm.errors import wording
from gm.text.i18n import LANGS, catalog, catalog_text

SCHEMAS = Path(__file__).resolve().parents[2] / "schemas"
RULESETS = sorted(p.name for p in SCHEMAS.iterdir() if p.is_dir())


def _properties(node, skip: tuple = ()) -> set[str]:
    """Every key declared under `properties` anywhere in a schema (not under `skip` keys)."""
    found: set[str] = set()
    if isinstance(node, dict):
        for key, sub in (node.get("properties") or {}).items():
            found.add(key)
            if key not in skip:
                found |= _properties(sub, skip)
        for key, sub in node.items():
            if key != "properties":
                found |= _properties(sub, skip)
    elif isinstance(node, list):
        for sub in node:
            found |= _properties(sub, skip)
    return found


def _schema_keys(rid: str) -> set[str]:
    keys: set[str] = set()
    for path in sorted((SCHEMAS / rid).glob("*.schema.json")):
        keys |= _properties(json.loads(path.read_text("utf-8")))
    ruleset = registry.get(rid)
    for kind in ("game", "faction", "orders"):  # with what the engine adds (forum, missed_orders, unread...)
        keys |= _properties(ruleset.schema(kind), skip=("settings",))  # [settings]: data's keys, refined above
    return keys


def test_there_are_schemas_to_walk():
    assert len(RULESETS) >= 4
    assert sum(len(_schema_keys(rid)) for rid in RULESETS) > 400


@pytest.mark.parametrize("rid", RULESETS)
def test_every_schema_key_has_its_word_in_each_language(rid):
    missing = {}
    for key in sorted(_schema_keys(rid)):
        message = word(key, rid)
        for lang in LANGS:
            if message is None or not catalog(lang, PACKAGE).has(message.key) or not message.text(lang).strip():
                missing.setdefault(lang, []).append(key)
    assert missing == {}


def test_the_words_catalogs_match():
    def ids(lang):
        body = FluentParser().parse(catalog_text(PACKAGE, lang)).body
        assert not [e for e in body if isinstance(e, ast.Junk)]
        return {e.id.name for e in body if isinstance(e, ast.Message)}

    es, en = ids("es"), ids("en")
    assert es and es == en


def _crumbs(rid: str, rel: str, path: tuple, lang: str) -> list[str]:
    ruleset = registry.get(rid)
    nouns = {**ENGINE_NOUNS, **ruleset.nouns}
    return [wording(c, lang) for c in breadcrumbs(rel, path, nouns, None, ruleset.package, KeyWords(ruleset))]


def test_a_key_is_said_in_the_readers_language():
    path = ("cities", "capital", "damage")
    assert _crumbs("nuevo-amanecer", "factions/sigmar.toml", path, "es") == ["facción «sigmar»", "ciudad «capital»", "daño"]
    assert _crumbs("nuevo-amanecer", "factions/sigmar.toml", path, "en") == ["faction 'sigmar'", "city 'capital'", "damage"]
    assert _crumbs("nuevo-amanecer", "game.toml", ("world", "neutral", "BAD", "level"), "es") == ["mundo", "ejército neutral «BAD»", "nivel"]


def test_a_ruleset_gives_a_key_its_own_word_and_ids_stay_as_written():
    """sector's `known` is the sectors a faction knows, eraide's who knows a trap; a key the
    GM or the data chose (a trap's id, even one spelled like a schema key) is no word."""
    assert _crumbs("sector", "factions/fed.toml", ("known",), "es") == ["facción «fed»", "sectores conocidos"]
    assert _crumbs("sector", "factions/fed.toml", ("known",), "en") == ["faction 'fed'", "known sectors"]
    path = ("traps", "name", "known")
    assert _crumbs("eraide", "game.toml", path, "es") == ["trampas", "name", "conocida por"]
    assert _crumbs("eraide", "game.toml", path, "en") == ["traps", "name", "known to"]
    assert declared(registry.get("eraide").schema("game"), path) == [True, False, True]


def test_validate_prints_words_and_keeps_the_key_path_for_scripts(tmp_path):
    runner = CliRunner()
    turn = tmp_path / "turn-01"
    assert runner.invoke(app, ["init", "nuevo-amanecer", str(turn)]).exit_code == 0
    faction = sorted((turn / "factions").glob("*.toml"))[0]
    fid = faction.stem
    faction.write_text(faction.read_text("utf-8").replace("resources = 30", 'resources = "treinta"', 1), "utf-8")
    es = runner.invoke(app, ["validate", str(turn)])
    assert es.exit_code == 1 and f"En facción «{fid}» > recursos: " in es.output, es.output
    en = runner.invoke(app, ["validate", str(turn), "--lang", "en"])
    assert en.exit_code == 1 and f"At faction '{fid}' > resources: " in en.output, en.output
    data = json.loads(runner.invoke(app, ["validate", str(turn), "--json"]).stdout)
    assert [(e["path"], e["at"]) for e in data["errors"]] == [("$.resources", f"facción «{fid}» > recursos")]
