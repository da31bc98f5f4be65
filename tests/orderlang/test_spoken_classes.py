"""Classes of lines as forum players write them (issue 24, the round-5 and round-6 dev
corpora): each reads as the order it means, and the lines beside it that could mean
something else are never read so."""

from __future__ import annotations

import pytest

from gm.orderlang.phrasebook import load
from gm.orderlang.parse import parse_line
from gm.orderlang.text import clean_line, without_stop
from gm.orderlang.values import Scope
from tests.orderlang.test_players import corpus, state


def read(rid: str, text: str, faction: str | None = None):
    """One line on its own, for the players' corpus faction (or another of that game)."""
    scope = Scope(load(rid), "es", state(rid), faction or corpus(rid)["faction"])
    return parse_line(without_stop(clean_line(text)), scope, ("es", "en")), scope


@pytest.mark.parametrize(
    ("rid", "text", "want"),
    [
        (
            "nuevo-amanecer",
            "Los Guardianes de Sigmar avanzarán a D2 (vamos a por los pantanos)",
            {"type": "move", "army": "guardianes", "to": "D2"},
        ),
        ("sector", "Enterprise: mover a G4 (a ver qué hay por allí)", {"type": "move", "ship": "fed-1", "to": "G4"}),
    ],
)
def test_a_closing_remark_that_says_nothing_to_the_order_is_a_note(rid, text, want):
    got, _ = read(rid, text)
    assert (got.errors, got.order) == ([], want)


@pytest.mark.parametrize(
    ("rid", "text"),
    [
        ("eraide", "Ilse ataca a Brann (si fallo tiro otra vez el destino)"),  # a word of a part that sets something
        ("sector", "Construir nave en la Tierra (urgente si se puede)"),  # a part that sets something
        ("sector", "Construir nave en la Tierra (con tecnología de armamento)"),  # a word of its vocabularies
        ("sector", "Enterprise: mover a G4 (luego vamos a la Defiant)"),  # a name
    ],
)
def test_a_closing_remark_that_may_say_something_is_never_dropped(rid, text):
    got, _ = read(rid, text)
    assert got.errors or got.order.get("destiny")


@pytest.mark.parametrize(
    ("rid", "text", "want"),
    [
        ("sector", "Movemos la Enterprise por F4, G3 hasta H3", {"type": "move", "ship": "fed-1", "path": ["F4", "G3", "H3"]}),
        ("sector", "mover Enterprise por E4 hasta la Tierra", {"type": "move", "ship": "fed-1", "path": ["E4", "E5"]}),
        ("sector", "mueve fed-1 por F5 y G5 hasta G5", {"type": "move", "ship": "fed-1", "path": ["F5", "G5"]}),
        ("eraide", "Ilse corre hasta H7 por I6 y H7", {"type": "run", "character": "ilse", "path": ["I6", "H7"]}),
    ],
)
def test_a_path_and_its_destination_are_one_path(rid, text, want):
    """A move with a path goes by it alone: the destination said beside it ends it, and a
    square said as both the path's last and the destination is one square."""
    got, _ = read(rid, text)
    assert (got.errors, got.order) == ([], want)


def test_a_weapon_one_of_the_doers_talents_strikes_with_asks_which():
    """`con el escudo`: Brann's Escudazo is «Golpe con el escudo…», a plain attack too."""
    got, _ = read("eraide", "Brann embiste a Ilse con el escudo", "rojo")
    assert [e.key for e in got.errors] == ["orderlang.ambiguous_ref"] and "Escudazo" in got.errors[0].params["choices"]
    got, _ = read("eraide", "Brann ataca a Ilse con la espada", "rojo")
    assert (got.errors, got.order) == ([], {"type": "attack", "character": "brann", "target": "ilse"})


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Avance militar: Arcos largos, que sale de Herramientas básicas", {"supported_by": "herramientas-basicas"}),
        ("Avance tecnológico: Navegación (para poder movernos por mares)", {"unlocks": ["mares"]}),
        ("- Investigar avance tecnologico: Navegacion (nos deja movernos por los mares)", {"unlocks": ["mares"]}),
    ],
)
def test_what_an_advance_comes_from_and_opens_in_the_players_words(text, want):
    got, _ = read("nuevo-amanecer", text)
    assert got.errors == [] and want.items() <= got.order.items()


@pytest.mark.parametrize(
    ("rid", "text"),
    [
        ("nuevo-amanecer", "Avance militar: Arcos largos, que ya tenemos Herramientas básicas"),  # a name the faction knows
        ("nuevo-amanecer", "Avance tecnológico: Navegación (a ver si cruzamos mares)"),  # a terrain the advance may open
    ],
)
def test_a_note_that_holds_what_the_order_takes_is_never_dropped(rid, text):
    got, _ = read(rid, text)
    assert got.errors


@pytest.mark.parametrize("text", ["Otto ataka a Brann", "Otto: atakar a Brann"])
def test_a_verb_spelt_with_k_for_a_hard_c(text):
    got, _ = read("eraide", text)
    assert (got.errors, got.order) == ([], {"type": "attack", "character": "otto", "target": "brann"})
