"""AST nodes: frozen value objects, as parses are cached and shared between rolls.

They are small hand-made classes rather than dataclasses: generating nine dataclasses
at import was a quarter of what `gm roll 1d20` spends beyond Typer itself.
"""

from __future__ import annotations

import operator
from typing import TYPE_CHECKING, Union

if TYPE_CHECKING:
    from fractions import Fraction

# comparison spelling -> predicate; "=" and "==" are the same test
COMPARATORS = {
    "=": operator.eq,
    "==": operator.eq,
    "<": operator.lt,
    ">": operator.gt,
    "<=": operator.le,
    ">=": operator.ge,
}


class _Frozen:
    """A frozen value with slots: fields in `__slots__` order, defaults in `_defaults`;
    equal to another of the same class with equal fields (as a frozen dataclass)."""

    __slots__ = ()
    _defaults: dict = {}

    def __init__(self, *args, **kwargs):
        fields = self.__slots__
        if len(args) > len(fields):
            raise TypeError(f"{type(self).__name__}() takes {len(fields)} arguments, got {len(args)}")
        values = dict(zip(fields, args))
        for name, value in kwargs.items():
            if name not in fields or name in values:
                raise TypeError(f"{type(self).__name__}() got an unexpected or repeated argument {name!r}")
            values[name] = value
        for name in fields:
            if name in values:
                object.__setattr__(self, name, values[name])
            elif name in self._defaults:
                object.__setattr__(self, name, self._defaults[name])
            else:
                raise TypeError(f"{type(self).__name__}() missing argument {name!r}")

    def _values(self) -> tuple:
        return tuple(getattr(self, name) for name in self.__slots__)

    def __setattr__(self, name, value):
        raise AttributeError(f"cannot assign to field {name!r}: {type(self).__name__} is frozen")

    def __delattr__(self, name):
        raise AttributeError(f"cannot delete field {name!r}: {type(self).__name__} is frozen")

    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self):
        return hash(self._values())

    def __reduce__(self):
        # copy, deepcopy and pickle rebuild the node through __init__ (a frozen dataclass
        # allows them too; the default would set the slots one by one and be refused)
        return (type(self), self._values())

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{n}={getattr(self, n)!r}' for n in self.__slots__)})"


class Cond(_Frozen):
    """A face condition such as `<3` or `>=7` (op "=" when written as a bare number)."""

    __slots__ = ("op", "value")
    op: str
    value: int

    def matches(self, v: int) -> bool:
        return COMPARATORS[self.op](v, self.value)

    def __str__(self) -> str:
        return f"{'' if self.op in ('=', '==') else self.op}{self.value}"


class Keep(_Frozen):
    """One keep/drop step: kind in {"kh", "kl", "dh", "dl"}."""

    __slots__ = ("kind", "n")
    kind: str
    n: int


class Num(_Frozen):
    __slots__ = ("value", "text", "col")
    value: Union[int, Fraction]
    text: str
    col: int


class Dice(_Frozen):
    """A dice group `NdS` with its modifiers, in the canonical order they act:
    reroll (r / ro) -> explode (e / !) -> clamp (mi / ma) -> keep/drop -> success count."""

    __slots__ = ("count", "sides", "fudge", "text", "col", "reroll", "reroll_once", "explode",
                 "minimum", "maximum", "keep", "success", "failure")
    _defaults = {"reroll": (), "reroll_once": False, "explode": (), "minimum": None, "maximum": None,
                 "keep": (), "success": None, "failure": None}
    count: int
    sides: int            # 3 for dF, 100 for d%
    fudge: bool
    text: str             # as written, without spaces: "4d6kh3"
    col: int
    reroll: tuple[Cond, ...]
    reroll_once: bool
    explode: tuple[Cond, ...]
    minimum: int | None
    maximum: int | None
    keep: tuple[Keep, ...]
    success: Cond | None
    failure: Cond | None

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


class Neg(_Frozen):
    __slots__ = ("operand",)
    operand: "Node"


class Paren(_Frozen):
    __slots__ = ("inner",)
    inner: "Node"


class BinOp(_Frozen):
    __slots__ = ("op", "left", "right")
    op: str               # + - * /
    left: "Node"
    right: "Node"


class Compare(_Frozen):
    """`expr >= expr` on whole values: 1 when true, 0 when false."""

    __slots__ = ("op", "left", "right")
    op: str
    left: "Node"
    right: "Node"


class Repeat(_Frozen):
    """`Nx(expr)`: roll expr N times; the result is a list, total its sum. Top level only."""

    __slots__ = ("count", "inner", "text")
    count: int
    inner: "Node"
    text: str


Node = Union[Num, Dice, Neg, Paren, BinOp, Compare, Repeat]
