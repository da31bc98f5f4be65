# Eraide's catalog (English). The same messages and variables as es.ftl.
# Characters are named by their players: `genero` on a sheet ("masculine"/"feminine")
# gives `$name_gender` for the Spanish agreement; English needs none.

## eraide
eraide-orders_help = 
    Eraide orders: one order per character and round (plus free actions).
    {" "}type = "attack"  character, target            (partial action; optional step = "C4", step_after = true to take it afterwards)
    {" "}type = "talent"  character, talent, target | square   (free, partial or complete, as the talent says)
    {" "}type = "check"   character, skill, difficulty | target (+ against) | square (door)   (partial)
    {" "}type = "wait"    character (+ step)           (only the step, or nothing)
    {" "}type = "run"     character, path = ["C4", "C3"]        (complete: AGI/2 squares; one level up or down costs 1)
    {" "}type = "jump"    character, to                (complete)
    {" "}type = "hide"    character                    (complete: Acechar)
    {" "}type = "enter"   character, square            (late entry on your edge, from round 2)
    {" "}type = "deploy"  character, square            (prologue only, round 0)
    {" "}type = "take"    character                    (takes the objective's object from its square or next to it; partial)
    {" "}type = "set_trap" / "disarm_trap"  character, square   (Mecanismos on an adjacent square; partial)
    {" "}destiny = true: spend a destiny point if the roll fails. late = true (GM): orders came after the time limit.

## eraide.ev
eraide-ev-deployed = { $name } deploys on { $to }.
eraide-ev-stepped = { $name } takes a step from { $frm } to { $to }.
eraide-ev-ran = { $name } runs from { $frm } to { $to } ({ $squares ->
        [one] one square
       *[other] { WORDS($squares, $cost) } squares
    }, { $cost ->
        [one] one movement point
       *[other] { WORDS($cost, $squares) } movement points
    }).{ $stopped ->
        [yes] {" "}It stops short: the way is occupied.
       *[other] {""}
    }
eraide-ev-jumped = { $name } jumps from { $frm } to { $to }.
eraide-ev-entered = { $name } enters the board on { $to }.
eraide-ev-pushed = The blow pushes { $name } from { $frm } to { $to } ({ $squares ->
        [one] one square
       *[other] { WORDS($squares) } squares
    }).
eraide-ev-initiative_dice = Initiative dice (they break AGI ties for the whole battle): { $list }.
eraide-ev-initiative = Initiative order (AGI): { $sequence }.
eraide-ev-attack = { $attacker } attacks { $defender }{ $weapon ->
        [talent] {" "}with “{ $talent }”
        [natural] {""}
       *[own] {" "}with their weapon
    }: { $attack_total } against { $defence_total }{ $has_notes ->
        [yes] {" "}({ $notes })
       *[other] {""}
    }. { $outcome ->
        [double] Success! Double damage: { $defender } loses { $cut ->
            [yes] the { $lost } POT left (the blow dealt { $damage })
           *[other] { $damage } POT
        }.
        [stopped] { $defender } rolls a natural 20 and stops the attack.
        [half] { $damage ->
            [0] Half damage, which comes to nothing.
           *[other] Half damage: { $defender } loses { $cut ->
            [yes] the { $lost } POT left (the blow dealt { $damage })
           *[other] { $damage } POT
        }.
        }
        [full] Full damage: { $defender } loses { $cut ->
            [yes] the { $lost } POT left (the blow dealt { $damage })
           *[other] { $damage } POT
        }.
        [ineffective] A hit, but the weapon is not effective against that armour: { $defender } loses { $cut ->
            [yes] the { $lost } POT left (the blow dealt { $damage })
           *[other] { $damage } POT
        }.
       *[miss] No effect.
    }
eraide-ev-pot_lost = { $name } loses { $cut ->
        [yes] the { $lost } POT left
       *[other] { $amount } POT
    } { $cause ->
        [poison] to the poison.
        [fall] in the fall.
        [wall] hitting a wall.
        [object] hitting an object.
        [character] colliding with another character.
       *[trap] to the trap.
    }
eraide-ev-down = { $name } falls: POT 0, out of the fight.
eraide-ev-died = { $name } dies: the doom is fulfilled.
eraide-ev-healed = { $name } recovers { $amount } POT.
eraide-ev-ether = { $name } spends { $amount } ETH{ $told ->
        [no] {" "}on “{ $talent }”
       *[other] {""}
    }; { $left } left.
eraide-ev-destiny = { $name } spends a destiny point: rerolls and keeps the higher roll.
eraide-ev-state = { $name } { $state ->
        [aturdido] is stunned
        [cegado] is blinded
        [envenenado] is poisoned
        [paralizado] is paralyzed
        [condenado] is doomed
        [agotado] is exhausted
        [furia] flies into a fury
        [pacifico] is calmed
       *[other] suffers { $state_name }
    } { $rounds ->
        [0] with no limit of rounds.
        [one] for one round.
       *[other] for { WORDS($rounds) } rounds.
    }
eraide-ev-hidden = { $name } lurks on { $square }, out of the rivals' sight.
eraide-ev-hid = { $name } hides (Acechar { $total } against { $difficulty }) and vanishes from sight.
eraide-ev-hide_failed = { $name } tries to hide and fails (Acechar { $total } against { $difficulty }).
eraide-ev-state_tick = { $name } has { $rounds ->
        [one] one round
       *[other] { WORDS($rounds) } rounds
    } of { $state_name } left.
eraide-ev-state_end = { $name } is free of { $state_name }.
eraide-ev-revealed = { $name } is revealed on { $square }{ $cause ->
        [spotted] : { $by } notices their presence!
        [bumped] : { $by } runs into their hiding place!
        [exposed] {" "}on ending the round without cover!
        [fallen] {" "}on falling!
        [trap] {" "}on stepping on a trap!
        [holds] {" "}on taking the objective!
        [collided] {" "}on running into someone lurking!
       *[acted] {" "}on acting!
    }
eraide-ev-unseen = { $watcher } does not notice { $name }, who keeps lurking.
eraide-ev-summoned = { $summoner } summons their creature { $creature } on { $square }.
eraide-ev-door = { $name } opens the door on { $square }.
eraide-ev-victory = The battle is over: { $reason ->
        [hold] the objective { $square } is taken.
        [object] { $holder } holds the object at the end of the round.
        [time] time is up; levels in play: { $points }.
       *[rivals] no rivals are left standing.
    }{ $draw ->
        [yes] {" "}A draw: nobody wins.
       *[other] {" "}Victory for { $winner }.
    }
eraide-ev-deploy_order = Deployment order (1d20 per player, highest places first): { $sequence }.
eraide-ev-opposed = { $name } pits { $skill } against { $target }'s { $against } and { $won ->
        [yes] succeeds.
       *[other] fails.
    }
eraide-ev-check = { $name } makes a { $skill } check: { $total } against difficulty { $difficulty }, { $won ->
        [yes] passed.
       *[other] failed.
    }
eraide-ev-talent = { $name } uses “{ $talent }”{ $effect ->
        [strike] {" "}against { $target }.
        [hex] {" "}against { $target }.
        [heal] {" "}on { $target }.
       *[other] .
    }
eraide-ev-talent_failed = { $name }'s “{ $talent }” has no effect.
eraide-ev-relegated = { $name } acts at the end of the round (late orders).
eraide-ev-no_orders = { $name } got no orders: relegated to the end of the round, loses the action.
eraide-ev-no_orders_fell = { $name } got no orders: relegated to the end of the round, but fell before acting.
eraide-ev-no_valid_order = { $name } has no order to carry out: relegated to the end of the round, loses the action.
eraide-ev-no_valid_order_fell = { $name } had no order to carry out: relegated to the end of the round, but fell before acting.
eraide-ev-order_not_understood = The order for { $name } was not understood: it is line { $line } of the post, shown under “Orders” with the reason.
eraide-ev-turn_of = { $back ->
        [yes] { $name } reappears ({ $square })
       *[other] { $name }'s turn ({ $square })
    }
eraide-ev-furia = { $name }, in a fury, charges { $target }.
eraide-ev-object_taken = { $name } takes the object on { $square }.
eraide-ev-object_dropped = { $name } falls and drops the object on { $square }.
eraide-ev-trap_set = { $name } sets a trap on { $square }: Mecanismos { $total } against difficulty { $difficulty }.
eraide-ev-trap_set_failed = { $name } fails to set the trap on { $square }: Mecanismos { $total } against difficulty { $difficulty }.
eraide-ev-trap_disarmed = { $name } disarms the trap on { $square }: Mecanismos { $total } against difficulty { $difficulty }.
eraide-ev-trap_disarm_failed = { $name } fails to disarm the trap on { $square }: Mecanismos { $total } against difficulty { $difficulty }.
eraide-ev-trap_triggered = { $name } walks onto a trap of { $owner } on { $square }! The move stops there and the trap is spent.
eraide-ev-trap_detected = { $name } spots a trap on { $square }: Advertir { $total } against difficulty { $difficulty }.
eraide-ev-trap_unseen = { $name } passes the trap on { $square } without spotting it: Advertir { $total } against difficulty { $difficulty }.
eraide-ev-trap_found = { $name } finds a trap already set on { $square } (their side knows it now).
eraide-ev-initiative_tie = Initiative tie (AGI { $agi }, die { $die }): the order is drawn and kept for the whole battle: { $sequence }.

## eraide.done
# what the order did, in the chronicle's sentences (actions.told), one after another
eraide-done-then = { $first } { $then }
eraide-done-deploy = deploys
eraide-done-attack = { $has_told ->
        [yes] { $told }
       *[no] attack made
    }
eraide-done-check = { $has_told ->
        [yes] { $told }
       *[no] check made
    }
eraide-done-wait = waits
eraide-done-run = run done
eraide-done-run_short = run cut short at { $to }: { WORDS($squares) } of { $planned ->
        [one] one square
       *[other] { WORDS($planned) } squares
    }; { $why ->
        [trap] a trap stops it
        [bumped] it runs into { $other }, who was lurking
       *[occupied] the way is occupied
    }
eraide-done-jump = jump done
eraide-done-enter = entry done
eraide-done-hide = { $has_told ->
        [yes] { $told }
       *[no] hiding attempt made
    }
eraide-done-talent = { $has_told ->
        [yes] { $told }
       *[no] talent used
    }
eraide-done-take = { $has_told ->
        [yes] { $told }
       *[no] object taken
    }
eraide-done-set_trap = { $has_told ->
        [yes] { $told }
       *[no] trap set
    }
eraide-done-disarm_trap = { $has_told ->
        [yes] { $told }
       *[no] disarm attempt made
    }

## eraide.reject
eraide-reject-not_on_board = is not on the board; expected a deployed character (off the board only “enter” works)
eraide-reject-off_board = the square is off the board; expected a square on the board
eraide-reject-step_not_adjacent = the step does not go to an adjacent square; expected one of the 8 squares around it
eraide-reject-square_blocked = the square is blocked (wall, object, door or gap); expected a square one can walk on
eraide-reject-square_occupied = the square is occupied; expected a free square
eraide-reject-step_climb = a step cannot climb or descend a level; expected a square at its level (to climb or descend, run)
eraide-reject-bad_square = malformed square; expected column letters and a row number, like C5 or AB40
eraide-reject-empty_path = the run has no squares; expected at least one square to run through
eraide-reject-path_not_adjacent = the squares of the run are not adjacent; expected each square next to the previous one, the first next to its own
eraide-reject-run_too_long = the run exceeds its movement; expected at most AGI/2 squares (each level costs 1 more)
eraide-reject-path_blocked = the way is occupied from the first square; expected a first square that is free or an ally's
eraide-reject-jump_not_straight = the jump is not in a straight line or diagonal; expected a destination on its row, column or diagonal
eraide-reject-jump_too_long = the jump exceeds its capacity; expected at most 1 square per 10 AGI
eraide-reject-jump_obstacle = there is an object, obstacle or character under the jump; expected clear squares
eraide-reject-jump_up = cannot jump to a higher level; expected a destination at its level or lower
eraide-reject-paralyzed = is paralyzed: cannot move; expected an order without movement
eraide-reject-after_step = takes the step to { $square }, but then: { $reason }
eraide-reject-step_after_failed = does the action, but not the step to { $square }: { $reason }
eraide-reject-pacifico = is calmed: cannot attack nor use hostile talents; expected another action (move, wait, a check)
eraide-reject-no_target = no visible target called “{ $target }”; expected the name of a character in sight
eraide-reject-missing_target = it does not say whom it is used on; expected “on” and the name of a character in sight
eraide-reject-ambiguous_target = “{ $target }” could be { $choices }: did you mean one of them?; expected their full name
eraide-reject-self_target = cannot be their own target; expected another character
eraide-reject-target_down = { $target } is already down; expected a target still standing
eraide-reject-target_dead = { $target } is dead and cannot be brought back; expected a living character (standing or down)
eraide-reject-out_of_range = { $target } is out of its reach; expected a target in a straight line or diagonal within its range
eraide-reject-total_cover = { $target } has total cover (a wall, large object or closed door in between); expected a clear line of fire
eraide-reject-bad_skill = unknown skill; expected advertir, acechar, mecanismos, táctica, rúnica or persuadir
eraide-reject-agotado = is exhausted: cannot use skills; expected an action without checks
eraide-reject-no_door = no closed door on that square next to it; expected the square of an adjacent closed door
eraide-reject-not_in_reserve = is already on the board; “enter” is expected only for a character off the board
eraide-reject-enter_round_one = late entry does not work in the first round; expected from the second round on
eraide-reject-not_on_edge = the square is not on your edge; expected a square on the first row of your edge
eraide-reject-already_hidden = is already lurking; expected another action
eraide-reject-no_cover_to_hide = has nowhere to hide; expected it next to an object, wall or character
eraide-reject-step_with_complete = a complete action allows no step; expected the order without a step
eraide-reject-no_talent = has no such talent; expected one of the talents on its sheet
eraide-reject-stunned = is stunned: no partial or complete actions; expected waiting or a free action
eraide-reject-via_cerrada = has a closed path: cannot spend ether; expected a talent without ether cost
eraide-reject-no_ether = has not enough ether left; expected a talent costing at most the ether it has left
eraide-reject-summon_square = a summons needs a free adjacent square; expected an empty square next to it
eraide-reject-deploy_after_prologue = deployment happens only in the prologue (round 0); expected “enter” to come in later
eraide-reject-not_your_character = is not one of your characters; expected one of: { $expected }
eraide-reject-already_deployed = has already deployed; expected a character in reserve
eraide-reject-too_far_from_edge = too far from your edge; expected at most { $agi ->
        [one] 1 square
       *[other] { $agi } squares
    } (its AGI)
eraide-reject-game_over = the battle is over; no more orders expected
eraide-reject-prologue_only = the prologue only takes deployments; expected a “deploy” order
eraide-reject-unknown_type = unknown order “{ $type }”; expected attack, talent, check, wait, run, jump, hide, enter, deploy, take, set_trap or disarm_trap
eraide-reject-duplicate_action = already has an action this round; expected a single partial or complete action (plus free ones)
eraide-reject-down = { $status ->
        [dead] is dead
       *[other] is out of the fight
    } and cannot act; expected orders only for characters still standing
eraide-reject-fell = fell { $when ->
        [start] at the start of their turn
        [during] during their turn
       *[before] before their turn
    }{ $cause ->
        [attack] {" "}to an attack by { $by }
        [poison] {" "}to the poison
        [fall] {" "}in a fall
        [wall] {" "}hitting a wall
        [object] {" "}hitting an object
        [character] {" "}colliding with another character
        [trap] {" "}to a trap
       *[other] {""}
    } and could not act
eraide-reject-furia = in a fury, charges the nearest enemy instead of obeying; no orders expected while it lasts
eraide-reject-no_object = this battle has no object to get; expected another action
eraide-reject-object_carried = someone already carries the object; expected the object on the ground (strike the carrier down to make it drop it)
eraide-reject-object_far = the object is out of reach; expected the character on the object's square or next to it
eraide-reject-trap_not_adjacent = square { $square } is not next to it; expected one of the 8 squares around it
eraide-reject-trap_square = a trap cannot be set on { $square }; expected a walkable, free square without a trap
eraide-reject-no_trap = knows of no trap on { $square }; expected the square of a known trap next to it
eraide-reject-bumped = cannot take { $square }: { $other } was lurking there and is revealed; expected a free square
eraide-reject-trap_found = there is already a trap on { $square } (found while working the square); expected a square without a trap
eraide-reject-hide_carrying = carries the object and cannot lurk; expected another action (or to drop it first)
eraide-reject-duplicate_step = already takes its step in another order this round; expected one step per round

## eraide.why: the labels of the rolls and the attack's notes
eraide-why-attack = { $name }'s attack on { $target } ({ $parts })
eraide-why-defence = { $name }'s defence ({ $parts })
eraide-why-destiny = { $name }'s destiny (reroll)
eraide-why-skill = { $name }'s { $skill }
eraide-why-advertir = { $name }'s Advertir against { $target }
eraide-why-acechar = { $name }'s Acechar
eraide-why-initiative = { $name }'s initiative
eraide-why-deploy_order = deployment { $faction_of }
eraide-why-and = { $first } and { $last }
eraide-why-or = { $first } or { $last }
eraide-why-cover = cover { $value }
eraide-why-elevated = defender higher { $value }
eraide-why-part = { $what } { $value }
eraide-why-part_attack = Attack { $value }
eraide-why-part_defence = Defence { $value }
eraide-why-part_cover = cover
eraide-why-part_elevated = higher
eraide-why-destiny_used = with destiny
eraide-why-state_aturdido = stun
eraide-why-state_cegado = blindness
eraide-why-state_envenenado = poisoning
eraide-why-state_paralizado = paralysis
eraide-why-state_condenado = doom
eraide-why-state_via_cerrada = closed path
eraide-why-state_agotado = exhaustion
eraide-why-state_furia = fury
eraide-why-state_pacifico = calm
eraide-why-state_acechando = lurking
eraide-why-set_trap = { $name }'s Mecanismos (set a trap)
eraide-why-disarm_trap = { $name }'s Mecanismos (disarm a trap)
eraide-why-detect_trap = { $name }'s Advertir (trap)
eraide-why-deploy_draw = deployment order draw (tie)
eraide-why-initiative_draw = initiative draw (tie)
eraide-why-note_natural = a natural { $face } by { $name } counts as { $total }
eraide-why-note_state = { $state } { $effects }
eraide-why-note_attack = { $value } to attack
eraide-why-note_defence = defender { $state } { $value }
eraide-why-note_damage = { $value } to damage
eraide-why-note_armour = defender armour { $letter } in { $state }

## eraide.report
eraide-report-talent_line = Talent “{ $name }”: { $action } action, { $ether } ETH, { $effect }
eraide-report-no_talents = Talents: none
eraide-report-board = Board at the end of round { $turn }
eraide-report-board_start = Board after deployment
eraide-report-legend = Legend: # wall, o object (cover), O large object, + closed door, / open door, _ gap, 1-9 height level; letters: characters (lowercase: out of the fight).
eraide-report-chronicle = { $turn ->
        [0] Chronicle of the prologue: deployment
       *[other] Chronicle of round { $turn }
    }
eraide-report-sheets = { $mine ->
        [yes] Your characters
       *[other] { $name }: characters
    }
eraide-report-destiny = { $mine ->
        [yes] Your destiny points: { $destiny }.
       *[other] The side's destiny points: { $destiny }.
    }
eraide-report-hidden_here = Lurking (only their side sees them): { $names }.
eraide-report-finished = The battle is over. { $draw ->
        [yes] A draw: nobody wins.
       *[other] Victory for { $winner }.
    }
eraide-report-col_token = Token
eraide-report-col_name = Character
eraide-report-col_player = Side
eraide-report-col_square = Square
eraide-report-col_pot = POT
eraide-report-col_states = States
eraide-report-sheet_title = { $name } — { $profession }, level { $level } { $kind }
eraide-report-sheet_now = { $reserve ->
        [yes] Off the board
       *[other] Square: { $square }
    }; POT: { $pot }; ETH: { $eth }; states: { $states }
eraide-report-sheet_numbers = AGI { $agi }; attack { $attack }, range { $range }; damage { $damage }; defence { $defence }; destiny { $destiny }
eraide-report-sheet_skills = Skills: { $skills }
eraide-report-no_skills = Skills: none
eraide-report-no_states = none
eraide-report-down = out of the fight
eraide-report-dead = dead
eraide-report-object_here = The object lies on { $square }.
eraide-report-object_carried = { $name } carries the object ({ $square }).
eraide-report-traps_known = Known traps: { $traps }.
eraide-report-roll_natural = { $why }; a natural 1 counts as { $total }

## eraide.label
eraide-label-profession_lansquenete = Lansquenete
eraide-label-profession_montero = Montero
eraide-label-profession_sagaz = Sagaz
eraide-label-profession_tecnico = Técnico
eraide-label-profession_canalizador = Canalizador
eraide-label-profession_invocador = Invocador
eraide-label-kind_personalidad = personality
eraide-label-kind_unidad = unit
eraide-label-kind_criatura = creature
eraide-label-skill_advertir = Advertir
eraide-label-skill_acechar = Acechar
eraide-label-skill_mecanismos = Mecanismos
eraide-label-skill_tactica = Táctica
eraide-label-skill_runica = Rúnica
eraide-label-skill_persuadir = Persuadir
eraide-label-action_free = free
eraide-label-action_partial = partial
eraide-label-action_complete = complete
eraide-label-effect_strike = strike
eraide-label-effect_hex = hex
eraide-label-effect_heal = heal
eraide-label-effect_summon = summon
eraide-label-effect_self = on oneself

## restate: each order restated in the orders section (names, not ids)
restate-deploy = { $character }: deploy on { $square }{ $late ->
        [yes] {" "}(late)
       *[other] {""}
    }
restate-attack = { $character }: attack { $target }{ $destiny ->
        [yes] {" "}with destiny
       *[other] {""}
    }{ $step ->
        [none] {""}
       *[other] { $after ->
            [yes] , then a step to { $step }
           *[other] , after a step to { $step }
        }
    }{ $late ->
        [yes] {" "}(late)
       *[other] {""}
    }
restate-talent = { $character }: use “{ $talent }”{ $aimed ->
        [hostile] {" "}against { $target }
        [yes] {" "}on { $target }
       *[other] {""}
    }{ $square ->
        [none] {""}
       *[other] {" "}at { $square }
    }{ $destiny ->
        [yes] {" "}with destiny
       *[other] {""}
    }{ $step ->
        [none] {""}
       *[other] { $after ->
            [yes] , then a step to { $step }
           *[other] , after a step to { $step }
        }
    }{ $late ->
        [yes] {" "}(late)
       *[other] {""}
    }
restate-check = { $character }: { $skill } check{ $difficulty ->
        [none] {""}
       *[other] {" "}at difficulty { $difficulty }
    }{ $aimed ->
        [yes] {" "}against { $target }{ $against ->
            [none] {""}
           *[other] {" "}({ $against })
        }
       *[other] {""}
    }{ $square ->
        [none] {""}
       *[other] {" "}on the door at { $square }
    }{ $destiny ->
        [yes] {" "}with destiny
       *[other] {""}
    }{ $step ->
        [none] {""}
       *[other] { $after ->
            [yes] , then a step to { $step }
           *[other] , after a step to { $step }
        }
    }{ $late ->
        [yes] {" "}(late)
       *[other] {""}
    }
restate-wait = { $character }: wait{ $step ->
        [none] {""}
       *[other] { $after ->
            [yes] , then a step to { $step }
           *[other] , after a step to { $step }
        }
    }{ $late ->
        [yes] {" "}(late)
       *[other] {""}
    }
restate-run = { $character }: run through { $path }{ $late ->
        [yes] {" "}(late)
       *[other] {""}
    }
restate-jump = { $character }: jump to { $to }{ $late ->
        [yes] {" "}(late)
       *[other] {""}
    }
restate-hide = { $character }: hide{ $destiny ->
        [yes] {" "}with destiny
       *[other] {""}
    }{ $late ->
        [yes] {" "}(late)
       *[other] {""}
    }
restate-enter = { $character }: enter the board on { $square }{ $late ->
        [yes] {" "}(late)
       *[other] {""}
    }
restate-take = { $character }: take the object{ $step ->
        [none] {""}
       *[other] { $after ->
            [yes] , then a step to { $step }
           *[other] , after a step to { $step }
        }
    }{ $late ->
        [yes] {" "}(late)
       *[other] {""}
    }
restate-set_trap = { $character }: set a trap on { $square }{ $destiny ->
        [yes] {" "}with destiny
       *[other] {""}
    }{ $step ->
        [none] {""}
       *[other] { $after ->
            [yes] , then a step to { $step }
           *[other] , after a step to { $step }
        }
    }{ $late ->
        [yes] {" "}(late)
       *[other] {""}
    }
restate-disarm_trap = { $character }: disarm the trap on { $square }{ $destiny ->
        [yes] {" "}with destiny
       *[other] {""}
    }{ $step ->
        [none] {""}
       *[other] { $after ->
            [yes] , then a step to { $step }
           *[other] , after a step to { $step }
        }
    }{ $late ->
        [yes] {" "}(late)
       *[other] {""}
    }

## eraide.roll: `gm roll combat eraide`
eraide-roll-attack = attack (attacker)
eraide-roll-defence = defence (defender)
eraide-roll-detail = attack { $attack }; defence { $defence }; { $outcome ->
        [double] success!, double damage
        [stopped] the defender rolls a natural 20
        [half] half damage
        [full] full damage
        [ineffective] weapon ineffective against that armour
       *[miss] no effect
    }: { $damage } POT

## eraide.map: the maps
eraide-map-wall = wall
eraide-map-object = object (cover)
eraide-map-large_object = large object
eraide-map-closed_door = closed door
eraide-map-open_door = open door
eraide-map-pit = pit
eraide-map-down = out of the fight
eraide-map-dead = dead
eraide-map-lurking = lurking (only their side sees it)
eraide-map-known_trap = known trap
eraide-map-note = Under each token: current POT and states; +N: elevation.
eraide-map-title = { $game } — round { $round }{ $seen ->
        [yes] {" "}— { $viewer }
       *[other] {""}
    }

## eraide.generated: `gm generate eraide` and `gm init eraide`
eraide-generated-title = Generated: { $characters ->
        [one] 1 character
       *[other] { $characters } characters
    }
eraide-generated-describe = { $characters ->
        [one] 1 character
       *[other] { $characters } characters
    } in { $factions ->
        [one] 1 side
       *[other] { $factions } sides
    }, a { $width }x{ $height } board
eraide-generated-duel_title = Eraide: example duel
eraide-generated-battle_title = Eraide: example battle
eraide-generated-deploy_note = Example deployment (prologue): each character at most its AGI in squares from your edge.

## eraide.usage: `gm roll combat eraide` and `gm init eraide` usage errors (shown in the CLI's language)
eraide-usage-factions = eraide: found --factions { $found }, expected 2 (Duelo) or 3-4 (Batalla)

## eraide.check: what `gm validate` finds beyond the schemas
eraide-check-no_rows = found no rows, expected the board as rows of symbols
eraide-check-row_width = found a row of { $found ->
        [one] 1 square
       *[other] { $found } squares
    }, expected { $width } like the first row
eraide-check-symbol = found symbol { $found }, expected one of { $symbols }
eraide-check-levels_rows = found { $found ->
        [one] 1 row
       *[other] { $found } rows
    }, expected { $rows } like terrain
eraide-check-levels_width = found a row of { $found ->
        [one] 1 square
       *[other] { $found } squares
    }, expected { $width }
eraide-check-duplicate_id = found id { $id } also in factions/{ $other }.toml, expected character ids unique in the game
eraide-check-duplicate_personality = found personality { $name } also as { $other }, expected each personality once on the board
eraide-check-pool_over = found { $found }, expected at most { $pool } = { $most }
eraide-check-pot_standing = found { $found } for a character with status { $status }, expected at least 1 (at 0 the status is "down")
eraide-check-pot_down = found { $found } for a character with status { $status }, expected 0 (or status = "active")
eraide-check-no_square = found no square for a character with status { $status }, expected a square
eraide-check-reserve_square = found a square for a character in reserve, expected none (it has not entered)
eraide-check-off_board = found { $found }, expected a square on the { $width }x{ $height } board
eraide-check-not_walkable = found { $found } ({ $symbol }), expected a square a character can stand on
eraide-check-square_taken = found { $found } also held by { $other }, expected one character per square
eraide-check-destiny_over = found { $found }, expected at most { $most } (the sum of the characters' destiny)
eraide-check-players = found { $found ->
        [one] 1 player
       *[other] { $found } players
    } for { $mode }, expected { $low }-{ $high }
eraide-check-teams_each = found teams of several players, expected every player alone in { $mode }
eraide-check-teams_two = found { $found ->
        [one] 1 team
       *[other] { $found } teams
    }, expected 2 in { $mode }
eraide-check-teams_lone = found no lone player, expected one player against a group in { $mode }
eraide-check-points_player = found { $found ->
        [one] 1 point
       *[other] { $found } points
    } of characters, expected at most { $most } ({ $mode })
eraide-check-points_team = found { $found ->
        [one] 1 point
       *[other] { $found } points
    } in team { $team }, expected at most { $most }
eraide-check-equal_sides = found sides of unequal points ({ $sides }), expected equal sums in { $mode }
eraide-check-place_off_board = found { $found }, expected { $what ->
        [objective] the objective
        [object] the object
       *[trap] a trap
    } on the { $width }x{ $height } board
eraide-check-place_blocked = found { $found } ({ $symbol }), expected { $what ->
        [objective] the objective
        [object] the object
       *[trap] a trap
    } on a walkable square
eraide-check-objective_square = found none, expected a square for objective = { $objective }
eraide-check-object_state = found an object's state, expected mode.objective = "object"
eraide-check-object_both = found a square and a carrier, expected one of them
eraide-check-carrier_unknown = found { $found }, expected a character id of this game
eraide-check-carrier_down = found { $found } with status { $status }, expected an active carrier (a fallen one drops it)
eraide-check-unknown_faction = found { $found }, expected one of { $factions }
eraide-check-trap_twice = found { $found } also trapped by { $other }, expected one trap per square
eraide-check-stepless = found a step on a { $type } order, expected none (a complete action or a deployment takes no step)
eraide-check-talent_unknown = found { $found }, expected one of { $character }'s talents: { $count ->
        [0] none
       *[other] { $talents }
    }
eraide-check-order_square = found { $found }, expected a square from A1 to { $last }
eraide-check-not_own = found { $found }, expected one of the characters { $faction_of }: { $own }
eraide-check-faction_unknown = found faction { $found }, expected one of { $factions }

## gm roll combat eraide: the table's columns and the usage errors, in the command's language
eraide-roll-col-face = die
eraide-roll-col-outcome = outcome
eraide-roll-col-outcome-double = double damage
eraide-roll-col-outcome-stopped = stopped (natural 20)
eraide-roll-col-outcome-miss = no effect
eraide-roll-col-outcome-half = half damage
eraide-roll-col-outcome-full = full damage
eraide-roll-col-outcome-ineffective = ineffective weapon
eraide-roll-col-effective = weapon effective
eraide-roll-error-letter = --side { $side }: found { $name }={ $value }, expected a letter from A to E
eraide-roll-error-sides = found { $found } --side, expected 2 (attacker, defender)
eraide-roll-error-unknown_key = --side { $side }: found unknown key '{ $name }', expected one of: { $expected }
eraide-roll-error-missing_key = --side { $side }: missing { $name }=..., expected the keys { $expected }

# what a schema expects where the file has something else (gm validate)
expected-traps_set_with_mecanismos_keyed_by_id = a trap id (lowercase letters, digits, '-' or '_')

# why two [settings] keys must agree (x-gm-relations of settings.schema.json: relation-<a>-<b>)
relation-natural_failure-natural_success = a natural failure is a low face, a natural success a high one
relation-half_from-full_from = a difference gives half damage before it gives full damage
relation-min_players-max_players = a mode's fewest players cannot exceed its most

# the breadcrumbs' word for this ruleset's own `known` key (gm.engine.schemawords)
key-known = known to
