"""Helpers every phase uses: audiences, money, dice with stable keys."""

from __future__ import annotations

from gm.engine.events import Audience


def private(*fids: str) -> Audience:
    return Audience.private(*sorted(set(fids)))


def gm_only() -> Audience:
    return Audience.gm()


def public() -> Audience:
    return Audience.public()


def roll(ctx, key: str, expr: str, why: str):
    return ctx.dice.roll(key, expr, why)


def kept_faces(r, count: int) -> list[int]:
    """The kept faces of a roll, highest first (for combat dice)."""
    faces = list(getattr(r, "kept", None) or getattr(r, "faces", []))
    return sorted(faces, reverse=True)[:count]


def money(ctx, fid: str, kind: str, amount: int, rolls=(), order=None, **params):
    """A change to a faction's dilitio, as an event the treasury applier books."""
    return ctx.emit(kind, private(fid), rolls=rolls, order=order, faction=fid, amount=amount, **params)


def handle_orders(ctx, handlers: dict, types: tuple[str, ...] | None = None) -> None:
    """Dispatch this phase's pending orders to their handlers, faction by faction, in order."""
    for order in ctx.all_orders():
        if order.type in handlers and ctx.pending(order) and (types is None or order.type in types):
            handlers[order.type](ctx, order)
