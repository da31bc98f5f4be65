"""More players' lines (tests/orderlang/players_extra/<ruleset>.toml, issue 24): the general
classes each phrasebook reads, in the players' style (every person and number of a verb,
the rule document's own terms, the doer first, origins, chained steps, staying put). Unlike
the players' corpus these have no known gaps: every order line is read exactly as written,
and an unreadable or ambiguous line never gives an order; one marked `asks` asks which, and
a line that stays put (`stays`, where the schema has no order for it) is told so, and only
such a line. Every line read round-trips."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from gm.engine.validate import validate_dir
from gm.orderlang.parse import parse_line
from gm.orderlang.phrasebook import load
from gm.orderlang.render import render_order
from gm.orderlang.text import clean_line, without_stop
from gm.orderlang.values import Scope
from tests.orderlang.as_resolved import as_resolved

ROOT = Path(__file__).resolve().parents[2]
# the answers that ask: two readings fit, or a piece is said to stand where it does not
ASKS = {"orderlang.ambiguous_ref", "orderlang.ambiguous_owner", "orderlang.wrong_place", "orderlang.wrong_origin", "orderlang.unsaid_which"}
FILES = sorted((Path(__file__).parent / "players_extra").glob("*.toml"))


def _read(corpus: dict, state, text: str):
    scope = Scope(load(corpus["ruleset"]), "es", state, corpus["faction"])
    return parse_line(without_stop(clean_line(text)), scope, ("es", "en")), scope


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_extra_lines_are_read_exactly(path):
    corpus = tomllib.loads(path.read_text("utf-8"))
    state = validate_dir(ROOT / corpus["game"]).state
    wrong = []
    for entry in corpus["line"]:
        got, scope = _read(corpus, state, entry["text"])
        if "order" not in entry:
            keys = {e.key for e in got.errors}
            if not got.errors:
                wrong.append((entry["text"], got.order, "no order"))
            elif entry.get("stays") and keys != {"orderlang.stays_put"}:
                wrong.append((entry["text"], keys, "told it stays: no order needed"))
            elif entry.get("asks") and not keys & ASKS:
                wrong.append((entry["text"], keys, "asked which"))
            elif not entry.get("stays") and "orderlang.stays_put" in keys:
                wrong.append((entry["text"], keys, "not a line that stays"))
            continue
        if got.errors or as_resolved(corpus["ruleset"], state, corpus["faction"], got.order) != entry["order"]:
            wrong.append((entry["text"], got.order, entry["order"]))
            continue
        again, _ = _read(corpus, state, render_order(got.order, scope))
        if (again.errors, again.order) != ([], got.order):
            wrong.append((entry["text"], "round trip", again.order))
    assert wrong == []


def test_there_are_extra_lines():
    assert {p.stem for p in FILES} >= {"primordia", "sector", "nuevo-amanecer"}
