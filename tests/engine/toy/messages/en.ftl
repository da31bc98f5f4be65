# The toy's catalog (en). Ids and variables identical in es and en.

toy-income = { $faction } collects { $amount ->
        [one] one gold coin
       *[other] { $amount } gold coins
    }.
toy-gift = { $giver_name } gives { $amount ->
        [one] one gold coin
       *[other] { $amount } gold coins
    } to { $to_name }.
toy-gave = you give { $amount ->
        [one] one gold coin
       *[other] { $amount } gold coins
    } to { $to }
toy-prayed = you pray and roll { $total }
toy-reject-unknown_faction = there is no faction «{ $to }» in this game
toy-reject-not_enough = you cannot give { $amount ->
        [one] one gold coin
       *[other] { $amount } gold coins
    }: you hold { $gold }
toy-sheet = Your treasury
toy-column-name = faction
toy-column-gold = gold
toy-why-income = income of { $faction }
toy-why-prayer = prayer
toy-map-title = { $game } — turn { $turn }
toy-map-note = On each square, the faction's gold.
toy-check-forbidden_level = found level { $level }, expected any level but { $level } (toy rule)
restate-give = Give { $amount ->
        [one] one gold coin
       *[other] { $amount } gold coins
    } to { $to }
restate-pray = Pray
