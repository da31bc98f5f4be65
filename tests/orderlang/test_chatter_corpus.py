"""The players' corpus (tests/orderlang/players/) against the chatter rule (issue 24):
every line marked chatter is skipped as chatter (never told to the player as not
understood, never an order), and no line marked unreadable, ambiguous or stays is ever
skipped as chatter: a line that tries to be an order is told, never hidden."""

from __future__ import annotations

import shutil
import tomllib
from pathlib import Path

import pytest

from gm.engine.validate import validate_dir
from gm.orderlang.document import read_text_orders

ROOT = Path(__file__).resolve().parents[2]
CORPORA = sorted((Path(__file__).parent / "players").glob("*.toml"))


def _kinds(path: Path, tmp_path: Path) -> list[tuple[dict, str]]:
    """Each line of the corpus, read alone as its faction's post: (line, how gm took it)."""
    c = tomllib.loads(path.read_text("utf-8"))
    v = validate_dir(ROOT / c["game"])
    turn = tmp_path / "t"
    shutil.copytree(ROOT / c["game"], turn)
    (turn / "orders.toml").unlink(missing_ok=True)
    (turn / "orders").mkdir()
    post = turn / "orders" / f"{c['faction']}.txt"
    out = []
    for line in c["line"]:
        post.write_text(line["text"] + "\n", encoding="utf-8")
        entry = read_text_orders(turn, v.state, v.ruleset).doc["factions"].get(c["faction"], {})
        kinds = [u["kind"] for u in entry.get("unread", [])]
        out.append((line, kinds[0] if kinds else "order" if entry.get("orders") else "nothing"))
    return out


# Lines the corpus marks chatter that name the faction's own thing or a rival: told as not
# understood, the safe side (a doubt is told to the player, never hidden).
TOLD = {"¡Por los bosques de Teralia!", "¡A por los klingon! Un saludo"}
# Lines that try to be orders but hold no order word and no name gm knows: skipped as
# chatter (listed in the GM's report only) until the phrasebook reads them.
KNOWN_HIDDEN = {"todos a por ellos", "Animamos a los rebeldes de Qo'noS a rebelarse"}


@pytest.mark.parametrize("path", CORPORA, ids=[p.stem for p in CORPORA])
def test_chatter_is_skipped_and_no_attempt_is_hidden(path, tmp_path):
    got = _kinds(path, tmp_path)
    assert [line for line, kind in got if line.get("chatter")], "the corpus has chatter lines"
    assert [line["text"] for line, kind in got if line.get("chatter") and kind == "order"] == []  # never an order
    missed = [line["text"] for line, kind in got if line.get("chatter") and kind != "chatter"]
    assert set(missed) <= TOLD and all(kind == "not_understood" for line, kind in got if line["text"] in missed)
    hidden = [line["text"] for line, kind in got if kind == "chatter" and not line.get("chatter")]
    assert set(hidden) <= KNOWN_HIDDEN
