"""The leak oracle's count check (gm.engine.secrecy.stream_count): a public file whose size
or shape depends on how many factions the turn has, hidden ones included, is a leak. Issue
22: rolls/public.toml listed one digest per faction's stream, so every player counted the
factions (the Breen, whom nobody had met, among them)."""

import tomllib

import pytest

from gm.api import init_game, seal_turn
from gm.engine.pipeline import resolve_validated
from gm.engine.secrecy import stream_count
from gm.engine.seal import digests, overall_commitment, turn_seed
from gm.engine.validate import validate_dir


@pytest.fixture
def sector_turn(tmp_path, monkeypatch):
    monkeypatch.delenv("GM_SECRET", raising=False)
    monkeypatch.delenv("GM_SECRET_FILE", raising=False)
    return init_game("sector", tmp_path / "p" / "turn-01", 3).directory


def _count(turn):
    v = validate_dir(turn)
    return stream_count(v, resolve_validated(v, None, None, "markdown"))


def test_the_fixed_size_commitment_tells_no_count(sector_turn):
    assert _count(sector_turn) == []  # not sealed
    seal_turn(sector_turn)
    assert _count(sector_turn) == []


def test_one_digest_per_stream_is_caught(sector_turn):
    """The format of a turn sealed by an older gm (scheme 2), still written for such turns."""
    game = tomllib.loads((sector_turn / "game.toml").read_text())
    factions = sorted(p.stem for p in (sector_turn / "factions").glob("*.toml"))
    seed = turn_seed(sector_turn, game, None).seed
    old = overall_commitment(1, digests(seed, 1, factions))
    (sector_turn / "seal.toml").write_text(f'turn = 1\ncommitment = "{old}"\n')
    found = _count(sector_turn)
    assert [(f.file, f.reader, f.kind) for f in found] == [("rolls/public.toml", "public", "count")]
    assert "faction:#" in found[0].line
