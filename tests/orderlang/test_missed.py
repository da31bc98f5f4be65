"""Missed orders (game.toml [missed_orders]): `siempre:` orders are kept in game.toml
(missed_orders.standing) from turn to turn and given for a faction that sends nothing when the policy
is "standing"; turns in a row without orders are counted in game.toml and the GM's report
says who sent nothing, flagging it after `flag_after` turns and saying the GM plays it
after `gm_plays_after`."""

from __future__ import annotations

import shutil
import tomllib
from pathlib import Path

from gm.engine.pipeline import resolve_files
from gm.engine.validate import validate_dir

ROOT = Path(__file__).resolve().parents[2]


def _write(res, out: Path) -> None:
    for rel, data in res.files.items():
        (out / rel).parent.mkdir(parents=True, exist_ok=True)
        (out / rel).write_bytes(data)


def _play(turn: Path, out: Path):
    v = validate_dir(turn)
    assert v.ok, [p.format() for p in v.errors]
    res = resolve_files(turn)
    _write(res, out)
    return v, res


def test_standing_orders_and_the_missed_count(tmp_path):
    t1 = tmp_path / "turn-01"
    shutil.copytree(ROOT / "sample_games" / "sector" / "turn-01", t1)
    with (t1 / "game.toml").open("a", encoding="utf-8") as fh:
        fh.write('\n[missed_orders]\npolicy = "standing"\nflag_after = 2\ngm_plays_after = 3\n')
    (t1 / "orders.toml").unlink()
    (t1 / "orders").mkdir()
    (t1 / "orders" / "federacion.txt").write_text("siempre: investigar propulsión\nmover fed-1 a F4\n", encoding="utf-8")
    (t1 / "orders" / "romulano.txt").write_text("investigar energía\n", encoding="utf-8")

    v1, r1 = _play(t1, tmp_path / "turn-02")
    assert [o["type"] for o in v1.state.orders["factions"]["federacion"]["orders"]] == ["research", "move"]
    game2 = tomllib.loads((tmp_path / "turn-02" / "game.toml").read_text("utf-8"))
    assert game2["missed_orders"]["count"] == {"cardasiano": 1, "ferengi": 1, "klingon": 1}
    assert game2["missed_orders"]["standing"] == {"federacion": [{"type": "research", "tech": "propulsion"}]}
    assert "standing" not in tomllib.loads((tmp_path / "turn-02" / "orders.toml").read_text("utf-8"))  # the template is public
    gm1 = r1.files["gm-report.md"].decode()
    assert "## Facciones sin órdenes este turno" in gm1 and "Imperio Klingon: sin órdenes (turnos seguidos: 1)" in gm1
    assert "Federación de Planetas Unidos: sin" not in gm1

    # turn 2: nobody writes; the Federation's standing order is given for it
    v2, r2 = _play(tmp_path / "turn-02", tmp_path / "turn-03")
    assert v2.state.orders["factions"]["federacion"]["orders"] == [{"type": "research", "tech": "propulsion"}]
    assert any(o.order.faction == "federacion" and o.order.type == "research" for o in r2.context.outcomes.values())
    gm2 = r2.files["gm-report.md"].decode()
    assert "Federación de Planetas Unidos: sin órdenes (turnos seguidos: 1)" in gm2
    assert "Imperio Klingon: sin órdenes dos turnos seguidos — AVISO" in gm2  # under ten, in words (WORDS)
    assert "federacion" in tomllib.loads((tmp_path / "turn-03" / "game.toml").read_text("utf-8"))["missed_orders"]["standing"]

    # turn 3: the Klingons' third turn in a row: the GM plays them
    _, r3 = _play(tmp_path / "turn-03", tmp_path / "turn-04")
    assert "Imperio Klingon: sin órdenes tres turnos seguidos — según la partida, ahora la juega el máster" in r3.files["gm-report.md"].decode()
    game4 = tomllib.loads((tmp_path / "turn-04" / "game.toml").read_text("utf-8"))
    assert game4["missed_orders"]["count"]["klingon"] == 3 and game4["missed_orders"]["policy"] == "standing"


def test_without_a_policy_nothing_is_counted_or_given_but_standing_orders_are_kept(tmp_path):
    """Play-test O1: with no [missed_orders] table (what gm init writes) a `siempre:` order
    was dropped silently; it is kept in game.toml whatever the policy (the policy decides
    only what a faction that sends nothing gets: here, nothing)."""
    t1 = tmp_path / "turn-01"
    shutil.copytree(ROOT / "sample_games" / "sector" / "turn-01", t1)
    assert "missed_orders" not in tomllib.loads((t1 / "game.toml").read_text("utf-8"))
    (t1 / "orders.toml").unlink()
    (t1 / "orders").mkdir()
    (t1 / "orders" / "federacion.txt").write_text("siempre: investigar propulsión\n", encoding="utf-8")
    _play(t1, tmp_path / "turn-02")
    kept = {"standing": {"federacion": [{"type": "research", "tech": "propulsion"}]}}
    assert tomllib.loads((tmp_path / "turn-02" / "game.toml").read_text("utf-8"))["missed_orders"] == kept
    v2, _ = _play(tmp_path / "turn-02", tmp_path / "turn-03")
    assert not (v2.state.orders["factions"].get("federacion") or {}).get("orders")
    assert tomllib.loads((tmp_path / "turn-03" / "game.toml").read_text("utf-8"))["missed_orders"] == kept


def test_a_bad_policy_is_a_located_error(tmp_path):
    t1 = tmp_path / "turn-01"
    shutil.copytree(ROOT / "sample_games" / "sector" / "turn-01", t1)
    with (t1 / "game.toml").open("a", encoding="utf-8") as fh:
        fh.write('\n[missed_orders]\npolicy = "pass"\n')
    v = validate_dir(t1)
    assert [p.format() for p in v.errors] == [p.format() for p in v.errors if p.file == "game.toml"] != []
    assert "missed_orders" in v.errors[0].format() or "pass" in v.errors[0].format()

