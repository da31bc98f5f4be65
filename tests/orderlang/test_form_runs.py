"""Issue 26: the order form's whole-form judging grew with the square of the factions (one
turn of the whole world per faction). The forms with no line of a contested kind are
judged in one turn (gm.engine.judge.refusals_all), and a faction's orders judged alone
once are not judged again."""

from __future__ import annotations

from gm.engine.pipeline import resolve_files
from tests.orderlang.test_check_form import ROOT


def _sample(game: str):
    res = resolve_files(ROOT / "sample_games" / game / "turn-01", fmt="markdown")
    state, ruleset = res.next_state, res.context.ruleset
    doc = (ROOT / "sample_games" / game / "turn-01" / "orders.toml").read_text("utf-8")
    import tomllib

    given = {fid: entry.get("orders", []) for fid, entry in tomllib.loads(doc)["factions"].items() if fid in state.factions}
    return state, ruleset, given


def test_orders_no_other_faction_can_change_get_their_lone_refusals_in_one_turn():
    """Every god's research and armies given at once: each god's refusals (which orders,
    in the report's words) are those `gm check` gives it alone (the form relies on it)."""
    from gm.engine.judge import judge, refusals_all

    state, ruleset, given = _sample("nuevo-amanecer")
    contested = ruleset.contested_orders
    orders = {fid: [o for o in listed if o["type"] not in contested] * 2 for fid, listed in given.items()}  # twice: some refused
    at_once = refusals_all(state, ruleset, orders)
    alone = {}
    for fid, listed in orders.items():
        verdicts = judge(state, ruleset, fid, {"orders": listed}, probes=("probe-1",)).verdicts
        alone |= {(fid, v.number): (v.key, v.params) for v in verdicts if v.verdict == "rejected"}
    assert alone and at_once == alone


def test_a_faction_s_orders_judged_alone_once_are_not_judged_again(monkeypatch):
    import gm.engine.judge as judge_module
    from gm.orderlang.formjudge import _solo

    state, ruleset, given = _sample("nuevo-amanecer")
    fid = sorted(given)[0]
    calls = []
    real = judge_module.judge
    monkeypatch.setattr(judge_module, "judge", lambda *a, **k: calls.append(a[2]) or real(*a, **k))
    seen: dict = {}
    first = _solo(state, ruleset, "es", fid, given[fid], seen)
    assert _solo(state, ruleset, "es", fid, list(given[fid]), seen) == first
    assert calls == [fid]
