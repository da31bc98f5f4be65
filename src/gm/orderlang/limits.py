"""The limits of text orders: of a post's size (bytes, lines, a line's length, lines not
read), bounding the work per byte; and of what a post gives, the ruleset's own orders
schema's (orders per faction, length of the note), read from the schema `validate` checks,
so `gm orders` and `validate` can never disagree on how much is too much."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

MAX_LINE = 1000  # characters in one order line
MAX_LINES = 5000  # lines in one orders file: a forum post is a few dozen; more is a mistake (~1 ms a line)
MAX_POST_BYTES = 512 * 1024  # one orders file (a combined one holds every post; a forum caps a post near 60,000 characters)
MAX_UNREAD = 200  # lines of one faction's post not read (chatter, not understood) kept before the post is refused
UNBOUNDED_ORDERS = 10_000  # a schema without maxItems: still a bound on the work
UNBOUNDED_NOTE = 100_000


@dataclass(frozen=True)
class PostLimits:
    orders: int  # orders one faction may give a turn
    note: int  # characters of its note


def post_limits(ruleset) -> PostLimits:
    return _limits(ruleset.id, id(ruleset.schema("orders")))


@lru_cache(maxsize=32)
def _limits(ruleset_id: str, _schema_id: int) -> PostLimits:
    from gm import registry

    schema = registry.get(ruleset_id).schema("orders")
    fac = schema.get("properties", {}).get("factions", {})
    per = fac.get("additionalProperties") or next(iter(fac.get("patternProperties", {}).values()), {})
    props = per.get("properties", {}) if isinstance(per, dict) else {}
    orders = props.get("orders", {}).get("maxItems", UNBOUNDED_ORDERS)
    note = props.get("note", {}).get("maxLength", UNBOUNDED_NOTE)
    return PostLimits(int(orders), int(note))
