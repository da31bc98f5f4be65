"""The order types: which phase handles each, and the help written atop orders.toml.

Handlers live in their phase modules and are dispatched by type (dict type -> handler);
this table is the single list of order types (the schema enum mirrors it).
"""

from __future__ import annotations

ORDER_PHASES = {
    "decommission": "2-maintenance",
    "form_fleet": "3-movement", "disband_fleet": "3-movement", "move": "3-movement", "intercept": "3-movement",
    "attack": "4a-combat", "colonize": "4b-colonization", "assault": "4c-assault", "retreat": "4c-assault",
    "diplomacy": "5-diplomacy", "declare_war": "5-diplomacy",
    "trade": "6-trade", "cancel_route": "6-trade",
    "build_ship": "7-construction", "build_station": "7-construction",
    "build_shipyard": "7-construction", "build_defenses": "7-construction",
    "incite": "8-rebellions", "research": "10-research", "spy": "11-espionage",
    "discard_advantage": "12-advantages",
}

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
