"""A post speaks only for its player (issue 24, found by hostile tries, all exit 0 before):
a post's faction is set only where the post starts; the lines of a post that speak for
someone else (a header naming another faction or the GM, a quote of anyone but the player)
are never anyone's orders: the player is told, located, in gm check and the private report,
why they were not taken, and the turn goes on. In one file holding every post, a second
post for a faction, a post for the GM or an unbalanced quote is an error at its line (the
GM's file: whose lines are whose is unsure); in a player's own file an unbalanced quote
refuses that post alone (told to the player; the turn goes on); a post that is a symlink
is never followed."""

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


def _read(turn: Path, sample: Path = SAMPLE):
    got = _got(turn, sample)
    given = {fid: len(e.get("orders", [])) for fid, e in got.doc["factions"].items() if e.get("orders")}
    return given, [p.format() for p in got.problems if p.severity == "error"]


def _got(turn: Path, sample: Path = SAMPLE):
    v = validate_dir(sample)
    return read_text_orders(turn, v.state, v.ruleset)


def _theirs(got, fid: str) -> list[tuple[int, str, str]]:
    return [(u["line"], u["text"], u["reason"]) for u in got.doc["factions"][fid].get("unread", []) if u["kind"] == "not_theirs"]


def test_the_sample_lines_are_orders(tmp_path):
    given, errors = _read(_turn(tmp_path, {"todas.txt": f'[quote="sigmar"]\n{SIGMAR}\n[/quote]\n[quote="isha"]\n{ISHA}\n[/quote]\n'}))
    assert errors == [] and given == {"sigmar": 1, "isha": 1}


def test_a_header_inside_a_quoted_post_gives_no_other_factions_orders(tmp_path):
    post = f'[quote="sigmar"]\n{SIGMAR}\nÓrdenes de Isha\n{ISHA}\n[/quote]\n'
    got = _got(_turn(tmp_path, {"todas.txt": post}))
    assert [p.format() for p in got.problems if p.severity == "error"] == []
    assert "isha" not in got.doc["factions"] and len(got.doc["factions"]["sigmar"]["orders"]) == 1
    assert [(n, text) for n, text, _ in _theirs(got, "sigmar")] == [(3, "Órdenes de Isha"), (4, ISHA)]
    assert _theirs(got, "sigmar")[1][2] == ("sigue a «Isha» (línea 3): un mensaje da solo las órdenes de su jugador, "
                                            "así que no se toma como orden de nadie")


def test_a_post_never_gives_gm_orders(tmp_path):
    turn = _turn(tmp_path, {"todas.txt": f'[quote="sigmar"]\n{SIGMAR}\nÓrdenes de gm\nsin apoyo isha: minería\n[/quote]\n'
                                          "Órdenes de gm\nsin apoyo isha: minería\n"})
    given, errors = _read(turn)
    assert given == {"sigmar": 1}
    assert [e[:20] for e in errors] == ["orders/todas.txt:6:1"]  # a post for the GM in the GM's file: the GM's to fix
    assert "un mensaje no da órdenes del máster" in errors[0]
    assert [n for n, _, _ in _theirs(_got(turn), "sigmar")] == [3, 4]  # inside Sigmar's post: told to Sigmar
    result = CliRunner().invoke(app, ["orders", str(turn)])
    assert result.exit_code == 1 and not (turn / "orders.toml").exists()


SECTOR = ROOT / "sample_games" / "sector" / "turn-01"


def test_another_voice_in_a_players_own_post_is_told_never_taken(tmp_path):
    # issue 24's three: the GM's header inside a post, another faction's header on top of a
    # post, an inline quote of someone the game does not know with an order in it
    posts = {"federacion.txt": "mover fed-1 a F4\nÓrdenes del máster\ninvestigar propulsión\n",
             "romulano.txt": "Ordenes de los Klingon\nmover rom-1 a J5\n¡Gloria al Imperio!\n",
             "klingon.txt": 'mover kli-1 a J5\n[quote="Kirk"]mover kli-2 a J5[/quote]\ninvestigar armamento\n'}
    turn = turn_with_posts(tmp_path, SECTOR, posts)
    got = _got(turn, SECTOR)
    assert [p.format() for p in got.problems if p.severity == "error"] == []
    orders = {fid: [o["type"] for o in e.get("orders", [])] for fid, e in got.doc["factions"].items()}
    assert orders == {"federacion": ["move"], "romulano": [], "klingon": ["move", "research"]}
    assert [n for n, _, _ in _theirs(got, "federacion")] == [2, 3]
    assert [n for n, _, _ in _theirs(got, "romulano")] == [1, 2]  # the cheer after it stays chatter, for the GM
    assert _theirs(got, "klingon") == [(2, "mover kli-2 a J5", "está dentro de una cita de «Kirk» (línea 2): son "
                                        "palabras de otro, y un mensaje da solo las órdenes de su jugador")]
    assert "habla por «máster»" in _theirs(got, "federacion")[0][2]
    warned = [p.format() for p in got.problems]
    assert "orders/klingon.txt:2:15: aviso: línea no tomada como orden de esta facción «mover kli-2 a J5»" in " ".join(warned)


def test_the_player_reads_why_in_check_and_in_the_report_and_the_turn_goes_on(tmp_path):
    posts = {"federacion.txt": "mover fed-1 a F4\nÓrdenes del máster\ninvestigar propulsión\n"}
    turn = turn_with_posts(tmp_path, SECTOR, posts)
    runner = CliRunner()
    check = runner.invoke(app, ["check", str(turn), "--faction", "federacion"])
    assert check.exit_code == 1, check.output
    assert "orders/federacion.txt:3: línea no tomada como orden de esta facción «investigar propulsión»: sigue a «máster»" in check.stdout
    assert "dos líneas no se toman como tuyas" in check.stdout
    english = runner.invoke(app, ["check", str(turn), "--faction", "federacion", "--lang", "en"])
    assert "line “investigar propulsión” not taken as this faction's order: it follows “máster”" in english.stdout
    out = tmp_path / "out"
    result = runner.invoke(app, ["resolve", str(turn), "--out", str(out)])
    assert result.exit_code == 0, result.output
    report = (out / "reports" / "federacion.md").read_text(encoding="utf-8")
    assert "Líneas del mensaje que no se tomaron como tus órdenes" in report
    assert "línea 3: «investigar propulsión» — sigue a «máster» (línea 3)" not in report  # the header's line, not its own
    assert "línea 3: «investigar propulsión» — sigue a «máster» (línea 2)" in report


def test_a_header_is_read_by_where_it_starts(tmp_path):
    from gm.orderlang.document import _owners
    from gm.orderlang.speakers import Speakers

    v = validate_dir(SECTOR)
    who = Speakers(_owners(v.state, v.ruleset), v.state.factions)
    assert [who(n) for n in ("los Klingon", "la Federación", "los Cardasianos", "Klingon turno 2", "máster", "GM")] == [
        "klingon", "federacion", "cardasiano", "klingon", "gm", "gm"]
    assert [who(n) for n in ("ataque contra los Klingon", "mi imperio", "turno 3", "Imperio")] == [None, None, None, None]


def test_a_nested_unclosed_quote_does_not_swallow_the_next_post(tmp_path):
    post = f'[quote="sigmar"]\n{SIGMAR}\n[quote="isha"]\n[/quote]\n[quote="isha"]\n{ISHA}\n[/quote]\n'
    given, errors = _read(_turn(tmp_path, {"todas.txt": post}))
    assert errors == ["orders/todas.txt:1:1: esta cita no se cierra: falta un [/quote], quizá el de la cita abierta "
                      "dentro en la línea 5 (su [/quote] cerró otra)"]


def _refused(got, fid: str) -> list[tuple[int, str, str]]:
    return [(u["line"], u["text"], u["reason"]) for u in got.doc["factions"][fid].get("unread", []) if u["kind"] == "post_refused"]


def test_an_unclosed_quote_in_a_players_file_refuses_that_post_alone(tmp_path):
    # the player's own post cannot be read as a whole: refused, never guessed at (the rest
    # of the file dropped), and the turn goes on with the others' posts
    post = f'{SIGMAR}\n[quote="isha"]\ninvestigar militar Guerreros\n{ISHA}\n'
    turn = _turn(tmp_path, {"sigmar.txt": post, "isha.txt": ISHA + "\n"})
    given, errors = _read(turn)
    assert errors == [] and given == {"isha": 1}
    got = _got(turn)
    assert "orders" not in got.doc["factions"]["sigmar"]
    assert _refused(got, "sigmar") == [(2, '[quote="isha"]', "esta cita no se cierra: falta su [/quote] (sin él se perdería el resto del archivo)")]
    assert [p.format() for p in got.problems] == [
        "orders/sigmar.txt:2:1: aviso: mensaje no leído (no se toma ninguna orden de él): "
        "esta cita no se cierra: falta su [/quote] (sin él se perdería el resto del archivo)"]
    stray = _got(_turn(tmp_path / "b", {"sigmar.txt": f"{SIGMAR}\n[/quote]\n"}))
    assert _refused(stray, "sigmar") == [(2, "[/quote]", "un [/quote] que no cierra ninguna cita: bórralo o añade la cita que cierra")]


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


def test_an_orders_folder_that_is_a_symlink_is_refused_not_followed(tmp_path):
    """orders/ itself a link (found by a rival: gm orders wrote orders.toml from the folder it
    pointed to) is refused like a linked post."""
    turn = _turn(tmp_path, {})
    elsewhere = tmp_path / "elsewhere"
    (turn / "orders").rename(elsewhere)
    (elsewhere / "sigmar.txt").write_text(SIGMAR + "\n", encoding="utf-8")
    os.symlink(elsewhere, turn / "orders")
    runner = CliRunner()
    for args in (["orders", str(turn)], ["check", str(turn)], ["validate", str(turn)]):
        result = runner.invoke(app, args)
        assert result.exit_code == 1, (args, result.output)
        assert "orders/: es un enlace simbólico" in result.stdout + result.stderr, result.output
    assert not (turn / "orders.toml").exists() or "sigmar" not in (turn / "orders.toml").read_text("utf-8")


def test_quoting_another_players_post_is_no_mistake_check_passes(tmp_path):
    """A forum reply quotes the post it answers: its lines are told as not taken, and gm check
    still passes when the player's own orders do (a header for another, written by the player
    himself, is a mistake: the test above exits 1)."""
    post = f'[quote="isha"]Órdenes de Isha\n{ISHA}[/quote]\nÓrdenes de Sigmar\n{SIGMAR}\n'
    turn = _turn(tmp_path, {"sigmar.txt": post})
    check = CliRunner().invoke(app, ["check", str(turn), "--faction", "sigmar"])
    assert check.exit_code == 0, check.output
    assert "está dentro de una cita de «isha»" in check.stdout
    assert [u.get("quote") for u in _got(turn).doc["factions"]["sigmar"]["unread"] if u["kind"] == "not_theirs"] == [True]
