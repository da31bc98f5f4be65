"""The real sample games: a resolve killed with SIGKILL at random moments leaves no
output directory and the input unchanged; two resolves racing for one output: one wins
whole, the other refuses."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.robustness.common import ROOT, RULESETS, copy_sample, examples


def _env() -> dict:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT / "src"), str(ROOT), env.get("PYTHONPATH", "")])
    env.pop("GM_DEBUG", None)
    return env


def _resolve(turn: Path, out: Path, **kw) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "gm", "resolve", str(turn), "--out", str(out), "--seed", "race"],
                            env=_env(), stdout=subprocess.DEVNULL, **kw)


def snapshot(d: Path) -> dict:
    return {str(p.relative_to(d)): p.read_bytes() for p in sorted(d.rglob("*")) if p.is_file()}


def _whole(out: Path, reference: dict) -> None:
    assert snapshot(out) == reference, "an output directory differs from a complete resolve"


@pytest.mark.parametrize("rid", RULESETS)
def test_sigkill_leaves_no_output(rid, tmp_path):
    turn = copy_sample(rid, tmp_path)
    before = snapshot(turn)
    ref_out = tmp_path / "reference"
    assert _resolve(turn, ref_out).wait() == 0
    reference = snapshot(ref_out)
    rng = random.Random(rid)
    for i in range(examples(4, 40)):
        out = tmp_path / f"killed-{i}"
        proc = _resolve(turn, out)
        time.sleep(rng.uniform(0.0, 0.8))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        if out.exists():  # it finished before the kill: then it must be whole
            _whole(out, reference)
    assert snapshot(turn) == before, "the input directory changed"
    leftovers = [p.name for p in tmp_path.iterdir() if p.name.startswith(".gm-tmp-")]
    # a killed run may leave its hidden temporary; the next resolve removes stale ones
    if leftovers:
        assert _resolve(turn, tmp_path / "after").wait() == 0
        assert not [p for p in tmp_path.iterdir() if p.name.startswith(".gm-tmp-") and p.name in leftovers]


@pytest.mark.parametrize("rid", RULESETS)
def test_racing_resolves_one_wins_whole(rid, tmp_path):
    turn = copy_sample(rid, tmp_path)
    ref_out = tmp_path / "reference"
    assert _resolve(turn, ref_out).wait() == 0
    reference = snapshot(ref_out)
    for i in range(examples(1, 10)):
        out = tmp_path / f"race-{i}"
        procs = [_resolve(turn, out, stderr=subprocess.PIPE) for _ in range(2)]
        results = [(p.wait(), p.stderr.read().decode()) for p in procs]
        codes = sorted(c for c, _ in results)
        assert codes[0] == 0, results
        assert codes[1] in (0, 1), results
        if codes[1] == 1:
            assert "refusing to overwrite" in "".join(e for _, e in results)
        _whole(out, reference)
