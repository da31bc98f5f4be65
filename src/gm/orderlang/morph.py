"""An order line as people write it, made plain for the grammar, column for column.

Players write `-Mover el ejército de B3 a C3`, `Aplico Leñadores en C2 (3 recursos)`: the
grammar reads the order's words. What is only the way Spanish says it becomes blanks
(so every column stays the file's, and names are still cut from the line as written):
a bullet glued to the first word, articles and possessives, `al`/`del` -> `a`/`de`, `¡!¿?`,
the dashes of a route written without spaces (`F2-F3-F4`), and an origin `de B3` before
`a C3` (kept apart: the piece must stand there). A remark in parentheses is the player's:
a second reading keeps only its parts that start with an order word after a cost
(`(10 puntos de recursos, aplicado en C3)` -> `aplicado en C3`), a third drops it. Never
inside quotes: a quoted name is taken as written.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from gm.orderlang.text import fold

GLUED_BULLET = re.compile(r"^\s*[-*•·]+(?=\w)")
REMARK = re.compile(r"\([^()\"]*\)")
WORD = re.compile(r"[\w']+")
HEX = r"[a-z]{1,2}[1-9][0-9]{0,2}"
GLUED_SQUARES = re.compile(rf"(?<![\w-]){HEX}(?:(?:->|[-–>]){HEX})+(?![\w-])")  # `F2-F3-F4`: a route written without spaces
ID_AFTER_NAME = re.compile(r'"\s*\($')  # `"A" (a1-a1)`: the id a quoted name is given, never a route
MARKS = "¡!¿?"
MEANINGFUL = 4  # a remark's word this long that is an order's word (`destino`) keeps the remark: `a`, `en`, `de` do not


@dataclass(frozen=True)
class Origin:
    hex: str  # upper case, as the state keeps it
    column: int  # 1-based, where the player wrote it


def readings(line: str, book, lang: str, reserved: set[str], names: list[str] = ()):
    """(text, origin, cut) for each way to read the line, the likeliest first; `names` (folded,
    longest first): names of several words the faction may write, each read as one word;
    cut: where a clause the reading leaves out as the player's note starts (else None)."""
    plain, origin = _plain(fold(line), book, lang, names)
    texts = []
    for text in dict.fromkeys((plain, _cost_at_end(plain, book, lang))):
        texts.append(text)
        if "(" in text:
            written = line if len(line) == len(text) else None
            texts += [_remarks(text, book, lang, reserved, keep=True, written=written), _remarks(text, book, lang, reserved, keep=False, written=written)]
    whole = list(dict.fromkeys(texts))
    whole += [t for t in dict.fromkeys(_k_for_c(text, reserved) for text in whole) if t not in whole]
    for text in whole:
        yield text, origin, None
    cuts = [c for c in (_aside_cut(t, book, lang) for t in whole) if c is not None]
    cuts += [c for c in (_purpose_cut(t, book, lang, reserved) for t in whole + [c[0] for c in cuts]) if c is not None]
    for text, at in dict.fromkeys(cuts):
        yield text, origin, at
    for text in whole:
        masked = _generic_masked(text, book, lang, reserved)
        if masked != text:
            yield masked, origin, None
    for text in whole:
        named = _names_unreserved(text, names, reserved)
        if named != text:
            yield named, origin, None


K_FOR_C = re.compile(r"k(?=[aou])")  # `ataka`, `atako`: the forum's k for a hard c


def _k_for_c(text: str, reserved: set[str]) -> str:
    """A reading where a word the forum spells with k for a hard c (`Otto ataka a Brann`)
    is the order's word it spells, when it is one (one letter for one: columns kept)."""
    def respelled(m: re.Match) -> str:
        word = K_FOR_C.sub("c", m.group())
        return word if m.group() not in reserved and word in reserved else m.group()

    return WORD.sub(respelled, text)


def _names_unreserved(text: str, names: list[str], reserved: set[str]) -> str:
    """A last reading where a one-word name the faction knows that is also an order's word
    (`Lanzas`, an advance: `lanzar` is a verb) stands as a name (written in capitals, which no
    order's word is), never as the line's first word (there it is the verb)."""
    words = {n for n in names if " " not in n and n in reserved}
    if not words:
        return text
    free = _outside_quotes(text)
    first = WORD.search(text)
    return WORD.sub(lambda m: m.group().upper() if m.group() in words and free[m.start()] and m.start() != first.start() else m.group(), text)


def _purpose_cut(text: str, book, lang: str, reserved: set[str]) -> tuple[str, int] | None:
    """The line without what for at its end (`… a E2 para atacar a los orkos`: a purpose
    word and an infinitive that is no order's word, as a remark saying what for), tried last."""
    why = (set(book.word("purpose", lang)), tuple(book.data.get("conjugation", {}).get(lang, {})))
    free = _outside_quotes(text)
    for m in WORD.finditer(text):
        if m.start() > 0 and free[m.start()] and m.group() in why[0] and '"' not in text[m.start():] \
                and _purpose(text[m.start():], why, reserved) and text[: m.start()].strip():
            return text[: m.start()] + " " * (len(text) - m.start()), m.start()
    return None


def _aside_cut(text: str, book, lang: str) -> tuple[str, int] | None:
    """The line without a clause that says why after a comma at its end (`Alianza con los
    Orkos, que ya basta de guerra`: [words] aside), tried after every other reading."""
    asides = book.word("aside", lang)
    if not asides:
        return None
    articles = set(book.word("articles", lang))  # blanked already (`por el bien`: `por    bien`)
    alts = "|".join(r"\s+".join(re.escape(w) for w in a.split() if w not in articles) for a in sorted(asides, key=len, reverse=True))
    m = re.search(rf",\s*(?:{alts})(?![\w-])[^\"]*$", text)
    if m is None or not _outside_quotes(text)[m.start()]:
        return None
    return text[: m.start()] + " " * (m.end() - m.start()), m.start()


def _generic_masked(text: str, book, lang: str, reserved: set[str]) -> str:
    """A last reading where a word for any of a kind of thing that is also an order's word
    (`Usar un conjuro contra Brann`: `conjuro` is a verb too) stands where a name goes: the
    grammar reads a plain word of its length, the name is cut from the line as written,
    and the word asks which (values.pick), never read as a verb it is not."""
    generic = book.data.get("words", {}).get(lang, {}).get("generic", {})
    words = {fold(w) for listed in generic.values() for w in listed if " " not in w} & reserved
    if not words:
        return text
    return WORD.sub(lambda m: "x" * len(m.group()) if m.group() in words else m.group(), text)


def _joined(text: str, names: list[str], articles: set[str]) -> str:
    """Each known name of several words, with or without its articles, made one word
    (`guardianes de sigmar` -> `guardianes_de_sigmar`), longest first, outside quotes."""
    if not names:
        return text
    free = _outside_quotes(text)
    between = r"\s+(?:(?:" + "|".join(map(re.escape, sorted(articles))) + r")\s+)*" if articles else r"\s+"  # `del` is kept (a contraction)
    for name in names:
        words = [w for w in name.split() if w not in articles]
        if len(words) < 2 or not all(w in text for w in words):
            continue  # a name whose word is not in the line cannot be in it (a 1,000-god turn knows thousands of names)
        pattern = r"(?<![\w-])" + between.join(map(re.escape, words)) + r"(?![\w-])"
        for m in reversed(list(re.finditer(pattern, text))):
            if free[m.start()] and " " in m.group():
                text = text[: m.start()] + re.sub(r"\s", "_", m.group()) + text[m.end():]
    return text


def _outside_quotes(text: str) -> list[bool]:
    free, inside = [], False
    for ch in text:
        if ch == '"':
            inside = not inside
        free.append(not inside and ch != '"')
    return free


def _plain(text: str, book, lang: str, names: list[str] = ()) -> tuple[str, Origin | None]:
    """The line as the grammar reads it: articles, marks and fillers blanked, the phrasebook's
    `same` phrases said short, each known name of several words one word (joined before
    `same`: a world named «Sistema 3-1» keeps its «sistema», which alone is a filler)."""
    chars = list(text)
    free = _outside_quotes(text)
    m = GLUED_BULLET.match(text)
    if m:
        chars[: m.end()] = " " * m.end()
    words = book.data.get("words", {}).get(lang, {})
    articles = set(book.word("articles", lang))
    contractions = {fold(k): fold(v) for k, v in words.get("contractions", {}).items()}
    for w in WORD.finditer(text):
        if not free[w.start()]:
            continue
        word = w.group()
        if word in contractions:
            short = contractions[word]
            chars[w.start(): w.end()] = short + " " * (len(word) - len(short))
        elif word in articles:
            chars[w.start(): w.end()] = " " * len(word)
    for i, ch in enumerate(chars):
        if ch in MARKS and free[i]:
            chars[i] = " "
        elif ch == ";" and free[i]:
            chars[i] = ","  # `…con la caballería; si ganamos, arrasar`: a clause, as a comma
    for m in GLUED_SQUARES.finditer(text):
        if free[m.start()] and not ID_AFTER_NAME.search(text, 0, m.start()):
            chars[m.start(): m.end()] = re.sub(r"->|[-–>]", lambda d: " " * len(d.group()), m.group())
    text = _joined("".join(chars), names, articles)
    text = _said_the_same(text, words.get("same", {}), free)
    text = _before_square(text, book.word("before_square", lang), free)
    filler = set(book.word("filler", lang))
    chars = list(text)
    for w in WORD.finditer(text):
        if free[w.start()] and w.group() in filler:
            chars[w.start(): w.end()] = " " * (w.end() - w.start())
    return _origin("".join(chars), book, lang)


def _said_the_same(text: str, same: dict, free: list[bool]) -> str:
    """The phrasebook's [words] same: a phrase written for a shorter one that means the
    same (`y luego` -> `luego`), padded with blanks."""
    for phrase, short in sorted(same.items(), key=lambda kv: -len(kv[0])):
        pattern = r"(?<![\w-])" + r"\s+".join(map(re.escape, fold(phrase).split())) + r"(?![\w-])"
        for m in reversed(list(re.finditer(pattern, text))):
            if free[m.start()] and len(short) <= m.end() - m.start():
                text = text[: m.start()] + fold(short).ljust(m.end() - m.start()) + text[m.end():]
    return text


def _before_square(text: str, words: list[str], free: list[bool]) -> str:
    """The phrasebook's [words] before_square (`la casilla G2`, `el sector J4`): a noun that
    only says the next word is a square, blanked before one."""
    if not words:
        return text
    alt = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    for m in reversed(list(re.finditer(rf"(?<![\w-])(?:{alt})\s+(?={HEX}(?![\w-]))", text))):
        if free[m.start()]:
            text = text[: m.start()] + " " * (m.end() - m.start()) + text[m.end():]
    return text


def _origin(text: str, book, lang: str) -> tuple[str, Origin | None]:
    froms, tos = book.word("origin", lang), book.word("destination", lang)
    if not froms or not tos:
        return text, None
    alt = "|".join(re.escape(w) for w in froms)
    to = "|".join(re.escape(w) for w in tos)
    m = re.search(rf"(?<![\w-])(?:{alt})\s+({HEX})\s+(?=(?:{to})\s+{HEX}(?![\w-]))", text)
    if not m or not _outside_quotes(text)[m.start()]:
        return text, None
    return text[: m.start()] + " " * (m.end() - m.start()) + text[m.end():], Origin(m.group(1).upper(), m.start(1) + 1)


def _costs(book, lang: str) -> str:
    return "|".join(r"\s+".join(map(re.escape, c.split())) for c in sorted(book.word("cost", lang), key=len, reverse=True))


def _cost_at_end(text: str, book, lang: str) -> str:
    """The line without a cost after a comma or a dash at its end, or in brackets (`..., 7
    recursos`, `… - 10 puntos de recursos`, `[10 puntos]`): a remark written without its
    parentheses, the player's note like one written with them."""
    costs = _costs(book, lang)
    m = re.search(rf"(?:[,;]|\s[-–—]|\[)\s*[0-9]+\s*(?:{costs})\s*\]?\s*$", text) if costs else None
    return text[: m.start()] + " " * (m.end() - m.start()) if m and _outside_quotes(text)[m.start()] else text


def only_costs(line: str, book, lang: str) -> bool:
    """Whether every remark of a line is a cost (`(5 puntos de recursos)`) or nothing."""
    costs = _costs(book, lang)
    cost = re.compile(rf"\s*(?:[0-9]+\s*(?:(?:{costs})(?![\w-]))?\s*)?$" if costs else r"\s*(?:[0-9]+\s*)?$")
    return all(cost.match(seg) for m in REMARK.finditer(fold(line)) for seg in m.group()[1:-1].split(","))


def _remarks(text: str, book, lang: str, reserved: set[str], keep: bool, written: str | None = None) -> str:
    """The text with its remarks dropped (keep: their order words kept); a remark with an
    order's word, or that names something in capitals (`(Hueste del Río)`: written, the
    line as the player wrote it), is no note to drop."""
    costs = _costs(book, lang)
    cost = re.compile(rf"\s*[0-9]+\s*(?:(?:{costs})(?![\w-]))?" if costs else r"\s*[0-9]+(?![\w-])")
    articles = set(book.word("articles", lang))
    why = (set(book.word("purpose", lang)), tuple(book.data.get("conjugation", {}).get(lang, {})))
    chars = list(text)
    free = _outside_quotes(text)
    for m in REMARK.finditer(text):
        if not free[m.start()]:
            continue
        kept, start = [], m.start() + 1
        for seg in m.group()[1:-1].split(","):
            c = cost.match(seg)
            first = WORD.search(seg, c.end() if c else 0)
            if _purpose(seg, why, reserved):
                pass  # `(a defender la ciudad)`: why the player orders it, a note to drop
            elif keep and first and first.group() in reserved and first.group() not in articles:
                kept.append((start + first.start(), seg[first.start():]))
            elif _has_order_word(seg, cost, reserved):
                break  # `(gasto destino si falla)`: an order's words, not a remark to drop
            elif written is not None and _a_name(written[start:start + len(seg)], book, lang):
                break  # `(Hueste del Río)`: a name the order may be given, never dropped unread
            start += len(seg) + 1
        else:
            chars[m.start(): m.end()] = " " * (m.end() - m.start())
            for at, words in kept:
                chars[at: at + len(words)] = words
    return "".join(chars)


NAME_WORDS = 2  # `Hueste del Río`: so many words in capitals (articles and joints aside) make a name


def _a_name(segment: str, book, lang: str) -> bool:
    """Whether a remark's part, as written, is a name of several words each in capitals."""
    small = set(book.word("articles", lang)) | set(book.word("joints", lang))
    words = [w for w in re.findall(r"[^\W\d_][\w'-]*", segment) if fold(w) not in small]
    return len(words) >= NAME_WORDS and all(w[0].isupper() for w in words)


def _purpose(remark: str, why: tuple[set[str], tuple[str, ...]], reserved: set[str]) -> bool:
    """Whether a remark says what for: a purpose word of the phrasebook ([words] purpose:
    `a`, `para`) then an infinitive (an ending of [conjugation]) that is no order's word
    (`a defender la ciudad`; not `para fundar la ciudad de X`, which is the order's)."""
    words = WORD.findall(remark)
    purpose, endings = why
    return len(words) > 1 and words[0] in purpose and words[1] not in reserved and bool(endings) and words[1].endswith(endings)


def _has_order_word(remark: str, cost, reserved: set[str]) -> bool:
    """Whether a remark holds an order's own word (not a short one every sentence has)."""
    rest = " ".join(cost.sub(" ", seg) for seg in remark.split(","))
    return any(len(w) >= MEANINGFUL and w in reserved for w in WORD.findall(rest))


def where_is(order: dict, scope) -> set[str] | None:
    """The squares where the faction's things the order names stand (None: none known).
    The phrasebook's [located] table says which field of which collection holds it."""
    located = scope.book.data.get("located", {})
    at: set[str] = set()
    for path, field in located.items():
        things = scope.entities(path, order)
        for key, value in order.items():
            for one in (value if isinstance(value, list) else [value]) if key != "type" else ():  # `con la Bortas y la Rotarran`: each
                if isinstance(one, str) and isinstance(things.get(one), dict) and isinstance(things[one].get(field), str):
                    at.add(things[one][field].upper())
    return at or None
