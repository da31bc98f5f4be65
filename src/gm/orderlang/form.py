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
    for collection, label in book.data.get("labels", {}).get(lang, {}).items():
        things = scope.entities(collection, {})
        if things:
            lines.append(f"# {label}: " + ", ".join(display(things, eid) for eid in sorted(things)))
    lines.append("# " + say(lang, "orderlang.note_word") + ":")
    if offered is None:
        offered = offered_lines(ruleset, state, lang, (faction_id,))[faction_id]
    lines += ["# " + example for example in offered]
    return "\n".join(lines) + "\n"


def offered_lines(ruleset, state, lang: str, factions=None) -> dict[str, list[str]]:
    """Per faction, its example lines that the one judge passes (gm.orderlang.formjudge),
    each followed by its notes (lines that start with NOTE): which fillings of its
    placeholders pass, and why it fails when the whole form is taken together."""
    from gm.orderlang.formjudge import judged_form

    book = load(ruleset.id)
    fids = sorted(state.factions) if factions is None else list(factions)
    scopes = {fid: Scope(book, lang, state, fid) for fid in fids}
    return judged_form(ruleset, state, lang, {fid: _drafts(book, scopes[fid], ruleset) for fid in fids}, scopes)


def _candidates(book, scope: Scope, ruleset) -> list[str]:
    """One example line per order type the faction has the things for, in the phrasebook's order."""
    return [d.line for d in _drafts(book, scope, ruleset) if d.alt == 0]


MAX_ALTERNATIVES = 4  # which of its things an order type's line names: the first, then the next while none passes


@dataclass(frozen=True)
class Draft:
    """An example line of an order type, naming the `alt`-th of the faction's things it
    could (its actor: (collection, id), None when it names none); its placeholders
    (gm.orderlang.fillings.Hole). The form shows the first draft of each `group` that
    passes: a group is the order type, or the type and the actor when what else the line
    may name is the actor's own (a character's talents), or where each thing acts once a
    turn whatever it does (eraide's characters: Ruleset.first_order_acts): every one gets
    its line."""

    line: str
    holes: list = field(hash=False, compare=False)
    actor: object
    group: tuple
    alt: int
    picked: dict = field(default_factory=dict, hash=False, compare=False)  # key -> the faction's thing or word it names


def _drafts(book, scope: Scope, ruleset) -> list[Draft]:
    """The example lines of every order type the faction has the things for, in the
    phrasebook's order, each with its alternatives (up to MAX_ALTERNATIVES)."""
    skip = set(getattr(ruleset, "gm_order_types", ()))
    seen: set[str] = set()
    out = []
    for tpl in book.templates.get(scope.lang, []):
        if tpl.type in skip or tpl.type in seen:
            continue
        own = _per_actor(tpl.items) or getattr(ruleset, "first_order_acts", False)
        for alt in range(MAX_ALTERNATIVES):
            holes: list = []
            values = {"type": tpl.type, _ALT: alt}  # type: what the schema asks of its lists
            example = _example(tpl.items, scope, values, holes)
            if values.get(_OUT) or (_ALT in values and (alt or example is None)):
                break  # no further thing of the faction to name (or the line names none of them)
            if example is not None:
                seen.add(tpl.type)
                actor = values.get(_ACTOR)
                group = (tpl.type, actor) if own else (tpl.type,)
                out.append(Draft(example, holes, actor, group, alt, values.get(_PICKED, {})))
    return out


def _per_actor(items) -> bool:
    """Whether a slot's choices depend on an earlier one (own.characters.$character.talents)."""
    for it in items:
        if isinstance(it, Slot) and "$" in it.kind:
            return True
        if isinstance(it, Group) and _per_actor(it.items):
            return True
    return False


PLACEHOLDER = "<"  # every placeholder word of the catalogs is written <like this>


def _example(items, scope: Scope, values: dict, holes: list) -> str | None:
    """The example line, its placeholders added to `holes` (those of an optional part left
    out are not)."""
    out: list[str] = []
    where = _place_group(items)
    for it in items:
        if it is where:
            inner: list = list(holes)
            part = _example(it.items, scope, values, inner)
            if part is not None:
                out.append(part)
                holes[:] = inner
            continue
        if isinstance(it, Lit):
            out.append(it.shown)
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
        things = _choices(scope, values, slot.key, scope.entities(inner[4:], values))
        if not things:
            return None
        wanted = min_items(scope.book.ruleset, values.get("type"), slot.key) if kind.startswith("list.") else 1
        if len(things) < wanted:
            return None  # fewer than the order needs (combining one unit): no example it would refuse
        skip = values.pop(_ALT, 0)  # the first of its things the line names: the actor's alternatives
        if len(things) < skip + wanted:
            values[_OUT] = True
            return None
        first = sorted(things)[skip:skip + wanted]
        values[slot.key] = first[0]
        values.setdefault(_PICKED, {})[slot.key] = first if kind.startswith("list.") else first[0]
        values.setdefault(_NEAR, []).extend(things[eid] for eid in first)
        values.setdefault(_ACTOR, (inner, first[0]))
        return ", ".join(quoted(display(things, eid), scope) for eid in first)
    if inner.startswith("word."):
        words = _choices(scope, values, slot.key, scope.book.vocab_words(inner[5:], lang))  # value -> word
        if words:
            values[slot.key] = next(iter(words))  # what later slots' choices may depend on
            values.setdefault(_PICKED, {})[slot.key] = values[slot.key]
        return next(iter(words.values()), None)
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


_NEAR = " near"  # values' key for the faction's things an example names (no schema key has a space)
_ACTOR = " actor"  # and for the first of them: (collection, id)
_ALT = " alt"  # how many of its things the first slot naming them passes over (Draft.alt)
_OUT = " out"  # set when there are not that many
_PICKED = " picked"  # key -> what the example names there (Draft.picked)


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
