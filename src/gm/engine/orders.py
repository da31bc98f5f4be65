"""Orders as the players wrote them, and what became of each."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Order:
    faction: str
    number: int  # 1-based position in the faction's list, as players count
    type: str
    params: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)
    path: tuple = ()  # key path in orders.toml, for errors

    @property
    def key(self) -> tuple[str, int]:
        return (self.faction, self.number)

    def get(self, name: str, default: Any = None) -> Any:
        return self.params.get(name, default)

    def summary(self) -> str:
        """`move (army=guardianes, to=B3)`: the order as written, for reports."""
        args = ", ".join(f"{k}={_short(v)}" for k, v in self.params.items())
        return f"{self.type} ({args})" if args else self.type


def _short(value: Any) -> str:
    if isinstance(value, list):
        return "[" + ", ".join(_short(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}={_short(v)}" for k, v in value.items()) + "}"
    return str(value)


@dataclass(frozen=True)
class Outcome:
    order: Order
    applied: bool
    key: str  # catalog key: what was done, or why it was rejected
    params: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)


def orders_from_document(doc: dict) -> list[Order]:
    """All orders in an orders.toml document, faction by faction (sorted), in order."""
    out: list[Order] = []
    factions = doc.get("factions", {}) or {}
    for fid in sorted(factions):
        entries = (factions[fid] or {}).get("orders", []) or []
        for i, entry in enumerate(entries):
            if not isinstance(entry, dict):  # malformed (validate rejects it): kept, to be rejected as written
                entry = {"type": "", "value": entry}
            params = {k: v for k, v in entry.items() if k != "type"}
            out.append(Order(fid, i + 1, str(entry.get("type", "")), params, ("factions", fid, "orders", i)))
    return out


def reason_params(reasons: list) -> tuple[str, dict[str, Any]]:
    """The catalog key and variables that word an order's rejection from the problems found
    at it (gm.errors.Msg or text), as the report renders them (nested messages as Text)."""
    from gm.text.blocks import Text

    def text(reason):
        if hasattr(reason, "key") and hasattr(reason, "params"):
            return Text(reason.key, {k: text(v) for k, v in reason.params.items()})
        return reason

    first = text(reasons[0])
    for other in reasons[1:]:
        first = Text("problem.list", {"first": first, "second": text(other)})
    if isinstance(first, Text):
        return first.key, dict(first.params)
    return "engine.rejected_as_said", {"reason": str(first)}
