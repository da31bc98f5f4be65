"""Small hand-made games for tests and examples: a few empires on a small map,
resolved in memory with recorded dice. No files needed."""

from __future__ import annotations

import copy

from gm.engine.state import GameState
from gm.text.i18n import Catalog

from gm.rulesets.sector import rules
from gm.rulesets.sector.newgame import empire_faction, finish_world, home_system

HOMES = {"federacion": ("tierra", "C3"), "klingon": ("qonos", "H3"),
         "romulano": ("romulus", "C8"), "cardasiano": ("cardassia-prime", "H8")}


def small_game(empires=("federacion", "klingon"), size: int = 10, turn: int = 2,
               systems: dict | None = None, sectors: dict | None = None, npc: str | None = None,
               settings: dict | None = None) -> GameState:
    """Empires at fixed homes on a size x size map (default 10x10), turn 2 (no first-turn rule)."""
    cfg = rules.settings({"settings": settings or {}})
    races = cfg["races"]
    sys_, factions = {}, {}
    homes = dict(HOMES)
    if npc:
        homes[npc] = ("npc-home", "E10" if size >= 10 else "A1")
    for fid in list(empires) + ([npc] if npc else []):
        sid, sector = homes[fid]
        race = races[fid] if fid in races else races["npc"][fid]
        s = home_system(race, sector)
        s["owner"], s["status"] = fid, "home"
        sys_[sid] = s
        factions[fid] = empire_faction(fid, race, sid, sector, cfg, npc=(fid == npc))
    sys_.update(copy.deepcopy(systems or {}))
    game = {"ruleset": "sector", "turn": turn, "game_id": "test", "title": "test", "seed": "test",
            "world": {"width": size, "height": size, "sectors": copy.deepcopy(sectors or {}),
                      "systems": sys_, "territory": {}, "relations": {}}}
    if settings:
        game["settings"] = copy.deepcopy(settings)
    finish_world(game, factions, cfg)
    return GameState(game, factions, {"turn": turn, "factions": {}})


def knows(state: GameState, fid: str, *sysids: str) -> GameState:
    """The systems on the empire's map, as its sensors left them last turn (inciting one
    needs it there: a world off the map reads as none)."""
    systems = state.game["world"]["systems"]
    for sysid in sysids:
        s = systems[sysid]
        state.factions[fid].setdefault("known", {})[s["sector"]] = {
            "terrain": "system", "turn": state.game["turn"] - 1, "system": sysid, "name": s["name"], **({"owner": s["owner"]} if s.get("owner") else {})}
    return state


def give_orders(state: GameState, orders: dict[str, list[dict]]) -> GameState:
    state.orders = {"turn": state.turn, "factions": {fid: {"orders": list(o)} for fid, o in orders.items()}}
    return state


def run(state: GameState, dice: dict[str, list[int]] | None = None, seed: str = "test", lang: str = "es",
        streams: bool = False):
    """Resolve one turn in memory. `dice` keys are relative ("nebula/klingon/kli-1");
    `streams`: each audience's dice from its own stream, as with a secret seed."""
    from gm.engine.pipeline import run_phases
    from gm.registry import get

    prefix = f"t{state.turn:02d}/"
    recorded = {prefix + k: list(v) for k, v in (dice or {}).items()} or None
    if streams:
        return run_phases(get("sector"), state, seed, lang, recorded, streams=True)
    return run_phases(get("sector"), state, seed, lang, recorded)


def render_all(ctx, fmt: str = "markdown") -> dict[str, str]:
    """Every output file of the turn, as text."""
    from gm.engine.pipeline import build_outputs

    nxt = ctx.ruleset.finish(ctx).copy()
    nxt.game["turn"] = ctx.state.turn + 1
    ctx.next_state = nxt
    from gm.engine import pipeline

    if hasattr(pipeline, "_seed_info"):   # per-audience dice streams (issue 13)
        seed_info = pipeline._seed_info(ctx, ctx.dice.seed, ctx.dice.streams, None)
    else:
        seed_info = {"seed": "test", "commitment": ""}
    files = build_outputs(ctx, nxt, seed_info, fmt)
    if isinstance(files, tuple):  # (files, missing messages)
        files = files[0]
    return {k: v.decode("utf-8") for k, v in files.items() if not k.endswith(".png")}


def quiet(*fids: str) -> dict[str, list[int]]:
    """Recorded dice that keep events (phase 9) and advantages (phase 12) out of a test."""
    out: dict[str, list[int]] = {}
    for fid in fids:
        out[f"event/{fid}"] = [20]
        out[f"advantage/{fid}"] = [1]
    return out


PACKAGE = "gm.rulesets.sector"  # the catalogs a sector message is formatted from


def say(key: str, lang: str = "es", **params) -> str:
    """Message `key` of sector's catalog in `lang`; fails on a missing message or argument."""
    catalog = Catalog(lang, (PACKAGE,))
    text = catalog.format(key, params)
    assert catalog.missing == set() and catalog.errors == set(), (catalog.missing, catalog.errors)
    return text
