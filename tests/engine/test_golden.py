"""The engine's own golden turn: the toy ruleset's turn 7 resolved, every file compared.

After a deliberate change: `make goldens ONLY=toy`, then read the diff before committing."""

from tests import golden


def test_toy_turn_matches_golden():
    golden.check("toy")


def test_every_golden_directory_is_listed():
    """`make goldens` can rewrite every golden copy the tests compare with, and only those."""
    on_disk = {p.resolve() for p in golden.TESTS.rglob("golden") if p.is_dir()}
    listed = {g.path.parent if g.path.parent.name == "golden" else g.path for g in golden.GOLDENS.values()}
    assert on_disk == listed
