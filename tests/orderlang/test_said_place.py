"""A square the player says a piece stands on (`se quedan en H4`, `se atrinchera en F6`,
`sale de E4 hacia E6`) is checked against where the faction knows it stands: where it is,
the line reads as written; elsewhere it is asked ("¿quisiste decir en G6?"), never dropped
(a slip, or another piece meant). The games are the players' corpora's (test_players)."""

from __future__ import annotations

import pytest

from gm.orderlang.messages import say
from tests.orderlang.test_players import read

# (ruleset, line where it stands, the order it gives or None, the same line elsewhere)
LINES = [
    ("primordia", "los colonos se quedan en G6", {"type": "esperar", "unidad": "u2"}, "los colonos se quedan en H4"),
    ("primordia", "u3 se atrinchera en F6", {"type": "atrincherarse", "unidad": "u3"}, "u3 se atrinchera en F7"),
    ("sector", "fed-1 sale de E5 hacia E6", {"type": "move", "ship": "fed-1", "to": "E6"}, "fed-1 sale de E4 hacia E6"),
    ("sector", "fed-1 va de Tierra a E6", {"type": "move", "ship": "fed-1", "to": "E6"}, None),
    ("sector", "fed-1 se queda en E5", None, "fed-1 se queda en E6"),
    ("nuevo-amanecer", "Guardianes quietos en C3", None, "Guardianes quietos en C4"),
]


@pytest.mark.parametrize("rid,here,order,elsewhere", LINES, ids=[f"{r}:{h}" for r, h, _o, _e in LINES])
def test_a_square_said_is_where_the_piece_stands(rid, here, order, elsewhere):
    got, _ = read(rid, here)
    if order is None:  # staying put, where the ruleset has no order for it: told, no order
        assert got.order is None and [e.key for e in got.errors] == ["orderlang.stays_put"], got
    else:
        assert got.order == order and not got.errors, got
    if elsewhere is None:
        return
    got, _ = read(rid, elsewhere)
    words = [say("es", e.key, **e.params) for e in got.errors]
    assert len(words) == 1 and "no es donde está" in words[0] and "¿quisiste decir" in words[0], words
    square = elsewhere.split()[-1] if "hacia" not in elsewhere else elsewhere.split()[3]
    assert f"«{square}»" in words[0]
