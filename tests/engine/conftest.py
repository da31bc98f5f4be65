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


@pytest.fixture
def unseeded_toy(toy_turn: Path, monkeypatch) -> Path:
    """The toy turn with no seed in game.toml and no secret in the environment: gm asks for
    the master secret, DIR/../.gm-secret (each test writes it, or something that is not one)."""
    monkeypatch.delenv("GM_SECRET", raising=False)
    monkeypatch.delenv("GM_SECRET_FILE", raising=False)
    game = toy_turn / "game.toml"
    game.write_text(game.read_text().replace('seed = "public-test-seed"\n', ""))
    return toy_turn
