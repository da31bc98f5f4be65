"""The toy's private report: its sheet, then what happened to it (blocks only, no arithmetic)."""

from __future__ import annotations

from gm.text.blocks import Heading, Table, Text
from gm.engine.documents import narrate


def private_report(ctx, faction_id: str) -> list:
    f = ctx.end_state.factions[faction_id]
    sheet = Table((Text("toy.column.name"), Text("toy.column.gold")), ((f["name"], f["gold"]),))
    events = [e for e in ctx.events_for(faction_id) if not e.audience.is_public and e.order is None]
    return [Heading(Text("toy.sheet"), 2), sheet] + narrate(events)
