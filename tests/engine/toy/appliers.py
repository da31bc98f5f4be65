"""Event kind -> the update of the toy's model (the same events feed the reports)."""

from __future__ import annotations


def income(ctx, event) -> None:
    ctx.model.gold[event.params["fid"]] += event.params["amount"]


def gift(ctx, event) -> None:
    ctx.model.gold[event.params["giver"]] -= event.params["amount"]
    ctx.model.gold[event.params["to"]] += event.params["amount"]


APPLIERS = {"toy.income": income, "toy.gift": gift}
