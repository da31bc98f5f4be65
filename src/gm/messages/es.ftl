# Mensajes del motor (comunes a todos los reglamentos).
yes = sí
no = no

## report
report-public_title = { $title } — Turno { $turn }
report-private_title = { $name } — Informe privado del turno { $turn }
report-gm_title = Informe del máster — Turno { $turn }
report-gm_orders_of = Órdenes de { $faction }
report-all_rolls = Todas las tiradas
report-no_rolls = No hubo tiradas.
report-seed_public_game = Semilla pública de la partida: { $seed }. No hay dados secretos: cualquiera puede repetir cada tirada con ella.
report-seed_sealed = Dados públicos del turno: semilla { $seed }. Compromiso publicado antes del turno: { $commitment }. Cada jugador comprueba los dados públicos y los suyos con `gm verify --rolls rolls/public.toml --rolls rolls/<facción>.toml`.
report-seed_unsealed = Dados públicos del turno: semilla { $seed } (sin sellar: esta partida no publicó compromiso antes del turno).
report-seed_private = Tus dados de este turno salen de tu propia semilla, { $seed }, que solo conoces tú y el máster. Compruébalos con `gm verify --rolls rolls/public.toml --rolls` seguido de tu archivo, rolls/{ $faction }.toml.
report-seed_gm = Semilla del turno (solo para el máster; publícala con `gm reveal` cuando acabe el secreto): { $seed }.

## orders
orders-heading = Órdenes
orders-none = No se recibieron órdenes.
orders-count = { $total ->
        [one] Una orden recibida
       *[other] Órdenes recibidas: { $total }
    } ({ $applied ->
        [0] ninguna aplicada
        [one] una aplicada
       *[other] { $applied } aplicadas
    }, { $rejected ->
        [0] ninguna rechazada
        [one] una rechazada
       *[other] { $rejected } rechazadas
    }).
orders-applied = #{ $number } { $order }: aplicada — { $detail }
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
orderlang-unknown_verb = no conozco la orden «{ $found }»; las órdenes empiezan por: { $verbs }
orderlang-unknown_verb_near = no conozco la orden «{ $found }»; ¿quisiste decir «{ $near }»?
orderlang-unknown_ref = «{ $found }» no es { $what }; se esperaba uno de: { $choices }
orderlang-unknown_ref_near = «{ $found }» no es { $what }; ¿quisiste decir «{ $near }»?
orderlang-unknown_word = «{ $found }» no vale aquí; se esperaba uno de: { $choices }
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
orderlang-no_faction = órdenes sin facción: se esperaba antes una línea «Órdenes de <facción>» o la cita del jugador
orderlang-stranger_quote = una cita de «{ $name }», que no es una facción de la partida: si son las órdenes de esta facción, sácalas de la cita; si es de otra persona, borra la cita
orderlang-foreign_header = «{ $name }» es otra facción: en el archivo de una facción solo van sus órdenes; si es el mensaje de «{ $name }», pásalo a su archivo; si es una cita, ponla entre [quote] y [/quote] o bórrala
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
orderlang-missed_heading = Facciones sin órdenes este turno
orderlang-missed_one = { $faction }: sin órdenes (turnos seguidos: { $turns })
orderlang-missed_flagged = { $faction }: sin órdenes { $turns ->
        [one] un turno
       *[other] { $turns } turnos seguidos
    } — AVISO: decide qué hacer con esta facción
orderlang-missed_gm_plays = { $faction }: sin órdenes { $turns ->
        [one] un turno
       *[other] { $turns } turnos seguidos
    } — según la partida, ahora la juega el máster
orderlang-standing_spot = orden permanente n.º { $n } de { $faction }, guardada en un turno anterior (siempre:) en missed_orders.standing.{ $fid }; bórrala de ahí si ya no vale
orderlang-exists = { $path } ya existe: usa --force para reemplazarlo
orderlang-no_text = no hay órdenes en texto: se esperaba { $path }/<facción>.txt
orderlang-clash = las órdenes de { $faction } aquí no son las de { $files }: ejecuta «gm orders { $dir } --force» para escribir las del texto (o quita uno de los dos)
orderlang-written = Escrito { $path }: { $orders ->
        [one] una orden
       *[other] { $orders } órdenes
    } de { $factions ->
        [one] una facción
       *[other] { $factions } facciones
    }.
orderlang-exported = Escrito { $path }
orderlang-export_header = Órdenes de { $faction }, turno { $turn }
orderlang-check_heading = Comprobación de las órdenes de { $faction } (turno { $turn })
orderlang-check_ok = { $number }. { $line } — se entiende y pasa las comprobaciones previas; las reglas de su fase la comprobarán al resolver
orderlang-check_bad = { $number }. { $line } — { $problem }
orderlang-check_none = No hay órdenes de { $faction }: este turno no hará nada.
orderlang-check_summary = { $ok ->
        [0] Ninguna de las { $total } órdenes pasa
        [one] Una orden de { $total } pasa
       *[other] { $ok } órdenes de { $total } pasan
    } las comprobaciones previas; las demás se rechazarían.
orderlang-check_all_ok = Todas las órdenes se entienden y pasan las comprobaciones previas. Las reglas de cada fase (tamaños, alcances, quién puede darla…) las comprueban al resolver; lo que ocurra depende también de los dados y de las órdenes de los demás.
orderlang-check_line_problem = línea { $line }: { $problem }
orderlang-check_unknown_faction = facción desconocida «{ $faction }»; se esperaba una de: { $choices }
orderlang-forecast_heading = Previsión de lo que las reglas ya fijan (sin dados ni lo que hagan los demás):

## problem: how gm shows a problem in the files (gm validate, gm check, gm resolve)
problem-at = En { $crumbs }:
problem-warning = aviso:
