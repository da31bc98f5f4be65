"""Shared by the robustness tests: the sample games, random schema-valid orders, turn
resolution in process, and each ruleset's invariants.

Random orders come from the ruleset's own orders schema (so a new order type is fuzzed
the day it lands): a type from the `type` enum, the keys its `if type == X then ...`
branch requires plus a random subset of the optional ones, values from the property's
schema: enums, integer ranges (mostly small, sometimes the extremes), and strings drawn
from the ids, hexes and squares that appear in the game's own state (so most orders
name real armies and hexes, and some name the wrong faction's or an off-map one).
`legal_orders` then drops the orders `gm validate` rejects, leaving orders that reach
the turn: the ruleset must apply or reject each one.
"""

from __future__ import annotations

import os
import random
import re
import shutil
from functools import lru_cache
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
RULESETS = ("nuevo-amanecer", "sector", "eraide", "primordia")
LONG = os.environ.get("GM_FUZZ") == "long"


def examples(short: int, long: int) -> int:
    return long if LONG else short


def sample_dir(rid: str) -> Path:
    return ROOT / "sample_games" / rid / "turn-01"


@lru_cache(maxsize=None)
def sample_problem(rid: str) -> str | None:
    from tests.bad_inputs.harness import base_status

    return base_status(f"sample_games/{rid}/turn-01")


def require_sample(rid: str) -> Path:
    why = sample_problem(rid)
    if why:
        pytest.skip(why)
    return sample_dir(rid)


def copy_sample(rid: str, tmp: Path) -> Path:
    dst = tmp / rid / "turn-01"
    shutil.copytree(require_sample(rid), dst)
    return dst


# ---------------------------------------------------------------------------------------
# random orders from the schema


def _walk_strings(node: Any, out: set[str], depth: int = 0) -> None:
    if depth > 12:
        return
    if isinstance(node, dict):
        for k, v in node.items():
            out.add(str(k))
            _walk_strings(v, out, depth + 1)
    elif isinstance(node, list):
        for v in node:
            _walk_strings(v, out, depth + 1)
    elif isinstance(node, str) and len(node) <= 64:
        out.add(node)


def string_pool(state) -> list[str]:
    pool: set[str] = set()
    _walk_strings(state.game, pool)
    _walk_strings(state.factions, pool)
    pool |= {"nobody", "A1", "Z99", "ZZ999", "a", "x" * 64}
    return sorted(pool)


def item_schema(orders_schema: dict) -> dict:
    fac = orders_schema["properties"]["factions"]
    entry = fac.get("additionalProperties") or next(iter(fac.get("patternProperties", {}).values()))
    return entry["properties"]["orders"]["items"]


def branches(items: dict) -> dict[str, dict]:
    """type -> the `then` schema of its if/then branch (or {})."""
    out = {}
    for part in items.get("allOf", []) + items.get("oneOf", []) + items.get("anyOf", []):
        cond = part.get("if", part)
        t = (cond.get("properties", {}).get("type") or {}).get("const")
        if t is not None:
            out[t] = part.get("then", part)
    return out


def order_types(items: dict) -> list[str]:
    t = items.get("properties", {}).get("type", {})
    if "enum" in t:
        return list(t["enum"])
    return sorted(branches(items))


class OrderMaker:
    def __init__(self, ruleset, state, rng: random.Random):
        self.rng = rng
        self.items = item_schema(ruleset.schema("orders"))
        self.branches = branches(self.items)
        self.types = order_types(self.items)
        self.pool = string_pool(state)
        self._by_pattern: dict[str, list[str]] = {}

    def allowed_keys(self, t: str) -> tuple[list[str], list[str]]:
        br = self.branches.get(t, {})
        required = [k for k in br.get("required", self.items.get("required", [])) if k != "type"]
        if "propertyNames" in br and "enum" in br["propertyNames"]:
            keys = list(br["propertyNames"]["enum"])
        elif br.get("properties"):
            keys = list(br["properties"])
        else:
            keys = list(self.items.get("properties", {}))
        optional = [k for k in keys if k not in required and k != "type"]
        return required, optional

    def prop_schema(self, t: str, key: str) -> dict:
        br = self.branches.get(t, {})
        s = br.get("properties", {}).get(key)
        if isinstance(s, dict) and s:
            return s
        return self.items.get("properties", {}).get(key, {})

    def value(self, s: dict, depth: int = 0) -> Any:
        rng = self.rng
        if "const" in s:
            return s["const"]
        if "enum" in s:
            return rng.choice(s["enum"])
        for comb in ("oneOf", "anyOf"):
            if comb in s:
                return self.value(rng.choice(s[comb]), depth + 1)
        typ = s.get("type")
        if isinstance(typ, list):
            typ = rng.choice(typ)
        if typ == "boolean":
            return rng.random() < 0.5
        if typ == "integer":
            lo = s.get("minimum", s.get("exclusiveMinimum", -1) + 1 if "exclusiveMinimum" in s else -5)
            hi = s.get("maximum", s.get("exclusiveMaximum", 11) - 1 if "exclusiveMaximum" in s else 20)
            r = rng.random()
            if r < 0.1:
                return lo
            if r < 0.2:
                return hi
            return rng.randint(lo, min(hi, lo + 20))
        if typ == "number":
            return rng.choice([0, 1, 2.5, s.get("maximum", 100)])
        if typ == "array":
            n = rng.randint(s.get("minItems", 0), min(s.get("maxItems", 3), max(3, s.get("minItems", 0))))
            return [self.value(s.get("items", {}), depth + 1) for _ in range(n)]
        if typ == "object":
            return {}
        # strings
        pat = s.get("pattern")
        maxlen = s.get("maxLength", 64)
        key = f"{pat}|{maxlen}"
        if key not in self._by_pattern:
            rx = re.compile(pat) if pat else None
            self._by_pattern[key] = [v for v in self.pool if len(v) <= maxlen and (rx is None or rx.search(v))]
        cands = self._by_pattern[key]
        if not cands:
            return "x"
        return rng.choice(cands)

    def order(self) -> dict:
        t = self.rng.choice(self.types)
        required, optional = self.allowed_keys(t)
        o = {"type": t}
        for k in required:
            o[k] = self.value(self.prop_schema(t, k))
        for k in optional:
            if self.rng.random() < 0.3:
                o[k] = self.value(self.prop_schema(t, k))
        return o

    def orders_doc(self, state, per_faction: int = 4) -> dict:
        factions = {}
        for fid in sorted(state.factions):
            n = self.rng.randint(0, per_faction)
            if n:
                factions[fid] = {"orders": [self.order() for _ in range(n)]}
        return {"turn": state.turn, "factions": factions}


def write_orders(turn_dir: Path, ruleset, doc: dict) -> None:
    from gm import tomlio

    (turn_dir / "orders.toml").write_text(tomlio.dumps(doc, ruleset.schema("orders")), encoding="utf-8")


def legal_orders(turn_dir: Path, ruleset, doc: dict, rounds: int = 6):
    """Write doc as orders.toml, then drop the orders `gm validate` rejects until it passes.
    Returns the Validation of the directory (ok) or None if it never became valid."""
    from gm.engine.validate import validate_dir

    for _ in range(rounds):
        write_orders(turn_dir, ruleset, doc)
        v = validate_dir(turn_dir)
        if v.ok:
            return v
        bad: set[tuple[str, int]] = set()
        other = []
        for p in v.errors:
            path = tuple(p.path)
            if p.file == "orders.toml" and len(path) >= 4 and path[0] == "factions" and path[2] == "orders" and isinstance(path[3], int):
                bad.add((path[1], path[3]))
            elif p.file == "orders.toml" and len(path) >= 2 and path[0] == "factions":
                doc["factions"].pop(path[1], None)
            else:
                other.append(p)
        if other and not bad:
            return v  # the state itself is invalid: the caller reports it
        for fid, entry in list(doc["factions"].items()):
            entry["orders"] = [o for i, o in enumerate(entry.get("orders", [])) if (fid, i) not in bad]
            if not entry["orders"]:
                del doc["factions"][fid]
    write_orders(turn_dir, ruleset, doc)
    return validate_dir(turn_dir)


# ---------------------------------------------------------------------------------------
# one turn, in process


def resolve_checked(validation, seed: str):
    """Resolve a validated turn in memory; check what every ruleset must guarantee."""
    from gm.engine.pipeline import resolve_validated

    res = resolve_validated(validation, seed, None, "markdown")
    ctx = res.context
    submitted = ctx.all_orders()
    assert len(ctx.outcomes) == len(submitted), "applied + rejected != submitted"
    forgotten = [o for o in ctx.outcomes.values() if o.key == "engine.order_not_processed"]
    assert not forgotten, f"orders the ruleset never settled: {[(o.order.faction, o.order.number, o.order.type) for o in forgotten]}"
    return res


def invariants(rid: str, before, after, ctx) -> list[str]:
    """The ruleset's documented invariants on the next state (plain dicts)."""
    out: list[str] = []
    dead_before = {fid for fid, f in before.factions.items() if f.get("alive") is False}
    for o in ctx.outcomes.values():
        if o.applied and o.order.faction in dead_before:
            out.append(f"dead faction {o.order.faction} had order {o.order.number} ({o.order.type}) applied")
    for fid, f in after.factions.items():
        if rid == "nuevo-amanecer":
            h = f.get("happiness")
            if h is not None and not 0 <= h <= 100:
                out.append(f"{fid}: happiness {h} outside 0-100")
            if f.get("resources", 0) < 0:
                out.append(f"{fid}: resources {f.get('resources')} negative (debt is kept in `debt`)")
            if f.get("debt", 0) < 0:
                out.append(f"{fid}: negative debt {f.get('debt')}")
            for k, v in (f.get("characteristics") or {}).items():
                if not 1 <= v <= 5:
                    out.append(f"{fid}: characteristic {k} = {v} outside 1-5")
        if rid == "eraide":
            for cid, ch in (f.get("characters") or {}).items():
                if ch.get("pot_now") is not None and ch["pot_now"] > ch.get("pot", 0):
                    out.append(f"{fid}/{cid}: pot_now {ch['pot_now']} > pot {ch.get('pot')}")
        if rid in ("sector", "primordia"):
            for key in ("treasury", "credits", "gold", "resources"):
                v = f.get(key)
                if isinstance(v, int) and v < 0 and not f.get("debt") and not f.get("in_debt"):
                    out.append(f"{fid}: {key} {v} negative without documented debt")
    if rid == "eraide":
        seen: dict[str, str] = {}
        for fid, f in after.factions.items():
            for cid, ch in (f.get("characters") or {}).items():
                sq = ch.get("square")
                if sq and ch.get("status", "active") == "active":
                    if sq in seen:
                        out.append(f"two characters on {sq}: {seen[sq]} and {fid}/{cid}")
                    seen[sq] = f"{fid}/{cid}"
    return out
