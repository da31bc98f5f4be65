"""The sample Duelo: every round resolves, orders all settle, hidden characters stay hidden,
and round 1's outputs match the checked-in golden copy (`make goldens ONLY=eraide` rewrites it)."""
import shutil
from pathlib import Path

import pytest

from gm.engine.pipeline import resolve_files
from gm.engine.validate import validate_dir

ROOT = Path(__file__).resolve().parents[3]
SAMPLE = ROOT / "sample_games" / "eraide"


def write(out: Path, files: dict[str, bytes]) -> None:
    for rel, data in files.items():
        p = out / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(data)


@pytest.fixture(scope="module")
def chain(tmp_path_factory):
    """Resolve turn-01, copy orders/turn-NN.toml into each resolved round, resolve again."""
    base = tmp_path_factory.mktemp("eraide")
    cur = base / "turn-01"
    shutil.copytree(SAMPLE / "turn-01", cur)
    rounds = []
    n = 1
    while True:
        validation = validate_dir(cur)
        assert validation.ok, [p.format() for p in validation.problems]
        res = resolve_files(cur)
        rounds.append(res)
        nxt = base / f"turn-{n + 1:02d}"
        write(nxt, res.files)
        orders = SAMPLE / "orders" / f"turn-{n + 1:02d}.toml"
        if not orders.exists():
            break
        shutil.copy(orders, nxt / "orders.toml")
        cur, n = nxt, n + 1
    return rounds


def test_every_round_settles_every_order(chain):
    assert len(chain) >= 5
    for res in chain:
        keys = [o.key for o in res.context.outcomes.values()]
        assert "engine.order_not_processed" not in keys
        assert res.warnings == []


def test_sample_exercises_the_rules(chain):
    kinds = {e.kind for res in chain for e in res.context.events}
    for k in ("eraide.ev.stepped", "eraide.ev.ran", "eraide.ev.jumped", "eraide.ev.attack", "eraide.ev.talent",
              "eraide.ev.ether", "eraide.ev.state", "eraide.ev.destiny", "eraide.ev.hid", "eraide.ev.revealed",
              "eraide.ev.summoned", "eraide.ev.healed", "eraide.ev.pushed", "eraide.ev.down", "eraide.ev.relegated",
              "eraide.ev.no_orders"):
        assert k in kinds, k
    attacks = [e for res in chain for e in res.context.events if e.kind == "eraide.ev.attack"]
    assert any("cobertura" in e.params["notes"] for e in attacks)
    melee = ranged = False
    for res in chain:
        for e in res.context.events:
            if e.kind == "eraide.ev.attack" and e.params["weapon"] == "own":
                ranged |= e.params["attacker_id"] in ("ilse", "otto")
                melee |= e.params["attacker_id"] in ("brann", "mael_lobo_1", "nyx")
    assert melee and ranged


def test_public_report_draws_the_board_and_every_roll(chain):
    report = chain[0].files["report.md"].decode()
    assert "```\n    A B C D E F G H I J K L" in report
    assert "1d20 (" in report and "Turno de Nyx" in report


def test_hidden_characters_stay_out_of_other_reports(chain):
    # round 6: Mael lurks and steps to C4
    r6 = chain[5]
    assert r6.context.turn == 6
    public = r6.files["report.md"].decode()
    rojo = r6.files["reports/rojo.md"].decode()
    azul = r6.files["reports/azul.md"].decode()
    assert "Mael" not in public and "Mael" not in rojo
    assert "Mael da un paso de D3 a C4" in azul and "Acechando (solo los ve su bando): Mael (C4)" in azul
    # round 1: Nyx hides; her square never reaches azul or the public afterwards
    r2 = chain[1]
    assert "Nyx corre" not in r2.files["report.md"].decode() and "Nyx corre" not in r2.files["reports/azul.md"].decode()
    assert "Nyx corre de C7 a D6" in r2.files["reports/rojo.md"].decode()


def test_resolution_is_deterministic():
    a = resolve_files(SAMPLE / "turn-01").files
    b = resolve_files(SAMPLE / "turn-01").files
    assert a == b
