"""Edges a play-test found (2026-12-04): a line read without the part that says where is
told what it lacks, never written for the turn to refuse «falta la clave 'to'» (B1); the
GM's post gives only the GM's orders (C1); the count gm orders prints is of the factions
that gave orders, «ninguna orden» when none did."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from gm.cli import app
from gm.engine.validate import validate_dir
from gm.orderlang.messages import say
from gm.orderlang.parse import parse_line
from gm.orderlang.phrasebook import load
from gm.orderlang.values import Scope
from gm.tomlio import read_toml
from tests.text_posts import turn_with_posts

ROOT = Path(__file__).resolve().parents[2]
SECTOR = ROOT / "sample_games" / "sector" / "turn-01"
NUEVO = ROOT / "sample_games" / "nuevo-amanecer" / "turn-01"


def _told(line: str) -> list[str]:
    scope = Scope(load("sector"), "es", validate_dir(SECTOR).state, "federacion")
    got = parse_line(line, scope, ("es", "en"))
    return [say("es", e.key, **e.params) for e in got.errors]


def test_a_move_that_says_no_destination_is_told_what_it_lacks():
    assert _told("mover Enterprise") == ["la orden se corta aquí; falta «por» y una casilla (como F3) o «a» y una casilla (como F3)"]
    # a destination that reads like a verb (`a explorar`, `a Ferenginar`) is no remark to set aside: what was expected
    assert _told("mover Enterprise a Ferenginar") == ["se esperaba una casilla (como F3); pone «Ferenginar»"]
    assert _told("mover Enterprise a explorar") == ["se esperaba una casilla (como F3); pone «explorar»"]
    assert _told("mover Enterprise a F4") == []


def test_a_players_order_in_the_gms_post_is_told_not_written(tmp_path):
    turn = turn_with_posts(tmp_path, NUEVO, {"gm.txt": "paz con Sigmar\n"}, "turn")
    result = CliRunner().invoke(app, ["orders", str(turn)])
    assert result.exit_code == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == ("orders/gm.txt:1:1: aviso: línea no entendida «paz con Sigmar»: es una orden de una facción: en el mensaje "
                        "del máster solo van las órdenes del máster, y la de un jugador va en el suyo")
    assert lines[-1] == "Escrito " + str(turn / "orders.toml") + ": ninguna orden."
    doc, _, _ = read_toml(turn / "orders.toml", "orders.toml")
    assert "orders" not in doc["factions"]["gm"]
    assert doc["factions"]["gm"]["unread"][0]["kind"] == "not_understood"
