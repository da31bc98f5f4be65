# Primordia messages (en). Keys and placeholders identical in es and en.
alliance-declared = Alliance declared by { $faction_the } with { $ally_the }.
army-dissolved = { CAP($army) } dissolves ({ $units }).
army-formed = { CAP($army) } is formed at { $hex }: { $units }.
army-priority = Damage order for { $army }: { $priority }.
battle-exchange = Battle at { $hex }: { $a } (Attack { $a_attack }, Defence { $a_defense }) against { $b } (Attack { $b_attack }, Defence { $b_defense }). Damage: { $a_damage } Life to { $a } and { $b_damage } to { $b }. { $strikes ->
        [first] First to strike: { $first }.
       *[together] Both strike at once.
    }
battle-result = Battle result at { $hex }: { $outcome ->
        [draw] a draw.
       *[won] { $winner } wins.
    }
berserker-fed = { CAP($unit) } feeds on victory: +{ $bonus } Attack.
conversion-done = Bone tools: { $delta }.
deposit-appeared = A Power deposit ({ $amount }) appears at { $hex }.
deposit-exhausted = The Power deposit at { $hex } is exhausted.
deposit-none = No deposit appears.
eureka-granted = Eureka! { $name } now costs half.
faction-defeated = Out of the game: { $faction }, with no settlements or units left.
government-changed = New government { $faction_of }: { $name }.
hero-appeared = A Hero appears for { $faction_the } at { $hex }: { $name }, { $unit }, until turn { $expires }!
hero-cursed = The Crow's Curse destroys { $unit }, Hero { $faction_of }.
hero-expired = { $hero } ({ $unit }), Hero { $faction_of }, departs: their time is over.
hero-none = No Hero appears.
loot-delivered = The loot { $faction_of } reaches home: { $amount } { $resource }.
loot-pending = { $name } sacked by { $faction_the }: { $amount } { $resource }, which reaches its pool when carried to a friendly settlement.
loot-taken = The sack takes { $delta } from you.
loot-transferred = The loot { $faction_of } ({ $amount } { $resource }) passes to { $to }.
narration-bonus = The GM rewards the narration { $faction_of }: { $delta_dir ->
        [gain] { $faction_number ->
            [plural] they receive
           *[other] it receives
        } { $delta }.
        [loss] { $faction_number ->
            [plural] they lose
           *[other] it loses
        } { $delta }.
       *[mixed] { $delta }.
    }{ $reason ->
        [none] {""}
       *[other] {" "}Reason: “{ $reason }”.
    }
ok-alliance = Alliance declared with { $ally_the }.
ok-assaulted = Assault on { $target_settlement }: you deal { $dealt } damage and take { $taken }.
ok-assaulted_garrison = Assault on the garrison of { $target_settlement }: you deal { $dealt } damage and take { $taken }.
ok-attacked = Attack on { $foe_kind ->
        [army] the army { $foe } { $foe_of }
       *[unit] { $target }
    }: you deal { $dealt } damage and take { $taken }.
ok-combined = { $army } is formed.
ok-converted = Converted { $times ->
        [one] once
       *[other] { $times } times
    }.
ok-disbanded = { $unit } is disbanded.
ok-disembarked = { CAP($unit) } lands at { $to }.
ok-dissolved = { $army } dissolves.
ok-embarked = { CAP($unit) } boards { $ship }.
ok-entrenched = { CAP($unit) } entrenches: +1 Defence until the first attack.
ok-fled = { CAP($unit) } flees to { $to }.
ok-flee_unneeded = Nobody attacked: no need to flee.
ok-founded = { $name } is founded at { $hex }.
ok-gm = GM order applied to { $faction_the }.
ok-government = New government: { $government }.
ok-healed = Each unit recovers up to { $amount } Life.
# who does it is named (play-test #25: "Llega a F3" had no subject)
ok-moved = { CAP($unit) } reaches { $to } (spends { $cost } Movement).
ok-populated = { $settlement } gains { $amount } population.
ok-priority = Damage order set for { $army }.
ok-project = { $settlement } starts the project: { $target }.
ok-ranged = Ranged attack on { $target }: { $dealt } damage.
ok-researched = You discover { $discovery } (cost: { $cost }).
ok-road = Road built at { $hex }.
ok-sabotaged = The sabotage at { $target_settlement } succeeds.
ok-sabotage_no_project = The spy gets into { $target_settlement }, but no project is under way to sabotage: the sabotage has no effect.
ok-specialised = { $settlement } specialises in { $resource }.
ok-spell = Spell cast: { $spell } ({ $poder } Power).
ok-spied = Your spy gathers intelligence on { $target_settlement }.
ok-target_fled = { $foe_kind ->
        [army] The army { $foe } { $foe_of }
       *[unit] { $target }
    } fled before the blow.
ok-waited = { CAP($unit) } waits.
poder-collected = You collect { $delta } from the deposit at { $hex }{ $bonus ->
        [0] {""}
       *[other] {" "}(+{ $bonus } bonus included)
    }.
pool-changed = { $delta_dir ->
        [gain] The common pool receives { $delta } ({ $why }).
        [loss] The common pool loses { $delta } ({ $why }).
       *[mixed] Changes to the common pool ({ $why }): { $delta }.
    }
pr-forecast-store = Common pool as the turn starts: { $pool }.
pr-forecast-cost = { $line ->
        [0] Order { $number } ({ $what })
       *[other] { $order_ref }
    }: costs { $delta }; then the pool will hold { $pool }.
pr-forecast-short = { $line ->
        [0] Order { $number } ({ $what })
       *[other] { $order_ref }
    }: costs { $cost }, more than you will have; it would be rejected unless resources come in first (loot, spells).
pr-forecast-stays = After these orders the pool will hold { $pool }, not counting what settlements produce, fishing, deposits and loot, nor what is pillaged from you or the gold upkeep.
pr-forecast-what-convertir = convert
pr-forecast-what-carretera = road
pr-forecast-what-hechizo = spell
pr-forecast-what-construir = build
pr-forecast-what-investigar = research
pr-era = { $era }, with { $count ->
        [one] one discovery
       *[other] { WORDS($count) } discoveries
    }: { $known }.
pr-era-descubrimiento = Era of Discovery
pr-era-expansion = Era of Expansion
pr-era-fortalecimiento = Era of Strengthening
pr-era-resplandor = Era of Splendour
pr-events = Events
pr-f-built = Structures built
pr-f-construction = Construction
pr-f-defense = Defence
pr-f-hex = Hex
pr-f-housed = Units housed
pr-f-life = Life
pr-f-morale = Morale
pr-f-name = Name
pr-f-population = Population
pr-f-project = In construction
pr-f-recruitable = Units available
pr-f-resources = Resources
pr-f-to_build = Structures available
pr-f-type = Type
pr-factions = Races
pr-gm_events = All events
pr-gm_private = ({ $who }) { $text }
pr-gm_only = (GM only) { $text }
pr-gm_faction = Faction { $name }
pr-gone = Your faction is no longer in play.
pr-h-army = Army
pr-h-cost = Cost
pr-h-discoveries = Discoveries
pr-h-discovery = Discovery
pr-h-era = Era
pr-h-faction = Faction
pr-h-field = Field
pr-h-government = Government
pr-h-hex = Hex
pr-h-unit = Unit
pr-h-label = In your orders
pr-seen_in_army = { $type } (army { $army })
pr-h-life = Life
pr-h-race = Race
pr-h-status = Status
pr-h-type = Type
pr-h-upgrades = Upgrades
pr-h-value = Value
pr-h-what = What
pr-identity = Race: { $race }. Abilities: { $abilities }. Government: { $government }.
pr-loot = Loot on its way
pr-loot_line = { $amount } { $resource }, carried by { $carriers }
pr-map = Map
pr-no_events = Nothing to report.
pr-quiet_turn = Nothing public to tell this turn: what each race did, if anything, its private report tells.
pr-none = None.
pr-pool = Common pool
pr-h-res-comida = Food
pr-h-res-madera = Wood
pr-h-res-piedra = Stone
pr-h-res-metal = Metal
pr-h-res-oro = Gold
pr-h-res-poder = Power
pr-pool_gated = * Not collected yet: { $gates }. What the pool already holds may be spent.
pr-pool_gate = { $resources } (you need the discovery { $discovery })
pr-research = Science
pr-settlements = Settlements
pr-sheet = { $name }
pr-turns_left = Turn { $turn }; the game lasts at least { $min ->
        [one] one turn
       *[other] { $min } turns
    }.
pr-units = Units
pr-victory_final = Winners: { $winners }.
pr-vision = What you see
pr-your_events = Your events
project-paid = You pay { $delta } for { $settlement }'s project.
project-structure_done = { $settlement } completes the structure { $name }.
project-type_done = { $settlement } becomes a { $name }.
project-unit_finished = { $named ->
        [yes] { $settlement } completes a unit of { $type }, '{ $unit_name }', at { $hex } (in your orders: { $unit_name } or { $id }).
       *[no] { $settlement } completes { $unit } at { $hex }.
    }
ranged-hit = Ranged attack on { $hex }: { $a } against { $b }; { $victim } loses { $amount } Life.
reject-aboard = { $unit } is aboard: use desembarcar.
reject-already_built = { $structure } is already built there.
reject-already_known = You already know { $discovery }.
reject-army_not_together = The units are not in the same hex.
reject-army_too_small = An army needs at least two units.
reject-bad_type = Cannot become { $type } from the current type.
reject-besieged = { $settlement } is besieged: it cannot build.
reject-cannot_attack = { $unit } cannot attack (Attack 0).
reject-cannot_board = { $unit } cannot board.
reject-cannot_found_here = Cannot found at { $hex }.
reject-cannot_pay = It costs { $cost } and the common pool falls short.
reject-empty_path = The path is empty.
reject-era_closed = { $discovery } belongs to an era not yet open: { $era }.
reject-flee_entrenched = { $unit } cannot flee: it is entrenched.
reject-flee_failed = { $unit } fails to flee: the attacker gains +2 Attack.
reject-flee_no_movement = { $unit } has no Movement left to flee.
reject-flee_not_adjacent = { $hex } is not next to the hex where { $unit } stands.
reject-gm_only = Only the GM may give this order.
reject-already_allied = You have already declared an alliance with { $ally_the }.
reject-government_current = That is already your government: { $government }.
reject-government_locked = { $government } is not available yet.
reject-heal_moved = Healing requires staying still, and { $unit } moved.
reject-id_taken = The id { $id } is taken.
reject-impassable = { $hex } ({ $terrain }) is impassable for this unit.
reject-needs_discovery = The discovery { $discovery } is needed.
reject-needs_shaman = { $spell } needs a Shaman of its Path.
reject-needs_structure = The structure { $structure } is needed.
reject-no_poder = At least 1 Power must be invested.
reject-no_roads_here = { $hex } ({ $terrain }) allows no roads.
reject-road_exists = { $hex } has a road already: no other is built or paid for.
reject-not_a_spy = { $unit } is not a Spy.
reject-not_a_transport = { $unit } carries no troops.
reject-not_aboard = { $unit } is not aboard.
reject-not_adjacent = { $hex } is not next to { $frm }.
reject-not_an_army = { $unit } is not an army.
reject-not_coastal = { $settlement } is not on the coast.
reject-not_in_army = { $unit } is not in { $army }.
reject-not_in_settlement = { $unit } is not in { $settlement }.
reject-not_same_hex = { $target } is not in your hex.
reject-not_settlers = { $unit } is not a Settlers unit.
reject-nothing_to_build = Name a structure, unit or type.
reject-off_map = { $hex } is off the map.
reject-one_action = { $unit } already has another order this turn (only Move and one more).
reject-one_discovery = Only one discovery per turn.
reject-one_move = { $unit } already moved this turn.
reject-one_project = { $settlement } already chose a project this turn.
reject-path_locked = { $spell } belongs to the { $path }, which you do not know yet.
reject-population_too_low = { $settlement } lacks the population.
reject-project_busy = { $settlement } is already building { $project }.
reject-name_taken = You already have a unit named '{ $name }': choose another name.
reject-name_not_unit = Only a unit takes a name ('{ $name }'): a structure or a settlement type does not.
reject-ranged_siege_only = Only independent Siege units attack at range ({ $unit }).
reject-requires = { $discovery } requires first: { $missing }.
reject-resource_locked = Resource { $resource } is not available.
reject-ship_full = No room left on { $unit } (capacity { $capacity }).
reject-siege_cannot_flee = Siege units cannot flee ({ $unit }).
reject-siege_moved = { $unit } cannot attack after moving.
reject-siege_needs_infantry = { $unit } needs infantry to use it.
reject-siege_protected = { $target } is shielded by other units.
reject-spell_range = The target of { $spell } is out of range.
reject-spy_failed = The spy fails at { $target_settlement }.
reject-spy_too_far = { $unit } is too far from { $settlement }.
reject-structure_locked = You cannot build { $structure } yet.
reject-too_close = { $hex } is closer than { $distance ->
        [one] one hex
       *[other] { $distance } hexes
    } to another settlement.
reject-too_far = { $unit } lacks the Movement ({ $movement }).
reject-type_locked = Type { $type } is not available yet.
reject-undead_cannot_flee = The Undead do not flee ({ $unit }).
reject-unit_in_army = { $unit } is in { $army }: order the army.
reject-unit_locked = Recruiting { $type } requires { $discovery }.
reject-unknown_discovery = Unknown discovery: { $discovery }.
reject-unknown_faction = Unknown faction: { $faction }.
reject-unknown_government = Unknown government: { $government }.
reject-unknown_order = Unknown order: { $type }.
reject-unknown_settlement = Unknown settlement: { $settlement }.
reject-unknown_spell = Unknown spell: { $spell }.
reject-unknown_structure = Unknown structure: { $structure }.
reject-own_settlement = { $settlement } is already one of your settlements.
reject-unknown_target = There is no visible target by that name: { $target }.
reject-unknown_unit = Unknown unit or army: { $unit }.
reject-unknown_unit_type = Unit type not recruitable: { $type }.
research-done = New discovery { $faction_of }: { $name }.
research-paid = Research costs { $delta }.
resources-collected = { $name } yields { $delta }.
road-built = A road is built at { $hex }.
road-paid = The road costs { $delta }.
settlement-attack_set = The GM sets { $settlement }'s Attack to { $attack }.
settlement-besieged_idle = { $name } is besieged: no income, no building.
settlement-founded = New settlement { $faction_of }: { $name }, at { $hex }.
settlement-grew = { $change ->
        [down] { $name } loses { $amount } population.
       *[up] { $name } gains { $amount } population.
    }
settlement-kept = The troops { $faction_of } conquer { $name } and keep it.
settlement-populated = Settlers add { $amount } population to { $settlement }.
settlement-project_set = { $settlement } starts building { $target } ({ $work } Construction).
settlement-quiet = Turns without fighting updated.
settlement-razed = The troops { $faction_of } raze { $name }.
settlement-rebelled = { $name } rebels against { $target_faction_the } ({ $chance }% chance)! The GM takes it.
settlement-retaken = The troops { $faction_of } retake { $name } from the rebels.
settlement-sabotaged = Sabotage at { $name }: its project starts over.
settlement-specialised = { $settlement } specialises in { $resource }.
settlement-unrest = Unrest in { $name } ({ $causes }): { $chance }% rebellion chance; it holds.
settlement-worked = { $settlement } puts { $amount } Construction into its project.
siege-boosted = The Howl of the Machines: +{ $amount } Attack for { $units }.
siege-continues = Siege of { $name } by { $faction_the }: { $turns ->
        [one] first turn
       *[other] turn { $turns }
    }{ $unaided ->
        [0] , with help nearby.
        [one] , one turn unaided.
       *[other] , { WORDS($unaided) } turns unaided.
    }
siege-lifted = The siege of { $name } is lifted.
siege-started = The siege of { $name } by { $faction_the } begins.
spell-cast = Spell { $faction_of }: { $spell } ({ $poder } Power).
spell-construction = Worker's Vigour: +{ $amount } Construction at { $settlement }.
spell-damage = The spell deals { $amount } damage to { $unit }.
spell-fizzled = { $spell } has no effect.
spell-healed = { CAP($unit) } recovers { $amount } Life.
spell-paid = The spell costs { $delta }.
spell-population = Prodigious Fertility: +{ $amount } population at { $settlement }.
spy-caught = { CAP($unit) } is caught spying in { $settlement }.
spy-rolled = Dice of { $unit } at { $settlement }:
spy-report = Spy report on { $name }: population { $population }; structures: { $structures }; in construction: { $project }; pool { $target_faction_of }: { $pool }.
structure-ruined = Ruin the Marble destroys { $structure } at { $settlement }.
terrain-changed = The terrain at { $hex } becomes { $name }.
terrain-exhausting = Exhausting terrain: { $unit } loses { $amount } Life at { $hex }.
undead-raised = { $named ->
        [yes] The shamans { $faction_of } raise Undead '{ $unit_name }' at { $hex } (in your orders: { $unit_name } or { $id }).
       *[no] The shamans { $faction_of } raise Undead ({ $unit }) at { $hex }.
    }
unit-berserker = { CAP($unit) } receives the Berserkers' Food.
unit-blessed = Indomitable Spirit: { $group } gains +{ $amount } Attack and Defence this turn.
unit-captured = The troops { $by_of } capture { $unit }, { $faction_of }, at { $hex }.
unit-damaged = { $count ->
        [one] { CAP($group) } takes { $amount } damage.
       *[other] Damage spread in { $group }: { $damage }.
    }
unit-deserted = With no gold to pay its upkeep, { $unit } deserts.
unit-disbanded = { CAP($unit) } is disbanded.
unit-disembarked = Landing at { $to }: { $units }.
unit-embarked = { CAP($unit) } boards { $ship }.
unit-entrenched = { CAP($group) } entrenches (+1 Defence until the first attack).
unit-entrenchment_spent = The entrenchment of { $units } is spent.
unit-fled = { CAP($group) } flees to { $to }.
unit-healed = { $count ->
        [one] { CAP($group) } recovers { $amount } Life.
       *[other] Healing for { $group }: { $healed }.
    }
unit-killed = { CAP($unit) }, { $faction_of }, falls at { $hex }.
unit-moved = { CAP($group) } moves to { $to }{ $via ->
        [none] {""}
       *[other] {" "}by way of { $via }
    } (spending { $cost } Movement).
unit-removed = { $why ->
        [founded] { $settlement } is founded with { $unit }, which is no longer a unit.
        [populated] { CAP($unit) } joins the population of { $settlement } and is no longer a unit.
       *[other] { CAP($unit) } leaves the map.
    }
unit-stopped = { CAP($group) } stops at { $hex }: enemies there.
unit-upgraded = { CAP($unit) } gains an upgrade: +1 { $attribute }.
upkeep-paid = Upkeep: { $amount } gold.
victory-met = Victory condition { $victory } met by { $faction_the }.
victory-won = The game ends on turn { $turn }! Winners: { $winners }.
pr-map_image = Map
pr-map_image_private = Your map (fog of war)
pr-map_legend = * settlement · @ your units · ! other units · ?? fog · columns { $columns } half a row lower
pr-map_legend_gm = * settlement · ! units · + Power deposit · columns { $columns } half a row lower
turn-order = The races' order this turn (drawn with the public dice): { $races }.
flee-failed = { CAP($group) }, { $faction_of }, fails to flee from { $chaser_the }: the attacker gains +2 Attack.
ranged-settlement = Ranged attack by { $a } on { $name }: { $amount } damage.
settlement-sacked = The troops { $faction_of } sack { $name }; the settlement stays in the hands { $target_faction_of } and the siege ends.
reject-army_not_allowed = This order is for a single unit, not for { $unit }.
reject-healing_stays = { $unit } heals this turn (Curación), so it cannot move.
reject-not_a_race = The GM is not a race: this order belongs under a race.
pr-why_turn_order = Order of the races: place { $place }
pr-why_gm_turn_order = Place of the rebels in the order of the races (the GM's dice)
unit-lost_at_sea = { CAP($unit) } is lost at sea with the ship { $ship }.
fishing-catch = The fishing canoes bring in { $amount } food.
reject-unit_gone = { $unit } is no longer in play: it fell, was dissolved or left the map earlier this turn.
pr-morale-prosperity = prosperity +{ $percent }%
pr-morale-siege = siege { $turns } ({ $unaided } unaided)
pr-morale-hunger = hunger { $points }
pr-morale-crowding = overcrowding { $points }
pr-status-demoralised = demoralised
pr-status-aboard = aboard { $ship }
pr-status-hero = { $hero } (until turn { $turn })
pr-why-flee = { CAP($unit) }, fleeing: Initiative { $value }
pr-why-chase = { CAP($unit) }, chasing: Initiative { $value }
pr-why-ranged = { $side }, ranged: { $parts }
pr-why-defense = { $side }: { $parts }
pr-why-hero = Does a Hero appear for { $faction }?
pr-why-which_hero = Which Hero
pr-why-rebellion = Rebellion in { $name } ({ $chance }%)
pr-why-deposit = Does a Power deposit appear?
pr-why-deposit_hex = Hex of the deposit
pr-why-deposit_amount = Power of the deposit
pr-why-spy = { $order } by { $unit }: Initiative { $value }
pr-why-guard = Guard of { $settlement }: Defence { $value }
pr-deposit_row = Power deposit ({ $amount })

## References: one's own unit, an army, an amount of a resource
pr-ref-unit = { $id } ({ $type })
pr-ref-named = { $name } ({ $id })
pr-ref-army = Army { $id }
pr-ref-foreign = a unit { $faction_of } ({ $type })
pr-amount = { $amount } { $resource }
pr-resource-comida = food
pr-resource-madera = wood
pr-resource-piedra = stone
pr-resource-metal = metal
pr-resource-oro = gold
pr-resource-poder = Power

## The orders, restated in the report's language
restate-mover = Move { $group } via { $route }{ $late ->
        [yes] {" "}(after shooting)
       *[no] {""}
    }
restate-atacar = Attack { $target } { $target_faction_of } with { $group }{ $if_won ->
        [conservar] ; if it wins, keep the settlement
        [arrasar] ; if it wins, raze it
        [saquear] ; if it wins, sack it
       *[none] {""}
    }{ $resource ->
        [none] {""}
       *[other] {" "}(loot: { $resource })
    }
restate-saquear = Sack { $target } { $target_faction_of } with { $group }{ $resource ->
        [none] {""}
       *[other] {" "}(loot: { $resource })
    }
restate-atacar_distancia = Ranged attack on { $target } { $target_faction_of } with { $group }{ $victim ->
        [none] {""}
       *[other] {" "}(victim: { $victim })
    }
restate-atrincherarse = Entrench { $group }
restate-curacion = Heal { $group }
restate-combinarse = Combine { $units }{ $army ->
        [none] {""}
       *[other] {" "}into army { $army }
    }
restate-disolverse = Dissolve { $group }
restate-eliminar = Disband { $group }
restate-esperar = Wait with { $group }
restate-huir = Flee with { $group } to { $to }
restate-repartir = Set the damage order in { $group }: { $units }
restate-embarcar = Embark { $group } on { $ship }
restate-desembarcar = Disembark { $group } at { $to }
restate-fundar = Found with { $group }{ $name ->
        [none] {""}
       *[other] {" "}the settlement “{ $name }”
    }
restate-poblar = Populate { $settlement } with { $group }
restate-carretera = Build a road with { $group }
restate-espiar = Spy with { $group } on settlement { $settlement } { $target_faction_of }
restate-sabotear = Sabotage with { $group } settlement { $settlement } { $target_faction_of }
restate-hechizo = Cast { $spell }{ $poder ->
        [none] {""}
       *[other] {" "}with { $poder } Power
    }{ $aim_kind ->
        [hex] {" "}on { $aim }
        [settlement] {" "}on { $aim }
        [unit] {" "}on { $aim }
        [target] {" "}on { $aim }
        [structure] {" "}on { $aim }
        [resource] {" "}({ $aim })
       *[none] {""}
    }
restate-construir = Build { $project } in { $settlement }
restate-investigar = Research { $discovery }
restate-gobierno = Adopt the government { $government }
restate-convertir = Convert resources { $times ->
        [one] once
       *[other] { $times } times
    }
restate-especializar = Specialise { $settlement } in { $resource }
restate-alianza = Declare an alliance with { $faction_the }
restate-narracion = Reward the narration { $faction_of }: { $amounts }{ $reason ->
        [none] {""}
       *[other] {" "}({ $reason })
    }
restate-eureka = Eureka for { $faction_the }: { $discovery }
restate-ataque_asentamiento = Set the Ataque of { $settlement } ({ $faction }) to { $attack }


## Added messages: rolls, attributes, victories
pr-why-attack = { $side }: { $parts }
pr-why-initiative = { $side }: { $parts }
pr-garrison = garrison of { $name }
pr-per_unit = { $amount } to { $unit }
pr-attr-ataque = Attack
pr-attr-defensa = Defence
pr-attr-vida = Life
pr-attr-movimiento = Movement
pr-attr-vision = Vision
pr-attr-iniciativa = Initiative
pr-victory-cientifica = scientific
pr-victory-militar = military
pr-victory-territorial = territorial


## Added messages: rolls, attributes, victories
pr-map-settlement = settlement (letter: race)
pr-map-units = units (number: how many)
pr-map-deposit = Power deposit
pr-map-fog = fog of war
pr-map-shifted = Columns { $columns } half a row lower.
pr-map-note_private = Only what your units and settlements see this turn; dark hexes are fog.
pr-map-note_gm = GM's map: everything, spies (dashed) and deposits included.
pr-map-turn = turn { $turn }
pr-list = { $items }
pr-list-and = { $first } and { $last }
pr-project = { $name } { $progress }/{ $work }
pr-eureka_half = Eureka: half cost
pr-h-eureka = Eureka
pr-h-atq = Att
pr-h-def = Def
pr-h-ini = Ini
pr-h-mov = Mov
pr-h-vis = Vis
pr-h-upkeep = Upk
pr-h-xp = XP
pr-orders_help = Primordia orders: mover (unidad, ruta, despues), atacar / saquear (unidad, objetivo_faccion, objetivo, si_gana, recurso),
    atacar_distancia, atrincherarse, curacion, combinarse (unidades, ejercito), disolverse, eliminar, esperar, huir (hacia),
    repartir (prioridad), embarcar (nave), desembarcar (hacia), fundar (nombre), poblar (asentamiento), carretera,
    espiar / sabotear (objetivo_faccion, asentamiento), hechizo (hechizo, poder, chaman, ...), construir (asentamiento,
    estructura | unidad | tipo), investigar (descubrimiento), gobierno, convertir (veces), especializar, alianza (faccion).
    GM ([factions.gm]): narracion (faccion, recursos, motivo), eureka (faccion, descubrimiento), ataque_asentamiento.


## Added messages: rolls, attributes, victories
pr-side = { $kind ->
        [army] the army { $group }
       *[other] { $group }
    } { $faction_of }


## Added messages: rolls, attributes, victories
pr-check-bad_tables = found settings the tables cannot use ({ $error }), expected overrides of known keys
pr-check-offset = found '{ $offset }', expected 'odd-q' or 'even-q'
pr-check-rows = found { $rows ->
        [one] 1 row
       *[other] { $rows } rows
    }, expected height = { $height }
pr-check-row_width = found { $hexes ->
        [one] 1 hex
       *[other] { $hexes } hexes
    } in row { $row }, expected width = { $width }
pr-check-terrain_code = found terrain code '{ $code }', expected one of { $known }
pr-check-off_map_size = found hex { $hex }, expected a hex on the { $width }x{ $height } map
pr-check-off_map = found hex { $hex }, expected a hex on the map
pr-check-race = found race '{ $race }', expected one of { $known }
pr-check-abilities = found { $count ->
        [one] 1 racial ability
       *[other] { $count } racial abilities
    }, expected 2
pr-check-ability = found '{ $ability }', expected one of { $known }
pr-check-government = found '{ $government }', expected one of { $known }
pr-check-discovery = found discovery '{ $discovery }', expected a key of data/discoveries.toml
pr-check-ally = found faction '{ $faction }', expected one of { $known }
pr-check-capital = found '{ $capital }', expected one of its settlements
pr-check-structure = found structure '{ $structure }', expected a key of data/structures.toml
pr-check-army_unit = found unit '{ $unit }', expected one of the faction's units
pr-check-army_apart = found members in { $hexes ->
        [one] 1 hex
       *[other] { $hexes } hexes
    }, expected an army in one hex
pr-check-unit_type = found unit type '{ $type }', expected one of { $known }
pr-check-unit_army = found army '{ $army }', expected an army that lists this unit
pr-check-unit_aboard = found ship '{ $ship }', expected one of the faction's units
pr-check-unit_life = found life { $life }, expected at most { $most } (the Vida of { $type } with its upgrades and the race's effects)
pr-check-order_faction = found faction '{ $faction }', expected one of { $known }
pr-check-order_unit = found '{ $unit }', expected one of the faction's units or armies (the order will be rejected)


## Added messages: rolls, attributes, victories
pr-free = nothing


## Added messages: rolls, attributes, victories
pr-none_short = none
pr-cause-asedio = unaided siege
pr-cause-hambre = hunger { $points }
pr-cause-superpoblacion = overcrowding { $points }


## Added messages: rolls, attributes, victories
pr-mod-ataque = Attack { $value }
pr-mod-defensa = Defence { $value }
pr-mod-iniciativa = Initiative { $value }
pr-mod-carga = charge { $value }
pr-mod-sin_mover = projectiles standing still { $value }
pr-mod-huida_fallida = foe's failed flight { $value }
pr-mod-atrincherado = entrenched { $value }
pr-mod-proyectiles_vs_caballeria = projectiles against cavalry { $value }
pr-mod-inf_pesada_vs_proyectiles = heavy infantry against projectiles { $value }
pr-mod-desmoralizadas = demoralised units { $value }
pr-mod-bono_ataque = bonus { $value }
pr-mod-bono_defensa = bonus { $value }


## Added messages: rolls, attributes, victories
pr-side_error-whole = { $key }={ $raw }: expected a whole number
pr-side_error-range = { $key }={ $raw }: expected { $lo }..{ $hi }
pr-side_error-unknown_keys = unknown key(s) { $keys }; expected: { $known }
pr-side_error-moved_alone = movio=1 goes with unidades=...; for a side given by attributes use carga / sin_mover
pr-side_error-unit_type = unidades: found '{ $found }', expected one of the unit types: { $known }
pr-side_error-unit_count = unidades: found '{ $found }', expected type or type*N
pr-side_error-too_many = unidades: found '{ $found }', expected at most { $most ->
        [one] 1 unit
       *[other] { $most } units
    } a side
pr-side_error-no_units = unidades: found no unit type, expected type+type...
pr-side_error-from_units = { $keys }: with unidades=... these come from the units (use bono_ataque / bono_defensa)
pr-side_error-count = found { $count } --side, expected 2
pr-generate-too_many = --factions: found { $count ->
        [one] 1 race
       *[other] { $count } races
    }, expected at most { $most } (the largest map the game schema allows is { $width }x{ $height })


## Added messages: rolls, attributes, victories
pr-spy_action-espiar = Spying
pr-spy_action-sabotear = Sabotage


## Added messages: rolls, attributes, victories
pr-qty-comida = { $n } food
pr-qty-madera = { $n } wood
pr-qty-piedra = { $n } stone
pr-qty-metal = { $n } metal
pr-qty-oro = { $n } gold
pr-qty-poder = { $n } Power

## gm roll combat primordia: a side's name when --side gives none, the table's columns, in the command's language
pr-roll-side_name = side { $n }
pr-roll-col-name = name
pr-roll-col-ataque = Attack
pr-roll-col-defensa = Defence
pr-roll-col-iniciativa = Initiative
pr-roll-col-first = strikes first
pr-roll-col-result = result
pr-roll-col-result-wins = wins
pr-roll-col-result-loses = loses
pr-roll-col-result-draw = draw
pr-roll-error-side = --side { $n }: { $problem }

# gm generate: what the synthetic game holds
pr-generated-describe = { $races ->
        [one] 1 race
       *[other] { $races } races
    } on a { $width }x{ $height } map, { $units ->
        [one] 1 unit
       *[other] { $units } units
    }

# a GM order's name, when a player's post gives it (validate.gm_order_of_faction)
gm_order-narracion = narration
gm_order-eureka = eureka
gm_order-ataque_asentamiento = raid on a settlement

## the engine's report lines that name the GM, in this game's word for it (es: «el Narrador»)
report-gm_title = GM report — Turn { $turn }
report-gm_orders_of_gm = The GM's orders
report-seed_private = Your dice this turn come from your own seed, { $seed }, known only to you and the GM. Check them with `gm verify --rolls rolls/public.toml --rolls rolls/{ $faction }.toml`.
    .code = faction
report-seed_gm = The turn seed (for the GM only; post it with `gm reveal` once the secrets are over): { $seed }.

