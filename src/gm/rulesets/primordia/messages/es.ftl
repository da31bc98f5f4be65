# Primordia messages (es). Keys and placeholders identical in es and en.
alliance-declared = Alianza declarada por { $faction_the } con { $ally_the }.
army-dissolved = Se disuelve { $army } ({ $units }).
army-formed = Se forma { $army } en { $hex }: { $units }.
army-priority = Reparto del daño para { $army }, en este orden: { $priority }.
battle-exchange = Combate en { $hex }: { $a } (Ataque { $a_attack }, Defensa { $a_defense }) contra { $b } (Ataque { $b_attack }, Defensa { $b_defense }). Daño: { $a_damage } de Vida para { $a } y { $b_damage } para { $b }. { $strikes ->
        [first] Golpea primero { $first }.
       *[together] Los dos golpean a la vez.
    }
battle-result = Resultado de la batalla en { $hex }: { $outcome ->
        [draw] empate.
       *[won] gana { $winner }.
    }
berserker-fed = { CAP($unit) } se alimenta de la victoria: +{ $bonus } al Ataque.
conversion-done = Útiles de hueso: { $delta }.
deposit-appeared = Aparece un yacimiento de Poder ({ $amount }) en { $hex }.
deposit-exhausted = El yacimiento de Poder de { $hex } se agota.
deposit-none = No aparece ningún yacimiento.
eureka-granted = ¡Eureka! { $name } cuesta ahora la mitad.
faction-defeated = Fuera de la partida: { $faction }, sin asentamientos ni unidades.
government-changed = Nuevo gobierno { $faction_of }: { $name }.
hero-appeared = ¡Aparece un Héroe para { $faction_the } en { $hex }: { $name }, { $unit }, hasta el turno { $expires }!
hero-cursed = La Maldición del cuervo destruye a { $unit }, Héroe { $faction_of }.
hero-expired = Se marcha { $hero } ({ $unit }), Héroe { $faction_of }: su tiempo ha terminado.
hero-none = No aparece ningún Héroe.
loot-delivered = El botín { $faction_of } llega a casa: { $amount } de { $resource }.
loot-pending = Saqueo de { $name } por { $faction_the }: { $amount } de { $resource }, que llegará a su fondo común cuando lo lleven a un asentamiento propio.
loot-taken = El saqueo te arrebata { $delta }.
loot-transferred = El botín { $faction_of } ({ $amount } de { $resource }) pasa a { $to }.
narration-bonus = El Narrador premia la narración { $faction_of }: { $delta_dir ->
        [gain] { $faction_number ->
            [plural] reciben
           *[other] recibe
        } { $delta }.
        [loss] { $faction_number ->
            [plural] pierden
           *[other] pierde
        } { $delta }.
       *[mixed] { $delta }.
    }{ $reason ->
        [none] {""}
       *[other] {" "}Motivo: «{ $reason }».
    }
ok-alliance = Alianza declarada con { $ally_the }.
ok-assaulted = Asalto a { $target_settlement }: causas { $dealt } de daño y recibes { $taken }.
ok-assaulted_garrison = Asalto a la guarnición de { $target_settlement }: causas { $dealt } de daño y recibes { $taken }.
ok-attacked = Ataque { $foe_kind ->
        [army] al ejército { $foe } { $foe_of }
       *[unit] a { $target }
    }: causas { $dealt } de daño y recibes { $taken }.
ok-combined = Se forma { $army }.
ok-converted = Conversión hecha { $times ->
        [one] una vez
       *[other] { WORDS($times, gender: "feminine") } veces
    }.
ok-disbanded = Se elimina { $unit }.
ok-disembarked = { CAP($unit) } desembarca en { $to }.
ok-dissolved = Se disuelve { $army }.
ok-embarked = { CAP($unit) } embarca en { $ship }.
ok-entrenched = { CAP($unit) } se atrinchera: +1 a la Defensa hasta el primer ataque.
ok-fled = { CAP($unit) } huye a { $to }.
ok-flee_unneeded = Nadie atacó: no hizo falta huir.
ok-founded = Se funda { $name } en { $hex }.
ok-gm = Orden del Narrador aplicada a { $faction_the }.
ok-government = Nuevo gobierno: { $government }.
ok-healed = Cada unidad recupera hasta { $amount } de Vida.
# who does it is named (play-test #25: «Llega a F3» had no subject)
ok-moved = { CAP($unit) } llega a { $to } (gasta { $cost } de Movimiento).
ok-populated = La población de { $settlement } crece en { $amount }.
ok-priority = Orden de reparto del daño fijada para { $army }.
ok-project = { $settlement } empieza el proyecto: { $target }.
ok-ranged = Ataque a distancia sobre { $target }: { $dealt } de daño.
ok-researched = Descubres { $discovery } (coste: { $cost }).
ok-road = Carretera construida en { $hex }.
ok-sabotaged = El sabotaje en { $target_settlement } sale bien.
ok-sabotage_no_project = El espía entra en { $target_settlement }, pero no hay ningún proyecto en marcha que sabotear: el sabotaje no tiene efecto.
ok-specialised = { $settlement } se especializa en { $resource }.
ok-spell = Hechizo lanzado: { $spell } ({ $poder } de Poder).
ok-spied = Tu espía obtiene información de { $target_settlement }.
ok-target_fled = { $foe_kind ->
        [army] El ejército { $foe } { $foe_of }
       *[unit] { $target }
    } huyó antes del golpe.
ok-waited = { CAP($unit) } espera.
poder-collected = Recoges { $delta } del yacimiento de { $hex }{ $bonus ->
        [0] {""}
       *[other] {" "}(+{ $bonus } de bonificación incluido)
    }.
pool-changed = { $delta_dir ->
        [gain] El fondo común recibe { $delta } ({ $why }).
        [loss] El fondo común pierde { $delta } ({ $why }).
       *[mixed] Cambios en el fondo común ({ $why }): { $delta }.
    }
pr-forecast-store = Fondo común al empezar: { $pool }.
pr-forecast-cost = { $line ->
        [0] Orden { $number } ({ $what })
       *[other] { $order_ref }
    }: cuesta { $delta }; después el fondo tendrá { $pool }.
pr-forecast-short = { $line ->
        [0] Orden { $number } ({ $what })
       *[other] { $order_ref }
    }: cuesta { $cost } y no alcanza; se rechazaría salvo que antes entren recursos (botín, hechizos).
pr-forecast-stays = Tras estas órdenes el fondo tendrá { $pool }, sin contar lo que produzcan los asentamientos, la pesca, los yacimientos y el botín, ni lo que te saqueen ni el mantenimiento en oro.
pr-forecast-what-convertir = convertir
pr-forecast-what-carretera = carretera
pr-forecast-what-hechizo = hechizo
pr-forecast-what-construir = construir
pr-forecast-what-investigar = investigar
pr-era = { $era }, con { $count ->
        [one] un descubrimiento
       *[other] { WORDS($count) } descubrimientos
    }: { $known }.
pr-era-descubrimiento = Era del Descubrimiento
pr-era-expansion = Era de la Expansión
pr-era-fortalecimiento = Era del Fortalecimiento
pr-era-resplandor = Era del Resplandor
pr-events = Acontecimientos
pr-f-built = Estructuras construidas
pr-f-construction = Construcción
pr-f-defense = Defensa
pr-f-hex = Casilla
pr-f-housed = Unidades alojadas
pr-f-life = Vida
pr-f-morale = Moral
pr-f-name = Nombre
pr-f-population = Población
pr-f-project = En construcción
pr-f-recruitable = Unidades disponibles
pr-f-resources = Recursos
pr-f-to_build = Estructuras a construir
pr-f-type = Tipo
pr-factions = Razas
pr-gm_events = Todos los sucesos
pr-gm_private = ({ $who }) { $text }
pr-gm_only = (solo el Narrador) { $text }
pr-gm_faction = Facción { $name }
pr-gone = Tu facción ya no está en juego.
pr-h-army = Ejército
pr-h-cost = Coste
pr-h-discoveries = Descubrimientos
pr-h-discovery = Descubrimiento
pr-h-era = Era
pr-h-faction = Facción
pr-h-field = Campo
pr-h-government = Gobierno
pr-h-hex = Casilla
pr-h-unit = Unidad
pr-h-label = En tus órdenes
pr-seen_in_army = { $type } (ejército { $army })
pr-h-life = Vida
pr-h-race = Raza
pr-h-status = Estado
pr-h-type = Tipo
pr-h-upgrades = Mejoras
pr-h-value = Valor
pr-h-what = Qué
pr-identity = Raza: { $race }. Habilidades: { $abilities }. Gobierno: { $government }.
pr-loot = Botín en camino
pr-loot_line = { $amount } de { $resource }, lo llevan { $carriers }
pr-map = Mapa
pr-no_events = Nada que contar.
pr-quiet_turn = Nada público que contar este turno: lo que cada raza haya hecho lo cuenta su informe privado.
pr-none = Ninguno.
pr-pool = Fondo común
pr-h-res-comida = Comida
pr-h-res-madera = Madera
pr-h-res-piedra = Piedra
pr-h-res-metal = Metal
pr-h-res-oro = Oro
pr-h-res-poder = Poder
pr-pool_gated = * Sin recoger aún: { $gates }. Lo que ya hay en el fondo se puede gastar.
pr-pool_gate = { $resources } (hace falta el descubrimiento { $discovery })
pr-research = Ciencia
pr-settlements = Asentamientos
pr-sheet = { $name }
pr-turns_left = Turno { $turn }; la partida dura al menos { $min ->
        [one] un turno
       *[other] { WORDS($min) } turnos
    }.
pr-units = Unidades
pr-victory_final = Vencedores: { $winners }.
pr-vision = Lo que ves
pr-your_events = Tus sucesos
project-paid = Pagas { $delta } por el proyecto de { $settlement }.
project-structure_done = { $settlement } termina la estructura { $name }.
project-type_done = { $settlement } pasa a ser de tipo { $name }.
project-unit_finished = { $named ->
        [yes] { $settlement } termina una unidad de { $type }, «{ $unit_name }», en { $hex } (en tus órdenes: { $unit_name } o { $id }).
       *[no] { $settlement } termina { $unit } en { $hex }.
    }
ranged-hit = Ataque a distancia sobre { $hex }: { $a } contra { $b }; { $victim } pierde { $amount } de Vida.
reject-aboard = { $unit } está a bordo: usa desembarcar.
reject-already_built = Ya tienes { $structure } en ese asentamiento.
reject-already_known = Ya conoces { $discovery }.
reject-army_not_together = Las unidades no están en la misma casilla.
reject-army_too_small = Un ejército necesita al menos dos unidades.
reject-bad_type = No se puede pasar a { $type } desde el tipo actual.
reject-besieged = { $settlement } sufre un asedio: no puede construir.
reject-cannot_attack = { $unit } no puede atacar (Ataque 0).
reject-cannot_board = { $unit } no puede embarcar.
reject-cannot_found_here = No se puede fundar en { $hex }.
reject-cannot_pay = Cuesta { $cost } y el fondo común no alcanza.
reject-empty_path = La ruta está vacía.
reject-era_closed = { $discovery } pertenece a una Era aún cerrada: { $era }.
reject-flee_entrenched = { $unit } no puede huir: se ha atrincherado.
reject-flee_failed = { $unit } no logra huir: el atacante gana +2 al Ataque.
reject-flee_no_movement = { $unit } no tiene Movimiento para huir.
reject-flee_not_adjacent = { $hex } no está junto a la casilla donde está { $unit }.
reject-gm_only = Solo el Narrador puede dar esta orden.
reject-already_allied = Ya tienes una alianza declarada con { $ally_the }.
reject-government_current = Ya tienes ese gobierno: { $government }.
reject-government_locked = { $government_gender ->
        [feminine] La
       *[other] El
    } { $government } aún no está disponible.
reject-heal_moved = Curación exige no moverse, y { $unit } se ha movido.
reject-id_taken = El identificador { $id } ya existe.
reject-impassable = { $hex } ({ $terrain }) es impasable para esta unidad.
reject-needs_discovery = Hace falta el descubrimiento { $discovery }.
reject-needs_shaman = { $spell } necesita un Chamán de su Senda.
reject-needs_structure = Hace falta la estructura { $structure }.
reject-no_poder = Hay que invertir al menos 1 de Poder.
reject-no_roads_here = { $hex } ({ $terrain }) no permite carreteras.
reject-road_exists = { $hex } ya tiene carretera: no se construye ni se paga otra.
reject-not_a_spy = { $unit } no es un Espía.
reject-not_a_transport = { $unit } no transporta tropas.
reject-not_aboard = { $unit } no está a bordo.
reject-not_adjacent = { $hex } no es adyacente a { $frm }.
reject-not_an_army = { $unit } no es un ejército.
reject-not_coastal = { $settlement } no está junto al mar.
reject-not_in_army = { $unit } no está en { $army }.
reject-not_in_settlement = { $unit } no está en { $settlement }.
reject-not_same_hex = { $target } no está en tu casilla.
reject-not_settlers = { $unit } no es una unidad de Colonos.
reject-nothing_to_build = Indica estructura, unidad o tipo.
reject-off_map = { $hex } está fuera del mapa.
reject-one_action = { $unit } ya tiene otra orden este turno (solo Mover y una más).
reject-one_discovery = Solo un Descubrimiento por turno.
reject-one_move = { $unit } ya se movió este turno.
reject-one_project = { $settlement } ya eligió proyecto este turno.
reject-path_locked = { $spell } es de la { $path }, que aún no conoces.
reject-population_too_low = { $settlement } no tiene población suficiente.
reject-project_busy = { $settlement } ya construye { $project }.
reject-name_taken = Ya tienes una unidad llamada «{ $name }»: elige otro nombre.
reject-name_not_unit = Solo una unidad lleva nombre («{ $name }»): una estructura o un tipo de asentamiento no.
reject-ranged_siege_only = Solo las unidades de Asedio independientes atacan a distancia ({ $unit }).
reject-requires = { $discovery } requiere antes: { $missing }.
reject-resource_locked = El recurso { $resource } no está disponible.
reject-ship_full = No queda sitio en { $unit } (capacidad { $capacity }).
reject-siege_cannot_flee = Las unidades de Asedio no pueden huir ({ $unit }).
reject-siege_moved = { $unit } no puede atacar tras moverse.
reject-siege_needs_infantry = { $unit } necesita infantería que la use.
reject-siege_protected = { $target } está protegida por otras unidades.
reject-spell_range = El objetivo de { $spell } está fuera de alcance.
reject-spy_failed = El espía fracasa en { $target_settlement }.
reject-spy_too_far = { $unit } está lejos de { $settlement }.
reject-structure_locked = Aún no puedes construir { $structure }.
reject-too_close = { $hex } está a menos de { $distance ->
        [one] una casilla
       *[other] { WORDS($distance, gender: "feminine") } casillas
    } de otro asentamiento.
reject-too_far = { $unit } no tiene Movimiento suficiente ({ $movement }).
reject-type_locked = El tipo { $type } aún no está disponible.
reject-undead_cannot_flee = Los No muertos no huyen ({ $unit }).
reject-unit_in_army = { $unit } está en { $army }: da la orden al ejército.
reject-unit_locked = Para reclutar { $type } hace falta { $discovery }.
reject-unknown_discovery = Descubrimiento desconocido: { $discovery }.
reject-unknown_faction = Facción desconocida: { $faction }.
reject-unknown_government = Gobierno desconocido: { $government }.
reject-unknown_order = Orden desconocida: { $type }.
reject-unknown_settlement = Asentamiento desconocido: { $settlement }.
reject-unknown_spell = Hechizo desconocido: { $spell }.
reject-unknown_structure = Estructura desconocida: { $structure }.
reject-own_settlement = { $settlement } ya es uno de tus asentamientos.
reject-unknown_target = No hay ningún objetivo visible con ese nombre: { $target }.
reject-unknown_unit = Unidad o ejército desconocido: { $unit }.
reject-unknown_unit_type = Tipo de unidad no reclutable: { $type }.
research-done = Nuevo descubrimiento { $faction_of }: { $name }.
research-paid = La investigación cuesta { $delta }.
resources-collected = { $name } produce { $delta }.
road-built = Se construye una carretera en { $hex }.
road-paid = La carretera cuesta { $delta }.
settlement-attack_set = El Narrador fija el Ataque de { $settlement } en { $attack }.
settlement-besieged_idle = { $name } sufre un asedio: no produce ni construye.
settlement-founded = Nuevo asentamiento { $faction_of }: { $name }, en { $hex }.
settlement-grew = { $change ->
        [down] La población de { $name } baja en { $amount }.
       *[up] La población de { $name } crece en { $amount }.
    }
settlement-kept = Las tropas { $faction_of } conquistan { $name } y se quedan con el asentamiento.
settlement-populated = Los colonos aumentan la población de { $settlement } en { $amount }.
settlement-project_set = { $settlement } empieza a construir { $target } ({ $work } de Construcción).
settlement-quiet = Turnos sin luchar actualizados.
settlement-razed = Las tropas { $faction_of } arrasan { $name }.
settlement-rebelled = ¡{ $name } se rebela contra { $target_faction_the } ({ $chance } % de probabilidad)! Pasa al Narrador.
settlement-retaken = Las tropas { $faction_of } recuperan { $name } de los rebeldes.
settlement-sabotaged = Sabotaje en { $name }: su proyecto vuelve a empezar.
settlement-specialised = { $settlement } se especializa en { $resource }.
settlement-unrest = Descontento en { $name } ({ $causes }): { $chance } % de probabilidad de rebelión; no se rebela.
settlement-worked = { $settlement } aporta { $amount } de Construcción a su proyecto.
siege-boosted = El aullido de las máquinas: +{ $amount } al Ataque para { $units }.
siege-continues = Asedio de { $name } por { $faction_the }: { $turns ->
        [one] primer turno
       *[other] turno { $turns }
    }{ $unaided ->
        [0] , con ayuda cerca.
        [one] , un turno sin ayuda.
       *[other] , { WORDS($unaided) } turnos sin ayuda.
    }
siege-lifted = Se levanta el asedio de { $name }.
siege-started = Empieza el asedio de { $name } por { $faction_the }.
spell-cast = Hechizo { $faction_of }: { $spell } ({ $poder } de Poder).
spell-construction = Vigor del trabajador: +{ $amount } de Construcción en { $settlement }.
spell-damage = El hechizo causa { $amount } de daño a { $unit }.
spell-fizzled = { $spell } no tiene efecto.
spell-healed = { CAP($unit) } recupera { $amount } de Vida.
spell-paid = El hechizo cuesta { $delta }.
spell-population = Fertilidad prodigiosa: +{ $amount } de población en { $settlement }.
spy-caught = Se captura a { $unit } espiando en { $settlement }.
spy-rolled = Dados de { $unit } en { $settlement }:
spy-report = Informe del espía sobre { $name }: población { $population }; estructuras: { $structures }; en construcción: { $project }; fondo común { $target_faction_of }: { $pool }.
structure-ruined = Arruinar el mármol destruye { $structure } en { $settlement }.
terrain-changed = El terreno de { $hex } pasa a ser { $name }.
terrain-exhausting = Terreno agotador: { $unit } pierde { $amount } de Vida en { $hex }.
undead-raised = { $named ->
        [yes] Los chamanes { $faction_of } alzan No muertos «{ $unit_name }» en { $hex } (en tus órdenes: { $unit_name } o { $id }).
       *[no] Los chamanes { $faction_of } alzan No muertos ({ $unit }) en { $hex }.
    }
unit-berserker = { CAP($unit) } recibe el Alimento de los berserker.
unit-blessed = Espíritu indómito: { $group } gana +{ $amount } al Ataque y a la Defensa este turno.
unit-captured = Las tropas { $by_of } capturan en { $hex } a { $unit }, { $faction_of }.
unit-damaged = { $count ->
        [one] { CAP($group) } recibe { $amount } de daño.
       *[other] Daño repartido en { $group }: { $damage }.
    }
unit-deserted = Sin oro para pagar su mantenimiento, deserta { $unit }.
unit-disbanded = Se elimina { $unit }.
unit-disembarked = Desembarcan en { $to }: { $units }.
unit-embarked = { CAP($unit) } embarca en { $ship }.
unit-entrenched = Se atrinchera { $group } (+1 a la Defensa hasta el primer ataque).
unit-entrenchment_spent = Se gasta el atrincheramiento de { $units }.
unit-fled = Huida hasta { $to }: { $group }.
unit-healed = { $count ->
        [one] { CAP($group) } recupera { $amount } de Vida.
       *[other] Curación para { $group }: { $healed }.
    }
unit-killed = Cae { $unit }, { $faction_of }, en { $hex }.
unit-moved = { CAP($group) } se mueve a { $to }{ $via ->
        [none] {""}
       *[other] {" "}pasando por { $via }
    } (gasta { $cost } de Movimiento).
unit-removed = { $why ->
        [founded] Se funda { $settlement } con { $unit }, que deja de ser una unidad.
        [populated] Se suma { $unit } a la población de { $settlement }: deja de ser una unidad.
       *[other] { CAP($unit) } deja el mapa.
    }
unit-stopped = Se detiene { $group } en { $hex }: hay enemigos.
unit-upgraded = { CAP($unit) } gana una mejora: +1 de { $attribute }.
upkeep-paid = Mantenimiento: { $amount } de oro.
victory-met = Condición de victoria { $victory } cumplida por { $faction_the }.
victory-won = ¡La partida termina en el turno { $turn }! Vencedores: { $winners }.
pr-map_image = Mapa
pr-map_image_private = Tu mapa (niebla de guerra)
pr-map_legend = * asentamiento · @ tus unidades · ! otras unidades · ?? niebla · columnas { $columns } bajan media fila
pr-map_legend_gm = * asentamiento · ! unidades · + yacimiento de Poder · columnas { $columns } bajan media fila
turn-order = Orden de las razas este turno (sorteado con los dados públicos): { $races }.
flee-failed = { CAP($group) }, { $faction_of }, no logra huir ante { $chaser_the }: el atacante gana +2 al Ataque.
ranged-settlement = Ataque a distancia de { $a } contra { $name }: { $amount } de daño.
settlement-sacked = Las tropas { $faction_of } saquean { $name }; el asentamiento sigue en manos { $target_faction_of } y el asedio termina.
reject-army_not_allowed = Esta orden es para una sola unidad, no para { $unit }.
reject-healing_stays = { $unit } se cura este turno (Curación) y por eso no puede moverse.
reject-not_a_race = El Narrador no es una raza: esta orden va en la sección de una raza.
pr-why_turn_order = Orden de las razas: { $place }.º puesto
pr-why_gm_turn_order = Puesto de los rebeldes en el orden de las razas (dados del Narrador)
unit-lost_at_sea = { CAP($unit) } se pierde en el mar con la nave { $ship }.
fishing-catch = Las canoas pesqueras traen { $amount } de comida.
reject-unit_gone = { $unit } ya no está en juego: cayó, se disolvió o dejó el mapa antes en este turno.
pr-morale-prosperity = prosperidad +{ $percent } %
pr-morale-siege = asedio { $turns } ({ $unaided } sin ayuda)
pr-morale-hunger = hambre { $points }
pr-morale-crowding = superpoblación { $points }
pr-status-demoralised = desmoralizada
pr-status-aboard = a bordo de { $ship }
pr-status-hero = { $hero } (hasta el turno { $turn })
pr-why-flee = { CAP($unit) }, huida: Iniciativa { $value }
pr-why-chase = { CAP($unit) }, persecución: Iniciativa { $value }
pr-why-ranged = { $side }, a distancia: { $parts }
pr-why-defense = { $side }: { $parts }
pr-why-hero = ¿Aparece un Héroe para { $faction }?
pr-why-which_hero = Qué Héroe
pr-why-rebellion = Rebelión en { $name } ({ $chance } %)
pr-why-deposit = ¿Aparece un yacimiento de Poder?
pr-why-deposit_hex = Casilla del yacimiento
pr-why-deposit_amount = Poder del yacimiento
pr-why-spy = { $order } de { $unit }: Iniciativa { $value }
pr-why-guard = Guardia de { $settlement }: Defensa { $value }
pr-deposit_row = yacimiento de Poder ({ $amount })

## Referencias: una unidad propia, un ejército, una cantidad de un recurso
pr-ref-unit = { $id } ({ $type })
pr-ref-named = { $name } ({ $id })
pr-ref-army = el ejército { $id }
pr-ref-foreign = una unidad { $faction_of } ({ $type })
pr-amount = { $amount } de { $resource }
pr-resource-comida = comida
    .gender = feminine
pr-resource-madera = madera
    .gender = feminine
pr-resource-piedra = piedra
    .gender = feminine
pr-resource-metal = metal
    .gender = masculine
pr-resource-oro = oro
    .gender = masculine
pr-resource-poder = Poder
    .gender = masculine

## Las órdenes, repetidas en la lengua del informe
restate-mover = Mover { $group } por { $route }{ $late ->
        [yes] {" "}(después de disparar)
       *[no] {""}
    }
restate-atacar = Atacar con { $group } a { $target } { $target_faction_of }{ $if_won ->
        [conservar] ; en caso de victoria, conservar el asentamiento
        [arrasar] ; en caso de victoria, arrasarlo
        [saquear] ; en caso de victoria, saquearlo
       *[none] {""}
    }{ $resource ->
        [none] {""}
       *[other] {" "}(botín: { $resource })
    }
restate-saquear = Saquear con { $group } a { $target } { $target_faction_of }{ $resource ->
        [none] {""}
       *[other] {" "}(botín: { $resource })
    }
restate-atacar_distancia = Atacar a distancia con { $group } a { $target } { $target_faction_of }{ $victim ->
        [none] {""}
       *[other] {" "}(víctima: { $victim })
    }
restate-atrincherarse = Atrincherar { $group }
restate-curacion = Curar { $group }
restate-combinarse = Combinar { $units }{ $army ->
        [none] {""}
       *[other] {" "}en el ejército { $army }
    }
restate-disolverse = Disolver { $group }
restate-eliminar = Eliminar { $group }
restate-esperar = Esperar con { $group }
restate-huir = Huir con { $group } a { $to }
restate-repartir = Fijar el reparto del daño en { $group }: { $units }
restate-embarcar = Embarcar { $group } en { $ship }
restate-desembarcar = Desembarcar { $group } en { $to }
restate-fundar = Fundar con { $group }{ $name ->
        [none] {""}
       *[other] {" "}el asentamiento «{ $name }»
    }
restate-poblar = Poblar { $settlement } con { $group }
restate-carretera = Construir una carretera con { $group }
restate-espiar = Espiar con { $group } el asentamiento { $settlement } { $target_faction_of }
restate-sabotear = Sabotear con { $group } el asentamiento { $settlement } { $target_faction_of }
restate-hechizo = Lanzar { $spell }{ $poder ->
        [none] {""}
       *[other] {" "}con { $poder } de Poder
    }{ $aim_kind ->
        [hex] {" "}sobre { $aim }
        [settlement] {" "}sobre { $aim }
        [unit] {" "}sobre { $aim }
        [target] {" "}sobre { $aim }
        [structure] {" "}sobre { $aim }
        [resource] {" "}({ $aim })
       *[none] {""}
    }
restate-construir = Construir { $project } en { $settlement }
restate-investigar = Investigar { $discovery }
restate-gobierno = Adoptar el gobierno { $government }
restate-convertir = Convertir recursos { $times ->
        [one] una vez
       *[other] { WORDS($times, gender: "feminine") } veces
    }
restate-especializar = Especializar { $settlement } en { $resource }
restate-alianza = Declarar alianza con { $faction_the }
restate-narracion = Premiar la narración { $faction_of }: { $amounts }{ $reason ->
        [none] {""}
       *[other] {" "}({ $reason })
    }
restate-eureka = Eureka para { $faction_the }: { $discovery }
restate-ataque_asentamiento = Fijar el Ataque de { $settlement } ({ $faction }) en { $attack }


## Mensajes añadidos: tiradas, atributos, victorias
pr-why-attack = { $side }: { $parts }
pr-why-initiative = { $side }: { $parts }
pr-garrison = guarnición de { $name }
pr-per_unit = { $amount } para { $unit }
pr-attr-ataque = Ataque
pr-attr-defensa = Defensa
pr-attr-vida = Vida
pr-attr-movimiento = Movimiento
pr-attr-vision = Visión
pr-attr-iniciativa = Iniciativa
pr-victory-cientifica = científica
pr-victory-militar = militar
pr-victory-territorial = territorial


## Mensajes añadidos: tiradas, atributos, victorias
pr-map-settlement = asentamiento (letra: raza)
pr-map-units = unidades (número: cuántas)
pr-map-deposit = yacimiento de Poder
pr-map-fog = niebla de guerra
pr-map-shifted = Columnas { $columns } media fila más abajo.
pr-map-note_private = Solo lo que ven tus unidades y asentamientos este turno; lo oscuro es niebla.
pr-map-note_gm = Mapa del Narrador: todo, con espías (borde discontinuo) y yacimientos.
pr-map-turn = turno { $turn }
pr-list = { $items }
pr-list-and = { $first } y { $last }
pr-project = { $name } { $progress }/{ $work }
pr-eureka_half = Eureka: a mitad de coste
pr-h-eureka = Eureka
pr-h-atq = Atq
pr-h-def = Def
pr-h-ini = Ini
pr-h-mov = Mov
pr-h-vis = Vis
pr-h-upkeep = Mant
pr-h-xp = PX
pr-orders_help = Órdenes de Primordia: mover (unidad, ruta, despues), atacar / saquear (unidad, objetivo_faccion, objetivo, si_gana, recurso),
    atacar_distancia, atrincherarse, curacion, combinarse (unidades, ejercito), disolverse, eliminar, esperar, huir (hacia),
    repartir (prioridad), embarcar (nave), desembarcar (hacia), fundar (nombre), poblar (asentamiento), carretera,
    espiar / sabotear (objetivo_faccion, asentamiento), hechizo (hechizo, poder, chaman, ...), construir (asentamiento,
    estructura | unidad | tipo), investigar (descubrimiento), gobierno, convertir (veces), especializar, alianza (faccion).
    Narrador ([factions.gm]): narracion (faccion, recursos, motivo), eureka (faccion, descubrimiento), ataque_asentamiento.


## Mensajes añadidos: tiradas, atributos, victorias
pr-side = { $kind ->
        [army] el ejército { $group }
       *[other] { $group }
    } { $faction_of }


## Mensajes añadidos: tiradas, atributos, victorias
pr-check-bad_tables = hay ajustes que las tablas no pueden usar ({ $error }); se esperaban cambios de claves conocidas
pr-check-offset = se encontró «{ $offset }»; se esperaba «odd-q» o «even-q»
pr-check-rows = hay { $rows ->
        [one] una fila
       *[other] { $rows } filas
    }; se esperaban tantas como la altura: { $height }
pr-check-row_width = la fila { $row } tiene { $hexes ->
        [one] una casilla
       *[other] { WORDS($hexes, gender: "feminine") } casillas
    }; se esperaban tantas como la anchura: { $width }
pr-check-terrain_code = «{ $code }» no es un código de terreno; se esperaba uno de: { $known }
pr-check-off_map_size = la casilla { $hex } no está en el mapa de { $width }x{ $height }
pr-check-off_map = la casilla { $hex } no está en el mapa
pr-check-race = «{ $race }» no es una raza; se esperaba una de: { $known }
pr-check-abilities = hay { $count ->
        [one] una habilidad racial
       *[other] { $count } habilidades raciales
    }; se esperaban 2
pr-check-ability = «{ $ability }» no es una habilidad de esta raza; se esperaba una de: { $known }
pr-check-government = «{ $government }» no es un gobierno; se esperaba uno de: { $known }
pr-check-discovery = «{ $discovery }» no es un descubrimiento; se esperaba una clave de data/discoveries.toml
pr-check-ally = «{ $faction }» no es una facción de la partida; se esperaba una de: { $known }
pr-check-capital = «{ $capital }» no es uno de sus asentamientos
pr-check-structure = «{ $structure }» no es una estructura; se esperaba una clave de data/structures.toml
pr-check-army_unit = «{ $unit }» no es una unidad de la facción
pr-check-army_apart = las unidades del ejército están en { $hexes ->
        [one] una casilla
       *[other] { WORDS($hexes, gender: "feminine") } casillas
    }; se esperaban todas en una
pr-check-unit_type = «{ $type }» no es un tipo de unidad; se esperaba uno de: { $known }
pr-check-unit_army = el ejército «{ $army }» no incluye esta unidad en su lista
pr-check-unit_aboard = «{ $ship }» no es una unidad de la facción; se esperaba la nave que la lleva
pr-check-unit_life = se encontró una vida de { $life }, se esperaba como mucho { $most } (la Vida de { $type } con sus mejoras y los efectos de la raza)
pr-check-order_faction = «{ $faction }» no es una facción de la partida; se esperaba una de: { $known }
pr-check-order_unit = «{ $unit }» no es una de tus unidades ni de tus ejércitos (la orden se rechazará)


## Mensajes añadidos: tiradas, atributos, victorias
pr-free = nada


## Mensajes añadidos: tiradas, atributos, victorias
pr-none_short = ninguna
pr-cause-asedio = asedio sin ayuda
pr-cause-hambre = hambre { $points }
pr-cause-superpoblacion = superpoblación { $points }


## Mensajes añadidos: tiradas, atributos, victorias
pr-mod-ataque = Ataque { $value }
pr-mod-defensa = Defensa { $value }
pr-mod-iniciativa = Iniciativa { $value }
pr-mod-carga = carga { $value }
pr-mod-sin_mover = proyectiles sin moverse { $value }
pr-mod-huida_fallida = huida fallida del rival { $value }
pr-mod-atrincherado = atrincherado { $value }
pr-mod-proyectiles_vs_caballeria = proyectiles ante caballería { $value }
pr-mod-inf_pesada_vs_proyectiles = infantería pesada ante proyectiles { $value }
pr-mod-desmoralizadas = unidades desmoralizadas { $value }
pr-mod-bono_ataque = bonificación { $value }
pr-mod-bono_defensa = bonificación { $value }


## Mensajes añadidos: tiradas, atributos, victorias
pr-side_error-whole = { $key }={ $raw }: se esperaba un número entero
pr-side_error-range = { $key }={ $raw }: se esperaba de { $lo } a { $hi }
pr-side_error-unknown_keys = claves desconocidas: { $keys }; se esperaba alguna de: { $known }
pr-side_error-moved_alone = movio=1 va con unidades=...; para un bando dado por atributos usa carga / sin_mover
pr-side_error-unit_type = unidades: «{ $found }» no es un tipo de unidad; se esperaba uno de: { $known }
pr-side_error-unit_count = unidades: se encontró «{ $found }»; se esperaba tipo o tipo*N
pr-side_error-too_many = unidades: se encontró «{ $found }»; se esperaban como mucho { $most ->
        [one] una unidad
       *[other] { WORDS($most, gender: "feminine") } unidades
    } por bando
pr-side_error-no_units = unidades: no hay ningún tipo de unidad; se esperaba tipo+tipo...
pr-side_error-from_units = { $keys }: con unidades=... salen de las unidades (usa bono_ataque / bono_defensa)
pr-side_error-count = { $count ->
        [one] hay un solo --side
       *[other] hay { $count } --side
    }; se esperaban 2
pr-generate-too_many = --factions: { $count ->
        [one] una raza
       *[other] { $count } razas
    }; caben como mucho { $most } (el mapa más grande que admite el esquema de la partida es de { $width }x{ $height })


## Mensajes añadidos: tiradas, atributos, victorias
pr-spy_action-espiar = Espionaje
pr-spy_action-sabotear = Sabotaje


## Mensajes añadidos: tiradas, atributos, victorias
pr-qty-comida = { $n } de comida
pr-qty-madera = { $n } de madera
pr-qty-piedra = { $n } de piedra
pr-qty-metal = { $n } de metal
pr-qty-oro = { $n } de oro
pr-qty-poder = { $n } de Poder

## gm roll combat primordia: a side's name when --side gives none, the table's columns, in the command's language
pr-roll-side_name = bando { $n }
pr-roll-col-name = nombre
pr-roll-col-ataque = Ataque
pr-roll-col-defensa = Defensa
pr-roll-col-iniciativa = Iniciativa
pr-roll-col-first = golpea primero
pr-roll-col-result = resultado
pr-roll-col-result-wins = gana
pr-roll-col-result-loses = pierde
pr-roll-col-result-draw = empate
pr-roll-error-side = --side { $n }: { $problem }

# gm generate: what the synthetic game holds
pr-generated-describe = { $races ->
        [one] 1 raza
       *[other] { $races } razas
    } en un mapa de { $width }x{ $height }, { $units ->
        [one] 1 unidad
       *[other] { WORDS($units, gender: "feminine") } unidades
    }

# a GM order's name, when a player's post gives it (validate.gm_order_of_faction)
gm_order-narracion = narración
gm_order-eureka = eureka
gm_order-ataque_asentamiento = ataque contra un asentamiento

## the engine's report lines that name the GM, in this game's word for it (es: «el Narrador»)
report-gm_title = Informe del Narrador — Turno { $turn }
report-gm_orders_of_gm = Órdenes del Narrador
report-seed_private = Tus dados de este turno salen de tu propia semilla, { $seed }, que nadie más conoce salvo el Narrador. Compruébalos con `gm verify --rolls rolls/public.toml --rolls rolls/{ $faction }.toml`.
    .code = faction
report-seed_gm = Semilla del turno (solo para el Narrador; publícala con `gm reveal` cuando acabe el secreto): { $seed }.

