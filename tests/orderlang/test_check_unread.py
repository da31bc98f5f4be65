"""Issue 23: `gm check` after `gm orders` wrote orders.toml tells the post's lines not
understood as it does when it reads the post itself: located (file:line), the line as
written, in the text and the --json answer, es and en; such a line makes the answer unclean."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from gm.cli import app

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "sample_games" / "nuevo-amanecer"
BAD = "mober Exploradores a F3"


@pytest.fixture
def posted(tmp_path):
    turn = tmp_path / "turn-01"
    shutil.copytree(SAMPLE / "turn-01", turn)
    (turn / "orders.toml").unlink()
    shutil.copytree(SAMPLE / "orders" / "turn-01", turn / "orders")
    post = turn / "orders" / "sigmar.txt"
    lines = post.read_text(encoding="utf-8").splitlines()
    post.write_text("\n".join(lines + [BAD]) + "\n", encoding="utf-8")
    return turn, len(lines) + 1


@pytest.mark.parametrize("toml", [False, True], ids=["text", "orders.toml"])
@pytest.mark.parametrize(("lang", "words"), [("es", "línea no entendida «{}»"), ("en", "line “{}” not understood")])
def test_check_tells_lines_not_understood_located(posted, toml, lang, words):
    turn, number = posted
    runner = CliRunner()
    if toml:
        assert runner.invoke(app, ["orders", str(turn)]).exit_code == 0
        assert "unread" in (turn / "orders.toml").read_text(encoding="utf-8")
    result = runner.invoke(app, ["check", str(turn), "--faction", "sigmar", "--lang", lang])
    assert result.exit_code == 1, result.stdout + result.stderr  # a line not understood: not clean
    told = [line for line in result.stdout.splitlines() if BAD in line]
    assert len(told) == 1 and told[0].startswith(f"- orders/sigmar.txt:{number}: " + words.format(BAD)), result.stdout
    result = runner.invoke(app, ["check", str(turn), "--faction", "sigmar", "--lang", lang, "--json"])
    [faction] = json.loads(result.stdout)["factions"]
    assert not faction["clean"]
    [unread] = faction["unread"]
    assert (unread["source"], unread["line"]) == (f"orders/sigmar.txt:{number}", BAD)
    assert unread["problem"].startswith(words.format(BAD))


@pytest.mark.parametrize("lang", ["es", "en"])
def test_check_counts_the_orders_the_report_counts(posted, lang):
    """Issue 23: check said 'De nueve órdenes … una línea no se entiende' where the report
    said 'Órdenes recibidas: ocho': a line not understood is no order; both count the orders
    alike, and check tells the line apart, in words under ten."""
    from gm.engine.pipeline import resolve_files
    from gm.text.i18n import say

    turn, _ = posted
    runner = CliRunner()
    result = runner.invoke(app, ["check", str(turn), "--faction", "sigmar", "--lang", lang])
    res = resolve_files(turn, lang=lang, fmt="markdown")
    report = res.files["reports/sigmar.md"].decode()
    outcomes = [o for o in res.context.outcomes.values() if o.order.faction == "sigmar"]
    total = len(outcomes)
    counted = say(lang, "orders.count", total=total, applied=sum(o.applied for o in outcomes),
                  rejected=sum(not o.applied for o in outcomes)).split(" (")[0]
    assert counted in report, report
    words = say(lang, f"number.word.{total}")
    [tally] = [line for line in result.stdout.splitlines() if line.startswith(("De ", "Of "))]
    assert tally.startswith({"es": f"De {words} órdenes: ", "en": f"Of {words} orders: "}[lang]), tally
    line = {"es": "una línea no se entiende (no es una orden)", "en": "one line is not understood (it is not an order)"}[lang]
    assert line in tally, tally
