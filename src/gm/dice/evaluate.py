"""Rolling: the AST is compiled once (cached) into nested closures, then run against a
face source. Closures instead of a tree walk: the per-roll cost is a few calls, not a
dispatch per node, which matters because a turn makes hundreds of rolls."""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Callable

from gm.errors import Msg

from . import stringify
from .ast import COMPARATORS, BinOp, Compare, Dice, Neg, Node, Num, Paren, Repeat
from .errors import DiceLimitError, DiceMathError
from .grammar import parse
from .limits import MAX_DICE_PER_ROLL, MAX_EXPLOSIONS, MAX_REROLLS
from .rng import FaceSource

# per-die flags kept for the detail text
REROLLED, EXPLODED, DROPPED, SUCCESS, FAILURE = 1, 2, 4, 8, 16

# a number in an expression: an int, or a Fraction for the rare decimal ("1.5*2d6");
# fractions is imported only then (its import is a tenth of `gm roll`'s start-up)
Value = "int | Fraction"


class _State:
    """What one roll accumulates while its closures run."""

    __slots__ = ("draw", "count", "faces", "kept", "groups")

    def __init__(self, draw):
        self.draw = draw
        self.count = 0            # dice drawn so far (the cap)
        self.faces: list[int] = []
        self.kept: list[int] = []
        self.groups: list = []    # per dice group, in evaluation (= reading) order


def _too_many() -> DiceLimitError:
    return DiceLimitError(Msg("dice.too_many_drawn", most=MAX_DICE_PER_ROLL))


# -- arithmetic: every operation's result is floored to an integer ---------------------------

def _floor(x: Value) -> int:
    return x if type(x) is int else math.floor(x)


def _add(a: Value, b: Value) -> int:
    return _floor(a + b)


def _sub(a: Value, b: Value) -> int:
    return _floor(a - b)


def _mul(a: Value, b: Value) -> int:
    return _floor(a * b)


def _div(a: Value, b: Value) -> int:
    if b == 0:
        raise DiceMathError(Msg("dice.division_by_zero"))
    if type(a) is int and type(b) is int:
        return a // b  # floor division, also for negatives: -7/2 = -4
    from fractions import Fraction

    return math.floor(Fraction(a) / b)


ARITH: dict[str, Callable[[Value, Value], int]] = {"+": _add, "-": _sub, "*": _mul, "/": _div}


# -- compilation (dispatch on node type) -----------------------------------------------------

def compile_node(node: Node) -> Callable[[_State], Value]:
    return _COMPILERS[type(node)](node)


def _c_num(node: Num):
    v = node.value
    return lambda st: v


def _c_neg(node: Neg):
    f = compile_node(node.operand)
    return lambda st: -f(st)


def _c_paren(node: Paren):
    return compile_node(node.inner)


def _c_binop(node: BinOp):
    left, right, fn = compile_node(node.left), compile_node(node.right), ARITH[node.op]
    return lambda st: fn(left(st), right(st))


def _c_compare(node: Compare):
    left, right, fn = compile_node(node.left), compile_node(node.right), COMPARATORS[node.op]
    return lambda st: 1 if fn(left(st), right(st)) else 0


def _c_dice(node: Dice):
    return _plain_dice(node.count, node.lo, node.hi) if node.plain else _general_dice(node)


def _plain_dice(n: int, lo: int, hi: int):
    """NdS with no modifier: the common case, one list of faces and its sum."""
    def plain(st: _State) -> int:
        if st.count + n > MAX_DICE_PER_ROLL:
            raise _too_many()
        st.count += n
        draw = st.draw
        vals = [draw(lo, hi) for _ in range(n)]
        st.faces += vals
        st.kept += vals
        st.groups.append((vals, None))
        return sum(vals)
    return plain


class _Modifiers:
    """A dice group's modifiers, worked out once when the expression is compiled."""

    __slots__ = ("lo", "hi", "reroll", "reroll_cap", "explode", "minimum", "maximum", "keep", "success", "failure")

    def __init__(self, node: Dice):
        faces = range(node.lo, node.hi + 1)
        self.lo, self.hi = node.lo, node.hi
        self.reroll = frozenset(v for v in faces if any(c.matches(v) for c in node.reroll)) or None
        self.reroll_cap = 1 if node.reroll_once else MAX_REROLLS
        self.explode = frozenset(v for v in faces if any(c.matches(v) for c in node.explode)) or None
        self.minimum, self.maximum = node.minimum, node.maximum
        self.keep = node.keep
        self.success = node.success.matches if node.success else None
        self.failure = node.failure.matches if node.failure else None


def _general_dice(node: Dice):
    """NdS with modifiers, in their fixed order: reroll, explode, clamp, keep/drop, successes."""
    n, mods = node.count, _Modifiers(node)

    def general(st: _State) -> int:
        entries: list[list[int]] = []  # [face, value, flags] per die drawn
        for _ in range(n):
            _one_die(st, mods, entries)
        pool = _kept_entries([e for e in entries if not e[2] & REROLLED], mods.keep)
        kept = [e[1] for e in pool]
        st.kept += kept
        st.groups.append((entries, True))
        return sum(kept) if mods.success is None else _successes(pool, mods.success, mods.failure)

    return general


def _draw(st: _State, mods: _Modifiers) -> int:
    st.count += 1
    if st.count > MAX_DICE_PER_ROLL:
        raise _too_many()
    face = st.draw(mods.lo, mods.hi)
    st.faces.append(face)
    return face


def _one_die(st: _State, mods: _Modifiers, entries: list) -> None:
    """One die: the faces rerolled away before it stands, then the dice its explosions add."""
    explosions = 0
    while True:
        face = _draw(st, mods)
        rerolls = 0
        while mods.reroll is not None and face in mods.reroll and rerolls < mods.reroll_cap:
            entries.append([face, face, REROLLED])
            face = _draw(st, mods)
            rerolls += 1
        value = _clamped(face, mods.minimum, mods.maximum)
        if mods.explode is not None and face in mods.explode and explosions < MAX_EXPLOSIONS:
            entries.append([face, value, EXPLODED])
            explosions += 1
            continue
        entries.append([face, value, 0])
        return


def _clamped(value: int, minimum: int | None, maximum: int | None) -> int:
    """mi, then ma: both apply, in that order (d6mi6ma1 is 1 whatever the face)."""
    if minimum is not None and value < minimum:
        value = minimum
    if maximum is not None and value > maximum:
        value = maximum
    return value


def _kept_entries(pool: list, keep) -> list:
    """The dice the keep/drop steps leave (the others flagged DROPPED), in draw order."""
    if not keep:
        return pool
    a, b = window(len(pool), keep)
    order = sorted(range(len(pool)), key=lambda i: pool[i][1])  # stable: ties by draw order
    for i in order[:a] + order[b:]:
        pool[i][2] |= DROPPED
    return [e for e in pool if not e[2] & DROPPED]


def _successes(pool: list, success, failure) -> int:
    """Each kept die meeting the target counts 1, each meeting the failure -1 (flagged)."""
    total = 0
    for e in pool:
        if success(e[1]):
            e[2] |= SUCCESS
            total += 1
        if failure is not None and failure(e[1]):
            e[2] |= FAILURE
            total -= 1
    return total


def window(size: int, keep) -> tuple[int, int]:
    """Keep/drop steps always leave a contiguous run of the sorted dice: ranks [a, b)."""
    a, b = 0, size
    for k in keep:
        if k.kind == "kh":
            a = max(a, b - k.n)
        elif k.kind == "kl":
            b = min(b, a + k.n)
        elif k.kind == "dh":
            b = max(a, b - k.n)
        else:  # dl
            a = min(b, a + k.n)
    return a, b


_COMPILERS = {Num: _c_num, Neg: _c_neg, Paren: _c_paren, BinOp: _c_binop, Compare: _c_compare, Dice: _c_dice}


# -- modifiers: the non-dice operands with the operator written before them ----------------

def _mods(node: Node, op: str, out: list[str]) -> None:
    t = type(node)
    if t is Num:
        out.append(op + node.text)
    elif t is BinOp or t is Compare:
        _mods(node.left, op, out)
        _mods(node.right, node.op, out)
    elif t is Neg:
        _mods(node.operand, op + "-", out)
    elif t is Paren:
        _mods(node.inner, op, out)


@lru_cache(maxsize=4096)
def _plan(expr: str):
    node = parse(expr)
    inner = node.inner if type(node) is Repeat else node
    mods: list[str] = []
    _mods(inner, "", mods)
    return node, compile_node(inner), tuple(mods)


# -- the result ---------------------------------------------------------------------------

class Roll:
    """One logged roll. `detail` is built on first use (most rolls are never shown twice)."""

    __slots__ = ("key", "expr", "faces", "kept", "modifiers", "total", "why", "results",
                 "stream", "recorded", "_node", "_groups", "_detail")

    def __init__(self, key: str, expr: str, faces: list[int], kept: list[int], modifiers: list[str],
                 total: int, why: str = "", results: list[int] | None = None,
                 node: Node | None = None, groups=None):
        self.key, self.expr, self.faces, self.kept = key, expr, faces, kept
        self.modifiers, self.total, self.why, self.results = modifiers, total, why, results
        self._node, self._groups, self._detail = node, groups, None
        # set by the turn's DiceService: the audience stream the faces came from, and
        # the faces dice.toml gave for its key (a forum roller's dice: the seal commits to them)
        self.stream, self.recorded = "", []

    @property
    def detail(self) -> str:
        if self._detail is None and self._groups is None:  # built by hand, not by roll()
            self._detail = f"{self.expr} ({', '.join(map(str, self.faces))}) = {self.total}"
        if self._detail is None:
            node = self._node if self._node is not None else parse(self.expr)
            self._detail = stringify.detail(node, self._groups, self.total, self.results)
        return self._detail

    def to_record(self) -> dict:
        """For rolls.toml: ints and strings only; every key always present."""
        rec = {"expr": self.expr, "faces": list(self.faces), "kept": list(self.kept),
               "modifiers": list(self.modifiers), "total": self.total, "why": self.why}
        if self.results is not None:
            rec["results"] = list(self.results)
        if self.stream:
            rec["audience"] = self.stream
        if self.recorded:
            rec["recorded"] = list(self.recorded)
        return rec

    def __repr__(self) -> str:
        return f"Roll(key={self.key!r}, expr={self.expr!r}, total={self.total}, detail={self.detail!r})"

    def __eq__(self, other) -> bool:
        if not isinstance(other, Roll):
            return NotImplemented
        return self.key == other.key and self.to_record() == other.to_record()

    __hash__ = None


def roll(expr: str, faces: FaceSource, key: str = "") -> Roll:
    """Roll `expr` with faces from `faces.stream(key)`."""
    node, fn, mods = _plan(expr)
    st = _State(faces.stream(key))
    if type(node) is Repeat:
        results, runs = [], []
        for _ in range(node.count):
            st.groups = []
            results.append(_floor(fn(st)))
            runs.append(st.groups)
        return Roll(key, expr, st.faces, st.kept, list(mods), sum(results), "", results, node, runs)
    total = fn(st)
    if type(total) is not int:
        total = _floor(total)
    return Roll(key, expr, st.faces, st.kept, list(mods), total, "", None, node, st.groups)
