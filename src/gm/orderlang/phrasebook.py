"""A ruleset's phrasebook (data/phrasebook.toml): the verbs and argument words of its
orders per language, as templates, compiled once into nodes the grammar and the export use.

Template syntax (one order type may have several; the first is the one gm writes):
    mover|muevo {army:own.armies} a|hacia {to:hex} [con destino {destiny=true}]
  word|word      literal words (alternatives), matched without case or accents
  {key:kind}     an argument (kinds: see gm.orderlang.values)
  {key=value}    a constant the order gets when its group is written (true, false, 3, "x")
  [ ... ]        an optional group (not nested)
  : , ( )        punctuation, written as is
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from functools import lru_cache

from gm.orderlang.text import fold

TOKEN = re.compile(r"\{[^}]+\}|\[|\]|[:,]|[^\s\[\]{}:,]+")


@dataclass(frozen=True)
class Lit:
    words: tuple[str, ...]  # folded alternatives; the first is the written one
    shown: str  # the first, as the phrasebook spells it (accents kept)


@dataclass(frozen=True)
class Punct:
    char: str


@dataclass(frozen=True)
class Slot:
    key: str
    kind: str


@dataclass(frozen=True)
class Const:
    key: str
    value: object


@dataclass(frozen=True)
class Group:
    items: tuple


@dataclass(frozen=True)
class Template:
    type: str
    lang: str
    items: tuple
    index: int  # position among the type's templates in this language
    source: str


@dataclass
class Phrasebook:
    ruleset: str
    data: dict
    templates: dict[str, list[Template]] = field(default_factory=dict)  # lang -> templates

    def vocab(self, name: str, lang: str) -> dict[str, str]:
        """folded phrase -> value, in the phrasebook's order."""
        table = self.data.get("vocab", {}).get(name, {}).get(lang, {})
        return {fold(k): v for k, v in table.items()}

    def vocab_words(self, name: str, lang: str) -> dict[str, str]:
        """value -> the first phrase written for it."""
        out: dict[str, str] = {}
        for phrase, value in self.data.get("vocab", {}).get(name, {}).get(lang, {}).items():
            out.setdefault(value, phrase)
        return out

    def word(self, name: str, lang: str) -> list[str]:
        return [fold(w) for w in self.data.get("words", {}).get(lang, {}).get(name, [])]

    def noun(self, kind: str, lang: str) -> str:
        return self.data.get("nouns", {}).get(lang, {}).get(kind, kind)

    @property
    def id_separator(self) -> str:
        return self.data.get("id_separator", "-")


def parse_template(source: str) -> tuple:
    stack: list[list] = [[]]
    for tok in TOKEN.findall(source):
        if tok == "[":
            stack.append([])
        elif tok == "]":
            group = stack.pop()
            stack[-1].append(Group(tuple(group)))
        elif tok in (":", ","):
            stack[-1].append(Punct(tok))
        elif tok.startswith("{"):
            stack[-1].append(_brace(tok[1:-1]))
        else:
            words = tuple(fold(w) for w in tok.split("|"))
            stack[-1].append(Lit(words, tok.split("|")[0]))
    if len(stack) != 1:
        raise ValueError(f"unbalanced [ ] in phrasebook template {source!r}")
    return tuple(stack[0])


def _brace(body: str):
    if "=" in body and ":" not in body.split("=")[0]:
        key, raw = body.split("=", 1)
        return Const(key.strip(), tomllib.loads(f"v = {raw.strip()}")["v"])
    key, kind = body.split(":", 1)
    return Slot(key.strip(), kind.strip())


@lru_cache(maxsize=None)
def load(ruleset_id: str) -> Phrasebook:
    from gm import rulesets

    rs = rulesets.get(ruleset_id)
    data = rs.load_table("phrasebook")
    book = Phrasebook(ruleset_id, data)
    for otype, per_lang in data.get("orders", {}).items():
        for lang, sources in per_lang.items():
            for i, src in enumerate(sources if isinstance(sources, list) else [sources]):
                book.templates.setdefault(lang, []).append(Template(otype, lang, parse_template(src), i, src))
    return book


def slots_of(items) -> list[Slot]:
    out: list[Slot] = []
    for it in items:
        if isinstance(it, Slot):
            out.append(it)
        elif isinstance(it, Group):
            out.extend(slots_of(it.items))
    return out
