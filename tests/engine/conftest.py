from __future__ import annotations

from pathlib import Path

import pytest

from tests.engine import toy
from tests.engine.toy import write  # noqa: F401  (the engine tests write their files with it)


@pytest.fixture(autouse=True)
def _toy_ruleset():
    toy.install()
    yield
    toy.uninstall()


@pytest.fixture
def toy_turn(tmp_path: Path) -> Path:
    """The toy game's turn 7 (two factions, three orders) under tmp_path/partida/turn-07."""
    return toy.write_sample_turn(tmp_path / "partida")
