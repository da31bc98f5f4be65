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
    from gm.orderlang.formjudge import _solo_each

    state, ruleset, given = _sample("nuevo-amanecer")
    fid = sorted(given)[0]
    calls = []
    real = judge_module.judge
    monkeypatch.setattr(judge_module, "judge", lambda *a, **k: calls.append(a[2]) or real(*a, **k))
    seen: dict = {}
    first = _solo_each(state, ruleset, "es", {fid: given[fid]}, seen)
    assert _solo_each(state, ruleset, "es", {fid: list(given[fid])}, seen) == first
    assert calls == [fid]


def _generated(rid: str, n: int, tmp_path):
    import tomllib

    from gm.engine.validate import validate_dir
    from gm.generate import generate

    generate(rid, n, tmp_path / "turn-01", seed="bench")
    v = validate_dir(tmp_path / "turn-01")
    doc = tomllib.loads((tmp_path / "turn-01" / "orders.toml").read_text("utf-8"))
    return v.state, v.ruleset, {fid: entry.get("orders", []) for fid, entry in sorted(doc["factions"].items())}


def test_factions_whose_orders_cannot_reach_each_other_share_a_turn_and_get_their_lone_verdicts(tmp_path, monkeypatch):
    """Issue 26: judged alone, a faction a turn, the form grew with the square of the
    factions. Gods apart (Ruleset.order_reach) share one turn, and each gets the verdicts
    `gm check` gives it alone: every god's generated orders, twice (some refused), both ways."""
    import gm.engine.turn as turn_module
    from gm.engine.judge import judge, judge_each

    state, ruleset, given = _generated("nuevo-amanecer", 30, tmp_path)
    runs = []
    real = turn_module.run_phases
    monkeypatch.setattr(turn_module, "run_phases", lambda *a, **k: runs.append(1) or real(*a, **k))
    shared = judge_each(state, ruleset, {fid: {"orders": o * 2} for fid, o in given.items()}, probes=("probe-1",))
    assert len(runs) < len(given) / 2
    alone = {fid: judge(state, ruleset, fid, {"orders": o * 2}, probes=("probe-1",)).verdicts for fid, o in given.items()}
    assert shared == alone
    assert any(v.verdict == "rejected" for vs in alone.values() for v in vs) and any(v.others for vs in alone.values() for v in vs)
