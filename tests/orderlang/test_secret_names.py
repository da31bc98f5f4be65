"""Another faction's name for its thing is its own secret where the faction's reports show
that thing by id only (sector: a Ferengi ship is «fer-1» in the Klingon's sensors, its name
Aurora is the Ferengi's): a text order naming it by that name reads as one naming nothing
(the same words), no "se esperaba uno de" list and no order form offers it. Found by a
rival's play: `interceptar Voyager con Rotarran` listed «Aurora»."""

from __future__ import annotations

from pathlib import Path

from gm.engine.validate import validate_dir
from gm.orderlang.fillings import _theirs
from gm.orderlang.messages import say
from gm.orderlang.parse import parse_line
from gm.orderlang.phrasebook import load
from gm.orderlang.values import Scope

GAME = Path(__file__).parent / "players_extra" / "games" / "sector-turn-02"  # the Klingon see fer-1 (Aurora) at K5


def _scope() -> Scope:
    return Scope(load("sector"), "es", validate_dir(GAME).state, "klingon")


def _words(line: str) -> tuple[dict | None, list[str]]:
    got = parse_line(line, _scope(), ("es",))
    return got.order, [say("es", e.key, **e.params).replace(line.split()[1], "«…»") for e in got.errors]


def test_a_secret_name_reads_as_nothing_known_and_is_never_suggested():
    secret, nothing = _words("interceptar Aurora con Rotarran"), _words("interceptar Voyager con Rotarran")
    assert secret == nothing and secret[1], secret
    assert "Aurora" not in " ".join(secret[1]) and "fer-1" in " ".join(secret[1])


def test_the_id_its_reports_show_is_read():
    order, errors = _words("interceptar fer-1 con Rotarran")
    assert order == {"type": "intercept", "ship": "kli-1", "target": "fer-1"} and not errors


def test_the_order_forms_fillings_name_it_as_its_reports_do():
    shown = {option.text for option in _theirs("ships", _scope())}
    assert "fer-1" in " ".join(shown) and not any("Aurora" in w for w in shown), shown
