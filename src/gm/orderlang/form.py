"""The order form at the end of a private report: the faction's things by name and one
example line for each order it can give, commented out, in the text the player posts
back. Written from the phrasebook (no ruleset writes it); placeholders stand for anything
that is not the faction's own, so the form tells nothing of the others."""

from __future__ import annotations

from functools import lru_cache
from importlib import resources

from gm.orderlang.messages import say
from gm.orderlang.phrasebook import Const, Group, Lit, Punct, Slot, load
from gm.orderlang.render import _join, quoted
from gm.orderlang.fillings import MAX_FILLINGS
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
    """Per faction, its example lines that the one judge does not reject (gm.engine.judge:
    the schema, the ruleset's checks and its phases as resolve runs them, on a probe seed),
    on the state the form is for. Each line is read as gm reads a post; a line with a
    placeholder is judged with the fillings the player could write (gm.orderlang.fillings)
    and stays if one passes; with none (a <facción> with no faction known) it is dropped.
    The judge runs in stages (_STAGES), in as few turns as _runs allows."""
    from gm.orderlang.fillings import fillings, readings

    book = load(ruleset.id)
    langs = (lang,) + tuple(x for x in ("es", "en") if x != lang)
    fids = sorted(state.factions) if factions is None else list(factions)
    drafts, pending, chosen, actor = {}, {}, set(), {}
    for fid in fids:
        scope = Scope(book, lang, state, fid)
        drafts[fid] = _drafts(book, scope, ruleset)
        for i, (line, holes, thing) in enumerate(drafts[fid]):
            filled = fillings(line, holes, scope)
            if filled is not None:  # None: a placeholder gm has no choices for, kept unjudged
                pending[(fid, i)] = readings(filled, scope, langs)
                chosen |= {(fid, i)} if holes else set()
                actor[(fid, i)] = thing
    # where a thing's first order takes its action even when refused (eraide), a line's
    # fillings are judged one at a time; elsewhere together (a refused one spends nothing)
    apart = getattr(ruleset, "first_order_acts", False)
    passed: set = set()
    for with_holes, start, size in _STAGES:
        for a, b in [(k, k + 1) for k in range(start, min(start + size, APART))] if apart else [(start, start + size)]:
            lines = [at for at in sorted(pending) if (at in chosen) == with_holes and at not in passed and pending[at][a:b]]
            for run in _runs(lines, actor):
                passed |= _passing(state, ruleset, lang, {at: pending[at][a:b] for at in run})
    return {fid: [line for i, (line, _, _) in enumerate(drafts[fid]) if (fid, i) not in pending or (fid, i) in passed]
            for fid in fids}


# (placeholder lines?, first filling, how many): the lines as they are first; then the lines
# with placeholders, apart (a filling the judge tries, a research of some advance, must not
# spend what they need), their likeliest filling, then the other fillings of those none
# passed yet (gm.orderlang.fillings.MAX_FILLINGS in all)
_STAGES = ((False, 0, 1), (True, 0, 1), (True, 1, MAX_FILLINGS - 1))
APART = 4  # fillings judged a line, one turn each (first_order_acts): a turn each is slow


def _runs(lines: list, actor: dict) -> list[list]:
    """The lines in turns the judge runs: every faction's together (a turn each would make
    resolve several times slower), but at most one line for each thing of a faction in a
    run (one unit's `atrincherar` and `curar` are one action each: together the second
    would be refused)."""
    runs: list[list] = []
    taken: dict = {}
    for at in lines:
        n = 0 if actor[at] is None else taken.get((at[0], actor[at]), 0)
        if actor[at] is not None:
            taken[(at[0], actor[at])] = n + 1
        runs += [[] for _ in range(n + 1 - len(runs))]
        runs[n].append(at)
    return runs


def _passing(state, ruleset, lang: str, batch: dict) -> set:
    """The lines of `batch` ((faction, index) -> orders) one of whose orders the judge does not reject."""
    from gm.engine.judge import judge_all

    orders: dict[str, list[dict]] = {}
    line_of = {}
    for (fid, i), listed in batch.items():
        for order in listed:
            orders.setdefault(fid, []).append(order)
            line_of[(fid, len(orders[fid]))] = (fid, i)
    rejected = judge_all(state, ruleset, orders, lang)
    return {at for number, at in line_of.items() if number not in rejected}


def _candidates(book, scope: Scope, ruleset) -> list[str]:
    """One example line per order type the faction has the things for, in the phrasebook's order."""
    return [line for line, _, _ in _drafts(book, scope, ruleset)]


def _drafts(book, scope: Scope, ruleset) -> list[tuple[str, list, object]]:
    """_candidates' lines, each with its placeholders (gm.orderlang.fillings.Hole) and the
    first of the faction's things it names (None: none)."""
    skip = set(getattr(ruleset, "gm_order_types", ()))
    seen: set[str] = set()
    out = []
    for tpl in book.templates.get(scope.lang, []):
        if tpl.type in skip or tpl.type in seen:
            continue
        holes: list = []
        values = {"type": tpl.type}  # type: what the schema asks of its lists
        example = _example(tpl.items, scope, values, holes)
        if example is not None:
            seen.add(tpl.type)
            out.append((example, holes, values.get(_ACTOR)))
    return out


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
        first = sorted(things)[:wanted]
        values[slot.key] = first[0]
        values.setdefault(_NEAR, []).extend(things[eid] for eid in first)
        values.setdefault(_ACTOR, (inner, first[0]))
        return ", ".join(quoted(display(things, eid), scope) for eid in first)
    if inner.startswith("word."):
        words = _choices(scope, values, slot.key, scope.book.vocab_words(inner[5:], lang))  # value -> word
        if words:
            values[slot.key] = next(iter(words))  # what later slots' choices may depend on
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
