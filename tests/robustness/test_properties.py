"""Property tests per ruleset: schema-valid random orders (the GM's too) for several turns never crash,
every order is accounted for, and the ruleset's invariants hold after every turn.

GM_FUZZ=long (make fuzz) multiplies the examples."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.robustness.common import PHASES, RULESETS, OrderMaker, examples, invariants, legal_orders, require_sample, resolve_checked

TURNS = 2


def play(rid: str, rng, turns: int) -> None:
    import shutil

    from gm.engine.output import write_turn
    from gm.engine.validate import validate_dir

    with tempfile.TemporaryDirectory(prefix="gm-prop-") as tmp:
        turn_dir = Path(tmp) / "turn-01"
        shutil.copytree(require_sample(rid), turn_dir)
        for _n in range(turns):
            v0 = validate_dir(turn_dir)
            maker = OrderMaker(v0.ruleset, v0.state, rng)
            v = legal_orders(turn_dir, v0.ruleset, maker.orders_doc(v0.state, per_faction=6, gm=True))
            assert v.ok, [p.format() for p in v.errors][:5]
            res = resolve_checked(v, seed=f"prop-{rng.random()}")
            broken = invariants(rid, v.state, res.next_state, res.context)
            assert not broken, broken
            nxt = Path(tmp) / f"turn-{v.state.turn + 1:02d}"
            write_turn(nxt, res.files)
            turn_dir = nxt


@pytest.mark.parametrize("rid", RULESETS)
def test_random_orders_never_crash(rid):
    require_sample(rid)

    @settings(max_examples=examples(3, 400), deadline=None, phases=PHASES,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(st.randoms(use_true_random=False))
    def run(rng):
        play(rid, rng, TURNS)

    run()


@pytest.mark.slow
@pytest.mark.parametrize("rid", RULESETS)
def test_random_orders_long(rid):
    require_sample(rid)

    @settings(max_examples=examples(30, 1000), deadline=None, suppress_health_check=list(HealthCheck))
    @given(st.randoms(use_true_random=False))
    def run(rng):
        play(rid, rng, 10)

    run()
