"""Validation beyond the schemas: the board, unique ids and personalities, point budgets,
positions, the objective and traps, and what orders refer to.

CHECKS runs in order, like the phases; each check is a small named function of the files
(`Files`) that yields its problems. The checks of one character and one order run item
by item (CHARACTER_CHECKS, ORDER_CHECKS), so the problems of one thing are listed
together. Problems carry key paths; nothing here raises.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Callable, Iterable, Iterator

from gm.errors import Problem
from gm.geometry.squaregrid import Square, format as format_square, parse as parse_square
from gm.rulesets.base import deep_merge

from .board import Board
from .rules import load_data

GAME = "game.toml"
ORDERS = "orders.toml"
STEPLESS = ("deploy", "run", "jump", "hide", "enter")   # "una acción completa ... exceptuando paso"


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
        yield Problem(GAME, ("board", "terrain"), "found no rows, expected the board as rows of symbols")
        return
    width = len(terrain[0])
    for i, row in enumerate(terrain):
        if len(row) != width:
            yield Problem(GAME, ("board", "terrain", i), f"found a row of {len(row)} squares, expected {width} like the first row")
        bad = sorted(set(row) - set(symbols))
        if bad:
            yield Problem(GAME, ("board", "terrain", i), f"found symbol {bad[0]!r}, expected one of {' '.join(sorted(symbols))}")


def board_levels(fs: Files) -> Iterator[Problem]:
    board = fs.game.get("board") or {}
    terrain, levels = list(board.get("terrain") or []), list(board.get("levels") or [])
    if not terrain or not levels:
        return
    if len(levels) != len(terrain):
        yield Problem(GAME, ("board", "levels"), f"found {len(levels)} rows, expected {len(terrain)} like terrain")
    width = len(terrain[0])
    for i, row in enumerate(levels):
        if len(row) != width:
            yield Problem(GAME, ("board", "levels", i), f"found a row of {len(row)} squares, expected {width}")


# --- faction files: each character, then the faction ------------------------------------
def _unique_id(fs: Files, fid: str, cid: str, ch: dict, path: tuple) -> Iterator[Problem]:
    if fs.owner[cid] != fid:
        yield Problem(_ff(fid), path, f"found id {cid!r} also in factions/{fs.owner[cid]}.toml, expected character ids unique in the game")


def _unique_personality(fs: Files, fid: str, cid: str, ch: dict, path: tuple) -> Iterator[Problem]:
    if ch.get("kind") != "personalidad":
        return
    pf, pc = fs.personalities[str(ch.get("name", cid)).strip().casefold()]
    if (pf, pc) != (fid, cid):
        yield Problem(_ff(fid), path + ("name",), f"found personality {ch.get('name')!r} also as {pf}/{pc}, expected each personality once on the board")


def _pools_within_sheet(fs: Files, fid: str, cid: str, ch: dict, path: tuple) -> Iterator[Problem]:
    for now, full in (("pot_now", "pot"), ("eth_now", "eth")):
        if int(ch.get(now, 0)) > int(ch.get(full, 0)):
            yield Problem(_ff(fid), path + (now,), f"found {ch.get(now)}, expected at most {full} = {ch.get(full)}")


def _pot_matches_status(fs: Files, fid: str, cid: str, ch: dict, path: tuple) -> Iterator[Problem]:
    """POT 0 is "fuera de combate": a character standing (or waiting to enter) has some;
    one struck down or dead has none (healing one sets it active again)."""
    status = ch.get("status", "reserve")
    pot_now = int(ch.get("pot_now", ch.get("pot", 0)))
    if status in ("active", "reserve") and pot_now <= 0:
        yield Problem(_ff(fid), path + ("pot_now",), f"found {pot_now} for a character with status {status!r}, "
                                                      "expected at least 1 (at 0 the status is \"down\")")
    elif status in ("down", "dead") and pot_now > 0:
        yield Problem(_ff(fid), path + ("pot_now",), f"found {pot_now} for a character with status {status!r}, "
                                                      "expected 0 (or status = \"active\")")


def _square_by_status(fs: Files, fid: str, cid: str, ch: dict, path: tuple) -> Iterator[Problem]:
    status = ch.get("status", "reserve")
    if status != "reserve" and not ch.get("square"):
        yield Problem(_ff(fid), path + ("square",), f"found no square for a character with status {status!r}, expected a square")
    if status == "reserve" and ch.get("square"):
        yield Problem(_ff(fid), path + ("square",), "found a square for a character in reserve, expected none (it has not entered)")


def _square_on_board(fs: Files, fid: str, cid: str, ch: dict, path: tuple) -> Iterator[Problem]:
    board = fs.board
    if not ch.get("square") or board is None or ch.get("status", "reserve") == "reserve":
        return
    sq = _square(ch["square"])
    if sq is None:
        return
    if not board.in_bounds(sq):
        yield Problem(_ff(fid), path + ("square",), f"found {ch['square']}, expected a square on the {board.width}x{board.height} board")
    elif not board.walkable(sq):
        yield Problem(_ff(fid), path + ("square",), f"found {ch['square']} ({board.symbol(sq)!r}), expected a square a character can stand on")
    elif fs.holders[sq] != (fid, cid):
        yield Problem(_ff(fid), path + ("square",), f"found {ch['square']} also held by {fs.holders[sq][1]}, expected one character per square")


CHARACTER_CHECKS = (_unique_id, _unique_personality, _pools_within_sheet, _pot_matches_status, _square_by_status,
                    _square_on_board)


def _destiny_pool(fs: Files, fid: str) -> Iterator[Problem]:
    f = fs.factions[fid]
    total = sum(int(c.get("destiny", 0)) for c in (f.get("characters") or {}).values() if not c.get("summoned"))
    if int(f.get("destiny", 0)) > total:
        yield Problem(_ff(fid), ("destiny",), f"found {f.get('destiny')}, expected at most {total} (the sum of the characters' destiny)")


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
        yield Problem(GAME, ("mode", "name"), f"found {n} players for {table['name']}, expected {table['min_players']}-{table['max_players']}")


def mode_teams(fs: Files) -> Iterator[Problem]:
    table = fs.mode_table
    if table is None:
        return
    rule, teams = table.get("teams", "each"), fs.teams
    if rule == "each" and any(len(v) > 1 for v in teams.values()):
        yield Problem(GAME, ("mode", "name"), f"found teams of several players, expected every player alone in {table['name']}")
    if rule in ("two", "lone") and len(teams) != 2:
        yield Problem(GAME, ("mode", "name"), f"found {len(teams)} teams, expected 2 in {table['name']}")
    if rule == "lone" and len(teams) == 2 and sorted(len(v) for v in teams.values())[0] != 1:
        yield Problem(GAME, ("mode", "name"), f"found no lone player, expected one player against a group in {table['name']}")


def mode_budget(fs: Files) -> Iterator[Problem]:
    """The agreed points: per player, or per team where the mode has two sides."""
    table, budget = fs.mode_table, int(fs.mode.get("points", 0))
    if table is None or not budget:
        return
    if table.get("teams", "each") not in ("two", "lone"):
        for fid, points in fs.points.items():
            if points > budget:
                yield Problem(_ff(fid), ("characters",), f"found {points} points of characters, expected at most {budget} ({table['name']})")
        return
    for team, fids in sorted(fs.teams.items()):
        total = sum(fs.points[f] for f in fids)
        if total > budget:
            yield Problem(_ff(fids[0]), ("characters",), f"found {total} points in team {team}, expected at most {budget}")


def mode_equal_sides(fs: Files) -> Iterator[Problem]:
    table = fs.mode_table
    if table is None or not table.get("equal") or len(fs.teams) < 2:
        return
    sums = {team: sum(fs.points[f] for f in fids) for team, fids in fs.teams.items()}
    if len(set(sums.values())) > 1:
        detail = ", ".join(f"{t} {p}" for t, p in sorted(sums.items()))
        yield Problem(GAME, ("mode", "points"), f"found sides of {detail} points, expected equal sums in {table['name']}")


# --- game.toml: the objective, the object, the traps -------------------------------------
def _walkable_square(fs: Files, label, path: tuple, what: str) -> Iterator[Problem]:
    sq, board = _square(label), fs.board
    if sq is None or board is None:
        return
    if not board.in_bounds(sq):
        yield Problem(GAME, path, f"found {label}, expected {what} on the {board.width}x{board.height} board")
    elif not board.walkable(sq):
        yield Problem(GAME, path, f"found {label} ({board.symbol(sq)!r}), expected {what} on a walkable square")


def objective_square(fs: Files) -> Iterator[Problem]:
    objective = fs.mode.get("objective")
    if objective not in ("hold", "object"):
        return
    if not fs.mode.get("objective_square"):
        yield Problem(GAME, ("mode", "objective_square"), f"found none, expected a square for objective = {objective!r}")
    else:
        yield from _walkable_square(fs, fs.mode["objective_square"], ("mode", "objective_square"), "the objective")


def object_state(fs: Files) -> Iterator[Problem]:
    """Where the object lies or who carries it: only in the object objective, one of them."""
    battle = fs.game.get("battle") or {}
    if fs.mode.get("objective") != "object":
        for key in ("object_square", "object_carrier"):
            if battle.get(key):
                yield Problem(GAME, ("battle", key), "found an object's state, expected mode.objective = \"object\"")
        return
    carrier = battle.get("object_carrier")
    if carrier:
        yield from _carrier(fs, carrier)
        if battle.get("object_square"):
            yield Problem(GAME, ("battle", "object_square"), "found a square and a carrier, expected one of them")
    if battle.get("object_square"):
        yield from _walkable_square(fs, battle["object_square"], ("battle", "object_square"), "the object")


def _carrier(fs: Files, carrier: str) -> Iterator[Problem]:
    if carrier not in fs.owner:
        yield Problem(GAME, ("battle", "object_carrier"), f"found {carrier!r}, expected a character id of this game")
        return
    ch = fs.factions[fs.owner[carrier]]["characters"][carrier]
    if ch.get("status") != "active":
        yield Problem(GAME, ("battle", "object_carrier"),
                      f"found {carrier!r} with status {ch.get('status')!r}, expected an active carrier (a fallen one drops it)")


def traps(fs: Files) -> Iterator[Problem]:
    seen: dict[str, str] = {}
    factions = ", ".join(sorted(fs.factions))
    for tid, trap in sorted((fs.game.get("traps") or {}).items()):
        path = ("traps", tid)
        if trap.get("owner") not in fs.factions:
            yield Problem(GAME, path + ("owner",), f"found {trap.get('owner')!r}, expected one of {factions}")
        for j, fid in enumerate(trap.get("known") or []):
            if fid not in fs.factions:
                yield Problem(GAME, path + ("known", j), f"found {fid!r}, expected one of {factions}")
        sq = str(trap.get("square", ""))
        yield from _walkable_square(fs, sq, path + ("square",), "a trap")
        if sq in seen:
            yield Problem(GAME, path + ("square",), f"found {sq} also trapped by {seen[sq]}, expected one trap per square")
        seen.setdefault(sq, tid)


# --- orders.toml: each order ------------------------------------------------------------
def _step_on_stepless(fs: Files, fid: str, o: dict, path: tuple) -> Iterator[Problem]:
    if o.get("step") and o.get("type") in STEPLESS:
        yield Problem(ORDERS, path + ("step",), f"found a step on a {o['type']!r} order, expected none "
                                               "(a complete action or a deployment takes no step)")


def _talent_known(fs: Files, fid: str, o: dict, path: tuple) -> Iterator[Problem]:
    # a target is not checked against the game's characters: that would tell a player
    # which hidden characters exist; the turn answers an unseen target as one that is not there
    cid = o.get("character")
    if o.get("type") != "talent" or not cid:
        return
    tal = fs.factions[fid]["characters"][cid].get("talents") or {}
    if o.get("talent") not in tal:
        yield Problem(ORDERS, path + ("talent",), f"found {o.get('talent')!r}, expected one of {cid}'s talents: {', '.join(sorted(tal)) or 'none'}")


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
            yield Problem(ORDERS, where, f"found {label}, expected a square from A1 to {last}")


ORDER_CHECKS = (_step_on_stepless, _talent_known, _squares_on_board)


def _own_character(fs: Files, fid: str, o: dict, path: tuple) -> Iterator[Problem]:
    cid = o.get("character")
    if cid is not None and fs.owner.get(cid) != fid:
        own = ", ".join(sorted(c for c, f in fs.owner.items() if f == fid))
        yield Problem(ORDERS, path + ("character",), f"found {cid!r}, expected one of {fid}'s characters: {own}")


def orders(fs: Files) -> Iterator[Problem]:
    for fid, entry in sorted(((fs.state.orders or {}).get("factions") or {}).items()):
        if fid not in fs.factions:
            yield Problem(ORDERS, ("factions", fid), f"found faction {fid!r}, expected one of {', '.join(sorted(fs.factions))}")
            continue
        for i, o in enumerate((entry or {}).get("orders") or []):
            path = ("factions", fid, "orders", i)
            foreign = list(_own_character(fs, fid, o, path))
            if foreign:   # nothing else of an order for someone else's character is checked
                yield from foreign
                continue
            for one in ORDER_CHECKS:
                yield from one(fs, fid, o, path)


CHECKS: tuple[Check, ...] = (board_rows, board_levels, faction_files, mode_players, mode_teams, mode_budget,
                             mode_equal_sides, objective_square, object_state, traps, orders)


def check(ruleset, state) -> list[Problem]:
    fs = Files(state, ruleset.settings(state.game))
    return [p for one in CHECKS for p in one(fs)]
