"""Small primordia turn directories for regression tests: a map, races, orders, forced dice."""

from __future__ import annotations

from pathlib import Path

import tomli_w

from gm.engine.pipeline import resolve_files
from gm.engine.validate import validate_dir

ROOT = Path(__file__).resolve().parents[3]

# 6 columns x 4 rows of plain, sea in column A (A1..A4).
PLAIN = ["Ma Ll Ll Ll Ll Ll", "Ma Ll Ll Ll Ll Ll", "Ma Ll Ll Ll Ll Ll", "Ma Ll Ll Ll Ll Ll"]

RACES = {"tuarian": ["disciplina", "fertiles"], "marmoreos": ["canteros", "tozudos"],
         "shellians": ["marinos", "mareas"], "terales": ["cazadores", "sabios"]}


def unit(kind: str, hex_label: str, life: int | None = None, **extra) -> dict:
    """A unit at `life` (default 10, or its type's Vida when that is less: `validate`
    refuses a life above the maximum)."""
    if life is None:
        from gm.registry import get

        life = min(10, get("primordia").rules({}).units[kind]["vida"])
    return {"type": kind, "hex": hex_label, "life": life, "xp": 0, "upgrades": [], **extra}


def faction(fid: str, *, units=None, settlements=None, armies=None, pool=None, discoveries=None, **extra) -> dict:
    f = {"id": fid, "name": fid.capitalize(), "player": "p", "race": fid, "abilities": RACES[fid], "government": "tribu",
         "allies": [], "capital": "", "next_id": 50, "discoveries": discoveries or ["fuego_es_amigo"],
         "pool": {"comida": 50, "madera": 50, "piedra": 50, "metal": 0, "oro": 50, "poder": 0, **(pool or {})}}
    f.update(extra)
    if settlements:
        f["settlements"] = settlements
        f["capital"] = f["capital"] or sorted(settlements)[0]
    if units:
        f["units"] = units
    if armies:
        f["armies"] = armies
    return f


def settlement(name: str, hex_label: str, population: int = 100, **extra) -> dict:
    return {"name": name, "hex": hex_label, "type": "aldea", "population": population, "structures": [], "quiet_turns": 0, **extra}


def build(root: Path, factions: dict, orders: dict, *, terrain=None, dice=None, settings=None, turn=1, deposits=None,
          next_deposit=1) -> Path:
    """Write a turn directory; `orders`: faction id -> list of order dicts."""
    terrain = terrain or PLAIN
    game = {"ruleset": "primordia", "turn": turn, "game_id": "primordia-test", "title": "Prueba", "lang": "es",
            "seed": "primordia-test-seed",
            "world": {"width": len(terrain[0].split()), "height": len(terrain), "terrain": terrain, "rivers": [], "roads": [],
                      "next_deposit": next_deposit, "deposits": deposits or {}}}
    if settings:
        game["settings"] = settings
    root.mkdir(parents=True, exist_ok=True)
    (root / "game.toml").write_text(tomli_w.dumps(game))
    (root / "factions").mkdir(exist_ok=True)
    for fid, f in factions.items():
        (root / "factions" / f"{fid}.toml").write_text(tomli_w.dumps(f))
    doc = {"turn": turn, "factions": {fid: {"orders": list(os)} for fid, os in orders.items()}}
    (root / "orders.toml").write_text(tomli_w.dumps(doc))
    if dice:
        (root / "dice.toml").write_text(tomli_w.dumps(dice))
    return root


def resolve(root: Path):
    v = validate_dir(root)
    assert v.ok, [p.format() for p in v.problems]
    res = resolve_files(root)
    assert res.missing_messages == set(), res.missing_messages  # every sentence and roll label worded
    return res


def outcome(res, fid: str, number: int):
    """The outcome of a faction's order (1-based, as players count)."""
    return res.context.outcomes[(fid, number)]


def text(res, rel: str) -> str:
    return res.files[rel].decode("utf-8")


def state_of(res, fid: str) -> dict:
    import tomllib

    return tomllib.loads(text(res, f"factions/{fid}.toml"))


def write_state(root: Path, state) -> Path:
    """A GameState (new_game) written as a turn directory with no orders."""
    root.mkdir(parents=True, exist_ok=True)
    game = dict(state.game, seed="primordia-idle-seed")
    (root / "game.toml").write_text(tomli_w.dumps(game))
    (root / "factions").mkdir(exist_ok=True)
    for fid, f in state.factions.items():
        (root / "factions" / f"{fid}.toml").write_text(tomli_w.dumps(f))
    (root / "orders.toml").write_text(f"turn = {state.game['turn']}\n")
    return root
