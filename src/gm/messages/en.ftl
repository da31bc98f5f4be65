# Engine messages (shared by every ruleset).
yes = yes
no = no

## report
report-public_title = { $title } — Turn { $turn }
report-private_title = { $name } — Private report, turn { $turn }
report-gm_title = GM report — Turn { $turn }
report-gm_orders_of = Orders of { $faction }
report-all_rolls = Every roll
report-no_rolls = There were no rolls.
report-seed_public_game = The game's public seed: { $seed }. There are no secret dice: anyone can repeat every roll with it.
report-seed_sealed = This turn's public dice: seed { $seed }. Commitment posted before the turn: { $commitment }. Each player checks the public dice and their own with `gm verify --rolls rolls/public.toml --rolls rolls/<faction>.toml`.
report-seed_unsealed = This turn's public dice: seed { $seed } (unsealed: this game posted no commitment before the turn).
report-seed_private = Your dice this turn come from your own seed, { $seed }, known only to you and the GM. Check them with `gm verify --rolls rolls/public.toml --rolls` followed by your file, rolls/{ $faction }.toml.
report-seed_gm = The turn seed (for the GM only; post it with `gm reveal` once the secrets are over): { $seed }.

## orders
orders-heading = Orders
orders-none = No orders were received.
orders-count = { $total ->
        [one] One order received
       *[other] Orders received: { $total }
    } ({ $applied ->
        [0] none applied
       *[other] { $applied } applied
    }, { $rejected ->
        [0] none rejected
       *[other] { $rejected } rejected
    }).
orders-applied = #{ $number } { $order }: applied — { $detail }
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
orderlang-unexpected = expected { $expected }; found «{ $found }»
orderlang-unexpected_end = the order stops here; expected { $expected }
orderlang-unknown_verb = unknown order «{ $found }»; orders start with: { $verbs }
orderlang-unknown_verb_near = unknown order «{ $found }»; did you mean «{ $near }»?
orderlang-unknown_ref = «{ $found }» is not { $what }; expected one of: { $choices }
orderlang-unknown_ref_near = «{ $found }» is not { $what }; did you mean «{ $near }»?
orderlang-unknown_word = «{ $found }» does not fit here; expected one of: { $choices }
orderlang-not_hex = «{ $found }» is not a square; expected a letter and a number, like F3
orderlang-too_long = the line is too long ({ $length } { $length ->
        [one] character
       *[other] characters
    }; at most { $most }): one order a line
orderlang-too_many_lines = the file has more than { $most } { $most ->
        [one] line
       *[other] lines
    }: an orders post is much shorter (was something else pasted?)
orderlang-bad_byte = byte { $byte } is not text (neither UTF-8 nor Windows-1252): save the file as UTF-8
orderlang-repeated = «{ $found }» repeats something the order already says
orderlang-no_faction = orders without a faction: expected first an «Orders of <faction>» line or the player's quote
orderlang-stranger_quote = a quote of «{ $name }», who is not a faction of this game: if these are this faction's orders, take them out of the quote; if someone else's, delete the quote
orderlang-foreign_header = «{ $name }» is another faction: a faction's file holds only its orders; if this is the post of «{ $name }», move it to its file; if a quote, put it between [quote] and [/quote] or delete it
orderlang-not_post = «{ $name }» is not an orders file: only .txt files are read in orders/ (<faction>.txt, or one holding every post); rename it { $stem }.txt or move it out of orders/
orderlang-second_post = { $other } already holds this faction's orders: merge the two files into one (else its orders would be given twice)
orderlang-bad_id = «{ $found }» does not fit here: an id holds only unaccented letters, digits, «-» and «_»
orderlang-bad_new_id = no id can be made of «{ $found }» (only unaccented letters, digits, «-» and «_»): write the name and its id in brackets, like "{ $found }" ({ $id })
orderlang-bad_new_id_none = no id can be made of «{ $found }» (only unaccented letters, digits, «-» and «_»): add after the name, in brackets, an id of letters and digits, like "Claw" (claw-1)
orderlang-bad_empty = something is missing here: it says «{ $found }»
orderlang-bad_long = «{ $found }» is too long: at most { $most } { $most ->
        [one] character
       *[other] characters
    }
orderlang-bad_many = «{ $found }» are too many: at most { $most }
orderlang-bad_number = { $found } is beyond what this order takes
orderlang-bad_value = «{ $found }» does not fit here
orderlang-noun_faction = a faction of this game
orderlang-unreadable = cannot read the file ({ $error })
orderlang-no_phrasebook = this ruleset has no text orders: write the orders in orders.toml
orderlang-expect_hex = a square (like F3)
orderlang-expect_int = a number
orderlang-expect_name = a name
orderlang-expect_comma = a comma
orderlang-expect_colon = «:»
orderlang-expect_end = the end of the order (one order a line)
orderlang-expect_rpar = «)»
orderlang-form_heading = Your orders for turn { $turn }
orderlang-form_help = Copy the block into your post, remove the # of each order you want to give and replace what is between < > (one order a line).
orderlang-form_hex = <square>
orderlang-form_number = <number>
orderlang-form_text = "<text>"
orderlang-form_faction = <faction>
orderlang-form_target = <target>
orderlang-form_name = <name>
orderlang-missed_heading = Factions with no orders this turn
orderlang-missed_one = { $faction }: no orders (turns in a row: { $turns })
orderlang-missed_flagged = { $faction }: no orders { $turns ->
        [one] for one turn
       *[other] { $turns } turns in a row
    } — FLAGGED: decide what to do with this faction
orderlang-missed_gm_plays = { $faction }: no orders { $turns ->
        [one] for one turn
       *[other] { $turns } turns in a row
    } — as the game says, the GM plays it now
orderlang-standing_spot = standing order no. { $n } of { $faction }, kept from an earlier turn (always:) in missed_orders.standing.{ $fid }; delete it there if it no longer holds
orderlang-exists = { $path } exists: use --force to replace it
orderlang-no_text = no text orders: expected { $path }/<faction>.txt
orderlang-clash = the orders of { $faction } here are not those of { $files }: run «gm orders { $dir } --force» to write the text's (or remove one of them)
orderlang-written = Wrote { $path }: { $orders ->
        [one] one order
       *[other] { $orders } orders
    } from { $factions ->
        [one] one faction
       *[other] { $factions } factions
    }.
orderlang-exported = Wrote { $path }
orderlang-export_header = Orders of { $faction }, turn { $turn }
orderlang-check_heading = Check of the orders of { $faction } (turn { $turn })
orderlang-check_ok = { $number }. { $line } — understood and passes the checks before the turn; the rules of its phase check it when the turn is resolved
orderlang-check_bad = { $number }. { $line } — { $problem }
orderlang-check_none = No orders from { $faction }: it will do nothing this turn.
orderlang-check_summary = { $ok ->
        [0] None of the { $total } orders passes
        [one] One order of { $total } passes
       *[other] { $ok } orders of { $total } pass
    } the checks before the turn; the others would be rejected.
orderlang-check_all_ok = Every order is understood and passes the checks before the turn. The rules of each phase (sizes, ranges, who may give it…) check them when the turn is resolved; what happens also depends on the dice and on the others' orders.
orderlang-check_line_problem = line { $line }: { $problem }
orderlang-check_unknown_faction = unknown faction «{ $faction }»; expected one of: { $choices }
orderlang-forecast_heading = Forecast of what the rules already fix (no dice, nothing the others do):

## problem: how gm shows a problem in the files (gm validate, gm check, gm resolve)
problem-at = At { $crumbs }:
problem-warning = warning:
