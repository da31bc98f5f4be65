"""Issue 23 §6, per ruleset: `gm check` says what resolve would do. Generated order sets for
one faction at a time (the form's example lines of that faction, read as gm reads a post,
mixed with random orders drawn from the ruleset's schema); the turn resolved with those
orders alone, on a seed of its own; for every order check does not mark `depends`, check's
verdict and reason key are resolve's.

Short profile in `make test`; GM_FUZZ=long (`make fuzz`, the `slow` marker) runs more."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from tests.robustness.common import LONG, RULESETS, OrderMaker, bases, examples, run_property, write_orders


def form_orders(ruleset, state, fid: str) -> list[dict]:
    """The faction's form lines (those without a placeholder), as the orders gm reads."""
    from gm.orderlang.form import PLACEHOLDER, _candidates
    from gm.orderlang.parse import parse_line
    from gm.orderlang.phrasebook import load
    from gm.orderlang.values import Scope

    lang = state.game.get("lang") if state.game.get("lang") in ("es", "en") else "es"
    book = load(ruleset.id)
    out = []
    for line in _candidates(book, Scope(book, lang, state, fid), ruleset):
        if PLACEHOLDER not in line:
            got = parse_line(line, Scope(book, lang, state, fid), (lang,))
            if not got.errors and got.order is not None:
                out.append(got.order)
    return out


def disagreements(rid: str, rng: random.Random, tmp: Path) -> list[str]:
    from gm.engine.judge import judge
    from gm.engine.pipeline import resolve_files
    from gm.engine.validate import validate_dir

    base = rng.choice(bases(rid))
    turn = tmp / base.name
    shutil.copytree(base, turn)
    (turn / "dice.toml").unlink(missing_ok=True)  # recorded dice fit the sample's own orders
    v = validate_dir(turn)
    state, ruleset = v.state, v.ruleset
    fid = rng.choice(sorted(state.factions))
    maker = OrderMaker(ruleset, state, rng)
    legit = form_orders(ruleset, state, fid)
    orders = rng.sample(legit, rng.randint(0, len(legit))) + [maker.order() for _ in range(rng.randint(0, 3))]
    rng.shuffle(orders)
    write_orders(turn, ruleset, {"turn": state.turn, "factions": {fid: {"orders": orders}} if orders else {}})
    v = validate_dir(turn)
    assert v.ok, [p.format("en") for p in v.errors]  # no order blocks the turn
    entry = (v.state.orders.get("factions") or {}).get(fid) or {"orders": []}
    verdicts = judge(v.state, ruleset, fid, entry, "es").verdicts
    res = resolve_files(turn, seed=f"cr-{rng.random()}")
    out = []
    for verdict in verdicts:
        if verdict.verdict == "depends":
            continue
        outcome = res.context.outcomes[(fid, verdict.number)]
        if (outcome.applied, outcome.key) != (verdict.applied, verdict.key):
            out.append(f"{rid} {base.name} {fid} #{verdict.number} {entry['orders'][verdict.number - 1]}: "
                       f"check {verdict.verdict} {verdict.key}, resolve {'applied' if outcome.applied else 'rejected'} {outcome.key}")
    return out


def _agrees(rid: str):
    def body(rng, tmp):
        assert disagreements(rid, rng, tmp) == []
    return body


@pytest.mark.parametrize("rid", RULESETS)
def test_check_says_what_resolve_does(rid):
    run_property(rid, examples(4, 4), _agrees(rid), "gm-cr-")


@pytest.mark.slow
@pytest.mark.parametrize("rid", RULESETS)
def test_check_says_what_resolve_does_long(rid):
    if not LONG:
        pytest.skip("GM_FUZZ=long only")
    run_property(rid, 200, _agrees(rid), "gm-cr-")
