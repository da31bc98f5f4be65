"""Dice benchmarks (not tests): gm.dice against PyPI d20 (rolling) and dyce (odds) when
installed (`pip install d20==1.1.2 dyce==0.7.0`, the `bench` extra).

    PYTHONPATH=src python3 bench/dice_bench.py
"""

from __future__ import annotations

import timeit

from gm.dice import KeyedFaces, odds, roll

ROLLS = ["1d20+3", "4d6kh3", "10d10e10", "(1d20+4)*1.25", "10d10>=7"]
ODDS = ["4d6kh3", "10d10", "8d6kh3", "2d6+1d8", "10d10>=7"]


def best(fn, number: int) -> float:
    """Best of 5 repeats, microseconds per call."""
    return min(timeit.repeat(fn, number=number, repeat=5)) / number * 1e6


def main() -> None:
    faces = KeyedFaces("bench-seed")
    try:
        import d20
    except ImportError:
        d20 = None
    try:
        from dyce import H
    except ImportError:
        H = None

    print(f"{'roll':<16}{'gm.dice µs':>12}{'d20 µs':>12}")
    for expr in ROLLS:
        ours = best(lambda: roll(expr, faces, "k").total, 5000)
        theirs = best(lambda: d20.roll(expr).total, 5000) if d20 else float("nan")
        print(f"{expr:<16}{ours:>12.1f}{theirs:>12.1f}")

    print(f"\n{'odds':<16}{'gm.dice µs':>12}{'dyce µs':>12}")
    for expr in ODDS:
        ours = best(lambda: odds(expr), 200)
        theirs = float("nan")
        if H is not None:
            fn = _dyce(expr, H)
            if fn is not None:
                theirs = best(fn, 20)
        print(f"{expr:<16}{ours:>12.1f}{theirs:>12.1f}")


def _dyce(expr: str, H):
    """The same distribution built with dyce 0.7.0's public API, where easy."""
    from dyce import P
    if expr == "4d6kh3":
        return lambda: (4 @ P(6)).at(slice(-3, None))
    if expr == "8d6kh3":
        return lambda: (8 @ P(6)).at(slice(-3, None))
    if expr == "10d10":
        return lambda: 10 @ H(10)
    if expr == "2d6+1d8":
        return lambda: 2 @ H(6) + H(8)
    if expr == "10d10>=7":
        return lambda: 10 @ H(10).ge(7)
    return None


if __name__ == "__main__":
    main()
