"""Argument values: the words a player wrote for one argument, turned into the value the
order table holds (and back, for `gm orders --export`).

Kinds (phrasebook `{key:kind}`):
  hex, hexes, int, text          a square, squares, a whole number, free text
  words                          words that are no order's and no square (`en la plataforma`)
  own.<path>                     one of the faction's own things (path may name an earlier
                                 argument: own.characters.$character.talents), by name or id
  any.<path>                     a thing the faction may know (its own, or one of the others'
                                 it sees or knows: Ruleset.known_names), by name, label or id;
                                 only of the faction the order names, when it names one. Never
                                 slugged: a thing it cannot know reads as one that does not exist
  faction                        a faction, by name or id
  self                           the faction whose post it is, by its name or id (a doer, never another)
  word.<vocab>                   a word of the phrasebook's vocabulary
  data.<table>                   an entry of a rule table (Ruleset.rule_table: data.discoveries,
                                 data.spells.spells), by name or id; never slugged
  new(<name key>)                a new thing's id from its name: `Hachas` or `"La rueda" (rueda)`
  list.<kind>, amounts.<vocab>   several of a kind; `5 comida, 3 madera`
  place.<path>                   the square of one of the faction's things ([places] <path>: its
                                 field, default hex), by its name or id: `a la capital`
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
    _tables: dict | None = field(default=None, repr=False)

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
        """The names (of several words, and of one) this faction may write (its own things', the factions'
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
                for key in also.get("faction", []):  # `los orkos de Gorkamorka`: one name (pick, _both_say)
                    if isinstance(data.get(key), str) and isinstance(data.get("name"), str):
                        found.add(f"{norm(data[key])} de {norm(data['name'])}")
            things = [self.shown(path)[1] for path in _paths(self.book, "any.")]  # as its reports name them
            things += [self.table(path) for path in _paths(self.book, "data.")]
            for table in things:
                for data in table.values():
                    if isinstance(data, dict) and isinstance(data.get("name"), str):
                        found.add(norm(data["name"]))
            self._phrases = sorted((f for f in found if f), key=lambda f: (-len(f), f))  # one word too (`Lanzas`: morph._names_unreserved)
        made = {norm(d["name"]) for things in (self.created or {}).values() for d in things.values()
                if isinstance(d, dict) and isinstance(d.get("name"), str)}
        if not made - set(self._phrases):  # names an earlier line of the post gave (`la Hueste de Tuaria`, `Lanzas`): read whole too
            return self._phrases
        return sorted(set(self._phrases) | made, key=lambda f: (-len(f), f))

    def create(self, path: str, eid: str, name: str | None) -> None:
        if self.created is None:
            self.created = {}
        self.created.setdefault(path, {})[eid] = {"name": name} if name else {}

    def all_entities(self, paths: str, owner: str | None = None) -> dict:
        """Everyone's things at the paths (comma-separated: units,armies,settlements) that
        this faction may know; only `owner`'s when the order names whose they are."""
        out: dict = {}
        known = self.knowledge()
        for path in paths.split(","):
            for fid in sorted(self.state.factions) if owner is None else [owner]:
                for eid, data in (_walk(self.state.factions.get(fid, {}), path) if "$" not in path else {}).items():
                    if known is None or fid == self.faction or f"{fid}/{path}/{eid}" in known["things"]:
                        out.setdefault(eid, data)
        return out

    def labels(self, paths: str, owner: str | None = None) -> dict[str, str]:
        """id -> the label this faction's report gives another's nameless thing (primordia's
        `D5-1`: Ruleset.known_names' "labels", handle -> label), for the paths."""
        known = self.knowledge() or {}
        out: dict[str, str] = {}
        for handle, label in sorted(known.get("labels", {}).items()):
            fid, _, rest = handle.partition("/")
            path, _, eid = rest.rpartition("/")
            if path in paths.split(",") and owner in (None, fid):
                out.setdefault(eid, label)
        return out

    def shown(self, paths: str, owner: str | None = None) -> tuple[dict, dict, set[str]]:
        """(things, as its reports show them, hidden): everyone's things at the paths it may
        know; each as shown (another's nameless unit by its label: {"name": "D5-1"}); the
        others' whose ids it never sees and that have a label or name (a thing with neither,
        a nameless army, is shown and carried by its id)."""
        things = self.all_entities(paths, owner)
        labelled = self.labels(paths, owner)
        named = {eid: {"name": labelled[eid]} if eid in labelled else data for eid, data in things.items()}
        if (self.knowledge() or {}).get("names_hidden"):  # another's name is its owner's secret (sector's ships): by id only
            foreign = self._others(paths, things)
            named = {eid: {k: v for k, v in d.items() if k != "name"} if eid in foreign and eid not in labelled else d
                     for eid, d in named.items()}
        hidden = {eid for eid in self.hidden_ids(paths, things, owner) if isinstance(named[eid].get("name"), str)}
        return things, named, hidden

    def carried(self, paths: str, owner: str | None = None) -> dict[str, str]:
        """id -> how an order carries the thing: its id, or for another's thing whose id its
        reports never show, the label or name they show (the ruleset reads it back; an
        outcome that echoes the order then tells the player nothing it did not see), in an
        id's letters as the order's schema wants them ("D5-1" -> d5-1, "Vado Sur" -> vado-sur)."""
        things, named, hidden = self.shown(paths, owner)
        return {eid: slug(named[eid]["name"], "-") if eid in hidden else eid for eid in things}

    def hides_ids(self) -> bool:
        return bool((self.knowledge() or {}).get("ids_hidden"))

    def hidden_ids(self, paths: str, things: dict, owner: str | None) -> set[str]:
        """The ids among `things` (`owner`'s, or anyone's) this faction may not write: the
        others' where the ruleset shows another's things by label and name only
        (known_names' "ids_hidden"). Ids repeat between factions (u3 of each race)."""
        if not self.hides_ids() or owner == self.faction:
            return set()
        if owner is not None:
            return set(things)
        return self._others(paths, things)

    def _others(self, paths: str, things: dict) -> set[str]:
        """The ids among `things` that are another faction's: whose, by the thing itself
        (ids repeat between factions)."""
        own = self.state.factions.get(self.faction, {})
        mine = [_walk(own, path) for path in paths.split(",")]
        return {eid for eid, data in things.items() if not any(m.get(eid) is data for m in mine)}

    def own_ids(self, paths: str) -> set[str]:
        own = self.state.factions.get(self.faction, {})
        return {eid for path in paths.split(",") for eid in _walk(own, path)}

    def table(self, path: str) -> dict:
        """The entries of a rule table as this game plays it (data.<path> arguments)."""
        if self._tables is None:
            self._tables = {}
        if path not in self._tables:
            from gm import registry

            found = registry.get(self.book.ruleset).rule_table(self.state.game, path)
            self._tables[path] = {k: v for k, v in found.items() if isinstance(v, dict)}
        return self._tables[path]


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


def _paths(book, prefix: str) -> list[str]:
    """The paths of the phrasebook's `any.<path>` (or `data.<path>`) arguments, lists' too."""
    from gm.orderlang.phrasebook import slots_of

    kinds = {k.removeprefix("list.") for tpls in book.spoken.values() for t in tpls for sl in slots_of(t.items) for k in sl.kind.split("+")}
    return sorted({k[len(prefix):].split(">")[0] for k in kinds if k.startswith(prefix)})  # `>owner`: parse._fill_theirs


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
    if key == norm(display(entities, eid)):
        return display(entities, eid)  # the name itself came nearest (`lanceros de sigmar`): named, not its id
    if key in (norm(eid), norm(re.sub(r"[-_]", " ", eid))) and (looks_id.search(raw) or looks_id.search(eid)):
        return eid
    return display(entities, eid)


def bare(text: str, articles) -> str:
    """A folded name without its articles anywhere (`Saber de la Naturaleza` ~ `saber de naturaleza`)."""
    return " ".join(w for w in text.split() if w not in articles)


def aliases(entities: dict, also: list[str], articles, verbs=(), joints=(), by_part: bool = False) -> dict[str, set[str]]:
    """Other ways a faction names its things: a name without its articles, a name that
    starts with one of the phrasebook's name_verbs without it (`lobo onírico` for Invocar
    lobo onírico: the verb is the order's), and the fields of [also_named] (a unit by its
    type, a city by its square, a god by its race), in the singular or plural; by_part (the
    phrasebook's named_by_part): a name of several words by one of them (`el lobo` for Lobo
    onírico). Several things may answer to one: then the player is asked."""
    out: dict[str, set[str]] = {}
    for eid, data in entities.items():
        names = [n for n in (data.get("name"),) if isinstance(n, str)] if isinstance(data, dict) else []
        forms = {bare(norm(n), articles) for n in names}
        forms |= {f.split(" ", 1)[1] for f in forms if " " in f and f.split(" ", 1)[0] in verbs}
        forms |= {_before_joint(f, joints) for f in forms} - {""}  # `los Lanceros` for Lanceros de Sigmar
        if by_part:
            forms |= {w for f in list(forms) if " " in f for w in f.split() if len(w) >= PART_WORD and w not in verbs}
        for field_name in also:
            value = data.get(field_name) if isinstance(data, dict) else None
            if isinstance(value, str):
                v = norm(value.replace("_", " "))
                for w in {v, v.replace("k", "c")}:  # `los orcos` for the Orkos: a made-up spelling in the usual one
                    forms |= {w, w + "s", w + "es", w[:-1] if w.endswith("s") else w}
                    if w.endswith("o"):  # `la flota romulana`, `las naves cardasianas`: the adjective agrees
                        forms |= {w[:-1] + "a", w[:-1] + "as"}
                    forms |= _halves(w)
        for form in forms:
            out.setdefault(form, set()).add(eid)
    return out


def _before_joint(name: str, joints) -> str:
    """A name's words before its first joint (`lanceros de sigmar` -> `lanceros`), "" if none."""
    words = name.split()
    at = next((i for i, w in enumerate(words) if w in joints), 0)
    return " ".join(words[:at])


PART_WORD = 3  # a word of a name this long may name it alone (`lobo`); `de` never does


def _plural(word: str) -> str:
    return word if word.endswith("s") else word + ("s" if word[-1] in "aeiou" else "es")


def _halves(value: str) -> set[str]:
    """A field of several words (a unit's type) by each word in the plural (`las
    infanterías ligeras`) and by its first word (`la infantería`, `las caballerías`): a
    half that answers to things of two types asks which."""
    words = value.split()
    if len(words) < 2:
        return set()
    return {" ".join(_plural(w) for w in words), words[0], _plural(words[0])}


def several(raw: str, entities: dict, scope: Scope, collection: str) -> list[str] | None:
    """The things a plural of their [also_named] field names when it names two or more
    (`combinar las infanterías ligeras`: both), for an item of a list; None when it does not
    (a name answers as itself: pick)."""
    articles = scope.book.word("articles", scope.lang)
    wanted = bare(norm(raw), articles)
    if wanted in names_of(entities) or strip_articles(norm(raw), articles) in names_of(entities):
        return None
    fields = scope.book.data.get("also_named", {}).get(collection, [])
    found = [eid for eid, data in entities.items() if isinstance(data, dict) and any(
        isinstance(data.get(f), str) and wanted in _plurals(norm(data[f].replace("_", " "))) for f in fields)]
    return sorted(found, key=lambda e: (len(e), e)) if len(found) >= 2 else None


def _plurals(value: str) -> set[str]:
    words = value.split()
    return {" ".join(_plural(w) for w in words), value + "s", value + "es"} | ({_plural(words[0])} if len(words) > 1 else set())


def pick(raw: str, entities: dict, scope: Scope, what: str, collection: str = "", unlisted: str | None = None) -> str:
    """The id a name or id stands for, or Miss with the nearest names (or, when several of
    the faction's things answer to it, the question which). `unlisted`: an id read like the
    others but never offered in «se esperaba uno de …» (the faction itself among targets)."""
    table = names_of(entities)
    wanted = norm(raw)
    articles = scope.book.word("articles", scope.lang)
    for cand in (wanted, strip_articles(wanted, articles)):
        if cand in table:
            return table[cand]
    also = aliases(entities, scope.book.data.get("also_named", {}).get(collection, []), articles, scope.book.word("name_verbs", scope.lang),
                   scope.book.word("joints", scope.lang), collection in scope.book.data.get("named_by_part", []))
    found = sorted(also.get(bare(wanted, articles), ()))
    if not found:  # `la infantería de proyectiles` for the type infanteria_proyectiles: its name's joints aside
        found = sorted(also.get(bare(wanted, [*articles, *scope.book.word("joints", scope.lang)]), ()))
    if not found:  # `los humanos de Sigmar`: what it is called, then its name, both saying the same one
        found = _both_say(strip_articles(wanted, articles), table, also, articles)
    if len(found) == 1:
        return found[0]
    if found:
        names = [display(entities, e) for e in found]
        raise Miss("orderlang.ambiguous_ref", found=raw, choices=" / ".join(f"«{n}»" for n in names))
    if entities and _generic(bare(wanted, articles), scope, collection, table):
        # `Otto usa su artilugio contra Brann`: a word for any of them ([words.<lang>.generic]): asked which, never guessed
        raise Miss("orderlang.ambiguous_ref", found=raw, choices=" / ".join(f"«{n}»" for n in sorted({display(entities, e) for e in entities})))
    near = difflib.get_close_matches(wanted, list(table), n=1, cutoff=0.6)
    if near:
        raise Miss("orderlang.unknown_ref_near", found=raw, what=what, near=suggestion(entities, table[near[0]], raw, near[0]))
    if not entities:  # none left (a lost fleet): say so, never «se esperaba una de: —»
        raise Miss("orderlang.unknown_ref_none", found=raw, what=what)
    offered = [e for e in entities if e != unlisted]
    if not offered:
        raise Miss("orderlang.unknown_ref_none", found=raw, what=what)
    listed = sorted({display(entities, e) for e in offered})[:12]
    raise Miss("orderlang.unknown_ref", found=raw, what=what, choices=", ".join(listed), count=len(listed))


def _both_say(wanted: str, table: dict, also: dict, articles) -> list[str]:
    """`humanos de Sigmar`, `los enanos de Khaine`: an [also_named] word (its race) `de` its
    name, read as the one both name; [] when they name different ones or either names none."""
    for m in re.finditer(r" de ", wanted):
        left, right = wanted[: m.start()], strip_articles(wanted[m.end():], articles)
        if right in table and table[right] in also.get(bare(left, articles), ()):
            return [table[right]]
    return []


def _generic(wanted: str, scope: Scope, collection: str, table: dict) -> bool:
    """Whether the words say «any of them»: a word for any of the kind ([words.<lang>.generic]),
    alone or with words that name none of them (`la nave camuflada`, `el ejército orko`: a
    description, not a name; `la nave Enterprice` comes near a name: suggested, not asked)."""
    generic = {fold(w) for w in scope.book.data.get("words", {}).get(scope.lang, {}).get("generic", {}).get(collection, [])}
    first, _, rest = wanted.partition(" ")
    if wanted in generic:
        return True
    return first in generic and bool(rest) and rest not in table and not difflib.get_close_matches(rest, list(table), n=1, cutoff=0.6)


def resolve(kind: str, raw: str, scope: Scope, values: dict, owner: str | None = None):
    """The value for one argument (raw: the words as written, quotes removed; owner: the
    faction the order names as the others' things' owner, when it names one)."""
    misses: list[Miss] = []
    for alt in kind.split("+"):
        try:
            return _one(alt, raw, scope, values, owner)
        except Miss as miss:
            misses.append(miss)
    near = [m for m in misses if m.key in ("orderlang.ambiguous_ref", "orderlang.unknown_ref_near")]
    refs = [m for m in misses if m.key in ("orderlang.unknown_ref", "orderlang.unknown_ref_none", "orderlang.unknown_ref_unseen")]
    if near or len(misses) == 1 or not refs:
        raise (near or misses)[0]
    joiner = " / "
    choices = ", ".join(m.params["choices"] for m in refs if m.params.get("choices", "—") != "—")
    if not choices:  # none of any kind left (of its own: «¿se perdió?»), or in sight
        key = "orderlang.unknown_ref_none" if any(m.key == "orderlang.unknown_ref_none" for m in refs) else "orderlang.unknown_ref_unseen"
        raise Miss(key, found=raw, what=joiner.join(m.params["what"] for m in refs))
    raise Miss("orderlang.unknown_ref", found=raw, what=joiner.join(m.params["what"] for m in refs), choices=choices,
               count=sum(m.params.get("count", 0) for m in refs if m.params.get("choices", "—") != "—"))


def _one(kind: str, raw: str, scope: Scope, values: dict, owner: str | None = None):
    book, lang = scope.book, scope.lang
    if kind == "hex":
        if not SQUARE.fullmatch(raw.strip()):
            raise Miss("orderlang.not_hex", found=raw)
        return raw.strip().upper()
    if kind == "int":
        return int(raw)
    if kind in ("text", "words"):
        return raw.strip()
    if kind.startswith("data."):
        return _entry(raw, scope, kind[5:])
    if kind == "faction":
        # another empire, god or race: a target (`self` is the faction itself), so never offered itself
        return pick(raw, scope.factions(), scope, book.noun("faction", scope.msg_lang), "faction", unlisted=scope.faction)
    if kind == "self":  # the faction itself doing it (`Sigmar declara la guerra`): no other's name
        own = {scope.faction: scope.state.factions[scope.faction]} if scope.faction in scope.state.factions else {}
        return pick(raw, own, scope, book.noun("faction", scope.msg_lang), "faction")
    if kind.startswith("own."):
        path = kind[4:]
        return pick(raw, scope.entities(path, values), scope, book.noun(path.split(".")[-1].split("@")[0], scope.msg_lang), path)
    if kind.startswith("any."):
        return _foreign(raw, scope, kind[4:], owner)
    if kind.startswith("place."):
        return _place(raw, scope, kind[6:], values)
    if kind.startswith("word."):
        table = book.vocab(kind[5:], lang)
        key = norm(raw)
        if key not in table:
            raise Miss("orderlang.unknown_word", found=raw, choices=", ".join(book.vocab_words(kind[5:], lang).values()))
        return table[key]
    raise ValueError(f"phrasebook: unknown argument kind {kind!r}")


def _place(raw: str, scope: Scope, path: str, values: dict) -> str:
    """The square of one of the faction's things named for where it stands (`a la capital`,
    `en la aldea`, `en Marmórea`): by name, id or [also_named] field (two that answer ask
    which); the phrasebook's [places] says the field that holds its square (default `hex`)."""
    things = scope.entities(path, values)
    eid = pick(raw, things, scope, scope.book.noun(path.split(".")[-1], scope.msg_lang), path)
    square = square_of_thing(scope, path, things[eid])
    if square is None:
        raise Miss("orderlang.not_hex", found=raw)
    return square


def square_of_thing(scope: Scope, path: str, thing) -> str | None:
    """The square one of the faction's things stands on, upper case: the field the
    phrasebook's [places] (else [located]) gives for its collection, else `hex`."""
    data = scope.book.data
    field = data.get("places", {}).get(path) or data.get("located", {}).get(path) or "hex"
    square = thing.get(field) if isinstance(thing, dict) else None
    return square.upper() if isinstance(square, str) else None


ID_WORD = re.compile(r"[a-z][a-z0-9]*(?:[-_][a-z0-9]+)*")  # one word shaped like an id: `kli-1`, `u7`, `d5-1`
SQUARE = re.compile(r"[A-Za-z]{1,2}[1-9][0-9]{0,2}")  # a square as players write it: F3, AB12


def _foreign(raw: str, scope: Scope, path: str, owner: str | None) -> str:
    """A thing the faction may know, anyone's (its own too): by name, by the label its
    report gives another's nameless thing (primordia's `D5-1`), by id, or by an
    [also_named] field (`la infantería ligera` of theirs, by its type). Never words
    slugged (issue 24: `la caballería ligera` is a unit type, not a unit): a name it cannot
    know reads as one that does not exist, with the same words (secrecy); one id-shaped
    word with a digit is taken as written, for the judge, which tells an unseen thing and
    no thing alike (sector's `interceptar kli-1`: a ship seen only when the turn moves it)."""
    things, named, hidden = scope.shown(path, owner)
    carried = scope.carried(path, owner)
    table = names_of({eid: data for eid, data in named.items() if eid not in hidden})
    for eid in sorted(hidden):  # another's thing whose id it never sees: by its label or name only
        table.setdefault(norm(named[eid]["name"]), carried[eid])
        table.setdefault(carried[eid], carried[eid])  # as an order carries it (`d5-1`, `vado-sur`): --export reads back
    if hidden and owner is None:
        table.update({norm(eid): eid for eid in scope.own_ids(path) if norm(eid) not in table})  # its own ids, always
    wanted = norm(raw)
    articles = scope.book.word("articles", scope.lang)
    for cand in (wanted, strip_articles(wanted, articles)):
        if cand in table:
            return table[cand]
    also = scope.book.data.get("also_named", {})
    as_shown = {eid: {**data, "name": named[eid].get("name")} for eid, data in things.items()}  # its fields, the name it is shown by
    found = sorted(aliases(as_shown, [f for p in path.split(",") for f in also.get(p, [])], articles).get(bare(wanted, articles), ()))
    if len(found) == 1:
        return carried[found[0]]
    if found:
        raise Miss("orderlang.ambiguous_ref", found=raw, choices=" / ".join(f"«{display(named, e)}»" for e in found))
    if SQUARE.fullmatch(wanted) and not any(SQUARE.fullmatch(norm(e)) for e in list(named) + list(scope.own_ids(path))):
        raise Miss("orderlang.square_not_name", found=raw.strip().upper())  # `Otto ataca a E5`: a square, never an id taken as written
    if ID_WORD.fullmatch(wanted) and any(c.isdigit() for c in wanted) and not scope.hides_ids():
        return wanted  # an id as reports print them (`kli-1`): the judge says, the same for unseen and none
    if owner is not None and owner != scope.faction and _is_own(scope, path, wanted, articles):
        raise Miss("orderlang.yours_not_theirs", found=raw)  # one it took, still named after its old owner
    _missing(raw, named, _say(scope.msg_lang, "orderlang.noun_known_thing"), {norm(display(named, e)): e for e in named},
             none="orderlang.unknown_ref_unseen")  # nothing of that kind in sight: never «¿se perdió?», which is for one's own


def _is_own(scope: Scope, path: str, wanted: str, articles) -> bool:
    """Whether the words name one of the faction's own things by its name (never an id:
    every faction may have an `s1`)."""
    mine = {norm(d["name"]) for d in scope.all_entities(path, scope.faction).values() if isinstance(d, dict) and isinstance(d.get("name"), str)}
    return wanted in mine or strip_articles(wanted, articles) in mine


def _nouns(scope: Scope) -> dict:
    return scope.book.data.get("nouns", {}).get(scope.msg_lang, {})


def _holding(bared: dict[str, set[str]], wanted: str) -> list[str]:
    """The entries whose name ends or starts with the words written (`naturaleza`: Saber de
    la Naturaleza, Poder de la Naturaleza; `defensas`: Defensas rudimentarias, Defensas
    mejoradas): part of a name, a question, never an answer."""
    if not wanted:
        return []
    return sorted({eid for key, eids in bared.items() if key != wanted and (key.endswith(" " + wanted) or key.startswith(wanted + " "))
                   for eid in eids})


def _entry(raw: str, scope: Scope, path: str) -> str:
    """An entry of a rule table by its name or id (`Saber de la Naturaleza`,
    saber_de_la_naturaleza); never the words slugged (`algo útil` is no discovery)."""
    entries = scope.table(path)
    table = names_of(entries)
    wanted = norm(raw)
    articles = scope.book.word("articles", scope.lang)
    for cand in (wanted, strip_articles(wanted, articles), bare(wanted, articles)):
        if cand in table:
            return table[cand]
    bared = {}
    for key, eid in table.items():
        bared.setdefault(bare(key, articles), set()).add(eid)
    found = sorted(bared.get(bare(wanted, articles), ()))
    if len(found) == 1:
        return found[0]
    found = found or _holding(bared, bare(wanted, articles))
    if found:  # two that fit, or part of a name (`lo de la Naturaleza`): asked, never guessed
        raise Miss("orderlang.ambiguous_ref", found=raw, choices=" / ".join(f"«{display(entries, e)}»" for e in found))
    noun = path.split(".")[-1]
    what = _nouns(scope)[noun] if noun in _nouns(scope) else _say(scope.msg_lang, "orderlang.noun_rule_entry")
    _missing(raw, entries, what, {norm(display(entries, e)): e for e in entries})


def _missing(raw: str, things: dict, what: str, names: dict[str, str], none: str = "orderlang.unknown_ref_none") -> None:
    """Miss: the nearest name, else what was expected (names only: never an id of theirs);
    `none`, the words where there is nothing to expect."""
    near = difflib.get_close_matches(norm(raw), list(names), n=1, cutoff=0.6)
    if near:
        raise Miss("orderlang.unknown_ref_near", found=raw, what=what, near=display(things, names[near[0]]))
    if not names:
        raise Miss(none, found=raw, what=what)
    listed = sorted({display(things, e) for e in names.values()})[:12]
    raise Miss("orderlang.unknown_ref", found=raw, what=what, choices=", ".join(listed), count=len(listed))


def _say(lang: str, key: str) -> str:
    from gm.orderlang.messages import say

    return say(lang, key)


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
