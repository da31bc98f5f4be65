"""An order as the turn reads it: primordia's text orders carry another race's unit by the
label the reader's report gives it (`d5-1`) and a settlement by its name (`teralia`), never
their ids (ids count a race's units: labels.py); resolve reads those back to the ids. The
corpus tests compare orders as resolve reads them, so an expected `objetivo = "u3"` and the
reader's `d5-1` for that same unit are the same order (and nuevo-amanecer's advance written
as its id, `agricultura`, with no name, is the one named `agricultura`)."""

from __future__ import annotations

from gm import registry
from gm.engine.state import copy_data

FOREIGN_KEYS = ("objetivo", "victima", "asentamiento")
# nuevo-amanecer's new advance and army: a name the reader leaves out (written as its id,
# `investigar agricultura`) is the id, as resolve reads it (orders.research, orders.create_army)
NAMED_BY_ID = {("nuevo-amanecer", "research"): "advance", ("nuevo-amanecer", "create_army"): "army"}


def as_resolved(rid: str, state, faction: str, order):
    key = NAMED_BY_ID.get((rid, order.get("type"))) if isinstance(order, dict) else None
    if key and "name" not in order and isinstance(order.get(key), str):
        order = {**order, "name": order[key]}
    if rid == "primordia" and isinstance(order, dict) and order.get("type") == "construir":
        order = _project_as_read(state, order)
    if rid != "primordia" or not isinstance(order, dict) or order.get("objetivo_faccion") in (None, faction):
        return order
    from gm.rulesets.primordia.labels import foreign_labels
    from gm.rulesets.primordia.model import Model
    from gm.rulesets.primordia.phases.common import name_key, settlement_named

    m = Model(registry.get(rid).rules(state.game), copy_data(state.game), copy_data(state.factions))
    tf = order["objetivo_faccion"]
    labelled = {name_key(label): uid for (owner, uid), label in foreign_labels(m, faction).items() if owner == tf}
    out = dict(order)
    for key in FOREIGN_KEYS:
        if isinstance(out.get(key), str):
            out[key] = labelled.get(name_key(out[key])) or settlement_named(m, faction, tf, out[key])
    return out


def _project_as_read(state, order: dict) -> dict:
    """`construir Colonos en Tuaria` carries the unit type under `estructura`; the phase
    reads it as the unit (construction.project_of): the same order as `unidad = "colonos"`."""
    from gm.rulesets.primordia.phases.construction import project_of

    key, target = project_of(registry.get("primordia").rules(state.game), order)
    if key is None or key in order:
        return order
    return {**{k: v for k, v in order.items() if k != "estructura"}, key: target}
