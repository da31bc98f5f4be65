"""Resource caps. A roll is player-visible and must finish quickly whatever the text says."""

MAX_DICE_PER_ROLL = 1000   # dice drawn in one roll, rerolls and explosions included
MAX_COUNT = 1000           # N in NdS
MAX_SIDES = 10000          # S in NdS
MAX_REROLLS = 100          # rerolls of one die with `r` before its last face stands
MAX_EXPLOSIONS = 100       # extra dice one die may add with `e` / `!`
MAX_REPEAT = 100           # N in Nx(expr)
MAX_EXPR_LENGTH = 1000     # characters
MAX_NESTING = 50           # parentheses / unary minus depth (keeps recursion shallow)
MAX_ODDS_SUPPORT = 200_000  # distinct values or operand pairs an exact distribution may hold
