# Nuevo Amanecer: catálogo en español. Mismos mensajes y variables en es.ftl y en.ftl.
# Las variables "yes"/"no" son fichas para los selectores (los informes convierten así los sí/no).

## Palabras de las reglas (sustantivos con su género)

na-unit-army = ejército
    .gender = masculine
na-unit-city = ciudad
    .gender = feminine
na-feature-city = ciudad
    .gender = feminine
na-feature-ruins = ruinas
    .gender = feminine
na-feature-settlement = asentamiento
    .gender = masculine
na-colony_kind-settlement = un asentamiento
    .gender = masculine
na-colony_kind-city = una ciudad
    .gender = feminine
na-treaty_kind-trade = comercio
    .gender = masculine
na-treaty_kind-alliance = alianza
    .gender = feminine
na-treaty_kind-peace = paz
    .gender = feminine
na-treaty_kind-war = guerra
    .gender = feminine
na-kind-architectural = arquitectónico
na-kind-economic = económico
na-kind-military = militar
na-kind-tech = tecnológico
# un milagro militar, natural, tecnológico, económico, social
na-miracle_kind-militar = militar
na-miracle_kind-natural = natural
na-miracle_kind-tecnologico = tecnológico
na-miracle_kind-economico = económico
na-miracle_kind-social = social
# una calamidad militar, natural, tecnológica, económica, social
na-calamity_kind-militar = militar
na-calamity_kind-natural = natural
na-calamity_kind-tecnologico = tecnológica
na-calamity_kind-economico = económica
na-calamity_kind-social = social
# los terrenos como clase (la hoja de la raza, la leyenda del mapa)
na-terrain_name-montanas = montañas
    .gender = feminine
na-terrain_name-desiertos = desiertos
    .gender = masculine
na-terrain_name-praderas = praderas
    .gender = feminine
na-terrain_name-bosques = bosques
    .gender = masculine
na-terrain_name-pantanos = pantanos
    .gender = masculine
na-terrain_name-mares = mares
    .gender = masculine
# el terreno de una casilla
na-terrain_one-montanas = montaña
    .gender = feminine
na-terrain_one-desiertos = desierto
    .gender = masculine
na-terrain_one-praderas = pradera
    .gender = feminine
na-terrain_one-bosques = bosque
    .gender = masculine
na-terrain_one-pantanos = pantano
    .gender = masculine
na-terrain_one-mares = mar
    .gender = masculine
na-characteristic-belicosidad = Belicosidad
na-characteristic-resistencia = Resistencia
na-characteristic-inteligencia = Inteligencia
na-characteristic-industriosidad = Industriosidad
na-characteristic-orden = Orden
# un ejército neutral se nombra por su origen
na-origin-calamity = ejército de la calamidad
    .gender = masculine
na-origin-revolt = ejército rebelde de { $god }
    .gender = masculine
na-source-gm = por la tirada del máster
na-source-miracle = por un milagro
na-source-calamity = por una calamidad
na-source-god = enviada por { $god }
na-source-hidden = enviada por un dios
na-colony_reason-army_absent = el ejército ya no estaba allí
na-colony_reason-attacked = el ejército fue atacado allí
na-colony_reason-taken = la casilla ya tiene otro dueño o ya está ocupada
na-achievement-survival = sobrevivir
na-achievement-last_god_standing = ser el último dios en pie
na-achievement-most_battles_won = más batallas ganadas
na-achievement-best_economy = mejor economía
na-achievement-most_advances = más avances
na-achievement-most_regions = más regiones
na-achievement-none = ningún logro

## Avances aplicados y colonias

na-apply-army = { $god } aplica el avance { $advance_name } al ejército { $target_name } ({ $cost ->
        [one] 1 recurso
       *[other] { $cost } recursos
    }).
na-apply-city = { $god } aplica el avance { $advance_name } a la ciudad { $target_name } ({ $cost ->
        [one] 1 recurso
       *[other] { $cost } recursos
    }).
na-colony-started = { $god } aplica { $advance_name } en { $hex } para fundar { $colony_word } ({ $cost ->
        [one] 1 recurso
       *[other] { $cost } recursos
    }); { $colony ->
        [city] la ciudad
       *[other] el asentamiento
    } se funda al acabar este turno si el ejército sigue allí sin ser atacado (este informe dice si se fundó).
na-colony-founded = { $colony_id ->
        [city] { $faction } funda la ciudad { $name } en { $hex }.
       *[other] { $faction } funda un asentamiento en { $hex }.
    }
na-colony-failed = { $faction } no logra fundar { $colony } en { $hex } ({ $reason }) y pierde { $cost ->
        [one] el recurso invertido
       *[other] los { $cost } recursos invertidos
    }.
na-colony-failed_you = No logras fundar { $colony } en { $hex } ({ $reason }) y pierdes { $cost ->
        [one] el recurso invertido
       *[other] los { $cost } recursos invertidos
    }.
na-research-done = Pagas { $paid ->
        [one] 1 recurso
       *[other] { $paid } recursos
    }{ $apply_cost ->
        [0] {""}
       *[other] {" "}({ $cost } por investigarlo y { $apply_cost } por aplicarlo)
    }.

## Ejércitos

na-army-appeared = Aparece en { $hex } un nuevo ejército de { $faction }: { $name }.
# after an army's or city's name, its god in brackets, unless the name already says it ($own: Cazadores de Khaine)
na-army-destroyed = El ejército { $name }{ $own ->
        [yes] {""}
       *[no] {" "}({ $faction })
    } es destruido en { $hex }.
na-army-destroyed_neutral = El { $name } es destruido en { $hex }.
na-recruit-ordered = Se crea el ejército { $name } en { $hex } con { $count ->
        [one] el avance militar
       *[other] los avances militares
    } { $advance_names } ({ $cost ->
        [one] 1 recurso
       *[other] { $cost } recursos
    }); aparece allí al acabar este turno, si la ciudad no cae, y se mueve desde el turno siguiente.
na-recruit-lost = El ejército { $name } no llega a aparecer: su ciudad, { $city }, ha caído.
na-neutral-appeared = Aparece en { $hex } un { $name }, neutral, de nivel { $level }.
na-unit-damaged = { $unit ->
        [army] El ejército { $name }
        [city] La ciudad { $name }
       *[other] { $name }
    }{ $own ->
        [yes] {""}
       *[no] {" "}({ $faction })
    } pierde { $amount ->
        [one] 1 punto de vida
       *[other] { $amount } puntos de vida
    } en { $hex }.
na-unit-damaged_neutral = El { $name } pierde { $amount ->
        [one] 1 punto de vida
       *[other] { $amount } puntos de vida
    } en { $hex }.
na-unit-healed = { $unit ->
        [army] El ejército { $name }
        [city] La ciudad { $name }
       *[other] { $name }
    }{ $own ->
        [yes] {""}
       *[no] {" "}({ $faction })
    } recupera { $healed ->
        [one] 1 punto de vida
       *[other] { $healed } puntos de vida
    }.
na-unit-healed_neutral = El { $name } recupera { $healed ->
        [one] 1 punto de vida
       *[other] { $healed } puntos de vida
    }.
na-move-done = El ejército { $name }{ $own ->
        [yes] {""}
       *[no] {" "}({ $faction })
    } se mueve de { $from } a { $to }.
na-move-after_battle = Tras la batalla, el ejército { $name }{ $own ->
        [yes] {""}
       *[no] {" "}({ $faction })
    } sale de { $from } hacia { $to }.
na-move-border_placed = Tras la batalla de frontera, el ejército { $name }{ $own ->
        [yes] {""}
       *[no] {" "}({ $faction })
    } entra en { $to }.
na-terrain-hurt = El ejército { $name }{ $own ->
        [yes] {""}
       *[no] {" "}({ $faction })
    } entra en { $hex }, { $terrain_gender ->
        [feminine] una { $terrain }
       *[masculine] un { $terrain }
    } difícil para su raza: { $amount ->
        [0] no pierde vida.
        [one] pierde 1 punto de vida.
       *[other] pierde { $amount } puntos de vida.
    }

## Órdenes (el resultado que lee quien las dio)

na-order-border_battle = Batalla de frontera: el ejército { $army } acaba en { $hex }.
na-order-border_battle_even = Batalla de frontera igualada: el ejército { $army } sigue en { $hex }.
na-order-border_battle_lost = El ejército { $army } cae en la batalla de frontera.
na-order-moved = El ejército { $army } se mueve a { $hex }.
na-order-moved_after_battle = El ejército { $army } combate antes de salir y después se mueve a { $hex }.
na-order-unsupported_marked = El máster marca el avance { $advance } de { $faction } como no sustentado por su tecnología.
na-order-war_declared = Declaras la guerra a { $faction }.

## Batallas

na-city-destroyed = La ciudad { $name }{ $own ->
        [yes] {""}
       *[no] {" "}({ $faction })
    } cae en { $hex } y queda en ruinas.{ $loot ->
        [0] {""}
       *[other] {" "}{ $looter } se lleva { $loot ->
            [one] 1 recurso
           *[other] { $loot } recursos
        } de botín.
    }
na-war-declared = { $a } declara la guerra a { $b }.
na-war-started = { $a } y { $b } están en guerra tras la batalla.
na-peace-made = { $a } y { $b } firman la paz.

## Milagros y calamidades

na-miracle-cast = Pides un milagro { $what_name } ({ $cost ->
        [one] 1 recurso
       *[other] { $cost } recursos
    }): el dado saca { $die } y hace falta { $need } o más; { $result ->
        [success] el milagro se concede y su efecto ya cuenta en este informe.
       *[failure] el milagro no se concede.
    }
na-calamity-cast = Invocas una calamidad { $what_name } sobre { $target_name }{ $where } ({ $cost ->
        [one] 1 recurso
       *[other] { $cost } recursos
    }): el dado saca { $die } y hace falta { $need } o más; { $result ->
        [success] la calamidad cae y su efecto ya cuenta en este informe.
       *[failure] la calamidad no llega a desatarse.
    }
na-calamity-checked = Tirada de calamidad del máster (hay calamidad si sale menos de { $difficulty }): sale { $roll }; { $hit ->
        [yes] ¡cae una calamidad!
       *[no] este turno no hay calamidad.
    }
na-calamity-drawn = { $tickets ->
        [one] La única papeleta es la de { $faction }, que es la víctima; el dado elige el tipo: calamidad { $what }.
       *[other] Los dados eligen a la víctima, { $faction } (entre { $tickets } papeletas), y el tipo: calamidad { $what }.
    }
na-calamity-struck = { $faction } sufre una calamidad { $what } { $source }{ $where }.
na-calamity-where = , en { $hex }
na-calamity-sent = { $sender } envía la calamidad { $what } que sufre { $faction }{ $where }.
na-calamity-where_only = , en { $hex }, su única región
na-savings-lost = Calamidad económica: { $amount ->
        [0] { $faction } no tenía ahorros que perder, pero
        [one] { $faction } pierde su único recurso ahorrado y
       *[other] { $faction } pierde sus { $amount } recursos ahorrados y
    } este turno solo obtiene la mitad de sus ingresos.
na-economic-blessing = Milagro económico: { $faction } obtiene un { $pct } % más de ingresos este turno.
na-social-effect = Felicidad de { $faction }: { $points } este turno, { $source_id ->
        [calamity] por una calamidad social.
       *[miracle] por un milagro social.
    }
na-tech-lost = { $faction } pierde para siempre el avance tecnológico { $advance }{ $only_part }.
na-tech-lost_only = , el único que tenía
na-tech-recovered = { $faction } recupera el avance tecnológico { $advance }.
na-terrain-changed = Milagro natural: { $hex } deja de ser { $from_gender ->
        [feminine] una { $from }
       *[masculine] un { $from }
    } y pasa a ser { $to_gender ->
        [feminine] una { $to }
       *[masculine] un { $to }
    }.
na-region-lost = { $cause ->
        [neutral] { $faction } pierde la región { $hex }: se la queda el { $name }.
       *[calamity] { $faction } pierde la región { $hex }: la calamidad la deja sin nada.
    }

## Territorio y economía

na-pillage-done = { $faction } saquea el asentamiento de { $victim } en { $hex }: { $amount ->
        [0] este turno no saca nada.
        [one] se llevará 1 recurso el turno siguiente.
       *[other] se llevará { $amount } recursos el turno siguiente.
    }
na-pillage-cleared = El asentamiento de { $hex } ya no sufre saqueo.
na-settlement-destroyed = { $faction } destruye el asentamiento de { $victim } en { $hex } y obtendrá { $loot ->
        [one] 1 recurso
       *[other] { $loot } recursos
    }.
na-upkeep-paid = { $faction } tenía { $had ->
        [one] 1 recurso
       *[other] { $had } recursos
    } y paga { $due } de mantenimiento{ $pillage ->
        [0] {""}
       *[other] {" "}más { $pillage } por los saqueos
    }: { $bankrupt ->
        [yes] no le alcanza; entra en bancarrota con una deuda de { $debt }.
       *[no] le { $resources ->
            [one] queda 1
           *[other] quedan { $resources }
        }{ $debt ->
            [0] .
           *[other] {" "}y aún debe { $debt }.
        }
    }
na-upkeep-paid_you = Tras tus órdenes tenías { $had ->
        [one] 1 recurso
       *[other] { $had } recursos
    } y pagas { $due } de mantenimiento{ $pillage ->
        [0] {""}
       *[other] {" "}más { $pillage } por los saqueos
    }: { $bankrupt ->
        [yes] no te alcanza; entras en bancarrota con una deuda de { $debt }.
       *[no] te { $resources ->
            [one] queda 1
           *[other] quedan { $resources }
        } antes de la tirada de recursos{ $debt ->
            [0] .
           *[other] {" "}y aún debes { $debt }.
        }
    }
na-income-collected = Recursos de { $faction }: { $formula }{ $tech_part }{ $trade_part }{ $early_part }{ $total_part }{ $halved_part }{ $blessed_part }. Tenía { $saved }{ $loot_part }{ $debt_part }; ahora tiene { $resources }{ $capped ->
        [yes] {" "}{ $wasted_part }
       *[no] {""}
    }{ $owing_part }.
na-income-first = { $base } del primer turno
na-income-roll = { $settlements ->
        [0] { $die } ({ $roll }) × { $factor } por industriosidad = { $base }
       *[other] ({ $die } ({ $roll }) + { $per } por { $settlements ->
            [one] su asentamiento
           *[other] sus { WORDS($settlements) } asentamientos
        }) × { $factor } por industriosidad = { $base }
    }
na-income-tech = , +{ $tech } por tecnología
na-income-trade = , +{ $trade } por comercio ({ $dice })
na-income-trade_die = { $roll } × { $factor } por industriosidad = { $value }
na-income-early = , +{ $early } de ayuda de los primeros turnos
na-income-total = ; en total, { $gross }
na-income-halved = ; a la mitad por la calamidad económica, { $income }
na-income-blessed = ; con el milagro económico, { $income }
na-income-loot = , recibe { $loot } de botín
na-income-debt_paid = , paga { $debt_paid } de deuda
na-income-wasted = (el máximo; { $wasted ->
        [one] se pierde 1
       *[other] se pierden { $wasted }
    })
na-income-owing = ; aún debe { $debt }
na-trade-no_contact = El acuerdo de comercio de { $faction } con { $other } no da nada este turno: sus razas están demasiado lejos para comerciar.
na-happiness-changed = Felicidad de { $faction }: { $detail }; suma { $net }{ $zero ->
        [yes] {""}
       *[no] ; { $orden_rule } → { $adjusted }
    }: { $change }.
# the happiness after the change: unchanged, or stopped at the limit (the sum would pass it)
na-happiness-moved = de { $old } a { $new }
na-happiness-same = sigue en { $old }
na-happiness-at_max = { $moved ->
        [yes] de { $old } a { $new }, el máximo
       *[no] sigue en { $new }, el máximo
    }
na-happiness-at_min = { $moved ->
        [yes] de { $old } a { $new }, el mínimo
       *[no] sigue en { $new }, el mínimo
    }
na-happiness-no_modifiers = sin cambios
na-happiness-orden_fall = con Orden { $orden }, una bajada × { $factor }
na-happiness-orden_rise = con Orden { $orden }, una subida × { $factor }
na-happiness_mod-abundance = abundancia { $points }
na-happiness_mod-bankruptcy = bancarrota { $points }
na-happiness_mod-own_army = { $count ->
        [one] 1 nivel
       *[other] { $count } niveles
    } de ejércitos propios en sus regiones { $points }
na-happiness_mod-enemy_army = { $count ->
        [one] 1 nivel
       *[other] { $count } niveles
    } de ejércitos enemigos en sus regiones { $points }
na-happiness_mod-protected = { $count ->
        [one] 1 región protegida
       *[other] { $count } regiones protegidas
    } { $points }
na-happiness_mod-border = { $count ->
        [one] 1 región fronteriza
       *[other] { $count } regiones fronterizas
    } { $points }
na-happiness_mod-alliance = { $count ->
        [one] 1 alianza
       *[other] { $count } alianzas
    } { $points }
na-happiness_mod-war = { $count ->
        [one] 1 guerra
       *[other] { $count } guerras
    } { $points }
na-happiness_mod-trade = { $count ->
        [one] 1 acuerdo de comercio
       *[other] { $count } acuerdos de comercio
    } { $points }
na-happiness_mod-architectural = { $count ->
        [one] 1 avance arquitectónico aplicado
       *[other] { $count } avances arquitectónicos aplicados
    } { $points }
na-happiness_mod-economic = { $count ->
        [one] 1 avance económico aplicado
       *[other] { $count } avances económicos aplicados
    } { $points }
na-happiness_mod-social_miracle = milagro social { $points }
na-happiness_mod-social_calamity = calamidad social { $points }
na-revolt-rolled = Revuelta en el pueblo de { $faction } (felicidad { $happiness }: un { $chance } % de probabilidad): { $hit ->
        [yes] ¡estalla!
       *[no] no estalla.
    }
na-civil_war-rolled = Guerra civil en el pueblo de { $faction } (felicidad { $happiness }: un { $chance } % de probabilidad): { $hit ->
        [yes] ¡estalla!
       *[no] no estalla.
    }
# the rebels' name is na-civil_war-rebel_name, a plural (Rebeldes de Khaine): the verb agrees with it
na-civil_war-split = ¡Guerra civil! Los { $new_faction } se separan de { $faction } con { $count ->
        [0] parte de sus ejércitos
        [one] la región { $hexes }
       *[other] las regiones { $hexes }
    }.
na-civil_war-nothing = La guerra civil no divide a { $faction }: no le queda nada que repartir entre dos bandos.
na-civil_war-rebel_name = Rebeldes de { $god }

## Diplomacia

na-contact-made = { $a } y { $b } entran en contacto.
na-treaty-agreed = Acuerdo de { $treaty } con { $other }: rige desde el final de este turno y ya cuenta en este informe.
na-treaty-break_announced = Rompes el acuerdo de { $treaty_name } con { $other_god }: termina al final de este turno y ya no cuenta en este informe.
na-treaty-ended = Termina { $treaty_gender ->
        [feminine] la { $treaty }
       *[masculine] el acuerdo de { $treaty }
    } entre { $a } y { $b }.
na-treaty-signed = { $treaty_gender ->
        [feminine] { $a } y { $b } firman una { $treaty }.
       *[masculine] { $a } y { $b } firman un acuerdo de { $treaty }.
    }

## Dioses y fin de la partida

na-god-died = La raza de { $faction } ha desaparecido y el dios muere (turno { $turn }): terminan sus guerras, alianzas, acuerdos de comercio y contactos.
na-god-relations_ended = { $faction } ha muerto: terminan sus guerras, alianzas, acuerdos de comercio y contactos.
na-score-final = Puntos finales de { $faction }: { $points } ({ $detail }).
na-tie-drawn = Sorteo ({ $tie }): { $names }.
na-tie_kind-looter = botín de la ciudad caída en { $hex }: empate de niveles de ejército
na-tie_kind-destroyer = quién destruye el asentamiento de { $hex }
na-tie_kind-colony = colonia en { $hex } pedida por varios dioses a la vez
na-tie_kind-damage = qué ejército recibe antes el daño en { $hex }: empate de nivel y resistencia
na-tie_kind-border = quién se enfrenta a quién en la frontera { $hex }

## Rechazos

na-reject-advance_exists = Ya tienes el avance { $advance }.
na-reject-advance_in_use = El avance { $advance } ya está aplicado: { $use }.
na-reject-advance_lost = El avance { $advance } se perdió para siempre por una calamidad.
na-reject-already_at_war = Ya estás en guerra con { $faction }.
na-reject-already_moving = { $army } ya tiene una orden de movimiento este turno.
na-reject-army_lost_before_moving = El ejército { $army } fue destruido antes de moverse.
na-reject-army_not_yet = El ejército { $army } se crea este turno: aparece el turno siguiente, y desde entonces puede moverse y recibir órdenes.
na-reject-miracle_unhurt = El ejército { $army } no tiene heridas: el milagro militar no tendría nada que curar (no se gasta nada).
na-reject-army_needs_advance = Un ejército necesita al menos un avance militar libre (sin repetir).
na-reject-at_war = No es posible: estás en guerra con { $faction }.
na-reject-city_besieged = La ciudad { $city } está sitiada y no puede reclutar.
na-reject-city_site_not_settlement = { $hex } es un lugar para una ciudad: allí solo se fundan ciudades.
na-reject-colony_pending = Ya hay una colonia en marcha en { $hex }.
na-reject-creation_level = La ciudad { $city } solo crea ejércitos hasta el nivel { $max } (se pide el { $level }).
na-reject-duplicate_id = Ya existe el identificador { $id }.
na-reject-god_dead = Tu dios ha muerto: la orden no tiene efecto.
na-reject-god_dead_target = { $faction } ha muerto.
na-reject-hex_not_target = { $hex } no pertenece a { $faction }.
na-reject-hex_owned = { $hex } pertenece a { $owner }.
na-reject-limit_tech = No puedes tener más avances { $akind ->
        [military] militares
        [economic] económicos
        [architectural] arquitectónicos
       *[other] de ese tipo
    } que tecnológicos ({ $tech }).
na-reject-miracle_needs_army = Un milagro militar necesita el ejército que cura (por ejemplo: milagro militar para <ejército>); no se gasta nada.
na-reject-miracle_needs_terrain = Un milagro natural necesita la casilla y el terreno en que se convierte (por ejemplo: milagro natural en D2 a praderas); no se gasta nada.
na-reject-miracle_sea = El milagro natural no puede cambiar un mar ni convertir una casilla en mar ({ $hex }).
na-reject-no_army_for_colony = Para colonizar { $hex }, necesitas un ejército allí o una orden válida que lo lleve este turno.
na-reject-no_contact = Tu raza aún no ha entrado en contacto con la de { $faction }.
na-reject-too_far_to_trade = Tu raza está demasiado lejos de la de { $faction } para comerciar: entre tus tierras y las suyas hay { $apart ->
        [one] una casilla
       *[other] { WORDS($apart, gender: "feminine") } casillas
    }, y un tratado comercial pide que se toquen{ $most ->
        [0] {""}
        [one] {" "}o que no las separe más de una casilla
       *[other] {" "}o que no las separe más de { WORDS($most, gender: "feminine") } casillas
    }.
na-reject-no_treaty = No tienes ese acuerdo con { $faction }.
na-reject-not_adjacent = { $army } está en { $src }: { $hex } no es adyacente (un hexágono por turno).
na-reject-not_at_war = No estás en guerra con { $faction }.
na-reject-not_enough_resources = Cuesta { $cost ->
        [one] 1 recurso
       *[other] { $cost } recursos
    } y tienes { $have }.
na-reject-not_military = { $advance } no es un avance militar tuyo.
na-reject-not_reciprocated = { $faction } no ha pedido este turno el mismo acuerdo ({ $treaty }).
na-reject-not_ruins = En { $hex } no hay unas ruinas donde fundar una ciudad.
na-reject-nothing_lost = No has perdido ningún avance tecnológico.
na-reject-off_map = { $hex } no está en el mapa.
na-reject-one_economic_per_settlement = { $hex } ya tiene un avance económico.
na-reject-one_per_army_per_turn = { $army } ya recibió un avance este turno.
na-reject-sea_colony = No se puede colonizar el mar ({ $hex }).
na-reject-tech_not_applicable = Los avances tecnológicos no se aplican ({ $advance }).
na-reject-terrain_closed = Tu raza no puede entrar en { $hex } ({ $terrain }) sin un avance que se lo permita.
na-reject-treaty_exists = Ya tienes ese acuerdo con { $faction }.
na-reject-unit_max_level = { $unit } ya tiene el nivel máximo.
na-reject-unknown_advance = No existe el avance { $advance }.
na-reject-unknown_army = No tienes el ejército { $army }.
na-reject-unknown_city = No tienes la ciudad { $city }.
na-reject-unknown_kind = No existe el tipo de avance { $akind } (tipos: { $kinds }).
na-reject-unknown_faction = No existe el dios { $faction }.
na-reject-self_declare_war = No puedes declararte la guerra a ti { $gender ->
        [feminine] misma
       *[masculine] mismo
    }.
na-reject-self_trade = No puedes comerciar contigo { $gender ->
        [feminine] misma
       *[masculine] mismo
    }.
na-reject-self_alliance = No puedes aliarte contigo { $gender ->
        [feminine] misma
       *[masculine] mismo
    }.
na-reject-self_break_trade = No tienes comercio contigo { $gender ->
        [feminine] misma
       *[masculine] mismo
    } que romper.
na-reject-self_break_alliance = No tienes alianza contigo { $gender ->
        [feminine] misma
       *[masculine] mismo
    } que romper.
na-reject-self_peace = No puedes hacer la paz contigo { $gender ->
        [feminine] misma
       *[masculine] mismo
    }.
na-reject-self_calamity = No puedes enviarte una calamidad a ti { $gender ->
        [feminine] misma
       *[masculine] mismo
    }.
na-reject-self_target = Esa orden te nombra a ti { $gender ->
        [feminine] misma
       *[masculine] mismo
    }: se necesita otro dios.
na-reject-unknown_support = { $advance } no es uno de tus avances tecnológicos.
na-reject-unknown_target = No se encuentra el destino { $target }.

## Las órdenes, dichas de nuevo (sección de órdenes del informe privado)

restate-research = Investigar { $name } (avance { $kind }){ $support }{ $target }{ $unlocks }{ $city }
restate-apply = Aplicar { $advance } { $to }{ $city }
restate-create_army = Crear el ejército { $name } en { $city } con { $count ->
        [one] el avance
       *[other] los avances
    } { $advances }
restate-move = Mover { $army } { $known ->
        [no] a { $to }
       *[yes] de { $from } a { $to }
    }
restate-trade = Acordar comercio con { $with }
restate-alliance = Aliarse con { $with }
restate-break_trade = Romper el comercio con { $with }
restate-break_alliance = Romper la alianza con { $with }
restate-peace = Pedir la paz a { $with }
restate-declare_war = Declarar la guerra a { $on }
restate-miracle = { $detailed ->
        [yes] Pedir un milagro { $kind } { $detail }
       *[no] Pedir un milagro { $kind }
    }
restate-calamity = Invocar una calamidad { $kind } sobre { $target }{ $where }
restate-mark_unsupported = Marcar el avance { $advance } de { $faction } como no sustentado
restate-to-army = al ejército { $name }
restate-to-city = a la ciudad { $name }
restate-to-hex = en { $hex }
restate-to-unknown = a «{ $target }»
restate-part-support = , con el apoyo de { $advance }
restate-part-apply = , y aplicarlo { $to }
restate-part-unlocks = , que abre { $terrains }
restate-part-new_city = , fundando la ciudad { $name }
restate-part-for_army = para el ejército { $army }
restate-part-terrain = para que { $hex } pase a ser { $terrain_gender ->
        [feminine] una { $terrain }
       *[masculine] un { $terrain }
    }
restate-part-where = , en { $hex }

## Informes

na-report-events = Sucesos del turno
na-report-gods = Los dioses
na-report-map = El mapa
na-report-private_events = Solo para ti
na-report-sheet = Hoja de { $name } ({ $race })
na-report-terrains = Terrenos normales: { $normal }. Difíciles: { $difficult }. Cerrados sin un avance: { $closed }.
na-report-treasury = Tesoro: { $resources ->
        [one] 1 recurso
       *[other] { $resources } recursos
    }{ $debt ->
        [0] {""}
       *[other] {" "}y una deuda de { $debt }
    }. Felicidad: { $happiness }. Avances tecnológicos: { $tech } (bonificador por tecnología: +{ $bonus }).
na-report-advances = Avances
na-report-units = Ejércitos y ciudades
na-report-settlements = Asentamientos: { $list }.
na-report-settlement_entry = { $hex } ({ $advance })
na-report-relations = Alianzas: { $alliances }. Comercio: { $trade }. Guerras: { $wars }.
na-list-and = { $first } y { $last }
na-report-none_masculine = ninguno
na-report-none_feminine = ninguna
na-report-lost_mark = sí
# one word for every god in the table's column (gender only where a sentence needs it)
na-report-alive = en pie
na-report-dead = ha muerto
na-report-neutral = neutral
na-report-neutral_side = Neutrales
na-report-army_entry = { $name } ({ $god }, nivel { $level })
na-report-list = { $items }
na-report-battle_heading = Batalla en { $hex }
na-report-border_battle_heading = Batalla de frontera entre { $a } y { $b }
na-report-battle_side = { $factions }: { $dice }{ $tech ->
        [0] {""}
       *[other] , +{ $tech } por tecnología
    }; total { $total }; { $damage ->
        [0] no recibe daño.
       *[other] recibe { $damage } de daño{ $spare ->
            [0] { $units ->
                [one] .
               *[other] , que se reparte entre sus unidades.
            }
           *[other] , pero { $units ->
                [one] su única unidad solo tenía { $lost ->
                    [one] 1 punto
                   *[other] { $lost } puntos
                } de vida que perder.
               *[other] sus unidades solo tenían { $lost ->
                    [one] 1 punto
                   *[other] { $lost } puntos
                } de vida que perder.
            }
        }
    }
na-report-rounded = { $exact }, redondeado a { $value }
na-report-dice_group = { $units } { $faces } × { $factor } por belicosidad = { $value }
na-report-col_armies = Ejércitos
na-report-col_feature = Marcador
na-report-col_god = Dios
na-report-col_happiness = Felicidad
na-report-col_hex = Casilla
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
na-report-map_legend = M montañas D desiertos P praderas B bosques S pantanos ~ mares | C ciudad a asentamiento r ruinas | * ejércitos
na-use-army = el ejército { $target }
na-use-city = la ciudad { $target }
na-use-settlement = el asentamiento de { $target }
na-use-colony = la colonia en marcha en { $target }
na-use-recruit = el ejército { $target }, que aparecerá el turno siguiente
na-use_cell-army = ejército { $target }
na-use_cell-city = ciudad { $target }
na-use_cell-settlement = asentamiento de { $target }
na-use_cell-colony = colonia en marcha en { $target }
na-use_cell-recruit = ejército { $target } (aparecerá el turno siguiente)

## Mapa

na-map-title = { $title } — turno { $turn }
na-map-army = ejército (número: nivel; letra: dios)
na-map-neutral_army = ejército neutral
na-map-battle = batalla de este turno
na-map-border_battle = batalla de frontera de este turno
na-map-note_rings = Anillo de color: región reclamada por ese dios; sin anillo: tierra sin reclamar.
na-map-note_cities = Ciudad N: ciudad de nivel N; ruinas: lugar para una ciudad; asent.: asentamiento.
na-map-note_text = Texto: XCn ciudad, Xr ruinas, Xs asentamiento; las columnas { $columns } van media fila más abajo.
na-map-city = Ciudad { $level }
na-map-settlement = asent.
na-map-ruins = ruinas
na-map-pillaged = saqueada
na-map-dead_god = { $name } — { $gender ->
        [feminine] muerta
        [masculine] muerto
       *[other] ha muerto
    }
na-map-many_gods = { $count ->
        [one] 1 dios
       *[other] { $count } dioses
    }: el anillo de cada región tiene el color de su dios (la tabla de dioses del informe los nombra)

## gm roll combat nuevo-amanecer

na-roll-attack = ataque del bando { $side }
na-roll-side = { $detail } × { $factor } (belicosidad { $belicosidad }) = { $value }{ $rounded ->
        [yes] {" "}(redondeado hacia abajo)
       *[no] {""}
    }, + { $tech } por tecnología = { $total } — bando { $side }
na-roll-pair = bando { $a } ({ $total_a }) contra bando { $b } ({ $total_b }): { $loser ->
        [0] empate, cada uno recibe { $damage }
       *[other] el bando { $loser } recibe { $damage }
    }

## Etiquetas de las tiradas

na-why-income = recursos de { $god }
na-why-trade = comercio de { $god } con { $other }
na-why-miracle = milagro { $what } de { $god }
na-why-calamity = calamidad { $what } de { $god }
na-why-region = región de { $god } que sufre la calamidad
na-why-tech_lost = avance perdido de { $god }
na-why-calamity_check = calamidad (dificultad { $difficulty })
na-why-calamity_victim = víctima de la calamidad
na-why-calamity_kind = tipo de calamidad
na-why-terrain = terreno difícil en { $hex } ({ $own ->
        [yes] { $army }
       *[no] { $army } de { $god }
    })
na-why-revolt = revuelta de { $god } ({ $chance } %)
na-why-revolt_region = región de la revuelta de { $god }
na-why-civil_war = guerra civil de { $god } ({ $chance } %)
na-why-attack = ataque { $neutral ->
        [yes] del { $unit }
       *[other] de { $unit }
    }{ $own ->
        [yes] {""}
       *[no] {" "}({ $god })
    }
na-why-draw = sorteo: { $tie }

## gm check: lo que las reglas ya fijan

na-forecast-store = Tienes { $resources } en reserva.
na-forecast-cost = { $line ->
        [0] Orden { $number } ({ $what })
       *[other] { $order_ref }
    }: cuesta { $cost }; después tendrás { $left }.
na-forecast-short = { $line ->
        [0] Orden { $number } ({ $what })
       *[other] { $order_ref }
    }: cuesta { $cost } y para entonces tendrás { $have }; se rechazaría.
na-forecast-upkeep = Mantenimiento de tus ejércitos y ciudades al final del turno: { $upkeep }.
na-forecast-stays = Al final tendrás { $left } en reserva, sin contar lo que te saqueen ni los ingresos del turno siguiente (dependen de los dados).
na-forecast-debt = El mantenimiento no se cubre: tu deuda será de { $debt } (bancarrota).
na-forecast-resources = { $n ->
        [one] { $n } recurso
       *[other] { $n } recursos
    }
na-forecast-what-research = investigar
na-forecast-what-apply = aplicar un avance
na-forecast-what-create_army = crear un ejército
na-forecast-what-miracle = milagro
na-forecast-what-calamity = calamidad

## gm validate: lo que los esquemas no ven

na-check-not_a_hex = se encontró la casilla { $found }; se esperaba una casilla del mapa
na-check-hex_name = se encontró el nombre de casilla { $found }; se esperaba una letra de columna y un número de fila, como B3
na-check-off_map = se encontró la casilla { $found }, fuera del mapa de { $columns }x{ $rows }; se esperaba una casilla de A1 a { $last } (world.columns, world.rows)
na-check-unknown_faction = se encontró la facción desconocida { $found }; se esperaba una de: { $choices }
na-check-sea_colonised = se encontró una casilla de mar con dueño o con lugar para una ciudad; se esperaba que los mares siguieran sin colonizar
na-check-city_not_on_site = se encontró una ciudad en { $hex }; se esperaba un lugar para una ciudad
na-check-second_city = se encontró una segunda ciudad en { $hex }; se esperaba una por casilla
na-check-no_advances = no se encontró ningún avance; se esperaba al menos uno (el nivel de la unidad)
na-check-owner_city = se encontró el dueño { $found }; se esperaba { $expected } (su ciudad está allí)
na-check-owner_settlement = se encontró el dueño { $found }; se esperaba { $expected } (su asentamiento está allí)
na-check-unknown_advance = se encontró el avance desconocido { $found }; se esperaba uno de los avances { $kind ->
        [military] militares
        [economic] económicos
        [architectural] arquitectónicos
       *[other] tecnológicos
    } de esta raza
na-check-wrong_kind = se encontró el avance { $found }, de tipo { $found_kind }; se esperaba un avance { $kind ->
        [military] militar
        [economic] económico
        [architectural] arquitectónico
       *[other] tecnológico
    }
na-check-applied_twice = se encontró el avance { $found } aplicado dos veces; se esperaba cada avance en un solo sitio
na-check-settlement_on_site = se encontró un asentamiento en el lugar para una ciudad { $hex }; se esperaba una casilla de asentamiento
na-check-second_settlement = se encontró un segundo asentamiento o ciudad en { $hex }; se esperaba uno solo
na-check-other_faction = se encontró la facción { $found }; se esperaba otra facción de esta partida
na-check-support = se encontró { $found }; se esperaba un avance tecnológico de esta raza
na-check-characteristic = { $name }: se encontró { $found }; se esperaba de { $low } a { $high }
na-check-characteristics_sum = se encontraron características que suman { $found }; se esperaba { $expected }
na-check-terrains_amphibious = se encontraron los terrenos { $found }; se esperaba ninguno para una raza anfibia (las reglas los fijan)
na-check-terrains_repeated = se encontraron terrenos repetidos: { $found }
na-check-terrains_sea = se encontró { $found } entre los terrenos normales: los mares siempre necesitan un avance de navegación
na-check-terrains_count = se { $found ->
        [one] encontró 1 terreno normal
       *[other] encontraron { $found } terrenos normales
    }; se esperaba { $expected }

## Plantilla de órdenes (orders.toml)

na-orders_help-text =
    Tipos de orden (una tabla por orden bajo [[factions.<id>.orders]]):
    research kind=tech|economic|architectural|military advance=ID name=.. supported_by=TECNOLOGÍA apply_to=EJÉRCITO|CIUDAD|HEX (city=ID city_name=.. para una ciudad nueva)
    apply advance=ID to=EJÉRCITO|CIUDAD|HEX (city=ID city_name=.. para una ciudad nueva) | create_army army=ID name=.. city=ID advances=[..]
    move army=ID to=HEX | trade/alliance/break_trade/break_alliance/peace with=DIOS | declare_war on=DIOS
    miracle kind=militar|natural|tecnologico|economico|social army=ID hex=HEX terrain=.. | calamity kind=.. target=DIOS hex=HEX

## gm roll combat nuevo-amanecer: the table's columns and the usage errors, in the command's language
na-roll-col-die = dado
na-roll-col-attack = ataque
na-roll-col-tech_bonus = bono de tecnología
na-roll-col-life = vida
na-roll-col-max_life = vida máxima
na-roll-col-destroyed = sin vida
na-roll-error-unknown_key = --side { $side }: clave desconocida «{ $name }»; se esperaba una de: { $expected }
na-roll-error-kind = --side { $side }: tipo={ $found }; se esperaba ejercito o ciudad

# gm generate: what the synthetic game holds
na-generated-describe = { $gods ->
        [one] 1 dios
       *[other] { $gods } dioses
    }, { $hexes ->
        [one] 1 casilla
       *[other] { WORDS($hexes, gender: "feminine") } casillas
    }, { $armies ->
        [one] 1 ejército
       *[other] { WORDS($armies) } ejércitos
    }

# why two [settings] keys must agree (x-gm-relations of settings.schema.json: relation-<a>-<b>)
relation-level_min-level_max = el nivel mínimo de una característica no puede superar el máximo
relation-min-start = un dios nuevo empieza con la felicidad mínima o más
relation-start-max = un dios nuevo empieza con la felicidad máxima o menos
relation-min-max = la felicidad mínima no puede superar la máxima

# a GM order's name, when a player's post gives it (validate.gm_order_of_faction)
gm_order-mark_unsupported = sin apoyo

## El destino de una orden en el informe del máster (en tercera persona; $actor, el dios que la dio)

na-gm-research-done = { $actor } paga { $paid ->
        [one] 1 recurso
       *[other] { $paid } recursos
    }{ $apply_cost ->
        [0] {""}
       *[other] {" "}({ $cost } por investigarlo y { $apply_cost } por aplicarlo)
    }.
na-gm-order-war_declared = { $actor } declara la guerra a { $faction }.
na-gm-miracle-cast = { $actor } pide un milagro { $what_name } ({ $cost ->
        [one] 1 recurso
       *[other] { $cost } recursos
    }): el dado saca { $die } y hace falta { $need } o más; { $result ->
        [success] el milagro se concede y su efecto ya cuenta en este informe.
       *[failure] el milagro no se concede.
    }
na-gm-calamity-cast = { $actor } invoca una calamidad { $what_name } sobre { $target_name }{ $where } ({ $cost ->
        [one] 1 recurso
       *[other] { $cost } recursos
    }): el dado saca { $die } y hace falta { $need } o más; { $result ->
        [success] la calamidad cae y su efecto ya cuenta en este informe.
       *[failure] la calamidad no llega a desatarse.
    }
na-gm-treaty-break_announced = { $actor } rompe el acuerdo de { $treaty_name } con { $other_god }: termina al final de este turno y ya no cuenta en este informe.
na-gm-reject-advance_exists = { $actor } ya tiene el avance { $advance }.
na-gm-reject-already_at_war = { $actor } ya está en guerra con { $faction }.
na-gm-reject-at_war = No es posible: { $actor } está en guerra con { $faction }.
na-gm-reject-god_dead = { $actor } ha muerto: la orden no tiene efecto.
na-gm-reject-limit_tech = { $actor } no puede tener más avances { $akind ->
        [military] militares
        [economic] económicos
        [architectural] arquitectónicos
       *[other] de ese tipo
    } que tecnológicos ({ $tech }).
na-gm-reject-no_army_for_colony = Para colonizar { $hex }, { $actor } necesita un ejército allí o una orden válida que lo lleve este turno.
na-gm-reject-no_contact = La raza de { $actor } aún no ha entrado en contacto con la de { $faction }.
na-gm-reject-too_far_to_trade = La raza de { $actor } está demasiado lejos de la de { $faction } para comerciar: entre sus tierras hay { $apart ->
        [one] una casilla
       *[other] { WORDS($apart, gender: "feminine") } casillas
    }, y un tratado comercial pide que se toquen{ $most ->
        [0] {""}
        [one] {" "}o que no las separe más de una casilla
       *[other] {" "}o que no las separe más de { WORDS($most, gender: "feminine") } casillas
    }.
na-gm-reject-no_treaty = { $actor } no tiene ese acuerdo con { $faction }.
na-gm-reject-not_at_war = { $actor } no está en guerra con { $faction }.
na-gm-reject-not_enough_resources = Cuesta { $cost ->
        [one] 1 recurso
       *[other] { $cost } recursos
    } y { $actor } tiene { $have }.
na-gm-reject-not_military = { $advance } no es un avance militar de { $actor }.
na-gm-reject-nothing_lost = { $actor } no ha perdido ningún avance tecnológico.
na-gm-reject-terrain_closed = La raza de { $actor } no puede entrar en { $hex } ({ $terrain }) sin un avance que se lo permita.
na-gm-reject-treaty_exists = { $actor } ya tiene ese acuerdo con { $faction }.
na-gm-reject-unknown_army = { $actor } no tiene el ejército { $army }.
na-gm-reject-unknown_city = { $actor } no tiene la ciudad { $city }.
na-gm-reject-unknown_support = { $advance } no es uno de los avances tecnológicos de { $actor }.
na-gm-reject-self_declare_war = { $actor } no puede declararse la guerra a sí { $gender ->
        [feminine] misma
       *[masculine] mismo
    }.
na-gm-reject-self_trade = { $actor } no puede comerciar consigo { $gender ->
        [feminine] misma
       *[masculine] mismo
    }.
na-gm-reject-self_alliance = { $actor } no puede aliarse consigo { $gender ->
        [feminine] misma
       *[masculine] mismo
    }.
na-gm-reject-self_break_trade = { $actor } no tiene comercio consigo { $gender ->
        [feminine] misma
       *[masculine] mismo
    } que romper.
na-gm-reject-self_break_alliance = { $actor } no tiene alianza consigo { $gender ->
        [feminine] misma
       *[masculine] mismo
    } que romper.
na-gm-reject-self_peace = { $actor } no puede hacer la paz consigo { $gender ->
        [feminine] misma
       *[masculine] mismo
    }.
na-gm-reject-self_calamity = { $actor } no puede enviarse una calamidad a sí { $gender ->
        [feminine] misma
       *[masculine] mismo
    }.
na-gm-reject-self_target = Esa orden nombra a { $actor }, que la da: se necesita otro dios.
