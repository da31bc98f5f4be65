"""The toy game's turn 7, the one the engine tests resolve (and its golden copy, tests/golden.py)."""

from __future__ import annotations

import textwrap
from pathlib import Path


def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text).lstrip(), encoding="utf-8")


def write_sample_turn(root: Path) -> Path:
    """The toy game's turn 7 written under root/turn-07 (the engine tests' turn and its golden)."""
    d = root / "turn-07"
    write(d / "game.toml", """
        ruleset = "toy"
        turn = 7
        game_id = "toy-game"
        title = "Toy game"
        seed = "public-test-seed"
        """)
    write(d / "factions" / "sigmar.toml", """
        id = "sigmar"
        name = "Sigmar *the* <b>Great</b> [b]x[/b]"
        gold = 10
        """)
    write(d / "factions" / "orkos.toml", """
        id = "orkos"
        name = "Orkos"
        gold = 3
        """)
    write(d / "orders.toml", """
        turn = 7

        [factions.sigmar]
        note = "¡Por Sigmar!"

        [[factions.sigmar.orders]]
        type = "give"
        to = "orkos"
        amount = 2

        [[factions.sigmar.orders]]
        type = "pray"

        [[factions.orkos.orders]]
        type = "give"
        to = "sigmar"
        amount = 500
        """)
    return d
