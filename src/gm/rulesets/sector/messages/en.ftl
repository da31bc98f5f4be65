# Sector — English messages. Keys without the "sector." prefix are events.

## income
income-first_turn = First turn: { $system } yields no dilithium this turn.
income-home = { $system } (home world) yields { $amount } crystals.
income-system = { $system } ({ $status }) yields { $amount } crystals.
income-route = Trade route { $route } with { $system } yields { $amount } crystals.
income-advantage = Advantages yield { $amount } crystals.

## upkeep
upkeep-paid = Upkeep: ships { $ships }, stations { $stations }, colonies { $colonies }, conquered { $conquered }; total { $total }.

## build
build-paid = Construction payment ({ $what }): { $cost } crystals.
build-started = Build { $build } ({ $what }) under way; ready on turn { $ready }.
build-completed = Build { $build } finished: { $what } at { $sector }.
build-cancelled = Build { $build } ({ $what }) is lost: you no longer hold the place it was made at.

## research
research-paid = Research of { $tech }: payment of { $amount }.
research-succeeded = Research complete: { $tech } rises to level { $level }.
research-failed = Research of { $tech } fails; next turn the difficulty is 1 lower.

## trade
trade-gain = Immediate trade gain with { $system }: { $amount } crystals.
trade-accepted = { $by } opens a trade route at { $name }.
trade-refused = { $by } tries to trade at { $name }, with no deal.

## spy
spy-fined = Your spy was caught by { $victim_name }: you lose 10 crystals.
spy-recovered = You recover { $amount } crystals from the spy of { $spy_name }.
spy-caught = A spy of { $spy_name } has been caught ({ $action }).
spy-discovered = Intelligence report: technology of { $target_name } (W/P/E/C) { $levels }.
spy-detected = An espionage operation ({ $action }) by { $spy_name } was detected.
spy-undetected = { $target } does not detect the espionage ({ $action }) by { $faction }.

## event
event-dilitio = Event: { $amount } crystals.
event-none = No events this turn.
event-happened = Event "{ $name }" on { $unit } ({ $sector }).
event-ship_destroyed = Ship { $ship } is lost in the event.

## steal
steal-paid = Payment for the stolen technology ({ $tech }): { $cost } crystals.
steal-succeeded = Technology stolen from { $target }: { $tech } rises to level { $level }.

## unit
unit-decommissioned = { $unit } decommissioned.

## fleet
fleet-formed = Fleet { $fleet } formed: { $ships }.
fleet-disbanded = Fleet { $fleet } disbanded.

## cloak
cloak-engaged = Ship { $ship } engages its cloaking device.
cloak-check = Hidden detection of { $ship } ({ $owner }) by { $observer } at { $sector }: { $result }.
cloak-identified = Cloaked ship identified! { $ship } of { $owner_name } at { $sector }.
cloak-signal = Distorted signal at { $sector }: something hides nearby.
cloak-revealed = Ship { $ship } decloaks to attack at { $sector }.

## ship
ship-moved = { $ships } moves from { $start } to { $to } ({ $path }).
ship-lost_in_black_hole = Ship { $ship } vanishes in the black hole.
ship-displaced = { $ships } reappears at { $to }.
ship-lost_in_nebula = Ship { $ship } is destroyed in the nebula at { $sector }.
ship-nebula_survived = Ship { $ship } weathers the nebula at { $sector }.
ship-resupplied = Ship { $ship } resupplies at { $sector }.
ship-resupply_needed = { $ships } must return to the home world or a station to resupply.
ship-destroyed = Ship { $ship } ({ $faction }) is destroyed.
ship-stranded = Ship { $ship } is stranded until turn { $until }.

## intercept
intercept-escaped = { $target } ({ $owner }) escapes the interception by { $ship }.
intercept-caught = { $ship } intercepts { $target } ({ $owner }) at { $to }.
intercept-unseen = { $ship } intercepts { $target } ({ $owner }) at { $to } unseen: an automatic interception.

## territory
territory-claimed = Territory claimed: { $sectors }.
territory-released = Territory lost: { $sectors }.

## map
map-surveyed = Sensors: { $count } new sectors on the map.

## contact
contact-first = FIRST CONTACT between { $a_name } and { $b_name }.

## sensors
sensors-sightings = Sensors: { $count } foreign units in sight.

## battle
battle-begun = Battle at { $sector }: { $attacker } ({ $att_units }) attacks { $defender } ({ $def_units }). Nebula: { $nebula }; cloaked attack: { $cloaked }.
battle-exchange = Round { $round }: { $attacker } against { $defender }, die by die (attacker / defender): { $pairs }; losses { $att_losses } / { $def_losses }.
battle-ended = Battle at { $sector } over: { $winner } wins ({ $att_left } attackers and { $def_left } defenders left).

## station
station-hit = Station { $station } ({ $faction }) suffers { $hits } defeat(s).
station-destroyed = Station { $station } ({ $faction }) is destroyed.

## colony
colony-started = Ship { $ship } starts building a colony on { $name } (ready on turn { $ready }).
colony-lost = The colony of { $faction } on { $name } is lost: { $winner } finished first.
colony-founded = Colony founded on { $name }!
colony-destroyed = The colony of { $faction } under construction on { $name } is destroyed by { $by }.
colony-race = Race for { $name }: { $winner } wins.
colony-lost_race = The colony of { $faction } on { $name } is lost: { $winner } wins the race on the dice.

## assault
assault-round = Assault of { $faction } on { $name }: margin { $margin } ({ $result }).
assault-repelled = The defenders of { $name } repel the assault of { $faction }.
assault-ship_destroyed = Ship { $ship } is destroyed in the assault on { $name }.

## siege
siege-begun = { $faction } lands troops on { $name } with { $ships }.
siege-continues = The assault on { $name } goes on next turn.
siege-ended = The assault of { $faction } on { $name } ends.

## system
system-conquered = { $name } conquered by { $faction }!
system-annexed = { $name } joins your empire by annexation!

## treaty
treaty-broken = The treaty ({ $treaty }) between { $a } and { $b } is broken by { $by }.
treaty-held = The treaty ({ $treaty }) between { $a } and { $b } holds.
treaty-peace = PEACE TREATY between { $a_name } and { $b_name }.
treaty-alliance = MILITARY ALLIANCE between { $a_name } and { $b_name }.
treaty-roll = Treaty break roll ({ $treaty }) between { $a } and { $b }: { $faction }.
treaty-broken_both = The treaty ({ $treaty }) between { $a } and { $b } is broken: both break it.

## war
war-declared = WAR: { $by_name } declares war on { $target_name }.

## diplomacy
diplomacy-bonus = Diplomatic bonus: { $bonus } (spent { $used }).
diplomacy-answered = Embassy from { $by }: it proposes { $treaty }.

## route
route-opened = Trade route { $route } with { $name }: { $income } crystals a turn; ship { $ship } is assigned to trade.
route-cancelled = Trade route { $route } cancelled.

## incite
incite-succeeded = Your agents stir up the people of { $name }: +1 to rebellion.
incite-expired = The unrest on { $name } fades without a rebellion.

## rebellion
rebellion-natives = The natives' dice on { $name }.
rebellion-quiet = { $name } does not rebel.
rebellion-started = { $name } rebels!
rebellion-progress = Rebellion on { $name }: score { $score } (first to 5 wins).
rebellion-won = The rebels of { $name } drive the occupier out ({ $score })!
rebellion-crushed = The rebellion on { $name } is crushed ({ $score }).

## advantage
advantage-none = No new advantage this turn.
advantage-gained = New advantage { $advantage }: "{ $name }".
advantage-discarded = Advantage discarded: { $advantage } "{ $name }".

## sector
sector-nothing = Nothing to report.
sector-inhabited = inhabited
sector-uninhabited = uninhabited
sector-no_sightings = No foreign units in sight.
sector-no_ships = You have no ships.
sector-no_planets = You have no planets.
sector-no_contacts = No contact with anyone yet.
sector-no_news = No public news this turn.

## sector.h
sector-h-treasury = Treasury
sector-h-map = Known map
sector-h-known_systems = Known systems
sector-h-sightings = Sensor contacts
sector-h-fleet = Fleet
sector-h-builds = Construction under way
sector-h-routes = Trade routes
sector-h-planets = Planets
sector-h-research = Research
sector-h-relations = Relations
sector-h-advantages = Advantages
sector-h-events = This turn's events
sector-h-order_rolls = Rolls of your orders
sector-h-empires = Empires of the sector
sector-h-news = Galactic news
sector-h-gm_map = Full map
sector-h-gm_factions = Factions
sector-h-gm_events = Every event (with hidden rolls)
sector-h-phase = Phase { $phase }

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
sector-col-damage = Defeats
sector-col-build = Build
sector-col-where = Where
sector-col-ready = Ready (turn)
sector-col-route = Route
sector-col-status = Status
sector-col-level = Level
sector-col-next = Next: cost / roll
sector-col-empire = Empire
sector-col-relation = Relation
sector-col-intel = Known tech W/P/E/C
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
sector-money-income-route = Route { $route } ({ $system })
sector-money-income-advantage = Advantages
sector-money-upkeep-paid = Upkeep
sector-money-build-paid = Construction: { $what }
sector-money-research-paid = Research: { $tech }
sector-money-trade-gain = Trade with { $system }
sector-money-spy-fined = Spy caught by { $victim_name }
sector-money-spy-recovered = Recovered from the spy of { $spy_name }
sector-money-event-dilitio = Event
sector-money-steal-paid = Stolen technology: { $tech }

## sector.map
sector-map-legend = Legend: ? unexplored · . empty · ~ nebula · @ black hole · H your home world · P your planet · X foreign planet · o free planet · * your ships · ! foreign ships · # both · ' distorted signal.
sector-map-gm_legend = GM legend: owners { $owners } · n natives · o uninhabited · ~ nebula · @ black hole · * units · # several factions.

## sector.line
sector-line-advantage = { $id }: { $name } (since turn { $since })
sector-line-colonising = Colony under construction on { $name } ({ $sector }): ready on turn { $ready }.
sector-line-parallel = Research projects per turn: { $n }. Dilithium available: { $dilitio }.
sector-line-order_rolls = Order #{ $number } ({ $type }):
sector-line-signal = Distorted signal at { $sector }.
sector-line-empire = { $name }

## sector.note
sector-note-trade = assigned to trade
sector-note-cloaked = cloaked
sector-note-resupply = must resupply
sector-note-stranded = stranded
sector-note-shipyard = shipyard
sector-note-defenses = defences
sector-note-rebellion = rebellion ({ $score })
sector-note-besieged = under assault by { $by }
sector-note-many = { $notes }

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
sector-status-annexed = annexed
sector-status-conquered = conquered

## sector.forecast
sector-forecast-store = You have { $crystals } in store.
sector-forecast-income = Phase 1: you collect { $income }; phase 2: upkeep costs { $upkeep } (after decommissioning); { $left } left.
sector-forecast-build = Order { $number } (build { $what }): costs { $cost }; { $left } left.
sector-forecast-short = Order { $number } (build { $what }): costs { $cost } and you will have { $have }; it would be rejected unless trade brings you more.
sector-forecast-research = Order { $number } (research { $tech }): costs { $cost }; you pay { $first } on the attempt and { $rest } more if it succeeds.
sector-forecast-short_research = Order { $number } (research { $tech }): costs { $cost } and you will have at most { $have }; it would be rejected.
sector-forecast-stays = { $least } will stay in store, not counting trade, events or espionage.
sector-forecast-stays_between = Between { $least } and { $most } will stay in store depending on research, not counting trade, events or espionage.

## sector.forecast.crystals
sector-forecast-crystals = { $n ->
        [one] { $n } crystal
       *[other] { $n } crystals
    }

## sector.tech
sector-tech-armamento = WEAPONS (ARMAMENTO)
sector-tech-propulsion = PROPULSION
sector-tech-energia = ENERGY
sector-tech-construccion = CONSTRUCTION

## sector.rel
sector-rel-none = no contact
sector-rel-contact = contact
sector-rel-peace = peace treaty
sector-rel-alliance = military alliance
sector-rel-war = war

## sector.action
sector-action-discover = discover
sector-action-sabotage = sabotage
sector-action-steal = steal technology

## sector.result
sector-result-taken = world taken
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
sector-stop-first_contact = stops at the border: first contact with { $other }
sector-stop-peace_border = stops at the border: the peace treaty with { $other } closes its territory
sector-stop-black_hole = enters a black hole

## sector.applied
sector-applied-decommissioned = { $unit } decommissioned
sector-applied-fleet_formed = fleet { $fleet } formed
sector-applied-fleet_disbanded = fleet { $fleet } disbanded
sector-applied-moved = { $ship } reaches { $to } ({ $steps } sectors)
sector-applied-moved_stopped = { $ship } reaches { $to } ({ $steps } sectors): { $stop }
sector-applied-intercept_failed = { $target } gets away
sector-applied-intercepted = { $target } intercepted at { $sector }
sector-applied-attacked = attack on { $target } at { $sector }
sector-applied-colonising = colony under construction on { $system }, ready on turn { $ready }
sector-applied-assaulted = assault on { $system }
sector-applied-retreated = troops withdrawn from { $system }
sector-applied-war_declared = war declared on { $target }
sector-applied-annexed = { $system } annexed (margin { $margin })
sector-applied-treaty = { $treaty } with { $target } (margin { $margin })
sector-applied-diplomacy_failed = { $target } declines (margin { $margin })
sector-applied-route_opened = route { $route } with { $system }: { $income } a turn
sector-applied-trade_failed = no trade deal at { $system } (margin { $margin })
sector-applied-route_cancelled = route { $route } cancelled
sector-applied-build_started = { $what } ({ $build }) for { $cost } crystals, ready on turn { $ready }
sector-applied-incited = rebels of { $system } encouraged
sector-applied-incite_failed = the agents fail to stir up { $system }
sector-applied-research_success = { $tech } rises to level { $level } (cost { $cost }, difficulty { $difficulty })
sector-applied-research_failed = { $tech } does not advance (paid { $paid }, difficulty { $difficulty })
sector-applied-spy_caught = spy caught ({ $action }): fined { $fine }
sector-applied-spy_discovered = technology of { $target } discovered
sector-applied-spy_failed = the operation ({ $action }) against { $target } fails
sector-applied-sabotaged = sabotage of { $tech } of { $target } achieved
sector-applied-stolen = technology { $tech } stolen from { $target }
sector-applied-steal_nothing = { $target } has nothing better in { $tech } to steal
sector-applied-advantage_discarded = advantage { $advantage } discarded

## sector.reject
sector-reject-assaulted_this_turn = { $system } is already assaulted this turn
sector-reject-unknown_unit = you have no unit { $unit }
sector-reject-unknown_ship = you have no active ship { $ship }
sector-reject-unknown_fleet = you have no fleet { $fleet }
sector-reject-unknown_faction = there is no empire { $target }
sector-reject-unknown_route = you have no route { $route }
sector-reject-unknown_tech = unknown technology { $tech }
sector-reject-unknown_action = unknown espionage action { $action }
sector-reject-unknown_advantage = you hold no advantage { $advantage }; the oldest is discarded
sector-reject-unknown_order = order { $type } has no phase to process it
sector-reject-fleet_exists = fleet { $fleet } already exists
sector-reject-fleet_size = a fleet is exactly { $size } ships
sector-reject-ship_in_fleet = { $ship } belongs to fleet { $fleet }: move the fleet
sector-reject-fleet_apart = the ships are not in the same sector
sector-reject-already_moved = { $ship } already moved this turn
sector-reject-stranded = { $ship } is stranded
sector-reject-off_map = { $sector } is off the map
sector-reject-not_adjacent = { $a } and { $b } are not adjacent
sector-reject-no_path = missing destination (to) or path
sector-reject-too_far = { $steps } sectors exceed the reach of { $speed }
sector-reject-no_target = no visible target { $target }
sector-reject-treaty = a treaty with { $other } forbids it
sector-reject-out_of_reach = { $target } is out of reach
sector-reject-no_attackers = no attacking ships
sector-reject-npc_cannot = a non-player race cannot do that
sector-reject-no_system = there is no system at { $sector }
sector-reject-not_colonisable = { $system } cannot be colonised
sector-reject-already_colonising = you are already colonising { $system }
sector-reject-needs_resupply = { $ship } must resupply before another assault
sector-reject-own_system = { $system } is already yours
sector-reject-nothing_to_assault = there is nobody to assault on { $system }
sector-reject-siege_by_other = another empire is already assaulting { $system }
sector-reject-no_siege = you are not assaulting { $system }
sector-reject-no_contact = no first contact with { $target } yet
sector-reject-already = you already have that relation with { $target }
sector-reject-not_in_territory = the ship must be in the territory of { $target }
sector-reject-not_annexable = there is no free native world at { $sector }
sector-reject-no_trade_partner = { $system } admits no trade route with you
sector-reject-route_exists = you already have a route with { $system }
sector-reject-insufficient = it costs { $cost } and you have { $have }
sector-reject-no_shipyard = { $at } is neither your shipyard nor your station
sector-reject-tech_too_high = you cannot build above your level of { $tech }
sector-reject-station_place = a station cannot be built at { $sector }
sector-reject-not_owned = { $system } is not yours
sector-reject-already_built = { $system } already has { $what } (or it is being built)
sector-reject-not_incitable = { $system } is not a world conquered by another
sector-reject-same_tech_twice = { $tech } is already researched this turn
sector-reject-research_limit = only { $limit } research projects a turn
sector-reject-max_level = { $tech } is already at the maximum
sector-reject-spy_limit = only { $limit } espionage operation a turn
sector-reject-one_discard = only one discard a turn
sector-reject-nothing_to_discard = there is no third advantage to discard

## sector.why
sector-why-incite = inciting rebellion on { $system } (1D20+ESPIONAJE)
sector-why-rebellion_start = does { $system } rebel? (1D20+AGRESIVIDAD)
sector-why-rebels = rebels of { $system }
sector-why-occupier = occupier of { $system }: { $faction }
sector-why-research = research of { $tech } { $level }>{ $next } (difficulty { $difficulty })
sector-why-treaty_break = breaking the treaty between { $a } and { $b }: { $faction } (1D20+AGRESIVIDAD)
sector-why-diplomacy = diplomacy of { $faction } with { $target } (1D6+DIPLOMACIA)
sector-why-diplomacy_answer = answer of { $target } (1D6+AGRESIVIDAD)
sector-why-spy_recover = { $victim } recovers crystals from the spy of { $spy }
sector-why-spy = espionage ({ $action }) against { $targets } (1D20+ESPIONAJE)
sector-why-black_hole = black hole: { $ship }
sector-why-black_hole_col = black hole: exit column of { $ship }
sector-why-black_hole_row = black hole: exit row of { $ship }
sector-why-nebula = nebula: { $ship } in { $sector }
sector-why-intercept = interception: { $unit } (1D6+ENERGÍA)
sector-why-evade = evasion: { $unit } (1D6+ENERGÍA)
sector-why-combat = combat: dice of { $faction }
sector-why-event = an event for { $faction }?
sector-why-event_ship = event: which ship?
sector-why-event_station = event: which station?
sector-why-event_system = event: which planet?
sector-why-event_col = event: destination column
sector-why-event_row = event: destination row
sector-why-advantage = an advantage for { $faction }? ({ $at }+)
sector-why-colony_race = race for { $system }: { $faction }
sector-why-assault = assault on { $system }: { $faction }
sector-why-assault_defence = defence of { $system }
sector-why-assault_lost = ship destroyed in the assault on { $system }
sector-why-trade = trade of { $faction } at { $system } (1D6+COMERCIO)
sector-why-trade_answer = trade of { $partner } (1D6+COMERCIO)
sector-why-event_table = events table
sector-why-advantage_table = advantages table
sector-why-spy_detect = { $victim } looks for spies ({ $action })
sector-why-cloak_detect = detection of the cloaked ship { $ship } by { $observer }
sector-why-trade_income = income per turn of the route with { $system }
sector-why-draw = draw of the factions' order: { $label }
sector-why-colony_draw = draw for { $system } after a new tie
sector-why-spy_caught_by = which empire catches the spy?

## draw
draw-order = Drawn order ({ $label }): { $factions }.

## sabotage
sabotage-succeeded = Sabotage done: { $target }'s { $tech } drops to level { $level }.
sabotage-suffered = Sabotage lowers your { $tech } to level { $level }.

## sector.drawn
sector-drawn-attack = attacks
sector-drawn-intercept = interceptions
sector-drawn-assault = assaults
sector-drawn-diplomacy = diplomacy
sector-drawn-declare_war = declarations of war
sector-drawn-spy = espionage
