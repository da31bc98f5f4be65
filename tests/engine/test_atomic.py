"""A resolve killed at any moment leaves no OUT; racing resolves: one wins whole."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from gm.engine.output import write_turn

SRC = str(Path(__file__).resolve().parents[2] / "src")
ROOT = str(Path(__file__).resolve().parents[2])


def _env():
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([SRC, ROOT, env.get("PYTHONPATH", "")])
    return env


SCRIPT = """
import sys
from tests.engine import toy
toy.install()
from gm.api import resolve_turn
resolve_turn(sys.argv[1], out=sys.argv[2])
"""


def test_killed_resolve_leaves_no_output(toy_turn, tmp_path):
    before = {p: p.read_bytes() for p in toy_turn.rglob("*") if p.is_file()}
    for i, delay in enumerate([0.0, 0.05, 0.1, 0.15, 0.2, 0.3]):
        out = tmp_path / f"out{i}"
        proc = subprocess.Popen([sys.executable, "-c", SCRIPT, str(toy_turn), str(out)], env=_env())
        time.sleep(delay)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        if out.exists():  # finished before the kill: then it must be whole
            assert (out / "rolls.toml").exists() and (out / "report.md").exists()
    assert {p: p.read_bytes() for p in toy_turn.rglob("*") if p.is_file()} == before


def test_two_resolves_racing_one_wins_whole(toy_turn, tmp_path):
    out = tmp_path / "race"
    procs = [subprocess.Popen([sys.executable, "-c", SCRIPT, str(toy_turn), str(out)], env=_env(), stderr=subprocess.PIPE) for _ in range(2)]
    codes = sorted(p.wait() for p in procs)
    assert codes[0] == 0
    assert (out / "rolls.toml").exists()
    if codes[1] != 0:
        assert b"no se sobrescribe" in b"".join(p.stderr.read() for p in procs)


def test_write_turn_refuses_existing_and_cleans_stale_temporaries(tmp_path):
    out = tmp_path / "turn-02"
    stale = tmp_path / ".gm-tmp-turn-02-999999-abc"
    stale.mkdir()
    write_turn(out, {"game.toml": b"turn = 2\n"})
    assert (out / "game.toml").read_bytes() == b"turn = 2\n"
    assert not stale.exists()
    try:
        write_turn(out, {"game.toml": b"turn = 2\n# again\n"})
    except Exception as exc:  # RefusedError
        assert "refusing" in exc.text("en") and "no se sobrescribe" in exc.text("es")
    assert (out / "game.toml").read_bytes() == b"turn = 2\n"
    write_turn(out, {"game.toml": b"turn = 2\n", "b.txt": b"3"}, force=True)
    assert sorted(p.name for p in out.iterdir()) == ["b.txt", "game.toml"]
