"""The engine's part of every report: headings, the seed, each order's fate."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm.reports.factions import of_faction
from gm.text.blocks import Heading, Items, Paragraph, RollLine, Text

if TYPE_CHECKING:
    from gm.engine.context import TurnContext
    from gm.engine.events import Event


def narrate(events: list["Event"]) -> list:
    """Each event as its catalog sentence, followed by its rolls."""
    blocks: list = []
    for e in events:
        blocks.append(Paragraph(Text(e.kind, e.params)))
        if e.rolls:
            blocks.append(Items(tuple(RollLine(r) for r in e.rolls)))
    return blocks


def orders_section(ctx: "TurnContext", faction_id: str, gm: bool = False) -> list:
    """Every order the faction gave, applied or rejected with its reason; then its post's
    lines not understood (and, for the GM, the chatter skipped)."""
    lines = []
    given = ctx.orders_given(faction_id)
    for order in given:
        outcome = ctx.outcomes[order.key]
        status = "orders.applied" if outcome.applied else "orders.rejected"
        detail = (ctx.ruleset.gm_outcome(ctx, faction_id, outcome.key, outcome.params) if gm
                  else Text(outcome.key, outcome.params))
        lines.append(Text(status, {"number": order.number, "order": order_text(ctx, faction_id, order),
                                   "detail": detail}))
    applied = sum(1 for o in given if ctx.outcomes[o.key].applied)
    total = len(given)
    blocks: list = [Heading(Text("orders.heading"), 2)]
    if not lines:  # its post's lines not read say what it sent, where it sent one: not "nothing received"
        return blocks + (_unread(ctx, faction_id, gm) or [Paragraph(Text("orders.none"))])
    blocks.append(Paragraph(Text("orders.count", {"applied": applied, "rejected": total - applied, "total": total})))
    blocks.append(Items(tuple(lines)))
    note = ((ctx.state.orders.get("factions", {}) or {}).get(faction_id, {}) or {}).get("note")
    if note:
        blocks.append(Paragraph(Text("orders.note", {"note": note})))
    return blocks + _unread(ctx, faction_id, gm)


def _unread(ctx: "TurnContext", faction_id: str, gm: bool) -> list:
    """The lines of the faction's post that gave no order: the ruleset's hook (gm.orderlang.unread
    sits above the engine)."""
    return ctx.ruleset.unread_blocks(ctx, faction_id, gm)


def order_text(ctx: "TurnContext", faction_id: str, order) -> Text:
    """The order restated; one the schema refused (malformed: its fields are not what the
    ruleset's restatement reads) as written."""
    if order.key in ctx.malformed:  # a post's line as its player wrote it, else the fields
        source = ctx.order_sources.get((order.faction, order.number - 1))
        if source is None and order.type in getattr(ctx.ruleset, "gm_order_types", ()):
            # a GM order a player gave, from orders.toml: its word, not its fields (the GM's
            # restatement would name what the player may not see)
            return Text("orders.as_written", {"order": Text(f"gm_order.{order.type}")})
        return Text("orders.as_written", {"order": source[2] if source else order.summary()})
    return ctx.ruleset.order_text(ctx, faction_id, order)


def public_document(ctx: "TurnContext", seed_info: dict) -> list:
    title = ctx.state.game.get("title") or ctx.ruleset.name
    blocks: list = [Heading(Text("report.public_title", {"title": title, "turn": ctx.turn}), 1)]
    blocks += ctx.ruleset.public_report(ctx)
    blocks += seed_blocks(seed_info, shown=blocks)
    return blocks


def private_document(ctx: "TurnContext", faction_id: str, seed_info: dict) -> list:
    faction = ctx.state.factions.get(faction_id, {})
    name = faction.get("name", faction_id)
    blocks: list = [Heading(Text("report.private_title", {"name": name, "turn": ctx.turn}), 1)]
    blocks += orders_section(ctx, faction_id)
    blocks += ctx.ruleset.private_report(ctx, faction_id)
    blocks += seed_blocks(seed_info, faction_id, shown=blocks)
    blocks += _order_form(ctx, faction_id)
    return blocks


def _order_form(ctx: "TurnContext", faction_id: str) -> list:
    """Next turn's order form, in the text the player posts: the ruleset's hook (gm.orderlang.form,
    from the phrasebook, sits above the engine)."""
    return ctx.ruleset.order_form(ctx, faction_id)


def gm_document(ctx: "TurnContext", seed_info: dict) -> list:
    blocks: list = [Heading(Text("report.gm_title", {"turn": ctx.turn}), 1)]
    blocks += ctx.ruleset.gm_report(ctx)
    ordering = sorted(set(ctx.state.factions) | {o.faction for o in ctx.orders_given()})
    for fid in ordering:
        blocks += [Heading(_orders_heading(ctx, fid), 2)] + orders_section(ctx, fid, gm=True)[1:]
    blocks.append(Heading(Text("report.all_rolls"), 2))
    blocks.append(Items(tuple(RollLine(r, f"{r.why} · {r.key}" if r.why else r.key) for r in ctx.dice.log)) if ctx.dice.log else Paragraph(Text("report.no_rolls")))
    if seed_info["streams"]:
        blocks.append(Paragraph(Text("report.seed_gm", {"seed": seed_info["seed"]})))
    blocks += seed_blocks(seed_info, shown=blocks)
    blocks += _missed_orders(ctx)
    return blocks


def _orders_heading(ctx: "TurnContext", fid: str) -> Text:
    """"Órdenes de la Federación" (gm.reports.factions); the GM's own orders (rulesets where
    the GM gives them) have no file."""
    if fid == "gm" and fid not in ctx.state.factions:
        return Text("report.gm_orders_of_gm")
    faction = ctx.state.factions.get(fid) or {}
    return Text("report.gm_orders_of", {"faction_of": of_faction(ctx.ruleset, faction, fid)})


def _missed_orders(ctx: "TurnContext") -> list:
    """Which factions sent no orders, flagged after the game's number of turns in a row."""
    from gm.engine.missed import missed_blocks

    return missed_blocks(ctx)


def seed_blocks(seed_info: dict, faction_id: str | None = None, shown: list = ()) -> list:
    """What a document says of the dice: the seed of its reader's stream, never another's
    (a faction's report: its own; the public report: the public one). `shown`: the
    document's blocks; a die it shows from dice.toml (rolled on the forum) is no roll the
    seed repeats, and the line says so (counting only what this reader sees)."""
    if not seed_info["streams"]:
        forum = _recorded_rolls(shown)
        if forum:
            return [Paragraph(Text("report.seed_public_game_recorded", {"seed": seed_info["seed"], "count": forum}))]
        return [Paragraph(Text("report.seed_public_game", {"seed": seed_info["seed"]}))]
    if faction_id is not None:
        seed = seed_info["seeds"].get(f"faction/{faction_id}")
        if seed is None:  # a faction born this turn: its first stream is next turn's
            return []
        return [Paragraph(Text("report.seed_private", {"seed": seed, "faction": faction_id}))]
    params = {"seed": seed_info["seeds"]["public"], "commitment": seed_info["commitment"]}
    return [Paragraph(Text("report.seed_sealed" if seed_info["commitment"] else "report.seed_unsealed", params))]


def _recorded_rolls(blocks) -> int:
    """How many roll lines among `blocks` (in lists too) show a die from dice.toml."""
    count = 0
    for block in blocks:
        if isinstance(block, RollLine):
            count += bool(getattr(block.roll, "recorded", None))
        elif isinstance(block, Items):
            count += _recorded_rolls(block.items)
    return count
