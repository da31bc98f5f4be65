"""The lark grammar of one ruleset's orders in one language, generated from its phrasebook.

Each template becomes a rule `t<i>`; each argument a rule `s<j>` (so the tree says which
argument a piece of text is); each optional group a rule `g<k>` (so the tree says which
constants the order gets). Words of the templates are keyword terminals, and a name (WORD)
is any other word: a name holding a keyword is written between quotes.
"""

from __future__ import annotations

import hashlib
import re
import sys
from dataclasses import dataclass, field
from functools import lru_cache

from gm.orderlang.held import cache_dir as _cache_dir, held
from gm.orderlang.held import load_file as _load, save_file as _save
from gm.orderlang.phrasebook import Const, Group, Lit, Punct, Slot, Template, load

BOUND_L = r"(?<![\w-])"
BOUND_R = r"(?![\w-])"
HEX_SHAPE = r"[a-z]{1,2}[1-9][0-9]{0,2}"  # a square's word, folded
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
    needs: dict[str, list] = field(default_factory=dict)  # template rule -> the words it cannot do without (compiled patterns)
    pieces: dict[str, str] = field(default_factory=dict)  # rule name -> its lark text
    terms: dict[str, str] = field(default_factory=dict)  # terminal name -> its lark pattern
    _subs: dict = field(default_factory=dict, repr=False)

    def quick(self, text: str, without: tuple[str, ...] = ()):
        """The parse tree of `text` by a grammar of only the templates whose every word
        outside an optional part is in it (the one grammar's reading, since no other
        template can match; the words and names read the same: one WORD, one set of
        keywords); None when none of them reads it: then ask `parser` what was expected.
        Sub-grammars are built once per process, per set of templates (a few verbs a post).
        `without`: templates already tried, whose reading named nothing (parse._parse_text)."""
        from lark.exceptions import UnexpectedInput

        chosen = tuple(t for t in self.templates if t not in without and all(p.search(text) for p in self.needs.get(t, ())))
        if not chosen:
            return None
        if chosen not in self._subs:
            self._subs[chosen] = _lark(self._source(chosen))
        try:
            return self._subs[chosen].parse(text)
        except UnexpectedInput:
            return None

    def _source(self, chosen: tuple[str, ...]) -> str:
        """The grammar text of `start` over the chosen templates, the rules and the
        terminals they use (a grammar's cost is mostly its terminals: hundreds of words)."""
        todo, seen = list(chosen), set()
        while todo:
            name = todo.pop()
            if name in seen or name not in self.pieces:
                continue
            seen.add(name)
            todo.extend(re.findall(r"\b_?[a-z][a-z0-9_]*\b", self.pieces[name].split(":", 1)[1]))
        body = "\n".join(self.pieces[n] for n in self.pieces if n in seen) + VALUE_RULES  # in the one grammar's order
        used = set(re.findall(r"\b[A-Z][A-Z0-9_]*\b", body))
        terms = "\n".join(f"{k}: {v}" for k, v in self.terms.items() if k in used)
        return "start: " + " | ".join(chosen) + "\n" + body + terms + "\n%ignore /[ \\t\\u00a0]+/\n"


def _lark(grammar: str):
    """The Earley parser of a grammar text, from the user's cache when an earlier process
    built it (building one is most of what `gm orders` costs; loading it, a tenth)."""
    import lark

    path = _cache_dir() / (hashlib.sha256(f"{lark.__version__} {sys.version_info[:2]} {grammar}".encode()).hexdigest() + ".pickle")
    loaded = _load(path)
    if loaded is not None:
        return loaded
    parser = lark.Lark(grammar, parser="earley", lexer="dynamic", ambiguity="resolve", start="start")
    _save(path, parser)
    return parser


def _words_of(items) -> set[str]:
    """Every literal word of template items, in optional groups too."""
    out: set[str] = set()
    for it in items:
        if isinstance(it, Lit):
            out.update(it.words)
        elif isinstance(it, Group):
            out |= _words_of(it.items)
    return out


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
        self.own_words: set[str] = set()  # the words of the template being built
        self.name_terms: dict[tuple, str] = {}  # the words a new name cannot hold -> its word's terminal

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
        if kind == "words":
            return "NAMEWORD+"  # words that are none of the orders' and no square (`en la plataforma`)
        if kind.startswith("new"):
            word = self.name_word()
            return f"(STRING idpart? | {word} (JOINT? {word})*)"  # literal: lark grammar (an id only after a quoted name: a remark is never one; `Exploradores de Sigmar`)
        if kind.startswith("list.word."):
            return self.vocab_rule("itm", kind[10:], "{t}", "item")
        if kind.startswith("list."):
            return "_items"
        if kind.startswith("amounts."):
            return self.vocab_rule("amt", kind[8:], "INT {t} -> amount | {t} INT", "amount")  # `0 propulsión` or `propulsión 0`
        if kind.startswith("word."):
            return self.vocab(kind[5:])
        if kind.startswith("hex+") and "place." in kind:  # `en la aldea`: a thing's name, or a word for it orders use too
            return "(HEX | STRING | NAMEWORD+ | IDWORD)"  # literal: lark grammar
        if kind.startswith("hex+"):  # a square or a name: one square-shaped word is the square (`a F5 G5`: steps, not a name)
            return "(HEX | STRING | NAMEWORD+)"  # literal: lark grammar
        return "_phrase"

    def name_word(self) -> str:
        """The terminal of a new name's word in the template being built: any word but those
        of its order's forms (`-Avance militar: Lanzas`, `Mover montañas`: another order's
        verb or a vocabulary word is a name here; `con`, `sobre` stay the order's words)."""
        joints = self.book.word("joints", self.lang) or ["of"]  # inside a name only (`para fundar la ciudad de X`: X)
        own = tuple(sorted(self.own_words | set(self.book.word("and", self.lang) or ["and"]) | set(joints)))
        if own not in self.name_terms:
            self.name_terms[own] = f"NEWWORD{len(self.name_terms)}"
            kw = "|".join(re.escape(w) for w in sorted(own, key=lambda w: (-len(w), w)))
            self.terminals[self.name_terms[own]] = f"/{BOUND_L}(?!(?:{kw}){BOUND_R})[\\w][\\w'-]*/"
        return self.name_terms[own]

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
            return {",": "COMMA", "(": "LPAR", ")": "RPAR"}.get(it.char, "COLON")
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
        names = []
        source = self.book.templates if self.written_only else self.book.spoken
        type_words: dict[str, set[str]] = {}  # a new name holds no word of its order's forms: no two forms read it apart
        for tpl in source.get(self.lang, []):
            type_words.setdefault(tpl.type, set()).update(_words_of(tpl.items))
        for i, tpl in enumerate(source.get(self.lang, [])):
            name = f"t{i}"
            self.out.templates[name] = tpl
            self.own_words = type_words[tpl.type]
            self.rules.append(f"{name}: {self.items(tpl.items, name)}")
            names.append(name)
            self.out.needs[name] = [re.compile(self.terminals[self.keyword(it)][1:-1]) for it in tpl.items if isinstance(it, Lit)]
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
        self.out.reserved = set(self.keywords) | set(self.book.word("or", self.lang))  # a new name holding `o` is quoted (gm.orderlang.alternatives)
        vocab_words = {w for name in self.book.data.get("vocab", {}) for phrase in self.book.vocab(name, self.lang) for w in phrase.split()}
        self.out.meaningful = self.out.reserved | vocab_words
        kw = "|".join(re.escape(w) for w in sorted(self.keywords, key=lambda w: (-len(w), w)))
        self.terminals["WORD"] = f"/{BOUND_L}(?!(?:{kw}){BOUND_R})[\\w][\\w'-]*/"
        self.terminals["NAMEWORD"] = f"/{BOUND_L}(?!(?:{kw}){BOUND_R})(?!{HEX_SHAPE}{BOUND_R})[\\w][\\w'-]*/"
        terms = dict(BASE_TERMINALS, **self.terminals)
        self.out.terms = terms
        self.out.pieces = {r.split(":", 1)[0].strip(): r for r in self.rules}
        self.out.parser = _Lazy(self.out._source(tuple(names)))
        return self.out


class _Lazy:
    """The one grammar of every form, built when first asked (what a line that no
    sub-grammar reads expected): most posts never need it."""

    def __init__(self, grammar: str):
        self.grammar, self._parser = grammar, None

    def parse(self, text: str):
        if self._parser is None:
            self._parser = _lark(self.grammar)
        return self._parser.parse(text)


@lru_cache(maxsize=None)
def compiled(ruleset_id: str, lang: str, written_only: bool = False) -> Compiled:
    """Every form players write (written_only: the forms gm writes, whose expectations a
    line that fits no form is told: the pages teach those). Kept between runs
    (gm.orderlang.held), keyed by the phrasebook's text."""
    from gm import registry

    text = registry.get(ruleset_id).data_text("phrasebook.toml")
    return held("grammar", (ruleset_id, lang, written_only, text), lambda: _Builder(load(ruleset_id), lang, written_only).build())
