"""The one judge of orders (issue 23): what resolve would do with one faction's orders.

`gm check`, the order form and the forecast ask it; nothing else decides whether an order is
legal. It runs the turn as `resolve` runs it (validate's rejections, then the ruleset's
phases) on the state as that faction may know it (Ruleset.known_state: a hidden enemy is not
there to bump into), with that faction's orders only (the others idle),
never with the turn's dice: several probes, nothing written (a fixed seed, every die at its
lowest face, every die at its highest, another seed: a verdict a die decides differs between
them even where the order's own dice are not the ones that decide it); a die the GM already
recorded (dice.toml: rolled on the forum) is that die on every probe, so an order it decides
is answered with it. An order whose fate
or effects (what its faction reads it did, the events emitted while carrying it out:
TurnContext.carrying) differ between probes, or was decided with a die drawn for it and shown
to its faction, `depends` on the dice (with
the odds where the ruleset's forecast fixes them: Ruleset.order_odds); an order of a kind
whose result the others' orders may change (Ruleset.contested_orders, data) says so.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Callable

from gm.dice.service import HIGHEST, LOWEST
from gm.engine.state import GameState
from gm.errors import GameDataError

PROBES = ("probe-1", "probe-lowest", "probe-highest", "probe-2")  # the same answer on any machine
ENDS = {"probe-lowest": LOWEST, "probe-highest": HIGHEST}  # probes whose every die is at that end (gm.dice.service)
APPLIED, REJECTED, DEPENDS = "applied", "rejected", "depends"


@dataclass(frozen=True)
class Verdict:
    """What resolve would do with one order: its verdict, and the catalog key and variables
    its faction's report words it with (of the first probe)."""

    faction: str
    number: int  # 1-based, as the report counts
    verdict: str
    key: str
    params: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)
    dice: bool = False  # a die was drawn for it
    others: bool = False  # its kind's result may change with the others' orders (Ruleset.contested_orders)
    refused_alone: bool = False  # depends: refused with its faction's orders alone, for a reason the others' may undo (Ruleset.contested_refusals)
    odds: Any = field(default=None, compare=False)  # depends: the chance the rules fix that it comes out well (a Fraction), or None

    @property
    def applied(self) -> bool:
        return self.verdict == APPLIED

    @property
    def refused(self) -> bool:
        """Refused as things stand: rejected, or refused with its faction's orders alone for
        a reason the others' orders may undo (the order form offers neither)."""
        return self.verdict == REJECTED or self.refused_alone


@dataclass
class Judgement:
    verdicts: list[Verdict]
    context: Any  # the first probe's TurnContext (its state, outcomes: for the forecast)
    validation: Any


def known(state: GameState, ruleset, faction_id: str) -> GameState:
    """The state as this faction may know it (Ruleset.known_state; the state itself where
    it hides nothing from it): what the judge answers it on, so that gm check and the order
    form, asked again and again, never tell it what resolve alone may show it."""
    hook = getattr(ruleset, "known_state", None)
    return hook(state, faction_id) if hook is not None else state


def has_views(ruleset) -> bool:
    """Whether the ruleset gives each faction its own view (overrides Ruleset.known_state):
    then each faction's orders are judged alone, whatever is hidden now, so that which
    factions share a turn (and what the others' orders change) tells nothing either."""
    hook = getattr(type(ruleset), "known_state", None)
    return hook is not None and not getattr(hook, "hides_nothing", False)


def alone(state: GameState, faction_id: str, entry: dict | None, ruleset=None) -> GameState:
    """The state as this faction may know it (`known`; as the GM holds it without a
    ruleset), with only this faction's orders (`entry`, its table)."""
    seen = known(state, ruleset, faction_id) if ruleset is not None else state
    orders = {"turn": seen.game.get("turn", 0), "factions": {faction_id: entry or {"orders": []}}}
    return GameState(game=seen.game, factions=seen.factions, orders=orders)


def judge(state: GameState, ruleset, faction_id: str, entry: dict | None, lang: str = "es",
          probes: tuple[str, ...] = PROBES, recorded: dict | None = None) -> Judgement:
    """Every order of `faction_id`'s `entry` as resolve would settle it with no other
    faction's orders; `recorded`: the turn's dice.toml (faces rolled on the forum). The GM's
    own files, when they have errors, raise GameDataError."""
    from gm.engine.validate import validate_orders

    held = alone(state, faction_id, entry, ruleset)
    validation = validate_orders(held, ruleset)
    if not validation.ok:
        raise GameDataError(validation.errors)
    runs = [_probe(ruleset, held, seed, lang, recorded, validation) for seed in probes]
    first = runs[0]
    contested = frozenset(getattr(ruleset, "contested_orders", ()))
    verdicts = [_with_context(_verdict(order, runs), order, ruleset, held, contested, runs) for order in first.orders_given(faction_id)]
    return Judgement(verdicts, first, validation)


def _probe(ruleset, held: GameState, seed: str, lang: str, recorded: dict | None, validation):
    """One probe turn; a recorded die that does not fit its roll is the GM's data, as resolve says."""
    from gm.dice import DiceError
    from gm.engine.turn import run_phases
    from gm.errors import Problem

    try:
        return run_phases(ruleset, held, seed, lang, recorded, False, validation.rejected, validation.malformed, ENDS.get(seed))
    except DiceError as exc:
        raise GameDataError([Problem("dice.toml", (getattr(exc, "key", ""),), exc.message)]) from None


def judge_each(state: GameState, ruleset, entries: dict[str, dict], lang: str = "es",
               probes: tuple[str, ...] = PROBES) -> dict[str, list[Verdict] | None]:
    """judge()'s verdicts on each faction's entry (None: the GM's files have errors), in as
    few turns as the ruleset allows (issue 26: a turn each grew with the square of the
    factions): factions whose orders cannot reach each other (Ruleset.order_reach) share one,
    where each one's orders meet only the state, as alone."""
    out: dict[str, list[Verdict] | None] = {}
    fogged = set(entries) if has_views(ruleset) else set()  # each on its own view: alone
    for fid in fogged:
        out[fid] = _alone_or_none(state, ruleset, fid, entries[fid], lang, probes)
    for group in apart(state, ruleset, {fid: e for fid, e in entries.items() if fid not in fogged}):
        got = _shared(state, ruleset, {fid: entries[fid] for fid in group}, lang, probes) if len(group) > 1 else None
        for fid in group:
            out[fid] = got[fid] if got is not None else _alone_or_none(state, ruleset, fid, entries[fid], lang, probes)
    return out


def _alone_or_none(state: GameState, ruleset, fid: str, entry: dict, lang: str, probes) -> list[Verdict] | None:
    try:
        return judge(state, ruleset, fid, entry, lang, probes).verdicts
    except GameDataError:
        return None


def _shared(state: GameState, ruleset, entries: dict[str, dict], lang: str, probes) -> dict | None:
    """Each faction's verdicts from one turn of all their entries; None when that turn's
    validation finds the GM's files in error (then each is judged alone, as judge does)."""
    from gm.engine.turn import run_phases
    from gm.engine.validate import validate_orders

    orders = {"turn": state.game.get("turn", 0), "factions": dict(entries)}
    held = GameState(game=state.game, factions=state.factions, orders=orders)
    validation = validate_orders(held, ruleset)
    if not validation.ok:
        return None
    runs = [run_phases(ruleset, held, seed, lang, None, False, validation.rejected, validation.malformed, ENDS.get(seed))
            for seed in probes]
    contested = frozenset(getattr(ruleset, "contested_orders", ()))
    return {fid: [_with_context(_verdict(order, runs), order, ruleset, held, contested, runs) for order in runs[0].orders_given(fid)]
            for fid in entries}


def apart(state: GameState, ruleset, entries: dict[str, dict]) -> list[list[str]]:
    """The factions of `entries` in groups whose orders cannot reach each other, in their
    order: Ruleset.order_reach(state, faction, orders) gives the places its things and orders
    may act on or be acted on from this turn (squares; or a token of the ruleset's own where
    two orders naming one thing meet: two calamities on one god) and the factions its orders
    name (None: any; that faction is judged alone). Two share a group only if their places
    are apart and neither names the other."""
    hook = getattr(ruleset, "order_reach", None)
    groups: list[tuple[list[str], set, set]] = []  # (factions, places, factions they name)
    holding: dict = {}  # place -> the groups (their indices) whose places hold it
    member: dict[str, int] = {}  # faction -> its group
    for fid, entry in entries.items():
        reach = hook(state, fid, list((entry or {}).get("orders", []))) if hook is not None and len(entries) > 1 else None
        if reach is None:
            groups.append(([fid], set(), set()))
            continue
        places, named = reach
        # the first group whose places are apart from these and that neither names: the
        # groups meeting these places looked up, not every group's places scanned (1,000 gods)
        met = {i for p in places for i in holding.get(p, ())} | {member[f] for f in named if f in member}
        home = next((i for i, g in enumerate(groups) if g[1] and i not in met and fid not in g[2]), None)
        if home is None:
            home = len(groups)
            groups.append(([], set(), set()))
        g = groups[home]
        g[0].append(fid)
        g[1].update(places)
        g[2].update(named)
        member[fid] = home
        for p in places:
            holding.setdefault(p, set()).add(home)
    return [g[0] for g in groups]


def named_factions(state: GameState, orders: list) -> set[str]:
    """The factions an order table names anywhere in its values (an ally, a target): for
    Ruleset.order_reach."""
    found: set[str] = set()
    todo = list(orders)
    while todo:
        value = todo.pop()
        if isinstance(value, dict):
            todo.extend(value.values())
        elif isinstance(value, (list, tuple)):
            todo.extend(value)
        elif isinstance(value, str) and value in state.factions:
            found.add(value)
    return found


def _with_context(v: Verdict, order, ruleset, state: GameState, contested: frozenset, runs: list) -> Verdict:
    """Whether the others' orders may change it (data: the ruleset's contested kinds, never
    a second rule list), and, when dice decide it, the odds the ruleset's forecast fixes."""
    from dataclasses import replace

    from gm.engine.turn import refusals_only

    odds = None
    hook = getattr(ruleset, "order_odds", None)
    if v.verdict == DEPENDS and refusals_only():
        return replace(v, others=order.type in contested)  # the order form's: no odds asked (issue 26)
    if v.verdict == DEPENDS:
        odds = _phase_odds(order, runs)
    if v.verdict == DEPENDS and odds is None and hook is not None:
        odds = hook(state, order.faction, {**order.params, "type": order.type})
    if v.verdict == REJECTED and v.key in getattr(ruleset, "contested_refusals", ()):
        # the other side's own order (a pact it must ask too, a target that may come in range)
        # is missing only because the judge runs this faction's orders alone: no answer yet
        return replace(v, verdict=DEPENDS, others=True, refused_alone=True)
    return replace(v, others=order.type in contested, odds=odds)


def _phase_odds(order, runs):
    """The chance the phase itself gave for the order (TurnContext.chance), the same on every
    probe; None when a probe gave none, or they differ (earlier dice changed the numbers)."""
    computes = [ctx.chances.get(order.key) for ctx in runs]
    if any(c is None for c in computes):
        return None
    found = {c() for c in computes}
    return found.pop() if len(found) == 1 else None


def chance_that(expr: str, wins: Callable[[int], bool]) -> Fraction:
    """The chance a roll of `expr` (gm.dice notation, the phase's own expression) has a
    total that `wins` (the phase's own test): for Ruleset phases' TurnContext.chance."""
    from gm.dice import odds

    return sum((p for total, p in odds(expr).probabilities.items() if wins(total)), Fraction(0))


def _verdict(order, runs) -> Verdict:
    """Depends when a die the faction sees was drawn for it, or what it did (its outcome and
    its effects as the faction reads them, the dice lines left out) differs between probes."""
    outcomes = [ctx.outcomes[order.key] for ctx in runs]
    seen = [_seen_deeds(ctx, order) for ctx in runs]
    rolled = any(_unknown(e.rolls) for ctx in runs for e in ctx.events if e.order is not None and e.order.key == order.key) \
        or any(_unknown(e.rolls) for deeds in seen for e in deeds)
    same = len({_did(outcome, deeds) for outcome, deeds in zip(outcomes, seen)}) == 1
    first = outcomes[0]
    verdict = DEPENDS if rolled or not same else (APPLIED if first.applied else REJECTED)
    return Verdict(order.faction, order.number, verdict, first.key, dict(first.params), rolled)


def _unknown(rolls) -> bool:
    """Whether a roll among `rolls` is still to be made: one whose every face dice.toml
    records (rolled on the forum, before the turn) is known already."""
    return any(not (r.recorded and len(r.faces) <= len(r.recorded)) for r in rolls)


def _seen_deeds(ctx, order) -> list:
    """The events carrying out `order` made (TurnContext.carrying) that its faction reads;
    one showing a die the faction may not see (the GM's, another's stream) is left out:
    whether it happened depends on what the faction does not know, and must not be told."""
    from gm.dice.service import FACTION, PUBLIC

    fid = order.faction
    ours = (PUBLIC, FACTION + fid)
    return [e for e in ctx.effects.get(order.key, ())
            if e.audience.sees(fid) and all(getattr(r, "stream", "") in ours for r in e.rolls)]


def _did(outcome, deeds) -> str:
    """What the report says the order did, as one comparable text: its outcome's key and
    words, then each effect's (dice lines and the totals read off them left out)."""
    told = [(outcome.applied, outcome.key, _plain(outcome.params))]
    told += [(e.kind, _plain({k: v for k, v in e.params.items() if k != "rule_totals"})) for e in deeds]
    return repr(told)


def _plain(value):
    if isinstance(value, dict):
        return sorted((str(k), _plain(v)) for k, v in value.items())
    if isinstance(value, (list, tuple, set, frozenset)):
        items = [_plain(v) for v in value]
        return sorted(items, key=repr) if isinstance(value, (set, frozenset)) else items
    return repr(value)


def judge_all(state: GameState, ruleset, orders: dict[str, list[dict]], lang: str = "es") -> set[tuple[str, int]]:
    """The orders resolve would reject ((faction, number)) when every faction gives its
    `orders` at once, on the first probe seed (one a die decided is not counted); every one when the GM's files have errors (no
    turn could run: nothing is sure). For the order form: one run for every faction."""
    refused = refusals_all(state, ruleset, orders, lang)
    if refused is None:
        return {(fid, i + 1) for fid, listed in orders.items() for i in range(len(listed))}
    return set(refused)


def refusals_all(state: GameState, ruleset, orders: dict[str, list[dict]], lang: str = "es") -> dict | None:
    """judge_all's refused orders, each with the catalog key and variables its faction's
    report words the refusal with ((faction, number) -> (key, params)); None when the GM's
    files have errors. Where no faction's order can change another's (none of a contested
    kind: Ruleset.contested_orders), each faction's are what `judge` gives it alone on PROBES[0].
    Each faction's orders run on the state as it knows it (`known`)."""
    if not orders:
        return {}
    views: dict[str, tuple[GameState, dict]] = {}  # with fog each faction on its own view, alone
    for fid, listed in orders.items():
        views.setdefault(fid if has_views(ruleset) else "", (known(state, ruleset, fid), {}))[1][fid] = listed
    out: dict = {}
    for seen, listed in views.values():
        got = _refusals_on(seen, ruleset, listed, lang)
        if got is None:
            return None
        out.update(got)
    return out


def _refusals_on(state: GameState, ruleset, orders: dict[str, list[dict]], lang: str) -> dict | None:
    """refusals_all's answer for factions that all know `state` alike: one turn."""
    from gm.engine.turn import run_phases
    from gm.engine.validate import validate_orders

    doc = {"turn": state.game.get("turn", 0), "factions": {fid: {"orders": listed} for fid, listed in orders.items()}}
    held = GameState(game=state.game, factions=state.factions, orders=doc)
    validation = validate_orders(held, ruleset)
    if not validation.ok:
        return None
    ctx = run_phases(ruleset, held, PROBES[0], lang, None, False, validation.rejected, validation.malformed, ENDS.get(PROBES[0]))
    rolled = {e.order.key for e in ctx.events if e.order is not None and e.rolls}  # the dice decided: it may pass
    rolled |= {key for key, outcome in ctx.outcomes.items() if any(e.rolls for e in _seen_deeds(ctx, outcome.order))}
    return {key: (outcome.key, dict(outcome.params)) for key, outcome in ctx.outcomes.items() if not outcome.applied and key not in rolled}
