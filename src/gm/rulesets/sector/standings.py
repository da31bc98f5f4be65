"""The chronicle's standings (gm chronicle): sector's public report shows no figure per
empire (systems, ships and dilithium are each empire's secret under the fog of war), only
the list of the sector's empires. The chart counts them, turn by turn: one series."""

from __future__ import annotations

from gm.chronicle.figures import Figure, Standings

EMPIRES = "empires"  # the one series: how many empires the public report lists


def standings(state, ruleset) -> Standings:
    from gm.rulesets.sector.model import Model

    m = Model.from_state(state.game, state.factions, ruleset.settings(state.game), int(state.game.get("turn", 0)))
    return Standings({EMPIRES: "chronicle.series.empires"}, (Figure("sector.h.empires", {EMPIRES: len(m.empires())}),),
                     labels=frozenset({EMPIRES}))
