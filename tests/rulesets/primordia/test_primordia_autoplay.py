"""Issue 15 "done when": thirty turns of a generated game with busy, often unwise orders end
with no unit on a hex its type cannot stand on and no order applied that the rules forbid."""

from __future__ import annotations

import random

import tomli_w

from gm.engine.output import write_turn
from gm.engine.pipeline import resolve_files
from gm.registry import get
from gm.rulesets.primordia.model import Board
from tests.rulesets.primordia.scenario import write_state

TURNS = 30


def _toward(board: Board, here: str, targets: list[str], rng: random.Random) -> str:
    near = board.neighbours(here)
    if not targets or rng.random() < 0.2:
        return rng.choice(near)
    goal = min(targets, key=lambda t: board.distance(here, t))
    return min(near, key=lambda h: (board.distance(h, goal), h))


def _unit_orders(uid, u, fid, state, rng, board, units_table) -> list[dict]:
    foes = [(g, tid, t) for g, other in state.factions.items() if g != fid for tid, t in other.get("units", {}).items()]
    towns = [(g, sid, s) for g, other in state.factions.items() if g != fid for sid, s in other.get("settlements", {}).items()]
    here_foes = [(g, tid) for g, tid, t in foes if t["hex"] == u["hex"]]
    here_towns = [(g, sid) for g, sid, s in towns if s["hex"] == u["hex"]]
    near = board.neighbours(u["hex"])
    if units_table[u["type"]].get("specials") == ["settler"] and rng.random() < 0.3:
        return [{"type": "fundar", "unidad": uid, "nombre": f"N{fid}{uid}"}]
    if here_foes and rng.random() < 0.5:
        return [{"type": "huir", "unidad": uid, "hacia": rng.choice(near)}]
    if here_foes or here_towns:
        g, tid = rng.choice(here_foes + here_towns)
        kind = "saquear" if (g, tid) in here_towns and rng.random() < 0.5 else "atacar"
        return [{"type": kind, "unidad": uid, "objetivo_faccion": g, "objetivo": tid}]
    if rng.random() < 0.1:
        return [{"type": "curacion", "unidad": uid}, {"type": "mover", "unidad": uid, "ruta": [rng.choice(near)]}]
    if rng.random() < 0.1:
        return [{"type": "atrincherarse", "unidad": uid}, {"type": "huir", "unidad": uid, "hacia": rng.choice(near)}]
    step = _toward(board, u["hex"], [t["hex"] for _g, _t, t in foes] + [s["hex"] for _g, _s, s in towns], rng)
    return [{"type": "mover", "unidad": uid, "ruta": [step]}]


def _orders(state, rng: random.Random, board: Board, units_table) -> dict:
    out = {}
    for fid, f in sorted(state.factions.items()):
        orders = [{"type": "investigar", "descubrimiento": rng.choice(["saber_de_la_naturaleza", "herramientas_rudimentarias",
                                                                         "armas_rudimentarias", "piedras_brillantes"])}]
        for sid in sorted(f.get("settlements", {})):
            orders.append({"type": "construir", "asentamiento": sid, "unidad": rng.choice(["explorador", "infanteria_ligera"])})
        for uid, u in sorted(f.get("units", {}).items()):
            if not u.get("army") and not u.get("aboard"):
                orders += _unit_orders(uid, u, fid, state, rng, board, units_table)
        out[fid] = {"orders": orders}
    return {"turn": state.game["turn"], "factions": out}


def _stand_problems(state, terrains_by_code, terrains, units_table) -> list[str]:
    rows = [r.split() for r in state.game["world"]["terrain"]]
    out = []
    for fid, f in state.factions.items():
        units = f.get("units", {})
        for uid, u in units.items():
            from gm.geometry import hexgrid

            h = hexgrid.parse(u["hex"])
            info = terrains[terrains_by_code[rows[h.row - 1][h.col]]]
            cls = units_table[u["type"]]["terrain_class"]
            if u.get("aboard"):
                ship = units.get(u["aboard"])
                if ship is None or ship["hex"] != u["hex"]:
                    out.append(f"{fid}/{uid} aboard a ship that is not there")
            elif (cls == "naval") != bool(info.get("sea")) or cls in info.get("impassable", []):
                out.append(f"{fid}/{uid} ({u['type']}) on {u['hex']} ({info['name']})")
        for aid, a in f.get("armies", {}).items():
            if len(a["units"]) < 2 or any(m not in units for m in a["units"]):
                out.append(f"{fid}: army {aid} is {a['units']}")
    return out


def _forbidden(ctx) -> list[str]:
    """Applied orders the rules forbid: a move after Curación, a founding at sea."""
    out = []
    applied = [o for o in ctx.outcomes.values() if o.applied]
    healed = {(o.order.faction, o.order.get("unidad")) for o in applied if o.order.type == "curacion"}
    for o in applied:
        if o.order.type == "mover" and (o.order.faction, o.order.get("unidad")) in healed:
            out.append(f"{o.order.faction}: mover applied for {o.order.get('unidad')} after curacion")
        if o.order.type == "fundar" and ctx.model.tinfo(o.params["hex"]).get("sea"):
            out.append(f"{o.order.faction}: founded at sea")
    return out


def test_thirty_busy_turns_keep_the_rules(tmp_path):
    rs = get("primordia")
    rules = rs.rules({})
    state = rs.new_game(3, "busy-seed")
    board = Board(state.game["world"]["width"], state.game["world"]["height"])
    rng = random.Random(7)
    turn_dir = write_state(tmp_path / "turn-01", state)
    kinds: dict[str, int] = {}
    for n in range(TURNS):
        from gm.engine.validate import validate_dir

        v = validate_dir(turn_dir)
        (turn_dir / "orders.toml").write_text(tomli_w.dumps(_orders(v.state, rng, board, rules.units)))
        res = resolve_files(turn_dir)
        broken = _stand_problems(res.context.end_state, rules.terrain_by_code, rules.terrains, rules.units) + _forbidden(res.context)
        assert not broken, f"turn {n + 1}: {broken}"
        for e in res.context.events:
            kinds[e.kind] = kinds.get(e.kind, 0) + 1
        turn_dir = tmp_path / f"turn-{n + 2:02d}"
        write_turn(turn_dir, res.files)
    # the game did what it is meant to test: fights, flights tried, settlements founded
    for kind in ("battle.exchange", "flee.failed", "settlement.founded"):
        assert kinds.get(kind, 0) >= 1, (kind, sorted(kinds.items()))
