"""The chronicle's standings (gm chronicle): primordia's public table of the races shows
each player race's number of discoveries (not the GM's rebels); settlements and population
are each race's secret (the leak oracle holds the report to it): not charted."""

from __future__ import annotations

from gm.chronicle.figures import Figure, Standings


def standings(state, ruleset) -> Standings:
    from gm.engine.state import copy_data
    from gm.rulesets.primordia.model import Model

    m = Model(ruleset.rules(state.game), copy_data(state.game), copy_data(state.factions))
    ids = list(m.players())
    names = {fid: str(m.factions[fid].get("name", fid)) for fid in ids}
    return Standings(names, (Figure("pr.h.discoveries", {f: len(m.factions[f].get("discoveries", [])) for f in ids}),))
