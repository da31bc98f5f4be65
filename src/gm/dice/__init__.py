"""gm.dice: dice notation, keyed rolling, exact odds.

    parse(expr) -> Node                      cached AST (the grammar is in gm.dice.grammar)
    roll(expr, faces, key="") -> Roll        faces: KeyedFaces / ForcedFaces / RecordedFaces
    odds(expr, max_explode_depth=3) -> Distribution
    DiceService(seed, prefix="", recorded=None, forced=None, streams=False)   the turn's ctx.dice

Notation (keywords case-insensitive; spaces allowed between tokens, not inside `NdS`):

    NdS dS d% dF        dice (d% = 1-100, dF = Fudge -1/0/+1), N <= 1000, S <= 10000
    + - * / ( ) -x      arithmetic; EVERY operation's result is floored: 7/2 = 3,
                        -7/2 = -4, (1d20+4)*1.25 floors once; decimal literals are exact
    4d6kh3 4d6k3        keep highest 3 (k = kh)         4d6kl1  keep lowest 1
    4d6dh1              drop highest 1                  4d6dl1 4d6d1  drop lowest 1
    4d6r1 4d6r<3        reroll while matching (a die stops after 100 rerolls)
    4d6ro<3             reroll once
    3d6e6 3d6! 3d6e>=5  explode: a matching face adds one more die (default: the max face;
                        at most 100 extra dice per die)
    4d6mi2 4d6ma5       per-die minimum / maximum (the value that counts; faces keep the roll)
    10d10>=7 10d10>=7f1 count successes (each kept die meeting the target = 1), `f` failures -1
    1d20+4>=15          a comparison NOT right after dice compares whole values: 1 or 0
    6x(4d6kh3)          repeat (top level only, N <= 100): results list, total = their sum

Modifiers act in this order whatever order they are written in: reroll, explode, clamp
(mi/ma), keep/drop (steps applied in written order), success counting (last in the text).
A roll may draw at most 1000 dice in all (DiceLimitError).

Detail text (Roll.detail, plain text with no markup, see gm.dice.stringify):

    1d20 (17) + 4 = 21               4d6kh3 (6, 5, 3, 1↓) = 14         ↓ dropped
    4d6r1 (1↺, 1↺, 3, 4, 5, 6) = 18  ↺ rerolled away                   2d6e6 (6!, 6!, 2, 3) = 17
    3d6mi2ma5 (1→2, 6→5, 3) = 10     → clamped                         ! exploded
    4d10>=7f1 (7✓, 1✗, 10✓, 3) = 1   ✓ success, ✗ failure
    (1d20 (17) + 4) * 1.25 = 26      1d20 (11) + 4 >= 15 = 1
    3x(1d6+1): 1d6 (4) + 1 = 5; 1d6 (2) + 1 = 3; 1d6 (6) + 1 = 7; total = 15
"""

from .ast import Node
from .errors import (DiceError, DiceForcedError, DiceLimitError, DiceMathError, DiceOddsError,
                     DiceRecordError, DiceSyntaxError, DiceValueError, SecrecyError)
from .evaluate import Roll, roll
from .grammar import parse
from .rng import FaceSource, ForcedFaces, KeyedFaces, RecordedFaces

# odds and the turn's dice service load on first use: `gm roll 1d20` needs neither
_LAZY = {"odds": ".distribution", "Distribution": ".distribution", "DiceService": ".service"}


def __getattr__(name: str):
    if name in _LAZY:
        import importlib

        value = getattr(importlib.import_module(_LAZY[name], __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

__all__ = [
    "parse", "roll", "odds", "Node", "Roll", "Distribution", "DiceService",
    "FaceSource", "KeyedFaces", "ForcedFaces", "RecordedFaces",
    "DiceError", "DiceSyntaxError", "DiceValueError", "DiceLimitError", "DiceMathError",
    "DiceOddsError", "DiceForcedError", "DiceRecordError", "SecrecyError",
]
