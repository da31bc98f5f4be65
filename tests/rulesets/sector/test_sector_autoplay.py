"""Thirty turns of four empires and a non-player race on a crowded 10x10 map, with orders a
simple bot gives (moves towards other empires' worlds, attacks, interceptions, assaults,
colonies, diplomacy, trade, construction, research, espionage), checked every turn against
the rules (issue 15: no order applied that the rules forbid) and the dice audiences (every
event passed the emit-time secrecy check; every roll names its stream)."""

from __future__ import annotations

import random

from gm.registry import get
from gm.engine.state import GameState
from gm.rulesets.sector import rules
from gm.rulesets.sector.model import relation_key
from gm.rulesets.sector.newgame import new_game
from gm.rulesets.sector.rules import TECHS
from gm.rulesets.sector.sectormap import SectorMap

from tests.rulesets.sector.sector_testkit import give_orders, run

TURNS = 30
CFG = rules.settings({"settings": {"map": {"width": 10, "height": 10}}})


def _step(grid: SectorMap, start: str, goal: str, speed: int) -> str:
    line = grid.line(start, goal)
    return line[min(speed, len(line)) - 1] if line else start


def _ship_orders(state: GameState, fid: str, rng: random.Random) -> list[dict]:
    f, w = state.factions[fid], state.game["world"]
    grid = SectorMap(int(w["width"]), int(w["height"]))
    foreign = [s["sector"] for s in w["systems"].values() if s.get("owner") not in (None, fid)]
    others = [x for x in state.factions if x != fid]
    # another's ships as the empire's report designates them ("D3-1"); a made-up one besides
    labels = (get("sector").known_names(state, fid) or {}).get("labels", {})
    enemy_ships = sorted(label for handle, label in labels.items() if "/ships/" in handle) + ["A1-9"]
    out = []
    for sid, ship in sorted(f.get("ships", {}).items()):
        if ship.get("status", "active") != "active":
            continue
        roll = rng.random()
        if roll < 0.55 and foreign:
            speed = [1, 2, 4, 5][min(int(ship.get("propulsion", 0)), 3)]
            out.append({"type": "move", "ship": sid, "to": _step(grid, ship["sector"], rng.choice(foreign), speed)})
        elif roll < 0.7 and enemy_ships:
            out.append({"type": "intercept", "ship": sid, "target": rng.choice(enemy_ships)})
        action = rng.random()
        if action < 0.3:
            out.append({"type": "attack", "ships": [sid], "target": rng.choice(others)})
        elif action < 0.4:
            out.append({"type": "assault", "ships": [sid]})
        elif action < 0.45:
            out.append({"type": "colonize", "ship": sid})
        elif action < 0.5:
            out.append({"type": "diplomacy", "ship": sid, "goal": rng.choice(["peace", "alliance"]),
                        "target": rng.choice(others)})
        elif action < 0.53:
            out.append({"type": "diplomacy", "ship": sid, "goal": "annex"})
        elif action < 0.56:
            out.append({"type": "trade", "ship": sid})
    return out


def bot_orders(state: GameState, rng: random.Random) -> dict[str, list[dict]]:
    orders: dict[str, list[dict]] = {}
    for fid, f in sorted(state.factions.items()):
        mine = _ship_orders(state, fid, rng)
        if f.get("kind") == "empire":
            others = [x for x in state.factions if x != fid]
            mine.append({"type": "research", "tech": rng.choice(TECHS)})
            if rng.random() < 0.5 and f.get("home"):
                mine.append({"type": "build_ship", "at": f["home"]})
            if rng.random() < 0.3:
                mine.append({"type": "spy", "action": rng.choice(["discover", "sabotage", "steal"]),
                             "target": rng.choice(others), "tech": rng.choice(TECHS)})
            if rng.random() < 0.1:
                mine.append({"type": "declare_war", "target": rng.choice(others)})
        orders[fid] = mine
    return orders


def _broken_orders(before: GameState, ctx) -> list[str]:
    """Engine refusals, and attacks on a treaty partner."""
    out = []
    rel0 = {k: v.get("status") for k, v in before.game["world"].get("relations", {}).items()}
    for o in ctx.outcomes.values():
        if o.key.startswith("engine."):
            out.append(f"{o.order.faction}#{o.order.number} {o.key}")
        if o.applied and o.order.type in ("attack", "intercept", "assault"):
            other = o.order.get("target") if o.order.type == "attack" else None
            if other and rel0.get(relation_key(o.order.faction, other)) in ("peace", "alliance"):
                out.append(f"{o.order.faction} attacked its treaty partner {other}")
    return out


def _broken_events(before: GameState, ctx) -> list[str]:
    """Empty battles, colonies on worlds that cannot take one, rolls without a stream."""
    out = []
    for e in ctx.events:
        if e.kind == "battle.begun" and (not e.params["def_units"] or not e.params["att_units"]):
            out.append(f"empty battle at {e.params['sector']}")
        if e.kind == "colony.started":
            s = before.game["world"]["systems"][e.params["system"]]
            if s.get("kind") != "uninhabited" or s.get("owner"):
                out.append(f"colony on {e.params['system']}, which is {s.get('kind')} / {s.get('owner')}")
        out += [f"roll {r.key} has no stream" for r in e.rolls if not getattr(r, "stream", "")]
    return out


def _broken_units(ctx) -> list[str]:
    """Ships where none may be, fleets and builds that outlived what they name."""
    out, m = [], ctx.model
    revealed = {(e.params["faction"], e.params["ship"]) for e in ctx.events if e.kind == "cloak.revealed"}
    for fid, f in m.factions.items():
        for sid, ship in f["ships"].items():
            if ship.get("status", "active") == "active" and m.terrain(ship["sector"]) == "black_hole":
                out.append(f"{sid} sits in a black hole")
            if not m.grid.is_sector(ship["sector"]):
                out.append(f"{sid} off the map at {ship['sector']}")
            if (fid, sid) in revealed and ship.get("cloaked"):
                out.append(f"{sid} attacked and stays cloaked")
        out += [f"{fid} fleet {name} names a ship it lost" for name, fleet in f["fleets"].items()
                if any(s not in f["ships"] for s in fleet.get("ships", []))]
        out += [f"{fid} still builds a ship at a world it lost" for b in f["builds"].values()
                if b["kind"] == "ship" and b.get("at") in m.systems() and m.systems()[b["at"]].get("owner") != fid]
    out += [f"relation {key} with a faction that is not there" for key in m.world["relations"]
            if any(x not in m.factions for x in key.split("+"))]
    return out


def _broken(before: GameState, ctx) -> list[str]:
    """What the rules forbid, read from the turn's events and outcomes."""
    return _broken_orders(before, ctx) + _broken_events(before, ctx) + _broken_units(ctx)


def next_state(ctx) -> GameState:
    nxt = ctx.ruleset.finish(ctx).copy()
    nxt.game["turn"] = ctx.state.turn + 1
    return nxt


def test_thirty_turns_keep_the_rules():
    state = new_game(4, "autoplay", CFG)
    rng = random.Random(7)
    seen: dict[str, int] = {}
    for _ in range(TURNS):
        give_orders(state, bot_orders(state, rng))
        ctx = run(state, seed=f"auto-{state.turn}", streams=True)
        broken = _broken(state, ctx)
        assert not broken, (state.turn, broken[:5])
        for e in ctx.events:
            seen[e.kind] = seen.get(e.kind, 0) + 1
        state = next_state(ctx)
    # the game did what it is meant to test
    for kind in ("battle.exchange", "draw.order", "contact.first", "research.succeeded", "build.completed"):
        assert seen.get(kind, 0) >= 1, (kind, sorted(seen))
