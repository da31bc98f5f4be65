"""Mutation fuzzing of the sample games' TOML bytes (half of them first given [settings]
overrides or GM orders of any type): `gm validate` and `gm resolve` end in exit 1 with a
located error or a clean success (exit 0), never a traceback (exit 3).

GM_FUZZ=long (make fuzz) runs many more mutations."""

from __future__ import annotations

import re
import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.bad_inputs.harness import run_gm
from tests.robustness.common import LOCATED, LONG, PHASES, RULESETS, examples, require_sample

NASTY = [b"-1", b"0", b"99999999999999999999", b"-9223372036854775808", b"1e400", b"nan", b"inf", b'""',
         b'"<script>x</script>"', b'"[b]x[/b]"', b"**x**", b"[]", b"{}", b"true", b"\x00", b"\xff\xfe",
         b"[[x]]", b"[a.b.c]", b"= =", b'"""', b"'", b"\n", b"\r\n", b"\t", "ñ€😀".encode()]


def mutate(raw: bytes, rng) -> bytes:
    data = bytearray(raw)
    for _ in range(rng.randint(1, 3)):
        op = rng.randrange(8)
        n = len(data)
        i = rng.randrange(n + 1) if n else 0
        if op == 0 and n:  # flip a bit
            i = min(i, n - 1)
            data[i] ^= 1 << rng.randrange(8)
        elif op == 1 and n:  # delete a span
            del data[i : i + rng.randint(1, 16)]
        elif op == 2:  # insert a nasty token
            data[i:i] = rng.choice(NASTY)
        elif op == 3:  # replace a number
            nums = list(re.finditer(rb"-?\d+", bytes(data)))
            if nums:
                m = rng.choice(nums)
                data[m.start() : m.end()] = rng.choice(NASTY[:8])
        elif op == 4:  # duplicate a line (duplicate keys and tables)
            lines = bytes(data).split(b"\n")
            k = rng.randrange(len(lines))
            lines.insert(k, lines[k])
            data = bytearray(b"\n".join(lines))
        elif op == 5:  # swap two lines
            lines = bytes(data).split(b"\n")
            a, b = rng.randrange(len(lines)), rng.randrange(len(lines))
            lines[a], lines[b] = lines[b], lines[a]
            data = bytearray(b"\n".join(lines))
        elif op == 6:  # replace a string value
            strs = list(re.finditer(rb'"[^"\n]*"', bytes(data)))
            if strs:
                m = rng.choice(strs)
                data[m.start() : m.end()] = rng.choice([b'"nobody"', b'"A1"', b'"ZZ999"', b'""', b'"x"', b"7", b"[1]"])
        else:  # truncate
            del data[i:]
    return bytes(data)


def seasoned(rid: str, rel: str, raw: bytes, rng) -> bytes:
    """The file before mutation, sometimes with what the samples lack: [settings]
    overrides in game.toml, GM orders of any type in orders.toml."""
    import tomli_w

    from gm import registry
    from tests.robustness.common import item_schema, order_types, settings_overrides

    if rng.random() < 0.5:
        return raw
    ruleset = registry.get(rid)
    if rel == "game.toml":
        extra = {"settings": settings_overrides(ruleset, rng, rng.randint(1, 4), bad=0.05)}
    elif rel == "orders.toml":
        kinds = order_types(item_schema(ruleset.schema("orders")))
        extra = {"factions": {"gm": {"orders": [{"type": rng.choice(kinds)} for _ in range(rng.randint(1, 3))]}}}
        if b"[factions.gm]" in raw or b"[[factions.gm." in raw:
            return raw
    else:
        return raw
    return raw + b"\n" + tomli_w.dumps(extra).encode()


def check(args: list[str]) -> int:
    code, output, exc = run_gm(args)
    assert exc is None, f"{args}: raised {type(exc).__name__}: {exc}"
    assert code in (0, 1), f"{args}: exit {code}\n{output[-2000:]}"
    assert "Traceback" not in output
    if code == 1:
        assert LOCATED.search(output), f"exit 1 without a located error:\n{output[-2000:]}"
    return code


@pytest.mark.parametrize("rid", RULESETS)
def test_mutated_samples(rid):
    base = require_sample(rid)
    files = sorted(str(p.relative_to(base)) for p in base.rglob("*.toml"))

    @settings(max_examples=examples(15, 2000), deadline=None, phases=PHASES, suppress_health_check=list(HealthCheck))
    @given(st.randoms(use_true_random=False), st.sampled_from(files))
    def run(rng, rel):
        with tempfile.TemporaryDirectory(prefix="gm-fuzz-") as tmp:
            turn = Path(tmp) / "turn-01"
            shutil.copytree(base, turn)
            (turn / rel).write_bytes(mutate(seasoned(rid, rel, (turn / rel).read_bytes(), rng), rng))
            valid = check(["validate", str(turn)]) == 0
            resolved = check(["resolve", str(turn), "--out", str(Path(tmp) / "out"), "--seed", "fuzz"]) == 0
            assert resolved or not valid, "validate accepted what resolve refused"

    run()


@pytest.mark.slow
@pytest.mark.parametrize("rid", RULESETS)
def test_mutated_samples_long(rid):
    if not LONG:
        pytest.skip("GM_FUZZ=long only")
    test_mutated_samples(rid)
