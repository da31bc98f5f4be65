# Catálogo de Eraide (español). Los mismos mensajes y variables que en.ftl.
# Los personajes los nombran los jugadores: `genero` en su ficha ("masculine"/"feminine")
# da `$name_gender` (y `$defender_gender`); sin él ("other") la frase no necesita género.

## eraide
eraide-orders_help =
    Órdenes de Eraide: una orden por personaje y asalto (más las acciones gratuitas).
    {" "}type = "attack"  character, target            (acción parcial; step = "C4" opcional, step_after = true para darlo después)
    {" "}type = "talent"  character, talent, target | square   (según el talento: gratuita, parcial o completa)
    {" "}type = "check"   character, skill, difficulty | target (+ against) | square (puerta)   (parcial)
    {" "}type = "wait"    character (+ step)           (solo el paso, o nada)
    {" "}type = "run"     character, path = ["C4", "C3"]        (completa: AGI/2 casillas; subir o bajar un nivel cuesta 1)
    {" "}type = "jump"    character, to                (completa)
    {" "}type = "hide"    character                    (completa: Acechar)
    {" "}type = "enter"   character, square            (entrada tardía por tu borde, desde el asalto 2)
    {" "}type = "deploy"  character, square            (solo en el prólogo, asalto 0)
    {" "}type = "take"    character                    (toma el objeto del objetivo desde su casilla o una adyacente; parcial)
    {" "}type = "set_trap" / "disarm_trap"  character, square   (Mecanismos sobre una casilla adyacente; parcial)
    {" "}destiny = true: gasta un punto de destino si la tirada falla. late = true (máster): órdenes fuera de tiempo.

## eraide.ev
eraide-ev-deployed = { $name } se despliega en { $to }.
eraide-ev-stepped = { $name } da un paso de { $frm } a { $to }.
eraide-ev-ran = { $name } corre de { $frm } a { $to } ({ $squares ->
        [one] una casilla
       *[other] { WORDS($squares, $cost, gender: "feminine") } casillas
    }, { $cost ->
        [one] un punto
       *[other] { WORDS($cost, $squares) } puntos
    } de movimiento).{ $stopped ->
        [yes] {" "}Se detiene antes: el camino está ocupado.
       *[other] {""}
    }
eraide-ev-jumped = { $name } salta de { $frm } a { $to }.
eraide-ev-entered = { $name } entra en el tablero por { $to }.
eraide-ev-pushed = El golpe empuja a { $name } de { $frm } a { $to } ({ $squares ->
        [one] una casilla
       *[other] { WORDS($squares, gender: "feminine") } casillas
    }).
eraide-ev-initiative_dice = Dados de iniciativa (desempatan a igual AGI durante toda la batalla): { $list }.
eraide-ev-initiative = Orden de iniciativa (AGI): { $sequence }.
eraide-ev-attack = { $attacker } ataca a { $defender }{ $weapon ->
        [talent] {" "}con «{ $talent }»
        [natural] {""}
       *[own] {" "}con su arma
    }: { $attack_total } contra { $defence_total }{ $has_notes ->
        [yes] {" "}({ $notes })
       *[other] {""}
    }. { $outcome ->
        [double] ¡Éxito! Doble daño: { $defender } pierde { $cut ->
            [yes] los { $lost } POT que le quedaban (el golpe hacía { $damage })
           *[other] { $damage } POT
        }.
        [stopped] { $defender } saca un 20 natural y detiene el ataque.
        [half] { $damage ->
            [0] Mitad del daño, que se queda en nada.
           *[other] Mitad del daño: { $defender } pierde { $cut ->
            [yes] los { $lost } POT que le quedaban (el golpe hacía { $damage })
           *[other] { $damage } POT
        }.
        }
        [full] Daño completo: { $defender } pierde { $cut ->
            [yes] los { $lost } POT que le quedaban (el golpe hacía { $damage })
           *[other] { $damage } POT
        }.
        [ineffective] Impacta, pero el arma no es efectiva contra esa armadura: { $defender } pierde { $cut ->
            [yes] los { $lost } POT que le quedaban (el golpe hacía { $damage })
           *[other] { $damage } POT
        }.
       *[miss] Sin efecto.
    }
eraide-ev-pot_lost = { $name } pierde { $cut ->
        [yes] los { $lost } POT que le quedaban
       *[other] { $amount } POT
    } { $cause ->
        [poison] por el envenenamiento.
        [fall] por la caída.
        [wall] al chocar contra un muro.
        [object] al chocar contra un objeto.
        [character] al chocar con otro personaje.
       *[trap] por la trampa.
    }
eraide-ev-down = { $name } cae: POT 0, fuera de combate.
eraide-ev-died = { $name } muere: se cumple la condena.
eraide-ev-healed = { $name } recupera { $amount } POT.
eraide-ev-ether = { $name } gasta { $amount } ETH{ $told ->
        [no] {" "}en «{ $talent }»
       *[other] {""}
    }; le { $left ->
        [one] queda 1
       *[other] quedan { $left }
    }.
eraide-ev-destiny = { $name } gasta un punto de destino: repite la tirada y se queda con la más alta.
eraide-ev-state = { $name } { $state ->
        [furia] entra en furia
       *[other] sufre { $state_name }
    } { $rounds ->
        [0] sin límite de asaltos.
        [one] durante un asalto.
       *[other] durante { WORDS($rounds) } asaltos.
    }
eraide-ev-hidden = { $name } acecha en { $square }, fuera de la vista de sus rivales.
eraide-ev-hid = { $name } se oculta (Acechar { $total } contra { $difficulty }) y desaparece de la vista.
eraide-ev-hide_failed = { $name } intenta ocultarse sin éxito (Acechar { $total } contra { $difficulty }).
eraide-ev-state_tick = A { $name } le { $rounds ->
        [one] queda un asalto
       *[other] quedan { WORDS($rounds) } asaltos
    } de { $state_name }.
eraide-ev-state_end = { $name } ya no sufre { $state_name }.
eraide-ev-revealed = ¡{ $name } queda al descubierto en { $square }{ $cause ->
        [spotted] : { $by } advierte su presencia!
        [bumped] : { $by } tropieza con su escondite!
        [exposed] {" "}al terminar sin cobertura!
        [fallen] {" "}al caer!
        [trap] {" "}al pisar una trampa!
        [holds] {" "}al tomar el objetivo!
        [collided] {" "}al tropezar con alguien que acechaba!
       *[acted] {" "}al actuar!
    }
eraide-ev-unseen = { $watcher } no detecta a { $name }, que sigue acechando.
eraide-ev-summoned = { $summoner } invoca en { $square } a su criatura { $creature }.
eraide-ev-door = { $name } abre la puerta de { $square }.
eraide-ev-victory = Fin de la batalla: { $reason ->
        [hold] se toma la casilla del objetivo, { $square }.
        [object] { $holder } tiene el objeto al final del asalto.
        [time] se acaba el tiempo; niveles en juego: { $points }.
       *[rivals] no quedan rivales en pie.
    }{ $draw ->
        [yes] {" "}Empate: no vence nadie.
       *[other] {" "}Victoria de { $winner }.
    }
eraide-ev-deploy_order = Orden de despliegue (1d20 por jugador, coloca primero el más alto): { $sequence }.
eraide-ev-opposed = { $name } tira { $skill } contra { $against } de { $target } y { $won ->
        [yes] lo consigue.
       *[other] no lo consigue.
    }
eraide-ev-check = { $name } hace un control de { $skill }: { $total } contra dificultad { $difficulty }, { $won ->
        [yes] superado.
       *[other] fallido.
    }
eraide-ev-talent = { $name } usa «{ $talent }»{ $effect ->
        [strike] {" "}contra { $target }.
        [hex] {" "}contra { $target }.
        [heal] {" "}sobre { $target }.
       *[other] .
    }
eraide-ev-talent_failed = «{ $talent }» de { $name } no surte efecto.
eraide-ev-relegated = { $name } actúa al final del asalto (órdenes fuera de tiempo).
eraide-ev-no_orders = { $name } no recibió órdenes: pasa al final del asalto y pierde la acción.
eraide-ev-no_orders_fell = { $name } no recibió órdenes: pasaba al final del asalto, pero cayó antes de actuar.
eraide-ev-no_valid_order = { $name } no tiene una orden que cumplir: pasa al final del asalto y pierde la acción.
eraide-ev-no_valid_order_fell = { $name } no tenía una orden que cumplir: pasaba al final del asalto, pero cayó antes de actuar.
eraide-ev-order_not_understood = La orden para { $name } no se entendió: es la línea { $line } del mensaje, que «Órdenes» muestra con el motivo.
eraide-ev-turn_of = { $back ->
        [yes] { $name } reaparece ({ $square })
       *[other] Turno de { $name } ({ $square })
    }
eraide-ev-furia = { $name }, en furia, se lanza contra { $target }.
eraide-ev-object_taken = { $name } toma el objeto en { $square }.
eraide-ev-object_dropped = { $name } cae y suelta el objeto en { $square }.
eraide-ev-trap_set = { $name } coloca una trampa en { $square }: Mecanismos { $total } contra dificultad { $difficulty }.
eraide-ev-trap_set_failed = { $name } no logra colocar la trampa en { $square }: Mecanismos { $total } contra dificultad { $difficulty }.
eraide-ev-trap_disarmed = { $name } desactiva la trampa de { $square }: Mecanismos { $total } contra dificultad { $difficulty }.
eraide-ev-trap_disarm_failed = { $name } no logra desactivar la trampa de { $square }: Mecanismos { $total } contra dificultad { $difficulty }.
eraide-ev-trap_triggered = ¡{ $name } pisa una trampa de { $owner } en { $square }! Se detiene y la trampa queda inservible.
eraide-ev-trap_detected = { $name } advierte una trampa en { $square }: Advertir { $total } contra dificultad { $difficulty }.
eraide-ev-trap_unseen = { $name } pasa junto a la trampa de { $square } sin advertirla: Advertir { $total } contra dificultad { $difficulty }.
eraide-ev-trap_found = { $name } encuentra una trampa ya colocada en { $square } (ahora su bando la conoce).
eraide-ev-initiative_tie = Empate de iniciativa (AGI { $agi }, dado { $die }): se sortea el orden, que se mantiene toda la batalla: { $sequence }.

## eraide.done
# what the order did, in the chronicle's sentences (actions.told), one after another
eraide-done-then = { $first } { $then }
eraide-done-deploy = se despliega
eraide-done-attack = { $has_told ->
        [yes] { $told }
       *[no] ataque hecho
    }
eraide-done-check = { $has_told ->
        [yes] { $told }
       *[no] control hecho
    }
eraide-done-wait = espera
eraide-done-run = carrera hecha
eraide-done-run_short = carrera cortada en { $to }: { WORDS($squares, gender: "feminine") } de { $planned ->
        [one] una casilla
       *[other] { WORDS($planned, gender: "feminine") } casillas
    }; { $why ->
        [trap] una trampa la detiene
        [bumped] tropieza con { $other }, que acechaba
       *[occupied] el camino está ocupado
    }
eraide-done-jump = salto hecho
eraide-done-enter = entrada hecha
eraide-done-hide = { $has_told ->
        [yes] { $told }
       *[no] intento de acechar hecho
    }
eraide-done-talent = { $has_told ->
        [yes] { $told }
       *[no] talento usado
    }
eraide-done-take = { $has_told ->
        [yes] { $told }
       *[no] objeto tomado
    }
eraide-done-set_trap = { $has_told ->
        [yes] { $told }
       *[no] trampa colocada
    }
eraide-done-disarm_trap = { $has_told ->
        [yes] { $told }
       *[no] intento de desactivar hecho
    }

## eraide.reject
eraide-reject-not_on_board = no está en el tablero; se esperaba un personaje desplegado (fuera del tablero solo vale «entrar en»)
eraide-reject-off_board = la casilla está fuera del tablero; se esperaba una casilla del tablero
eraide-reject-step_not_adjacent = el paso no va a una casilla adyacente; se esperaba una de las 8 casillas que rodean su casilla
eraide-reject-square_blocked = la casilla está bloqueada (muro, objeto, puerta o foso); se esperaba una casilla transitable
eraide-reject-square_occupied = la casilla está ocupada; se esperaba una casilla libre
eraide-reject-step_climb = un paso no sube ni baja un desnivel; se esperaba una casilla a su nivel (para subir o bajar, una carrera)
eraide-reject-bad_square = casilla mal escrita; se esperaban letras de columna y número de fila, como C5 o AB40
eraide-reject-empty_path = la carrera no tiene casillas; se esperaba al menos una casilla por la que correr
eraide-reject-path_not_adjacent = las casillas de la carrera no son adyacentes; se esperaba cada casilla junto a la anterior, y la primera junto a la suya
eraide-reject-run_too_long = la carrera supera su movimiento; se esperaban como mucho AGI/2 casillas (cada desnivel cuesta 1 más)
eraide-reject-path_blocked = el camino está ocupado desde la primera casilla; se esperaba una primera casilla libre o de un aliado
eraide-reject-jump_not_straight = el salto no va en línea recta ni en diagonal; se esperaba un destino en su fila, columna o diagonal
eraide-reject-jump_too_long = el salto supera su capacidad; se esperaba como mucho una casilla por cada 10 de AGI
eraide-reject-jump_obstacle = hay un objeto, obstáculo o personaje bajo el salto; se esperaban casillas despejadas
eraide-reject-jump_up = no se puede saltar a un nivel más alto; se esperaba un destino a su nivel o más bajo
eraide-reject-paralyzed = { $name_gender ->
        [masculine] está paralizado
        [feminine] está paralizada
       *[other] sufre parálisis
    }: no puede moverse; se esperaba una orden sin movimiento
eraide-reject-after_step = da el paso a { $square }, pero después: { $reason }
    .continues = reason
eraide-reject-step_after_failed = hace la acción, pero no el paso a { $square }: { $reason }
    .continues = reason
eraide-reject-pacifico = { $name_gender ->
        [masculine] está pacífico
        [feminine] está pacífica
       *[other] sufre apaciguamiento
    }: no puede atacar ni usar talentos hostiles; se esperaba otra acción (moverse, esperar, un control)
eraide-reject-no_target = no hay ningún objetivo visible llamado «{ $target }»; se esperaba el nombre de un personaje a la vista
eraide-reject-missing_target = falta contra quién lo usa; se esperaba «contra» y el nombre de un personaje a la vista
eraide-reject-ambiguous_target = «{ $target }» puede ser { $choices }: ¿quisiste decir uno de ellos?; se esperaba su nombre completo
eraide-reject-self_target = no puede ser su propio objetivo; se esperaba otro personaje
eraide-reject-target_down = { $target } ya está fuera de combate; se esperaba un objetivo en pie
eraide-reject-target_dead = { $target } ha muerto y ya no se puede recuperar; se esperaba un personaje vivo (en pie o fuera de combate)
eraide-reject-out_of_range = { $target } está fuera de su alcance; se esperaba un objetivo en línea recta o en diagonal dentro de su rango
eraide-reject-total_cover = { $target } tiene cobertura total (muro, objeto grande o puerta cerrada en medio); se esperaba una línea de tiro despejada
eraide-reject-bad_skill = habilidad desconocida; se esperaba advertir, acechar, mecanismos, táctica, rúnica o persuadir
eraide-reject-agotado = { $name_gender ->
        [masculine] está agotado o tullido
        [feminine] está agotada o tullida
       *[other] sufre agotamiento
    }: no puede usar habilidades; se esperaba una acción sin controles
eraide-reject-no_door = no hay una puerta cerrada en esa casilla junto a su posición; se esperaba la casilla de una puerta cerrada adyacente
eraide-reject-not_in_reserve = ya está en el tablero; «entrar en» se esperaba solo para un personaje fuera del tablero
eraide-reject-enter_round_one = la entrada tardía no vale en el primer asalto; se esperaba a partir del segundo
eraide-reject-not_on_edge = la casilla no está en tu borde; se esperaba una casilla de la primera fila de tu borde
eraide-reject-already_hidden = ya está acechando; se esperaba otra acción
eraide-reject-no_cover_to_hide = no tiene dónde ocultarse; se esperaba que estuviera junto a un objeto, un muro o un personaje
eraide-reject-step_with_complete = una acción completa no permite el paso; se esperaba la orden sin paso
eraide-reject-no_talent = no tiene ese talento; se esperaba uno de los talentos de su ficha
eraide-reject-stunned = { $name_gender ->
        [masculine] está aturdido
        [feminine] está aturdida
       *[other] sufre aturdimiento
    }: no puede hacer acciones parciales ni completas; se esperaba esperar o una acción gratuita
eraide-reject-via_cerrada = tiene la vía cerrada: no puede gastar éter; se esperaba un talento sin coste de éter
eraide-reject-no_ether = no tiene éter suficiente; se esperaba un talento que cueste como mucho el éter que le queda
eraide-reject-summon_square = la invocación necesita una casilla libre adyacente; se esperaba una casilla vacía junto a su posición
eraide-reject-deploy_after_prologue = el despliegue solo se hace en el prólogo (asalto 0); se esperaba «entrar en» para entrar más tarde
eraide-reject-not_your_character = no es uno de tus personajes; se esperaba uno de estos: { $expected }
eraide-reject-already_deployed = ya se ha desplegado; se esperaba un personaje en reserva
eraide-reject-too_far_from_edge = demasiado lejos de tu borde; se esperaba una distancia de { $agi ->
        [one] 1 casilla
       *[other] { $agi } casillas
    } como mucho (su AGI)
eraide-reject-game_over = la batalla ha terminado; no se esperan más órdenes
eraide-reject-prologue_only = en el prólogo solo se despliega; se esperaba una orden «desplegar en»
eraide-reject-unknown_type = orden desconocida «{ $type }»; se esperaba attack, talent, check, wait, run, jump, hide, enter, deploy, take, set_trap o disarm_trap
eraide-reject-duplicate_action = ya tiene una acción este asalto; se esperaba una sola acción parcial o completa (más las gratuitas)
eraide-reject-down = { $status ->
        [dead] ha muerto
       *[other] está fuera de combate
    } y no puede actuar; se esperaban órdenes solo para personajes en pie
eraide-reject-fell = cayó { $when ->
        [start] al empezar su turno
        [during] durante su turno
       *[before] antes de su turno
    }{ $cause ->
        [attack] {" "}por el ataque de { $by }
        [poison] {" "}por el envenenamiento
        [fall] {" "}por una caída
        [wall] {" "}al chocar contra un muro
        [object] {" "}al chocar contra un objeto
        [character] {" "}al chocar con otro personaje
        [trap] {" "}por una trampa
       *[other] {""}
    } y ya no pudo actuar
eraide-reject-furia = en furia, se lanza contra el enemigo más cercano en lugar de obedecer; no se esperan órdenes mientras dure
eraide-reject-no_object = esta batalla no tiene objeto que conseguir; se esperaba otra acción
eraide-reject-object_carried = el objeto ya lo lleva alguien; se esperaba el objeto en el suelo (derriba a quien lo lleva para que lo suelte)
eraide-reject-object_far = el objeto no está a su alcance; se esperaba el personaje en la casilla del objeto o junto a ella
eraide-reject-trap_not_adjacent = la casilla { $square } no está junto a su posición; se esperaba una de las 8 casillas que la rodean
eraide-reject-trap_square = no se puede colocar una trampa en { $square }; se esperaba una casilla transitable, libre y sin trampa
eraide-reject-no_trap = no conoce ninguna trampa en { $square }; se esperaba la casilla de una trampa conocida junto a su posición
eraide-reject-bumped = no puede ocupar { $square }: allí acechaba { $other }, que queda al descubierto; se esperaba una casilla libre
eraide-reject-trap_found = ya hay una trampa en { $square } (la encuentra al trabajar la casilla); se esperaba una casilla sin trampa
eraide-reject-hide_carrying = lleva el objeto y no puede acechar; se esperaba otra acción (o soltarlo antes)
eraide-reject-duplicate_step = ya da su paso en otra orden este asalto; se esperaba un solo paso por asalto

## eraide.why: las etiquetas de las tiradas y las notas del ataque
eraide-why-attack = ataque de { $name } a { $target } ({ $parts })
eraide-why-defence = defensa de { $name } ({ $parts })
eraide-why-destiny = destino de { $name } (repetición)
eraide-why-skill = { $skill } de { $name }
eraide-why-advertir = Advertir de { $name } contra { $target }
eraide-why-acechar = Acechar de { $name }
eraide-why-initiative = iniciativa de { $name }
eraide-why-deploy_order = despliegue { $faction_of }
eraide-why-and = { $first } y { $last }
eraide-why-or = { $first } o { $last }
eraide-why-cover = cobertura { $value }
eraide-why-elevated = defensor más alto { $value }
eraide-why-part = { $what } { $value }
eraide-why-part_attack = Ataque { $value }
eraide-why-part_defence = Defensa { $value }
eraide-why-part_cover = cobertura
eraide-why-part_elevated = más alto
eraide-why-destiny_used = con destino
eraide-why-state_aturdido = aturdimiento
eraide-why-state_cegado = ceguera
eraide-why-state_envenenado = envenenamiento
eraide-why-state_paralizado = parálisis
eraide-why-state_condenado = condena
eraide-why-state_via_cerrada = vía cerrada
eraide-why-state_agotado = agotamiento
eraide-why-state_furia = furia
eraide-why-state_pacifico = apaciguamiento
eraide-why-state_acechando = acecho
eraide-why-set_trap = Mecanismos de { $name } (colocar trampa)
eraide-why-disarm_trap = Mecanismos de { $name } (desactivar trampa)
eraide-why-detect_trap = Advertir de { $name } (trampa)
eraide-why-deploy_draw = sorteo del orden de despliegue (empate)
eraide-why-initiative_draw = sorteo de iniciativa (empate)
eraide-why-note_natural = un { $face } natural de { $name } cuenta como { $total }
eraide-why-note_state = { $state } { $effects }
eraide-why-note_attack = { $value } al ataque
eraide-why-note_defence = { $state } del defensor { $value }
eraide-why-note_damage = { $value } al daño
eraide-why-note_armour = armadura { $letter } del defensor en { $state }

## eraide.report
eraide-report-talent_line = Talento «{ $name }»: acción { $action }, { $ether } ETH, { $effect }
eraide-report-no_talents = Talentos: ninguno
eraide-report-board = Tablero al final del asalto { $turn }
eraide-report-board_start = Tablero tras el despliegue
eraide-report-legend = Leyenda: # muro, o objeto (cobertura), O objeto grande, + puerta cerrada, / puerta abierta, _ foso, 1-9 nivel de altura; letras: personajes (minúscula: fuera de combate).
eraide-report-chronicle = { $turn ->
        [0] Crónica del prólogo: el despliegue
       *[other] Crónica del asalto { $turn }
    }
eraide-report-sheets = { $mine ->
        [yes] Tus personajes
       *[other] { $name }: personajes
    }
eraide-report-destiny = { $mine ->
        [yes] Tus puntos de destino: { $destiny }.
       *[other] Puntos de destino del bando: { $destiny }.
    }
eraide-report-hidden_here = Acechando (solo los ve su bando): { $names }.
eraide-report-finished = La batalla ha terminado. { $draw ->
        [yes] Empate: no vence nadie.
       *[other] Victoria de { $winner }.
    }
eraide-report-col_token = Ficha
eraide-report-col_name = Personaje
eraide-report-col_player = Bando
eraide-report-col_square = Casilla
eraide-report-col_pot = POT
eraide-report-col_states = Estados
eraide-report-sheet_title = { $name } — { $profession }, { $kind } de nivel { $level }
eraide-report-sheet_now = { $reserve ->
        [yes] Fuera del tablero
       *[other] Casilla: { $square }
    }; POT: { $pot }; ETH: { $eth }; estados: { $states }
eraide-report-sheet_numbers = AGI { $agi }; ataque { $attack }, rango { $range }; daño { $damage }; defensa { $defence }; destino { $destiny }
eraide-report-sheet_skills = Habilidades: { $skills }
eraide-report-no_skills = Habilidades: ninguna
eraide-report-no_states = ninguno
eraide-report-down = fuera de combate
eraide-report-dead = ha muerto
eraide-report-object_here = El objeto está en { $square }.
eraide-report-object_carried = El objeto lo lleva { $name } ({ $square }).
eraide-report-traps_known = Trampas conocidas: { $traps }.
eraide-report-roll_natural = { $why }; un 1 natural cuenta como { $total }

## eraide.label
eraide-label-profession_lansquenete = Lansquenete
eraide-label-profession_montero = { $name_gender ->
        [feminine] Montera
       *[other] Montero
    }
eraide-label-profession_sagaz = Sagaz
eraide-label-profession_tecnico = { $name_gender ->
        [feminine] Técnica
       *[other] Técnico
    }
eraide-label-profession_canalizador = { $name_gender ->
        [feminine] Canalizadora
       *[other] Canalizador
    }
eraide-label-profession_invocador = { $name_gender ->
        [feminine] Invocadora
       *[other] Invocador
    }
eraide-label-kind_personalidad = personalidad
eraide-label-kind_unidad = unidad
eraide-label-kind_criatura = criatura
eraide-label-skill_advertir = Advertir
eraide-label-skill_acechar = Acechar
eraide-label-skill_mecanismos = Mecanismos
eraide-label-skill_tactica = Táctica
eraide-label-skill_runica = Rúnica
eraide-label-skill_persuadir = Persuadir
eraide-label-action_free = gratuita
eraide-label-action_partial = parcial
eraide-label-action_complete = completa
eraide-label-effect_strike = ataque
eraide-label-effect_hex = maleficio
eraide-label-effect_heal = curación
eraide-label-effect_summon = invocación
eraide-label-effect_self = sobre sí

## restate: cada orden repetida en la sección de órdenes (los nombres, no los ids)
restate-deploy = { $character }: desplegarse en { $square }{ $late ->
        [yes] {" "}(fuera de tiempo)
       *[other] {""}
    }
restate-attack = { $character }: atacar a { $target }{ $destiny ->
        [yes] {" "}con destino
       *[other] {""}
    }{ $step ->
        [none] {""}
       *[other] { $after ->
            [yes] , y después paso a { $step }
           *[other] , con paso previo a { $step }
        }
    }{ $late ->
        [yes] {" "}(fuera de tiempo)
       *[other] {""}
    }
restate-talent = { $character }: usar «{ $talent }»{ $aimed ->
        [hostile] {" "}contra { $target }
        [yes] {" "}sobre { $target }
       *[other] {""}
    }{ $square ->
        [none] {""}
       *[other] {" "}en { $square }
    }{ $destiny ->
        [yes] {" "}con destino
       *[other] {""}
    }{ $step ->
        [none] {""}
       *[other] { $after ->
            [yes] , y después paso a { $step }
           *[other] , con paso previo a { $step }
        }
    }{ $late ->
        [yes] {" "}(fuera de tiempo)
       *[other] {""}
    }
restate-check = { $character }: control de { $skill }{ $difficulty ->
        [none] {""}
       *[other] {" "}a dificultad { $difficulty }
    }{ $aimed ->
        [yes] {" "}contra { $target }{ $against ->
            [none] {""}
           *[other] {" "}({ $against })
        }
       *[other] {""}
    }{ $square ->
        [none] {""}
       *[other] {" "}en la puerta de { $square }
    }{ $destiny ->
        [yes] {" "}con destino
       *[other] {""}
    }{ $step ->
        [none] {""}
       *[other] { $after ->
            [yes] , y después paso a { $step }
           *[other] , con paso previo a { $step }
        }
    }{ $late ->
        [yes] {" "}(fuera de tiempo)
       *[other] {""}
    }
restate-wait = { $character }: esperar{ $step ->
        [none] {""}
       *[other] { $after ->
            [yes] , y después paso a { $step }
           *[other] , con paso previo a { $step }
        }
    }{ $late ->
        [yes] {" "}(fuera de tiempo)
       *[other] {""}
    }
restate-run = { $character }: correr por { $path }{ $late ->
        [yes] {" "}(fuera de tiempo)
       *[other] {""}
    }
restate-jump = { $character }: saltar a { $to }{ $late ->
        [yes] {" "}(fuera de tiempo)
       *[other] {""}
    }
restate-hide = { $character }: esconderse{ $destiny ->
        [yes] {" "}con destino
       *[other] {""}
    }{ $late ->
        [yes] {" "}(fuera de tiempo)
       *[other] {""}
    }
restate-enter = { $character }: entrar en el tablero por { $square }{ $late ->
        [yes] {" "}(fuera de tiempo)
       *[other] {""}
    }
restate-take = { $character }: tomar el objeto{ $step ->
        [none] {""}
       *[other] { $after ->
            [yes] , y después paso a { $step }
           *[other] , con paso previo a { $step }
        }
    }{ $late ->
        [yes] {" "}(fuera de tiempo)
       *[other] {""}
    }
restate-set_trap = { $character }: poner una trampa en { $square }{ $destiny ->
        [yes] {" "}con destino
       *[other] {""}
    }{ $step ->
        [none] {""}
       *[other] { $after ->
            [yes] , y después paso a { $step }
           *[other] , con paso previo a { $step }
        }
    }{ $late ->
        [yes] {" "}(fuera de tiempo)
       *[other] {""}
    }
restate-disarm_trap = { $character }: desarmar la trampa de { $square }{ $destiny ->
        [yes] {" "}con destino
       *[other] {""}
    }{ $step ->
        [none] {""}
       *[other] { $after ->
            [yes] , y después paso a { $step }
           *[other] , con paso previo a { $step }
        }
    }{ $late ->
        [yes] {" "}(fuera de tiempo)
       *[other] {""}
    }

## eraide.roll: `gm roll combat eraide`
eraide-roll-attack = ataque (atacante)
eraide-roll-defence = defensa (defensor)
eraide-roll-detail = ataque { $attack }; defensa { $defence }; { $outcome ->
        [double] ¡éxito!, doble daño
        [stopped] el defensor saca un 20 natural
        [half] mitad del daño
        [full] daño completo
        [ineffective] arma inefectiva contra esa armadura
       *[miss] sin efecto
    }: { $damage } POT

## eraide.map: los mapas
eraide-map-wall = muro
eraide-map-object = objeto (cobertura)
eraide-map-large_object = objeto grande
eraide-map-closed_door = puerta cerrada
eraide-map-open_door = puerta abierta
eraide-map-pit = foso
eraide-map-down = fuera de combate
eraide-map-dead = ha muerto
eraide-map-lurking = acechando (solo lo ve su bando)
eraide-map-known_trap = trampa conocida
eraide-map-note = Bajo cada ficha: POT actual y estados; +N: elevación.
eraide-map-title = { $game } — asalto { $round }{ $seen ->
        [yes] {" "}— { $viewer }
       *[other] {""}
    }

## eraide.generated: `gm generate eraide` y `gm init eraide`
eraide-generated-title = Generada: { $characters ->
        [one] 1 personaje
       *[other] { $characters } personajes
    }
eraide-generated-describe = { $characters ->
        [one] 1 personaje
       *[other] { $characters } personajes
    } en { $factions ->
        [one] 1 bando
       *[other] { $factions } bandos
    }, tablero de { $width }x{ $height }
eraide-generated-duel_title = Eraide: duelo de ejemplo
eraide-generated-battle_title = Eraide: batalla de ejemplo
eraide-generated-deploy_note = Despliegue de ejemplo (prólogo): cada personaje a no más de su AGI en casillas de tu borde.

## eraide.usage: errores de uso de `gm init eraide` (en el idioma de la orden)
eraide-usage-factions = eraide: --factions { $found }: se esperaba 2 (Duelo) o de 3 a 4 (Batalla)

## eraide.check: lo que `gm validate` encuentra además de los esquemas
eraide-check-no_rows = no hay filas; se esperaba el tablero como filas de símbolos
eraide-check-row_width = hay una fila de { $found ->
        [one] 1 casilla
       *[other] { $found } casillas
    }; se esperaban { $width }, como en la primera fila
eraide-check-symbol = el símbolo { $found } no es del tablero; se esperaba uno de { $symbols }
eraide-check-levels_rows = hay { $found ->
        [one] 1 fila
       *[other] { $found } filas
    }; se esperaban { $rows }, como en terrain
eraide-check-levels_width = hay una fila de { $found ->
        [one] 1 casilla
       *[other] { $found } casillas
    }; se esperaban { $width }
eraide-check-duplicate_id = el id { $id } también está en factions/{ $other }.toml; los ids de personaje deben ser únicos en la partida
eraide-check-duplicate_personality = la personalidad { $name } también está como { $other }; cada personalidad solo puede estar una vez en el tablero
eraide-check-pool_over = el valor es { $found }; se esperaba como mucho { $pool } = { $most }
eraide-check-pot_standing = POT { $found } en un personaje con estado { $status }; se esperaba al menos 1 (con 0 el estado es "down")
eraide-check-pot_down = POT { $found } en un personaje con estado { $status }; se esperaba 0 (o status = "active")
eraide-check-no_square = no hay casilla para un personaje con estado { $status }; se esperaba una casilla
eraide-check-reserve_square = hay una casilla para un personaje en reserva; no se esperaba ninguna (aún no ha entrado)
eraide-check-off_board = { $found } está fuera del tablero; se esperaba una casilla del tablero de { $width }x{ $height }
eraide-check-not_walkable = en { $found } hay { $symbol }; se esperaba una casilla donde un personaje pueda estar
eraide-check-square_taken = { $found } también la ocupa { $other }; se esperaba un personaje por casilla
eraide-check-destiny_over = el destino es { $found }; se esperaba como mucho { $most } (la suma del destino de los personajes)
eraide-check-players = hay { $found ->
        [one] 1 jugador
       *[other] { $found } jugadores
    } para { $mode }; se esperaban de { $low } a { $high }
eraide-check-teams_each = hay equipos de varios jugadores; en { $mode } se esperaba que cada jugador fuera solo
eraide-check-teams_two = hay { $found ->
        [one] 1 equipo
       *[other] { $found } equipos
    }; en { $mode } se esperaban 2
eraide-check-teams_lone = no hay ningún jugador solo; en { $mode } se esperaba un jugador contra un grupo
eraide-check-points_player = hay { $found ->
        [one] 1 punto
       *[other] { $found } puntos
    } de personajes; se esperaban como mucho { $most } ({ $mode })
eraide-check-points_team = hay { $found ->
        [one] 1 punto
       *[other] { $found } puntos
    } en el equipo { $team }; se esperaban como mucho { $most }
eraide-check-equal_sides = los bandos suman puntos distintos ({ $sides }); en { $mode } se esperaban sumas iguales
eraide-check-place_off_board = { $found } está fuera del tablero; se esperaba { $what ->
        [objective] el objetivo
        [object] el objeto
       *[trap] una trampa
    } en el tablero de { $width }x{ $height }
eraide-check-place_blocked = en { $found } hay { $symbol }; se esperaba { $what ->
        [objective] el objetivo
        [object] el objeto
       *[trap] una trampa
    } en una casilla transitable
eraide-check-objective_square = no hay ninguna; se esperaba una casilla para objective = { $objective }
eraide-check-object_state = hay un estado del objeto; se esperaba mode.objective = "object"
eraide-check-object_both = hay una casilla y un portador; se esperaba solo uno de los dos
eraide-check-carrier_unknown = { $found } no es ningún personaje; se esperaba el id de un personaje de esta partida
eraide-check-carrier_down = { $found } tiene el estado { $status }; se esperaba un portador en pie (quien cae suelta el objeto)
eraide-check-unknown_faction = { $found } no es ningún bando; se esperaba uno de estos: { $factions }
eraide-check-trap_twice = { $found } ya tiene la trampa { $other }; se esperaba una trampa por casilla
eraide-check-stepless = hay un paso en una orden { $type }; no se esperaba ninguno (una acción completa o un despliegue no llevan paso)
eraide-check-talent_unknown = { $found } no es un talento de { $character }; se esperaba uno de los suyos: { $count ->
        [0] no tiene ninguno
       *[other] { $talents }
    }
eraide-check-order_square = { $found } está fuera del tablero; se esperaba una casilla de A1 a { $last }
eraide-check-not_own = { $found } no es un personaje { $faction_of }; se esperaba uno de estos: { $own }
eraide-check-faction_unknown = { $found } no es ningún bando de la partida; se esperaba uno de estos: { $factions }

## gm roll combat eraide: the table's columns and the usage errors, in the command's language
eraide-roll-col-face = dado
eraide-roll-col-outcome = resultado
eraide-roll-col-outcome-double = doble daño
eraide-roll-col-outcome-stopped = detenido (20 natural)
eraide-roll-col-outcome-miss = sin efecto
eraide-roll-col-outcome-half = mitad del daño
eraide-roll-col-outcome-full = daño completo
eraide-roll-col-outcome-ineffective = arma inefectiva
eraide-roll-col-effective = arma efectiva
eraide-roll-error-letter = --side { $side }: { $name }={ $value }; se esperaba una letra de la A a la E
eraide-roll-error-sides = { $found ->
        [one] hay un solo --side
       *[other] hay { $found } --side
    }; se esperaban 2 (atacante, defensor)
eraide-roll-error-unknown_key = --side { $side }: clave desconocida «{ $name }»; se esperaba una de: { $expected }
eraide-roll-error-missing_key = --side { $side }: falta { $name }=...; se esperaban las claves { $expected }

# what a schema expects where the file has something else (gm validate)
expected-traps_set_with_mecanismos_keyed_by_id = un identificador de trampa (letras minúsculas, cifras, «-» o «_»)

# why two [settings] keys must agree (x-gm-relations of settings.schema.json: relation-<a>-<b>)
relation-natural_failure-natural_success = un fallo natural es una cara baja y un éxito natural, una alta
relation-half_from-full_from = una diferencia da la mitad del daño antes que el daño completo
relation-min_players-max_players = el mínimo de jugadores de un modo no puede superar su máximo

# the breadcrumbs' word for this ruleset's own `known` key (gm.engine.schemawords)
key-known = conocida por
