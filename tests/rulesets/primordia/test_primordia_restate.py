"""Every order type is restated in both languages with every variable its message reads,
its optional fields left out or given, own things named and another race's as typed."""

import json
import re
from pathlib import Path

import pytest

from gm.engine.orders import Order
from gm.engine.pipeline import resolve_files
from gm.text.blocks import Text
from gm.text.i18n import Catalog
from gm.registry import get

SAMPLE = Path(__file__).resolve().parents[3] / "sample_games" / "primordia" / "turn-01"

# one order of each type, every optional field given (None: left out in the second pass)
ORDERS = {
    "mover": {"unidad": "u1", "ruta": ["D3", "E3"], "despues": True},
    "atacar": {"unidad": "u1", "objetivo_faccion": "marmoreos", "objetivo": "u1", "si_gana": "saquear", "recurso": "oro"},
    "saquear": {"unidad": "u1", "objetivo_faccion": "marmoreos", "objetivo": "s1", "recurso": "madera"},
    "atacar_distancia": {"unidad": "u1", "objetivo_faccion": "marmoreos", "objetivo": "u1", "victima": "u2"},
    "atrincherarse": {"unidad": "u1"}, "curacion": {"unidad": "u1"}, "disolverse": {"unidad": "u1"},
    "eliminar": {"unidad": "u1"}, "esperar": {"unidad": "u1"}, "carretera": {"unidad": "u1"},
    "combinarse": {"unidades": ["u1", "u2"], "ejercito": "hueste"},
    "huir": {"unidad": "u1", "hacia": "D3"}, "repartir": {"unidad": "hueste", "prioridad": ["u1", "u2"]},
    "embarcar": {"unidad": "u1", "nave": "u2"}, "desembarcar": {"unidad": "u1", "hacia": "D3"},
    "fundar": {"unidad": "u2", "nombre": "Vado Sur"}, "poblar": {"unidad": "u2", "asentamiento": "s1"},
    "espiar": {"unidad": "u1", "objetivo_faccion": "marmoreos", "asentamiento": "s1"},
    "sabotear": {"unidad": "u1", "objetivo_faccion": "marmoreos", "asentamiento": "s1"},
    "hechizo": {"hechizo": "manantial_de_la_riqueza", "poder": 2, "chaman": "u1", "recurso": "madera"},
    "construir": {"asentamiento": "s1", "estructura": "murallas"},
    "investigar": {"descubrimiento": "pesca"}, "gobierno": {"gobierno": "tribu"}, "convertir": {"veces": 2},
    "especializar": {"asentamiento": "s1", "recurso": "comida"}, "alianza": {"faccion": "marmoreos"},
    "narracion": {"faccion": "tuarian", "recursos": {"oro": 3}, "motivo": "Buena crónica"},
    "eureka": {"faccion": "tuarian", "descubrimiento": "pesca"},
    "ataque_asentamiento": {"faccion": "tuarian", "asentamiento": "s1", "ataque": 2},
}


def _types() -> set[str]:
    return set(re.findall(r'"type": \{"const": "(\w+)"', json.dumps(get("primordia").schema("orders"))))


def _required() -> dict[str, set[str]]:
    items = get("primordia").schema("orders")["properties"]["factions"]["additionalProperties"]["properties"]["orders"]["items"]
    return {c["if"]["properties"]["type"]["const"]: set(c["then"].get("required", [])) for c in items["allOf"]}


@pytest.fixture(scope="module")
def ctx():
    return resolve_files(SAMPLE).context


def test_every_type_has_an_example():
    assert set(ORDERS) == _types()


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("full", [True, False])
def test_every_order_restated(ctx, lang, full):
    ruleset = get("primordia")
    catalog = Catalog(lang, (ruleset.package,))
    for kind, fields in ORDERS.items():
        fields = fields if full else {k: v for k, v in fields.items() if k in _required()[kind]}
        owner = "gm" if kind in ruleset.gm_order_types else "tuarian"
        text = ruleset.order_text(ctx, owner, Order(owner, 1, kind, dict(fields)))
        params = {k: (catalog.format(v.key, v.params) if isinstance(v, Text) else v) for k, v in text.params.items()}
        assert catalog.format(text.key, params), kind
    assert catalog.errors == set() and catalog.missing == set()


def test_own_things_named_others_as_typed(ctx):
    ruleset = get("primordia")
    params = ruleset.order_params(ctx, "tuarian", Order("tuarian", 1, "espiar", dict(ORDERS["espiar"])))
    assert params["settlement"] == "s1" and params["target_faction"] == "Marmóreos"  # another race's settlement: as typed
    params = ruleset.order_params(ctx, "tuarian", Order("tuarian", 1, "construir", dict(ORDERS["construir"])))
    assert params["settlement"] == "Tuaria" and params["project"] == "Murallas"
    assert ruleset.order_params(ctx, "tuarian", Order("tuarian", 1, "esperar", {"unidad": "u1"}))["group"] == "Cierzo"  # named at the turn's start (data/names.toml)
