"""No player's post blocks the turn (the brief; issue 24): a player's own post that cannot
be read as a whole (a NUL byte, a quote never closed) is refused alone. The others' orders
stand, `gm orders` writes orders.toml and tells the GM (a warning, located), `gm check`
tells the player it was not read (text and --json, es and en, from orders.toml too), the
private report says why, none of its orders is applied, and `--strict` keeps the old
all-or-nothing. A combined file (the GM's) with an unclosed quote is still the GM's error."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from gm.cli import app
from gm.tomlio import read_toml

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "sample_games" / "nuevo-amanecer"
POSTS = {"sigmar.txt": "Avance militar: Guerreros\n",
         "isha.txt": 'Buenas!\n[quote="isha"]\ninvestigar tecnología Agricultura\n'}  # her own quote never closed


@pytest.fixture
def turn(tmp_path):
    turn = tmp_path / "turn-01"
    shutil.copytree(SAMPLE / "turn-01", turn)
    (turn / "orders.toml").unlink()
    (turn / "orders").mkdir()
    for name, text in POSTS.items():
        (turn / "orders" / name).write_text(text, encoding="utf-8")
    return turn


def test_the_post_is_refused_alone_and_the_turn_goes_on(turn, tmp_path):
    runner = CliRunner()
    done = runner.invoke(app, ["orders", str(turn)])
    assert done.exit_code == 0, done.stderr
    assert done.stdout.startswith("orders/isha.txt:2:1: aviso: mensaje no leído (no se toma ninguna orden de él)")
    doc, _, _ = read_toml(turn / "orders.toml", "orders.toml")
    assert doc["factions"]["sigmar"]["orders"][0]["advance"] == "guerreros"
    assert doc["factions"]["isha"] == {"unread": [{
        "file": "orders/isha.txt", "line": 2, "kind": "post_refused", "text": '[quote="isha"]',
        "reason": "esta cita no se cierra: falta su [/quote] (sin él se perdería el resto del archivo)"}]}
    out = tmp_path / "out"
    assert runner.invoke(app, ["resolve", str(turn), "--out", str(out)]).exit_code == 0
    isha = (out / "reports" / "isha.md").read_text(encoding="utf-8")
    assert "El mensaje de órdenes no se ha podido leer entero" in isha and "No se recibieron órdenes" not in isha
    assert "Agricultura" not in isha.split("## ", 2)[1]  # her order is not applied, not even told as applied
    sigmar = (out / "reports" / "sigmar.md").read_text(encoding="utf-8")
    assert "Guerreros" in sigmar and "no se ha podido leer" not in sigmar  # secrecy: nothing of hers


@pytest.mark.parametrize("toml", [False, True], ids=["text", "orders.toml"])
@pytest.mark.parametrize(("lang", "words"), [("es", "Tu mensaje no se ha podido leer"), ("en", "Your post could not be read")])
def test_check_tells_the_player_the_post_was_not_read(turn, toml, lang, words):
    runner = CliRunner()
    if toml:
        assert runner.invoke(app, ["orders", str(turn)]).exit_code == 0
    said = runner.invoke(app, ["check", str(turn), "--faction", "isha", "--lang", lang])
    assert said.exit_code == 1 and words in said.stdout and "[/quote]" in said.stdout
    assert "una línea no se entiende" not in said.stdout and "line is not understood" not in said.stdout
    answer = json.loads(runner.invoke(app, ["check", str(turn), "--faction", "isha", "--json"]).stdout)
    assert answer["factions"][0]["refused"] is True and answer["factions"][0]["clean"] is False
    other = json.loads(runner.invoke(app, ["check", str(turn), "--faction", "sigmar", "--json"]).stdout)
    assert other["factions"][0]["refused"] is False and other["factions"][0]["clean"] is True


def test_strict_keeps_all_or_nothing(turn):
    done = CliRunner().invoke(app, ["orders", str(turn), "--strict"])
    assert done.exit_code == 1 and "orders/isha.txt:2:1:" in done.stderr
    assert not (turn / "orders.toml").exists()


def test_a_combined_file_with_an_unclosed_quote_is_the_gms_error(turn):
    for path in (turn / "orders").iterdir():
        path.unlink()
    (turn / "orders" / "todas.txt").write_text('[quote="sigmar"]\nAvance militar: Guerreros\n[/quote]\n[quote="isha"]\n'
                                              "investigar tecnología Agricultura\n", encoding="utf-8")
    done = CliRunner().invoke(app, ["orders", str(turn)])
    assert done.exit_code == 1 and "orders/todas.txt:4:1: esta cita no se cierra" in done.stderr
    assert not (turn / "orders.toml").exists()


# what a play-test as a GM and as a rival found (each blocked the turn, crashed or misled)

def _orders_then_validate(turn):
    done = CliRunner().invoke(app, ["orders", str(turn), "--force"])
    assert done.exit_code == 0, done.output
    checked = CliRunner().invoke(app, ["validate", str(turn)])
    assert checked.exit_code == 0, checked.output
    return read_toml(turn / "orders.toml", "orders.toml")[0]


def test_a_post_of_too_many_lines_is_refused_within_the_schemas_bounds(turn):
    from gm.orderlang.limits import MAX_LINES

    (turn / "orders" / "isha.txt").write_text("investigar tecnología Agricultura\n" + "\n" * MAX_LINES, encoding="utf-8")
    doc = _orders_then_validate(turn)
    assert doc["factions"]["isha"]["unread"][0]["line"] == MAX_LINES and "orders" in doc["factions"]["sigmar"]


@pytest.mark.parametrize("data", [
    "investigar tecnología Agricultura\n".encode("utf-16") + b"A",  # an odd byte at the end
    "investigar tecnología Agricultura\n".encode("utf-32"),  # read as UTF-16 it holds NULs
])
def test_a_broken_utf16_post_is_refused_not_a_crash(turn, data):
    (turn / "orders" / "isha.txt").write_bytes(data)
    doc = _orders_then_validate(turn)
    assert doc["factions"]["isha"]["unread"][0]["kind"] == "post_refused"
    assert "UTF-16" in doc["factions"]["isha"]["unread"][0]["reason"]


def test_a_long_note_is_cut_and_told_and_the_orders_stand(turn):
    (turn / "orders" / "isha.txt").write_text("investigar tecnología Agricultura\n" + "nota: " + "bla " * 2000 + "\n", encoding="utf-8")
    doc = _orders_then_validate(turn)
    isha = doc["factions"]["isha"]
    assert len(isha["orders"]) == 1 and isha["note"].endswith("…")
    assert [u["kind"] for u in isha["unread"]] == ["not_understood"] and "demasiado larga" in isha["unread"][0]["reason"]


def test_a_long_roleplay_post_is_not_refused_for_its_chatter(turn, tmp_path):
    chatter = "".join(f"Saludos a todos, este turno ha sido muy divertido, capítulo {i}\n" for i in range(250))
    (turn / "orders" / "isha.txt").write_text(chatter + "investigar tecnología Agricultura\n", encoding="utf-8")
    doc = _orders_then_validate(turn)
    isha = doc["factions"]["isha"]
    assert len(isha["orders"]) == 1 and len(isha["unread"]) == 200 and isha["unlisted"] == 50
    out = tmp_path / "out"
    assert CliRunner().invoke(app, ["resolve", str(turn), "--out", str(out)]).exit_code == 0
    assert "Y cincuenta líneas más de charla" in (out / "gm-report.md").read_text(encoding="utf-8") or \
        "Y 50 líneas más de charla" in (out / "gm-report.md").read_text(encoding="utf-8")


def test_a_quote_of_a_whole_thread_neither_blocks_the_turn_nor_takes_forever(turn):
    thread = "".join(f"mover Exploradores de Sigmar a C{i % 9 + 1}, y luego investigar militar Guerreros\n" for i in range(300))
    (turn / "orders" / "isha.txt").write_text(f'[quote="sigmar"]\n{thread}[/quote]\ninvestigar tecnología Agricultura\n', encoding="utf-8")
    doc = _orders_then_validate(turn)
    isha = doc["factions"]["isha"]
    assert len(isha["orders"]) == 1 and len(isha["unread"]) <= 200 and isha["unlisted"] >= 100


def test_a_refused_second_file_for_a_faction_is_still_a_second_post(turn):
    (turn / "orders" / "SIGMAR.TXT").write_bytes(b"\x00")  # read first (capitals sort first), refused
    done = CliRunner().invoke(app, ["orders", str(turn)])
    assert done.exit_code == 1 and "orders/sigmar.txt" in done.stderr and "ya" in done.stderr  # the GM's files: which one?
