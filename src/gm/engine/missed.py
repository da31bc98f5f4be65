"""Missed orders: each game's policy (game.toml [missed_orders]) for a faction that sends
none, its standing orders and the count of turns in a row without orders that the GM's
report flags. Both are kept in game.toml, the GM's file (never in the orders template,
which the secrecy contract treats as public).

    [missed_orders]
    policy = "nothing"     # "nothing": it does nothing; "standing": it gives its standing orders
    flag_after = 2         # the GM's report flags it after this many turns in a row (0: never)
    gm_plays_after = 0     # ... and says the GM plays it from this many on (0: never)
    [missed_orders.count]  # written by gm: turns in a row without orders, per faction
    [[missed_orders.standing.<faction>]]  # written by gm: the orders its player marked
                                          # `siempre: ...` (orders.toml [standing] this turn)
"""

from __future__ import annotations

import copy

ID = "^[a-z0-9][a-z0-9_-]{0,63}$"
POLICY_SCHEMA = {
    "type": "object",
    "additionalProperties": False,
    "description": "What happens to a faction that sends no orders (see README, 'Missed orders').",  # literal: schema documentation
    "properties": {
        "policy": {"enum": ["nothing", "standing"]},
        "flag_after": {"type": "integer", "minimum": 0, "maximum": 1000},
        "gm_plays_after": {"type": "integer", "minimum": 0, "maximum": 1000},
        "count": {"type": "object", "propertyNames": {"type": "string", "pattern": ID},
                  "additionalProperties": {"type": "integer", "minimum": 0, "maximum": 100000}},
        "standing": {"type": "object", "propertyNames": {"type": "string", "pattern": ID},
                     "additionalProperties": {"type": "array", "maxItems": 100, "items": {"type": "object"}}},
    },
}


def orders_envelope(order_item: dict) -> dict:
    """What the engine adds to every orders schema: [standing] (per faction, the orders it
    marks as standing this turn, the same schema as its orders) and standing_given (in
    memory only: who was given its standing orders this turn)."""
    return {
        "standing": {"type": "object", "propertyNames": {"type": "string", "pattern": ID},
                     "additionalProperties": {"type": "array", "maxItems": 100, "items": order_item}},
        "standing_given": {"type": "array", "items": {"type": "string", "pattern": ID}},
    }


def policy(game: dict) -> dict:
    raw = game.get("missed_orders")
    return raw if isinstance(raw, dict) else {}


def sent(orders: dict, fid: str) -> bool:
    """Whether the faction sent orders or a note itself (standing orders given for it: no)."""
    if fid in ((orders or {}).get("standing_given") or ()):
        return False
    entry = ((orders or {}).get("factions") or {}).get(fid)
    return isinstance(entry, dict) and bool(entry.get("orders") or entry.get("note"))


def apply_standing(game: dict, orders: dict, factions) -> dict:
    """Under policy "standing", a faction that sent nothing gives its standing orders."""
    rules = policy(game)
    standing = rules.get("standing")
    if rules.get("policy") != "standing" or not isinstance(orders, dict) or not isinstance(standing, dict):
        return orders
    out = copy.deepcopy(orders)
    listed = out.setdefault("factions", {})
    if not isinstance(listed, dict):
        return orders
    for fid in sorted(factions):
        if not sent(orders, fid) and isinstance(standing.get(fid), list) and standing[fid]:
            entry = listed.get(fid) if isinstance(listed.get(fid), dict) else {}
            listed[fid] = {**entry, "orders": copy.deepcopy(standing[fid])}
            out.setdefault("standing_given", []).append(fid)
    return out


def standing_spots(game: dict, orders: dict, factions: dict, locator) -> dict:
    """(faction, index) -> ("game.toml", line, what it is) for each standing order given
    this turn: validation then says a problem of one at its line in game.toml, as a
    standing order of an earlier turn (orders.toml, where it is not, would mislead the GM)."""
    from gm.engine.state import game_lang
    from gm.text.i18n import say

    out = {}
    for fid in (orders or {}).get("standing_given") or ():
        given = ((orders.get("factions") or {}).get(fid) or {}).get("orders") or []
        data = factions.get(fid)
        name = data.get("name", fid) if isinstance(data, dict) and isinstance(data.get("name"), str) else fid
        for i in range(len(given)):
            line = locator.line_of(("missed_orders", "standing", fid, i))
            out[(fid, i)] = ("game.toml", line, say(game_lang(game), "orderlang.standing_spot", faction=name, n=i + 1, fid=fid))
    return out


def next_count(game: dict, orders: dict, factions) -> dict | None:
    """The [missed_orders] table of the next turn (None: the game has none): the count of
    turns in a row without orders, and the standing orders with this turn's `siempre:`."""
    rules = policy(game)
    marked = (orders or {}).get("standing") if isinstance(orders, dict) else None
    marked = marked if isinstance(marked, dict) and marked else None
    if not rules and not marked:
        return None
    out = dict(rules)
    if set(rules) - {"standing"}:  # a game without a policy counts nothing; standing orders are still kept
        count = rules.get("count") if isinstance(rules.get("count"), dict) else {}
        new = {fid: (0 if sent(orders, fid) else int(count.get(fid, 0)) + 1) for fid in sorted(factions)}
        out["count"] = {fid: n for fid, n in new.items() if n}
    if marked:  # kept whatever the policy: it only decides what a faction that sends nothing gets
        out["standing"] = {**(rules.get("standing") or {}), **copy.deepcopy(marked)}
    return out


def missed_blocks(ctx) -> list:
    """The GM's report: which factions sent no orders this turn, and those to act on."""
    from gm.text.blocks import Heading, Items, Text

    state = ctx.state
    missing = [fid for fid in sorted(state.factions) if not sent(state.orders, fid)]
    if not missing:
        return []
    rules = policy(state.game)
    count = rules.get("count") if isinstance(rules.get("count"), dict) else {}
    flag, plays = rules.get("flag_after", 0), rules.get("gm_plays_after", 0)
    lines = []
    for fid in missing:
        n = int(count.get(fid, 0)) + 1
        name = state.factions[fid].get("name", fid) if isinstance(state.factions[fid], dict) else fid
        key = "orderlang.missed_gm_plays" if plays and n >= plays else "orderlang.missed_flagged" if flag and n >= flag else "orderlang.missed_one"
        lines.append(Text(key, {"faction": name, "turns": n}))
    return [Heading(Text("orderlang.missed_heading"), 2), Items(tuple(lines))]
