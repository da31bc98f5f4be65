"""Argument values: the words a player wrote for one argument, turned into the value the
order table holds (and back, for `gm orders --export`).

Kinds (phrasebook `{key:kind}`):
  hex, hexes, int, text          a square, squares, a whole number, free text
  own.<path>                     one of the faction's own things (path may name an earlier
                                 argument: own.characters.$character.talents), by name or id
  any.<path>                     anyone's thing: matched by exact name, else taken as an id
                                 (never a suggestion: it would tell what others have)
  faction                        a faction, by name or id
  self                           the faction whose post it is, by its name or id (a doer, never another)
  word.<vocab>                   a word of the phrasebook's vocabulary
  data                           a data-table id (spaces -> "_")
  new(<name key>)                a new thing's id from its name: `Hachas` or `"La rueda" (rueda)`
  list.<kind>, amounts.<vocab>   several of a kind; `5 comida, 3 madera`
  a+b                            either kind, the first that matches
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field

from gm.orderlang.text import fold


class Miss(Exception):
    """An argument that names nothing: a catalog key and its parameters."""

    def __init__(self, key: str, **params):
        super().__init__(key)
        self.key, self.params = key, params


@dataclass
class Scope:
    book: object
    lang: str
    state: object  # GameState
    faction: str
    msg_lang: str = ""  # the game's language, for what errors say (lang: the order's words)

    def __post_init__(self):
        self.msg_lang = self.msg_lang or self.lang

    created: dict = None  # collection -> {id: {"name": ...}}: things earlier lines create
    known: object = field(default=..., repr=False)  # Ruleset.known_names, asked when first needed
    _phrases: list | None = field(default=None, repr=False)

    def knowledge(self) -> dict | None:
        """What this faction may know of the others (None: all of it; the GM knows all)."""
        if self.known is ...:
            self.known = _knowledge(self.book.ruleset, self.state, self.faction)
        return self.known

    def factions(self) -> dict:
        """The factions its text may name: those it may know (a faction it never met reads
        as one that does not exist: the same words, the same suggestions)."""
        known = self.knowledge()
        if known is None:
            return self.state.factions
        return {fid: data for fid, data in self.state.factions.items() if fid == self.faction or fid in known["factions"]}

    def entities(self, path: str, values: dict) -> dict:
        node = self.state.factions.get(self.faction, {})
        parts = [values.get(p[1:]) if p.startswith("$") else p for p in path.split(".")]
        found = _walk(node, ".".join(parts)) if all(isinstance(p, str) for p in parts) else {}
        extra = (self.created or {}).get(path, {})
        return {**extra, **found} if extra else found

    def phrases(self) -> list[str]:
        """The names of several words this faction may write (its own things', the factions'
        it knows, the others' things it knows): the line's words that spell one are read as
        one name (gm.orderlang.morph), so `Saber de la Naturaleza` needs no quotes. Only
        names the faction may know: a name it could not know is read as any other words."""
        if self._phrases is None:
            found: set[str] = set()
            also = self.book.data.get("also_named", {})
            _names_in(self.state.factions.get(self.faction, {}), found, also, 0)
            for data in self.factions().values():
                for key in ("name", *also.get("faction", [])):
                    if isinstance(data.get(key), str):
                        found.add(norm(data[key]))
            for path in _any_paths(self.book):
                for data in self.all_entities(path).values():
                    if isinstance(data, dict) and isinstance(data.get("name"), str):
                        found.add(norm(data["name"]))
            self._phrases = sorted((f for f in found if " " in f), key=lambda f: (-len(f), f))
        return self._phrases

    def create(self, path: str, eid: str, name: str | None) -> None:
        if self.created is None:
            self.created = {}
        self.created.setdefault(path, {})[eid] = {"name": name} if name else {}

    def all_entities(self, paths: str) -> dict:
        """Everyone's things at the paths (comma-separated: units,armies,settlements)."""
        out: dict = {}
        known = self.knowledge()
        for path in paths.split(","):
            for fid in sorted(self.state.factions):
                for eid, data in (_walk(self.state.factions[fid], path) if "$" not in path else {}).items():
                    if known is None or fid == self.faction or f"{fid}/{path}/{eid}" in known["things"]:
                        out.setdefault(eid, data)
        return out


def _names_in(node, out: set[str], also: dict, depth: int) -> None:
    """Every name under a faction's own data (its things, their talents), and the fields
    [also_named] gives (a unit's type: `caballeria_ligera` -> `caballeria ligera`)."""
    if depth > 4 or not isinstance(node, dict):
        return
    for key, value in node.items():
        if key == "name" and isinstance(value, str):
            out.add(norm(value))
        elif isinstance(value, dict):
            for field_name in also.get(key, []):
                for thing in value.values():
                    if isinstance(thing, dict) and isinstance(thing.get(field_name), str):
                        out.add(norm(thing[field_name].replace("_", " ")))
            _names_in(value, out, also, depth + 1)


def _any_paths(book) -> list[str]:
    from gm.orderlang.phrasebook import slots_of

    kinds = {k for tpls in book.templates.values() for t in tpls for sl in slots_of(t.items) for k in sl.kind.split("+")}
    return sorted({k[4:] for k in kinds if k.startswith("any.")})


def _knowledge(ruleset_id: str, state, faction: str) -> dict | None:
    from gm import registry

    if faction not in state.factions:  # the GM's orders (faction "gm")
        return None
    try:
        return registry.get(ruleset_id).known_names(state, faction)
    except (LookupError, TypeError, ValueError, AttributeError, ArithmeticError):
        # a state validation refuses anyway (text is read before it is judged): name nothing of the others
        return {"factions": set(), "things": set()}


def _walk(node, path: str) -> dict:
    """The things at a dotted path; `known@system` re-keys them by a field of theirs
    (sector's known map, keyed by sector, names systems by their `system` id)."""
    path, _, field = path.partition("@")
    for part in path.split("."):
        node = node.get(part) if isinstance(node, dict) else None
    if not isinstance(node, dict):
        return {}
    if field:
        return {v[field]: v for v in node.values() if isinstance(v, dict) and isinstance(v.get(field), str)}
    return node


def norm(text: str) -> str:
    return " ".join(fold(text).replace('"', " ").split())


def strip_articles(text: str, articles: list[str]) -> str:
    words = text.split()
    while len(words) > 1 and words[0] in articles:
        words = words[1:]
    return " ".join(words)


def slug(text: str, sep: str) -> str:
    return re.sub(r"[\s_-]+", sep, norm(text)).strip(sep)


def names_of(entities: dict) -> dict[str, str]:
    """folded name or id -> id, for matching what players write."""
    out: dict[str, str] = {}
    for eid, data in entities.items():
        out.setdefault(norm(eid), eid)
        out.setdefault(norm(re.sub(r"[-_]", " ", eid)), eid)
        name = data.get("name") if isinstance(data, dict) else None
        if isinstance(name, str):
            out.setdefault(norm(name), eid)
    return out


def display(entities: dict, eid: str) -> str:
    data = entities.get(eid)
    name = data.get("name") if isinstance(data, dict) else None
    return name if isinstance(name, str) else eid


def suggestion(entities: dict, eid: str, raw: str, key: str) -> str:
    """The thing a near miss suggests, in the form the player wrote: its id when the word
    came nearest to the id and one of them looks like an id (a digit, `-` or `_`: `fed-9`,
    `Fed` -> `fed-2`), else its name (`Enterprse` -> `Enterprise`, `Klingons` -> `Imperio
    Klingon`, not the bare word `klingon` that is its id)."""
    looks_id = re.compile(r"[0-9_-]")
    if key in (norm(eid), norm(re.sub(r"[-_]", " ", eid))) and (looks_id.search(raw) or looks_id.search(eid)):
        return eid
    return display(entities, eid)


def bare(text: str, articles) -> str:
    """A folded name without its articles anywhere (`Saber de la Naturaleza` ~ `saber de naturaleza`)."""
    return " ".join(w for w in text.split() if w not in articles)


def aliases(entities: dict, also: list[str], articles, verbs=()) -> dict[str, set[str]]:
    """Other ways a faction names its things: a name without its articles, a name that
    starts with one of the phrasebook's name_verbs without it (`lobo onírico` for Invocar
    lobo onírico: the verb is the order's), and the fields of [also_named] (a unit by its
    type, a city by its square, a god by its race), in the singular or plural. Several
    things may answer to one: then the player is asked."""
    out: dict[str, set[str]] = {}
    for eid, data in entities.items():
        names = [n for n in (data.get("name"),) if isinstance(n, str)] if isinstance(data, dict) else []
        forms = {bare(norm(n), articles) for n in names}
        forms |= {f.split(" ", 1)[1] for f in forms if " " in f and f.split(" ", 1)[0] in verbs}
        for field_name in also:
            value = data.get(field_name) if isinstance(data, dict) else None
            if isinstance(value, str):
                v = norm(value.replace("_", " "))
                for w in {v, v.replace("k", "c")}:  # `los orcos` for the Orkos: a made-up spelling in the usual one
                    forms |= {w, w + "s", w + "es", w[:-1] if w.endswith("s") else w}
        for form in forms:
            out.setdefault(form, set()).add(eid)
    return out


def pick(raw: str, entities: dict, scope: Scope, what: str, collection: str = "") -> str:
    """The id a name or id stands for, or Miss with the nearest names (or, when several of
    the faction's things answer to it, the question which)."""
    table = names_of(entities)
    wanted = norm(raw)
    articles = scope.book.word("articles", scope.lang)
    for cand in (wanted, strip_articles(wanted, articles)):
        if cand in table:
            return table[cand]
    also = aliases(entities, scope.book.data.get("also_named", {}).get(collection, []), articles, scope.book.word("name_verbs", scope.lang))
    found = sorted(also.get(bare(wanted, articles), ()))
    if len(found) == 1:
        return found[0]
    if found:
        names = [display(entities, e) for e in found]
        raise Miss("orderlang.ambiguous_ref", found=raw, choices=" / ".join(f"«{n}»" for n in names))
    near = difflib.get_close_matches(wanted, list(table), n=1, cutoff=0.6)
    if near:
        raise Miss("orderlang.unknown_ref_near", found=raw, what=what, near=suggestion(entities, table[near[0]], raw, near[0]))
    shown = ", ".join(sorted({display(entities, e) for e in entities})[:12]) or "—"
    raise Miss("orderlang.unknown_ref", found=raw, what=what, choices=shown)


def resolve(kind: str, raw: str, scope: Scope, values: dict):
    """The value for one argument (raw: the words as written, quotes removed)."""
    misses: list[Miss] = []
    for alt in kind.split("+"):
        try:
            return _one(alt, raw, scope, values)
        except Miss as miss:
            misses.append(miss)
    near = [m for m in misses if m.key in ("orderlang.ambiguous_ref", "orderlang.unknown_ref_near")]
    refs = [m for m in misses if m.key == "orderlang.unknown_ref"]
    if near or len(misses) == 1 or not refs:
        raise (near or misses)[0]
    joiner = " / "
    raise Miss("orderlang.unknown_ref", found=raw, what=joiner.join(m.params["what"] for m in refs),
               choices=", ".join(m.params["choices"] for m in refs if m.params["choices"] != "—") or "—")


def _one(kind: str, raw: str, scope: Scope, values: dict):
    book, lang = scope.book, scope.lang
    if kind == "hex":
        if not re.fullmatch(r"[A-Za-z]{1,2}[1-9][0-9]{0,2}", raw.strip()):
            raise Miss("orderlang.not_hex", found=raw)
        return raw.strip().upper()
    if kind == "int":
        return int(raw)
    if kind == "text":
        return raw.strip()
    if kind == "data":
        return slug(raw, "_")
    if kind == "faction":
        return pick(raw, scope.factions(), scope, book.noun("faction", scope.msg_lang), "faction")
    if kind == "self":  # the faction itself doing it (`Sigmar declara la guerra`): no other's name
        own = {scope.faction: scope.state.factions[scope.faction]} if scope.faction in scope.state.factions else {}
        return pick(raw, own, scope, book.noun("faction", scope.msg_lang), "faction")
    if kind.startswith("own."):
        path = kind[4:]
        return pick(raw, scope.entities(path, values), scope, book.noun(path.split(".")[-1].split("@")[0], scope.msg_lang), path)
    if kind.startswith("any."):
        return _foreign(raw, scope, kind[4:])
    if kind.startswith("word."):
        table = book.vocab(kind[5:], lang)
        key = norm(raw)
        if key not in table:
            raise Miss("orderlang.unknown_word", found=raw, choices=", ".join(book.vocab_words(kind[5:], lang).values()))
        return table[key]
    raise ValueError(f"phrasebook: unknown argument kind {kind!r}")


def _foreign(raw: str, scope: Scope, path: str) -> str:
    table = names_of(scope.all_entities(path))
    wanted = norm(raw)
    articles = scope.book.word("articles", scope.lang)
    for cand in (wanted, strip_articles(wanted, articles)):
        if cand in table:
            return table[cand]
    also = scope.book.data.get("also_named", {})
    things = scope.all_entities(path)
    found = sorted(aliases(things, [f for p in path.split(",") for f in also.get(p, [])], articles).get(bare(wanted, articles), ()))
    if len(found) == 1:  # `la infantería ligera` of theirs: a thing the faction sees, by its type
        return found[0]
    if found:
        raise Miss("orderlang.ambiguous_ref", found=raw, choices=" / ".join(f"«{display(things, e)}»" for e in found))
    return slug(raw, scope.book.id_separator)


def new_id(raw: str, explicit: str | None, sep: str) -> tuple[str, str | None]:
    """(id, name) of a thing the order creates: the name as written, the id from it."""
    name = raw.strip()
    if explicit:
        return explicit, name  # `"Name" (id)`: both said
    eid = slug(name, sep)
    return eid, (None if name == eid else name)


def new_args(kind: str) -> tuple[str | None, str | None]:
    """new(<name key>[,<collection>]) -> (name key, collection the new thing joins)."""
    if "(" not in kind:
        return None, None
    args = [a.strip() for a in kind[kind.index("(") + 1: kind.index(")")].split(",")]
    return (args[0] or None), (args[1] if len(args) > 1 else None)
