"""Issue 23 §5: the order form is made by the one judge. Every example line of every sample
game's order forms (a placeholder aside: the player must choose), uncommented and posted as
the faction's orders for the next turn, is accepted by `gm check`: no line it would reject,
none it cannot read."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from gm.engine.pipeline import resolve_files

ROOT = Path(__file__).resolve().parents[2]
FENCE = re.compile(r"## (?:Tus órdenes para el turno|Your orders for turn) \d+\n\n.*?\n\n```\n(.*?)```\n", re.S)
GAMES = ("nuevo-amanecer", "sector", "eraide", "primordia")


def form_examples(report: str) -> list[str]:
    """The example lines of a report's form, uncommented (those with a placeholder left out)."""
    found = FENCE.search(report)
    if not found:
        return []
    lines = found.group(1).splitlines()
    at = next((i for i, line in enumerate(lines) if line.startswith(("# nota:", "# note:"))), None)
    return [line[2:] for line in lines[at + 1:] if line.startswith("# ") and "<" not in line] if at is not None else []


def failing_lines(game: str, lang: str = "es") -> list[str]:
    """Each example line of each faction's form, read as gm reads a post and judged alone
    (the one judge of gm check, on the state the form was written for): those it would not
    read or would reject, with why."""
    from gm.engine.judge import judge
    from gm.orderlang.parse import parse_line
    from gm.orderlang.phrasebook import load
    from gm.orderlang.values import Scope

    res = resolve_files(ROOT / "sample_games" / game / "turn-01", lang=lang)
    state, ruleset = res.next_state, res.context.ruleset
    langs = (lang,) + tuple(x for x in ("es", "en") if x != lang)
    bad = []
    for rel in sorted(r for r in res.files if r.startswith("reports/")):
        fid = rel[len("reports/"):].rsplit(".", 1)[0]
        for line in form_examples(res.files[rel].decode("utf-8")):
            got = parse_line(line, Scope(load(ruleset.id), lang, state, fid), langs)
            if got.errors or got.order is None:
                bad.append(f"{fid}: {line} — not read")
                continue
            [verdict] = judge(state, ruleset, fid, {"orders": [got.order]}, lang, probes=("probe-1",)).verdicts
            if verdict.verdict == "rejected":
                bad.append(f"{fid}: {line} — {verdict.key}")
    return bad


@pytest.mark.parametrize("game", GAMES)
def test_every_form_line_of_the_samples_passes_gm_check(game):
    assert failing_lines(game) == []


def test_a_faction_placeholder_line_stays_only_if_some_faction_it_knows_passes(tmp_path):
    """gorkamorka's turn-3 form offered `comerciar con <facción>` and `aliarse con <facción>`
    with no god in contact: every filling the player could write was rejected by the turn."""
    from gm.engine.pipeline import resolve_files
    from tests.orderlang.samples import steps

    turn = list(steps("nuevo-amanecer", tmp_path))[2].turn_dir
    form = resolve_files(turn, fmt="markdown").files["reports/gorkamorka.md"].decode()
    assert "# declarar guerra a <facción>" in form
    assert "comerciar con <facción>" not in form and "aliarse con <facción>" not in form
