"""The engine's own golden turn: the toy ruleset's turn 7 resolved, every file compared.

Set GM_UPDATE_GOLDEN=1 to rewrite the golden files after a deliberate change."""

import os
from pathlib import Path

import pytest

from gm.api import resolve_turn

GOLDEN = Path(__file__).parent / "golden" / "toy-turn-08"


@pytest.mark.parametrize("fmt", ["markdown"])
def test_toy_turn_matches_golden(toy_turn, fmt):
    res = resolve_turn(toy_turn, fmt=fmt)
    if os.environ.get("GM_UPDATE_GOLDEN"):
        for rel, data in res.files.items():
            (GOLDEN / rel).parent.mkdir(parents=True, exist_ok=True)
            (GOLDEN / rel).write_bytes(data)
    expected = {str(p.relative_to(GOLDEN)): p.read_bytes() for p in sorted(GOLDEN.rglob("*")) if p.is_file()}
    assert sorted(res.files) == sorted(expected)
    for rel, data in res.files.items():
        assert data.decode() == expected[rel].decode(), rel
