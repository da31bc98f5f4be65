"""Exact distributions.

Inside: integer weights {value: weight} over a common denominator (no Fraction arithmetic
in the loops); Fractions only at the boundary (Distribution).

- sums of independent parts: polynomial products done as big-integer products
  (Kronecker substitution: the weights are packed as digits of one int, so the
  convolution runs in CPython's C multiplication; `NdS` is one `int ** N`);
- keep/drop: order statistics by a DP over the face values (dice given to each value,
  kept ranks in a window), again with polynomials packed in ints;
- r / ro / mi / ma / success counting: transforms of the single-die distribution;
- explosions: chains summed to `max_explode_depth`, the rest folded into the last face
  and reported in `truncated`;
- * and /: the product distribution, each result floored.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from math import comb

from gm.errors import Msg

from .ast import COMPARATORS, BinOp, Compare, Dice, Neg, Node, Num, Paren, Repeat
from .errors import DiceLimitError, DiceOddsError
from .evaluate import ARITH, window
from .grammar import parse
from .limits import (MAX_EXPLOSIONS, MAX_ODDS_DIGITS, MAX_ODDS_PAIRS, MAX_ODDS_SUPPORT, MAX_ODDS_VALUE_DIGITS,
                     MAX_ODDS_WEIGHT_DIGITS, MAX_ODDS_WORK)

Weights = dict  # value -> int weight


@dataclass
class Distribution:
    """An exact distribution: probabilities sorted by value, summing to exactly 1."""

    expr: str
    probabilities: dict[int, Fraction]
    mean: Fraction
    truncated: "Msg | None" = None  # worded by to_json(lang)

    @property
    def min(self) -> int:
        return next(iter(self.probabilities))

    @property
    def max(self) -> int:
        return next(reversed(self.probabilities))

    def to_json(self, lang: str = "es") -> dict:
        return {
            "expr": self.expr,
            "mean": float(self.mean),
            "distribution": [[v, float(p)] for v, p in self.probabilities.items()],
            "exact": {str(v): f"{p.numerator}/{p.denominator}" for v, p in self.probabilities.items()},
            "truncated": None if self.truncated is None else self._truncated(lang),
        }

    def _truncated(self, lang: str) -> str:
        t = self.truncated
        return Msg(t.key, t.package, **{**t.params, "about": decimal(t.params["about"], ".3g", lang)}).text(lang)


def decimal(value: float, spec: str, lang: str) -> str:
    """A number with decimals as `lang` writes it: 0,00231 (es), 0.00231 (en)."""
    from gm.text.i18n import decimal as worded

    return worded(value, spec, lang)


class _Ctx:
    """The explosion depth, the cuts made, and the work spent (in the units of
    limits.MAX_ODDS_WORK: about a microsecond each here), checked BEFORE each step."""

    __slots__ = ("depth", "cuts", "work", "pending")

    def __init__(self, depth: int):
        self.depth = depth
        self.cuts: list[Fraction] = []  # per exploding group: P(some die was cut)
        self.work = 0.0
        self.pending = 0.0  # writing the fractions of the latest result, were it the answer

    def spend(self, units: float, what: Msg) -> None:
        self.work += units
        if self.work + self.pending > MAX_ODDS_WORK:
            raise DiceLimitError(Msg("dice.odds_work", what=what, steps=f"{(self.work + self.pending) / 1e6:.1f}",
                                     limit=f"{MAX_ODDS_WORK / 1e6:g}"))


# work units (about a microsecond each on the reference machine) per step of each kind
WORK_POWER = 0.4    # a coefficient term of the power recurrence, per 400 digits
WORK_PAIR = 1.0     # a pair of values combined in a Python loop, per 400 digits
WORK_PACKED = 30.0  # a packed big-integer product, per (kilobyte ** 1.585)
WORK_KEPT = 0.04    # a step of the DP of keep/drop on exploding dice
WORK_CHAIN = 0.4    # a pair of small values in an explosion chain
WORK_FRACTION = 6.0  # a probability reduced and written out, per (400 digits) ** 2


def _digits(bound: int) -> int:
    return bound.bit_length() * 30103 // 100000 + 1


def _fraction_work(values: int, digits: int) -> float:
    return WORK_FRACTION * values * (1 + (digits / 400) ** 2)


def _check_answer(values: int, bound: int, ctx: _Ctx | None = None) -> None:
    """An exact distribution of `values` values whose weights are below `bound` must be
    small enough to compute, print and read: MAX_ODDS_SUPPORT values, MAX_ODDS_DIGITS digits."""
    if values > MAX_ODDS_SUPPORT:
        raise DiceLimitError(Msg("dice.odds_values", values=values, limit=MAX_ODDS_SUPPORT))
    digits = _digits(bound)
    if digits > MAX_ODDS_WEIGHT_DIGITS:
        raise DiceLimitError(Msg("dice.odds_digits", digits=digits, limit=MAX_ODDS_WEIGHT_DIGITS))
    if values * digits > MAX_ODDS_DIGITS:
        raise DiceLimitError(Msg("dice.odds_all_digits", values=values, digits=digits, total=values * digits, limit=MAX_ODDS_DIGITS))
    if ctx is not None:  # counted before the step, so a refusal comes before the work
        ctx.pending = _fraction_work(values, digits)


# -- packed polynomials ------------------------------------------------------------------

def _nbytes(bound: int) -> int:
    return bound.bit_length() // 8 + 1


def _encode(d: Weights, lo: int, length: int, nb: int) -> int:
    buf = bytearray(length * nb)
    for v, w in d.items():
        i = (v - lo) * nb
        buf[i:i + nb] = w.to_bytes(nb, "little")
    return int.from_bytes(buf, "little")


def _decode(x: int, lo: int, length: int, nb: int) -> Weights:
    raw = x.to_bytes(length * nb, "little")
    fb = int.from_bytes
    out = {}
    for i in range(length):
        w = fb(raw[i * nb:i * nb + nb], "little")
        if w:
            out[lo + i] = w
    return out


def _power(d: Weights, n: int, ctx: _Ctx) -> Weights:
    """Weights of the sum of n independent copies (integer values).

    P = Q**n solves Q·P' = n·Q'·P, a linear recurrence on P's coefficients with as many
    terms as Q has (J.C.P. Miller); for a die whose weights come in runs (a plain die, a
    clamp, a reroll of a few faces) the same with Q = N/(1-x) has a handful of terms
    whatever the sides. Each coefficient is then a few small-by-big products: 1000d20 in
    a hundredth of a second, where the big-integer power took 24 s."""
    if n == 0:
        return {0: 1}
    if len(d) == 1:
        (v, w), = d.items()
        return {v * n: w ** n}
    if n == 1:
        return dict(d)
    lo, hi = min(d), max(d)
    length = (hi - lo) * n + 1
    bound = sum(d.values()) ** n
    _check_answer(length, bound, ctx)
    q = [d.get(lo + i, 0) for i in range(hi - lo + 1)]
    a, b = _recurrence(q, n)
    ctx.spend(WORK_POWER * length * (len(a) + len(b)) * (1 + _digits(bound) / 400), Msg("dice.work_sum", n=n))
    return {lo * n + k: w for k, w in enumerate(_power_coefficients(q, n, a, b)) if w}


def _sparse(poly: list[int]) -> list[tuple[int, int]]:
    return [(j, c) for j, c in enumerate(poly) if c]


def _times_one_minus_x(poly: list[int]) -> list[int]:
    return [a - b for a, b in zip(poly + [0], [0] + poly)]


def _recurrence(q: list[int], n: int) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """(A, B) with A·P' = B·P for P = Q**n, in the form with fewer terms."""
    miller = (_sparse(q), [(j - 1, n * j * c) for j, c in enumerate(q) if j and c])
    big_n = _times_one_minus_x(q)  # Q = N / (1 - x)
    a = _times_one_minus_x(big_n)
    dn = [j * c for j, c in enumerate(big_n)][1:]
    b = [n * (x + y) for x, y in zip(_times_one_minus_x(dn), big_n)]
    runs = (_sparse(a), _sparse(b))
    return min(miller, runs, key=lambda ab: len(ab[0]) + len(ab[1]))


def _power_coefficients(q: list[int], n: int, a, b) -> list[int]:
    """Coefficients of Q**n (q[0] != 0): k·a0·p[k] = Σ b·p[k-1-j] - Σ a·(k-j)·p[k-j]."""
    (j0, a0), a_rest = a[0], a[1:]
    assert j0 == 0 and a0
    length = (len(q) - 1) * n + 1
    symmetric = q == q[::-1]
    last = length // 2 if symmetric else length - 1
    p = [0] * length
    p[0] = q[0] ** n
    for k in range(1, last + 1):
        acc = 0
        for j, c in b:
            if k - 1 - j >= 0:
                acc += c * p[k - 1 - j]
        for j, c in a_rest:
            if k - j >= 0:
                acc -= c * (k - j) * p[k - j]
        p[k] = acc // (a0 * k)
    if symmetric:
        for k in range(last + 1, length):
            p[k] = p[length - 1 - k]
    return p


def _conv(a: Weights, b: Weights, ctx: _Ctx) -> Weights:
    """Weights of the sum of two independent integer-valued parts."""
    if len(a) * len(b) <= 64:
        out: Weights = {}
        for x, wx in a.items():
            for y, wy in b.items():
                out[x + y] = out.get(x + y, 0) + wx * wy
        return out
    alo, ahi, blo, bhi = min(a), max(a), min(b), max(b)
    length = ahi - alo + bhi - blo + 1
    bound = sum(a.values()) * sum(b.values())
    _check_answer(length, bound, ctx)
    nb = _nbytes(bound)
    ctx.spend(WORK_PACKED * (length * nb / 1000) ** 1.585, "a sum")
    x = _encode(a, alo, ahi - alo + 1, nb) * _encode(b, blo, bhi - blo + 1, nb)
    return _decode(x, alo + blo, length, nb)


def _pairs(a: Weights, b: Weights, fn, ctx: _Ctx) -> Weights:
    """Product distribution of any binary operation (floored results)."""
    if len(a) * len(b) > MAX_ODDS_PAIRS:
        raise DiceLimitError(Msg("dice.odds_pairs", pairs=len(a) * len(b), limit=MAX_ODDS_PAIRS))
    bound = sum(a.values()) * sum(b.values())
    ctx.spend(WORK_PAIR * len(a) * len(b) * (1 + _digits(bound) / 400), Msg("dice.work_product"))
    out: Weights = {}
    for x, wx in a.items():
        for y, wy in b.items():
            v = fn(x, y)
            out[v] = out.get(v, 0) + wx * wy
    return out


# -- nodes (dispatch on type) ---------------------------------------------------------------

def _dist(node: Node, ctx: _Ctx) -> tuple[Weights, int]:
    return _DIST[type(node)](node, ctx)


def _d_num(node: Num, ctx):
    return {node.value: 1}, 1


def _d_neg(node: Neg, ctx):
    d, den = _dist(node.operand, ctx)
    return {-v: w for v, w in d.items()}, den


def _d_paren(node: Paren, ctx):
    return _dist(node.inner, ctx)


def _is_int(d: Weights) -> bool:
    return all(type(v) is int for v in d)


def _d_binop(node: BinOp, ctx):
    a, da = _dist(node.left, ctx)
    b, db = _dist(node.right, ctx)
    op = node.op
    if op in "+-" and len(a) > 1 and len(b) > 1 and _is_int(a) and _is_int(b):
        if op == "-":
            b = {-v: w for v, w in b.items()}
        return _conv(a, b, ctx), da * db
    return _pairs(a, b, ARITH[op], ctx), da * db


def _d_compare(node: Compare, ctx):
    a, da = _dist(node.left, ctx)
    b, db = _dist(node.right, ctx)
    fn = COMPARATORS[node.op]
    return _pairs(a, b, lambda x, y: 1 if fn(x, y) else 0, ctx), da * db


def _d_repeat(node: Repeat, ctx):
    raise DiceOddsError(Msg("dice.odds_repeat", expr=node.text))


def _die(node: Dice) -> tuple[Weights, int]:
    """One die after rerolls, by raw face.

    `ro`: exact (a matching face is rerolled once, the new face stands). `r`: the limit of
    "reroll until it does not match", i.e. uniform over the other faces; the roll's safety
    cap of MAX_REROLLS rerolls changes that only with probability (m/S)**100, so odds
    ignore it rather than print 80-digit fractions."""
    lo, hi = node.lo, node.hi
    s = hi - lo + 1
    faces = range(lo, hi + 1)
    if not node.reroll:
        return {v: 1 for v in faces}, s
    match = {v for v in faces if any(c.matches(v) for c in node.reroll)}
    m = len(match)
    if not node.reroll_once:
        return {v: 1 for v in faces if v not in match}, s - m
    # ro: P(v) = [v not matching]/s + (m/s)(1/s)
    return {v: (m if v in match else s + m) for v in faces}, s * s


def _d_dice(node: Dice, ctx: _Ctx):
    n = node.count
    die, w_die = _die(node)
    mi, ma = node.minimum, node.maximum

    def clamp(v):
        if mi is not None and v < mi:
            v = mi
        if ma is not None and v > ma:
            v = ma
        return v

    succ = node.success.matches if node.success else None
    fail = node.failure.matches if node.failure else None

    def g(v):  # what a kept die adds to the group total
        if succ is None:
            return v
        return (1 if succ(v) else 0) - (1 if fail is not None and fail(v) else 0)

    if node.explode:
        if node.keep:
            return _exploding_kept(node, die, w_die, clamp, g, ctx)
        return _exploding(node, die, w_die, clamp, g, ctx)

    values: Weights = {}
    for v, w in die.items():
        c = clamp(v)
        values[c] = values.get(c, 0) + w
    if node.keep:
        a, b = window(n, node.keep)
        return _kept(sorted(values.items()), n, a, b, g, ctx), w_die ** n
    contrib: Weights = {}
    for v, w in values.items():
        c = g(v)
        contrib[c] = contrib.get(c, 0) + w
    return _power(contrib, n, ctx), w_die ** n


def _exploding(node: Dice, die: Weights, w_die: int, clamp, g, ctx: _Ctx):
    """Each die is a chain: a face in the explode set adds another die (same rerolls)."""
    depth = ctx.depth
    explode = {v for v in die if any(c.matches(v) for c in node.explode)}
    h = {v: g(clamp(v)) for v in die}
    chain: Weights = {}  # the die at the cut depth: counts its face, explodes no further
    for v, w in die.items():
        chain[h[v]] = chain.get(h[v], 0) + w
    cw = w_die
    for _ in range(depth):
        ctx.spend(WORK_CHAIN * (len(explode) * len(chain) + len(die)), f"{node.text} exploding")
        new: Weights = {}
        for v, w in die.items():
            if v in explode:
                for s, ws in chain.items():
                    new[h[v] + s] = new.get(h[v] + s, 0) + w * ws
            else:
                new[h[v]] = new.get(h[v], 0) + w * cw
        chain, cw = new, cw * w_die
    if depth < MAX_EXPLOSIONS:  # at MAX_EXPLOSIONS the cut is exactly the roll's own cap
        p_cut = Fraction(sum(die[v] for v in explode), w_die) ** (depth + 1)
        ctx.cuts.append(1 - (1 - p_cut) ** node.count)
    return _power(chain, node.count, ctx), cw ** node.count


def _exploding_kept(node: Dice, die: Weights, w_die: int, clamp, g, ctx: _Ctx):
    """Keep/drop over a pool of exploding dice (the pool size varies).

    A chain is a E-faces (exploding) then one non-E face, or D+1 E-faces when cut at depth
    D. Over N chains only the totals matter: A dice show E-faces and B show other faces, and
    given (A, B) the two kinds are independent draws over disjoint values. So: weight of
    each (A, B) from the chains' generating function, times an order-statistics DP that
    hands A and B dice to the values (ascending) and keeps the ranks in the window of A+B.
    """
    depth, n = ctx.depth, node.count
    if n * (depth + 1) > 100:  # the work grows like (n * depth) ** 4
        raise DiceLimitError(Msg("dice.odds_keep_explode", expr=node.text, n=n, depth=depth))
    explode = {v for v in die if any(c.matches(v) for c in node.explode)}
    w_e = sum(die[v] for v in explode)
    # per chain: {(a, b): structural weight}, faces' own weights come in the DP
    chain = {(a, 1): w_die ** (depth - a) for a in range(depth + 1)}
    chain[(depth + 1, 0)] = 1
    pool = {(0, 0): 1}
    for _ in range(n):
        new: dict = {}
        for (a1, b1), x in pool.items():
            for (a2, b2), y in chain.items():
                k = (a1 + a2, b1 + b2)
                new[k] = new.get(k, 0) + x * y
        pool = new
    merged: dict = {}  # (clamped value, is E) -> weight; E and non-E faces stay apart
    for v, w in die.items():
        key = (clamp(v), v in explode)
        merged[key] = merged.get(key, 0) + w
    values = sorted(merged.items())
    top = n * (depth + 1)
    ctx.spend(WORK_KEPT * len(pool) * len(values) * top * top, Msg("dice.work_keep_explode", expr=node.text))
    out: Weights = {}
    for (a_cnt, b_cnt), coef in pool.items():
        lo_r, hi_r = window(a_cnt + b_cnt, node.keep)
        part = _kept_two(values, a_cnt, b_cnt, lo_r, hi_r, g, w_die)
        for v, w in part.items():
            out[v] = out.get(v, 0) + coef * w
    if depth < MAX_EXPLOSIONS:
        p_cut = Fraction(w_e, w_die) ** (depth + 1)
        ctx.cuts.append(1 - (1 - p_cut) ** n)
    return out, w_die ** (n * (depth + 1))


def _kept_two(values, n_e: int, n_n: int, a: int, b: int, g, w_die: int) -> Weights:
    """Like _kept, with two kinds of dice (exploding faces, other faces) counted apart."""
    k = b - a
    n = n_e + n_n
    if k == 0 or n == 0:
        w_e = sum(w for (_, is_e), w in values if is_e)
        w_n = sum(w for (_, is_e), w in values if not is_e)
        return {0: w_e ** n_e * w_n ** n_n}
    gs = [g(v) for (v, _), _ in values]
    gmin, gmax = min(gs), max(gs)
    length = k * (gmax - gmin) + 1
    bits = _nbytes(w_die ** n) * 8
    dp = {(0, 0): 1}
    for idx, ((_v, is_e), w) in enumerate(values):
        step = (gs[idx] - gmin) * bits
        new: dict = {}
        for (ce, cn), x in dp.items():
            rem = (n_e - ce) if is_e else (n_n - cn)
            c = ce + cn
            for t in range(rem + 1):
                o = min(c + t, b) - max(c, a)
                y = x * (comb(rem, t) * w ** t)
                if o > 0 and step:
                    y <<= o * step
                key = (ce + t, cn) if is_e else (ce, cn + t)
                new[key] = new.get(key, 0) + y
        dp = new
    poly = dp.get((n_e, n_n), 0)
    return _decode(poly, k * gmin, length, bits // 8) if poly else {}


def _kept(values: list[tuple[int, int]], n: int, a: int, b: int, g, ctx: _Ctx) -> Weights:
    """Weights of the sum of g(value) over the dice ranked [a, b) (ascending) among n.

    DP over the distinct values in ascending order: dp[c] = polynomial (packed in an int,
    one digit per possible partial sum) for "c dice have values so far". Giving t dice to
    value v covers ranks c..c+t-1, of which those inside [a, b) are kept.
    """
    k = b - a
    total_w = sum(w for _, w in values)
    if k == 0 or n == 0:
        return {0: total_w ** n}
    gs = [g(v) for v, _ in values]
    gmin, gmax = min(gs), max(gs)
    length = k * (gmax - gmin) + 1
    _check_answer(length, total_w ** n, ctx)
    bits = _nbytes(total_w ** n) * 8
    # DP steps, each a few big-integer products: dearer with more dice (the binomials)
    # and longer polynomials (measured: 3 to 13 microseconds a step)
    steps = len(values) * (n + 1) * (n + 2) / 2
    ctx.spend(steps * (2 + n / 300 + length * bits / 64 / 4000 * math.sqrt(n / 100)),
              Msg("dice.work_keep", n=n, values=len(values)))
    dp = [0] * (n + 1)
    dp[0] = 1
    last = len(values) - 1
    for idx, (_v, w) in enumerate(values):
        step = (gs[idx] - gmin) * bits
        wp = [1] * (n + 1)
        for t in range(1, n + 1):
            wp[t] = wp[t - 1] * w
        new = [0] * (n + 1)
        for c in range(n + 1):
            x = dp[c]
            if not x:
                continue
            rem = n - c
            for t in ((rem,) if idx == last else range(rem + 1)):
                o = min(c + t, b) - max(c, a)
                y = x * (comb(rem, t) * wp[t])
                if o > 0 and step:
                    y <<= o * step
                new[c + t] += y
        dp = new
    return _decode(dp[n], k * gmin, length, bits // 8)


def _check_magnitude(weights: Weights) -> None:
    """The mean and each value are shown as floats, which end near 1e308: a value of
    more than MAX_ODDS_VALUE_DIGITS digits (`1d6+` a 309-digit constant) is refused."""
    largest = max((abs(v) for v in weights), default=0)
    if largest >= 10 ** MAX_ODDS_VALUE_DIGITS:
        digits = len(str(math.floor(largest)))
        raise DiceLimitError(Msg("dice.odds_magnitude", digits=digits, limit=MAX_ODDS_VALUE_DIGITS))


_DIST = {Num: _d_num, Neg: _d_neg, Paren: _d_paren, BinOp: _d_binop, Compare: _d_compare,
         Dice: _d_dice, Repeat: _d_repeat}


def odds(expr: str, max_explode_depth: int = 3) -> Distribution:
    """The exact distribution of `expr`'s total (explosions followed to max_explode_depth)."""
    if type(max_explode_depth) is not int or not 0 <= max_explode_depth <= MAX_EXPLOSIONS:
        raise DiceLimitError(Msg("dice.explode_depth", most=MAX_EXPLOSIONS))
    node = parse(expr)
    ctx = _Ctx(max_explode_depth)
    weights, den = _dist(node, ctx)
    _check_answer(len(weights), den)
    _check_magnitude(weights)
    ctx.pending = 0.0
    ctx.spend(_fraction_work(len(weights), _digits(den)), Msg("dice.work_fractions"))
    if not _is_int(weights):  # a bare decimal: totals are floored like rolls
        floored: Weights = {}
        for v, w in weights.items():
            f = math.floor(v)
            floored[f] = floored.get(f, 0) + w
        weights = floored
    items = sorted(weights.items())
    probabilities = {v: Fraction(w, den) for v, w in items}
    mean = Fraction(sum(v * w for v, w in items), den)
    truncated = None
    if ctx.cuts:
        keep_p = Fraction(1)
        for q in ctx.cuts:
            keep_p *= 1 - q
        cut = 1 - keep_p
        truncated = Msg("dice.truncated", depth=max_explode_depth, p=str(cut), about=float(cut))  # worded in to_json(lang)
    return Distribution(expr, probabilities, mean, truncated)
