"""Primordia's public table of races does not count a race's settlements: the count told
the others of settlements they never saw (found by the long leak-oracle run: seed 9, turn
2, Tuarian's s2). This replays that game with the oracle's absence check."""

from tests.secrecy.harness import play


def test_primordia_public_report_tells_no_unseen_settlement(tmp_path):
    found = [f for f in play("primordia", 9, tmp_path / "game", 2, words=0, absent=6)
             if f.leak.file == "report.md" and "/settlements/" in f.leak.token]
    assert found == [], [f.format() for f in found]
