"""New names as players write them (issue 24): a new advance or army may be called by a
word another order starts with (`-Avance militar: Lanzas`, the worked example's form with
`Lanza`/`Pido`/`Mando`/`Mover`/`Crear` in the name), keeps an article written with a
capital (`llamado Los Lobos`), and a quoted name's id is never a route (`"A" (a1-a1)`);
an army is known by its name's words before "de" (`mis lanceros` for Lanceros de Sigmar),
and a near miss suggests the name, not the id."""

from __future__ import annotations

from pathlib import Path

import pytest

from gm.engine.validate import validate_dir
from gm.orderlang.messages import say
from gm.orderlang.parse import parse_line
from gm.orderlang.phrasebook import load
from gm.orderlang.text import clean_line, without_stop
from gm.orderlang.values import Scope

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "sample_games/nuevo-amanecer-ejemplo/turn-07"


def post(*lines: str):
    """The lines read in one post (one scope: what a line creates, the next may name)."""
    scope = Scope(load("nuevo-amanecer"), "es", validate_dir(GAME).state, "sigmar")
    return [parse_line(without_stop(clean_line(t)), scope, ("es", "en")) for t in lines]


def research(kind: str, advance: str, name: str) -> dict:
    return {"type": "research", "kind": kind, "advance": advance, "name": name}


@pytest.mark.parametrize(("text", "want"), [
    ("-Avance militar: Lanzas (10 puntos de recursos)", research("military", "lanzas", "Lanzas")),
    ("-Avance militar: Pido clemencia (10 puntos de recursos)", research("military", "pido-clemencia", "Pido clemencia")),
    ("-Avance militar: Mando de hierro", research("military", "mando-de-hierro", "Mando de hierro")),
    ("-Avance tecnológico: Mover montañas (10 puntos de recursos)", research("tech", "mover-montanas", "Mover montañas")),
    ("Avance tecnológico: Crear fuego", research("tech", "crear-fuego", "Crear fuego")),
    ("investigar militar Lanzas con Guerreros", {**research("military", "lanzas", "Lanzas"), "supported_by": "guerreros"}),
    # the order's own words stay its words: what it stands on, never the name
    ("-Avance tecnológico: Casas de piedra, sustentado en Minería",
     {**research("tech", "casas-de-piedra", "Casas de piedra"), "supported_by": "mineria"}),
])
def test_a_new_name_may_hold_another_orders_verb(text, want):
    (got,) = post(text)
    assert (got.errors, got.order) == ([], want)


def test_an_article_with_a_capital_is_the_names():
    (got, lower) = post("Creo un ejército de Guerreros llamado Los Lobos en B3", "Investigo la Agricultura (tecnológico)")
    assert got.order == {"type": "create_army", "advances": ["guerreros"], "army": "los-lobos", "name": "Los Lobos", "city": "capital"}
    assert lower.order["name"] == "Agricultura"


def test_a_quoted_names_id_is_never_a_route():
    (got,) = post('crear ejército "A" (a1-a1) en "Ciudad de Sigmar" con Agricultura')
    assert (got.errors, got.order["army"], got.order["name"]) == ([], "a1-a1", "A")


def test_an_army_is_known_by_its_names_words_before_de():
    made, mine, near = post("Crear ejército en B3: Lanceros de Sigmar con Guerreros", "Muevo mis lanceros a C3",
                            "mover Lanceros de Sigmr a C3")
    assert made.errors == [] and mine.errors == []
    assert mine.order == {"type": "move", "army": "lanceros-de-sigmar", "to": "C3"}
    assert "«Lanceros de Sigmar»" in say("es", near.errors[0].key, **near.errors[0].params)
