"""Epilogue: victory by objective, or by time (levels of the characters still in play)."""
from __future__ import annotations

from gm.geometry.squaregrid import parse as parse_square
from ..rules import setting
from ..objective import winner as object_winner
from .. import effects as fx
from ..turn import Turn


def _alive_teams(t: Turn) -> list[str]:
    b = t.b
    teams = set()
    for fid, _, ch in b.characters():
        if ch.get("status") in ("active", "reserve") and not ch.get("summoned"):
            teams.add(b.team(fid))
    return sorted(teams)


def _team_name(t: Turn, team: str) -> str:
    b = t.b
    return t.names_list([str(b.factions[f].get("name", f)) for f in b.faction_ids() if b.team(f) == team])


def _won(t: Turn, team: str, how: str, reason: str, **params) -> None:
    """The battle ends: `reason` (hold, object, rivals, time) picks the sentence; no team is a draw."""
    players = sum(1 for f in t.b.faction_ids() if t.b.team(f) == team) if team else 0
    t.emit("eraide.ev.victory", None, winner_id=team, winner=_team_name(t, team) if team else "-", players=players,
           draw="no" if team else "yes", how=how, reason=reason, **{"square": "-", "holder": "-", "points": "-", **params})


def victory(ctx) -> None:
    t = Turn(ctx)
    b = t.b
    battle = b.game.get("battle", {}) or {}
    if battle.get("finished") or b.prologue:
        return
    mode = b.game.get("mode", {}) or {}
    # objective: a square to take and hold at the end of a round
    if mode.get("objective") == "hold" and mode.get("objective_square"):
        occ = b.occupants()
        holder = occ.get(parse_square(mode["objective_square"]))
        if holder and b.is_active(holder):
            fx.reveal(t, holder, "holds")   # the winner is named: so is who holds it
            team = b.team(b.owner(holder))
            _won(t, team, "objective", "hold", square=mode["objective_square"])
            return
    # objective: the object carried at the end of a round (or onto the carrier's edge)
    holder = object_winner(b)
    if holder:
        team = b.team(b.owner(holder))
        _won(t, team, "objective", "object", holder=t.names(holder))
        return
    alive = _alive_teams(t)
    if len(alive) <= 1:
        team = alive[0] if alive else ""
        _won(t, team, "victory", "rivals")
        return
    limit = int(mode.get("rounds", 0) or setting(b.settings, "resolution.time_limit", 0))
    if limit and b.round >= limit:
        points = {team: 0 for team in alive}
        for fid in b.faction_ids():
            if b.team(fid) in points:
                points[b.team(fid)] += b.points_in_play(fid)
        best = max(points.values())
        leaders = sorted(team for team, p in points.items() if p == best)
        detail = t.names_list([f"{_team_name(t, team)} {p}" for team, p in sorted(points.items())])
        team = leaders[0] if len(leaders) == 1 else ""
        _won(t, team, "time", "time", points=detail)
