"""The leak oracle (gm.engine.secrecy) over generated games of every fog-of-war ruleset.

Short profile (make test): a few games x a few turns per ruleset. Long profile (make fuzz,
GM_FUZZ=long): many games, many turns. A leak found is printed with its ruleset, game seed,
turn, reader, token and line: `tests.secrecy.harness.play(rid, seed, dir, turns)` replays it.

Leaks known and not fixed yet are listed in KNOWN_LEAKS (ruleset, kind of token, reader
"public"/"private", reason); each is left out of the main check and has its own strict
xfail test, which turns red the day the leak is fixed (then delete the entry).
"""

from __future__ import annotations

import pytest

from tests.secrecy.harness import FOG_RULESETS, play, profile

SHORT, LONG = (2, 3), (12, 12)  # (games, turns)
# replays a turn: orders aimed at the unseen re-aimed at nothing, unseen things taken away
REPLAYS = {"words": 4, "absent": 6} if profile(False, True) else {"words": 2, "absent": 2}

# (ruleset, token kind, reader) -> why it is known; see /tmp/gm/leaks-found.md
KNOWN_LEAKS: dict[tuple[str, str, str], str] = {}


def _reader(found) -> str:
    return "public" if found.leak.reader == "public" else "private"


def _known(found) -> bool:
    return (found.rid, found.leak.kind, _reader(found)) in KNOWN_LEAKS


def _report(found: list) -> str:
    lines = [f.format() for f in found[:15]]
    more = len(found) - len(lines)
    return "\n".join(lines + ([f"... and {more} more"] if more > 0 else []))


def _play_many(rid: str, tmp_path, games: int, turns: int) -> list:
    found = []
    for seed in range(games):
        found += play(rid, seed, tmp_path / f"game-{seed}", turns, **REPLAYS)
    return found


@pytest.mark.parametrize("rid", FOG_RULESETS)
def test_no_leaks_in_generated_games(rid, tmp_path):
    games, turns = SHORT
    found = [f for f in _play_many(rid, tmp_path, games, turns) if not _known(f)]
    assert not found, "secret tokens in files a player receives:\n" + _report(found)


@pytest.mark.slow
@pytest.mark.parametrize("rid", FOG_RULESETS)
def test_no_leaks_long(rid, tmp_path):
    games, turns = profile(SHORT, LONG)
    found = [f for f in _play_many(rid, tmp_path, games, turns) if not _known(f)]
    assert not found, "secret tokens in files a player receives:\n" + _report(found)


@pytest.mark.parametrize("case", sorted(KNOWN_LEAKS) or [pytest.param(None, marks=pytest.mark.skip(reason="no known leak"))])
def test_known_leak_still_there(case, tmp_path, request):
    """Strict xfail per known leak: passes (red) once the leak is gone."""
    if case is None:
        return
    request.applymarker(pytest.mark.xfail(strict=True, reason=f"leak: {KNOWN_LEAKS[case]}"))
    rid, kind, reader = case
    games, turns = SHORT
    found = [f for f in _play_many(rid, tmp_path, games, turns)
             if (f.leak.kind, _reader(f)) == (kind, reader)]
    assert not found, _report(found)
