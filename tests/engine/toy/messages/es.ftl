# The toy's catalog (es). Ids and variables identical in es and en.

toy-income = { $faction } recauda { $amount ->
        [one] una moneda
       *[other] { $amount } monedas
    } de oro.
toy-gift = { $giver_name } regala { $amount ->
        [one] una moneda
       *[other] { $amount } monedas
    } de oro a { $to_name }.
toy-gave = das { $amount ->
        [one] una moneda
       *[other] { $amount } monedas
    } de oro a { $to }
toy-prayed = rezas y sacas un { $total }
toy-reject-unknown_faction = no hay ninguna facción «{ $to }» en la partida
toy-reject-not_enough = no puedes dar { $amount ->
        [one] una moneda
       *[other] { $amount } monedas
    } de oro: tienes { $gold }
toy-sheet = Tu tesoro
toy-column-name = facción
toy-column-gold = oro
toy-why-income = ingresos de { $faction }
toy-why-prayer = plegaria
toy-map-title = { $game } — turno { $turn }
toy-map-note = En cada casilla, el oro de la facción.
toy-check-forbidden_level = se encontró el nivel { $level }, se esperaba cualquier nivel menos el { $level } (regla del juguete)
restate-give = Dar { $amount ->
        [one] una moneda
       *[other] { $amount } monedas
    } de oro a { $to }
restate-pray = Rezar
