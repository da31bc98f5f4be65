"""A large Eraide battle: N characters (the `factions` argument counts characters, as the
issue measures eraide) in factions of ten, mode `historia` (1-26 players, no point
budget), on a 100 x 100 board (columns A..CV, rows 1..100) whatever N, so that ten times
the characters is ten times the work on the same board.

The board: open ground with scattered walls, hills (levels 1-3) and, for every two
factions, a skirmish zone: the two lines of characters face each other across one empty
row, a wall with a closed and an open door on the zone's west side, objects (one of
them in the middle row: cover), a large object and a gap; every third zone is raised
one level. Every character gets busy orders, so the round exercises the rules: archers
shoot across the middle row (some with destiny, some through cover), melee fighters step
into it and strike, casters throw a blinding bolt (ether), some hide (Acechar), some run
back, some make a check, one in ten is marked `late`. Orders that the dice or the others'
moves make impossible are rejected, as a GM's would be.
"""

from __future__ import annotations

import math

from gm.engine.state import GameState
from gm.errors import Msg
from gm.text.i18n import say
from gm.geometry.squaregrid import Square, chebyshev, format as square_label

WIDTH, HEIGHT = 100, 100
PER_FACTION = 10
MAX_FACTIONS = 26
LINE = 20  # at most this many characters side by side; more go in rows behind

TEMPLATE = {
    "name": "", "level": 6, "kind": "unidad", "profession": "lansquenete",
    "agi": 12, "pot": 12, "eth": 0, "attack": 5, "attack_letter": "B", "range": 1,
    "damage": 5, "damage_letter": "B", "defence": 4, "defence_letter": "B", "destiny": 1,
    "status": "active", "square": "", "pot_now": 12, "eth_now": 0,
}
ARCHER = {"profession": "montero", "range": 6, "attack": 6, "attack_letter": "C"}
CASTER = {"profession": "canalizador", "eth": 4, "eth_now": 4, "talents": {"rayo": {
    "name": "Rayo cegador",  # literal: a talent's name in the generated sheets (game data)
    "action": "partial", "effect": "strike", "ether": 2, "range": 4,
    "attack": 6, "damage": 4, "letter": "C", "state": "cegado", "rounds": 1}}}
PACKAGE = "gm.rulesets.eraide"
LANG = "es"   # the generated game's language (game.toml lang)
TOKENS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def square(col: int, row: int) -> str:
    return square_label(Square(col, row))


def _split(n: int) -> list[int]:
    """Characters per faction: factions of about ten (2 to 26 factions)."""
    nf = min(MAX_FACTIONS, max(2, math.ceil(n / PER_FACTION)))
    return [n // nf + (1 if f < n % nf else 0) for f in range(nf)]


def _zones(count: int, width: int, height: int) -> list[tuple[int, int]]:
    """Top-left corners of `count` zones of width x height, spread over the board."""
    sx, sy = width + 4, height + 4
    per_row, rows = (WIDTH - 4) // sx, (HEIGHT - 4) // sy
    grid = [(2 + c * sx, 2 + r * sy) for r in range(rows) for c in range(per_row)]
    if count > len(grid):
        raise ValueError(f"{count} skirmish zones of {width}x{height} do not fit a {WIDTH}x{HEIGHT} board")
    stride = len(grid) / count
    return [grid[int(i * stride)] for i in range(count)]


def _terrain(corners, zw: int, zh: int, lines: int, across: int):
    """(terrain rows, level rows, each zone's middle row): open ground with hills and
    scattered walls; each zone a west wall with doors, objects, a large object, a gap."""
    terrain = [["."] * WIDTH for _ in range(HEIGHT)]
    levels = [[0] * WIDTH for _ in range(HEIGHT)]
    in_zone = [[False] * WIDTH for _ in range(HEIGHT)]
    for z, (zx, zy) in enumerate(corners):
        for y in range(zy - 1, zy + zh + 1):
            for x in range(zx - 1, zx + zw + 1):
                if 0 <= x < WIDTH and 0 <= y < HEIGHT:
                    in_zone[y][x] = True
                    levels[y][x] = 1 if z % 3 == 1 else 0
    for y in range(HEIGHT):
        for x in range(WIDTH):
            if in_zone[y][x]:
                continue
            hx, hy = x % 25 - 12, y % 25 - 12
            levels[y][x] = max(0, 3 - max(abs(hx), abs(hy)) // 2)
            if (x * 7 + y * 13) % 41 == 0:
                terrain[y][x] = "#"
            elif (x * 11 + y * 5) % 53 == 0:
                terrain[y][x] = "o"
    middles = []
    for zx, zy in corners:
        m = zy + 2 + lines
        middles.append(m)
        for y in range(zy, zy + zh):
            terrain[y][zx] = "#"
        terrain[m][zx] = "+"
        terrain[m - 1][zx] = "/"
        terrain[m][zx + 1] = "o"
        if across > 3:
            terrain[m][zx + 5] = "o"       # cover for the archer shooting across it
        terrain[zy][zx + zw - 1] = "O"
        terrain[zy + zh - 1][zx + zw - 1] = "_"
    return terrain, levels, middles


class _Cast:
    """The characters and where they stand: sheets per faction, square, faction, slot."""

    def __init__(self, sizes: list[int], corners, middles):
        self.factions: dict[str, dict] = {}
        self.where: dict[str, tuple[int, int]] = {}
        self.team_of: dict[str, str] = {}
        self.slot: dict[str, tuple[int, int, int]] = {}  # cid -> (faction index, position j, zone)
        self.at: dict[tuple[int, int], str] = {}
        self.middles = middles
        i = 0
        for f, size in enumerate(sizes):
            fid = f"bando{f:02d}"
            self.factions[fid] = {"id": fid, "name": f"Bando {f}", "edge": "north" if f % 2 == 0 else "south",
                                  "destiny": 0, "characters": {}}
            for j in range(size):
                self._place(f, fid, j, i, corners[f // 2], middles[f // 2])
                i += 1

    def _place(self, f: int, fid: str, j: int, i: int, corner, m: int) -> None:
        cid = f"c{i:04d}"
        ch = dict(TEMPLATE)
        if j % 10 == 4:
            ch.update(CASTER)
        elif j % 3 == 0:
            ch.update(ARCHER)
        col = corner[0] + 2 + j % LINE
        depth = 1 + j // LINE
        row = m - depth if f % 2 == 0 else m + depth
        ch.update(name=f"Guerrero {i}", token=TOKENS[i % len(TOKENS)], square=square(col, row),
                  agi=10 + (i * 7) % 5, skills={"acechar": 2 + j % 3, "advertir": 1 + i % 3})
        self.factions[fid]["characters"][cid] = ch
        self.factions[fid]["destiny"] += ch["destiny"]
        self.where[cid] = (col, row)
        self.at[(col, row)] = cid
        self.team_of[cid] = fid
        self.slot[cid] = (f, j, f // 2)

    def nearest_enemy(self, cid: str) -> str | None:
        fid, (col, row) = self.team_of[cid], self.where[cid]
        facing = self.at.get((col, 2 * self.middles[self.slot[cid][2]] - row))
        if facing and self.team_of[facing] != fid:
            return facing
        enemies = [e for e in self.where if self.team_of[e] != fid]
        if not enemies:
            return None
        return min(enemies, key=lambda e: (chebyshev(Square(*self.where[e]), Square(col, row)), e))

    def order(self, cid: str, lines: int) -> dict:
        """A busy order for `cid`, by its position in its line."""
        f, j, _z = self.slot[cid]
        col, row = self.where[cid]
        ahead = 1 if f % 2 == 0 else -1          # towards the middle row
        target = self.nearest_enemy(cid)
        kind = j % 10
        if kind == 4 and target:
            o = {"type": "talent", "character": cid, "talent": "rayo", "target": target}
        elif kind == 5:
            o = {"type": "hide", "character": cid}
        elif kind == 7:
            o = {"type": "run", "character": cid, "path": [square(col, row - ahead * s) for s in (lines, lines + 1)]}
        elif kind == 8:
            o = {"type": "check", "character": cid, "skill": "advertir", "difficulty": 12}
        elif kind == 6 and f % 2 == 0:
            # a trap in front, destiny on a failed roll: a deed the other side must not hear of
            o = {"type": "set_trap", "character": cid, "square": square(col, row + ahead), "destiny": True}
        elif target and j % 3 == 0:
            o = {"type": "attack", "character": cid, "target": target}
            if j % 2 == 0:
                o["destiny"] = True
        elif target and (col % 2 == 0) == (f % 2 == 0) and j < LINE:
            o = {"type": "attack", "character": cid, "target": target, "step": square(col, row + ahead)}
        elif target:
            o = {"type": "attack", "character": cid, "target": target}
        else:
            o = {"type": "wait", "character": cid}
        if kind == 9 and f % 2 == 0:
            o["late"] = True
        return o


def build(n: int, seed: str, ruleset) -> GameState:
    sizes = _split(n)
    nf = len(sizes)
    k = max(sizes)
    across = min(k, LINE)
    lines = math.ceil(k / LINE)
    zw, zh = across + 4, 2 * lines + 5
    corners = _zones(math.ceil(nf / 2), zw, zh)
    terrain, levels, middles = _terrain(corners, zw, zh, lines, across)
    cast = _Cast(sizes, corners, middles)
    orders: dict = {"turn": 1, "factions": {}}
    for cid in sorted(cast.where):
        orders["factions"].setdefault(cast.team_of[cid], {"orders": []})["orders"].append(cast.order(cid, lines))
    game = {
        "ruleset": "eraide", "turn": 1, "game_id": "generado", "title": say(LANG, "eraide.generated.title", PACKAGE, characters=n), "lang": "es",
        "mode": {"name": "historia", "points": 0, "objective": "eliminate", "rounds": 12},
        "board": {"terrain": ["".join(r) for r in terrain], "levels": ["".join(str(v) for v in r) for r in levels]},
    }
    state = GameState(game, cast.factions, orders)
    state.describe = {"describe": Msg("eraide.generated.describe", PACKAGE, characters=n, factions=nf,
                                      width=WIDTH, height=HEIGHT)}  # worded in the CLI's language
    return state
