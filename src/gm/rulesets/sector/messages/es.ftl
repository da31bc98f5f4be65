# Sector — mensajes en español. Las claves sin prefijo "sector." son sucesos (eventos).
# Los nombres de las facciones llevan artículo según su `genero` (datos de la raza o de su
# archivo): "el Imperio Klingon", "la Unión Cardasiana"; sin él, "la facción «…»".

## income
income-first_turn = { $system } no produce cristales en el primer turno.
income-home = { $system } (mundo de origen) produce { $amount ->
                [one] { $amount } cristal
               *[other] { $amount } cristales
            }.
income-system = { $system } ({ $status }) produce { $amount ->
                [one] { $amount } cristal
               *[other] { $amount } cristales
            }.
income-route = La ruta con { $system } produce { $amount ->
                [one] { $amount } cristal
               *[other] { $amount } cristales
            }.
income-advantage = La ventaja «{ $name }» produce { $amount ->
                [one] { $amount } cristal
               *[other] { $amount } cristales
            }.

## upkeep
upkeep-paid = Mantenimiento: { $costs_count ->
                [0] nada que pagar este turno
               *[other] { $crystals ->
                    [one] { $crystals } cristal
                   *[other] { $crystals } cristales
                } ({ $costs })
            }.
sector-upkeep-part = { $amount } por { $kind ->
                [ships] las naves
                [stations] las estaciones
                [colonies] las colonias
               *[conquered] los mundos conquistados
            }

## build
build-paid = Pagas { $crystals ->
                [one] { $crystals } cristal
               *[other] { $crystals } cristales
            } por la construcción ({ $what }).
build-started = Empieza la construcción ({ $what }) en { $where }; estará lista en el turno { $ready }.
build-completed = Terminada la construcción en { $where }: { $new_unit ->
                [1] nueva { $what } { $named ->
                    [1] «{ $name }» en { $sector } (en tus órdenes: { $name } o { $unit })
                   *[0] { $unit } en { $sector } (en tus órdenes: { $unit })
                }
               *[0] { $what } en { $sector }
            }.
build-cancelled = Se pierde la construcción ({ $what }) en { $where }: ya no controlas el lugar donde se hacía.

## research
research-paid = Investigación de { $tech }: pagas { $crystals ->
                [one] { $crystals } cristal
               *[other] { $crystals } cristales
            } ({ $part ->
                [first] la mitad, al intentarlo
               *[second] la otra mitad, al lograrlo
            }).
research-succeeded = Investigación completada: { $tech } sube a nivel { $level }.
research-failed = La investigación de { $tech } fracasa; si lo intentas de nuevo el turno que viene, la dificultad será { $next_difficulty } en vez de { $difficulty }.
research-outlook = Investigación del turno que viene: { $parallel } a la vez.

## trade
trade-gain = Beneficio inmediato del comercio con { $system }: { $crystals ->
                [one] { $crystals } cristal
               *[other] { $crystals } cristales
            }.
trade-accepted = { $by_gender ->
                [masculine] El { $by }
                [feminine] La { $by }
               *[other] La facción «{ $by }»
            } abre una ruta comercial en { $name }.
trade-refused = { $by_gender ->
                [masculine] El { $by }
                [feminine] La { $by }
               *[other] La facción «{ $by }»
            } intenta comerciar en { $name }, sin acuerdo.

## spy
spy-fined = Tu espía ha sido descubierto { $victim_gender ->
                [masculine] por el { $victim_name }
                [feminine] por la { $victim_name }
               *[other] por la facción «{ $victim_name }»
            }: pierdes { $crystals ->
                [one] { $crystals } cristal
               *[other] { $crystals } cristales
            }.
spy-recovered = Recuperas { $crystals ->
                [one] { $crystals } cristal
               *[other] { $crystals } cristales
            } del espía { $spy_gender ->
                [masculine] del { $spy_name }
                [feminine] de la { $spy_name }
               *[other] de la facción «{ $spy_name }»
            }.
spy-caught = Capturado un espía { $spy_gender ->
                [masculine] del { $spy_name }
                [feminine] de la { $spy_name }
               *[other] de la facción «{ $spy_name }»
            } (misión: { $action }).
spy-lost = { $target_gender ->
                [masculine] El { $target }
                [feminine] La { $target }
               *[other] La facción «{ $target }»
            } captura a tu espía (misión: { $action }).
spy-discovered = Informe de espionaje: la tecnología { $target_gender ->
                [masculine] del { $target_name }
                [feminine] de la { $target_name }
               *[other] de la facción «{ $target_name }»
            } es A/P/E/C { $levels }.
spy-detected = Detectada una operación de { $action } { $spy_gender ->
                [masculine] del { $spy_name }
                [feminine] de la { $spy_name }
               *[other] de la facción «{ $spy_name }»
            }.
spy-undetected = { $target_gender ->
                [masculine] El { $target }
                [feminine] La { $target }
               *[other] La facción «{ $target }»
            } no detecta la operación de { $action } { $faction_gender ->
                [masculine] del { $faction }
                [feminine] de la { $faction }
               *[other] de la facción «{ $faction }»
            }.

## event
event-dilitio = Evento «{ $name }»: { $loss ->
                [1] pierdes
               *[other] ganas
            } { $crystals ->
                [one] { $crystals } cristal
               *[other] { $crystals } cristales
            }.
event-none = Sin eventos este turno.
event-happened = Evento «{ $name }» en { $unit } ({ $sector }).
event-ship_destroyed = La nave { $ship } se pierde en el evento.

## steal
steal-paid = Pagas { $crystals ->
                [one] { $crystals } cristal
               *[other] { $crystals } cristales
            } por la tecnología robada ({ $tech }).
steal-succeeded = Tecnología robada { $target_gender ->
                [masculine] al { $target }
                [feminine] a la { $target }
               *[other] a la facción «{ $target }»
            }: { $tech } sube a nivel { $level }.

## unit
unit-decommissioned = { $what_gender ->
                [feminine] La
               *[masculine] El
            } { $what } { $unit } queda { $what_gender ->
                [feminine] desmantelada
               *[masculine] desmantelado
            }.

## fleet
fleet-formed = Flota { $fleet } formada con { $ships }.
fleet-disbanded = Flota { $fleet } disuelta.

## cloak
cloak-engaged = La nave { $ship } activa el dispositivo de camuflaje.
cloak-check = Detección de la nave camuflada { $ship } ({ $owner }) { $observer_gender ->
                [masculine] por el { $observer }
                [feminine] por la { $observer }
               *[other] por la facción «{ $observer }»
            } en { $sector }: { $result }.
cloak-identified = ¡Nave camuflada identificada! { $ship }, { $owner_gender ->
                [masculine] del { $owner_name }
                [feminine] de la { $owner_name }
               *[other] de la facción «{ $owner_name }»
            }, en { $sector }.
cloak-signal = Señal distorsionada en { $sector }: algo se oculta en las proximidades.
cloak-revealed = La nave { $ship } se desvela al atacar en { $sector }.

## ship
ship-moved = { $ships_count ->
                [one] { $ships } se mueve
               *[other] { $ships } se mueven
            } de { $start } a { $to }{ $via_count ->
                [0] {""}
                [one] , pasando por { $via }
               *[other] , pasando por { $via }
            }.
ship-lost_in_black_hole = La nave { $ship } desaparece en el agujero negro.
ship-displaced = { $ships_count ->
                [one] { $ships } reaparece
               *[other] { $ships } reaparecen
            } en { $to }.
ship-lost_in_nebula = La nave { $ship } es destruida en la nebulosa de { $sector }.
ship-nebula_survived = La nave { $ship } resiste la nebulosa de { $sector }.
ship-resupplied = La nave { $ship } se reaprovisiona en { $sector }.
ship-resupply_needed = { $ships_count ->
                [one] { $ships } debe
               *[other] { $ships } deben
            } volver al mundo de origen o a una estación para reaprovisionarse.
ship-destroyed = La nave { $ship } ({ $faction }) es destruida.
ship-stranded = La nave { $ship } queda inmovilizada: no podrá moverse en el turno { $until }.

## intercept
intercept-escaped = La nave { $target } ({ $owner }) escapa de la interceptación de { $ship }.
intercept-caught = { $ship } { $ships_count ->
                [one] intercepta
               *[other] interceptan
            } a la nave { $target } ({ $owner }) en { $to }.
intercept-unseen = { $ships_count ->
                [one] { $ship } intercepta a la nave { $target } ({ $owner }) en { $to } sin ser vista
               *[other] { $ship } interceptan a la nave { $target } ({ $owner }) en { $to } sin ser vistas
            }: interceptación automática.

## territory
territory-claimed = Territorio reclamado: { $sectors }.
territory-released = Territorio perdido: { $sectors }.

## map
map-surveyed = Sensores: { $count ->
                [0] ningún sector nuevo
                [one] un sector nuevo
               *[other] { WORDS($count) } sectores nuevos
            } en el mapa.

## contact
contact-first = Primer contacto entre { $a_gender ->
                [masculine] el { $a_name }
                [feminine] la { $a_name }
               *[other] la facción «{ $a_name }»
            } y { $b_gender ->
                [masculine] el { $b_name }
                [feminine] la { $b_name }
               *[other] la facción «{ $b_name }»
            }.

## sensors
sensors-sightings = Sensores: { $count ->
                [0] ninguna unidad ajena a la vista
                [one] una unidad ajena a la vista
               *[other] { WORDS($count, gender: "feminine") } unidades ajenas a la vista
            }.

## battle
battle-begun = Combate en { $sector }: { $attacker_gender ->
                [masculine] el { $attacker }
                [feminine] la { $attacker }
               *[other] la facción «{ $attacker }»
            } ({ $att_units }) ataca { $defender_gender ->
                [masculine] al { $defender }
                [feminine] a la { $defender }
               *[other] a la facción «{ $defender }»
            } ({ $def_units }).{ $nebula ->
                [0] {""}
               *[other] {" "}Dentro de una nebulosa: nadie suma modificadores.
            }{ $cloaked ->
                [0] {""}
               *[other] {" "}Ataque camuflado: el atacante tira un dado más en la primera ronda y descarta el más bajo.
            }
battle-exchange = Ronda { $round }, dado a dado, del más alto al más bajo (atacante contra defensor; los empates los gana el defensor){ $dropped_count ->
                [0] {""}
                [one] ; el atacante descarta un { $dropped }
               *[other] ; el atacante descarta { $dropped }
            }. Bajas: { $att_losses ->
                [0] ninguna del atacante
                [one] una del atacante
               *[other] { WORDS($att_losses, gender: "feminine") } del atacante
            }, { $def_losses ->
                [0] ninguna del defensor
                [one] una del defensor
               *[other] { WORDS($def_losses, gender: "feminine") } del defensor
            }.
battle-ended = Fin del combate en { $sector }: { $decided ->
                [1] vence { $winner_gender ->
                [masculine] el { $winner }
                [feminine] la { $winner }
               *[other] la facción «{ $winner }»
            }
               *[other] sin vencedor tras { $rounds ->
                [one] una ronda
               *[other] { WORDS($rounds, gender: "feminine") } rondas
            }
            }; { $att_left ->
                [0] al atacante no le queda ninguna unidad
                [one] al atacante le queda una unidad
               *[other] al atacante le quedan { WORDS($att_left, gender: "feminine") } unidades
            } y al defensor, { $def_left ->
                [0] ninguna
                [one] una
               *[other] { $def_left }
            }.

## station
station-hit = La estación { $station } ({ $faction }) sufre { $hits ->
                [one] una derrota
               *[other] { WORDS($hits, gender: "feminine") } derrotas
            }.
station-destroyed = La estación { $station } ({ $faction }) es destruida.

## colony
colony-started = La nave { $ship } empieza a fundar una colonia en { $name } (lista en el turno { $ready }).
colony-lost = Se pierde la colonia { $faction_gender ->
                [masculine] del { $faction }
                [feminine] de la { $faction }
               *[other] de la facción «{ $faction }»
            } en { $name }: { $winner_gender ->
                [masculine] el { $winner }
                [feminine] la { $winner }
               *[other] la facción «{ $winner }»
            } terminó antes.
colony-founded = ¡Colonia fundada en { $name }!
colony-destroyed = La colonia en construcción { $faction_gender ->
                [masculine] del { $faction }
                [feminine] de la { $faction }
               *[other] de la facción «{ $faction }»
            } en { $name } es destruida { $by_gender ->
                [masculine] por el { $by }
                [feminine] por la { $by }
               *[other] por la facción «{ $by }»
            }.
colony-race = Carrera por { $name }: gana { $winner_gender ->
                [masculine] el { $winner }
                [feminine] la { $winner }
               *[other] la facción «{ $winner }»
            }.
colony-lost_race = Se pierde la colonia { $faction_gender ->
                [masculine] del { $faction }
                [feminine] de la { $faction }
               *[other] de la facción «{ $faction }»
            } en { $name }: { $winner_gender ->
                [masculine] el { $winner }
                [feminine] la { $winner }
               *[other] la facción «{ $winner }»
            } gana la carrera a los dados.

## assault
assault-round = Asalto { $faction_gender ->
                [masculine] del { $faction }
                [feminine] de la { $faction }
               *[other] de la facción «{ $faction }»
            } a { $name }: diferencia { $margin } ({ $result }).
assault-repelled = Los defensores de { $name } rechazan el asalto { $faction_gender ->
                [masculine] del { $faction }
                [feminine] de la { $faction }
               *[other] de la facción «{ $faction }»
            }.
assault-ship_destroyed = La nave { $ship } es destruida en el asalto a { $name }.

## siege
siege-begun = { $faction_gender ->
                [masculine] El { $faction }
                [feminine] La { $faction }
               *[other] La facción «{ $faction }»
            } desembarca tropas en { $name } con { $ships }.
siege-continues = El asalto a { $name } continúa el turno que viene.
siege-ended = Termina el asalto { $faction_gender ->
                [masculine] del { $faction }
                [feminine] de la { $faction }
               *[other] de la facción «{ $faction }»
            } a { $name }.

## system
system-conquered = ¡{ $faction_gender ->
                [masculine] El { $faction }
                [feminine] La { $faction }
               *[other] La facción «{ $faction }»
            } conquista { $name }!
system-annexed = ¡{ $name } se une { $faction_gender ->
                [masculine] al { $faction }
                [feminine] a la { $faction }
               *[other] a la facción «{ $faction }»
            } por anexión!

## treaty
treaty-broken = Se rompe { $treaty_gender ->
                [feminine] la
               *[masculine] el
            } { $treaty } entre { $a_gender ->
                [masculine] el { $a }
                [feminine] la { $a }
               *[other] la facción «{ $a }»
            } y { $b_gender ->
                [masculine] el { $b }
                [feminine] la { $b }
               *[other] la facción «{ $b }»
            }: lo rompe { $by_gender ->
                [masculine] el { $by }
                [feminine] la { $by }
               *[other] la facción «{ $by }»
            }.
treaty-held = { $treaty_gender ->
                [feminine] La
               *[masculine] El
            } { $treaty } entre { $a_gender ->
                [masculine] el { $a }
                [feminine] la { $a }
               *[other] la facción «{ $a }»
            } y { $b_gender ->
                [masculine] el { $b }
                [feminine] la { $b }
               *[other] la facción «{ $b }»
            } se mantiene.
treaty-peace = Tratado de paz entre { $a_gender ->
                [masculine] el { $a_name }
                [feminine] la { $a_name }
               *[other] la facción «{ $a_name }»
            } y { $b_gender ->
                [masculine] el { $b_name }
                [feminine] la { $b_name }
               *[other] la facción «{ $b_name }»
            }.
treaty-alliance = Alianza militar entre { $a_gender ->
                [masculine] el { $a_name }
                [feminine] la { $a_name }
               *[other] la facción «{ $a_name }»
            } y { $b_gender ->
                [masculine] el { $b_name }
                [feminine] la { $b_name }
               *[other] la facción «{ $b_name }»
            }.
treaty-roll = Tirada para romper { $treaty_gender ->
                [feminine] la
               *[masculine] el
            } { $treaty } entre { $a_gender ->
                [masculine] el { $a }
                [feminine] la { $a }
               *[other] la facción «{ $a }»
            } y { $b_gender ->
                [masculine] el { $b }
                [feminine] la { $b }
               *[other] la facción «{ $b }»
            }, por { $faction_gender ->
                [masculine] el { $faction }
                [feminine] la { $faction }
               *[other] la facción «{ $faction }»
            }.
treaty-broken_both = Se rompe { $treaty_gender ->
                [feminine] la
               *[masculine] el
            } { $treaty } entre { $a_gender ->
                [masculine] el { $a }
                [feminine] la { $a }
               *[other] la facción «{ $a }»
            } y { $b_gender ->
                [masculine] el { $b }
                [feminine] la { $b }
               *[other] la facción «{ $b }»
            }: lo rompen los dos.

## war
war-declared = { $by_gender ->
                [masculine] El { $by_name }
                [feminine] La { $by_name }
               *[other] La facción «{ $by_name }»
            } declara la guerra { $target_gender ->
                [masculine] al { $target_name }
                [feminine] a la { $target_name }
               *[other] a la facción «{ $target_name }»
            }.

## diplomacy
diplomacy-bonus = { $used ->
                [0] Bonificación diplomática para la próxima tirada: +{ $bonus }.
               *[other] Gastas en esta tirada tu bonificación diplomática de +{ $used }.
            }
diplomacy-answered = Embajada { $by_gender ->
                [masculine] del { $by }
                [feminine] de la { $by }
               *[other] de la facción «{ $by }»
            }: propone { $treaty_gender ->
                [feminine] una
               *[masculine] un
            } { $treaty }{ $answer ->
                [refused] ; tu respuesta es no y no hay acuerdo
               *[other] {""}
            }.

## route
route-opened = Ruta comercial con { $partner_gender ->
                [masculine] el { $partner } en { $name }
                [feminine] la { $partner } en { $name }
                [other] la facción «{ $partner }» en { $name }
               *[none] { $name }
            }: { $income ->
                [one] { $income } cristal
               *[other] { $income } cristales
            } por turno; la nave { $ship } queda asignada al comercio.
route-cancelled = Ruta comercial con { $name } cancelada.

## incite
incite-succeeded = Tus agentes agitan a la población de { $name }: +1 a la rebelión.
incite-expired = La agitación en { $name } se disipa sin rebelión.

## rebellion
rebellion-natives = Dados de los nativos de { $name }.
rebellion-quiet = { $name } no se rebela.
rebellion-started = ¡{ $name } se rebela!
rebellion-progress = Rebelión en { $name }: marcador { $score } (gana quien llegue a 5).
rebellion-won = ¡Los rebeldes de { $name } expulsan al ocupante ({ $score })!
rebellion-crushed = La rebelión de { $name } es aplastada ({ $score }).

## advantage
advantage-none = Sin ventaja nueva este turno.
advantage-gained = Nueva ventaja: «{ $name }»{ $held ->
                [0] {""}
               *[other] {" "}(ya tenías esa: sus efectos se suman)
            }.
advantage-discarded = Ventaja descartada: «{ $name }».

## sector
sector-nothing = Nada que contar.
sector-inhabited = habitado
sector-uninhabited = deshabitado
sector-no_sightings = Ninguna unidad ajena a la vista.
sector-no_ships = No tienes naves.
sector-no_planets = No tienes planetas.
sector-no_contacts = Aún no has contactado con nadie.
sector-no_news = Sin noticias públicas este turno.

## sector.h
sector-h-treasury = Tesoro
sector-h-map = Mapa conocido
sector-h-known_systems = Sistemas conocidos
sector-h-sightings = Contactos de sensores
sector-h-fleet = Flota
sector-h-builds = Construcción en curso
sector-h-routes = Rutas comerciales
sector-h-planets = Planetas
sector-h-research = Investigación
sector-h-relations = Relaciones
sector-h-advantages = Ventajas
sector-h-events = Sucesos del turno
sector-h-order_rolls = Tiradas de tus órdenes
sector-h-empires = Imperios del sector
sector-h-news = Noticias de la galaxia
sector-h-gm_map = Mapa completo
sector-h-gm_factions = Facciones
sector-h-gm_events = Todos los sucesos (con tiradas ocultas)
sector-h-phase = { $phase }

## sector.phase (the GM report's headings, one per phase)
sector-phase-1-collect = Fase 1: recolectar cristales
sector-phase-2-maintenance = Fase 2: mantenimiento (y desmantelar)
sector-phase-3-movement = Fase 3: movimiento (flotas, agujeros negros, nebulosas, interceptación)
sector-phase-4a-combat = Fase 4a: combate contra naves y estaciones
sector-phase-4b-colonization = Fase 4b: colonización
sector-phase-4c-assault = Fase 4c: asalto a sistemas
sector-phase-5-diplomacy = Fase 5: diplomacia
sector-phase-6-trade = Fase 6: comercio
sector-phase-7-construction = Fase 7: construcción
sector-phase-8-rebellions = Fase 8: rebeliones
sector-phase-9-events = Fase 9: eventos
sector-phase-10-research = Fase 10: investigación
sector-phase-11-espionage = Fase 11: espionaje
sector-phase-12-advantages = Fase 12: ventajas
sector-phase-research-outlook = Investigación del turno que viene
sector-phase-sensors = Sensores de fin de turno
sector-phase-leftovers = Órdenes sin fase

## sector.pair (a battle's dice, pair by pair)
sector-pair-attacker = { $att } contra { $dfn }: gana el atacante
sector-pair-defender = { $att } contra { $dfn }: gana el defensor
sector-pair-tie = { $att } contra { $dfn }: empate, gana el defensor
sector-pair-unopposed_att = { $att } del atacante, sin dado enfrente
sector-pair-unopposed_dfn = { $dfn } del defensor, sin dado enfrente

## sector.col
sector-col-technology = Tecnología
sector-col-concept = Concepto
sector-col-dilitio = Cristales
sector-col-system = Sistema
sector-col-sector = Sector
sector-col-owner = Dueño
sector-col-kind = Tipo
sector-col-seen = Visto (turno)
sector-col-unit = Unidad
sector-col-ship = Nave
sector-col-tech = Tec. A/P/E/C
sector-col-fleet = Flota
sector-col-notes = Notas
sector-col-station = Estación
sector-col-damage = Derrotas sufridas
sector-col-build = Obra
sector-col-where = Dónde
sector-col-ready = Lista (turno)
sector-col-status = Estado
sector-col-level = Nivel
sector-col-next = Siguiente: coste / tirada
sector-col-empire = Imperio
sector-col-relation = Relación
sector-col-intel = Tecnología conocida A/P/E/C
sector-col-faction = Facción
sector-col-ships = Naves
sector-col-stations = Estaciones
sector-col-planets = Planetas

## sector.money
sector-money-start = Al empezar el turno
sector-money-end = Al acabar el turno
sector-money-income-first_turn = { $system }: sin ingresos el primer turno
sector-money-income-home = { $system } (mundo de origen)
sector-money-income-system = { $system } ({ $status })
sector-money-income-route = Ruta con { $system }
sector-money-income-advantage = Ventaja «{ $name }»
sector-money-upkeep-paid = Mantenimiento
sector-money-build-paid = Construcción: { $what }
sector-money-research-paid = Investigación de { $tech }: { $part ->
                [first] primera mitad
               *[second] segunda mitad
            }
sector-money-trade-gain = Comercio con { $system }
sector-money-spy-fined = Espía descubierto { $victim_gender ->
                [masculine] por el { $victim_name }
                [feminine] por la { $victim_name }
               *[other] por la facción «{ $victim_name }»
            }
sector-money-spy-recovered = Recuperado del espía { $spy_gender ->
                [masculine] del { $spy_name }
                [feminine] de la { $spy_name }
               *[other] de la facción «{ $spy_name }»
            }
sector-money-event-dilitio = Evento «{ $name }»
sector-money-steal-paid = Tecnología robada: { $tech }

## sector.map
sector-map-legend = Leyenda: ? sin explorar · . vacío · ~ nebulosa · @ agujero negro · H tu mundo de origen · P tu planeta · X planeta ajeno · o planeta libre · * tus naves · ! naves ajenas · # ambas · ' señal distorsionada.
sector-map-gm_legend = Leyenda del máster: dueños { $owners } · n nativos · o deshabitado · ~ nebulosa · @ agujero negro · * unidades · # de varias facciones.

## sector.line
sector-line-advantage = «{ $name }»{ $count ->
                [1] {""}
               *[other] {" "}({ WORDS($count) } veces: sus efectos se suman)
            }, desde { $count ->
                [1] el turno
               *[other] los turnos
            } { $since }
sector-line-colonising = Colonia en construcción en { $name } ({ $sector }): lista en el turno { $ready }.
sector-line-parallel = Puedes investigar { $n ->
                [one] una tecnología
               *[other] { WORDS($n, gender: "feminine") } tecnologías
            } a la vez. Cristales disponibles: { $dilitio }.
sector-line-their_roll = { $total } en total (dado y modificadores del otro bando) — { $why }
sector-line-order_rolls = Orden { $number } ({ $order }):
sector-line-intel = { $levels } (turno { $turn })
sector-line-gm_order = { $faction }, orden { $number } ({ $order }): { $detail }
    .continues = detail
sector-line-gm_private = ({ $who }) { $text }
sector-line-gm_only = (solo el máster) { $text }
sector-line-signal = Señal distorsionada en { $sector }.
sector-line-empire = { $name }

## sector.note
sector-note-trade = asignada al comercio
sector-note-cloaked = camuflada
sector-note-resupply = debe reaprovisionarse
sector-note-stranded = no se mueve en el turno { $until } (inmovilizada)
sector-note-shipyard = astillero
sector-note-defenses = defensas
sector-note-rebellion = rebelión ({ $score })
sector-note-besieged = bajo asedio { $by_gender ->
                [masculine] del { $by }
                [feminine] de la { $by }
               *[other] de la facción «{ $by }»
            }
sector-note-many = { $notes }
# a list in prose: "a, b y c" (last_i: 1 when the last word sounds i-, Spanish's "e")
sector-list-and = { $first } { $last_i ->
        [1] e
       *[0] y
    } { $last }

## sector.unit
sector-unit-ship = nave
    .gender = feminine
sector-unit-station = estación
    .gender = feminine

## sector.build
sector-build-ship = nave
    .gender = feminine
sector-build-station = estación
    .gender = feminine
sector-build-shipyard = astillero
    .gender = masculine
sector-build-defenses = defensas planetarias
    .gender = feminine
sector-build-system = planeta
    .gender = masculine

## sector.status
sector-status-home = mundo de origen
    .gender = masculine
sector-status-colony = colonia
    .gender = feminine
sector-status-annexed = mundo anexionado
    .gender = masculine
sector-status-conquered = mundo conquistado
    .gender = masculine

## sector.forecast
sector-forecast-store = Tienes { $crystals } en reserva.
# a zero is not said (play-test #25: «cobras 0 cristales; … cuesta 0 cristales»)
sector-forecast-income = Fase 1: { $income_n ->
        [0] no cobras nada
       *[other] cobras { $income }
    }; fase 2: { $upkeep_n ->
        [0] no pagas mantenimiento
       *[other] el mantenimiento cuesta { $upkeep } (tras los desguaces)
    }; tendrás { $left }.
sector-forecast-build = { $line ->
        [0] Orden { $number } (construir { $what })
       *[other] { $order_ref }
    }: cuesta { $cost }; después tendrás { $left }.
sector-forecast-short = { $line ->
        [0] Orden { $number } (construir { $what })
       *[other] { $order_ref }
    }: cuesta { $cost } y tendrás { $have }; se rechazaría salvo que el comercio te dé más.
sector-forecast-research = { $line ->
        [0] Orden { $number } (investigar { $tech })
       *[other] { $order_ref }
    }: cuesta { $cost }; pagas { $first } al intentarlo y { $rest } más si sale bien.
sector-forecast-short_research = { $line ->
        [0] Orden { $number } (investigar { $tech })
       *[other] { $order_ref }
    }: cuesta { $cost } y tendrás como mucho { $have }; se rechazaría.
sector-forecast-stays = Al final tendrás { $least } en reserva, sin contar comercio, eventos ni espionaje.
sector-forecast-stays_between = Al final tendrás entre { $least } y { $most } en reserva según salga la investigación, sin contar comercio, eventos ni espionaje.

## sector.forecast.crystals
sector-forecast-crystals = { $n ->
                [one] { $n } cristal
               *[other] { $n } cristales
            }

## sector.tech
sector-tech-armamento = Armamento
    .gender = masculine
sector-tech-propulsion = Propulsión
    .gender = feminine
sector-tech-energia = Energía
    .gender = feminine
sector-tech-construccion = Construcción
    .gender = feminine

## sector.rel
sector-rel-none = sin contacto
    .gender = masculine
sector-rel-contact = contacto
    .gender = masculine
sector-rel-peace = tratado de paz
    .gender = masculine
sector-rel-alliance = alianza militar
    .gender = feminine
sector-rel-war = guerra
    .gender = feminine

## sector.action
sector-action-discover = reconocimiento
    .gender = masculine
sector-action-sabotage = sabotaje
    .gender = masculine
sector-action-steal = robo de tecnología
    .gender = masculine

## sector.result
sector-result-taken = planeta tomado
sector-result-continues = el asalto sigue
sector-result-repelled = asalto rechazado
sector-result-repelled_destroy = asalto rechazado con una nave perdida
sector-result-identified = identificada
sector-result-signal = señal distorsionada
sector-result-unseen = no detectada

## sector.kind
sector-kind-empire = imperio
sector-kind-npc = raza no jugadora

## sector.stop
sector-stop-first_contact = se detiene en la frontera: primer contacto { $other_gender ->
                [masculine] con el { $other }
                [feminine] con la { $other }
               *[other] con la facción «{ $other }»
            }
sector-stop-peace_border = se detiene en la frontera: el tratado de paz { $other_gender ->
                [masculine] con el { $other }
                [feminine] con la { $other }
               *[other] con la facción «{ $other }»
            } le cierra su territorio
sector-stop-black_hole = entra en un agujero negro

## sector.applied
sector-applied-decommissioned_route = nave { $unit } desmantelada: la ruta comercial con { $route } termina con ella
sector-applied-decommissioned = { $kind ->
                [station] estación
               *[ship] nave
            } { $unit } desmantelada
sector-applied-fleet_formed = flota { $fleet } formada
sector-applied-fleet_disbanded = flota { $fleet } disuelta
sector-applied-moved = { $steps ->
                [0] { $ship } ya está en { $to }
                [one] { $ship } llega a { $to } tras recorrer un sector
               *[other] { $ship } llega a { $to } tras recorrer { WORDS($steps) } sectores
            }
sector-applied-moved_stopped = { $steps ->
                [0] { $ship } se queda en { $to }
                [one] { $ship } llega a { $to } tras recorrer un sector
               *[other] { $ship } llega a { $to } tras recorrer { WORDS($steps) } sectores
            }: { $stop }
sector-applied-intercept_failed = la nave { $target } escapa
sector-applied-intercepted = nave { $target } interceptada en { $sector }
sector-applied-attacked = ataque { $target_gender ->
                [masculine] contra el { $target }
                [feminine] contra la { $target }
               *[other] contra la facción «{ $target }»
            } en { $sector }
sector-applied-colonising = colonia en construcción en { $system }, lista en el turno { $ready }
sector-applied-assaulted = asalto a { $system }
sector-applied-retreated = tropas retiradas de { $system }
sector-applied-war_declared = guerra declarada { $target_gender ->
                [masculine] al { $target }
                [feminine] a la { $target }
               *[other] a la facción «{ $target }»
            }
sector-applied-annexed = anexión de { $system } lograda (diferencia { $margin })
sector-applied-treaty = { $treaty } { $target_gender ->
                [masculine] con el { $target }
                [feminine] con la { $target }
               *[other] con la facción «{ $target }»
            } (diferencia { $margin })
sector-applied-annex_failed = { $system } no acepta la anexión (diferencia { $margin })
sector-applied-diplomacy_failed = { $target_gender ->
                [masculine] el { $target }
                [feminine] la { $target }
               *[other] la facción «{ $target }»
            } no acepta (diferencia { $margin })
sector-applied-route_opened = ruta con { $partner_gender ->
                [masculine] el { $partner } en { $system }
                [feminine] la { $partner } en { $system }
                [other] la facción «{ $partner }» en { $system }
               *[none] { $system }
            }: { $income ->
                [one] { $income } cristal
               *[other] { $income } cristales
            } por turno
sector-applied-trade_failed = no hay acuerdo comercial { $partner_gender ->
                [masculine] con el { $partner } en { $system }
                [feminine] con la { $partner } en { $system }
                [other] con la facción «{ $partner }» en { $system }
               *[none] en { $system }
            } (diferencia { $margin })
sector-applied-route_cancelled = ruta con { $route } cancelada
sector-applied-build_started = construcción ({ $what }) en { $where } por { $cost ->
                [one] { $cost } cristal
               *[other] { $cost } cristales
            }, lista en el turno { $ready }
sector-applied-incited = los rebeldes de { $system } se animan
sector-applied-incite_failed = los agentes no logran agitar a la población de { $system }
sector-applied-research_success = { $tech } sube a nivel { $level } (coste { $cost }, dificultad { $difficulty })
sector-applied-research_failed = { $tech } no avanza (pagas { $paid ->
                [one] { $paid } cristal
               *[other] { $paid } cristales
            }; dificultad { $difficulty })
sector-applied-spy_caught = espía descubierto (misión: { $action }): multa de { $fine ->
                [one] { $fine } cristal
               *[other] { $fine } cristales
            }
sector-applied-spy_discovered = informe de tecnología obtenido: { $target }
sector-applied-spy_failed = la operación de { $action } fracasa (objetivo: { $target })
sector-applied-sabotaged = sabotaje logrado: { $tech } { $target_gender ->
                [masculine] del { $target }
                [feminine] de la { $target }
               *[other] de la facción «{ $target }»
            } baja a nivel { $level }
sector-applied-stolen = { $tech } { $tech_gender ->
                [feminine] robada
               *[masculine] robado
            } { $target_gender ->
                [masculine] al { $target }
                [feminine] a la { $target }
               *[other] a la facción «{ $target }»
            }
sector-applied-steal_nothing = { $target_gender ->
                [masculine] El { $target }
                [feminine] La { $target }
               *[other] La facción «{ $target }»
            } no tiene nada mejor en { $tech } que robar
sector-applied-advantage_discarded = ventaja «{ $advantage }» descartada

## sector.reject
sector-reject-assaulted_this_turn = { $system } ya se asalta este turno
sector-reject-ship_on_route = la nave { $ship } está asignada de forma permanente a la ruta comercial con { $route } y no se desmantela; «cancelar ruta { $route }» termina la ruta (y la nave con ella)
sector-reject-unknown_unit = no tienes ninguna unidad «{ $unit }»
sector-reject-unknown_ship = no tienes ninguna nave activa «{ $ship }»
sector-reject-unknown_fleet = no tienes ninguna flota «{ $fleet }»
sector-reject-unknown_faction = no conoces ningún imperio «{ $target }»
sector-reject-self_target = { $target_gender ->
                [masculine] el { $target } es
                [feminine] la { $target } es
               *[other] «{ $target }» es
            } tu propio imperio; se esperaba otro
sector-reject-no_treaty_target = no dices ante qué imperio pides { $goal ->
                [alliance] la alianza
               *[peace] la paz
            }: «{ $ship }» es tu nave enviada, no un imperio que conozcas; escribe «… ante <imperio>»
sector-reject-unknown_route = no tienes ninguna ruta «{ $route }»
sector-reject-unknown_tech = no existe la tecnología «{ $tech }»
sector-reject-spy_needs_tech = un { $action } necesita una tecnología (armamento, propulsión, energía o construcción), por ejemplo: «espiar sabotear a Imperio Klingon tecnología armamento»
sector-reject-unknown_action = no existe la acción de espionaje «{ $action }»
sector-reject-unknown_advantage = no tienes la ventaja «{ $advantage }»; se descarta la más antigua
sector-reject-unknown_order = ninguna fase procesa la orden «{ $type }»
sector-reject-fleet_exists = ya existe la flota { $fleet }
sector-reject-fleet_size = una flota { $size ->
                [one] es exactamente una nave
               *[other] son exactamente { WORDS($size, gender: "feminine") } naves
            }
sector-reject-ship_in_fleet = { $ship } pertenece a la flota { $fleet }: mueve la flota
sector-reject-fleet_apart = las naves no están en el mismo sector
sector-reject-already_moved = { $ship } ya se movió este turno
sector-reject-stranded = { $ship } está inmovilizada por un evento y no puede moverse este turno
sector-reject-off_map = { $sector } está fuera del mapa
sector-reject-not_adjacent = { $a } y { $b } no son adyacentes
sector-reject-no_path = falta el destino o la ruta
sector-reject-too_far = el destino está a { $steps ->
                [one] un sector
               *[other] { WORDS($steps) } sectores
            } y el alcance es de { $speed ->
                [one] un sector
               *[other] { WORDS($speed) } sectores
            }
sector-reject-no_target = no ves ningún objetivo «{ $target }»
sector-reject-no_target_here = en { $sector } no ves ninguna nave ni estación { $target_gender ->
                [masculine] del { $target }
                [feminine] de la { $target }
               *[other] de { $target }
            } (se ataca en el sector de tus naves)
sector-reject-treaty = lo impide un tratado { $other_gender ->
                [masculine] con el { $other }
                [feminine] con la { $other }
               *[other] con la facción «{ $other }»
            }
sector-reject-out_of_reach = { $target } está fuera de alcance
sector-reject-no_attackers = no dices con qué atacar: escribe «… con <nave>», «… con flota <flota>» o «… con estación <estación>»
sector-reject-npc_cannot = una raza no jugadora no puede hacerlo
sector-reject-no_system = no hay ningún sistema en { $sector }
sector-reject-not_colonisable = { $system } no se puede colonizar
sector-reject-already_colonising = ya estás colonizando { $system }
sector-reject-needs_resupply = { $ship } debe reaprovisionarse antes de otro asalto
sector-reject-own_system = { $system } ya es tuyo
sector-reject-nothing_to_assault = en { $system } no hay nadie a quien atacar
sector-reject-siege_by_other = otro imperio ya asalta { $system }
sector-reject-no_siege = no estás asaltando «{ $system }»
sector-reject-no_contact = aún no has hecho el primer contacto con { $target_gender ->
                [masculine] el { $target }
                [feminine] la { $target }
               *[other] «{ $target }»
            }
sector-reject-already = ya tienes esa relación { $target_gender ->
                [masculine] con el { $target }
                [feminine] con la { $target }
               *[other] con la facción «{ $target }»
            }
sector-reject-not_in_territory = la nave debe estar en territorio { $target_gender ->
                [masculine] del { $target }
                [feminine] de la { $target }
               *[other] de la facción «{ $target }»
            }
sector-reject-not_at_border = en paz no se entra en su territorio: la nave debe estar junto a la frontera { $target_gender ->
                [masculine] del { $target }
                [feminine] de la { $target }
               *[other] de la facción «{ $target }»
            } (un sector vecino de su territorio) o en uno de sus mundos
sector-reject-not_annexable = no hay un mundo nativo libre en { $sector }
sector-reject-no_trade_partner = { $system } no admite una ruta comercial contigo
sector-reject-route_exists = ya tienes una ruta con { $system }
sector-reject-insufficient = cuesta { $cost ->
                [one] { $cost } cristal
               *[other] { $cost } cristales
            } y tienes { $have }
sector-reject-name_taken = ya tienes una nave llamada «{ $name }» (o que se construye con ese nombre): dale otro nombre, o ninguno
sector-reject-no_shipyard = «{ $at }» no es un astillero ni una estación tuya
sector-reject-tech_too_high = no puedes construir por encima de tu nivel de { $tech }
sector-reject-station_place = no se puede construir una estación en { $sector }
sector-reject-not_owned = «{ $system }» no es tuyo
sector-reject-already_built = { $system } ya tiene { $what_gender ->
                [feminine] { $what } o las
               *[masculine] un { $what } o lo
            } está construyendo
sector-reject-not_incitable = «{ $system }» no es un mundo conquistado por otro imperio
sector-reject-same_tech_twice = { $tech } ya se investiga este turno
sector-reject-research_limit = { $limit ->
                [one] solo puedes investigar una tecnología por turno
               *[other] solo puedes investigar { $limit } tecnologías por turno
            }
sector-reject-max_level = { $tech } ya está al máximo
sector-reject-spy_limit = { $limit ->
                [one] solo una operación de espionaje por turno
               *[other] solo { $limit } operaciones de espionaje por turno
            }
sector-reject-one_discard = solo un descarte por turno
sector-reject-nothing_to_discard = no hay una tercera ventaja que descartar

## sector.why (roll labels)
sector-why-incite = incitar a la rebelión en { $system }: { $die } + espionaje ({ $mod })
sector-why-rebellion_start = levantamiento en { $system }: { $die } + agresividad de sus nativos ({ $mod }){ $incited ->
                [0] {""}
               *[other] , +{ $incited } por la incitación
            }
sector-why-rebels = rebeldes de { $system }
sector-why-occupier = ocupante de { $system }: { $faction }
sector-why-research = investigación de { $tech }, del nivel { $level } al { $next } (dificultad { $difficulty })
sector-why-treaty_break = ruptura del tratado entre { $a_gender ->
                [masculine] el { $a }
                [feminine] la { $a }
               *[other] la facción «{ $a }»
            } y { $b_gender ->
                [masculine] el { $b }
                [feminine] la { $b }
               *[other] la facción «{ $b }»
            }, tirada { $faction_gender ->
                [masculine] del { $faction }
                [feminine] de la { $faction }
               *[other] de la facción «{ $faction }»
            }: { $die } + agresividad ({ $mod })
sector-why-diplomacy = diplomacia { $faction_gender ->
                [masculine] del { $faction }
                [feminine] de la { $faction }
               *[other] de { $faction }
            } ante { $target_gender ->
                [masculine] el { $target }
                [feminine] la { $target }
               *[other] { $target }
            }: { $die } + diplomacia ({ $mod }){ $bonus ->
                [0] {""}
               *[other] , +{ $bonus } de bonificación diplomática
            }
sector-why-diplomacy_answer = respuesta { $target_gender ->
                [masculine] del { $target }
                [feminine] de la { $target }
               *[other] de { $target }
            }: { $die } + agresividad ({ $mod })
sector-why-spy_recover = { $victim_gender ->
                [masculine] el { $victim }
                [feminine] la { $victim }
               *[other] la facción «{ $victim }»
            } recupera cristales del espía { $spy_gender ->
                [masculine] del { $spy }
                [feminine] de la { $spy }
               *[other] de la facción «{ $spy }»
            }
sector-why-spy = { $action } ({ $targets }): { $die } + espionaje ({ $mod })
sector-why-black_hole = agujero negro: { $ship }
sector-why-black_hole_col = agujero negro: columna de salida de { $ship }
sector-why-black_hole_row = agujero negro: fila de salida de { $ship }
sector-why-nebula = nebulosa: { $ship } en { $sector }
sector-why-intercept = interceptación { $faction_gender ->
                [masculine] del { $faction }
                [feminine] de la { $faction }
               *[other] de { $faction }
            }: { $die } + { sector-tech-energia } ({ $mod }){ $fleet ->
                [0] {""}
               *[other] , +{ $fleet } por flota
            }
sector-why-evade = evasión { $faction_gender ->
                [masculine] del { $faction }
                [feminine] de la { $faction }
               *[other] de { $faction }
            }: { $die } + { sector-tech-energia } ({ $mod })
sector-why-combat = dados de combate { $faction_gender ->
                [masculine] del { $faction }
                [feminine] de la { $faction }
               *[other] de la facción «{ $faction }»
            }
sector-why-event = ¿evento para { $faction_gender ->
                [masculine] el { $faction }
                [feminine] la { $faction }
               *[other] la facción «{ $faction }»
            }?
sector-why-event_ship = evento: ¿qué nave?
sector-why-event_station = evento: ¿qué estación?
sector-why-event_system = evento: ¿qué planeta?
sector-why-event_col = evento: columna de destino
sector-why-event_row = evento: fila de destino
sector-why-advantage = ¿ventaja para { $faction_gender ->
                [masculine] el { $faction }
                [feminine] la { $faction }
               *[other] la facción «{ $faction }»
            }? ({ $at } o más)
sector-why-colony_race = carrera por { $system }: dado { $faction_gender ->
                [masculine] del { $faction }
                [feminine] de la { $faction }
               *[other] de la facción «{ $faction }»
            }
sector-why-assault = asalto { $faction_gender ->
                [masculine] del { $faction }
                [feminine] de la { $faction }
               *[other] de la facción «{ $faction }»
            } a { $system }: { $die } + agresividad ({ $mod }){ $ships ->
                [0] {""}
                [one] , +{ $extra } por la otra nave
               *[other] , +{ $extra } por las otras { WORDS($ships, gender: "feminine") } naves
            }{ $fleet ->
                [0] {""}
               *[other] , +{ $fleet } por flota
            }
sector-why-assault_defence = defensa de { $system }
sector-why-assault_lost = nave destruida en el asalto a { $system }
sector-why-trade = comercio { $faction_gender ->
                [masculine] del { $faction }
                [feminine] de la { $faction }
               *[other] de la facción «{ $faction }»
            } en { $system }: { $die } + comercio ({ $mod })
sector-why-trade_answer = respuesta { $partner_gender ->
                [masculine] del { $partner }
                [feminine] de la { $partner }
                [other] de la facción «{ $partner }»
               *[none] de { $partner }
            } al comercio: { $die } + comercio ({ $mod })
sector-why-event_table = tabla de eventos
sector-why-advantage_table = tabla de ventajas
sector-why-spy_detect = búsqueda de espías ({ $action }): { $victim }
sector-why-cloak_detect = detección de la nave camuflada { $ship }: { $observer }
sector-why-trade_income = ingreso por turno de la ruta con { $system }
sector-why-draw = sorteo del orden de las facciones: { $label }
sector-why-colony_draw = sorteo por { $system } tras un nuevo empate
sector-why-spy_caught_by = ¿qué imperio descubre al espía?

## draw
draw-order = Orden sorteado ({ $label }): { $factions }.

## sabotage
sabotage-succeeded = Sabotaje logrado: { $tech } { $target_gender ->
                [masculine] del { $target }
                [feminine] de la { $target }
               *[other] de la facción «{ $target }»
            } baja a nivel { $level }.
sabotage-suffered = Un sabotaje reduce tu { $tech } a nivel { $level }.

## sector.drawn
sector-drawn-attack = ataques
sector-drawn-intercept = interceptaciones
sector-drawn-assault = asaltos
sector-drawn-diplomacy = diplomacia
sector-drawn-declare_war = declaraciones de guerra
sector-drawn-spy = espionaje

## restate (each order in the player's words, for the orders section)
restate-decommission = Desmantelar { $unit }
restate-form_fleet = Formar la flota { $fleet } con { $ships }
restate-disband_fleet = Disolver la flota { $fleet }
restate-move = Mover { $units } a { $to }{ $via_count ->
                [0] {""}
                [one] , pasando por { $via }
               *[other] , pasando por { $via }
            }
restate-intercept = Interceptar la nave { $ship } con { $units }
restate-attack = Atacar { $target_gender ->
                [masculine] al { $target }
                [feminine] a la { $target }
               *[other] a la facción «{ $target }»
            } con { $units }
restate-colonize = Colonizar { $has_system ->
                [0] {""}
               *[other] { $system }{" "}
            }con { $ship }
restate-assault = Asaltar { $has_system ->
                [0] el sistema
               *[other] { $system }
            } con { $units }
restate-retreat = Retirar las tropas de { $system }
restate-diplomacy = { $goal ->
                [alliance] Proponer una alianza
                [annex] Anexionar { $has_system ->
                    [0] el mundo nativo
                   *[other] { $system }
                }
               *[peace] Proponer la paz
            }{ $has_target ->
                [0] {""}
               *[other] {" "}{ $target_gender ->
                [masculine] al { $target }
                [feminine] a la { $target }
               *[other] a la facción «{ $target }»
            }
            } con { $ship }
restate-declare_war = Declarar la guerra { $target_gender ->
                [masculine] al { $target }
                [feminine] a la { $target }
               *[other] a la facción «{ $target }»
            }
restate-trade = Comerciar { $has_system ->
                [0] con { $ship }
               *[other] en { $system } con { $ship }
            }
restate-cancel_route = Cancelar la ruta con { $route }
restate-build_ship = Construir una nave en { $at }{ $named ->
                [0] {""}
               *[other] {" "}llamada «{ $name }»
            }{ $rush ->
                [0] {""}
               *[other] , con urgencia
            }
restate-build_station = Convertir { $ship } en estación{ $rush ->
                [0] {""}
               *[other] , con urgencia
            }
restate-build_shipyard = Construir un astillero en { $system }
restate-build_defenses = Construir defensas planetarias en { $system }
restate-incite = Incitar a la rebelión en { $system }
restate-research = Investigar { $tech }
restate-spy = { $action ->
                [sabotage] Sabotaje{ $has_tech ->
                    [0] {""}
                   *[other] {" "}de { $tech }
                }
                [steal] Robo de { $has_tech ->
                    [0] tecnología
                   *[other] { $tech }
                }
               *[discover] Reconocimiento
            }{ $has_target ->
                [1] {" "}{ $target_gender ->
                [masculine] contra el { $target }
                [feminine] contra la { $target }
               *[other] contra la facción «{ $target }»
            }
               *[other] {" "}contra todos los imperios
            }
restate-discard_advantage = Descartar la ventaja «{ $advantage }»

## sector.orders_help (atop orders.toml)
sector-orders_help =
    Órdenes de Sector: [[factions.<id>.orders]] con type = "..." y sus claves.
    Fase 2   decommission (unit): desmantelar una nave o una estación
    Fase 3   form_fleet (fleet, ships: 3 naves) | disband_fleet (fleet)
             move (ship o fleet; to = "K7" o path = ["C4", "D5"]) | intercept (ship o fleet, target: nave)
    Fase 4   attack (ships, fleet o station; target: imperio) | colonize (ship)
             assault (ships o fleet) | retreat (system)
    Fase 5   diplomacy (ship, goal = "peace", "alliance" o "annex", target: imperio) | declare_war (target)
    Fase 6   trade (ship) | cancel_route (route)
    Fase 7   build_ship (at: sistema o estación, tech, rush = true) | build_station (ship, rush)
             build_shipyard (system) | build_defenses (system)
    Fase 8   incite (system)      Fase 10  research (tech)
    Fase 11  spy (action = "discover", "sabotage" o "steal", target, tech)
    Fase 12  discard_advantage (advantage)

## sector.check (gm validate)
sector-check-off_map = el sector { $sector } no está en el mapa de { $width }x{ $height }; se esperaba uno de A1 a { $last }
sector-check-unknown_faction = «{ $faction }» no es una facción de la partida; se esperaba el identificador de una
sector-check-system_twice = hay un segundo sistema en { $sector } (también está { $other }); se esperaba uno por sector
sector-check-system_in_terrain = hay un sistema dentro de { $terrain ->
                [nebula] una nebulosa
                [black_hole] un agujero negro
               *[other] «{ $terrain }»
            }; se esperaba un sector normal
sector-check-owner_status = hay dueño sin estado (o estado sin dueño); se esperaban los dos o ninguno
sector-check-dilitio = el dilitio es { $found }; se esperaba de { $lo } a { $hi } en un sistema { $kind ->
                [uninhabited] deshabitado
                [inhabited] habitado
               *[other] «{ $kind }»
            }
sector-check-traits = los imperios no tienen los mismos valores de DIPLOMACIA, AGRESIVIDAD, INVESTIGACIÓN, COMERCIO y ESPIONAJE distribuidos de otra manera: { $values }
sector-check-home = «{ $home }» no es un sistema de game.toml; se esperaba el identificador de uno
sector-check-unit_twice = el identificador «{ $unit }» ya lo usa { $other }; cada unidad necesita uno propio
sector-check-fleet_ship = «{ $ship }» no es una nave de esta facción
sector-check-unknown_system = «{ $system }» no es un sistema de la partida; se esperaba el identificador de uno
sector-check-order_faction = «{ $faction }» no es una facción de la partida; se esperaba una de: { $choices }
sector-check-not_your_ship = «{ $ship }» no es una de tus naves activas{ $count ->
                [0] , y no tienes ninguna
                [one] ; se esperaba { $choices }
               *[other] ; se esperaba una de: { $choices }{ $more ->
                [0] {""}
               *[other] , … ({ $count } en total)
            }
            }
sector-check-ship_on_route = «{ $ship }» está asignada a una ruta comercial{ $count ->
                [0] , y no tienes ninguna nave activa
                [one] ; se esperaba { $choices }
               *[other] ; se esperaba una de tus naves activas: { $choices }{ $more ->
                [0] {""}
               *[other] , … ({ $count } en total)
            }
            }
sector-check-not_your_fleet = «{ $fleet }» no es una de tus flotas (formadas, o que forma una orden tuya anterior){ $count ->
                [0] , y no tienes ninguna
                [one] ; se esperaba { $choices }
               *[other] ; se esperaba una de: { $choices }{ $more ->
                [0] {""}
               *[other] , … ({ $count } en total)
            }
            }
sector-check-not_your_unit = «{ $unit }» no es una de tus naves activas ni de tus estaciones{ $count ->
                [0] , y no tienes ninguna
                [one] ; se esperaba { $choices }
               *[other] ; se esperaba una de: { $choices }{ $more ->
                [0] {""}
               *[other] , … ({ $count } en total)
            }
            }
sector-check-not_your_station = «{ $station }» no es una de tus estaciones{ $count ->
                [0] , y no tienes ninguna
                [one] ; se esperaba { $choices }
               *[other] ; se esperaba una de: { $choices }{ $more ->
                [0] {""}
               *[other] , … ({ $count } en total)
            }
            }
sector-check-not_your_shipyard = «{ $at }» no es uno de tus sistemas (con astillero) ni una de tus estaciones{ $count ->
                [0] {""}
                [one] ; tu estación es { $choices }
               *[other] ; tus estaciones son: { $choices }{ $more ->
                [0] {""}
               *[other] , … ({ $count } en total)
            }
            }
sector-check-not_your_route = «{ $route }» no es una de tus rutas comerciales{ $count ->
                [0] , y no tienes ninguna
                [one] ; se esperaba { $choices }
               *[other] ; se esperaba una de: { $choices }{ $more ->
                [0] {""}
               *[other] , … ({ $count } en total)
            }
            }
sector-check-own_target = «{ $ship }» es una nave tuya; se esperaba una nave de otra facción

## sector.map (the pictures: titles, legends, notes)
sector-map-title = { $title } — turno { $turn } — { $what }
sector-map-gm = máster
sector-map-public = público
sector-map-system = sistema (color: dueño)
sector-map-nebula = nebulosa
sector-map-black_hole = agujero negro
sector-map-ships = naves (número)
sector-map-station = estación
sector-map-battle = batalla de este turno
sector-map-unexplored = sin explorar
sector-map-cloaked = nave camuflada
sector-map-note_fog = Solo lo que tus sensores han visto; lo oscuro está sin explorar.
sector-map-note_area = Zona conocida { $n } de { $of }: sectores { $first } a { $last }.
sector-map-note_cropped = Recorte de la zona conocida: sectores { $first } a { $last }.
sector-map-note_more = { $more ->
                [one] Una zona conocida más, pequeña, solo en el mapa de texto del informe.
               *[other] { $more } zonas conocidas más, pequeñas, solo en el mapa de texto del informe.
            }

## sector.roll (gm roll combat sector)
sector-roll-why = { $side ->
                [attacker] atacante
               *[defender] defensor
            }: { $count ->
                [one] 1 dado de combate
               *[other] { $count } dados de combate
            }
sector-roll-side = { $side ->
                [attacker] atacante
               *[defender] defensor
            }: { $expr } ({ $faces }) -> { $dice }
sector-roll-attacker = pareja { $n }: { $att } > { $dfn }, gana el atacante
sector-roll-defender = pareja { $n }: { $att } < { $dfn }, gana el defensor
sector-roll-tie = pareja { $n }: { $att } = { $dfn }, gana el defensor (los empates son del defensor)

## sector.usage (errores de uso de `gm roll combat sector` y `gm init sector`; la CLI los dice en inglés, como su --help)
sector-usage-sides = hay { $found } --side; se esperaban 2 (atacante, defensor)
sector-usage-unknown_key = --side { $side }: clave desconocida «{ $name }»; se esperaba una de: { $expected }
sector-usage-cloak_side = --side 2: camuflaje=1 solo vale en el atacante (lado 1)
sector-usage-factions = --factions { $found }: se esperaba{ $most ->
                [one] {" "}un imperio
               *[other] n de 1 a { $most } imperios
            } (más una raza no jugadora)

## gm roll combat sector: the table's columns, in the command's language
sector-roll-col-dice = dados
sector-roll-col-kept = dados que cuentan
sector-roll-col-modifiers = modificadores

# gm generate: what the synthetic game holds
sector-generated-describe = { $empires ->
        [one] 1 imperio
       *[other] { $empires } imperios
    }, { $ships ->
        [one] 1 nave
       *[other] { $ships } naves
    }, { $systems ->
        [one] 1 sistema
       *[other] { $systems } sistemas
    }, mapa de { $size }x{ $size }

# what a schema expects where the file has something else (gm validate)
expected-a_sector_column_letters_then_row_number = un sector: letras de columna y número de fila, como C7
expected-two_faction_ids_joined_by_e_g_federacion = dos ids de facción unidos por +, como federacion+klingon

# why two [settings] keys must agree (x-gm-relations of settings.schema.json: relation-<a>-<b>)
relation-signal-identify = una señal distorsionada es una cara más baja que una identificación

# the breadcrumbs' word for this ruleset's own `known` key (gm.engine.schemawords)
key-known = sectores conocidos
