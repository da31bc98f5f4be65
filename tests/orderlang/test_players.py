"""The players' corpus (tests/orderlang/players/<ruleset>.toml, issue 24): order lines as
forum players write them, written by someone who never read the phrasebooks, each with the
order it must give; and chatter, unreadable and ambiguous lines.

- No misreading, ever: a line read as an order gives exactly the order the corpus says;
  an unreadable or ambiguous line gives no order (an ambiguous one asks, where it can).
- Lines not understood yet are known gaps (tests/orderlang/players_gaps.toml): the count
  per ruleset may only go down; a gap now understood must leave the list.
- Round trip: every line understood, exported as `gm orders --export` writes it and read
  again, gives the same order.
The corpus is never edited to fit the parser: a line whose expected order the lead must
judge (another reading of the schema) is listed in players_gaps.toml under `disputed`.
"""

from __future__ import annotations

import tomllib
from functools import lru_cache
from pathlib import Path

import pytest

from gm.engine.validate import validate_dir
from gm.orderlang.messages import say
from gm.orderlang.parse import parse_line
from gm.orderlang.phrasebook import load
from gm.orderlang.render import render_order
from gm.orderlang.text import clean_line, without_stop
from gm.orderlang.values import Scope
from tests.orderlang.as_resolved import as_resolved

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).parent
CORPORA = sorted((HERE / "players").glob("*.toml"))
GAPS = tomllib.loads((HERE / "players_gaps.toml").read_text("utf-8"))


@lru_cache(maxsize=None)
def corpus(rid: str) -> dict:
    return tomllib.loads((HERE / "players" / f"{rid}.toml").read_text("utf-8"))


@lru_cache(maxsize=None)
def state(rid: str):
    return validate_dir(ROOT / corpus(rid)["game"]).state


def read(rid: str, text: str):
    """One line as `gm orders` reads it (BBCode, bullets and the full stop aside), on its own:
    a new scope, so no earlier line's new things are named."""
    scope = Scope(load(rid), "es", state(rid), corpus(rid)["faction"])
    return parse_line(without_stop(clean_line(text)), scope, ("es", "en")), scope


def _ids():
    return [p.stem for p in CORPORA]


def outcomes(rid: str) -> dict[str, list]:
    out: dict[str, list] = {"understood": [], "gap": [], "misread": [], "asked": [], "refused": []}
    for entry in corpus(rid)["line"]:
        if entry.get("chatter"):
            continue  # tests/orderlang/test_chatter_corpus.py
        got, _ = read(rid, entry["text"])
        if "order" in entry:
            if got.errors:
                out["gap"].append(entry["text"])
            elif as_resolved(rid, state(rid), corpus(rid)["faction"], got.order) == entry["order"]:
                out["understood"].append(entry["text"])
            else:
                out["misread"].append((entry["text"], got.order, entry["order"]))
        elif got.errors:
            asks = any("quisiste decir" in say("es", e.key, **e.params) for e in got.errors)
            out["asked" if asks else "refused"].append(entry["text"])
        else:
            out["misread"].append((entry["text"], got.order, "no order: " + ("ambiguous" if entry.get("ambiguous") else "unreadable")))
    return out


def test_there_is_a_players_corpus():
    assert CORPORA, "tests/orderlang/players/ is empty"


@pytest.mark.parametrize("rid", _ids())
def test_no_line_is_misread(rid):
    disputed = set(GAPS.get(rid, {}).get("disputed", []))
    misread = [m for m in outcomes(rid)["misread"] if m[0] not in disputed]
    assert misread == []


@pytest.mark.parametrize("rid", _ids())
def test_known_gaps_only_shrink(rid):
    got = outcomes(rid)
    known = GAPS.get(rid, {})
    gaps = set(got["gap"])
    assert gaps <= set(known.get("gaps", [])), "a line not understood that is not a known gap"
    assert set(known.get("gaps", [])) == gaps, "a known gap is understood now (or gone): take it out of players_gaps.toml"
    assert len(gaps) <= known.get("most_gaps", 0)


@pytest.mark.parametrize("rid", _ids())
def test_ambiguous_lines_ask(rid):
    """An ambiguous line never gives an order; those the corpus knows to ask do ask."""
    ambiguous = {e["text"] for e in corpus(rid)["line"] if e.get("ambiguous")}
    got = outcomes(rid)
    assert not ambiguous & {m[0] for m in got["misread"]}
    assert set(GAPS.get(rid, {}).get("asks", [])) <= set(got["asked"])


@pytest.mark.parametrize("rid", _ids())
def test_every_understood_line_round_trips(rid):
    for entry in corpus(rid)["line"]:
        if "order" not in entry:
            continue
        got, scope = read(rid, entry["text"])
        if got.errors:
            continue
        again, _ = read(rid, render_order(got.order, scope))
        assert (again.errors, again.order) == ([], got.order), entry["text"]

