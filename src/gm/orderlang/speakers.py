"""Who a post's header or quote names («Órdenes de los Klingon», «Órdenes del máster»,
[quote="Cardasianos"]): a faction of the game, the GM, or no one the game knows (None).

The name is matched as written first (a faction's id, name or player), then without its
articles and what follows it («de la Federación», «de Sigmar turno 1»), then by the first
word that is one faction's own («los Cardasianos» for the Unión Cardasiana; «Imperio»,
which two names share, is passed over): a header is read by where it starts, so «Órdenes
de ataque contra los Klingon» names no one.
"""

from __future__ import annotations

import re

from gm.orderlang.text import fold
from gm.orderlang.values import norm

WORD = re.compile(r"[a-z0-9]+")
LEAD = frozenset("el la los las lo del de al the of for".split())  # literal: words matched, never shown (before a name)
GM_WORDS = frozenset("gm master dm narrador".split())  # literal: words matched, never shown (the GM, as posts call them)
STEM = 6  # letters a word shares with a faction's word to name it («cardasianos», «cardasiana»)
MIN_WORD = 4  # a faction's word shorter than this («de», «fed») names nothing by itself


class Speakers:
    """name -> faction id, "gm" or None, for one game's factions."""

    def __init__(self, owners: dict[str, str], factions: dict):
        self.owners = owners
        seen: dict[str, set[str]] = {}
        for fid, data in factions.items():
            data = data if isinstance(data, dict) else {}
            for value in (fid, data.get("name"), data.get("player"), data.get("race"), data.get("people")):
                for word in WORD.findall(fold(value)) if isinstance(value, str) else ():
                    if len(word) >= MIN_WORD and word not in LEAD:
                        seen.setdefault(word[:STEM], set()).add(fid)
        self.stems = {stem: next(iter(fids)) for stem, fids in seen.items() if len(fids) == 1}
        self.shared = {stem for stem, fids in seen.items() if len(fids) > 1}

    def __call__(self, name: str) -> str | None:
        key = norm(name)
        if key in self.owners:
            return self.owners[key]
        words = WORD.findall(fold(name))
        while words and words[0] in LEAD:
            words = words[1:]
        for n in range(len(words), 0, -1):
            if " ".join(words[:n]) in self.owners:
                return self.owners[" ".join(words[:n])]
        for word in words:
            if word in GM_WORDS:
                return "gm"
            if word[:STEM] in self.stems and len(word) >= MIN_WORD:
                return self.stems[word[:STEM]]
            if word[:STEM] not in self.shared and word not in LEAD:
                return None
        return None
