# Nuevo Amanecer catalog (es). Keys and placeholders identical in es and en.

## na.apply
na-apply-army = { $god } aplica el avance { $advance_name } al ejército { $target_name } ({ $cost } recursos).
na-apply-city = { $god } aplica el avance { $advance_name } a la ciudad { $target_name } ({ $cost } recursos).

## na.army
na-army-appeared = Aparece el ejército { $name } de { $faction } en { $hex }.
na-army-destroyed = El ejército { $name } ({ $faction }) es destruido en { $hex }.

## na.battle
na-battle-fought = Batalla en { $hex }: { $summary }.

## na.calamity
na-calamity-cast = Invocas una calamidad { $what_name } ({ $cost } recursos); éxito: { $success }.
na-calamity-checked = Tirada de calamidad contra dificultad { $difficulty }: calamidad = { $hit }.
na-calamity-drawn = La calamidad ({ $what }) cae sobre { $faction } (dado de { $tickets }).
na-calamity-struck = Calamidad { $what } sobre { $faction } { $hex } (origen: { $source }).

## na.city
na-city-destroyed = La ciudad { $name } ({ $faction }) cae en { $hex } y queda en ruinas; botín para { $looter }: { $loot }.

## na.civil_war
na-civil_war-nothing = La guerra civil no divide a { $faction }: no le queda nada que repartir entre dos facciones.
na-civil_war-rolled = { $faction }: guerra civil { $chance }% con felicidad { $happiness }: { $hit }.
na-civil_war-split = ¡Guerra civil! { $new_faction } se separa de { $faction } con las regiones { $hexes }.

## na.colony
na-colony-failed = La colonia de { $faction } en { $hex } se pierde ({ $reason }); se pierden { $cost } recursos.
na-colony-founded = { $faction } funda { $colony } en { $hex }.
na-colony-started = { $god } aplica { $advance_name } en { $hex } para fundar { $colony_word } ({ $cost } recursos); estará listo el turno siguiente si el ejército sigue allí sin ser atacado.

## na.contact
na-contact-made = { $a } y { $b } entran en contacto.

## na.economic
na-economic-blessing = Milagro económico: { $faction } obtiene un 50% más de ganancias este turno.

## na.feature
na-feature-city = ciudad
na-feature-none = -
na-feature-ruins = ruinas
na-feature-settlement = asentamiento

## na.god
na-god-died = La raza de { $faction } ha desaparecido: el dios muere (turno { $turn }); sus guerras, alianzas, acuerdos de comercio y contactos terminan.
na-god-relations_ended = Ha muerto { $faction }: terminan sus guerras, alianzas, acuerdos de comercio y contactos.

## na.happiness
na-happiness-changed = Felicidad de { $faction }: { $detail }; suma { $net }; { $orden_rule } → { $adjusted }: { $old } → { $new }.
na-happiness-no_modifiers = sin modificadores
na-happiness-orden_fall = orden { $orden } (×{ $factor } a lo negativo)
na-happiness-orden_rise = orden { $orden } (×{ $factor } a lo positivo)

## na.income
na-income-collected = Recursos de { $faction }: tirada { $roll } + asentamientos { $settlements } → { $base }, tecnología { $tech }, comercio { $trade }, inicio { $early } = { $income }; guardado { $saved }, botín { $loot }, deuda pagada { $debt_paid }, desperdicio { $wasted } (máximo { $cap }) → { $resources }.

## na.kind
na-kind-architectural = arquitectónico
na-kind-economic = económico
na-kind-military = militar
na-kind-tech = tecnológico

## na.miracle
na-miracle-cast = Pides un milagro { $what_name } ({ $cost } recursos); éxito: { $success }.

## na.move
na-move-after_battle = { $name } ({ $faction }) se retira de { $from } a { $to } tras la batalla.
na-move-border_placed = Tras la batalla de frontera, { $name } ({ $faction }) queda en { $to }.
na-move-done = { $name } ({ $faction }) se mueve de { $from } a { $to }.

## na.neutral
na-neutral-appeared = Aparece un ejército neutral { $name } de nivel { $level } en { $hex } ({ $origin }).

## na.order
na-order-border_battle = Batalla de frontera; el ejército { $army } queda en { $hex }.
na-order-border_battle_even = Batalla de frontera igualada; el ejército { $army } sigue en { $hex }.
na-order-border_battle_lost = El ejército { $army } cayó en la batalla de frontera.
na-order-moved = { $army } se mueve a { $hex }.
na-order-moved_after_battle = { $army } combatió antes de salir y después se mueve a { $hex }.
na-order-unsupported_marked = El director marca el avance { $advance } de { $faction } como no sustentado.
na-order-war_declared = Declaras la guerra a { $faction }.

## na.peace
na-peace-made = { $a } y { $b } firman la paz.

## na.pillage
na-pillage-cleared = { $hex } ya no está saqueada.
na-pillage-done = { $faction } saquea { $hex } de { $victim }: { $amount } recursos.

## na.recruit
na-recruit-lost = El ejército { $name } de { $faction } no aparece: la ciudad { $city } ha caído.
na-recruit-ordered = Se crea el ejército { $name } en { $hex } (avances militares: { $advance_names }; { $cost } recursos); aparece el turno siguiente.

## na.region
na-region-lost = { $faction } pierde la región { $hex } ({ $cause }).

## na.reject
na-reject-advance_exists = Ya tienes el avance { $advance }.
na-reject-advance_in_use = El avance { $advance } ya está aplicado ({ $use }).
na-reject-advance_lost = El avance { $advance } se perdió para siempre por una calamidad.
na-reject-already_at_war = Ya estás en guerra con { $faction }.
na-reject-already_moving = { $army } ya tiene una orden de movimiento este turno.
na-reject-army_lost_before_moving = El ejército { $army } fue destruido antes de moverse.
na-reject-army_needs_advance = Un ejército necesita al menos un avance militar libre (sin repetir).
na-reject-at_war = No es posible: estás en guerra con { $faction }.
na-reject-city_besieged = La ciudad { $city } está bajo asedio y no puede reclutar.
na-reject-city_site_not_settlement = { $hex } es una zona de ciudad: allí solo se construyen ciudades.
na-reject-colony_pending = Ya hay una colonia en marcha en { $hex }.
na-reject-creation_level = La ciudad { $city } solo crea ejércitos hasta nivel { $max } (pedido { $level }).
na-reject-duplicate_id = Ya existe el identificador { $id }.
na-reject-god_dead = Tu dios ha muerto: la orden no tiene efecto.
na-reject-god_dead_target = El dios { $faction } ha muerto.
na-reject-hex_not_target = { $hex } no pertenece a { $faction }.
na-reject-hex_owned = { $hex } pertenece a { $owner }.
na-reject-limit_tech = No puedes tener más avances { $akind } que tecnológicos ({ $tech }).
na-reject-miracle_sea = El milagro natural no puede alterar mares ni convertir en mar ({ $hex }, { $terrain }).
na-reject-no_army_for_colony = Para colonizar { $hex } necesitas un ejército allí o una orden de movimiento válida que lo lleve este turno.
na-reject-no_contact = Tu raza no tiene contacto suficiente con { $faction }.
na-reject-no_treaty = No tienes ese acuerdo con { $faction }.
na-reject-not_adjacent = { $army } está en { $src }: { $hex } no es adyacente (un hexágono por turno).
na-reject-not_at_war = No estás en guerra con { $faction }.
na-reject-not_enough_resources = Cuesta { $cost } recursos y tienes { $have }.
na-reject-not_military = { $advance } no es un avance militar tuyo.
na-reject-not_reciprocated = { $faction } no ha pedido este turno el mismo acuerdo ({ $treaty }).
na-reject-not_ruins = { $hex } no es una zona de ciudad en ruinas.
na-reject-nothing_lost = No has perdido ningún avance tecnológico.
na-reject-off_map = { $hex } no está en el mapa.
na-reject-one_economic_per_settlement = { $hex } ya tiene un avance económico.
na-reject-one_per_army_per_turn = { $army } ya recibió un avance este turno.
na-reject-sea_colony = No se puede colonizar el mar ({ $hex }).
na-reject-tech_not_applicable = Los avances tecnológicos no se aplican ({ $advance }).
na-reject-terrain_closed = Tu raza no puede entrar en { $terrain } ({ $hex }) sin un avance que lo permita.
na-reject-treaty_exists = Ya tienes ese acuerdo con { $faction }.
na-reject-unit_max_level = { $unit } ya tiene el nivel máximo.
na-reject-unknown_advance = No existe el avance { $advance }.
na-reject-unknown_army = No tienes el ejército { $army }.
na-reject-unknown_city = No tienes la ciudad { $city }.
na-reject-unknown_kind = No existe el tipo de avance { $akind } (tipos: { $kinds }).
na-reject-unknown_faction = No existe el dios { $faction }.
na-reject-unknown_support = { $advance } no es uno de tus avances tecnológicos.
na-reject-unknown_target = No se encuentra el destino { $target }.

## na.report
na-report-advances = Avances
na-report-alive = vivo
na-report-border_battle_heading = Batalla de frontera entre { $a } y { $b }
na-report-battle_heading = Batalla en { $hex }
na-report-battle_side = { $factions } ({ $units }): dados { $dice } + tecnología { $tech } = { $total }; daño recibido { $damage }
na-report-col_armies = Ejércitos
na-report-col_feature = Marcador
na-report-col_god = Dios
na-report-col_happiness = Felicidad
na-report-col_hex = Hex
na-report-col_kind = Tipo
na-report-col_level = Nivel
na-report-col_life = Vida
na-report-col_lost = Perdido
na-report-col_name = Nombre
na-report-col_owner = Dueño
na-report-col_race = Raza
na-report-col_regions = Regiones
na-report-col_resources = Recursos
na-report-col_status = Estado
na-report-col_terrain = Terreno
na-report-col_use = Aplicado en
na-report-dead = muerto
na-report-events = Sucesos del turno
na-report-gods = Los dioses
na-report-map = El mapa
na-report-private_events = Solo para ti
na-report-relations = Alianzas: { $alliances }. Comercio: { $trade }. Guerras: { $wars }.
na-report-settlements = Asentamientos: { $list }.
na-report-sheet = Hoja de { $name } ({ $race })
na-report-terrains = Terrenos: { $detail }.
na-report-treasury = Tesoro: { $resources } recursos, deuda { $debt }. Felicidad { $happiness }. Avances tecnológicos { $tech } (bonificador { $bonus }).
na-report-units = Ejércitos y ciudades
na-report-neutral = neutral
na-report-army_entry = { $name } ({ $god }, nivel { $level })
na-report-list = { $items }
na-report-terrain_mode = { $terrain }: { $mode }
na-report-map_legend = M montañas D desiertos P praderas B bosques S pantanos ~ mares | C ciudad a asentamiento r ruinas | * ejércitos
na-report-settlement_entry = { $hex } ({ $advance })

## na.research
na-research-done = Investigas { $name } ({ $akind_name }, { $cost } recursos).

## na.revolt
na-revolt-rolled = { $faction }: revuelta { $chance }% con felicidad { $happiness }: { $hit }.

## na.savings
na-savings-lost = Calamidad económica: { $faction } pierde sus { $amount } recursos ahorrados y solo obtiene la mitad este turno.

## na.score
na-score-final = Puntos finales de { $faction }: { $points } ({ $detail }).

## na.settlement
na-settlement-destroyed = { $faction } destruye el asentamiento de { $victim } en { $hex } y obtendrá { $loot } recursos.

## na.social
na-social-effect = Felicidad de { $faction }: { $amount } adicionales este turno ({ $source }).

## na.tech
na-tech-lost = { $faction } pierde el avance tecnológico { $advance } para siempre.
na-tech-recovered = { $faction } recupera el avance tecnológico { $advance }.

## na.terrain
na-terrain-changed = Milagro natural: { $hex } pasa de { $from } a { $to }.
na-terrain-hurt = { $name } ({ $faction }) entra en { $terrain } difícil en { $hex }: daño { $amount }.

## na.tie
na-tie-drawn = Sorteo ({ $tie }): { $names }.

## na.tie_kind
na-tie_kind-looter = botín de la ciudad caída en { $hex }: empate de niveles de ejército
na-tie_kind-destroyer = quién destruye el asentamiento de { $hex }
na-tie_kind-colony = colonia en { $hex } pedida por varios dioses a la vez
na-tie_kind-damage = qué ejército recibe antes el daño en { $hex }: empate de nivel y resistencia
na-tie_kind-border = quién se enfrenta a quién en la frontera { $hex }

## na.trade
na-trade-no_contact = El acuerdo de comercio de { $faction } con { $other } no tiene efecto este turno: sus razas no están en contacto.

## na.treaty
na-treaty-agreed = Acuerdo de { $treaty } con { $other }: tendrá efecto el turno siguiente.
na-treaty-break_announced = Rompes el acuerdo de { $treaty_name } con { $other_god }: tendrá efecto el turno siguiente.
na-treaty-ended = Termina el acuerdo de { $treaty } entre { $a } y { $b }.
na-treaty-signed = { $a } y { $b } firman un acuerdo de { $treaty }.

## na.unit
na-unit-army = ejército
na-unit-city = ciudad
na-unit-damaged = { $name } ({ $faction }) sufre { $amount } de daño en { $hex }.
na-unit-healed = { $name } ({ $faction }) se cura ({ $amount } de daño).

## na.upkeep
na-upkeep-paid = Mantenimiento de { $faction }: tenía { $had }, paga { $due } de mantenimiento y { $pillage } de saqueo → quedan { $resources }, deuda { $debt }, bancarrota: { $bankrupt }.

## na.war
na-war-declared = { $a } declara la guerra a { $b }.
na-war-started = { $a } y { $b } están en guerra tras la batalla.

## na.happiness_mod
na-happiness_mod-abundance = abundancia ×{ $count }: { $points }
na-happiness_mod-bankruptcy = bancarrota ×{ $count }: { $points }
na-happiness_mod-own_army = niveles de ejércitos propios en sus regiones ×{ $count }: { $points }
na-happiness_mod-enemy_army = niveles de ejércitos enemigos en sus regiones ×{ $count }: { $points }
na-happiness_mod-protected = regiones protegidas ×{ $count }: { $points }
na-happiness_mod-border = regiones fronterizas ×{ $count }: { $points }
na-happiness_mod-alliance = alianzas ×{ $count }: { $points }
na-happiness_mod-war = guerras ×{ $count }: { $points }
na-happiness_mod-trade = acuerdos de comercio ×{ $count }: { $points }
na-happiness_mod-architectural = avances arquitectónicos aplicados ×{ $count }: { $points }
na-happiness_mod-economic = avances económicos aplicados ×{ $count }: { $points }
na-happiness_mod-social = milagro o calamidad social ×{ $count }: { $points }

## na.treaty_kind
na-treaty_kind-trade = comercio
na-treaty_kind-alliance = alianza
na-treaty_kind-peace = paz
na-treaty_kind-war = guerra

## na.source
na-source-gm = tirada del director
na-source-miracle = milagro
na-source-calamity = calamidad

## na.colony_kind
na-colony_kind-settlement = un asentamiento
na-colony_kind-city = una ciudad

## na.cause
na-cause-neutral = ejército neutral
na-cause-calamity = calamidad
na-cause-terrain = terreno
na-cause-battle = batalla

## na.colony_reason
na-colony_reason-army_absent = el ejército ya no está allí
na-colony_reason-attacked = el ejército fue atacado
na-colony_reason-taken = el hexágono ya está ocupado

## na.origin
na-origin-calamity = calamidad
na-origin-revolt = revuelta de { $god }

## na.miracle_kind
na-miracle_kind-militar = militar
na-miracle_kind-natural = natural
na-miracle_kind-tecnologico = tecnológico
na-miracle_kind-economico = económico
na-miracle_kind-social = social

## na.terrain_name
na-terrain_name-montanas = montañas
na-terrain_name-desiertos = desiertos
na-terrain_name-praderas = praderas
na-terrain_name-bosques = bosques
na-terrain_name-pantanos = pantanos
na-terrain_name-mares = mares

## na.adapt
na-adapt-normal = normal
na-adapt-difficult = difícil
na-adapt-closed = cerrado
na-adapt-advance = cerrado sin avance

## na.use
na-use-army = ejército { $target }
na-use-city = ciudad { $target }
na-use-settlement = asentamiento en { $target }
na-use-colony = colonia en { $target }
na-use-pending = pendiente: { $target }

## na.why
na-why-income = recursos de { $god }
na-why-trade = comercio de { $god } con { $other }
na-why-miracle = milagro { $what } de { $god }
na-why-calamity = calamidad { $what } de { $god }
na-why-region = región de { $god } que sufre la calamidad
na-why-tech_lost = avance perdido de { $god }
na-why-calamity_check = calamidad (dificultad { $difficulty })
na-why-calamity_victim = víctima de la calamidad
na-why-calamity_kind = tipo de calamidad
na-why-terrain = terreno difícil en { $hex } ({ $army } de { $god })
na-why-revolt = revuelta de { $god } ({ $chance }%)
na-why-revolt_region = región de la revuelta de { $god }
na-why-civil_war = guerra civil de { $god } ({ $chance }%)
na-why-attack = ataque de { $unit } ({ $god })
na-why-draw = sorteo: { $tie }

## na.forecast
na-forecast-store = Tienes { $resources } en reserva.
na-forecast-cost = Orden { $number } ({ $what }): cuesta { $cost }; después tendrás { $left }.
na-forecast-short = Orden { $number } ({ $what }): cuesta { $cost } y para entonces tendrás { $have }; se rechazaría.
na-forecast-upkeep = Mantenimiento de tus ejércitos y ciudades al final del turno: { $upkeep }.
na-forecast-stays = Al final tendrás { $left } en reserva, sin contar lo que te saqueen ni los ingresos del turno siguiente (dependen de los dados).
na-forecast-debt = El mantenimiento no se cubre: tu deuda será de { $debt } (bancarrota).

## na.forecast.resources
na-forecast-resources = { $n ->
        [one] { $n } recurso
       *[other] { $n } recursos
    }

## na.forecast.what
na-forecast-what-research = investigar
na-forecast-what-apply = aplicar un avance
na-forecast-what-create_army = crear un ejército
na-forecast-what-miracle = milagro
na-forecast-what-calamity = calamidad

## na.orders_help
na-orders_help-text = 
    Tipos de orden (una tabla por orden bajo [[factions.<id>.orders]]):
    research kind=tech|economic|architectural|military advance=ID name=.. supported_by=TECNOLOGÍA apply_to=EJÉRCITO|CIUDAD|HEX (city=ID city_name=.. para una ciudad nueva)
    apply advance=ID to=EJÉRCITO|CIUDAD|HEX (city=ID city_name=.. para una ciudad nueva) | create_army army=ID name=.. city=ID advances=[..]
    move army=ID to=HEX | trade/alliance/break_trade/break_alliance/peace with=DIOS | declare_war on=DIOS
    miracle kind=militar|natural|tecnologico|economico|social army=ID hex=HEX terrain=.. | calamity kind=.. target=DIOS hex=HEX
