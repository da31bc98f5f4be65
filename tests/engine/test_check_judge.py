"""Issue 23: `gm check` answers each order as resolve will settle it. An order whose result the
dice decide depends on them even when its outcome key is the same on every probe (an eraide
attack is always 'ataque resuelto'; what it did, hit or miss, differs): the judge compares
what the order did as its faction reads it (its outcome and the events carrying it out
emitted, TurnContext.carrying), dice lines left out; an order whose effect never varies
stays applied."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from gm.api import check_orders_json

ROOT = Path(__file__).resolve().parents[2]


def _verdicts(tmp_path, game: str, fid: str, orders_toml: str | None = None) -> dict[int, str]:
    turn = tmp_path / game
    if not turn.exists():
        shutil.copytree(ROOT / "sample_games" / game / "turn-01", turn)
    if orders_toml is not None:
        (turn / "orders.toml").write_text("turn = 1\n" + orders_toml, encoding="utf-8")
    doc, _ = check_orders_json(turn, fid, lang="es")
    return {o["number"]: o["verdict"] for o in doc["factions"][0]["orders"]}


@pytest.mark.parametrize(("game", "fid", "expected"), [
    # Ilse attacks Brann, Otto steps and attacks: the d20 decides; Mael's wolf is summoned
    ("eraide", "azul", {1: "depends", 2: "applied", 3: "depends"}),
    # Nyx hides (a stealth roll), Selene's rune dart rolls; Brann's run has no die
    ("eraide", "rojo", {1: "depends", 2: "depends", 3: "applied"}),
    # the assault on Avanzada del Norte: the damage is rolled; forming, moving, research are not
    ("primordia", "marmoreos", {1: "applied", 2: "applied", 3: "depends", 4: "applied", 5: "applied"}),
    ("sector", "federacion", {1: "applied", 2: "applied", 3: "depends"}),
    ("nuevo-amanecer", "sigmar", {1: "applied", 2: "applied", 3: "applied"}),
])
def test_sample_orders_depend_on_the_dice_where_what_they_do_does(tmp_path, game, fid, expected):
    assert _verdicts(tmp_path, game, fid) == expected


def test_an_eraide_skill_check_depends_and_a_wait_does_not(tmp_path):
    orders = ('[factions.azul]\norders = [{type = "check", character = "ilse", skill = "advertir", difficulty = 12},'
              ' {type = "wait", character = "otto"}]\n')
    assert _verdicts(tmp_path, "eraide", "azul", orders) == {1: "depends", 2: "applied"}
