"""Dice errors. Every invalid input ends in a DiceError subclass, never another exception,
so callers (the engine, `gm roll`) can catch one type and show its message as is."""

from __future__ import annotations

from gm.errors import Msg, wording


class DiceError(Exception):
    """Base of every error the dice package raises for bad input. Its `message` is a
    catalog message (`dice-*`), worded in the reader's language where it is shown."""

    def __init__(self, message: "str | Msg"):
        self.message = message
        super().__init__(message)

    def text(self, lang: str = "es") -> str:
        return wording(self.message, lang)


class DiceSyntaxError(DiceError):
    """The expression does not follow the grammar.

    str(): "1d20+: at column 6, found end of expression, expected a number, a die or '('"
    (column is 1-based; len(expr) + 1 means the end).
    """

    def __init__(self, expr: str, column: int, found: str, expected: str):
        self.expr, self.column, self.found, self.expected = expr, column, found, expected
        super().__init__(Msg("dice.syntax", expr=expr, column=column, found=found, expected=expected))


class DiceValueError(DiceError):
    """Grammatical but meaningless: a d0, a reroll condition that matches every face..."""

    def __init__(self, expr: str, column: int, message: "str | Msg"):
        self.expr, self.column = expr, column
        super().__init__(Msg("dice.value", expr=expr, column=column, problem=message))


class DiceLimitError(DiceError):
    """A resource cap was hit (too many dice, too many sides, too deep, too complex)."""


class DiceMathError(DiceError):
    """Arithmetic that has no integer result (division by zero)."""


class DiceOddsError(DiceError):
    """The expression rolls fine but has no single exact distribution we compute."""


class DiceForcedError(DiceError):
    """A forced face queue ran out, or held a face the die cannot show."""


class DiceRecordError(DiceError):
    """A recorded face (dice.toml) the die cannot show."""

    def __init__(self, key: str, face: int, sides: str | int):
        self.key, self.face, self.sides = key, face, sides
        super().__init__(Msg("dice.recorded_face", key=key, face=face, sides=str(sides)))


class SecrecyError(Exception):
    """A roll about to be shown to someone who may not see its whole stream: a bug in the
    ruleset, never bad input, so it is not a DiceError (the engine reports it as internal)."""
