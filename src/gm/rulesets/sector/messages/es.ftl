# Sector — mensajes en español. Las claves sin prefijo "sector." son sucesos (eventos).

## income
income-first_turn = Primer turno: { $system } no produce dilitio este turno.
income-home = { $system } (mundo de origen) produce { $amount } cristales.
income-system = { $system } ({ $status }) produce { $amount } cristales.
income-route = La ruta { $route } con { $system } produce { $amount } cristales.
income-advantage = Las ventajas producen { $amount } cristales.

## upkeep
upkeep-paid = Mantenimiento: naves { $ships }, estaciones { $stations }, colonias { $colonies }, conquistados { $conquered }; total { $total }.

## build
build-paid = Pago de construcción ({ $what }): { $cost } cristales.
build-started = Construcción { $build } ({ $what }) en marcha; lista en el turno { $ready }.
build-completed = Construcción { $build } terminada: { $what } en { $sector }.
build-cancelled = La construcción { $build } ({ $what }) se pierde: ya no controlas el lugar donde se hacía.

## research
research-paid = Investigación de { $tech }: pago de { $amount }.
research-succeeded = Investigación completada: { $tech } sube a nivel { $level }.
research-failed = La investigación de { $tech } fracasa; el turno que viene tendrá -1 a la dificultad.

## trade
trade-gain = Beneficio inmediato del comercio con { $system }: { $amount } cristales.
trade-accepted = { $by } abre una ruta comercial en { $name }.
trade-refused = { $by } intenta comerciar en { $name }, sin acuerdo.

## spy
spy-fined = Tu espía fue descubierto por { $victim_name }: pierdes 10 cristales.
spy-recovered = Recuperas { $amount } cristales del espía de { $spy_name }.
spy-caught = Un espía de { $spy_name } ha sido capturado ({ $action }).
spy-discovered = Informe de espionaje: tecnología de { $target_name } (A/P/E/C) { $levels }.
spy-detected = Detectada una operación de espionaje ({ $action }) de { $spy_name }.
spy-undetected = { $target } no detecta el espionaje ({ $action }) de { $faction }.

## event
event-dilitio = Evento: { $amount } cristales.
event-none = Sin eventos este turno.
event-happened = Evento «{ $name }» en { $unit } ({ $sector }).
event-ship_destroyed = La nave { $ship } se pierde en el evento.

## steal
steal-paid = Pago por la tecnología robada ({ $tech }): { $cost } cristales.
steal-succeeded = Tecnología robada a { $target }: { $tech } sube a nivel { $level }.

## unit
unit-decommissioned = { $unit } desmantelada.

## fleet
fleet-formed = Flota { $fleet } formada: { $ships }.
fleet-disbanded = Flota { $fleet } disuelta.

## cloak
cloak-engaged = La nave { $ship } activa el dispositivo de camuflaje.
cloak-check = Detección oculta de { $ship } ({ $owner }) por { $observer } en { $sector }: { $result }.
cloak-identified = ¡Nave camuflada identificada! { $ship } de { $owner_name } en { $sector }.
cloak-signal = Señal distorsionada en { $sector }: algo se oculta en las proximidades.
cloak-revealed = La nave { $ship } se desvela al atacar en { $sector }.

## ship
ship-moved = { $ships } se mueve de { $start } a { $to } ({ $path }).
ship-lost_in_black_hole = La nave { $ship } desaparece en el agujero negro.
ship-displaced = { $ships } reaparece en { $to }.
ship-lost_in_nebula = La nave { $ship } es destruida en la nebulosa de { $sector }.
ship-nebula_survived = La nave { $ship } resiste la nebulosa de { $sector }.
ship-resupplied = La nave { $ship } se reaprovisiona en { $sector }.
ship-resupply_needed = { $ships } debe volver al mundo de origen o a una estación para reaprovisionarse.
ship-destroyed = La nave { $ship } ({ $faction }) es destruida.
ship-stranded = La nave { $ship } queda inmovilizada hasta el turno { $until }.

## intercept
intercept-escaped = { $target } ({ $owner }) escapa de la interceptación de { $ship }.
intercept-caught = { $ship } intercepta a { $target } ({ $owner }) en { $to }.
intercept-unseen = { $ship } intercepta a { $target } ({ $owner }) en { $to } sin ser vista: interceptación automática.

## territory
territory-claimed = Territorio reclamado: { $sectors }.
territory-released = Territorio perdido: { $sectors }.

## map
map-surveyed = Sensores: { $count } sectores nuevos en el mapa.

## contact
contact-first = PRIMER CONTACTO entre { $a_name } y { $b_name }.

## sensors
sensors-sightings = Sensores: { $count } unidades ajenas a la vista.

## battle
battle-begun = Combate en { $sector }: { $attacker } ({ $att_units }) ataca a { $defender } ({ $def_units }). Nebulosa: { $nebula }; ataque camuflado: { $cloaked }.
battle-exchange = Ronda { $round }: { $attacker } contra { $defender }, dado a dado (atacante / defensor): { $pairs }; bajas { $att_losses } / { $def_losses }.
battle-ended = Fin del combate en { $sector }: vence { $winner } (quedan { $att_left } atacantes y { $def_left } defensores).

## station
station-hit = La estación { $station } ({ $faction }) recibe { $hits } derrota(s).
station-destroyed = La estación { $station } ({ $faction }) es destruida.

## colony
colony-started = La nave { $ship } empieza a construir una colonia en { $name } (lista en el turno { $ready }).
colony-lost = La colonia de { $faction } en { $name } se pierde: { $winner } terminó antes.
colony-founded = ¡Colonia fundada en { $name }!
colony-destroyed = La colonia en construcción de { $faction } en { $name } es destruida por { $by }.
colony-race = Carrera por { $name }: gana { $winner }.
colony-lost_race = La colonia de { $faction } en { $name } se pierde: { $winner } gana la carrera a los dados.

## assault
assault-round = Asalto de { $faction } a { $name }: diferencia { $margin } ({ $result }).
assault-repelled = Los defensores de { $name } rechazan el asalto de { $faction }.
assault-ship_destroyed = La nave { $ship } es destruida en el asalto a { $name }.

## siege
siege-begun = { $faction } desembarca tropas en { $name } con { $ships }.
siege-continues = El asalto a { $name } continúa el turno que viene.
siege-ended = Termina el asalto de { $faction } a { $name }.

## system
system-conquered = ¡{ $name } conquistado por { $faction }!
system-annexed = ¡{ $name } se une a tu imperio por anexión!

## treaty
treaty-broken = Se rompe el tratado ({ $treaty }) entre { $a } y { $b }: lo rompe { $by }.
treaty-held = El tratado ({ $treaty }) entre { $a } y { $b } se mantiene.
treaty-peace = TRATADO DE PAZ entre { $a_name } y { $b_name }.
treaty-alliance = ALIANZA MILITAR entre { $a_name } y { $b_name }.
treaty-roll = Tirada de ruptura del tratado ({ $treaty }) entre { $a } y { $b }: { $faction }.
treaty-broken_both = Se rompe el tratado ({ $treaty }) entre { $a } y { $b }: lo rompen los dos.

## war
war-declared = GUERRA: { $by_name } declara la guerra a { $target_name }.

## diplomacy
diplomacy-bonus = Bonificación diplomática: { $bonus } (gastada { $used }).
diplomacy-answered = Embajada de { $by }: propone { $treaty }.

## route
route-opened = Ruta comercial { $route } con { $name }: { $income } cristales por turno; la nave { $ship } queda asignada al comercio.
route-cancelled = Ruta comercial { $route } cancelada.

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
advantage-gained = Nueva ventaja { $advantage }: «{ $name }».
advantage-discarded = Ventaja descartada: { $advantage } «{ $name }».

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
sector-h-phase = Fase { $phase }

## sector.col
sector-col-technology = Tecnología
sector-col-concept = Concepto
sector-col-dilitio = Dilitio
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
sector-col-damage = Derrotas
sector-col-build = Obra
sector-col-where = Dónde
sector-col-ready = Lista (turno)
sector-col-route = Ruta
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
sector-money-income-route = Ruta { $route } ({ $system })
sector-money-income-advantage = Ventajas
sector-money-upkeep-paid = Mantenimiento
sector-money-build-paid = Construcción: { $what }
sector-money-research-paid = Investigación: { $tech }
sector-money-trade-gain = Comercio con { $system }
sector-money-spy-fined = Espía descubierto por { $victim_name }
sector-money-spy-recovered = Recuperado del espía de { $spy_name }
sector-money-event-dilitio = Evento
sector-money-steal-paid = Tecnología robada: { $tech }

## sector.map
sector-map-legend = Leyenda: ? sin explorar · . vacío · ~ nebulosa · @ agujero negro · H tu mundo de origen · P tu planeta · X planeta ajeno · o planeta libre · * tus naves · ! naves ajenas · # ambas · ' señal distorsionada.
sector-map-gm_legend = Leyenda del máster: dueños { $owners } · n nativos · o deshabitado · ~ nebulosa · @ agujero negro · * unidades · # de varias facciones.

## sector.line
sector-line-advantage = { $id }: { $name } (desde el turno { $since })
sector-line-colonising = Colonia en construcción en { $name } ({ $sector }): lista en el turno { $ready }.
sector-line-parallel = Investigaciones por turno: { $n }. Dilitio disponible: { $dilitio }.
sector-line-order_rolls = Orden #{ $number } ({ $type }):
sector-line-signal = Señal distorsionada en { $sector }.
sector-line-empire = { $name }

## sector.note
sector-note-trade = asignada al comercio
sector-note-cloaked = camuflada
sector-note-resupply = debe reaprovisionarse
sector-note-stranded = inmovilizada
sector-note-shipyard = astillero
sector-note-defenses = defensas
sector-note-rebellion = rebelión ({ $score })
sector-note-besieged = asediado por { $by }
sector-note-many = { $notes }

## sector.unit
sector-unit-ship = nave
sector-unit-station = estación

## sector.build
sector-build-ship = nave
sector-build-station = estación
sector-build-shipyard = astillero
sector-build-defenses = defensas planetarias
sector-build-system = planeta

## sector.status
sector-status-home = mundo de origen
sector-status-colony = colonia
sector-status-annexed = anexionado
sector-status-conquered = conquistado

## sector.forecast
sector-forecast-store = Tienes { $crystals } en reserva.
sector-forecast-income = Fase 1: cobras { $income }; fase 2: el mantenimiento cuesta { $upkeep } (tras los desguaces); tendrás { $left }.
sector-forecast-build = Orden { $number } (construir { $what }): cuesta { $cost }; después tendrás { $left }.
sector-forecast-short = Orden { $number } (construir { $what }): cuesta { $cost } y tendrás { $have }; se rechazaría salvo que el comercio te dé más.
sector-forecast-research = Orden { $number } (investigar { $tech }): cuesta { $cost }; pagas { $first } al intentarlo y { $rest } más si sale bien.
sector-forecast-short_research = Orden { $number } (investigar { $tech }): cuesta { $cost } y tendrás como mucho { $have }; se rechazaría.
sector-forecast-stays = Al final tendrás { $least } en reserva, sin contar comercio, eventos ni espionaje.
sector-forecast-stays_between = Al final tendrás entre { $least } y { $most } en reserva según salga la investigación, sin contar comercio, eventos ni espionaje.

## sector.forecast.crystals
sector-forecast-crystals = { $n ->
        [one] { $n } cristal
       *[other] { $n } cristales
    }

## sector.tech
sector-tech-armamento = ARMAMENTO
sector-tech-propulsion = PROPULSIÓN
sector-tech-energia = ENERGÍA
sector-tech-construccion = CONSTRUCCIÓN

## sector.rel
sector-rel-none = sin contacto
sector-rel-contact = contacto
sector-rel-peace = tratado de paz
sector-rel-alliance = alianza militar
sector-rel-war = guerra

## sector.action
sector-action-discover = descubrir
sector-action-sabotage = sabotear
sector-action-steal = robar tecnología

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
sector-stop-first_contact = se detiene en la frontera: primer contacto con { $other }
sector-stop-peace_border = se detiene en la frontera: el tratado de paz con { $other } cierra su territorio
sector-stop-black_hole = entra en un agujero negro

## sector.applied
sector-applied-decommissioned = { $unit } desmantelada
sector-applied-fleet_formed = flota { $fleet } formada
sector-applied-fleet_disbanded = flota { $fleet } disuelta
sector-applied-moved = { $ship } llega a { $to } (sectores recorridos: { $steps })
sector-applied-moved_stopped = { $ship } llega a { $to } (sectores recorridos: { $steps }): { $stop }
sector-applied-intercept_failed = { $target } escapa
sector-applied-intercepted = { $target } interceptada en { $sector }
sector-applied-attacked = ataque contra { $target } en { $sector }
sector-applied-colonising = colonia en construcción en { $system }, lista en el turno { $ready }
sector-applied-assaulted = asalto a { $system }
sector-applied-retreated = tropas retiradas de { $system }
sector-applied-war_declared = guerra declarada a { $target }
sector-applied-annexed = { $system } anexionado (diferencia { $margin })
sector-applied-treaty = { $treaty } con { $target } (diferencia { $margin })
sector-applied-diplomacy_failed = { $target } no acepta (diferencia { $margin })
sector-applied-route_opened = ruta { $route } con { $system }: { $income } por turno
sector-applied-trade_failed = no hay acuerdo comercial en { $system } (diferencia { $margin })
sector-applied-route_cancelled = ruta { $route } cancelada
sector-applied-build_started = { $what } ({ $build }) por { $cost } cristales, lista en el turno { $ready }
sector-applied-incited = rebeldes de { $system } animados
sector-applied-incite_failed = los agentes no logran agitar { $system }
sector-applied-research_success = { $tech } sube a nivel { $level } (coste { $cost }, dificultad { $difficulty })
sector-applied-research_failed = { $tech } no avanza (pagado { $paid }, dificultad { $difficulty })
sector-applied-spy_caught = espía descubierto ({ $action }): multa de { $fine }
sector-applied-spy_discovered = tecnología de { $target } descubierta
sector-applied-spy_failed = la operación ({ $action }) contra { $target } fracasa
sector-applied-sabotaged = sabotaje de { $tech } de { $target } logrado
sector-applied-stolen = tecnología { $tech } robada a { $target }
sector-applied-steal_nothing = { $target } no tiene nada mejor en { $tech } que robar
sector-applied-advantage_discarded = ventaja { $advantage } descartada

## sector.reject
sector-reject-assaulted_this_turn = { $system } ya se asalta este turno
sector-reject-unknown_unit = no tienes la unidad { $unit }
sector-reject-unknown_ship = no tienes una nave activa { $ship }
sector-reject-unknown_fleet = no tienes la flota { $fleet }
sector-reject-unknown_faction = no hay un imperio { $target }
sector-reject-unknown_route = no tienes la ruta { $route }
sector-reject-unknown_tech = tecnología desconocida { $tech }
sector-reject-unknown_action = acción de espionaje desconocida { $action }
sector-reject-unknown_advantage = no tienes la ventaja { $advantage }; se descarta la más antigua
sector-reject-unknown_order = orden { $type } sin fase que la procese
sector-reject-fleet_exists = ya existe la flota { $fleet }
sector-reject-fleet_size = una flota son exactamente { $size } naves
sector-reject-ship_in_fleet = { $ship } pertenece a la flota { $fleet }: mueve la flota
sector-reject-fleet_apart = las naves no están en el mismo sector
sector-reject-already_moved = { $ship } ya se movió este turno
sector-reject-stranded = { $ship } está inmovilizada
sector-reject-off_map = { $sector } está fuera del mapa
sector-reject-not_adjacent = { $a } y { $b } no son adyacentes
sector-reject-no_path = falta el destino (to) o la ruta (path)
sector-reject-too_far = { $steps } sectores superan el alcance de { $speed }
sector-reject-no_target = no hay objetivo visible { $target }
sector-reject-treaty = un tratado con { $other } lo impide
sector-reject-out_of_reach = { $target } está fuera de alcance
sector-reject-no_attackers = no hay naves atacantes
sector-reject-npc_cannot = una raza no jugadora no puede hacerlo
sector-reject-no_system = no hay ningún sistema en { $sector }
sector-reject-not_colonisable = { $system } no se puede colonizar
sector-reject-already_colonising = ya estás colonizando { $system }
sector-reject-needs_resupply = { $ship } debe reaprovisionarse antes de otro asalto
sector-reject-own_system = { $system } ya es tuyo
sector-reject-nothing_to_assault = en { $system } no hay nadie a quien atacar
sector-reject-siege_by_other = otro imperio ya asalta { $system }
sector-reject-no_siege = no estás asaltando { $system }
sector-reject-no_contact = aún no hay primer contacto con { $target }
sector-reject-already = ya tienes esa relación con { $target }
sector-reject-not_in_territory = la nave debe estar en territorio de { $target }
sector-reject-not_annexable = no hay un mundo nativo libre en { $sector }
sector-reject-no_trade_partner = { $system } no admite una ruta comercial contigo
sector-reject-route_exists = ya tienes una ruta con { $system }
sector-reject-insufficient = cuesta { $cost } y tienes { $have }
sector-reject-no_shipyard = { $at } no es un astillero ni una estación tuya
sector-reject-tech_too_high = no puedes construir por encima de tu nivel de { $tech }
sector-reject-station_place = no se puede construir una estación en { $sector }
sector-reject-not_owned = { $system } no es tuyo
sector-reject-already_built = { $system } ya tiene { $what } (o en construcción)
sector-reject-not_incitable = { $system } no es un mundo conquistado por otro
sector-reject-same_tech_twice = { $tech } ya se investiga este turno
sector-reject-research_limit = solo { $limit } investigaciones por turno
sector-reject-max_level = { $tech } ya está al máximo
sector-reject-spy_limit = solo { $limit } operación de espionaje por turno
sector-reject-one_discard = solo un descarte por turno
sector-reject-nothing_to_discard = no hay una tercera ventaja que descartar

## sector.why
sector-why-incite = incitar a la rebelión en { $system } (1D20+ESPIONAJE)
sector-why-rebellion_start = ¿se rebela { $system }? (1D20+AGRESIVIDAD)
sector-why-rebels = rebeldes de { $system }
sector-why-occupier = ocupante de { $system }: { $faction }
sector-why-research = investigación de { $tech } { $level }>{ $next } (dificultad { $difficulty })
sector-why-treaty_break = ruptura del tratado entre { $a } y { $b }: { $faction } (1D20+AGRESIVIDAD)
sector-why-diplomacy = diplomacia de { $faction } con { $target } (1D6+DIPLOMACIA)
sector-why-diplomacy_answer = respuesta de { $target } (1D6+AGRESIVIDAD)
sector-why-spy_recover = { $victim } recupera cristales del espía de { $spy }
sector-why-spy = espionaje ({ $action }) contra { $targets } (1D20+ESPIONAJE)
sector-why-black_hole = agujero negro: { $ship }
sector-why-black_hole_col = agujero negro: columna de salida de { $ship }
sector-why-black_hole_row = agujero negro: fila de salida de { $ship }
sector-why-nebula = nebulosa: { $ship } en { $sector }
sector-why-intercept = interceptación: { $unit } (1D6+ENERGÍA)
sector-why-evade = evasión: { $unit } (1D6+ENERGÍA)
sector-why-combat = combate: dados de { $faction }
sector-why-event = ¿evento para { $faction }?
sector-why-event_ship = evento: ¿qué nave?
sector-why-event_station = evento: ¿qué estación?
sector-why-event_system = evento: ¿qué planeta?
sector-why-event_col = evento: columna de destino
sector-why-event_row = evento: fila de destino
sector-why-advantage = ¿ventaja para { $faction }? ({ $at }+)
sector-why-colony_race = carrera por { $system }: { $faction }
sector-why-assault = asalto a { $system }: { $faction }
sector-why-assault_defence = defensa de { $system }
sector-why-assault_lost = nave destruida en el asalto a { $system }
sector-why-trade = comercio de { $faction } en { $system } (1D6+COMERCIO)
sector-why-trade_answer = comercio de { $partner } (1D6+COMERCIO)
sector-why-event_table = tabla de eventos
sector-why-advantage_table = tabla de ventajas
sector-why-spy_detect = { $victim } busca espías ({ $action })
sector-why-cloak_detect = detección de la nave camuflada { $ship } por { $observer }
sector-why-trade_income = ingreso por turno de la ruta con { $system }
sector-why-draw = sorteo del orden de las facciones: { $label }
sector-why-colony_draw = sorteo por { $system } tras un nuevo empate
sector-why-spy_caught_by = ¿qué imperio descubre al espía?

## draw
draw-order = Orden sorteado ({ $label }): { $factions }.

## sabotage
sabotage-succeeded = Sabotaje logrado: { $tech } de { $target } baja a nivel { $level }.
sabotage-suffered = Un sabotaje reduce tu { $tech } a nivel { $level }.

## sector.drawn
sector-drawn-attack = ataques
sector-drawn-intercept = interceptaciones
sector-drawn-assault = asaltos
sector-drawn-diplomacy = diplomacia
sector-drawn-declare_war = declaraciones de guerra
sector-drawn-spy = espionaje
