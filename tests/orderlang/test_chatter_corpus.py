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
        unread = entry.get("unread", [])
        line = {**line, "reason": unread[0].get("reason", "")} if unread else line
        out.append((line, unread[0]["kind"] if unread else "order" if entry.get("orders") else "nothing"))
    return out


# Lines that try to be orders but hold no order word and no name gm knows: skipped as
# chatter (listed in the GM's report only) until the phrasebook reads them.
KNOWN_HIDDEN = {"todos a por ellos", "Animamos a los rebeldes de Qo'noS a rebelarse"}


def _names_something(path: Path, text: str) -> bool:
    from gm.orderlang.chatter import STEM, WORD, ChatterWords
    from gm.orderlang.phrasebook import load
    from gm.orderlang.text import fold
    from gm.orderlang.values import Scope

    c = tomllib.loads(path.read_text("utf-8"))
    words = ChatterWords(Scope(load(c["ruleset"]), "es", validate_dir(ROOT / c["game"]).state, c["faction"]))
    found = WORD.findall(fold(text))
    padded = " " + " ".join(found) + " "
    return any(f" {n} " in padded for n in words.names) or any(w[:STEM] in words.name_stems for w in found if len(w) >= STEM)


@pytest.mark.parametrize("path", CORPORA, ids=[p.stem for p in CORPORA])
def test_chatter_is_skipped_and_no_attempt_is_hidden(path, tmp_path):
    got = _kinds(path, tmp_path)
    assert [line for line, kind in got if line.get("chatter")], "the corpus has chatter lines"
    assert [line["text"] for line, kind in got if line.get("chatter") and kind == "order"] == []  # never an order
    missed = [line for line, kind in got if line.get("chatter") and kind != "chatter"]
    # told as not understood only when it names the faction's thing or a rival, or starts with
    # a near miss of a verb (the safe side: a doubt is told, never hidden): «¡Por los bosques
    # de Teralia!», «Espero que…» (¿quisiste decir «espío»?)
    assert all(kind == "not_understood" for line, kind in got if line in missed)
    assert [m["text"] for m in missed if not _names_something(path, m["text"]) and "¿quisiste decir" not in m["reason"]] == []
    hidden = [line["text"] for line, kind in got if kind == "chatter" and not line.get("chatter")]
    assert set(hidden) <= KNOWN_HIDDEN
