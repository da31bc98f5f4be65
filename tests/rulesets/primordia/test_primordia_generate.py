"""`gm generate primordia`: a large game that validates, resolves with its busy orders, and
is the same bytes for the same seed."""

import pytest

from gm.errors import UsageProblem
from gm.generate import generate, state_for


def test_generated_game_is_valid_with_blocks_of_every_race():
    ruleset, state = state_for("primordia", 12, "t")
    assert len(state.factions) == 12 and ruleset.check(state) == []
    races = {f["race"] for f in state.factions.values()}
    assert races == set(ruleset.rules({}).races)  # the five races, cycled
    assert all(len(f["units"]) == 7 and len(f["settlements"]) == 2 for f in state.factions.values())
    orders = state.orders["factions"]
    assert sum(o["type"] == "atacar" for f in orders.values() for o in f["orders"]) == 3  # races 0, 3, 6 with an east neighbour
    capital = {fid: f["settlements"]["s1"]["hex"] for fid, f in state.factions.items()}
    assert len(set(capital.values())) == 12


def test_generated_game_resolves_and_its_orders_apply(tmp_path):
    from tests.rulesets.primordia.scenario import resolve

    generate("primordia", 7, tmp_path / "turn-01", seed="t")
    outcomes = resolve(tmp_path / "turn-01").context.outcomes
    assert len(outcomes) == 75 and all(o.applied for o in outcomes.values())
    assert {o.order.type for o in outcomes.values()} >= {"atacar", "alianza", "fundar", "combinarse", "investigar", "construir"}


def test_same_seed_same_game_and_too_many_races_refused():
    a, b = state_for("primordia", 5, "s")[1], state_for("primordia", 5, "s")[1]
    assert (a.game, a.factions, a.orders) == (b.game, b.factions, b.orders)
    assert state_for("primordia", 5, "other")[1].game["world"]["terrain"] != a.game["world"]["terrain"]
    with pytest.raises(UsageProblem, match="de 1 a 112"):
        state_for("primordia", 113, "s")
