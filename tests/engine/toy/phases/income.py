"""Income: every faction rolls its gold for the turn, in public."""

from __future__ import annotations

from gm.engine.events import Audience

from .. import rules


def income(ctx) -> None:
    for fid in sorted(ctx.model.gold):
        r = ctx.dice.roll(f"income/{fid}", rules.income_dice(ctx.settings), ctx.t("toy.why.income", faction=ctx.model.names[fid]),
                          audience=Audience.public())
        ctx.emit("toy.income", Audience.public(), rolls=(r,), faction=ctx.model.names[fid], fid=fid, amount=r.total)
