"""gm.reports.tables.simple_table: tabulate's "simple" layout with wcwidth's widths, byte
for byte; its own fast path (narrow text only) against tabulate, the reference."""

from __future__ import annotations

import tabulate as tabulate_module
import wcwidth
from hypothesis import given, settings
from hypothesis import strategies as st

from gm.reports import tables
from gm.reports.tables import simple_table


def reference(headers, rows) -> str:
    return tabulate_module.tabulate(rows, headers=headers, tablefmt="simple", disable_numparse=True)


# The fast path's alphabet: one column per character for wcwidth, so it may pad by len().
NARROW = [chr(c) for c in (*range(0x20, 0x7F), *range(0xA0, 0x300), *range(0x2010, 0x2028), *range(0x2030, 0x205F))]
# What it must leave to tabulate: wide (CJK, emoji, fullwidth), combining and zero-width
# characters, an emoji sequence, control characters (tab, line breaks, ANSI colour codes,
# tabulate's separating-line marker \x01), and the first character past the range.
OTHERS = ["日", "本", "🎲", "\uff21", "e\u0301", "\u200d", "👩\u200d🚀", "\t", "\n", "\r", "\x1b[31m", "\x01", "\x7f", "\x85", "\u0300", "\u200b", "\u2028", "\u205f"]

words = st.one_of(
    st.text(alphabet=st.sampled_from(NARROW), max_size=12),
    st.text(alphabet=st.sampled_from("abc ñ" + "".join(OTHERS)), max_size=8),
    st.sampled_from(["", " ", "  x  ", "True", "False", "007", "1,000", "1e5", "-3", "nan", "\xa0ñ\xa0"]),
)
cells = st.one_of(words, st.integers(min_value=-(10**6), max_value=10**6), st.booleans(),
                  st.sampled_from([None, 2.5, b"x"]))


@st.composite
def some_tables(draw):
    ncols = draw(st.integers(min_value=0, max_value=6))
    headers = draw(st.lists(words, min_size=ncols, max_size=ncols))
    if draw(st.integers(min_value=0, max_value=4)) == 0:
        headers = []  # no header line: the rule goes above and below the rows
    if draw(st.integers(min_value=0, max_value=9)) == 0:  # ragged rows
        rows = draw(st.lists(st.lists(cells, max_size=7), max_size=6))
    else:
        rows = draw(st.lists(st.lists(cells, min_size=ncols, max_size=ncols), max_size=6))
    return headers, rows


def test_tabulate_measures_with_wcwidth():
    """wcwidth is a dependency: tabulate always measures with it, never with len()."""
    assert tabulate_module.wcwidth is wcwidth
    assert tabulate_module.WIDE_CHARS_MODE


def test_fast_path_alphabet_is_one_column_per_character():
    for ch in NARROW:
        assert wcwidth.wcwidth(ch) == 1, hex(ord(ch))
        assert tables._NOT_NARROW.search(ch) is None
    for text in OTHERS:
        assert tables._NOT_NARROW.search(text) is not None, repr(text)


@settings(max_examples=500, deadline=None)
@given(some_tables())
def test_same_as_tabulate(table):
    headers, rows = table
    assert simple_table(headers, rows) == reference(headers, rows)


def test_known_layout():
    # Every column is left-aligned, ints too: disable_numparse makes tabulate type them as text.
    headers, rows = ["Facción", "Oro", "x"], [["Rojo", 12, ""], ["  Azul claro ", -3, True], ["", 1000, "Ñu"]]
    got = simple_table(headers, rows)
    assert got == (
        "Facción     Oro    x\n"
        "----------  -----  ----\n"
        "Rojo        12\n"
        "Azul claro  -3     True\n"
        "            1000   Ñu"
    )
    assert got == reference(headers, rows)


def test_int_column_and_mixed_column():
    assert simple_table(["n"], [[5], [-120], [33]]) == "n\n----\n5\n-120\n33" == reference(["n"], [[5], [-120], [33]])
    mixed = [[1, "uno"], ["dos", 22]]
    assert simple_table(["a", "b"], mixed) == "a    b\n---  ---\n1    uno\ndos  22" == reference(["a", "b"], mixed)


def test_headers_only_and_empty():
    assert simple_table(["Nombre", "PV"], []) == "Nombre    PV\n--------  ----" == reference(["Nombre", "PV"], [])
    assert simple_table([], []) == ""
    rows = [["a", 1], ["bb", 22]]
    assert simple_table([], rows) == "--  --\na   1\nbb  22\n--  --" == reference([], rows)


def test_header_whitespace_kept_cell_whitespace_stripped():
    got = simple_table([" h ", "z"], [["  a  ", "b "]])
    assert got == " h     z\n-----  ---\na      b" == reference([" h ", "z"], [["  a  ", "b "]])


def test_a_player_name_in_cjk_or_emoji_takes_its_display_width():
    """A faction named in Japanese, or with an emoji: two columns a character, so the
    columns after it stay aligned in a monospaced font (len() would give one)."""
    got = simple_table(["Facción", "Oro"], [["日本帝国", 12], ["🎲 Dados", 3], ["España", 7]])
    assert got == (
        "Facción    Oro\n"
        "---------  -----\n"
        "日本帝国   12\n"
        "🎲 Dados   3\n"
        "España     7"
    )


def test_combining_marks_and_emoji_sequences_as_wcwidth_measures_them():
    # "José" with a combining accent is four columns; an astronaut (woman, ZWJ, rocket) is
    # one emoji of two columns, as terminals draw it.
    got = simple_table(["Nombre", "n"], [["Jose\u0301", 1], ["👩\u200d🚀", 2], ["Ana", 3]])
    assert got == (
        "Nombre    n\n"
        "--------  ---\n"
        "Jose\u0301      1\n"
        "👩\u200d🚀        2\n"
        "Ana       3"
    )


def test_tables_the_fast_path_leaves_are_tabulates():
    cases = [
        (["a", "b"], [["uno\ndos", 1], ["tres", 2]]),  # multi-line cell
        (["a", "b", "c"], [["x"], ["y", 2, 3, 4]]),  # ragged rows
        (["a"], [[None], ["x"]]),  # a cell that is neither str nor int
        (["a"], [[2.5], ["x"]]),
        (["a", "b"], [["\x1b[31mrojo\x1b[0m", 1]]),  # ANSI colour codes
        (["a", "b"], [["\x01", ""], ["x", "y"]]),  # tabulate's separating line
        ([], [[], []]),
    ]
    for headers, rows in cases:
        assert simple_table(headers, rows) == reference(headers, rows), (headers, rows)
