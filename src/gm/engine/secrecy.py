# literal-module: the leak oracle's findings, for the developers (tests/secrecy), never shown to a player
"""The leak oracle (issue 13 §2): what each faction may know this turn, and whether any
file it receives says more.

A ruleset with fog of war has a module `<its package>.secrecy` (the engine knows no
ruleset: it imports that module by name) with:

    GRAIN = "phase" | "event"        # how often the oracle asks (event: after every emit)
    tokens(ctx) -> Iterable[Token]   # every distinctive thing of the game state now
    may_know(ctx, faction_id) -> set[str]   # the token texts that faction may know now
    public(ctx) -> set[str]                 # the token texts everyone may know now
    TARGETS = ("ship", ...)          # optional: token kinds an order may aim at
    factions(ctx) -> Iterable[str]   # optional: the factions now, those born in the turn
                                     # included (default: the turn's factions)
    unseen_by(ctx, faction_id) -> set[str]  # optional: handles "owner/collection/id" of
                                     # others' things that faction cannot see now
    remove(game, factions, handle)   # optional: delete that thing from a copy of the state
    words_of(ctx, handle) -> set[str]  # optional: the words naming it in orders (id, place)
    targets(ctx, order) -> [(key, value, handle)]  # optional: what an order aims at, by handle
    shown_beyond_stream(roll_key) -> "whole" | "total" | None  # optional: how the design
                                     # shows a roll to more than its stream's owner (whole,
                                     # its total alone, or not at all: a finding, `shown_rolls`)
    disguise(ctx, order) -> (entry, readers) | None  # optional: what an applied order looks
                                     # like to those who may not know of it ("public", faction
                                     # ids), as an orders.toml entry (`hidden_deeds`)

The oracle runs the turn, asking the three at the start, after every phase (or event) and
at the end, and keeps the unions: a token any snapshot showed, a faction's knowledge at any
snapshot. Then for each faction

    secret(f) = every token - what f may know - what everyone may know - f's own orders

(the words a faction wrote in its orders are its own), and for the public files
`every token - what everyone may know`. No secret text may appear, as a whole word, in:
the faction's private report in every format, its maps (SVG text and the MapSpec the PNG
is drawn from), its dice file (rolls/<f>.toml), or in the public report, the public map,
rolls/public.toml and the orders template (its comment lines left out: they are the
ruleset's fixed help text, the same every turn).

Besides the ruleset's tokens the oracle adds its own: the turn seed (when it comes from the
master secret) and each dice stream's seed (public: everyone; faction/<id>: that faction;
gm: nobody), and every roll with a label, as the line a report prints ("1d20 (17) + 4 = 21
— why"), known to the audiences of the events that show it and to its stream's owner (with
`shown_beyond_stream`, an event shows a roll to others only where the module says so).
The GM's files (gm-report.*, rolls.toml, game.toml, factions/*.toml) are not checked.

Three checks replay the turn with one thing changed and compare what a faction reads:
`same_words` (an order aimed at an unseen thing, aimed instead at nothing),
`absence` (a thing the faction never saw during the turn, removed from the state before
it: the faction's private report and maps must not change) and `hidden_deeds` (an order
whose deed some readers may not know of, replaced by what they would see of it: a secret
made during the turn, which `absence` cannot take away). They catch what no token
shows: "la casilla está ocupada" for a square that looks empty, a run that stops before
a hidden character, cover given by one, a foreign spy marked on a text map, "gasta un
punto de destino" beside a trap being set unseen.
"""

from __future__ import annotations

import copy
import dataclasses
import html
import importlib
import re
from dataclasses import dataclass, field
from typing import Any, Iterable

# texts shorter than this are never tokens: too many innocent matches ("u1", "s2")
MIN_TOKEN = 2
_MD_UNESCAPE = re.compile(r"\\([\\`*_~|\[\]<>#])")


@dataclass(frozen=True)
class Token:
    """A text that names something: `kind` ("ship", "hex", "roll"...) and `what` (for the
    reader of a finding: "ship kli-3 of klingon")."""

    text: str
    kind: str
    what: str = ""


@dataclass(frozen=True)
class Leak:
    file: str
    reader: str  # a faction id, or "public"
    token: str
    kind: str
    what: str
    line: str

    def format(self) -> str:
        return f"{self.file}: {self.reader} reads {self.kind} {self.token!r} ({self.what}) in: {self.line.strip()[:200]}"


@dataclass
class Knowledge:
    """The unions over the turn's snapshots."""

    tokens: dict[str, Token] = field(default_factory=dict)
    known: dict[str, set[str]] = field(default_factory=dict)
    public: set[str] = field(default_factory=set)
    unseen: dict[str, set[str]] = field(default_factory=dict)  # faction -> handles never seen

    def add(self, token: Token) -> None:
        if len(token.text) >= MIN_TOKEN:
            self.tokens.setdefault(token.text, token)

    def secret_from(self, faction_id: str, own: set[str] = frozenset()) -> set[str]:
        return set(self.tokens) - self.known.get(faction_id, set()) - self.public - set(own)

    def public_secrets(self) -> set[str]:
        return set(self.tokens) - self.public


def secrecy_module(ruleset):
    """The ruleset's `secrecy` module, or None (a ruleset without fog of war)."""
    name = f"{ruleset.package}.secrecy"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise  # the module is there and something it imports is not: a bug to see
        return None


# -- watching a turn ------------------------------------------------------------------------

class Watch:
    def __init__(self, module):
        self.module = module
        self.knowledge = Knowledge()
        self.factions: list[str] = []
        self.unseen: dict[str, set[str]] = {}  # faction -> handles unseen at every snapshot
        self.turn = None  # the turn's own context: the judge's runs after it (the order form) are what would happen

    def watches(self, ctx) -> bool:
        return self.turn is ctx

    def observe(self, ctx) -> None:
        k = self.knowledge
        for token in self.module.tokens(ctx):
            k.add(token)
        if hasattr(self.module, "factions"):
            self.factions = sorted(set(self.factions) | set(self.module.factions(ctx)))
        for fid in self.factions:
            k.known.setdefault(fid, set()).update(self.module.may_know(ctx, fid))
        k.public.update(self.module.public(ctx))
        if hasattr(self.module, "unseen_by"):
            for fid in self.factions:
                now = set(self.module.unseen_by(ctx, fid))
                self.unseen[fid] = self.unseen[fid] & now if fid in self.unseen else now


def watched(ruleset, watch: Watch):
    """A copy of `ruleset` whose turn reports every snapshot to `watch`."""
    spy = copy.copy(ruleset)
    first_prepare = ruleset.prepare

    def prepare(ctx) -> None:
        first_prepare(ctx)
        if watch.turn is not None:
            return  # a judge's run inside the resolve (the order form's lines): not the turn that happened
        watch.turn = ctx
        watch.factions = sorted(ctx.state.factions)
        watch.observe(ctx)
        if getattr(watch.module, "GRAIN", "phase") == "event":
            emit = ctx.emit

            def emit_and_observe(*args, **kwargs):
                event = emit(*args, **kwargs)
                watch.observe(ctx)
                return event

            ctx.emit = emit_and_observe

    def wrap(phase):
        def run(ctx) -> None:
            phase.run(ctx)
            if watch.watches(ctx):
                watch.observe(ctx)
        return dataclasses.replace(phase, run=run)

    spy.prepare = prepare
    spy.phases = tuple(wrap(p) for p in ruleset.phases)
    return spy


def resolve_watched(validation, seed: str | None = None, lang: str | None = None,
                    formats: tuple[str, ...] = ("markdown", "bbcode", "html")):
    """Resolve a validated turn once per format (maps drawn only for the first), watching the
    first. Returns (resolution of the first format, Knowledge, {path: text} of every format)."""
    from gm.engine.pipeline import resolve_validated

    module = secrecy_module(validation.ruleset)
    if module is None:
        raise ValueError(f"ruleset {validation.ruleset.id} has no secrecy module")
    watch = Watch(module)
    first = resolve_validated(dataclasses.replace(validation, ruleset=watched(validation.ruleset, watch)), seed, lang, formats[0])
    texts = {path: _text(path, data) for path, data in first.files.items() if not path.endswith(".png")}
    texts["orders.toml"] = _uncommented(texts.get("orders.toml", ""))
    for fmt in formats[1:]:
        quiet = copy.copy(validation.ruleset)
        quiet.maps = lambda ctx: {}
        other = resolve_validated(dataclasses.replace(validation, ruleset=quiet), seed, lang, fmt)
        texts.update((p, _text(p, d)) for p, d in other.files.items() if p.startswith(("report.", "reports/")))
    add_dice_tokens(first, validation, watch.knowledge)
    watch.knowledge.unseen = watch.unseen
    for name, spec in (first.context.ruleset.map_specs(first.context) or {}).items():
        texts[f"maps/{name}.spec"] = spec_text(spec)
    return first, watch.knowledge, texts


def _text(path: str, data: bytes) -> str:
    text = data.decode("utf-8", errors="replace")
    if path.endswith((".html", ".svg")):
        return html.unescape(text)
    if path.endswith(".md"):
        return _MD_UNESCAPE.sub(r"\1", text)
    if path.endswith(".bbcode"):
        return text.replace("[\u200b", "[")
    return text


def _uncommented(text: str) -> str:
    """The orders template without its comment lines: they are the ruleset's fixed help
    (`orders_template_header(state, lang)`, the same words every turn), whose examples name
    squares and hexes ("step = \"C4\"") that would match any game's."""
    return "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("#"))


def spec_text(spec) -> str:
    """What a MapSpec says in words: title, notes, legend, markers (with their place), and
    the labels of the cells it shows (a dark cell says nothing; cell coordinates are the
    board itself, not news, so they are left out)."""
    lines = [spec.title, *spec.notes]
    lines += [f"{e.label} {e.symbol}" for e in spec.legend]
    lines += [f"{m.coord} {m.text} {m.note}" for m in spec.markers]
    lines += [f"{c.label} {c.corner} {c.text}" for c in spec.cells.values() if not c.dark]
    return "\n".join(lines)


def add_dice_tokens(resolution, validation, k: Knowledge) -> None:
    """Seeds and labelled rolls: who may know each (see the module docstring)."""
    from gm.engine.seal import turn_seed

    ctx = resolution.context
    chosen = turn_seed(validation.files.root, validation.state.game, None)
    dice = ctx.dice
    streams = getattr(dice, "streams", False)
    if chosen is not None and chosen.source == "secret" and chosen.seed == resolution.seed:
        k.add(Token(resolution.seed, "seed", "the turn seed"))
    if streams and hasattr(dice, "seeds"):
        for name, value in dice.seeds().items():
            k.add(Token(value, "seed", f"the seed of the {name} stream"))
            _grant(k, value, _stream_reader(name))
    shared = getattr(secrecy_module(validation.ruleset), "shown_beyond_stream", None)
    for event in ctx.events:
        for r in event.rolls:
            if getattr(r, "why", ""):
                text = f"{r.detail} — {r.why}"
                k.add(Token(text, "roll", f"roll {r.key}"))
                # a ruleset that names the rolls its design shows beyond their stream's
                # owner makes every other showing a finding (a die whose range or face tells
                # another faction's secret: sector's "which empire catches the spy" 1dN)
                if shared is not None and shared(r.key) != "whole":
                    continue  # "total": the others read its total only, never this line
                if event.audience.is_public:
                    k.public.add(text)
                for fid in event.audience.factions:
                    k.known.setdefault(fid, set()).add(text)
    for r in dice.log:
        if getattr(r, "why", ""):
            text = f"{r.detail} — {r.why}"
            k.add(Token(text, "roll", f"roll {r.key}"))
            _grant(k, text, _stream_reader(getattr(r, "stream", "") or "gm"))


def _stream_reader(name: str) -> str | None:
    if name == "public":
        return "public"
    if name.startswith("faction/"):
        return name[len("faction/"):]
    return None


def _grant(k: Knowledge, text: str, reader: str | None) -> None:
    if reader == "public":
        k.public.add(text)
    elif reader:
        k.known.setdefault(reader, set()).add(text)


# -- scanning ---------------------------------------------------------------------------------

def order_words(ctx, faction_id: str) -> set[str]:
    """Every string a faction wrote in its orders (its own words are no leak to it)."""
    out: set[str] = set()
    for order in ctx.orders_given(faction_id):  # those rejected before the turn too
        out.add(order.type)
        _strings(order.params, out)
    return out


def _strings(node: Any, out: set[str]) -> None:
    if isinstance(node, dict):
        for key, value in node.items():
            out.add(str(key))
            _strings(value, out)
    elif isinstance(node, (list, tuple)):
        for value in node:
            _strings(value, out)
    elif isinstance(node, str):
        out.add(node)


def find(text: str, secrets: Iterable[str]) -> list[tuple[str, str]]:
    """(token, the line it stands in) for each secret found in `text` as a whole word:
    not inside a longer word, id or number ("kli-3" is not found in "kli-30", "E5" not in "E51")."""
    hits = []
    for token in sorted(secrets):
        start = text.find(token)
        while start >= 0:
            end = start + len(token)
            if _bounded(text, start, end, token):
                line_start = text.rfind("\n", 0, start) + 1
                line_end = text.find("\n", end)
                hits.append((token, text[line_start:line_end if line_end >= 0 else len(text)]))
                break
            start = text.find(token, start + 1)
    return hits


def _joins(ch: str) -> bool:
    return ch.isalnum() or ch in "_-"


def _bounded(text: str, start: int, end: int, token: str) -> bool:
    before = text[start - 1] if start > 0 else " "
    after = text[end] if end < len(text) else " "
    return not (_joins(token[0]) and _joins(before)) and not (_joins(token[-1]) and _joins(after))


CHECK = "gm check --faction "


def reader_of(path: str, factions: Iterable[str]) -> str | None:
    """Who receives an output file: a faction id, "public", or None (the GM's own files)."""
    if path.startswith(CHECK):  # what `gm check --faction F` answers F (no file: its text)
        return path[len(CHECK):]
    if path.startswith(("reports/", "rolls/")):  # rolls/<f>.toml: the dice a player checks
        return path.split("/", 1)[1].rsplit(".", 1)[0]
    if path.startswith("report.") or path == "orders.toml":
        return "public"
    if path.startswith("maps/"):
        name = path[len("maps/"):].rsplit(".", 1)[0]
        if name == "gm" or name.startswith("gm."):  # gm.<tag>.png: gm.maps.published_names
            return None
        for fid in sorted(factions, key=len, reverse=True):
            if name == fid or name.startswith(fid + "."):
                return fid
        return "public"  # a map nobody owns is read by everyone
    return None


def leaks(ctx, knowledge: Knowledge, texts: dict[str, str]) -> list[Leak]:
    """Every secret text found in a file a player receives."""
    factions = sorted(set(ctx.state.factions) | set(knowledge.known))
    secrets: dict[str, set[str]] = {"public": knowledge.public_secrets()}
    for fid in factions:
        secrets[fid] = knowledge.secret_from(fid, order_words(ctx, fid))
    out = []
    for path in sorted(texts):
        reader = reader_of(path, factions)
        if reader is None or reader not in secrets:
            continue
        for token, line in find(texts[path], secrets[reader]):
            t = knowledge.tokens[token]
            out.append(Leak(path, reader, token, t.kind, t.what, line))
    return out + shown_rolls(ctx)


def shown_rolls(ctx) -> list[Leak]:
    """Each roll an event shows to a faction other than its stream's owner where the
    ruleset's `shown_beyond_stream` says the design never shows it: its range or face may
    tell that faction another's secret, in any wording the report gives it."""
    shared = getattr(secrecy_module(ctx.ruleset), "shown_beyond_stream", None)
    if shared is None:
        return []
    out = []
    for event in ctx.events:
        for r in event.rolls:
            owner = _stream_reader(getattr(r, "stream", "") or "gm")
            readers = ["public"] if event.audience.is_public else sorted(event.audience.factions)
            for reader in readers:
                if reader != owner and not shared(r.key):
                    out.append(Leak("events", reader, r.key, "roll", f"roll {r.key} of stream {r.stream} shown in {event.kind}",
                                    f"{r.detail} — {getattr(r, 'why', '')}"))
    return out


# -- the same words for the unseen as for nothing ---------------------------------------------

@dataclass(frozen=True)
class Aim:
    """An order aimed at something its faction never saw: `value` in parameter `key`
    (None: wherever it stands in the order)."""

    order: Any
    key: str | None
    value: str
    what: str


def aimed_at_unseen(ctx, knowledge: Knowledge, module) -> list[Aim]:
    """Each order naming, as a whole parameter value, a thing its faction never had in sight
    this turn: a token of one of the module's TARGETS kinds, or (the module's optional
    `targets(ctx, order) -> [(key, value, handle)]`, for ids every faction shares) a thing
    whose handle stayed in the faction's `unseen_by` all turn."""
    kinds = set(getattr(module, "TARGETS", ()))
    out = []
    for order in ctx.all_orders():
        known = knowledge.known.get(order.faction, set()) | knowledge.public
        values: set[str] = set()
        _strings(order.params, values)
        for value in sorted(values):
            token = knowledge.tokens.get(value)
            if token is not None and token.kind in kinds and value not in known:
                out.append(Aim(order, None, value, token.what))
        unseen = knowledge.unseen.get(order.faction, set())
        for key, value, handle in (module.targets(ctx, order) if hasattr(module, "targets") else ()):
            if handle in unseen:
                out.append(Aim(order, key, value, handle))
    return out


def nothing_like(value: str, taken: set[str]) -> str:
    """A value shaped like `value` that names nothing: "kli-3" -> "kli-999"."""
    stem = re.sub(r"\d+$", "", value)
    digits = len(value) - len(stem)
    for n in range(1, 50):
        candidate = f"{stem}{'9' * (digits + 1 + n)}" if digits else f"{value}{'x' * n}"
        if candidate not in taken:
            return candidate
    raise ValueError(f"no free value like {value!r}")


def same_words(validation, resolution, knowledge: Knowledge, limit: int = 3, check=None) -> list[Leak]:
    """Issue 13: "an order aimed at something unseen gets the SAME words as one aimed at
    something that does not exist". For up to `limit` such orders, resolve the turn again
    with the target replaced by a value that names nothing (same seed, same dice) and compare
    the faction's private report (in the replay, the made-up value put back): any difference
    is a leak; so is `gm validate` refusing only the made-up one, and, given
    `check(turn_dir, faction) -> text` (what `gm check --faction` answers), a difference
    between its two answers."""
    from gm.engine.pipeline import resolve_validated

    if not validation.ok:
        return []  # a turn `gm validate` refuses is never resolved: nothing to compare
    module = secrecy_module(validation.ruleset)
    taken = set(knowledge.tokens)
    _strings(validation.state.game, taken)
    _strings(validation.state.factions, taken)
    out: list[Leak] = []
    root = validation.files.root
    for i, aim in enumerate(aimed_at_unseen(resolution.context, knowledge, module)[:limit]):
        order, other = aim.order, nothing_like(aim.value, taken)
        doc = copy.deepcopy(validation.state.orders)
        orders = doc["factions"][order.faction]["orders"]
        orders[order.number - 1] = _replace(orders[order.number - 1], aim.key, aim.value, other)
        variant = _variant(validation, f"unseen-{i}", _with_orders(validation, doc))
        if not variant.ok:
            continue  # the GM's files refused: nothing to compare
        spot = (order.faction, order.number - 1)
        if spot in variant.rejected and spot not in validation.rejected:
            out += _refused(variant, aim, other)
            continue
        if check is not None:
            out += _checked_alike(check, root, variant.files.root, aim, other)
        again = resolve_validated(variant, None, None, "markdown")
        path = f"reports/{order.faction}.md"
        seen = resolution.files[path].decode("utf-8")
        nothing = _swap(again.files[path].decode("utf-8"), other, aim.value)
        if seen != nothing:
            out.append(Leak(path, order.faction, aim.value, "words",
                            f"order #{order.number} ({order.type}) aimed at unseen {aim.what} reads unlike one aimed at nothing ({other})",
                            _first_difference(seen, nothing)))
    return out


def _checked_alike(check, root, variant_dir, aim: Aim, other: str) -> list[Leak]:
    """`gm check --faction F` must answer the order aimed at the unseen thing as it answers
    the one aimed at nothing (the made-up value put back), both being valid."""
    fid = aim.order.faction
    seen, nothing = check(root, fid), _swap(check(variant_dir, fid), other, aim.value)
    if seen == nothing:
        return []
    return [Leak(CHECK + fid, fid, aim.value, "words",
                 f"order #{aim.order.number} ({aim.order.type}) aimed at unseen {aim.what} is checked unlike one aimed at nothing ({other})",
                 _first_difference(seen, nothing))]


def _refused(variant, aim: Aim, other: str) -> list[Leak]:
    """`gm validate` (and a player's `gm check`, and the report) rejects the order aimed at
    nothing before the turn but took the one aimed at the unseen thing: that tells the
    thing exists."""
    from gm.errors import wording

    order = aim.order
    reasons = variant.rejected.get((order.faction, order.number - 1))
    if not reasons:
        return []
    return [Leak("gm validate", order.faction, aim.value, "words",
                 f"order #{order.number} ({order.type}) aimed at unseen {aim.what} is accepted, aimed at nothing ({other}) rejected",
                 wording(reasons[0], "en"))]


def _replace(entry: dict, key: str | None, old: str, new: str) -> dict:
    """The order with `old` replaced by `new` in parameter `key` (None: wherever it stands)."""
    if key is not None:
        return {**entry, key: new}
    return _replace_all(entry, old, new)


def _replace_all(node: Any, old: str, new: str) -> Any:
    if isinstance(node, dict):
        return {k: _replace_all(v, old, new) for k, v in node.items()}
    if isinstance(node, list):
        return [_replace_all(v, old, new) for v in node]
    return new if node == old else node


def _swap(text: str, old: str, new: str) -> str:
    """`old` replaced by `new` where it stands as a whole word."""
    return re.sub(rf"(?<![\w-]){re.escape(old)}(?![\w-])", new, text)


def _orders_toml(ruleset, doc: dict) -> bytes:
    from gm import tomlio

    return tomlio.dumps(doc, ruleset.schema("orders")).encode("utf-8")


# -- what a faction never saw changes nothing it reads ------------------------------------------

def absence(validation, resolution, knowledge: Knowledge, limit: int = 2, compared: list | None = None) -> list[Leak]:
    """Up to `limit` times a turn: a thing some faction never saw during the turn (the
    module's `unseen_by`, at every snapshot) and that its owner's orders do not name is
    taken away and the turn resolved again; that faction's private report and maps must
    read the same, byte for byte. The public files likewise, for a thing no faction but
    its owner saw. Readers take turns (the public first, then the factions from one that
    changes with the turn), so a game's turns try them all. `compared` (a list) receives
    each (reader, handle) whose replay was compared (a state `gm validate` refuses without
    the thing is not)."""
    module = secrecy_module(validation.ruleset)
    if not hasattr(module, "remove"):
        return []
    ctx = resolution.context
    factions = sorted(ctx.state.factions)
    queues = {fid: [h for h in sorted(knowledge.unseen.get(fid, ())) if _idle(ctx, h, module)] for fid in factions}
    everyone = set().union(*queues.values()) if queues else set()
    queues["public"] = [h for h in sorted(everyone)
                        if all(h in queues[f] for f in factions if f != h.split("/", 1)[0])]
    start = ctx.turn % max(1, len(factions))
    readers = ["public"] + factions[start:] + factions[:start]
    out: list[Leak] = []
    tried = 0
    while tried < limit and any(queues[r] for r in readers):
        for reader in readers:
            if queues[reader] and tried < limit:
                handle = queues[reader].pop(0)
                found = _without(validation, resolution, module, reader, handle)
                if found is not None and compared is not None:
                    compared.append((reader, handle))
                out += found or []
                tried += 1
    return out


def _idle(ctx, handle: str, module=None) -> bool:
    """The thing's owner names neither it nor its place in any order (removing it would
    change the owner's own turn: a jump onto its own lurker's square fails, and the others
    see the jumper stay put). The module's optional `words_of(ctx, handle)` gives the words
    that name it (default: its id). The module's optional `drawn_among(ctx, handle)` says a
    die chose among the owner's things this turn (an event falls on one of its ships): taking
    one away changes that die's range, and so the game, which is not a leak."""
    owner, _, thing = handle.split("/", 2)
    if module is not None and hasattr(module, "drawn_among") and module.drawn_among(ctx, handle):
        return False
    words = module.words_of(ctx, handle) if module is not None and hasattr(module, "words_of") else {thing.rsplit("/", 1)[-1]}
    return not (set(words) & order_words(ctx, owner))


def _without(validation, resolution, module, fid: str, handle: str) -> list[Leak] | None:
    """The turn again without `handle`; the files `fid` (a faction or "public") reads compared."""
    from gm import tomlio
    from gm.engine.pipeline import resolve_validated

    state, ruleset = validation.state, validation.ruleset
    game, factions = copy.deepcopy(state.game), copy.deepcopy(state.factions)
    module.remove(game, factions, handle)
    files = {p: (t or "").encode("utf-8") for p, t in validation.files.texts.items()
             if p in ("orders.toml", "dice.toml", "seal.toml")}
    files["game.toml"] = tomlio.dumps(game, ruleset.schema("game")).encode("utf-8")
    for other, data in factions.items():
        files[f"factions/{other}.toml"] = tomlio.dumps(data, ruleset.schema("faction")).encode("utf-8")
    variant = _variant(validation, f"without-{fid}-{re.sub(r'[^A-Za-z0-9_-]', '_', handle)}", files)
    if not variant.ok or set(variant.rejected) - set(validation.rejected):
        # not a valid game, or an order naming the thing now rejected before the turn (its
        # owner's own order: what it does is the game, not a leak): nothing to compare
        return None
    quiet = copy.copy(ruleset)
    quiet.maps = lambda c: _svg_of(c, fid)
    again = resolve_validated(dataclasses.replace(variant, ruleset=quiet), None, None, "markdown")
    everyone = sorted(set(state.factions) | set(factions))
    out = []
    for path in sorted(p for p in again.files if reader_of(p, everyone) == fid and not p.endswith(".png")):
        before = resolution.files.get(path, b"").decode("utf-8")
        after = again.files[path].decode("utf-8")
        if before != after:
            line = _first_difference(before, after)
            out.append(Leak(path, fid, handle, "presence", f"{handle}, never in {fid}'s sight, changes what {fid} reads", line))
    return out


def _first_difference(before: str, after: str) -> str:
    """The first differing lines, "with <-> without" (an SVG's tags left out of each)."""
    import difflib

    a, b = before.splitlines(), after.splitlines()
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag != "equal":
            old = " / ".join(_words(x) for x in a[i1:i2][:3]) or "-"
            new = " / ".join(_words(x) for x in b[j1:j2][:3]) or "-"
            return f"{old}  <->  {new}"
    return ""


def _words(line: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]*>", " ", line)).strip() or line.strip()


def _svg_of(ctx, reader: str) -> dict[str, bytes]:
    """SVG only, and only the reader's maps ("public": the maps nobody owns)."""
    from gm.maps import render_maps

    specs = ctx.ruleset.map_specs(ctx) or {}
    everyone = sorted(set(ctx.state.factions) | set(getattr(ctx.next_state, "factions", {})))
    return render_maps({n: s for n, s in specs.items() if reader_of(f"maps/{n}.svg", everyone) == reader}, png=False)


def _with_orders(validation, doc: dict) -> dict[str, bytes]:
    """The turn's files as they are, but orders.toml: `doc`."""
    files = {p: (t or "").encode("utf-8") for p, t in validation.files.texts.items() if p != "orders.toml"}
    files["orders.toml"] = _orders_toml(validation.ruleset, doc)
    return files


def _variant(validation, name: str, files: dict[str, bytes]):
    """A replay's turn, <turn>.<name> beside the turn, written from `files` and validated
    (its directory: the validation's files.root)."""
    from gm.engine.output import write_turn
    from gm.engine.validate import validate_dir

    root = validation.files.root
    variant_dir = root.parent / f"{root.name}.{name}"
    _fresh(variant_dir)
    write_turn(variant_dir, files)
    return validate_dir(variant_dir)


def _fresh(variant_dir) -> None:
    """A replay's scratch turn is the oracle's own: made anew each time (a --force would
    rightly refuse to replace a turn holding orders)."""
    import shutil

    shutil.rmtree(variant_dir, ignore_errors=True)


# -- what the public dice file tells of the number of factions ----------------------------------

PHANTOM = "zz-oracle-unmet"  # a faction nobody has met, whose stream only the GM knows of


def stream_count(validation, resolution) -> list[Leak]:
    """The public files must not tell how many factions the turn has, the hidden ones
    included (issue 22: rolls/public.toml listed one digest per stream, so everyone counted
    the factions). The public dice file is built again as if one more faction, met by
    nobody, had its stream committed and sealed the same way; it must keep its size and its
    shape (digests and slots, random to its readers, aside)."""
    from gm.engine.pipeline import dice_files
    from gm.engine.seal import digests, overall_commitment, seal_scheme, seal_tree, sealed_dice

    ctx = resolution.context
    if not getattr(ctx.dice, "streams", False) or "rolls/public.toml" not in resolution.files:
        return []
    seed, turn, sealed = resolution.seed, ctx.turn, validation.files.seal
    factions = set(ctx.dice.factions) | {PHANTOM}
    scheme = seal_scheme(seed, turn, ctx.dice.factions, sealed) if sealed else None
    if scheme == 3:
        dice = sealed_dice(sealed.get("dice") if isinstance(sealed.get("dice"), dict) else {})
        sealed = {"commitment": seal_tree(seed, turn, factions, dice).commitment, "dice": dice}
    elif scheme is not None:
        sealed = {"commitment": overall_commitment(turn, digests(seed, turn, factions))}
    before = _dice_shape(resolution.files["rolls/public.toml"].decode("utf-8"))
    after = _dice_shape(dice_files(ctx, seed, sealed, factions)["rolls/public.toml"])
    if before == after:
        return []
    return [Leak("rolls/public.toml", "public", PHANTOM, "count",
                 "one more faction nobody has met changes the public dice file", _first_difference(before, after))]


def _dice_shape(text: str) -> str:
    return re.sub(r"slot = \d+", "slot = #", re.sub(r"\b[0-9a-f]{16}(?:[0-9a-f]{48})?\b", "#", text))


# -- a deed its readers never saw changes nothing they read --------------------------------------

def hidden_deeds(validation, resolution, limit: int = 2, compared: list | None = None) -> list[Leak]:
    """Issue 22: a secret made during the turn (eraide: a trap set this round) escapes both
    token scan and `absence` (which takes away only what stood before the turn), and a line
    about it shown to the wrong readers ("Otto gasta un punto de destino" beside a hidden
    trap) names no token. The module's optional `disguise(ctx, order) -> (entry, readers) |
    None` says what an applied order looks like to those who may not know of it (eraide: a
    visible character's `set_trap` or `disarm_trap` reads as a `wait` with the same step)
    and who they are ("public" and faction ids). Up to `limit` such orders a turn, the turn
    is resolved again with that entry in its place (same seed, same dice) and every file
    those readers receive must read the same, byte for byte. `compared` (a list) receives
    each (faction, order number) whose replay was compared."""
    module = secrecy_module(validation.ruleset)
    if not hasattr(module, "disguise") or not validation.ok:
        return []
    out: list[Leak] = []
    tried = 0
    for order in resolution.context.all_orders():
        seen_as = module.disguise(resolution.context, order) if tried < limit else None
        if not seen_as or not seen_as[1]:
            continue
        tried += 1
        found = _disguised(validation, resolution, order, seen_as[0], set(seen_as[1]), tried)
        if found is not None and compared is not None:
            compared.append((order.faction, order.number))
        out += found or []
    return out


def _disguised(validation, resolution, order, entry: dict, readers: set[str], n: int) -> list[Leak] | None:
    """The turn again with `entry` for `order`; the files of `readers` compared."""
    from gm.engine.pipeline import resolve_validated

    doc = copy.deepcopy(validation.state.orders)
    doc["factions"][order.faction]["orders"][order.number - 1] = entry
    variant = _variant(validation, f"disguised-{n}", _with_orders(validation, doc))
    if not variant.ok:
        return None  # the disguise is no valid order here: nothing to compare
    quiet = copy.copy(validation.ruleset)
    quiet.maps = lambda c: {k: v for r in sorted(readers) for k, v in _svg_of(c, r).items()}
    again = resolve_validated(dataclasses.replace(variant, ruleset=quiet), None, None, "markdown")
    everyone = sorted(validation.state.factions)
    out = []
    for path in sorted(p for p in again.files if reader_of(p, everyone) in readers and not p.endswith(".png")):
        before = resolution.files.get(path, b"").decode("utf-8")
        after = again.files[path].decode("utf-8")
        if before != after:
            out.append(Leak(path, str(reader_of(path, everyone)), f"{order.faction}#{order.number}", "deed",
                            f"order #{order.number} ({order.type}) of {order.faction}, which this reader may not know of, "
                            f"reads unlike a {entry.get('type')}", _first_difference(before, after)))
    return out
