"""The help written atop orders.toml: the order types, by the phase that settles them.

Handlers live in their phase modules and are dispatched by type (dict type -> handler);
the schema (schemas/sector/orders.schema.json) is the list of order types and names each
one's phase (tests/rulesets/sector/test_sector_rules.py checks the turn agrees).
"""

from __future__ import annotations

_HELP = {
    "es": """Órdenes de Sector: [[factions.<id>.orders]] con type = ... y sus claves.
Fase 2  decommission {unit}                       desmantelar nave o estación
Fase 3  form_fleet {fleet, ships=[3 naves]} | disband_fleet {fleet}
        move {ship|fleet, to="K7" | path=["C4","D5"]}   intercept {ship|fleet, target=nave}
Fase 4  attack {ships=[..]|fleet|station, target=imperio} | colonize {ship}
        assault {ships=[..]|fleet} | retreat {system}
Fase 5  diplomacy {ship, goal="peace"|"alliance"|"annex", target=imperio} | declare_war {target}
Fase 6  trade {ship} | cancel_route {route}
Fase 7  build_ship {at=sistema|estación, tech={..}, rush=true} | build_station {ship, rush}
        build_shipyard {system} | build_defenses {system}
Fase 8  incite {system}     Fase 10 research {tech}
Fase 11 spy {action="discover"|"sabotage"|"steal", target, tech}
Fase 12 discard_advantage {advantage}""",
    "en": """Sector orders: [[factions.<id>.orders]] with type = ... and its keys.
Phase 2  decommission {unit}                       scrap a ship or station
Phase 3  form_fleet {fleet, ships=[3 ships]} | disband_fleet {fleet}
         move {ship|fleet, to="K7" | path=["C4","D5"]}   intercept {ship|fleet, target=ship}
Phase 4  attack {ships=[..]|fleet|station, target=empire} | colonize {ship}
         assault {ships=[..]|fleet} | retreat {system}
Phase 5  diplomacy {ship, goal="peace"|"alliance"|"annex", target=empire} | declare_war {target}
Phase 6  trade {ship} | cancel_route {route}
Phase 7  build_ship {at=system|station, tech={..}, rush=true} | build_station {ship, rush}
         build_shipyard {system} | build_defenses {system}
Phase 8  incite {system}     Phase 10 research {tech}
Phase 11 spy {action="discover"|"sabotage"|"steal", target, tech}
Phase 12 discard_advantage {advantage}""",
}


def template_header(lang: str) -> str:
    return _HELP.get(lang, _HELP["es"])
