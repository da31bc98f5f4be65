"""`python -m gm.text.compile_catalogs`: write the kept parses (gm.text.catalog_cache) of every
catalog of gm, as `python -m compileall` writes bytecode; make demo, make test and make
bench run both (where PYTHONDONTWRITEBYTECODE is set, as here, nothing else writes them)."""

from __future__ import annotations

from pathlib import Path

from gm.text.catalog_cache import key, remember
from gm.text.i18n import parse_entry, split_entries


def compile_all(root: Path) -> list[Path]:
    """Write the cache file of every catalog (`*/messages/<lang>.ftl`) of the packages under
    `root`; the files written."""
    written = []
    for ftl in sorted(root.rglob("messages/*.ftl")):
        text = ftl.read_text("utf-8")
        messages, terms = split_entries(text)
        remember(ftl.parent, ftl.stem, text, [*messages.values(), *terms.values()], parse_entry, write=True)
        written += ftl.parent.glob(f"__pycache__/{ftl.name}-{key(text)}.pickle")
    return written


if __name__ == "__main__":
    compile_all(Path(__file__).resolve().parent.parent)  # the gm package
