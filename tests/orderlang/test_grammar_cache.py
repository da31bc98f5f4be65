"""The order grammars' parsers are kept in the user's cache ($XDG_CACHE_HOME/gm/grammars),
never beside a game: a later process loads what an earlier one built, and a file someone
else could have written is never loaded (a pickle runs what it holds)."""

from __future__ import annotations

import os

from gm.orderlang import grammar

SMALL = 'start: WORD\nWORD: /[a-z]+/\n%ignore " "\n'


def test_a_built_parser_is_loaded_by_the_next_process(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    first = grammar._lark(SMALL)
    files = list((tmp_path / "gm" / "grammars").glob("*.pickle"))
    assert len(files) == 1 and not list((tmp_path / "gm" / "grammars").glob("*.tmp"))
    assert grammar._load(files[0]) is not None
    again = grammar._lark(SMALL)
    assert again is not first and again.parse("hola") == first.parse("hola")


def test_a_cache_file_others_may_write_is_not_loaded(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    grammar._lark(SMALL)
    (path,) = (tmp_path / "gm" / "grammars").glob("*.pickle")
    os.chmod(path, 0o666)
    assert grammar._load(path) is None
    assert grammar._lark(SMALL).parse("hola")  # built again


def test_a_broken_or_unwritable_cache_only_costs_time(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    grammar._lark(SMALL)
    (path,) = (tmp_path / "gm" / "grammars").glob("*.pickle")
    path.write_bytes(b"not a pickle")
    assert grammar._lark(SMALL).parse("hola")
    blocked = tmp_path / "file"
    blocked.write_text("")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocked))  # a file where the folder would go
    assert grammar._lark(SMALL).parse("hola")


def test_a_phrasebook_and_its_grammar_are_kept_for_the_next_process_by_their_text(tmp_path, monkeypatch):
    """gm.orderlang.held: built once, loaded after (keyed by the phrasebook's text and the
    code of gm.orderlang); another text is built anew, never the kept one."""
    from gm.orderlang import held

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    built = []

    def build(text):
        built.append(text)
        return {"built from": text}

    assert held.held("phrasebook", ("toy", "a"), lambda: build("a")) == {"built from": "a"}
    assert held.held("phrasebook", ("toy", "a"), lambda: build("a")) == {"built from": "a"}
    assert held.held("phrasebook", ("toy", "b"), lambda: build("b")) == {"built from": "b"}
    assert built == ["a", "b"]
    assert len(list((tmp_path / "gm" / "grammars").glob("phrasebook-*.pickle"))) == 2


def test_a_kept_grammar_reads_as_the_one_built(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    built = grammar._Builder(grammar.load("nuevo-amanecer"), "es").build()
    kept = grammar.held("grammar", ("nuevo-amanecer", "es", False, "x"), lambda: built)
    again = grammar.held("grammar", ("nuevo-amanecer", "es", False, "x"), lambda: None)
    assert again is not kept and again.reserved == built.reserved and again.verbs == built.verbs
    assert again.pieces == built.pieces and again.terms == built.terms


def test_the_cache_keeps_at_most_its_limit_the_least_recently_used_going(tmp_path):
    """Nothing removed old files: one machine's cache held 3,795 (497 MB). Past the limit
    the least recently used go; a file just loaded counts as used."""
    from gm.orderlang import held

    folder = tmp_path / "grammars"
    for i in range(12):
        held.save_file(folder / f"{i:02d}.pickle", i)
        os.utime(folder / f"{i:02d}.pickle", ns=(i * 10**9, i * 10**9))  # written one second apart
    assert held.load_file(folder / "00.pickle") == 0  # the oldest, used now
    held.prune(folder, keep=8)
    kept = sorted(p.name for p in folder.glob("*.pickle"))
    assert len(kept) == 6 and "00.pickle" in kept and "01.pickle" not in kept, kept
