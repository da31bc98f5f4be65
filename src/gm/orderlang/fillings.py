"""What the order form's placeholders could be, for the one judge (issue 23): a form line
with a placeholder is kept only if some filling the player could write passes. Fillings are
drawn from what the faction itself knows: the factions it may name, squares where its
things stand and around them, the others' things it knows (by the name or label its
report gives them), the rule tables' entries, a few numbers. A placeholder with no filling
at all (a <facción> for a player who knows no other faction) drops its line.

Each line is read once as gm reads a post (parsing is the slow part); its other fillings
are the same order with the chosen values put in.
"""

from __future__ import annotations

import copy
import itertools
import re
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Iterator

from gm.orderlang.values import Scope, display

MAX_FILLINGS = 8  # fillings judged per line (in stages: most lines pass with the first)
MAX_OPTIONS = 24  # choices per placeholder
HOOK_POOL = 64  # fillings a ruleset's form_fillings orders, of which the form judges the first MAX_FILLINGS
NEAR_SQUARES = 9  # a square the line's thing stands on and its eight neighbours
THEIR_SQUARES = 3  # squares of another faction's things it knows, per faction
NUMBERS = (1, 2, 3)  # a count the player writes: the smallest ones
HEX = re.compile(r"([A-Z]{1,2})([1-9][0-9]{0,2})")


@dataclass
class Hole:
    """A placeholder of a form line: the word shown, the slot it stands for, and the
    faction's own things the line names before it (a square near them is likelier)."""

    word: str
    key: str
    kind: str
    near: list = field(default_factory=list)


@dataclass(frozen=True)
class Option:
    text: str  # as the player would write it
    value: object  # what the order holds (None: the parsed line's own, a new name)
    owner: str | None = None  # whose thing it is, or the faction it names


@dataclass(frozen=True)
class Filling:
    text: str  # the line filled in
    values: dict = field(hash=False)  # key -> the value the order holds
    words: tuple = ()  # what was written for each placeholder


def fillings(line: str, holes: list[Hole], scope: Scope) -> list[tuple[str, dict]] | None:
    """(the line filled in, {key: value}) for up to MAX_FILLINGS choices (choices())."""
    found = choices(line, holes, scope)
    return None if found is None else [(f.text, f.values) for f in found]


def choices(line: str, holes: list[Hole], scope: Scope, chosen: dict | None = None) -> list[Filling] | None:
    """Up to MAX_FILLINGS fillings of the line, the likeliest first; [] when a placeholder
    has no choice at all (the line is an order the faction cannot give now); None when a
    placeholder is of a kind with no known choices (kept, unjudged). `chosen`: the order
    type and what the line names (form.Draft.chosen), for the ruleset's optional
    `form_fillings(state, faction, chosen, fillings)`, which orders them likeliest first
    and leaves out those it knows are no such order (a cure on an enemy); with it, a
    thing any side may own is drawn from the faction's own things too."""
    if not holes:
        return [Filling(line, {})]
    hook = _fillings_hook(scope) if chosen is not None else None
    options = [_options(h, scope, own=hook is not None) for h in holes]
    if any(o is None for o in options):
        return None
    if not all(options):
        return []
    combos = sorted(itertools.product(*(range(len(o)) for o in options)), key=lambda ix: (sum(ix), ix))
    out = []
    for ix in combos:
        picked = [o[i] for o, i in zip(options, ix)]
        if len({p.owner for p in picked if p.owner}) > 1:
            continue  # `a <objetivo> de <facción>`: a thing of that faction
        values = {h.key: p.value for h, p in zip(holes, picked) if p.value is not None}
        out.append(Filling(_filled(line, holes, picked), values, tuple(p.text for p in picked)))
        if len(out) == (MAX_FILLINGS if hook is None else HOOK_POOL):
            break
    if hook is not None:
        out = hook(scope.state, scope.faction, chosen, out)[:MAX_FILLINGS]
    return out


def _fillings_hook(scope: Scope):
    from gm import registry

    return getattr(registry.get(scope.book.ruleset), "form_fillings", None)


OPEN_KINDS = ("hex", "hexes", "int")  # more choices than the form judges: its fillings are examples


def complete(holes: list[Hole], found: list) -> bool:
    """Whether `found` (choices()) is every filling the player could write: no square or
    number among the placeholders, and fewer than the cap."""
    kinds = [alt.removeprefix("list.") for h in holes for alt in h.kind.split("+")]
    return len(found) < MAX_FILLINGS and not any(k in OPEN_KINDS for k in kinds)


def readings(filled: list[tuple[str, dict]], scope: Scope, langs: tuple[str, ...], tries: int = 3) -> list[dict]:
    """The orders the fillings say: the first that reads (of `tries`) is parsed, the others
    are that order with their values put in."""
    from gm.orderlang.parse import parse_line

    for text, _ in filled[:tries]:
        got = parse_line(text, scope, langs)
        if not got.errors and got.order is not None:
            return [_put(got.order, values) for _, values in filled]
    return []


def _put(order: dict, values: dict) -> dict:
    out = copy.deepcopy(order)
    for key, value in values.items():
        if key in out:
            out[key] = [value] if isinstance(out[key], list) and not isinstance(value, list) else value
    return out


def _filled(line: str, holes: list[Hole], picked: list[Option]) -> str:
    at = 0
    for hole, option in zip(holes, picked):
        found = line.find(hole.word, at)
        if found < 0:
            break
        line = line[:found] + option.text + line[found + len(hole.word):]
        at = found + len(option.text)
    return line


def _options(hole: Hole, scope: Scope, own: bool = False) -> list[Option] | None:
    """The first MAX_OPTIONS choices of the placeholder, of each of its kinds in turn; None
    when a kind has no known choices. Each kind's are drawn lazily (issue 26: with 1,000
    gods a `<facción>` built 999 quoted names for each line to keep 24: a third of the turn)."""
    kinds = []
    for alt in hole.kind.split("+"):
        got = _alt_options(alt.removeprefix("list."), hole, scope, own)
        if got is None:
            return None
        kinds.append(got)
    return list(itertools.islice(itertools.chain.from_iterable(kinds), MAX_OPTIONS))


def _alt_options(kind: str, hole: Hole, scope: Scope, own: bool = False):
    """The choices of one kind of placeholder, likeliest first (an iterable, drawn as far
    as the form needs), or None for a kind with none known."""
    from gm.orderlang.render import quoted

    if kind == "faction":  # a faction it knows needs no quotes for a «de» (the phrases read it whole)
        known = scope.factions()
        return (Option(quoted(_name(known[fid], fid), scope, known=True), fid, fid)
                for fid in sorted(known) if fid != scope.faction)
    if kind in ("hex", "hexes"):
        return (Option(sq, [sq] if kind == "hexes" else sq, owner) for sq, owner in squares(hole.near, scope))
    if kind == "int":
        return [Option(str(n), n) for n in NUMBERS]
    if kind == "text":
        bare = hole.word.strip('"<>')
        return [Option('"' + bare + '"', bare)]
    if kind.startswith("any."):
        return itertools.chain(_theirs(kind[4:], scope), _own(kind[4:], scope) if own else ())
    if kind.startswith("data.") and hasattr(scope, "table"):
        entries = scope.table(kind[5:])
        return (Option(quoted(display(entries, eid), scope), eid) for eid in entries)
    if kind.startswith("new"):
        return [Option(quoted(hole.word.strip("<>").capitalize(), scope), None)]  # a new name: any free one
    return None


def _theirs(path: str, scope: Scope):
    """The others' things the faction knows, by the label or name its report gives them
    (drawn faction by faction, as far as the form needs)."""
    from gm.orderlang.render import quoted

    for fid in sorted(scope.factions()):
        if fid == scope.faction:
            continue
        _things, named, _hidden = scope.shown(path, fid)  # by the label or name its reports show, never a secret one
        carried = scope.carried(path, fid)   # as a text order carries it: a hidden id never reaches the judge
        yield from (Option(quoted(display(named, eid), scope), carried.get(eid, eid), fid) for eid in sorted(named))


def _own(path: str, scope: Scope):
    """The faction's own things of the kind, after the others' (a cure on one's own)."""
    from gm.orderlang.render import quoted

    things = scope.entities(path, {})
    always = path in scope.book.always_quoted
    return (Option(quoted(display(things, eid), scope, always), eid) for eid in sorted(things))


def _name(data, fid: str) -> str:
    return str(data.get("name", fid)) if isinstance(data, dict) else fid


def squares(near: list, scope: Scope) -> Iterator[tuple[str, str | None]]:
    """Squares the faction may name, likeliest first, each once with the faction whose
    things stand there (None: its own or nobody's): around the things the line names (where
    they could go), where the others' things it knows stand (a calamity on them), then
    around its own other things. Drawn as far as the form needs (1,000 gods: every
    faction's squares for each line kept 24 of them)."""
    seen: set[str] = set()
    near_ones = [sq for origin in _hexes(near, 2) for sq in neighbours(origin) + [origin]]
    for sq in list(dict.fromkeys(near_ones))[:NEAR_SQUARES]:
        seen.add(sq)
        yield sq, None
    for fid, found in _their_squares(scope):
        for sq in found[:THEIR_SQUARES]:
            if sq not in seen:
                seen.add(sq)
                yield sq, fid
    for origin in _hexes(scope.state.factions.get(scope.faction, {}), 3):
        for sq in neighbours(origin) + [origin]:
            if sq not in seen:
                seen.add(sq)
                yield sq, None


def _their_squares(scope: Scope) -> Iterator[tuple[str, list[str]]]:
    """Per other faction, in order, the squares of its things this faction knows (Ruleset.known_names)."""
    from gm.orderlang.values import _walk

    known = scope.knowledge()
    if known is None:  # a game without fog: everything of the others is in sight
        yield from ((fid, _squares_of(scope.state.factions, fid)) for fid in sorted(scope.factions()) if fid != scope.faction)
        return
    out: dict[str, list[str]] = {}
    for handle in sorted((known or {}).get("things", ())):
        fid, _, rest = handle.partition("/")
        path, _, eid = rest.rpartition("/")
        data = _walk(scope.state.factions.get(fid, {}), path).get(eid)
        if fid != scope.faction and isinstance(data, dict):
            out.setdefault(fid, [])
            out[fid] += [sq for sq in _hexes(data, 1) if sq not in out[fid]]
    yield from out.items()


_HELD: dict = {}  # id of a factions table -> {faction: its squares}, while its forms are judged


@contextmanager
def squares_held(factions: dict):
    """While the forms of one state are judged (form.offered_lines), each faction's squares
    are walked once: every faction's form asks for every other's (100 gods: 20,000 walks,
    5 s of a 100-god form); that state does not change meanwhile."""
    _HELD[id(factions)] = {}
    try:
        yield
    finally:
        _HELD.pop(id(factions), None)


def _squares_of(factions: dict, fid: str) -> list[str]:
    held = _HELD.get(id(factions))
    if held is None:
        return _hexes(factions[fid], 3)
    if fid not in held:
        held[fid] = _hexes(factions[fid], 3)
    return list(held[fid])


def _hexes(node, depth: int) -> list[str]:
    """Every square named in the data (a thing's position, a known system's sector)."""
    found: list[str] = []
    if depth < 0:
        return found
    values = node.values() if isinstance(node, dict) else node if isinstance(node, list) else [node]
    for value in values:
        if isinstance(value, str) and HEX.fullmatch(value):
            found.append(value)
        elif isinstance(value, (dict, list)):
            found += [h for h in _hexes(value, depth - 1) if h not in found]
    return list(dict.fromkeys(found))


def neighbours(square: str) -> list[str]:
    """The eight squares around a label (column letters, row number): a hex's six are among them."""
    m = HEX.fullmatch(square)
    if not m:
        return []
    col, row = _column(m.group(1)), int(m.group(2))
    return [f"{_letters(c)}{r}" for c in (col - 1, col, col + 1) for r in (row - 1, row, row + 1)
            if (c, r) != (col, row) and c >= 0 and r >= 1]


def _column(letters: str) -> int:
    n = 0
    for ch in letters:
        n = n * 26 + (ord(ch) - ord("A") + 1)
    return n - 1


def _letters(col: int) -> str:
    out = ""
    col += 1
    while col:
        col, rem = divmod(col - 1, 26)
        out = chr(ord("A") + rem) + out
    return out
