"""gm init eraide: a Duelo (or Batalla) of example characters that validates and resolves."""
import json
from pathlib import Path

import pytest

from gm import api, registry
from gm.engine.pipeline import resolve_files
from gm.engine.validate import validate_dir
from gm.errors import UsageProblem


@pytest.mark.parametrize("n", [2, 3, 4])
def test_new_game_validates_and_resolves(tmp_path: Path, n):
    d = tmp_path / "partida" / "turn-01"
    api.init_game("eraide", d, n, seed="s")
    assert validate_dir(d).ok, [p.format() for p in validate_dir(d).problems]
    res = resolve_files(d, seed="fixed")
    assert all(o.applied for o in res.context.outcomes.values())
    # turn-01 holds turn 1 (the prologue, round 0); turn-02 will hold turn 2, round 1
    assert res.context.state.turn == 1 and res.next_state.turn == 2
    assert res.next_state.game["battle"]["round"] == 1
    assert "Tablero tras el despliegue" in res.files["report.md"].decode()
    assert "asalto 0" in res.files["maps/public.svg"].decode()
    chars = [c for f in res.next_state.factions.values() for c in f["characters"].values()]
    assert all(c["status"] == "active" and c["example"] for c in chars)
    professions = {c["profession"] for c in chars}
    assert professions == {"lansquenete", "montero", "sagaz", "tecnico", "canalizador", "invocador"}


def test_new_game_is_deterministic_and_has_no_seed():
    r = registry.get("eraide")
    a, b = r.new_game(2, "x"), r.new_game(2, "x")
    assert a.factions == b.factions and "seed" not in a.game
    assert a.game["mode"]["name"] == "duelo"
    sums = [sum(c["level"] for c in f["characters"].values()) for f in a.factions.values()]
    assert sums[0] == sums[1] == a.game["mode"]["points"]
    splits = {tuple(sorted(r.new_game(2, s).factions["rojo"]["characters"])) for s in ("a", "b", "c", "d", "e", "f")}
    assert len(splits) > 1   # the seed matters
    with pytest.raises(UsageProblem):
        r.new_game(5, "x")


def test_roll_combat_with_dice_and_odds():
    sides = ["ataque=6,dano=8,arma=C", "defensa=4,armadura=B,cobertura=1"]
    data = api.roll_combat("eraide", sides, "15,3", None, False)
    assert data["sides"][0]["total"] == 21 and data["sides"][1]["total"] == 9
    assert data["sides"][1]["damage"] == 8
    # a natural 1 counts as 0 whatever the modifier: the roll line says so beside the total
    data = api.roll_combat("eraide", ["ataque=6,dano=8,arma=C", "defensa=4,armadura=B"], "1,1", None, False)
    assert data["sides"][0]["total"] == 0 and data["sides"][1]["total"] == 0
    assert all("→ 0 — " in line and line.endswith("; un 1 natural cuenta como 0") for line in data["rolls"]), data["rolls"]
    data = api.roll_combat("eraide", sides, "20,20", None, False)
    assert data["sides"][1]["damage"] == 16
    data = api.roll_combat("eraide", ["ataque=6,dano=8,arma=A", "defensa=4,armadura=E"], "18,2", None, False)
    assert data["sides"][1]["damage"] == 1
    data = api.roll_combat("eraide", ["ataque=6,dano=9,arma=C", "defensa=4,armadura=B,elevado=1"], "5,5", None, False)
    assert data["sides"][1]["total"] == 7 and data["sides"][1]["damage"] == 4
    odds = api.roll_combat("eraide", sides, None, None, True)["outcomes"]
    assert abs(sum(o["p"] for o in odds) - 1) < 1e-9
    assert json.dumps(odds)
    for bad in (["ataque=6,dano=8", "defensa=4,armadura=B"], ["ataque=6,dano=8,arma=Q", "defensa=4,armadura=B"],
                ["ataque=x,dano=8,arma=A", "defensa=4,armadura=B"], ["ataque=6,dano=8,arma=A", "defensa=4,armadura=B,foo=1"]):
        with pytest.raises(UsageProblem):
            api.roll_combat("eraide", bad, None, None, False)
