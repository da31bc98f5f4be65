"""No file a player receives holds a seed they may not know, in any ruleset: a fresh game
of each ruleset (secret seed, sealed), resolved, every player file searched."""

import tomllib
from pathlib import Path

import pytest

from gm.api import init_game, resolve_turn, seal_turn, verify_rolls, verify_turn
from gm.dice.commit import DEPTH
from gm.registry import available


@pytest.mark.parametrize("ruleset", [r for r in available() if r != "toy"])
def test_player_files_hold_only_their_readers_seeds(ruleset, tmp_path, monkeypatch):
    monkeypatch.delenv("GM_SECRET", raising=False)
    monkeypatch.delenv("GM_SECRET_FILE", raising=False)
    made = init_game(ruleset, tmp_path / "p" / "turn-01", 3)
    value = seal_turn(made.directory)
    res = resolve_turn(made.directory, out=tmp_path / "p" / "turn-02")
    gm = tomllib.loads(res.files["rolls.toml"].decode())
    seeds = gm["seeds"]
    factions = [name.split("/", 1)[1] for name in seeds if name.startswith("faction/")]
    assert factions, "every faction has a committed stream"
    forbidden_everywhere = {gm["seed"], seeds["gm"]}
    for rel, data in res.files.items():
        if rel == "rolls.toml" or rel.startswith(("gm-report.", "game.toml", "factions/", "orders.toml")):
            continue  # the GM's files
        text = data.decode("utf-8", errors="replace") if not rel.endswith(".png") else data.hex()
        for secret in forbidden_everywhere:
            assert secret not in text, rel
        reader = _reader(rel)
        for fid in factions:
            if fid != reader:
                assert seeds[f"faction/{fid}"] not in text, f"{rel} holds {fid}'s seed"
    # the public dice file names no faction and holds no list to count them by (a race not
    # met yet would be announced): the public stream's proof alone, of a fixed length
    public_rolls = res.files["rolls/public.toml"].decode()
    assert not any(f"faction/{fid}" in public_rolls or f'"{fid}"' in public_rolls for fid in factions)
    public_doc = tomllib.loads(public_rolls)
    assert "digests" not in public_doc and all(k == "public" or k.startswith("dice:") for k in public_doc["proofs"])
    assert len(public_doc["proofs"]["public"]["path"]) == DEPTH
    # each player's own check passes, and so does the GM's
    for fid in factions:
        check = verify_rolls([res.out / "rolls" / "public.toml", res.out / "rolls" / f"{fid}.toml"], value)
        assert check.problems == [] and check.commitment == value
    assert verify_turn(made.directory, res.out) == []


def _reader(rel: str) -> str | None:
    """The faction a player file is for (None: everyone)."""
    path = Path(rel)
    if path.parent.name in ("reports", "rolls", "maps") and path.stem not in ("public", "gm"):
        return path.stem
    return None
