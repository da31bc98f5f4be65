"""The toy's orders restated for the orders section (Ruleset.order_params)."""

from __future__ import annotations


def order_params(ctx, faction_id: str, order) -> dict:
    """A gift names the faction by its name (the toy has no fog); a name nobody has reads as typed."""
    params = dict(order.params)
    if "to" in params:
        params["to"] = ctx.state.factions.get(params["to"], {}).get("name", params["to"])
    return params
