"""Chatter: the lines of a post that are no order and do not try to be one (a greeting, a
header such as «Buenas! Órdenes de Sigmar turno 1:», a sign-off, a cheer). A line that
fails to parse is chatter when it holds no word an order starts with (any language of the
phrasebook), no name of the faction's things (a unit by its type too: «los colonos»), of
a rival it knows, nor a word of the phrasebook's vocabulary; chatter is skipped and listed
(the GM's report), anything else is "not understood" and told to the player: a doubt is
told, never hidden. A verb counts where an order has it, first (after a post's header
words, «Turno 3,») or after a doer («El chamán lanza…»), or anywhere in a line that holds something an order acts on (a square,
an id, a number, a name): «Turno 3, allá vamos» is a cheer, «las tropas van a H5» an
order. A first word is a mistyped verb only when it comes near one («muver»), not a
function word the verbs' persons happen to spell («Buenas» ~ «unas», «Turno» ~ «uno») nor
a noun a section is headed with («[b]Movimiento[/b]», «Construcción:»)."""

from __future__ import annotations

import difflib
import re

from gm.orderlang.text import fold
from gm.orderlang.values import norm

WORD = re.compile(r"[a-z0-9]+")
MIN_NAME = 3  # a name shorter than this ("A", "Yo") is too likely a word of chatter to count (an id like "u1" counts)
# words an order may start with (a subject-first order: «a Exploradores: mover…») that start
# cheers as often («¡A por los enanos!»): never taken as an order's verb by themselves
FUNCTION_WORDS = frozenset(("a al de del el la los las lo por para con en y e o u un una unos unas "  # literal: words matched, never shown
                            "the to of for with and by on in at").split())
HEADER_WORDS = frozenset("ordenes orden orders turno turn fase phase".split())  # literal: words matched, never shown (a header starts so)
BOOK_WORDS = ("articles", "and", "origin", "destination", "joints")  # the phrasebook's own function words, too
NEAR_VERB = 0.8  # how near a first word must come to a verb to be a mistyped one (muver ~ mueve: 0.8; saludos ~ salo: 0.73)
NOUN_ENDINGS = ("miento", "mientos", "cion", "ciones", "sion", "siones")  # literal: endings matched, never shown (a section's noun)
STEM = 6  # letters a word shares with a verb to be taken for a form of it («retirar», «retirarse»)
DOER_WORDS = 4  # «Capitán del Valdore: atacar…»: at most so many words before the colon name a doer
MAX_DEPTH = 4  # how deep in a faction file its things are looked for


class ChatterWords:
    """The words that make a line an attempt at an order, for one faction."""

    def __init__(self, scope):
        from gm.orderlang.grammar import compiled

        self.verbs: set[str] = set()
        small = FUNCTION_WORDS | {w for lang in ("es", "en") for kind in BOOK_WORDS for w in scope.book.word(kind, lang)}
        for lang in ("es", "en"):
            self.verbs.update(w for w in compiled(scope.book.ruleset, lang).verbs if len(w) >= 2 and w not in small)
        self.articles = {w for lang in ("es", "en") for w in scope.book.word("articles", lang)}
        self.leading = small | HEADER_WORDS | {w for lang in ("es", "en") for w in scope.book.word("filler", lang)}
        names: set[str] = set()
        _names(scope.state.factions.get(scope.faction), names, 0, scope.book.data.get("also_named", {}))
        for fid, data in scope.factions().items():  # a rival it knows («bailar con Gorkamorka»): an attempt, told
            if fid != scope.faction:
                names.add(" ".join(WORD.findall(fold(fid))))
                if isinstance(data, dict) and isinstance(data.get("name"), str):
                    names.add(" ".join(WORD.findall(fold(data["name"]))))
        for per_lang in (scope.book.data.get("vocab") or {}).values():
            for table in (per_lang or {}).values():
                names.update(norm(k) for k in (table or {}))
        own = scope.state.factions.get(scope.faction) or {}
        # its own name, id or race alone is a post's header («[b]Imperio Klingon - Turno 2[/b]»,
        # «Ordenes Union Cardasiana T1»), not an order: their words and forms do not count
        own_words = {w for v in (scope.faction, own.get("name"), own.get("race"), own.get("people"))
                     if isinstance(v, str) for w in WORD.findall(fold(v))}
        own_stems = {_stem(w) for w in own_words if len(w) >= STEM}
        names = {n for n in names if not set(n.split()) <= own_words and _stem(n) not in own_stems}
        self.stems = {_stem(v) for v in self.verbs if len(v) >= STEM}
        self.name_stems = {_stem(n) for n in names if len(n) >= STEM and " " not in n} - own_stems
        self.names = {n for n in names if (len(n) >= MIN_NAME or _id_like(n)) and not n.isdigit()}

    def _verb_like(self, word: str) -> bool:
        """«retirar» for «retirarse», «investiga» for «investigar»: a verb's form."""
        return len(word) >= STEM and _stem(word) in self.stems

    def _mistyped_verb(self, word: str, errors) -> bool:
        """«muver» for «mueve»: the first word came near a verb (where the line stops)."""
        if len(word) < MIN_NAME or word in FUNCTION_WORDS | HEADER_WORDS or word.endswith(NOUN_ENDINGS):
            return False
        if not any(e.key == "orderlang.unknown_verb_near" and fold(str(e.params.get("found", ""))) == word for e in errors):
            return False
        return bool(difflib.get_close_matches(word, self.verbs, n=1, cutoff=NEAR_VERB))

    def _doer_then_verb(self, line: str) -> bool:
        """«Bran: atacar a Otto», «Ilse: esperar»: a few words, a colon, then an order's verb:
        an order for someone (mistyped, or not the faction's), told, never skipped."""
        head, colon, rest = fold(line).partition(":")
        after = WORD.findall(rest)
        return bool(colon and after and 0 < len(WORD.findall(head)) <= DOER_WORDS
                    and (after[0] in self.verbs or self._verb_like(after[0])))

    def chatter(self, line: str, errors=()) -> bool:
        words = WORD.findall(fold(line))
        if not words:
            return True  # "¡!", an emoji: nothing that could be an order
        lead = _after_header(words, self.leading)
        if 0 < lead and words[0] in HEADER_WORDS and _shouted(line) and not any(_id_like(w) for w in words[lead:]):
            return True  # «FASE 3: MOVER NAVES»: the document's phase title as a post's heading, in capitals
        if lead < len(words) and self._mistyped_verb(words[lead], errors):
            return False  # «muver u1 a G2»: the first word a verb mistyped is an attempt
        acted_on = any(_id_like(w) or w.isdigit() for w in words[lead:])  # a square, an id, a number
        doer = 0 < lead < len(words) and words[lead - 1] in self.articles  # «El chamán lanza…», «Mis lanceros avanzan»
        where = words if acted_on else words[lead:lead + 1 + doer]  # a verb further on with nothing to act on: a cheer
        if words[lead:] == where and len(where) == 1 and where[0].endswith(NOUN_ENDINGS) and where[0] not in self.verbs:
            where = []  # «Construcción:» alone: a section's header, no «construir»
        if self.verbs.intersection(where) or any(self._verb_like(w) for w in where):
            return False
        if self._doer_then_verb(line):
            return False
        padded = " " + " ".join(words) + " "
        if any(_stem(w) in self.name_stems for w in words if len(w) >= STEM):
            return False  # «cardasianos» for «cardasiano»: a name's form
        return not any(f" {n} " in padded for n in self.names)


def _shouted(line: str) -> bool:
    """Every letter of the line in capitals (a heading)."""
    letters = [c for c in line if c.isalpha()]
    return bool(letters) and all(c.isupper() for c in letters)


def _after_header(words: list[str], leading: set[str]) -> int:
    """Where the line's own words start: after the words an order never starts with (articles,
    «se», «de») and a post's header with its number («Turno 3», «Órdenes T1»)."""
    at = 0
    while at < len(words) and (words[at] in leading or (at and words[at - 1] in HEADER_WORDS and (words[at].isdigit() or _id_like(words[at])))):
        at += 1
    return at


def _stem(word: str) -> str:
    return word[:STEM]


def _id_like(word: str) -> bool:
    """«u1», «b3»: letters and a number, as an id is (a two-letter word is not)."""
    return any(c.isdigit() for c in word) and any(c.isalpha() for c in word)


def _names(node, out: set[str], depth: int, also: dict) -> None:
    """The ids and names of the things in a faction's file (dicts of dicts, at any depth),
    and the fields [also_named] names them by (a unit's type, each of its words: «la
    infantería» for Infantería ligera)."""
    if not isinstance(node, dict) or depth > MAX_DEPTH:
        return
    for key, value in node.items():
        if isinstance(value, dict):
            if isinstance(value.get("name"), str):
                out.add(" ".join(WORD.findall(fold(value["name"]))))
            if depth:  # the faction's own top-level keys (units, techs) are no names
                out.add(" ".join(WORD.findall(fold(str(key)))))
            for field_name in also.get(key, []) if depth == 0 else []:
                for thing in value.values():
                    if isinstance(thing, dict) and isinstance(thing.get(field_name), str):
                        out.update(w for w in WORD.findall(fold(thing[field_name].replace("_", " "))) if len(w) >= STEM)
            _names(value, out, depth + 1, also)
