"""Tokenizer and recursive-descent parser: text -> AST (gm.dice.ast).

Grammar (whitespace between tokens is ignored, except that `N` and `d` in `NdS` touch):

    top      := INT 'x' '(' compare ')'             repeat, top level only
              | compare
    compare  := sum [CMP sum]                      whole-value comparison: 1 or 0
    sum      := term (('+' | '-') term)*
    term     := unary (('*' | '/') unary)*
    unary    := '-' unary | '+' unary | atom
    atom     := NUMBER | dice | '(' compare ')'
    dice     := [INT] 'd' (INT | '%' | 'F') mod* [CMP target ['f' cond]]
    mod      := ('kh'|'kl'|'dh'|'dl'|'k'|'d') INT      k = kh, d = dl after a die
              | ('r'|'ro') cond                         reroll while / once
              | ('e'|'!') [cond]                        explode (default: on the max face)
              | ('mi'|'ma') INT                         per-die minimum / maximum
    cond     := CMP target | target                     bare target means '='
    target   := ['-'] INT
    CMP      := '>=' | '<=' | '==' | '=' | '<' | '>'

A bare `e`/`!` followed by a comparison takes it as its condition: `6d6e>=5` explodes on
5-6; write `6d6e6>=5` to explode on 6 and count successes on 5-6.
A comparison right after a dice group counts successes per die (`10d10>=7`); anywhere
else it compares whole values (`1d20+4>=15` -> 1 or 0). Keywords are case-insensitive.
"""

from __future__ import annotations

import re
from functools import lru_cache

from gm.errors import Msg

from .ast import BinOp, Compare, Cond, Dice, Keep, Neg, Node, Num, Paren, Repeat
from .errors import DiceLimitError, DiceSyntaxError, DiceValueError
from .limits import MAX_COUNT, MAX_EXPR_LENGTH, MAX_NESTING, MAX_REPEAT, MAX_SIDES

# Keywords longest first so "dl" wins over "d" and "ro" over "r"; unknown letter runs are
# one "bad" token so the error shows the whole word.
_TOKEN = re.compile(
    r"""\s*(?:
      (?P<num>[0-9]+(?:\.[0-9]+)?)
    | (?P<cmp>>=|<=|==|=|<|>)
    | (?P<op>[-+*/(),!%])
    | (?P<kw>df|dh|dl|d|kh|kl|k|ro|r|mi|ma|e|f|x)
    | (?P<bad>[a-z]+|\S)
    )""",
    re.VERBOSE | re.IGNORECASE | re.DOTALL,
)


def _decimal(text: str):
    """A decimal as an exact Fraction (an int when whole): fractions is imported only for
    the rare expression that has one."""
    from fractions import Fraction

    value = Fraction(text)
    return int(value) if value.denominator == 1 else value


_WORD = re.compile(r"[A-Za-z]+|.", re.DOTALL)
_KEEP_KINDS = {"kh": "kh", "kl": "kl", "dh": "dh", "dl": "dl", "k": "kh", "d": "dl"}
_START = Msg("dice.expect_start")


class _Tok:
    __slots__ = ("kind", "text", "start", "end")

    def __init__(self, kind: str, text: str, start: int, end: int):
        self.kind, self.text, self.start, self.end = kind, text, start, end

    def describe(self) -> str:
        return Msg("dice.end") if self.kind == "end" else f"'{self.text}'"


def _tokenize(expr: str) -> list[_Tok]:
    toks: list[_Tok] = []
    pos, n = 0, len(expr)
    while True:
        m = _TOKEN.match(expr, pos)
        if m is None:  # only trailing whitespace is left
            break
        kind = m.lastgroup
        text = m.group(kind)
        start = m.start(kind)
        if kind == "kw":
            text = text.lower()
        toks.append(_Tok(kind, text, start, m.end()))
        pos = m.end()
        if pos >= n:
            break
    toks.append(_Tok("end", "", n, n))
    return toks


class _Parser:
    def __init__(self, expr: str):
        self.expr = expr
        self.toks = _tokenize(expr)
        self.i = 0
        self.depth = 0

    # -- helpers -------------------------------------------------------------
    @property
    def tok(self) -> _Tok:
        return self.toks[self.i]

    def peek(self, k: int = 1) -> _Tok:
        return self.toks[min(self.i + k, len(self.toks) - 1)]

    def fail(self, expected: "Msg | str", tok: _Tok | None = None):
        tok = tok or self.tok
        found = tok.describe()
        if tok.kind in ("kw", "bad"):  # show the whole word: "found 'foo'", not "found 'f'"
            found = "'%s'" % _WORD.match(self.expr, tok.start).group()
        raise DiceSyntaxError(self.expr, tok.start + 1, found, expected)

    def is_op(self, text: str) -> bool:
        t = self.tok
        return t.kind == "op" and t.text == text

    def int_token(self, expected: "Msg | str") -> int:
        t = self.tok
        if t.kind != "num" or "." in t.text:
            self.fail(expected)
        self.i += 1
        return int(t.text)

    def deeper(self):
        self.depth += 1
        if self.depth > MAX_NESTING:
            raise DiceLimitError(Msg("dice.nested", expr=self.expr, most=MAX_NESTING))

    # -- grammar -------------------------------------------------------------
    def parse(self) -> Node:
        t = self.tok
        if (t.kind == "num" and self.peek().kind == "kw" and self.peek().text == "x"
                and self.peek().start == t.end):
            node = self.repeat()
        else:
            node = self.compare()
        if self.tok.kind != "end":
            self.fail(Msg("dice.expect_operator_or_end"))
        return node

    def repeat(self) -> Node:
        count_tok = self.tok
        count = self.int_token(Msg("dice.expect_repeats"))
        if not 1 <= count <= MAX_REPEAT:
            raise DiceLimitError(Msg("dice.repeats", expr=self.expr, most=MAX_REPEAT, found=count))
        self.i += 1  # 'x'
        if not self.is_op("("):
            self.fail(Msg("dice.expect_paren_after_x"))
        self.i += 1
        inner = self.compare()
        if not self.is_op(")"):
            self.fail("')'")
        self.i += 1
        text = re.sub(r"\s+", "", self.expr[count_tok.start:self.toks[self.i - 1].end])
        return Repeat(count, inner, text)

    def compare(self) -> Node:
        left = self.sum()
        if self.tok.kind == "cmp":
            op = self.tok.text
            self.i += 1
            right = self.sum()
            if self.tok.kind == "cmp":
                self.fail(Msg("dice.expect_no_chain"))
            return Compare(op, left, right)
        return left

    def sum(self) -> Node:
        left = self.term()
        while self.tok.kind == "op" and self.tok.text in "+-":
            op = self.tok.text
            self.i += 1
            left = BinOp(op, left, self.term())
        return left

    def term(self) -> Node:
        left = self.unary()
        while self.tok.kind == "op" and self.tok.text in "*/":
            op = self.tok.text
            self.i += 1
            left = BinOp(op, left, self.unary())
        return left

    def unary(self) -> Node:
        if self.tok.kind == "op" and self.tok.text in "+-":
            neg = self.tok.text == "-"
            self.i += 1
            self.deeper()
            operand = self.unary()
            self.depth -= 1
            return Neg(operand) if neg else operand
        return self.atom()

    def atom(self) -> Node:
        t = self.tok
        if t.kind == "num":
            nxt = self.peek()
            if nxt.kind == "kw" and nxt.text in ("d", "df") and nxt.start == t.end:
                if "." in t.text:
                    self.fail(Msg("dice.expect_dice_count"))
                self.i += 1
                return self.dice(int(t.text), t)
            self.i += 1
            value = int(t.text) if "." not in t.text else _decimal(t.text)
            return Num(value, t.text, t.start + 1)
        if t.kind == "kw" and t.text in ("d", "df"):
            return self.dice(1, t)
        if self.is_op("("):
            self.i += 1
            self.deeper()
            inner = self.compare()
            self.depth -= 1
            if not self.is_op(")"):
                self.fail(Msg("dice.expect_operator_or_rparen"))
            self.i += 1
            return Paren(inner)
        self.fail(_START)

    # -- dice ----------------------------------------------------------------
    def dice(self, count: int, start: _Tok) -> Dice:
        d = self.tok  # 'd' or 'df'
        self.i += 1
        fudge = d.text == "df"
        sides = 3 if fudge else self.sides(d)
        col = start.start + 1
        self.check_size(count, sides, col)
        lo, hi = (-1, 1) if fudge else (1, sides)
        mods = self.modifiers(hi)
        text = re.sub(r"\s+", "", self.expr[start.start:self.toks[self.i - 1].end])
        self.check_conditions(mods, range(lo, hi + 1), text, col)
        return Dice(count, sides, fudge, text, col, tuple(mods.reroll), bool(mods.reroll_once), tuple(mods.explode),
                    mods.minimum, mods.maximum, tuple(mods.keep), mods.success, mods.failure)

    def sides(self, d: _Tok) -> int:
        """What follows 'd', written right after it: a number, or '%' (100)."""
        if self.is_op("%") and self.tok.start == d.end:
            self.i += 1
            return 100
        if self.tok.kind == "num" and self.tok.start == d.end:
            return self.int_token(Msg("dice.expect_sides_number"))
        self.fail(Msg("dice.expect_sides"))

    def check_size(self, count: int, sides: int, col: int) -> None:
        if count > MAX_COUNT:
            raise DiceLimitError(Msg("dice.too_many_dice", expr=self.expr, most=MAX_COUNT, found=count))
        if sides > MAX_SIDES:
            raise DiceLimitError(Msg("dice.too_many_sides", expr=self.expr, most=MAX_SIDES, found=sides))
        if sides < 1:
            raise DiceValueError(self.expr, col, Msg("dice.no_sides"))

    def modifiers(self, hi: int) -> "_Modifiers":
        """The modifiers written after a dice group, in any order; a comparison ends them
        (success counting is last in the text)."""
        mods = _Modifiers()
        while True:
            t = self.tok
            if t.kind == "cmp":
                mods.success = self.cond("", required=True)
                if self.tok.kind == "kw" and self.tok.text == "f":
                    self.i += 1
                    mods.failure = self.cond("f", required=True)
                return mods
            step = _MODIFIER_STEPS.get((t.kind, t.text))
            if step is None:
                return mods
            self.i += 1
            step(self, t, mods, hi)

    def keep_step(self, t: _Tok, mods: "_Modifiers", hi: int) -> None:
        mods.keep.append(Keep(_KEEP_KINDS[t.text], self.int_token(Msg("dice.expect_number_after", after=t.text))))

    def reroll_step(self, t: _Tok, mods: "_Modifiers", hi: int) -> None:
        once = t.text == "ro"
        if mods.reroll_once is not None and mods.reroll_once != once:
            raise DiceValueError(self.expr, t.start + 1, Msg("dice.r_and_ro"))
        mods.reroll_once = once
        mods.reroll.append(self.cond(t.text, required=True))

    def explode_step(self, t: _Tok, mods: "_Modifiers", hi: int) -> None:
        mods.explode.append(self.cond(t.text, required=False) or Cond("=", hi))

    def clamp_step(self, t: _Tok, mods: "_Modifiers", hi: int) -> None:
        setattr(mods, "minimum" if t.text == "mi" else "maximum", self.target(Msg("dice.expect_number_after", after=t.text)))

    def check_conditions(self, mods: "_Modifiers", faces: range, text: str, col: int) -> None:
        """A reroll or an explosion matching every face would never end: refused."""
        if mods.reroll and all(any(c.matches(v) for c in mods.reroll) for v in faces):
            raise DiceValueError(self.expr, col, Msg("dice.reroll_every_face", dice=text))
        # faces a die can end on: `r` never leaves a matching face (up to its cap)
        survivors = [v for v in faces if mods.reroll_once or not any(c.matches(v) for c in mods.reroll)]
        if mods.explode and all(any(c.matches(v) for c in mods.explode) for v in survivors):
            raise DiceValueError(self.expr, col, Msg("dice.explode_every_face", dice=text))

    def target(self, expected: "Msg | str") -> int:
        neg = False
        if self.is_op("-"):
            neg = True
            self.i += 1
        v = self.int_token(expected)
        return -v if neg else v

    def cond(self, after: str, required: bool) -> Cond | None:
        """`<3`, `>=5` or a bare `1` (meaning =1). Optional only for explode."""
        if self.tok.kind == "cmp":
            op = self.tok.text
            self.i += 1
            return Cond(op, self.target(Msg("dice.expect_number_after", after=op)))
        # a bare '-' target only where a target is required: `4d6!-3` is "explode, minus 3"
        if self.tok.kind == "num" or (required and self.is_op("-")):
            return Cond("=", self.target(Msg("dice.expect_whole")))
        if required:
            self.fail(Msg("dice.expect_number_or_comparison", after=after) if after else Msg("dice.expect_number"))
        return None


class _Modifiers:
    """A dice group's modifiers while they are read."""

    def __init__(self):
        self.reroll: list[Cond] = []
        self.reroll_once: bool | None = None
        self.explode: list[Cond] = []
        self.minimum: int | None = None
        self.maximum: int | None = None
        self.keep: list[Keep] = []
        self.success: Cond | None = None
        self.failure: Cond | None = None


# (token kind, text) -> the parser's step reading that modifier (its token already taken)
_MODIFIER_STEPS = {
    **{("kw", k): _Parser.keep_step for k in _KEEP_KINDS},
    ("kw", "r"): _Parser.reroll_step, ("kw", "ro"): _Parser.reroll_step,
    ("kw", "e"): _Parser.explode_step, ("op", "!"): _Parser.explode_step,
    ("kw", "mi"): _Parser.clamp_step, ("kw", "ma"): _Parser.clamp_step,
}


@lru_cache(maxsize=4096)
def parse(expr: str) -> Node:
    """Parse a dice expression (cached: the AST is immutable and shared)."""
    if not isinstance(expr, str):
        raise DiceSyntaxError(str(expr), 1, Msg("dice.not_text"), Msg("dice.expect_expression"))
    if len(expr) > MAX_EXPR_LENGTH:
        raise DiceLimitError(Msg("dice.too_long", most=MAX_EXPR_LENGTH))
    return _Parser(expr).parse()
