"""Random orders that a faction would plausibly give, for the leak oracle.

tests.robustness.common.OrderMaker draws every string of an order from the whole game's
strings, so most orders name another faction's unit as the actor and `gm validate` drops
them: few orders reach a turn. FactionOrderMaker (same schema walk, same values) draws a
string, most of the time, from the ordering faction's own state (its ships, characters,
units, sectors), so its orders reach the turn; sometimes from `bait`, what the oracle found
the faction could not see last turn (hidden characters' squares, unseen ships), so orders
aim at the unseen; and the rest of the time from the whole game.
"""

from __future__ import annotations

import re

from tests.robustness.common import OrderMaker

# a string is drawn from the faction's own ids, else its own values, else (BAIT_SHARE) what
# it could not see last turn, else the whole game
ID_SHARE, VALUE_SHARE, BAIT_SHARE = 0.45, 0.25, 0.15


class FactionOrderMaker(OrderMaker):
    def __init__(self, ruleset, state, rng, bait: dict[str, list[str]] | None = None):
        super().__init__(ruleset, state, rng)
        self.bait = {fid: sorted(values) for fid, values in (bait or {}).items()}
        self.own: dict[tuple[str, str], list[str]] = {}
        for fid, data in state.factions.items():
            ids, values = own_strings(data)
            self.own[fid, "ids"], self.own[fid, "values"] = sorted(ids), sorted(values)
        self.faction = ""
        self._own_by_pattern: dict[tuple[str, str, str], list[str]] = {}

    def value(self, s: dict, depth: int = 0):
        typ = s.get("type")
        plain_string = typ == "string" and not any(k in s for k in ("const", "enum", "oneOf", "anyOf"))
        r = self.rng.random()
        if plain_string and self.faction and ID_SHARE + VALUE_SHARE <= r < ID_SHARE + VALUE_SHARE + BAIT_SHARE:
            rx = re.compile(s["pattern"]) if s.get("pattern") else None
            fits = [v for v in self.bait.get(self.faction, ()) if rx is None or rx.search(v)]
            if fits:
                return self.rng.choice(fits)
        if plain_string and self.faction and r < ID_SHARE + VALUE_SHARE:
            which = "ids" if r < ID_SHARE else "values"
            pat, maxlen = s.get("pattern"), s.get("maxLength", 64)
            key = (self.faction, which, f"{pat}|{maxlen}")
            if key not in self._own_by_pattern:
                rx = re.compile(pat) if pat else None
                self._own_by_pattern[key] = [v for v in self.own.get((self.faction, which), [])
                                             if len(v) <= maxlen and (rx is None or rx.search(v))]
            if self._own_by_pattern[key]:
                return self.rng.choice(self._own_by_pattern[key])
        return super().value(s, depth)

    def orders_doc(self, state, per_faction: int = 4) -> dict:
        factions = {}
        for fid in sorted(state.factions):
            self.faction = fid
            factions[fid] = {"orders": self._distinct_actors(self.rng.randint(1, per_faction))}
        self.faction = ""
        return {"turn": state.turn, "factions": factions}

    def _distinct_actors(self, n: int) -> list[dict]:
        """Orders whose first key (the unit, ship or character that acts) differ: rulesets
        that take one order per actor refuse the whole list over a repeated actor."""
        orders, actors = [], set()
        for _ in range(n * 3):
            o = self.order()
            required, _ = self.allowed_keys(o["type"])
            actor = repr(o.get(required[0])) if required else None
            if actor is not None and actor in actors:
                continue
            actors.add(actor)
            orders.append(o)
            if len(orders) == n:
                break
        return orders


def own_strings(data: dict) -> tuple[set[str], set[str]]:
    """(a faction's ids: the keys of its id-keyed tables, ships, characters, units...;
    every string value in its state: sectors, squares, hexes, names), no field names."""
    ids: set[str] = set()
    for value in data.values():
        if isinstance(value, dict) and value and all(isinstance(v, dict) for v in value.values()):
            ids |= {str(k) for k in value}
    values: set[str] = set()
    _values(data, values)
    return ids, values


def _values(node, out: set[str]) -> None:
    if isinstance(node, dict):
        for v in node.values():
            _values(v, out)
    elif isinstance(node, list):
        for v in node:
            _values(v, out)
    elif isinstance(node, str) and len(node) <= 64:
        out.add(node)
