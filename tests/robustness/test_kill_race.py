"""The real sample games: a resolve killed with SIGKILL at any step of writing its output
leaves no output directory (or a complete one) and the input unchanged, and the next run,
whatever OUT it writes, removes what the killed one left (or puts back the old turn a
killed --force had moved aside); two resolves racing for one output: one wins whole, the
other refuses.

The kills are deterministic: the child process kills itself right before or after its
k-th fsync or rename (the steps of gm.engine.output), instead of a timer racing a busy
machine (which made the old version of this test fail 1 to 3 runs in 4 on 2 cores)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.robustness.common import ROOT, RULESETS, copy_sample, examples

# argv: STEP (fsync|rename), K, WHEN (before|after), then gm's arguments. Exits with the
# number of fsyncs and renames it saw in stderr when it was not killed.
KILLER = """
import os, signal, sys
step, k, when = sys.argv[1], int(sys.argv[2]), sys.argv[3]
seen = {"fsync": 0, "rename": 0}
def hooked(name, real):
    def call(*args):
        seen[name] += 1
        hit = name == step and seen[name] == k
        if hit and when == "before":
            os.kill(os.getpid(), signal.SIGKILL)
        result = real(*args)
        if hit and when == "after":
            os.kill(os.getpid(), signal.SIGKILL)
        return result
    return call
os.fsync = hooked("fsync", os.fsync)
os.rename = hooked("rename", os.rename)
import atexit
atexit.register(lambda: sys.stderr.write(f"steps fsync={seen['fsync']} rename={seen['rename']}\\n"))
sys.argv = ["gm"] + sys.argv[4:]
from gm.cli import main
main()
"""


def _env() -> dict:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT / "src"), str(ROOT), env.get("PYTHONPATH", "")])
    env.pop("GM_DEBUG", None)
    return env


def _resolve(turn: Path, out: Path, *extra: str, **kw) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "gm", "resolve", str(turn), "--out", str(out), "--seed", "race", *extra],
                            env=_env(), stdout=subprocess.DEVNULL, **kw)


def _killed(turn: Path, out: Path, step: str, k: int, when: str, *extra: str) -> subprocess.CompletedProcess:
    args = [sys.executable, "-c", KILLER, step, str(k), when, "resolve", str(turn), "--out", str(out), "--seed", "race", *extra]
    return subprocess.run(args, env=_env(), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)


def snapshot(d: Path) -> dict:
    return {str(p.relative_to(d)): p.read_bytes() for p in sorted(d.rglob("*")) if p.is_file()}


def _whole(out: Path, reference: dict) -> None:
    assert snapshot(out) == reference, "an output directory differs from a complete resolve"


def _leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith(".gm-tmp-"))


def _fsyncs_of_a_whole_run(turn: Path, tmp: Path) -> int:
    done = _killed(turn, tmp / "counted", "none", 0, "after")
    assert done.returncode == 0, done.stderr
    return int(done.stderr.rsplit("fsync=", 1)[1].split()[0])


@pytest.mark.parametrize("rid", RULESETS)
def test_sigkill_leaves_no_output(rid, tmp_path):
    turn = copy_sample(rid, tmp_path)
    game = turn.parent
    before = snapshot(turn)
    ref_out = tmp_path / "reference"
    assert _resolve(turn, ref_out).wait() == 0
    reference = snapshot(ref_out)
    fsyncs = _fsyncs_of_a_whole_run(turn, tmp_path)
    points = sorted({1, fsyncs // 2, fsyncs - 1} | set(range(2, fsyncs, max(1, fsyncs // examples(1, 12)))))
    for k in points:  # killed while writing its temporary: no OUT, a hidden leftover
        out = game / f"killed-fsync-{k}"
        assert _killed(turn, out, "fsync", k, "after").returncode == -9
        assert not out.exists()
        assert _leftovers(game), "the killed run's temporary should still be there"
    out = game / "killed-before-rename"
    assert _killed(turn, out, "rename", 1, "before").returncode == -9
    assert not out.exists()
    out = game / "killed-after-rename"
    assert _killed(turn, out, "rename", 1, "after").returncode == -9
    _whole(out, reference)
    assert snapshot(turn) == before, "the input directory changed"
    # the next run, writing another OUT, removes every leftover of the killed ones
    assert _resolve(turn, game / "after").wait() == 0
    assert _leftovers(game) == []
    _whole(game / "after", reference)


@pytest.mark.parametrize("rid", RULESETS[:1])  # the writing is the engine's, not the ruleset's
def test_sigkill_during_force_keeps_a_turn(rid, tmp_path):
    turn = copy_sample(rid, tmp_path)
    game = turn.parent
    out = game / "turn-02"
    assert _resolve(turn, out, "--seed", "first").wait() == 0
    first = snapshot(out)
    assert _resolve(turn, tmp_path / "reference").wait() == 0
    reference = snapshot(tmp_path / "reference")
    assert first != reference
    # killed after moving the old turn aside, before the new one took its place
    assert _killed(turn, out, "rename", 1, "after", "--force").returncode == -9
    assert not out.exists() and _leftovers(game)
    assert _resolve(turn, game / "elsewhere").wait() == 0
    assert _leftovers(game) == []
    _whole(out, first)  # put back by the next run
    # killed after the new turn landed, before the old one was deleted
    assert _killed(turn, out, "rename", 2, "after", "--force").returncode == -9
    _whole(out, reference)
    assert _leftovers(game)
    assert _resolve(turn, game / "elsewhere-2").wait() == 0
    assert _leftovers(game) == []
    _whole(out, reference)


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
            said = "".join(e for _, e in results)
            assert "refusing to overwrite" in said or "no se sobrescribe" in said  # the game's language
        _whole(out, reference)
