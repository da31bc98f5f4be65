# Nuevo Amanecer: English catalog. Same messages and variables in es.ftl and en.ftl.
# "yes"/"no" variables are tokens for selectors (the reports turn booleans into them).

## Words of the rules (nouns keep the Spanish catalog's gender attribute)

na-unit-army = army
    .gender = masculine
na-unit-city = city
    .gender = feminine
na-feature-city = city
    .gender = feminine
na-feature-ruins = ruins
    .gender = feminine
na-feature-settlement = settlement
    .gender = masculine
na-colony_kind-settlement = a settlement
    .gender = masculine
na-colony_kind-city = a city
    .gender = feminine
na-treaty_kind-trade = trade
    .gender = masculine
na-treaty_kind-alliance = alliance
    .gender = feminine
na-treaty_kind-peace = peace
    .gender = feminine
na-treaty_kind-war = war
    .gender = feminine
na-kind-architectural = architectural
na-kind-economic = economic
na-kind-military = military
na-kind-tech = technological
na-miracle_kind-militar = military
na-miracle_kind-natural = natural
na-miracle_kind-tecnologico = technological
na-miracle_kind-economico = economic
na-miracle_kind-social = social
na-calamity_kind-militar = military
na-calamity_kind-natural = natural
na-calamity_kind-tecnologico = technological
na-calamity_kind-economico = economic
na-calamity_kind-social = social
na-terrain_name-montanas = mountains
    .gender = feminine
na-terrain_name-desiertos = deserts
    .gender = masculine
na-terrain_name-praderas = grasslands
    .gender = feminine
na-terrain_name-bosques = forests
    .gender = masculine
na-terrain_name-pantanos = swamps
    .gender = masculine
na-terrain_name-mares = seas
    .gender = masculine
na-terrain_one-montanas = mountain
    .gender = feminine
na-terrain_one-desiertos = desert
    .gender = masculine
na-terrain_one-praderas = grassland
    .gender = feminine
na-terrain_one-bosques = forest
    .gender = masculine
na-terrain_one-pantanos = swamp
    .gender = masculine
na-terrain_one-mares = sea
    .gender = masculine
na-characteristic-belicosidad = Bellicosity
na-characteristic-resistencia = Resistance
na-characteristic-inteligencia = Intelligence
na-characteristic-industriosidad = Industriousness
na-characteristic-orden = Order
na-origin-calamity = army of the calamity
    .gender = masculine
na-origin-revolt = rebel army of { $god }
    .gender = masculine
na-source-gm = by the GM's roll
na-source-miracle = by a miracle
na-source-calamity = by a calamity
na-source-god = sent by { $god }
na-source-hidden = sent by a god
na-colony_reason-army_absent = the army was no longer there
na-colony_reason-attacked = the army was attacked there
na-colony_reason-taken = the hex already has another owner or is taken
na-achievement-survival = survival
na-achievement-last_god_standing = last god standing
na-achievement-most_battles_won = most battles won
na-achievement-best_economy = best economy
na-achievement-most_advances = most advances
na-achievement-most_regions = most regions
na-achievement-none = no achievement

## Advances applied and colonies

na-apply-army = { $god } applies the advance { $advance_name } to the army { $target_name } ({ $cost ->
        [one] 1 resource
       *[other] { $cost } resources
    }).
na-apply-city = { $god } applies the advance { $advance_name } to the city { $target_name } ({ $cost ->
        [one] 1 resource
       *[other] { $cost } resources
    }).
na-colony-started = { $god } applies { $advance_name } in { $hex } to found { $colony_word } ({ $cost ->
        [one] 1 resource
       *[other] { $cost } resources
    }); the { $colony ->
        [city] city
       *[other] settlement
    } is founded as this turn ends if the army stays there unattacked (this report says whether it was).
na-colony-founded = { $colony_id ->
        [city] { $faction } founds the city { $name } in { $hex }.
       *[other] { $faction } founds a settlement in { $hex }.
    }
na-colony-failed = { $faction } fails to found { $colony } in { $hex } ({ $reason }) and loses { $cost ->
        [one] the resource spent
       *[other] the { $cost } resources spent
    }.
na-colony-failed_you = You fail to found { $colony } in { $hex } ({ $reason }) and lose { $cost ->
        [one] the resource spent
       *[other] the { $cost } resources spent
    }.
na-research-done = You pay { $paid ->
        [one] 1 resource
       *[other] { $paid } resources
    }{ $apply_cost ->
        [0] {""}
       *[other] {" "}({ $cost } to research it and { $apply_cost } to apply it)
    }.

## Armies

na-army-appeared = A new army of { $faction } appears in { $hex }: { $name }.
# after an army's or city's name, its god in brackets, unless the name already says it ($own: Cazadores de Khaine)
na-army-destroyed = The army { $name }{ $own ->
        [yes] {""}
       *[no] {" "}({ $faction })
    } is destroyed in { $hex }.
na-army-destroyed_neutral = The { $name } is destroyed in { $hex }.
na-recruit-ordered = The army { $name } is raised in { $hex } with the military { $count ->
        [one] advance
       *[other] advances
    } { $advance_names } ({ $cost ->
        [one] 1 resource
       *[other] { $cost } resources
    }); it appears there as this turn ends, unless the city falls, and may move from next turn.
na-recruit-lost = The army { $name } never appears: its city, { $city }, has fallen.
na-neutral-appeared = A neutral { $name } of level { $level } appears in { $hex }.
na-unit-damaged = { $unit ->
        [army] The army { $name }
        [city] The city { $name }
       *[other] { $name }
    }{ $own ->
        [yes] {""}
       *[no] {" "}({ $faction })
    } loses { $amount ->
        [one] 1 life point
       *[other] { $amount } life points
    } in { $hex }.
na-unit-damaged_neutral = The { $name } loses { $amount ->
        [one] 1 life point
       *[other] { $amount } life points
    } in { $hex }.
na-unit-healed = { $unit ->
        [army] The army { $name }
        [city] The city { $name }
       *[other] { $name }
    }{ $own ->
        [yes] {""}
       *[no] {" "}({ $faction })
    } recovers { $healed ->
        [one] 1 life point
       *[other] { $healed } life points
    }.
na-unit-healed_neutral = The { $name } recovers { $healed ->
        [one] 1 life point
       *[other] { $healed } life points
    }.
na-move-done = The army { $name }{ $own ->
        [yes] {""}
       *[no] {" "}({ $faction })
    } moves from { $from } to { $to }.
na-move-after_battle = After the battle, the army { $name }{ $own ->
        [yes] {""}
       *[no] {" "}({ $faction })
    } leaves { $from } for { $to }.
na-move-border_placed = After the border battle, the army { $name }{ $own ->
        [yes] {""}
       *[no] {" "}({ $faction })
    } enters { $to }.
na-terrain-hurt = The army { $name }{ $own ->
        [yes] {""}
       *[no] {" "}({ $faction })
    } enters { $hex }, a { $terrain } difficult for its race: { $amount ->
        [0] it loses no life.
        [one] it loses 1 life point.
       *[other] it loses { $amount } life points.
    }

## Orders (the outcome its giver reads)

na-order-border_battle = Border battle: the army { $army } ends in { $hex }.
na-order-border_battle_even = Even border battle: the army { $army } stays in { $hex }.
na-order-border_battle_lost = The army { $army } falls in the border battle.
na-order-moved = The army { $army } moves to { $hex }.
na-order-moved_after_battle = The army { $army } fights before leaving, then moves to { $hex }.
na-order-unsupported_marked = The GM marks { $faction }'s advance { $advance } as not supported by its technology.
na-order-war_declared = You declare war on { $faction }.

## Battles

na-city-destroyed = The city { $name }{ $own ->
        [yes] {""}
       *[no] {" "}({ $faction })
    } falls in { $hex } and lies in ruins.{ $loot ->
        [0] {""}
       *[other] {" "}{ $looter } takes { $loot ->
            [one] 1 resource
           *[other] { $loot } resources
        } of loot.
    }
na-war-declared = { $a } declares war on { $b }.
na-war-started = { $a } and { $b } are at war after the battle.
na-peace-made = { $a } and { $b } make peace.

## Miracles and calamities

na-miracle-cast = You ask for a { $what_name } miracle ({ $cost ->
        [one] 1 resource
       *[other] { $cost } resources
    }): the die shows { $die } and { $need } or more is needed: { $result ->
        [success] the miracle is granted and its effect already counts in this report.
       *[failure] the miracle is not granted.
    }
na-calamity-cast = You call down a { $what_name } calamity on { $target_name }{ $where } ({ $cost ->
        [one] 1 resource
       *[other] { $cost } resources
    }): the die shows { $die } and { $need } or more is needed: { $result ->
        [success] the calamity strikes and its effect already counts in this report.
       *[failure] the calamity fails to break loose.
    }
na-calamity-checked = The GM's calamity roll (a calamity if it shows less than { $difficulty }): { $roll }; { $hit ->
        [yes] a calamity strikes!
       *[no] no calamity this turn.
    }
na-calamity-drawn = { $tickets ->
        [one] The only ticket is { $faction }'s, the victim; the die picks the kind: a { $what } calamity.
       *[other] The dice pick the victim, { $faction } (among { $tickets } tickets), and the kind: a { $what } calamity.
    }
na-calamity-struck = { $faction } suffers a { $what } calamity { $source }{ $where }.
na-calamity-where = , in { $hex }
na-calamity-sent = { $sender } sent the { $what } calamity { $faction } suffers{ $where }.
na-calamity-where_only = , in { $hex }, its only region
na-savings-lost = Economic calamity: { $amount ->
        [0] { $faction } had no savings to lose, but
        [one] { $faction } loses its one saved resource and
       *[other] { $faction } loses its { $amount } saved resources and
    } earns only half its income this turn.
na-economic-blessing = Economic miracle: { $faction } earns { $pct } % more this turn.
na-social-effect = Happiness of { $faction }: { $points } this turn, { $source_id ->
        [calamity] from a social calamity.
       *[miracle] from a social miracle.
    }
na-tech-lost = { $faction } loses the technological advance { $advance }{ $only_part } for good.
na-tech-lost_only = , the only one it had,
na-tech-recovered = { $faction } recovers the technological advance { $advance }.
na-terrain-changed = Natural miracle: { $hex } is no longer a { $from } and becomes a { $to }.
na-region-lost = { $cause ->
        [neutral] { $faction } loses the region { $hex }: the { $name } takes it.
       *[calamity] { $faction } loses the region { $hex }: the calamity leaves nothing of it.
    }

## Territory and economy

na-pillage-done = { $faction } pillages { $victim }'s settlement in { $hex }: { $amount ->
        [0] it gets nothing this turn.
        [one] it takes 1 resource next turn.
       *[other] it takes { $amount } resources next turn.
    }
na-pillage-cleared = The settlement in { $hex } is no longer pillaged.
na-settlement-destroyed = { $faction } destroys { $victim }'s settlement in { $hex } and will get { $loot ->
        [one] 1 resource
       *[other] { $loot } resources
    }.
na-upkeep-paid = { $faction } had { $had ->
        [one] 1 resource
       *[other] { $had } resources
    } and pays { $due } upkeep{ $pillage ->
        [0] {""}
       *[other] {" "}plus { $pillage } for the pillage
    }: { $bankrupt ->
        [yes] it falls short and goes bankrupt with a debt of { $debt }.
       *[no] { $resources } left{ $debt ->
            [0] .
           *[other] {" "}and still owes { $debt }.
        }
    }
na-upkeep-paid_you = After your orders you had { $had ->
        [one] 1 resource
       *[other] { $had } resources
    } and pay { $due } upkeep{ $pillage ->
        [0] {""}
       *[other] {" "}plus { $pillage } for the pillage
    }: { $bankrupt ->
        [yes] you fall short and go bankrupt with a debt of { $debt }.
       *[no] { $resources } left before the resources roll{ $debt ->
            [0] .
           *[other] {" "}and you still owe { $debt }.
        }
    }
na-income-collected = Resources of { $faction }: { $formula }{ $tech_part }{ $trade_part }{ $early_part }{ $total_part }{ $halved_part }{ $blessed_part }. It had { $saved }{ $loot_part }{ $debt_part }; it now has { $resources }{ $capped ->
        [yes] {" "}{ $wasted_part }
       *[no] {""}
    }{ $owing_part }.
na-income-first = { $base } for the first turn
na-income-roll = { $settlements ->
        [0] { $die } ({ $roll }) × { $factor } for industriousness = { $base }
       *[other] ({ $die } ({ $roll }) + { $per } for { $settlements ->
            [one] its settlement
           *[other] its { $settlements } settlements
        }) × { $factor } for industriousness = { $base }
    }
na-income-tech = , +{ $tech } for technology
na-income-trade = , +{ $trade } for trade ({ $dice })
na-income-trade_die = { $roll } × { $factor } for industriousness = { $value }
na-income-early = , +{ $early } of early-turns help
na-income-total = ; in all, { $gross }
na-income-halved = ; halved by the economic calamity, { $income }
na-income-blessed = ; with the economic miracle, { $income }
na-income-loot = , receives { $loot } of loot
na-income-debt_paid = , pays { $debt_paid } of debt
na-income-wasted = (the cap; { $wasted ->
        [one] 1 is lost
       *[other] { $wasted } are lost
    })
na-income-owing = ; it still owes { $debt }
na-trade-no_contact = { $faction }'s trade treaty with { $other } gives nothing this turn: their races are too far apart to trade.
na-happiness-changed = Happiness of { $faction }: { $detail }; sum { $net }{ $zero ->
        [yes] {""}
       *[no] ; { $orden_rule } → { $adjusted }
    }: { $change }.
# the happiness after the change: unchanged, or stopped at the limit (the sum would pass it)
na-happiness-moved = from { $old } to { $new }
na-happiness-same = stays at { $old }
na-happiness-at_max = { $moved ->
        [yes] from { $old } to { $new }, the maximum
       *[no] stays at { $new }, the maximum
    }
na-happiness-at_min = { $moved ->
        [yes] from { $old } to { $new }, the minimum
       *[no] stays at { $new }, the minimum
    }
na-happiness-no_modifiers = no change
na-happiness-orden_fall = with Order { $orden }, a fall × { $factor }
na-happiness-orden_rise = with Order { $orden }, a rise × { $factor }
na-happiness_mod-abundance = abundance { $points }
na-happiness_mod-bankruptcy = bankruptcy { $points }
na-happiness_mod-own_army = { $count ->
        [one] 1 level
       *[other] { $count } levels
    } of own armies in its regions { $points }
na-happiness_mod-enemy_army = { $count ->
        [one] 1 level
       *[other] { $count } levels
    } of enemy armies in its regions { $points }
na-happiness_mod-protected = { $count ->
        [one] 1 protected region
       *[other] { $count } protected regions
    } { $points }
na-happiness_mod-border = { $count ->
        [one] 1 border region
       *[other] { $count } border regions
    } { $points }
na-happiness_mod-alliance = { $count ->
        [one] 1 alliance
       *[other] { $count } alliances
    } { $points }
na-happiness_mod-war = { $count ->
        [one] 1 war
       *[other] { $count } wars
    } { $points }
na-happiness_mod-trade = { $count ->
        [one] 1 trade treaty
       *[other] { $count } trade treaties
    } { $points }
na-happiness_mod-architectural = { $count ->
        [one] 1 architectural advance applied
       *[other] { $count } architectural advances applied
    } { $points }
na-happiness_mod-economic = { $count ->
        [one] 1 economic advance applied
       *[other] { $count } economic advances applied
    } { $points }
na-happiness_mod-social_miracle = social miracle { $points }
na-happiness_mod-social_calamity = social calamity { $points }
na-revolt-rolled = Revolt among { $faction }'s people (happiness { $happiness }: a { $chance } % chance): { $hit ->
        [yes] it breaks out!
       *[no] it does not break out.
    }
na-civil_war-rolled = Civil war among { $faction }'s people (happiness { $happiness }: a { $chance } % chance): { $hit ->
        [yes] it breaks out!
       *[no] it does not break out.
    }
na-civil_war-split = Civil war! The { $new_faction } split from { $faction } with { $count ->
        [0] part of its armies
        [one] the region { $hexes }
       *[other] the regions { $hexes }
    }.
na-civil_war-nothing = The civil war cannot divide { $faction }: there is nothing left to share between two sides.
na-civil_war-rebel_name = Rebels of { $god }

## Diplomacy

na-contact-made = { $a } and { $b } make contact.
na-treaty-agreed = { $treaty } agreement with { $other }: in force from the end of this turn, and already counted in this report.
na-treaty-break_announced = You break the { $treaty_name } agreement with { $other_god }: it ends at the end of this turn and no longer counts in this report.
na-treaty-ended = The { $treaty_gender ->
        [feminine] { $treaty }
       *[masculine] { $treaty } treaty
    } between { $a } and { $b } ends.
na-treaty-signed = { $treaty_gender ->
        [feminine] { $a } and { $b } make an { $treaty }.
       *[masculine] { $a } and { $b } sign a { $treaty } treaty.
    }

## Gods and the end of the game

na-god-died = { $faction }'s race is gone and the god dies (turn { $turn }): its wars, alliances, trade treaties and contacts end.
na-god-relations_ended = { $faction } is dead: its wars, alliances, trade treaties and contacts end.
na-score-final = Final points of { $faction }: { $points } ({ $detail }).
na-tie-drawn = Draw ({ $tie }): { $names }.
na-tie_kind-looter = loot of the city fallen in { $hex }: a tie of army levels
na-tie_kind-destroyer = who destroys the settlement in { $hex }
na-tie_kind-colony = a colony in { $hex } asked for by several gods at once
na-tie_kind-damage = which army takes damage first in { $hex }: a tie of level and resistance
na-tie_kind-border = who meets whom on the border { $hex }

## Rejections

na-reject-advance_exists = You already have the advance { $advance }.
na-reject-advance_in_use = The advance { $advance } is already applied: { $use }.
na-reject-advance_lost = The advance { $advance } was lost for good to a calamity.
na-reject-already_at_war = You are already at war with { $faction }.
na-reject-already_moving = { $army } already has a move order this turn.
na-reject-army_lost_before_moving = The army { $army } was destroyed before moving.
na-reject-army_not_yet = The army { $army } is created this turn: it appears next turn, and from then on it can move and take orders.
na-reject-miracle_unhurt = The army { $army } has no wounds: the military miracle would have nothing to heal (nothing is spent).
na-reject-army_needs_advance = An army needs at least one free military advance (no repeats).
na-reject-at_war = Not possible: you are at war with { $faction }.
na-reject-city_besieged = The city { $city } is under siege and cannot recruit.
na-reject-city_site_not_settlement = { $hex } is a city site: only cities are founded there.
na-reject-colony_pending = A colony is already under way in { $hex }.
na-reject-creation_level = The city { $city } only raises armies up to level { $max } (level { $level } asked).
na-reject-duplicate_id = The id { $id } already exists.
na-reject-god_dead = Your god is dead: the order has no effect.
na-reject-god_dead_target = { $faction } is dead.
na-reject-hex_not_target = { $hex } does not belong to { $faction }.
na-reject-hex_owned = { $hex } belongs to { $owner }.
na-reject-limit_tech = You cannot have more { $akind ->
        [military] military
        [economic] economic
        [architectural] architectural
       *[other] such
    } advances than technological ones ({ $tech }).
na-reject-miracle_needs_army = A military miracle needs the army it heals (for example: miracle military for <army>); nothing is spent.
na-reject-miracle_needs_terrain = A natural miracle needs the hex and the terrain it turns into (for example: miracle natural at D2 to grasslands); nothing is spent.
na-reject-miracle_sea = The natural miracle cannot change a sea nor turn a hex into sea ({ $hex }).
na-reject-no_army_for_colony = To colonise { $hex } you need an army there, or a valid order that takes one there this turn.
na-reject-no_contact = Your race has not yet met { $faction }'s.
na-reject-too_far_to_trade = Your race is too far from { $faction }'s to trade: { $apart ->
        [one] one hex lies
       *[other] { WORDS($apart) } hexes lie
    } between your lands, and a trade treaty needs them to touch{ $most ->
        [0] {""}
        [one] {" "}or to be at most one hex apart
       *[other] {" "}or to be at most { WORDS($most) } hexes apart
    }.
na-reject-no_treaty = You have no such treaty with { $faction }.
na-reject-not_adjacent = { $army } is in { $src }: { $hex } is not adjacent (one hex per turn).
na-reject-not_at_war = You are not at war with { $faction }.
na-reject-not_enough_resources = It costs { $cost ->
        [one] 1 resource
       *[other] { $cost } resources
    } and you have { $have }.
na-reject-not_military = { $advance } is not one of your military advances.
na-reject-not_reciprocated = { $faction } did not ask for the same agreement this turn ({ $treaty }).
na-reject-not_ruins = { $hex } holds no ruins to found a city on.
na-reject-nothing_lost = You have lost no technological advance.
na-reject-off_map = { $hex } is not on the map.
na-reject-one_economic_per_settlement = { $hex } already has an economic advance.
na-reject-one_per_army_per_turn = { $army } already got an advance this turn.
na-reject-sea_colony = The sea cannot be colonised ({ $hex }).
na-reject-tech_not_applicable = Technological advances are not applied ({ $advance }).
na-reject-terrain_closed = Your race cannot enter { $hex } ({ $terrain }) without an advance that allows it.
na-reject-treaty_exists = You already have that treaty with { $faction }.
na-reject-unit_max_level = { $unit } is already at the top level.
na-reject-unknown_advance = There is no advance { $advance }.
na-reject-unknown_army = You have no army { $army }.
na-reject-unknown_city = You have no city { $city }.
na-reject-unknown_kind = There is no advance kind { $akind } (kinds: { $kinds }).
na-reject-unknown_faction = There is no god { $faction }.
na-reject-self_declare_war = You cannot declare war on { $gender ->
       *[other] yourself
    }.
na-reject-self_trade = You cannot trade with { $gender ->
       *[other] yourself
    }.
na-reject-self_alliance = You cannot ally with { $gender ->
       *[other] yourself
    }.
na-reject-self_break_trade = You have no trade with { $gender ->
       *[other] yourself
    } to break.
na-reject-self_break_alliance = You have no alliance with { $gender ->
       *[other] yourself
    } to break.
na-reject-self_peace = You cannot make peace with { $gender ->
       *[other] yourself
    }.
na-reject-self_calamity = You cannot send a calamity on { $gender ->
       *[other] yourself
    }.
na-reject-self_target = That order names { $gender ->
       *[other] yourself
    }: it needs another god.
na-reject-unknown_support = { $advance } is not one of your technological advances.
na-reject-unknown_target = The target { $target } is not found.

## Orders restated (the orders section of a private report)

restate-research = Research { $name } ({ $kind } advance){ $support }{ $target }{ $unlocks }{ $city }
restate-apply = Apply { $advance } { $to }{ $city }
restate-create_army = Raise the army { $name } in { $city } with the { $count ->
        [one] advance
       *[other] advances
    } { $advances }
restate-move = Move { $army } { $known ->
        [no] to { $to }
       *[yes] from { $from } to { $to }
    }
restate-trade = Agree trade with { $with }
restate-alliance = Ally with { $with }
restate-break_trade = Break trade with { $with }
restate-break_alliance = Break the alliance with { $with }
restate-peace = Ask { $with } for peace
restate-declare_war = Declare war on { $on }
restate-miracle = { $detailed ->
        [yes] Ask for a miracle ({ $kind }) { $detail }
       *[no] Ask for a miracle ({ $kind })
    }
restate-calamity = Call down a calamity ({ $kind }) on { $target }{ $where }
restate-mark_unsupported = Mark { $faction }'s advance { $advance } as not supported
restate-to-army = to the army { $name }
restate-to-city = to the city { $name }
restate-to-hex = in { $hex }
restate-to-unknown = to “{ $target }”
restate-part-support = , supported by { $advance }
restate-part-apply = , and apply it { $to }
restate-part-unlocks = , opening { $terrains }
restate-part-new_city = , founding the city { $name }
restate-part-for_army = for the army { $army }
restate-part-terrain = for { $hex } to become a { $terrain }
restate-part-where = , in { $hex }

## Reports

na-report-events = Events of the turn
na-report-gods = The gods
na-report-map = The map
na-report-private_events = For your eyes only
na-report-sheet = Sheet of { $name } ({ $race })
na-report-terrains = Normal terrains: { $normal }. Difficult: { $difficult }. Closed without an advance: { $closed }.
na-report-treasury = Treasury: { $resources ->
        [one] 1 resource
       *[other] { $resources } resources
    }{ $debt ->
        [0] {""}
       *[other] {" "}and a debt of { $debt }
    }. Happiness: { $happiness }. Technological advances: { $tech } (technology bonus: +{ $bonus }).
na-report-advances = Advances
na-report-units = Armies and cities
na-report-settlements = Settlements: { $list }.
na-report-settlement_entry = { $hex } ({ $advance })
na-report-relations = Alliances: { $alliances }. Trade: { $trade }. Wars: { $wars }.
na-list-and = { $first } and { $last }
na-report-none_masculine = none
na-report-none_feminine = none
na-report-lost_mark = yes
# one word for every god in the table's column (gender only where a sentence needs it)
na-report-alive = alive
na-report-dead = dead
na-report-neutral = neutral
na-report-neutral_side = Neutral
na-report-army_entry = { $name } ({ $god }, level { $level })
na-report-list = { $items }
na-report-battle_heading = Battle in { $hex }
na-report-border_battle_heading = Border battle between { $a } and { $b }
na-report-battle_side = { $factions }: { $dice }{ $tech ->
        [0] {""}
       *[other] , +{ $tech } for technology
    }; total { $total }; { $damage ->
        [0] no damage taken.
       *[other] takes { $damage } damage{ $spare ->
            [0] { $units ->
                [one] .
               *[other] , shared among its units.
            }
           *[other] , but { $units ->
                [one] its only unit had just { $lost ->
                    [one] 1 life point
                   *[other] { $lost } life points
                } to lose.
               *[other] its units had just { $lost } life points to lose.
            }
        }
    }
na-report-rounded = { $exact }, rounded down to { $value }
na-report-dice_group = { $units } { $faces } × { $factor } for bellicosity = { $value }
na-report-col_armies = Armies
na-report-col_feature = Feature
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
na-report-map_legend = M mountains D deserts P grasslands B forests S swamps ~ seas | C city a settlement r ruins | * armies
na-use-army = the army { $target }
na-use-city = the city { $target }
na-use-settlement = the settlement in { $target }
na-use-colony = the colony under way in { $target }
na-use-recruit = the army { $target }, which appears next turn
na-use_cell-army = army { $target }
na-use_cell-city = city { $target }
na-use_cell-settlement = settlement in { $target }
na-use_cell-colony = colony under way in { $target }
na-use_cell-recruit = army { $target } (appears next turn)

## Map

na-map-title = { $title } — turn { $turn }
na-map-army = army (number: level; letter: god)
na-map-neutral_army = neutral army
na-map-battle = battle this turn
na-map-border_battle = border battle this turn
na-map-note_rings = Coloured ring: a region claimed by that god; no ring: unclaimed land.
na-map-note_cities = City N: a level-N city; ruins: a city site; settl.: settlement.
na-map-note_text = Text: XCn city, Xr ruins, Xs settlement; columns { $columns } sit half a row lower.
na-map-city = City { $level }
na-map-settlement = settl.
na-map-ruins = ruins
na-map-pillaged = pillaged
na-map-dead_god = { $name } — { $gender ->
       *[other] dead
    }
na-map-many_gods = { $count ->
        [one] 1 god
       *[other] { $count } gods
    }: each region's ring has its god's colour (the report's table of gods names them)

## gm roll combat nuevo-amanecer

na-roll-attack = attack of side { $side }
na-roll-side = { $detail } × { $factor } (belicosidad { $belicosidad }) = { $value }{ $rounded ->
        [yes] {" "}(rounded down)
       *[no] {""}
    }, + tech { $tech } = { $total } — side { $side }
na-roll-pair = side { $a } ({ $total_a }) against side { $b } ({ $total_b }): { $loser ->
        [0] tie: each takes { $damage }
       *[other] side { $loser } takes { $damage }
    }

## Roll labels

na-why-income = resources of { $god }
na-why-trade = trade of { $god } with { $other }
na-why-miracle = { $what } miracle of { $god }
na-why-calamity = { $what } calamity of { $god }
na-why-region = region of { $god } struck by the calamity
na-why-tech_lost = advance lost by { $god }
na-why-calamity_check = calamity (difficulty { $difficulty })
na-why-calamity_victim = victim of the calamity
na-why-calamity_kind = kind of calamity
na-why-terrain = difficult terrain in { $hex } ({ $own ->
        [yes] { $army }
       *[no] { $army } of { $god }
    })
na-why-revolt = revolt of { $god } ({ $chance } %)
na-why-revolt_region = region of { $god }'s revolt
na-why-civil_war = civil war of { $god } ({ $chance } %)
na-why-attack = attack of { $neutral ->
        [yes] the { $unit }
       *[other] { $unit }
    }{ $own ->
        [yes] {""}
       *[no] {" "}({ $god })
    }
na-why-draw = draw: { $tie }

## gm check: what the rules already fix

na-forecast-store = You have { $resources } in store.
na-forecast-cost = { $line ->
        [0] Order { $number } ({ $what })
       *[other] { $order_ref }
    }: costs { $cost }; { $left } will be left.
na-forecast-short = { $line ->
        [0] Order { $number } ({ $what })
       *[other] { $order_ref }
    }: costs { $cost } and by then you will have { $have }; it would be rejected.
na-forecast-upkeep = Upkeep of your armies and cities at the end of the turn: { $upkeep }.
na-forecast-stays = { $left } will stay in store, not counting what is pillaged from you nor next turn's income (it depends on the dice).
na-forecast-debt = The upkeep is not covered: you will lack { $debt }, kept as debt (bankruptcy).
na-forecast-resources = { $n ->
        [one] { $n } resource
       *[other] { $n } resources
    }
na-forecast-what-research = research
na-forecast-what-apply = apply an advance
na-forecast-what-create_army = create an army
na-forecast-what-miracle = miracle
na-forecast-what-calamity = calamity

## gm validate: what the schemas cannot see

na-check-not_a_hex = found hex { $found }, expected a hex of the map
na-check-hex_name = found hex name { $found }, expected a column letter and a row, like B3
na-check-off_map = found hex { $found } off the { $columns }x{ $rows } map, expected a hex from A1 to { $last } (world.columns, world.rows)
na-check-unknown_faction = found unknown faction { $found }, expected one of: { $choices }
na-check-sea_colonised = found a sea hex with an owner or a city site, expected seas to stay uncolonised
na-check-city_not_on_site = found city in { $hex }, expected a city site
na-check-second_city = found a second city in { $hex }, expected one per hex
na-check-no_advances = found no advances, expected at least one (the unit's level)
na-check-owner_city = found owner { $found }, expected { $expected } (its city is there)
na-check-owner_settlement = found owner { $found }, expected { $expected } (its settlement is there)
na-check-unknown_advance = found unknown advance { $found }, expected one of this race's { $kind ->
        [military] military
        [economic] economic
        [architectural] architectural
       *[other] technological
    } advances
na-check-wrong_kind = found { $found_kind } advance { $found }, expected { $kind ->
        [military] a military
        [economic] an economic
        [architectural] an architectural
       *[other] a technological
    } advance
na-check-applied_twice = found advance { $found } applied twice, expected each advance in one place
na-check-settlement_on_site = found a settlement on the city site { $hex }, expected a settlement hex
na-check-second_settlement = found a second settlement or city in { $hex }, expected one
na-check-other_faction = found faction { $found }, expected another faction of this game
na-check-support = found { $found }, expected a technological advance of this race
na-check-characteristic = { $name }: found { $found }, expected { $low }-{ $high }
na-check-characteristics_sum = found characteristics summing to { $found }, expected { $expected }
na-check-terrains_amphibious = found terrains { $found }, expected none for an amphibious race (fixed by the rules)
na-check-terrains_repeated = found repeated terrains { $found }
na-check-terrains_sea = found { $found } among the normal terrains: seas always need a navigation advance
na-check-terrains_count = found { $found } normal { $found ->
        [one] terrain
       *[other] terrains
    }, expected { $expected }

## The orders template (orders.toml)

na-orders_help-text =
    Order types (one table per order under [[factions.<id>.orders]]):
    research kind=tech|economic|architectural|military advance=ID name=.. supported_by=TECH apply_to=ARMY|CITY|HEX (city=ID city_name=.. for a new city)
    apply advance=ID to=ARMY|CITY|HEX (city=ID city_name=.. for a new city) | create_army army=ID name=.. city=ID advances=[..]
    move army=ID to=HEX | trade/alliance/break_trade/break_alliance/peace with=GOD | declare_war on=GOD
    miracle kind=militar|natural|tecnologico|economico|social army=ID hex=HEX terrain=.. | calamity kind=.. target=GOD hex=HEX

## gm roll combat nuevo-amanecer: the table's columns and the usage errors, in the command's language
na-roll-col-die = die
na-roll-col-attack = attack
na-roll-col-tech_bonus = tech bonus
na-roll-col-life = life
na-roll-col-max_life = max life
na-roll-col-destroyed = destroyed
na-roll-error-unknown_key = --side { $side }: found unknown key '{ $name }', expected one of: { $expected }
na-roll-error-kind = --side { $side }: found tipo={ $found }, expected ejercito (an army) or ciudad (a city)

# gm generate: what the synthetic game holds
na-generated-describe = { $gods ->
        [one] 1 god
       *[other] { $gods } gods
    }, { $hexes ->
        [one] 1 hex
       *[other] { $hexes } hexes
    }, { $armies ->
        [one] 1 army
       *[other] { $armies } armies
    }

# why two [settings] keys must agree (x-gm-relations of settings.schema.json: relation-<a>-<b>)
relation-level_min-level_max = the lowest characteristic level cannot exceed the highest
relation-min-start = a new god starts at or above the lowest happiness
relation-start-max = a new god starts at or below the highest happiness
relation-min-max = the lowest happiness cannot exceed the highest

# a GM order's name, when a player's post gives it (validate.gm_order_of_faction)
gm_order-mark_unsupported = unsupported

## An order's fate in the GM report (third person; $actor, the god who gave it)

na-gm-research-done = { $actor } pays { $paid ->
        [one] 1 resource
       *[other] { $paid } resources
    }{ $apply_cost ->
        [0] {""}
       *[other] {" "}({ $cost } to research it and { $apply_cost } to apply it)
    }.
na-gm-order-war_declared = { $actor } declares war on { $faction }.
na-gm-miracle-cast = { $actor } asks for a { $what_name } miracle ({ $cost ->
        [one] 1 resource
       *[other] { $cost } resources
    }): the die shows { $die } and { $need } or more is needed: { $result ->
        [success] the miracle is granted and its effect already counts in this report.
       *[failure] the miracle is not granted.
    }
na-gm-calamity-cast = { $actor } calls down a { $what_name } calamity on { $target_name }{ $where } ({ $cost ->
        [one] 1 resource
       *[other] { $cost } resources
    }): the die shows { $die } and { $need } or more is needed: { $result ->
        [success] the calamity strikes and its effect already counts in this report.
       *[failure] the calamity fails to break loose.
    }
na-gm-treaty-break_announced = { $actor } breaks the { $treaty_name } agreement with { $other_god }: it ends at the end of this turn and no longer counts in this report.
na-gm-reject-advance_exists = { $actor } already has the advance { $advance }.
na-gm-reject-already_at_war = { $actor } is already at war with { $faction }.
na-gm-reject-at_war = Not possible: { $actor } is at war with { $faction }.
na-gm-reject-god_dead = { $actor } is dead: the order has no effect.
na-gm-reject-limit_tech = { $actor } cannot have more { $akind ->
        [military] military
        [economic] economic
        [architectural] architectural
       *[other] such
    } advances than technological ones ({ $tech }).
na-gm-reject-no_army_for_colony = To colonise { $hex }, { $actor } needs an army there, or a valid order that takes one there this turn.
na-gm-reject-no_contact = The race of { $actor } has not yet met { $faction }'s.
na-gm-reject-too_far_to_trade = The race of { $actor } is too far from { $faction }'s to trade: { $apart ->
        [one] one hex lies
       *[other] { WORDS($apart) } hexes lie
    } between their lands, and a trade treaty needs them to touch{ $most ->
        [0] {""}
        [one] {" "}or to be at most one hex apart
       *[other] {" "}or to be at most { WORDS($most) } hexes apart
    }.
na-gm-reject-no_treaty = { $actor } has no such treaty with { $faction }.
na-gm-reject-not_at_war = { $actor } is not at war with { $faction }.
na-gm-reject-not_enough_resources = It costs { $cost ->
        [one] 1 resource
       *[other] { $cost } resources
    } and { $actor } has { $have }.
na-gm-reject-not_military = { $advance } is not one of the military advances of { $actor }.
na-gm-reject-nothing_lost = { $actor } has lost no technological advance.
na-gm-reject-terrain_closed = The race of { $actor } cannot enter { $hex } ({ $terrain }) without an advance that allows it.
na-gm-reject-treaty_exists = { $actor } already has that treaty with { $faction }.
na-gm-reject-unknown_army = { $actor } has no army { $army }.
na-gm-reject-unknown_city = { $actor } has no city { $city }.
na-gm-reject-unknown_support = { $advance } is not one of the technological advances of { $actor }.
na-gm-reject-self_declare_war = { $actor } cannot declare war on { $gender ->
       *[other] itself
    }.
na-gm-reject-self_trade = { $actor } cannot trade with { $gender ->
       *[other] itself
    }.
na-gm-reject-self_alliance = { $actor } cannot ally with { $gender ->
       *[other] itself
    }.
na-gm-reject-self_break_trade = { $actor } has no trade with { $gender ->
       *[other] itself
    } to break.
na-gm-reject-self_break_alliance = { $actor } has no alliance with { $gender ->
       *[other] itself
    } to break.
na-gm-reject-self_peace = { $actor } cannot make peace with { $gender ->
       *[other] itself
    }.
na-gm-reject-self_calamity = { $actor } cannot send a calamity on { $gender ->
       *[other] itself
    }.
na-gm-reject-self_target = That order names { $actor }, who gives it: it needs another god.
