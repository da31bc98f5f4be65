"""The engine's own golden turn: the toy ruleset's turn 7 resolved, every file compared.

Set GM_UPDATE_GOLDEN=1 to rewrite the golden files after a deliberate change."""

from pathlib import Path

import pytest

from gm.api import resolve_turn

GOLDEN = Path(__file__).parent / "golden" / "toy-turn-08"


@pytest.mark.parametrize("fmt", ["markdown"])
def test_toy_turn_matches_golden(toy_turn, fmt):
    from tests.golden import assert_matches_golden

    assert_matches_golden(resolve_turn(toy_turn, fmt=fmt).files, GOLDEN)
