"""Validation beyond the schemas: the board, unique ids and personalities, point budgets,
positions, the objective and traps, and what orders refer to.

OF_FILES (the GM's files) then OF_ORDERS (the orders; Ruleset.file_checks, order_checks)
run in order, like the phases; each check is a small named function of the files (`Files`)
that yields its problems. The checks of one character and one order run item
by item (CHARACTER_CHECKS, ORDER_CHECKS), so the problems of one thing are listed
together. Problems carry key paths; nothing here raises.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Callable, Iterable, Iterator

from gm.errors import Msg, Problem
from gm.geometry.squaregrid import Square, format as format_square, parse as parse_square
from gm.reports.factions import grammar
from gm.rulesets.base import deep_merge

from .board import Board
from .rules import load_data

GAME = "game.toml"
ORDERS = "orders.toml"
STEPLESS = ("deploy", "run", "jump", "hide", "enter")   # "una acción completa ... exceptuando paso"


PACKAGE = "gm.rulesets.eraide"


def _m(key: str, **params) -> Msg:
    """A problem's words: catalog message eraide.check.<key>, worded in the reader's language."""
    return Msg(f"eraide.check.{key}", PACKAGE, **params)


def modes_table(settings: dict) -> dict:
    return deep_merge(load_data("modes")["modes"], settings.get("modes", {}) or {})


def _ff(fid: str) -> str:
    return f"factions/{fid}.toml"


def _square(label) -> Square | None:
    """The square a label names, or None (the schema's pattern reports a bad one)."""
    try:
        return parse_square(str(label))
    except ValueError:
        return None


@dataclass
class Files:
    """What every check reads: the state, its settings, and lookups built once."""
    state: object
    settings: dict

    @property
    def game(self) -> dict:
        return self.state.game

    @property
    def factions(self) -> dict:
        return self.state.factions

    @cached_property
    def board(self) -> Board | None:
        """The board when it has rows (their problems are `board_rows`'s)."""
        terrain = list((self.game.get("board") or {}).get("terrain") or [])
        if not terrain:
            return None
        levels = list((self.game.get("board") or {}).get("levels") or [])
        return Board(terrain, levels or None, load_data("terrain")["symbols"])

    @cached_property
    def characters(self) -> list[tuple[str, str, dict]]:
        """(faction, id, sheet), by faction then id."""
        return [(fid, cid, chars[cid]) for fid in sorted(self.factions)
                for chars in [self.factions[fid].get("characters") or {}] for cid in sorted(chars)]

    @cached_property
    def owner(self) -> dict[str, str]:
        """Character id -> the first faction listing it."""
        out: dict[str, str] = {}
        for fid, cid, _ in self.characters:
            out.setdefault(cid, fid)
        return out

    @cached_property
    def personalities(self) -> dict[str, tuple[str, str]]:
        """A personality's name (casefolded) -> the first (faction, id) that has it."""
        out: dict[str, tuple[str, str]] = {}
        for fid, cid, ch in self.characters:
            if ch.get("kind") == "personalidad":
                out.setdefault(str(ch.get("name", cid)).strip().casefold(), (fid, cid))
        return out

    @cached_property
    def holders(self) -> dict[Square, tuple[str, str]]:
        """A square -> the first (faction, id) standing on it (reserve characters stand nowhere)."""
        out: dict[Square, tuple[str, str]] = {}
        for fid, cid, ch in self.characters:
            sq = _square(ch["square"]) if ch.get("square") and ch.get("status", "reserve") != "reserve" else None
            if sq is not None and self.board is not None:
                out.setdefault(sq, (fid, cid))
        return out

    @cached_property
    def mode(self) -> dict:
        return self.game.get("mode") or {}

    @cached_property
    def mode_table(self) -> dict | None:
        """The mode's row of data/modes.toml (None for an unknown mode: the schema's enum says so)."""
        return modes_table(self.settings).get(str(self.mode.get("name", "duelo")))

    @cached_property
    def teams(self) -> dict[str, list[str]]:
        out: dict[str, list[str]] = {}
        for fid in sorted(self.factions):
            out.setdefault(str(self.factions[fid].get("team") or fid), []).append(fid)
        return out

    @cached_property
    def points(self) -> dict[str, int]:
        """Levels of each faction's characters (summons are free)."""
        return {fid: sum(int(c.get("level", 0)) for c in (f.get("characters") or {}).values() if not c.get("summoned"))
                for fid, f in sorted(self.factions.items())}


Check = Callable[[Files], Iterable[Problem]]


# --- game.toml: the board -------------------------------------------------------------
def board_rows(fs: Files) -> Iterator[Problem]:
    terrain = list((fs.game.get("board") or {}).get("terrain") or [])
    symbols = load_data("terrain")["symbols"]
    if not terrain:
        yield Problem(GAME, ("board", "terrain"), _m("no_rows"))
        return
    width = len(terrain[0])
    for i, row in enumerate(terrain):
        if len(row) != width:
            yield Problem(GAME, ("board", "terrain", i), _m("row_width", found=len(row), width=width))
        bad = sorted(set(row) - set(symbols))
        if bad:
            yield Problem(GAME, ("board", "terrain", i), _m("symbol", found=repr(bad[0]), symbols=" ".join(sorted(symbols))))


def board_levels(fs: Files) -> Iterator[Problem]:
    board = fs.game.get("board") or {}
    terrain, levels = list(board.get("terrain") or []), list(board.get("levels") or [])
    if not terrain or not levels:
        return
    if len(levels) != len(terrain):
        yield Problem(GAME, ("board", "levels"), _m("levels_rows", found=len(levels), rows=len(terrain)))
    width = len(terrain[0])
    for i, row in enumerate(levels):
        if len(row) != width:
            yield Problem(GAME, ("board", "levels", i), _m("levels_width", found=len(row), width=width))


# --- faction files: each character, then the faction ------------------------------------
def _unique_id(fs: Files, fid: str, cid: str, ch: dict, path: tuple) -> Iterator[Problem]:
    if fs.owner[cid] != fid:
        yield Problem(_ff(fid), path, _m("duplicate_id", id=repr(cid), other=fs.owner[cid]))


def _unique_personality(fs: Files, fid: str, cid: str, ch: dict, path: tuple) -> Iterator[Problem]:
    if ch.get("kind") != "personalidad":
        return
    pf, pc = fs.personalities[str(ch.get("name", cid)).strip().casefold()]
    if (pf, pc) != (fid, cid):
        yield Problem(_ff(fid), path + ("name",), _m("duplicate_personality", name=repr(ch.get("name")), other=f"{pf}/{pc}"))


def _pools_within_sheet(fs: Files, fid: str, cid: str, ch: dict, path: tuple) -> Iterator[Problem]:
    for now, full in (("pot_now", "pot"), ("eth_now", "eth")):
        if int(ch.get(now, 0)) > int(ch.get(full, 0)):
            yield Problem(_ff(fid), path + (now,), _m("pool_over", found=str(ch.get(now)), pool=full, most=str(ch.get(full))))


def _pot_matches_status(fs: Files, fid: str, cid: str, ch: dict, path: tuple) -> Iterator[Problem]:
    """POT 0 is "fuera de combate": a character standing (or waiting to enter) has some;
    one struck down or dead has none (healing one sets it active again)."""
    status = ch.get("status", "reserve")
    pot_now = int(ch.get("pot_now", ch.get("pot", 0)))
    if status in ("active", "reserve") and pot_now <= 0:
        yield Problem(_ff(fid), path + ("pot_now",), _m("pot_standing", found=pot_now, status=repr(status)))
    elif status in ("down", "dead") and pot_now > 0:
        yield Problem(_ff(fid), path + ("pot_now",), _m("pot_down", found=pot_now, status=repr(status)))


def _square_by_status(fs: Files, fid: str, cid: str, ch: dict, path: tuple) -> Iterator[Problem]:
    status = ch.get("status", "reserve")
    if status != "reserve" and not ch.get("square"):
        yield Problem(_ff(fid), path + ("square",), _m("no_square", status=repr(status)))
    if status == "reserve" and ch.get("square"):
        yield Problem(_ff(fid), path + ("square",), _m("reserve_square"))


def _square_on_board(fs: Files, fid: str, cid: str, ch: dict, path: tuple) -> Iterator[Problem]:
    board = fs.board
    if not ch.get("square") or board is None or ch.get("status", "reserve") == "reserve":
        return
    sq = _square(ch["square"])
    if sq is None:
        return
    if not board.in_bounds(sq):
        yield Problem(_ff(fid), path + ("square",), _m("off_board", found=ch["square"], width=board.width, height=board.height))
    elif not board.walkable(sq):
        yield Problem(_ff(fid), path + ("square",), _m("not_walkable", found=ch["square"], symbol=repr(board.symbol(sq))))
    elif fs.holders[sq] != (fid, cid):
        yield Problem(_ff(fid), path + ("square",), _m("square_taken", found=ch["square"], other=fs.holders[sq][1]))


CHARACTER_CHECKS = (_unique_id, _unique_personality, _pools_within_sheet, _pot_matches_status, _square_by_status,
                    _square_on_board)


def _destiny_pool(fs: Files, fid: str) -> Iterator[Problem]:
    f = fs.factions[fid]
    total = sum(int(c.get("destiny", 0)) for c in (f.get("characters") or {}).values() if not c.get("summoned"))
    if int(f.get("destiny", 0)) > total:
        yield Problem(_ff(fid), ("destiny",), _m("destiny_over", found=str(f.get("destiny")), most=total))


def faction_files(fs: Files) -> Iterator[Problem]:
    for fid in sorted(fs.factions):
        chars = fs.factions[fid].get("characters") or {}
        for cid in sorted(chars):
            for one in CHARACTER_CHECKS:
                yield from one(fs, fid, cid, chars[cid], ("characters", cid))
        yield from _destiny_pool(fs, fid)


# --- game.toml: the mode's players, teams and points -------------------------------------
def mode_players(fs: Files) -> Iterator[Problem]:
    table, n = fs.mode_table, len(fs.factions)
    if table is not None and not int(table["min_players"]) <= n <= int(table["max_players"]):
        yield Problem(GAME, ("mode", "name"), _m("players", found=n, mode=table["name"], low=int(table["min_players"]),
                                               high=int(table["max_players"])))


def mode_teams(fs: Files) -> Iterator[Problem]:
    table = fs.mode_table
    if table is None:
        return
    rule, teams = table.get("teams", "each"), fs.teams
    if rule == "each" and any(len(v) > 1 for v in teams.values()):
        yield Problem(GAME, ("mode", "name"), _m("teams_each", mode=table["name"]))
    if rule in ("two", "lone") and len(teams) != 2:
        yield Problem(GAME, ("mode", "name"), _m("teams_two", found=len(teams), mode=table["name"]))
    if rule == "lone" and len(teams) == 2 and sorted(len(v) for v in teams.values())[0] != 1:
        yield Problem(GAME, ("mode", "name"), _m("teams_lone", mode=table["name"]))


def mode_budget(fs: Files) -> Iterator[Problem]:
    """The agreed points: per player, or per team where the mode has two sides."""
    table, budget = fs.mode_table, int(fs.mode.get("points", 0))
    if table is None or not budget:
        return
    if table.get("teams", "each") not in ("two", "lone"):
        for fid, points in fs.points.items():
            if points > budget:
                yield Problem(_ff(fid), ("characters",), _m("points_player", found=points, most=budget, mode=table["name"]))
        return
    for team, fids in sorted(fs.teams.items()):
        total = sum(fs.points[f] for f in fids)
        if total > budget:
            yield Problem(_ff(fids[0]), ("characters",), _m("points_team", found=total, team=team, most=budget))


def mode_equal_sides(fs: Files) -> Iterator[Problem]:
    table = fs.mode_table
    if table is None or not table.get("equal") or len(fs.teams) < 2:
        return
    sums = {team: sum(fs.points[f] for f in fids) for team, fids in fs.teams.items()}
    if len(set(sums.values())) > 1:
        detail = ", ".join(f"{t} {p}" for t, p in sorted(sums.items()))
        yield Problem(GAME, ("mode", "points"), _m("equal_sides", sides=detail, mode=table["name"]))


# --- game.toml: the objective, the object, the traps -------------------------------------
def _walkable_square(fs: Files, label, path: tuple, what: str) -> Iterator[Problem]:
    sq, board = _square(label), fs.board
    if sq is None or board is None:
        return
    if not board.in_bounds(sq):
        yield Problem(GAME, path, _m("place_off_board", found=str(label), what=what, width=board.width, height=board.height))
    elif not board.walkable(sq):
        yield Problem(GAME, path, _m("place_blocked", found=str(label), symbol=repr(board.symbol(sq)), what=what))


def objective_square(fs: Files) -> Iterator[Problem]:
    objective = fs.mode.get("objective")
    if objective not in ("hold", "object"):
        return
    if not fs.mode.get("objective_square"):
        yield Problem(GAME, ("mode", "objective_square"), _m("objective_square", objective=repr(objective)))
    else:
        yield from _walkable_square(fs, fs.mode["objective_square"], ("mode", "objective_square"), "objective")


def object_state(fs: Files) -> Iterator[Problem]:
    """Where the object lies or who carries it: only in the object objective, one of them."""
    battle = fs.game.get("battle") or {}
    if fs.mode.get("objective") != "object":
        for key in ("object_square", "object_carrier"):
            if battle.get(key):
                yield Problem(GAME, ("battle", key), _m("object_state"))
        return
    carrier = battle.get("object_carrier")
    if carrier:
        yield from _carrier(fs, carrier)
        if battle.get("object_square"):
            yield Problem(GAME, ("battle", "object_square"), _m("object_both"))
    if battle.get("object_square"):
        yield from _walkable_square(fs, battle["object_square"], ("battle", "object_square"), "object")


def _carrier(fs: Files, carrier: str) -> Iterator[Problem]:
    if carrier not in fs.owner:
        yield Problem(GAME, ("battle", "object_carrier"), _m("carrier_unknown", found=repr(carrier)))
        return
    ch = fs.factions[fs.owner[carrier]]["characters"][carrier]
    if ch.get("status") != "active":
        yield Problem(GAME, ("battle", "object_carrier"), _m("carrier_down", found=repr(carrier),
                                                              status=repr(ch.get("status"))))


def traps(fs: Files) -> Iterator[Problem]:
    seen: dict[str, str] = {}
    factions = ", ".join(sorted(fs.factions))
    for tid, trap in sorted((fs.game.get("traps") or {}).items()):
        path = ("traps", tid)
        if trap.get("owner") not in fs.factions:
            yield Problem(GAME, path + ("owner",), _m("unknown_faction", found=repr(trap.get("owner")), factions=factions))
        for j, fid in enumerate(trap.get("known") or []):
            if fid not in fs.factions:
                yield Problem(GAME, path + ("known", j), _m("unknown_faction", found=repr(fid), factions=factions))
        sq = str(trap.get("square", ""))
        yield from _walkable_square(fs, sq, path + ("square",), "trap")
        if sq in seen:
            yield Problem(GAME, path + ("square",), _m("trap_twice", found=sq, other=seen[sq]))
        seen.setdefault(sq, tid)


# --- orders.toml: each order ------------------------------------------------------------
def _step_on_stepless(fs: Files, fid: str, o: dict, path: tuple) -> Iterator[Problem]:
    if o.get("step") and o.get("type") in STEPLESS:
        yield Problem(ORDERS, path + ("step",), _m("stepless", type=repr(o["type"])))


def _talent_known(fs: Files, fid: str, o: dict, path: tuple) -> Iterator[Problem]:
    # a target is not checked against the game's characters: that would tell a player
    # which hidden characters exist; the turn answers an unseen target as one that is not there
    cid = o.get("character")
    if o.get("type") != "talent" or not cid:
        return
    tal = fs.factions[fid]["characters"][cid].get("talents") or {}
    if o.get("talent") not in tal:
        yield Problem(ORDERS, path + ("talent",), _m("talent_unknown", found=repr(o.get("talent")), character=cid,
                                                    talents=", ".join(sorted(tal)) or "-", count=len(tal)))


def _squares_on_board(fs: Files, fid: str, o: dict, path: tuple) -> Iterator[Problem]:
    board = fs.board
    if board is None:
        return
    labels = [(path + (key,), o[key]) for key in ("square", "step", "to") if o.get(key)]
    labels += [(path + ("path", j), s) for j, s in enumerate(o.get("path") or [])]
    last = format_square(Square(board.width - 1, board.height - 1))
    for where, label in labels:
        sq = _square(label)
        if sq is not None and not board.in_bounds(sq):
            yield Problem(ORDERS, where, _m("order_square", found=str(label), last=last))


ORDER_CHECKS = (_step_on_stepless, _talent_known, _squares_on_board)


def _faction_of(fs: Files, fid: str) -> Msg:
    """"de la Orden Azul": the faction by its name (gm.reports.factions), never its id."""
    faction = fs.factions.get(fid) if isinstance(fs.factions.get(fid), dict) else {}
    return Msg("faction.of", name=str(faction.get("name") or fid), **grammar(faction))


def _own_character(fs: Files, fid: str, o: dict, path: tuple) -> Iterator[Problem]:
    cid = o.get("character")
    if cid is not None and fs.owner.get(cid) != fid:
        own = ", ".join(sorted(c for c, f in fs.owner.items() if f == fid))
        yield Problem(ORDERS, path + ("character",), _m("not_own", found=repr(cid), faction_of=_faction_of(fs, fid), own=own or "-"))


def orders(fs: Files) -> Iterator[Problem]:
    for fid, entry in sorted(((fs.state.orders or {}).get("factions") or {}).items()):
        if fid not in fs.factions:
            yield Problem(ORDERS, ("factions", fid), _m("faction_unknown", found=repr(fid), factions=", ".join(sorted(fs.factions))))
            continue
        for i, o in enumerate((entry or {}).get("orders") or []):
            path = ("factions", fid, "orders", i)
            foreign = list(_own_character(fs, fid, o, path))
            if foreign:   # nothing else of an order for someone else's character is checked
                yield from foreign
                continue
            for one in ORDER_CHECKS:
                yield from one(fs, fid, o, path)


OF_FILES: tuple[Check, ...] = (board_rows, board_levels, faction_files, mode_players, mode_teams, mode_budget,
                               mode_equal_sides, objective_square, object_state, traps)  # the GM's files
OF_ORDERS: tuple[Check, ...] = (orders,)
CHECKS = OF_FILES + OF_ORDERS  # every check, in the order Ruleset.check runs them


def check(ruleset, state, checks: tuple[Check, ...]) -> list[Problem]:
    fs = Files(state, ruleset.settings(state.game))
    return [p for one in checks for p in one(fs)]
