"""The engine's own golden turn: the toy ruleset's turn 7 resolved, every file compared.

After a deliberate change: `make goldens ONLY=toy`, then read the diff before committing."""

import pytest

from tests import golden, registered


def test_toy_turn_matches_golden():
    golden.check("toy")


@pytest.mark.parametrize("rid", registered.RULESETS)
def test_each_registered_ruleset_matches_its_golden(rid):
    """The sample game's first turn resolved as `make goldens` writes it (Markdown only: the
    forum formats are read by the forum rendering tests), for every registered ruleset: a new
    one is compared without a test of its own (test_ruleset_layout asks for its golden)."""
    golden.check(rid)


def test_every_golden_directory_is_listed():
    """`make goldens` can rewrite every golden copy the tests compare with, and only those."""
    on_disk = {p.resolve() for p in golden.TESTS.rglob("golden") if p.is_dir()}
    listed = {g.path.parent if g.path.parent.name == "golden" else g.path for g in golden.GOLDENS.values()
              if g.path.is_relative_to(golden.TESTS)}  # a plugin's golden is in its own package
    assert on_disk == listed


def test_a_golden_fails_on_changed_pixels_text_or_files_and_never_writes(tmp_path, monkeypatch):
    """The comparison can fail: a pixel, a line, a file more or less. A PNG of the same pixels
    in other bytes (another zlib level) passes. Comparing writes nothing."""
    import io

    import pytest
    from PIL import Image

    def png(colour, level=6):
        out = io.BytesIO()
        Image.new("RGB", (4, 3), colour).save(out, "PNG", compress_level=level)
        return out.getvalue()

    stored = {"a.md": b"uno\ndos\n", "m.png": png((1, 2, 3))}
    for rel, data in stored.items():
        (tmp_path / rel).write_bytes(data)
    monkeypatch.setitem(golden.GOLDENS, "scratch", golden.Golden(tmp_path.resolve(), lambda: stored))
    golden.assert_matches_golden({"a.md": b"uno\ndos\n", "m.png": png((1, 2, 3), level=1)}, tmp_path)
    for changed, words in [({"m.png": png((1, 2, 4))}, "m.png: PNG pixels differ"), ({"a.md": b"uno\nDOS\n"}, "+DOS"),
                           ({"b.md": b""}, "b.md: produced"), ({"a.md": None}, "a.md: in the golden copy")]:
        files = {k: v for k, v in {**stored, **changed}.items() if v is not None}
        with pytest.raises(AssertionError, match="make goldens ONLY=scratch") as failure:
            golden.assert_matches_golden(files, tmp_path)
        assert words in str(failure.value)
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == stored
