"""Several orders on one line (issue 24: `y`, `y luego` and commas chaining steps; never
misread). Design (README, text orders; gm.orderlang.several): a line is read first as one
order; only one that does not read so gives several, where it cuts at sentence boundaries
(`. ` before a capital, a doer or a verb; `;`; `y luego`/`y después`; `y` or a comma
before a verb) into parts that EACH read alone as an order, or where a list of the
faction's own things fills a slot that takes one (one order per thing, the rest equal).
Anything else stays one line not understood, told to write one order a line."""

from __future__ import annotations

import json
import shutil
import tomllib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from gm.cli import app
from gm.engine.validate import validate_dir
from gm.errors import wording
from gm.orderlang.document import read_text_orders
from gm.orderlang.phrasebook import load
from gm.orderlang.several import read_orders
from gm.orderlang.text import clean_line, without_stop
from gm.orderlang.values import Scope
from tests.orderlang.test_players import corpus, read, state

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("es", "en")


def orders(rid: str, text: str, faction: str | None = None) -> list[dict]:
    scope = Scope(load(rid), "es", state(rid), faction or corpus(rid)["faction"])
    return [o for o, _ in read_orders(without_stop(clean_line(text)), scope, LANGS).orders]


@pytest.mark.parametrize(("rid", "text", "want"), [
    ("eraide", "Ilse: atacar a Selene. Mael: Agotar sobre Brann",  # two sentences, two doers
     [{"type": "attack", "character": "ilse", "target": "selene"},
      {"type": "talent", "character": "mael", "talent": "agotar", "target": "brann"}]),
    ("eraide", "Ilse: atacar a Selene; Otto: esperar",
     [{"type": "attack", "character": "ilse", "target": "selene"}, {"type": "wait", "character": "otto"}]),
    ("sector", "Mover la Enterprise y la Defiant a F5",  # one verb, two ships, one destination
     [{"type": "move", "ship": "fed-1", "to": "F5"}, {"type": "move", "ship": "fed-2", "to": "F5"}]),
    ("sector", "Mover la Enterprise a E5 y luego mover la Defiant a F4",
     [{"type": "move", "ship": "fed-1", "to": "E5"}, {"type": "move", "ship": "fed-2", "to": "F4"}]),
    ("sector", "mover fed-1 a E5 y mover fed-2 a F4",  # `y` before a verb
     [{"type": "move", "ship": "fed-1", "to": "E5"}, {"type": "move", "ship": "fed-2", "to": "F4"}]),
    ("eraide", "Ilse y Otto: atacar a Brann",  # a list of doers
     [{"type": "attack", "character": "ilse", "target": "brann"}, {"type": "attack", "character": "otto", "target": "brann"}]),
])
def test_a_line_of_several_orders_gives_each(rid, text, want):
    got, _ = read(rid, text)
    assert got.errors  # not one order: the line needs the split (fails before: refused)
    assert orders(rid, text) == want


@pytest.mark.parametrize(("rid", "text"), [
    ("sector", "Declarar guerra a los klingon y atacarles con la Defiant"),  # the second needs the first
    ("eraide", "Ilse ataca a Brann y Otto a Selene"),  # gapping: the verb left out
    ("eraide", "Ilse: atacar a Selene. Luego paso a I4"),  # the doer left out
    ("eraide", "Atacar a Brann y Selene con Ilse"),  # a list where one thing goes, not the faction's own
    ("sector", "Atacar a los klingon con la Enterprise y luego a los romulanos"),  # `a los romulanos` alone is nothing
])
def test_parts_that_do_not_each_read_give_no_order(rid, text):
    assert orders(rid, text) == []


def test_one_order_with_a_boundary_inside_stays_one():
    """eraide's own `atacar a X, y después paso a F10` is ONE order: read whole first."""
    got = orders("eraide", "Ilse: atacar a Brann, y después paso a I4")
    assert got == [{"type": "attack", "character": "ilse", "target": "brann", "step": "I4", "step_after": True}]


def _turn(tmp_path: Path, rid: str, post: str) -> Path:
    turn = tmp_path / "turn"
    shutil.copytree(ROOT / corpus(rid)["game"], turn)
    (turn / "orders.toml").unlink()
    (turn / "orders").mkdir()
    (turn / "orders" / f"{corpus(rid)['faction']}.txt").write_text(post, encoding="utf-8")
    return turn


POST = ("Mover la Enterprise y la Defiant a F5\n"
        "Declarar guerra a los klingon y atacarles con la Defiant\n")


def test_both_orders_carry_the_line_and_check_judges_each(tmp_path):
    turn = _turn(tmp_path, "sector", POST)
    v = validate_dir(turn)
    got = read_text_orders(turn, v.state, v.ruleset)
    assert [o["ship"] for o in got.doc["factions"]["federacion"]["orders"]] == ["fed-1", "fed-2"]
    assert [got.where[("federacion", i)][:2] for i in (0, 1)] == [("orders/federacion.txt", 1)] * 2
    answer = json.loads(CliRunner().invoke(app, ["check", str(turn), "--faction", "federacion", "--json"]).stdout)
    told = answer["factions"][0]
    assert [(o["source"], o["line"], o["verdict"]) for o in told["orders"]] == [
        ("orders/federacion.txt:1", "Mover la Enterprise a F5", "applied"),
        ("orders/federacion.txt:1", "Mover la Defiant a F5", "applied")]
    assert told["unread"][0]["source"] == "orders/federacion.txt:2"
    assert "una orden por línea" in told["unread"][0]["problem"]


def test_a_line_that_may_hold_several_is_told_one_a_line_in_both_languages(tmp_path):
    turn = _turn(tmp_path, "sector", POST + "mover la Enterprise hacia\n")
    v = validate_dir(turn)
    got = read_text_orders(turn, v.state, v.ruleset)
    told = {p.line: p for p in got.problems if p.severity == "warning"}
    assert "una orden por línea" in wording(told[2].message, "es")
    assert "one order per line" in wording(told[2].message, "en")
    assert "orden por línea" not in wording(told[3].message, "es")  # no `y`, no `. `: one order mistyped
    unread = got.doc["factions"]["federacion"]["unread"]
    assert "una orden por línea" in unread[0]["reason"]


def test_the_private_report_shows_both(tmp_path):
    turn = _turn(tmp_path, "sector", POST)
    out = tmp_path / "out"
    assert CliRunner().invoke(app, ["resolve", str(turn), "--out", str(out), "--format", "markdown"]).exit_code == 0
    report = (out / "reports" / "federacion.md").read_text("utf-8")
    assert "#1 Mover Enterprise a F5: ejecutada" in report and "#2 Mover Defiant a F5: ejecutada" in report
    assert "una orden por línea" in report


def test_round_trip_writes_two_lines_that_read_back_the_same(tmp_path):
    turn = _turn(tmp_path, "eraide", "Ilse: atacar a Selene. Mael: Agotar sobre Brann\n")
    runner = CliRunner()
    assert runner.invoke(app, ["orders", str(turn)]).exit_code == 0
    first = tomllib.loads((turn / "orders.toml").read_text("utf-8"))["factions"]["azul"]["orders"]
    assert [o["type"] for o in first] == ["attack", "talent"]
    assert runner.invoke(app, ["orders", str(turn), "--export", "--force"]).exit_code == 0
    lines = [x for x in (turn / "orders" / "azul.txt").read_text("utf-8").splitlines() if x.strip() and not x.startswith("#")]
    assert len(lines) == 2
    assert runner.invoke(app, ["orders", str(turn), "--force"]).exit_code == 0
    assert tomllib.loads((turn / "orders.toml").read_text("utf-8"))["factions"]["azul"]["orders"] == first


def _lines(rid: str) -> tuple[list[str], list[str]]:
    """The corpus lines that read alone as one order, and those that do not (refused, asked, gaps)."""
    good, bad = [], []
    for e in corpus(rid)["line"]:
        if e.get("chatter"):
            continue
        got, _ = read(rid, e["text"])
        (bad if got.errors else good).append(e["text"])
    return good, bad


SEPARATORS = (". ", "; ", " y luego ", " y después ", " y ", ", ")


@pytest.mark.parametrize("rid", ["nuevo-amanecer", "sector", "eraide", "primordia"])
def test_a_split_never_gives_an_order_for_a_part_that_does_not_read(rid):
    good, bad = _lines(rid)

    @settings(max_examples=25, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
    @given(st.sampled_from(good), st.sampled_from(bad), st.sampled_from(SEPARATORS), st.booleans())
    def joined(one, other, sep, first):
        text = f"{one}{sep}{other}" if first else f"{other}{sep}{one}"
        whole, _ = read(rid, text)
        got = orders(rid, text)
        assert got == ([] if whole.errors else [whole.order]), text  # the whole as one order, or nothing

    joined()


@pytest.mark.parametrize("rid", ["nuevo-amanecer", "sector", "eraide", "primordia"])
def test_two_orders_joined_give_both_in_order(rid):
    good, _ = _lines(rid)
    for a, b in zip(good[:6:2], good[1:7:2]):
        text = f"{without_stop(clean_line(a))}; {without_stop(clean_line(b))}"
        want = [read(rid, a)[0].order, read(rid, b)[0].order]
        assert orders(rid, text) == want, text


def test_a_remark_is_never_cut():
    """`;` or `. ` inside parentheses is the player's remark inside one order, never a boundary."""
    from gm.orderlang.several import _parts

    scope = Scope(load("sector"), "es", state("sector"), "federacion")
    line = "mover fed-1 a E5 (rápido; Mover fed-2 a F4 luego)"
    assert _parts(line, scope, LANGS) == [(0, len(line))]


def test_the_lines_tried_in_vain_are_bounded(tmp_path, monkeypatch):
    """A post of lines that cut into nothing costs parts' readings each: after MAX_CUT_LINES
    such lines the rest are read as one order each (and told to write one a line)."""
    import gm.orderlang.document as document

    monkeypatch.setattr(document, "MAX_CUT_LINES", 1)
    turn = _turn(tmp_path, "sector", "mover fed-1 a E5 y atacarles\nmover fed-1 a E5; mover fed-2 a F4\n")
    v = validate_dir(turn)
    got = read_text_orders(turn, v.state, v.ruleset)
    assert got.doc["factions"]["federacion"].get("orders", []) == []
    assert [u["line"] for u in got.doc["factions"]["federacion"]["unread"]] == [1, 2]
    monkeypatch.setattr(document, "MAX_CUT_LINES", 2)
    got = read_text_orders(turn, v.state, v.ruleset)
    assert [o["ship"] for o in got.doc["factions"]["federacion"]["orders"]] == ["fed-1", "fed-2"]
