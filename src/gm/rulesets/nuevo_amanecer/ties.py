"""Ties between gods that the document leaves to nobody: drawn by dice, never by name.

The game has no fog of war, so a draw is public: the dice come from the public stream and
a `na.tie.drawn` event shows them, the tie and the order drawn, in the public report.
"""

from __future__ import annotations

from gm.engine.events import Audience


def draw(ctx, key: str, tie: str, hexname: str, items: list, names: list[str]) -> list:
    """A fair order of `items` (with display `names`, same order) for the tie `tie` in
    `hexname`; fewer than two items draw nothing and come back as they are."""
    if len(items) < 2:
        return list(items)
    label = dict(zip(map(_key, items), names))
    order, rolls = ctx.dice.shuffle(f"draw/{key}", list(items), ctx.t("na.why.draw", tie=ctx.t(f"na.tie_kind.{tie}", hex=hexname)),
                                    audience=Audience.public())
    ctx.emit("na.tie.drawn", Audience.public(), rolls=tuple(rolls), tie=tie, hex=hexname,
             names=[label[_key(x)] for x in order], ids=[_key(x) for x in order])
    return order


def _key(item) -> str:
    return item if isinstance(item, str) else str(getattr(item, "key", item))
