"""Issue 14 §4: files that are not plain files, the operating system saying no, orders
of no turn, and errors located at their own line, each once, in a capped list."""

from __future__ import annotations

import os
import shutil
import threading
from pathlib import Path

import pytest
from typer.testing import CliRunner

from gm.cli import app
from gm.engine import validate as validate_module
from gm.engine.validate import MAX_SHOWN, validate_dir
from gm.errors import Problem
from gm.tomlio import read_regular

ROOT = Path(__file__).resolve().parents[2]
runner = CliRunner()


def _run(*args):
    return runner.invoke(app, [str(a) for a in args])


def _sample(tmp_path, rid="nuevo-amanecer") -> Path:
    turn = tmp_path / "game" / "turn-01"
    shutil.copytree(ROOT / "sample_games" / rid / "turn-01", turn)
    return turn


def _bounded(fn, seconds=20):
    """Run fn in a thread; a hang is a failure, not a stuck test run."""
    box = {}
    t = threading.Thread(target=lambda: box.setdefault("r", fn()), daemon=True)
    t.start()
    t.join(seconds)
    assert not t.is_alive(), "hung"
    return box["r"]


def test_a_fifo_faction_file_is_refused_not_waited_for(toy_turn):
    os.mkfifo(toy_turn / "factions" / "pipe.toml")
    r = _bounded(lambda: _run("validate", toy_turn))
    assert r.exit_code == 1
    assert "factions/pipe.toml" in r.output and "FIFO" in r.output


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
@pytest.mark.parametrize("rel", ["game.toml", "factions/dev.toml", "dice.toml"])
def test_a_device_linked_as_a_game_file_is_refused(toy_turn, device, rel):
    target = toy_turn / rel
    if target.exists():
        target.unlink()
    target.symlink_to(device)
    r = _bounded(lambda: _run("validate", toy_turn))
    assert r.exit_code == 1, r.output
    assert f"{rel}: " in r.output and "dispositivo de caracteres" in r.output
    r = _bounded(lambda: _run("validate", toy_turn, "--lang", "en"))
    assert f"{rel}: " in r.output and "character device" in r.output


def test_the_size_limit_is_enforced_on_what_is_read(tmp_path, monkeypatch):
    import gm.tomlio as tomlio

    path = tmp_path / "big.toml"
    path.write_bytes(b"a = 1\n" * 100)
    monkeypatch.setattr(tomlio.os, "fstat", lambda fd: os.stat_result((0o100644, 0, 0, 1, 0, 0, 5, 0, 0, 0)))  # stat lies: 5 bytes
    raw, problem = read_regular(path, "big.toml", limit=64)
    assert raw is None and "the limit in bytes is 64" in problem.text("en") and "el límite en bytes es 64" in problem.text("es")


def test_an_unreadable_factions_directory_is_a_located_error(toy_turn, monkeypatch):
    real = Path.iterdir

    def iterdir(self):
        if self.name == "factions":
            raise PermissionError(13, "Permission denied", str(self))
        return real(self)

    monkeypatch.setattr(Path, "iterdir", iterdir)  # tests run as root: chmod 000 would not stop them
    r = _run("validate", toy_turn)
    assert r.exit_code == 1
    assert "factions/: no se puede leer: Permission denied" in r.output


def test_an_unreadable_game_file_is_a_located_error(toy_turn, monkeypatch):
    import gm.tomlio as tomlio

    real = tomlio.os.open

    def deny(path, *a, **k):
        if str(path).endswith("game.toml"):
            raise PermissionError(13, "Permission denied", str(path))
        return real(path, *a, **k)

    monkeypatch.setattr(tomlio.os, "open", deny)
    r = _run("validate", toy_turn)
    assert r.exit_code == 1 and "game.toml: no se puede leer: Permission denied" in r.output


def test_an_out_whose_parent_cannot_be_written_is_exit_1(toy_turn, tmp_path, monkeypatch):
    import gm.engine.output as output

    def readonly(*a, **k):
        raise PermissionError(13, "Permission denied", str(tmp_path / "ro"))

    monkeypatch.setattr(output.tempfile, "mkdtemp", readonly)
    r = _run("resolve", toy_turn, "--out", tmp_path / "ro" / "turn-08")
    assert r.exit_code == 1 and "Permission denied" in r.output and "ro" in r.output
    assert "internal error" not in r.output


@pytest.mark.parametrize("text", ["", '[factions.sigmar]\nnote = "x"\n'])
def test_orders_without_a_turn_are_refused(toy_turn, text):
    (toy_turn / "orders.toml").write_text(text)
    r = _run("validate", toy_turn)
    assert r.exit_code == 1
    assert "orders.toml" in r.output and "falta la clave 'turn', se esperaba turn = 7" in r.output
    r = _run("validate", toy_turn, "--lang", "en")
    assert "orders.toml" in r.output and "missing key 'turn', expected turn = 7" in r.output
    assert _run("resolve", toy_turn).exit_code == 1
    assert not (toy_turn.parent / "turn-08").exists()


def test_orders_of_another_turn_are_refused(toy_turn):
    (toy_turn / "orders.toml").write_text("turn = 6\n")
    r = _run("validate", toy_turn)
    assert r.exit_code == 1 and "se encontró el turno 6, se esperaba 7" in r.output


def test_a_bad_key_is_reported_at_its_own_line(tmp_path):
    turn = _sample(tmp_path)
    game = turn / "game.toml"
    game.write_text(game.read_text() + '\n[world.hexes.zz]\nterrain = "bosques"\n')
    line = game.read_text().splitlines().index("[world.hexes.zz]") + 1
    assert line > 100
    r = _run("validate", turn)
    assert r.exit_code == 1
    assert f"game.toml:{line}: " in r.output and "se encontró la clave 'zz'" in r.output


def test_a_problem_found_twice_is_reported_once(toy_turn, monkeypatch):
    twice = [Problem("game.toml", ("title",), "missing key 'hex'")] * 2
    real = validate_module._engine_checks

    def checks(result, ruleset):
        real(result, ruleset)
        result.problems.extend(twice)

    monkeypatch.setattr(validate_module, "_engine_checks", checks)
    r = _run("validate", toy_turn)
    assert r.output.count("missing key 'hex'") == 1 and "Un error." in r.output


def test_thousands_of_errors_are_capped_and_counted(tmp_path):
    turn = _sample(tmp_path)
    game = turn / "game.toml"
    game.write_text(game.read_text() + "".join(f'\n[world.hexes.z{i}]\nterrain = "x"\n' for i in range(400)))
    result = validate_dir(turn)
    listed = [p for p in result.problems if p.severity == "error"]
    assert len(listed) == MAX_SHOWN
    note = result.problems[-1]
    assert note.severity == "note" and note.omitted == 800 - MAX_SHOWN
    r = _run("validate", turn)
    lines = r.output.splitlines()
    assert len(lines) <= MAX_SHOWN + 3
    assert f"{800 - MAX_SHOWN} errores más sin mostrar" in r.output and "800 errores." in r.output
    r = _run("resolve", turn)
    assert r.exit_code == 1 and "800 errores; no se ha escrito nada." in r.output
    r = _run("resolve", turn, "--lang", "en")
    assert r.exit_code == 1 and "800 errors; nothing was written." in r.output


def test_beyond_the_scan_limit_the_count_says_more_than(tmp_path, monkeypatch):
    monkeypatch.setattr(validate_module, "MAX_SCANNED_PER_FILE", 500)
    turn = _sample(tmp_path)
    game = turn / "game.toml"
    game.write_text(game.read_text() + "".join(f'\n[world.hexes.z{i}]\nterrain = "x"\n' for i in range(1000)))
    r = _run("validate", turn)
    assert r.exit_code == 1 and "más de 400 errores sin mostrar" in r.output and "Más de 500 errores." in r.output


def test_a_turn_directory_that_cannot_be_reached_is_a_located_error(tmp_path, monkeypatch):
    import gm.engine.gamedir as gamedir

    def stat(path, *a, **k):
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(gamedir.os, "stat", stat)  # as a user: a parent without search permission
    r = _run("validate", tmp_path / "locked" / "turn-01")
    assert r.exit_code == 1 and "turn-01: no se puede leer: Permission denied" in r.output


def test_breadcrumbs_follow_the_key_path(tmp_path):
    turn = _sample(tmp_path)
    game = turn / "game.toml"
    game.write_text(game.read_text() + "\n[world.neutral.BAD]\nlevel = 1\n")
    r = _run("validate", turn)
    assert "En mundo > ejército neutral «BAD»: falta la clave 'hex'" in r.output
    r = _run("validate", turn, "--lang", "en")
    assert "At world > neutral army 'BAD': missing key 'hex'" in r.output


def test_a_seal_that_is_a_directory_is_exit_1_everywhere(toy_turn, tmp_path):
    assert _run("resolve", toy_turn, "--out", tmp_path / "out").exit_code == 0
    (toy_turn / "seal.toml").mkdir()
    for args in (["validate", toy_turn], ["resolve", toy_turn, "--out", tmp_path / "out2"], ["verify", toy_turn, tmp_path / "out"]):
        r = _run(*args)
        assert r.exit_code == 1, (args, r.output)
        assert "seal.toml" in r.output and "internal error" not in r.output
