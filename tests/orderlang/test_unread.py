"""Chatter is skipped; what is not understood is told, not fatal (issue 24). A line with
no order word and no name of the faction's things is chatter: skipped and listed in
`gm orders`' output and the GM's report. A line that looks like an order but cannot be
read is "no entendida": listed, located, with what was expected; the rest is written, the
player reads it in `gm check` and the private report; `--strict` keeps all-or-nothing."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from gm.cli import app
from gm.tomlio import read_toml
from tests.text_posts import turn_with_posts

ROOT = Path(__file__).resolve().parents[2]
SECTOR = ROOT / "sample_games" / "sector" / "turn-01"
NUEVO = ROOT / "sample_games" / "nuevo-amanecer" / "turn-01"

KLINGON = """[b]Imperio Klingon - Turno 2[/b]
Buenas!
investigar armamento
mober kli-1 a F4
¡A por los enanos!
Un saludo!
"""
CARDASIANO = "Ordenes Union Cardasiana T1\ninvestigar propulsión\n"


def _turn(tmp_path: Path, sample: Path, posts: dict[str, str]) -> Path:
    return turn_with_posts(tmp_path, sample, posts, "turn")


def _told(turn: Path) -> str:
    """The reason kept for klingon's line 4 (the words depend on the phrasebook, not on this)."""
    doc, _, _ = read_toml(turn / "orders.toml", "orders.toml")
    return next(u["reason"] for u in doc["factions"]["klingon"]["unread"] if u["line"] == 4)


def test_chatter_is_skipped_and_listed_and_a_line_not_understood_told(tmp_path):
    turn = _turn(tmp_path, SECTOR, {"klingon.txt": KLINGON, "cardasiano.txt": CARDASIANO})
    result = CliRunner().invoke(app, ["orders", str(turn)])
    assert result.exit_code == 0, result.stderr
    out = result.stdout.splitlines()
    assert out[0].startswith("orders/klingon.txt:4:") and out[0].endswith(f": aviso: línea no entendida «mober kli-1 a F4»: {_told(turn)}")
    assert out[1:] == [
        "orders/cardasiano.txt:1: saltada (no es una orden) «Ordenes Union Cardasiana T1»",
        "orders/klingon.txt:1: saltada (no es una orden) «Imperio Klingon - Turno 2»",
        "orders/klingon.txt:2: saltada (no es una orden) «Buenas!»",
        "orders/klingon.txt:5: saltada (no es una orden) «¡A por los enanos!»",
        "orders/klingon.txt:6: saltada (no es una orden) «Un saludo!»",
        "Escrito " + str(turn / "orders.toml") + ": dos órdenes de dos facciones.",
    ]
    doc, _, _ = read_toml(turn / "orders.toml", "orders.toml")
    klingon = doc["factions"]["klingon"]
    assert klingon["orders"] == [{"type": "research", "tech": "armamento"}]  # the post's other orders stand
    assert [(u["line"], u["kind"]) for u in klingon["unread"]] == [(1, "chatter"), (2, "chatter"), (4, "not_understood"),
                                                                    (5, "chatter"), (6, "chatter")]
    assert klingon["unread"][2] == {"file": "orders/klingon.txt", "line": 4, "kind": "not_understood", "text": "mober kli-1 a F4",
                                    "reason": _told(turn)}
    assert "se esperaba" in _told(turn) or "¿quisiste decir" in _told(turn) or "no conozco" in _told(turn)


def test_the_player_and_the_gm_read_the_unread_lines_in_the_reports(tmp_path):
    turn = _turn(tmp_path, SECTOR, {"klingon.txt": KLINGON})
    runner = CliRunner()
    assert runner.invoke(app, ["orders", str(turn)]).exit_code == 0
    assert runner.invoke(app, ["validate", str(turn)]).exit_code == 0
    done = runner.invoke(app, ["resolve", str(turn), "--out", str(tmp_path / "o")])
    assert done.exit_code == 0, done.stderr
    private = (tmp_path / "o" / "reports" / "klingon.md").read_text("utf-8")
    assert f"- línea 4: «mober kli-1 a F4» — {_told(turn)}" in private
    assert "A por los enanos" not in private  # chatter: the GM's report only
    others = (tmp_path / "o" / "reports" / "federacion.md").read_text("utf-8")
    assert "mober" not in others
    gm = (tmp_path / "o" / "gm-report.md").read_text("utf-8")
    assert "- orders/klingon.txt:5: «¡A por los enanos!»" in gm and "«mober kli-1 a F4»" in gm


def test_resolve_reads_the_unread_lines_straight_from_the_text_too(tmp_path):
    turn = _turn(tmp_path, SECTOR, {"klingon.txt": KLINGON})
    done = CliRunner().invoke(app, ["resolve", str(turn), "--out", str(tmp_path / "o")])
    assert done.exit_code == 0, done.stderr
    assert "«mober kli-1 a F4»" in (tmp_path / "o" / "reports" / "klingon.md").read_text("utf-8")


def test_gm_check_tells_the_player_the_line_as_written(tmp_path):
    turn = _turn(tmp_path, SECTOR, {"klingon.txt": KLINGON})
    result = CliRunner().invoke(app, ["check", str(turn), "--faction", "klingon"])
    assert "- orders/klingon.txt:4: línea no entendida «mober kli-1 a F4»: " in result.stdout
    assert "Buenas" not in result.stdout


def test_strict_keeps_all_or_nothing(tmp_path):
    turn = _turn(tmp_path, SECTOR, {"klingon.txt": KLINGON})
    result = CliRunner().invoke(app, ["orders", str(turn), "--strict"])
    assert result.exit_code == 1 and not (turn / "orders.toml").exists()
    assert result.stderr.splitlines()[0].startswith("orders/klingon.txt:4:")
    assert ": línea no entendida «mober kli-1 a F4»: " in result.stderr.splitlines()[0]
    chatter_only = _turn(tmp_path / "b", SECTOR, {"cardasiano.txt": CARDASIANO})
    assert CliRunner().invoke(app, ["orders", str(chatter_only), "--strict"]).exit_code == 0


def test_a_greeting_with_the_players_header_is_chatter_in_any_ruleset(tmp_path):
    post = "Buenas! Órdenes de Sigmar turno 1:\ninvestigar tecnología Agricultura\n¡A por los orcos!\n"
    turn = _turn(tmp_path, NUEVO, {"sigmar.txt": post})
    result = CliRunner().invoke(app, ["orders", str(turn), "--strict"])
    assert result.exit_code == 0, result.stderr
    assert "orders/sigmar.txt:1: saltada (no es una orden) «Buenas! Órdenes de Sigmar turno 1:»" in result.stdout


def test_a_line_naming_the_factions_things_is_never_chatter(tmp_path):
    turn = _turn(tmp_path, SECTOR, {"klingon.txt": "armamento ya\nkli-1 hacia F4 rápido\n"})
    result = CliRunner().invoke(app, ["orders", str(turn)])
    assert result.exit_code == 0
    assert [line.split(":")[:2] for line in result.stdout.splitlines()[:2]] == [["orders/klingon.txt", "1"], ["orders/klingon.txt", "2"]]
    assert all(": aviso: línea no entendida «" in line for line in result.stdout.splitlines()[:2])


def test_gm_check_can_tell_the_unread_lines_orders_toml_keeps(tmp_path):
    from gm.orderlang.unread import unread_told

    turn = _turn(tmp_path, SECTOR, {"klingon.txt": KLINGON})
    assert CliRunner().invoke(app, ["orders", str(turn)]).exit_code == 0
    doc, _, _ = read_toml(turn / "orders.toml", "orders.toml")
    reason = next(u["reason"] for u in doc["factions"]["klingon"]["unread"] if u["line"] == 4)
    assert unread_told(doc, "klingon", "es") == [("orders/klingon.txt", 4, f"línea no entendida «mober kli-1 a F4»: {reason}")]
    assert unread_told(doc, "federacion", "es") == []


def test_headers_and_signatures_are_listed_not_dropped_and_a_rule_ends_nothing(tmp_path):
    post = ('[quote="Jugador"]\nJugador escribió:\nÓrdenes de Klingon\ninvestigar armamento\n--------\n'
            "investigar energía\n(ojo máster: la flota va lenta)\n--\nKor, señor de la guerra\n[/quote]\n")
    turn = _turn(tmp_path, SECTOR, {"klingon.txt": post})
    assert CliRunner().invoke(app, ["orders", str(turn), "--strict"]).exit_code == 0
    doc, _, _ = read_toml(turn / "orders.toml", "orders.toml")
    klingon = doc["factions"]["klingon"]
    assert klingon["orders"] == [{"type": "research", "tech": "armamento"}, {"type": "research", "tech": "energia"}]
    assert [(u["line"], u["kind"], u["text"]) for u in klingon["unread"]] == [
        (2, "chatter", "Jugador escribió:"), (3, "chatter", "Órdenes de Klingon"), (5, "chatter", "--------"),
        (7, "chatter", "(ojo máster: la flota va lenta)"), (8, "chatter", "--"), (9, "chatter", "Kor, señor de la guerra")]
