"""A post speaks only for its player (issue 24, found by hostile tries, all exit 0 before):
in one file holding every post, a post's faction is set only where the post starts; a
header inside a post, a second post for a faction, an unbalanced quote is an error at its
line; a post never gives the GM's orders; a post that is a symlink is never followed."""

from __future__ import annotations

import os
from pathlib import Path

from typer.testing import CliRunner

from gm.cli import app
from gm.engine.validate import validate_dir
from gm.orderlang.document import read_text_orders
from tests.text_posts import turn_with_posts

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "sample_games" / "nuevo-amanecer" / "turn-01"
SIGMAR = "investigar tecnología Agricultura"
ISHA = "investigar tecnología Metalurgia"


def _turn(tmp_path: Path, posts: dict[str, str]) -> Path:
    return turn_with_posts(tmp_path, SAMPLE, posts)


def _read(turn: Path):
    v = validate_dir(SAMPLE)
    got = read_text_orders(turn, v.state, v.ruleset)
    given = {fid: len(e.get("orders", [])) for fid, e in got.doc["factions"].items() if e.get("orders")}
    return given, [p.format() for p in got.problems if p.severity == "error"]


def test_the_sample_lines_are_orders(tmp_path):
    given, errors = _read(_turn(tmp_path, {"todas.txt": f'[quote="sigmar"]\n{SIGMAR}\n[/quote]\n[quote="isha"]\n{ISHA}\n[/quote]\n'}))
    assert errors == [] and given == {"sigmar": 1, "isha": 1}


def test_a_header_inside_a_quoted_post_gives_no_other_factions_orders(tmp_path):
    post = f'[quote="sigmar"]\n{SIGMAR}\nÓrdenes de Isha\n{ISHA}\n[/quote]\n'
    given, errors = _read(_turn(tmp_path, {"todas.txt": post}))
    assert "isha" not in given
    assert len(errors) == 1 and errors[0].startswith("orders/todas.txt:3:1: «Isha» dentro del mensaje de otra facción")


def test_a_post_never_gives_gm_orders(tmp_path):
    turn = _turn(tmp_path, {"todas.txt": f'[quote="sigmar"]\n{SIGMAR}\nÓrdenes de gm\nsin apoyo isha: minería\n[/quote]\n'
                                          "Órdenes de gm\nsin apoyo isha: minería\n"})
    given, errors = _read(turn)
    assert "gm" not in given
    assert [e[:20] for e in errors] == ["orders/todas.txt:3:1", "orders/todas.txt:6:1"]
    assert "un mensaje no da órdenes del máster" in errors[1]
    result = CliRunner().invoke(app, ["orders", str(turn)])
    assert result.exit_code == 1 and not (turn / "orders.toml").exists()


def test_a_nested_unclosed_quote_does_not_swallow_the_next_post(tmp_path):
    post = f'[quote="sigmar"]\n{SIGMAR}\n[quote="isha"]\n[/quote]\n[quote="isha"]\n{ISHA}\n[/quote]\n'
    given, errors = _read(_turn(tmp_path, {"todas.txt": post}))
    assert errors == ["orders/todas.txt:1:1: esta cita no se cierra: falta un [/quote], quizá el de la cita abierta "
                      "dentro en la línea 5 (su [/quote] cerró otra)"]


def test_an_unclosed_quote_in_a_players_file_is_an_error_not_the_rest_dropped(tmp_path):
    post = f'{SIGMAR}\n[quote="isha"]\ninvestigar militar Guerreros\n{ISHA}\n'
    given, errors = _read(_turn(tmp_path, {"sigmar.txt": post}))
    assert errors == ["orders/sigmar.txt:2:1: esta cita no se cierra: falta su [/quote] (sin él se perdería el resto del archivo)"]
    _, stray = _read(_turn(tmp_path / "b", {"sigmar.txt": f"{SIGMAR}\n[/quote]\n"}))
    assert stray == ["orders/sigmar.txt:2:1: un [/quote] que no cierra ninguna cita: bórralo o añade la cita que cierra"]


def test_a_second_post_for_a_faction_is_an_error_at_its_line(tmp_path):
    given, errors = _read(_turn(tmp_path, {"todas.txt": f"Órdenes de Sigmar\n{SIGMAR}\n\n[quote=\"sigmar\"]\n{ISHA}\n[/quote]\n"}))
    assert errors == ["orders/todas.txt:4:1: esta facción ya tiene un mensaje en orders/todas.txt:1: junta los dos en uno "
                      "(si no, sus órdenes se darían dos veces)"]
    _, twice = _read(_turn(tmp_path / "b", {"sigmar.txt": SIGMAR + "\n", "todas.txt": f"Órdenes de Sigmar\n{ISHA}\n"}))
    assert [e[:18] for e in twice] == ["orders/todas.txt:1"]


def test_lines_after_a_quoted_post_belong_to_no_one(tmp_path):
    given, errors = _read(_turn(tmp_path, {"todas.txt": f'[quote="sigmar"]\n{SIGMAR}\n[/quote]\n{ISHA}\n'}))
    assert given == {"sigmar": 1}
    assert [e[:20] for e in errors] == ["orders/todas.txt:4:1"]


def test_a_symlinked_post_is_refused_and_never_quoted(tmp_path):
    turn = _turn(tmp_path, {})
    secret = tmp_path / ".gm-secret"
    secret.write_text("s3cr3t-master-key-0123456789abcdef\n", encoding="utf-8")
    os.symlink(os.path.relpath(secret, turn / "orders"), turn / "orders" / "gorkamorka.txt")
    runner = CliRunner()
    for args in (["orders", str(turn)], ["check", str(turn)], ["validate", str(turn)]):
        result = runner.invoke(app, args)
        assert result.exit_code == 1, (args, result.output)
        assert "s3cr3t" not in result.stdout + result.stderr
        assert "es un enlace simbólico" in result.stdout + result.stderr


def test_no_error_line_quotes_more_than_an_excerpt(tmp_path):
    word = "x" * 900
    turn = _turn(tmp_path, {"todas.txt": f"Órdenes de {word}\n{SIGMAR}\n", "sigmar.txt": f"{word} a F3\n"})
    result = CliRunner().invoke(app, ["orders", str(turn), "--strict"])
    assert result.exit_code == 1
    assert all(len(line) < 400 for line in (result.stdout + result.stderr).splitlines())
