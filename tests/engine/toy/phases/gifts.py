"""Orders: a gift of gold to another faction, a prayer (a private roll)."""

from __future__ import annotations

from gm.engine.events import Audience

from .. import rules


def gifts(ctx) -> None:
    for order in ctx.all_orders():
        HANDLERS[order.type](ctx, order)


def _give(ctx, order) -> None:
    to, amount = order.get("to"), order.get("amount", 0)
    gold = ctx.model.gold[order.faction]
    if to not in ctx.model.gold:
        ctx.reject(order, "toy.reject.unknown_faction", to=to)
    elif not rules.can_give(gold, amount):
        ctx.reject(order, "toy.reject.not_enough", amount=amount, gold=gold)
    else:
        ctx.emit("toy.gift", Audience.private(order.faction, to), giver=order.faction, to=to, amount=amount,
                 giver_name=ctx.model.names[order.faction], to_name=ctx.model.names[to])
        ctx.apply(order, "toy.gave", to=ctx.model.names[to], amount=amount)


def _pray(ctx, order) -> None:
    r = ctx.dice.roll(f"pray/{order.faction}/{order.number}", rules.prayer_dice(ctx.settings), ctx.t("toy.why.prayer"),
                      audience=Audience.private(order.faction))
    ctx.apply(order, "toy.prayed", rolls=(r,), total=r.total)


HANDLERS = {"give": _give, "pray": _pray}
