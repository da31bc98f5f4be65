"""A line that only names one of the faction's own doers heads the lines under it.

Players write a post by ship or character: `Bortas` (or `Rotarran:`, `- La Enterprise:`)
alone on a line, then its orders (`ataca a la Federación`, `mover a K5`). Such a line is
no order and no unknown verb: it is the doer of the lines under it, each read with it first
(`Bortas ataca a la Federación`) where that reads as an order, else as written (`investigar
armamento` is nobody's). A blank line or the next heading ends it. The doers are what the
phrasebook's doer-first forms start with (phrasebook._doer_first: the faction's own things).
"""

from __future__ import annotations

from gm.orderlang.parse import parse_line
from gm.orderlang.phrasebook import Slot
from gm.orderlang.several import Several
from gm.orderlang.text import without_stop
from gm.orderlang.values import Miss, Scope, resolve

MOST_WORDS = 4  # a doer's name is short: a longer line is prose, never a heading


def _doer_kinds(book, lang: str) -> list[str]:
    """The argument kinds the doer-first forms start with ("own.ships", "own.fleets"), as
    `resolve` reads one of them (no `list.`)."""
    kinds: list[str] = []
    for tpl in book.spoken.get(lang, []):
        first = tpl.items[0] if tpl.items else None
        if not isinstance(first, Slot):
            continue
        alts = [k.removeprefix("list.") for k in first.kind.split("+")]
        kind = "+".join(alts)
        if all(a.startswith("own.") for a in alts) and kind not in kinds:
            kinds.append(kind)
    return kinds


def heading(text: str, scope: Scope, langs: tuple[str, ...]) -> str | None:
    """The doer a line names alone ("Bortas", "Rotarran:"), as written; None for any other line."""
    raw = without_stop(text).strip().rstrip(":").strip()
    if not raw or len(raw.split()) > MOST_WORDS:
        return None
    kept = scope.lang
    try:
        for lang in langs:
            scope.lang = lang
            for kind in _doer_kinds(scope.book, lang):
                try:
                    resolve(kind, raw, scope, {})
                    return raw
                except Miss:
                    continue
        return None
    finally:
        scope.lang = kept


def under(head: str | None, text: str, scope: Scope, langs: tuple[str, ...]) -> Several | None:
    """The line read with its heading's doer first, when that reads as one order; else None."""
    if head is None:
        return None
    before = {k: dict(v) for k, v in (scope.created or {}).items()}
    got = parse_line(without_stop(f"{head} {text.strip()}"), scope, langs)
    if got.errors or got.order is None:
        scope.created = before
        return None
    return Several([(got.order, None)])
