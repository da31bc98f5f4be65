"""Each sample game played for 30 turns with random legal orders (CI runs it)."""

from __future__ import annotations

import random

import pytest

from gm.engine.output import write_turn
from tests.robustness.common import RULESETS, OrderMaker, copy_sample, examples, invariants, legal_orders, resolve_checked

TURNS = 30


def autoplay(rid: str, tmp_path, turns: int, seed: int) -> int:
    turn_dir = copy_sample(rid, tmp_path)
    rng = random.Random(seed)
    played = 0
    for n in range(turns):
        from gm.engine.validate import validate_dir

        v0 = validate_dir(turn_dir)
        assert v0.ok or all(p.file == "orders.toml" for p in v0.errors), f"turn {n}: {[p.format() for p in v0.errors][:5]}"
        ruleset, state = v0.ruleset, v0.state
        maker = OrderMaker(ruleset, state, rng)
        v = legal_orders(turn_dir, ruleset, maker.orders_doc(state))
        assert v.ok, f"{rid} turn {state.turn}: no legal orders: {[p.format() for p in v.errors][:5]}"
        res = resolve_checked(v, seed=f"autoplay-{seed}-{n}")
        broken = invariants(rid, v.state, res.next_state, res.context)
        assert not broken, f"{rid} turn {state.turn}: {broken}"
        nxt = turn_dir.parent / f"turn-{state.turn + 1:02d}"
        write_turn(nxt, res.files)
        # the state the turn wrote must validate (with its blank orders template)
        v_next = validate_dir(nxt)
        assert v_next.ok, f"{rid}: turn {state.turn + 1} as written does not validate: {[p.format() for p in v_next.errors][:5]}"
        turn_dir = nxt
        played += 1
        if all(f.get("alive") is False for f in v_next.state.factions.values()):
            break  # everyone is dead: the game is over
    return played


@pytest.mark.parametrize("rid", RULESETS)
def test_autoplay_30_turns(rid, tmp_path):
    assert autoplay(rid, tmp_path, TURNS, seed=1) >= 1


@pytest.mark.slow
@pytest.mark.parametrize("rid", RULESETS)
def test_autoplay_long(rid, tmp_path):
    for seed in range(examples(3, 20)):
        autoplay(rid, tmp_path / str(seed), 60, seed=1000 + seed)
