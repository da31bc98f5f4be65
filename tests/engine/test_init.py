import tomllib

from typer.testing import CliRunner

from gm.cli import app

runner = CliRunner()


def test_init_creates_a_valid_first_turn_and_a_secret(tmp_path, monkeypatch):
    monkeypatch.delenv("GM_SECRET", raising=False)
    monkeypatch.delenv("GM_SECRET_FILE", raising=False)
    d = tmp_path / "partida" / "turn-01"
    r = runner.invoke(app, ["init", "toy", str(d), "--factions", "3"])
    assert r.exit_code == 0, r.output
    assert sorted(p.name for p in (d / "factions").iterdir()) == ["f1.toml", "f2.toml", "f3.toml"]
    assert (tmp_path / "partida" / ".gm-secret").exists()
    assert runner.invoke(app, ["validate", str(d)]).exit_code == 0
    r = runner.invoke(app, ["resolve", str(d)])
    assert r.exit_code == 0, r.output
    assert tomllib.loads((tmp_path / "partida" / "turn-02" / "game.toml").read_text())["turn"] == 2
    # init refuses to overwrite
    assert runner.invoke(app, ["init", "toy", str(d)]).exit_code == 1


def test_init_unknown_ruleset_is_usage_error(tmp_path):
    r = runner.invoke(app, ["init", "chess", str(tmp_path / "x")])
    assert r.exit_code == 2 and "reglamento desconocido" in r.stderr


def test_init_refuses_an_existing_directory_without_advising_a_flag_it_lacks(tmp_path):
    d = tmp_path / "partida" / "turn-01"
    assert runner.invoke(app, ["init", "toy", str(d)]).exit_code == 0
    r = runner.invoke(app, ["init", "toy", str(d)])
    assert r.exit_code == 1 and "ya existe" in r.stderr and "--force" not in r.stderr


def test_init_refuses_a_directory_inside_a_turn(tmp_path, monkeypatch):
    monkeypatch.delenv("GM_SECRET", raising=False)
    monkeypatch.delenv("GM_SECRET_FILE", raising=False)
    d = tmp_path / "partida" / "turn-01"
    assert runner.invoke(app, ["init", "toy", str(d)]).exit_code == 0
    r = runner.invoke(app, ["init", "toy", str(d / "dentro" / "turn-01")])
    assert r.exit_code == 1 and "dentro del directorio de turno" in r.stderr
    assert not (d / "dentro").exists() and not (d / ".gm-secret").exists()
