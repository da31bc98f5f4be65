"""Issue 14 §3: every order type given an army where a unit is expected, a unit inside an
army, a lone unit, a settlement or another race's ids resolves (a typed rejection at worst)."""

from __future__ import annotations

import json

from gm.engine.pipeline import resolve_files
from gm.engine.validate import validate_dir
from tests.rulesets.primordia.scenario import ROOT, build, faction, outcome, resolve, settlement, unit

SCHEMA = json.loads((ROOT / "schemas" / "primordia" / "orders.schema.json").read_text())
ITEMS = SCHEMA["properties"]["factions"]["additionalProperties"]["properties"]["orders"]["items"]["allOf"]
TYPES = {c["if"]["properties"]["type"]["const"]: c["then"] for c in ITEMS}
GM_TYPES = {"narracion", "eureka", "ataque_asentamiento"}
IDS = ("e1", "u1", "u3", "u4", "s1", "u9")  # army, its member, lone unit, lone spy, settlement, nothing
FILL = {"ruta": ["C2"], "hacia": "C2", "hex": "C2", "nombre": "Nueva", "recurso": "comida", "descubrimiento": "pesca",
        "gobierno": "tribu", "hechizo": "espiritu_indomito", "poder": 1, "faccion": "marmoreos", "veces": 1,
        "objetivo_faccion": "marmoreos", "prioridad": ["u1"], "unidades": ["u1", "u3"], "recursos": {"comida": 1},
        "ataque": 1, "tipo": "pueblo", "estructura": "empalizada", "si_gana": "conservar", "ejercito": "e8"}
ID_KEYS = ("unidad", "nave", "objetivo", "victima", "chaman", "asentamiento")


def _factions():
    own = faction("tuarian", discoveries=["fuego_es_amigo", "poder_de_la_naturaleza"], pool={"poder": 5},
                  settlements={"s1": settlement("Villa", "B2")},
                  units={"u1": unit("colonos", "B2", army="e1"), "u2": unit("espia", "B2", army="e1"),
                         "u3": unit("colonos", "C3"), "u4": unit("espia", "C3")},
                  armies={"e1": {"units": ["u1", "u2"]}})
    other = faction("marmoreos", settlements={"s1": settlement("Roca", "D3")},
                    units={"u1": unit("infanteria_ligera", "C3"), "u3": unit("infanteria_ligera", "D3")})
    return {"tuarian": own, "marmoreos": other}


def _orders():
    out = []
    for kind, then in sorted(TYPES.items()):
        if kind in GM_TYPES:
            continue
        keys = [k for k in then["properties"] if k in ID_KEYS and (kind, k) != ("construir", "unidad")]  # a unit type
        for key in keys:
            for ident in IDS:
                order = {"type": kind, **{k: FILL[k] for k in then.get("required", []) if k in FILL}}
                for k in keys:
                    order.setdefault(k, "u3")
                order[key] = ident
                out.append(order)
    return out


def test_every_order_type_with_every_kind_of_id_resolves(tmp_path):
    orders = _orders()
    factions = _factions()
    for i in range(0, len(orders), 40):  # one turn per batch of orders, each resolved from scratch
        d = build(tmp_path / f"t{i}", factions, {"tuarian": orders[i:i + 40]})
        v = validate_dir(d)
        assert v.ok, [p.format() for p in v.problems]
        res = resolve_files(d)
        assert all(o.key != "engine.order_not_processed" for o in res.context.outcomes.values())


def test_settler_and_spy_orders_given_an_army_are_rejected_cleanly(tmp_path):
    orders = [{"type": "fundar", "unidad": "e1", "nombre": "X"},
              {"type": "poblar", "unidad": "e1", "asentamiento": "s1"},
              {"type": "espiar", "unidad": "e1", "objetivo_faccion": "marmoreos", "asentamiento": "s1"},
              {"type": "sabotear", "unidad": "e1", "objetivo_faccion": "marmoreos", "asentamiento": "s1"},
              {"type": "embarcar", "unidad": "e1", "nave": "u3"},
              {"type": "combinarse", "unidades": ["e1", "u3"]}]
    res = resolve(build(tmp_path / "t", _factions(), {"tuarian": orders}))
    for n in range(1, len(orders) + 1):
        assert outcome(res, "tuarian", n).key == "reject.army_not_allowed", (n, outcome(res, "tuarian", n).key)


def test_a_race_order_under_the_gm_is_rejected_not_a_crash(tmp_path):
    """validate warns of it (gm_order_types: rejected before the turn, which goes on); the
    phases still never crash on it."""
    from gm.engine.pipeline import run_phases

    d = build(tmp_path / "t", _factions(), {"gm": [{"type": "investigar", "descubrimiento": "pesca"},
                                                  {"type": "fundar", "unidad": "u3"}]})
    v = validate_dir(d)
    assert v.ok and any(p.file == "orders.toml" and p.severity == "warning" for p in v.warnings)
    ctx = run_phases(v.ruleset, v.state, "seed", "es")
    assert [ctx.outcomes[("gm", n)].key for n in (1, 2)] == ["reject.not_a_race", "reject.not_a_race"]
