"""Issue 15's "done when" for nuevo-amanecer: 30 turns of the four-god sample played with
random plausible orders (wars, moves toward enemies, colonies, treaties, miracles, and some
orders the rules refuse). After every turn: no relation with a dead god, no order applied
that the rules forbid, no army on a terrain its race cannot enter, and the turn written
validates. (tests/robustness/test_autoplay.py plays random schema orders; these orders
reach the rules.)"""

from __future__ import annotations

import importlib.util  # noqa: F401
import random
import shutil
import sys
from pathlib import Path

import pytest

from gm import registry, tomlio
from gm.engine.validate import validate_dir
from gm.geometry import hexgrid

sys.path.insert(0, str(Path(__file__).resolve().parent))
from na_helpers import SAMPLE, resolve  # noqa: E402

TURNS = 30
RELATIONS = ("alliances", "trade", "wars", "contacts")


def _neighbours(state, name: str) -> list[str]:
    hexes = state.game["world"]["hexes"]
    return [n for n in hexgrid.labels(h for h in hexgrid.neighbours(name, "odd-q") if h.col >= 0 and h.row >= 1) if n in hexes]


def _free(f: dict, kind: str) -> list[str]:
    used = {a for coll in ("armies", "cities") for u in f.get(coll, {}).values() for a in u.get("advances", [])}
    used |= {s.get("advance") for s in f.get("settlements", {}).values()}
    return sorted(a for a, v in f.get("advances", {}).items() if v["kind"] == kind and a not in used and not v.get("lost"))


def _army_orders(state, fid: str, rng: random.Random, turn: int) -> list[dict]:
    f, hexes = state.factions[fid], state.game["world"]["hexes"]
    out = []
    econ = _free(f, "economic")
    enemy_at = {a["hex"] for g, x in state.factions.items() if g != fid for a in x.get("armies", {}).values()}
    for aid, a in sorted(f.get("armies", {}).items()):
        near = _neighbours(state, a["hex"])
        foes = [n for n in near if hexes[n].get("owner") not in ("", None, fid)]
        armies_near = [n for n in near if n in enemy_at]  # marching on each other: border battles
        to = rng.choice(armies_near if armies_near and rng.random() < 0.7 else foes if foes and rng.random() < 0.6 else near)
        if rng.random() < 0.1:
            to = rng.choice(sorted(hexes))  # often not adjacent: must be refused
        if rng.random() < 0.85:
            out.append({"type": "move", "army": aid, "to": to})
        if econ and rng.random() < 0.4:
            out.append({"type": "apply", "advance": econ.pop(), "to": to if rng.random() < 0.5 else a["hex"]})
    mil = _free(f, "military")
    for cid in sorted(f.get("cities", {})):
        if mil and rng.random() < 0.7:
            out.append({"type": "create_army", "army": f"e{turn}-{cid}"[:60], "city": cid, "advances": [mil.pop()]})
    return out


def _research(f: dict, rng: random.Random, turn: int) -> dict:
    techs = sorted(a for a, v in f.get("advances", {}).items() if v["kind"] == "tech")
    kind = rng.choice(["tech", "military", "military", "economic", "architectural"])
    o = {"type": "research", "kind": kind, "advance": f"t{turn}-{rng.randrange(10**6)}"}
    if kind != "tech" and techs:
        o["supported_by"] = rng.choice(techs)
    return o


def orders(state, rng: random.Random) -> dict:
    turn = state.turn
    alive = sorted(f for f, d in state.factions.items() if d.get("alive", True))
    dead = sorted(set(state.factions) - set(alive))
    doc: dict = {}
    for fid in alive:
        f = state.factions[fid]
        lst = [_research(f, rng, turn)] + _army_orders(state, fid, rng, turn)
        others = [x for x in state.factions if x != fid]
        if others and rng.random() < 0.06:
            lst.append({"type": "declare_war", "on": rng.choice(others)})
        for enemy in f.get("wars", []):
            if rng.random() < 0.3:
                lst.append({"type": "peace", "with": enemy})
        if dead and rng.random() < 0.3:  # peace, trade, war with the dead: refused
            lst.append({"type": rng.choice(["peace", "trade", "alliance"]), "with": rng.choice(dead)})
        if rng.random() < 0.1:
            lst.append({"type": "miracle", "kind": "social"})
        doc[fid] = lst
    for a in alive:  # matched treaties: both sides ask the same turn (mostly gods in contact, at peace)
        for b in alive:
            fa = state.factions[a]
            friendly = b in fa.get("contacts", []) and b not in fa.get("wars", [])
            if a < b and rng.random() < (0.5 if friendly else 0.05):
                kind = rng.choice(["trade", "alliance"])
                doc[a].append({"type": kind, "with": b})
                doc[b].append({"type": kind, "with": a})
    if dead:  # a dead god's orders must all be refused
        doc[dead[0]] = [{"type": "declare_war", "on": alive[0]}] if alive else []
    return {"turn": turn, "factions": {fid: {"orders": lst} for fid, lst in doc.items()}}


def forbidden(before, after, ctx) -> list[str]:
    """What the rules forbid, checked on the files, independently of the rules code."""
    out = _forbidden_outcomes(before, ctx)
    for fid, f in after.factions.items():
        out += _forbidden_in_file(before, after, fid, f)
    return out


def _forbidden_outcomes(before, ctx) -> list[str]:
    """Orders applied that the rules refuse: a dead god's, a move too far or twice, a peace without a war."""
    out = []
    dead_before = {f for f, d in before.factions.items() if d.get("alive") is False}
    moved: dict[tuple, str] = {}
    for o in ctx.outcomes.values():
        if not o.applied:
            continue
        fid, p = o.order.faction, o.order.params
        if fid in dead_before:
            out.append(f"dead {fid}: {o.order.type} applied")
        if o.order.type == "move" and o.key in ("na.order.moved", "na.order.moved_after_battle"):
            army = before.factions[fid]["armies"][p["army"]]
            if hexgrid.distance(army["hex"], p["to"].upper(), "odd-q") != 1:
                out.append(f"{fid}/{p['army']}: moved {army['hex']} -> {p['to']}")
            if (fid, p["army"]) in moved:
                out.append(f"{fid}/{p['army']}: moved twice")
            moved[(fid, p["army"])] = p["to"]
        if o.order.type == "peace" and p["with"] not in before.factions[fid].get("wars", []):
            out.append(f"{fid}: peace with {p['with']} applied without a war")
    return out


def _forbidden_in_file(before, after, fid: str, f: dict) -> list[str]:
    """A god's file after the turn: relations with the dead, advances past the tech limit,
    armies of a wrong level or on a closed terrain, resources below zero."""
    out = []
    for key in RELATIONS:
        for other in f.get(key, []):
            if after.factions.get(other, {}).get("alive") is False or f.get("alive") is False:
                out.append(f"{fid}.{key} holds {other} and one of them is dead")
    had = before.factions.get(fid, {}).get("advances", {})
    # technological advances when the turn's research was checked (a calamity may take one after)
    techs = sum(1 for a, v in f.get("advances", {}).items() if v["kind"] == "tech" and not had.get(a, {}).get("lost"))
    for kind in ("military", "economic", "architectural"):
        n = sum(1 for v in f.get("advances", {}).values() if v["kind"] == kind and not v.get("lost"))
        new = n - sum(1 for v in had.values() if v["kind"] == kind)
        if new > 0 and n > techs:
            out.append(f"{fid}: {n} {kind} advances with {techs} technological")
    for aid, a in f.get("armies", {}).items():
        if not 1 <= len(a.get("advances", [])) <= 5:
            out.append(f"{fid}/{aid}: level {len(a.get('advances', []))}")
        if _closed(after, f, after.game["world"]["hexes"][a["hex"]]["terrain"]):
            out.append(f"{fid}/{aid}: on {a['hex']}, a terrain its race cannot enter")
    if f.get("resources", 0) < 0:
        out.append(f"{fid}: resources {f['resources']}")
    return out


def _closed(state, f: dict, terrain: str) -> bool:
    from gm.rulesets.nuevo_amanecer import rules

    settings = registry.get("nuevo-amanecer").settings(state.game)
    mode = rules.adaptation(list(f.get("terrains", [])), bool(f.get("amphibious", False)), settings).get(terrain)
    unlocked = {t for v in f.get("advances", {}).values() if v["kind"] == "tech" and not v.get("lost") for t in v.get("unlocks", [])}
    return mode == "advance" and terrain not in unlocked


@pytest.mark.parametrize("seed", [4, pytest.param(2, marks=pytest.mark.slow)])
def test_thirty_turns_of_plausible_orders_break_no_rule(tmp_path, seed):
    rng = random.Random(seed)
    d = tmp_path / "turn-01"
    shutil.copytree(SAMPLE / "turn-01", d)
    r = registry.get("nuevo-amanecer")
    seen: set = set()
    for _ in range(TURNS):
        v = validate_dir(d)
        assert v.ok, [p.format() for p in v.errors][:5]
        (d / "orders.toml").write_text(tomlio.dumps(orders(v.state, rng), r.schema("orders")), "utf-8")
        v = validate_dir(d)
        assert v.ok, [p.format() for p in v.errors][:5]
        nxt = tmp_path / f"turn-{v.state.turn + 1:02d}"
        res = resolve(d, nxt)
        after = validate_dir(nxt)
        assert after.ok, [p.format() for p in after.errors][:5]
        broken = forbidden(v.state, after.state, res.context)
        assert not broken, f"turn {v.state.turn}: {broken}"
        assert all(o.key != "engine.order_not_processed" for o in res.context.outcomes.values())
        seen |= {e.kind + ("/border" if e.params.get("border") else "") for e in res.context.events}
        d = nxt
        if all(f.get("alive") is False for f in after.state.factions.values()):
            break
    # the game reached the rules that matter here
    for kind in ("na.battle.fought", "na.battle.fought/border", "na.war.declared", "na.colony.founded", "na.treaty.signed", "na.god.died"):
        assert kind in seen, kind
