"""The chronicle's standings (gm chronicle): eraide's public report shows the POT (life)
left of every character on the board the public sees (reports.pieces_table: not those in
reserve, not a hidden one); the chart adds them up by side. Ether (ETH) is shown only in
each side's private sheet: not charted."""

from __future__ import annotations

from gm.chronicle.figures import Figure, Standings


def standings(state, ruleset) -> Standings:
    from gm.rulesets.eraide.model import Model

    b = Model.from_state(state.game, state.factions, ruleset.settings(state.game))
    life = dict.fromkeys(sorted(b.factions), 0)
    for fid, cid, ch in b.characters():
        if ch.get("status") == "reserve" or not ch.get("square") or not b.visible_to(cid, None):
            continue  # what the public table leaves out
        life[fid] = life.get(fid, 0) + int(ch.get("pot_now", 0))
    names = {fid: str(b.factions[fid].get("name", fid)) for fid in life}
    return Standings(names, (Figure("eraide.report.col_pot", life),))
