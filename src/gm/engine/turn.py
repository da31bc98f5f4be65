"""One turn in memory: the ruleset's phases over a state, every order settled. Both
`resolve` (gm.engine.pipeline) and the one judge (gm.engine.judge) run it."""

from __future__ import annotations

from gm.engine.context import TurnContext
from gm.engine.state import GameState


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
    for phase in ruleset.phases:
        ctx.phase = phase.name
        phase.run(ctx)
    ctx.phase = "engine"
    for order in ctx.all_orders():
        if ctx.pending(order):
            ctx.reject(order, "engine.order_not_processed")
    ctx.settle_refused()
    ruleset.settled(ctx)
    return ctx
