"""Detail text of a roll: the expression with each dice group's faces, then "= total".

Plain text with no markup, so the report renderers (Markdown, BBCode, HTML) only escape it.
Marks after a face (Unicode, none of them special in those three formats):

    6!     exploded (it added the next die)      1↺     rerolled away (the next face replaced it)
    1↓     dropped by keep/drop                  1→3    clamped by mi/ma (face 1 counts as 3)
    8✓     a success (`>=7`)                     1✗     a failure (`f1`, subtracts one)

    "1d20 (17) + 4 = 21"          "4d6kh3 (6, 5, 3, 1↓) = 14"      "10d10>=7 (8✓, 3, 10✓) = 2"
    "3x(1d6): 1d6 (4) = 4; 1d6 (2) = 2; 1d6 (6) = 6; total = 12"
"""

from __future__ import annotations

from .ast import BinOp, Compare, Dice, Neg, Num, Paren, Repeat

# must match gm.dice.evaluate (not imported: evaluate imports this module)
_REROLLED, _EXPLODED, _DROPPED, _SUCCESS, _FAILURE = 1, 2, 4, 8, 16


def _face(entry: list[int]) -> str:
    face, value, flags = entry
    s = str(face) if face == value else f"{face}→{value}"
    if flags & _REROLLED:
        return s + "↺"
    if flags & _EXPLODED:
        s += "!"
    if flags & _DROPPED:
        s += "↓"
    if flags & _SUCCESS:
        s += "✓"
    if flags & _FAILURE:
        s += "✗"
    return s


def _r_dice(node, groups):
    entries, general = next(groups)
    items = ", ".join(map(_face, entries)) if general else ", ".join(map(str, entries))
    return f"{node.text} ({items})"


def _r_num(node, groups):
    return node.text


def _r_neg(node, groups):
    return "-" + render(node.operand, groups)


def _r_paren(node, groups):
    return "(" + render(node.inner, groups) + ")"


def _r_binop(node, groups):
    left = render(node.left, groups)
    return f"{left} {node.op} {render(node.right, groups)}"


_RENDER = {Num: _r_num, Dice: _r_dice, Neg: _r_neg, Paren: _r_paren, BinOp: _r_binop, Compare: _r_binop}


def render(node, groups) -> str:
    """The expression with faces; `groups` is an iterator over the rolled groups in order."""
    return _RENDER[type(node)](node, groups)


def detail(node, groups, total: int, results: list[int] | None = None) -> str:
    if type(node) is Repeat:
        parts = [f"{render(node.inner, iter(g))} = {r}" for g, r in zip(groups, results)]
        return f"{node.text}: " + "; ".join(parts) + f"; total = {total}"
    return f"{render(node, iter(groups))} = {total}"
