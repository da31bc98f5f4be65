"""Fair dice per audience: seal every stream, reveal each seed only to its audience, let each
player check their own dice, and keep the turn seed in the GM's file."""

import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from gm.api import init_game, resolve_turn, seal_turn, verify_rolls, verify_turn
from gm.cli import app
from gm.dice import DiceService, SecrecyError
from gm.dice.rng import stream_seed
from gm.engine.events import Audience
from gm.engine.seal import derive_seed

runner = CliRunner()
STRONG = "0f1e2d3c4b5a69788796a5b4c3d2e1f0aa55"


def _unseeded(turn_dir):
    game = turn_dir / "game.toml"
    game.write_text(game.read_text().replace('seed = "public-test-seed"\n', ""))


@pytest.fixture
def secret_game(toy_turn, monkeypatch):
    monkeypatch.delenv("GM_SECRET", raising=False)
    monkeypatch.delenv("GM_SECRET_FILE", raising=False)
    _unseeded(toy_turn)
    (toy_turn.parent / ".gm-secret").write_text(STRONG + "\n")
    return toy_turn


def _player_files(out: Path) -> dict[str, str]:
    """Every file a player receives: reports, maps and the rolls files (not rolls.toml)."""
    keep = ("report.", "reports/", "maps/", "rolls/")
    return {str(p.relative_to(out)): p.read_text("utf-8", errors="replace")
            for p in sorted(out.rglob("*")) if p.is_file() and str(p.relative_to(out)).startswith(keep)}


def test_seal_commits_to_every_stream(secret_game):
    r = runner.invoke(app, ["seal", str(secret_game)])
    assert r.exit_code == 0, r.output
    seal = tomllib.loads((secret_game / "seal.toml").read_text())
    assert seal["commitment"] == r.stdout.strip() and seal["turn"] == 7 and seal["scheme"] == 3
    # one root over a fixed-size tree: no list of digests, nothing that counts or names a faction
    assert "digests" not in seal and seal["dice"] == {}
    assert "orkos" not in (secret_game / "seal.toml").read_text()


def test_each_audience_learns_only_its_own_seed(secret_game):
    value = seal_turn(secret_game)
    res = resolve_turn(secret_game)
    gm_rolls = tomllib.loads(res.files["rolls.toml"].decode())
    turn_seed = derive_seed(STRONG.encode(), "toy-game", 7)
    assert gm_rolls["seed"] == turn_seed and gm_rolls["commitment"] == value
    seeds = gm_rolls["seeds"]
    assert seeds["faction/sigmar"] == stream_seed(turn_seed, "faction/sigmar")
    files = _player_files(res.out)
    for rel, text in files.items():
        assert turn_seed not in text, rel
        assert seeds["gm"] not in text, rel
    assert seeds["public"] in files["report.md"] and value in files["report.md"]
    for me, other in (("sigmar", "orkos"), ("orkos", "sigmar")):
        assert seeds[f"faction/{me}"] in files[f"reports/{me}.md"]
        for rel in (f"reports/{me}.md", f"rolls/{me}.toml"):
            assert seeds[f"faction/{other}"] not in files[rel], rel
    assert seeds["faction/sigmar"] not in files["report.md"] + files["rolls/public.toml"]


def test_a_player_verifies_their_own_dice(secret_game):
    value = seal_turn(secret_game)
    res = resolve_turn(secret_game)
    mine = [res.out / "rolls" / "public.toml", res.out / "rolls" / "sigmar.toml"]
    check = verify_rolls(mine, value)
    assert check.problems == [] and check.commitment == value
    assert check.checked.get("public", 0) == 2 and check.checked.get("faction/sigmar", 0) >= 1
    r = runner.invoke(app, ["verify", "--rolls", str(mine[0]), "--rolls", str(mine[1]), "--commitment", value])
    assert r.exit_code == 0, r.output
    # a changed face, a seed that is not the committed one, another commitment: all caught
    text = mine[1].read_text()
    key = next(k for k in tomllib.loads(text)["rolls"])
    rec = tomllib.loads(text)["rolls"][key]
    bad = text.replace(f"total = {rec['total']}", f"total = {rec['total'] + 1}", 1)
    mine[1].write_text(bad)
    problems = verify_rolls(mine, value).problems
    assert any("gives" in p.text("en") for p in problems) and any("da" in p.text("es") for p in problems)
    mine[1].write_text(text.replace('"faction/sigmar" = "', '"faction/sigmar" = "0', 1))
    assert any("and its proof lead to" in p.text("en") for p in verify_rolls(mine, value).problems)
    mine[1].write_text(text)
    assert any("not to the posted commitment" in p.text("en") for p in verify_rolls(mine, "0" * 64).problems)


def test_the_gm_and_everyone_after_the_reveal_verify_the_whole_turn(secret_game):
    seal_turn(secret_game)
    res = resolve_turn(secret_game)
    assert verify_turn(secret_game, res.out) == []
    assert verify_rolls([res.out / "rolls.toml"]).problems == []
    r = runner.invoke(app, ["reveal", str(res.out)])
    assert r.exit_code == 0 and derive_seed(STRONG.encode(), "toy-game", 7) in r.stdout
    report = res.out / "reports" / "orkos.md"
    report.write_text(report.read_text() + "edited\n")
    r = runner.invoke(app, ["verify", str(secret_game), str(res.out)])
    assert r.exit_code == 1 and "reports/orkos.md: no es igual que al volver a resolver" in r.stderr
    rolls = res.out / "rolls.toml"
    rolls.write_text(rolls.read_text().replace('seed = "', 'seed = "x', 1))
    assert "does not match the commitment" in verify_turn(secret_game, res.out)[0].text("en")


def test_a_faction_added_after_sealing_breaks_the_seal(secret_game):
    seal_turn(secret_game)
    (secret_game / "factions" / "nuevo.toml").write_text('id = "nuevo"\nname = "Nuevo"\ngold = 1\n')
    r = runner.invoke(app, ["resolve", str(secret_game)])
    assert r.exit_code == 1 and "seal.toml" in r.stderr and "compromiso" in r.stderr


def test_verify_refuses_an_unsealed_turn(toy_turn):
    res = resolve_turn(toy_turn)
    said = verify_turn(toy_turn, res.out)[0]
    assert "never sealed" in said.text("en") and "nunca se selló" in said.text("es")


def test_seal_refuses_a_public_seed(toy_turn):
    r = runner.invoke(app, ["seal", str(toy_turn)])
    assert r.exit_code == 1 and "`seed` pública" in r.stderr


# -- the master secret ------------------------------------------------------------------
@pytest.mark.parametrize("secret", ["a", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "0123456789abcdef0123456789abcde"])
def test_a_weak_secret_is_refused_with_how_to_make_one(secret_game, secret):
    (secret_game.parent / ".gm-secret").write_text(secret + "\n")
    for cmd in (["seal", str(secret_game)], ["resolve", str(secret_game)]):
        r = runner.invoke(app, cmd)
        assert r.exit_code == 1, r.output
        assert "128 bits" in r.stderr and "secrets.token_hex" in r.stderr and "Traceback" not in r.output


def test_an_unreadable_secret_says_what_failed(secret_game):
    path = secret_game.parent / ".gm-secret"
    path.unlink()
    path.mkdir()  # a directory where the secret should be: unreadable even for root
    r = runner.invoke(app, ["seal", str(secret_game)])
    assert r.exit_code == 1 and "no se puede leer" in r.stderr and "no se encuentra el secreto" not in r.stderr


def test_two_games_beside_one_secret_roll_different_dice(tmp_path, monkeypatch):
    monkeypatch.delenv("GM_SECRET", raising=False)
    monkeypatch.delenv("GM_SECRET_FILE", raising=False)
    a = init_game("toy", tmp_path / "two" / "alfa-01", 2)
    r = runner.invoke(app, ["init", "toy", str(tmp_path / "two" / "beta-01"), "--factions", "2"])
    assert r.exit_code == 0 and "se reutiliza el secreto maestro que ya existe" in r.stdout
    assert a.secret_created and a.game_id.startswith("toy-") and a.game_id not in r.stdout
    first = seal_turn(tmp_path / "two" / "alfa-01")
    second = seal_turn(tmp_path / "two" / "beta-01")
    assert first != second
    # the same game_id beside the same secret is refused
    game = tmp_path / "two" / "beta-01" / "game.toml"
    beta_id = tomllib.loads(game.read_text())["game_id"]
    game.write_text(game.read_text().replace(beta_id, a.game_id))
    r = runner.invoke(app, ["seal", str(tmp_path / "two" / "beta-01")])
    assert r.exit_code == 1 and "ya se selló" in r.stderr and "alfa-01" in r.stderr


# -- audiences in the dice service ------------------------------------------------------
def test_streams_keep_each_audience_apart():
    s = DiceService("turn-seed", prefix="t01/", streams=True, factions=frozenset({"a", "b"}))
    ra = s.roll("x/a", "10d20", audience=Audience.private("a"))
    rb = s.roll("x/b", "10d20", audience=Audience.private("b"))
    rp = s.roll("x/p", "10d20", audience=Audience.public())
    rg = s.roll("x/g", "10d20")
    assert (ra.stream, rb.stream, rp.stream, rg.stream) == ("faction/a", "faction/b", "public", "gm")
    from gm.dice import KeyedFaces, roll

    for r in (ra, rb, rp, rg):
        assert roll("10d20", KeyedFaces(stream_seed("turn-seed", r.stream)), r.key).faces == r.faces
    # a faction born during the turn had no committed stream: its rolls are the GM's
    assert s.roll("x/c", "1d6", audience=Audience.private("c")).stream == "gm"


def test_one_factions_orders_never_reshuffle_anothers_dice():
    a = DiceService("seed", "t01/", streams=True, factions=frozenset({"a", "b"}))
    b = DiceService("seed", "t01/", streams=True, factions=frozenset({"a", "b"}))
    a.roll("extra/b", "3d6", audience=Audience.private("b"))  # b's orders made one more roll
    assert a.roll("x/a", "3d6", audience=Audience.private("a")).faces == b.roll("x/a", "3d6", audience=Audience.private("a")).faces


def test_a_roll_is_never_shown_beyond_its_stream():
    s = DiceService("seed", streams=True, factions=frozenset({"a", "b"}))
    r = s.roll("spy", "1d20", audience=Audience.private("a"))
    s.check_shown([r], Audience.private("a", "b"), "ok")  # a sees it: fine
    s.check_shown([r], Audience.public(), "ok")  # everyone sees it, a included
    with pytest.raises(SecrecyError, match="spy"):
        s.check_shown([r], Audience.private("b"), "leak")
    p = s.roll("pub", "1d20", audience=Audience.public())
    with pytest.raises(SecrecyError):
        s.check_shown([p], Audience.private("a"), "public stream in a private event")
    with pytest.raises(SecrecyError, match="one audience"):
        s.roll("both", "1d6", audience=Audience.private("a", "b"))


def test_shuffle_is_a_fair_keyed_permutation():
    s = DiceService("seed", streams=True, factions=frozenset())
    order, rolls = s.shuffle("ties/colony", ["c", "b", "a"], "who first", audience=Audience.public())
    assert sorted(order) == ["a", "b", "c"] and [r.expr for r in rolls] == ["1d3", "1d2"]
    again, _ = DiceService("seed", streams=True, factions=frozenset()).shuffle("ties/colony", ["c", "b", "a"], audience=Audience.public())
    assert again == order
    seen = {tuple(DiceService(f"s{i}").shuffle("k", "abc")[0]) for i in range(60)}
    assert len(seen) == 6  # every order can come out
    assert s.shuffle("one", ["x"]) == (["x"], [])


# -- the GM's loop around the seal --------------------------------------------------------
def test_a_typo_in_a_players_orders_does_not_stop_the_seal(secret_game):
    orders = secret_game / "orders.toml"
    orders.write_text(orders.read_text() + '\n[[factions.sigmar.orders]]\ntype = "give"\nto = "nobody"\namount = "x"\n')
    r = runner.invoke(app, ["validate", str(secret_game)])
    assert r.exit_code == 0 and "cantidad" in r.output  # a player's order never blocks the turn (issue 23): a warning
    r = runner.invoke(app, ["seal", str(secret_game)])
    assert r.exit_code == 0, r.output


def test_verify_ignores_what_the_gm_added_for_the_next_turn(secret_game):
    seal_turn(secret_game)
    res = resolve_turn(secret_game)
    (res.out / "orders").mkdir()
    (res.out / "orders" / "sigmar.txt").write_text("rezar\n")
    (res.out / "dice.toml").write_text('"t08/x" = [1]\n')
    orders = res.out / "orders.toml"
    orders.write_text(orders.read_text() + '\n[[factions.sigmar.orders]]\ntype = "pray"\n')
    (res.out / "seal.toml").write_text("turn = 8\n")
    assert verify_turn(secret_game, res.out) == []
    (res.out / "report.md").write_text("edited\n")
    assert any("report.md" in d.text("en") for d in verify_turn(secret_game, res.out))


def test_resolving_a_copy_of_a_game_beside_it_warns_of_the_shared_dice(secret_game):
    import shutil

    twin = secret_game.parent / "copia-07"
    shutil.copytree(secret_game, twin)
    r = runner.invoke(app, ["resolve", str(twin), "--out", str(secret_game.parent / "copia-08")])
    assert r.exit_code == 0 and "mismo game_id" in r.stderr and "turn-07" in r.stderr
