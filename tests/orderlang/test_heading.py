"""A post written ship by ship (issue 24): a line naming only one of the faction's ships
(`Bortas`, `Rotarran:`) heads the lines under it, each read with that ship first; it is no
"no conozco la orden «Bortas»". A blank line or the next heading ends it; a line that reads
without it (`investigar armamento`) is nobody's."""

from __future__ import annotations

from pathlib import Path

from gm.engine.validate import validate_dir
from gm.orderlang.document import read_text_orders
from gm.orderlang.messages import say
from tests.text_posts import turn_with_posts

ROOT = Path(__file__).resolve().parents[2]
GAME = Path(__file__).parent / "players_extra" / "games" / "sector-turn-02"   # kli-1 Rotarran, kli-2 Bortas


def _read(tmp_path: Path, post: str):
    turn = turn_with_posts(tmp_path, GAME, {"klingon.txt": post}, name="turn-02")
    v = validate_dir(GAME)
    got = read_text_orders(turn, v.state, v.ruleset)
    entry = got.doc["factions"]["klingon"]
    errors = [say("es", p.message.key, **p.message.params) for p in got.problems if p.message.key != "orderlang.not_theirs"]
    unread = [(u["line"], u.get("kind")) for u in entry.get("unread", [])]
    return entry.get("orders", []), errors, unread


def test_a_ship_alone_on_a_line_heads_the_orders_under_it(tmp_path):
    orders, errors, unread = _read(tmp_path, "Bortas\nataca a la Federación\nmover a J4\n\n"
                                             "Rotarran:\n- ataca a los ferengi\ninvestigar armamento\n\n"
                                             "atacar a la Federación con Rotarran\n")
    assert orders == [{"type": "attack", "ships": ["kli-2"], "target": "federacion"},
                      {"type": "move", "ship": "kli-2", "to": "J4"},
                      {"type": "attack", "ships": ["kli-1"], "target": "ferengi"},
                      {"type": "research", "tech": "armamento"},
                      {"type": "attack", "ships": ["kli-1"], "target": "federacion"}], orders
    assert not any("Bortas" in e or "Rotarran" in e for e in errors), errors
    assert [n for n, _ in unread] == [1, 5]   # the headings: listed as not read, nothing lost


def test_under_a_heading_a_line_not_understood_is_told_for_what_it_says(tmp_path):
    orders, errors, _ = _read(tmp_path, "Bortas\nataca a Voyager\n")
    assert orders == []
    assert len(errors) == 1 and "«Voyager» no es un imperio" in errors[0] and "orden «Bortas»" not in errors[0], errors


def test_a_blank_line_ends_the_heading(tmp_path):
    orders, _, _ = _read(tmp_path, "Bortas\n\nataca a la Federación\n")
    assert orders == [{"type": "attack", "target": "federacion"}]   # nobody's: the turn refuses it, never guessed
