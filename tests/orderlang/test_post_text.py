"""What a post's text is before it is read (issue 24): control characters never reach a
report or the terminal, accents typed apart read like any other (NFC), one stray
Windows-1252 byte in a UTF-8 post is located, not turned into mojibake, lines are counted
as an editor counts them; and a post's size bounds the work (issue 22)."""

from __future__ import annotations

import unicodedata
from pathlib import Path

from typer.testing import CliRunner

from gm.cli import app
from gm.tomlio import read_toml
from gm.engine.validate import validate_dir
from gm.orderlang.document import read_text_orders
from gm.orderlang.limits import MAX_POST_BYTES, post_limits
from tests.text_posts import turn_with_posts

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "sample_games" / "sector" / "turn-01"


def _turn(tmp_path: Path, data: bytes, name: str = "federacion.txt") -> Path:
    return turn_with_posts(tmp_path, SAMPLE, {name: data}, "t")


def _read(turn: Path):
    v = validate_dir(SAMPLE)
    return read_text_orders(turn, v.state, v.ruleset)


REFUSED = "aviso: mensaje no leído (no se toma ninguna orden de él): "


def _refused(got, fid: str = "federacion") -> list[dict]:
    """The post refused alone (document._refuse_post): its record, and no order of it stands."""
    entry = got.doc["factions"][fid]
    assert "orders" not in entry and "note" not in entry
    return [u for u in entry["unread"] if u["kind"] == "post_refused"]


def test_control_characters_reach_no_report_nor_the_terminal(tmp_path):
    post = "investigar propulsi\u00f3n\x07\n\x1b[31mmober\x1b[0m fed-1 a F4\x0b\n\u202eF4 a fed-1 rever\n"
    turn = _turn(tmp_path, post.encode("utf-8"))
    got = _read(turn)
    assert got.doc["factions"]["federacion"]["orders"] == [{"type": "research", "tech": "propulsion"}]
    result = CliRunner().invoke(app, ["orders", str(turn)])
    written = (turn / "orders.toml").read_text("utf-8")
    out = CliRunner().invoke(app, ["resolve", str(turn), "--out", str(tmp_path / "o")])
    assert out.exit_code == 0, out.stderr
    reports = "".join(p.read_text("utf-8") for p in (tmp_path / "o").rglob("*.md"))
    for text in (result.stdout, result.stderr, written, reports):
        assert not any(ch in text for ch in "\x07\x1b\x0b\u202e"), text
    assert "mober" in reports  # the line not understood is told to the player


def test_a_nul_byte_is_a_binary_file_refused_where_it_is(tmp_path):
    got = _read(_turn(tmp_path, b"investigar propulsion\nmover fed-1 \x00a F4\n"))
    assert [u["line"] for u in _refused(got)] == [2]  # the post alone is refused: its first line is not taken either
    assert [p.format() for p in got.problems] == [
        "orders/federacion.txt:2:13: " + REFUSED + "un byte nulo: no es un archivo de texto (¿un archivo binario, o UTF-16 sin su marca?): "
        "guarda el mensaje como texto UTF-8"]
    notepad = _read(_turn(tmp_path / "b", "investigar propulsión\r\n".encode("utf-16")))
    assert notepad.problems == [] and notepad.doc["factions"]["federacion"]["orders"] == [{"type": "research", "tech": "propulsion"}]


def test_an_nfd_post_reads_like_any_other(tmp_path):
    nfc = _read(_turn(tmp_path / "a", "investigar propulsión\n".encode("utf-8")))
    nfd = _read(_turn(tmp_path / "b", unicodedata.normalize("NFD", "investigar propulsión\n").encode("utf-8")))
    assert nfd.problems == [] and nfd.doc == nfc.doc
    named = _read(_turn(tmp_path / "c", unicodedata.normalize("NFD", "Órdenes de Federación\ninvestigar energía\n").encode("utf-8"), "todas.txt"))
    assert named.problems == [] and named.doc["factions"]["federacion"]["orders"] == [{"type": "research", "tech": "energia"}]


def test_one_stray_windows_1252_byte_in_a_utf8_post_is_located(tmp_path):
    data = "investigar propulsión\nmover fed-1 a F4\ninvestigar energ".encode("utf-8") + b"\xeda\n"
    got = _read(_turn(tmp_path, data))
    assert [u["line"] for u in _refused(got)] == [3]
    assert [p.format() for p in got.problems] == [
        "orders/federacion.txt:3:17: " + REFUSED + "el byte 0xED no es UTF-8 en un archivo que está en UTF-8 (un carácter pegado de otro "
        "sitio, en Windows-1252): escríbelo de nuevo o guarda el archivo como UTF-8"]
    ansi = _read(_turn(tmp_path / "b", "investigar propulsión\ninvestigar energía\n".encode("cp1252")))
    assert ansi.problems == [] and len(ansi.doc["factions"]["federacion"]["orders"]) == 2


def test_lines_are_counted_as_an_editor_counts_them(tmp_path):
    plain = _read(_turn(tmp_path / "plain", " mober fed-1 a F4\n".encode("utf-8")))  # NEL: a space, not a line
    for sep in ("\n", "\r\n", "\r"):
        post = sep.join(["investigar propulsión", "nota: hola\fy\u2028adiós", "\u0085mober fed-1 a F4", ""])
        got = _read(_turn(tmp_path / str(len(sep)) / sep.encode().hex(), post.encode("utf-8")))
        assert [(p.line, p.column) for p in got.problems] == [(3, plain.problems[0].column)], sep
        assert got.doc["factions"]["federacion"]["note"] == "hola y adiós"
    bad = _read(_turn(tmp_path / "cr", "investigar propulsión\rinvestigar energía\r".encode("utf-8") + b"\xff\r"))
    assert [(p.line, p.column) for p in bad.problems] == [(3, 1)]


def test_a_post_larger_than_any_forum_post_is_refused_without_reading_it(tmp_path):
    turn = _turn(tmp_path, b"investigar propulsi\xc3\xb3n\n" * (MAX_POST_BYTES // 20))
    got = _read(turn)
    assert len(got.problems) == 1 and "demasiado grande" in got.problems[0].format()
    assert got.problems[0].severity == "warning" and list(got.doc["factions"]) == ["federacion"] and len(_refused(got)) == 1


def test_gm_orders_takes_no_more_orders_than_validate(tmp_path):
    """A post past the cap never blocks the turn (audit #23): its first orders stand, the
    player is told where reading stopped, and validate takes what gm orders wrote."""
    most = post_limits(validate_dir(SAMPLE).ruleset).orders
    turn = _turn(tmp_path, b"investigar propulsion\n" * (most + 50))
    result = CliRunner().invoke(app, ["orders", str(turn)])
    assert result.exit_code == 0, result.stderr
    told = [line for line in result.stdout.splitlines() if line.startswith("orders/")]
    assert told == [f"orders/federacion.txt:{most + 1}:1: aviso: más de {most} órdenes de una facción en un turno: desde "
                    f"aquí no se leen (el reglamento admite como mucho {most})"]
    doc, _, _ = read_toml(turn / "orders.toml", "orders.toml")
    assert len(doc["factions"]["federacion"]["orders"]) == most
    assert doc["factions"]["federacion"]["unread"][0]["line"] == most + 1
    assert CliRunner().invoke(app, ["validate", str(turn)]).exit_code == 0
    fits = _turn(tmp_path / "b", b"investigar propulsion\n" * most)
    assert CliRunner().invoke(app, ["orders", str(fits)]).exit_code == 0
    assert CliRunner().invoke(app, ["validate", str(fits)]).exit_code == 0


def test_gm_orders_prints_no_more_problems_than_validate(tmp_path):
    turn = _turn(tmp_path, b"".join(b'[quote="x%d"]\n' % i for i in range(400)))
    result = CliRunner().invoke(app, ["orders", str(turn)])
    assert result.exit_code == 0, result.stderr  # the post alone is refused: the turn goes on
    assert len([line for line in result.stdout.splitlines() if line.startswith("orders/")]) <= 101
    strict = CliRunner().invoke(app, ["orders", str(turn), "--force", "--strict"])
    assert strict.exit_code == 1 and len(strict.stderr.splitlines()) <= 102


def test_a_post_of_lines_not_understood_is_refused_once_past_the_cap(tmp_path):
    from gm.orderlang.limits import MAX_UNREAD

    got = _read(_turn(tmp_path, b"mober fed-1 a F4\n" * (MAX_UNREAD + 100)))
    errors = [p.format() for p in got.problems]
    assert errors == [f"orders/federacion.txt:{MAX_UNREAD + 1}:1: " + REFUSED + f"más de {MAX_UNREAD} líneas sin leer en el mensaje de una "
                      "facción: revisa el archivo (¿no es el mensaje de un jugador?)"]
    assert [u["line"] for u in _refused(got)] == [MAX_UNREAD + 1]  # and nothing past it is parsed
