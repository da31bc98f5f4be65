"""`gm check` says what resolve would do (play-test W6, issue 23): it said "se entiende y es
válida" of a 2-ship fleet the rules always refuse. It now runs the turn's phases (the one
judge), so the fleet is rejected with the words of the report."""

from __future__ import annotations

from pathlib import Path

import pytest

from typer.testing import CliRunner

from gm.cli import app
from tests.text_posts import turn_with_posts

ROOT = Path(__file__).resolve().parents[2]


def test_check_does_not_call_valid_what_the_phases_decide(tmp_path):
    turn = turn_with_posts(tmp_path, ROOT / "sample_games" / "sector" / "turn-01", {"federacion.txt": "formar flota Halcon con fed-1, fed-2\n"})
    result = CliRunner().invoke(app, ["check", str(turn), "--faction", "federacion"])
    assert result.exit_code == 1, result.stderr  # resolve would reject it: check says so (issue 23)
    lines = result.stdout.splitlines()
    assert lines[1] == "1. formar flota Halcon con fed-1, fed-2 — RECHAZADA: una flota son exactamente tres naves"
    assert "válid" not in result.stdout


def test_a_wait_says_what_it_does_after_the_colon(tmp_path):
    """Issue 23: eraide's wait answered 'se ejecutaría: hecho' (and the report 'ejecutada —
    hecho'): it says it waits."""
    from tests.orderlang.samples import steps

    step = list(steps("eraide", tmp_path))[1]
    (step.turn_dir / "orders.toml").unlink()
    (step.turn_dir / "orders").mkdir()
    (step.turn_dir / "orders" / "azul.txt").write_text("Mael: esperar\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["check", str(step.turn_dir), "--faction", "azul"])
    assert "1. Mael: esperar — se ejecutaría: espera" in result.stdout, result.stdout
    result = CliRunner().invoke(app, ["check", str(step.turn_dir), "--faction", "azul", "--lang", "en"])
    assert "1. Mael: esperar — would be carried out: waits" in result.stdout, result.stdout


def _check(tmp_path, rid: str, faction: str, post: str, *args: str) -> str:
    turn = turn_with_posts(tmp_path, ROOT / "sample_games" / rid / "turn-01", {f"{faction}.txt": post})
    return CliRunner().invoke(app, ["check", str(turn), "--faction", faction, *args]).stdout


@pytest.mark.parametrize(("rid", "faction", "post", "echo"), [
    ("eraide", "azul", "Agotar de Mael sobre Brann y luego corre por E4\n", "2. Mael: corre por E4 — "),
    ("primordia", "terales", "mover colonos a G7 y fundan un asentamiento\n", "2. Colmillo: fundan un asentamiento — "),
])
def test_a_doer_left_out_is_echoed_by_its_name(tmp_path, rid, faction, post, echo):
    """Play-test (#25): a later part whose doer is the first part's was echoed by the doer's
    id («mael corre por E4», «u2 fundan…»): it is the name the faction knows."""
    out = _check(tmp_path, rid, faction, post)
    assert echo in out, out


def test_after_gm_orders_the_echo_is_the_players_words(tmp_path):
    """Play-test (#25): once `gm orders` wrote orders.toml, the echo was the phrasebook's line
    («Mael: usar "Agotar" contra Brann» for «Mael usa agotar sobre Brann»): while the post
    beside it gives the same orders, the echo is the line as the player wrote it."""
    turn = turn_with_posts(tmp_path, ROOT / "sample_games" / "eraide" / "turn-01", {"azul.txt": "Mael usa agotar sobre Brann\n"})
    assert CliRunner().invoke(app, ["orders", str(turn)]).exit_code == 0
    result = CliRunner().invoke(app, ["check", str(turn), "--faction", "azul"])
    assert result.stdout.splitlines()[1].startswith("1. Mael usa agotar sobre Brann — "), result.stdout
    result = CliRunner().invoke(app, ["check", str(turn), "--faction", "azul", "--json"])
    assert '"source": "orders/azul.txt:1"' in result.stdout


@pytest.mark.parametrize(("rid", "faction", "post", "echo"), [
    ("primordia", "terales", "reclutar infanteria ligera en Teralia\n", "1. reclutar Infantería ligera en Teralia — "),
    ("primordia", "terales", "investigar saber de la naturaleza\n", '1. investigar "Saber de la Naturaleza" — '),
    ("eraide", "azul", "Mael usa agotar sobre Brann\n", '1. Mael: usar "Agotar" sobre Brann — '),
])
def test_an_order_said_by_the_phrasebook_keeps_names_as_written(tmp_path, rid, faction, post, echo):
    """Play-test (#25): with orders.toml alone (no post beside it), the echo is the
    phrasebook's line: a rule table's entry lost its capitals and accents («infanteria
    ligera» for «Infantería ligera») and a talent on anyone became «contra» (a heal too):
    the entry's name as the table writes it, and «sobre»."""
    turn = turn_with_posts(tmp_path, ROOT / "sample_games" / rid / "turn-01", {f"{faction}.txt": post})
    assert CliRunner().invoke(app, ["orders", str(turn)]).exit_code == 0
    (turn / "orders" / f"{faction}.txt").unlink()
    (turn / "orders").rmdir()
    out = CliRunner().invoke(app, ["check", str(turn), "--faction", faction]).stdout
    assert echo in out, out


def test_a_refusal_names_the_advance_as_the_player_wrote_it(tmp_path):
    """Play-test (#25): «guerreros no es uno de tus avances tecnológicos» quoted the id of an
    advance researched earlier in the same post: its name, «Guerreros»."""
    post = "investigar tecnologico Agricultura\ninvestigar militar Guerreros con Herramientas básicas\ninvestigar militar Hachas con Guerreros\n"
    out = _check(tmp_path, "nuevo-amanecer", "sigmar", post)
    assert "RECHAZADA: Guerreros no es uno de tus avances tecnológicos." in out, out
    assert "guerreros" not in out


@pytest.mark.parametrize(("lang", "said"), [
    ("es", "2. mover martillo por H3, I4 — se ejecutaría si lo que ordenen los demás no lo cambia: el ejército Martillo llega a I4 (gasta 2 de Movimiento)."),
    ("en", "2. mover martillo por H3, I4 — would be carried out unless the others' orders change it: Army Martillo reaches I4 (spends 2 Movement)."),
])
def test_what_the_others_may_change_is_said_before_the_reason(tmp_path, lang, said):
    """Play-test (#25): «…llega a I4 (gasta 2 de Movimiento). (si lo que ordenen los demás no
    lo cambia)»: a bracket after the reason's own stop. The condition goes before the colon."""
    post = "combinar u3, u4 en ejército martillo\nmover martillo por H3, I4\n"
    out = _check(tmp_path, "primordia", "marmoreos", post, "--lang", lang)
    assert said in out.splitlines(), out
    assert "). (" not in out


def test_the_tally_says_no_zero_and_joins_with_y(tmp_path):
    """Play-test (#25): «ninguna se ejecutaría, una se rechazaría, ninguna depende de los
    dados, una depende de lo que ordenen los demás»: the counts that are there, with «y»."""
    out = _check(tmp_path, "eraide", "azul", "Mael usa agotar sobre Brann\nMael: usar \"Invocar lobo onírico\" en F3\n")
    assert "De dos órdenes: una se rechazaría y una depende de lo que ordenen los demás." in out, out
    assert "ninguna" not in out


def test_who_arrives_is_named(tmp_path):
    """Play-test (#25): «Llega a D6 (gasta 2 de Movimiento)» named no one: the unit or army
    that does it is the subject (an army's article after a colon in lower case)."""
    post = "mover u2 por D5, D6\ncombinar u3, u4 en ejército hueste\natrincherar hueste\n"
    out = _check(tmp_path, "primordia", "tuarian", post)
    assert "— se ejecutaría si lo que ordenen los demás no lo cambia: Alondra llega a D6 (gasta 2 de Movimiento)." in out, out
    assert "— se ejecutaría: el ejército Hueste se atrinchera: " in out, out
    out = _check(tmp_path / "en", "primordia", "tuarian", post, "--lang", "en")
    assert ": Alondra reaches D6 (spends 2 Movement)." in out, out


def test_the_forecast_names_the_line_of_the_post(tmp_path):
    """Play-test (#25): «Orden 4 (investigar): cuesta…» — which? The player's post numbers its
    lines otherwise (a header, chatter): the forecast says the line and its words."""
    post = "# Órdenes de Sigmar\ninvestigar tecnologico Agricultura\n¡A por ellos!\ninvestigar militar Guerreros con Herramientas básicas\n"
    out = _check(tmp_path, "nuevo-amanecer", "sigmar", post)
    assert "- Línea 2 («investigar tecnologico Agricultura»): cuesta 10 recursos; después tendrás 20 recursos." in out, out
    assert "- Línea 4 («investigar militar Guerreros con Herramientas básicas»): cuesta 7 recursos;" in out, out
    out = _check(tmp_path / "en", "nuevo-amanecer", "sigmar", post, "--lang", "en")
    assert "- Line 2 (“investigar tecnologico Agricultura”): costs 10 resources" in out, out


@pytest.mark.parametrize(("lang", "told"), [("es", "pone un carácter invisible (U+200B)"), ("en", "found an invisible character (U+200B)")])
def test_an_invisible_character_is_said_for_what_it_is(tmp_path, lang, told):
    """Play-test (#25): a zero-width space in a line showed as «» in the refusal."""
    out = _check(tmp_path, "sector", "federacion", "mover Enterprise\u200b a F4\nmover Enterprise a \u200bF4\n", "--lang", lang)
    assert told in out, out
    assert "«»" not in out and "“”" not in out and "\u200b" not in out
    assert "«F4» (con un carácter invisible: U+200B)" in out or lang == "en", out


def test_an_order_that_fails_is_never_called_applied():
    """Play-test (#25): «#1 Ilse: atacar a Brann con destino: aplicada — … Sin efecto.»: an
    order carried out may still fail (a missed attack, research that does not advance), so
    the report says it was carried out («ejecutada»), never «aplicada»; gm check too."""
    from gm.engine.pipeline import resolve_files

    files = resolve_files(ROOT / "sample_games" / "eraide" / "turn-01", fmt="markdown").files
    azul = files["reports/azul.md"].decode()
    assert "#1 Ilse: atacar a Brann con destino: ejecutada — " in azul and "Sin efecto." in azul, azul
    assert not any("aplicada" in text.decode() for name, text in files.items() if name.endswith(".md"))


def test_the_forecast_says_no_zero_income_or_upkeep(tmp_path):
    """Play-test (#25), the class of «0 errores más»: sector's first turn forecast said
    «cobras 0 cristales; fase 2: el mantenimiento cuesta 0 cristales»."""
    out = _check(tmp_path, "sector", "federacion", "investigar propulsión\n")
    assert "- Fase 1: no cobras nada; fase 2: no pagas mantenimiento; tendrás 50 cristales." in out, out
    assert " 0 cristales" not in out
