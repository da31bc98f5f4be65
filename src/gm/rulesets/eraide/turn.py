"""Glue between the phases and the engine context: dice with modifiers, events, audiences.

Everything random goes through ctx.dice with keys that name the character (and target),
so one player's changed orders do not reshuffle the other player's dice.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from gm.engine.events import Audience

from .model import Battle
from .rules import D20


@dataclass
class D20Roll:
    """One d20 of the rules: the face that counts (after destiny) and the logged rolls."""
    face: int
    modifier: int
    total: int
    rolls: list


class Turn:
    def __init__(self, ctx):
        self.ctx = ctx

    @property
    def b(self) -> Battle:
        return self.ctx.model

    @property
    def d20(self) -> D20:
        return self.b.d20

    # --- audiences ---
    def audience_for(self, *cids: str) -> Audience:
        """Public unless one of the characters is hidden: then only the hidden ones' players."""
        hidden_owners = sorted({self.b.owner(c) for c in cids if c and self.b.hidden(c)} - {None})
        if hidden_owners:
            return Audience.private(*hidden_owners)
        return Audience.public()

    def emit(self, kind: str, audience: Audience | None = None, rolls=(), **params):
        return self.ctx.emit(kind, audience or Audience.public(), rolls=tuple(rolls), **params)

    # --- dice ---
    def why(self, key: str, **params) -> str:
        """A roll's label in the turn's language (catalog eraide.why.<key>)."""
        return self.ctx.t(f"eraide.why.{key}", **params)

    def roll_d20(self, key: str, modifier: int, why: str) -> D20Roll:
        expr = "1d20" if modifier == 0 else f"1d20{modifier:+d}"
        roll = self.ctx.dice.roll(key, expr, why)
        face = int(roll.kept[0] if getattr(roll, "kept", None) else roll.faces[0])
        return D20Roll(face, modifier, self.d20.total(face, modifier), [roll])

    def reroll_keep_higher(self, first: D20Roll, key: str, why: str) -> D20Roll:
        """Destiny: roll again and keep the higher face."""
        second = self.roll_d20(key, first.modifier, why)
        face = max(first.face, second.face)
        return D20Roll(face, first.modifier, self.d20.total(face, first.modifier), first.rolls + second.rolls)

    def names(self, cid: str) -> str:
        ch = self.b.char(cid) or {}
        return str(ch.get("name") or cid)

    def params_of(self, cid: str, prefix: str = "") -> dict[str, Any]:
        return {f"{prefix}id": cid, f"{prefix}name": self.names(cid)}
