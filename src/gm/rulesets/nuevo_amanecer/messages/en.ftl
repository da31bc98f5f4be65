# Nuevo Amanecer catalog (en). Keys and placeholders identical in es and en.

## na.apply
na-apply-army = { $god } applies advance { $advance_name } to army { $target_name } ({ $cost } resources).
na-apply-city = { $god } applies advance { $advance_name } to city { $target_name } ({ $cost } resources).

## na.army
na-army-appeared = Army { $name } of { $faction } appears in { $hex }.
na-army-destroyed = Army { $name } ({ $faction }) is destroyed in { $hex }.

## na.battle
na-battle-fought = Battle in { $hex }: { $summary }.

## na.calamity
na-calamity-cast = You cast a calamity: { $what_name } ({ $cost } resources); success: { $success }.
na-calamity-checked = Calamity roll against difficulty { $difficulty }: calamity = { $hit }.
na-calamity-drawn = The calamity ({ $what }) falls on { $faction } (a die of { $tickets }).
na-calamity-struck = { $what } calamity on { $faction } { $hex } (source: { $source }).

## na.city
na-city-destroyed = City { $name } ({ $faction }) falls in { $hex } and lies in ruins; loot for { $looter }: { $loot }.

## na.civil_war
na-civil_war-nothing = The civil war cannot divide { $faction }: there is nothing left to share between two factions.
na-civil_war-rolled = { $faction }: civil war { $chance }% at happiness { $happiness }: { $hit }.
na-civil_war-split = Civil war! { $new_faction } splits from { $faction } with regions { $hexes }.

## na.colony
na-colony-failed = { $faction }'s colony in { $hex } is lost ({ $reason }); { $cost } resources lost.
na-colony-founded = { $faction } founds { $colony } in { $hex }.
na-colony-started = { $god } applies { $advance_name } in { $hex } to found { $colony_word } ({ $cost } resources); ready next turn if the army stays there unattacked.

## na.contact
na-contact-made = { $a } and { $b } make contact.

## na.economic
na-economic-blessing = Economic miracle: { $faction } earns 50% more this turn.

## na.feature
na-feature-city = city
na-feature-none = -
na-feature-ruins = ruins
na-feature-settlement = settlement

## na.god
na-god-died = { $faction }'s race is gone: the god dies (turn { $turn }); its wars, alliances, trade treaties and contacts end.
na-god-relations_ended = { $faction } is dead: its wars, alliances, trade treaties and contacts end.

## na.happiness
na-happiness-changed = Happiness of { $faction }: { $detail }; sum { $net }; { $orden_rule } → { $adjusted }: { $old } → { $new }.
na-happiness-no_modifiers = no modifiers
na-happiness-orden_fall = orden { $orden } (×{ $factor } on a fall)
na-happiness-orden_rise = orden { $orden } (×{ $factor } on a rise)

## na.income
na-income-collected = Resources of { $faction }: roll { $roll } + settlements { $settlements } → { $base }, tech { $tech }, trade { $trade }, early { $early } = { $income }; saved { $saved }, loot { $loot }, debt paid { $debt_paid }, wasted { $wasted } (cap { $cap }) → { $resources }.

## na.kind
na-kind-architectural = architectural
na-kind-economic = economic
na-kind-military = military
na-kind-tech = technological

## na.miracle
na-miracle-cast = You ask for a miracle: { $what_name } ({ $cost } resources); success: { $success }.

## na.move
na-move-after_battle = { $name } ({ $faction }) withdraws from { $from } to { $to } after the battle.
na-move-border_placed = After the border battle, { $name } ({ $faction }) ends in { $to }.
na-move-done = { $name } ({ $faction }) moves from { $from } to { $to }.

## na.neutral
na-neutral-appeared = A neutral army { $name } of level { $level } appears in { $hex } ({ $origin }).

## na.order
na-order-border_battle = Border battle; army { $army } ends in { $hex }.
na-order-border_battle_even = Even border battle; army { $army } stays in { $hex }.
na-order-border_battle_lost = Army { $army } fell in the border battle.
na-order-moved = { $army } moves to { $hex }.
na-order-moved_after_battle = { $army } fought before leaving and then moves to { $hex }.
na-order-unsupported_marked = The GM marks { $faction }'s advance { $advance } as unsupported.
na-order-war_declared = You declare war on { $faction }.

## na.peace
na-peace-made = { $a } and { $b } make peace.

## na.pillage
na-pillage-cleared = { $hex } is no longer pillaged.
na-pillage-done = { $faction } pillages { $victim }'s { $hex }: { $amount } resources.

## na.recruit
na-recruit-lost = Army { $name } of { $faction } does not appear: city { $city } has fallen.
na-recruit-ordered = Army { $name } is created in { $hex } (military advances: { $advance_names }; { $cost } resources); it appears next turn.

## na.region
na-region-lost = { $faction } loses region { $hex } ({ $cause }).

## na.reject
na-reject-advance_exists = You already have advance { $advance }.
na-reject-advance_in_use = Advance { $advance } is already applied ({ $use }).
na-reject-advance_lost = Advance { $advance } was lost for good to a calamity.
na-reject-already_at_war = You are already at war with { $faction }.
na-reject-already_moving = { $army } already has a move order this turn.
na-reject-army_lost_before_moving = Army { $army } was destroyed before moving.
na-reject-army_needs_advance = An army needs at least one free military advance (no repeats).
na-reject-at_war = Not possible: you are at war with { $faction }.
na-reject-city_besieged = City { $city } is under siege and cannot recruit.
na-reject-city_site_not_settlement = { $hex } is a city site: only cities are built there.
na-reject-colony_pending = A colony is already under way in { $hex }.
na-reject-creation_level = City { $city } only creates armies up to level { $max } (asked { $level }).
na-reject-duplicate_id = Id { $id } already exists.
na-reject-god_dead = Your god is dead: the order has no effect.
na-reject-god_dead_target = God { $faction } is dead.
na-reject-hex_not_target = { $hex } does not belong to { $faction }.
na-reject-hex_owned = { $hex } belongs to { $owner }.
na-reject-limit_tech = You cannot have more { $akind } advances than technological ones ({ $tech }).
na-reject-miracle_sea = The natural miracle cannot alter seas nor make one ({ $hex }, { $terrain }).
na-reject-no_army_for_colony = To colonise { $hex } you need an army there, or a valid move order that takes one there this turn.
na-reject-no_contact = Your race has not enough contact with { $faction }.
na-reject-no_treaty = You have no such treaty with { $faction }.
na-reject-not_adjacent = { $army } is in { $src }: { $hex } is not adjacent (one hex per turn).
na-reject-not_at_war = You are not at war with { $faction }.
na-reject-not_enough_resources = It costs { $cost } resources and you have { $have }.
na-reject-not_military = { $advance } is not one of your military advances.
na-reject-not_reciprocated = { $faction } did not ask for the same { $treaty } this turn.
na-reject-not_ruins = { $hex } is not a city site in ruins.
na-reject-nothing_lost = You have lost no technological advance.
na-reject-off_map = { $hex } is not on the map.
na-reject-one_economic_per_settlement = { $hex } already has an economic advance.
na-reject-one_per_army_per_turn = { $army } already got an advance this turn.
na-reject-sea_colony = The sea cannot be colonised ({ $hex }).
na-reject-tech_not_applicable = Technological advances are not applied ({ $advance }).
na-reject-terrain_closed = Your race cannot enter { $terrain } ({ $hex }) without an advance for it.
na-reject-treaty_exists = You already have that treaty with { $faction }.
na-reject-unit_max_level = { $unit } is already at the top level.
na-reject-unknown_advance = There is no advance { $advance }.
na-reject-unknown_army = You have no army { $army }.
na-reject-unknown_city = You have no city { $city }.
na-reject-unknown_kind = There is no advance kind { $akind } (kinds: { $kinds }).
na-reject-unknown_faction = There is no god { $faction }.
na-reject-unknown_support = { $advance } is not one of your technological advances.
na-reject-unknown_target = Target { $target } not found.

## na.report
na-report-advances = Advances
na-report-alive = alive
na-report-border_battle_heading = Border battle between { $a } and { $b }
na-report-battle_heading = Battle in { $hex }
na-report-battle_side = { $factions } ({ $units }): dice { $dice } + tech { $tech } = { $total }; damage taken { $damage }
na-report-col_armies = Armies
na-report-col_feature = Marker
na-report-col_god = God
na-report-col_happiness = Happiness
na-report-col_hex = Hex
na-report-col_kind = Kind
na-report-col_level = Level
na-report-col_life = Life
na-report-col_lost = Lost
na-report-col_name = Name
na-report-col_owner = Owner
na-report-col_race = Race
na-report-col_regions = Regions
na-report-col_resources = Resources
na-report-col_status = Status
na-report-col_terrain = Terrain
na-report-col_use = Applied to
na-report-dead = dead
na-report-events = Events of the turn
na-report-gods = The gods
na-report-map = The map
na-report-private_events = For your eyes only
na-report-relations = Alliances: { $alliances }. Trade: { $trade }. Wars: { $wars }.
na-report-settlements = Settlements: { $list }.
na-report-sheet = Sheet of { $name } ({ $race })
na-report-terrains = Terrains: { $detail }.
na-report-treasury = Treasury: { $resources } resources, debt { $debt }. Happiness { $happiness }. Technological advances { $tech } (bonus { $bonus }).
na-report-units = Armies and cities
na-report-neutral = neutral
na-report-army_entry = { $name } ({ $god }, level { $level })
na-report-list = { $items }
na-report-terrain_mode = { $terrain }: { $mode }
na-report-map_legend = M mountains D deserts P plains B forests S swamps ~ seas | C city a settlement r ruins | * armies
na-report-settlement_entry = { $hex } ({ $advance })

## na.research
na-research-done = You research { $name } ({ $akind_name }, { $cost } resources).

## na.revolt
na-revolt-rolled = { $faction }: revolt { $chance }% at happiness { $happiness }: { $hit }.

## na.savings
na-savings-lost = Economic calamity: { $faction } loses its { $amount } saved resources and earns half this turn.

## na.score
na-score-final = Final points of { $faction }: { $points } ({ $detail }).

## na.settlement
na-settlement-destroyed = { $faction } destroys { $victim }'s settlement in { $hex } and will get { $loot } resources.

## na.social
na-social-effect = Happiness of { $faction }: { $amount } extra this turn ({ $source }).

## na.tech
na-tech-lost = { $faction } loses the technological advance { $advance } for good.
na-tech-recovered = { $faction } recovers the technological advance { $advance }.

## na.terrain
na-terrain-changed = Natural miracle: { $hex } turns from { $from } to { $to }.
na-terrain-hurt = { $name } ({ $faction }) enters difficult { $terrain } in { $hex }: damage { $amount }.

## na.tie
na-tie-drawn = Draw ({ $tie }): { $names }.

## na.tie_kind
na-tie_kind-looter = loot of the city fallen in { $hex }: tied army levels
na-tie_kind-destroyer = who destroys the settlement in { $hex }
na-tie_kind-colony = colony in { $hex } ordered by several gods at once
na-tie_kind-damage = which army takes damage first in { $hex }: tied level and resistencia
na-tie_kind-border = who meets whom on the border { $hex }

## na.trade
na-trade-no_contact = { $faction }'s trade treaty with { $other } has no effect this turn: their races are not in contact.

## na.treaty
na-treaty-agreed = Agreement ({ $treaty }) with { $other }: effective next turn.
na-treaty-break_announced = You break the { $treaty_name } with { $other_god }: effective next turn.
na-treaty-ended = The { $treaty } between { $a } and { $b } ends.
na-treaty-signed = { $a } and { $b } sign a { $treaty }.

## na.unit
na-unit-army = army
na-unit-city = city
na-unit-damaged = { $name } ({ $faction }) takes { $amount } damage in { $hex }.
na-unit-healed = { $name } ({ $faction }) heals ({ $amount } damage).

## na.upkeep
na-upkeep-paid = Upkeep of { $faction }: had { $had }, pays { $due } upkeep and { $pillage } pillage → { $resources } left, debt { $debt }, bankrupt: { $bankrupt }.

## na.war
na-war-declared = { $a } declares war on { $b }.
na-war-started = { $a } and { $b } are at war after the battle.

## na.happiness_mod
na-happiness_mod-abundance = abundance ×{ $count }: { $points }
na-happiness_mod-bankruptcy = bankruptcy ×{ $count }: { $points }
na-happiness_mod-own_army = levels of own armies in its regions ×{ $count }: { $points }
na-happiness_mod-enemy_army = levels of enemy armies in its regions ×{ $count }: { $points }
na-happiness_mod-protected = protected regions ×{ $count }: { $points }
na-happiness_mod-border = border regions ×{ $count }: { $points }
na-happiness_mod-alliance = alliances ×{ $count }: { $points }
na-happiness_mod-war = wars ×{ $count }: { $points }
na-happiness_mod-trade = trade agreements ×{ $count }: { $points }
na-happiness_mod-architectural = architectural advances applied ×{ $count }: { $points }
na-happiness_mod-economic = economic advances applied ×{ $count }: { $points }
na-happiness_mod-social = social miracle or calamity ×{ $count }: { $points }

## na.treaty_kind
na-treaty_kind-trade = trade
na-treaty_kind-alliance = alliance
na-treaty_kind-peace = peace
na-treaty_kind-war = war

## na.source
na-source-gm = the GM's roll
na-source-miracle = miracle
na-source-calamity = calamity

## na.colony_kind
na-colony_kind-settlement = a settlement
na-colony_kind-city = a city

## na.cause
na-cause-neutral = a neutral army
na-cause-calamity = a calamity
na-cause-terrain = terrain
na-cause-battle = battle

## na.colony_reason
na-colony_reason-army_absent = the army is no longer there
na-colony_reason-attacked = the army was attacked
na-colony_reason-taken = the hex is already taken

## na.origin
na-origin-calamity = calamity
na-origin-revolt = revolt of { $god }

## na.miracle_kind
na-miracle_kind-militar = military
na-miracle_kind-natural = natural
na-miracle_kind-tecnologico = technological
na-miracle_kind-economico = economic
na-miracle_kind-social = social

## na.terrain_name
na-terrain_name-montanas = mountains
na-terrain_name-desiertos = deserts
na-terrain_name-praderas = plains
na-terrain_name-bosques = forests
na-terrain_name-pantanos = swamps
na-terrain_name-mares = seas

## na.adapt
na-adapt-normal = normal
na-adapt-difficult = difficult
na-adapt-closed = closed
na-adapt-advance = closed without an advance

## na.use
na-use-army = army { $target }
na-use-city = city { $target }
na-use-settlement = settlement in { $target }
na-use-colony = colony in { $target }
na-use-pending = pending: { $target }

## na.why
na-why-income = resources of { $god }
na-why-trade = trade of { $god } with { $other }
na-why-miracle = { $what } miracle of { $god }
na-why-calamity = { $what } calamity of { $god }
na-why-region = region of { $god } struck by the calamity
na-why-tech_lost = advance lost by { $god }
na-why-calamity_check = calamity (difficulty { $difficulty })
na-why-calamity_victim = victim of the calamity
na-why-calamity_kind = kind of calamity
na-why-terrain = difficult terrain in { $hex } ({ $army } of { $god })
na-why-revolt = revolt of { $god } ({ $chance }%)
na-why-revolt_region = region of the revolt of { $god }
na-why-civil_war = civil war of { $god } ({ $chance }%)
na-why-attack = attack of { $unit } ({ $god })
na-why-draw = draw: { $tie }

## na.forecast
na-forecast-store = You have { $resources } in store.
na-forecast-cost = Order { $number } ({ $what }): costs { $cost }; { $left } will be left.
na-forecast-short = Order { $number } ({ $what }): costs { $cost } and by then you will have { $have }; it would be rejected.
na-forecast-upkeep = Upkeep of your armies and cities at the end of the turn: { $upkeep }.
na-forecast-stays = { $left } will stay in store, not counting what is pillaged from you nor next turn's income (it depends on the dice).
na-forecast-debt = The upkeep is not covered: you will lack { $debt }, kept as debt (bankruptcy).

## na.forecast.resources
na-forecast-resources = { $n ->
        [one] { $n } resource
       *[other] { $n } resources
    }

## na.forecast.what
na-forecast-what-research = research
na-forecast-what-apply = apply an advance
na-forecast-what-create_army = create an army
na-forecast-what-miracle = miracle
na-forecast-what-calamity = calamity

## na.orders_help
na-orders_help-text = 
    Order types (one table per order under [[factions.<id>.orders]]):
    research kind=tech|economic|architectural|military advance=ID name=.. supported_by=TECH apply_to=ARMY|CITY|HEX (city=ID city_name=.. for a new city)
    apply advance=ID to=ARMY|CITY|HEX (city=ID city_name=.. for a new city) | create_army army=ID name=.. city=ID advances=[..]
    move army=ID to=HEX | trade/alliance/break_trade/break_alliance/peace with=GOD | declare_war on=GOD
    miracle kind=militar|natural|tecnologico|economico|social army=ID hex=HEX terrain=.. | calamity kind=.. target=GOD hex=HEX
