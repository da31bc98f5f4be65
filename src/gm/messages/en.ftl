# Engine messages (shared by every ruleset).
# Quotation marks: “ ” around a player's words, an order, a name or a line quoted in prose;
# ' ' only around a literal character, key or id of the files (as code); " " only in what
# the player types ("<text>", a new name).
yes = yes
no = no

## report
report-public_title = { $title } — Turn { $turn }
report-private_title = { $name } — Private report, turn { $turn }
report-gm_title = GM report — Turn { $turn }
report-gm_orders_of = Orders { $faction_of }
# a faction with its article (gm.reports.factions): 'the Federation', 'of the Terales'
faction-the = { $form ->
        [none] { $name }
       *[other] the { $name }
    }
faction-of = { $form ->
        [none] of { $name }
       *[other] of the { $name }
    }
report-gm_orders_of_gm = The GM's orders
report-all_rolls = Every roll
report-no_rolls = There were no rolls.
report-seed_public_game_recorded = The game's public seed: { $seed }. There are no secret dice: anyone can check every roll with it except { $count ->
    [one] the one marked “(die rolled on the forum)”
   *[other] the { WORDS($count) } marked “(die rolled on the forum)”
}.
report-seed_public_game = The game's public seed: { $seed }. There are no secret dice: anyone can check every roll with it.
report-seed_sealed = This turn's public dice: seed { $seed }. Commitment posted before the turn: { $commitment }. Each player checks the public dice and their own with `gm verify --rolls rolls/public.toml --rolls rolls/<faction>.toml`.
report-seed_unsealed = This turn's public dice: seed { $seed } (unsealed: this game posted no commitment before the turn).
report-seed_private = Your dice this turn come from your own seed, { $seed }, known only to you and the GM. Check them with `gm verify --rolls rolls/public.toml --rolls rolls/{ $faction }.toml`.
    .code = faction
report-seed_gm = The turn seed (for the GM only; post it with `gm reveal` once the secrets are over): { $seed }.

## orders
# a sentence after a colon goes on in lower case ('would apply: army formed…', '(together with
# the lines above: it costs 15 resources…)'), as Chicago writes it; a name or a word in
# capitals keeps its own (Catalog.continued)
style-after_colon = lower
# what CAP($x) capitalises opening a sentence and goes on in lower case after a colon ("would be carried out: the …"): words, never names
style-capped_openers = the a an
# a phrase's gender by its first word (the catalogs' GENDER($what)): the Spanish catalog's
# words; English agrees with none
phrase_gender-una = other
phrase_gender-un = other
phrase_gender-uno = other
# a count in running prose, under ten, in words (the catalogs' WORDS($n)); tables and labels keep digits
number-word-0 = zero
number-word-1 = one
number-word-1-feminine = one
number-word-2 = two
number-word-3 = three
number-word-4 = four
number-word-5 = five
number-word-6 = six
number-word-7 = seven
number-word-8 = eight
number-word-9 = nine
orders-heading = Orders
orders-none = No orders were received.
# a count of zero is never said: "(all carried out)", "(one carried out and six rejected)"
orders-count = { $total ->
        [one] One order received
       *[other] Orders received: { WORDS($total) }
    } ({ $rejected ->
        [0] { $total ->
            [one] carried out
           *[other] all carried out
        }
       *[other] { $applied ->
            [0] { $total ->
                [one] rejected
               *[other] all rejected
            }
           *[other] { WORDS($applied, $total, gender: "feminine") } carried out and { WORDS($rejected, $total, gender: "feminine") } rejected
        }
    }).
# "carried out", never "applied": an order carried out may still fail (a missed attack, research that does not advance)
orders-applied = #{ $number } { $order }: carried out — { $detail }
orders-rejected = #{ $number } { $order }: REJECTED — { $detail }
orders-note = Player's note: { $note }
orders-applied_default = done

## order
order-applied = done

## engine
engine-order_not_processed = the ruleset did not process this order (a program bug: tell the GM)
engine-unknown_order_type = unknown order type '{ $type }'

# The text order language (gm orders, gm check).
## orderlang
orderlang-unexpected = expected { $expected }; found “{ $found }”
orderlang-unexpected_end = the order stops here; expected { $expected }
orderlang-gm_gives_player_order = it is a faction's order: the GM's post holds only the GM's orders, and a player's goes in that player's post
orderlang-either = { $first } or { $last }
orderlang-part_words = “{ $word }” and { $what }
orderlang-unknown_verb = unknown order “{ $found }”; orders start with: { $verbs }
orderlang-unknown_verb_near = unknown order “{ $found }”; did you mean “{ $near }”?
orderlang-unknown_ref = “{ $found }” is not { $what }; expected { $count ->
        [one] { $choices }
       *[other] one of: { $choices }
    }
orderlang-unknown_ref_none = “{ $found }” is not { $what }: you have none now (was it lost?)
orderlang-unknown_ref_unseen = “{ $found }” is not { $what }: you see none now
orderlang-unknown_ref_near = “{ $found }” is not { $what }; did you mean “{ $near }”?
orderlang-ambiguous_ref = “{ $found }” could be { $choices }: did you mean one of them? Write its whole name.
orderlang-ambiguous_owner = “{ $found }” belongs to more than one faction: did you mean { $choices }? Write whose it is too.
orderlang-yours_not_theirs = “{ $found }” is yours, not that faction's: name something of theirs.
# a choice the player is asked between, quoted (parse._quoted)
orderlang-quoted = “{ $text }”
orderlang-wrong_origin = it is not at “{ $found }”: it is at { $at }; did you mean from { $at }? (the origin may be left out)
orderlang-wrong_place = it is not at “{ $found }”: it is at { $at }; did you mean at { $at }? (the square may be left out)
orderlang-unknown_word = “{ $found }” does not fit here; expected one of: { $choices }
orderlang-square_not_name = “{ $found }” is a square: the name of someone or something goes here, not a square
orderlang-not_hex = “{ $found }” is not a square; expected a letter and a number, like F3
orderlang-too_long = the line is too long ({ $length } { $length ->
        [one] character
       *[other] characters
    }; at most { $most }): one order per line
orderlang-too_many_lines = the file has more than { $most } { $most ->
        [one] line
       *[other] lines
    }: an orders post is much shorter (was something else pasted?)
orderlang-bad_byte = byte { $byte } is not text (neither UTF-8 nor Windows-1252): save the file as UTF-8
orderlang-repeated = “{ $found }” repeats something the order already says
orderlang-two_options = “{ $found }” offers a choice of two orders: did you mean { $choices }? Write only the one you want to give
orderlang-two_options_none = “{ $found }”: “{ $word }” offers a choice of two things, and the line gives no order: write only the one you want to give
orderlang-two_steps = “{ $found }”: two orders on one line, and no order of this game does both; the line gives no order: write each order you mean on its own line
orderlang-two_orders = two orders on one line, and they cannot both be read; the line gives no order: write one order per line
orderlang-stays_put = staying put is not an order in this game (whatever does not move stays where it is); the line gives no order
orderlang-unsaid_which = “{ $found }” does not say with which { $what }: it may be { $choices }; write it after “with”
orderlang-unsaid_whom = “{ $found }”: which { $what } is missing: which { $what }? It may be { $choices }; write it after “on”
orderlang-unsaid_whom_beside = “{ $found }”: which { $what } is missing: which { $what }? It may be { $choices }; write it after “on”
orderlang-unsaid_what = “{ $found }” does not say which { $what } it is: { $choices }? Write it before the name (“research military Spears”)
orderlang-unsaid_none = “{ $found }” does not say with which { $what }, and you have none
orderlang-unsaid_which_beside = “{ $found }” does not say with which { $what }: it may be { $choices }; write it after “with”
orderlang-unsaid_none_beside = “{ $found }” does not say with which { $what }, and you have none
orderlang-no_faction = orders without a faction: the file should start with an “Orders of <faction>” line or quote the player's post
orderlang-not_post = “{ $name }” is not an orders file: only .txt files are read in orders/ (<faction>.txt, or one holding every post); rename it { $stem }.txt or move it out of orders/
orderlang-second_post = { $other } already holds this faction's orders: merge the two files into one (else its orders would be given twice)
orderlang-bad_id = “{ $found }” does not fit here: an id holds only unaccented letters, digits, “-” and “_”
orderlang-bad_new_id = no id can be made of “{ $found }” (only unaccented letters, digits, “-” and “_”): write the name and its id in brackets, like "{ $found }" ({ $id })
orderlang-bad_new_id_none = no id can be made of “{ $found }” (only unaccented letters, digits, “-” and “_”): add after the name, in brackets, an id of letters and digits, like "Claw" (claw-1)
orderlang-bad_empty = something is missing here: it says “{ $found }”
orderlang-bad_long = “{ $found }” is too long: at most { $most } { $most ->
        [one] character
       *[other] characters
    }
orderlang-bad_many = “{ $found }” is too many: at most { $most }
orderlang-bad_number = { $found } is out of the range this order takes
orderlang-bad_value = “{ $found }” does not fit here
orderlang-noun_faction = a faction of this game
orderlang-noun_known_thing = anything you know of (yours, or others' you see or know)
orderlang-noun_rule_entry = anything the rules name
orderlang-unreadable = cannot read the file ({ $error })
orderlang-no_phrasebook = this ruleset has no text orders: write the orders in orders.toml
orderlang-expect_hex = a square (like F3)
orderlang-expect_int = a number
orderlang-expect_name = a name
orderlang-expect_comma = a comma
orderlang-expect_colon = “:”
orderlang-expect_end = the end of the order (one order per line)
orderlang-expect_rpar = “)”
orderlang-form_heading = Your orders for turn { $turn }
orderlang-form_help = Copy the block into your post, remove the # of each order you want to give and replace what is between < > (one order per line).
orderlang-form_hex = <square>
orderlang-form_number = <number>
orderlang-form_text = "<text>"
orderlang-form_faction = <faction>
orderlang-form_target = <target>
orderlang-form_name = <name>
orderlang-form_choices = ({ $words }: { $choices })
orderlang-form_examples = ({ $words }, for example: { $choices })
orderlang-form_together = (if you also give the lines above: { $reason })
orderlang-form_undoes = (with this line the one above, “{ $line }”, would be rejected: { $reason })
orderlang-form_run = { $low } to { $high }
orderlang-form_note = <whatever you want to tell the GM>
orderlang-form_alternatives = { $kind ->
    [character] The lines of one character are alternatives: give each character one action.
    [ship] The lines of one ship or fleet are alternatives: choose which to give.
    [unit] The lines of one unit or army are alternatives: choose which to give.
   *[army_city] The lines of one army or city are alternatives: choose which to give.
}
# the word that starts a player's note in a post (the reader takes nota, note, notas, notes)
orderlang-note_word = note
orderlang-missed_heading = Factions with no orders this turn
orderlang-missed_one = { $faction }: no orders (turns in a row: { $turns })
orderlang-missed_flagged = { $faction }: no orders { $turns ->
        [one] for one turn
       *[other] { WORDS($turns) } turns in a row
    } — FLAGGED: decide what to do with this faction
orderlang-missed_gm_plays = { $faction }: no orders { $turns ->
        [one] for one turn
       *[other] { WORDS($turns) } turns in a row
    } — as the game says, the GM plays it now
orderlang-standing_spot = standing order no. { $n } of { $faction }, kept from an earlier turn (always:) in missed_orders.standing.{ $fid }; delete it there if it no longer holds
orderlang-exists = { $path } exists: use --force to replace it
orderlang-no_text = no text orders: expected { $path }/<faction>.txt
orderlang-clash = the orders of { $faction } here are not those of { $files }: run `gm orders { $dir } --force` to write the text's (or remove one of them)
orderlang-written = Wrote { $path }: { $orders ->
        [0] no orders.
        [one] one order from one faction.
       *[other] { $orders } orders from { $factions ->
            [one] one faction.
           *[other] { $factions } factions.
        }
    }
orderlang-exported = Wrote { $path }
orderlang-export_header = Orders { $faction_of }, turn { $turn }
orderlang-check_heading = Check of the orders { $faction_of } (turn { $turn })
orderlang-check_none = No orders { $faction_of }: it will do nothing this turn.
# the condition before the colon: the reason is a sentence of its own (its stop, its brackets), never followed by another bracket
orderlang-check_applied = { $number }. { $line } — would be carried out{ $others ->
        [yes] {" "}unless the others' orders change it
       *[no] {""}
    }: { $reason }
orderlang-check_rejected = { $number }. { $line } — REJECTED: { $reason }
orderlang-check_refused_alone = { $number }. { $line } — depends on what the others order: with your orders alone it would be rejected, as { $reason }
orderlang-check_depends = { $number }. { $line } — depends on the dice{ $odds ->
        [none] {""}
       *[other] {" "}({ $odds } chance of success, by the rules)
    }{ $others ->
        [yes] {" "}and on what the others order
       *[no] {""}
    }: decided when the turn is resolved
# counts the orders as the report does ("Orders received: …"); a line not understood is no order
orderlang-check_refused = Your post could not be read: as it stands, it gives no order this turn. Fix it and check it again.
orderlang-check_tally = { $total ->
        [0] No order was understood
       *[other] Of { $total ->
            [one] one order
           *[other] { WORDS($total) } orders
        }: { $verdicts }
    }{ $unread ->
        [0] {""}
        [one] ; { WORDS($unread) } line is not understood (it is not an order)
       *[other] ; { WORDS($unread) } lines are not understood (they are not orders)
    }{ $theirs ->
        [0] {""}
        [one] ; one line is not taken as yours (someone else's words)
       *[other] ; { WORDS($theirs) } lines are not taken as yours (someone else's words)
    }. This is what the turn would do with your orders alone: the others' may change it.
# each verdict's count (gm.orderlang.check.tally): only those that are not zero, joined by orderlang-list_and
orderlang-check_tally_applied = { WORDS($count, $total) } would be carried out
orderlang-check_tally_rejected = { WORDS($count, $total) } would be rejected
orderlang-check_tally_depends = { $count ->
        [one] { WORDS($count, $total) } depends on the dice
       *[other] { WORDS($count, $total) } depend on the dice
    }
orderlang-check_tally_waiting = { $count ->
        [one] { WORDS($count, $total) } depends on what the others order
       *[other] { WORDS($count, $total) } depend on what the others order
    }
# a list in prose: "a and b", "a, b and c" (first: the items before the last, joined by commas)
orderlang-list_and = { $first } and { $last }
# the answer is judged on what the faction sees (Ruleset.known_state); the same line whatever is hidden
orderlang-check_unseen = What you cannot see may change what happens in the turn.
orderlang-check_line_problem = { $file }:{ $line }: { $problem }
orderlang-check_unknown_faction = unknown faction “{ $faction }”; expected one of: { $choices }
# characters that show nothing inside a quote of the player's words (Catalog._invisible_told)
text-invisible = { $count ->
        [one] an invisible character
       *[other] { WORDS($count) } invisible characters
    } ({ $codes })
text-invisible_with = (with { $count ->
        [one] an invisible character
       *[other] { WORDS($count) } invisible characters
    }: { $codes })
# an order of the forecast by its line in the post, as written (play-test #25: "Orden 4" was which?)
orderlang-forecast_ref = Line { $line } (“{ $text }”)
orderlang-forecast_heading = Forecast of what the rules already fix (no dice, nothing the others do):

## problem: how gm shows a problem in the files (gm validate, gm check, gm resolve)
problem-at = At { $crumbs }:
problem-warning = warning:
problem-crumb-named = { $noun } '{ $id }'
problem-crumb-numbered = { $noun } { $n }
problem-crumb-orders_of = orders of '{ $id }'
problem-crumb-order = order { $n }
problem-crumb-order_of_type = order { $n } ({ $type })

## noun: the nouns of the breadcrumbs (faction 'x' > army 'y')
noun-faction = faction
noun-order = order
noun-character = character
noun-skill = skill
noun-state = state
noun-talent = talent
noun-advance = advance
noun-army = army
noun-characteristics = characteristics
noun-city = city
noun-hex = hex
noun-neutral_army = neutral army
noun-settlement = settlement
noun-deposit = deposit
noun-loot = loot
noun-unit = unit
noun-advantage = advantage
noun-build = build
noun-fleet = fleet
noun-intel = intel
noun-relation = relation
noun-route = route
noun-ship = ship
noun-station = station
noun-system = system

## validate: what gm validate says of the files
validate-nothing = nothing
validate-none = none
validate-no_ruleset = found { $found }, expected a ruleset id, one of: { $choices }
validate-unknown_ruleset = found unknown ruleset { $found }, expected one of: { $choices }
validate-file_name = found file name { $found }, expected an id of lowercase letters, digits, '-' or '_'
validate-id_none = found no id, expected id = "{ $fid }" (the file's name)
validate-id_other = found id { $found }, expected id = "{ $fid }" (the file's name)
validate-orders_turn_missing = missing key 'turn', expected turn = { $turn } (the turn in game.toml), so that last turn's orders are never applied by mistake
validate-turn_mismatch = found turn { $found }, expected { $turn } (the turn in game.toml)
validate-unknown_faction_orders = found orders for unknown faction { $found }, expected one of: { $choices }
validate-dice_faces = found { $found }, expected a list of die faces (integers)
validate-seal_commitment = expected a SHA-256 commitment (64 hex digits) written by `gm seal`
validate-key_found = found key { $found }, expected { $expected }
validate-bad_keys = found keys { $keys }, expected { $expected }
validate-text_matching = text matching { $pattern }
validate-id_hint = an id of lowercase letters, digits, '-' or '_'
validate-unknown_key = unknown key { $found }, expected one of: { $choices }
validate-no_other_keys = no other keys
validate-missing_key = missing key { $key }
validate-other = found { $found }, which breaks the schema's rule { $rule }
validate-on_text_line = “{ $text }”: { $problem }
validate-type = found { $found }, expected { $expected }
validate-enum = found { $found }, expected one of: { $choices }
validate-const = found { $found }, expected { $expected }
validate-minimum = found { $found }, expected at least { $limit }
validate-exclusiveMinimum = found { $found }, expected more than { $limit }
validate-maximum = found { $found }, expected at most { $limit }
validate-exclusiveMaximum = found { $found }, expected less than { $limit }
validate-minLength = found { $found }, expected at least { $limit } { $limit ->
        [one] character
       *[other] characters
    }
validate-maxLength = found text of { $length } { $length ->
        [one] character
       *[other] characters
    }, expected at most { $limit }
validate-pattern = found { $found }, expected { $expected }
validate-minItems = found { $count } { $count ->
        [one] item
       *[other] items
    }, expected at least { $limit }
validate-maxItems = found { $count } { $count ->
        [one] item
       *[other] items
    }, expected at most { $limit }
validate-uniqueItems = found repeated items in { $found }, expected each at most once
validate-minProperties = found { $count } { $count ->
        [one] entry
       *[other] entries
    }, expected at least { $limit }
validate-maxProperties = found { $count } { $count ->
        [one] entry
       *[other] entries
    }, expected at most { $limit }
validate-not = found { $found }, which is not allowed here
validate-kind-boolean = boolean { $value }
validate-kind-integer = integer { $value }
validate-kind-number = number { $value }
validate-kind-string = text { $value }
validate-kind-array = list { $value }
validate-kind-object = table { $value }
validate-kind-other = { $kind } { $value }
validate-type-integer = an integer
validate-type-number = a number
validate-type-string = text
validate-type-boolean = true or false
validate-type-array = a list
validate-type-object = a table
validate-type-null = nothing
validate-either = { $first } or { $second }
# only the counts that are not zero, joined by "and" (uncounted: more than those; none counted: "more problems")
validate-not_shown = { $uncounted ->
        [yes] { $errors ->
            [0] { $warnings ->
                [0] more problems
               *[other] more than {""}
            }
           *[other] more than {""}
        }
       *[other] {""}
    }{ $errors ->
        [0] {""}
        [one] one{ $uncounted ->
            [yes] {""}
           *[other] {" "}more
        } error
       *[other] { $errors }{ $uncounted ->
            [yes] {""}
           *[other] {" "}more
        } errors
    }{ $errors ->
        [0] {""}
       *[other] { $warnings ->
            [0] {""}
           *[other] {" "}and{" "}
        }
    }{ $warnings ->
        [0] {""}
        [one] one{ $uncounted ->
            [yes] {""}
           *[other] {" "}more
        } warning
       *[other] { $warnings }{ $uncounted ->
            [yes] {""}
           *[other] {" "}more
        } warnings
    } not shown: fix { $shown ->
        [one] the first one
       *[other] the first { $shown }
    } and validate again
problem-missing_file = missing file

## cli: what the commands print
cli-errors_total = { $more ->
        [yes] More than { $count } errors
       *[other] { $count ->
            [one] One error
           *[other] { $count } errors
        }
    }; nothing was written.
cli-errors_count = { $more ->
        [yes] More than { $count } errors.
       *[other] { $count ->
            [one] One error.
           *[other] { $count } errors.
        }
    }
cli-refused = error: { $text }
cli-usage = usage error: { $text }
cli-interrupted = interrupted; nothing was written.
cli-created = created { $dir } (game_id { $game_id })
cli-secret_new = master secret for fair dice: { $secret } (keep it private; never publish it)
cli-secret_reused = reusing the existing master secret { $secret }: the games beside it share it (their dice stay apart because each has its own game_id)
cli-next = next: paste each post into { $dir }/orders/<faction>.txt, then `gm orders { $dir } --force` (replaces init's example orders.toml), `gm check { $dir }`, `gm resolve { $dir }`; or edit { $dir }/orders.toml
cli-valid = { $dir }: valid ({ $ruleset }, turn { $turn }, { $factions ->
        [one] one faction
       *[other] { WORDS($factions) } factions
    })
cli-wrote = wrote { $path }
cli-public_report = public report: { $path }
cli-no_option = no such option: { $option } (a negative number in an expression, like `1d6 -3`, is fine)
cli-combat_usage = expected: gm roll combat RULESET --side K=V,... --side K=V,...
cli-combat_options = --side, --dice and --odds go with `gm roll combat RULESET`
cli-col_damage = damage per side
cli-col_exact = exact
cli-col_side = side
cli-col_value = value
cli-mean = { $expr }: mean { $mean }
cli-note = note: { $text }
cli-verify_both = give either DIR OUT or --rolls files, not both
cli-verify_what = give DIR and OUT (the whole turn) or --rolls FILE (a player's own dice)
cli-verified = { $out }: verified against { $dir }
cli-stream_equal = { $stream }: { $n ->
        [one] its one roll re-rolled from its seed: equal
       *[other] { $n } rolls re-rolled from its seed: all equal
    }
cli-recorded = { $n ->
        [one] one roll came
       *[other] { $n } rolls came
    } from recorded dice (dice.toml), and they are in the sealed commitment
cli-unchecked = { $n ->
        [one] one roll
       *[other] { $n } rolls
    } from streams whose seed was not given
cli-commitment_ok = every seed matches the commitment { $commitment }
cli-not_sealed = no commitment to check against: this turn was not sealed
cli-generated = created { $dir }: { $describe }, { $orders ->
        [one] one order
       *[other] { WORDS($orders) } orders
    }

## api: refusals and argument problems
api-choice = { $name }: found { $found }, expected one of: { $choices }
api-whole = { $name }: found { $found }, expected a whole number { $lo }-{ $hi }
api-text = { $name }: found { $found }, expected text
api-path = { $name }: found { $found }, expected a path
api-flag = { $name }: found { $found }, expected True or False
api-texts = { $name }: found { $found }, expected a list of texts
api-init_exists = { $dir }: already exists; `gm init` makes a new game only where nothing is (choose another directory)
api-init_inside = { $dir }: is inside the turn directory { $parent }; a new game goes beside the turns, not inside one
api-seal_public_seed = { $dir }/game.toml: has a public `seed`; a sealed game takes its seeds from the master secret (remove `seed`)
api-seal_no_secret = { $dir }: no master secret found (.gm-secret beside the turn directory, $GM_SECRET_FILE or $GM_SECRET); `gm init` makes one
api-seal_header = Commitment to every dice stream of this turn (gm seal). Post `commitment` before orders close.
api-seal_not_file = { $path }: is not a regular file; remove it and seal again
api-cannot_write = { $path }: cannot be written ({ $why })
api-verify_unsealed = { $dir }: was never sealed (no seal.toml), so its seed cannot be checked
api-verify_file = { $path }: { $problem }
api-verify_seed_mismatch = { $out }/rolls.toml: the revealed seed { $seed } does not match the commitment { $commitment } in { $path }
api-verify_missing = { $path }: missing (re-resolving { $dir } writes it)
api-verify_extra = { $path }: not written by re-resolving { $dir }
api-verify_differs = { $path }: differs from re-resolving { $dir } with the revealed seed
api-rolls_list = rolls: found { $found }, expected a list of rolls files
api-not_gm_rolls = { $path }: is not the GM's rolls file (no turn seed in it)
api-reveal_header = The revealed dice of this turn (gm reveal): check them with `gm verify`.
api-side_pair = --side { $n }: found { $found }, expected KEY=VALUE
api-sides = found { $found ->
        [one] one --side
       *[other] { $found } --side
    }, expected at least 2 (each KEY=VALUE,...; keys: { $keys })
api-dice_list = --dice: found { $found }, expected whole numbers separated by commas
api-dice_option = --dice: { $problem }

## dice: what gm roll and gm odds say of an expression
dice-syntax = { $expr }: at column { $column }, found { $found }, expected { $expected }
dice-value = { $expr }: at column { $column }, { $problem }
dice-recorded_face = recorded dice for '{ $key }': face { $face } is impossible on a d{ $sides }
dice-recorded_not_list = recorded dice for '{ $key }' must be a list of whole numbers, not { $found }
dice-forced_ran_out = the forced dice ran out: { $given } given, more needed (for '{ $key }')
dice-forced_impossible = forced face { $face } (number { $n }) is impossible on a d{ $sides }
dice-end = end of expression
dice-not_text = a non-text value
dice-expect_expression = a dice expression
dice-expect_start = a number, a die or '('
dice-expect_operator_or_end = an operator or end of expression
dice-expect_no_chain = an operator or end of expression (comparisons do not chain)
dice-expect_operator_or_rparen = an operator or ')'
dice-expect_repeats = a whole number of repeats
dice-expect_paren_after_x = '(' after 'x'
dice-expect_dice_count = a whole number of dice
dice-expect_sides_number = a whole number of sides
dice-expect_sides = the number of sides, '%' or 'F' right after 'd'
dice-expect_number_after = a number after '{ $after }'
dice-expect_number_or_comparison = a number or a comparison after '{ $after }'
dice-expect_whole = a whole number
dice-expect_number = a number
dice-nested = { $expr }: too many levels of nesting (at most { $most })
dice-repeats = { $expr }: repeats must be 1-{ $most }, not { $found }
dice-too_many_dice = { $expr }: too many dice in a group ({ $found }; at most { $most })
dice-too_many_sides = { $expr }: too many sides ({ $found }; at most { $most })
dice-no_sides = a die needs at least one side
dice-r_and_ro = use either 'r' or 'ro' on one group, not both
dice-reroll_every_face = the reroll condition matches every face of { $dice }
dice-explode_every_face = the explode condition matches every face of { $dice }
dice-too_long = dice expression too long (the limit in characters is { $most })
dice-too_many_drawn = a roll drew too many dice (rerolls and explosions included; the limit is { $most })
dice-division_by_zero = division by zero
dice-odds_work = too complex for exact odds: { $what } brings the work to about { $steps } million steps, the limit is { $limit } million (about a second)
dice-odds_values = too complex for exact odds: { $values } possible values, the limit is { $limit }
dice-odds_digits = too complex for exact odds: its fractions would have { $digits } digits, the limit is { $limit } digits
dice-odds_all_digits = too complex for exact odds: { $values } values of up to { $digits } digits ({ $total } digits in all), the limit is { $limit } digits
dice-odds_pairs = too complex for exact odds: { $pairs } pairs of values to combine, the limit is { $limit }
dice-odds_repeat = { $expr }: odds of repeated rolls are not a single number; ask for the odds of the repeated expression instead
dice-odds_keep_explode = { $expr }: too complex for exact odds (keep/drop on { $n } exploding dice to depth { $depth }); lower max_explode_depth or the number of dice
dice-explode_depth = max_explode_depth must be 0-{ $most }
dice-work_product = a product or comparison
dice-work_keep_explode = { $expr }: keep/drop on exploding dice
dice-work_keep = keep/drop among { $n ->
        [one] one die
       *[other] { $n } dice
    } with { $values ->
        [one] one value
       *[other] { $values } values
    } each
dice-work_fractions = writing the exact fractions
dice-work_sum = the sum of { $n ->
        [one] one die
       *[other] { $n } dice
    }
dice-truncated = explosions cut at depth { $depth }: with probability { $p } (about { $about }) some die would explode more than { $depth ->
        [one] once
       *[other] { $depth } times
    }; such a die counts its last face and explodes no further

## output: where a turn is written, and what gm refuses to replace
output-symlink = { $out }: is a symbolic link; gm replaces only a real turn directory (remove the link yourself)
output-not_dir = { $out }: already exists and is not a directory; gm writes a turn directory there only when nothing is in the way (remove it yourself)
output-exists = { $out }: already exists; refusing to overwrite it (use --force to replace it whole)
output-not_turn = { $out }: holds no game.toml, so it is not a turn directory gm wrote; --force replaces only a turn directory
output-unrecognised = { $out }/game.toml: { $problem }; --force replaces only a turn it can recognise
output-other_ruleset = { $out }: holds a turn of another ruleset (ruleset { $found }, this is { $this }); --force replaces only a turn of the same game (choose another --out)
output-other_game = { $out }: holds a turn of another game (game_id { $found }, this is { $this }); --force replaces only a turn of the same game (choose another --out)
output-other_turn = { $out }: holds turn { $found }, and this writes turn { $this }; --force replaces only the same turn (choose another --out)
output-orders_with_orders = orders.toml (with orders)
output-next_turn_inputs = { $out }: holds what the GM added for the next turn ({ $added }); --force would delete it: move it out of the way first, then put it back
output-is_input = { $out }: is the input directory { $source }; the input is never modified
output-inside_input = { $out }: is inside the input directory { $source }; the input is never modified
output-holds_input = { $out }: holds the input directory { $source }; writing it would destroy the input
output-holds_secret = { $out }: holds the game's master secret ({ $secret }): it is a game directory, not a turn directory; refusing to write it
output-unreadable = { $out }: cannot be read ({ $why }); refusing to write it
output-holds_turns = { $out }: holds turn directories ({ $turns }): it is a game directory, not a turn directory; refusing to write it
output-cannot_write = { $where }: cannot write the turn to { $out } ({ $why }); nothing was written
output-appeared = { $out }: appeared while resolving (another resolve won); refusing to overwrite it

## problem: reading the files
problem-list = { $first }, { $second }
problem-unreadable = cannot be read: { $why }
problem-permission_denied = permission denied
problem-no_turn_dir = no such directory, expected a turn directory holding game.toml
problem-turn_dir_is_file = found a file, expected a turn directory holding game.toml
problem-no_factions_dir = missing directory, expected one TOML file per faction
problem-factions_is_file = found a file, expected a directory of faction files
problem-not_toml_in_factions = found a file that is not .toml in factions/, expected only <id>.toml files
problem-no_faction_files = found no faction files, expected at least one <id>.toml
problem-expect_toml_file = a TOML file
problem-expect_orders_file = a text file of orders
problem-expect_secret_file = a text file holding the secret
problem-not_regular = found { $found }, expected { $expected }
problem-kind-directory = a directory
problem-kind-fifo = a FIFO (named pipe)
problem-kind-char_device = a character device
problem-kind-block_device = a block device
problem-kind-socket = a socket
problem-kind-irregular = something that is not a regular file
problem-too_big = found a file too big for { $expected } (the limit in bytes is { $limit })
problem-binary = found a binary file (NUL byte), expected TOML text
problem-not_utf8 = found invalid UTF-8 byte { $byte }, expected UTF-8 text
problem-toml_invalid = invalid TOML: { $why }
problem-toml_syntax = invalid TOML ({ $what }): found { $found }, expected { $expected }
problem-toml_expect-once = each key and table defined once
problem-toml_expect-int64 = an integer of at most 64 bits
problem-toml_expect-shallower = arrays and inline tables nested less deeply
problem-toml_expect-valid = valid TOML
problem-toml_expect-nothing = nothing more here
problem-end_of_file = the end of the file
problem-end_of_line = the end of the line

## seal, pipeline, dicecheck: the dice of a turn
seal-weak_secret = { $where }: found a master secret too short or too predictable (characters: { $length }; estimated entropy: { $bits ->
    [one] one bit
   *[other] about { $bits } bits
}, runs like 01234 and repeats not counted), expected at least { $min_bits ->
    [one] one bit
   *[other] { $min_bits } bits
}; make one with: { $make }
seal-unreadable_secret = { $path }: the master secret cannot be read ({ $problem })
seal-empty_secret = { $path }: the master secret file is empty; make one with: { $make }
seal-twin_sealed = { $dir }: game_id { $game_id }, turn { $turn }, was already sealed in { $other }, beside the same master secret: both would roll the same dice. Give this game a game_id of its own in game.toml
seal-twin_warning = { $other } beside this turn has the same game_id { $game_id } and turn { $turn }: both roll the same dice; if it is another game, give one of them a game_id of its own
seal-public_seed_hidden_rolls = the seed is public: anyone can work out with it { $count ->
        [one] the roll
       *[other] the { $count } rolls
    } of this turn that are not shown to everyone (the GM's, each faction's); for a real game, { $given ->
        [option] give no --seed
       *[game] remove `seed` from game.toml
    } and keep a master secret in { $secret } (`gm init` creates one when a game starts; for a game already under way: { $make })
pipeline-no_seed = no seed for this turn: found no --seed, no `seed` in game.toml and no master secret (.gm-secret beside the turn directory, made by `gm init`), expected one of them
pipeline-unused_record = recorded roll { $key } was not used this turn
pipeline-seal_mismatch = found a commitment that does not match this turn's seed, expected the seed that was sealed (was --seed or the secret changed, or a faction file added or removed since `gm seal`?)
pipeline-rolls_header-gm = The GM's file: every die rolled this turn, the turn seed and every stream's seed.
    Keep it private until the secrets are over (`gm reveal` prints what to post then).
pipeline-rolls_header-public = The public dice of this turn, the public stream's seed and, in a sealed turn, its proof.
    Post it with the report; `gm verify --rolls` checks it against the sealed commitment.
pipeline-rolls_header-faction = This faction's own dice: its stream's seed, every roll drawn from it and its proof. Send it with
    the private report; the player checks it with `gm verify --rolls` and the public file.
dicecheck-turns = found turn { $found }, expected the same turn in every rolls file
dicecheck-no_digests = no seed with its proof given: add your rolls files (rolls/public.toml, rolls/<faction>.toml)
dicecheck-commitment = the stream digests hash to { $value }, not to the commitment { $commitment }
dicecheck-stream_digest = the seed of stream { $stream } does not match its digest { $digest }
dicecheck-stream_no_digest = the seed of stream { $stream } does not match its digest (none is listed for it)
dicecheck-turn_seed = { $path }: the turn seed does not match its digest
dicecheck-not_derived = { $path }: the seed of stream { $stream } is not derived from the turn seed
dicecheck-cannot_reroll = { $path }: roll { $key }: cannot be rolled again ({ $why })
dicecheck-differs = { $path }: roll { $key } shows faces { $faces } = { $total }, but the seed of { $stream } gives { $again } = { $again_total }
api-unknown_ruleset = unknown ruleset { $found }, expected one of: { $choices }
ruleset-schema_missing = the ruleset { $ruleset } ({ $id }) is incomplete: its schema { $path } is missing (a bug in the ruleset, not in the game)
api-side_missing = --side { $n }: missing { $key }=..., expected a whole number { $lo }-{ $hi }
api-side_whole = --side { $n }: found { $key }={ $found }, expected a whole number { $lo }-{ $hi }
api-side_range = --side { $n }: found { $key }={ $found }, expected { $lo }-{ $hi }
api-factions_min = --factions: found { $found }, expected at least 1
validate-not_gm_order = found { $found } under the GM (factions.gm), expected one of the GM's orders: { $choices } (a faction's order goes under [factions.<its id>])
validate-gm_order_of_faction = “{ $order }” is one of the GM's orders; a player cannot give it (the GM gives it among the GM's own orders)
validate-decimal_point = found { $found }, expected a whole number written without a decimal point ({ $whole })
validate-dice_setting = found { $found }, expected a dice expression like 1d20+2 ({ $why })
validate-relation-below = found { $a } = { $va } and { $b } = { $vb }, expected { $a } below { $b } ({ $name })
validate-relation-at_most = found { $a } = { $va } and { $b } = { $vb }, expected { $a } at most { $b } ({ $name })

## expected: schema descriptions used as "expected …" hints (gm.engine.validate.expected_key)
expected-a_stable_id_for_the_game_derives_the_tur = a stable id for the game (lowercase letters, digits, '-' or '_'); it derives the turn seeds
expected-the_address_of_the_folder_where_the_gm_u = a web address (http:// or https://) of the folder where the GM uploads the turn's maps; {"{"}turn{"}"}: its number
expected-one_kind_of_die_count_d_sides_like_1d20 = one kind of die, count d sides (like 1d20 or 2d6; the rules add the modifiers)
png-not_png = is not a PNG image
png-too_large = is { $size } pixels, larger than any map gm draws
png-undecodable = cannot be decoded as a PNG image ({ $why })
png-size = is { $found } pixels, expected { $expected }
png-pixels = shows different pixels (the map was changed)
expected-a_square_column_letters_a_z_aa_ab_row_nu = a square: column letters (A..Z, AA, AB ...) + row number from 1, e.g. C5 or AB40
expected-object_objective_where_the_object_lies_n = object objective: where the object lies (no carrier)
expected-object_objective_the_character_carrying = object objective: the character carrying it
expected-one_letter_drawn_on_the_board = one letter drawn on the board
expected-at_most_9_dice_of_at_most_100_sides_a_de = at most 9 dice of at most 100 sides (a deposit holds at most 1,000 poder)
expected-one_die_of_at_most_100_sides_its_face_pi = one die of at most 100 sides (its face picks the table's row)
expected-prefix_of_new_unit_ids = a prefix of new unit ids
## problem-toml_what / problem-toml_said: the TOML parser's (rtoml's) own words
problem-toml_what-duplicate_key = duplicate key
problem-toml_what-unclosed_array = unclosed array
problem-toml_what-invalid_basic_string = invalid basic string
problem-toml_what-unexpected_leading_zero = unexpected leading zero
problem-toml_what-missing_comma_between_array_elements = missing comma between array elements
problem-toml_what-unclosed_table = unclosed table
problem-toml_what-string_values_must_be_quoted = string values must be quoted
problem-toml_what-key_with_no_value = key with no value
problem-toml_what-invalid_boolean = invalid boolean
problem-toml_what-unclosed_inline_table = unclosed inline table
problem-toml_what-unquoted_keys_cannot_be_empty = unquoted keys cannot be empty
problem-toml_what-invalid_time = invalid time
problem-toml_what-missing_escaped_value = missing escaped value
problem-toml_what-extra_comma_in_array = extra comma in array
problem-toml_what-invalid_literal_string = invalid literal string
problem-toml_said-non_double_quote_visible_characters = non-double-quote visible characters, `\`
problem-toml_said-literal_string = literal string
problem-toml_said-letters_numbers = letters, numbers, `-`, `_`
problem-toml_said-hour_between_00_and_23 = hour between 00 and 23
problem-toml_said-value = value

## gm roll combat / gm odds: the tables' generic words (a ruleset's columns are in its catalog)
roll-col-total = total
roll-col-damage = damage
roll-yes = yes
roll-no = no
roll-none = —
odds-col_p = probability
odds-percent = { $value }%

# gm generate: what the synthetic game holds
generate-factions = { $factions ->
        [one] 1 faction
       *[other] { WORDS($factions) } factions
    }

## number: how the language writes numbers
number-decimal_separator = {"."}

## one judge (issue 23): a player's order is rejected, never blocks the turn
validate-order_will_be_rejected = this order will be rejected (the rest of the turn resolves): { $problem }
validate-order_key_problem = { $key }: { $problem }
engine-rejected_as_said = { $reason }
orders-as_written = “{ $order }”

## safety (issue 22): reserved ids, sizes, exit codes
validate-reserved_id = found the faction id { $found }, which gm keeps for its own files (rolls/public.toml, maps/public.png, maps/gm.png) and the GM's orders; expected another id (reserved: { $reserved }): rename the file and its id
dice-odds_magnitude = too large for exact odds: a possible value has { $digits } { $digits ->
    [one] digit
   *[other] digits
}, the limit is { $limit }

## text orders (issue 24): a post speaks only for its player; chatter skipped; unread lines told
orderlang-symlink = is a symbolic link: an orders file is read only if it really is in orders/ (copy the post into a .txt file)
orderlang-bad_utf16 = the file is UTF-16 and breaks here (a stray byte, half a character or a NUL byte): save it again as UTF-8 text
orderlang-stray_byte = byte { $byte } is not UTF-8 in a file that is UTF-8 (a character pasted from elsewhere, in Windows-1252): type it again or save the file as UTF-8
orderlang-quote_unclosed = this quote is never closed: its [/quote] is missing (without it the rest of the file would be lost)
orderlang-quote_unclosed_inner = this quote is never closed: a [/quote] is missing, perhaps that of the quote opened inside it on line { $inner } (its [/quote] closed another)
orderlang-quote_unopened = a [/quote] that closes no quote: delete it or add the quote it closes
orderlang-gm_post = a post gives no GM orders: the GM's orders go in orders/gm.txt
orderlang-second_post_at = this faction already has a post in { $other }: merge the two into one (else its orders would be given twice)
orderlang-not_theirs = line “{ $text }” not taken as this faction's order: { $reason }
orderlang-voice_quote = it is inside a quote of “{ $name }” (line { $line }): someone else's words, and a post gives only its player's orders
orderlang-voice_quote_bare = it is inside a quote (line { $line }): someone else's words, and a post gives only its player's orders
orderlang-voice_header = it speaks for “{ $name }”: a post gives only its player's orders, so this line and the ones after it are taken as nobody's orders
orderlang-voice_under = it follows “{ $name }” (line { $line }): a post gives only its player's orders, so it is taken as nobody's order
orderlang-post_refused = post not read (none of its orders is taken): { $reason }
orderlang-not_understood = line “{ $text }” not understood: { $reason }
orderlang-one_per_line = { $reason } (if this is several orders, write one order per line)
orderlang-unwritable = no sentence of the orders says this “{ $type }” order with everything it holds ({ $keys }): correct it in orders.toml or write it by hand in orders/
orderlang-too_many_orders = more than { $most } { $most ->
        [one] order
       *[other] orders
    } from one faction in one turn: from here on they are not read (the ruleset takes at most { $most })
orderlang-too_many_unread = more than { $most } { $most ->
        [one] line
       *[other] lines
    } not read in one faction's post: check the file (is it a player's post?)
orderlang-long_note = the note is too long ({ $length } { $length ->
        [one] character
       *[other] characters
    }; at most { $most })
orderlang-unread_heading = Lines not read:
orderlang-unread_chatter = { $file }:{ $line }: skipped (not an order) “{ $text }”
orderlang-unread_not_understood = { $file }:{ $line }: NOT UNDERSTOOD “{ $text }”: { $reason }
orderlang-strict_unread = --strict: { $count ->
        [one] one line not understood
       *[other] { $count } lines not understood
    }; nothing is written
orders-post_refused_heading = The orders post could not be read as a whole, so no order of that post was taken this turn:
orders-unread_at = line { $line }: { $reason }
orders-unread_heading = Lines of the post that were not understood (not applied; write them again next turn):
orders-unread_line = line { $line }: “{ $text }” — { $reason }
orders-not_theirs_heading = Lines of the post that were not taken as your orders (nor as anyone's; if they are yours, write them outside the quote or the header next turn):
orders-chatter_heading = Lines skipped (not orders):
orders-unlisted = { $count ->
        [one] And one more line of chatter or of others' words, not listed.
       *[other] And { WORDS($count) } more lines of chatter or of others' words, not listed.
    }
orders-chatter_line = { $file }:{ $line }: “{ $text }”

# gm seal, gm init, gm verify --rolls: the fixed-size commitment (issue 22)
api-seal_exists = { $path }: this turn is already sealed with the commitment { $before }, and sealing it again gives { $value } (did dice.toml, a faction or the secret change?): the one you posted would no longer be the turn's. To seal again and post the new one, say why on the forum and run `gm seal DIR --force`
api-gitignore_header = gm: the master secret never goes into git; rolls.toml, gm-report.* and maps/gm.* tell every die and hidden thing
    until `gm reveal` (`gm resolve` makes them again). The state files and the orders do go in: they are the game.
cli-gitignore_missing = warning: { $path } was already there and is left untouched; it lacks these lines (add them yourself so that `git add` picks up neither the secret nor the GM's files): { $lines }
pipeline-seal_old = this turn was sealed by an older gm: rolls/public.toml lists every stream's digest and so counts the factions, hidden ones included; if orders have not closed, seal again with `gm seal DIR --force` and post the new commitment
pipeline-dice_after_seal = roll { $key } takes its faces from dice.toml, but the sealed commitment does not hold them (dice.toml was written or changed after `gm seal`): the player's check (`gm verify --rolls`) will fail on it; seal again before orders close, or show the player the forum's roll
dicecheck-no_proof = the seed of stream { $stream } comes without its proof, expected the rolls file's [proofs] table
dicecheck-proof = the seed of stream { $stream } and its proof lead to { $value }, not to the posted commitment
dicecheck-recorded_unsealed = { $path }: roll { $key } takes its faces from recorded dice (dice.toml) that no sealed commitment holds (recorded after the seal, or in a turn sealed by an older gm): compare them with the roll posted on the forum
dicecheck-tree = { $path }: the turn seed, its streams and the sealed dice give the commitment { $value }, not the posted one
report-recorded_die = (die rolled on the forum)
seal-too_many = found { $found ->
    [one] one stream or recorded die
   *[other] { $found } streams and recorded dice
}, expected at most { $max } (what the commitment's tree holds)
api-ruleset_whole = { $name }: found { $found }, expected a whole number { $lo }-{ $hi } in { $ruleset }
output-read_only = { $out }: cannot be replaced: { $folder } is read-only, and --force deletes the old turn; nothing was written (make it writable, chmod -R u+w, or choose another --out)
output-old_left = { $out }: the new turn is written, but the OS does not let gm delete the old one, left at { $old }: delete it by hand
api-init_turn_number = { $dir }: the number ending the name ({ $number }) is the turn to gm (gm resolve writes the next one), and a new game starts at turn 1: call it { $first }, or a name without a number at the end
api-side_twice = --side { $n }: found the key { $key } twice ({ $first } and { $second }), expected each key once
api-dice_with_odds = --dice: found with --odds, which works out every possible roll; expected one of the two
api-dice_unused = --dice: { $given } { $given ->
    [one] die was
   *[other] dice were
} given and the exchange rolled { $used }; left over: { $unused } (expected exactly the exchange's dice, in the order the ruleset documents)
orderlang-binary = a NUL byte: this is not a text file (a binary file, or UTF-16 without its mark?): save the post as UTF-8 text
pipeline-outcomes_header = The GM's file (like rolls.toml, secret until gm reveal): what became of every order, for scripts: faction, number, post line, verdict and the reason's key.
problem-too_big_named = found a file too big ({ $size } { $size ->
    [one] byte
   *[other] bytes
}), expected at most { $mib } MiB ({ $limit } B: the limit { $name }, docs/robustness.md); it was not read: a file that size is a mistake, not a game

# Discord: the number of each message of a report split into messages of 2,000 characters
forum-message_part = **(message { $i } of { $n })**
# What opens a roll line where the forum keeps no emoji (🎲): forum roll_mark = "word"
forum-roll_word = Roll:

cli-upload_maps = The forum reports link { $count ->
    [one] this map
   *[other] these maps
} by a placeholder address (https://SUBE-LOS-MAPAS.invalid/): { $files }. Upload { $count ->
    [one] it
   *[other] them
} and set the address of their folder in game.toml, [forum] image_base (for this turn, or with {"{"}turn{"}"}, the number of the turn the reports tell, for every turn), or replace that address in the reports.
cli-upload_maps_to = Upload { $count ->
    [one] this map
   *[other] these maps
} from { $folder } to { $base } (where the reports of turn { $turn } link them): { $files }.
cli-private_maps_tagged = Each faction's map carries in its name a key nobody outside the game can compute ({ $example }): upload them under those names, unchanged, to a folder the server does not list, so nobody finds another's map by trying addresses.
cli-maps_relative = The Markdown reports link { $count ->
    [one] this map
   *[other] these maps
} as a file beside them ({ $files }): they show locally or on GitHub, not on a forum. For a forum, upload { $count ->
    [one] it
   *[other] them
} and set the address of their folder in game.toml, [forum] image_base.
