"""Eraide: the tactical board with walls, objects, elevation and the characters.

Board symbols (game.toml [board] terrain, src/gm/rulesets/eraide/data/terrain.toml):
'.' floor, '#' wall, 'o' object (cover), 'O' large object (blocks sight), '+' closed
door, '/' open door, '_' pit. `levels` digits are elevation, shown as '+N' in a corner.
Characters: a circle (down: a triangle, dead: a cross) in their side's colour with
their token; the note is their current POT and state abbreviations. A character in the
state `acechando` (hidden) is drawn dashed and ONLY on its own side's maps (its player's
and its teammates') and the GM's.
A trap is a black ring on its square ('^' in the text map), only on the maps of the sides
that know it (its own side, the sides that found it) and the GM's; on every map when the
game's traps are not hidden (`traps.hidden = false`).
"""

from __future__ import annotations

from dataclasses import replace

from gm.geometry import squaregrid
from gm.maps import palette
from gm.text.i18n import say
from gm.maps.spec import Cell, LegendEntry, MapSpec, Marker

PACKAGE = "gm.rulesets.eraide"
SYMBOLS = {   # symbol -> (fill, pattern, its legend's catalog key eraide.map.<key>)
    "#": ("wall", None, "wall"),
    "o": ("object", None, "object"),
    "O": ("object", "cross", "large_object"),
    "+": ("door", None, "closed_door"),
    "/": ("door", "vlines", "open_door"),
    "_": ("pit", "hlines", "pit"),
}
STATE_ABBR = {"aturdido": "atu", "cegado": "ceg", "envenenado": "ven", "paralizado": "par", "condenado": "con",
              "via_cerrada": "via", "agotado": "ago", "furia": "fur", "pacifico": "pac", "acechando": "ace"}
HIDDEN_STATE = "acechando"
SHAPE = {"active": "circle", "down": "triangle", "dead": "cross"}


def _board(game: dict, lang: str) -> tuple[int, int, dict[str, Cell], set[str]]:
    board = game.get("board", {}) or {}
    rows = list(board.get("terrain") or [])
    levels = list(board.get("levels") or [])
    w = max((len(r) for r in rows), default=1)
    cells: dict[str, Cell] = {}
    used: set[str] = set()
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            lvl = levels[y][x] if y < len(levels) and x < len(levels[y]) else "0"
            corner = f"+{lvl}" if lvl not in ("0", "") else ""
            sq = squaregrid.format(squaregrid.Square(x, y))
            if ch in SYMBOLS:
                fill, pattern, _ = SYMBOLS[ch]
                used.add(ch)
                cells[sq] = Cell(fill, pattern=pattern, corner=corner, text=ch)
            elif corner:
                cells[sq] = Cell("terrain.plains", corner=corner, text=lvl)
    return w, max(len(rows), 1), cells, used


def _team(factions: dict, fid: str) -> str:
    return str((factions.get(fid) or {}).get("team") or fid)


def known_traps(game: dict, factions: dict, viewer: str | None, hidden: bool = True) -> list[str]:
    """The squares of the traps `viewer` ('gm', a side, None: the public) may see."""
    out = []
    for _tid, trap in sorted((game.get("traps") or {}).items()):
        owner = str(trap.get("owner", ""))
        if (viewer == "gm" or not hidden or viewer is not None and viewer in factions
                and (_team(factions, viewer) == _team(factions, owner) or viewer in (trap.get("known") or []))):
            out.append(str(trap.get("square", "")))
    return out


def _with_traps(cells: dict[str, Cell], squares: list[str]) -> dict[str, Cell]:
    cells = dict(cells)
    for sq in squares:
        cell = cells.get(sq) or Cell(None, text=".")
        cells[sq] = replace(cell, border="black", text="^" if cell.text in ("", ".") else cell.text)
    return cells


def build_map(game: dict, factions: dict[str, dict], viewer: str | None, lang: str = "es", title: str = "",
              board: tuple | None = None, hidden_traps: bool = True) -> MapSpec:
    """The board as `viewer` sees it: a side id, 'gm' (everything) or None (public).
    `board` is `_board(game, lang)` when the caller draws several maps of one board."""
    w, h, cells, used = board if board is not None else _board(game, lang)
    styles = palette.faction_styles(factions)
    markers: list[Marker] = []
    hidden_any = False
    for fid in sorted(factions):
        for cid, c in sorted((factions[fid].get("characters") or {}).items()):
            sq = c.get("square")
            status = c.get("status", "active")
            if not sq or status == "reserve":
                continue
            states = c.get("states") or {}
            hidden = HIDDEN_STATE in states
            if hidden and viewer != "gm" and not (viewer in factions and _team(factions, viewer) == _team(factions, fid)):
                continue   # a lurker is seen by its own side only (its player and teammates)
            hidden_any = hidden_any or hidden
            abbr = " ".join(STATE_ABBR.get(s, s[:3]) for s in sorted(states) if s != HIDDEN_STATE)
            note = f"{c.get('pot_now', c.get('pot', ''))}" + (f" {abbr}" if abbr else "")
            token = c.get("token") or cid[:1].upper()
            markers.append(Marker(sq, token, SHAPE.get(status, "circle"), styles[fid].colour, dashed=hidden, note=note))
    legend = [LegendEntry(factions[f].get("name", f), styles[f].colour, "circle", styles[f].pattern) for f in sorted(factions)]
    for ch in sorted(used, key=list(SYMBOLS).index):
        fill, pattern, key = SYMBOLS[ch]
        legend.append(LegendEntry(_say(lang, key), fill, "swatch", pattern, symbol=ch))
    legend.append(LegendEntry(_say(lang, "down"), "grey", "triangle"))
    legend.append(LegendEntry(_say(lang, "dead"), "grey", "cross"))
    if hidden_any:
        legend.append(LegendEntry(_say(lang, "lurking"), "grey", "circle", dashed=True))
    traps = [sq for sq in known_traps(game, factions, viewer, hidden_traps) if _on_board(sq, w, h)]
    if traps:
        cells = _with_traps(cells, traps)
        legend.append(LegendEntry(_say(lang, "known_trap"), "black", "border", symbol="^"))
    notes = [_say(lang, "note")]
    base = game.get("title", "") or "Eraide"
    heading = _say(lang, "title", game=base, round=round_drawn(game), viewer=title or "-", seen="yes" if title else "no")
    return MapSpec("square", w, h, title=heading, cells=cells,
                   markers=markers, legend=legend, notes=notes)


def _say(lang: str, key: str, **params) -> str:
    return say(lang, f"eraide.map.{key}", PACKAGE, **params)


def _on_board(label: str, w: int, h: int) -> bool:
    try:
        return squaregrid.in_bounds(squaregrid.parse(label), (w, h))
    except ValueError:
        return False


def round_drawn(game: dict):
    """The round the map shows: the game is the state the round ends in, titled with the
    turn resolved; a kept `[battle] round` already counts the next round."""
    battle = game.get("battle") or {}
    return int(battle["round"]) - 1 if "round" in battle else game.get("turn", "")


def build_maps(game: dict, factions: dict[str, dict], events=(), settings: dict | None = None, lang: str = "es") -> dict[str, MapSpec]:
    """{'public': no hidden characters, 'gm': everything, '<side>': its own hidden ones too}."""
    board = _board(game, lang)   # the same ground under every map: read it once
    hidden = bool(((settings or {}).get("traps") or {}).get("hidden", True))
    out = {"public": build_map(game, factions, None, lang, board=board, hidden_traps=hidden),
           "gm": build_map(game, factions, "gm", lang, "GM", board=board, hidden_traps=hidden)}
    for fid in sorted(factions):
        out[fid] = build_map(game, factions, fid, lang, factions[fid].get("name", fid), board=board,
                             hidden_traps=hidden)
    return out
