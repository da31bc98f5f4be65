"""Chatter as forum players write it (issue 24), per ruleset: greetings, section headers, a
turn's header with a cheer are skipped and listed as not read, never told to the player as
"not understood" with a verb it never meant ('Buenas' ~ 'unas' of unir, 'Turno' ~ 'uno',
'[b]Movimiento[/b]' ~ 'moviendo'); a line with an order's verb where an order has it, a
square or id to act on, or a name of the faction's things stays an attempt (told, or read)."""

from __future__ import annotations

from pathlib import Path

import pytest

from gm.engine.validate import validate_dir
from gm.orderlang.document import read_text_orders
from tests.text_posts import turn_with_posts

ROOT = Path(__file__).resolve().parents[2]
GAMES = {  # ruleset -> (turn, faction whose post it is)
    "primordia": ("sample_games/primordia/turn-01", "terales"),
    "sector": ("sample_games/sector/turn-01", "cardasiano"),
    "nuevo-amanecer": ("sample_games/nuevo-amanecer-ejemplo/turn-07", "sigmar"),
    "eraide": ("sample_games/eraide/turn-01", "azul"),
}
CHATTER = {  # said in every ruleset's posts
    "all": ["Buenas a todos!", "Saludos desde Cardassia.", "[b]Movimiento[/b]", "Turno 3, allá vamos", "Hola, ¿qué tal?",
            "Turno 4, allá va eso"],
    # sector reads 'investigación: <tech>' and has the tech Construcción, and 'animo' is its verb (animar a los rebeldes)
    "primordia": ["Los Terales saludan al resto de razas", "¡Por los Terales, allá vamos!", "Construcción:",
                  "[b]Investigación[/b]", "Ánimo a todos"],
    "sector": ["Saludos desde Cardassia Prime, ciudadanos", "Orden 3, la Unión Cardasiana no perdona"],
    "nuevo-amanecer": ["Turno 8, que la suerte nos acompañe", "Construcción:", "Ánimo a todos"],
    "eraide": ["Buenas noches, máster", "Construcción:", "[b]Investigación[/b]"],
}
ATTEMPTS = {  # lines that try to be orders: never skipped as chatter
    "primordia": ["muver u1 a G2", "El chamán lanza un hechizo", "La caballería se atrinchera en F6", "Mis lanceros avanzan",
                  "los exploradores, allá vamos a H5", "Investigación: Pesca", "Turno 3: mover u1 a H5"],
    "sector": ["muver fed-1 a E6", "Turno 3: mover la flota a E6"],
    "nuevo-amanecer": ["muver Exploradores de Sigmar a C3"],
    "eraide": ["atacr al rojo", "Bran: atacar a Otto", "Selene: esperar", "Mael: usar Bálsamo onírico en Otto"],
}


def _kinds(rid: str, tmp_path: Path, lines: list[str]) -> dict[str, str]:
    """Each line read alone as the faction's post -> chatter / not_understood / order."""
    game, fid = GAMES[rid]
    v = validate_dir(ROOT / game)
    out = {}
    for n, text in enumerate(lines):
        turn = turn_with_posts(tmp_path, ROOT / game, {f"{fid}.txt": text + "\n"}, name=f"t{n}")
        entry = read_text_orders(turn, v.state, v.ruleset).doc["factions"].get(fid, {})
        unread = entry.get("unread", [])
        out[text] = unread[0]["kind"] if unread else "order" if entry.get("orders") else "nothing"
    return out


@pytest.mark.parametrize("rid", sorted(GAMES))
def test_greetings_headers_and_cheers_are_chatter(rid, tmp_path):
    got = _kinds(rid, tmp_path, CHATTER["all"] + CHATTER[rid])
    assert {text: kind for text, kind in got.items() if kind != "chatter"} == {}


@pytest.mark.parametrize("rid", sorted(ATTEMPTS))
def test_a_line_that_tries_an_order_is_never_chatter(rid, tmp_path):
    got = _kinds(rid, tmp_path, ATTEMPTS[rid])
    assert {text: kind for text, kind in got.items() if kind == "chatter"} == {}
