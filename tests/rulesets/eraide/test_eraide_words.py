"""eraide posts as players write them (issues 23, 24): staying put with its square
(`Otto espera en E6`) is read and the square checked; a jump's origin written as free text
(`salta por E5 a E7`) that names a square is checked against where the character stands,
never read and dropped."""
from __future__ import annotations

import pytest

from gm.orderlang.parse import parse_line
from gm.orderlang.phrasebook import load
from gm.orderlang.values import Scope
from tests.orderlang.samples import steps


@pytest.fixture(scope="module")
def second_round(tmp_path_factory):
    """The sample's state at round 2 (Otto on E6), as the players' posts are read."""
    from gm.orderlang import _loaded

    step = list(steps("eraide", tmp_path_factory.mktemp("eraide")))[1]
    state, ruleset = _loaded(step.turn_dir)
    assert state.factions["azul"]["characters"]["otto"]["square"] == "E6"
    return Scope(load(ruleset.id), "es", state, "azul")


def _read(scope, line: str):
    got = parse_line(line, scope, ("es",))
    return got.order, [(e.key, e.params) for e in got.errors]


def test_waiting_on_ones_square_is_read(second_round):
    assert _read(second_round, "Otto espera en E6") == ({"type": "wait", "character": "otto"}, [])
    order, errors = _read(second_round, "Otto espera en E5")
    assert errors == [("orderlang.wrong_place", {"found": "E5", "at": "E6"})], errors  # asked, never dropped


def test_a_jumps_origin_naming_a_square_is_checked(second_round):
    order, errors = _read(second_round, "Otto salta por E5 a E7")
    assert errors == [("orderlang.wrong_origin", {"found": "E5", "at": "E6"})], (order, errors)
    assert _read(second_round, "Otto salta desde E6 a E7") == ({"type": "jump", "character": "otto", "to": "E7"}, [])
    # a place that is no square is the player's remark
    assert _read(second_round, "Otto: salta desde la plataforma a E7") == ({"type": "jump", "character": "otto", "to": "E7"}, [])


def test_a_talent_named_by_a_generic_word_without_its_doer_is_asked(second_round):
    """'Usar un hechizo contra Brann' (no character, no talent named) listed every talent as
    'no es un talento de ese personaje': a word for any talent asks which, as it does when
    the doer is named ('Mael: usar un hechizo contra Brann')."""
    for line in ("Usar un hechizo contra Brann", "Usar un conjuro contra Brann"):  # `conjuro` is a verb too
        order, errors = _read(second_round, line)
        assert [key for key, _ in errors] == ["orderlang.ambiguous_ref"], (line, errors)
        assert "«Red de cobre»" in errors[0][1]["choices"] and "«Agotar»" in errors[0][1]["choices"], errors
    # the verb stays a verb where it is one
    assert _read(second_round, "Mael: conjuro Agotar contra Brann") == (
        {"type": "talent", "character": "mael", "talent": "agotar", "target": "brann"}, [])
