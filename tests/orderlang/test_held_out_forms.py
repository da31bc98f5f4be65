"""Forms players wrote in a corpus written without the phrasebook (issue 24; its held-out
half is measured outside the repository): `acepto la alianza que nos ofrece Sigmar` is the
alliance (both ask it); `los humanos de Sigmar` is Sigmar when the race and the name say the
same god (else refused, never guessed); a city with its own square beside it is that city; a
calamity is cast with the verbs people use; units combine «en un ejército»."""

from __future__ import annotations

import pytest

from tests.orderlang.test_never_misread import read_as

NA = "nuevo-amanecer"


@pytest.mark.parametrize(("fid", "text", "order"), [
    ("isha", "Isha acepta la alianza que le ofrece Sigmar", {"type": "alliance", "with": "sigmar"}),
    ("isha", "Aceptamos la alianza de Khaine", {"type": "alliance", "with": "khaine"}),
    ("gorkamorka", "Acepto el tratado comercial con Sigmar", {"type": "trade", "with": "sigmar"}),
    ("khaine", "acepto la paz que nos ofrece Isha", {"type": "peace", "with": "isha"}),
    ("khaine", "Declaramos la guerra a los orkos de Gorkamorka", {"type": "declare_war", "on": "gorkamorka"}),
    ("isha", "Isha desata una calamidad social sobre los humanos de Sigmar", {"type": "calamity", "kind": "social", "target": "sigmar"}),
    ("isha", "Lanzamos una calamidad militar contra Sigmar", {"type": "calamity", "kind": "militar", "target": "sigmar"}),
])
def test_what_players_write_to_the_others(fid, text, order):
    got, _ = read_as(NA, fid, text)
    assert (got.errors, got.order) == ([], order)


@pytest.mark.parametrize(("fid", "text"), [
    ("khaine", "Declaramos la guerra a los elfos de Gorkamorka"),  # Elfos are Isha's: which one?
    ("isha", "Khaine acepta la alianza con Gorkamorka"),  # another god's words in Isha's post
])
def test_two_names_that_disagree_give_no_order(fid, text):
    got, _ = read_as(NA, fid, text)
    assert got.errors


def test_a_city_with_its_own_square_beside_it_is_that_city():
    line = "Avance arquitectónico: Casas de piedra, aplicado en la Capital de Sigmar ({})"
    got, _ = read_as(NA, "sigmar", line.format("B2"))  # the capital stands on B2
    assert got.errors == [] and got.order["apply_to"] == "capital"
    other, _ = read_as(NA, "sigmar", line.format("B3"))  # another square: which one is meant is asked
    assert [e.key for e in other.errors] == ["orderlang.ambiguous_ref"]


@pytest.mark.parametrize(("text", "order"), [
    ("Cuarzo y Pizarra se combinan en un ejército", {"type": "combinarse", "unidades": ["u3", "u4"]}),
    ("Cuarzo y Pizarra se combinan en un ejército llamado Puño de Roca",
     {"type": "combinarse", "unidades": ["u3", "u4"], "ejercito": "puno-de-roca", "nombre": "Puño de Roca"}),
])
def test_units_combine_into_an_army_with_its_article(text, order):
    got, _ = read_as("primordia", "marmoreos", text)
    assert (got.errors, got.order) == ([], order)


def test_an_assault_names_the_world_the_ships_are_at():
    got, _ = read_as("sector", "klingon", "Asalto planetario a Qo'noS con la Bortas")  # the Bortas is at I5, Qo'noS's sector
    assert (got.errors, got.order) == ([], {"type": "assault", "ships": ["kli-2"]})
    elsewhere, _ = read_as("sector", "klingon", "Asalto planetario a H4 con la Bortas")  # said where it is not: asked
    assert [e.key for e in elsewhere.errors] == ["orderlang.wrong_place"]


def test_staying_put_beside_another_order_is_how_it_is_done():
    # read as a wait and an attack, the wait took Ilse's action and the attack was refused
    from gm.engine.validate import validate_dir
    from gm.orderlang.phrasebook import load
    from gm.orderlang.several import read_orders
    from gm.orderlang.values import Scope
    from tests import registered

    scope = Scope(load("eraide"), "es", validate_dir(registered.sample_dir("eraide")).state, "azul")
    got = read_orders("Ilse se queda en I5 y ataca a Selene con el arco", scope, ("es", "en"))
    assert [o for o, _ in got.orders] == [{"type": "attack", "character": "ilse", "target": "selene"}]
    scope.created = None
    alone = read_orders("Ilse se queda en I5", scope, ("es", "en"))
    assert [o["type"] for o, _ in alone.orders] == ["wait"]  # alone it is her order
