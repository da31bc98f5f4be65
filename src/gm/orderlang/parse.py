"""One line of text -> one order table, or located problems saying what was expected."""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field, replace

from gm.orderlang.alternatives import asked
from gm.orderlang.grammar import HEX_SHAPE, Compiled, compiled
from gm.orderlang.morph import REMARK, Origin, readings, where_is
from gm.orderlang.phrasebook import Const, Group, Lit, Same, Slot, slots_of
from gm.orderlang.schemacheck import value_refusal
from gm.orderlang.text import fold
from gm.orderlang.values import Miss, Scope, display, new_args, new_id, pick, resolve, several, slug, square_of_thing


@dataclass
class LineError:
    column: int
    key: str
    params: dict = field(default_factory=dict)
    closeness: float = field(default=0.0, compare=False)  # a near miss: how near the word typed came (0-1)


@dataclass
class Parsed:
    order: dict | None
    errors: list[LineError] = field(default_factory=list)


def parse_line(line: str, scope: Scope, langs: tuple[str, ...]) -> Parsed:
    """The order a line holds: tried in the game's language, then the others; the errors
    are the first language's. First the quick way (only the sub-grammars of the forms
    whose words the line holds): most lines are orders, and no error is asked of them. A line
    offering two orders (`… a D2 o a C2`) is asked which (gm.orderlang.alternatives); one
    not read that joins two (`bajan a B5 y fundan…`) is told so (gm.orderlang.several reads
    both where each half is an order)."""
    got = _parse_line(line, scope, langs)
    if got.errors and not any(e.key in ASKED for e in got.errors):
        labelled = _labelled(line, scope, langs)
        if labelled is not None:
            return labelled
        two = _two_orders(line, scope, langs, got.errors[0].column)
        if two is not None:
            return Parsed(None, [two])
    return got


LABEL = re.compile(r"^([\s\-*•·]*)([^\W\d_]+)\s*:")


def _labelled(line: str, scope: Scope, langs: tuple[str, ...]) -> Parsed | None:
    """`• Atacar: la infantería ligera ataca a F6-1`, `Atrincherarse: la Infantería ligera`:
    an order's verb as the line's label, then the order: what follows, when it reads as an
    order of that verb's type, or the line without the colon (the verb, then the rest)."""
    m = LABEL.match(line)
    if m is None:
        return None
    word = fold(m.group(2))
    types = {compiled(scope.book.ruleset, lang).verbs.get(word) for lang in langs} - {None}
    if len(types) != 1:
        return None
    kept = {k: dict(v) for k, v in (scope.created or {}).items()} if scope.created is not None else None
    for text in (" " * m.end() + line[m.end():], line[: m.end() - 1] + " " + line[m.end():]):
        got = _parse_line(text, scope, langs)
        if not got.errors and got.order is not None and got.order["type"] in types:
            return got
        scope.created = kept
    return None


JOINED = re.compile(r",?\s+(?:y|e|and)\s+(?:(?:luego|despues|entonces|then)\s+)?|;\s*|,\s*(?:luego|despues|entonces)\s+")  # literal: words matched, never shown
MIN_JOINED_VERB = 3  # `a K5`: a word this short after `y` is no verb that starts a second order


def _two_orders(line: str, scope: Scope, langs: tuple[str, ...], stop: int) -> LineError | None:
    """`Los colonos bajan a B5 por B4 y fundan un asentamiento` not read: two orders joined
    by `y` (`y luego`, `;`), an order's verb on each side (not a word of an order's own
    vocabulary: `atacar … y saquear` is one order), outside quotes and remarks: told it
    holds two orders, one a line, never a guess at either half. Not where the reading
    stopped past that verb (`atacar a Otto, luego paso`: the step is the order's own)."""
    from gm.orderlang.morph import _outside_quotes

    folded = fold(line)
    if len(folded) != len(line):
        return None
    free, depth = _outside_quotes(line), 0
    for i, ch in enumerate(line):
        depth += (ch == "(") - (ch == ")" and depth > 0)
        free[i] = free[i] and depth == 0
    verbs, own, said = set(), set(), set()
    for lang in langs:
        said |= {w for w in compiled(scope.book.ruleset, lang).verbs if w.isalpha()}
        verbs |= {w for w in said if len(w) >= MIN_JOINED_VERB}
        own |= {w for name in scope.book.data.get("vocab", {}) for phrase in scope.book.vocab(name, lang) for w in phrase.split()}
    fillers = {w for lang in langs for w in scope.book.word("filler", lang)}
    for m in JOINED.finditer(folded):
        word = re.compile(r"[\w'-]+").match(folded, m.end())
        while word is not None and word.group() in fillers:  # `y se atrinchera`
            word = re.compile(r"\s*([\w'-]+)").match(folded, word.end())
            word = word and re.compile(r"[\w'-]+").match(folded, word.start(1))
        if not free[m.start()] or word is None or word.group() not in verbs - own or line[m.end()].isupper() or stop > word.start() + 1:
            continue
        if any(w in said for w in re.findall(r"[\w'-]+", folded[:m.start()])):
            column = m.start() + len(m.group()) - len(m.group().lstrip(", ")) + 1
            return LineError(column, "orderlang.two_orders", {"found": " ".join(line.split())})
    return None


def _parse_line(line: str, scope: Scope, langs: tuple[str, ...]) -> Parsed:
    question = asked(line, scope, langs, parse_line)
    if question is not None:
        return Parsed(None, [LineError(*question)])
    for lang in langs:
        scope.lang = lang
        got = _parse_in(line, scope, compiled(scope.book.ruleset, lang), scope.msg_lang, quick=True)
        if got is not None:
            return got
    results = []
    for lang in langs:
        scope.lang = lang  # the words of this language; messages stay in scope.msg_lang
        got = _parse_in(line, scope, compiled(scope.book.ruleset, lang), scope.msg_lang)
        if not got.errors:
            return got
        results.append(got)
    scope.lang = langs[0]
    understood = [r for r in results if r.order is not None]
    if understood:
        return understood[0]
    told = [r for r in results if r.errors and r.errors[0].key in ASKED]
    if told:   # a line one language recognises and tells (`mover X a K5 e interceptar…`): never another's "unknown verb"
        return told[0]
    # the game's language says what was expected, unless another has a suggestion at that place
    first = results[0]
    # a near miss is suggested in the language whose words the typed one came nearest
    near = [r for r in results if r.errors[0].column == first.errors[0].column and r.errors[0].key.endswith("_near")]
    return max(near, key=lambda r: r.errors[0].closeness) if near else first


def _parse_in(line: str, scope: Scope, comp: Compiled, msg_lang: str, quick: bool = False) -> Parsed | None:
    """The first reading of the line that is an order: as written (bullets, articles and
    an origin aside), then with its remarks' order words only, then without its remarks
    (a remark, a cost or a number is the player's, never a name); else the first one's
    errors (quick: else None, no error asked)."""
    first = first_text = asked = left_out = None
    for text, origin, cut in readings(line, scope.book, scope.lang, comp.meaningful, scope.phrases()):
        if cut is not None and (_holds_an_order(line[cut:], scope, comp) or _names_one(line[cut:], scope) or _says_where(line[cut:], scope)):
            continue  # `…, así que declaro la guerra a los Orkos`: an order, never a note to drop
        kept = {k: dict(v) for k, v in (scope.created or {}).items()} if scope.created is not None else None
        got = _parse_text(text, line, scope, comp, msg_lang, lazy=True)
        left = _left_out(line, text, cut, got, scope, comp, msg_lang)
        if got is None or left is not None:  # no form reads it: what was expected is asked only if no reading is an order
            scope.created = kept  # one that leaves out what it takes (`…, que sale de Herramientas básicas`): never read so
            left_out, first_text = left_out or left, first_text or (None if left else text)
            continue
        if not got.errors and origin is not None:
            got.errors = _origin_errors(origin, line, scope, comp, got.order)
        if not got.errors:
            _from_where_it_stands(got.order, scope, comp)
        if not got.errors:
            return got
        scope.created = kept  # a reading refused creates nothing the next readings may name
        if asked is None and any(e.key in ASKED for e in got.errors):
            asked = got  # two readings fit (`la Enterprise (fed-2)`): asked, whatever the other readings say
        if first_text is None:
            first, first_text = got, text
    restated = _as_noted(line, scope, comp, msg_lang) if asked is None else None
    if restated is not None:
        return restated
    if quick:
        return None
    if asked is not None or first_text is None:
        return asked or left_out
    first = first or _parse_text(first_text, line, scope, comp, msg_lang)
    taught = _parse_text(first_text, line, scope, compiled(scope.book.ruleset, scope.lang, True), msg_lang)
    told = _doer_then(line, taught, first, scope, comp)
    if told is not None:
        return told
    if taught.errors and taught.errors[0].key.startswith("orderlang.unknown_verb") and fold(taught.errors[0].params["found"]) in comp.verbs:
        return first  # a verb players write (`quietos en`) the taught forms lack: what its own forms expect
    if (first.order is None or not taught.errors or taught.errors[0].key == "orderlang.unknown_verb_near"
            or taught.errors[0].column >= first.errors[0].column):
        return taught  # fits no form, a mistyped verb, or no further than gm's forms: told what those expect there
    return first


DOER_WORDS = 5  # `Exploradores de Sigmar: mover a C3`: at most so many words name the doer before its verb
LEAD = re.compile(r"[\s\-*•·]*")  # a bullet before the line's words


def doer_at(line: str, scope: Scope, comp: Compiled) -> tuple[int, int] | None:
    """(start, end) of one of the faction's own things named first in the line (`Enterprise:
    mover…`, `Los Exploradores de Sigmar marchan…`, `Colonos: …`), the longest that names
    one (or several of a type: then asked which, still the doer); None when the line starts
    otherwise."""
    start = LEAD.match(line).end()
    words = list(re.finditer(r"[\w'-]+", line[start:]))[:DOER_WORDS]
    head = line[start:].split(":", 1)[0]
    kinds = {part for sl in comp.slots.values() for part in sl.kind.removeprefix("list.").split("+")
             if part.startswith("own.") and "$" not in part and "@" not in part}
    for k in range(len(words), 0, -1):
        end = start + words[k - 1].end()
        if ":" in line[start:end] and len(head) < end - start:
            continue  # a doer never holds the colon after it
        for kind in sorted(kinds):
            try:
                resolve(kind, line[start:end], scope, {})
            except Miss as miss:
                if miss.key == "orderlang.ambiguous_ref":
                    return start, end
                continue
            except (ValueError, TypeError, KeyError):
                continue
            return start, end
    return None


def _doer_then(line: str, taught: Parsed, first: Parsed, scope: Scope, comp: Compiled) -> Parsed | None:
    """`Enterprise: …`, `Jinetes atacan a …`: a line that names one of the faction's things
    first is never told its doer is an unknown order (the forms gm writes start with the
    verb): a word after the doer that starts no order is the unknown one; a verb there, what
    the forms with the doer first expected."""
    error = taught.errors[0] if taught.errors else None
    if error is None or not error.key.startswith("orderlang.unknown_verb"):
        return None
    doer = doer_at(line, scope, comp)
    if doer is None or not doer[0] <= error.column - 1 < doer[1]:
        return None
    rest = re.compile(r"[\s:,]*").match(line, doer[1]).end()
    fillers = set(scope.book.word("filler", scope.lang))
    words = [m for m in re.finditer(r"[\w'-]+", line[rest:])]
    while words and fold(words[0].group()) in fillers:
        words.pop(0)
    if not words:
        return first
    word = words[0]
    if fold(word.group()) in comp.verbs:
        return first
    column = rest + word.start() + 1
    near = _near_verb(fold(word.group()), scope)
    if near and near[0] != fold(word.group()):
        return Parsed(None, [LineError(column, "orderlang.unknown_verb_near", {"found": word.group(), "near": near[0]}, near[1])])
    written = compiled(scope.book.ruleset, scope.lang, True)
    return Parsed(None, [LineError(column, "orderlang.unknown_verb", {"found": word.group(), "verbs": ", ".join(sorted(written.verb_list))})])


def _restated(line: str, scope: Scope, comp: Compiled, msg_lang: str) -> Parsed | None:
    """`Otto: acechar (se esconde junto al objeto)`: a remark at the end of the line that says
    the order again in other words, its doer's part before it, is the player's note: the
    line without it, when both give the very same order (`(gasta destino si falla)` adds to
    the order: never dropped so)."""
    from dataclasses import replace

    remarks = list(REMARK.finditer(line))
    if len(remarks) != 1 or line[remarks[0].end():].strip():
        return None
    m = remarks[0]
    got = _parse_in(line[: m.start()].rstrip(), scope, comp, msg_lang, quick=True)
    verb = next((w for w in re.finditer(r"[\w']+", line[: m.start()]) if fold(w.group()) in comp.verbs), None)
    if got is None or got.errors or verb is None:
        return None
    alone = replace(scope, created={k: dict(v) for k, v in (scope.created or {}).items()})
    again = _parse_in(line[: verb.start()] + m.group()[1:-1].strip(), alone, comp, msg_lang, quick=True)
    return got if again is not None and not again.errors and again.order == got.order else None


TAIL_WORDS = 8  # a remark written after a comma at the end of a line, at most this long
TAIL_AT = re.compile(r",|\)(?=\s+\w)")  # `…, rumbo a Vulcano`; `… (7) pa cuando tenga donde ponerlaz`


def _tail_note(line: str, scope: Scope, comp: Compiled, msg_lang: str) -> Parsed | None:
    """`Enterprise: mover a F4, rumbo a Vulcano`, `declaro la guerra a Khaine, ezos enanoz se
    van a enterar`: words after the last comma (or after a closing remark) that name nothing
    (no square, number, name the faction may know, nor an order's word) and read as no
    order are the player's note, when the line before them is an order."""
    from gm.orderlang.chatter import ChatterWords

    cuts = [m for m in TAIL_AT.finditer(line) if '"' not in line[m.start():] and "(" not in line[m.end():]]
    if not cuts:
        return None
    at = cuts[-1].start() + (cuts[-1].group() == ")")
    tail = fold(line[at:]).strip(" ,")
    words = re.findall(r"[\w']+", tail)
    if not words or len(words) > TAIL_WORDS or re.search(r"\d", tail) or not line[:at].strip():
        return None
    noted = set(scope.book.word("noted", scope.lang))  # `rumbo`: a course set is a move, and a note's word too
    if any(len(w) >= 4 and w in comp.reserved and w not in noted for w in words) or _holds_an_order(line[at:], scope, comp) \
            or _says_where(tail, scope):
        return None
    names = ChatterWords(scope).names
    if any(n in names for n in words) or any(f" {n} " in f" {' '.join(words)} " for n in names if " " in n):
        return None
    got = _parse_in(line[:at].rstrip(), scope, comp, msg_lang, quick=True)
    if got is None or got.errors or _leads_a_name(line[at:], _slot_leads(got.order["type"], scope)):
        return None  # `…, por Agricultura`: a name given to one of the order's parts
    return got


def _leads_a_name(text: str, leads: set[str]) -> bool:
    """Whether `text` gives a name (a word in capitals) right after a word that leads one of
    an order's parts (_slot_leads): `por Agricultura`, `con Minería`."""
    words = list(re.finditer(r"[\w'-]+", text))
    return any(fold(a.group()) in leads and len(a.group()) >= 3 and b.group()[0].isupper() for a, b in zip(words, words[1:]))


CHEER = re.compile(r"[\s\-*•·]*¡?([^!¡?¿:\"()]+?)!+\s+(?=\S)")  # `Qapla'! Investigamos construcción`: a cheer, then the order


def _cheer_first(line: str, scope: Scope, comp: Compiled, msg_lang: str) -> Parsed | None:
    """`Qapla'! Investigamos construcción`, `¡Por Sigmar! Mover a los Guardianes a D3`: a cheer
    before the order, closed by «!», that names nothing (no square, number, name the
    faction may know, nor an order's word) is the player's, as a note after a comma is
    (_tail_note): the order after it, when that reads as one."""
    from gm.orderlang.chatter import ChatterWords

    m = CHEER.match(line)
    if m is None:
        return None
    words = re.findall(r"[\w']+", fold(m.group(1)))
    if not words or len(words) > TAIL_WORDS or re.search(r"\d", m.group(1)):
        return None
    if any(len(w) >= 4 and w in comp.reserved for w in words) or _holds_an_order(m.group(1), scope, comp):
        return None
    names = ChatterWords(scope).names
    if any(n in names for n in words) or any(f" {n} " in f" {' '.join(words)} " for n in names if " " in n):
        return None
    got = _parse_in(" " * m.end() + line[m.end():], scope, comp, msg_lang, quick=True)
    return got if got is not None and not got.errors else None


def _as_noted(line: str, scope: Scope, comp: Compiled, msg_lang: str) -> Parsed | None:
    """The line read without what the player added as a note: a remark restating the order,
    words after a comma that name nothing, a closing remark that says nothing to it."""
    return (_restated(line, scope, comp, msg_lang) or _tail_note(line, scope, comp, msg_lang) or _closing_note(line, scope, comp, msg_lang)
            or _cheer_first(line, scope, comp, msg_lang))


def _closing_note(line: str, scope: Scope, comp: Compiled, msg_lang: str) -> Parsed | None:
    """`Los Guardianes de Sigmar avanzarán a D2 (vamos a por los pantanos)`: a remark of
    several words closing the line that can say nothing to the order before it is the
    player's note: no number, square, quote or name the faction may know, no word in
    capitals after its first (a name it gives), no word of what the order's type takes
    (its vocabularies, a part that sets something: `(gastando destino si fallo)`), and no
    order itself. The line without it, when that is an order."""
    remarks = list(REMARK.finditer(line))
    if not remarks or line[remarks[-1].end() :].strip() or '"' in line[remarks[-1].start() :]:
        return None
    inside = line[remarks[-1].start() + 1 : remarks[-1].end() - 1]
    words = re.findall(r"[\w'-]+", inside)
    if len(words) < NOTE_WORDS or re.search(r"\d", inside) or any(w[0].isupper() for w in words[1:]):
        return None
    folded = {fold(w) for w in words}
    if any(re.fullmatch(HEX_SHAPE, w) for w in folded) or _holds_an_order(" " + inside, scope, comp):
        return None
    padded = f" {' '.join(fold(w) for w in words)} "
    if any(f" {n} " in padded for n in scope.phrases()):
        return None
    got = _parse_in(line[: remarks[-1].start()].rstrip(), scope, comp, msg_lang, quick=True)
    if got is None or got.errors or folded & _said_to(got.order["type"], scope):
        return None
    return got


def _left_out(line: str, text: str, cut: int | None, got: Parsed, scope: Scope, comp: Compiled, msg_lang: str) -> Parsed | None:
    """A reading that is an order but leaves out what it takes: not understood, told where."""
    left = None if got is None or got.errors else _leaves_out_what_it_takes(line, text, cut, got.order, scope)
    return None if left is None else Parsed(None, [LineError(left[0], "orderlang.unexpected", {"found": left[1], "expected": _expected((), comp, msg_lang)})])


def _leaves_out_what_it_takes(line: str, text: str, cut: int | None, order: dict, scope: Scope) -> tuple[int, str] | None:
    """Whether a reading leaves out, as the player's note (a remark, a clause after a comma),
    a word the order's type takes (of its vocabularies, of a part that sets something:
    `(para poder movernos por mares)`, a terrain the advance opens) or a name the faction
    may know (`…, que sale de Herramientas básicas`): then it is not that order. (column,
    word as written) of the first word left out, or None."""
    folded = fold(line)
    if len(folded) != len(text) or folded == text:
        return None
    from gm.orderlang.morph import only_costs

    # a remark dropped whole, but a cost (`(10 puntos de recursos)`): the player's, whatever its words
    dropped = [(m.start(), m.end()) for m in REMARK.finditer(line)
               if not text[m.start() + 1: m.end() - 1].strip() and not only_costs(m.group(), scope.book, scope.lang)]
    words = [m for m in re.finditer(r"[\w'-]+", folded) if not text[m.start(): m.end()].strip()]
    left = [m for m in words if any(a <= m.start() < b for a, b in dropped) or cut is not None and m.start() >= cut]
    leads = _slot_leads(order["type"], scope)
    said = {w for w in _said_to(order["type"], scope) | _slot_leads(order["type"], scope, far=True) if len(w) >= MEANINGFUL}
    clause = f" {' '.join(m.group() for m in words if cut is not None and m.start() >= cut)} "
    if any(m.group() in said for m in left) or any(len(n) >= MEANINGFUL and f" {n} " in clause for n in _names_it_takes(order, scope)):
        return left[0].start() + 1, line[left[0].start(): left[0].end()]
    # `(por Agricultura)`, `, con Minería`: a name given after a word that leads one of the
    # order's parts says that part, even a name the faction does not have (told, never dropped)
    for before, word in zip(left, left[1:]):
        if _leads_a_name(line[before.start(): word.end()], leads):
            return word.start() + 1, line[word.start(): word.end()]
    return None


def _slot_leads(otype: str, scope: Scope, far: bool = False) -> set[str]:
    """The words of the order's optional parts that lead to a value (`sale`, `deriva`, `por`,
    `gracias` in `[, que sale|deriva de {supported_by}]`, `[pasar por {unlocks}]`), folded;
    `far`: only those with another word between them and the value (`sale`, `gracias`, not
    `para` or `por`, which a player's note says as often)."""
    out: set[str] = set()

    def walk(items) -> None:
        for it in items:
            if isinstance(it, Group):
                if any(isinstance(x, Slot) for x in it.items):
                    out.update(w for x, after in zip(it.items, (*it.items[1:], None)) if isinstance(x, Lit)
                               and not (far and isinstance(after, Slot)) for w in x.words)
                walk(it.items)

    for tpl in scope.book.spoken.get(scope.lang, []):
        if tpl.type == otype:
            walk(tpl.items)
    return out


MEANINGFUL = 4  # a word this long says something (`mares`); `a`, `en`, `de` do not


def _names_it_takes(order: dict, scope: Scope) -> set[str]:
    """The names of the faction's own things an order of this type may name (its `own.` and
    `place.` arguments: an advance it stands on, a city it goes to), folded."""
    from gm.orderlang.values import norm

    out: set[str] = set()
    for tpl in scope.book.spoken.get(scope.lang, []):
        for sl in slots_of(tpl.items) if tpl.type == order["type"] else ():
            for part in sl.kind.removeprefix("list.").split("+"):
                head, _, path = part.partition(".")
                if head in ("own", "place") and "$" not in path:
                    things = scope.entities(path.split("@")[0], order)
                    out |= {norm(d["name"]) for d in things.values() if isinstance(d, dict) and isinstance(d.get("name"), str)}
    return out


NOTE_WORDS = 2  # `(madera)`, `(Guerreros)`: a remark of one word may be a value or a name, never a note to drop


def _said_to(otype: str, scope: Scope) -> set[str]:
    """The words that say something to an order of this type: its slots' vocabularies and
    the words of its parts that set a constant (`con destino`, `urgente`)."""
    out: set[str] = set()
    for tpl in scope.book.spoken.get(scope.lang, []):
        if tpl.type != otype:
            continue
        for it in tpl.items:
            if isinstance(it, Group) and any(isinstance(x, Const) for x in it.items):
                out |= {w for x in it.items if isinstance(x, Lit) for w in x.words}
        for sl in slots_of(tpl.items):
            for part in sl.kind.removeprefix("list.").split("+"):
                if part.split(".")[0] in ("word", "amounts"):
                    out |= {w for phrase in scope.book.vocab(part.split(".")[1], scope.lang) for w in phrase.split()}
    return out


def _names_one(clause: str, scope: Scope) -> bool:
    """`…, que se llamará Lanzas del Vado`: a clause that gives a name ([words] naming)."""
    naming = set(scope.book.word("naming", scope.lang))
    return any(w in naming for w in re.findall(r"[\w']+", fold(clause)))


SQUARE = re.compile(rf"(?<![\w-]){HEX_SHAPE}(?![\w-])")


def _says_where(clause: str, scope: Scope) -> bool:
    """`…, que luego a E3`: a clause that names a square says where; `…, si no se rinden`
    says when not ([words] otherwise): never a note to drop."""
    words = " ".join(re.findall(r"[\w']+", fold(clause)))
    return SQUARE.search(words) is not None or any(f" {w} ".startswith(f" {o} ") for o in scope.book.word("otherwise", scope.lang) for w in [words])


def _holds_an_order(clause: str, scope: Scope, comp: Compiled) -> bool:
    """Whether a clause the reading would leave out reads as an order from one of its
    verbs on (a copy of the scope: nothing it names is created)."""
    from dataclasses import replace

    for m in re.finditer(r"[\w']+", clause):
        if m.start() and fold(m.group()) in comp.verbs:
            alone = replace(scope, created={k: dict(v) for k, v in (scope.created or {}).items()})
            got = parse_line(clause[m.start():], alone, (scope.lang,))
            if not got.errors and got.order is not None:
                return True
    return False


def _parse_text(folded: str, line: str, scope: Scope, comp: Compiled, msg_lang: str, lazy: bool = False) -> Parsed | None:
    """The order of one reading, or what was expected where it stops (lazy: None, unasked)."""
    from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput

    tree = comp.quick(folded)
    if tree is not None:
        return _other_form(_build(tree.children[0], line, scope, comp), tree.children[0].data, folded, line, scope, comp)
    if lazy:
        return None
    try:
        tree = comp.parser.parse(folded)
    except UnexpectedCharacters as err:
        return Parsed(None, [_unexpected(line, err.column, err.allowed, comp, msg_lang, scope)])
    except UnexpectedEOF as err:
        return Parsed(None, [LineError(len(line.rstrip()) + 1, "orderlang.unexpected_end", {"expected": _expected(err.expected, comp, msg_lang)})])
    except UnexpectedInput as err:
        return Parsed(None, [_unexpected(line, getattr(err, "column", 1), getattr(err, "expected", ()), comp, msg_lang, scope)])
    return _build(tree.children[0], line, scope, comp)


NAMED_NOTHING = ("orderlang.unknown_ref", "orderlang.unknown_ref_near", "orderlang.unknown_ref_none", "orderlang.unknown_ref_unseen",
                 "orderlang.not_hex")
OTHER_FORMS = 6  # forms tried after the first whose words fit but whose names named nothing


def _other_form(got: Parsed, form: str, folded: str, line: str, scope: Scope, comp: Compiled) -> Parsed:
    """`Hechizo Espíritu indómito sobre u1`: two forms read the words (`sobre` a settlement,
    `sobre` a unit) and the grammar took the one whose name names nothing: the next form that
    reads the line, when one names what it says (else the first one's errors)."""
    tried = (form,)
    while got.errors and got.errors[0].key in NAMED_NOTHING and len(tried) <= OTHER_FORMS:
        tree = comp.quick(folded, tried)
        if tree is None:
            break
        tried += (tree.children[0].data,)
        if any(sl.kind.startswith(("new", "text", "words")) for sl in slots_of(comp.templates[tried[-1]].items)):
            continue  # a name that names nothing is never read as a new one's (a misspelling stays told)
        alone = replace(scope, created={k: dict(v) for k, v in (scope.created or {}).items()})
        again = _build(tree.children[0], line, alone, comp)
        if not again.errors:
            scope.created = alone.created
            return _build(tree.children[0], line, scope, comp)
    return got


def _origin_errors(origin: Origin, line: str, scope: Scope, comp: Compiled, order: dict) -> list[LineError]:
    """`de B3 a C3`: the piece must stand at B3 (where the faction knows it stands)."""
    return _misplaced(origin.hex, line[origin.column - 1:].split()[0], origin.column, "orderlang.wrong_origin", order, scope)


def _misplaced(square: str | None, found: str, column: int, key: str, order: dict, scope: Scope) -> list[LineError]:
    """A square the player says the piece stands on (`de B3`, `quietos en C2`, `sale de
    Risa`) that is not where the faction knows it stands: two readings (another piece, or a
    slip), asked, never dropped."""
    at = where_is(order, scope)
    if square is None or at is None or square in at:
        return []
    return [LineError(column, key, {"found": found, "at": ", ".join(sorted(at))})]


# answers that win over any other reading of the line: two readings fit, or the line is read
# and told (staying put; a piece said to stand where it does not)
ASKED = ("orderlang.ambiguous_ref", "orderlang.two_options", "orderlang.two_options_none", "orderlang.ambiguous_owner", "orderlang.stays_put", "orderlang.two_steps",
         "orderlang.wrong_place", "orderlang.wrong_origin", "orderlang.unsaid_which", "orderlang.unsaid_none",
         "orderlang.unsaid_whom")
SAID = "_said"  # a `{_at:hex}` / `{_from:…}` argument: read, kept aside until the order is whole, checked, dropped
PLACE_KEYS = {"_at": "orderlang.wrong_place", "_from": "orderlang.wrong_origin"}
HEX_WORD = re.compile(HEX_SHAPE, re.IGNORECASE)


def _said_where(said: list, order: dict, scope: Scope) -> list[LineError]:
    errors: list[LineError] = []
    for key, kind, value, text, column in said:
        if key in PLACE_KEYS:
            errors += _misplaced(_square_of(kind, value, scope, order), _raw(text), column, PLACE_KEYS[key], order, scope)
    return errors + _said_beside(said, order, scope)


def _said_beside(said: list, order: dict, scope: Scope) -> list[LineError]:
    """The phrasebook's [beside.<type>.<key>]: a word read aside (eraide's weapon, `Brann
    embiste a Ilse con el escudo`) that one of the things at `things` is made of (a word of
    its name or description: Brann's Escudazo, «Golpe con el escudo…») is a second reading
    of the line: asked which, never guessed."""
    rules = scope.book.data.get("beside", {}).get(order["type"], {})
    for key, _kind, _value, text, column in said:
        rule = rules.get(key)
        if rule is None:
            continue
        word = fold(_raw(text))
        hits = sorted(str(data.get("name", tid)) for tid, data in scope.entities(rule["things"], order).items() if isinstance(data, dict)
                      and any(word in re.findall(r"[\w'-]+", fold(str(data.get(f, "")))) for f in rule["fields"]))
        if hits:
            choices = " / ".join(_quoted(scope, c) for c in [_raw(text), *hits])
            return [LineError(column, "orderlang.ambiguous_ref", {"found": _raw(text), "choices": choices})]
    return []


def _square_of(kind: str, value, scope: Scope, order: dict) -> str | None:
    """The square an argument names: a square as written, or the key of the place a
    `known@system`-like collection re-keys (sector's Risa: its sector); None for free text."""
    if not isinstance(value, str):
        return None
    for part in kind.split("+"):
        if part in ("hex", "text") and HEX_WORD.fullmatch(value.strip()):
            return value.strip().upper()  # free text that names a square (`salta por E5 a E7`): that square
        if part.startswith("own."):
            path, _, field = part[4:].partition("@")
            for square, thing in scope.entities(path, order).items():
                if (thing.get(field) if field and isinstance(thing, dict) else square) == value:
                    return square.upper()
    return None


def _from_where_it_stands(order: dict, scope: Scope, comp: Compiled) -> None:
    """`Explorador: G6 -> H6 -> I6` from G6, where it stands: the route starts after it."""
    for key in {sl.key for sl in comp.slots.values() if sl.kind == "hexes"}:
        route = order.get(key)
        if isinstance(route, list) and len(route) > 1:
            at = where_is(order, scope)
            if at and route[0] in at:
                order[key] = route[1:]


def _unexpected(line: str, column: int, allowed, comp: Compiled, msg_lang: str, scope: Scope) -> LineError:
    start = column - 1
    found = line[start:].split()[0] if line[start:].split() else line[start:]
    allowed = set(allowed or ())
    if allowed and allowed <= comp.verb_terms:  # where an order's verb goes: not one we know
        near = _near_verb(fold(found), scope)
        if near and near[0] != fold(found):  # a verb of forms it fits none of: what those expect is asked (_parse_in)
            return LineError(column, "orderlang.unknown_verb_near", {"found": found, "near": near[0]}, near[1])
        return LineError(column, "orderlang.unknown_verb", {"found": found, "verbs": ", ".join(sorted(comp.verb_list))})
    return LineError(column, "orderlang.unexpected", {"found": found, "expected": _expected(allowed, comp, msg_lang)})


def _near_verb(word: str, scope: Scope) -> tuple[str, float] | None:
    """The verb a mistyped one (folded) came nearest among every verb the language being
    tried reads, and how near: suggested as gm writes that order in the same language
    ('decomisionarr' -> desmantelar, the [orders] verb of what 'decomisionar' means), never
    as another language's word."""
    heard = compiled(scope.book.ruleset, scope.lang).verbs
    near = [v for v in difflib.get_close_matches(word, list(heard), n=3, cutoff=0.7) if close(word, v)]
    if not near:
        return None  # «pone» is not «propone» (play-test #25: «¿quisiste decir «diplomacia»?»)
    written = compiled(scope.book.ruleset, scope.lang, True)
    shown = near[0] if near[0] in written.verbs else _written_verb(written, heard[near[0]]) or near[0]
    if not close(word, fold(shown)):
        shown = near[0]  # the form it came near, which reads too: never a far word for the same order
    return _spelled(scope, fold(shown)), difflib.SequenceMatcher(None, word, near[0]).ratio()


def _spelled(scope: Scope, folded: str) -> str:
    """A verb the grammar holds folded («espio») as the phrasebook spells it («espío»)."""
    found = [w for per in (scope.book.data.get("spoken", {}), scope.book.data.get("orders", {})) for forms in per.values()
             for source in forms.get(scope.lang, []) for w in re.findall(r"[^\W\d_]+", source) if fold(w) == folded]
    return max(found, key=lambda w: (w != folded, w), default=folded)  # an accented spelling before the bare one


def close(word: str, other: str) -> bool:
    """Whether `other` is a near miss of `word`: at most one edit in three letters (one for
    a short word), counted as Levenshtein counts them ('muver'/'mover' 1, 'pone'/'propone' 3)."""
    return edits(word, other) <= max(1, len(word) // 3)


def edits(a: str, b: str) -> int:
    """The Levenshtein distance between a and b."""
    row = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, cb in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (ca != cb))
    return row[-1]


def _written_verb(written: Compiled, order_type: str) -> str | None:
    """The verb gm writes an order of this type with (its [orders] form's first word)."""
    for tpl in written.templates.values():
        first = next((it for it in tpl.items if isinstance(it, Lit)), None)
        if tpl.type == order_type and first is not None:
            return first.shown
    return None


def _expected(names, comp: Compiled, msg_lang: str) -> str:
    from gm.orderlang.messages import describe_terminal, say

    shown = sorted({describe_terminal(n, comp, msg_lang) for n in names or ()} - {""})
    return ", ".join(shown) if shown else say(msg_lang, "orderlang.expect_end")


def _build(tree, line: str, scope: Scope, comp: Compiled) -> Parsed:
    """The order of a parse tree: arguments resolved in template order, constants set; the
    others' things last, among those of the faction the order names (`a la infantería
    ligera de los Tuarian`: theirs, never another's)."""
    tpl = comp.templates[tree.data]
    order: dict = {"type": tpl.type}
    errors: list[LineError] = []
    later, theirs = [], []
    for node in tree.iter_subtrees_topdown():
        name = node.data
        if name in comp.groups:
            for const in comp.groups[name]:
                order[const.key] = const.value
        elif name in comp.slots and "any." in comp.slots[name].kind:
            theirs.append(node)
        elif name in comp.slots and "$" in comp.slots[name].kind:
            later.append(node)  # `Flecha cegadora de Ilse`: a thing of one named after it
        elif name in comp.slots:
            _fill(node, comp.slots[name], line, scope, order, errors)
    for node in later:
        if not _fill_whose(node, comp.slots[node.data], tpl, line, scope, order, errors):
            _fill(node, comp.slots[node.data], line, scope, order, errors)
    owners = [order[sl.key] for sl in slots_of(tpl.items) if sl.kind == "faction" and sl.key in order]
    for node in theirs:
        if ">" in comp.slots[node.data].kind and not owners:
            _fill_theirs(node, comp.slots[node.data], line, scope, order, errors)
        else:
            _fill(node, comp.slots[node.data], line, scope, order, errors, owners[0] if len(owners) == 1 else None)
    errors += _said_where(order.pop(SAID, []), order, scope)
    for const in (c for c in tpl.items if isinstance(c, Const)):
        order[const.key] = const.value
    _same_as(order)
    _appended(order)
    _ends(order, scope)
    _moved(order, scope)
    if not errors:
        errors += _unsaid(order, tpl, line, scope)
    if not errors:
        errors += _incomplete(order, tpl, line, scope)
    _remember(order, tpl, scope)
    if tpl.type in TOLD and not errors:  # recognised, and told: staying put needs no order here
        errors.append(LineError(1, TOLD[tpl.type], {"found": " ".join(line.split())}))
    return Parsed(None if tpl.type in TOLD else order, sorted(errors, key=lambda e: e.column))


def _incomplete(order: dict, tpl, line: str, scope: Scope) -> list[LineError]:
    """A form whose parts that say where are all optional, read with none (`mover
    Enterprise`, or `mover Enterprise a Ferenginar` once `a Ferenginar` is set aside as a
    remark): the schema refuses it for what it lacks; the line is told what was expected
    (each optional part that gives a missing key: its first word and its value), never
    written (playtest B1: the turn then answered «falta la clave 'to'»)."""
    from gm.orderlang.messages import say
    from gm.orderlang.schemacheck import missing_keys

    missing = missing_keys(scope.book.ruleset, {k: v for k, v in order.items() if not k.startswith("_")})
    parts = [_part_words(group, sl, scope) for group, sl in _optional_slots(tpl.items) if sl.key in missing]
    if not parts:
        return []
    told = parts[0] if len(parts) == 1 else say(scope.msg_lang, "orderlang.either", first=", ".join(parts[:-1]), last=parts[-1])
    return [LineError(len(line.rstrip()) + 1, "orderlang.unexpected_end", {"expected": told})]


def _optional_slots(items, group=None):
    """(the optional group holding it, slot) of every slot inside an optional group."""
    for it in items:
        if isinstance(it, Group):
            yield from _optional_slots(it.items, it)
        elif isinstance(it, Slot) and group is not None:
            yield group, it


def _part_words(group, slot, scope: Scope) -> str:
    """«a» y una casilla (como F3): an optional part's first word and what its value is."""
    from gm.orderlang.messages import say

    first = next((it.shown for it in group.items if isinstance(it, Lit)), "")
    kind = slot.kind.removeprefix("list.").split("+")[0].split(":")[0]
    what = say(scope.msg_lang, "orderlang.expect_hex") if kind in ("hex", "hexes") else scope.book.noun(kind.removeprefix("own."), scope.msg_lang)
    return say(scope.msg_lang, "orderlang.part_words", word=first, what=what) if first else what


def _unsaid(order: dict, tpl, line: str, scope: Scope) -> list[LineError]:
    """A key the form leaves unsaid, as the phrasebook's [unsaid.<type>.<key>] fills it
    (`-Crear ejercito en B3: Exploradores de Sigmar`: the god's one military advance, its
    own or researched above in the post, when its setting says so); two or none ask which.
    Never beside a remark that is more than a cost: what it says might be that."""
    from gm.orderlang.morph import only_costs

    errors = []
    for key, rule in scope.book.data.get("unsaid", {}).get(order["type"], {}).items():
        if key in order or ("when" not in rule and key in {sl.key for sl in slots_of(tpl.items)}):
            continue  # a rule with `when` asks whenever the order lacks it (an optional slot left out)
        if not all(order.get(k) in v for k, v in rule.get("when", {}).items()):
            continue  # `espiar descubrir` needs no empire: only a sabotage or a theft
        if "named" in rule:
            errors += _unsaid_named(key, rule, order, line, scope)
            continue
        things = _unsaid_things(rule["things"], order, scope)
        fits = sorted(t for t, data in things.items() if isinstance(data, dict)
                      and all(data.get(k) == v for k, v in rule.get("where", {}).items()))
        plain = only_costs(line, scope.book, scope.lang)
        if len(fits) == 1 and _setting(scope, rule["setting"]) == "the_only_one" and plain:
            order[key] = fits if rule.get("list") else fits[0]
            continue
        what = rule["what"].get(scope.msg_lang) or next(iter(rule["what"].values()))
        names = ", ".join(display(things, t) for t in fits)
        asked = rule.get("asks", "orderlang.unsaid_which") if fits else "orderlang.unsaid_none"
        # beside a remark that names something, what the remark's reading says wins (not ASKED)
        errors.append(LineError(len(line.rstrip()) + 1, asked if plain else asked + "_beside",  # where «con …» would go
                                {"found": " ".join(line.split()), "what": what, "choices": names}))
    return errors


def _unsaid_named(key: str, rule: dict, order: dict, line: str, scope: Scope) -> list[LineError]:
    """`Investigamos Minería`: the value the rule document gives a thing of that name (the
    rule's `named` table, by the order's `of` key's name), when its setting says
    "the_document"; any other name, or the setting "ask", is told what is missing (the words
    of the phrasebook's [vocab.<choices>]) where the name starts: a reading no further than
    the written forms' (`investigar magico Hachas`: «magico» is no kind), never a question
    that wins over them. Never beside a remark that is more than a cost."""
    from gm.orderlang.morph import only_costs

    said = str(order.get("name") or order.get(rule["of"]) or "")
    known = {fold(k): v for k, v in rule["named"].items()}.get(fold(" ".join(said.replace("-", " ").split())))
    plain = only_costs(line, scope.book, scope.lang)
    if known is not None and _setting(scope, rule["setting"]) == "the_document" and plain:
        order[key] = known
        return []
    what = rule["what"].get(scope.msg_lang) or next(iter(rule["what"].values()))
    choices = ", ".join(scope.book.vocab_words(rule["choices"], scope.msg_lang).values())
    at = fold(line).find(fold(said)) if said else -1
    column = at + 1 if at >= 0 else len(line.rstrip()) + 1
    return [LineError(column, "orderlang.unsaid_what", {"found": " ".join(line.split()), "what": what, "choices": choices})]


def _unsaid_things(path: str, order: dict, scope: Scope) -> dict:
    """The things an [unsaid] key may be: the faction's own at a path, or `@factions` the
    other factions it knows."""
    if path == "@factions":
        return {fid: data for fid, data in scope.factions().items() if fid != scope.faction}
    return scope.entities(path, order)


def _setting(scope: Scope, dotted: str):
    from gm import registry

    node = registry.get(scope.book.ruleset).settings(scope.state.game)
    for part in dotted.split("."):
        node = node.get(part, {}) if isinstance(node, dict) else {}
    return node


def _remember(order: dict, tpl, scope: Scope) -> None:
    """A thing the order creates keeps the order's fields an [unsaid] rule asks of its kind
    (an advance researched above is military: the army below may be made of it)."""
    wanted = {k for rules in scope.book.data.get("unsaid", {}).values() for r in rules.values() for k in r.get("where", {})}
    for sl in slots_of(tpl.items):
        collection = new_args(sl.kind)[1] if sl.kind.startswith("new") else None
        made = (scope.created or {}).get(collection or "", {}).get(order.get(sl.key)) if isinstance(order.get(sl.key), str) else None
        if made is not None:
            made.update({k: order[k] for k in wanted if k in order})


def _fill_whose(node, slot: Slot, tpl, line: str, scope: Scope, order: dict, errors: list) -> bool:
    """`Invocar lobo onírico en F3`: a thing of one of the faction's things
    (`own.characters.$character.talents`) on a line that names no owner: the owner is the one
    thing of the faction that has it (two that have it ask which; one named in a remark that
    has it not asks too). False when the form names the owner: filled as any argument."""
    path = slot.kind.removeprefix("own.").split(".")
    at = next((i for i, p in enumerate(path) if p.startswith("$")), None)
    key = path[at][1:] if at is not None else None
    if not slot.kind.startswith("own.") or key is None or key in order or key in {s.key for s in slots_of(tpl.items)}:
        return False
    text, column = _span(node, line)
    owners = scope.entities(".".join(path[:at]), order)
    hits = []
    for oid in sorted(owners):
        try:
            hits.append((oid, resolve(slot.kind, _raw(text), scope, {**order, key: oid})))
        except Miss:
            continue
    named = {o for o in _remark_names(line, "own." + ".".join(path[:at]), scope, order) if o != (hits[0][0] if hits else None)}
    if len(hits) == 1 and not named:
        order[key] = hits[0][0]
        _fill(node, slot, line, scope, order, errors)
        return True
    if hits:
        choices = [_quoted(scope, f"{_raw(text)} ({display(owners, oid)})") for oid, _ in hits] + [_quoted(scope, display(owners, oid)) for oid in sorted(named)]
        errors.append(LineError(column, "orderlang.ambiguous_ref", {"found": _raw(text), "choices": " / ".join(choices)}))
        return True
    merged = {tid: thing for oid in sorted(owners) for tid, thing in scope.entities(slot.kind[4:], {**order, key: oid}).items()}
    try:
        pick(_raw(text), merged, scope, scope.book.noun(path[-1], scope.msg_lang), slot.kind[4:])  # its generic words ask which
    except Miss as miss:
        errors.append(LineError(column, miss.key, miss.params))
    return True


def _remark_names(line: str, kind: str, scope: Scope, order: dict) -> set[str]:
    """The faction's things a remark of the line names (`(Mael, 4 ETH)`), part by part."""
    found = set()
    for m in REMARK.finditer(line):
        for part in m.group()[1:-1].split(","):
            try:
                found.add(resolve(kind, part.strip(), scope, order))
            except (Miss, ValueError):
                continue
    return found


def _fill_theirs(node, slot: Slot, line: str, scope: Scope, order: dict, errors: list) -> None:
    """`{objetivo:any.settlements>objetivo_faccion}` where the line names no faction
    (`Atacar Tuaria con …`): the thing is looked for among each other faction's things the
    faction may know, and whose it is fills the key after `>`; things of two factions answering
    to the name ask which."""
    kind, owner_key = slot.kind.split(">", 1)
    text, column = _span(node, line)
    hits, misses = [], []
    for fid in sorted(f for f in scope.factions() if f != scope.faction):
        try:
            hits.append((fid, resolve(kind, _raw(text), scope, order, fid)))
        except Miss as miss:
            misses.append(miss)
    if len(hits) == 1:
        order[slot.key], order[owner_key] = hits[0][1], hits[0][0]
        return
    if hits:  # labels repeat between races (`F2-1`): whose, asked as the reports name them
        from gm import registry
        from gm.reports.factions import of_text

        ruleset = registry.get(scope.book.ruleset)
        names = [_quoted(scope, f"{_raw(text)} {of_text(scope.msg_lang, ruleset, scope.factions()[fid], fid)}") for fid, _ in hits]
        errors.append(LineError(column, "orderlang.ambiguous_owner", {"found": _raw(text), "choices": " / ".join(names)}))
        return
    whose = _whole_faction(kind, _raw(text), scope, order)
    if whose is not None:  # `u3 ataca a los Tuarian`: a race, not one of its things: which one, asked
        errors.append(LineError(column, "orderlang.ambiguous_ref", {"found": _raw(text), "choices": whose}))
        return
    miss = misses[0] if misses else Miss("orderlang.unknown_ref", found=_raw(text), what=kind, choices="—", count=0)
    errors.append(LineError(column, miss.key, miss.params))


def _whole_faction(kind: str, raw: str, scope: Scope, order: dict) -> str | None:
    """The things of another faction the words name as a whole (`los Tuarian`) that the faction
    may know, as the question which one («D5-1 de los Tuarian» / «Tuaria de los Tuarian»);
    None when they name no other faction, or it knows none of its things."""
    from gm import registry
    from gm.reports.factions import of_text

    try:
        fid = resolve("faction", raw, scope, order)
    except Miss:
        return None
    if fid == scope.faction:
        return None
    _, named, _ = scope.shown(kind.removeprefix("any."), fid)
    if not named:
        return None
    ruleset = registry.get(scope.book.ruleset)
    whose = of_text(scope.msg_lang, ruleset, scope.factions()[fid], fid)
    return " / ".join(_quoted(scope, f"{display(named, e)} {whose}") for e in sorted(named, key=lambda e: display(named, e)))


def _moved(order: dict, scope: Scope) -> None:
    """The phrasebook's [moved.<type>.<key>]: a value one form reads for several keys
    (primordia's `construir infantería ligera en Marmórea`: a unit type, not a structure) goes
    under the key of the table it is an entry of, unless it is one of `unless`'s."""
    for key, rule in scope.book.data.get("moved", {}).get(order["type"], {}).items():
        value = order.get(key)
        if not isinstance(value, str) or value in scope.table(rule["unless"]):
            continue
        other = next((k for table, k in rule["to"].items() if value in scope.table(table) and k not in order), None)
        if other is not None:
            order[other] = order.pop(key)


def _same_as(order: dict) -> None:
    """`{target=$character}`: the value of the argument it names (`se cura`: the doer), or none."""
    for key in [k for k, v in order.items() if isinstance(v, Same)]:
        if order[key].key in order:
            order[key] = order[order[key].key]
        else:
            del order[key]


def _appended(order: dict) -> None:
    """`{path+:hex}`: what ends the list at `path`, wherever the line says it (`corre a I8
    por I6 e I7`: I6, I7, I8)."""
    for key in [k for k in order if k.endswith("+")]:
        tail = order.pop(key)
        _ended_by(order, key[:-1], tail if isinstance(tail, list) else [tail])


def _ends(order: dict, scope: Scope) -> None:
    """The phrasebook's [ends.<type>]: a key that, said beside a list, ends it (sector's
    `por F4, G3 hasta H3`: the schema moves by `path` alone when it has one, so the
    destination is its last square, never a `to` the move would not reach)."""
    for key, into in scope.book.data.get("ends", {}).get(order["type"], {}).items():
        if key in order and isinstance(order.get(into), list):
            _ended_by(order, into, [order.pop(key)])


def _ended_by(order: dict, key: str, tail: list) -> None:
    """The list at `key` with `tail` after it; a square said twice where one ends and the
    other starts (`corre hasta H7 por I6 y H7`) is one square."""
    head = order.get(key, [])
    if head and tail and head[-1] == tail[0]:
        tail = tail[1:]
    order[key] = [*head, *tail]


def _span(node, line: str) -> tuple[str, int]:
    toks = [t for t in node.scan_values(lambda v: hasattr(v, "start_pos"))]
    start, end = toks[0].start_pos, toks[-1].end_pos
    return line[start:end], start + 1


def _raw(text: str) -> str:
    text = text.strip()
    return text[1:-1].strip() if len(text) >= 2 and text[0] == '"' and text[-1] == '"' else text


def _fill(node, slot: Slot, line: str, scope: Scope, order: dict, errors: list, owner: str | None = None) -> None:
    text, column = _span(node, line)
    try:
        if slot.key in order:
            raise Miss("orderlang.repeated", found=text)
        got = _value(node, slot, text, line, scope, order, owner)
        _beside(node, slot, text, line, scope, order, owner, got)
        refusal = value_refusal(scope.book.ruleset, order["type"], got, slot.kind.startswith("new"), scope.book.id_separator)
        if refusal is not None:  # what validation would refuse, said here on the line
            raise Miss(refusal[0], found=_raw(text), **refusal[1])
        order.update({k: v for k, v in got.items() if not k.startswith("_")})
        order.setdefault(SAID, []).extend((k, slot.kind, v, text, column) for k, v in got.items() if k.startswith("_"))
    except Miss as miss:
        errors.append(LineError(column, miss.key, miss.params))


def _items(kind: str, raw: str, scope: Scope, order: dict, owner: str | None) -> list:
    """One item of a list: a thing, or the things a plural of their type names
    (`combinar las infanterías ligeras`: values.several)."""
    if kind.startswith("own.") and "+" not in kind:
        group = several(raw, scope.entities(kind[4:], order), scope, kind[4:])
        if group:
            return group
    return [resolve(kind, raw, scope, order, owner)]


STAYS = "_stays"  # [spoken._stays]: staying put where the ruleset has no order for it (`se quedan en C3`): no order, told why
# lines recognised and told, never an order: [spoken.<type>] -> what the player is told
TOLD = {STAYS: "orderlang.stays_put",
        "_two_steps": "orderlang.two_steps"}   # `Mover X a K5 e interceptar…`: two orders no order joins
BESIDE = re.compile(r"\s*\(([^()\"]*)\)")  # `Enterprise (fed-1)`, `a Bajor (K13)`: what the player wrote beside a name


def _beside(node, slot: Slot, text: str, line: str, scope: Scope, order: dict, owner: str | None, got: dict) -> None:
    """A remark right after a square or one of the faction's things that names another of
    the same kind (`la Enterprise (fed-2)`, `a Bajor (K12)`): two readings, asked; one that
    names the same thing, or nothing of that kind (`(vigilando)`), is the player's note."""
    if not all(k == "hex" or k == "faction" or k.startswith("own.") for k in slot.kind.split("+")):
        return
    end = max(t.end_pos for t in node.scan_values(lambda v: hasattr(v, "end_pos")))
    m = BESIDE.match(line, end)
    if m is None or not m.group(1).strip():
        return
    try:
        other = resolve(slot.kind, m.group(1).strip(), scope, order, owner)
    except Miss:
        return
    if other != got.get(slot.key) and not _stands_at(got.get(slot.key), other, slot.kind, scope, order):
        raise Miss("orderlang.ambiguous_ref", found=line[end - len(text):m.end()].strip(),
                   choices=f"{_quoted(scope, _raw(text))} / {_quoted(scope, m.group(1).strip())}")



def _stands_at(eid, square, kind: str, scope: Scope, order: dict) -> bool:
    """Whether the faction's thing `eid` stands on `square` (`la Capital de Sigmar (B2)`:
    the remark says where the city is, the same place: values.square_of_thing)."""
    if not isinstance(eid, str) or not isinstance(square, str):
        return False
    return any(square_of_thing(scope, path, scope.entities(path, order).get(eid)) == square.upper()
               for path in (k[4:] for k in kind.split("+") if k.startswith("own.")))


def _quoted(scope: Scope, text: str) -> str:
    """`text` in the quotation marks of the messages' language (a choice the player is asked)."""
    from gm.text.i18n import Catalog

    return Catalog(scope.msg_lang).format("orderlang-quoted", {"text": text}) or text


NAME_ARTICLE = re.compile(r"(?<![\w-])([\w]+)\s+$")


def _named_from(line: str, start: int, scope: Scope) -> int:
    """Where a new name starts: an article written with a capital right before it is the
    name's (`llamado Los Lobos`, `B3: Los Hijos de Sigmar`), one in lower case the
    sentence's (`investigo la Agricultura`); never the line's first word."""
    m = NAME_ARTICLE.search(line, 0, start)
    if m is None or not line[:m.start()].strip(" -*•·") or not m.group(1)[0].isupper():
        return start
    return m.start(1) if fold(m.group(1)) in scope.book.word("articles", scope.lang) else start


def _value(node, slot: Slot, text: str, line: str, scope: Scope, order: dict, owner: str | None = None) -> dict:
    kind = slot.kind
    if kind == "hexes":
        return {slot.key: [t.value.upper() for t in node.children if getattr(t, "type", "") == "HEX"]}
    if kind.startswith("new"):
        name_key, collection = new_args(kind)
        parts = [c for c in node.children if getattr(c, "data", None) != "idpart"]
        idpart = [c for c in node.children if getattr(c, "data", None) == "idpart"]
        explicit = slug(idpart[0].children[1].value, scope.book.id_separator) if idpart else None
        words = line[_named_from(line, parts[0].start_pos, scope): parts[-1].end_pos]
        eid, name = new_id(_raw(words), explicit, scope.book.id_separator)
        if collection:
            scope.create(collection, eid, name)
        return {slot.key: eid, **({name_key: name} if name_key and name is not None else {})}
    if kind.startswith("list."):
        inner = kind[5:]
        items = [_raw(_span(item, line)[0]) for item in node.children if getattr(item, "data", None) == "item"]
        return {slot.key: [v for raw in items for v in _items(inner, raw, scope, order, owner)]}
    if kind.startswith("amounts."):
        out = {}
        for amount in (c for c in node.children if getattr(c, "data", None) == "amount"):
            digits = next(t for t in amount.children if t.type == "INT")  # before the word or after it
            word = [t for t in amount.children if t is not digits]
            number, words = int(digits.value), line[word[0].start_pos: word[-1].end_pos]
            out[resolve("word." + kind[8:], _raw(words), scope, order)] = number
        return {slot.key: out}
    return {slot.key: resolve(kind, _raw(text), scope, order, owner)}
