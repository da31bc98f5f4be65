"""Issue 22, "Safety (red team)": faction ids that are gm's own output names, exit 3
where exit 1 or 2 is due, an unreadable orders/ folder, file sizes, `gm init` of a later
turn's directory, a `--force` that cannot finish, and combat arguments ignored silently."""

from __future__ import annotations

import errno
import os
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from gm.cli import app
from tests import registered

ROOT = Path(__file__).resolve().parents[2]
RULESETS = registered.RULESETS
runner = CliRunner()


def _run(*args):
    return runner.invoke(app, [str(a) for a in args])


def _sample(tmp_path: Path, rid: str) -> Path:
    turn = tmp_path / "game" / "turn-01"
    shutil.copytree(registered.sample_dir(rid), turn)
    return turn


def _clean(r) -> None:
    assert "Traceback" not in r.output and "internal error" not in r.output, r.output


# -- 1. reserved faction ids --------------------------------------------------------------

def _rename_faction(turn: Path, new: str) -> str:
    path = sorted((turn / "factions").glob("*.toml"))[0]
    old = path.stem
    text = path.read_text(encoding="utf-8").replace(f'id = "{old}"', f'id = "{new}"', 1)
    path.unlink()
    (turn / "factions" / f"{new}.toml").write_text(text, encoding="utf-8")
    return old


@pytest.mark.parametrize("rid", RULESETS)
@pytest.mark.parametrize("reserved", ["public", "gm"])
def test_a_faction_named_like_an_output_file_is_refused_located(tmp_path, rid, reserved):
    turn = _sample(tmp_path, rid)
    _rename_faction(turn, reserved)
    r = _run("validate", turn, "--lang", "en")
    _clean(r)
    assert r.exit_code == 1
    assert f"factions/{reserved}.toml:" in r.output and "which gm keeps for its own files" in r.output
    r = _run("resolve", turn, "--out", tmp_path / "out", "--seed", "s")
    assert r.exit_code == 1 and not (tmp_path / "out").exists()
    assert f"el id de facción '{reserved}', que gm reserva" in r.output  # the game's language


# -- 2. exit 3 where 1 or 2 is due ------------------------------------------------------------

def test_odds_of_a_value_beyond_a_float_is_a_usage_error():
    r = _run("odds", "1d6+" + "9" * 309, "--lang", "en")
    _clean(r)
    assert r.exit_code == 2 and "a possible value has 310 digits, the limit is 300" in r.output
    r = _run("odds", "9" * 400 + ".5")
    _clean(r)
    assert r.exit_code == 2
    assert _run("odds", "1d6+" + "9" * 298).exit_code == 0


def _with_posts(tmp_path: Path, rid: str = "sector") -> Path:
    turn = _sample(tmp_path, rid)
    shutil.copytree(registered.sample_dir(rid).parent / "orders" / "turn-01", turn / "orders")
    return turn


def _leftovers(turn: Path) -> list[str]:
    return sorted(p.name for p in turn.rglob(".gm-tmp-*"))


@pytest.mark.parametrize("code", [errno.ENOSPC, errno.EACCES, errno.EROFS])
def test_orders_on_a_full_disk_or_read_only_turn_is_refused_with_exit_1(tmp_path, monkeypatch, code):
    turn = _with_posts(tmp_path)
    before = (turn / "orders.toml").read_bytes()

    def refused(fd):
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(os, "fsync", refused)
    r = _run("orders", turn, "--force", "--lang", "en")
    _clean(r)
    assert r.exit_code == 1
    assert f"{turn / 'orders.toml'}: cannot be written ({os.strerror(code)})" in r.output
    assert (turn / "orders.toml").read_bytes() == before and not _leftovers(turn)


def test_orders_where_no_temporary_file_can_be_made_is_refused(tmp_path, monkeypatch):
    import tempfile

    turn = _with_posts(tmp_path)

    def refused(*args, **kwargs):
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(turn / ".gm-tmp-x"))

    monkeypatch.setattr(tempfile, "mkstemp", refused)
    r = _run("orders", turn, "--force", "--lang", "en")
    _clean(r)
    assert r.exit_code == 1 and f"{turn / 'orders.toml'}: cannot be written" in r.output


def test_export_where_orders_cannot_be_made_is_refused(tmp_path, monkeypatch):
    turn = _sample(tmp_path, "sector")
    (turn / "orders").write_text("not a folder\n", encoding="utf-8")  # a file where the folder goes
    r = _run("orders", turn, "--export", "--lang", "en")
    _clean(r)
    assert r.exit_code == 1 and f"{turn / 'orders'}: cannot be written" in r.output
    (turn / "orders").unlink()
    real = Path.mkdir

    def refused(self, *args, **kwargs):
        if self.name == "orders":
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(self))
        return real(self, *args, **kwargs)

    monkeypatch.setattr(Path, "mkdir", refused)
    r = _run("orders", turn, "--export", "--lang", "en")
    _clean(r)
    assert r.exit_code == 1 and f"{turn / 'orders'}: cannot be written (Permission denied)" in r.output
    assert not (turn / "orders").exists()


@pytest.mark.parametrize("rid", RULESETS)
def test_init_takes_exactly_the_factions_its_help_names_for_the_ruleset(tmp_path, rid):
    from gm import registry

    lo, hi = registry.get(rid).init_factions
    helped = " ".join(_run("init", "--help").output.split())
    assert f"{rid} {lo}-{hi}" in helped
    for n in (lo - 1, hi + 1):
        r = _run("init", rid, tmp_path / f"g{n}" / "turn-01", "--factions", n)
        _clean(r)
        assert r.exit_code == 2, r.output
        assert f"factions: se encontró {n}, se esperaba un número entero de {lo} a {hi} en {rid}" in r.output
        assert not (tmp_path / f"g{n}").exists()
    for n in (lo, hi):
        turn = tmp_path / f"ok{n}" / "turn-01"
        r = _run("init", rid, turn, "--factions", n)
        assert r.exit_code == 0, r.output
        assert _run("validate", turn).exit_code == 0


@pytest.mark.parametrize("rid", RULESETS)
def test_generate_refuses_more_factions_than_its_generator_fits_as_a_usage_error(tmp_path, rid):
    from gm import registry
    from gm.generate import state_for

    lo, hi = registry.get(rid).generate_factions
    r = _run("generate", rid, tmp_path / "big" / "turn-01", "--factions", hi + 1)
    _clean(r)
    assert r.exit_code == 2 and f"de {lo} a {hi} en {rid}" in r.output
    if hi <= 3_000 and rid != "sector":  # the largest accepted size is built (sector's 400 empires take seconds)
        state_for(rid, hi, "bench")


# -- 3. an orders/ folder that cannot be read ---------------------------------------------

def test_an_unreadable_orders_folder_is_an_error_naming_it(tmp_path, monkeypatch):
    turn = _with_posts(tmp_path)
    (turn / "orders.toml").write_text("turn = 1\n", encoding="utf-8")  # the posts are the orders
    assert _run("validate", turn).exit_code == 0
    real = os.listdir

    def refused(path="."):
        if Path(path).name == "orders":  # what chmod 000 does to anyone but root
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
        return real(path)

    monkeypatch.setattr(os, "listdir", refused)
    r = _run("validate", turn, "--lang", "en")
    _clean(r)
    assert r.exit_code == 1 and "orders/: cannot be read: Permission denied" in r.output
    r = _run("resolve", turn, "--out", tmp_path / "out", "--seed", "s")
    assert r.exit_code == 1 and not (tmp_path / "out").exists()


# -- 5. init of a later turn's name, --force over a read-only turn, combat arguments ---------

def _resolved_twice(tmp_path: Path) -> tuple[Path, Path]:
    turn = _sample(tmp_path, "sector")
    out = tmp_path / "game" / "turn-02"
    assert _run("resolve", turn, "--out", out, "--seed", "s").exit_code == 0
    return turn, out


def _snapshot(folder: Path) -> dict:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_force_over_a_read_only_turn_is_refused_before_anything_is_written(tmp_path, monkeypatch):
    turn, out = _resolved_twice(tmp_path)
    (out / "report.md").write_text("the GM's copy\n", encoding="utf-8")
    before = _snapshot(out)
    real = os.access

    def access(path, mode, *args, **kwargs):  # what chmod -R a-w does to anyone but root
        if Path(path) == out / "reports" and mode & os.W_OK:
            return False
        return real(path, mode, *args, **kwargs)

    monkeypatch.setattr(os, "access", access)
    r = _run("resolve", turn, "--out", out, "--seed", "s", "--force", "--lang", "en")
    _clean(r)
    assert r.exit_code == 1
    assert f"{out}: cannot be replaced: {out / 'reports'} is read-only" in r.output
    assert _snapshot(out) == before and not _leftovers(out.parent)


def test_an_old_turn_the_os_will_not_delete_is_said_not_left_in_silence(tmp_path, monkeypatch):
    import shutil as shutil_module

    turn, out = _resolved_twice(tmp_path)
    real = shutil_module.rmtree

    def rmtree(path, *args, **kwargs):
        if "-old-" not in Path(path).name:
            return real(path, *args, **kwargs)
        return None  # an immutable file: nothing goes, and ignore_errors said nothing

    monkeypatch.setattr(shutil_module, "rmtree", rmtree)
    r = _run("resolve", turn, "--out", out, "--seed", "s", "--force", "--lang", "en")
    _clean(r)
    assert r.exit_code == 1 and "the new turn is written, but the OS does not let gm delete the old one" in r.output
    left = _leftovers(out.parent)
    assert len(left) == 1 and left[0] in r.output  # (and the next run, in another process, removes it)
    assert (out / "game.toml").is_file()


@pytest.mark.parametrize("name", ["turn-05", "turn-5", "partida-002", "t10"])
def test_init_refuses_a_directory_named_as_a_later_turn(tmp_path, name):
    r = _run("init", "eraide", tmp_path / "X" / name)
    _clean(r)
    assert r.exit_code == 1 and "una partida nueva empieza en el turno 1" in r.output
    first = name.rstrip("0123456789") + "1".zfill(len(name) - len(name.rstrip("0123456789")))
    assert f"llámalo {first}" in r.output
    assert not (tmp_path / "X").exists()


@pytest.mark.parametrize("name", ["turn-01", "turn-1", "turn-001", "partida"])
def test_init_writes_turn_1_where_the_name_says_turn_1_or_no_number(tmp_path, name):
    assert _run("init", "eraide", tmp_path / "X" / name).exit_code == 0
    assert 'turn = 1\n' in (tmp_path / "X" / name / "game.toml").read_text(encoding="utf-8")


def _combats():
    from tests.dice.test_roll_language import COMBATS

    return [(rid, sides, dice) for rid, (sides, dice, _es, _en) in COMBATS.items()]


@pytest.mark.parametrize("rid,sides,dice", _combats())
@pytest.mark.parametrize("lang", ["es", "en"])
def test_combat_dice_left_over_are_a_usage_error(rid, sides, dice, lang):
    args = ["roll", "combat", rid, "--side", sides[0], "--side", sides[1], "--lang", lang]
    assert _run(*args, "--dice", dice).exit_code == 0  # exactly the exchange's dice
    r = _run(*args, "--dice", dice + ",1,1")
    _clean(r)
    assert r.exit_code == 2
    n = len(dice.split(","))
    said = {"es": f"se dieron {n + 2} dados y el combate tiró {n}; sobran: 1, 1",
            "en": f"{n + 2} dice were given and the exchange rolled {n}; left over: 1, 1"}[lang]
    assert said in r.output
    r = _run(*args, "--dice", dice, "--odds")
    assert r.exit_code == 2 and "--odds" in r.output


@pytest.mark.parametrize("rid,sides,dice", _combats())
def test_a_side_key_given_twice_is_a_usage_error(rid, sides, dice):
    key, value = sides[0].split(",")[0].split("=")
    r = _run("roll", "combat", rid, "--side", f"{sides[0]},{key}=9", "--side", sides[1], "--dice", dice, "--lang", "en")
    _clean(r)
    assert r.exit_code == 2
    assert f"--side 1: found the key '{key}' twice ('{value}' and '9'), expected each key once" in r.output


# -- 4. sizes: each file's limit, named, before parsing; the work per byte; capped lists ------

def _padded_faction(turn: Path, size: int, bad: bool = False) -> Path:
    path = turn / "factions" / "klingon.toml"
    text = path.read_text(encoding="utf-8").replace("next_id = 3", "next_id = 99999999")
    ships, n = [], 3
    status = "xx" if bad else "active"
    while len(text) + sum(map(len, ships)) < size:
        ships.append(f'\n[ships.kli-{n}]\nsector = "I5"\narmamento = 0\npropulsion = 0\nenergia = 0\n'
                     f'construccion = 0\ncloak = true\ncloaked = true\nstatus = "{status}"\n')
        n += 1
    path.write_text(text + "".join(ships), encoding="utf-8")
    return path


def test_a_faction_file_over_its_limit_is_refused_before_parsing_naming_the_limit(tmp_path, monkeypatch):
    from gm import limits

    turn = _sample(tmp_path, "sector")
    path = _padded_faction(turn, 300_000)
    monkeypatch.setitem(limits.FILE_LIMITS, "factions/", ("MAX_FACTION_BYTES", 200_000))
    import rtoml

    parsed = []
    real = rtoml.loads
    monkeypatch.setattr(rtoml, "loads", lambda text, *a, **k: parsed.append(len(text)) or real(text, *a, **k))
    r = _run("validate", turn, "--lang", "en")
    _clean(r)
    assert r.exit_code == 1
    size = path.stat().st_size
    assert (f"factions/klingon.toml: At faction 'klingon': found a file too big ({size} bytes), expected at most "
            f"{200_000 / 2**20:g} MiB (200000 B: the limit MAX_FACTION_BYTES, docs/robustness.md)") in r.output
    assert max(parsed) < 200_000  # the other files were parsed, not this one


def test_every_turn_file_has_a_named_limit_no_larger_than_any_file_gm_reads():
    from gm import limits

    assert limits.file_limit("factions/a.toml") == ("MAX_FACTION_BYTES", limits.MAX_FACTION_BYTES)
    assert limits.file_limit("game.toml") == ("MAX_GAME_BYTES", limits.MAX_GAME_BYTES)
    assert limits.file_limit("orders.toml") == ("MAX_ORDERS_BYTES", limits.MAX_ORDERS_BYTES)
    assert all(n <= limits.MAX_FILE_BYTES for _, n in limits.FILE_LIMITS.values())
    doc = (ROOT / "docs" / "robustness.md").read_text(encoding="utf-8")
    assert all(name in doc for name, _ in limits.FILE_LIMITS.values())


def test_a_faction_file_at_its_limit_full_of_errors_is_located_without_reading_it_all(tmp_path, monkeypatch):
    """The work is bounded per byte: of 1,000s of errors only those shown are located,
    and the lines are scanned only as far as they are."""
    from gm import tomlio
    from gm.limits import MAX_SCANNED_PER_FILE, MAX_SHOWN
    from gm.engine.validate import validate_dir

    turn = _sample(tmp_path, "sector")
    path = _padded_faction(turn, 400_000, bad=True)  # 3,000 bad ships: more errors than are examined
    total = path.read_text(encoding="utf-8").count("\n")
    scanned = []
    real = tomlio._Scanner.scan
    monkeypatch.setattr(tomlio._Scanner, "scan", lambda self, text, before=0: scanned.append(text.count("\n") + 1) or real(self, text, before))
    result = validate_dir(turn)
    errors = [p for p in result.problems if p.severity == "error"]
    assert len(errors) == MAX_SHOWN and all(p.line for p in errors)
    note = result.problems[-1]
    assert note.severity == "note" and note.omitted == MAX_SCANNED_PER_FILE - MAX_SHOWN and "factions/klingon.toml" in result.uncounted
    assert sum(scanned) < total / 2
    lines = path.read_text(encoding="utf-8").split("\n")
    assert all(lines[p.line - 1] == 'status = "xx"' for p in errors)  # each at its own line


def test_every_command_lists_at_most_max_shown_problems_then_counts_the_rest(tmp_path, monkeypatch):
    from gm.engine import pipeline
    from gm.limits import MAX_SHOWN
    from gm.errors import GameDataError, Problem

    many = [Problem("orders.toml", ("factions", "a", "orders", i), f"bad {i}") for i in range(250)]
    warned = [Problem("orders.toml", (), f"warned {i}", severity="warning") for i in range(30)]
    exc = GameDataError(many + warned)
    assert len(exc.problems) == MAX_SHOWN and exc.count == 250
    assert exc.warnings[-1].severity == "note" and exc.warnings[-1].omitted == 150

    def refused(*args, **kwargs):
        raise GameDataError(many + warned)

    monkeypatch.setattr(pipeline, "resolve_files", refused)
    turn = _sample(tmp_path, "sector")
    r = _run("resolve", turn, "--lang", "en")
    _clean(r)
    assert r.exit_code == 1 and r.output.count("bad ") == MAX_SHOWN and "warned" not in r.output
    assert "150 more errors and 30 more warnings not shown" in r.output and "250 errors" in r.output


def test_generate_refuses_a_directory_named_as_a_later_turn_too(tmp_path):
    r = _run("generate", "nuevo-amanecer", tmp_path / "big" / "turn-05", "--factions", 2)
    _clean(r)
    assert r.exit_code == 1 and "llámalo turn-01" in r.output and not (tmp_path / "big").exists()
