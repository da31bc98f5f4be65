"""The turn of Nuevo Amanecer as a declared list of named phases, one module per step."""

from __future__ import annotations

from gm.rulesets.base import Phase

from . import battles, diplomacy, divine, economy, endgame, happiness, movement, territory

PHASES: tuple[Phase, ...] = (
    Phase("snapshot", economy.phase_snapshot, "upkeep owed and sieges, as the turn starts"),
    Phase("diplomacy", diplomacy.phase_diplomacy, "trade, alliances, breaks, war and peace orders"),
    Phase("orders", economy.phase_orders, "research, apply advances, create armies"),
    Phase("divine", divine.phase_divine_orders, "miracles and calamities cast by gods (1d6 >= 4)"),
    Phase("movement", movement.phase_movement, "border battles, moves, difficult terrain 1d6"),
    Phase("battles", battles.phase_battles, "one battle in every hex with hostile units (sieges too)"),
    Phase("after_battle_moves", movement.phase_after_battles, "armies that had to fight before leaving move"),
    Phase("pillage", territory.phase_pillage, "pillage and settlement destruction"),
    Phase("neutral_seize", territory.phase_neutral_seize, "unopposed neutral armies take regions"),
    Phase("colonies", territory.phase_colonies, "settlements and cities founded or lost"),
    Phase("arrivals", territory.phase_arrivals, "armies created this turn appear"),
    Phase("miracle_healing", divine.phase_miracle_healing, "a successful military miracle heals its army (before resting heals)"),
    Phase("healing", territory.phase_healing, "1 life for units resting in own territory"),
    Phase("treaties", diplomacy.phase_treaties_take_effect, "treaties agreed or broken take effect"),
    Phase("upkeep", economy.phase_upkeep, "upkeep and pillage paid; bankruptcy"),
    Phase("contacts", diplomacy.phase_contacts, "new contacts between races"),
    Phase("deaths", endgame.phase_dead_gods, "gods without a race die; their relations end"),
    Phase("calamities", divine.phase_calamities, "next turn: the calamity roll and cast calamities"),
    Phase("miracles", divine.phase_miracles, "next turn: miracles take effect"),
    Phase("income", economy.phase_income, "next turn: the resources roll"),
    Phase("happiness", happiness.phase_happiness, "next turn: happiness"),
    Phase("unrest", happiness.phase_unrest, "next turn: revolt and civil war rolls"),
    Phase("dead_gods", endgame.phase_dead_gods, "gods without a race die"),
    Phase("end_of_game", endgame.phase_end_of_game, "after the last turn: points"),
)
