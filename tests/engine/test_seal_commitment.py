"""Issue 22: the commitment tells no number of streams, binds the recorded dice, is written
atomically and once; weak secrets are refused; `gm init` keeps the secret out of git."""

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from gm.api import init_game, resolve_turn, seal_turn, verify_rolls
from gm.cli import app
from gm.dice.commit import DEPTH
from gm.engine.seal import digests, overall_commitment, secret_bits, turn_seed

runner = CliRunner()
ROOT = Path(__file__).resolve().parents[2]
STRONG = "0f1e2d3c4b5a69788796a5b4c3d2e1f0aa55"
PRAY = "t07/pray/sigmar/2"  # a roll of the toy turn on sigmar's own stream
INCOME = "t07/income/sigmar"  # a public roll, shown in the report


@pytest.fixture
def secret_game(unseeded_toy):
    (unseeded_toy.parent / ".gm-secret").write_text(STRONG + "\n")
    return unseeded_toy


def _mine(out, fid="sigmar"):
    return [out / "rolls" / "public.toml", out / "rolls" / f"{fid}.toml"]


def _verify(paths, value):
    args = ["verify"] + [a for p in paths for a in ("--rolls", str(p))] + ["--commitment", value]
    return runner.invoke(app, args)


def _head(text: str) -> dict:
    """A rolls file without its rolls: what it says of the turn's streams."""
    doc = tomllib.loads(text)
    doc.pop("rolls", None)
    return doc


# -- 1. the public file does not count the streams -------------------------------------------
def test_the_public_rolls_file_does_not_count_the_factions(secret_game, tmp_path):
    bigger = tmp_path / "otra" / "turn-07"
    shutil.copytree(secret_game, bigger)
    shutil.copy(secret_game.parent / ".gm-secret", bigger.parent / ".gm-secret")
    (bigger / "factions" / "oculto.toml").write_text('id = "oculto"\nname = "Oculto"\ngold = 1\n')
    heads = []
    for turn in (secret_game, bigger):
        value = seal_turn(turn)
        res = resolve_turn(turn)
        head = _head(res.files["rolls/public.toml"].decode())
        assert "digests" not in head and set(head["proofs"]) == {"public"}
        assert len(head["proofs"]["public"]["path"]) == DEPTH and head["commitment"] == value
        heads.append(len(str(head)))
        for fid in ("orkos", "sigmar"):
            assert _verify(_mine(res.out, fid), value).exit_code == 0
    assert heads[0] == heads[1]  # the same size with two factions as with three


def test_a_turn_sealed_by_an_older_gm_still_resolves_and_verifies(secret_game):
    seed = turn_seed(secret_game, tomllib.loads((secret_game / "game.toml").read_text()), None).seed
    old = overall_commitment(7, digests(seed, 7, ["orkos", "sigmar"]))
    (secret_game / "seal.toml").write_text(f'turn = 7\ncommitment = "{old}"\n')
    r = runner.invoke(app, ["resolve", str(secret_game)])
    assert r.exit_code == 0 and "versión anterior de gm" in r.stderr, r.output
    out = secret_game.parent / "turn-08"
    assert "digests" in tomllib.loads((out / "rolls" / "public.toml").read_text())
    assert _verify(_mine(out), old).exit_code == 0
    assert runner.invoke(app, ["verify", str(secret_game), str(out)]).exit_code == 0


# -- 2. recorded dice are sealed, or the player's check fails ---------------------------------
def test_dice_recorded_before_the_seal_are_committed_checked_and_marked(secret_game):
    (secret_game / "dice.toml").write_text(f'"{PRAY}" = [20]\n"{INCOME}" = [4]\n')
    value = seal_turn(secret_game)
    assert tomllib.loads((secret_game / "seal.toml").read_text())["dice"] == {PRAY: [20], INCOME: [4]}
    res = resolve_turn(secret_game)
    r = _verify(_mine(res.out), value)
    assert r.exit_code == 0 and "dos tiradas vienen de dados anotados (dice.toml), y están en el compromiso" in r.stdout, r.output
    # every report marks the die (the toy's private report shows no roll; its public one does)
    assert "1d6 (4) + 2 = 6 — ingresos de Sigmar" in (res.out / "report.md").read_text()
    # in the players' words: dice.toml is the GM's file, the player saw the die on the forum
    assert "(dado tirado en el foro)" in (res.out / "report.md").read_text()
    assert "dice.toml" not in (res.out / "report.md").read_text()
    assert verify_rolls([res.out / "rolls.toml"], value).problems == []
    # the recorded face changed in the player's file: its proof no longer leads to the commitment
    mine = res.out / "rolls" / "sigmar.toml"
    mine.write_text(mine.read_text().replace("recorded = [\n    20,\n]", "recorded = [\n    19,\n]"))
    assert _verify(_mine(res.out), value).exit_code == 1


def test_dice_recorded_after_the_seal_fail_the_players_check(secret_game):
    value = seal_turn(secret_game)
    (secret_game / "dice.toml").write_text(f'"{PRAY}" = [20]\n')
    r = runner.invoke(app, ["resolve", str(secret_game)])
    assert r.exit_code == 0 and "después de `gm seal`" in r.stderr, r.output
    r = _verify(_mine(secret_game.parent / "turn-08"), value)
    assert r.exit_code == 1 and PRAY in r.stderr and "dice.toml" in r.stderr, r.output


def test_recorded_added_by_hand_to_a_rolls_file_fails_the_check(secret_game):
    value = seal_turn(secret_game)
    res = resolve_turn(secret_game)
    mine = res.out / "rolls" / "sigmar.toml"
    doc = tomllib.loads(mine.read_text())
    total = doc["rolls"][PRAY]["total"]
    text = mine.read_text().replace(f"total = {total}\n", f"total = {total}\nrecorded = true\n", 1)
    for forged in (text, text.replace("recorded = true", "recorded = [\n    1,\n]")):
        mine.write_text(forged)
        r = _verify(_mine(res.out), value)
        assert r.exit_code == 1 and "dice.toml" in r.stderr, r.output


# -- 4. seal.toml written atomically, once ------------------------------------------------------
def test_a_second_seal_is_refused_unless_forced(secret_game):
    first = runner.invoke(app, ["seal", str(secret_game)])
    again = runner.invoke(app, ["seal", str(secret_game)])
    assert first.exit_code == again.exit_code == 0 and first.stdout == again.stdout  # nothing changed
    (secret_game / "dice.toml").write_text(f'"{PRAY}" = [3]\n')
    before = (secret_game / "seal.toml").read_text()
    r = runner.invoke(app, ["seal", str(secret_game)])
    assert r.exit_code == 1 and "--force" in r.stderr and first.stdout.strip() in r.stderr
    assert (secret_game / "seal.toml").read_text() == before
    r = runner.invoke(app, ["seal", str(secret_game), "--force"])
    assert r.exit_code == 0 and r.stdout != first.stdout
    assert tomllib.loads((secret_game / "seal.toml").read_text())["commitment"] == r.stdout.strip()
    assert "--force" in runner.invoke(app, ["seal", "--help"]).stdout
    assert "gm seal partida/turn-07 --force" in runner.invoke(app, ["seal", "--help"]).stdout


def test_seal_on_a_full_disk_leaves_no_empty_seal(secret_game):
    # a file size limit: every write past 200 bytes fails, as on a full disk
    code = ("import resource, signal, sys; signal.signal(signal.SIGXFSZ, signal.SIG_IGN); "
            "resource.setrlimit(resource.RLIMIT_FSIZE, (200, 200)); from tests.engine import toy; toy.install(); "
            "from gm.cli import app; "
            "sys.argv = ['gm', 'seal', sys.argv[1]]; app()")
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    env.pop("GM_SECRET", None)
    env.pop("GM_SECRET_FILE", None)
    r = subprocess.run([sys.executable, "-c", code, str(secret_game)], capture_output=True, text=True, env=env, cwd=ROOT)
    assert r.returncode == 1 and "seal.toml" in r.stderr, r.stderr
    assert not (secret_game / "seal.toml").exists()
    assert not [p for p in secret_game.iterdir() if p.name.startswith(".gm-tmp-")]


def test_seal_of_a_missing_directory_is_a_clear_error(tmp_path):
    r = runner.invoke(app, ["seal", str(tmp_path / "nada")])
    assert r.exit_code == 1 and "nada" in r.stderr and "no existe" in r.stderr and "internal" not in r.output


# -- 5. weak secrets ----------------------------------------------------------------------------
@pytest.mark.parametrize("secret", ["01234567" * 8, "password1234" * 6, "0123456789abcdef" * 4, "abcd" * 16])
def test_a_secret_made_of_patterns_is_refused_naming_the_file(secret_game, secret):
    path = secret_game.parent / ".gm-secret"
    path.write_text(secret + "\n")
    r = runner.invoke(app, ["seal", str(secret_game)])
    assert r.exit_code == 1 and str(path) in r.stderr and "128 bits" in r.stderr and "Traceback" not in r.output


def test_secrets_gm_makes_pass_with_room_to_spare():
    import secrets

    assert all(secret_bits(secrets.token_hex(32).encode()) >= 200 for _ in range(200))
    assert secret_bits(STRONG.encode()) >= 128


# -- 3. gm init keeps the secret out of git -------------------------------------------------------
def test_init_writes_a_gitignore_that_keeps_the_secret_out_of_git(tmp_path, monkeypatch):
    monkeypatch.delenv("GM_SECRET", raising=False)
    monkeypatch.delenv("GM_SECRET_FILE", raising=False)
    game = tmp_path / "partida"
    init_game("toy", game / "turn-01", 2)
    lines = (game / ".gitignore").read_text().splitlines()
    assert ".gm-secret" in lines and "rolls.toml" in lines and "outcomes.toml" in lines and "gm-report.*" in lines
    resolve_turn(game / "turn-01")
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-C", str(game)]
    subprocess.run(git + ["init", "-q"], check=True)
    subprocess.run(git + ["add", "-A"], check=True)
    staged = subprocess.run(git + ["diff", "--cached", "--name-only"], capture_output=True, text=True, check=True).stdout.split()
    assert ".gm-secret" not in staged and "turn-02/rolls.toml" not in staged and "turn-02/gm-report.md" not in staged
    assert "turn-02/game.toml" in staged and "turn-02/rolls/public.toml" in staged


def test_init_leaves_an_existing_gitignore_alone_and_warns(tmp_path, monkeypatch):
    monkeypatch.delenv("GM_SECRET", raising=False)
    monkeypatch.delenv("GM_SECRET_FILE", raising=False)
    (tmp_path / "partida").mkdir()
    (tmp_path / "partida" / ".gitignore").write_text("*.bak\nrolls.toml\n")
    r = runner.invoke(app, ["init", "toy", str(tmp_path / "partida" / "turn-01")])
    assert r.exit_code == 0 and ".gm-secret" in r.stderr and "gm-report.*" in r.stderr and "rolls.toml," not in r.stderr
    assert (tmp_path / "partida" / ".gitignore").read_text() == "*.bak\nrolls.toml\n"
