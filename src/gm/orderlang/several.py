"""A line that gives several orders (issue 24: `y`, `y luego` and commas chaining steps).

A line is first read as one order (parse.parse_line); only a line that does not read so
may give several, in two ways, and nothing else:

- Sentences: it splits where a sentence ends (`. ` before a capital, a doer or a verb;
  `;`; `y luego` / `y después` / `, luego`; `y`, `e` or a comma before an order's verb)
  into parts that EACH read alone as an order: those orders, in the line's order. A
  boundary inside one order (eraide's `atacar a X, y después paso a F10`) is no boundary
  where the whole reads; of the ways to cut, the one with fewest parts is taken, and two
  such ways giving different orders are no reading at all.
- A list of the faction's own things in a slot that takes one (`Mover la Rotarran y el
  Bortas a K5`): one order per thing, the rest equal, only where each item, alone in the
  line, reads and fills that same slot (one of the faction's own, never a list) and
  nothing else changes.

A part that needs another to mean something (`atacarles`, `con ellos`, a doer left out)
reads alone as nothing, so the whole line stays one line not understood.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from itertools import combinations

from gm.orderlang.grammar import compiled
from gm.orderlang.morph import _outside_quotes
from gm.orderlang.parse import ASKED, LineError, parse_line
from gm.orderlang.text import fold

MAX_PARTS = 4  # a line cut in more sentences than this is read as one (the ways to cut grow as 2^n)
MAX_SPLIT = 300  # characters of a line that may be cut (an order line is short; the work grows with the parts)
MIN_VERB = 3  # `a` starts sector's `a K5: …`: a word this short is no verb a boundary stands before
THEN = re.compile(r",?\s+y\s+(?:luego|despues|entonces)\s+|,\s*(?:luego|despues|entonces)\s+|,?\s+and\s+then\s+|;\s*")
STOP = re.compile(r"\.\s+")
JOIN = re.compile(r",?\s+(?:y|e|and)\s+|,\s+")
WORD = re.compile(r"[\w'-]+")
LOOKS_SEVERAL = re.compile(r"\s(?:y|e|and)\s|\.\s|;")  # what a line of several orders holds: told to write one a line


@dataclass
class Several:
    orders: list[tuple[dict, str | None]] = field(default_factory=list)  # (order, the words it was read from; None: the whole line)
    errors: list[LineError] = field(default_factory=list)  # the whole line's, when it gives no order
    tried: bool = False  # tried cut, in vain (the caller bounds how many lines of a post are: work for nothing)


def read_orders(line: str, scope, langs: tuple[str, ...], cut: bool = True) -> Several:
    """The orders a line gives: one as parse_line reads it, else several (module doc; not
    when `cut` is False), else the whole line's errors. scope.created holds what the
    orders given create."""
    before = _copy(scope.created)
    got = parse_line(line, scope, langs)
    if not got.errors:
        return Several([(got.order, None)] if got.order is not None else [])
    if not cut or len(line) > MAX_SPLIT or any(e.key in ASKED for e in got.errors):  # asked about, or told: never cut
        return Several([], got.errors)
    scope.created = before
    found = _sentences(line, scope, langs, before)
    if found:
        return Several(found)
    scope.created = before
    return Several([], got.errors, tried=True)


def looks_several(line: str) -> bool:
    return bool(LOOKS_SEVERAL.search(fold(line)))


def _copy(created: dict | None) -> dict | None:
    return None if created is None else {k: dict(v) for k, v in created.items()}


def _sentences(line: str, scope, langs: tuple[str, ...], before) -> list[tuple[dict, str]] | None:
    """The orders of the one way to cut the line in fewest parts that each read (a part
    may be a list of the faction's things, _distributed), read again in order."""
    parts = _parts(line, scope, langs)
    if not parts or len(parts) > MAX_PARTS:
        return None
    memo: dict = {(0, len(parts) - 1): _distributed(_only(line, parts[0][0], parts[-1][1]), scope, langs)}  # read whole already
    doers: list = []

    def group(i: int, j: int):
        if (i, j) not in memo:
            scope.created = _copy(before)
            memo[i, j] = _one_or_list(_only(line, parts[i][0], parts[j][1]), scope, langs)
            if memo[i, j] is None and i:
                if not doers:
                    doers.append(_doers(line, group(0, 0), scope))
                scope.created = _copy(before)
                memo[i, j] = _inherited(line[parts[i][0]:parts[j][1]], doers[0], scope, langs)
        return memo[i, j]

    for count in range(1, len(parts) + 1):
        ways = []
        for cuts in combinations(range(1, len(parts)), count - 1):
            spans = list(zip((0, *cuts), (*cuts, len(parts))))
            if all(group(i, j - 1) for i, j in spans):
                ways.append(spans)
        readings = {repr([group(i, j - 1) for i, j in w]) for w in ways}
        if len(readings) > 1:
            return None  # two ways to cut, two sets of orders: never guessed
        if ways:
            return _in_order(line, parts, ways[0], scope, langs, before)
    return None


def _doers(line: str, first, scope) -> tuple[list[tuple[str, str]], list[str]]:
    """The doer a later part may leave out (`Los colonos bajan a B5 y fundan…`): the one of the
    faction's own things the first part's one order names as its doer, as written first in the
    line and by its id; none when the first part reads as no order or names no one doer. Each
    is (the words read, the words the echo shows): read by its id, it is shown by its name as
    the faction knows it, as a heading names it («Mael: corre por E4», never «mael corre…»;
    «Colmillo: fundan…», never «u2 fundan…»)."""
    from gm.orderlang.parse import doer_at

    if not first or len(first) != 1:
        return [], []
    comp = compiled(scope.book.ruleset, scope.lang)
    keys = {sl.key for sl in comp.slots.values()
            if all(p.removeprefix("list.").startswith("own.") and "@" not in p and "$" not in p for p in sl.kind.split("+"))}
    order = first[0][0]
    ids = [order[k] for k in sorted(keys) if isinstance(order.get(k), str)]
    ids += [v[0] for k in sorted(keys) if isinstance(v := order.get(k), list) and len(v) == 1 and isinstance(v[0], str)]
    ids = list(dict.fromkeys(ids))
    if len(ids) != 1:
        return [], []
    at = doer_at(line, scope, comp)
    written = [(line[at[0]:at[1]],) * 2] if at else []  # a doer named after its verb is shown as a heading's: «Colmillo: fundan…»
    return written + [(eid, _own_name(eid, keys, comp, order, scope) + ":") for eid in ids], ids


def _own_name(eid: str, keys: set[str], comp, order: dict, scope) -> str:
    """The name of the faction's own thing `eid` (a slot of `keys` takes it), else its id."""
    from gm.orderlang.values import display

    for sl in comp.slots.values():
        for part in sl.kind.removeprefix("list.").split("+") if sl.key in keys else ():
            things = scope.entities(part[4:], order) if part.startswith("own.") else {}
            if eid in things:
                return display(things, eid)
    return eid


def _inherited(part: str, doers: tuple[list[tuple[str, str]], list[str]], scope, langs) -> list[tuple[dict, str]] | None:
    """A later part that starts with an order's verb and leaves its doer out (`… y fundan un
    asentamiento`): read with the first part's doer before it, when it so reads as an order
    of that same doer; else nothing."""
    texts, ids = doers
    folded = fold(part).strip()
    fillers = {w for lang in langs for w in scope.book.word("filler", lang)}
    words = [w for w in WORD.findall(folded)]
    while words and words[0] in fillers:
        words.pop(0)
    if not texts or not words or words[0] not in _verbs(scope, langs):
        return None
    before = _copy(scope.created)
    for doer, shown in texts:
        scope.created = _copy(before)
        text = f"{doer} {part.strip()}"
        got = parse_line(text, scope, langs)
        values = [] if got.order is None else [v for v in got.order.values() if isinstance(v, str)] + \
            [x for v in got.order.values() if isinstance(v, list) for x in v]
        if not got.errors and got.order is not None and set(ids) & set(values):
            return [(got.order, " ".join(f"{shown} {part.strip()}".split()))]
    scope.created = before
    return None


def _in_order(line: str, parts: list, spans: list, scope, langs, before) -> list[tuple[dict, str]] | None:
    """The parts read one after another (what one creates, the next may name): the same
    orders as each alone (a later part with its doer left out, with the first part's), or
    none."""
    scope.created = _copy(before)
    out = []
    doers = None
    for i, j in spans:
        got = _one_or_list(_only(line, parts[i][0], parts[j - 1][1]), scope, langs)
        if got is None and i:
            doers = doers or _doers(line, _first_alone(line, parts, scope, langs, before), scope)
            got = _inherited(line[parts[i][0]:parts[j - 1][1]], doers, scope, langs)
        if not got:
            return None
        out += got
    return _without_idle(out, scope)


def _without_idle(out: list, scope) -> list:
    """`Ilse se queda en I5 y ataca a Selene`: staying put said beside another order of the
    same doer is how the other is done, not an order of its own (read as both, the wait
    took the doer's action and the attack was refused). The phrasebook's `idle` types,
    with nothing but their doer, drop where another order of the line names that doer."""
    idle = set(scope.book.data.get("idle", ()))
    if len(out) < 2 or not idle:
        return out

    def doer(order: dict) -> set:
        return {v for k, v in order.items() if k != "type" and isinstance(v, str)}

    kept = [(o, said) for o, said in out
            if not (o["type"] in idle and len(o) == 2 and any(p is not o and doer(o) <= doer(p) for p, _ in out))]
    return kept or out


def _first_alone(line: str, parts: list, scope, langs, before):
    """The first part's orders read alone (nothing the later parts' reading created)."""
    kept = scope.created
    scope.created = _copy(before)
    got = _one_or_list(_only(line, parts[0][0], parts[0][1]), scope, langs)
    scope.created = kept
    return got


def _one_or_list(text: str, scope, langs) -> list[tuple[dict, str]] | None:
    got = parse_line(text, scope, langs)
    if not got.errors and got.order is not None:
        return [(got.order, " ".join(text.split()))]
    if any(e.key in ASKED for e in got.errors):
        return None
    return _distributed(text, scope, langs)


def _only(line: str, start: int, end: int) -> str:
    """The line with only [start, end) kept, the rest blanks: columns stay the file's."""
    return " " * start + line[start:end] + " " * (len(line) - end)


def _parts(line: str, scope, langs) -> list[tuple[int, int]]:
    """(start, end) of each stretch between sentence boundaries, outside quotes."""
    folded, free = fold(line), _outside(line)
    verbs = _verbs(scope, langs)
    cuts = [m.span() for m in THEN.finditer(folded) if free[m.start()]]
    cuts += [m.span() for m in STOP.finditer(folded) if free[m.start()] and _starts_sentence(line, folded, m.end(), verbs, scope)]
    fillers = {w for lang in langs for w in scope.book.word("filler", lang)}
    cuts += [m.span() for m in JOIN.finditer(folded) if free[m.start()] and _verb_after(folded, m.end(), verbs, fillers)]
    spans, at = [], 0
    for start, end in sorted(cuts):
        if start < at:
            continue  # inside a boundary already cut (`, y luego ` holds `, y `)
        spans.append((at, start))
        at = end
    spans.append((at, len(line)))
    return [(s, e) for s, e in spans if line[s:e].strip()]


def _outside(line: str) -> list[bool]:
    """Where a boundary may be: outside quotes and parentheses (`(10 recursos; aplicado en
    C3)` is the player's remark inside one order)."""
    free, depth = _outside_quotes(line), 0
    for i, ch in enumerate(line):
        depth += (ch == "(") - (ch == ")" and depth > 0)
        free[i] = free[i] and depth == 0 and ch != ")"
    return free


def _starts_sentence(line: str, folded: str, at: int, verbs: set[str], scope) -> bool:
    """After `. `: a capital, an order's verb or one of the faction's things (a doer)."""
    return at < len(line) and (line[at].isupper() or _word_at(folded, at) in verbs or _name_at(folded, at, _own_names(scope)) is not None)


def _verb_after(folded: str, at: int, verbs: set[str], fillers: set[str]) -> bool:
    """An order's verb at `at`, after words that add nothing (`y se atrinchera`)."""
    for m in WORD.finditer(folded, at):
        if m.group() not in fillers:
            return m.group() in verbs
    return False


def _word_at(folded: str, at: int) -> str:
    m = WORD.match(folded, at)
    return m.group() if m else ""


def _verbs(scope, langs) -> set[str]:
    return {w for lang in langs for w in compiled(scope.book.ruleset, lang).verbs if len(w) >= MIN_VERB and w.isalpha()}


def _own_names(scope) -> list[str]:
    """The faction's own things' names and ids (folded), longest first."""
    found: set[str] = set()
    _walk(scope.state.factions.get(scope.faction), found, 0)
    for things in (scope.created or {}).values():
        for eid, data in things.items():
            found.add(fold(eid))
            if isinstance(data, dict) and isinstance(data.get("name"), str):
                found.add(" ".join(fold(data["name"]).split()))
    return sorted((n for n in found if len(n) >= 2), key=lambda n: (-len(n), n))


def _walk(node, out: set[str], depth: int) -> None:
    if not isinstance(node, dict) or depth > 3:
        return
    for key, value in node.items():
        if isinstance(value, dict):
            if depth:  # the faction's own top-level keys (ships, fleets) are no names
                out.add(fold(str(key)))
            if isinstance(value.get("name"), str):
                out.add(" ".join(fold(value["name"]).split()))
            _walk(value, out, depth + 1)


def _name_at(folded: str, at: int, names: list[str]) -> int | None:
    """Where the longest of `names` written at `at` ends (whole words), or None."""
    for name in names:
        end = at + len(name)
        if folded.startswith(name, at) and (end == len(folded) or not (folded[end].isalnum() or folded[end] in "'-_")):
            return end
    return None


def _name_before(folded: str, end: int, names: list[str]) -> int | None:
    """Where the longest of `names` ending at `end` starts (whole words), or None."""
    for name in names:
        start = end - len(name)
        if start >= 0 and folded[start:end] == name and (start == 0 or not (folded[start - 1].isalnum() or folded[start - 1] in "'-_")):
            return start
    return None


def _distributed(text: str, scope, langs) -> list[tuple[dict, str]] | None:
    """`Mover la Rotarran y el Bortas a K5`: one order per item of a list of the faction's
    own things, each item alone in the line; the first list that so reads."""
    folded, free = fold(text), _outside(text)
    if not re.search(r"\s(?:y|e|and)\s", folded):
        return None
    names = _own_names(scope)
    articles = {w for lang in langs for w in scope.book.word("articles", lang)}
    for m in re.finditer(r",?\s+(?:y|e|and)\s+", folded):
        items = _chain(folded, m, names, articles) if free[m.start()] else None
        if items:
            got = _each(text, items, scope, langs)
            if got:
                return got
    return None


def _chain(folded: str, conj, names: list[str], articles: set[str]) -> list[tuple[int, int]] | None:
    """The items (start, end) of `A, B y C` around the conjunction: each a name of the
    faction's things, an article before it kept with it."""
    right = _item_at(folded, conj.end(), names, articles)
    left = _item_before(folded, conj.start(), names, articles)
    if right is None or left is None:
        return None
    items = [left, right]
    while True:
        comma = re.search(r",\s*$", folded[:items[0][0]])
        more = _item_before(folded, comma.start(), names, articles) if comma else None
        if more is None:
            return items
        items.insert(0, more)


def _item_at(folded: str, at: int, names: list[str], articles: set[str]) -> tuple[int, int] | None:
    word = WORD.match(folded, at)
    if word and word.group() in articles:
        after = re.compile(r"\s+").match(folded, word.end())
        end = _name_at(folded, after.end(), names) if after else None
        if end is not None:
            return at, end
    end = _name_at(folded, at, names)
    return (at, end) if end is not None else None


def _item_before(folded: str, end: int, names: list[str], articles: set[str]) -> tuple[int, int] | None:
    start = _name_before(folded, end, names)
    if start is None:
        return None
    article = re.search(r"([\w]+)\s+$", folded[:start])
    return (article.start(1) if article and article.group(1) in articles else start), end


def _each(text: str, items: list[tuple[int, int]], scope, langs) -> list[tuple[dict, str]] | None:
    """Each item alone in the line: all read, and differ only in one key that takes one of
    the faction's own things, each a different one."""
    first, last = items[0][0], items[-1][1]
    before = _copy(scope.created)
    orders = []
    for start, end in items:
        alone = text[:first] + " " * (start - first) + text[start:end] + " " * (last - end) + text[last:]
        scope.created = _copy(before)
        got = parse_line(alone, scope, langs)
        if got.errors or got.order is None:
            return None
        orders.append((got.order, " ".join((text[:first] + text[start:end] + text[last:]).split())))
    key = _the_one_key([o for o, _ in orders])
    if key is None or not _takes_one_own(scope, langs, key):
        return None
    return orders


def _the_one_key(orders: list[dict]) -> str | None:
    keys = set(orders[0])
    if any(set(o) != keys for o in orders):
        return None
    differ = [k for k in sorted(keys) if any(o[k] != orders[0][k] for o in orders)]
    if len(differ) != 1:
        return None
    values = [o[differ[0]] for o in orders]
    return differ[0] if all(isinstance(v, str) for v in values) and len(set(values)) == len(values) else None


def _takes_one_own(scope, langs, key: str) -> bool:
    """Whether every slot of that key, in every language read, takes one of the faction's
    own things (`{ship:own.ships}`; not a list, not a square, not another's)."""
    kinds = [sl.kind for lang in langs for sl in compiled(scope.book.ruleset, lang).slots.values() if sl.key == key]
    return bool(kinds) and all(part.startswith("own.") for kind in kinds for part in kind.split("+"))
