"""TurnContext: what a phase reads (state, settings, orders, dice) and how it speaks."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any, Callable, Iterator, Protocol

from gm.engine.events import PUBLIC, Audience, Event
from gm.engine.orders import Order, Outcome, orders_from_document
from gm.engine.state import GameState

if TYPE_CHECKING:
    from gm.dice import DiceService


class RulesetHooks(Protocol):
    """What the context itself asks of its ruleset. gm.rulesets.base.Ruleset provides it
    (and the rest a turn asks); the engine imports no ruleset module: they import it."""

    package: str

    def settings(self, game: dict) -> dict: ...

    def applier_for(self, kind: str) -> Callable | None: ...


class TurnContext:
    def __init__(self, ruleset: RulesetHooks, state: GameState, dice: "DiceService", lang: str = "es",
                 refused: dict | None = None, malformed: frozenset = frozenset()):
        self.ruleset = ruleset
        self.state = state
        self.dice = dice
        self.lang = lang
        self.settings: dict = ruleset.settings(state.game)
        self.events: list[Event] = []
        self.outcomes: dict[tuple[str, int], Outcome] = {}
        self.phase = ""
        self.model: Any = None  # the ruleset's working model, built in prepare()
        self.next_state: GameState | None = None  # set by the engine after finish()
        given = orders_from_document(state.orders)
        # orders validate rejected (gm.engine.validate: key (faction, index) -> reasons): the
        # phases never see them; settle_refused() rejects them with those words
        self._refused = {o.key: o for o in given if (o.faction, o.number - 1) in (refused or {})}
        self._reasons = {o.key: (refused or {})[(o.faction, o.number - 1)] for o in self._refused.values()}
        self.malformed = frozenset((f, i + 1) for f, i in malformed)  # restated as written, not by the ruleset
        self._given = given
        self._given_by_faction: dict[str, list[Order]] = {}  # orders_given(f) is asked once per faction: an index, not a scan each
        for o in given:
            self._given_by_faction.setdefault(o.faction, []).append(o)
        self.order_sources: dict = {}  # (faction, index) -> (file, line, text) of orders read from text
        self._orders = [o for o in given if o.key not in self._refused]
        self._orders_by_faction: dict[str, list[Order]] = {}
        for o in self._orders:
            self._orders_by_faction.setdefault(o.faction, []).append(o)
        self._memo: dict[str, Any] = {}
        self.effects: dict[tuple[str, int], list[Event]] = {}  # order key -> events emitted while carrying it out (carrying)
        self._carrying: list[Order] = []
        self.chances: dict[tuple[str, int], Callable | None] = {}  # order key -> the phase's odds (chance)
        self._private_index: tuple[int, dict[str, list[Event]]] | None = None
        self._catalog = None

    def memo(self, key: str, compute):
        """Compute once per turn what two outputs need (the map specs for maps and reports)."""
        if key not in self._memo:
            self._memo[key] = compute()
        return self._memo[key]

    @property
    def turn(self) -> int:
        return self.state.turn

    @property
    def missing_messages(self) -> set[str]:
        """Catalog keys ctx.t was asked for and did not find, and messages that failed (a test keeps this empty)."""
        return set(self._catalog.missing | self._catalog.errors) if self._catalog is not None else set()

    @property
    def end_state(self) -> GameState:
        """The state the turn ends in (once the engine has it), else the current one."""
        return self.next_state if self.next_state is not None else self.state

    def t(self, key: str, **params) -> str:
        """A catalog message in the turn's language, as plain text: for a roll's `why`,
        which rolls.toml keeps and the reports escape when they show it."""
        from gm.text.i18n import Catalog

        if self._catalog is None:
            self._catalog = Catalog(self.lang, (self.ruleset.package,))
        text = self._catalog.format(key, params)
        return key if text is None else text

    # -- orders -------------------------------------------------------------------
    def all_orders(self) -> list[Order]:
        return list(self._orders)

    def orders_of(self, faction_id: str) -> list[Order]:
        return list(self._orders_by_faction.get(faction_id, ()))

    def orders_given(self, faction_id: str | None = None) -> list[Order]:
        """Every order given (of one faction), those rejected before the turn included: what
        the reports list. The phases ask orders_of and all_orders, which leave those out."""
        return list(self._given if faction_id is None else self._given_by_faction.get(faction_id, ()))

    def settle_refused(self) -> None:
        """Reject, once the phases are over, each order validate rejected, with its reasons."""
        from gm.engine.orders import reason_params

        for key, order in self._refused.items():
            if key not in self.outcomes:
                reason, params = reason_params(self._reasons[key])
                self.reject(order, reason, **params)

    def orders_by_type(self, *types: str) -> list[Order]:
        return [o for o in self._orders if o.type in types]

    def pending(self, order: Order) -> bool:
        return order.key not in self.outcomes

    def apply(self, order: Order, kind: str = "order.applied", /, rolls=(), audience: Audience | None = None, **params) -> Outcome:
        """Mark an order applied; `kind` is the catalog key that says what it did."""
        return self._settle(order, True, kind, rolls, audience, params)

    def reject(self, order: Order, reason: str, /, rolls=(), **params) -> Outcome:
        """Mark an order rejected with a typed reason the faction reads in its report."""
        return self._settle(order, False, reason, rolls, None, params)

    def _settle(self, order, applied, key, rolls, audience, params) -> Outcome:
        if order.key in self.outcomes:
            raise RuntimeError(f"order {order.faction}#{order.number} settled twice ({self.outcomes[order.key].key}, then {key})")
        outcome = Outcome(order, applied, key, dict(params))
        audience = audience or Audience.private(order.faction)
        self.dice.check_shown(rolls, audience, f"{self.phase}: {key}")
        self.outcomes[order.key] = outcome
        self.events.append(Event(key, audience, dict(params), tuple(rolls), order, self.phase))
        return outcome

    @contextlib.contextmanager
    def carrying(self, order: Order) -> Iterator[None]:
        """The events emitted inside are what `order` did (ctx.effects): the judge compares
        them across its probes, so an attack whose hit the dice decide depends on them."""
        self._carrying.append(order)
        try:
            yield
        finally:
            self._carrying.pop()

    @property
    def carried(self) -> Order | None:
        """The order being carried out (carrying), if any."""
        return self._carrying[-1] if self._carrying else None

    def chance(self, order: Order | None, compute: Callable[[], Any]) -> None:
        """The chance the rules fix that `order` comes out well, as the phase that rolls for
        it computes it from the numbers it rolls with (a thunk: only `gm check` asks,
        gm.engine.judge). A second die deciding the same order leaves it unknown."""
        if order is not None:
            self.chances[order.key] = None if order.key in self.chances else compute

    # -- events -------------------------------------------------------------------
    def emit(self, kind: str, audience: Audience = PUBLIC, /, rolls=(), order: Order | None = None, **params) -> Event:
        """Record an event; the ruleset's applier for this kind updates the state first.

        `kind` and `audience` are positional-only, so events may carry params of those names."""
        if order is not None and not isinstance(order, Order):
            raise TypeError(f"emit({kind!r}): `order` is reserved for the Order an event answers; rename the param")
        self.dice.check_shown(rolls, audience, f"{self.phase}: {kind}")
        event = Event(kind, audience, dict(params), tuple(rolls), order, self.phase)
        applier = self.ruleset.applier_for(kind)
        if applier is not None:
            applier(self, event)
        self.events.append(event)
        if self._carrying:
            self.effects.setdefault(self._carrying[-1].key, []).append(event)
        return event

    def private_events(self, faction_id: str) -> list[Event]:
        """The events addressed to this faction and not to everyone, in order. Indexed
        once the phases are over: a report per faction would otherwise scan every event."""
        if self._private_index is None or self._private_index[0] != len(self.events):
            index: dict[str, list[Event]] = {}
            for e in self.events:
                if not e.audience.is_public:
                    for f in e.audience.factions:
                        index.setdefault(f, []).append(e)
            self._private_index = (len(self.events), index)
        return list(self._private_index[1].get(faction_id, ()))

    def events_for(self, faction_id: str | None) -> list[Event]:
        """Events a faction may read (None: the public)."""
        if faction_id is None:
            return [e for e in self.events if e.audience.is_public]
        return [e for e in self.events if e.audience.sees(faction_id)]
