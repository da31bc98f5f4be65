"""A placeholder's choices are drawn only as far as the form judges them (issue 26): with
many factions, a `<facción>` and a square quote and walk MAX_OPTIONS of them, not every
faction's (1,000 gods: a million quoted names a turn), and they are the same first ones."""

from __future__ import annotations

from gm.engine.state import GameState
from gm.orderlang import fillings, render
from gm.orderlang.fillings import MAX_OPTIONS, Hole, _options
from gm.orderlang.phrasebook import load
from gm.orderlang.values import Scope

GODS = 200


def _scope() -> Scope:
    factions = {f"g{i:03d}": {"name": f"Dios {i}", "cities": {f"c{i}": {"hex": f"{chr(65 + i % 20)}{i // 20 + 1}"}}} for i in range(GODS)}
    state = GameState(game={"ruleset": "nuevo-amanecer", "turn": 1}, factions=factions, orders={})
    return Scope(load("nuevo-amanecer"), "es", state, "g000", known=None)


def test_a_faction_placeholder_quotes_only_what_it_offers(monkeypatch):
    scope, calls = _scope(), []
    real = render.quoted
    monkeypatch.setattr(render, "quoted", lambda *a, **k: calls.append(a[0]) or real(*a, **k))
    got = _options(Hole("<facción>", "target", "faction"), scope)
    assert [o.value for o in got] == [f"g{i:03d}" for i in range(1, MAX_OPTIONS + 1)]  # the first, in id order
    assert len(calls) == MAX_OPTIONS


def test_squares_are_walked_only_as_far_as_offered(monkeypatch):
    scope, walked = _scope(), []
    real = fillings._squares_of
    monkeypatch.setattr(fillings, "_squares_of", lambda fs, fid: walked.append(fid) or real(fs, fid))
    got = _options(Hole("<casilla>", "to", "hex"), scope)
    assert len(got) == MAX_OPTIONS and len({o.value for o in got}) == MAX_OPTIONS  # each square once
    assert len(walked) <= MAX_OPTIONS < GODS  # one square each here: as many factions as squares offered
