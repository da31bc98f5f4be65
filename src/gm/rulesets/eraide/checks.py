"""Validation beyond the schemas: the board, unique ids and personalities, point budgets,
positions, and what orders refer to. Returns Problems with key paths; never raises."""
from __future__ import annotations

from gm.errors import Problem
from gm.geometry.squaregrid import Square, format as format_square, parse as parse_square
from gm.rulesets.base import deep_merge

from .board import Board
from .rules import load_data

GAME = "game.toml"
STEPLESS = ("deploy", "run", "jump", "hide", "enter")   # "una acción completa ... exceptuando paso"
ORDERS = "orders.toml"


def modes_table(settings: dict) -> dict:
    return deep_merge(load_data("modes")["modes"], settings.get("modes", {}) or {})


def _ff(fid: str) -> str:
    return f"factions/{fid}.toml"


def check_board(game: dict, out: list[Problem]) -> Board | None:
    b = game.get("board") or {}
    terrain = list(b.get("terrain") or [])
    symbols = load_data("terrain")["symbols"]
    if not terrain:
        out.append(Problem(GAME, ("board", "terrain"), "found no rows, expected the board as rows of symbols"))
        return None
    width = len(terrain[0])
    for i, row in enumerate(terrain):
        if len(row) != width:
            out.append(Problem(GAME, ("board", "terrain", i), f"found a row of {len(row)} squares, expected {width} like the first row"))
        bad = sorted(set(row) - set(symbols))
        if bad:
            out.append(Problem(GAME, ("board", "terrain", i), f"found symbol {bad[0]!r}, expected one of {' '.join(sorted(symbols))}"))
    levels = list(b.get("levels") or [])
    if levels:
        if len(levels) != len(terrain):
            out.append(Problem(GAME, ("board", "levels"), f"found {len(levels)} rows, expected {len(terrain)} like terrain"))
        for i, row in enumerate(levels):
            if len(row) != width:
                out.append(Problem(GAME, ("board", "levels", i), f"found a row of {len(row)} squares, expected {width}"))
    return Board(terrain, levels or None, symbols)


def check_state(ruleset, state) -> list[Problem]:
    out: list[Problem] = []
    game, factions = state.game, state.factions
    settings = ruleset.settings(game)
    board = check_board(game, out)
    # --- characters: unique ids, unique personalities, positions ---
    owner: dict[str, str] = {}
    personalities: dict[str, tuple[str, str]] = {}
    squares: dict[tuple, str] = {}
    for fid in sorted(factions):
        f = factions[fid]
        chars = f.get("characters") or {}
        for cid in sorted(chars):
            ch = chars[cid]
            path = ("characters", cid)
            if cid in owner:
                out.append(Problem(_ff(fid), path, f"found id {cid!r} also in factions/{owner[cid]}.toml, expected character ids unique in the game"))
            owner.setdefault(cid, fid)
            if ch.get("kind") == "personalidad":
                key = str(ch.get("name", cid)).strip().casefold()
                if key in personalities:
                    pf, pc = personalities[key]
                    out.append(Problem(_ff(fid), path + ("name",), f"found personality {ch.get('name')!r} also as {pf}/{pc}, expected each personality once on the board"))
                personalities.setdefault(key, (fid, cid))
            if int(ch.get("pot_now", 0)) > int(ch.get("pot", 0)):
                out.append(Problem(_ff(fid), path + ("pot_now",), f"found {ch.get('pot_now')}, expected at most pot = {ch.get('pot')}"))
            if int(ch.get("eth_now", 0)) > int(ch.get("eth", 0)):
                out.append(Problem(_ff(fid), path + ("eth_now",), f"found {ch.get('eth_now')}, expected at most eth = {ch.get('eth')}"))
            status = ch.get("status", "reserve")
            _check_pot(ch, status, _ff(fid), path, out)
            if status != "reserve" and not ch.get("square"):
                out.append(Problem(_ff(fid), path + ("square",), f"found no square for a character with status {status!r}, expected a square"))
            if status == "reserve" and ch.get("square"):
                out.append(Problem(_ff(fid), path + ("square",), "found a square for a character in reserve, expected none (it has not entered)"))
            if ch.get("square") and board is not None and status != "reserve":
                try:
                    sq = parse_square(ch["square"])
                except ValueError:
                    continue
                if not board.in_bounds(sq):
                    out.append(Problem(_ff(fid), path + ("square",), f"found {ch['square']}, expected a square on the {board.width}x{board.height} board"))
                elif not board.walkable(sq):
                    out.append(Problem(_ff(fid), path + ("square",), f"found {ch['square']} ({board.symbol(sq)!r}), expected a square a character can stand on"))
                elif sq in squares:
                    out.append(Problem(_ff(fid), path + ("square",), f"found {ch['square']} also held by {squares[sq]}, expected one character per square"))
                squares.setdefault(sq, cid)
        total_destiny = sum(int(c.get("destiny", 0)) for c in chars.values() if not c.get("summoned"))
        if int(f.get("destiny", 0)) > total_destiny:
            out.append(Problem(_ff(fid), ("destiny",), f"found {f.get('destiny')}, expected at most {total_destiny} (the sum of the characters' destiny)"))
    check_mode(game, factions, settings, out)
    check_objective(game, factions, owner, board, out)
    check_orders(state, owner, board, out)
    return out


def _check_pot(ch: dict, status: str, file: str, path: tuple, out: list[Problem]) -> None:
    """POT 0 is "fuera de combate": a character standing (or waiting to enter) has some;
    one struck down or dead has none (healing one sets it active again)."""
    pot_now = int(ch.get("pot_now", ch.get("pot", 0)))
    if status in ("active", "reserve") and pot_now <= 0:
        out.append(Problem(file, path + ("pot_now",), f"found {pot_now} for a character with status {status!r}, "
                                                        "expected at least 1 (at 0 the status is \"down\")"))
    elif status in ("down", "dead") and pot_now > 0:
        out.append(Problem(file, path + ("pot_now",), f"found {pot_now} for a character with status {status!r}, "
                                                        "expected 0 (or status = \"active\")"))


def _points(f: dict) -> int:
    return sum(int(c.get("level", 0)) for c in (f.get("characters") or {}).values() if not c.get("summoned"))


def check_mode(game: dict, factions: dict, settings: dict, out: list[Problem]) -> None:
    mode = game.get("mode") or {}
    name = str(mode.get("name", "duelo"))
    table = modes_table(settings).get(name)
    if table is None:
        return  # the schema's enum reports it
    budget = int(mode.get("points", 0))
    n = len(factions)
    if n < int(table["min_players"]) or n > int(table["max_players"]):
        out.append(Problem(GAME, ("mode", "name"), f"found {n} players for {table['name']}, expected {table['min_players']}-{table['max_players']}"))
    teams: dict[str, list[str]] = {}
    for fid in sorted(factions):
        teams.setdefault(str(factions[fid].get("team") or fid), []).append(fid)
    points = {fid: _points(factions[fid]) for fid in sorted(factions)}
    rule = table.get("teams", "each")
    if rule == "each" and any(len(v) > 1 for v in teams.values()):
        out.append(Problem(GAME, ("mode", "name"), f"found teams of several players, expected every player alone in {table['name']}"))
    if rule in ("two", "lone") and len(teams) != 2:
        out.append(Problem(GAME, ("mode", "name"), f"found {len(teams)} teams, expected 2 in {table['name']}"))
    if rule == "lone" and len(teams) == 2 and sorted(len(v) for v in teams.values())[0] != 1:
        out.append(Problem(GAME, ("mode", "name"), f"found no lone player, expected one player against a group in {table['name']}"))
    if budget:
        per_team = rule in ("two", "lone")
        for fid in sorted(factions):
            if not per_team and points[fid] > budget:
                out.append(Problem(_ff(fid), ("characters",), f"found {points[fid]} points of characters, expected at most {budget} ({table['name']})"))
        if per_team:
            for team, fids in sorted(teams.items()):
                total = sum(points[f] for f in fids)
                if total > budget:
                    out.append(Problem(_ff(fids[0]), ("characters",), f"found {total} points in team {team}, expected at most {budget}"))
    if table.get("equal") and len(teams) >= 2:
        sums = {team: sum(points[f] for f in fids) for team, fids in teams.items()}
        if len(set(sums.values())) > 1:
            detail = ", ".join(f"{t} {p}" for t, p in sorted(sums.items()))
            out.append(Problem(GAME, ("mode", "points"), f"found sides of {detail} points, expected equal sums in {table['name']}"))


def _walkable_square(label, board: Board | None, path: tuple, what: str, out: list[Problem]) -> None:
    try:
        sq = parse_square(str(label))
    except ValueError:
        return  # the schema's pattern reports it
    if board is None:
        return
    if not board.in_bounds(sq):
        out.append(Problem(GAME, path, f"found {label}, expected {what} on the {board.width}x{board.height} board"))
    elif not board.walkable(sq):
        out.append(Problem(GAME, path, f"found {label} ({board.symbol(sq)!r}), expected {what} on a walkable square"))


def check_objective(game: dict, factions: dict, owner: dict[str, str], board: Board | None,
                    out: list[Problem]) -> None:
    """The object objective (where it lies, who carries it) and the traps."""
    mode = game.get("mode") or {}
    battle = game.get("battle") or {}
    if mode.get("objective") in ("hold", "object") and not mode.get("objective_square"):
        out.append(Problem(GAME, ("mode", "objective_square"),
                           f"found none, expected a square for objective = {mode.get('objective')!r}"))
    elif mode.get("objective") in ("hold", "object"):
        _walkable_square(mode["objective_square"], board, ("mode", "objective_square"), "the objective", out)
    is_object = mode.get("objective") == "object"
    for key in ("object_square", "object_carrier"):
        if battle.get(key) and not is_object:
            out.append(Problem(GAME, ("battle", key), "found an object's state, expected mode.objective = \"object\""))
    carrier = battle.get("object_carrier")
    if carrier and is_object:
        if carrier not in owner:
            out.append(Problem(GAME, ("battle", "object_carrier"), f"found {carrier!r}, expected a character id of this game"))
        else:
            ch = factions[owner[carrier]]["characters"][carrier]
            if ch.get("status") != "active":
                out.append(Problem(GAME, ("battle", "object_carrier"),
                                   f"found {carrier!r} with status {ch.get('status')!r}, expected an active carrier (a fallen one drops it)"))
        if battle.get("object_square"):
            out.append(Problem(GAME, ("battle", "object_square"), "found a square and a carrier, expected one of them"))
    if battle.get("object_square") and is_object:
        _walkable_square(battle["object_square"], board, ("battle", "object_square"), "the object", out)
    seen: dict[str, str] = {}
    for tid, trap in sorted((game.get("traps") or {}).items()):
        path = ("traps", tid)
        if trap.get("owner") not in factions:
            out.append(Problem(GAME, path + ("owner",), f"found {trap.get('owner')!r}, expected one of {', '.join(sorted(factions))}"))
        for j, fid in enumerate(trap.get("known") or []):
            if fid not in factions:
                out.append(Problem(GAME, path + ("known", j), f"found {fid!r}, expected one of {', '.join(sorted(factions))}"))
        sq = str(trap.get("square", ""))
        _walkable_square(sq, board, path + ("square",), "a trap", out)
        if sq in seen:
            out.append(Problem(GAME, path + ("square",), f"found {sq} also trapped by {seen[sq]}, expected one trap per square"))
        seen.setdefault(sq, tid)


def check_orders(state, owner: dict[str, str], board: Board | None, out: list[Problem]) -> None:
    doc = state.orders or {}
    for fid, entry in sorted((doc.get("factions") or {}).items()):
        if fid not in state.factions:
            out.append(Problem(ORDERS, ("factions", fid), f"found faction {fid!r}, expected one of {', '.join(sorted(state.factions))}"))
            continue
        for i, o in enumerate((entry or {}).get("orders") or []):
            path = ("factions", fid, "orders", i)
            cid = o.get("character")
            if cid is not None and owner.get(cid) != fid:
                out.append(Problem(ORDERS, path + ("character",), f"found {cid!r}, expected one of {fid}'s characters: {', '.join(sorted(c for c, f in owner.items() if f == fid))}"))
                continue
            if o.get("step") and o.get("type") in STEPLESS:
                out.append(Problem(ORDERS, path + ("step",), f"found a step on a {o['type']!r} order, expected none "
                                                              "(a complete action or a deployment takes no step)"))
            # a target is not checked against the game's characters: that would tell a player
            # which hidden characters exist; the turn answers an unseen target as one that is not there
            if o.get("type") == "talent" and cid:
                tal = (state.factions[fid]["characters"][cid].get("talents") or {})
                if o.get("talent") not in tal:
                    out.append(Problem(ORDERS, path + ("talent",), f"found {o.get('talent')!r}, expected one of {cid}'s talents: {', '.join(sorted(tal)) or 'none'}"))
            if board is None:
                continue
            for key in ("square", "step", "to"):
                if o.get(key):
                    _square_on_board(o[key], board, path + (key,), out)
            for j, s in enumerate(o.get("path") or []):
                _square_on_board(s, board, path + ("path", j), out)


def _square_on_board(label: str, board: Board, path: tuple, out: list[Problem]) -> None:
    try:
        sq = parse_square(label)
    except ValueError:
        return  # the schema's pattern reports it
    if not board.in_bounds(sq):
        last = format_square(Square(board.width - 1, board.height - 1))
        out.append(Problem(ORDERS, path, f"found {label}, expected a square from A1 to {last}"))
