"""Issue 14 §1: no OUT, --force or not, can destroy a game; leftovers of killed runs are
cleaned (or put back) by the next run, whatever OUT it writes."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from typer.testing import CliRunner

from gm.cli import app
from gm.engine.output import clean_leftovers, write_turn
from gm.errors import RefusedError


def _snapshot(d):
    return {str(p.relative_to(d)): p.read_bytes() for p in sorted(d.rglob("*")) if p.is_file()}


def _resolve(*args):
    return CliRunner().invoke(app, ["resolve", *map(str, args)])


def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


@pytest.mark.parametrize("force", [False, True])
@pytest.mark.parametrize("where", ["parent", "grandparent", "itself", "inside"])
def test_out_related_to_the_input_is_refused(toy_turn, force, where):
    game = toy_turn.parent
    (game / ".gm-secret").write_text("s" * 64 + "\n")
    (game / "turn-06").mkdir()
    (game / "turn-06" / "game.toml").write_text("turn = 6\n")
    out = {"parent": game, "grandparent": game.parent, "itself": toy_turn, "inside": toy_turn / "next"}[where]
    before = _snapshot(game.parent)
    result = _resolve(toy_turn, "--out", out, *(["--force"] if force else []))
    assert result.exit_code == 1, result.output
    assert "input" in result.output and "Traceback" not in result.output
    assert _snapshot(game.parent) == before


@pytest.mark.parametrize("force", [False, True])
def test_out_holding_a_secret_or_turns_is_refused(toy_turn, tmp_path, force):
    other = tmp_path / "other-game"
    (other / "turn-01").mkdir(parents=True)
    (other / "turn-01" / "game.toml").write_text("turn = 1\n")
    result = _resolve(toy_turn, "--out", other, *(["--force"] if force else []))
    assert result.exit_code == 1 and "tiene directorios de turno (turn-01)" in result.output
    assert (other / "turn-01" / "game.toml").exists()
    secret_only = tmp_path / "secret-only"
    secret_only.mkdir()
    (secret_only / ".gm-secret").write_text("x" * 64)
    result = _resolve(toy_turn, "--out", secret_only, *(["--force"] if force else []))
    assert result.exit_code == 1 and ".gm-secret" in result.output
    assert (secret_only / ".gm-secret").exists()


def test_force_on_a_regular_file_refused_and_nothing_left(toy_turn, tmp_path):
    target = tmp_path / "notes.txt"
    target.write_text("my notes")
    result = _resolve(toy_turn, "--out", target, "--force")
    assert result.exit_code == 1 and "no es un directorio" in result.output
    assert target.read_text() == "my notes"
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".gm-tmp-")]


def test_force_on_a_folder_that_is_not_a_turn_refused(toy_turn, tmp_path):
    docs = tmp_path / "documents"
    docs.mkdir()
    (docs / "letter.txt").write_text("dear")
    result = _resolve(toy_turn, "--out", docs, "--force")
    assert result.exit_code == 1 and "no es un directorio de turno" in result.output
    assert (docs / "letter.txt").read_text() == "dear"


def test_force_replaces_a_turn_and_leaves_nothing(toy_turn, tmp_path):
    out = tmp_path / "turn-08"
    assert _resolve(toy_turn, "--out", out).exit_code == 0
    (out / "stale.txt").write_text("x")
    result = _resolve(toy_turn, "--out", out, "--force")
    assert result.exit_code == 0, result.output
    assert not (out / "stale.txt").exists() and (out / "game.toml").exists()
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".gm-tmp-")]


def test_leftovers_of_any_kind_cleaned_by_a_run_writing_another_out(tmp_path):
    dead = _dead_pid()
    legacy = tmp_path / f".gm-tmp-turn-02-{dead}-abc123"
    new = tmp_path / f".gm-tmp-turn-02-{dead}-new-k2j3h4"
    old = tmp_path / f".gm-tmp-turn-03-{dead}-old-zz9y8x"  # its turn-03 exists: replaced
    live = tmp_path / f".gm-tmp-turn-02-{os.getppid()}-new-alive1"
    for d in (legacy, new, old, live):
        d.mkdir()
        (d / "game.toml").write_text("turn = 2\n")
    (tmp_path / "turn-03").mkdir()
    write_turn(tmp_path / "something-else", {"a.txt": b"1"})
    left = sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".gm-tmp-"))
    assert left == [live.name]


def test_an_old_turn_whose_replacement_never_landed_is_put_back(tmp_path):
    dead = _dead_pid()
    aside = tmp_path / f".gm-tmp-turn-02-{dead}-old-q1w2e3"
    aside.mkdir()
    (aside / "game.toml").write_text("turn = 2\n")
    clean_leftovers(tmp_path)
    assert (tmp_path / "turn-02" / "game.toml").read_text() == "turn = 2\n"
    assert not aside.exists()


def test_a_locked_leftover_is_kept(tmp_path):
    import fcntl

    dead = _dead_pid()
    busy = tmp_path / f".gm-tmp-turn-02-{dead}-new-busy01"
    busy.mkdir()
    fd = os.open(busy, os.O_RDONLY | os.O_DIRECTORY)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        clean_leftovers(tmp_path)
        assert busy.exists()
    finally:
        os.close(fd)
    clean_leftovers(tmp_path)
    assert not busy.exists()


def test_os_errors_are_refusals_naming_the_path(tmp_path, monkeypatch):
    import gm.engine.output as output

    def denied(*a, **k):
        raise PermissionError(13, "Permission denied", str(tmp_path / "ro"))

    monkeypatch.setattr(output.tempfile, "mkdtemp", denied)
    with pytest.raises(RefusedError, match=r"ro: no se puede escribir el turno .*Permission denied"):
        write_turn(tmp_path / "ro" / "turn-02", {"a.txt": b"1"})


def test_out_under_proc_is_exit_1(toy_turn):
    result = _resolve(toy_turn, "--out", "/proc/gm-cannot-write-here")
    assert result.exit_code == 1, result.output
    assert "/proc" in result.output and "internal error" not in result.output


def test_force_never_puts_another_turn_over_a_turn(toy_turn, tmp_path):
    previous = tmp_path / "partida" / "turn-06"
    previous.mkdir()
    (previous / "game.toml").write_text('ruleset = "toy"\ngame_id = "toy-game"\nturn = 6\n')
    result = _resolve(toy_turn, "--out", previous, "--force")
    assert result.exit_code == 1 and "tiene el turno 6 y esto escribe el turno 8" in result.output
    assert (previous / "game.toml").read_text() == 'ruleset = "toy"\ngame_id = "toy-game"\nturn = 6\n'


def test_force_never_puts_a_turn_over_another_games_turn(toy_turn, tmp_path):
    other = tmp_path / "otra" / "turn-08"
    other.mkdir(parents=True)
    (other / "game.toml").write_text('ruleset = "toy"\ngame_id = "otra-partida"\nturn = 8\n')
    result = _resolve(toy_turn, "--out", other, "--force")
    assert result.exit_code == 1 and "otra partida" in result.output
    assert "otra-partida" in (other / "game.toml").read_text()


@pytest.mark.parametrize("added", ["orders/sigmar.txt", "seal.toml", "dice.toml", "orders.toml"])
def test_force_never_deletes_what_the_gm_added_for_the_next_turn(toy_turn, added):
    out = _resolve(toy_turn)
    assert out.exit_code == 0, out.output
    nxt = toy_turn.parent / "turn-08"
    path = nxt / added
    path.parent.mkdir(exist_ok=True)
    text = '[[factions.sigmar.orders]]\ntype = "pray"\n' if added == "orders.toml" else "mover algo\n"
    path.write_text((path.read_text() if path.exists() else "") + text)
    result = _resolve(toy_turn, "--force")
    assert result.exit_code == 1 and "añadió para el turno siguiente" in result.output, result.output
    assert path.read_text().endswith(text)


def test_force_on_a_symlink_is_refused_and_its_target_kept(toy_turn, tmp_path):
    real = tmp_path / "turn-08-real"
    assert _resolve(toy_turn, "--out", real).exit_code == 0
    before = _snapshot(real)
    link = tmp_path / "latest"
    link.symlink_to(real)
    result = _resolve(toy_turn, "--out", link, "--force")
    assert result.exit_code == 1 and "enlace simbólico" in result.output
    assert link.is_symlink() and _snapshot(real) == before
