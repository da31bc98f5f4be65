"""AST node dataclasses. Frozen: parses are cached and shared between rolls."""

from __future__ import annotations

import operator
from dataclasses import dataclass
from fractions import Fraction
from typing import Union

# comparison spelling -> predicate; "=" and "==" are the same test
COMPARATORS = {
    "=": operator.eq,
    "==": operator.eq,
    "<": operator.lt,
    ">": operator.gt,
    "<=": operator.le,
    ">=": operator.ge,
}


@dataclass(frozen=True, slots=True)
class Cond:
    """A face condition such as `<3` or `>=7` (op "=" when written as a bare number)."""

    op: str
    value: int

    def matches(self, v: int) -> bool:
        return COMPARATORS[self.op](v, self.value)

    def __str__(self) -> str:
        return f"{'' if self.op in ('=', '==') else self.op}{self.value}"


@dataclass(frozen=True, slots=True)
class Keep:
    """One keep/drop step: kind in {"kh", "kl", "dh", "dl"}."""

    kind: str
    n: int


@dataclass(frozen=True, slots=True)
class Num:
    value: Union[int, Fraction]
    text: str
    col: int


@dataclass(frozen=True, slots=True)
class Dice:
    """A dice group `NdS` with its modifiers, in the canonical order they act:
    reroll (r / ro) -> explode (e / !) -> clamp (mi / ma) -> keep/drop -> success count."""

    count: int
    sides: int            # 3 for dF, 100 for d%
    fudge: bool
    text: str             # as written, without spaces: "4d6kh3"
    col: int
    reroll: tuple[Cond, ...] = ()
    reroll_once: bool = False
    explode: tuple[Cond, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    keep: tuple[Keep, ...] = ()
    success: Cond | None = None
    failure: Cond | None = None

    @property
    def lo(self) -> int:
        return -1 if self.fudge else 1

    @property
    def hi(self) -> int:
        return 1 if self.fudge else self.sides

    @property
    def plain(self) -> bool:
        """No modifiers at all: the fast path."""
        return not (self.reroll or self.explode or self.keep or self.success
                    or self.minimum is not None or self.maximum is not None)


@dataclass(frozen=True, slots=True)
class Neg:
    operand: "Node"


@dataclass(frozen=True, slots=True)
class Paren:
    inner: "Node"


@dataclass(frozen=True, slots=True)
class BinOp:
    op: str               # + - * /
    left: "Node"
    right: "Node"


@dataclass(frozen=True, slots=True)
class Compare:
    """`expr >= expr` on whole values: 1 when true, 0 when false."""

    op: str
    left: "Node"
    right: "Node"


@dataclass(frozen=True, slots=True)
class Repeat:
    """`Nx(expr)`: roll expr N times; the result is a list, total its sum. Top level only."""

    count: int
    inner: "Node"
    text: str


Node = Union[Num, Dice, Neg, Paren, BinOp, Compare, Repeat]
