"""Chatter: the lines of a post that are no order and do not try to be one (a greeting, a
header such as «Buenas! Órdenes de Sigmar turno 1:», a sign-off, a cheer). A line that
fails to parse is chatter when it holds no word an order starts with (any language of the
phrasebook), no name of the faction's things, of a rival it knows, nor a word of the
phrasebook's vocabulary; chatter is skipped and listed (the GM's report), anything else is
"not understood" and told to the player: a doubt is told, never hidden."""

from __future__ import annotations

import re

from gm.orderlang.text import fold
from gm.orderlang.values import norm

WORD = re.compile(r"[a-z0-9]+")
MIN_NAME = 3  # a name shorter than this ("A", "Yo") is too likely a word of chatter to count (an id like "u1" counts)
MAX_DEPTH = 4  # how deep in a faction file its things are looked for


class ChatterWords:
    """The words that make a line an attempt at an order, for one faction."""

    def __init__(self, scope):
        from gm.orderlang.grammar import compiled

        self.verbs: set[str] = set()
        for lang in ("es", "en"):
            self.verbs.update(w for w in compiled(scope.book.ruleset, lang).verbs if len(w) >= MIN_NAME)  # «a» starts cheers too
        names: set[str] = set()
        _names(scope.state.factions.get(scope.faction), names, 0)
        for fid, data in scope.factions().items():  # a rival it knows («bailar con Gorkamorka»): an attempt, told
            if fid != scope.faction:
                names.add(" ".join(WORD.findall(fold(fid))))
                if isinstance(data, dict) and isinstance(data.get("name"), str):
                    names.add(" ".join(WORD.findall(fold(data["name"]))))
        for per_lang in (scope.book.data.get("vocab") or {}).values():
            for table in (per_lang or {}).values():
                names.update(norm(k) for k in (table or {}))
        self.names = {n for n in names if (len(n) >= MIN_NAME or _id_like(n)) and not n.isdigit()}

    def chatter(self, line: str, errors=()) -> bool:
        if any(e.key == "orderlang.unknown_verb_near" for e in errors):
            return False  # «muver u1 a G2»: a verb mistyped is an attempt
        words = WORD.findall(fold(line))
        if not words:
            return True  # "¡!", an emoji: nothing that could be an order
        if self.verbs.intersection(words):
            return False
        padded = " " + " ".join(words) + " "
        return not any(f" {n} " in padded for n in self.names)


def _id_like(word: str) -> bool:
    """«u1», «b3»: letters and a number, as an id is (a two-letter word is not)."""
    return any(c.isdigit() for c in word) and any(c.isalpha() for c in word)


def _names(node, out: set[str], depth: int) -> None:
    """The ids and names of the things in a faction's file (dicts of dicts, at any depth)."""
    if not isinstance(node, dict) or depth > MAX_DEPTH:
        return
    for key, value in node.items():
        if isinstance(value, dict):
            if isinstance(value.get("name"), str):
                out.add(" ".join(WORD.findall(fold(value["name"]))))
            if depth:  # the faction's own top-level keys (units, techs) are no names
                out.add(" ".join(WORD.findall(fold(str(key)))))
            _names(value, out, depth + 1)
