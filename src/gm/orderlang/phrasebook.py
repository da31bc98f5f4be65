"""A ruleset's phrasebook (data/phrasebook.toml): the verbs and argument words of its
orders per language, as templates, compiled once into nodes the grammar and the export use.

[orders] are the forms gm writes and its pages teach; [spoken] more ways players write the
same orders (read, never written); [conjugation] the verb endings gm adds to both.
Template syntax (one order type may have several; the first is the one gm writes):
    mover|muevo {army:own.armies} a|hacia {to:hex} [con destino {destiny=true}]
  word|word      literal words (alternatives), matched without case or accents
  {key:kind}     an argument (kinds: see gm.orderlang.values)
  {key=value}    a constant the order gets when its group is written (true, false, 3, "x")
  {key=$other}   the value of another argument (`se cura a sí mismo`: the target is the doer)
  [ ... ]        an optional group (not nested)
  : , ( )        punctuation, written as is
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from functools import lru_cache

from gm.orderlang.text import fold

TOKEN = re.compile(r"\{[^}]+\}|\[|\]|[:,()]|[^\s\[\]{}:,()]+")


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
    templates: dict[str, list[Template]] = field(default_factory=dict)  # lang -> templates (gm writes them: [orders])
    spoken: dict[str, list[Template]] = field(default_factory=dict)  # lang -> every form gm reads ([orders] conjugated, [spoken], the doer first)

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
    def always_quoted(self) -> frozenset[str]:
        """The kinds of things whose names the text gm writes (the form, an export) always
        puts between quotes, whatever words they hold: one rule the player sees."""
        return frozenset(self.data.get("always_quoted", ()))

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
        elif tok in (":", ",", "(", ")"):
            stack[-1].append(Punct(tok))
        elif tok.startswith("{"):
            stack[-1].append(_brace(tok[1:-1]))
        else:
            words = tuple(fold(w) for w in tok.split("|"))
            stack[-1].append(Lit(words, tok.split("|")[0]))
    if len(stack) != 1:
        raise ValueError(f"unbalanced [ ] in phrasebook template {source!r}")
    return tuple(stack[0])


@dataclass(frozen=True)
class Same:
    key: str  # `{target=$character}`: the value of another argument of the order (`se cura`: the doer)


def _brace(body: str):
    if "=" in body and ":" not in body.split("=")[0]:
        key, raw = body.split("=", 1)
        if raw.strip().startswith("$"):
            return Const(key.strip(), Same(raw.strip()[1:]))
        return Const(key.strip(), tomllib.loads(f"v = {raw.strip()}")["v"])
    key, kind = body.split(":", 1)
    return Slot(key.strip(), kind.strip())


@lru_cache(maxsize=None)
def load(ruleset_id: str) -> Phrasebook:
    """The ruleset's phrasebook, its forms conjugated: kept between runs (gm.orderlang.held),
    keyed by its text."""
    from gm import registry
    from gm.orderlang.held import held

    rs = registry.get(ruleset_id)
    return held("phrasebook", (ruleset_id, rs.data_text("phrasebook.toml")), lambda: _built(ruleset_id, rs.load_table("phrasebook")))


def _built(ruleset_id: str, data: dict) -> Phrasebook:
    book = Phrasebook(ruleset_id, data)
    for otype, per_lang in data.get("orders", {}).items():
        for lang, sources in per_lang.items():
            for i, src in enumerate(sources if isinstance(sources, list) else [sources]):
                book.templates.setdefault(lang, []).append(Template(otype, lang, parse_template(src), i, src))
    for lang, written in book.templates.items():
        table = data.get("conjugation", {}).get(lang)
        heard = [Template(t.type, t.lang, conjugated(t.items, table), t.index, t.source) for t in written]
        for otype, per_lang in data.get("spoken", {}).items():
            for i, src in enumerate(per_lang.get(lang, [])):
                heard.append(Template(otype, lang, conjugated(parse_template(src), table), -1 - i, src))
        # the doer first, as people write it: `fed-1 ataca a ...`, `Mael: espera`
        heard += [t for t in (_doer_first(tp) for tp in heard) if t is not None]
        # the doer with `con`, before or after the verb: `Con el Bortas ofrecemos ...`, `Corremos con Mael ...`
        with_words = [w for w in data.get("words", {}).get(lang, {}).get("doer_with", [])]
        book.spoken[lang] = heard + ([t for tp in heard for t in _doer_with(tp, with_words)] if with_words else [])
    return book


def conjugated(items: tuple, table: dict | None) -> tuple:
    """The verb (a template's first words) in every person and number people write: the
    endings of [conjugation.<lang>] added to each infinitive, and to the stressed stem of
    a first person written beside it (`mover|muevo` -> mueve, mueven, movemos, mueva)."""
    at = next((i for i, it in enumerate(items) if isinstance(it, Lit)), None)
    if not table or at is None:
        return items
    verb = items[at]
    words = list(verb.words)
    stressed = {w[:-1] for w in verb.words if w.endswith("o")}
    for word in verb.words:
        base = word[:-2] if word.endswith("se") and word[-4:-2] in table else word
        ending = base[-2:]
        if ending not in table or len(base) < 4:
            continue
        forms = table[ending]
        words += [base[:-2] + e for e in forms.get("regular", [])]
        words += [st + e for st in stressed for e in forms.get("stressed", [])]
    words = list(dict.fromkeys(words))
    return items[:at] + (Lit(tuple(words), verb.shown),) + items[at + 1:]


def _doer_first(tpl: Template) -> Template | None:
    """`{doer} [:] verb rest` for `verb [words] {doer} rest` (the doer one of the faction's own
    things), and `{doer} verb` for `{doer} : verb` (the colon optional)."""
    items = tpl.items
    if len(items) > 1 and isinstance(items[0], Slot) and items[1] == Punct(":"):
        return Template(tpl.type, tpl.lang, (items[0],) + items[2:], tpl.index, tpl.source)
    if not items or not isinstance(items[0], Lit):
        return None
    for at in range(1, min(len(items), 4)):
        it = items[at]
        if isinstance(it, Slot):
            if not it.kind.startswith("own.") or "+" in it.kind and not all(k.startswith("own.") for k in it.kind.split("+")):
                return None
            lead = items[1:at]
            if all(isinstance(x, Lit) for x in lead):
                lead = (Group(lead),) if lead else ()
            else:  # `desguazar [nave] {unit}`: `[nave] Enterprise: desguazar`
                lead = tuple(x if isinstance(x, Group) else Group((x,)) for x in lead)
            front = lead + (it, Group((Punct(":"),)), items[0])
            return Template(tpl.type, tpl.lang, front + items[at + 1:], tpl.index, tpl.source)
        if not isinstance(it, Lit) and not (isinstance(it, Group) and all(isinstance(x, Lit) for x in it.items)):
            return None
    return None


def _doer_with(tpl: Template, words: list[str]) -> list[Template]:
    """`con {doer} [,] verb rest` and `verb con {doer} rest` for `[words] {doer} [:] [,] verb
    rest` (the doer one of the faction's own things, or a list of them): the phrasebook's
    [words] doer_with, the way a player says which of its things does it."""
    items, at = tpl.items, 0
    while at < len(items) and isinstance(items[at], Group) and all(isinstance(i, Lit) for i in items[at].items):
        at += 1
    slot = items[at] if at < len(items) else None
    if not isinstance(slot, Slot) or not slot.kind.removeprefix("list.").startswith("own.") or "+" in slot.kind:
        return []
    verb = next((i for i in range(at + 1, len(items)) if not isinstance(items[i], Group)), None)
    if verb is None or not isinstance(items[verb], Lit):
        return []
    steps = tuple(g for g in items[at + 1:verb] if not all(isinstance(i, Punct) for i in g.items))  # `[paso a {step} ,]`
    con = Lit(tuple(fold(w) for w in words), words[0])
    doer = (con, *items[:at], slot)
    before = (*doer, Group((Punct(","),)), *steps, *items[verb:])
    after = (items[verb], *doer, *items[verb + 1:])
    return [Template(tpl.type, tpl.lang, form, tpl.index, tpl.source) for form in (before, after)]


def slots_of(items) -> list[Slot]:
    out: list[Slot] = []
    for it in items:
        if isinstance(it, Slot):
            out.append(it)
        elif isinstance(it, Group):
            out.extend(slots_of(it.items))
    return out
