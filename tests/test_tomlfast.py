"""gm.tomlfast.loads is exact: for any text it returns None or exactly tomllib.loads(text)
(same keys in the same order, same types), and None whenever tomllib raises.

Checked on every TOML file of the repository and on generated games, on byte mutations
of them, on random documents built from table headers and key/value lines, and on
hand-written adversarial cases. The fast path must also actually be taken for the files
gm writes, or the speed-up would vanish without a failing test. GM_FUZZ=long runs many
more random cases. (No timed tests: the speed is measured by hand, see the commit.)
"""

from __future__ import annotations

import os
import random
import tomllib
from pathlib import Path

import pytest

from gm import tomlfast, tomlio

ROOT = Path(__file__).resolve().parents[1]
LONG = os.environ.get("GM_FUZZ") == "long"
ERROR = object()


def reference(text: str):
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        return ERROR


def same(a, b) -> bool:
    """Equal with the same types and key order (== alone says True == 1 and ignores order)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return a == b


def check(text: str):
    """Assert the contract on text; return the fast result (None if it declined)."""
    fast = tomlfast.loads(text)
    ref = reference(text)
    if ref is ERROR:
        assert fast is None, f"tomllib rejects this text, tomlfast returned {fast!r}:\n{text}"
    elif fast is not None:
        assert same(fast, ref), f"tomlfast differs from tomllib:\n{text}\nfast: {fast!r}\ntomllib: {ref!r}"
    return fast


@pytest.fixture(scope="module")
def generated(tmp_path_factory) -> list[Path]:
    from gm.generate import generate

    base = tmp_path_factory.mktemp("generated")
    for rid, n in (("nuevo-amanecer", 50), ("sector", 5), ("eraide", 10)):
        generate(rid, n, base / rid / "turn-01", seed="bench")
    files = sorted(base.rglob("*.toml"))
    assert len(files) > 50
    return files


def repo_files() -> list[Path]:
    return sorted(p for d in ("sample_games", "tests") for p in (ROOT / d).rglob("*.toml"))


def read_text(path: Path) -> str | None:
    try:
        text = path.read_bytes().decode("utf-8")
    except UnicodeDecodeError:
        return None
    return text[1:] if text.startswith("\ufeff") else text


def test_repository_files_match_tomllib():
    files = repo_files()
    assert len(files) > 200
    taken = 0
    for path in files:
        text = read_text(path)
        if text is not None and check(text) is not None:
            taken += 1
    assert taken > len(files) // 2


def test_generated_games_take_the_fast_path(generated):
    for path in generated:
        text = path.read_text("utf-8")
        assert check(text) is not None, f"{path.name}: the fast path declined a file gm generated"


def test_sample_game_state_takes_the_fast_path():
    """The files `gm validate` reads, as gm writes them (game, orders, factions)."""
    files = [p for p in sorted((ROOT / "sample_games").rglob("*.toml")) if p.name in ("game.toml", "orders.toml") or p.parent.name == "factions"]
    assert len(files) > 20
    for path in files:
        assert check(path.read_text("utf-8")) is not None, f"{path}: the fast path declined"
        # and what gm writes back (tomlio.dumps) of the same data
        assert check(tomlio.dumps(tomllib.loads(path.read_text("utf-8")))) is not None, f"{path}: declined after dumps"


def test_parse_toml_bytes_uses_the_fast_path(monkeypatch):
    def boom(text):
        raise AssertionError("tomllib called for a text in the fast subset")

    monkeypatch.setattr(tomlio.tomllib, "loads", boom)
    data, text, problems = tomlio.parse_toml_bytes(b'\xef\xbb\xbfturn = 3\n\n[world]\nname = "x"\n', "game.toml")
    assert (data, text, problems) == ({"turn": 3, "world": {"name": "x"}}, 'turn = 3\n\n[world]\nname = "x"\n', [])


def test_parse_toml_bytes_still_locates_errors():
    data, _, problems = tomlio.parse_toml_bytes(b"a = 1\n[b]\nc = 01\n", "game.toml")
    assert data is None
    assert [(p.line, p.column) for p in problems] == [(3, 6)]
    assert problems[0].message.startswith("invalid TOML: ")


# ----------------------------------------------------------------------------------
# Byte mutations

ALPHABET = [b'"', b"'", b"[", b"]", b"[[", b"]]", b"{", b"}", b"=", b".", b",", b"#", b"\\", b"\n", b"\t", b"\r", b" ", b"  ",
            b"0", b"1", b"9", b"-", b"+", b"_", b"a", b"Z", b"e", b"x", b":", b"true", b"false", b'""', b"\x7f", b"\x01",
            "ñ".encode(), "😀".encode(), b"\n[a]\n", b"\n[[a]]\n", b"\nturn = 1\n", b"a = 1\n", b" # c"]


def mutate(raw: bytes, rng: random.Random) -> bytes:
    data = bytearray(raw)
    for _ in range(rng.randint(1, 3)):
        op = rng.randrange(6)
        n = len(data)
        i = rng.randrange(n + 1)
        if op == 0 and n:  # replace a byte
            i = min(i, n - 1)
            data[i : i + 1] = rng.choice(ALPHABET)
        elif op == 1:  # insert
            data[i:i] = rng.choice(ALPHABET)
        elif op == 2 and n:  # delete a few bytes
            del data[i : i + rng.randint(1, 4)]
        elif op == 3 and n:  # flip a bit
            i = min(i, n - 1)
            data[i] ^= 1 << rng.randrange(8)
        else:  # duplicate or swap lines: duplicate keys and tables, tables out of order
            lines = bytes(data).split(b"\n")
            a, b = rng.randrange(len(lines)), rng.randrange(len(lines))
            if op == 4:
                lines.insert(a, lines[b])
            else:
                lines[a], lines[b] = lines[b], lines[a]
            data = bytearray(b"\n".join(lines))
    return bytes(data)


def window(raw: bytes, rng: random.Random) -> bytes:
    """A run of at most 60 lines of a file (whole small files), so tomllib stays quick."""
    lines = raw.split(b"\n")
    if len(lines) <= 60:
        return raw
    start = rng.randrange(len(lines) - 30)
    return b"\n".join(lines[start : start + rng.randint(30, 60)])


@pytest.mark.parametrize("seed", range(8))
def test_mutations(seed, generated):
    sources = [p.read_bytes() for p in repo_files() + generated]
    rng = random.Random(f"tomlfast-{seed}")
    decided = taken = 0
    for _ in range(4000 if LONG else 400):
        try:
            text = mutate(window(rng.choice(sources), rng), rng).decode("utf-8")
        except UnicodeDecodeError:
            continue
        decided += 1
        taken += check(text) is not None
    assert decided > 300 and taken > decided // 10  # the fast path is exercised, not always declining


# ----------------------------------------------------------------------------------
# Random documents: headers and key/value lines over few keys, so tables collide

KEYS = ["a", "b", "c", '"a"', '"b"', '"c d"']  # a quoted key may name the same key as a bare one
VALUES = ["1", "-2", '"s"', '""', "true", "false", "[]", "[1, 2]", '[1, "x",]', "{}", "{ x = 1 }", "{ x = 1, y = true }",
          "[{ x = 1 }]", "[\n    1,\n    2,\n]", '[\n    "x"\n]', "[\n    { y = 2 },\n    { y = 3 },\n]", "[\n]",
          "1.5", "01", "{ x = 1, x = 2 }", "[\n    1\n    2\n]", "[\n    [1],\n]", "'lit'", "[1 2]"]


def random_document(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 10)):
        r = rng.random()
        path = ".".join(rng.choice(KEYS) for _ in range(rng.randint(1, 3)))
        if r < 0.25:
            lines.append(f"[{path}]")
        elif r < 0.4:
            lines.append(f"[[{path}]]")
        elif r < 0.9:
            lines.append(f"{rng.choice(KEYS)} = {rng.choice(VALUES)}")
        else:
            lines.append(rng.choice([f"{path} = 1", f'"{rng.choice(KEYS)}" = 1', f"[ {path} ]", "# c", "", "  ", "[a] # c", "x = 1 # c"]))
    return "\n".join(lines) + rng.choice(["", "\n"])


@pytest.mark.parametrize("seed", range(4))
def test_random_documents(seed):
    rng = random.Random(f"tomlfast-doc-{seed}")
    valid = taken = 0
    for _ in range(20000 if LONG else 1000):
        text = random_document(rng)
        fast = check(text)
        if reference(text) is not ERROR:
            valid += 1
            taken += fast is not None
    assert valid > 100 and taken > valid // 2


# ----------------------------------------------------------------------------------
# Hand-written cases. FAST: in the subset, the fast path must take it. DECLINE: valid
# TOML outside the subset. INVALID: tomllib raises (so tomlfast must decline).

FAST, DECLINE, INVALID = "fast", "decline", "invalid"

CASES = [
    # keys and tables defined twice
    ("a = 1\na = 2\n", INVALID),
    ("[a]\nx = 1\n[a]\n", INVALID),
    ("[a]\n[a.b]\n[a]\n", INVALID),
    ("[a.b]\n[a]\n", FAST),
    ("[a.b]\n[a]\n[a]\n", INVALID),
    ("[a.b.c]\n[a.b]\n[a]\nx = 1\n", FAST),
    ("[a.b]\n[a]\nb = 1\n", INVALID),
    ("a = 1\n[a]\n", INVALID),
    ("a = 1\n[a.b]\n", INVALID),
    ("[a]\nb = 1\n[a.b]\n", INVALID),
    ("[a]\nb = 1\n[a.b.c]\n", INVALID),
    ("[[a]]\n[a]\n", INVALID),
    ("[a]\n[[a]]\n", INVALID),
    ("[a.b]\n[[a]]\n", INVALID),
    ("[[a.b]]\n[[a]]\n", INVALID),
    ("[[a]]\n[a.b]\n[[a]]\n[a.b]\n", FAST),
    ("[[a]]\n[a.b]\n[a.b]\n", INVALID),
    ("[[a]]\nx = 1\n[[a]]\nx = 2\n[a.b]\ny = 3\n", FAST),
    ("[[a.b]]\n[a]\nx = 1\n[[a.b]]\n", FAST),
    ("[[a]]\n[[a.b]]\n[a.b.c]\n[[a.b]]\n[a.b.c]\n[[a]]\n[a.b]\n", FAST),
    ("[[a]]\n[[a.b]]\n[a.b]\n", INVALID),
    ("[[a]]\n[[a.b]]\n[a.b.c]\n[[a.b]]\n[a.b.c]\n[[a]]\n[[a.b]]\n", FAST),
    ("[a]\n[[a.b]]\n[a.b.c]\n", FAST),
    # values cannot be extended by headers
    ("a = { x = 1 }\n[a]\n", INVALID),
    ("a = { x = 1 }\n[a.y]\n", INVALID),
    ("a = {}\n[[a]]\n", INVALID),
    ("a = [{ x = 1 }]\n[[a]]\n", INVALID),
    ("a = [{ x = 1 }]\n[a.y]\n", INVALID),
    ("a = [1]\n[[a]]\n", INVALID),
    ("a = []\n[[a]]\n", INVALID),
    ("a = [\n    { x = 1 },\n]\n[[a]]\n", INVALID),
    ("[t]\na = { x = 1 }\n[t.a]\n", INVALID),
    # multi-line arrays
    ("key = [\n", INVALID),
    ("key = [\n    1,\n", INVALID),
    ("key = [\n    1\n    2\n]\n", INVALID),
    ("key = [\n    1,\n    2\n]\n", FAST),
    ("key = [\n    1,,\n]\n", INVALID),
    ("key = [\n    ,\n]\n", INVALID),
    ("key = [\n]\n", FAST),
    ("key = [ # c\n    1, # d\n    # e\n\n    2 ,\n]  # f\nnext = 1\n", FAST),
    ("key = [\n    1,\n] x\n", INVALID),
    ('key = [\n    "a",\n    { type = "move", to = "B3" },\n    -1,\n    true,\n]\n', FAST),
    ("key = [\n    [1],\n]\n", DECLINE),
    ("[a]\nb = [\n[1]\n]\n", DECLINE),
    ("[a]\nb = [\n[c]\n]\n", INVALID),
    ("b = [\n[[1]]\n]\n", DECLINE),
    ("b = [\n]\n]\n", INVALID),
    ("]\n", INVALID),
    ("1,\n", INVALID),
    ('"x"\n', INVALID),
    ("key = [\n    1,\nx = 2\n]\n", INVALID),
    ("key = [\n    1,\n[a]\n", INVALID),
    # integers
    ("a = 01\n", INVALID),
    ("a = -0\n", FAST),
    ("a = 0\nb = -4\nc = 123\n", FAST),
    ("a = 123456789012345678\nb = -999999999999999999\n", FAST),
    ("a = 9999999999999999999999\n", DECLINE),
    ("a = -9223372036854775809\n", DECLINE),
    ("a = +1\n", DECLINE),
    ("a = 1_000\n", DECLINE),
    ("a = 1__0\n", INVALID),
    ("a = 0x1F\n", DECLINE),
    ("a = 0o7\n", DECLINE),
    ("a = 1.5\n", DECLINE),
    ("a = 1e3\n", DECLINE),
    ("a = inf\n", DECLINE),
    ("a = 1979-05-27\n", DECLINE),
    ("a = 07:32:00\n", DECLINE),
    ("a = 1 2\n", INVALID),
    ("a = -\n", INVALID),
    # booleans
    ("a = true\nb = false\n", FAST),
    ("a = True\n", INVALID),
    ("a = truex\n", INVALID),
    # keys
    ("bare-key_1 = 1\nA-Z_09 = 2\n-- = 3\n1 = 4\ntrue = 5\n", FAST),
    ('"" = 1\n', DECLINE),
    ('"a" = 1\n', FAST),
    ('"a+b" = 1\n"c d" = 2\n"ñ" = 3\n', FAST),
    ('"a.b" = 1\n', DECLINE),
    ('"a\\u0062" = 1\n', DECLINE),
    ('a = 1\n"a" = 2\n"b" = 3\n', INVALID),
    ('"a" = 1\nb = { "x y" = 1, z = 2 }\n', FAST),
    ('b = { "x" = 1, x = 2 }\n', INVALID),
    ('[a."b+c"]\nx = 1\n[a."b+c".d]\n[[a."e"]]\n[[a.e]]\n', FAST),
    ('[a."b"]\n[a.b]\n', INVALID),
    ('[a."b.c"]\n', DECLINE),
    ("'a' = 1\n", DECLINE),
    ('a = 1\n"a" = 2\n', INVALID),
    ("a.b = 1\n", DECLINE),
    ("a . b = 1\n", DECLINE),
    ("ñ = 1\n", INVALID),
    ("[ñ]\n", INVALID),
    ("[a.\"b\"]\n", FAST),
    ("[ a . b ]\n", DECLINE),
    ("[a.b.c.d.e.f.g.h]\n", FAST),
    ("[a.b.c.d.e.f.g.h.i]\n", DECLINE),
    ("[a]]\n", INVALID),
    ("[[a]\n", INVALID),
    ("[[a] ]\n", INVALID),
    ("[]\n", INVALID),
    ("[a.]\n", INVALID),
    ("[.a]\n", INVALID),
    ("[a..b]\n", INVALID),
    ("a =\n", INVALID),
    ("= 1\n", INVALID),
    ("a = 1 b = 2\n", INVALID),
    ("a\n", INVALID),
    # strings
    ('a = "ñandú 😀 — ok"\n', FAST),
    ('a = ""\n', FAST),
    ('a = "# not a comment" # a comment "x"\n', FAST),
    ('a = "x\\ny"\n', DECLINE),
    ('a = "x\\"y"\n', DECLINE),
    ('a = "x\\q"\n', INVALID),
    ('a = "x\x7fy"\n', INVALID),
    ('a = "x\x01y"\n', INVALID),
    ('a = "x\ty"\n', DECLINE),
    ('a = "x\u2028y"\n', FAST),
    ('a = "x"\u2028\n', INVALID),
    ('a = "x\n', INVALID),
    ('a = "x""y"\n', INVALID),
    ('a = """x"""\n', DECLINE),
    ('a = """\nx"""\n', DECLINE),
    ("a = 'x'\n", DECLINE),
    # inline tables and one-line arrays
    ("a = {}\nb = { x = 1 }\nc = {x=1,y=\"z\"}\nd = { x = 1 , y = true }\n", FAST),
    ("a = { x = 1, x = 2 }\n", INVALID),
    ("a = { x = 1, }\n", INVALID),
    ("a = { x = 1\n}\n", INVALID),
    ("a = { x.y = 1 }\n", DECLINE),
    ("a = { x = { y = 1 } }\n", DECLINE),
    ("a = { x = [1] }\n", DECLINE),
    ('a = []\nb = [1, 2, "x"]\nc = [1,]\nd = [ ]\ne = [true, { x = 1 }, "y"]\n', FAST),
    ("a = [,]\n", INVALID),
    ("a = [1 2]\n", INVALID),
    ("a = [1,,2]\n", INVALID),
    ("a = [{ x = 1 }, { x = 1, x = 2 }]\n", INVALID),
    ("a = [[1], [2]]\n", DECLINE),
    # layout
    ("", FAST),
    ("\n\n", FAST),
    ("# only a comment", FAST),
    ("a = 1", FAST),
    ("key=1\n", FAST),
    ("   key = 1\n  [a]\n  x = 2\n    [[b]]\n", FAST),
    ("a = 1\n   \n\n  \nb = 2\n", FAST),
    ("[a] # x\nb = 1 # y\n[[c]]  # z\n#\n", FAST),
    ("a = 1#x\nb = true#\n", FAST),
    ("a = 1   \n[b]   \nc = 2 \n", FAST),
    ("a = 1 #\tx\n", DECLINE),
    ("\ta = 1\n", DECLINE),
    ("a = 1\r\n", DECLINE),
    ("a = 1\r", INVALID),
    ("a = 1\rb = 2\n", INVALID),
    ("a = 1 # \x7f\n", INVALID),
    ("a = 1 # \x00\n", INVALID),
    ("\x00", INVALID),
    ("\ufeffa = 1\n", INVALID),
    ("a = 1\x0c\n", INVALID),
    ("a = 1\v\n", INVALID),
    ("a = 1\x85\n", INVALID),
    ("\xa0a = 1\n", INVALID),
]


@pytest.mark.parametrize("text, expected", CASES)
def test_case(text, expected):
    fast = check(text)
    assert (reference(text) is ERROR) == (expected == INVALID), "the case's expectation is wrong about tomllib"
    if expected == FAST:
        assert fast is not None, "declined a text in the subset"
    elif expected == DECLINE:
        assert fast is None, "took a text meant to be outside the subset"


@pytest.mark.parametrize("text", [
    'a = [\n    "x" # a note\n]\n',
    'a = [\n    "x"   \n]\n',
    'a = [\n    "x" , # a note\n    "y" # another\n]\n',
    'a = [\n    { b = "c" } # a note\n]\n',
])
def test_an_array_element_followed_by_spaces_or_a_comment(text):
    # the last element without a comma kept its trailing spaces: "x" # c read as 'x"'
    assert tomlfast.loads(text) in (None, tomllib.loads(text))
