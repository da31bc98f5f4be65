"""Parsed catalog entries kept between runs (gm.text.catalog_cache): what comes from the file
is what the parser gives, each time a fresh copy; an edited catalog is never read from an
older file; nothing is written where bytecode is not."""

from __future__ import annotations

import pickle

from fluent.syntax import ast

from gm.text import catalog_cache, i18n
from gm.text.compile_catalogs import compile_all

CATALOG = "greeting = Hola, { $name }\n-term = Término\n    .gender = masculine\nbye = Adiós\n"


def _sources(text: str) -> list[str]:
    messages, terms = i18n.split_entries(text)
    return [*messages.values(), *terms.values()]


def test_cached_entries_read_as_parsed(tmp_path, monkeypatch):
    monkeypatch.setattr(catalog_cache, "_BLOBS", {})
    catalog_cache.remember(tmp_path, "es", CATALOG, _sources(CATALOG), i18n.parse_entry, write=True)
    [written] = (tmp_path / "__pycache__").glob("es.ftl-*.pickle")
    monkeypatch.setattr(catalog_cache, "_BLOBS", {})

    def no_parse(source):
        raise AssertionError(f"parsed, not read from the file: {source!r}")

    catalog_cache.remember(tmp_path, "es", CATALOG, _sources(CATALOG), no_parse, write=True)
    for source in _sources(CATALOG):
        got = catalog_cache.parsed(source, no_parse)
        assert got.equals(i18n.parse_entry(source), ignored_fields=["span", "comment"])
    first = catalog_cache.parsed(_sources(CATALOG)[0], no_parse)
    first.value.elements[0].value = "changed by a bundle's markup"
    assert catalog_cache.parsed(_sources(CATALOG)[0], no_parse).value.elements[0].value == "Hola, "
    assert isinstance(pickle.loads(written.read_bytes()), dict)


def test_an_edited_catalog_is_parsed_again(tmp_path, monkeypatch):
    monkeypatch.setattr(catalog_cache, "_BLOBS", {})
    catalog_cache.remember(tmp_path, "es", CATALOG, _sources(CATALOG), i18n.parse_entry, write=True)
    edited = CATALOG.replace("Adiós", "Hasta luego")
    monkeypatch.setattr(catalog_cache, "_BLOBS", {})
    seen: list[str] = []

    def parse(source):
        seen.append(source)
        return i18n.parse_entry(source)

    catalog_cache.remember(tmp_path, "es", edited, _sources(edited), parse, write=True)
    assert "bye = Hasta luego\n" in seen
    entry = catalog_cache.parsed("bye = Hasta luego\n", i18n.parse_entry)
    assert isinstance(entry, ast.Message) and entry.value.elements[0].value == "Hasta luego"
    files = sorted(p.name for p in (tmp_path / "__pycache__").glob("*.pickle"))
    assert len(files) == 1, f"the older file stays: {files}"


def test_nothing_written_where_bytecode_is_not(tmp_path, monkeypatch):
    monkeypatch.setattr(catalog_cache, "_BLOBS", {})
    monkeypatch.setattr(catalog_cache.sys, "dont_write_bytecode", True)
    catalog_cache.remember(tmp_path, "es", CATALOG, _sources(CATALOG), i18n.parse_entry)
    assert not (tmp_path / "__pycache__").exists()
    assert catalog_cache.parsed("bye = Adiós\n", i18n.parse_entry).id.name == "bye"  # parsed as asked for


def test_compile_all_writes_every_catalog(tmp_path, monkeypatch):
    monkeypatch.setattr(catalog_cache, "_BLOBS", {})
    for package in ("pkg", "pkg/sub"):
        (tmp_path / package / "messages").mkdir(parents=True)
        for lang in ("es", "en"):
            (tmp_path / package / "messages" / f"{lang}.ftl").write_text(CATALOG, "utf-8")
    written = compile_all(tmp_path)
    assert sorted(p.relative_to(tmp_path).parts[:-1] for p in written) == sorted(
        [("pkg", "messages", "__pycache__")] * 2 + [("pkg", "sub", "messages", "__pycache__")] * 2)
