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
