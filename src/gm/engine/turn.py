"""One turn in memory: the ruleset's phases over a state, every order settled. Both
`resolve` (gm.engine.pipeline) and the one judge (gm.engine.judge) run it."""

from __future__ import annotations

import contextlib
import contextvars
from typing import Iterator

from gm.engine.context import TurnContext
from gm.engine.state import GameState

_UNTIL_SETTLED = contextvars.ContextVar("until_settled", default=False)


@contextlib.contextmanager
def until_settled() -> Iterator[None]:
    """Inside, a turn stops after the phase that settles its last order (the rest of the
    phases, a turn's end: upkeep, sensors, victory, can no longer change what an order
    did): for the order form's judge, which asks only which orders are refused and why
    (issue 26: a tenth of a sample's probe turns). The outcomes are worded as always
    (Ruleset.settled); resolve and `gm check` run every phase."""
    token = _UNTIL_SETTLED.set(True)
    try:
        yield
    finally:
        _UNTIL_SETTLED.reset(token)


def refusals_only() -> bool:
    """Whether the turns run now are the order form's (until_settled), which asks only which
    orders are refused and why: the judge leaves out the odds of an order the dice decide."""
    return _UNTIL_SETTLED.get()


def run_phases(ruleset, state: GameState, seed: str, lang: str, recorded: dict | None = None,
               streams: bool = False, refused: dict | None = None, malformed=frozenset(), ends: str | None = None) -> TurnContext:
    """Run one turn in memory and return the context (events, outcomes, dice log).
    `streams`: draw each audience's rolls from its own stream (a secret turn seed).
    `refused`: orders validate rejected ((faction, index) -> reasons), left out of the
    phases and rejected with those reasons; `malformed`: those the schema refused; `ends`:
    every die not recorded at its lowest or highest face (gm.dice.service.LOWEST, HIGHEST:
    the judge's probes), else drawn from the seed."""
    from gm.dice import DiceService

    dice = DiceService(seed, prefix=f"t{state.turn:02d}/", recorded=recorded, streams=streams,
                       factions=frozenset(state.factions), ends=ends)
    ctx = TurnContext(ruleset, state.copy(), dice, lang, refused, frozenset(malformed))
    ruleset.prepare(ctx)
    early = _UNTIL_SETTLED.get()
    for phase in ruleset.phases:
        if early and not any(ctx.pending(o) for o in ctx.all_orders()):
            break
        ctx.phase = phase.name
        phase.run(ctx)
    ctx.phase = "engine"
    for order in ctx.all_orders():
        if ctx.pending(order):
            ctx.reject(order, "engine.order_not_processed")
    ctx.settle_refused()
    ruleset.settled(ctx)
    return ctx
