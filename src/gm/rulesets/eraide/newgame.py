"""`gm init eraide`: a Duelo (or a Batalla for 3-4 players) with the example characters,
and the blank orders template of each round."""
from __future__ import annotations

import copy

from gm.dice.rng import KeyedFaces
from gm.engine.state import GameState
from gm.errors import Msg, UsageProblem
from gm.text.i18n import say

from .rules import load_data

PACKAGE = "gm.rulesets.eraide"
LANG = "es"   # the new game's language (game.toml lang)
EDGES = ("south", "north", "west", "east")
NAMES = {"rojo": "Casa Roja", "azul": "Orden Azul", "verde": "Liga Verde", "negro": "Hermandad Negra"}  # literal: names (each "la …": articulo, genero below)
IDS = ("rojo", "azul", "verde", "negro")

DUEL_BOARD = {
    "terrain": [
        "............",
        "...o....o...",
        ".##......##.",
        "......#.....",
        "..o...#..._.",
        "..o......._.",
        ".....#......",
        ".##......##.",
        "...o....o...",
        "............",
    ],
    "levels": [
        "000000000000",
        "000000000000",
        "000000000000",
        "000000011100",
        "000000011100",
        "000000011100",
        "000000011100",
        "000000000000",
        "000000000000",
        "000000000000",
    ],
}


def sample_characters() -> dict[str, dict]:
    return copy.deepcopy(load_data("samples")["characters"])


def fresh(sheet: dict) -> dict:
    """A sheet ready for the prologue: off the board until deployed."""
    ch = copy.deepcopy(sheet)
    ch.update({"status": "reserve", "pot_now": int(ch["pot"]), "eth_now": int(ch["eth"])})
    ch.setdefault("skills", {})
    ch.setdefault("talents", {})
    return ch


def _teams(n: int, seed: str) -> list[list[str]]:
    """Deal the examples; a duel keeps both sides at 20 points (a die picks the split)."""
    faces = KeyedFaces(seed)
    if n == 2:
        sixes = ["brann", "ilse", "otto"]
        lone = sixes[faces.face("init/split", 0, 1, 3) - 1]   # the six that joins nyx and selene
        rest = [c for c in sixes if c != lone]
        sides = [sorted([lone, "nyx", "selene"]), sorted(rest + ["mael"])]
        if faces.face("init/edges", 0, 1, 2) == 2:
            sides.reverse()
        return sides
    order = ["brann", "ilse", "nyx", "otto", "selene", "mael"]
    start = faces.face("init/deal", 0, 1, 6) - 1
    order = order[start:] + order[:start]
    return [sorted(order[i::n]) for i in range(n)]


def deploy_square(edge: str, k: int) -> str:
    """The k-th example deployment square near an edge (columns C, F, J...)."""
    cols = "CFJEHK"
    col = cols[k % len(cols)]
    row = {"south": 9, "north": 2}.get(edge)
    if row is not None:
        return f"{col}{row}"
    # west / east: along the side columns
    rows = [3, 6, 9, 4, 7, 10]
    return f"{'A' if edge == 'west' else 'L'}{rows[k % len(rows)]}"


def new_game(ruleset, factions: int, seed: str) -> GameState:
    if not 2 <= factions <= 4:
        raise UsageProblem(Msg("eraide.usage.factions", PACKAGE, found=factions))  # worded in the CLI's language
    samples = sample_characters()
    teams = _teams(factions, seed)
    fs: dict[str, dict] = {}
    orders: dict = {"turn": 1, "factions": {}}
    for i, chars in enumerate(teams):
        fid = IDS[i]
        edge = EDGES[i]
        sheets = {cid: fresh(samples[cid]) for cid in chars}
        fs[fid] = {"id": fid, "name": NAMES[fid], "articulo": True, "genero": "feminine", "player": f"Jugador {i + 1}", "edge": edge,
                   "destiny": sum(int(s["destiny"]) for s in sheets.values()), "characters": sheets}
        orders["factions"][fid] = {
            "note": say(LANG, "eraide.generated.deploy_note", PACKAGE),
            "orders": [{"type": "deploy", "character": cid, "square": deploy_square(edge, k)}
                       for k, cid in enumerate(chars)]}
    points = max(sum(int(s["level"]) for s in f["characters"].values()) for f in fs.values())
    mode = {"name": "duelo" if factions == 2 else "batalla", "points": points, "objective": "eliminate", "rounds": 12}
    # turn 1 (the directory turn-01) holds round 0, the prologue: `[battle] round` counts
    # the rounds from there while the engine counts the turns
    game = {"ruleset": "eraide", "turn": 1, "game_id": "eraide-duelo" if factions == 2 else "eraide-batalla",
            "title": say(LANG, "eraide.generated.duel_title" if factions == 2 else "eraide.generated.battle_title", PACKAGE),
            "lang": "es", "mode": mode, "board": copy.deepcopy(DUEL_BOARD),
            "battle": {"round": 0, "finished": False}}
    return GameState(game, fs, orders)


def orders_template(state: GameState) -> dict:
    return {"turn": state.turn, "factions": {fid: {"orders": []} for fid in sorted(state.factions)}}
