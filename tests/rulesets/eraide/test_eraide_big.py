"""Boards up to 100 x 100 (columns A..CV) and the large generated battle (`gm generate`)."""
import json
import re
from pathlib import Path

from gm.geometry import squaregrid as sg
from gm.geometry.letters import column_letters
from gm.generate import generate
from gm.engine.state import GameState
from gm.engine.validate import validate_dir
from gm.rulesets.eraide.reports import column_header

ROOT = Path(__file__).resolve().parents[3]
SCHEMAS = ROOT / "schemas" / "eraide"


def square_patterns():
    """Every `pattern` of a square in the three schemas (game, faction, orders)."""
    out = []
    for name in ("game", "faction", "orders"):
        text = (SCHEMAS / f"{name}.schema.json").read_text()
        out += re.findall(r'"pattern": "(\^\[A-Z\][^"]*)"', text)
    return sorted(set(out))


def test_multi_letter_columns_round_trip_on_a_100_by_100_board():
    labels = set()
    for x in range(100):
        for y in range(100):
            s = sg.Square(x, y)
            label = sg.format(s)
            assert sg.parse(label) == s, label
            labels.add(label)
    assert len(labels) == 10_000
    assert [sg.format(sg.Square(x, 0)) for x in (0, 25, 26, 27, 51, 52, 99)] == ["A1", "Z1", "AA1", "AB1", "AZ1", "BA1", "CV1"]
    assert sg.parse("CV100") == sg.Square(99, 99) and sg.parse("ab40") == sg.Square(27, 39)


def test_the_schemas_accept_every_square_of_a_100_by_100_board():
    patterns = square_patterns()
    assert patterns, "no square pattern found"
    for p in patterns:
        rx = re.compile(p)
        for x in range(100):
            for y in (0, 9, 99):
                assert rx.match(sg.format(sg.Square(x, y))), (p, x, y)
        for bad in ("A0", "a1", "1A", "AAAA1", "A1000", ""):
            assert not rx.match(bad), (p, bad)
    game = json.loads((SCHEMAS / "game.schema.json").read_text())
    board = game["properties"]["board"]["properties"]
    assert board["terrain"]["maxItems"] >= 100 and "100}" in board["terrain"]["items"]["pattern"]
    assert board["levels"]["maxItems"] >= 100 and "100}" in board["levels"]["items"]["pattern"]


def test_text_board_header_for_wide_boards():
    assert column_header(12) == ["    A B C D E F G H I J K L"]
    two = column_header(28)
    assert len(two) == 2 and two[0].endswith("A A") and two[1].endswith("Z A B")
    # each column's letters stand in its own column of characters
    for x in (0, 25, 26, 27):
        assert two[0][4 + 2 * x].strip() + two[1][4 + 2 * x] == column_letters(x)


def test_generated_battle_validates_and_resolves(tmp_path, arena):
    info = generate("eraide", 30, tmp_path / "turn-01")
    assert "100x100" in info["describe"].text("en") and info["orders"] == 30
    v = validate_dir(tmp_path / "turn-01")
    assert v.ok, [p.format() for p in v.problems[:5]]
    state = v.state
    ctx = arena.run(state, seed="big")
    keys = [o.key for o in ctx.outcomes.values()]
    assert len(keys) == 30 and "engine.order_not_processed" not in keys
    kinds = set(arena.kinds(ctx))
    # a talent used: its outcome (an attack talent is told by its attack line, not eraide.ev.talent)
    for k in ("eraide.ev.attack", "eraide.ev.stepped", "eraide.ev.ran", "eraide.done.talent", "eraide.ev.check",
              "eraide.ev.relegated"):
        assert k in kinds, k
    assert sum(o.applied for o in ctx.outcomes.values()) >= 15
    board = state.game["board"]
    assert len(board["terrain"]) == 100 and {len(r) for r in board["terrain"]} == {100}
    assert set("#o+/O_") <= set("".join(board["terrain"])) and set("0123") <= set("".join(board["levels"]))
    # the next state is still valid
    game, factions = ctx.model.to_state()
    assert arena.ruleset.check(GameState(game, factions, {"turn": 2})) == []
