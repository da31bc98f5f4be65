"""Issue 23: `gm check`'s `depends` says on what: the dice, with the odds where the rules fix
them (the ruleset's forecast: nuevo-amanecer's miracle die), plainly where they do not; and
an order of a kind whose result the others' orders may change (Ruleset.contested_orders,
data the judge reads) says so, applied or depending on the dice."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from gm import registry
from gm.cli import app
from tests import registered

ROOT = Path(__file__).resolve().parents[2]


def _check(tmp_path, game, fid, orders_toml, lang):
    turn = tmp_path / game
    if not turn.exists():
        shutil.copytree(ROOT / "sample_games" / game / "turn-01", turn)
    (turn / "orders.toml").write_text("turn = 1\n" + orders_toml, encoding="utf-8")
    text = CliRunner().invoke(app, ["check", str(turn), "--faction", fid, "--lang", lang]).stdout
    data = json.loads(CliRunner().invoke(app, ["check", str(turn), "--faction", fid, "--lang", lang, "--json"]).stdout)
    return text, data["factions"][0]["orders"]


@pytest.mark.parametrize(("lang", "odds"), [("es", "50 % de que salga bien"), ("en", "50% chance of success")])
def test_a_miracle_depends_on_the_dice_with_the_odds_the_rules_fix(tmp_path, lang, odds):
    text, [order] = _check(tmp_path, "nuevo-amanecer", "sigmar", '[factions.sigmar]\norders = [{type = "miracle", kind = "economico"}]\n', lang)
    # a miracle acts next turn, on what another god's battle this turn may take (contested_orders)
    assert (order["verdict"], order["odds"], order["others"]) == ("depends", 0.5, True)
    assert odds in text, text


@pytest.mark.parametrize(("lang", "plain", "others"), [
    ("es", "depende de los dados: se decide", "se ejecutaría si lo que ordenen los demás no lo cambia: "),
    ("en", "depends on the dice: decided", "would be carried out unless the others' orders change it: "),
])
def test_dice_with_no_forecast_and_orders_others_may_change(tmp_path, lang, plain, others):
    """Stealing a technology also needs the victim's level, which only the GM knows: no odds
    (research, a roll against the level's difficulty, has them: test_check_judge)."""
    text, (steal, move) = _check(tmp_path, "sector", "romulano",
                                 '[factions.romulano]\norders = [{type = "spy", action = "steal", target = "federacion", tech = "propulsion"},'
                                 ' {type = "move", ship = "rom-1", to = "F15"}]\n', lang)
    assert (steal["verdict"], steal["odds"]) == ("depends", None)
    assert (move["verdict"], move["others"]) == ("applied", True)
    lines = text.splitlines()
    assert any(line.startswith("1.") and plain in line for line in lines), text
    assert any(line.startswith("2.") and others in line and not line.endswith(")") for line in lines), text


@pytest.mark.parametrize("rid", registered.RULESETS)
def test_contested_orders_are_order_kinds_of_the_ruleset(rid):
    """The data names kinds the orders schema has: a misspelt kind would silently say nothing."""
    ruleset = registry.get(rid)
    schema = json.loads((ruleset.schema_dir() / "orders.schema.json").read_text(encoding="utf-8"))
    kinds = set(re.findall(r'"const": "([a-z_]+)"', json.dumps(schema)))
    assert ruleset.contested_orders and set(ruleset.contested_orders) <= kinds


@pytest.mark.parametrize(("lang", "said"), [("es", "se ejecutaría"), ("en", "would be carried out")])
def test_a_die_already_rolled_on_the_forum_is_said_not_depended_on(tmp_path, lang, said):
    """nuevo-amanecer turn 3: dice.toml records Gorkamorka's miracle die, rolled on the forum
    (5: it succeeds). gm check answers with that die, as resolve will: applied, in the
    words of the report, never «depende de los dados»."""
    from gm.engine.pipeline import resolve_files
    from tests.orderlang.samples import steps

    turn = list(steps("nuevo-amanecer", tmp_path))[2].turn_dir
    assert "gorkamorka/1" in (turn / "dice.toml").read_text(encoding="utf-8")
    data = json.loads(CliRunner().invoke(app, ["check", str(turn), "--faction", "gorkamorka", "--lang", lang, "--json"]).stdout)
    [order] = data["factions"][0]["orders"]
    outcome = resolve_files(turn, fmt="markdown").context.outcomes[("gorkamorka", 1)]
    assert outcome.applied and outcome.params["success"]
    assert (order["verdict"], order["key"]) == ("applied", outcome.key)
    text = CliRunner().invoke(app, ["check", str(turn), "--faction", "gorkamorka", "--lang", lang]).stdout
    assert said in text.splitlines()[1], text


def test_a_recorded_die_that_does_not_fit_is_the_gms_file_error(tmp_path):
    """A forum die dice.toml records that the roll cannot show (9 on a d6): gm check says
    which file and key, as resolve does (exit 1, no traceback)."""
    from tests.orderlang.samples import steps

    turn = list(steps("nuevo-amanecer", tmp_path))[2].turn_dir
    (turn / "dice.toml").write_text('"t03/miracle/gorkamorka/1" = [9]\n', encoding="utf-8")
    result = CliRunner().invoke(app, ["check", str(turn), "--faction", "gorkamorka"])
    assert result.exit_code == 1 and (result.exception is None or isinstance(result.exception, SystemExit)), result.exception
    assert "dice.toml" in result.stderr and "t03/miracle/gorkamorka/1" in result.stderr, result.stderr
