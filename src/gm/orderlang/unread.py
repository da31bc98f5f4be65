"""The lines of a post that gave no order, as orders.toml keeps them and the reports show them.

    [[factions.<id>.unread]]
    file = "orders/sigmar.txt"   # where the line is
    line = 4                     # its line there, as an editor counts
    kind = "not_understood"      # or "chatter": no order word and no name of the faction's things;
                                 # or "not_theirs": somebody else's words (a quote, under «Órdenes de los Klingon»);
                                 # or "post_refused": the whole post could not be read (a NUL byte,
                                 # a quote never closed): none of its orders stand, and this says why
    text = "mober Exploradores a F3"   # the line as written (forum markup removed)
    reason = "no conozco la orden «mober» …"   # not_understood, not_theirs: why, in the game's language
    quote = true                 # not_theirs only: the line is in a quote of another's post (nobody's mistake)

The engine's part of every orders schema (not a ruleset's): `gm orders` writes the list,
resolve reads it, the faction's private report shows its lines not understood and the
GM's report every line not read. Nothing a player wrote disappears silently, and a line
that speaks for someone else is told to the player as not taken, never given to anyone.
"""

from __future__ import annotations

from gm.orderlang.limits import MAX_LINE, MAX_LINES, MAX_UNREAD

UNREAD_SCHEMA = {
    "type": "array",
    "maxItems": MAX_UNREAD,
    "description": "Lines of the faction's post that gave no order (written by gm orders).",  # literal: schema documentation
    "items": {
        "type": "object",
        "additionalProperties": False,
        "required": ["line", "kind", "text"],
        "properties": {
            "file": {"type": "string", "maxLength": 300},
            "line": {"type": "integer", "minimum": 1, "maximum": MAX_LINES},
            "kind": {"enum": ["chatter", "not_understood", "not_theirs", "post_refused"]},
            "text": {"type": "string", "maxLength": MAX_LINE},
            "reason": {"type": "string", "maxLength": 4000},
            "quote": {"type": "boolean"},
        },
    },
}


UNLISTED_SCHEMA = {"type": "integer", "minimum": 1, "maximum": MAX_LINES,
                   "description": "Lines of chatter or of others' words past the unread list's room: counted, not listed."}  # literal: schema documentation


# the kinds told to the player (each with its heading in the report and its words in gm check)
TOLD = (("post_refused", "orders.post_refused_heading"), ("not_understood", "orders.unread_heading"),
        ("not_theirs", "orders.not_theirs_heading"))
CHECK_KEY = {"post_refused": "orderlang.post_refused", "not_understood": "orderlang.not_understood", "not_theirs": "orderlang.not_theirs"}


def unread_of(orders: dict, fid: str, kind: str | None = None) -> list[dict]:
    """The faction's unread lines (of one kind), as orders.toml holds them."""
    entry = ((orders or {}).get("factions") or {}).get(fid)
    listed = entry.get("unread") if isinstance(entry, dict) else None
    return [u for u in listed or () if isinstance(u, dict) and (kind is None or u.get("kind") == kind)]


def unread_blocks(ctx, fid: str, gm: bool = False) -> list:
    """A report's part on the faction's unread lines: its lines not understood (the
    player's report and the GM's), and the chatter skipped (the GM's only)."""
    from gm.text.blocks import Items, Paragraph, Text

    blocks: list = []
    for kind, heading in TOLD:
        missed = unread_of(ctx.state.orders, fid, kind)
        if missed:
            blocks.append(Paragraph(Text(heading)))
            blocks.append(Items(tuple(Text("orders.unread_line" if u.get("text") else "orders.unread_at",  # a NUL byte: no line to quote
                                           {"line": u.get("line", 0), "text": u.get("text", ""),
                                            "reason": u.get("reason", "")}) for u in missed)))
    skipped = unread_of(ctx.state.orders, fid, "chatter") if gm else []
    entry = ((ctx.state.orders or {}).get("factions") or {}).get(fid)
    unlisted = entry.get("unlisted", 0) if gm and isinstance(entry, dict) and isinstance(entry.get("unlisted"), int) else 0
    if skipped or unlisted:
        blocks.append(Paragraph(Text("orders.chatter_heading")))
        blocks.append(Items(tuple(Text("orders.chatter_line", {"file": u.get("file", ""), "line": u.get("line", 0),
                                                               "text": u.get("text", "")}) for u in skipped)))
    if unlisted:  # past the list's room: how many, never silently
        blocks.append(Paragraph(Text("orders.unlisted", {"count": unlisted})))
    return blocks


def chatter_lines(doc: dict, lang: str) -> list[str]:
    """`gm orders`' output: every line skipped as chatter, located, in `lang` (the lines
    not understood are told as located warnings, worded in any language)."""
    from gm.orderlang.messages import say
    from gm.orderlang.text import shown

    return [say(lang, "orderlang.unread_chatter", file=u.get("file", ""), line=u.get("line", 0), text=shown(u.get("text", "")))
            for fid in sorted(doc.get("factions") or {}) for u in unread_of(doc, fid, "chatter")]


def unread_told(doc: dict, fid: str, lang: str) -> list[tuple[str, int, str]]:
    """(file, line, what to tell) for each line of the faction's post not understood or not
    taken (somebody else's words), as
    orders.toml keeps them once `gm orders` wrote it: for `gm check`, which reads that file
    then, to tell the player the same as when it reads the text (read_text_orders' warnings)."""
    from gm.orderlang.messages import say
    from gm.orderlang.text import shown

    return [(u.get("file", ""), u.get("line", 0), say(lang, CHECK_KEY[u["kind"]], text=shown(u.get("text", "")), reason=u.get("reason", "")))
            for u in unread_of(doc, fid) if u.get("kind") in CHECK_KEY]
