"""Each ruleset's page lists its order lines: the "Órdenes en texto" section of
docs/rulesets/<id>.md is the one gm.orderlang.docs writes from the phrasebook (regenerate:
python -m tests.orderlang.test_docs --write, then read the diff)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from gm.orderlang.docs import HEADING, section

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = {  # ruleset -> (game, step, faction) of the example post
    "nuevo-amanecer": ("nuevo-amanecer", "turn-02", "gorkamorka"),
    "sector": ("sector", "turn-02", "federacion"),
    "eraide": ("eraide", "turn-02", "azul"),
    "primordia": ("primordia", "turn-01", "marmoreos"),
}


def sample_example(root: Path, game: str, step: str, faction: str) -> str:
    return (root / "sample_games" / game / "orders" / step / f"{faction}.txt").read_text("utf-8")


def expected(rid: str) -> str:
    return section(rid, sample_example(ROOT, *EXAMPLES[rid]))


@pytest.mark.parametrize("rid", sorted(EXAMPLES))
def test_ruleset_page_lists_its_order_lines(rid):
    page = (ROOT / "docs" / "rulesets" / f"{rid}.md").read_text("utf-8")
    assert expected(rid) in page


def regenerate() -> None:
    """Replace (or append) each page's section; the rest of the page is left as it is."""
    for rid in sorted(EXAMPLES):
        path = ROOT / "docs" / "rulesets" / f"{rid}.md"
        page = path.read_text("utf-8")
        if HEADING in page:
            start = page.index(HEADING)
            # the section ends at the next section, or at a subsection written by hand (### ...):
            # the subsections the section holds itself are skipped, so writing it twice changes nothing
            own = [line for line in expected(rid).splitlines() if line.startswith("### ")]
            ends = [page.find("\n## ", start + len(HEADING))]
            at = start + len(HEADING)
            while (at := page.find("\n### ", at + 1)) >= 0:
                if page[at + 1:].split("\n", 1)[0] not in own:
                    ends.append(at)
                    break
            ends = [i for i in ends if i >= 0]
            end = min(ends) if ends else -1
            page = page[:start] + expected(rid) + (page[end:] if end >= 0 else "")
        else:
            page = page.rstrip("\n") + "\n\n" + expected(rid)
        path.write_text(page, encoding="utf-8")


if __name__ == "__main__" and "--write" in sys.argv:
    regenerate()
