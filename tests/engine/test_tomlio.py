"""gm.tomlio reading: rtoml gives what tomllib gives (values, types, key order) on every
TOML file of the repository and on mutations of them; what differs is handled (offset
datetimes) or decided (TOML 1.1 is read); syntax errors are located and worded as gm's
problems are (file:line:column, found, expected); KeyLocator finds the line of a key path."""

from __future__ import annotations

import copy
import random
import tomllib
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from gm.tomlio import KeyLocator, dumps, parse_toml_bytes

ROOT = Path(__file__).resolve().parents[2]

TEXT = """\
ruleset = "x"
turn = 3

[world]
size = 20
"quoted key" = 1

[factions.sigmar]
name = "S"

[[factions.sigmar.orders]]
type = "move"
to = "B3"

[[factions.sigmar.orders]]
type = "pray"

[armies.guardianes]
level = 3
hexes = [
  "B3",
  "B4",
]
"""


def test_locator_finds_keys_tables_and_array_of_tables():
    loc = KeyLocator(TEXT)
    assert loc.line_of(("turn",)) == 2
    assert loc.line_of(("world", "size")) == 5
    assert loc.line_of(("world", "quoted key")) == 6
    assert loc.line_of(("factions", "sigmar", "name")) == 9
    assert loc.line_of(("factions", "sigmar", "orders", 0, "to")) == 13
    assert loc.line_of(("factions", "sigmar", "orders", 1)) == 15
    assert loc.line_of(("factions", "sigmar", "orders", 1, "type")) == 16
    assert loc.line_of(("armies", "guardianes", "level")) == 19
    assert loc.line_of(("armies", "guardianes", "hexes", 1)) == 22
    # unknown deeper keys fall back to the nearest known ancestor
    assert loc.line_of(("armies", "guardianes", "nope")) == 18


def test_locator_skips_strings_and_follows_nested_arrays():
    text = (
        'a = """\nx = 1\n[fake]\n"""\n'  # 1-4: a multi-line string with a key and a header in it
        'b = [1, "]", [2,\n  3], # c\n  4,\n]\n'  # 5-7: brackets in strings and comments are not counted
        "[[t]]\nn = 1\n[t.sub]\nm = 2\n"  # 9-12: [t.sub] is in t's last element
        "c.d = 'q'\n"  # 13: a dotted key, in t.sub
    )
    loc = KeyLocator(text)
    assert loc.line_of(("x",)) is None and loc.line_of(("fake",)) is None
    assert loc.line_of(("b", 0)) == 5
    assert loc.line_of(("b", 3)) == 7  # 1, "]", [2, 3] then 4
    assert loc.line_of(("t", 0, "sub", "m")) == 12
    assert loc.line_of(("t", 0, "sub", "c", "d")) == 13
    assert KeyLocator(None).line_of(("a",)) is None


# ----------------------------------------------------------------------------------
# Errors


@pytest.mark.parametrize(
    "raw,where,message",
    [
        (b"a = 1\nb = = 2\n", (2, 5), "invalid TOML (extra `=`): found `= 2`, expected nothing more here"),
        (b'a = 1\na = "x"\n', (2, 1), 'invalid TOML (duplicate key): found `a = "x"`, expected each key and table defined once'),
        (b"a = [1,\n2", (2, 2), "invalid TOML (unclosed array): found the end of the file, expected `]`"),
        (b'a = "open\nb = 1', (1, 10), 'invalid TOML (invalid basic string): found the end of the line, expected `"`'),
        (b'a = "x\x01y"', (1, 7), "invalid TOML (invalid basic string): found `\\x01y\"`"),
        (b"a = 1\n[b]\nc = 01\n", (3, 5), "invalid TOML (unexpected leading zero): found `01`"),
        ("k = [1, \"ñ\" 2]".encode(), (1, 13), "found `2]`"),
    ],
)
def test_syntax_errors_are_located_and_say_what_was_found_and_expected(raw, where, message):
    data, text, problems = parse_toml_bytes(raw, "game.toml")
    assert data is None and text is not None and len(problems) == 1
    p = problems[0]
    assert (p.line, p.column) == where
    text = p.text("en")
    assert text.startswith("invalid TOML (") and message in text
    assert ", expected " in text
    assert p.text("es").startswith("TOML no válido (") and ", se esperaba " in p.text("es")
    assert p.format("en").startswith(f"game.toml:{where[0]}:{where[1]}: invalid TOML")


def test_a_long_line_is_cut_in_the_error():
    _, _, problems = parse_toml_bytes(b"a = " + b"x" * 200, "f.toml")
    assert "found `" + "x" * 24 + "…`" in problems[0].text("en")


def test_binary_and_non_utf8_are_located():
    _, _, p1 = parse_toml_bytes(b"a = 1\n\x00\x01", "f.toml")
    assert "binary" in p1[0].text("en") and "binario" in p1[0].text("es") and p1[0].line == 2
    _, _, p2 = parse_toml_bytes(b"a = 1\nb = '\xff'\n", "f.toml")
    assert "UTF-8" in p2[0].text("en") and p2[0].line == 2


def test_a_byte_order_mark_is_dropped():
    assert parse_toml_bytes(b'\xef\xbb\xbfturn = 3\n\n[world]\nname = "x"\n', "game.toml") == (
        {"turn": 3, "world": {"name": "x"}}, 'turn = 3\n\n[world]\nname = "x"\n', [])


# ----------------------------------------------------------------------------------
# The same values as tomllib


def same(a, b) -> bool:
    """Equal with the same types and key order (== alone says True == 1 and ignores order)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, float) and a != a:
        return b != b
    if isinstance(a, datetime):
        return a == b and type(a.tzinfo) is type(b.tzinfo)
    return a == b


def read(text: str):
    data, _, problems = parse_toml_bytes(text.encode("utf-8"), "f.toml")
    return data if not problems else None


def tomllib_or_none(text: str):
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        return None


def repo_texts() -> list[str]:
    out = []
    for path in sorted(p for d in ("sample_games", "tests", "src") for p in (ROOT / d).rglob("*.toml")):
        try:
            out.append(path.read_bytes().decode("utf-8"))
        except UnicodeDecodeError:
            continue  # the bad-input cases of binary files
    return out


def test_every_repository_file_reads_as_tomllib_reads_it():
    texts = repo_texts()
    assert len(texts) > 300
    for text in texts:
        ref = tomllib_or_none(text)
        got = read(text)
        assert (got is None) == (ref is None), text[:300]
        assert got is None or same(got, ref), text[:300]


def test_values_of_every_type_as_tomllib_gives_them():
    text = """\
odt = 1979-05-27T07:32:00Z
odt2 = 1979-05-27T00:32:00.999999-07:00
ldt = 1979-05-27T07:32:00
ld = 1979-05-27
lt = 00:32:00.5
f = [1.0, -0.0, inf, -inf, 6.626e-34, 1_000.5]
nan = nan
i = [9223372036854775807, -9223372036854775808, 0xff, 0o7, 0b1, 99999999999999999999]
nested = [[1, 2], ["a", { x = 1 }], []]
s = ["\\u00e9\\U0001F600", 'lit\\eral', \"\"\"
multi\\
  line\"\"\"]
"""
    got = read(text)
    assert same(got, tomllib.loads(text))
    assert got["odt2"].tzinfo == timezone(timedelta(hours=-7))
    copy.deepcopy(got)  # rtoml's own TzInfo cannot be deep-copied; the state is


def test_toml_1_1_is_read():
    """A decision (gm.tomlio's docstring): TOML 1.1, which rtoml reads and tomllib reads from
    Python 3.15, is accepted."""
    assert read('a = {\n  x = 1,\n}\nb = "\\e\\x41"\nc = 07:32\n') == {"a": {"x": 1}, "b": "\x1bA", "c": tomllib.loads("c = 07:32:00")["c"]}


ALPHABET = ['"', "'", "[", "]", "[[", "]]", "{", "}", "=", ".", ",", "#", "\\", "\n", "\t", "\r", " ", "0", "1", "-", "+", "_",
            "a", "e", "x", ":", "T", "Z", "true", '""', "\x7f", "\x01", "ñ", "1979-05-27", "07:32:00", "inf", "nan", '"""', "\n[a]\n"]


def test_mutated_files_read_as_tomllib_reads_them():
    """Where both read a text they give the same values; where tomllib reads it, so does
    gm (rtoml is stricter only past 80 levels of nesting)."""
    rng = random.Random(16)
    texts = [t for t in repo_texts() if len(t) > 40]
    for _ in range(3000):
        lines = rng.choice(texts).split("\n")
        start = rng.randrange(len(lines))
        text = "\n".join(lines[start: start + 12])  # whole lines: most windows are TOML
        for _ in range(rng.randint(0, 3)):  # 0: the window as it is
            at = rng.randrange(len(text) + 1)
            text = text[:at] + rng.choice(ALPHABET) + text[at + rng.randint(0, 2):]
        ref, got = tomllib_or_none(text), read(text)
        assert ref is None or (got is not None and same(got, ref)), repr(text)


# ----------------------------------------------------------------------------------
# Writing (more in tests/test_tomlio_write.py)


def test_dumps_orders_by_schema_and_sorts_ids():
    schema = {"type": "object", "properties": {"id": {}, "name": {}, "armies": {"type": "object", "additionalProperties": {"type": "object", "properties": {"level": {}, "hex": {}}}}}}
    data = {"armies": {"b": {"hex": "B3", "level": 2.0}, "a": {"level": 1, "hex": "A1"}}, "name": "N", "id": "x"}
    text = dumps(data, schema)
    assert text.index("id =") < text.index("name =") < text.index("[armies.a]") < text.index("[armies.b]")
    assert "level = 2\n" in text  # integral floats become integers
    assert dumps(data, schema) == text
