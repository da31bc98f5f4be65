# Mensajes del motor (comunes a todos los reglamentos).
yes = sí
no = no

## report
report-public_title = { $title } — Turno { $turn }
report-private_title = { $name } — Informe privado del turno { $turn }
report-gm_title = Informe del máster — Turno { $turn }
report-gm_orders_of = Órdenes { $faction_of }
# una facción con su artículo (gm.reports.factions): «la Federación», «de los Terales», «del Imperio»
faction-the = { $form ->
        [masculine] el { $name }
        [feminine] la { $name }
        [masculine_plural] los { $name }
        [feminine_plural] las { $name }
       *[none] { $name }
    }
faction-of = { $form ->
        [masculine] del { $name }
        [feminine] de la { $name }
        [masculine_plural] de los { $name }
        [feminine_plural] de las { $name }
       *[none] de { $name }
    }
report-gm_orders_of_gm = Órdenes del máster
report-all_rolls = Todas las tiradas
report-no_rolls = No hubo tiradas.
report-seed_public_game = Semilla pública de la partida: { $seed }. No hay dados secretos: cualquiera puede comprobar con ella cada tirada.
report-seed_public_game_recorded = Semilla pública de la partida: { $seed }. No hay dados secretos: cualquiera puede comprobar con ella cada tirada salvo { $count ->
    [one] la que lleva «(dado tirado en el foro)»
   *[other] las { WORDS($count, gender: "feminine") } que llevan «(dado tirado en el foro)»
}.
report-seed_sealed = Dados públicos del turno: semilla { $seed }. Compromiso publicado antes del turno: { $commitment }. Cada jugador comprueba los dados públicos y los suyos con `gm verify --rolls rolls/public.toml --rolls rolls/<facción>.toml`.
report-seed_unsealed = Dados públicos del turno: semilla { $seed } (sin sellar: esta partida no publicó compromiso antes del turno).
report-seed_private = Tus dados de este turno salen de tu propia semilla, { $seed }, que nadie más conoce salvo el máster. Compruébalos con `gm verify --rolls rolls/public.toml --rolls rolls/{ $faction }.toml`.
    .code = faction
report-seed_gm = Semilla del turno (solo para el máster; publícala con `gm reveal` cuando acabe el secreto): { $seed }.

## orders
# una frase tras dos puntos sigue en minúscula («se ejecutaría: se forma…»): Catalog.continued
style-after_colon = lower
# lo que CAP($x) pone en mayúscula al abrir una frase y sigue en minúscula tras dos puntos («se ejecutaría: el ejército Hueste se atrinchera»)
style-capped_openers = el la los las un una unos unas
# el género de una frase por su primera palabra (GENDER($what) de los catálogos): «una de tus naves»
phrase_gender-una = feminine
phrase_gender-un = masculine
phrase_gender-uno = masculine
# un número en la prosa, por debajo de diez, en letra (WORDS($n) de los catálogos); tablas y etiquetas, en cifras
number-word-0 = cero
number-word-1 = uno
number-word-1-feminine = una
number-word-2 = dos
number-word-3 = tres
number-word-4 = cuatro
number-word-5 = cinco
number-word-6 = seis
number-word-7 = siete
number-word-8 = ocho
number-word-9 = nueve
orders-heading = Órdenes
orders-none = No se recibieron órdenes.
# a count of zero is never said: «(todas ejecutadas)», «(una ejecutada y seis rechazadas)»
orders-count = { $total ->
        [one] Una orden recibida
       *[other] Órdenes recibidas: { WORDS($total) }
    } ({ $rejected ->
        [0] { $total ->
            [one] ejecutada
           *[other] todas ejecutadas
        }
       *[other] { $applied ->
            [0] { $total ->
                [one] rechazada
               *[other] todas rechazadas
            }
           *[other] { $applied ->
                [one] { WORDS($applied, $total, gender: "feminine") } ejecutada
               *[other] { WORDS($applied, $total) } ejecutadas
            } y { $rejected ->
                [one] { WORDS($rejected, $total, gender: "feminine") } rechazada
               *[other] { WORDS($rejected, $total) } rechazadas
            }
        }
    }).
# «ejecutada», never «aplicada»: an order carried out may still fail (a missed attack, research that does not advance)
orders-applied = #{ $number } { $order }: ejecutada — { $detail }
orders-rejected = #{ $number } { $order }: RECHAZADA — { $detail }
orders-note = Nota del jugador: { $note }
orders-applied_default = hecho

## order
order-applied = hecho

## engine
engine-order_not_processed = el reglamento no procesó esta orden (error del programa: avisa al máster)
engine-unknown_order_type = tipo de orden desconocido «{ $type }»

# El lenguaje de órdenes en texto (gm orders, gm check).
## orderlang
orderlang-unexpected = se esperaba { $expected }; pone «{ $found }»
orderlang-unexpected_end = la orden se corta aquí; falta { $expected }
orderlang-gm_gives_player_order = es una orden de una facción: en el mensaje del máster solo van las órdenes del máster, y la de un jugador va en el suyo
orderlang-either = { $first } o { $last }
orderlang-part_words = «{ $word }» y { $what }
orderlang-unknown_verb = no conozco la orden «{ $found }»; las órdenes empiezan por: { $verbs }
orderlang-unknown_verb_near = no conozco la orden «{ $found }»; ¿quisiste decir «{ $near }»?
orderlang-unknown_ref = «{ $found }» no es { $what }; se esperaba { $count ->
        [one] { $choices }
       *[other] { GENDER($what) ->
            [feminine] una
           *[other] uno
        } de: { $choices }
    }
orderlang-unknown_ref_none = «{ $found }» no es { $what }: ahora no tienes { GENDER($what) ->
        [feminine] ninguna
       *[other] ninguno
    } (¿se perdió?)
orderlang-unknown_ref_unseen = «{ $found }» no es { $what }: ahora no ves ninguno
orderlang-unknown_ref_near = «{ $found }» no es { $what }; ¿quisiste decir «{ $near }»?
orderlang-ambiguous_ref = «{ $found }» puede ser { $choices }: ¿quisiste decir uno de ellos? Escribe su nombre entero.
orderlang-ambiguous_owner = «{ $found }» lo tiene más de una facción: ¿quisiste decir { $choices }? Escribe también de quién es.
orderlang-yours_not_theirs = «{ $found }» lo tienes tú, no esa facción: escribe algo suyo.
# a choice the player is asked between, quoted (parse._quoted)
orderlang-quoted = «{ $text }»
orderlang-wrong_origin = «{ $found }» no es donde está: está en { $at }; ¿quisiste decir de { $at }? (el origen se puede omitir)
orderlang-wrong_place = «{ $found }» no es donde está: está en { $at }; ¿quisiste decir en { $at }? (la casilla se puede omitir)
orderlang-unknown_word = «{ $found }» no vale aquí; se esperaba uno de: { $choices }
orderlang-square_not_name = «{ $found }» es una casilla: aquí va el nombre de alguien o de algo, no una casilla
orderlang-not_hex = «{ $found }» no es una casilla; se esperaba una letra y un número, como F3
orderlang-too_long = la línea es demasiado larga ({ $length } { $length ->
        [one] carácter
       *[other] caracteres
    }; como mucho { $most }): una orden por línea
orderlang-too_many_lines = el archivo tiene más de { $most } { $most ->
        [one] línea
       *[other] líneas
    }: un mensaje de órdenes es mucho más corto (¿se pegó otra cosa?)
orderlang-bad_byte = el byte { $byte } no es texto (ni UTF-8 ni Windows-1252): guarda el archivo como UTF-8
orderlang-repeated = «{ $found }» repite algo que la orden ya dice
orderlang-two_options = «{ $found }»: da a elegir entre dos órdenes: ¿quisiste decir { $choices }? Escribe solo la que quieras dar
orderlang-two_options_none = «{ $found }»: con «{ $word }» da a elegir entre dos cosas, y la línea no da ninguna orden: escribe solo la que quieras dar
orderlang-two_steps = «{ $found }»: son dos órdenes en una línea y ninguna orden de esta partida hace las dos; la línea no da ninguna orden: escribe en su línea la que quieras dar
orderlang-two_orders = son dos órdenes en una línea y no se leen las dos; la línea no da ninguna orden: escribe una orden por línea
orderlang-stays_put = quedarse donde está no es una orden en esta partida (lo que no se mueve se queda); la línea no da ninguna orden
orderlang-unsaid_which = «{ $found }»: falta con qué { $what }: ¿con qué { $what }? Puede ser { $choices }; escríbelo detrás de «con»
orderlang-unsaid_whom = «{ $found }»: falta a qué { $what }: ¿a qué { $what }? Puede ser { $choices }; escríbelo detrás de «a»
orderlang-unsaid_whom_beside = «{ $found }»: falta a qué { $what }: ¿a qué { $what }? Puede ser { $choices }; escríbelo detrás de «a»
orderlang-unsaid_what = «{ $found }»: falta qué { $what } es: ¿{ $choices }? Escríbelo delante del nombre («Avance militar: Lanzas»)
orderlang-unsaid_none = «{ $found }»: falta con qué { $what }, y no tienes ninguno: ¿con qué { $what }?
orderlang-unsaid_which_beside = «{ $found }»: falta con qué { $what }: ¿con qué { $what }? Puede ser { $choices }; escríbelo detrás de «con»
orderlang-unsaid_none_beside = «{ $found }»: falta con qué { $what }, y no tienes ninguno: ¿con qué { $what }?
orderlang-no_faction = órdenes sin facción: se esperaba antes una línea «Órdenes de <facción>» o la cita del jugador
orderlang-not_post = «{ $name }» no es un archivo de órdenes: en orders/ solo se leen archivos .txt (<facción>.txt, o uno con todos los mensajes); renómbralo { $stem }.txt o sácalo de orders/
orderlang-second_post = { $other } ya tiene las órdenes de esta facción: junta los dos archivos en uno (si no, sus órdenes se darían dos veces)
orderlang-bad_id = «{ $found }» no vale aquí: un identificador lleva solo letras sin acento, números, «-» y «_»
orderlang-bad_new_id = de «{ $found }» no sale un identificador (solo letras sin acento, números, «-» y «_»): escribe el nombre y, entre paréntesis, su identificador, como "{ $found }" ({ $id })
orderlang-bad_new_id_none = de «{ $found }» no sale un identificador (solo letras sin acento, números, «-» y «_»): añade tras el nombre, entre paréntesis, un identificador de letras y números, como "Garra" (garra-1)
orderlang-bad_empty = aquí falta algo: pone «{ $found }»
orderlang-bad_long = «{ $found }» es demasiado largo: como mucho { $most } { $most ->
        [one] carácter
       *[other] caracteres
    }
orderlang-bad_many = «{ $found }» son demasiados: como mucho { $most }
orderlang-bad_number = { $found } está fuera de lo que admite esta orden
orderlang-bad_value = «{ $found }» no vale aquí
orderlang-noun_faction = una facción de la partida
orderlang-noun_known_thing = nada que conozcas (tuyo, ni de otros que veas o conozcas)
orderlang-noun_rule_entry = nada que las reglas nombren
orderlang-unreadable = no se puede leer el archivo ({ $error })
orderlang-no_phrasebook = este reglamento no tiene órdenes en texto: escribe las órdenes en orders.toml
orderlang-expect_hex = una casilla (como F3)
orderlang-expect_int = un número
orderlang-expect_name = un nombre
orderlang-expect_comma = una coma
orderlang-expect_colon = «:»
orderlang-expect_end = el final de la orden (una orden por línea)
orderlang-expect_rpar = «)»
orderlang-form_heading = Tus órdenes para el turno { $turn }
orderlang-form_help = Copia el bloque en tu mensaje, quita el # de cada orden que quieras dar y cambia lo que va entre < > (una orden por línea).
orderlang-form_hex = <casilla>
orderlang-form_number = <número>
orderlang-form_text = "<texto>"
orderlang-form_faction = <facción>
orderlang-form_target = <objetivo>
orderlang-form_name = <nombre>
orderlang-form_choices = ({ $words }: { $choices })
orderlang-form_examples = ({ $words }, por ejemplo: { $choices })
orderlang-form_together = (si das también las de arriba: { $reason })
orderlang-form_undoes = (con esta línea se rechazaría la de más arriba «{ $line }»: { $reason })
orderlang-form_run = { $low } a { $high }
orderlang-form_note = <lo que quieras contarle al máster>
orderlang-form_alternatives = { $kind ->
    [character] Las líneas de un mismo personaje son alternativas: da una sola acción por personaje.
    [ship] Las líneas de una misma nave o flota son alternativas: elige cuáles das.
    [unit] Las líneas de una misma unidad o ejército son alternativas: elige cuáles das.
   *[army_city] Las líneas de un mismo ejército o ciudad son alternativas: elige cuáles das.
}
# the word that starts a player's note in a post (the reader takes nota, note, notas, notes)
orderlang-note_word = nota
orderlang-missed_heading = Facciones sin órdenes este turno
orderlang-missed_one = { $faction }: sin órdenes (turnos seguidos: { $turns })
orderlang-missed_flagged = { $faction }: sin órdenes { $turns ->
        [one] un turno
       *[other] { WORDS($turns) } turnos seguidos
    } — AVISO: decide qué hacer con esta facción
orderlang-missed_gm_plays = { $faction }: sin órdenes { $turns ->
        [one] un turno
       *[other] { WORDS($turns) } turnos seguidos
    } — según la partida, ahora la juega el máster
orderlang-standing_spot = orden permanente n.º { $n } de { $faction }, guardada en un turno anterior (siempre:) en missed_orders.standing.{ $fid }; bórrala de ahí si ya no vale
orderlang-exists = { $path } ya existe: usa --force para reemplazarlo
orderlang-no_text = no hay órdenes en texto: se esperaba { $path }/<facción>.txt
orderlang-clash = las órdenes de { $faction } aquí no son las de { $files }: ejecuta «gm orders { $dir } --force» para escribir las del texto (o quita uno de los dos)
orderlang-written = Escrito { $path }: { $orders ->
        [0] ninguna orden.
        [one] una orden de una facción.
       *[other] { WORDS($orders, $factions, gender: "feminine") } órdenes de { $factions ->
            [one] una facción.
           *[other] { WORDS($factions, $orders, gender: "feminine") } facciones.
        }
    }
orderlang-exported = Escrito { $path }
orderlang-export_header = Órdenes { $faction_of }, turno { $turn }
orderlang-check_heading = Comprobación de las órdenes { $faction_of } (turno { $turn })
orderlang-check_none = No hay órdenes { $faction_of }: este turno no hará nada.
# the condition before the colon: the reason is a sentence of its own (its stop, its brackets), never followed by another bracket
orderlang-check_applied = { $number }. { $line } — se ejecutaría{ $others ->
        [yes] {" "}si lo que ordenen los demás no lo cambia
       *[no] {""}
    }: { $reason }
orderlang-check_rejected = { $number }. { $line } — RECHAZADA: { $reason }
orderlang-check_refused_alone = { $number }. { $line } — depende de lo que ordenen los demás: con solo tus órdenes se rechazaría, porque { $reason }
orderlang-check_depends = { $number }. { $line } — depende de los dados{ $odds ->
        [none] {""}
       *[other] {" "}({ $odds } de que salga bien, según las reglas)
    }{ $others ->
        [yes] {" "}y de lo que ordenen los demás
       *[no] {""}
    }: se decide al resolver el turno
# cuenta las órdenes como el informe («Órdenes recibidas: …»); una línea que no se entiende no es una orden
orderlang-check_refused = Tu mensaje no se ha podido leer: tal como está, este turno no da ninguna orden. Corrígelo y vuelve a comprobarlo.
orderlang-check_tally = { $total ->
        [0] No hay ninguna orden que se entienda
       *[other] De { $total ->
            [one] una orden
           *[other] { WORDS($total) } órdenes
        }: { $verdicts }
    }{ $unread ->
        [0] {""}
        [one] ; { WORDS($unread, gender: "feminine") } línea no se entiende (no es una orden)
       *[other] ; { WORDS($unread) } líneas no se entienden (no son órdenes)
    }{ $theirs ->
        [0] {""}
        [one] ; una línea no se toma como tuya (son palabras de otro)
       *[other] ; { WORDS($theirs) } líneas no se toman como tuyas (son palabras de otro)
    }. Es lo que haría el turno con solo tus órdenes: las de los demás pueden cambiarlo.
# each verdict's count (gm.orderlang.check.tally): only those that are not zero, joined by orderlang-list_and
orderlang-check_tally_applied = { $count ->
        [one] { WORDS($count, $total, gender: "feminine") } se ejecutaría
       *[other] { WORDS($count, $total) } se ejecutarían
    }
orderlang-check_tally_rejected = { $count ->
        [one] { WORDS($count, $total, gender: "feminine") } se rechazaría
       *[other] { WORDS($count, $total) } se rechazarían
    }
orderlang-check_tally_depends = { $count ->
        [one] { WORDS($count, $total, gender: "feminine") } depende de los dados
       *[other] { WORDS($count, $total) } dependen de los dados
    }
orderlang-check_tally_waiting = { $count ->
        [one] { WORDS($count, $total, gender: "feminine") } depende de lo que ordenen los demás
       *[other] { WORDS($count, $total) } dependen de lo que ordenen los demás
    }
# a list in prose: "a y b", "a, b y c" (first: the items before the last, joined by commas)
orderlang-list_and = { $first } y { $last }
# the answer is judged on what the faction sees (Ruleset.known_state); the same line whatever is hidden
orderlang-check_unseen = Lo que no ves puede cambiar lo que pase en el turno.
orderlang-check_line_problem = { $file }:{ $line }: { $problem }
orderlang-check_unknown_faction = facción desconocida «{ $faction }»; se esperaba una de: { $choices }
# characters that show nothing inside a quote of the player's words (Catalog._invisible_told)
text-invisible = { $count ->
        [one] un carácter invisible
       *[other] { WORDS($count) } caracteres invisibles
    } ({ $codes })
text-invisible_with = (con { $count ->
        [one] un carácter invisible
       *[other] { WORDS($count) } caracteres invisibles
    }: { $codes })
# an order of the forecast by its line in the post, as written (play-test #25: «Orden 4» was which?)
orderlang-forecast_ref = Línea { $line } («{ $text }»)
orderlang-forecast_heading = Previsión de lo que las reglas ya fijan (sin dados ni lo que hagan los demás):

## problem: how gm shows a problem in the files (gm validate, gm check, gm resolve)
problem-at = En { $crumbs }:
problem-warning = aviso:
problem-crumb-named = { $noun } «{ $id }»
problem-crumb-numbered = { $noun } { $n }
problem-crumb-orders_of = órdenes de «{ $id }»
problem-crumb-order = orden { $n }
problem-crumb-order_of_type = orden { $n } ({ $type })

## noun: the nouns of the breadcrumbs (facción «x» > ejército «y»)
noun-faction = facción
noun-order = orden
noun-character = personaje
noun-skill = habilidad
noun-state = estado
noun-talent = talento
noun-advance = avance
noun-army = ejército
noun-characteristics = características
noun-city = ciudad
noun-hex = hexágono
noun-neutral_army = ejército neutral
noun-settlement = asentamiento
noun-deposit = yacimiento
noun-loot = botín
noun-unit = unidad
noun-advantage = ventaja
noun-build = construcción
noun-fleet = flota
noun-intel = información
noun-relation = relación
noun-route = ruta
noun-ship = nave
noun-station = estación
noun-system = sistema

## validate: what gm validate says of the files
validate-nothing = nada
validate-none = ninguna
validate-no_ruleset = se encontró { $found }, se esperaba el id de un reglamento, uno de: { $choices }
validate-unknown_ruleset = se encontró el reglamento desconocido { $found }, se esperaba uno de: { $choices }
validate-file_name = se encontró el nombre de archivo { $found }, se esperaba un id de minúsculas, cifras, '-' o '_'
validate-id_none = no se encontró ningún id, se esperaba id = "{ $fid }" (el nombre del archivo)
validate-id_other = se encontró el id { $found }, se esperaba id = "{ $fid }" (el nombre del archivo)
validate-orders_turn_missing = falta la clave 'turn', se esperaba turn = { $turn } (el turno de game.toml), para que nunca se apliquen por error las órdenes del turno anterior
validate-turn_mismatch = se encontró el turno { $found }, se esperaba { $turn } (el turno de game.toml)
validate-unknown_faction_orders = se encontraron órdenes de la facción desconocida { $found }, se esperaba una de: { $choices }
validate-dice_faces = se encontró { $found }, se esperaba una lista de caras de dado (números enteros)
validate-seal_commitment = se esperaba un compromiso SHA-256 (64 cifras hexadecimales) escrito por `gm seal`
validate-key_found = se encontró la clave { $found }, se esperaba { $expected }
validate-bad_keys = se encontraron las claves { $keys }, se esperaba { $expected }
validate-text_matching = un texto que cumpla { $pattern }
validate-id_hint = un id de minúsculas, cifras, '-' o '_'
validate-unknown_key = clave desconocida { $found }, se esperaba una de: { $choices }
validate-no_other_keys = ninguna otra clave
validate-missing_key = falta la clave { $key }
validate-other = se encontró { $found }, que incumple la regla { $rule } del esquema
validate-on_text_line = «{ $text }»: { $problem }
validate-type = se encontró { $found }, se esperaba { $expected }
validate-enum = se encontró { $found }, se esperaba uno de: { $choices }
validate-const = se encontró { $found }, se esperaba { $expected }
validate-minimum = se encontró { $found }, se esperaba como mínimo { $limit }
validate-exclusiveMinimum = se encontró { $found }, se esperaba más de { $limit }
validate-maximum = se encontró { $found }, se esperaba como máximo { $limit }
validate-exclusiveMaximum = se encontró { $found }, se esperaba menos de { $limit }
validate-minLength = se encontró { $found }, se esperaba como mínimo { $limit ->
        [one] un carácter
       *[other] { $limit } caracteres
    }
validate-maxLength = se encontró un texto de { $length ->
        [one] un carácter
       *[other] { $length } caracteres
    }, se esperaba como máximo { $limit }
validate-pattern = se encontró { $found }, se esperaba { $expected }
validate-minItems = se { $count ->
        [one] encontró un elemento
       *[other] encontraron { $count } elementos
    }, se esperaba como mínimo { $limit }
validate-maxItems = se { $count ->
        [one] encontró un elemento
       *[other] encontraron { $count } elementos
    }, se esperaba como máximo { $limit }
validate-uniqueItems = se encontraron elementos repetidos en { $found }, se esperaba cada uno una vez como mucho
validate-minProperties = se { $count ->
        [one] encontró una entrada
       *[other] encontraron { $count } entradas
    }, se esperaba como mínimo { $limit }
validate-maxProperties = se { $count ->
        [one] encontró una entrada
       *[other] encontraron { $count } entradas
    }, se esperaba como máximo { $limit }
validate-not = se encontró { $found }, que aquí no se admite
validate-kind-boolean = el booleano { $value }
validate-kind-integer = el número entero { $value }
validate-kind-number = el número { $value }
validate-kind-string = el texto { $value }
validate-kind-array = la lista { $value }
validate-kind-object = la tabla { $value }
validate-kind-other = { $kind } { $value }
validate-type-integer = un número entero
validate-type-number = un número
validate-type-string = un texto
validate-type-boolean = true o false
validate-type-array = una lista
validate-type-object = una tabla
validate-type-null = nada
validate-either = { $first } o { $second }
# only the counts that are not zero, joined by «y» (uncounted: more than those; none counted: «más problemas»)
validate-not_shown = { $uncounted ->
        [yes] { $errors ->
            [0] { $warnings ->
                [0] más problemas
               *[other] más de {""}
            }
           *[other] más de {""}
        }
       *[other] {""}
    }{ $errors ->
        [0] {""}
        [one] un error
       *[other] { $errors } errores
    }{ $errors ->
        [0] {""}
       *[other] { $warnings ->
            [0] {""}
           *[other] {" "}y{" "}
        }
    }{ $warnings ->
        [0] {""}
        [one] un aviso
       *[other] { $warnings } avisos
    }{ $uncounted ->
        [yes] {""}
       *[other] {" "}más
    } sin mostrar: corrige { $shown ->
        [one] el primero
       *[other] los { $shown } primeros
    } y valida de nuevo
problem-missing_file = falta el archivo

## cli: what the commands print
cli-errors_total = { $more ->
        [yes] Más de { $count } errores
       *[other] { $count ->
            [one] Un error
           *[other] { $count } errores
        }
    }; no se ha escrito nada.
cli-errors_count = { $more ->
        [yes] Más de { $count } errores.
       *[other] { $count ->
            [one] Un error.
           *[other] { $count } errores.
        }
    }
cli-refused = error: { $text }
cli-usage = error de uso: { $text }
cli-interrupted = interrumpido; no se ha escrito nada.
cli-created = creado { $dir } (game_id { $game_id })
cli-secret_new = secreto maestro para dados justos: { $secret } (guárdalo en privado; no lo publiques nunca)
cli-secret_reused = se reutiliza el secreto maestro que ya existe, { $secret }: lo comparten las partidas de al lado (sus dados no coinciden porque cada una tiene su propio game_id)
cli-next = siguiente paso: pega cada mensaje en { $dir }/orders/<facción>.txt, luego `gm orders { $dir } --force` (reemplaza el orders.toml de ejemplo de init), `gm check { $dir }`, `gm resolve { $dir }`; o edita { $dir }/orders.toml
cli-valid = { $dir }: válido ({ $ruleset }, turno { $turn }, { $factions ->
        [one] una facción
       *[other] { WORDS($factions) } facciones
    })
cli-wrote = escrito { $path }
cli-public_report = informe público: { $path }
cli-no_option = no existe la opción { $option } (un número negativo en una expresión, como `1d6 -3`, sí vale)
cli-combat_usage = se esperaba: gm roll combat REGLAMENTO --side K=V,... --side K=V,...
cli-combat_options = --side, --dice y --odds van con `gm roll combat REGLAMENTO`
cli-col_damage = daño por bando
cli-col_exact = exacta
cli-col_side = bando
cli-col_value = valor
cli-mean = { $expr }: media { $mean }
cli-note = nota: { $text }
cli-verify_both = da DIR OUT o archivos --rolls, no ambos
cli-verify_what = da DIR y OUT (el turno entero) o --rolls ARCHIVO (los dados de un jugador)
cli-verified = { $out }: comprobado frente a { $dir }
cli-stream_equal = { $stream }: { $n ->
        [one] su tirada, repetida desde su semilla, es igual
       *[other] { WORDS($n, gender: "feminine") } tiradas repetidas desde su semilla: todas iguales
    }
cli-recorded = { $n ->
        [one] una tirada viene
       *[other] { WORDS($n, gender: "feminine") } tiradas vienen
    } de dados anotados (dice.toml), y están en el compromiso sellado
cli-unchecked = { $n ->
        [one] una tirada
       *[other] { WORDS($n, gender: "feminine") } tiradas
    } de flujos cuya semilla no se ha dado
cli-commitment_ok = todas las semillas cuadran con el compromiso { $commitment }
cli-not_sealed = no hay compromiso con el que comprobar: este turno no se selló
cli-generated = creado { $dir }: { $describe }, { $orders ->
        [one] una orden
       *[other] { WORDS($orders) } órdenes
    }

## api: refusals and argument problems
api-choice = { $name }: se encontró { $found }, se esperaba uno de: { $choices }
api-whole = { $name }: se encontró { $found }, se esperaba un número entero de { $lo } a { $hi }
api-text = { $name }: se encontró { $found }, se esperaba un texto
api-path = { $name }: se encontró { $found }, se esperaba una ruta
api-flag = { $name }: se encontró { $found }, se esperaba True o False
api-texts = { $name }: se encontró { $found }, se esperaba una lista de textos
api-init_exists = { $dir }: ya existe; `gm init` crea una partida nueva solo donde no hay nada (elige otro directorio)
api-init_inside = { $dir }: está dentro del directorio de turno { $parent }; una partida nueva va al lado de los turnos, no dentro de uno
api-seal_public_seed = { $dir }/game.toml: tiene una `seed` pública; una partida sellada toma sus semillas del secreto maestro (quita `seed`)
api-seal_no_secret = { $dir }: no se encuentra el secreto maestro (.gm-secret al lado del directorio de turno, $GM_SECRET_FILE o $GM_SECRET); `gm init` crea uno
api-seal_header = Compromiso con cada flujo de dados de este turno (gm seal). Publica `commitment` antes del cierre de órdenes.
api-seal_not_file = { $path }: no es un archivo normal; bórralo y vuelve a sellar
api-cannot_write = { $path }: no se puede escribir ({ $why })
api-verify_unsealed = { $dir }: nunca se selló (no hay seal.toml), así que su semilla no se puede comprobar
api-verify_file = { $path }: { $problem }
api-verify_seed_mismatch = { $out }/rolls.toml: la semilla revelada { $seed } no cuadra con el compromiso { $commitment } de { $path }
api-verify_missing = { $path }: falta (al volver a resolver { $dir } se escribe)
api-verify_extra = { $path }: al volver a resolver { $dir } no se escribe
api-verify_differs = { $path }: no es igual que al volver a resolver { $dir } con la semilla revelada
api-rolls_list = rolls: se encontró { $found }, se esperaba una lista de archivos de tiradas
api-not_gm_rolls = { $path }: no es el archivo de tiradas del máster (no tiene la semilla del turno)
api-reveal_header = Los dados revelados de este turno (gm reveal): compruébalos con `gm verify`.
api-side_pair = --side { $n }: se encontró { $found }, se esperaba CLAVE=VALOR
api-sides = se { $found ->
        [one] encontró un --side
       *[other] encontraron { $found } --side
    }, se esperaban al menos 2 (cada uno CLAVE=VALOR,...; claves: { $keys })
api-dice_list = --dice: se encontró { $found }, se esperaban números enteros separados por comas
api-dice_option = --dice: { $problem }

## dice: what gm roll and gm odds say of an expression
dice-syntax = { $expr }: en la columna { $column }, se encontró { $found }, se esperaba { $expected }
dice-value = { $expr }: en la columna { $column }, { $problem }
dice-recorded_face = dados anotados de '{ $key }': la cara { $face } es imposible en un d{ $sides }
dice-recorded_not_list = los dados anotados de '{ $key }' deben ser una lista de números enteros, no { $found }
dice-forced_ran_out = se acabaron los dados forzados: se dieron { $given } y hacen falta más (para '{ $key }')
dice-forced_impossible = la cara forzada { $face } (la n.º { $n }) es imposible en un d{ $sides }
dice-end = el final de la expresión
dice-not_text = un valor que no es texto
dice-expect_expression = una expresión de dados
dice-expect_start = un número, un dado o '('
dice-expect_operator_or_end = un operador o el final de la expresión
dice-expect_no_chain = un operador o el final de la expresión (las comparaciones no se encadenan)
dice-expect_operator_or_rparen = un operador o ')'
dice-expect_repeats = un número entero de repeticiones
dice-expect_paren_after_x = '(' tras 'x'
dice-expect_dice_count = un número entero de dados
dice-expect_sides_number = un número entero de caras
dice-expect_sides = el número de caras, '%' o 'F' justo tras 'd'
dice-expect_number_after = un número tras '{ $after }'
dice-expect_number_or_comparison = un número o una comparación tras '{ $after }'
dice-expect_whole = un número entero
dice-expect_number = un número
dice-nested = { $expr }: demasiados niveles de anidamiento (como mucho { $most })
dice-repeats = { $expr }: las repeticiones deben ir de 1 a { $most }, no { $found }
dice-too_many_dice = { $expr }: demasiados dados en un grupo ({ $found }; como mucho { $most })
dice-too_many_sides = { $expr }: demasiadas caras ({ $found }; como mucho { $most })
dice-no_sides = un dado necesita al menos una cara
dice-r_and_ro = usa 'r' o 'ro' en un grupo, no los dos
dice-reroll_every_face = la condición de repetir cumple todas las caras de { $dice }
dice-explode_every_face = la condición de explotar cumple todas las caras de { $dice }
dice-too_long = expresión de dados demasiado larga (el límite de caracteres es { $most })
dice-too_many_drawn = una tirada sacó demasiados dados (repeticiones y explosiones incluidas; el límite es { $most })
dice-division_by_zero = división por cero
dice-odds_work = demasiado compleja para probabilidades exactas: { $what } lleva el trabajo, en millones de pasos, a unos { $steps }, y el límite es { $limit } (como un segundo)
dice-odds_values = demasiado compleja para probabilidades exactas: valores posibles, { $values }; el límite es { $limit }
dice-odds_digits = demasiado compleja para probabilidades exactas: cifras de sus fracciones, { $digits }; el límite es { $limit }
dice-odds_all_digits = demasiado compleja para probabilidades exactas: valores, { $values }; cifras de cada uno, hasta { $digits }; cifras en total, { $total }; el límite es { $limit }
dice-odds_pairs = demasiado compleja para probabilidades exactas: pares de valores que combinar, { $pairs }; el límite es { $limit }
dice-odds_repeat = { $expr }: las probabilidades de tiradas repetidas no son un solo número; pide las de la expresión repetida
dice-odds_keep_explode = { $expr }: demasiado compleja para probabilidades exactas (quedarse/descartar entre { $n ->
        [one] un dado que explota
       *[other] { WORDS($n) } dados que explotan
    }, con profundidad { $depth }); baja max_explode_depth o el número de dados
dice-explode_depth = max_explode_depth debe ir de 0 a { $most }
dice-work_product = un producto o una comparación
dice-work_keep_explode = { $expr }: quedarse/descartar entre dados que explotan
dice-work_keep = quedarse/descartar entre { $n ->
        [one] un dado
       *[other] { WORDS($n) } dados
    } de { $values ->
        [one] un valor
       *[other] { $values } valores
    } cada uno
dice-work_fractions = escribir las fracciones exactas
dice-work_sum = la suma de { $n ->
        [one] un dado
       *[other] { WORDS($n) } dados
    }
dice-truncated = explosiones cortadas en la profundidad { $depth }: con probabilidad { $p } (unos { $about }) algún dado explotaría más de { $depth ->
        [one] una vez
       *[other] { WORDS($depth, gender: "feminine") } veces
    }; ese dado cuenta su última cara y ya no explota

## output: where a turn is written, and what gm refuses to replace
output-symlink = { $out }: es un enlace simbólico; gm solo reemplaza un directorio de turno de verdad (quita tú el enlace)
output-not_dir = { $out }: ya existe y no es un directorio; gm escribe ahí un directorio de turno solo si no hay nada en medio (quítalo tú)
output-exists = { $out }: ya existe; no se sobrescribe (usa --force para reemplazarlo entero)
output-not_turn = { $out }: no tiene game.toml, así que no es un directorio de turno escrito por gm; --force solo reemplaza un directorio de turno
output-unrecognised = { $out }/game.toml: { $problem }; --force solo reemplaza un turno que reconoce
output-other_ruleset = { $out }: tiene un turno de otro reglamento (ruleset { $found }, este es { $this }); --force solo reemplaza un turno de la misma partida (elige otro --out)
output-other_game = { $out }: tiene un turno de otra partida (game_id { $found }, esta es { $this }); --force solo reemplaza un turno de la misma partida (elige otro --out)
output-other_turn = { $out }: tiene el turno { $found } y esto escribe el turno { $this }; --force solo reemplaza el mismo turno (elige otro --out)
output-orders_with_orders = orders.toml (con órdenes)
output-next_turn_inputs = { $out }: tiene lo que el máster añadió para el turno siguiente ({ $added }); --force lo borraría: apártalo primero y vuelve a ponerlo después
output-is_input = { $out }: es el directorio de entrada { $source }; la entrada nunca se modifica
output-inside_input = { $out }: está dentro del directorio de entrada { $source }; la entrada nunca se modifica
output-holds_input = { $out }: contiene el directorio de entrada { $source }; escribirlo destruiría la entrada
output-holds_secret = { $out }: tiene el secreto maestro de la partida ({ $secret }): es un directorio de partida, no de turno; no se escribe
output-unreadable = { $out }: no se puede leer ({ $why }); no se escribe
output-holds_turns = { $out }: tiene directorios de turno ({ $turns }): es un directorio de partida, no de turno; no se escribe
output-cannot_write = { $where }: no se puede escribir el turno en { $out } ({ $why }); no se ha escrito nada
output-appeared = { $out }: apareció mientras se resolvía (otra resolución llegó antes); no se sobrescribe

## problem: reading the files
problem-list = { $first }, { $second }
problem-unreadable = no se puede leer: { $why }
problem-permission_denied = permiso denegado
problem-no_turn_dir = no existe el directorio, se esperaba un directorio de turno con game.toml
problem-turn_dir_is_file = se encontró un archivo, se esperaba un directorio de turno con game.toml
problem-no_factions_dir = falta el directorio, se esperaba un archivo TOML por facción
problem-factions_is_file = se encontró un archivo, se esperaba un directorio de archivos de facción
problem-not_toml_in_factions = se encontró en factions/ un archivo que no es .toml, se esperaban solo archivos <id>.toml
problem-no_faction_files = no se encontró ningún archivo de facción, se esperaba al menos un <id>.toml
problem-expect_toml_file = un archivo TOML
problem-expect_orders_file = un archivo de texto con órdenes
problem-expect_secret_file = un archivo de texto con el secreto
problem-not_regular = se encontró { $found }, se esperaba { $expected }
problem-kind-directory = un directorio
problem-kind-fifo = una FIFO (tubería con nombre)
problem-kind-char_device = un dispositivo de caracteres
problem-kind-block_device = un dispositivo de bloques
problem-kind-socket = un socket
problem-kind-irregular = algo que no es un archivo normal
problem-too_big = se encontró un archivo demasiado grande para { $expected } (el límite en bytes es { $limit })
problem-binary = se encontró un archivo binario (byte NUL), se esperaba texto TOML
problem-not_utf8 = se encontró el byte { $byte }, que no es UTF-8 válido, se esperaba texto UTF-8
problem-toml_invalid = TOML no válido: { $why }
problem-toml_syntax = TOML no válido ({ $what }): se encontró { $found }, se esperaba { $expected }
problem-toml_expect-once = cada clave y cada tabla definidas una sola vez
problem-toml_expect-int64 = un número entero de 64 bits como mucho
problem-toml_expect-shallower = listas y tablas en línea menos anidadas
problem-toml_expect-valid = TOML válido
problem-toml_expect-nothing = nada más aquí
problem-end_of_file = el final del archivo
problem-end_of_line = el final de la línea

## seal, pipeline, dicecheck: the dice of a turn
seal-weak_secret = { $where }: el secreto maestro es demasiado corto o previsible (caracteres: { $length }; entropía estimada: { $bits ->
    [one] un bit
   *[other] unos { $bits } bits
}, sin contar series como 01234 ni repeticiones), se esperaba como mínimo { $min_bits ->
    [one] un bit
   *[other] { $min_bits } bits
}; crea uno con: { $make }
seal-unreadable_secret = { $path }: no se puede leer el secreto maestro ({ $problem })
seal-empty_secret = { $path }: el archivo del secreto maestro está vacío; crea uno con: { $make }
seal-twin_sealed = { $dir }: game_id { $game_id }, turno { $turn }, ya se selló en { $other }, al lado del mismo secreto maestro: las dos tirarían los mismos dados. Da a esta partida un game_id propio en game.toml
seal-twin_warning = { $other }, al lado de este turno, tiene el mismo game_id { $game_id } y el mismo turno { $turn }: las dos tiran los mismos dados; si es otra partida, da a una de ellas un game_id propio
seal-public_seed_hidden_rolls = la semilla es pública: cualquiera puede calcular con ella { $count ->
        [one] la tirada de este turno que no se enseña a todos (la del máster o la de una facción)
       *[other] las { WORDS($count, gender: "feminine") } tiradas de este turno que no se enseñan a todos (las del máster, las de cada facción)
    }; para jugar de verdad, { $given ->
        [option] no des --seed
       *[game] quita `seed` de game.toml
    } y guarda un secreto maestro en { $secret } (`gm init` lo crea al empezar una partida; para una ya empezada: { $make })
pipeline-no_seed = no hay semilla para este turno: no se encontró --seed, ni `seed` en game.toml, ni secreto maestro (.gm-secret al lado del directorio de turno, lo crea `gm init`), se esperaba uno de ellos
pipeline-unused_record = la tirada anotada { $key } no se usó este turno
pipeline-seal_mismatch = se encontró un compromiso que no cuadra con la semilla de este turno, se esperaba la semilla que se selló (¿cambió --seed o el secreto, o se añadió o quitó un archivo de facción desde `gm seal`?)
pipeline-rolls_header-gm = El archivo del máster: cada dado tirado este turno, la semilla del turno y la de cada flujo.
    Guárdalo en privado hasta que acaben los secretos (`gm reveal` imprime entonces lo que hay que publicar).
pipeline-rolls_header-public = Los dados públicos de este turno, la semilla del flujo público y, en un turno sellado, su prueba.
    Publícalo con el informe; `gm verify --rolls` lo comprueba frente al compromiso sellado.
pipeline-rolls_header-faction = Los dados propios de esta facción: la semilla de su flujo, cada tirada sacada de él y su prueba. Envíalo con
    el informe privado; el jugador lo comprueba con `gm verify --rolls` y el archivo público.
dicecheck-turns = se encontró el turno { $found }, se esperaba el mismo turno en todos los archivos de tiradas
dicecheck-no_digests = no se dio ninguna semilla con su prueba: añade tus archivos de tiradas (rolls/public.toml, rolls/<facción>.toml)
dicecheck-commitment = los resúmenes de los flujos dan { $value }, no el compromiso { $commitment }
dicecheck-stream_digest = la semilla del flujo { $stream } no cuadra con su resumen { $digest }
dicecheck-stream_no_digest = la semilla del flujo { $stream } no cuadra con su resumen (no hay ninguno para él)
dicecheck-turn_seed = { $path }: la semilla del turno no cuadra con su resumen
dicecheck-not_derived = { $path }: la semilla del flujo { $stream } no sale de la semilla del turno
dicecheck-cannot_reroll = { $path }: tirada { $key }: no se puede repetir ({ $why })
dicecheck-differs = { $path }: la tirada { $key } muestra las caras { $faces } = { $total }, pero la semilla de { $stream } da { $again } = { $again_total }
api-unknown_ruleset = reglamento desconocido { $found }, se esperaba uno de: { $choices }
ruleset-schema_missing = el reglamento { $ruleset } ({ $id }) está incompleto: falta su esquema { $path } (un fallo del reglamento, no de la partida)
api-side_missing = --side { $n }: falta { $key }=..., se esperaba un número entero de { $lo } a { $hi }
api-side_whole = --side { $n }: se encontró { $key }={ $found }, se esperaba un número entero de { $lo } a { $hi }
api-side_range = --side { $n }: se encontró { $key }={ $found }, se esperaba de { $lo } a { $hi }
api-factions_min = --factions: se encontró { $found }, se esperaba al menos 1
validate-not_gm_order = se encontró { $found } bajo el máster (factions.gm), se esperaba una de las órdenes del máster: { $choices } (la orden de una facción va bajo [factions.<su id>])
validate-gm_order_of_faction = «{ $order }» es una orden del máster; un jugador no puede darla (el máster la da en sus propias órdenes)
validate-decimal_point = se encontró { $found }, se esperaba un número entero escrito sin punto decimal ({ $whole })
validate-dice_setting = se encontró { $found }, se esperaba una expresión de dados como 1d20+2 ({ $why })
validate-relation-below = se encontró { $a } = { $va } y { $b } = { $vb }, se esperaba { $a } menor que { $b } ({ $name })
validate-relation-at_most = se encontró { $a } = { $va } y { $b } = { $vb }, se esperaba { $a } como mucho igual a { $b } ({ $name })

## expected: schema descriptions used as "expected …" hints (gm.engine.validate.expected_key)
expected-a_stable_id_for_the_game_derives_the_tur = un id estable de la partida (minúsculas, cifras, '-' o '_'); de él salen las semillas de los turnos
expected-the_address_of_the_folder_where_the_gm_u = una dirección web (http:// o https://) de la carpeta donde el máster sube los mapas del turno; {"{"}turn{"}"}: su número
expected-one_kind_of_die_count_d_sides_like_1d20 = un tipo de dado, número d caras (como 1d20 o 2d6; las reglas suman los modificadores)
png-not_png = no es una imagen PNG
png-too_large = mide { $size } (en píxeles), más que cualquier mapa que dibuja gm
png-undecodable = no se puede decodificar como imagen PNG ({ $why })
png-size = mide { $found } (en píxeles), se esperaba { $expected }
png-pixels = tiene otros píxeles (el mapa cambió)
expected-a_square_column_letters_a_z_aa_ab_row_nu = una casilla: letras de columna (A..Z, AA, AB ...) y número de fila desde 1, p. ej. C5 o AB40
expected-object_objective_where_the_object_lies_n = objetivo de objeto: dónde está el objeto (sin portador)
expected-object_objective_the_character_carrying = objetivo de objeto: el personaje que lo lleva
expected-one_letter_drawn_on_the_board = una letra dibujada en el tablero
expected-at_most_9_dice_of_at_most_100_sides_a_de = como mucho 9 dados de como mucho 100 caras (un yacimiento guarda como mucho 1.000 de poder)
expected-one_die_of_at_most_100_sides_its_face_pi = un dado de como mucho 100 caras (su cara elige la fila de la tabla)
expected-prefix_of_new_unit_ids = un prefijo de los ids de las unidades nuevas
## problem-toml_what / problem-toml_said: the TOML parser's (rtoml's) own words
problem-toml_what-duplicate_key = clave repetida
problem-toml_what-unclosed_array = lista sin cerrar
problem-toml_what-invalid_basic_string = texto entre comillas no válido
problem-toml_what-unexpected_leading_zero = cero a la izquierda
problem-toml_what-missing_comma_between_array_elements = falta una coma entre los elementos de la lista
problem-toml_what-unclosed_table = tabla sin cerrar
problem-toml_what-string_values_must_be_quoted = los textos van entre comillas
problem-toml_what-key_with_no_value = clave sin valor
problem-toml_what-invalid_boolean = booleano no válido
problem-toml_what-unclosed_inline_table = tabla en línea sin cerrar
problem-toml_what-unquoted_keys_cannot_be_empty = una clave sin comillas no puede estar vacía
problem-toml_what-invalid_time = hora no válida
problem-toml_what-missing_escaped_value = falta el carácter escapado
problem-toml_what-extra_comma_in_array = coma de más en la lista
problem-toml_what-invalid_literal_string = texto literal no válido
problem-toml_said-non_double_quote_visible_characters = caracteres visibles que no sean comillas dobles, `\`
problem-toml_said-literal_string = un texto literal
problem-toml_said-letters_numbers = letras, cifras, `-`, `_`
problem-toml_said-hour_between_00_and_23 = una hora entre 00 y 23
problem-toml_said-value = un valor

## gm roll combat / gm odds: the tables' generic words (a ruleset's columns are in its catalog)
roll-col-total = total
roll-col-damage = daño
roll-yes = sí
roll-no = no
roll-none = —
odds-col_p = probabilidad
odds-percent = { $value } %

# gm generate: what the synthetic game holds
generate-factions = { $factions ->
        [one] 1 facción
       *[other] { WORDS($factions) } facciones
    }

## number: how the language writes numbers
number-decimal_separator = {","}

## one judge (issue 23): a player's order is rejected, never blocks the turn
validate-order_will_be_rejected = esta orden se rechazará (el resto del turno se resuelve): { $problem }
validate-order_key_problem = { $key }: { $problem }
engine-rejected_as_said = { $reason }
orders-as_written = «{ $order }»

## safety (issue 22): reserved ids, sizes, exit codes
validate-reserved_id = se encontró el id de facción { $found }, que gm reserva para sus propios archivos (rolls/public.toml, maps/public.png, maps/gm.png) y para las órdenes del máster; se esperaba otro id (reservados: { $reserved }): cambia el nombre del archivo y su id
dice-odds_magnitude = demasiado grande para probabilidades exactas: un valor posible tiene { $digits } { $digits ->
    [one] cifra
   *[other] cifras
}; el límite es { $limit }

## text orders (issue 24): a post speaks only for its player; chatter skipped; unread lines told
orderlang-symlink = es un enlace simbólico: un archivo de órdenes se lee solo si está en orders/ de verdad (copia el mensaje en un archivo .txt)
orderlang-bad_utf16 = el archivo está en UTF-16 y aquí se rompe (un byte suelto, un carácter a medias o un byte nulo): guárdalo de nuevo como texto UTF-8
orderlang-stray_byte = el byte { $byte } no es UTF-8 en un archivo que está en UTF-8 (un carácter pegado de otro sitio, en Windows-1252): escríbelo de nuevo o guarda el archivo como UTF-8
orderlang-quote_unclosed = esta cita no se cierra: falta su [/quote] (sin él se perdería el resto del archivo)
orderlang-quote_unclosed_inner = esta cita no se cierra: falta un [/quote], quizá el de la cita abierta dentro en la línea { $inner } (su [/quote] cerró otra)
orderlang-quote_unopened = un [/quote] que no cierra ninguna cita: bórralo o añade la cita que cierra
orderlang-gm_post = un mensaje no da órdenes del máster: las órdenes del máster van en orders/gm.txt
orderlang-second_post_at = esta facción ya tiene un mensaje en { $other }: junta los dos en uno (si no, sus órdenes se darían dos veces)
orderlang-not_theirs = línea no tomada como orden de esta facción «{ $text }»: { $reason }
orderlang-voice_quote = está dentro de una cita de «{ $name }» (línea { $line }): son palabras de otro, y un mensaje da solo las órdenes de su jugador
orderlang-voice_quote_bare = está dentro de una cita (línea { $line }): son palabras de otro, y un mensaje da solo las órdenes de su jugador
orderlang-voice_header = habla por «{ $name }»: un mensaje da solo las órdenes de su jugador, así que esta línea y las que la siguen no se toman como órdenes de nadie
orderlang-voice_under = sigue a «{ $name }» (línea { $line }): un mensaje da solo las órdenes de su jugador, así que no se toma como orden de nadie
orderlang-post_refused = mensaje no leído (no se toma ninguna orden de él): { $reason }
orderlang-not_understood = línea no entendida «{ $text }»: { $reason }
orderlang-one_per_line = { $reason } (si son varias órdenes, escribe una orden por línea)
orderlang-unwritable = no hay frase de las órdenes que diga esta orden «{ $type }» con todo lo que lleva ({ $keys }): corrígela en orders.toml o escríbela a mano en orders/
orderlang-too_many_orders = más de { $most } { $most ->
        [one] orden
       *[other] órdenes
    } de una facción en un turno: desde aquí no se leen (el reglamento admite como mucho { $most })
orderlang-too_many_unread = más de { $most } { $most ->
        [one] línea
       *[other] líneas
    } sin leer en el mensaje de una facción: revisa el archivo (¿no es el mensaje de un jugador?)
orderlang-long_note = la nota es demasiado larga ({ $length } { $length ->
        [one] carácter
       *[other] caracteres
    }; como mucho { $most })
orderlang-unread_heading = Líneas no leídas:
orderlang-unread_chatter = { $file }:{ $line }: saltada (no es una orden) «{ $text }»
orderlang-unread_not_understood = { $file }:{ $line }: NO ENTENDIDA «{ $text }»: { $reason }
orderlang-strict_unread = --strict: { $count ->
        [one] una línea no entendida
       *[other] { WORDS($count, gender: "feminine") } líneas no entendidas
    }; no se escribe nada
orders-post_refused_heading = El mensaje de órdenes no se ha podido leer entero, así que este turno no se ha tomado ninguna orden de ese mensaje:
orders-unread_at = línea { $line }: { $reason }
orders-unread_heading = Líneas del mensaje que no se entendieron (no se aplican; escríbelas de nuevo el próximo turno):
orders-unread_line = línea { $line }: «{ $text }» — { $reason }
orders-not_theirs_heading = Líneas del mensaje que no se tomaron como tus órdenes (ni como las de nadie; si son tuyas, escríbelas fuera de la cita o del encabezado el próximo turno):
orders-chatter_heading = Líneas saltadas (no son órdenes):
orders-unlisted = { $count ->
        [one] Y una línea más de charla o de palabras de otros, sin listar.
       *[other] Y { WORDS($count, gender: "feminine") } líneas más de charla o de palabras de otros, sin listar.
    }
orders-chatter_line = { $file }:{ $line }: «{ $text }»

# gm seal, gm init, gm verify --rolls: el compromiso de tamaño fijo (issue 22)
api-seal_exists = { $path }: este turno ya está sellado con el compromiso { $before }, y sellarlo de nuevo da { $value } (¿cambió dice.toml, una facción o el secreto?): el que publicaste dejaría de ser el del turno. Para sellar de nuevo y publicar el nuevo, di por qué en el foro y usa `gm seal DIR --force`
api-gitignore_header = gm: el secreto maestro no va nunca a git; rolls.toml, gm-report.* y maps/gm.* cuentan cada dado y cada cosa oculta
    hasta `gm reveal` (`gm resolve` los vuelve a hacer). Los archivos de estado y las órdenes sí van: son la partida.
cli-gitignore_missing = aviso: { $path } ya existía y no se ha tocado; le faltan estas líneas (añádelas tú para que `git add` no recoja el secreto ni los archivos del máster): { $lines }
pipeline-seal_old = el turno lo selló una versión anterior de gm: rolls/public.toml lista el resumen de cada flujo y así cuenta las facciones, ocultas incluidas; si las órdenes no han cerrado, vuelve a sellar con `gm seal DIR --force` y publica el compromiso nuevo
pipeline-dice_after_seal = la tirada { $key } toma sus caras de dice.toml, pero el compromiso sellado no las incluye (dice.toml se escribió o cambió después de `gm seal`): la comprobación del jugador (`gm verify --rolls`) fallará en ella; vuelve a sellar antes del cierre de órdenes o enséñale la tirada del foro
dicecheck-no_proof = la semilla del flujo { $stream } no trae su prueba, se esperaba la tabla [proofs] del archivo de tiradas
dicecheck-proof = la semilla del flujo { $stream } y su prueba llevan a { $value }, no al compromiso publicado
dicecheck-recorded_unsealed = { $path }: la tirada { $key } toma sus caras de dados anotados (dice.toml) que ningún compromiso sellado incluye (anotados tras el sello, o en un turno sellado por una versión anterior de gm): compáralas con la tirada publicada en el foro
dicecheck-tree = { $path }: la semilla del turno, sus flujos y los dados sellados dan el compromiso { $value }, no el publicado
report-recorded_die = (dado tirado en el foro)
seal-too_many = { $found ->
    [one] se encontró un flujo o dado anotado
   *[other] se encontraron { $found } flujos y dados anotados
}, se esperaban como mucho { $max } (los que caben en el árbol del compromiso)
api-ruleset_whole = { $name }: se encontró { $found }, se esperaba un número entero de { $lo } a { $hi } en { $ruleset }
output-read_only = { $out }: no se puede reemplazar: { $folder } es de solo lectura, y --force borra el turno viejo; no se escribió nada (dale permiso de escritura, chmod -R u+w, o elige otro --out)
output-old_left = { $out }: el turno nuevo está escrito, pero el sistema no deja borrar el viejo, que queda en { $old }: bórralo a mano
api-init_turn_number = { $dir }: el número final del nombre ({ $number }) es el del turno para gm (gm resolve escribe el siguiente), y una partida nueva empieza en el turno 1: llámalo { $first }, o con un nombre sin número al final
api-side_twice = --side { $n }: se encontró dos veces la clave { $key } ({ $first } y { $second }), se esperaba cada clave una vez
api-dice_with_odds = --dice: se encontró junto a --odds, que calcula todas las tiradas posibles; se esperaba uno de los dos
api-dice_unused = --dice: se dieron { $given } { $given ->
    [one] dado
   *[other] dados
} y el combate tiró { $used }; sobran: { $unused } (se esperaban exactamente los dados del combate, en el orden que documenta el reglamento)
orderlang-binary = un byte nulo: no es un archivo de texto (¿un archivo binario, o UTF-16 sin su marca?): guarda el mensaje como texto UTF-8
pipeline-outcomes_header = El archivo del máster (como rolls.toml, secreto hasta gm reveal): qué fue de cada orden, para scripts: facción, número, línea del mensaje, veredicto y clave del motivo.
problem-too_big_named = se encontró un archivo demasiado grande ({ $size } { $size ->
    [one] byte
   *[other] bytes
}), se esperaba como mucho { $mib } MiB ({ $limit } B: el límite { $name }, docs/robustness.md); no se ha leído: un archivo así es un error, no una partida

# Discord: el número de cada mensaje de un informe partido en mensajes de 2.000 caracteres
forum-message_part = **(mensaje { $i } de { $n })**
# Lo que abre una tirada donde el foro no guarda emojis (🎲): forum roll_mark = "word"
forum-roll_word = Tirada:

cli-upload_maps = Los informes para el foro enlazan { $count ->
    [one] este mapa
   *[other] estos mapas
} con una dirección provisional (https://SUBE-LOS-MAPAS.invalid/): { $files }. { $count ->
    [one] Súbelo
   *[other] Súbelos
} y pon la dirección de su carpeta en game.toml, [forum] image_base (para este turno, o con {"{"}turn{"}"}, el número del turno que cuentan los informes, para todos), o sustituye esa dirección en los informes.
cli-upload_maps_to = { $count ->
    [one] Sube este mapa
   *[other] Sube estos mapas
} de { $folder } a { $base } (ahí los enlazan los informes del turno { $turn }): { $files }.
cli-private_maps_tagged = Los mapas de cada facción llevan en el nombre una clave que nadie fuera de la partida calcula ({ $example }): súbelos con ese nombre, sin cambiarlo, a una carpeta que el servidor no liste; así nadie da con el mapa de otro probando direcciones.
cli-maps_relative = Los informes en Markdown enlazan { $count ->
    [one] este mapa
   *[other] estos mapas
} como un archivo a su lado ({ $files }): se ven en local o en GitHub, no en un foro. Para un foro, { $count ->
    [one] súbelo
   *[other] súbelos
} y pon la dirección de su carpeta en game.toml, [forum] image_base.
