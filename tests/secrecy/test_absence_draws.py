"""The absence replay takes away only things whose removal cannot change the game by the
rules themselves: a ship of an empire whose random event picked one of its ships with a die
this turn is not taken away (the die's range counts it; found by the long oracle run,
sector seed 9 turn 9, where the event fell on another ship and the reader then saw it)."""

from types import SimpleNamespace

from gm.engine.secrecy import _idle
from gm.rulesets.sector import secrecy


def _ctx(keys):
    log = [SimpleNamespace(key=k) for k in keys]
    return SimpleNamespace(dice=SimpleNamespace(log=log))


def test_an_event_draw_among_the_owners_ships_makes_them_busy():
    ctx = _ctx(["t09/event/federacion", "t09/event/federacion/target"])
    assert secrecy.drawn_among(ctx, "federacion/ships/fed-1")
    assert not secrecy.drawn_among(ctx, "klingon/ships/kli-1")
    assert not _idle(ctx, "federacion/ships/fed-1", secrecy)


def test_without_a_draw_the_module_says_nothing():
    assert not secrecy.drawn_among(_ctx(["t09/event/federacion"]), "federacion/ships/fed-1")
