"""Another empire's ship is known by the designation its reports give it, never by its id or
its name (sector: the Klingon's sensors show the Ferengi ship Aurora, fer-1, as «K5-1»: an id
or a name from the race's list would tell how many ships the Ferengi have built). A text
order naming it by name or id reads as one naming nothing (the same words), no "se esperaba
uno de" list and no order form offers them. Found by a rival's play: `interceptar Voyager
con Rotarran` listed «Aurora»; then the id fer-1 in every report."""

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
    assert "Aurora" not in " ".join(secret[1]) and "fer-1" not in " ".join(secret[1]) and "K5-1" in " ".join(secret[1])


def test_its_id_reads_as_nothing_known_too():
    assert _words("interceptar fer-1 con Rotarran") == _words("interceptar fer-9 con Rotarran")
    assert _words("interceptar fer-1 con Rotarran")[0] == {"type": "intercept", "ship": "kli-1"}


def test_the_designation_its_reports_show_is_read():
    for line in ("interceptar K5-1 con Rotarran", "Rotarran intercepta a la nave ferengi K5-1"):
        order, errors = _words(line)
        assert order == {"type": "intercept", "ship": "kli-1", "target": "k5-1"} and not errors, line


def test_the_order_forms_fillings_name_it_as_its_reports_do():
    shown = {option.text for option in _theirs("ships", _scope())}
    assert shown == {"K5-1"}, shown
