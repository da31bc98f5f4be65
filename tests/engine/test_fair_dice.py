import tomllib

from typer.testing import CliRunner

from gm.api import resolve_turn, seal_turn, verify_turn
from gm.cli import app
from gm.engine.seal import commitment, derive_seed

runner = CliRunner()


def _unseeded(turn_dir):
    game = turn_dir / "game.toml"
    game.write_text(game.read_text().replace('seed = "public-test-seed"\n', ""))


def test_seal_resolve_verify_round_trip(toy_turn, monkeypatch):
    monkeypatch.delenv("GM_SECRET", raising=False)
    monkeypatch.delenv("GM_SECRET_FILE", raising=False)
    _unseeded(toy_turn)
    (toy_turn.parent / ".gm-secret").write_text("s3cret-master\n")
    r = runner.invoke(app, ["seal", str(toy_turn)])
    assert r.exit_code == 0, r.output
    value = r.stdout.strip()
    seal = tomllib.loads((toy_turn / "seal.toml").read_text())
    assert seal == {"turn": 7, "commitment": value}
    res = resolve_turn(toy_turn)
    rolls = tomllib.loads(res.files["rolls.toml"].decode())
    assert rolls["commitment"] == value
    assert commitment(rolls["seed"], 7) == value
    assert rolls["seed"] == derive_seed(b"s3cret-master", "toy-game", 7)
    assert value in res.files["report.md"].decode()
    # the next turn's seed is not derivable from the published one
    assert derive_seed(b"s3cret-master", "toy-game", 8) not in res.files["report.md"].decode()
    r = runner.invoke(app, ["verify", str(toy_turn), str(res.out)])
    assert r.exit_code == 0, r.output


def test_verify_catches_a_tampered_report_and_a_wrong_seed(toy_turn, monkeypatch):
    monkeypatch.setenv("GM_SECRET", "another-secret")
    _unseeded(toy_turn)
    seal_turn(toy_turn)
    res = resolve_turn(toy_turn)
    report = res.out / "reports" / "orkos.md"
    report.write_text(report.read_text() + "edited\n")
    r = runner.invoke(app, ["verify", str(toy_turn), str(res.out)])
    assert r.exit_code == 1 and "reports/orkos.md: differs" in r.stderr
    rolls = res.out / "rolls.toml"
    rolls.write_text(rolls.read_text().replace('seed = "', 'seed = "x', 1))
    assert "does not match the commitment" in verify_turn(toy_turn, res.out)[0]


def test_verify_refuses_an_unsealed_turn(toy_turn):
    res = resolve_turn(toy_turn)
    assert "never sealed" in verify_turn(toy_turn, res.out)[0]


def test_seal_refuses_a_public_seed(toy_turn):
    r = runner.invoke(app, ["seal", str(toy_turn)])
    assert r.exit_code == 1 and "public `seed`" in r.stderr
