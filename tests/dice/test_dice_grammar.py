"""Grammar: every construct parses to the expected AST; errors carry their column."""

import pytest

from gm.dice import DiceError, DiceLimitError, DiceSyntaxError, DiceValueError, parse
from gm.errors import wording
from gm.dice.ast import BinOp, Compare, Cond, Dice, Keep, Neg, Num, Paren, Repeat


def dice(expr):
    node = parse(expr)
    assert isinstance(node, Dice), node
    return node


def test_basic_dice():
    d = dice("3d6")
    assert (d.count, d.sides, d.fudge, d.text, d.col) == (3, 6, False, "3d6", 1)
    assert dice("d20").count == 1
    assert dice("d%").sides == 100 and dice("2d%").count == 2
    f = dice("4dF")
    assert f.fudge and (f.lo, f.hi) == (-1, 1)
    assert dice("dF").count == 1
    assert dice("1D20").sides == 20  # keywords are case-insensitive
    assert dice("0d6").count == 0


def test_numbers_and_arithmetic_precedence():
    n = parse("1+2*3")
    assert n == BinOp("+", Num(1, "1", 1), BinOp("*", Num(2, "2", 3), Num(3, "3", 5)))
    n = parse("(1+2)*3")
    assert isinstance(n, BinOp) and n.op == "*" and isinstance(n.left, Paren)
    n = parse("8-3-2")  # left associative
    assert n.op == "-" and n.left.op == "-"
    n = parse("-1d6")
    assert isinstance(n, Neg) and isinstance(n.operand, Dice)
    assert parse("+5") == Num(5, "5", 2)
    from fractions import Fraction
    assert parse("1.25").value == Fraction(5, 4)
    assert parse("2.0").value == 2 and type(parse("2.0").value) is int


def test_whitespace_ignored_between_tokens():
    assert parse(" 1d20 +  4 ") == parse("1d20+4").__class__(
        "+", Dice(1, 20, False, "1d20", 2), Num(4, "4", 10))


@pytest.mark.parametrize("expr,keep", [
    ("4d6kh3", (Keep("kh", 3),)),
    ("4d6k3", (Keep("kh", 3),)),
    ("4d6kl1", (Keep("kl", 1),)),
    ("4d6dh1", (Keep("dh", 1),)),
    ("4d6dl1", (Keep("dl", 1),)),
    ("4d6d1", (Keep("dl", 1),)),
    ("5d6dl1dh1", (Keep("dl", 1), Keep("dh", 1))),
])
def test_keep_drop(expr, keep):
    assert dice(expr).keep == keep


def test_reroll_explode_clamp():
    d = dice("4d6r1")
    assert d.reroll == (Cond("=", 1),) and not d.reroll_once
    d = dice("4d6r<3")
    assert d.reroll == (Cond("<", 3),)
    d = dice("4d6ro<3")
    assert d.reroll_once
    assert dice("4d6r1r2").reroll == (Cond("=", 1), Cond("=", 2))
    assert dice("3d6e6").explode == (Cond("=", 6),)
    assert dice("3d6e").explode == (Cond("=", 6),)   # default: the max face
    assert dice("3d6!").explode == (Cond("=", 6),)
    assert dice("3d6e>=5").explode == (Cond(">=", 5),)
    assert dice("4dF!").explode == (Cond("=", 1),)
    d = dice("4d6mi2ma5")
    assert (d.minimum, d.maximum) == (2, 5)


def test_explode_then_minus_is_subtraction():
    n = parse("3d6!-3")
    assert isinstance(n, BinOp) and n.op == "-" and n.left.explode == (Cond("=", 6),)


def test_success_and_failure():
    d = dice("10d10>=7")
    assert d.success == Cond(">=", 7) and d.failure is None
    d = dice("10d10>=7f1")
    assert d.failure == Cond("=", 1)
    d = dice("10d10>7f<3")
    assert d.success == Cond(">", 7) and d.failure == Cond("<", 3)
    assert dice("4dF=-1").success == Cond("=", -1)
    for op in ("=", "<", ">", "<=", ">=", "=="):
        assert dice(f"5d6{op}3").success.op == op


def test_whole_value_comparison():
    n = parse("1d20+4>=15")
    assert isinstance(n, Compare) and n.op == ">=" and isinstance(n.left, BinOp)
    n = parse("(2d6)>=7")
    assert isinstance(n, Compare)
    # right after a dice group it counts successes instead
    assert isinstance(parse("2d6>=7"), Dice)


def test_repeat():
    n = parse("6x(4d6kh3)")
    assert isinstance(n, Repeat) and n.count == 6 and n.text == "6x(4d6kh3)"
    assert isinstance(n.inner, Dice)
    assert parse("3X(1d6+1)").count == 3


def test_parse_is_cached():
    assert parse("2d6+3") is parse("2d6+3")


@pytest.mark.parametrize("expr,column,found,expected", [
    ("1d20+", 6, "end of expression", "a number, a die or '('"),
    ("", 1, "end of expression", "a number, a die or '('"),
    ("1d", 3, "end of expression", "the number of sides, '%' or 'F' right after 'd'"),
    ("2d6 3", 5, "'3'", "an operator or end of expression"),
    ("(1d6", 5, "end of expression", "an operator or ')'"),
    ("1d6)", 4, "')'", "an operator or end of expression"),
    ("1d6 & 2", 5, "'&'", "an operator or end of expression"),
    ("4d6kh", 6, "end of expression", "a number after 'kh'"),
    ("4d6r", 5, "end of expression", "a number or a comparison after 'r'"),
    ("1.5d6", 1, "'1.5'", "a whole number of dice"),
    ("1 d6", 3, "'d'", "an operator or end of expression"),
    ("1d20 + foo", 8, "'foo'", "a number, a die or '('"),
    ("2x3", 3, "'3'", "'(' after 'x'"),
    ("1<2<3", 4, "'<'", "an operator or end of expression (comparisons do not chain)"),
    ("1d6*/2", 5, "'/'", "a number, a die or '('"),
])
def test_syntax_errors(expr, column, found, expected):
    with pytest.raises(DiceSyntaxError) as e:
        parse(expr)
    assert (e.value.column, wording(e.value.found, "en"), wording(e.value.expected, "en")) == (column, found, expected)
    assert e.value.text("en") == f"{expr}: at column {column}, found {found}, expected {expected}"
    assert e.value.text("es").startswith(f"{expr}: en la columna {column}, se encontró ")


def test_error_message_example():
    with pytest.raises(DiceSyntaxError) as caught:
        parse("1d20+")
    assert caught.value.text("en") == "1d20+: at column 6, found end of expression, expected a number, a die or '('"
    assert caught.value.text("es") == "1d20+: en la columna 6, se encontró el final de la expresión, se esperaba un número, un dado o '('"


@pytest.mark.parametrize("expr", ["1d0", "4d6r<7", "4d6r>=1", "1d6e>=1", "4dF!>=-1", "4d6r1ro2", "2d2r1e"])
def test_value_errors(expr):
    with pytest.raises(DiceValueError):
        parse(expr)


@pytest.mark.parametrize("expr", ["1001d6", "1d10001", "101x(1d6)", "0x(1d6)", "(" * 60 + "1" + ")" * 60,
                                  "-" * 60 + "1", "1+" * 600 + "1"])
def test_limits(expr):
    with pytest.raises(DiceLimitError):
        parse(expr)


def test_limits_allowed_at_the_edge():
    assert dice("1000d10000").count == 1000


def test_non_string_is_a_dice_error():
    with pytest.raises(DiceError):
        parse(12)
