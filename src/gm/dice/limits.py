"""Resource caps. A roll is player-visible and must finish quickly whatever the text says."""

MAX_DICE_PER_ROLL = 1000   # dice drawn in one roll, rerolls and explosions included
MAX_COUNT = 1000           # N in NdS
MAX_SIDES = 10000          # S in NdS
MAX_REROLLS = 100          # rerolls of one die with `r` before its last face stands
MAX_EXPLOSIONS = 100       # extra dice one die may add with `e` / `!`
MAX_REPEAT = 100           # N in Nx(expr)
MAX_EXPR_LENGTH = 1000     # characters
MAX_NESTING = 50           # parentheses / unary minus depth (keeps recursion shallow)
# Exact odds (`gm odds`, docs/robustness.md): every accepted expression answers within about
# a second; beyond these it is refused at once, naming the limit.
MAX_ODDS_SUPPORT = 20_000       # distinct values of an exact distribution (rows printed)
MAX_ODDS_DIGITS = 5_000_000     # values x digits of their weights (1000d6: 3.9 million)
MAX_ODDS_WEIGHT_DIGITS = 4_300  # digits of one exact fraction: Python writes no longer int
MAX_ODDS_PAIRS = 1_000_000      # value pairs combined by *, /, a comparison
MAX_ODDS_WORK = 1_000_000       # estimated steps of all the work (units: about a microsecond)
MAX_ODDS_VALUE_DIGITS = 300     # digits of a possible value: its mean and chances are shown as floats (1e308 at most)
