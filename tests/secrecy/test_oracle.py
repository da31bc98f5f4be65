"""The leak oracle (gm.engine.secrecy) over generated games of every fog-of-war ruleset.

Short profile (make test): a few games x a few turns per ruleset. Long profile (make fuzz,
GM_FUZZ=long): many games, many turns. A leak found is printed with its ruleset, game seed,
turn, reader, token and line: `tests.secrecy.harness.play(rid, seed, dir, turns)` replays it.

Leaks known and not fixed yet are listed in KNOWN_LEAKS (ruleset, kind of finding, file
it is read in; see /tmp/gm/leaks-found.md): the main checks leave them out, and each has
its own test below, a fixed scenario marked xfail(strict=True), which turns red the day
the leak is fixed: then delete its marker (it becomes the regression test) and its entry.
"""

from __future__ import annotations

import pytest

from tests.secrecy.harness import FOG_RULESETS, LONG, play, profile

SHORT_RUN, LONG_RUN = (2, 3), (10, 10)  # (games, turns)
# replays a turn: orders aimed at the unseen re-aimed at nothing, unseen things taken away
REPLAYS = {"words": 4, "absent": 6} if LONG else {"words": 2, "absent": 2}

# (ruleset, kind of finding, file) -> the test that pins it
KNOWN_LEAKS: dict[tuple[str, str, str], str] = {}


def _known(found) -> bool:
    return (found.rid, found.leak.kind, found.leak.file) in KNOWN_LEAKS


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
    games, turns = SHORT_RUN
    found = [f for f in _play_many(rid, tmp_path, games, turns) if not _known(f)]
    assert not found, "leaks in what players read (token, words or presence):\n" + _report(found)


@pytest.mark.slow
@pytest.mark.parametrize("rid", FOG_RULESETS)
def test_no_leaks_long(rid, tmp_path):
    games, turns = profile(SHORT_RUN, LONG_RUN)
    found = [f for f in _play_many(rid, tmp_path, games, turns) if not _known(f)]
    assert not found, "leaks in what players read (token, words or presence):\n" + _report(found)


def test_eraide_validation_answers_a_hidden_target_as_none(tmp_path):
    """Round 2 of the eraide sample: Nyx (rojo) is acechando; azul's Otto attacks "nyx"."""
    from gm.engine.secrecy import aimed_at_unseen, resolve_watched, same_words, secrecy_module
    from gm.engine.validate import validate_dir
    from tests.robustness.common import write_orders

    play("eraide", 0, tmp_path, 1)
    turn_dir = tmp_path / "turn-02"
    v = validate_dir(turn_dir)
    write_orders(turn_dir, v.ruleset, {"turn": v.state.turn, "factions": {
        "azul": {"orders": [{"type": "attack", "character": "otto", "target": "nyx"}]}}})
    v = validate_dir(turn_dir)
    assert v.ok, [p.format() for p in v.errors]
    res, knowledge, _ = resolve_watched(v)
    assert [(a.order.faction, a.value) for a in aimed_at_unseen(res.context, knowledge, secrecy_module(v.ruleset))] == [("azul", "nyx")]
    found = same_words(v, res, knowledge)
    assert not found, "\n".join(f.format() for f in found)
