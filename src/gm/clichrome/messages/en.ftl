# gm's command line in English: Click's own words (clichrome-*), the placeholders of the
# arguments and option values (climeta-*) and every command's help (clihelp-<command>,
# clihelp-<command>-<parameter>, the parameter by its Python name). Shown with GM_LANG=en,
# an English locale or --lang en; Spanish is the default (es.ftl).

## Click's and Typer's words
clichrome-usage = Usage:
clichrome-options-metavar = [OPTIONS]
clichrome-command-metavar = COMMAND [ARGS]...
clichrome-arguments = Arguments
clichrome-options = Options
clichrome-commands = Commands
clichrome-required = required
clichrome-default = default: { $default }
clichrome-envvar = env var: { $var }
clichrome-dynamic = (dynamic)
clichrome-aborted = Aborted!
clichrome-help-option = Show this message and exit.
clichrome-try-help = Try '{ $command } { $option }' for help.
clichrome-error = Error: { $text }
clichrome-missing-command = Missing command.
clichrome-no-such-command = No such command '{ $name }' (gm --help lists them).
clichrome-missing-argument = Missing argument '{ $name }'.
clichrome-missing-option = Missing option '{ $name }'.
clichrome-bad-value = Invalid value for '{ $name }': { $text }
clichrome-not-valid = '{ $value }' is not { $type }.
clichrome-not-in-range = { $value } is not in the range { $range }.
clichrome-not-one-of = '{ $value }' is not one of { $choices }.
clichrome-needs-value = Option { $option } needs a value.
clichrome-takes-no-value = Option { $option } takes no value.
clichrome-extra-args = Got unexpected extra words: { $words }.
clichrome-no-such-option = No such option: { $option }.
clichrome-did-you-mean = Did you mean { $options }?
clichrome-type-integer = a whole number
clichrome-type-float = a number
clichrome-type-boolean = yes or no
clichrome-type-uuid = a UUID
clichrome-type-path = a path
clichrome-type-other = a valid value
clichrome-none = none
clichrome-no-generator = ; { $others }: its `gm init` world with that many factions

## placeholders
climeta-directory = directory
climeta-ruleset = ruleset
climeta-out = out
climeta-path = path
climeta-str = text
climeta-text = text
climeta-int = integer
climeta-integer = integer

climeta-command = command
climeta-roll-words = EXPR | combat RULESET
climeta-odds-words = EXPR
climeta-chronicle-game = game

## the commands' help
clihelp-gm =
    The game master's tool for play-by-forum strategy games: validate, resolve and report turns from files.

    Example: gm resolve partida/turn-07
clihelp-gm-version = Print the version and exit.
clihelp-gm-debug = Show the traceback of an internal error.
clihelp-help =
    Show the help of gm, or of one command.

    Example: gm help resolve
clihelp-help-lang = Language of the help: es or en (default: GM_LANG, else es).
clihelp-help-command = The command whose help to show.
clihelp-init =
    Create a playable first turn with example factions and orders.

    Example: gm init nuevo-amanecer partida/turn-01 --factions 4
clihelp-init-ruleset = Ruleset id: { $rulesets }.
clihelp-init-directory = The first turn directory to create (e.g. mygame/turn-01).
clihelp-init-factions = How many example factions ({ $init_factions }).
clihelp-init-seed = Seed for generating the world (not the turn dice).
clihelp-validate =
    Check a turn directory against its ruleset's schemas and rules; list every problem.

    Example: gm validate partida/turn-07
clihelp-validate-directory = A turn directory.
clihelp-validate-as_json = Print the problems as JSON.
clihelp-validate-lang = Language of the messages: es or en (default: game.toml's, else es).
clihelp-resolve =
    Resolve a turn and write the next one: state, orders template, reports, rolls.

    Example: gm resolve partida/turn-07 --format bbcode
clihelp-resolve-directory = The turn directory to resolve (never modified).
clihelp-resolve-out = Output directory (default: the sibling with the next turn number).
clihelp-resolve-seed = Seed for this turn's dice (overrides game.toml and the master secret).
clihelp-resolve-lang = Report language: es or en (default: game.toml's, else es).
clihelp-resolve-fmt = Only this report format: markdown, bbcode, html or discord (default: every format of game.toml's [forum]).
clihelp-resolve-force = Replace an existing OUT (atomically).
clihelp-roll =
    Roll dice, or one combat exchange of a ruleset.

    {"\u0008"}
    Examples:
      gm roll 2d6+1
      gm roll 4d6kh3 --seed abc --json
      gm roll combat sector --side naves=3,armamento=1 --side naves=2,armamento=0 --odds
clihelp-roll-words = A dice expression (2d6+1, 4d6kh3, d%, 3dF, 10d10>=7), or: combat RULESET.
clihelp-roll-seed = Seed (same seed, same result).
clihelp-roll-as_json = Print JSON.
clihelp-roll-side = combat: one side as K=V,K=V (repeat per side).
clihelp-roll-dice = combat: force the dice, comma separated, in the ruleset's documented order.
clihelp-roll-odds = combat: print the exact outcome distribution instead of rolling.
clihelp-roll-lang = Language of the messages and roll lines: es or en (default es).
clihelp-odds =
    The exact distribution of a dice expression.

    Example: gm odds 4d6kh3 --json
clihelp-odds-words = A dice expression.
clihelp-odds-as_json = Print JSON.
clihelp-odds-lang = Language of the messages: es or en (default es).
clihelp-seal =
    Print (and record in DIR/seal.toml) the commitment to every dice stream of the turn and to its recorded dice (dice.toml: write it before sealing).

    Post the commitment on the forum before orders close. After the turn each player checks their own dice against it (`gm verify --rolls`), and everyone checks the whole turn once the GM reveals the turn seed (`gm reveal`, then `gm verify DIR OUT`). Sealing again prints the same commitment while nothing changed; a changed one is refused without --force.

    {"\u0008"}
    Examples:
      gm seal partida/turn-07
      gm seal partida/turn-07 --force
clihelp-seal-directory = The turn directory to seal before orders close.
clihelp-seal-force = Seal again a turn sealed with another commitment (post the new one and say why).
clihelp-verify =
    Check the dice. A player: `--rolls` with the public rolls file and their own, each die re-rolled from the seed it came from and every seed checked against the posted commitment. The GM, or anyone once the turn seed is revealed: DIR OUT, re-resolving DIR and comparing OUT byte for byte (maps by their pixels).

    {"\u0008"}
    Examples:
      gm verify --rolls turn-08/rolls/public.toml --rolls turn-08/rolls/sigmar.toml
      gm verify partida/turn-07 partida/turn-08
clihelp-verify-directory = The sealed turn directory (with OUT: the whole turn).
clihelp-verify-out = The resolved directory, with its rolls.toml and the turn seed.
clihelp-verify-rolls = A rolls file to check (rolls/public.toml, rolls/<faction>.toml); repeat it.
clihelp-verify-commitment = The commitment the GM posted before orders closed.
clihelp-verify-lang = Language of the messages: es or en (default: DIR's game, else es).
clihelp-reveal =
    Print what to post once a turn's secrets are over: the turn seed and every stream's seed. With them (and the turn directories) anyone checks the whole turn with `gm verify`.

    Example: gm reveal partida/turn-08 > revelado.toml
clihelp-reveal-out = A resolved directory (its rolls.toml is the GM's).
clihelp-chronicle =
    Write the campaign's chronicle: a static site of every turn's public report, standings charts, an animated map and a summary post for the forum.

    Example: gm chronicle partida --out cronica
clihelp-chronicle-game = The game's folder, holding its resolved turns turn-NN (never modified).
clihelp-chronicle-out = Where the site goes (default: GAME/chronicle, GAME/chronicle-<faction> with --faction).
clihelp-chronicle-faction = What this faction received (its reports and maps) instead of what was public.
clihelp-chronicle-lang = Language of the site: es or en (default: game.toml's, else es).
clihelp-rulesets =
    List the installed rulesets.

    Example: gm rulesets
clihelp-generate =
    Write a large synthetic game to benchmark with (it validates and resolves; public seed).

    Example: gm generate nuevo-amanecer big/turn-01 --factions 1000
clihelp-generate-ruleset = Ruleset id, with a generator of large games: { $generators }{ $no_generator }.
clihelp-generate-directory = The turn directory to create (e.g. big/turn-01).
clihelp-generate-factions = How many factions ({ $generate_factions }); in a ruleset whose players lead characters, characters.
clihelp-generate-seed = Seed for the synthetic world (same seed, same bytes).
clihelp-generate-force = Replace an existing DIR (atomically).
clihelp-orders =
    Read the players' text orders into DIR/orders.toml (a problem of the posts: every one at once, nothing written).

    A line not understood is listed, located, and kept in orders.toml for the player's report; chatter (a greeting, a header, a cheer) is skipped and listed.

    Example: gm orders partida/turn-07
clihelp-orders-directory = A turn directory holding orders/<faction>.txt (or one file with every post).
clihelp-orders-export = The other way: write orders/<faction>.txt from DIR/orders.toml.
clihelp-orders-force = Replace an existing orders.toml (with --export: existing .txt files).
clihelp-orders-lang = Language of the messages: es or en (default: game.toml's, else es).
clihelp-orders-strict = All or nothing: a line not understood refuses every post (default: it is told and the rest written).
clihelp-check =
    Check a faction's orders before the deadline: what would be refused and why; no dice, nothing written.

    Example: gm check partida/turn-07 --faction sigmar
clihelp-check-directory = A turn directory (text orders or orders.toml).
clihelp-check-faction = Only this faction's answer (its id or its name; case, accents and article as you like).
clihelp-check-as_json = Print JSON: per order its source, verdict, reason and message key.
clihelp-check-lang = Language of the answer: es or en (default: game.toml's, else es).
