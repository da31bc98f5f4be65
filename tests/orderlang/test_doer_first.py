"""The doer first, a spell by its name, two orders joined by `y` (issue 24, round-5 dev
corpus): a line that names one of the faction's things first is never told its doer is an
unknown order; a later part that leaves its doer out takes the first part's; a line of two
orders that does not read is told so, one order a line, never half read."""

from __future__ import annotations

import pytest

from gm.orderlang.messages import say
from gm.orderlang.phrasebook import load
from gm.orderlang.several import read_orders
from gm.orderlang.text import clean_line, without_stop
from gm.orderlang.values import Scope
from tests.orderlang.test_players import read, state

LANGS = ("es", "en")


def orders(rid: str, faction: str, text: str) -> list[dict]:
    scope = Scope(load(rid), "es", state(rid), faction)
    return [o for o, _ in read_orders(without_stop(clean_line(text)), scope, LANGS).orders]


@pytest.mark.parametrize(("rid", "text", "want"), [
    ("primordia", "Los colonos van a G7 y fundan un asentamiento",
     [{"type": "mover", "unidad": "u2", "ruta": ["G7"]}, {"type": "fundar", "unidad": "u2"}]),
    ("primordia", "El explorador va a H6 y se atrinchera",
     [{"type": "mover", "unidad": "u1", "ruta": ["H6"]}, {"type": "atrincherarse", "unidad": "u1"}]),
])
def test_a_later_part_takes_the_first_parts_doer(rid, text, want):
    assert orders(rid, "terales", text) == want


def test_two_orders_that_do_not_both_read_are_told_one_a_line():
    got, _ = read("primordia", "Los colonos bajan a G7 por G6 y fundan un asentamiento")
    assert [e.key for e in got.errors] == ["orderlang.two_orders"] and got.order is None
    assert "una orden por línea" in say("es", got.errors[0].key, **got.errors[0].params)


@pytest.mark.parametrize(("rid", "text", "found"), [
    ("sector", "Enterprise: bailar a G4", "bailar"),
    ("primordia", "Colonos: colonizar G4", "colonizar"),
])
def test_the_doer_is_never_the_unknown_order(rid, text, found):
    got, _ = read(rid, text)
    assert got.errors[0].key.startswith("orderlang.unknown_verb") and got.errors[0].params["found"] == found


@pytest.mark.parametrize(("text", "want"), [
    ("Fertilidad prodigiosa: 2 de poder en Teralia", {"type": "hechizo", "hechizo": "fertilidad_prodigiosa", "poder": 2, "asentamiento": "s1"}),
    ("Manantial de la riqueza con 2 de poder para la madera", {"type": "hechizo", "hechizo": "manantial_de_la_riqueza", "poder": 2, "recurso": "madera"}),
])
def test_a_spell_by_its_name_alone(text, want):
    got, _ = read("primordia", text)
    assert (got.errors, got.order) == ([], want)


@pytest.mark.parametrize("text", [
    "Teralia entrena infantería ligera, que se llamará Lanzas del Vado",  # the name is never dropped as a note
    "Combinar u3 y u4 (Hueste del Río)",  # a name in a remark is never dropped unread
])
def test_a_name_the_player_gives_is_never_dropped(text):
    got, _ = read("primordia", text)
    assert got.errors and got.order is None
