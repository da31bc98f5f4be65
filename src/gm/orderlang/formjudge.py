"""The order form's lines as the one judge leaves them (issue 23): resolve's own turn
(gm.engine.turn.run_phases: the schema, the ruleset's checks and phases, on a probe seed),
never a second list of rules.

- Each order type's line names the faction's first thing it could (form.Draft); while no
  filling of it passes, the next thing's line is judged, up to form.MAX_ALTERNATIVES.
- A line with placeholders is judged with the fillings the player could write
  (gm.orderlang.fillings) and stays if one passes; a note below it names the fillings that
  pass: all of them when the player's choices are few (factions, rule entries), some
  (EXAMPLES) where they are many (squares, numbers).
- Many lines are judged in one turn (a turn each would make resolve several times slower):
  every faction's at once. A refused line is sure only if none of its faction's lines
  passed in that turn (one that passed may have spent what it needed, or taken its unit's
  action: one unit's `atrincherar` and `curar` are one action each); else it is judged
  again (DOUBTS times at most), up to MAX_RUNS turns. Two lines of one thing that both pass are judged again one
  a turn (a ship moved, then a station built where it went). Where a refused first order
  takes its thing's action too (eraide: Ruleset.first_order_acts), a turn holds one line
  for each thing from the start.
- Then the whole form, as a player who takes every line copies it (each placeholder filled
  with its first passing filling), is judged in one turn: a line refused there gets a note
  with the report's words (research and a calamity that each cost more than half of what
  the god has), unless it fails only with other lines of its own thing (Ruleset.order_actor:
  the form is a menu, one character's lines are alternatives: _across).

Speed (issue 26; resolve CPU, generated games, seed `generate`): the forms with no line of
a contested kind share one turn (_together), and `solo` (_checked) keeps each faction's
orders judged alone so the whole form judged again asks only for those that changed.
100 gods 34.3 s -> 26.2 s (solo turns 321 -> 230); 100 races 115 s -> 113 s (every race's
form has a contested line: still two solo turns a faction, the square of the factions).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from gm.orderlang.fillings import _put
from gm.orderlang.limits import post_limits

MAX_RUNS = 48  # turns a stage; a line still unsure after them is left out
EXAMPLES = 1  # passing fillings a note gives where the player's choices are many
DOUBTS = 2  # turns a line is refused beside others of its faction that pass before it counts as refused
APART = 4  # fillings judged of each line where a turn holds one line for each thing (a turn each)


@dataclass
class _Line:
    draft: object  # form.Draft
    found: list | None  # its fillings (fillings.Filling); None: a kind gm has no choices for, kept unjudged
    orders: list = field(default_factory=list)  # the order each filling says ([]: it does not read)
    complete: bool = True
    passing: list = field(default_factory=list)  # indices of fillings the judge passes
    beaten: bool = False  # a line of its kind naming an earlier thing passes

    def wants(self) -> bool:
        return self.complete or len(self.passing) < EXAMPLES

    def kept(self) -> bool:
        return not self.beaten and (self.found is None or bool(self.passing))


@dataclass(frozen=True)
class _Try:
    at: tuple  # (faction, draft index)
    k: int  # which filling
    fid: str
    actor: object


def judged_form(ruleset, state, lang: str, drafts: dict, scopes: dict) -> dict[str, list[str]]:
    """Per faction, of its drafts (gm.orderlang.form.Draft; its Scope in `scopes`), the
    kept lines in the phrasebook's order, each followed by its notes (entries starting
    with NOTE)."""
    from gm.orderlang.fillings import MAX_FILLINGS

    fids = list(drafts)
    lines: dict[tuple, _Line] = {}
    read: dict = {}
    won: set = set()
    one_each = getattr(ruleset, "first_order_acts", False)
    cap = APART if one_each else MAX_FILLINGS
    for stage in range(max((d.alt + d.shape + 1 for ds in drafts.values() for d in ds), default=0)):
        # a kind's next thing (or a line's next shape) only while none passed; a line per
        # thing (talents) at once, and every thing's at once where a turn holds one line for
        # each (their turns overlap)
        todo = [(fid, i) for fid in fids for i, d in enumerate(drafts[fid])
                if (d.alt + d.shape == stage or (stage == d.shape and (one_each or len(d.group) > 1)))
                and (fid, d.group) not in won and (fid, i) not in lines]
        if not todo:
            continue
        for at in todo:
            lines[at] = _read(drafts[at[0]][at[1]], scopes[at[0]], lang, read)
        owner = {at: ruleset.form_actor_owner(state, at[0], lines[at].draft.actor) for at in todo}  # a unit's army (primordia)
        _settle(state, ruleset, lang, [_Try(at, k, at[0], owner[at]) for at in todo for k in range(min(cap, len(lines[at].orders)))], lines)
        for at in sorted(todo, key=lambda at: (lines[at].draft.alt, lines[at].draft.shape, at)):
            if (at[0], lines[at].draft.group) in won:
                lines[at].beaten = True  # a line of its kind naming an earlier thing passes: one is enough
            elif lines[at].kept():
                won.add((at[0], lines[at].draft.group))
    together = _checked(state, ruleset, lang, fids, drafts, lines)
    kept = _kept(fids, drafts, lines)
    return {fid: [entry for at in kept[fid] for entry in _entries(lines[at], together.get(at), lang)] for fid in fids}


def _kept(fids, drafts, lines) -> dict:
    return {fid: [(fid, i) for i in range(len(drafts[fid])) if (fid, i) in lines and lines[(fid, i)].kept()] for fid in fids}


def _checked(state, ruleset, lang: str, fids, drafts, lines) -> dict:
    """The whole form of each faction judged as `gm check` judges it (_together). A line of
    a kind the others' orders may change (Ruleset.contested_orders: a trade both forms
    offer passes in a turn of every faction's lines) refused there is judged alone, its
    fillings `gm check` refuses are left out, and the form is judged again."""
    solo: dict = {}  # one faction's orders -> its verdicts: the same orders judged again give the same
    together = _together(state, ruleset, lang, _kept(fids, drafts, lines), lines, solo)
    contested = frozenset(getattr(ruleset, "contested_orders", ()))
    # a line of such a kind that passed in a turn of every faction's lines may have passed by
    # another's (`paz con Gorkamorka` beside Gorkamorka's `declarar guerra a Sigmar`): each alone
    suspects = [at for ats in _kept(fids, drafts, lines).values() for at in ats
                if lines[at].passing and lines[at].orders[lines[at].passing[0]].get("type") in contested]
    one_each = getattr(ruleset, "first_order_acts", False)
    if one_each:  # a thing's line passed beside the others' (one that stepped off its square): each alone
        suspects = [at for ats in _kept(fids, drafts, lines).values() for at in ats if lines[at].passing]
    if _alone(state, ruleset, lang, suspects, lines, solo, batch=not one_each):
        together = _together(state, ruleset, lang, _kept(fids, drafts, lines), lines, solo)
    return together


def _alone(state, ruleset, lang: str, suspects: list, lines: dict, solo: dict, batch: bool = True) -> bool:
    """Drop each suspect's fillings `gm check` refuses given alone; whether any was. Each
    faction's are judged in one turn first (`batch`): those passing there pass (as in
    _settle); when none does, none passes alone; else each refused one is judged alone.
    Every faction's are asked at once (_solo_each: those apart share a turn)."""
    by_faction: dict[str, list] = {}
    for at in suspects:
        by_faction.setdefault(at[0], []).extend((at, k) for k in lines[at].passing)
    if batch:
        first = _refused_each(state, ruleset, lang, by_faction, lines, solo)
        refused = {fid: got for fid, got in first.items() if len(got) == len(by_faction[fid])}
        again = {fid: got for fid, got in first.items() if 0 < len(got) < len(by_faction[fid])}
    else:
        refused, again = {}, by_faction
    for j in range(max((len(tries) for tries in again.values()), default=0)):  # the j-th of each faction's, alone
        one = {fid: [tries[j]] for fid, tries in again.items() if j < len(tries)}
        for fid, got in _refused_each(state, ruleset, lang, one, lines, solo).items():
            refused.setdefault(fid, []).extend(got)
    for tries in refused.values():
        for at, k in tries:
            lines[at].passing.remove(k)
    return any(refused.values())


def _refused_each(state, ruleset, lang: str, tries: dict, lines: dict, solo: dict) -> dict:
    """Per faction, those of its (line, filling) tries `gm check` refuses, given together."""
    verdicts = _solo_each(state, ruleset, lang, {fid: [lines[at].orders[k] for at, k in ts] for fid, ts in tries.items()}, solo)
    return {fid: [t for t, v in zip(ts, verdicts[fid] or ()) if v.refused] for fid, ts in tries.items()}


def _solo_each(state, ruleset, lang: str, orders: dict, solo: dict) -> dict:
    """Per faction, its verdicts on its `orders` given alone, as `gm check` gives them (None:
    the GM's files have errors); the factions whose orders cannot reach each other share a
    turn (gm.engine.judge.judge_each). `solo` keeps those judged: the form asks again for a
    faction whose lines did not change (its whole form, judged again after a contested line left)."""
    from gm.engine.judge import judge_each

    keys = {fid: (fid, repr(listed)) for fid, listed in orders.items()}
    todo = {fid: {"orders": orders[fid]} for fid, key in keys.items() if key not in solo}
    for fid, verdicts in judge_each(state, ruleset, todo, lang, probes=PROBE).items():
        solo[keys[fid]] = verdicts
    return {fid: solo[key] for fid, key in keys.items()}


def _solo(state, ruleset, lang: str, fid: str, orders: list, solo: dict) -> list | None:
    """One faction's verdicts on `orders` given alone (_solo_each of that faction)."""
    return _solo_each(state, ruleset, lang, {fid: orders}, solo)[fid]


def _read(draft, scope, lang: str, read: dict) -> _Line:
    """The draft's fillings and the orders they say, read as gm reads a post (parsing is
    the slow part: another thing's line of the same shape is the first line's order with
    that thing put in; `read` keeps the first lines' orders)."""
    from gm.orderlang.fillings import choices, complete, readings

    found = choices(draft.line, draft.holes, scope, draft.chosen())
    if found is None:
        return _Line(draft, None)
    shape = (draft.group[0], tuple(h.key for h in draft.holes), tuple(sorted(draft.picked)))
    if shape in read:
        base = _put(read[shape], draft.picked)
        orders = [_put(base, f.values) for f in found]
    else:
        langs = (lang,) + tuple(x for x in ("es", "en") if x != lang)
        orders = readings([(f.text, f.values) for f in found], scope, langs)
        if orders and all(k in orders[0] for k in draft.picked):
            read[shape] = orders[0]
    return _Line(draft, found, orders, complete(draft.holes, found))


def _settle(state, ruleset, lang: str, tries: list[_Try], lines: dict) -> None:
    """Judge the tries in as few turns as the rules allow; each line's passing fillings."""
    pending = tries
    one_each = getattr(ruleset, "first_order_acts", False)
    serial: set = set()  # tries judged one a turn for their thing
    doubts: dict = {}
    most = post_limits(ruleset).orders  # a faction's orders a turn at most: more and validation refuses them all
    for _ in range(MAX_RUNS):
        pending = [t for t in pending if lines[t.at].wants()]
        if not pending:
            break
        run, later, taken, again, count = [], [], set(), {}, {}
        for t in pending:
            who = (t.fid, t.actor) if t.actor is not None and (one_each or t in serial) else None
            # judged again: one such try of a faction a turn (two lines may each spend what the
            # other needs; two fillings of one line may exclude each other: one spy mission a turn)
            doubted = doubts.get(t, 0) > 0
            if who in taken or (doubted and again.setdefault(t.fid, t) != t) or count.get(t.fid, 0) >= most:
                later.append(t)
                continue
            run.append(t)
            count[t.fid] = count.get(t.fid, 0) + 1
            taken |= {who} if who else set()
        refused = _refused(state, ruleset, lang, [(t.fid, lines[t.at].orders[t.k]) for t in run])
        passed = [t for j, t in enumerate(run) if j not in refused]
        busy = {t.fid for t in passed}
        acted = {(t.fid, t.actor) for t in passed if t.actor is not None}
        # two lines of one thing that both passed: one may have made the other pass (a
        # ship moved, then a station built where it went); from now on one a turn
        lines_of = Counter((t.fid, t.actor) for t in passed if t.actor is not None)  # counted once: not each against every other
        twice = {t for t in passed if t.actor is not None and lines_of[(t.fid, t.actor)] > 1}
        serial |= twice
        for j, t in enumerate(run):
            if j in refused:  # one of its thing's lines that passed beside it took its action: again
                doubts[t] = doubts.get(t, 0) + (t.fid in busy and (t.fid, t.actor) not in acted)
                later += [t] if t.fid in busy and doubts[t] < DOUBTS else []  # or another may have spent what it needs
            elif t in twice:
                later.append(t)
            else:
                lines[t.at].passing.append(t.k)
        pending = sorted(later, key=lambda t: (t.at, t.k))
    for line in lines.values():
        line.passing.sort()


def _refused(state, ruleset, lang: str, orders: list[tuple[str, dict]]) -> set[int]:
    """The indices of `orders` resolve would refuse, every faction's given at once
    (gm.engine.judge.refusals_all)."""
    from gm.engine.judge import refusals_all

    listed: dict[str, list[dict]] = {}
    where = {}
    for j, (fid, order) in enumerate(orders):
        listed.setdefault(fid, []).append(order)
        where[(fid, len(listed[fid]))] = j
    refused = refusals_all(state, ruleset, listed, lang)
    if refused is None:  # the GM's files have errors: nothing is sure
        return set(where.values())
    return {where[key] for key in refused if key in where}


def _together(state, ruleset, lang: str, kept: dict, lines: dict, solo: dict) -> dict:
    """(faction, draft index) -> the report's words for a line `gm check` refuses when the
    faction gives every judged line of its form at once, each with its first passing filling
    (_refusals), and the line that makes it fail (_undoer, its questions asked ahead)."""
    from gm.reports.render import Markdown
    from gm.text.blocks import Text
    from gm.text.i18n import Catalog

    words = Markdown(Catalog(lang, (ruleset.package,)))
    taken = {fid: [at for at in ats if lines[at].passing] for fid, ats in kept.items()}
    orders = {fid: [lines[at].orders[lines[at].passing[0]] for at in ats] for fid, ats in taken.items() if ats}
    refusals = _refusals(state, ruleset, lang, orders, solo)
    actors = {fid: [lines[at].draft.actor for at in taken[fid]] for fid in orders}
    _prefetch(state, ruleset, lang, {fid: [q for n, _, _ in refusals[fid] if (q := _above_query(ruleset, orders[fid], actors[fid], n))] for fid in orders}, solo)
    out = {}
    for fid, listed in orders.items():
        for n, key, params in refusals[fid]:
            j = _undoer(state, ruleset, lang, fid, listed, actors[fid], n, solo)
            refusal = _across(state, ruleset, lang, fid, listed, n, j, (key, params), solo)
            if refusal is None:
                continue  # lines of one thing are a menu to choose from, not orders given together
            reason = _in_brackets(words.catalog.continued(refusal[0], words.inline(Text(*refusal), raw=True)))  # as gm check writes it after a colon
            if j == n:  # the lines above make it fail
                out.setdefault(taken[fid][n - 1], []).append(("orderlang.form_together", {"reason": reason}))
            else:  # a line further down undoes it: the note goes there
                out.setdefault(taken[fid][j - 1], []).append(("orderlang.form_undoes", {"line": lines[taken[fid][n - 1]].draft.line, "reason": reason}))
    return out



def _refusals(state, ruleset, lang: str, orders: dict, solo: dict) -> dict:
    """Per faction, (line number, key, params) of each of its form's lines `gm check` refuses
    given the whole form. The forms with no line of a contested kind (Ruleset.contested_orders:
    no other faction's order changes theirs) are judged in one turn, as judge_all judges (a
    turn each made the form grow with the square of the factions); each other form alone."""
    from gm.engine.judge import refusals_all

    contested = frozenset(getattr(ruleset, "contested_orders", ()))
    apart = {fid: listed for fid, listed in orders.items() if all(o.get("type") not in contested for o in listed)}
    at_once = refusals_all(state, ruleset, apart, lang) if len(apart) > 1 else None
    alone = _solo_each(state, ruleset, lang, {fid: listed for fid, listed in orders.items() if at_once is None or fid not in apart}, solo)
    out = {}
    for fid in orders:
        if fid not in alone:
            out[fid] = [(n, key, params) for (f, n), (key, params) in at_once.items() if f == fid]
        else:
            out[fid] = [(v.number, v.key, v.params) for v in alone[fid] or () if v.refused]
    return out


def _prefetch(state, ruleset, lang: str, queries: dict, solo: dict) -> None:
    """Judge ahead, into `solo`, the order sets each faction's _above will ask for: round r
    gives every faction's r-th at once (_solo_each: a turn shared by those apart), not a turn
    for each (1,000 gods: 129 -> 80 turns, outputs unchanged)."""
    for r in range(max(map(len, queries.values()), default=0)):
        _solo_each(state, ruleset, lang, {fid: qs[r] for fid, qs in queries.items() if r < len(qs)}, solo)

def _in_brackets(reason: str) -> str:
    """A refusal written inside a note's brackets: without the full stop that ends it as a
    sentence («(…: cuesta 15 recursos y tienes 7)», not «tienes 7.)»)."""
    return reason[:-1] if reason.endswith(".") and not reason.endswith("..") else reason


def _across(state, ruleset, lang: str, fid: str, listed: list, n: int, j: int, refusal: tuple, solo: dict) -> tuple | None:
    """Line `n`, refused with lines 1..j for `refusal` (key, params), judged without the
    other lines of its own thing (Ruleset.order_actor): None where only they make it fail
    (a line further down of the same thing undoes it, or it passes with the lines above of
    other things alone); such lines are alternatives (one action per character) and get no
    note (reader X3, E1, S2, P1). Else the refusal the other things' lines cause."""
    who = ruleset.order_actor(listed[n - 1])
    if who is None:
        return refusal  # unknown: judged as orders given together
    if j != n:
        return None if ruleset.order_actor(listed[j - 1]) == who else refusal
    others = [o for o in listed[:n - 1] if ruleset.order_actor(o) != who]
    if len(others) == n - 1:
        return refusal  # no line of its thing above: the conflict is with the others'
    verdicts = _solo(state, ruleset, lang, fid, others + [listed[n - 1]], solo)
    last = verdicts[-1] if verdicts else None
    return (last.key, last.params) if last is not None and last.refused else None



def _undoer(state, ruleset, lang: str, fid: str, listed: list, actors: list, n: int, solo: dict) -> int:
    """The first line j (n or below it) with which line `n`, refused with the whole form, is
    refused given lines 1..j: n where the lines above make it fail; else the line further
    down that undoes it (a unit dissolved, a fury shouted after the attack). Searched by
    halves (the whole form refuses it)."""
    if _above(state, ruleset, lang, fid, listed, actors, n, solo):
        return n
    low, high = n, len(listed)  # refused given lines 1..high, not given 1..low
    while high - low > 1:
        mid = (low + high) // 2
        verdicts = _solo(state, ruleset, lang, fid, listed[:mid], solo)
        if verdicts is None or verdicts[n - 1].refused:
            high = mid
        else:
            low = mid
    return high


def _above(state, ruleset, lang: str, fid: str, listed: list, actors: list, n: int, solo: dict) -> bool:
    """Whether line `n`, refused with the whole form, is refused with the lines above it
    alone: the note says "si das también las de arriba", so a line a later one undoes
    (a unit dissolved further down, a fury shouted after the attack) gets none."""
    query = _above_query(ruleset, listed, actors, n)
    if query is None:
        return True
    verdicts = _solo(state, ruleset, lang, fid, query, solo)
    return verdicts is None or verdicts[n - 1].refused


def _above_query(ruleset, listed: list, actors: list, n: int) -> list | None:
    """The orders _above judges for line `n`: the lines above it and it; None where it is
    refused with them without a turn."""
    if n == len(listed):
        return None  # the lines above it are the whole form
    if getattr(ruleset, "first_order_acts", False) and actors[n - 1] is not None and actors[n - 1] in actors[:n - 1]:
        return None  # its thing's first line above took its action, passed or not
    return listed[:n]


NOTE = "  "  # a form entry that starts so is a note on the line above, not an order
# the whole form is judged on one probe, the first of gm check's (gm.engine.judge.PROBES): a
# line passing there gm check cannot reject (it rejects only what every probe rejects); its
# refusals are the dice-free ones. All of them would double the form's time (sector sample
# 0.50 -> 0.95 s CPU), for lines gm check would only say depend on the dice.
PROBE = ("probe-1",)


def _entries(line: _Line, notes: list | None, lang: str) -> list[str]:
    """The line and its notes: the fillings that pass, and why it fails with the others."""
    from gm.orderlang.messages import say

    out = [line.draft.line]
    if line.found is not None and line.draft.holes and (not line.complete or len(line.passing) < len(line.orders) or _named(line.draft.holes)):
        words = ", ".join(h.word for h in line.draft.holes)
        picked = _picked(line.draft.holes, [line.found[k].words for k in line.passing], lang)
        key = "orderlang.form_choices" if line.complete else "orderlang.form_examples"
        out += [NOTE + say(lang, key, words=words, choices=picked)]
    out += [NOTE + say(lang, key, **params) for key, params in notes or ()]
    return out


NAMED_KINDS = ("faction", "any.", "data.")  # a placeholder that is one of a few names: the note lists them


def _named(holes: list) -> bool:
    """Whether a placeholder is a name to pick (a faction, a thing in sight, a rule entry):
    the note lists them even when all pass, for the player must write one of them as gm
    reads it (`declarar guerra a <facción>`: which factions, spelt how)."""
    return any(alt.removeprefix("list.").startswith(NAMED_KINDS) for h in holes for alt in h.kind.split("+"))


def _picked(holes: list, fillings: list[tuple], lang: str) -> str:
    """The passing fillings as the note lists them; where they differ only in one number
    the number's run is given once ("Orkos (1 a 3)", not "1, Orkos; 2, Orkos; 3, Orkos")."""
    joint = "; " if len(holes) > 1 else ", "
    counts = [i for i, h in enumerate(holes) if h.kind == "int"]
    if len(counts) != 1 or len(fillings) < 2:
        return joint.join(", ".join(words) for words in fillings)
    at = counts[0]
    runs: dict[tuple, list[str]] = {}
    for words in fillings:
        runs.setdefault(words[:at] + words[at + 1:], []).append(words[at])
    out = []
    for rest, numbers in runs.items():
        told = _run(numbers, lang)
        out.append(", ".join(rest) + f" ({told})" if rest else told)
    return joint.join(out)


def _run(numbers: list[str], lang: str) -> str:
    """"1 a 3" for consecutive numbers, else them listed ("1, 3")."""
    from gm.orderlang.messages import say

    values = [int(n) for n in numbers if n.isdigit()]
    if len(values) == len(numbers) > 1 and values == list(range(values[0], values[0] + len(values))):
        return say(lang, "orderlang.form_run", low=values[0], high=values[-1])
    return ", ".join(numbers)
