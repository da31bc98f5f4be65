"""Validation beyond the schemas (checks.CHECKS: OF_FILES, then OF_ORDERS): the problems in the game's language."""

import copy
import tomllib
from pathlib import Path

from gm.engine.state import GameState
from gm.registry import get
from gm.rulesets.primordia.checks import CHECKS, FACTION_CHECKS, UNIT_CHECKS

SAMPLE = Path(__file__).resolve().parents[3] / "sample_games" / "primordia" / "turn-01"


def _state() -> GameState:
    game = tomllib.loads((SAMPLE / "game.toml").read_text(encoding="utf-8"))
    factions = {p.stem: tomllib.loads(p.read_text(encoding="utf-8")) for p in (SAMPLE / "factions").glob("*.toml")}
    return GameState(game, factions, tomllib.loads((SAMPLE / "orders.toml").read_text(encoding="utf-8")))


def test_checks_are_small_named_functions():
    assert all(callable(c) and c.__name__ for c in CHECKS + FACTION_CHECKS + UNIT_CHECKS)
    assert get("primordia").check(_state()) == []


def test_problems_in_spanish_and_english():
    state = _state()
    state = GameState(copy.deepcopy(state.game), copy.deepcopy(state.factions), copy.deepcopy(state.orders))
    state.factions["tuarian"]["units"]["u1"]["hex"] = "Z99"
    state.factions["tuarian"]["abilities"] = ["fertiles"]
    state.orders["factions"]["tuarian"]["orders"].append({"type": "esperar", "unidad": "u77"})
    problems = {p.path: p for p in get("primordia").check(state)}
    hexp, abil, order = problems[("units", "u1", "hex")], problems[("abilities",)], problems[("factions", "tuarian", "orders", 6, "unidad")]
    assert hexp.message.text("es") == "la casilla Z99 no está en el mapa"
    assert hexp.message.text("en") == "found hex Z99, expected a hex on the map"
    assert abil.message.text("es") == "hay una habilidad racial; se esperaban 2"
    assert abil.message.text("en") == "found 1 racial ability, expected 2"
    assert order.severity == "warning" and "«u77» no es una de tus unidades" in order.message.text("es")


def test_the_government_one_has_and_an_alliance_declared_before_are_refused_without_news(tmp_path):
    """Play-test F3: the form offered `gobierno Tribu` to a Tribu and `alianza con Tuarian` to
    their allies; each passed and made public news of a change that was none."""
    from tests.rulesets.primordia.scenario import build, faction, outcome, resolve, settlement, text

    terales = faction("terales", settlements={"s1": settlement("Teralia", "E4")}, allies=["tuarian"])
    tuarian = faction("tuarian", settlements={"s1": settlement("Tuaria", "D4")})
    orders = {"terales": [{"type": "gobierno", "gobierno": "tribu"}, {"type": "alianza", "faccion": "tuarian"}]}
    res = resolve(build(tmp_path / "g", {"terales": terales, "tuarian": tuarian}, orders))
    assert not outcome(res, "terales", 1).applied
    assert not outcome(res, "terales", 2).applied
    mine = text(res, "reports/terales.md")
    assert "Ya tienes ese gobierno: Tribu." in mine, mine
    assert "Ya tienes una alianza declarada con los Tuarian." in mine, mine
    public = text(res, "report.md")
    assert "Nuevo gobierno" not in public and "Alianza declarada" not in public, public
