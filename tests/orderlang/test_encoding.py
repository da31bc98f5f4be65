"""What a forum paste's bytes may be (play-test H1, H2): a UTF-8 BOM (Windows Notepad) and
CRLF line ends are read as plain text; Windows-1252 bytes (Notepad's "ANSI") are read as
such; a byte neither can read, and a file of more lines than any post, are refused at once
with a located message in the game's language."""

from __future__ import annotations

import time
from pathlib import Path

from gm.engine.validate import validate_dir
from gm.orderlang.document import MAX_LINES, MAX_POST_BYTES, read_text_orders
from tests.text_posts import turn_with_posts

ROOT = Path(__file__).resolve().parents[2]


def _read(tmp_path: Path, data: bytes):
    turn = turn_with_posts(tmp_path, ROOT / "sample_games" / "sector" / "turn-01", {"federacion.txt": data}, "t")
    v = validate_dir(ROOT / "sample_games" / "sector" / "turn-01")
    return read_text_orders(turn, v.state, v.ruleset)


def _orders(got) -> list[dict]:
    return got.doc["factions"]["federacion"]["orders"]


PLAIN = "mover fed-1 a F4\ninvestigar propulsión\n"


def test_a_bom_and_crlf_read_as_plain_text(tmp_path):
    plain = _orders(_read(tmp_path / "a", PLAIN.encode("utf-8")))
    got = _read(tmp_path / "b", b"\xef\xbb\xbf" + PLAIN.replace("\n", "\r\n").encode("utf-8"))
    assert got.problems == [] and _orders(got) == plain
    assert plain[0]["type"] == "move" and plain[1] == {"type": "research", "tech": "propulsion"}


def test_windows_1252_is_read_as_such(tmp_path):
    got = _read(tmp_path, PLAIN.replace("\n", "\r\n").encode("cp1252"))
    assert got.problems == [] and _orders(got)[1] == {"type": "research", "tech": "propulsion"}


def test_a_byte_no_encoding_reads_is_located_in_the_games_language(tmp_path):
    got = _read(tmp_path, b"mover fed-1 a F4\ninvestigar propulsi\x81n\n")
    assert [p.format() for p in got.problems] == [
        "orders/federacion.txt:2:20: aviso: mensaje no leído (no se toma ninguna orden de él): el byte 0x81 no es texto (ni UTF-8 ni Windows-1252): guarda el archivo como UTF-8"]


def test_a_huge_file_is_refused_at_once(tmp_path):
    start = time.monotonic()
    got = _read(tmp_path / "a", ("investigar propulsión\n" * 200_000).encode("utf-8"))
    assert time.monotonic() - start < 5
    assert [(p.line, p.text("es")) for p in got.problems] == [
        (None, f"mensaje no leído (no se toma ninguna orden de él): no se puede leer el archivo (se encontró un archivo demasiado grande para un archivo de texto con órdenes "
               f"(el límite en bytes es {MAX_POST_BYTES}))")]
    got = _read(tmp_path / "b", b"\n" * (MAX_LINES + 1))
    assert [(p.line, p.text("es")) for p in got.problems] == [
        (MAX_LINES + 1, f"mensaje no leído (no se toma ninguna orden de él): el archivo tiene más de {MAX_LINES} líneas: un mensaje de órdenes es mucho más corto (¿se pegó otra cosa?)")]
    assert MAX_LINES >= 2000  # a GM's combined file of every post never reaches it


def test_a_long_line_names_the_limit(tmp_path):
    got = _read(tmp_path, ("mover fed-1 a " + "F4 " * 600 + "\n").encode("utf-8"))
    assert len(got.problems) == 1 and "como mucho 1000" in got.problems[0].text("es") and got.problems[0].line == 1
