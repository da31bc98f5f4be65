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

import copy
import os
import random
import re
import shutil
from functools import lru_cache
from pathlib import Path
from typing import Any

import pytest

from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from tests import registered

ROOT = Path(__file__).resolve().parents[2]
RULESETS = registered.RULESETS  # every registered ruleset, a plugin's too: none left out by hand
LONG = os.environ.get("GM_FUZZ") == "long"
LOCATED = re.compile(r"^\S+?(\.toml|/)(:\d+)?(:\d+)?: ", re.M)  # `file.toml:12: ...`, as gm prints a problem
# The CI profile does not shrink (a failure prints its seed; `make fuzz` shrinks).
PHASES = tuple(Phase) if LONG else (Phase.explicit, Phase.reuse, Phase.generate)


def examples(short: int, long: int) -> int:
    return long if LONG else short


def sample_dir(rid: str) -> Path:
    return registered.sample_dir(rid)


@lru_cache(maxsize=None)
def sample_problem(rid: str) -> str | None:
    from tests.bad_inputs.harness import base_status

    return base_status(str(sample_dir(rid)))


def require_sample(rid: str) -> Path:
    why = sample_problem(rid)
    if why:  # a sample that stops validating fails the test; it is never skipped
        pytest.fail(why)
    return sample_dir(rid)


EXTRA_BASES = {"nuevo-amanecer": ("sample_games/nuevo-amanecer-ejemplo/turn-07",)}


@lru_cache(maxsize=None)
def played_sample(rid: str) -> Path | None:
    """The sample game after one turn of its own orders (armies exist: nuevo-amanecer's
    gods start with none), made once per test process."""
    import atexit
    import tempfile

    from gm.engine.output import write_turn
    from gm.engine.pipeline import resolve_validated
    from gm.engine.validate import validate_dir

    tmp = Path(tempfile.mkdtemp(prefix="gm-played-"))
    atexit.register(shutil.rmtree, tmp, True)
    shutil.copytree(require_sample(rid), tmp / "turn-01")
    v = validate_dir(tmp / "turn-01")
    if not v.ok:
        return None
    res = resolve_validated(v, "played-sample", None, "markdown")
    out = tmp / f"turn-{v.state.turn + 1:02d}"
    write_turn(out, res.files)
    return out if validate_dir(out).ok else None


def bases(rid: str) -> list[Path]:
    """Turn directories a generated game may start from: the sample, it one turn later,
    and the ruleset's other examples."""
    out = [require_sample(rid)]
    played = played_sample(rid)
    if played is not None:
        out.append(played)
    return out + [ROOT / b for b in EXTRA_BASES.get(rid, ()) if (ROOT / b / "game.toml").is_file()]


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
        self.ids = entity_ids(state)  # armies, units, cities, ships...: one kind named where another is expected
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
        return _VALUE_OF.get(typ, OrderMaker.string)(self, s, depth)

    def boolean(self, s: dict, depth: int) -> bool:
        return self.rng.random() < 0.5

    def integer(self, s: dict, depth: int) -> int:
        rng = self.rng
        lo = s.get("minimum", s.get("exclusiveMinimum", -1) + 1 if "exclusiveMinimum" in s else -5)
        hi = s.get("maximum", s.get("exclusiveMaximum", 11) - 1 if "exclusiveMaximum" in s else 20)
        r = rng.random()
        if r < 0.1:
            return lo
        if r < 0.2:
            return hi
        return rng.randint(lo, min(hi, lo + 20))

    def number(self, s: dict, depth: int):
        return self.rng.choice([0, 1, 2.5, s.get("maximum", 100)])

    def array(self, s: dict, depth: int) -> list:
        n = self.rng.randint(s.get("minItems", 0), min(s.get("maxItems", 3), max(3, s.get("minItems", 0))))
        return [self.value(s.get("items", {}), depth + 1) for _ in range(n)]

    def object(self, s: dict, depth: int) -> dict:
        return {}

    def string(self, s: dict, depth: int) -> str:
        rng = self.rng
        pat = s.get("pattern")
        maxlen = s.get("maxLength", 64)
        key = f"{pat}|{maxlen}"
        if key not in self._by_pattern:
            rx = re.compile(pat) if pat else None
            self._by_pattern[key] = [v for v in self.pool if len(v) <= maxlen and (rx is None or rx.search(v))]
        cands = self._by_pattern[key]
        if not cands:
            return "x"
        if rng.random() < 0.6:  # an entity of any kind: armies where units are expected and the reverse
            allowed = set(cands)
            kinds = [ids for ids in self.ids.values() if any(v in allowed for v in ids)]
            if kinds:
                return rng.choice([v for v in rng.choice(kinds) if v in allowed])
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

    def orders_doc(self, state, per_faction: int = 4, gm: bool = False) -> dict:
        """Random orders of every faction; with gm, the pseudo-faction `gm` too (any type:
        validation must refuse those the GM cannot give)."""
        factions = {}
        for fid in sorted(state.factions) + (["gm"] if gm else []):
            n = self.rng.randint(0, per_faction)
            if n:
                factions[fid] = {"orders": [self.order() for _ in range(n)]}
        return {"turn": state.turn, "factions": factions}


# a schema's "type" -> how OrderMaker makes a value of it (any other: a string)
_VALUE_OF = {"boolean": OrderMaker.boolean, "integer": OrderMaker.integer, "number": OrderMaker.number,
             "array": OrderMaker.array, "object": OrderMaker.object}


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
    # every order given, those validate rejected before the turn included: they are settled too
    submitted = ctx.orders_given()
    assert {o.key for o in submitted} == set(ctx.outcomes), "applied + rejected != submitted"
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
        for check in _FACTION_INVARIANTS.get(rid, ()):
            out += check(fid, f)
    for check in _STATE_INVARIANTS.get(rid, ()):
        out += check(after)
    return out


def _nuevo_amanecer_faction(fid: str, f: dict) -> list[str]:
    out = []
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
    return out


def _eraide_potential(fid: str, f: dict) -> list[str]:
    return [f"{fid}/{cid}: pot_now {ch['pot_now']} > pot {ch.get('pot')}"
            for cid, ch in (f.get("characters") or {}).items()
            if ch.get("pot_now") is not None and ch["pot_now"] > ch.get("pot", 0)]


def _no_undocumented_debt(fid: str, f: dict) -> list[str]:
    out = []
    for key in ("treasury", "credits", "gold", "resources"):
        v = f.get(key)
        if isinstance(v, int) and v < 0 and not f.get("debt") and not f.get("in_debt"):
            out.append(f"{fid}: {key} {v} negative without documented debt")
    return out


def _eraide_one_character_a_square(after) -> list[str]:
    out: list[str] = []
    seen: dict[str, str] = {}
    for fid, f in after.factions.items():
        for cid, ch in (f.get("characters") or {}).items():
            sq = ch.get("square")
            if sq and ch.get("status", "active") == "active":
                if sq in seen:
                    out.append(f"two characters on {sq}: {seen[sq]} and {fid}/{cid}")
                seen[sq] = f"{fid}/{cid}"
    return out


# ruleset -> checks of each faction of the next state; -> checks of the whole next state
_FACTION_INVARIANTS = {"nuevo-amanecer": (_nuevo_amanecer_faction,), "eraide": (_eraide_potential,),
                       "sector": (_no_undocumented_debt,), "primordia": (_no_undocumented_debt,)}
_STATE_INVARIANTS = {"eraide": (_eraide_one_character_a_square,)}


def entity_ids(state) -> dict[str, list[str]]:
    """kind -> the ids of the factions' id-keyed entities of that kind (armies, units,
    cities, ships...), and the faction ids."""
    out: dict[str, set[str]] = {"factions": set(state.factions)}
    for f in state.factions.values():
        for kind, v in f.items() if isinstance(f, dict) else ():
            if isinstance(v, dict) and v and all(isinstance(e, dict) for e in v.values()):
                out.setdefault(kind, set()).update(v)
    return {k: sorted(v) for k, v in sorted(out.items())}


# ---------------------------------------------------------------------------------------
# random [settings] overrides from the ruleset's settings schema

DICE = ["1d1", "1d2", "1d6", "2d6", "1d20", "3d4", "10d10"]
BAD_VALUES = ["x", [], {}, 1.5, -1, 10**9, "1d20 junk", "", True]


def settings_leaves(schema: dict, path: tuple = ()) -> list[tuple[tuple, dict]]:
    """(key path, schema) of every overridable value of a settings schema."""
    props = schema.get("properties")
    if schema.get("type") == "object" and isinstance(props, dict):
        return [leaf for k, sub in props.items() for leaf in settings_leaves(sub, path + (k,))]
    return [(path, schema)]


def setting_value(s: dict, rng: random.Random, default: Any = None) -> Any:
    """A value the schema allows, biased to its edges (0, the extremes, empty lists)."""
    if "enum" in s:
        return copy.deepcopy(rng.choice(s["enum"]))
    if "const" in s:
        return s["const"]
    for comb in ("anyOf", "oneOf"):
        if comb in s:
            return setting_value(rng.choice(s[comb]), rng, default)
    typ = s.get("type")
    if typ == "boolean":
        return rng.random() < 0.5
    if typ in ("integer", "number"):
        lo, hi = s.get("minimum", -10), s.get("maximum", 100)
        near = default if isinstance(default, int) and not isinstance(default, bool) else lo
        pick = rng.choice([lo, hi, 0, 1, near - 1, near + 1, near * 2, rng.randint(lo, min(hi, lo + 30))])
        return min(hi, max(lo, pick))
    if typ == "array":
        n = rng.choice([s.get("minItems", 0), s.get("minItems", 0) + rng.randint(0, 3), s.get("maxItems", 0)])
        n = max(n, s.get("minItems", 0))
        n = min(n, s.get("maxItems", n)) if "maxItems" in s else n
        item = s.get("items", {})
        vals = [setting_value(item, rng) for _ in range(n)]
        if s.get("uniqueItems"):
            vals = [v for i, v in enumerate(vals) if v not in vals[:i]]
        return vals
    if typ == "string" and s.get("pattern", "").endswith("d[1-9][0-9]{0,3}$"):
        return rng.choice(DICE)
    if typ == "string":
        return rng.choice(["x", "Nombre ñ", "a" * 200])
    if typ == "object":
        props = s.get("properties", {})
        keys = list(s.get("required", [])) or [k for k in props if rng.random() < 0.5]
        return {k: setting_value(props.get(k, {}), rng) for k in keys}
    return {}


def _get(data: Any, path: tuple) -> Any:
    for k in path:
        if not isinstance(data, dict) or k not in data:
            return None
        data = data[k]
    return data


def settings_overrides(ruleset, rng: random.Random, n: int, bad: float = 0.15) -> dict:
    """n random overrides of game.toml [settings]; a few wrong on purpose (validation must
    refuse those, located)."""
    sections: dict[str, list] = {}
    for leaf in settings_leaves(ruleset.settings_schema):
        sections.setdefault(leaf[0][0], []).append(leaf)
    out: dict = {}
    for _ in range(n):  # a section, then a key in it: primordia's big tables do not drown the rest
        path, s = rng.choice(sections[rng.choice(sorted(sections))])
        value = setting_value(s, rng, _get(ruleset.default_settings, path))
        if rng.random() < bad:
            if rng.random() < 0.3:
                path = path[:-1] + (path[-1] + "_typo",)
            else:
                value = copy.deepcopy(rng.choice(BAD_VALUES))
        node = out
        for k in path[:-1]:
            node = node.setdefault(k, {})
            if not isinstance(node, dict):
                break
        else:
            node[path[-1]] = value
    return out


# ---------------------------------------------------------------------------------------
# crowding: the factions' pieces moved onto and next to each other, so battles happen on
# every kind of hex and square, and on borders (pieces swapping hexes)

PIECES = {"nuevo-amanecer": ("armies", "hex", "move", "army", "to"),
          "primordia": ("units", "hex", "mover", "unidad", "ruta"),
          "sector": ("ships", "sector", "move", "ship", "to"),
          "eraide": ("characters", "square", "move", "character", "to")}
HEX_RULESETS = {rid for rid, (_, where, *_) in PIECES.items() if where == "hex"}  # pieces on hexes: a hex board


def board_cells(rid: str, game: dict, used: list[str]) -> list[str]:
    """Cells of the board: every hex of a hex map (all terrains), else the labels the game
    file names (nuevo-amanecer's hexes, sector's systems) and those next to the pieces."""
    world = game.get("world") or {}
    if rid == "primordia" and isinstance(world.get("width"), int) and isinstance(world.get("height"), int):
        from gm.geometry.letters import column_letters

        return [f"{column_letters(c)}{r + 1}" for c in range(min(world["width"], 60)) for r in range(min(world["height"], 60))]
    named: set[str] = set()
    _walk_strings(game, named)
    near = {n for u in used for n in neighbours(rid, u)}
    return sorted({v for v in named | set(used) | near if re.fullmatch(r"[A-Za-z]{1,2}[0-9]{1,3}", v)})


def crowd(rid: str, state, rng: random.Random) -> tuple[dict, dict]:
    """(factions, extra orders): pieces moved onto other factions' pieces, next to them
    or anywhere on the board, and pairs of neighbours ordered to swap hexes."""
    coll, pos, move, who, dest = PIECES[rid]
    factions = copy.deepcopy(state.factions)
    pieces = [(fid, pid, p) for fid, f in sorted(factions.items()) for pid, p in sorted((f.get(coll) or {}).items())
              if isinstance(p, dict) and isinstance(p.get(pos), str)]
    cells = board_cells(rid, state.game, [p[pos] for _, _, p in pieces]) or ["A1"]
    for fid, _pid, p in pieces:
        r = rng.random()
        others = [q for g, _, q in pieces if g != fid]
        if r < 0.3 and others and rid != "eraide":  # eraide: one character a square
            p[pos] = rng.choice(others)[pos]
        elif r < 0.55 and others:
            p[pos] = rng.choice(neighbours(rid, rng.choice(others)[pos]) or [p[pos]])
        elif r < 0.7:
            p[pos] = rng.choice(cells)
    orders: dict = {}
    for fid, pid, p in pieces:
        for gid, _qid, q in pieces:
            if gid != fid and rid in HEX_RULESETS and q[pos] in neighbours(rid, p[pos]) and rng.random() < 0.5:
                target = [q[pos]] if dest == "ruta" else q[pos]
                orders.setdefault(fid, []).append({"type": move, who: pid, dest: target})
    if rid == "nuevo-amanecer" and rng.random() < 0.7:  # everyone at war: battles, not visits
        for fid, f in factions.items():
            f["wars"] = sorted(g for g in factions if g != fid)
            for key in ("alliances", "trade"):
                f[key] = []
    return factions, orders


def neighbours(rid: str, label: str) -> list[str]:
    """The cells next to label: the six hexes of a hex map, else the eight squares."""
    from gm.geometry import hexgrid
    from gm.geometry.letters import column_letters, split_label

    try:
        if rid in HEX_RULESETS:
            return [str(h) for h in hexgrid.neighbours(label)]
        col, row = split_label(label)
    except Exception:  # noqa: BLE001 - a label that is not a cell
        return []
    return [f"{column_letters(col + dc)}{row + dr}" for dc in (-1, 0, 1) for dr in (-1, 0, 1)
            if (dc or dr) and col + dc >= 0 and row + dr >= 1]


def run_property(rid: str, n: int, body, prefix: str) -> None:
    """`body(rng, tmp)` for n random generators hypothesis draws, each with a fresh temporary
    directory (named `prefix`...): the property tests' driver, on the ruleset's sample."""
    import tempfile

    require_sample(rid)

    @settings(max_examples=n, deadline=None, phases=PHASES, suppress_health_check=list(HealthCheck))
    @given(st.randoms(use_true_random=False))
    def run(rng):
        with tempfile.TemporaryDirectory(prefix=prefix) as tmp:
            body(rng, Path(tmp))

    run()
