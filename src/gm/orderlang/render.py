"""Orders -> text (gm orders --export): the first template of the order's type, in the
game's language, that says exactly what the order says."""

from __future__ import annotations

import itertools
import re

from gm.orderlang.phrasebook import Const, Group, Lit, Punct, Slot, load
from gm.orderlang.text import fold
from gm.orderlang.values import display, names_of, new_args, norm, slug
from gm.reports.factions import of_text


class Unwritable(Exception):
    """An order no template of the phrasebook can say (a phrasebook gap)."""


def render_order(order: dict, scope) -> str:
    """The order as a line, or, where no template says it exactly, as what it does: without
    its empty parts (`tech = {}`), then without flags that qualify nothing (eraide's
    `step_after` with no step). Unwritable when not even that can be said, or when a value
    of a type the schema refuses (a number where an id goes: validation rejects the order)
    cannot be said."""
    from gm.orderlang.schemacheck import order_refused

    if not isinstance(order, dict):
        raise Unwritable(f"{scope.book.ruleset}: not an order table: {order!r}")  # literal: never shown (check: as written; export: orderlang.unwritable)
    try:
        return _said(order, scope)
    except (TypeError, AttributeError, ValueError):
        if order_refused(scope.book.ruleset, order):
            raise Unwritable(f"{scope.book.ruleset}: the schema refuses {order!r}") from None  # literal: never shown
        raise


def _said(order: dict, scope) -> str:
    posted = _as_posted(order, scope.book.ruleset)
    for said in _readings(posted):
        text = _render(said, scope)
        if text is not None:
            return text
    raise Unwritable(f"{scope.book.ruleset}: no {scope.lang} template says {order!r}")  # literal: a bug (Unwritable: the phrasebook lacks a template)


def _readings(order: dict) -> list[dict]:
    full = {k: v for k, v in order.items() if v not in ({}, [], "")}
    bare = {k: v for k, v in full.items() if not isinstance(v, bool)}
    return [order] + [o for o in (full, bare) if o != order]


def _render(order: dict, scope) -> str | None:
    book = load(scope.book.ruleset)
    for tpl in book.templates.get(scope.lang, []):
        if tpl.type != order.get("type"):
            continue
        groups = [i for i, it in enumerate(tpl.items) if isinstance(it, Group)]
        for chosen in _choices(len(groups)):
            on = {g for g, flag in zip(groups, chosen) if flag}
            text = _try(tpl.items, on, order, scope)
            if text is not None:
                return text
    return None


def _as_posted(order: dict, rid: str) -> dict:
    """The order without the GM's own flags (eraide's late): no post says them."""
    from gm import registry

    gm_keys = registry.get(rid).gm_order_keys
    return {k: v for k, v in order.items() if k not in gm_keys} if gm_keys else order


def _choices(n: int):
    """Every on/off choice of n groups, fewest groups first."""
    return sorted(itertools.product((False, True), repeat=n), key=sum)


def _try(items, on: set[int], order: dict, scope) -> str | None:
    used: dict = {"type": order.get("type")}
    words: list[str] = []
    for i, it in enumerate(items):
        if isinstance(it, Group):
            if i in on:
                part = _plain(it.items, order, scope, used)
                if part is None:
                    return None
                words.append(part)
            continue
        part = _plain((it,), order, scope, used)
        if part is None:
            return None
        words.append(part)
    if used != order:
        return None
    return _join(words)


def _plain(items, order: dict, scope, used: dict) -> str | None:
    out = []
    for it in items:
        if isinstance(it, Lit):
            out.append(it.shown)
        elif isinstance(it, Punct):
            out.append(it.char)  # attached to the word before it by _join
        elif isinstance(it, Const):
            if order.get(it.key) != it.value or it.key in used:
                return None
            used[it.key] = it.value
        elif isinstance(it, Slot):
            if it.key not in order or it.key in used:
                return None
            text = _value(it, order, scope, used)
            if text is None:
                return None
            out.append(text)
    return _join(out)


def _join(parts: list[str]) -> str:
    """Words with spaces between them; `:` and `,` attached to the word before."""
    text = ""
    for part in (p for p in parts if p):
        text += part if (part[0] in ":," and text) else (" " + part if text else part)
    return text


def _value(slot: Slot, order: dict, scope, used: dict) -> str | None:
    value = order[slot.key]
    used[slot.key] = value
    if value in ({}, []):
        return None  # nothing to say: "tecnología" alone reads as nothing (render_order leaves it out)
    kind = slot.kind
    if kind.startswith("new"):
        name_key, collection = new_args(kind)
        name = order.get(name_key) if name_key else None
        if name is not None:
            if name_key in used:
                return None
            used[name_key] = name
            if collection:
                scope.create(collection, value, name)
            implied = slug(name, scope.book.id_separator) == value and name != value
            if implied:
                return quoted(name, scope)
            # an id in brackets is read only after a quoted name (a bare one is the player's remark)
            return '"' + name + '"' + f" ({value})"
        if collection:
            scope.create(collection, value, None)
        return quoted(value, scope)
    if kind == "hexes":
        return ", ".join(value)
    if kind.startswith("list."):
        return ", ".join(_one(kind[5:], v, scope, order) for v in value)
    if kind.startswith("amounts."):
        words = scope.book.vocab_words(kind[8:], scope.lang)
        return ", ".join(f"{n} {words.get(k, k)}" for k, n in value.items())
    return _one(kind, value, scope, order)


def _one(kind: str, value, scope, order: dict) -> str:
    for alt in kind.split("+"):
        text = _alt(alt, value, scope, order)
        if text is not None:
            return text
    return quoted(str(value), scope)


def _alt(kind: str, value, scope, order: dict) -> str | None:
    if kind == "hex":
        return value if isinstance(value, str) and re.fullmatch(r"[A-Z]{1,2}[1-9][0-9]{0,2}", value) else None
    if kind == "int":
        return str(value)
    if kind == "text":
        return '"' + value + '"'
    if kind.startswith("data."):  # an entry of a rule table: its name as the table writes it, else its id spaced
        name = _entry_name(kind[5:], value, scope)
        spaced = name or value.replace("_", " ")
        reserved = _reserved(scope)
        loose = set(scope.book.word("articles", scope.lang))  # read anywhere and dropped: quoted, kept (`purgar al malvado`)
        if any(fold(w) in loose for w in spaced.split()[1:]):
            return '"' + spaced + '"'
        if name:  # between quotes where it is not plain words or holds a reserved one
            return quoted(name, scope)
        if not any(w in reserved for w in spaced.split()):
            return spaced
        return value if fold(value) not in reserved else quoted(spaced, scope)
    if kind.startswith("word."):
        return scope.book.vocab_words(kind[5:], scope.lang).get(value)
    if kind == "faction":
        return _named(scope.factions(), value, scope)  # one it may not know: its id as written
    if kind.startswith("own."):
        return _named(scope.entities(kind[4:], order), value, scope, kind[4:] in scope.book.always_quoted)
    if kind.startswith("any."):
        return _as_shown(kind[4:], value, scope, order)
    return quoted(value, scope)


def _entry_name(path: str, value, scope) -> str | None:
    """A rule table entry's name («Saber de la Naturaleza», «Infantería ligera»: capitals
    and accents as the table writes them), where that name reads back as the entry."""
    entries = scope.table(path)
    name = display(entries, value) if isinstance(value, str) and value in entries else None
    return name if name and names_of(entries).get(norm(name)) == value else None


def _as_shown(path: str, value, scope, order: dict) -> str:
    """Another faction's thing as this faction's reports show it, where the order carries it
    in an id's letters (Scope.carried: primordia's "d5-1" is the label "D5-1", its
    "avanzada-del-norte" the settlement "Avanzada del Norte"); else the value as written
    (an id, never another faction's name for it)."""
    path, _, owner_key = path.partition(">")
    theirs = [v for v in order.values() if isinstance(v, str) and v in scope.state.factions and v != scope.faction]
    owner = order.get(owner_key) if owner_key else (theirs[0] if len(theirs) == 1 else None)
    _things, named, hidden = scope.shown(path, owner if isinstance(owner, str) else None)
    shown = {slug(named[eid]["name"], "-"): named[eid]["name"] for eid in sorted(hidden)}
    if str(value) in shown:
        return quoted(shown[str(value)], scope)
    own = _own_name(path, str(value), scope) if owner is None else None
    if own is not None:  # its own thing (an order naming no other race carries its own ids: s1 is its own s1)
        return own
    # a thing it knows by a name that reads back as it (eraide's «contra Lobo onírico», not
    # mael_lobo_1); only an id one faction alone holds: ids repeat between races (s1 of each)
    name = named.get(str(value), {}).get("name")
    if isinstance(name, str) and names_of(named).get(norm(name)) == str(value) and _one_owner(path, str(value), scope, owner):
        return quoted(name, scope)
    return quoted(str(value), scope)


def _own_name(paths: str, eid: str, scope) -> str | None:
    """The faction's own thing `eid` by its name (primordia's «en asentamiento Caracola», not
    «s1»), where the name reads back as that id; else None."""
    from gm.orderlang.values import Miss, _foreign, _walk

    mine = scope.state.factions.get(scope.faction, {})
    for path in paths.split(","):
        data = _walk(mine, path).get(eid) if "$" not in path else None
        name = data.get("name") if isinstance(data, dict) else None
        if isinstance(name, str) and name.strip():
            try:
                if _foreign(name, scope, paths, None) == eid:
                    return quoted(name, scope)
            except Miss:
                return None
    return None


def _one_owner(paths: str, eid: str, scope, owner) -> bool:
    """Whether `eid` is the id of one faction's thing only (the order's `owner`'s, when it names one)."""
    if isinstance(owner, str):
        return True
    holders = {fid for path in paths.split(",") for fid in scope.state.factions
               if eid in scope.all_entities(path, fid)}
    return len(holders) == 1


def _named(entities: dict, eid: str, scope, always: bool = False) -> str | None:
    """The thing's name where the name reads back as it (between quotes, `always`, for a
    kind the phrasebook lists in `always_quoted`), else its id."""
    if eid not in entities:
        return None
    name = display(entities, eid)
    if names_of(entities).get(norm(name)) == eid:
        return quoted(name, scope, always)
    return quoted(eid, scope)


def _reserved(scope) -> set[str]:
    from gm.orderlang.grammar import compiled

    # and the words a line's reading drops (`se`, `también`): a fleet named «se» reads back only quoted
    return compiled(scope.book.ruleset, scope.lang).reserved | {fold(w) for w in scope.book.word("filler", scope.lang)}


def quoted(text: str, scope, always: bool = False, known: bool = False) -> str:
    """Between quotes when a word of it is one the grammar reserves (or `always`); a name
    the faction `known`s is read whole, reserved words and all: quoted only when it is not
    plain words (markup, a number)."""
    reserved = set() if known else _reserved(scope)
    words = fold(text).split()
    plain = all(re.fullmatch(r"[^\W_]?[\w][\w'-]*", w) for w in words) and words
    if always or not plain or any(w in reserved for w in words) or fold(text).isdigit():
        return '"' + text + '"'
    return text


def faction_text(ruleset, state, fid: str, lang: str) -> str:
    """A faction's orders of orders.toml as the text a player would post."""
    from gm.errors import GameDataError, Msg, Problem
    from gm.orderlang.messages import say
    from gm.orderlang.values import Scope

    entry = ((state.orders or {}).get("factions", {}) or {}).get(fid) or {}
    scope = Scope(load(ruleset.id), lang, state, fid)
    faction = state.factions.get(fid, {})
    lines = ["# " + say(lang, "orderlang.export_header", faction_of=of_text(lang, ruleset, faction, fid), turn=state.game.get("turn", 0))]
    note_word = say(lang, "orderlang.note_word")
    for part in str(entry.get("note", "")).split("\n") if entry.get("note") else []:
        lines.append(f"{note_word}: {part}")
    problems = []
    for i, order in enumerate(entry.get("orders", []) or []):
        try:
            lines.append(render_order(order, scope))
        except Unwritable:
            keys = ", ".join(sorted(k for k in order if k != "type"))
            problems.append(Problem("orders.toml", ("factions", fid, "orders", i),
                                    Msg("orderlang.unwritable", type=str(order.get("type", "")), keys=keys or "—")))
    if problems:
        raise GameDataError(problems)  # every one of the faction's at once (export_text gathers all factions')
    return "\n".join(lines) + "\n"
