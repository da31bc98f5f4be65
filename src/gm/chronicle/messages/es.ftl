# gm chronicle: the campaign's site, its charts and its summary post (gm.chronicle)
chronicle-no_turns = { $game } no tiene turnos resueltos: ninguna carpeta turn-NN con su informe (report.*) y su carpeta maps/. Resuelve un turno con `gm resolve` y vuelve a probar.
chronicle-no_faction = Ningún turno de la partida tiene un informe de «{ $faction }» (reports/{ $faction }.*): revisa el nombre de la facción (el de su archivo factions/{ $faction }.toml).
chronicle-title = Crónica de { $game }
chronicle-title_faction = Crónica de { $game }, según { $faction }
chronicle-turn = Turno { $turn }
chronicle-turn_axis = Turno
chronicle-index = Índice
chronicle-intro = { $turns ->
    [one] Un turno, el { $first }.
   *[other] { $turns } turnos, del { $first } al { $last }.
}
chronicle-standings = Clasificación
chronicle-standings_of = Clasificación tras el turno { $turn }
chronicle-charts = Evolución
chronicle-map = Mapa animado
chronicle-map_of_turn = Mapa del turno { $turn }
chronicle-no_map = Esta partida no publica un mapa de cada turno: no hay mapa animado.
chronicle-no_standings = El reglamento de esta partida no declara cifras públicas que seguir turno a turno.
chronicle-report = Informe
chronicle-no_report = Este turno no tiene informe para este público.
chronicle-dash = -
chronicle-others = resto ({ $n }, media)
chronicle-summary = Resumen de campaña: { $game }
chronicle-series-empires = Imperios
chronicle-bad_faction = --faction { $found } no es el nombre de una facción: minúsculas, cifras, - y _ (el de su archivo factions/<nombre>.toml).
chronicle-exists = { $out } ya existe: no se sobrescribe. Bórrala tú o elige otra con --out.
