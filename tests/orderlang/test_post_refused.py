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
    assert done.stdout.startswith("orders/isha.txt:2:1: aviso: mensaje no leído: ninguna de sus órdenes cuenta este turno")
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
