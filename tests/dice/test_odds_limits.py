"""Issue 14 §6: exact odds do bounded work. What is accepted is computed by a fast exact
algorithm; what is beyond the limits is refused before the work, naming the limit.
(Speed itself is measured in `make bench`, as a ratio, not here.)"""

from __future__ import annotations

import random
from fractions import Fraction
from math import comb

import re

import pytest
from typer.testing import CliRunner

from gm.cli import app
from gm.dice import DiceLimitError, odds
from gm.dice.limits import MAX_ODDS_DIGITS, MAX_ODDS_SUPPORT, MAX_ODDS_WORK

import gm.dice.distribution as odds_module  # noqa: E402 (the module is `distribution`, so `odds` stays the function)


def _convolved(d: dict, n: int) -> dict:
    out = {0: 1}
    for _ in range(n):
        nxt: dict = {}
        for x, wx in out.items():
            for y, wy in d.items():
                nxt[x + y] = nxt.get(x + y, 0) + wx * wy
        out = nxt
    return out


def test_power_recurrence_equals_repeated_convolution():
    rng = random.Random(14)
    for _ in range(200):
        faces = rng.randint(2, 9)
        d = {rng.randint(-5, 5) + i * rng.randint(1, 2): rng.randint(1, 7) for i in range(faces)}
        n = rng.randint(2, 9)
        ctx = odds_module._Ctx(3)
        assert odds_module._power(d, n, ctx) == _convolved(d, n), (d, n)


def test_runs_form_with_clamps_and_rerolls_is_exact():
    for expr, die in [("40d6mi3", {3: 3, 4: 1, 5: 1, 6: 1}), ("40d10ro1", None), ("30d8r<3", {v: 1 for v in range(3, 9)})]:
        dist = odds(expr)
        if die is not None:
            total = sum(die.values()) ** int(expr.split("d")[0])
            want = {v: Fraction(w, total) for v, w in sorted(_convolved(die, int(expr.split("d")[0])).items())}
            assert dist.probabilities == want, expr
        assert sum(dist.probabilities.values()) == 1


def test_300d20_against_the_closed_form():
    n, s = 300, 20

    def ways(total: int) -> int:  # dice showing 1..s summing to total
        k_max = (total - n) // s
        return sum((-1) ** k * comb(n, k) * comb(total - s * k - 1, n - 1) for k in range(k_max + 1))

    dist = odds(f"{n}d{s}")
    for total in (300, 301, 1000, 3150, 6000):
        assert dist.probabilities[total] == Fraction(ways(total), s ** n)


WORK = f"the limit is {MAX_ODDS_WORK / 1e6:g} million"


@pytest.mark.parametrize("expr,limit", [
    ("1000d20", f"the limit is {MAX_ODDS_DIGITS} digits"),
    ("1000d50", f"the limit is {MAX_ODDS_SUPPORT}"),
    ("200d1000", f"the limit is {MAX_ODDS_SUPPORT}"),
    ("3d10000", f"the limit is {MAX_ODDS_SUPPORT}"),
    ("1000d6kh3", WORK),
    ("10d10000kh1", WORK),
    ("1d10000e>9000", WORK),
])
def test_beyond_the_limits_refused_before_the_work(expr, limit, monkeypatch):
    def no_work(*a, **k):
        raise AssertionError("computed before refusing")

    monkeypatch.setattr(odds_module, "_power_coefficients", no_work)
    monkeypatch.setattr(odds_module, "_decode", no_work)
    with pytest.raises(DiceLimitError) as info:
        odds(expr)
    assert "too complex for exact odds" in info.value.text("en") and limit in info.value.text("en")
    assert "demasiado compleja para probabilidades exactas" in info.value.text("es")


@pytest.mark.parametrize("expr,limit", [("100d10*100d10", WORK), ("1d10000*1d200", "the limit is 1000000"), ("350d10+350d10", WORK),
                                        ("(150d10+150d10)+(150d10+150d10)", WORK),
                                        ("((1000d10000>=5000)>=500) + ((1000d10000>=5000)>=500)", "the limit is 4300 digits")])
def test_the_work_of_every_step_counts(expr, limit):
    with pytest.raises(DiceLimitError) as caught:
        odds(expr)
    assert re.search(limit, caught.value.text("en"))


@pytest.mark.parametrize("expr", ["1000d6", "500d10", "2d10000", "100d20kh50", "18d6ekh3", "1d1000e>650", "200d10+200d10", "10d100*1d10", "300d20"])
def test_large_accepted_cases_stay_within_the_work_limit(expr):
    assert sum(odds(expr).probabilities.values()) == 1


def test_cli_names_the_limit_with_exit_2():
    r = CliRunner().invoke(app, ["odds", "200d1000"])
    assert r.exit_code == 2 and "límite" in r.output and "Traceback" not in r.output
    r = CliRunner().invoke(app, ["odds", "200d1000", "--lang", "en"])
    assert r.exit_code == 2 and "limit" in r.output and "Traceback" not in r.output


@pytest.mark.parametrize("cmd", [["roll", "1d6", "-3", "--seed", "a"], ["roll", "--seed", "a", "1d6", "-1d4"], ["odds", "1d4", "-3"]])
def test_negative_numbers_are_expression_words(cmd):
    r = CliRunner().invoke(app, cmd)
    assert r.exit_code == 0, r.output
    assert "-" in r.output


def test_roll_negative_total_and_unknown_options():
    r = CliRunner().invoke(app, ["roll", "1d6", "-3", "--seed", "a"])
    assert r.stdout.strip() == CliRunner().invoke(app, ["roll", "1d6-3", "--seed", "a"]).stdout.strip().replace("1d6", "1d6")
    r = CliRunner().invoke(app, ["roll", "1d6", "--sed", "a"])
    assert r.exit_code == 2 and "no existe la opción --sed" in r.output
    r = CliRunner().invoke(app, ["roll", "1d6", "--sed", "a", "--lang", "en"])
    assert r.exit_code == 2 and "no such option: --sed" in r.output
