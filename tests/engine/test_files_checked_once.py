"""The ruleset's checks of the GM's files, found once for a state inside files_checked_once
(the order form's judge, issue 26), give what Ruleset.check gives; outside it, or for a
ruleset that overrides check whole, check is asked every time."""

from __future__ import annotations


import pytest

from gm import registry
from gm.engine.state import GameState
from gm.engine.validate import files_checked_once, ruleset_problems, validate_dir
from tests import registered



def _sample(rid: str) -> GameState:
    return validate_dir(registered.sample_dir(rid)).state


def _with_orders(state: GameState, orders: dict) -> GameState:
    return GameState(game=state.game, factions=state.factions, orders=orders)


@pytest.mark.parametrize("rid", registered.RULESETS)
def test_the_two_halves_are_check(rid):
    ruleset, state = registry.get(rid), _sample(rid)
    assert ruleset.check(state) == ruleset.file_checks(state) + ruleset.order_checks(state)
    with files_checked_once():
        assert ruleset_problems(ruleset, state) == ruleset.check(state)
        assert ruleset_problems(ruleset, state) == ruleset.check(state)  # the second from the memo


def test_the_files_are_checked_once_a_state(monkeypatch):
    rid = registered.RULESETS[0]
    ruleset, state = registry.get(rid), _sample(rid)
    calls = []
    real = type(ruleset).file_checks
    monkeypatch.setattr(type(ruleset), "file_checks", lambda self, s: calls.append(s) or real(self, s))
    other = _with_orders(state, {"turn": state.game.get("turn", 0), "factions": {}})
    with files_checked_once():
        ruleset_problems(ruleset, state)
        ruleset_problems(ruleset, other)  # the same game and factions, other orders
    assert len(calls) == 1
    ruleset_problems(ruleset, state)  # outside: asked again
    assert len(calls) == 2


def test_a_changed_state_is_checked_again(monkeypatch):
    rid = registered.RULESETS[0]
    ruleset, state = registry.get(rid), _sample(rid)
    calls = []
    real = type(ruleset).file_checks
    monkeypatch.setattr(type(ruleset), "file_checks", lambda self, s: calls.append(s) or real(self, s))
    with files_checked_once():
        ruleset_problems(ruleset, state)
        ruleset_problems(ruleset, GameState(game=dict(state.game), factions=state.factions, orders=state.orders))
    assert len(calls) == 2


def test_a_ruleset_overriding_check_whole_is_asked_whole():
    asked = []

    class Whole(type(registry.get(registered.RULESETS[0]))):
        def check(self, state):
            asked.append(state)
            return []

    ruleset, state = Whole(), _sample(registered.RULESETS[0])
    with files_checked_once():
        ruleset_problems(ruleset, state)
        ruleset_problems(ruleset, state)
    assert len(asked) == 2
