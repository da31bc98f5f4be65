"""gm.reports.tables.simple_table: tabulate's "simple" layout, byte for byte, with
widths that do not depend on whether wcwidth is installed."""

from __future__ import annotations

from contextlib import contextmanager

import tabulate as tabulate_module
from hypothesis import given, settings
from hypothesis import strategies as st

from gm.reports.tables import simple_table, text_width


def reference(headers, rows) -> str:
    return tabulate_module.tabulate(rows, headers=headers, tablefmt="simple", disable_numparse=True)


@contextmanager
def len_widths():
    """tabulate measuring with len(), as it does when wcwidth is not installed."""
    saved = tabulate_module.WIDE_CHARS_MODE
    tabulate_module.WIDE_CHARS_MODE = False
    try:
        yield
    finally:
        tabulate_module.WIDE_CHARS_MODE = saved


# Narrow printable text: every character is one column for len(), for wcwidth and for
# text_width alike. Includes the strings tabulate could read as bools or numbers, and
# whitespace tabulate strips from cells (but not from headers).
NARROW = "abcxyzABCXYZ0123456789 .,;:-+*/()'%#ñÑáéíóúüÁÉ¿¡"
words = st.one_of(
    st.text(alphabet=NARROW, max_size=12),
    st.sampled_from(["", " ", "  x  ", "True", "False", "007", "1,000", "1e5", "-3", "nan", "\xa0ñ\xa0"]),
)
cells = st.one_of(words, st.integers(min_value=-(10**6), max_value=10**6), st.booleans())


@st.composite
def tables(draw):
    ncols = draw(st.integers(min_value=0, max_value=6))
    headers = draw(st.lists(words, min_size=ncols, max_size=ncols))
    if draw(st.integers(min_value=0, max_value=4)) == 0:
        headers = []  # no header line: the rule goes above and below the rows
    ragged = draw(st.integers(min_value=0, max_value=9)) == 0  # ragged rows go to the tabulate fallback
    if ragged:
        rows = draw(st.lists(st.lists(cells, max_size=7), max_size=6))
    else:
        rows = draw(st.lists(st.lists(cells, min_size=ncols, max_size=ncols), max_size=6))
    return headers, rows


def test_narrow_alphabet_is_one_column_per_character():
    for ch in NARROW + "\xa0":
        assert text_width(ch) == 1, repr(ch)
    try:
        import wcwidth
    except ImportError:
        return
    for ch in NARROW + "\xa0":
        assert wcwidth.wcwidth(ch) == 1, repr(ch)


@settings(max_examples=400, deadline=None)
@given(tables())
def test_same_as_tabulate(table):
    headers, rows = table
    with len_widths():
        assert simple_table(headers, rows) == reference(headers, rows)
    # And with tabulate's default width function, whatever is installed.
    assert simple_table(headers, rows) == reference(headers, rows)


def test_known_layout():
    # Every column is left-aligned, ints too: disable_numparse makes tabulate type them as text.
    got = simple_table(["Facción", "Oro", "x"], [["Rojo", 12, ""], ["  Azul claro ", -3, True], ["", 1000, "Ñu"]])
    assert got == (
        "Facción     Oro    x\n"
        "----------  -----  ----\n"
        "Rojo        12\n"
        "Azul claro  -3     True\n"
        "            1000   Ñu"
    )
    with len_widths():
        assert reference(["Facción", "Oro", "x"], [["Rojo", 12, ""], ["  Azul claro ", -3, True], ["", 1000, "Ñu"]]) == got


def test_int_column_and_mixed_column():
    ints = simple_table(["n"], [[5], [-120], [33]])
    assert ints == "n\n----\n5\n-120\n33"
    mixed = simple_table(["a", "b"], [[1, "uno"], ["dos", 22]])
    assert mixed == "a    b\n---  ---\n1    uno\ndos  22"
    with len_widths():
        assert ints == reference(["n"], [[5], [-120], [33]])
        assert mixed == reference(["a", "b"], [[1, "uno"], ["dos", 22]])


def test_headers_only_and_empty():
    assert simple_table(["Nombre", "PV"], []) == "Nombre    PV\n--------  ----"
    assert simple_table([], []) == ""
    assert simple_table([], [["a", 1], ["bb", 22]]) == "--  --\na   1\nbb  22\n--  --"
    with len_widths():
        assert simple_table(["Nombre", "PV"], []) == reference(["Nombre", "PV"], [])
        assert simple_table([], [["a", 1], ["bb", 22]]) == reference([], [["a", 1], ["bb", 22]])


def test_header_whitespace_kept_cell_whitespace_stripped():
    got = simple_table([" h ", "z"], [["  a  ", "b "]])
    assert got == " h     z\n-----  ---\na      b"
    with len_widths():
        assert got == reference([" h ", "z"], [["  a  ", "b "]])


def test_wide_characters_take_two_columns():
    assert text_width("日本") == 4
    assert text_width("🎲") == 2
    assert text_width("\uff21\uff22") == 4  # fullwidth Latin (east_asian_width "F")
    got = simple_table(["País", "Dado"], [["日本", "🎲"], ["España", "d6"]])
    assert got == (
        "País    Dado\n"
        "------  ------\n"
        "日本    🎲\n"
        "España  d6"
    )


def test_combining_and_zero_width_characters():
    assert text_width("e\u0301") == 1
    assert text_width("a\u200db") == 2
    assert text_width("👩\u200d🚀") == 4  # two wide emoji joined: no shaping assumed
    got = simple_table(["Nombre", "n"], [["Jose\u0301", 1], ["Ana", 2]])
    assert got == (
        "Nombre    n\n"
        "--------  ---\n"
        "Jose\u0301      1\n"
        "Ana       2"
    )


def test_width_does_not_depend_on_wcwidth():
    rows = [["日本", 1], ["e\u0301", 2]]
    on = simple_table(["x", "y"], rows)
    with len_widths():
        off = simple_table(["x", "y"], rows)
    assert on == off


def test_rare_cases_fall_back_to_tabulate():
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
        with len_widths():
            assert simple_table(headers, rows) == reference(headers, rows), (headers, rows)
