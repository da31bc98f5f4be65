"""Each private report ends with the faction's order form for the next turn: its things by
name and an example line per order it can give, commented out. Pasted back unchanged it
sends nothing; an example without placeholders, uncommented, is an order gm reads."""

from __future__ import annotations

import re

import pytest

from gm.engine.validate import validate_dir
from gm.orderlang.document import read_text_orders
from tests.orderlang.samples import CHAINS, steps

FENCE = re.compile(r"## (?:Tus órdenes para el turno|Your orders for turn) \d+\n\n.*?\n\n```\n(.*?)```\n", re.S)


def _write(res, out):
    for rel, data in res.files.items():
        p = out / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(data)


@pytest.mark.parametrize("game", sorted(g for g in CHAINS if g != "nuevo-amanecer-ejemplo"))
@pytest.mark.parametrize("lang", ["es", "en"])
def test_private_reports_end_with_an_order_form_gm_reads(game, lang, tmp_path):
    from gm.engine.pipeline import resolve_files

    step = next(steps(game, tmp_path / "in"))
    res = resolve_files(step.turn_dir, lang=lang)
    out = tmp_path / "out"
    _write(res, out)
    (out / "orders.toml").unlink()
    (out / "orders").mkdir()
    v = validate_dir(step.turn_dir)
    for fid in sorted(v.state.factions):
        report = res.files[f"reports/{fid}.md"].decode()
        found = FENCE.search(report)
        assert found and report.rstrip().endswith("```"), fid
        form = found.group(1)
        assert form.startswith("# ")
        (out / "orders" / f"{fid}.txt").write_text(form, encoding="utf-8")
        nxt = validate_dir(out).state
        got = read_text_orders(out, nxt, v.ruleset, only=fid)
        assert got.problems == [] and not got.doc["factions"].get(fid, {}).get("orders"), fid
        examples = [line[2:] for line in form.splitlines()[1:] if line.startswith("# ") and "<" not in line]
        examples = [e for e in examples if not e.startswith(("Tus ", "Your ", "nota", "note"))]
        (out / "orders" / f"{fid}.txt").write_text("\n".join(examples) + "\n", encoding="utf-8")
        got = read_text_orders(out, nxt, v.ruleset, only=fid)
        assert [p.format() for p in got.problems] == [], fid
        assert len(got.doc["factions"].get(fid, {}).get("orders", [])) == len(examples), fid
        (out / "orders" / f"{fid}.txt").unlink()
