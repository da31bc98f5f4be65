# gm chronicle: the campaign's site, its charts and its summary post (gm.chronicle)
chronicle-no_turns = { $game } has no resolved turns: no turn-NN folder with its report (report.*) and its maps/ folder. Resolve a turn with `gm resolve` and try again.
chronicle-no_faction = No turn of the game has a report for "{ $faction }" (reports/{ $faction }.*): check the faction's name (that of its factions/{ $faction }.toml file).
chronicle-title = Chronicle of { $game }
chronicle-title_faction = Chronicle of { $game }, as { $faction } saw it
chronicle-turn = Turn { $turn }
chronicle-turn_axis = Turn
chronicle-index = Index
chronicle-intro = { $turns ->
    [one] One turn, turn { $first }.
   *[other] { $turns } turns, from { $first } to { $last }.
}
chronicle-standings = Standings
chronicle-standings_of = Standings after turn { $turn }
chronicle-charts = Over the turns
chronicle-map = Animated map
chronicle-map_of_turn = Map of turn { $turn }
chronicle-no_map = This game publishes no map of each turn: no animated map.
chronicle-no_standings = This game's ruleset declares no public figures to follow turn by turn.
chronicle-report = Report
chronicle-no_report = This turn has no report for this audience.
chronicle-dash = -
chronicle-others = the rest ({ $n }, mean)
chronicle-summary = Campaign summary: { $game }
chronicle-series-empires = Empires
chronicle-bad_faction = --faction { $found } is not a faction's name: lowercase letters, digits, - and _ (that of its factions/<name>.toml file).
chronicle-exists = { $out } already exists: it is not overwritten. Remove it yourself or choose another with --out.
