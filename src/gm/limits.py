"""How much gm reads and says: the size of each file of a turn directory (checked on the
bytes, before any parsing, and named in the refusal) and the problems listed at once.

One place for every command: the loader (gm.engine.gamedir) reads each file with its
limit, `gm validate` caps its list with MAX_SHOWN, and so does every other command that
lists problems (a GameDataError, gm.errors); gm.orderlang's post limits (its own
limits.py) sit beside these. The sizes bound the work per file: what takes time is
linear in the bytes (parsing, the schema, the lines), so a file at its limit validates
in seconds (docs/robustness.md), and anything larger is a mistake, not a game.
"""

from __future__ import annotations

MIB = 1024 * 1024

# bytes of each file of a turn directory (a generated 1,000-god nuevo-amanecer game.toml is
# 0.65 MiB; a sector empire that has seen the whole 200x200 map knows 40,000 sectors, ~2 MiB)
MAX_GAME_BYTES = 8 * MIB       # game.toml: the world
MAX_FACTION_BYTES = 4 * MIB    # factions/<id>.toml: one faction
MAX_ORDERS_BYTES = 4 * MIB     # orders.toml: every faction's orders (1,000 factions: 0.2 MiB)
MAX_DICE_BYTES = 1 * MIB       # dice.toml: dice recorded by hand
MAX_SEAL_BYTES = 1 * MIB       # seal.toml: gm seal's commitment
MAX_FILE_BYTES = MAX_GAME_BYTES  # any other TOML file gm reads (rolls.toml, a secret's folder)

# where each limit applies: the file's path in the turn directory (a folder: its files)
FILE_LIMITS = {"game.toml": ("MAX_GAME_BYTES", MAX_GAME_BYTES), "factions/": ("MAX_FACTION_BYTES", MAX_FACTION_BYTES),
               "orders.toml": ("MAX_ORDERS_BYTES", MAX_ORDERS_BYTES), "dice.toml": ("MAX_DICE_BYTES", MAX_DICE_BYTES),
               "seal.toml": ("MAX_SEAL_BYTES", MAX_SEAL_BYTES)}

MAX_SHOWN = 100                # problems listed at once; one last line counts the others
MAX_SCANNED_PER_FILE = 1_000   # schema errors examined per file (beyond: "more than"): ~0.4 ms each


def file_limit(rel: str) -> tuple[str, int]:
    """(the limit's name, its bytes) for a file of a turn directory."""
    for where, limit in FILE_LIMITS.items():
        if rel == where or (where.endswith("/") and rel.startswith(where)):
            return limit
    return "MAX_FILE_BYTES", MAX_FILE_BYTES
