"""Typed events: what happened in a turn, and who may know it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable


@dataclass(frozen=True)
class Audience:
    """Who may read an event: everyone, some factions, or the GM only."""

    is_public: bool = False
    factions: frozenset[str] = frozenset()

    @classmethod
    def public(cls) -> "Audience":
        return cls(is_public=True)

    @classmethod
    def private(cls, *faction_ids: str) -> "Audience":
        return cls(is_public=False, factions=frozenset(faction_ids))

    @classmethod
    def gm(cls) -> "Audience":
        return cls(is_public=False, factions=frozenset())

    def sees(self, faction_id: str) -> bool:
        return self.is_public or faction_id in self.factions


PUBLIC = Audience.public()


@dataclass
class Event:
    kind: str  # the catalog key that narrates it, e.g. "resources.collected"
    audience: Audience
    params: dict[str, Any] = field(default_factory=dict)
    rolls: tuple = ()  # gm.dice.Roll objects shown with the event
    order: Any = None  # the Order this event answers, if any
    phase: str = ""


def applier_registry() -> tuple[dict[str, Callable], Callable]:
    """(APPLIERS, applier): a ruleset module's table of event kind -> state update, and
    the decorator that fills it:

        APPLIERS, applier = applier_registry()

        @applier("army.moved", "army.retreated")
        def _moved(ctx, event): ...
    """
    table: dict[str, Callable] = {}

    def applier(*kinds: str):
        def deco(fn):
            for k in kinds:
                table[k] = fn
            return fn

        return deco

    return table, applier
