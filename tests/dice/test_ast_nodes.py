"""AST nodes are frozen values (parses are cached and shared between rolls)."""

import copy
import pickle

import pytest

from gm.dice.ast import Cond, Dice, Keep, Neg, Num, Paren
from gm.dice.grammar import parse


def test_nodes_compare_and_hash_by_class_and_fields():
    a, b = Num(3, "3", 1), Num(3, "3", 1)
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert Neg(a) != Paren(a)  # same fields, another kind of node
    assert Num(3, "3", 1) != Num(3, "3", 2)
    assert parse("4d6kh3") == parse("4d6kh3")
    assert parse("4d6kh3") != parse("4d6kl3")


def test_nodes_are_frozen_and_check_their_arguments():
    d = Dice(4, 6, False, "4d6kh3", 1, keep=(Keep("kh", 3),))
    assert d.reroll == () and d.success is None and d.keep == (Keep("kh", 3),)
    with pytest.raises(AttributeError):
        d.count = 5
    with pytest.raises(AttributeError):
        del d.sides
    with pytest.raises(TypeError):
        Num(3, "3")
    with pytest.raises(TypeError):
        Cond("=", 3, 4)
    with pytest.raises(TypeError):
        Keep("kh", n=3, kind="kl")
    assert "Dice(count=4, sides=6" in repr(d)


def test_nodes_copy_and_pickle_as_values():
    node = parse("4d6kh3r1+2*(1d8!>=7)")
    assert copy.copy(node) == node and copy.deepcopy(node) == node
    assert pickle.loads(pickle.dumps(node)) == node
    assert repr(copy.deepcopy(node)) == repr(node)
