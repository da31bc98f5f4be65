"""Message catalogs: Project Fluent (.ftl) files, the engine's and each ruleset's, per language.

Read lazily: a catalog is split into its entries' sources (`split_entries`, a few lines of
own code) and fluent.syntax parses an entry when it is first asked for. Parsing every
catalog whole was 46% of a sample's resolve (issue 26: 0.30 s of 0.41 s), and a turn
formats about a seventh of them (the nuevo-amanecer sample: 111 of 815 messages, in each of
its four formats); tests/language/test_catalog_lazy.py checks each entry against the whole parse.

Code names a message by a dotted key (`orders.applied`, `na.terrain_name.montañas`); its
Fluent id is the key with dots as dashes and accents dropped (`orders-applied`,
`na-terrain_name-montanas`): see `message_id`. Variables are passed as keyword arguments:
integers become Fluent numbers (no digit grouping), so `{ $n -> [one] … *[other] … }` picks
the plural the language's rules give (CLDR, through babel). A noun carries its grammatical
gender as an attribute, `.gender = feminine` (or masculine); when a variable holds another
message (a `Text`), the renderer also passes `<variable>_gender` with that message's gender,
so a sentence can agree with a noun it does not know in advance:

    funda = funda { $what_gender ->
            [feminine] una
           *[masculine] un
        } { $what }

Messages are plain text: a report format escapes their literal text as it escapes a
player's (`Catalog.for_markup`), so "<casilla>" reads the same in HTML as in Markdown.
`Backticks` mark a command or a file name: code in Markdown and HTML, italics in BBCode.
Bundles are made with use_isolating=False: no invisible isolation marks in the reports.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

LANGS = ("es", "en")
GENDERS = ("masculine", "feminine")
# characters that show nothing (format characters, fillers): a player's word quoted with one
# reads «» or «F4» where it is «\u200bF4»; the quote says what they are (Catalog._invisible_told)
INVISIBLE = re.compile("[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f"
                       "\u202a-\u202e\u2060-\u206f\u2800\u3164\ufe00-\ufe0f\ufeff\uffa0]")
QUOTED = re.compile("«([^«»]*)»|“([^“”]*)”")


@lru_cache(maxsize=4096)
def message_id(key: str) -> str:
    """The Fluent id of a dotted catalog key."""
    ascii_key = unicodedata.normalize("NFKD", key).encode("ascii", "ignore").decode("ascii")
    return ascii_key.replace(".", "-")


def catalog_text(package: str, lang: str) -> str:
    """The source of `<package>/messages/<lang>.ftl` ('' when the package has none)."""
    try:
        from importlib import resources  # 5 ms of imports (tempfile, lzma...): not for `gm roll`

        return resources.files(package).joinpath("messages").joinpath(f"{lang}.ftl").read_text("utf-8")
    except (FileNotFoundError, ModuleNotFoundError):
        return ""


def _mark_up(node, escape, code, code_text=lambda s: s) -> None:
    """Escape the literal text of every pattern under `node` for a report format; text
    between backticks (which may span a variable) goes through `code` (the delimiters)
    and `code_text` (its own escape) instead."""
    from fluent.syntax import ast

    if isinstance(node, ast.Pattern):
        inside = False
        for n, element in enumerate(node.elements):
            if isinstance(element, ast.TextElement):
                parts = element.value.split("`")
                out = []
                for i, part in enumerate(parts):
                    if i:
                        out.append(code(inside))
                        inside = not inside
                    # only the pattern's very start, or a new line, may open a block
                    out.append(code_text(part) if inside else escape(part, n == 0 and i == 0))
                element.value = "".join(out)
            else:
                _mark_up(element, escape, code, code_text)
        return
    for value in vars(node).values():
        for child in value if isinstance(value, list) else [value]:
            if isinstance(child, ast.BaseNode):
                _mark_up(child, escape, code, code_text)


# An entry starts at a line's first column with its id (a term's with "-"); a comment there
# ends the one before. Continuation lines are indented (or close a placeable with "}").
_LINE_START = re.compile(r"^[#a-zA-Z-]", re.M)
_ENTRY_ID = re.compile(r"(-?)([a-zA-Z][a-zA-Z0-9_-]*)[ \t]*=")


@lru_cache(maxsize=None)
def _sources(package: str, lang: str) -> tuple[dict[str, str], dict[str, str]]:
    """(message id -> its source, term id -> its source) of one catalog, unparsed: a turn
    formats about a seventh of the messages, so each is parsed when first asked for
    (parsing every catalog was 46% of a sample's resolve, issue 26); their parses kept
    between runs by gm.text.catalog_cache."""
    from gm.text import catalog_cache

    text = catalog_text(package, lang)
    messages, terms = split_entries(text)
    catalog_cache.remember(_messages_folder(package), lang, text, [*messages.values(), *terms.values()], parse_entry)
    return messages, terms


def _messages_folder(package: str):
    """`<package>/messages` (a Path for a package on disk), or None."""
    from importlib import resources

    try:
        return resources.files(package).joinpath("messages")
    except ModuleNotFoundError:
        return None


def split_entries(text: str) -> tuple[dict[str, str], dict[str, str]]:
    """(message id -> source, term id -> source) of a catalog's text."""
    starts = [m.start() for m in _LINE_START.finditer(text)] + [len(text)]
    messages: dict[str, str] = {}
    terms: dict[str, str] = {}
    for begin, end in zip(starts, starts[1:]):
        found = _ENTRY_ID.match(text, begin)
        if found:  # a later duplicate overrides, as Fluent's add_resource(allow_overrides) does
            (terms if found.group(1) else messages)[found.group(2)] = text[begin:end]
    return messages, terms


def parse_entry(source: str):
    """One message or term of a catalog (fluent.syntax; Junk when malformed)."""
    from fluent.syntax import FluentParser

    return FluentParser(with_spans=False).parse_entry(source)


def _selected(entry) -> frozenset[str]:
    """The variables a message selects on (plural, gender...) or hands to a function: only
    those need to be Fluent values; the others are inserted as text."""
    from fluent.syntax import ast
    from fluent.syntax.visitor import Visitor

    class Found(Visitor):
        def __init__(self):
            super().__init__()
            self.names: set[str] = set()

        def visit_SelectExpression(self, node):
            if isinstance(node.selector, ast.VariableReference):
                self.names.add(node.selector.id.name)
            self.generic_visit(node)

        def visit_CallArguments(self, node):
            self.names |= {a.id.name for a in node.positional if isinstance(a, ast.VariableReference)}
            self.generic_visit(node)

    found = Found()
    found.visit(entry)
    return frozenset(found.names)


class _Entries(Mapping):
    """id -> parsed entry (marked up for the bundle's format), parsed on first use. Stands in
    for FluentBundle's own dicts of messages and terms, which it reads with `in` and `[]`."""

    def __init__(self, sources: dict[str, str], kind: str, markup: str):
        self._sources = sources
        self._kind = kind  # "Message" or "Term" (fluent.syntax's class): Junk (a malformed entry) is no entry
        self._markup = markup
        self._parsed: dict[str, Any] = {}
        self._selected: dict[str, frozenset[str]] = {}

    def selected(self, key: str) -> frozenset[str]:
        """The variables message `key` selects on (see `_selected`)."""
        if key not in self._selected:
            self._selected[key] = _selected(self[key])
        return self._selected[key]

    def _entry(self, key: str):
        from gm.text import catalog_cache

        if key not in self._parsed:
            entry = catalog_cache.parsed(self._sources[key], parse_entry) if key in self._sources else None
            if type(entry).__name__ != self._kind:
                entry = None
            elif self._markup != "text":
                from gm.text.markup import MARKUP

                _mark_up(entry, *MARKUP[self._markup])
            self._parsed[key] = entry
        return self._parsed[key]

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and self._entry(key) is not None

    def __getitem__(self, key: str):
        entry = self._entry(key)
        if entry is None:
            raise KeyError(key)
        return entry

    def __iter__(self):
        return (key for key in self._sources if key in self)

    def __len__(self) -> int:
        return sum(1 for _ in self)


@lru_cache(maxsize=None)
def _bundle(packages: tuple[str, ...], lang: str, markup: str = "text"):
    """(the bundle of `packages`, its messages): later packages (the ruleset's) override the
    engine's; entries are parsed and marked up for `markup` as they are asked for."""
    from fluent.runtime import FluentBundle

    messages: dict[str, str] = {}
    terms: dict[str, str] = {}
    for package in packages:
        found_messages, found_terms = _sources(package, lang)
        messages.update(found_messages)
        terms.update(found_terms)
    holder: list = []
    bundle = FluentBundle([lang], functions=catalog_functions(holder), use_isolating=False)
    holder.append(bundle)
    entries = _Entries(messages, "Message", markup)
    bundle._messages = entries  # read by has_message and _lookup (fluent.runtime 0.4)
    bundle._terms = _Entries(terms, "Term", markup)
    return bundle, entries


def catalog_functions(holder: list) -> dict:
    """The functions the catalogs call, for the bundle `holder` will hold. WORDS($n): a count
    in running prose as the reports write it, in words under ten ("tres órdenes", messages
    number-word-<n>), in digits from ten on; tables and labels keep their digits.
    WORDS($n, $total): the counts of one sentence alike, in words only when every one is
    under ten ("siete (una aplicada, seis rechazadas)", "12 (3 aplicadas, 9 rechazadas)").
    gender: "feminine" picks number-word-<n>-feminine where the language has one ("una")."""
    def words(value, *among, gender=None, **_named):
        try:
            n, others = int(str(value)), [int(str(v)) for v in among]
        except ValueError:
            return value
        bundle = holder[0]
        if not (0 <= n < 10 and all(0 <= v < 10 for v in others)):
            return value
        for mid in ([f"number-word-{n}-{gender}"] if gender else []) + [f"number-word-{n}"]:
            if bundle.has_message(mid):
                return bundle.format_pattern(bundle.get_message(mid).value, {})[0]
        return value
    def gender(value, *_args, **_named):
        """GENDER($what): the gender of a noun phrase by its first word (catalog messages
        phrase_gender-<word>: "una de tus naves" feminine), for the words that agree with a
        phrase given as text; "other" when the word says none."""
        first = str(value).split(" ", 1)[0].casefold()
        mid = "phrase_gender-" + first
        bundle = holder[0]
        if first.isalpha() and first.isascii() and bundle.has_message(mid):
            return bundle.format_pattern(bundle.get_message(mid).value, {})[0]
        return "other"
    def cap(value, *_args, **_named):
        """CAP($what): a phrase that opens a sentence, its first letter in capitals ("El
        ejército Martillo se mueve…" from "el ejército Martillo"); a name keeps its own."""
        text = str(value)
        return text[:1].upper() + text[1:] if text[:1].islower() else text
    return {"WORDS": words, "GENDER": gender, "CAP": cap}


def _fluent_value(value: Any) -> Any:
    """A value a message selects on: numbers become Fluent numbers (no digit grouping),
    whose plural category the language's rules give."""
    from fluent.runtime.types import fluent_number

    if isinstance(value, int) and not isinstance(value, bool):
        return fluent_number(value, useGrouping=False)
    if isinstance(value, float):
        return fluent_number(value, useGrouping=False, maximumFractionDigits=3)
    return value if isinstance(value, str) else str(value)


class Catalog:
    """The messages of one language: the engine's, then the ruleset's packages on top."""

    def __init__(self, lang: str, packages: tuple[str, ...] = (), markup: str = "text"):
        self.lang = lang if lang in LANGS else LANGS[0]
        self.packages = ("gm",) + tuple(p for p in packages if p != "gm")
        self.markup = markup
        self.bundle, self._entries = _bundle(self.packages, self.lang, markup)
        self.missing: set[str] = set()  # keys asked for but absent: a test keeps this empty
        self.errors: set[str] = set()  # "key: problem" (an unknown variable...): a test keeps this empty
        self._continues: dict[tuple[str, str], frozenset[str]] = {}  # (key, attribute) -> the variables `.continues` or `.code` lists

    def for_markup(self, markup: str) -> "Catalog":
        """The same messages with their literal text escaped for a report format; what goes
        missing or wrong is recorded in this catalog's sets."""
        if markup == self.markup:
            return self
        other = Catalog(self.lang, self.packages, markup)
        other.missing, other.errors = self.missing, self.errors
        return other

    def has(self, key: str) -> bool:
        return self.bundle.has_message(message_id(key))

    def gender(self, key: str) -> str | None:
        """The grammatical gender the message's noun carries (`.gender`), if any."""
        mid = message_id(key)
        if not self.bundle.has_message(mid):
            return None
        attribute = self.bundle.get_message(mid).attributes.get("gender")
        if attribute is None:
            return None
        text, _ = self.bundle.format_pattern(attribute, {})
        return text

    def continued(self, key: str, rendered: str) -> str:
        """Message `key`, rendered, as a sentence embedded after a colon: where the language
        writes it on in lower case (`style-after_colon = lower`: "se ejecutaría: se forma el
        ejército…") and the message opens with its own word, that word in lower case; a
        message that opens with a name ("Valdore llega…") or a word in capitals is kept."""
        if self.text("style.after_colon") != "lower":
            return rendered
        word = rendered.split(" ", 1)[0]
        if not word[:1].isupper() or (len(word) > 1 and word.isupper()):
            return rendered
        mid = message_id(key)
        if not self._opens_with_word(mid) and not (self._opens_with_cap(mid) and word.lower() in self.text("style.capped_openers").split()):
            return rendered  # a name opens it: its own capitals
        return rendered[:1].lower() + rendered[1:]

    def continues(self, key: str) -> frozenset[str]:
        """The variables message `key` writes after a colon, each a sentence of its own
        (its `.continues` attribute: "detail reason"): the renderer words them `continued`."""
        return self._listed(key, "continues")

    def codes(self, key: str) -> frozenset[str]:
        """The variables message `key` writes between its backticks (its `.code` attribute:
        "faction"): the renderer escapes them as code, where Markdown shows a backslash as it is."""
        return self._listed(key, "code")

    def _listed(self, key: str, name: str) -> frozenset[str]:
        """The variable names attribute `name` of message `key` lists (none without it)."""
        if (key, name) not in self._continues:
            mid = message_id(key)
            attribute = self.bundle.get_message(mid).attributes.get(name) if self.bundle.has_message(mid) else None
            self._continues[key, name] = frozenset(self.bundle.format_pattern(attribute, {})[0].split()) if attribute is not None else frozenset()
        return self._continues[key, name]

    def _opens_with_cap(self, mid: str) -> bool:
        """Whether the message opens with CAP($phrase) ("{ CAP($unit) } se atrinchera"): after a
        colon, a phrase CAP opened with an article goes on in lower case ("el ejército Hueste"),
        a name keeps its capitals (style-capped_openers lists the articles)."""
        from fluent.syntax import ast

        elements = self._entries[mid].value.elements if mid in self._entries and self._entries[mid].value else []
        first = elements[0] if elements else None
        return (isinstance(first, ast.Placeable) and isinstance(first.expression, ast.FunctionReference)
                and first.expression.id.name == "CAP")

    def _opens_with_word(self, mid: str) -> bool:
        """Whether the message's text (its default variants, where it selects) opens with the
        catalog's own letters rather than a variable."""
        from fluent.syntax import ast

        if mid not in self._entries:
            return False
        elements = self._entries[mid].value.elements if self._entries[mid].value else []
        while elements:
            first = elements[0]
            if isinstance(first, ast.TextElement):
                return first.value[:1].isalpha()
            if not (isinstance(first, ast.Placeable) and isinstance(first.expression, ast.SelectExpression)):
                return False
            default = next(v for v in first.expression.variants if v.default)
            elements = default.value.elements
        return False

    def format(self, key: str, params: dict[str, Any] | None = None) -> str | None:
        """The message `key` with `params`, or None when the catalog lacks it (recorded)."""
        mid = message_id(key)
        if not self.bundle.has_message(mid):
            self.missing.add(key)
            return None
        message = self.bundle.get_message(mid)
        if message.value is None:
            self.errors.add(f"{key}: the message has no value")  # literal: a developer's record (a test keeps it empty)
            return None
        # a variable shown as it is goes in as text (formatting a number costs more than
        # the rest of the sentence); one the message selects on goes in as a Fluent value
        chosen = self._entries.selected(mid)
        args = {name: _fluent_value(v) if name in chosen else self._shown(v) for name, v in (params or {}).items()}
        text, errors = self.bundle.format_pattern(message.value, args)
        for error in errors:
            self.errors.add(f"{key}: {error}")
        if any(type(v) is str and INVISIBLE.search(v) for v in args.values()):
            text = QUOTED.sub(self._invisible_told, text)
        return text

    def _invisible_told(self, match: "re.Match") -> str:
        """A quote holding characters that show nothing, said for what it is: «» becomes
        "un carácter invisible (U+200B)", «\u200bF4» "«F4» (con un carácter invisible:
        U+200B)" (text-invisible*), never empty quotes (play-test #25)."""
        inside = match.group(1) if match.group(1) is not None else match.group(2)
        found = INVISIBLE.findall(inside)
        if not found:
            return match.group(0)
        codes = ", ".join(dict.fromkeys(f"U+{ord(c):04X}" for c in found))
        seen = INVISIBLE.sub("", inside)
        if not seen.strip():
            return self.text("text.invisible", count=len(found), codes=codes)
        quoted = match.group(0)[0] + seen + match.group(0)[-1]
        return quoted + " " + self.text("text.invisible_with", count=len(found), codes=codes)

    def _shown(self, value: Any) -> str:
        """A variable as text; one that is itself a catalog message (gm.errors.Msg: it has
        `.text(lang)`) is worded in this catalog's language."""
        if type(value) is str:
            return value
        worded = getattr(value, "text", None)
        return worded(self.lang) if callable(worded) else str(value)

    def text(self, key: str, /, **params: Any) -> str:
        """Plain text for `key` (maps, the CLI, rolls' labels): its key when missing."""
        out = self.format(key, params)
        return key if out is None else out


@lru_cache(maxsize=None)
def catalog(lang: str, package: str | None = None) -> Catalog:
    """A shared catalog for plain texts outside a turn (maps, CLI, order language)."""
    return Catalog(lang, (package,) if package else ())


def say(lang: str, key: str, package: str | None = None, /, **params: Any) -> str:
    """One message as plain text, in `lang` (es when unknown)."""
    return catalog(lang if lang in LANGS else LANGS[0], package).text(key, **params)


def decimal(value: float, spec: str, lang: str) -> str:
    """A number with decimals as `lang` writes it (the separator is the catalog's
    `number-decimal_separator`): 0,00231 (es), 0.00231 (en)."""
    text = format(value, spec)
    return text.replace(".", say(lang, "number.decimal_separator")) if "." in text else text
