"""A large Eraide battle: N characters (the `factions` argument counts characters, as the
issue measures eraide) in teams of ten, mode `historia` (1-26 players, no point budget),
on the largest board the schema allows (26 columns x 40 rows; the issue's 100x100 is
beyond the A1..Z99 square names and the 40-row limit). Every character gets one order:
half attack the nearest enemy, the rest run two squares toward the middle."""

from __future__ import annotations

import copy
import math
import string

from gm.engine.state import GameState

WIDTH, HEIGHT = 26, 40
PER_FACTION = 10
MAX_FACTIONS = 26

TEMPLATE = {
    "name": "", "level": 6, "kind": "unidad", "profession": "lansquenete",
    "agi": 12, "pot": 12, "eth": 0, "attack": 5, "attack_letter": "B", "range": 1,
    "damage": 5, "damage_letter": "B", "defence": 4, "defence_letter": "B", "destiny": 1,
    "status": "active", "square": "", "pot_now": 12, "eth_now": 0,
}
ARCHER = {"profession": "montero", "range": 6, "attack": 6, "attack_letter": "C"}


def square(col: int, row: int) -> str:
    return f"{string.ascii_uppercase[col]}{row + 1}"


def build(n: int, seed: str, ruleset) -> GameState:
    nf = min(MAX_FACTIONS, max(2, math.ceil(n / PER_FACTION)))
    if n > WIDTH * (HEIGHT - 2):
        raise ValueError(f"{n} characters do not fit a {WIDTH}x{HEIGHT} board")
    terrain = []
    for r in range(HEIGHT):
        row = ["."] * WIDTH
        if r % 8 == 4:  # a few walls and some cover
            for c in range(3, WIDTH - 3, 6):
                row[c] = "#"
                row[c + 1] = "o"
        terrain.append("".join(row))
    free = [(c, r) for r in range(HEIGHT) for c in range(WIDTH) if terrain[r][c] == "."]
    # spread characters evenly over the free squares, faction by faction in turn
    step = max(1, len(free) // n)
    spots = free[::step][:n]
    factions: dict[str, dict] = {}
    where: dict[str, tuple[int, int]] = {}
    team_of: dict[str, str] = {}
    for i in range(n):
        fid = f"bando{i % nf:02d}"
        f = factions.setdefault(fid, {"id": fid, "name": f"Bando {i % nf}", "edge": "north", "destiny": 0, "characters": {}})
        cid = f"c{i:04d}"
        ch = copy.deepcopy(TEMPLATE)
        if i % 3 == 0:
            ch.update(ARCHER)
        col, row = spots[i]
        ch.update(name=f"Guerrero {i}", token=string.ascii_letters[i % 52], square=square(col, row))
        f["characters"][cid] = ch
        f["destiny"] += ch["destiny"]
        where[cid] = (col, row)
        team_of[cid] = fid
    orders = {"turn": 1, "factions": {}}
    ids = sorted(where)
    for k, cid in enumerate(ids):
        fid = team_of[cid]
        col, row = where[cid]
        if k % 2 == 0:
            enemies = [e for e in ids if team_of[e] != fid]
            target = min(enemies, key=lambda e: (abs(where[e][0] - col) + abs(where[e][1] - row), e))
            o = {"type": "attack", "character": cid, "target": target}
        else:
            dr = 1 if row < HEIGHT // 2 else -1
            path = [square(col, row + dr), square(col, row + 2 * dr)]
            o = {"type": "run", "character": cid, "path": path}
        orders["factions"].setdefault(fid, {"orders": []})["orders"].append(o)
    game = {
        "ruleset": "eraide", "turn": 1, "game_id": "generado", "title": f"Generated: {n} characters", "lang": "es",
        "mode": {"name": "historia", "points": 0, "objective": "eliminate", "rounds": 12},
        "board": {"terrain": terrain},
    }
    state = GameState(game, factions, orders)
    state.describe = {"describe": f"{n} characters in {nf} factions, {WIDTH}x{HEIGHT} board"}
    return state
