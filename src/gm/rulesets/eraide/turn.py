"""Glue between the phases and the engine context: dice with modifiers, events, audiences.

Everything random goes through ctx.dice with keys that name the character (and target),
so one player's changed orders do not reshuffle the other player's dice.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from gm.engine.events import Audience

from .model import Model
from .rules import D20, keep_higher


@dataclass
class D20Roll:
    """One d20 of the rules: the face that counts (after destiny) and the logged rolls."""
    face: int
    modifier: int
    total: int
    rolls: list
    audience: Audience | None = None


class Turn:
    def __init__(self, ctx):
        self.ctx = ctx

    @property
    def b(self) -> Model:
        return self.ctx.model

    @property
    def d20(self) -> D20:
        return self.b.d20

    # --- audiences ---
    def audience_for(self, *cids: str) -> Audience:
        """Public unless one of the characters is hidden: then only the hidden ones' sides
        (their players and their teammates)."""
        hidden_owners = {self.b.owner(c) for c in cids if c and self.b.hidden(c)} - {None}
        if hidden_owners:
            return self.side_audience(*hidden_owners)
        return Audience.public()

    def side_audience(self, *fids: str) -> Audience:
        """The players of these factions' teams (who see their hidden characters)."""
        return Audience.private(*sorted({f for fid in fids for f in self.b.side_of(fid)}))

    def dice_audience(self, *cids: str) -> Audience:
        """The stream of a roll shown with these characters (see audience_for): public;
        the player's own when one of them is hidden; the GM's when hidden characters of
        two players meet (a stream belongs to one faction)."""
        owners = sorted({self.b.owner(c) for c in cids if c and self.b.hidden(c)} - {None})
        if not owners:
            return Audience.public()
        return Audience.private(owners[0]) if len(owners) == 1 else Audience.gm()

    def emit(self, kind: str, audience: Audience | None = None, rolls=(), **params):
        # a natural 1 counts as 0 whatever its modifier: the report shows the rule's total
        natural = {r.key: self.b.rule_totals[r.key] for r in rolls if r.key in self.b.rule_totals}
        if natural:
            params["rule_totals"] = natural
        return self.ctx.emit(kind, audience or Audience.public(), rolls=tuple(rolls), **params)

    # --- dice ---
    def why(self, key: str, **params) -> str:
        """A roll's label in the turn's language (catalog eraide.why.<key>)."""
        return self.ctx.t(f"eraide.why.{key}", **params)

    def names_list(self, names: list[str]) -> str:
        """"A, B y C" in the turn's language (a team's players)."""
        return joined(self.ctx.t, names)

    def skill_name(self, skill: str) -> str:
        """A skill's name in the turn's language (for a roll's label)."""
        return self.ctx.t(f"eraide.label.skill_{skill}") if skill else "-"

    def roll_d20(self, key: str, modifier: int, why: str, *, audience: Audience) -> D20Roll:
        """One d20 of the rules, drawn from `audience`'s stream (the audience of the event
        that will show it: see dice_audience)."""
        expr = "1d20" if modifier == 0 else f"1d20{modifier:+d}"
        roll = self.ctx.dice.roll(key, expr, why, audience=audience)
        face = int(roll.kept[0] if getattr(roll, "kept", None) else roll.faces[0])
        total = self.d20.total(face, modifier)
        if total != roll.total:
            self.b.rule_totals[roll.key] = total
        return D20Roll(face, modifier, total, [roll], audience)

    def reroll_keep_higher(self, first: D20Roll, key: str, why: str) -> D20Roll:
        """Destiny: roll again (from the same stream) and keep the higher face."""
        second = self.roll_d20(key, first.modifier, why, audience=first.audience)
        face = keep_higher(first.face, second.face)
        return D20Roll(face, first.modifier, self.d20.total(face, first.modifier), first.rolls + second.rolls,
                       first.audience)

    def names(self, cid: str) -> str:
        ch = self.b.char(cid) or {}
        return str(ch.get("name") or cid)

    def gender(self, cid: str) -> str:
        """The character's grammatical gender from its sheet's optional `genero`
        ("masculine"/"feminine"); "other" when unknown: the messages then use a phrasing
        that needs none."""
        return gender_of(self.b.char(cid) or {})

    def params_of(self, cid: str, prefix: str = "") -> dict[str, Any]:
        return {f"{prefix}id": cid, f"{prefix}name": self.names(cid), f"{prefix}name_gender": self.gender(cid)}


GENDERS = ("masculine", "feminine")


def joined(t, names: list[str], word: str = "and") -> str:
    """"A, B y C" (or "A, B o C" with word="or") through the catalog (`t` is ctx.t); "-"
    for none: a list in prose ends with its conjunction, never a bare comma."""
    if len(names) < 2:
        return names[0] if names else "-"
    return t(f"eraide.why.{word}", first=", ".join(names[:-1]), last=names[-1])


def gender_of(sheet: dict) -> str:
    value = sheet.get("genero")
    return value if value in GENDERS else "other"
