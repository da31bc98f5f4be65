"""A standing order kept in game.toml that no longer holds (play-test O4) is said at its
line in game.toml, as a standing order from an earlier turn: it was located at an
unrelated line of orders.toml, where the GM could not find it."""

from __future__ import annotations

import shutil
from pathlib import Path

from gm.engine.validate import validate_dir

ROOT = Path(__file__).resolve().parents[2]
STANDING = '''
[missed_orders]
policy = "standing"

[missed_orders.standing]
klingon = [
    { type = "research", tech = "armamento" },
    { ship = "kli-9", to = "P9", type = "move" },
]
'''


def test_a_stale_standing_order_is_located_in_game_toml(tmp_path):
    turn = tmp_path / "turn-01"
    shutil.copytree(ROOT / "sample_games" / "sector" / "turn-01", turn)
    (turn / "orders.toml").write_text("turn = 1\n", encoding="utf-8")
    with open(turn / "game.toml", "a", encoding="utf-8") as fh:
        fh.write(STANDING)
    line = (turn / "game.toml").read_text("utf-8").splitlines().index('    { ship = "kli-9", to = "P9", type = "move" },') + 1
    result = validate_dir(turn)
    # a player's order (kept from an earlier turn) is rejected, not blocking: a warning now,
    # an error before; either way it is said at its line of game.toml, and only there
    said = [p.format() for p in result.errors + result.warnings]
    assert len(said) == 1, said
    where = f"game.toml:{line}: "
    assert said[0].startswith(where), said
    text = said[0][len(where):].removeprefix("aviso: ")
    assert text.startswith("«orden permanente n.º 2 de Imperio Klingon, guardada en un turno anterior (siempre:) en "
                           "missed_orders.standing.klingon; bórrala de ahí si ya no vale»: "), said
    assert text.endswith("«kli-9» no es una de tus naves activas; se esperaba una de: Bortas, Rotarran"), said
