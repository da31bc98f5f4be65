"""The chronicle's standings (gm chronicle): the public report's table of the gods
(reports.state_summary) shows each god's resources, happiness and regions; so do these,
read from the state the turn ends in. Advances are not in the public table: not charted."""

from __future__ import annotations

from gm.chronicle.figures import Figure, Standings


def standings(state, ruleset) -> Standings:
    from gm.rulesets.nuevo_amanecer.model import Model

    w = Model(state.game, state.factions, ruleset.settings(state.game))
    ids = sorted(w.factions)
    names = {fid: str(w.faction(fid).get("name", fid)) for fid in ids}
    return Standings(names, (
        Figure("na.report.col_resources", {f: int(w.faction(f).get("resources", 0)) for f in ids}),
        Figure("na.report.col_happiness", {f: int(w.faction(f).get("happiness", 0)) for f in ids}),
        Figure("na.report.col_regions", {f: len(w.owned_hexes(f)) for f in ids}),
    ))
