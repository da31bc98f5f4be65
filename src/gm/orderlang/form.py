"""The order form at the end of a private report: the faction's things by name and one
example line for each order it can give, commented out, in the text the player posts
back. Written from the phrasebook (no ruleset writes it); placeholders stand for anything
that is not the faction's own, so the form tells nothing of the others."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources

from gm.orderlang.messages import say
from gm.orderlang.phrasebook import Const, Group, Lit, Punct, Slot, load
from gm.orderlang.render import _join, quoted
from gm.orderlang.schemacheck import min_items
from gm.orderlang.values import Scope, display
from gm.reports.factions import of_text


def has_phrasebook(ruleset) -> bool:
    return _has_phrasebook(ruleset.package)


@lru_cache(maxsize=None)
def _has_phrasebook(package: str) -> bool:
    try:
        return resources.files(package).joinpath("data").joinpath("phrasebook.toml").is_file()
    except (ModuleNotFoundError, TypeError, ValueError):
        return False


def form_blocks(ctx, faction_id: str) -> list:
    """Heading, a line of help and the form as a code block (nothing without a phrasebook
    or when the faction is gone)."""
    from gm.text.blocks import Code, Heading, Paragraph, Text

    if not has_phrasebook(ctx.ruleset):
        return []
    state = ctx.end_state
    if state is None or faction_id not in state.factions:
        return []
    turn = state.game.get("turn", ctx.turn + 1)
    offered = ctx.memo(f"forms.{ctx.lang}", lambda: offered_lines(ctx.ruleset, state, ctx.lang))
    return [Heading(Text("orderlang.form_heading", {"turn": turn}), 2),
            Paragraph(Text("orderlang.form_help")),
            Code(form_text(ctx.ruleset, state, faction_id, ctx.lang, offered.get(faction_id)))]


def form_text(ruleset, state, faction_id: str, lang: str, offered: list[str] | None = None) -> str:
    """The form; `offered`: its example lines as the judge left them (offered_lines), else
    judged here for this faction alone."""
    book = load(ruleset.id)
    scope = Scope(book, lang, state, faction_id)
    faction = state.factions[faction_id]
    lines = ["# " + say(lang, "orderlang.export_header", faction_of=of_text(lang, ruleset, faction, faction_id), turn=state.game.get("turn", 0))]
    listed = getattr(ruleset, "form_listed", None)  # how the header names a thing: its reports' words
    for collection, label in book.data.get("labels", {}).get(lang, {}).items():
        things = scope.entities(collection, {})
        if things:
            shown = [(listed(state, faction_id, collection, eid, lang) if callable(listed) else None) or display(things, eid)
                     for eid in sorted(things)]
            lines.append(f"# {label}: " + ", ".join(shown))
    if getattr(ruleset, "form_alternatives", None):  # its lines of one thing are a menu (formjudge._across)
        lines.append("# " + say(lang, "orderlang.form_alternatives", kind=ruleset.form_alternatives))
    lines.append("# " + say(lang, "orderlang.note_word") + ": " + say(lang, "orderlang.form_note"))  # what the line is for
    if offered is None:
        offered = offered_lines(ruleset, state, lang, (faction_id,))[faction_id]
    lines += ["# " + example for example in offered]
    return "\n".join(lines) + "\n"


def offered_lines(ruleset, state, lang: str, factions=None) -> dict[str, list[str]]:
    """Per faction, its example lines that the one judge passes (gm.orderlang.formjudge),
    each followed by its notes (lines that start with NOTE): which fillings of its
    placeholders pass, and why it fails when the whole form is taken together."""
    from gm.engine.turn import until_settled
    from gm.engine.validate import files_checked_once
    from gm.orderlang.fillings import squares_held
    from gm.orderlang.formjudge import judged_form

    book = load(ruleset.id)
    fids = sorted(state.factions) if factions is None else list(factions)
    scopes = {fid: Scope(book, lang, state, fid) for fid in fids}
    with squares_held(state.factions), until_settled(), files_checked_once():  # the judge asks only what is refused and why
        return judged_form(ruleset, state, lang, {fid: _drafts(book, scopes[fid], ruleset) for fid in fids}, scopes)


def _candidates(book, scope: Scope, ruleset) -> list[str]:
    """One example line per order type the faction has the things for, in the phrasebook's order."""
    return [d.line for d in _drafts(book, scope, ruleset) if d.alt == 0]


MAX_ALTERNATIVES = 4  # which of its things an order type's line names: the first, then the next while none passes
MAX_OWN_CHOICES = 8  # a thing's own entries a line may name, each its own line (a character's talents)
MAX_SHAPES = 3  # the optional parts a ruleset's `form_parts` may try, in turn, for one line


@dataclass(frozen=True)
class Draft:
    """An example line of an order type, naming the `alt`-th of the faction's things it
    could (its actor: (collection, id), None when it names none); its placeholders
    (gm.orderlang.fillings.Hole). The form shows the first draft of each `group` that
    passes: a group is the order type, or the type, the actor and the actor's own entry it
    names (a character's talents: each its line), or where each thing acts once a turn
    whatever it does (eraide's characters: Ruleset.first_order_acts): every one gets its
    line. `shape`: which of the optional parts the ruleset's `form_parts` lists the line
    shows (the next is judged while none of the group's lines passes)."""

    line: str
    holes: list = field(hash=False, compare=False)
    actor: object
    group: tuple
    alt: int
    picked: dict = field(default_factory=dict, hash=False, compare=False)  # key -> the faction's thing or word it names
    shape: int = 0

    def chosen(self) -> dict:
        """The order type and what the line names: what a ruleset's hooks are asked with."""
        return {"type": self.group[0], **self.picked}


def _drafts(book, scope: Scope, ruleset) -> list[Draft]:
    """The example lines of every order type the faction has the things for, in the
    phrasebook's order, each with its alternatives (up to MAX_ALTERNATIVES)."""
    skip = set(getattr(ruleset, "gm_order_types", ()))
    seen: set[str] = set()
    out = []
    for tpl in book.templates.get(scope.lang, []):
        if tpl.type in skip or tpl.type in seen:
            continue
        own = _per_actor(tpl.items) or getattr(ruleset, "first_order_acts", False) or getattr(ruleset, "form_each_thing", False)
        for alt in range(MAX_ALTERNATIVES):
            found, ended = _own_drafts(tpl, scope, alt, own)
            out += found
            seen |= {tpl.type} if found else set()
            if ended:
                break  # no further thing of the faction to name (or the line names none of them)
    return out


def _own_drafts(tpl, scope: Scope, alt: int, own: bool) -> tuple[list[Draft], bool]:
    """The drafts naming the `alt`-th thing: one for each of its own entries the line may
    name (a character's talents), in each shape the ruleset lists; and whether there is no
    such thing (nor a further one)."""
    out = []
    for sub in range(MAX_OWN_CHOICES):
        for shape in range(MAX_SHAPES):
            holes: list = []
            values = {"type": tpl.type, _ALT: alt, _SUB: sub, _SHAPE: shape}  # type: what the schema asks of its lists
            example = _example(tpl.items, scope, values, holes)
            if values.get(_NO_SHAPE):
                break  # the shapes are all tried: the next entry (a spy line's next mission), not the end
            if values.get(_OUT) or (_ALT in values and (alt or example is None)):
                return out, True
            if values.get(_SUB_OUT):
                return out, False  # no further entry of the thing's own
            if example is not None:
                picked = values.get(_PICKED, {})
                own_keys = values.get(_OWN_KEYS, ())
                group = (tpl.type, values.get(_ACTOR), *(picked[k] for k in own_keys)) if own or own_keys else (tpl.type,)
                out.append(Draft(example, holes, values.get(_ACTOR), group, alt, picked, shape))
            if _SHAPE in values:
                break  # the ruleset lists no shapes: one line
        if _SUB in values:
            break  # the line names no entry of the thing's own: one draft
    return out, False


def _per_actor(items) -> bool:
    """Whether a slot's choices depend on an earlier one (own.characters.$character.talents)."""
    for it in items:
        if isinstance(it, Slot) and "$" in it.kind:
            return True
        if isinstance(it, Group) and _per_actor(it.items):
            return True
    return False


PLACEHOLDER = "<"  # every placeholder word of the catalogs is written <like this>


def _example(items, scope: Scope, values: dict, holes: list, shown: list | None = None) -> str | None:
    """The example line, its placeholders added to `holes` (those of an optional part left
    out are not); `shown`: the optional parts it shows (None: as _shown says)."""
    out: list[str] = []
    shown = _shown(items, scope, values) if shown is None else shown
    if shown is None:
        return None  # the line needs something the faction lacks, or no further shape
    for it in items:
        if any(it is g for g in shown):
            inner: list = list(holes)
            part = _example(it.items, scope, values, inner, [_place_group(it.items)])
            if part is not None:
                out.append(part)
                holes[:] = inner
            continue
        if isinstance(it, Lit):
            out.append(next((w for w in it.words[1:] if w in values.get(_WORDS, ())), it.shown))
        elif isinstance(it, Punct):
            out.append(it.char)
        elif isinstance(it, Slot):
            text = _placeholder(it, scope, values, holes)
            if text is None:
                return None  # the faction has nothing this order needs
            out.append(text)
        elif isinstance(it, (Group, Const)):
            continue  # optional parts are left out of the example
    return _join(out)


def _shown(items, scope: Scope, values: dict) -> list | None:
    """The optional parts the example shows: those holding the keys the ruleset's optional
    `form_parts(state, faction, chosen)` lists for it (a list of shapes, tried in turn: a
    talent aimed at a character shows `contra <objetivo>`, one that summons `en <casilla>`;
    an attack first without a step, then with one; a word in a shape is the one its part
    writes of those it reads: a cure `sobre`), else the place part (_place_group).
    None: the line names something the faction lacks, or the shapes are all tried."""
    from gm import registry

    hook = getattr(registry.get(scope.book.ruleset), "form_parts", None)
    if hook is None:
        return [_place_group(items)]
    probe = dict(values)  # the line without its optional parts: what it names, for the hook
    if _example(items, scope, probe, [], []) is None:
        values.clear()
        values.update(probe)  # as if the line had been written: which of its slots found nothing
        return None
    shapes = hook(scope.state, scope.faction, {"type": values.get("type"), **probe.get(_PICKED, {})})
    if shapes is None:
        return [_place_group(items)]
    at = values.pop(_SHAPE, 0)
    if at >= len(shapes):
        values.clear()
        values.update(probe)  # what the line names, as in a shape that was shown
        values[_NO_SHAPE] = True
        return None
    values[_WORDS] = frozenset(shapes[at])  # a word among them is the one its part shows (`sobre`)
    return [g for g in (_first_group(items, key) for key in shapes[at]) if g is not None]


def _first_group(items, key: str):
    """The first optional part without constants that names `key` (`paso a <casilla>,`
    before the action, not `, luego paso a` after it)."""
    return next((g for g in items if isinstance(g, Group) and not any(isinstance(c, Const) for c in g.items)
                 and any(isinstance(s, Slot) and s.key == key for s in g.items)), None)


@lru_cache(maxsize=None)
def _place_group(items):
    """The optional part naming a square that an example shows (where to move, where to
    act): the last one without constants."""
    groups = [g for g in items if isinstance(g, Group) and not any(isinstance(c, Const) for c in g.items)]
    placed = [g for g in groups if any(isinstance(s, Slot) and s.kind.split("+")[0] in ("hex", "hexes") for s in g.items)]
    return placed[-1] if placed else None


def _placeholder(slot: Slot, scope: Scope, values: dict, holes: list) -> str | None:
    from gm.orderlang.fillings import Hole

    lang = scope.lang
    kind = slot.kind.split("+")[-1] if slot.kind.startswith("hex+") else slot.kind.split("+")[0]
    inner = kind[5:] if kind.startswith("list.") else kind
    if inner.startswith("own."):
        held = _own_things(slot.kind, inner, scope, values)
        things = _choices(scope, values, slot.key, {eid: thing for eid, (_, thing) in held.items()})
        if not things:
            return None
        wanted = min_items(scope.book.ruleset, values.get("type"), slot.key) if kind.startswith("list.") else 1
        if len(things) < wanted:
            return None  # fewer than the order needs (combining one unit): no example it would refuse
        entry = "$" in inner  # an entry of the thing's own (a character's talent): each its line
        skip = values.pop(_SUB if entry else _ALT, 0)  # the first of its things the line names: the alternatives
        if len(things) < skip + wanted:
            values[_SUB_OUT if entry else _OUT] = True
            return None
        if entry:
            values.setdefault(_OWN_KEYS, []).append(slot.key)
        first = _acting_first(scope, things, held)[skip:skip + wanted]
        values[slot.key] = first[0]
        values.setdefault(_PICKED, {})[slot.key] = first if kind.startswith("list.") else first[0]
        values.setdefault(_NEAR, []).extend(things[eid] for eid in first)
        values.setdefault(_ACTOR, (held[first[0]][0], first[0]))
        always = held[first[0]][0][4:] in scope.book.always_quoted
        return ", ".join(quoted(display(things, eid), scope, always) for eid in first)
    if inner.startswith("word."):
        words = _choices(scope, values, slot.key, scope.book.vocab_words(inner[5:], lang))  # value -> word
        if not words:
            return None
        value = _word_choice(scope, values, slot.key, list(words))
        if value is None:
            return None
        values[slot.key] = value  # what later slots' choices may depend on
        values.setdefault(_PICKED, {})[slot.key] = value
        return words[value]
    if kind.startswith("amounts."):
        words = scope.book.vocab_words(kind[8:], lang)
        return "1 " + next(iter(words.values()), "")
    if not _choices(scope, values, slot.key, {slot.key: {}}):
        return None  # a place the player fills in, but the ruleset says the example needs none here
    key = {"hex": "form_hex", "hexes": "form_hex", "int": "form_number", "text": "form_text", "faction": "form_faction"}.get(inner)
    if key is None:
        key = "form_target" if inner.startswith("any.") else "form_name"
    word = _placeholder_word(lang, "orderlang." + key)
    holes.append(Hole(word, slot.key, slot.kind, list(values.get(_NEAR, ()))))
    return word


def _own_things(kind: str, inner: str, scope: Scope, values: dict) -> dict[str, tuple[str, dict]]:
    """id -> (its collection, the thing) of every own collection a slot may name: a unit or
    an army (`{unidad:own.units+own.armies}`), in the slot's order; a list slot, its one."""
    paths = [inner] if kind.startswith("list.") else [k for k in kind.split("+") if k.startswith("own.")]
    out: dict[str, tuple[str, dict]] = {}
    for path in paths:
        for eid, thing in scope.entities(path[4:], values).items():
            out.setdefault(eid, (path, thing))
    return out


def _acting_first(scope: Scope, things: dict, held: dict) -> list[str]:
    """The things in the order a line names them, those that give their own orders first: a
    unit in an army acts through its army (Ruleset.form_actor_owner), so the form's few
    tries (MAX_ALTERNATIVES) go to the army and the free units (a primordia form had no
    `mover` line: its first four units were all in armies, the armies never tried)."""
    from gm import registry

    ruleset = registry.get(scope.book.ruleset)
    paths = list(dict.fromkeys(path for path, _ in held.values()))

    def key(eid: str):
        actor = (held[eid][0], eid)
        return ruleset.form_actor_owner(scope.state, scope.faction, actor) != actor, paths.index(held[eid][0]), eid

    return sorted(things, key=key)


_NEAR = " near"  # values' key for the faction's things an example names (no schema key has a space)
_ACTOR = " actor"  # and for the first of them: (collection, id)
_ALT = " alt"  # how many of its things the first slot naming them passes over (Draft.alt)
_OUT = " out"  # set when there are not that many
_PICKED = " picked"  # key -> what the example names there (Draft.picked)
_SUB = " sub"  # which of the thing's own entries (a character's talents) the line names
_SUB_OUT = " sub-out"  # set when there are not that many
_OWN_KEYS = " own-keys"  # the keys of the slots naming such entries (the draft's group holds them)
_SHAPE = " shape"  # which of the ruleset's shapes (form_parts) the line shows
_NO_SHAPE = " no-shape"  # set when there are not that many
_WORDS = " words"  # the shape's keys and words: a literal shows the one of its words among them


def _word_choice(scope: Scope, values: dict, key: str, words: list) -> str | None:
    """The word a line names: the first, or where the ruleset's `form_each_word` lists the
    slot (sector: each technology one may research) each its line, as a thing's entries."""
    from gm import registry

    if key not in getattr(registry.get(scope.book.ruleset), "form_each_word", ()):
        return words[0]
    skip = values.pop(_SUB, 0)
    if skip >= len(words):
        values[_SUB_OUT] = True
        return None
    values.setdefault(_OWN_KEYS, []).append(key)
    return words[skip]


def _choices(scope: Scope, values: dict, key: str, things: dict) -> dict:
    """Which of the faction's things an example may name: all, unless the ruleset's
    optional `form_choices(state, faction, order type, key, things, chosen)` narrows them
    (primordia: `embarcar` names a unit and a ship, not the same unit twice). For a
    word slot `things` is value -> word; for a placeholder {key: {}}, and an empty answer
    leaves that slot (its optional part, or the whole line) out of the form."""
    from gm import registry

    hook = getattr(registry.get(scope.book.ruleset), "form_choices", None)
    return things if hook is None else hook(scope.state, scope.faction, values.get("type"), key, things, values)


@lru_cache(maxsize=None)
def _placeholder_word(lang: str, key: str) -> str:
    """"<casilla>", "<número>"...: the same few words in every faction's form."""
    return say(lang, key)
