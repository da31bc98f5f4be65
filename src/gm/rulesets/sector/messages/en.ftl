# Sector — English messages. Keys without the "sector." prefix are events.

## income
income-first_turn = { $system } produces no dilithium on the first turn.
income-home = { $system } (home world) produces { $amount ->
                [one] { $amount } crystal
               *[other] { $amount } crystals
            }.
income-system = { $system } ({ $status }) produces { $amount ->
                [one] { $amount } crystal
               *[other] { $amount } crystals
            }.
income-route = The trade route with { $system } produces { $amount ->
                [one] { $amount } crystal
               *[other] { $amount } crystals
            }.
income-advantage = The advantage “{ $name }” produces { $amount ->
                [one] { $amount } crystal
               *[other] { $amount } crystals
            }.

## upkeep
upkeep-paid = Upkeep: { $costs_count ->
                [0] nothing to pay this turn
               *[other] { $crystals ->
                    [one] { $crystals } crystal
                   *[other] { $crystals } crystals
                } ({ $costs })
            }.
sector-upkeep-part = { $amount } for { $kind ->
                [ships] the ships
                [stations] the stations
                [colonies] the colonies
               *[conquered] the conquered worlds
            }

## build
build-paid = You pay { $crystals ->
                [one] { $crystals } crystal
               *[other] { $crystals } crystals
            } for the build ({ $what }).
build-started = Construction ({ $what }) at { $where } under way; ready on turn { $ready }.
build-completed = Construction at { $where } finished: { $new_unit ->
                [1] new { $what } { $named ->
                    [1] '{ $name }' at { $sector } (in your orders: { $name } or { $unit })
                   *[0] { $unit } at { $sector } (in your orders: { $unit })
                }
               *[0] { $what } at { $sector }
            }.
build-cancelled = Construction ({ $what }) at { $where } is lost: you no longer control the place where it was being made.

## research
research-paid = Research of { $tech }: you pay { $crystals ->
                [one] { $crystals } crystal
               *[other] { $crystals } crystals
            } ({ $part ->
                [first] half of it, on the attempt
               *[second] the other half, on success
            }).
research-succeeded = Research complete: { $tech } rises to level { $level }.
research-failed = Research of { $tech } fails; try again next turn and the difficulty is { $next_difficulty } instead of { $difficulty }.
research-outlook = Next turn's research: { $parallel } at a time.

## trade
trade-gain = Immediate profit from trading with { $system }: { $crystals ->
                [one] { $crystals } crystal
               *[other] { $crystals } crystals
            }.
trade-accepted = { $by_gender ->
        [other] { $by }
       *[named] The { $by }
    } opens a trade route at { $name }.
trade-refused = { $by_gender ->
        [other] { $by }
       *[named] The { $by }
    } tries to trade at { $name }, without agreement.

## spy
spy-fined = Your spy was caught by { $victim_gender ->
        [other] { $victim_name }
       *[named] the { $victim_name }
    }: you lose { $crystals ->
                [one] { $crystals } crystal
               *[other] { $crystals } crystals
            }.
spy-recovered = You recover { $crystals ->
                [one] { $crystals } crystal
               *[other] { $crystals } crystals
            } from the spy of { $spy_gender ->
        [other] { $spy_name }
       *[named] the { $spy_name }
    }.
spy-caught = A spy of { $spy_gender ->
        [other] { $spy_name }
       *[named] the { $spy_name }
    } was captured (mission: { $action }).
spy-lost = { $target_gender ->
        [other] { $target }
       *[named] The { $target }
    } captures your spy (mission: { $action }).
spy-discovered = Espionage report: the technology of { $target_gender ->
        [other] { $target_name }
       *[named] the { $target_name }
    } is A/P/E/C { $levels }.
spy-detected = A { $action } operation by { $spy_gender ->
        [other] { $spy_name }
       *[named] the { $spy_name }
    } was detected.
spy-undetected = { $target_gender ->
        [other] { $target }
       *[named] The { $target }
    } does not detect the { $action } operation by { $faction_gender ->
        [other] { $faction }
       *[named] the { $faction }
    }.

## event
event-dilitio = Event “{ $name }”: you { $loss ->
                [1] lose
               *[other] gain
            } { $crystals ->
                [one] { $crystals } crystal
               *[other] { $crystals } crystals
            }.
event-none = No events this turn.
event-happened = Event “{ $name }” at { $unit } ({ $sector }).
event-ship_destroyed = Ship { $ship } is lost in the event.

## steal
steal-paid = You pay { $crystals ->
                [one] { $crystals } crystal
               *[other] { $crystals } crystals
            } for the stolen technology ({ $tech }).
steal-succeeded = Technology stolen from { $target_gender ->
        [other] { $target }
       *[named] the { $target }
    }: { $tech } rises to level { $level }.

## unit
unit-decommissioned = The { $what } { $unit } is decommissioned.

## fleet
fleet-formed = Fleet { $fleet } formed with { $ships }.
fleet-disbanded = Fleet { $fleet } disbanded.

## cloak
cloak-engaged = Ship { $ship } engages its cloaking device.
cloak-check = Detection of cloaked ship { $ship } ({ $owner }) by { $observer_gender ->
        [other] { $observer }
       *[named] the { $observer }
    } at { $sector }: { $result }.
cloak-identified = Cloaked ship identified! { $ship }, of { $owner_gender ->
        [other] { $owner_name }
       *[named] the { $owner_name }
    }, at { $sector }.
cloak-signal = Distorted signal at { $sector }: something is hiding nearby.
cloak-revealed = Ship { $ship } reveals itself attacking at { $sector }.

## ship
ship-moved = { $ships } { $ships_count ->
                [one] moves
               *[other] move
            } from { $start } to { $to }{ $via_count ->
                [0] {""}
                [one] , through { $via }
               *[other] , through { $via }
            }.
ship-lost_in_black_hole = Ship { $ship } vanishes into the black hole.
ship-displaced = { $ships } { $ships_count ->
                [one] reappears
               *[other] reappear
            } at { $to }.
ship-lost_in_nebula = Ship { $ship } is destroyed in the nebula at { $sector }.
ship-nebula_survived = Ship { $ship } withstands the nebula at { $sector }.
ship-resupplied = Ship { $ship } resupplies at { $sector }.
ship-resupply_needed = { $ships } { $ships_count ->
                [one] must
               *[other] must
            } return to the home world or a station to resupply.
ship-destroyed = Ship { $ship } ({ $faction }) is destroyed.
ship-stranded = Ship { $ship } is stranded: it cannot move on turn { $until }.

## intercept
intercept-escaped = Ship { $target } ({ $owner }) escapes the interception by { $ship }.
intercept-caught = { $ship } { $ships_count ->
                [one] intercepts
               *[other] intercept
            } ship { $target } ({ $owner }) at { $to }.
intercept-unseen = { $ship } { $ships_count ->
                [one] intercepts
               *[other] intercept
            } ship { $target } ({ $owner }) at { $to } unseen: automatic interception.

## territory
territory-claimed = Territory claimed: { $sectors }.
territory-released = Territory lost: { $sectors }.

## map
map-surveyed = Sensors: { $count ->
                [0] no new sectors
                [one] one new sector
               *[other] { WORDS($count) } new sectors
            } on the map.

## contact
contact-first = First contact between { $a_gender ->
        [other] { $a_name }
       *[named] the { $a_name }
    } and { $b_gender ->
        [other] { $b_name }
       *[named] the { $b_name }
    }.

## sensors
sensors-sightings = Sensors: { $count ->
                [0] no foreign units in sight
                [one] one foreign unit in sight
               *[other] { WORDS($count) } foreign units in sight
            }.

## battle
battle-begun = Battle at { $sector }: { $attacker_gender ->
        [other] { $attacker }
       *[named] the { $attacker }
    } ({ $att_units }) attacks { $defender_gender ->
        [other] { $defender }
       *[named] the { $defender }
    } ({ $def_units }).{ $nebula ->
                [0] {""}
               *[other] {" "}Inside a nebula: nobody adds modifiers.
            }{ $cloaked ->
                [0] {""}
               *[other] {" "}Cloaked attack: the attacker rolls one more die in the first round and drops the lowest.
            }
battle-exchange = Round { $round }, die by die, highest against highest (attacker against defender; ties go to the defender){ $dropped_count ->
                [0] {""}
                [one] ; the attacker drops a { $dropped }
               *[other] ; the attacker drops { $dropped }
            }. Losses: { $att_losses ->
                [0] none for the attacker
                [one] one for the attacker
               *[other] { WORDS($att_losses) } for the attacker
            }, { $def_losses ->
                [0] none for the defender
                [one] one for the defender
               *[other] { WORDS($def_losses) } for the defender
            }.
battle-ended = Battle at { $sector } over: { $decided ->
                [1] { $winner_gender ->
        [other] { $winner }
       *[named] the { $winner }
    } wins
               *[other] no winner after { $rounds ->
                [one] one round
               *[other] { WORDS($rounds) } rounds
            }
            }; { $att_left ->
                [0] no attackers
                [one] one attacker
               *[other] { WORDS($att_left) } attackers
            } and { $def_left ->
                [0] no defenders
                [one] one defender
               *[other] { WORDS($def_left) } defenders
            } left.

## station
station-hit = Station { $station } ({ $faction }) suffers { $hits ->
                [one] 1 defeat
               *[other] { $hits } defeats
            }.
station-destroyed = Station { $station } ({ $faction }) is destroyed.

## colony
colony-started = Ship { $ship } starts founding a colony at { $name } (ready on turn { $ready }).
colony-lost = The colony of { $faction_gender ->
        [other] { $faction }
       *[named] the { $faction }
    } at { $name } is lost: { $winner_gender ->
        [other] { $winner }
       *[named] the { $winner }
    } finished first.
colony-founded = Colony founded at { $name }!
colony-destroyed = The colony { $faction_gender ->
        [other] { $faction }
       *[named] the { $faction }
    } was building at { $name } is destroyed by { $by_gender ->
        [other] { $by }
       *[named] the { $by }
    }.
colony-race = Race for { $name }: { $winner_gender ->
        [other] { $winner }
       *[named] the { $winner }
    } wins.
colony-lost_race = The colony of { $faction_gender ->
        [other] { $faction }
       *[named] the { $faction }
    } at { $name } is lost: { $winner_gender ->
        [other] { $winner }
       *[named] the { $winner }
    } wins the dice race.

## assault
assault-round = Assault of { $faction_gender ->
        [other] { $faction }
       *[named] the { $faction }
    } on { $name }: margin { $margin } ({ $result }).
assault-repelled = The defenders of { $name } repel the assault of { $faction_gender ->
        [other] { $faction }
       *[named] the { $faction }
    }.
assault-ship_destroyed = Ship { $ship } is destroyed in the assault on { $name }.

## siege
siege-begun = { $faction_gender ->
        [other] { $faction }
       *[named] The { $faction }
    } lands troops on { $name } with { $ships }.
siege-continues = The assault on { $name } goes on next turn.
siege-ended = The assault of { $faction_gender ->
        [other] { $faction }
       *[named] the { $faction }
    } on { $name } ends.

## system
system-conquered = { $faction_gender ->
        [other] { $faction }
       *[named] The { $faction }
    } conquers { $name }!
system-annexed = { $name } joins { $faction_gender ->
        [other] { $faction }
       *[named] the { $faction }
    } by annexation!

## treaty
treaty-broken = The { $treaty } between { $a_gender ->
        [other] { $a }
       *[named] the { $a }
    } and { $b_gender ->
        [other] { $b }
       *[named] the { $b }
    } is broken: { $by_gender ->
        [other] { $by }
       *[named] the { $by }
    } breaks it.
treaty-held = The { $treaty } between { $a_gender ->
        [other] { $a }
       *[named] the { $a }
    } and { $b_gender ->
        [other] { $b }
       *[named] the { $b }
    } holds.
treaty-peace = Peace treaty between { $a_gender ->
        [other] { $a_name }
       *[named] the { $a_name }
    } and { $b_gender ->
        [other] { $b_name }
       *[named] the { $b_name }
    }.
treaty-alliance = Military alliance between { $a_gender ->
        [other] { $a_name }
       *[named] the { $a_name }
    } and { $b_gender ->
        [other] { $b_name }
       *[named] the { $b_name }
    }.
treaty-roll = Roll to break the { $treaty } between { $a_gender ->
        [other] { $a }
       *[named] the { $a }
    } and { $b_gender ->
        [other] { $b }
       *[named] the { $b }
    }, by { $faction_gender ->
        [other] { $faction }
       *[named] the { $faction }
    }.
treaty-broken_both = The { $treaty } between { $a_gender ->
        [other] { $a }
       *[named] the { $a }
    } and { $b_gender ->
        [other] { $b }
       *[named] the { $b }
    } is broken: both break it.

## war
war-declared = { $by_gender ->
        [other] { $by_name }
       *[named] The { $by_name }
    } declares war on { $target_gender ->
        [other] { $target_name }
       *[named] the { $target_name }
    }.

## diplomacy
diplomacy-bonus = { $used ->
                [0] Diplomatic bonus for the next roll: +{ $bonus }.
               *[other] You spend your diplomatic bonus of +{ $used } on this roll.
            }
diplomacy-answered = Embassy of { $by_gender ->
        [other] { $by }
       *[named] the { $by }
    }: proposes a { $treaty }{ $answer ->
    [refused] ; your answer is no and there is no agreement
   *[other] {""}
}.

## route
route-opened = Trade route with { $partner_gender ->
                [none] { $name }
                [other] { $partner } at { $name }
               *[article] the { $partner } at { $name }
            }: { $income ->
                [one] { $income } crystal
               *[other] { $income } crystals
            } per turn; ship { $ship } is assigned to trade.
route-cancelled = Trade route with { $name } cancelled.

## incite
incite-succeeded = Your agents stir up the population of { $name }: +1 to the rebellion.
incite-expired = The unrest on { $name } fades without a rebellion.

## rebellion
rebellion-natives = Dice of the natives of { $name }.
rebellion-quiet = { $name } does not rebel.
rebellion-started = { $name } rebels!
rebellion-progress = Rebellion on { $name }: score { $score } (the first to 5 wins).
rebellion-won = The rebels of { $name } drive the occupier out ({ $score })!
rebellion-crushed = The rebellion on { $name } is crushed ({ $score }).

## advantage
advantage-none = No new advantage this turn.
advantage-gained = New advantage: “{ $name }”{ $held ->
                [0] {""}
               *[other] {" "}(you already had it: their effects add up)
            }.
advantage-discarded = Advantage discarded: “{ $name }”.

## sector
sector-nothing = Nothing to tell.
sector-inhabited = inhabited
sector-uninhabited = uninhabited
sector-no_sightings = No foreign units in sight.
sector-no_ships = You have no ships.
sector-no_planets = You have no planets.
sector-no_contacts = You have not contacted anyone yet.
sector-no_news = No public news this turn.

## sector.h
sector-h-treasury = Treasury
sector-h-map = Known map
sector-h-known_systems = Known systems
sector-h-sightings = Sensor contacts
sector-h-fleet = Fleet
sector-h-builds = Builds in progress
sector-h-routes = Trade routes
sector-h-planets = Planets
sector-h-research = Research
sector-h-relations = Relations
sector-h-advantages = Advantages
sector-h-events = Events of the turn
sector-h-order_rolls = Rolls of your orders
sector-h-empires = Empires of the sector
sector-h-news = Galactic news
sector-h-gm_map = Full map
sector-h-gm_factions = Factions
sector-h-gm_events = Every event (with hidden rolls)
sector-h-phase = { $phase }

## sector.phase
sector-phase-1-collect = Phase 1: collect dilithium
sector-phase-2-maintenance = Phase 2: upkeep (and decommissioning)
sector-phase-3-movement = Phase 3: movement (fleets, black holes, nebulae, interception)
sector-phase-4a-combat = Phase 4a: combat against ships and stations
sector-phase-4b-colonization = Phase 4b: colonization
sector-phase-4c-assault = Phase 4c: assaults on systems
sector-phase-5-diplomacy = Phase 5: diplomacy
sector-phase-6-trade = Phase 6: trade
sector-phase-7-construction = Phase 7: construction
sector-phase-8-rebellions = Phase 8: rebellions
sector-phase-9-events = Phase 9: events
sector-phase-10-research = Phase 10: research
sector-phase-11-espionage = Phase 11: espionage
sector-phase-12-advantages = Phase 12: advantages
sector-phase-research-outlook = Next turn's research
sector-phase-sensors = End-of-turn sensors
sector-phase-leftovers = Orders no phase took

## sector.pair
sector-pair-attacker = { $att } against { $dfn }: the attacker wins
sector-pair-defender = { $att } against { $dfn }: the defender wins
sector-pair-tie = { $att } against { $dfn }: a tie, the defender wins
sector-pair-unopposed_att = { $att } for the attacker, with no die against it
sector-pair-unopposed_dfn = { $dfn } for the defender, with no die against it

## sector.col
sector-col-technology = Technology
sector-col-concept = Item
sector-col-dilitio = Dilithium
sector-col-system = System
sector-col-sector = Sector
sector-col-owner = Owner
sector-col-kind = Kind
sector-col-seen = Seen (turn)
sector-col-unit = Unit
sector-col-ship = Ship
sector-col-tech = Tech W/P/E/C
sector-col-fleet = Fleet
sector-col-notes = Notes
sector-col-station = Station
sector-col-damage = Defeats suffered
sector-col-build = Build
sector-col-where = Where
sector-col-ready = Ready (turn)
sector-col-status = Status
sector-col-level = Level
sector-col-next = Next: cost / roll
sector-col-empire = Empire
sector-col-relation = Relation
sector-col-intel = Known technology W/P/E/C
sector-col-faction = Faction
sector-col-ships = Ships
sector-col-stations = Stations
sector-col-planets = Planets

## sector.money
sector-money-start = At the start of the turn
sector-money-end = At the end of the turn
sector-money-income-first_turn = { $system }: no income on the first turn
sector-money-income-home = { $system } (home world)
sector-money-income-system = { $system } ({ $status })
sector-money-income-route = Route with { $system }
sector-money-income-advantage = Advantage “{ $name }”
sector-money-upkeep-paid = Upkeep
sector-money-build-paid = Build: { $what }
sector-money-research-paid = Research of { $tech }: { $part ->
                [first] first half
               *[second] second half
            }
sector-money-trade-gain = Trade with { $system }
sector-money-spy-fined = Spy caught by { $victim_gender ->
        [other] { $victim_name }
       *[named] the { $victim_name }
    }
sector-money-spy-recovered = Recovered from the spy of { $spy_gender ->
        [other] { $spy_name }
       *[named] the { $spy_name }
    }
sector-money-event-dilitio = Event “{ $name }”
sector-money-steal-paid = Stolen technology: { $tech }

## sector.map
sector-map-legend = Legend: ? unexplored · . empty · ~ nebula · @ black hole · H your home world · P your planet · X foreign planet · o free planet · * your ships · ! foreign ships · # both · ' distorted signal.
sector-map-gm_legend = GM legend: owners { $owners } · n natives · o uninhabited · ~ nebula · @ black hole · * units · # of several factions.

## sector.line
sector-line-advantage = “{ $name }”{ $count ->
                [1] {""}
               *[other] {" "}({ $count } times: their effects add up)
            }, since { $count ->
                [1] turn
               *[other] turns
            } { $since }
sector-line-colonising = Colony being built at { $name } ({ $sector }): ready on turn { $ready }.
sector-line-parallel = You may research { $n ->
                [one] one technology
               *[other] { WORDS($n) } technologies
            } at a time. Dilithium available: { $dilitio }.
sector-line-their_roll = { $total } in all (the other side's die and modifiers) — { $why }
sector-line-order_rolls = Order { $number } ({ $order }):
sector-line-intel = { $levels } (turn { $turn })
sector-line-gm_order = { $faction }, order { $number } ({ $order }): { $detail }
sector-line-gm_private = ({ $who }) { $text }
sector-line-gm_only = (GM only) { $text }
sector-line-signal = Distorted signal at { $sector }.
sector-line-empire = { $name }

## sector.note
sector-note-trade = assigned to trade
sector-note-cloaked = cloaked
sector-note-resupply = must resupply
sector-note-stranded = no moves on turn { $until } (stranded)
sector-note-shipyard = shipyard
sector-note-defenses = defences
sector-note-rebellion = rebellion ({ $score })
sector-note-besieged = besieged by { $by_gender ->
        [other] { $by }
       *[named] the { $by }
    }
sector-note-many = { $notes }
# a list in prose: "a, b y c" (last_i: 1 when the last word sounds i-, Spanish's "e")
sector-list-and = { $first }{ $last_i ->
       *[0] {""}
    } and { $last }

## sector.unit
sector-unit-ship = ship
sector-unit-station = station

## sector.build
sector-build-ship = ship
sector-build-station = station
sector-build-shipyard = shipyard
sector-build-defenses = planetary defences
sector-build-system = planet

## sector.status
sector-status-home = home world
sector-status-colony = colony
sector-status-annexed = annexed world
sector-status-conquered = conquered world

## sector.forecast
sector-forecast-store = You have { $crystals } in store.
# a zero is not said (play-test #25: "cobras 0 cristales; … cuesta 0 cristales")
sector-forecast-income = Phase 1: { $income_n ->
        [0] you collect nothing
       *[other] you collect { $income }
    }; phase 2: { $upkeep_n ->
        [0] no upkeep to pay
       *[other] upkeep costs { $upkeep } (after scrapping)
    }; you will have { $left }.
sector-forecast-build = { $line ->
        [0] Order { $number } (build { $what })
       *[other] { $order_ref }
    }: costs { $cost }; then you will have { $left }.
sector-forecast-short = { $line ->
        [0] Order { $number } (build { $what })
       *[other] { $order_ref }
    }: costs { $cost } and you will have { $have }; it would be refused unless trade brings you more.
sector-forecast-research = { $line ->
        [0] Order { $number } (research { $tech })
       *[other] { $order_ref }
    }: costs { $cost }; you pay { $first } on the attempt and { $rest } more if it succeeds.
sector-forecast-short_research = { $line ->
        [0] Order { $number } (research { $tech })
       *[other] { $order_ref }
    }: costs { $cost } and you will have at most { $have }; it would be refused.
sector-forecast-stays = At the end you will have { $least } in store, not counting trade, events or espionage.
sector-forecast-stays_between = At the end you will have between { $least } and { $most } in store depending on the research, not counting trade, events or espionage.

## sector.forecast.crystals
sector-forecast-crystals = { $n ->
                [one] { $n } crystal
               *[other] { $n } crystals
            }

## sector.tech
sector-tech-armamento = Weapons
sector-tech-propulsion = Propulsion
sector-tech-energia = Energy
sector-tech-construccion = Construction

## sector.rel
sector-rel-none = no contact
sector-rel-contact = contact
sector-rel-peace = peace treaty
sector-rel-alliance = military alliance
sector-rel-war = war

## sector.action
sector-action-discover = reconnaissance
sector-action-sabotage = sabotage
sector-action-steal = technology theft

## sector.result
sector-result-taken = planet taken
sector-result-continues = the assault goes on
sector-result-repelled = assault repelled
sector-result-repelled_destroy = assault repelled, a ship lost
sector-result-identified = identified
sector-result-signal = distorted signal
sector-result-unseen = not detected

## sector.kind
sector-kind-empire = empire
sector-kind-npc = non-player race

## sector.stop
sector-stop-first_contact = stops at the border: first contact with { $other_gender ->
        [other] { $other }
       *[named] the { $other }
    }
sector-stop-peace_border = stops at the border: the peace treaty with { $other_gender ->
        [other] { $other }
       *[named] the { $other }
    } closes its territory
sector-stop-black_hole = enters a black hole

## sector.applied
sector-applied-decommissioned_route = ship { $unit } decommissioned: the trade route with { $route } ends with it
sector-applied-decommissioned = { $kind ->
                [station] station
               *[ship] ship
            } { $unit } decommissioned
sector-applied-fleet_formed = fleet { $fleet } formed
sector-applied-fleet_disbanded = fleet { $fleet } disbanded
sector-applied-moved = { $steps ->
                [0] { $ship } is already at { $to }
                [one] { $ship } reaches { $to } after one sector
               *[other] { $ship } reaches { $to } after { WORDS($steps) } sectors
            }
sector-applied-moved_stopped = { $steps ->
                [0] { $ship } stays at { $to }
                [one] { $ship } reaches { $to } after one sector
               *[other] { $ship } reaches { $to } after { WORDS($steps) } sectors
            }: { $stop }
sector-applied-intercept_failed = ship { $target } escapes
sector-applied-intercepted = ship { $target } intercepted at { $sector }
sector-applied-attacked = attack on { $target_gender ->
        [other] { $target }
       *[named] the { $target }
    } at { $sector }
sector-applied-colonising = colony being built at { $system }, ready on turn { $ready }
sector-applied-assaulted = assault on { $system }
sector-applied-retreated = troops withdrawn from { $system }
sector-applied-war_declared = war declared on { $target_gender ->
        [other] { $target }
       *[named] the { $target }
    }
sector-applied-annexed = annexation of { $system } achieved (margin { $margin })
sector-applied-treaty = { $treaty } with { $target_gender ->
        [other] { $target }
       *[named] the { $target }
    } (margin { $margin })
sector-applied-annex_failed = { $system } does not accept the annexation (margin { $margin })
sector-applied-diplomacy_failed = { $target_gender ->
        [other] { $target }
       *[named] The { $target }
    } does not accept (margin { $margin })
sector-applied-route_opened = route with { $partner_gender ->
                [none] { $system }
                [other] { $partner } at { $system }
               *[article] the { $partner } at { $system }
            }: { $income ->
                [one] { $income } crystal
               *[other] { $income } crystals
            } per turn
sector-applied-trade_failed = no trade agreement { $partner_gender ->
                [none] at { $system }
                [other] with { $partner } at { $system }
               *[article] with the { $partner } at { $system }
            } (margin { $margin })
sector-applied-route_cancelled = route with { $route } cancelled
sector-applied-build_started = construction ({ $what }) at { $where } for { $cost ->
                [one] { $cost } crystal
               *[other] { $cost } crystals
            }, ready on turn { $ready }
sector-applied-incited = the rebels of { $system } take heart
sector-applied-incite_failed = the agents fail to stir up the population of { $system }
sector-applied-research_success = { $tech } rises to level { $level } (cost { $cost }, difficulty { $difficulty })
sector-applied-research_failed = { $tech } does not advance (you pay { $paid ->
                [one] { $paid } crystal
               *[other] { $paid } crystals
            }; difficulty { $difficulty })
sector-applied-spy_caught = spy caught (mission: { $action }): fined { $fine ->
                [one] { $fine } crystal
               *[other] { $fine } crystals
            }
sector-applied-spy_discovered = technology report obtained: { $target }
sector-applied-spy_failed = the { $action } operation fails (target: { $target })
sector-applied-sabotaged = sabotage done: { $tech } of { $target_gender ->
        [other] { $target }
       *[named] the { $target }
    } drops to level { $level }
sector-applied-stolen = { $tech } stolen from { $target_gender ->
        [other] { $target }
       *[named] the { $target }
    }
sector-applied-steal_nothing = { $target_gender ->
        [other] { $target }
       *[named] The { $target }
    } has nothing better in { $tech } to steal
sector-applied-advantage_discarded = advantage “{ $advantage }” discarded

## sector.reject
sector-reject-assaulted_this_turn = { $system } is already being assaulted this turn
sector-reject-ship_on_route = ship { $ship } is assigned for good to the trade route with { $route } and is not decommissioned; “cancel route { $route }” ends the route (and the ship with it)
sector-reject-unknown_unit = you have no unit “{ $unit }”
sector-reject-unknown_ship = you have no active ship “{ $ship }”
sector-reject-unknown_fleet = you have no fleet “{ $fleet }”
sector-reject-unknown_faction = you know no empire “{ $target }”
sector-reject-self_target = { $target_gender ->
        [other] { $target }
       *[named] The { $target }
    } is your own empire; expected another one
sector-reject-no_treaty_target = you do not say which empire you ask { $goal ->
                [alliance] for an alliance
               *[peace] for peace
            }: “{ $ship }” is your envoy ship, not an empire you know; write “… towards <empire>”
sector-reject-unknown_route = you have no route “{ $route }”
sector-reject-unknown_tech = there is no technology “{ $tech }”
sector-reject-spy_needs_tech = a { $action } needs a technology (armamento, propulsion, energia or construccion), for example: “spy sabotage on Imperio Klingon technology armamento”
sector-reject-unknown_action = there is no espionage action “{ $action }”
sector-reject-unknown_advantage = you do not have the advantage “{ $advantage }”; the oldest one is discarded
sector-reject-unknown_order = no phase handles the order “{ $type }”
sector-reject-fleet_exists = fleet { $fleet } already exists
sector-reject-fleet_size = a fleet is exactly { $size ->
                [one] 1 ship
               *[other] { $size } ships
            }
sector-reject-ship_in_fleet = { $ship } belongs to fleet { $fleet }: move the fleet
sector-reject-fleet_apart = the ships are not in the same sector
sector-reject-already_moved = { $ship } already moved this turn
sector-reject-stranded = { $ship } is stranded by an event and cannot move this turn
sector-reject-off_map = { $sector } is off the map
sector-reject-not_adjacent = { $a } and { $b } are not adjacent
sector-reject-no_path = the destination or the path is missing
sector-reject-too_far = the destination is { $steps ->
                [one] one sector
               *[other] { WORDS($steps) } sectors
            } away and the range is { $speed ->
                [one] one sector
               *[other] { WORDS($speed) } sectors
            }
sector-reject-no_target = you see no target “{ $target }”
sector-reject-no_target_here = you see no ship or station of { $target_gender ->
        [other] { $target }
       *[named] the { $target }
    } in { $sector } (an attack is in the sector of your ships)
sector-reject-treaty = a treaty with { $other_gender ->
        [other] { $other }
       *[named] the { $other }
    } forbids it
sector-reject-out_of_reach = { $target } is out of reach
sector-reject-no_attackers = you do not say what attacks: write “… with <ship>”, “… with fleet <fleet>” or “… with station <station>”
sector-reject-npc_cannot = a non-player race cannot do that
sector-reject-no_system = there is no system at { $sector }
sector-reject-not_colonisable = { $system } cannot be colonised
sector-reject-already_colonising = you are already colonising { $system }
sector-reject-needs_resupply = { $ship } must resupply before another assault
sector-reject-own_system = { $system } is already yours
sector-reject-nothing_to_assault = there is nobody to attack at { $system }
sector-reject-siege_by_other = another empire is already assaulting { $system }
sector-reject-no_siege = you are not assaulting “{ $system }”
sector-reject-no_contact = no first contact yet with { $target_gender ->
        [other] “{ $target }”
       *[named] the { $target }
    }
sector-reject-already = you already have that relation with { $target_gender ->
        [other] { $target }
       *[named] the { $target }
    }
sector-reject-not_in_territory = the ship must be in the territory of { $target_gender ->
        [other] { $target }
       *[named] the { $target }
    }
sector-reject-not_at_border = at peace its territory is closed: the ship must be at the border of { $target_gender ->
        [other] { $target }
       *[named] the { $target }
    } (a sector next to its territory) or at one of its worlds
sector-reject-not_annexable = there is no free native world at { $sector }
sector-reject-no_trade_partner = { $system } does not accept a trade route with you
sector-reject-route_exists = you already have a route with { $system }
sector-reject-insufficient = it costs { $cost ->
                [one] { $cost } crystal
               *[other] { $cost } crystals
            } and you have { $have }
sector-reject-name_taken = you already have a ship called “{ $name }” (or one being built with that name): give it another name, or none
sector-reject-no_shipyard = “{ $at }” is neither a shipyard nor a station of yours
sector-reject-tech_too_high = you cannot build above your level of { $tech }
sector-reject-station_place = a station cannot be built at { $sector }
sector-reject-not_owned = “{ $system }” is not yours
sector-reject-already_built = { $system } already has { $what_gender ->
                [feminine] { $what }
               *[masculine] a { $what }
            } or is building { $what_gender ->
                [feminine] them
               *[masculine] one
            }
sector-reject-not_incitable = “{ $system }” is not a world conquered by another empire
sector-reject-same_tech_twice = { $tech } is already being researched this turn
sector-reject-research_limit = { $limit ->
                [one] you can research only one technology per turn
               *[other] you can research only { $limit } technologies per turn
            }
sector-reject-max_level = { $tech } is already at its maximum
sector-reject-spy_limit = { $limit ->
                [one] only one espionage operation per turn
               *[other] only { $limit } espionage operations per turn
            }
sector-reject-one_discard = only one discard per turn
sector-reject-nothing_to_discard = there is no third advantage to discard

## sector.why
sector-why-incite = inciting rebellion on { $system }: { $die } + espionage ({ $mod })
sector-why-rebellion_start = uprising on { $system }: { $die } + aggression of its natives ({ $mod }){ $incited ->
                [0] {""}
               *[other] , +{ $incited } for the incitement
            }
sector-why-rebels = rebels of { $system }
sector-why-occupier = occupier of { $system }: { $faction }
sector-why-research = research of { $tech }, level { $level } to { $next } (difficulty { $difficulty })
sector-why-treaty_break = breaking the treaty between { $a_gender ->
        [other] { $a }
       *[named] the { $a }
    } and { $b_gender ->
        [other] { $b }
       *[named] the { $b }
    }, roll of { $faction_gender ->
        [other] { $faction }
       *[named] the { $faction }
    }: { $die } + aggression ({ $mod })
sector-why-diplomacy = envoy of { $faction_gender ->
        [other] { $faction }
       *[named] the { $faction }
    } to { $target_gender ->
        [other] { $target }
       *[named] the { $target }
    }: { $die } + diplomacy ({ $mod }){ $bonus ->
                [0] {""}
               *[other] , +{ $bonus } diplomatic bonus
            }
sector-why-diplomacy_answer = answer of { $target_gender ->
        [other] { $target }
       *[named] the { $target }
    }: { $die } + aggression ({ $mod })
sector-why-spy_recover = { $victim_gender ->
        [other] { $victim }
       *[named] The { $victim }
    } recovers crystals from the spy of { $spy_gender ->
        [other] { $spy }
       *[named] the { $spy }
    }
sector-why-spy = { $action } ({ $targets }): { $die } + espionage ({ $mod })
sector-why-black_hole = black hole: { $ship }
sector-why-black_hole_col = black hole: exit column of { $ship }
sector-why-black_hole_row = black hole: exit row of { $ship }
sector-why-nebula = nebula: { $ship } at { $sector }
sector-why-intercept = interception by { $faction_gender ->
        [other] { $faction }
       *[named] the { $faction }
    }: { $die } + { sector-tech-energia } ({ $mod }){ $fleet ->
                [0] {""}
               *[other] , +{ $fleet } for the fleet
            }
sector-why-evade = evasion by { $faction_gender ->
        [other] { $faction }
       *[named] the { $faction }
    }: { $die } + { sector-tech-energia } ({ $mod })
sector-why-combat = combat dice of { $faction_gender ->
        [other] { $faction }
       *[named] the { $faction }
    }
sector-why-event = event for { $faction_gender ->
        [other] { $faction }
       *[named] the { $faction }
    }?
sector-why-event_ship = event: which ship?
sector-why-event_station = event: which station?
sector-why-event_system = event: which planet?
sector-why-event_col = event: destination column
sector-why-event_row = event: destination row
sector-why-advantage = advantage for { $faction_gender ->
        [other] { $faction }
       *[named] the { $faction }
    }? ({ $at } or more)
sector-why-colony_race = race for { $system }: die of { $faction_gender ->
        [other] { $faction }
       *[named] the { $faction }
    }
sector-why-assault = assault of { $faction_gender ->
        [other] { $faction }
       *[named] the { $faction }
    } on { $system }: { $die } + aggression ({ $mod }){ $ships ->
                [0] {""}
                [one] , +{ $extra } for the other ship
               *[other] , +{ $extra } for the other { $ships } ships
            }{ $fleet ->
                [0] {""}
               *[other] , +{ $fleet } for the fleet
            }
sector-why-assault_defence = defence of { $system }
sector-why-assault_lost = ship destroyed in the assault on { $system }
sector-why-trade = trade of { $faction_gender ->
        [other] { $faction }
       *[named] the { $faction }
    } at { $system }: { $die } + trade ({ $mod })
sector-why-trade_answer = answer of { $partner_gender ->
                [none] { $partner }
                [other] { $partner }
               *[article] the { $partner }
            } to the trade: { $die } + trade ({ $mod })
sector-why-event_table = events table
sector-why-advantage_table = advantages table
sector-why-spy_detect = search for spies ({ $action }): { $victim }
sector-why-cloak_detect = detection of cloaked ship { $ship }: { $observer }
sector-why-trade_income = income per turn of the route with { $system }
sector-why-draw = draw of the factions' order: { $label }
sector-why-colony_draw = draw for { $system } after another tie
sector-why-spy_caught_by = which empire catches the spy?

## draw
draw-order = Drawn order ({ $label }): { $factions }.

## sabotage
sabotage-succeeded = Sabotage done: { $tech } of { $target_gender ->
        [other] { $target }
       *[named] the { $target }
    } drops to level { $level }.
sabotage-suffered = A sabotage lowers your { $tech } to level { $level }.

## sector.drawn
sector-drawn-attack = attacks
sector-drawn-intercept = interceptions
sector-drawn-assault = assaults
sector-drawn-diplomacy = diplomacy
sector-drawn-declare_war = declarations of war
sector-drawn-spy = espionage

## restate
restate-decommission = Decommission { $unit }
restate-form_fleet = Form fleet { $fleet } with { $ships }
restate-disband_fleet = Disband fleet { $fleet }
restate-move = Move { $units } to { $to }{ $via_count ->
                [0] {""}
                [one] , through { $via }
               *[other] , through { $via }
            }
restate-intercept = Intercept ship { $ship } with { $units }
restate-attack = Attack { $target_gender ->
        [other] { $target }
       *[named] the { $target }
    } with { $units }
restate-colonize = Colonize { $has_system ->
                [0] {""}
               *[other] { $system }{" "}
            }with { $ship }
restate-assault = Assault { $has_system ->
                [0] the system
               *[other] { $system }
            } with { $units }
restate-retreat = Withdraw the troops from { $system }
restate-diplomacy = { $goal ->
                [alliance] Propose an alliance
                [annex] Annex { $has_system ->
                    [0] the native world
                   *[other] { $system }
                }
               *[peace] Propose peace
            }{ $has_target ->
                [0] {""}
               *[other] {" "}to { $target_gender ->
        [other] { $target }
       *[named] the { $target }
    }
            } with { $ship }
restate-declare_war = Declare war on { $target_gender ->
        [other] { $target }
       *[named] the { $target }
    }
restate-trade = Trade { $has_system ->
                [0] with { $ship }
               *[other] at { $system } with { $ship }
            }
restate-cancel_route = Cancel the route with { $route }
restate-build_ship = Build a ship at { $at }{ $named ->
                [0] {""}
               *[other] {" "}named “{ $name }”
            }{ $rush ->
                [0] {""}
               *[other] , rushed
            }
restate-build_station = Turn { $ship } into a station{ $rush ->
                [0] {""}
               *[other] , rushed
            }
restate-build_shipyard = Build a shipyard at { $system }
restate-build_defenses = Build planetary defences at { $system }
restate-incite = Incite rebellion on { $system }
restate-research = Research { $tech }
restate-spy = { $action ->
                [sabotage] Sabotage{ $has_tech ->
                    [0] {""}
                   *[other] {" "}of { $tech }
                }
                [steal] Theft of { $has_tech ->
                    [0] technology
                   *[other] { $tech }
                }
               *[discover] Reconnaissance
            }{ $has_target ->
                [1] {" "}against { $target_gender ->
        [other] { $target }
       *[named] the { $target }
    }
               *[other] {" "}against every empire
            }
restate-discard_advantage = Discard advantage “{ $advantage }”

## sector.orders_help
sector-orders_help =
    Sector orders: [[factions.<id>.orders]] with type = "..." and its keys.
    Phase 2   decommission (unit): scrap a ship or a station
    Phase 3   form_fleet (fleet, ships: 3 ships) | disband_fleet (fleet)
              move (ship or fleet; to = "K7" or path = ["C4", "D5"]) | intercept (ship or fleet, target: ship)
    Phase 4   attack (ships, fleet or station; target: empire) | colonize (ship)
              assault (ships or fleet) | retreat (system)
    Phase 5   diplomacy (ship, goal = "peace", "alliance" or "annex", target: empire) | declare_war (target)
    Phase 6   trade (ship) | cancel_route (route)
    Phase 7   build_ship (at: system or station, tech, rush = true) | build_station (ship, rush)
              build_shipyard (system) | build_defenses (system)
    Phase 8   incite (system)      Phase 10  research (tech)
    Phase 11  spy (action = "discover", "sabotage" or "steal", target, tech)
    Phase 12  discard_advantage (advantage)

## sector.check
sector-check-off_map = found sector { $sector }, expected one inside the { $width }x{ $height } map (A1-{ $last })
sector-check-unknown_faction = found faction '{ $faction }', expected a faction id
sector-check-system_twice = found a second system in { $sector } (also { $other }), expected one per sector
sector-check-system_in_terrain = found a system inside { $terrain ->
                [nebula] a nebula
                [black_hole] a black hole
               *[other] a { $terrain }
            }, expected an ordinary sector
sector-check-owner_status = found owner without status (or status without owner), expected both or neither
sector-check-dilitio = found { $found }, expected { $lo }-{ $hi } for { $kind ->
                [uninhabited] an uninhabited
                [inhabited] an inhabited
               *[other] a { $kind }
            } system
sector-check-traits = found empires whose DIPLOMACIA/AGRESIVIDAD/INVESTIGACIÓN/COMERCIO/ESPIONAJE are not the same values distributed differently: { $values }
sector-check-home = found '{ $home }', expected a system id of game.toml
sector-check-unit_twice = found id '{ $unit }' also used by { $other }, expected unique unit ids
sector-check-fleet_ship = “{ $ship }” is not a ship of this faction
sector-check-unknown_system = found '{ $system }', expected a system id
sector-check-order_faction = “{ $faction }” is not a faction of this game; expected one of: { $choices }
sector-check-not_your_ship = “{ $ship }” is not one of your active ships{ $count ->
                [0] , and you have none
                [one] ; expected { $choices }
               *[other] ; expected one of: { $choices }{ $more ->
                [0] {""}
               *[other] , … ({ $count } in all)
            }
            }
sector-check-ship_on_route = “{ $ship }” is assigned to a trade route{ $count ->
                [0] , and you have no active ship
                [one] ; expected { $choices }
               *[other] ; expected one of your active ships: { $choices }{ $more ->
                [0] {""}
               *[other] , … ({ $count } in all)
            }
            }
sector-check-not_your_fleet = “{ $fleet }” is not one of your fleets (formed, or formed by an earlier order of yours){ $count ->
                [0] , and you have none
                [one] ; expected { $choices }
               *[other] ; expected one of: { $choices }{ $more ->
                [0] {""}
               *[other] , … ({ $count } in all)
            }
            }
sector-check-not_your_unit = “{ $unit }” is not one of your active ships or stations{ $count ->
                [0] , and you have none
                [one] ; expected { $choices }
               *[other] ; expected one of: { $choices }{ $more ->
                [0] {""}
               *[other] , … ({ $count } in all)
            }
            }
sector-check-not_your_station = “{ $station }” is not one of your stations{ $count ->
                [0] , and you have none
                [one] ; expected { $choices }
               *[other] ; expected one of: { $choices }{ $more ->
                [0] {""}
               *[other] , … ({ $count } in all)
            }
            }
sector-check-not_your_shipyard = “{ $at }” is not one of your systems (with a shipyard) or stations{ $count ->
                [0] {""}
                [one] ; your station is { $choices }
               *[other] ; your stations are: { $choices }{ $more ->
                [0] {""}
               *[other] , … ({ $count } in all)
            }
            }
sector-check-not_your_route = “{ $route }” is not one of your trade routes{ $count ->
                [0] , and you have none
                [one] ; expected { $choices }
               *[other] ; expected one of: { $choices }{ $more ->
                [0] {""}
               *[other] , … ({ $count } in all)
            }
            }
sector-check-own_target = “{ $ship }” is a ship of yours; expected a ship of another faction

## sector.map
sector-map-title = { $title } — turn { $turn } — { $what }
sector-map-gm = GM
sector-map-public = public
sector-map-system = system (colour: owner)
sector-map-nebula = nebula
sector-map-black_hole = black hole
sector-map-ships = ships (count)
sector-map-station = station
sector-map-battle = battle this turn
sector-map-unexplored = unexplored
sector-map-cloaked = cloaked ship
sector-map-note_fog = Only what your sensors have seen; dark sectors are unexplored.
sector-map-note_area = Known area { $n } of { $of }: sectors { $first } to { $last }.
sector-map-note_cropped = Cropped to the known area: sectors { $first } to { $last }.
sector-map-note_more = { $more ->
                [one] One more small known area, in the report's text map only.
               *[other] { $more } more small known areas, in the report's text map only.
            }

## sector.roll
sector-roll-why = { $side ->
                [attacker] attacker
               *[defender] defender
            }: { $count ->
                [one] 1 combat die
               *[other] { $count } combat dice
            }
sector-roll-side = { $side ->
                [attacker] attacker
               *[defender] defender
            }: { $expr } ({ $faces }) -> { $dice }
sector-roll-attacker = pair { $n }: { $att } > { $dfn }, attacker wins
sector-roll-defender = pair { $n }: { $att } < { $dfn }, defender wins
sector-roll-tie = pair { $n }: { $att } = { $dfn }, defender wins (ties go to the defender)

## sector.usage
sector-usage-sides = found { $found } --side, expected 2 (attacker, defender)
sector-usage-unknown_key = --side { $side }: found unknown key '{ $name }', expected one of: { $expected }
sector-usage-cloak_side = --side 2: found camuflaje=1, expected it on the attacker (side 1) only
sector-usage-factions = found --factions { $found }, expected { $most ->
                [one] 1 empire
               *[other] 1-{ $most } empires
            } (plus one non-player race)

## gm roll combat sector: the table's columns, in the command's language
sector-roll-col-dice = dice
sector-roll-col-kept = dice that count
sector-roll-col-modifiers = modifiers

# gm generate: what the synthetic game holds
sector-generated-describe = { $empires ->
        [one] 1 empire
       *[other] { $empires } empires
    }, { $ships ->
        [one] 1 ship
       *[other] { $ships } ships
    }, { $systems ->
        [one] 1 system
       *[other] { $systems } systems
    }, a { $size }x{ $size } map

# what a schema expects where the file has something else (gm validate)
expected-a_sector_column_letters_then_row_number = a sector: column letters then row number, e.g. C7
expected-two_faction_ids_joined_by_e_g_federacion = two faction ids joined by +, e.g. federacion+klingon

# why two [settings] keys must agree (x-gm-relations of settings.schema.json: relation-<a>-<b>)
relation-signal-identify = a distorted signal is a lower face than an identification

# the breadcrumbs' word for this ruleset's own `known` key (gm.engine.schemawords)
key-known = known sectors
