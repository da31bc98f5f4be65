"""The lark grammar of one ruleset's orders in one language, generated from its phrasebook.

Each template becomes a rule `t<i>`; each argument a rule `s<j>` (so the tree says which
argument a piece of text is); each optional group a rule `g<k>` (so the tree says which
constants the order gets). Words of the templates are keyword terminals, and a name (WORD)
is any other word: a name holding a keyword is written between quotes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from gm.orderlang.phrasebook import Const, Group, Lit, Punct, Slot, Template, load

BOUND_L = r"(?<![\w-])"
BOUND_R = r"(?![\w-])"
BASE_TERMINALS = {
    "HEX": r"/(?<![\w-])[a-z]{1,2}[1-9][0-9]{0,2}(?![\w-])/",
    "INT": r"/(?<![\w-])[0-9]+(?![\w-])/",
    "STRING": r'/"[^"]*"/',
    "COMMA": '","',
    "COLON": '":"',
    "LPAR": '"("',
    "IDWORD": r"/[^\W\d_][\w-]*/",
    "RPAR": '")"',
    "DASH": '/->|>|-(?=\\s)/',
}
VALUE_RULES = r"""
_phrase: STRING | WORD+
_text: STRING | (WORD | HEX | INT) (JOINT? (WORD | HEX | INT))*
_hexes: HEX ((COMMA | DASH | AND)? HEX)*
_items: item ((COMMA | AND) item)*
item: _phrase
idpart: LPAR IDWORD RPAR
"""  # literal: lark grammar


@dataclass
class Compiled:
    parser: object
    templates: dict[str, Template] = field(default_factory=dict)  # rule name -> template
    slots: dict[str, Slot] = field(default_factory=dict)  # rule name -> slot
    groups: dict[str, tuple[Const, ...]] = field(default_factory=dict)  # rule name -> constants
    shown: dict[str, str] = field(default_factory=dict)  # terminal name -> how to show it
    verbs: dict[str, str] = field(default_factory=dict)  # folded verb word -> order type
    reserved: set[str] = field(default_factory=set)  # words a name cannot hold unquoted
    verb_terms: set[str] = field(default_factory=set)  # terminals of the words orders start with
    verb_list: list[str] = field(default_factory=list)  # those words as written (for errors)
    meaningful: set[str] = field(default_factory=set)  # words of orders and of the vocabulary: a remark holding one is not dropped


def _any_order(names: list[str]) -> str:
    return f"({' | '.join(names)})*" if len(names) > 1 else f"{names[0]}?"


def _word_re(words) -> str:
    alts = "|".join(re.escape(w) for w in sorted(set(words), key=lambda w: (-len(w), w)))
    return f"/{BOUND_L}(?:{alts}){BOUND_R}/"


class _Builder:
    def __init__(self, book, lang: str, written_only: bool = False):
        self.book, self.lang, self.written_only = book, lang, written_only
        self.rules: list[str] = []
        self.terminals: dict[str, str] = {}
        self.keywords: set[str] = set()
        self.out = Compiled(parser=None)
        self.vocab_terms: dict[str, str] = {}
        self.kw_names: dict[tuple, str] = {}

    def keyword(self, lit: Lit) -> str:
        key = self.kw_names.setdefault(lit.words, f"K{len(self.kw_names)}")
        self.terminals.setdefault(key, _word_re(lit.words))
        self.out.shown[key] = "«" + lit.shown + "»"
        self.keywords.update(lit.words)
        return key

    def vocab(self, name: str) -> str:
        if name not in self.vocab_terms:
            term = f"V_{re.sub(r'[^A-Za-z0-9]', '_', name).upper()}"
            phrases = list(self.book.vocab(name, self.lang))
            if not phrases:
                raise ValueError(f"phrasebook of {self.book.ruleset}: no {self.lang} words for vocab {name!r}")
            pattern = "|".join(r"\s+".join(re.escape(p) for p in ph.split()) for ph in sorted(phrases, key=lambda p: (-len(p), p)))
            self.terminals[term] = f"/{BOUND_L}(?:{pattern}){BOUND_R}/"
            self.out.shown[term] = "«" + "», «".join(self.book.vocab_words(name, self.lang).values()) + "»"
            self.vocab_terms[name] = term
        return self.vocab_terms[name]

    def value_rule(self, kind: str) -> str:
        if kind == "hex":
            return "HEX"
        if kind == "hexes":
            return "_hexes"
        if kind == "int":
            return "INT"
        if kind == "text":
            return "_text"
        if kind.startswith("new"):
            return "(STRING idpart? | WORD (JOINT? WORD)*)"  # literal: lark grammar (an id only after a quoted name: a remark is never one; `Exploradores de Sigmar`)
        if kind.startswith("list.word."):
            return self.vocab_rule("itm", kind[10:], "{t}", "item")
        if kind.startswith("list."):
            return "_items"
        if kind.startswith("amounts."):
            return self.vocab_rule("amt", kind[8:], "INT {t}", "amount")
        if kind.startswith("word."):
            return self.vocab(kind[5:])
        return "_phrase"

    def vocab_rule(self, stem: str, vocab: str, body: str, alias: str) -> str:
        """A list whose items are vocabulary words (they may be keywords elsewhere)."""
        term = self.vocab(vocab)
        name = f"{stem}_{term.lower()}"
        if not any(r.startswith(f"_{name}:") for r in self.rules):
            self.rules.append(f"_{name}: {name}_one ((COMMA | AND) {name}_one)*")  # literal: lark grammar
            self.rules.append(f"{name}_one: {body.format(t=term)} -> {alias}")
        return f"_{name}"

    def items(self, items, prefix: str) -> str:
        """Rule text for template items; a run of optional groups may come in any order."""
        parts: list[str] = []
        run: list[str] = []
        for it in items:
            if isinstance(it, Group):
                run.append(self.group(it, prefix))
                continue
            if run:
                parts.append(_any_order(run))
                run = []
            parts.append(self.item(it))
        if run:
            parts.append(_any_order(run))
        return " ".join(parts)

    def item(self, it) -> str:
        if isinstance(it, Lit):
            return self.keyword(it)
        if isinstance(it, Punct):
            return "COMMA" if it.char == "," else "COLON"
        if isinstance(it, Slot):
            name = f"s{len(self.out.slots)}"
            self.out.slots[name] = it
            self.rules.append(f"{name}: {self.value_rule(it.kind)}")
            return name
        return ""  # a constant outside a group: set by the template itself

    def group(self, group: Group, prefix: str) -> str:
        name = f"g{len(self.out.groups)}"
        self.out.groups[name] = tuple(c for c in group.items if isinstance(c, Const))
        body = self.items(group.items, prefix)
        lead = "" if self.written_only or not body or isinstance(group.items[0], Punct) else "COMMA? "  # `Casas de piedra, sustentado en Minería`
        self.rules.append(f"{name}: {lead + body if body else 'COMMA?'}")
        return name

    def build(self):
        from lark import Lark

        names = []
        source = self.book.templates if self.written_only else self.book.spoken
        for i, tpl in enumerate(source.get(self.lang, [])):
            name = f"t{i}"
            self.out.templates[name] = tpl
            self.rules.append(f"{name}: {self.items(tpl.items, name)}")
            names.append(name)
            first = next((it for it in tpl.items if isinstance(it, Lit)), None)
            if first is not None:
                self.out.verb_terms.add(self.keyword(first))
                if first.shown not in self.out.verb_list:
                    self.out.verb_list.append(first.shown)
                for w in first.words:
                    self.out.verbs.setdefault(w, tpl.type)
        and_words = self.book.word("and", self.lang) or ["and"]
        self.terminals["AND"] = _word_re(and_words)
        self.out.shown["AND"] = "«" + and_words[0] + "»"
        self.keywords.update(and_words)
        joints = self.book.word("joints", self.lang) or ["of"]
        self.terminals["JOINT"] = _word_re(joints)  # a word a new name may hold though orders use it (`de`)
        self.out.shown["JOINT"] = "«" + joints[0] + "»"
        self.out.reserved = set(self.keywords)
        vocab_words = {w for name in self.book.data.get("vocab", {}) for phrase in self.book.vocab(name, self.lang) for w in phrase.split()}
        self.out.meaningful = self.out.reserved | vocab_words
        kw = "|".join(re.escape(w) for w in sorted(self.keywords, key=lambda w: (-len(w), w)))
        self.terminals["WORD"] = f"/{BOUND_L}(?!(?:{kw}){BOUND_R})[\\w][\\w'-]*/"
        grammar = "start: " + " | ".join(names) + "\n" + "\n".join(self.rules) + VALUE_RULES
        terms = dict(BASE_TERMINALS, **self.terminals)
        grammar += "\n".join(f"{k}: {v}" for k, v in terms.items())
        grammar += "\n%ignore /[ \\t\\u00a0]+/\n"
        self.out.parser = Lark(grammar, parser="earley", lexer="dynamic", ambiguity="resolve", start="start")
        return self.out


@lru_cache(maxsize=None)
def compiled(ruleset_id: str, lang: str, written_only: bool = False) -> Compiled:
    """Every form players write (written_only: the forms gm writes, whose expectations a
    line that fits no form is told: the pages teach those)."""
    return _Builder(load(ruleset_id), lang, written_only).build()
