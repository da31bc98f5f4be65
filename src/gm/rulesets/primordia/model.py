"""The working model: the state's plain dicts plus the questions phases ask of them.

Appliers mutate these dicts; `finish()` hands them back as the next state. Nothing here
rolls dice or emits events.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from gm.geometry import hexgrid
from gm.rulesets.primordia.rules import RESOURCES, Effects, Rules, structure_effects

REBELS = "rebeldes"


def sort_key(hex_label: str) -> hexgrid.Hex:
    """Map order (column, then row) for hex labels."""
    return hexgrid.parse(hex_label)


@dataclass(frozen=True)
class Board:
    """The map as the rules ask about it, in hex LABELS ("B3"), every answer from
    gm.geometry.hexgrid (the one geometry module; the parity is the setting
    [map] offset)."""

    width: int
    height: int
    offset: str = hexgrid.DEFAULT_PARITY

    @property
    def grid(self) -> hexgrid.HexGrid:
        return hexgrid.HexGrid(self.width, self.height, self.offset)

    def contains(self, hex_label) -> bool:
        """On the map and written canonically (B3, not b3)."""
        try:
            h = hexgrid.parse(hex_label)
        except (ValueError, TypeError):
            return False
        return hexgrid.label(h) == hex_label and self.grid.contains(h)

    def labels(self) -> list[str]:
        """Every hex, row by row (A1, B1, ... A2 ...)."""
        return [hexgrid.label(hexgrid.Hex(c, r)) for r in range(1, self.height + 1) for c in range(self.width)]

    def neighbours(self, hex_label: str) -> list[str]:
        return hexgrid.labels(self.grid.neighbours(hex_label))

    def distance(self, a: str, b: str) -> int:
        return self.grid.distance(a, b)

    def within(self, hex_label: str, radius: int) -> list[str]:
        return list(_labels_within(self, hex_label, radius))

    def adjacent(self, a: str, b: str) -> bool:
        return self.grid.distance(a, b) == 1


@lru_cache(maxsize=4096)
def _codes(row: str) -> tuple[str, ...]:
    # a map row's terrain codes: a row is a string, so a changed row is another key
    return tuple(row.split())


@lru_cache(maxsize=65536)
def _labels_within(board: Board, hex_label: str, radius: int) -> tuple[str, ...]:
    # each unit's vision is asked again for every target it might see (a frozen board: a safe key)
    return tuple(hexgrid.labels(board.grid.within(hex_label, radius)))


@dataclass
class Model:
    rules: Rules
    game: dict
    factions: dict[str, dict]
    # per-turn scratch (never saved): who moved, who acts, combat bonuses ...
    moved: set = field(default_factory=set)  # (faction, unit id)
    spent_move: dict = field(default_factory=dict)  # (faction, unit id) -> movement used
    acted: set = field(default_factory=set)  # (faction, group id): used its one non-move order
    blessings: dict = field(default_factory=dict)  # (faction, group) -> (atk, def) bonus this turn
    fleeing: dict = field(default_factory=dict)  # (faction, group) -> (hex to, order)
    siege_boost: dict = field(default_factory=dict)  # (faction, unit) -> atk bonus this turn
    fought: set = field(default_factory=set)  # settlement keys that fought this turn
    sacked: set = field(default_factory=set)  # settlement keys sacked this turn: their siege is over for this turn
    turn_order: list = field(default_factory=list)  # races in this turn's drawn order
    dice_keys: dict = field(default_factory=dict)  # a side's dice key -> times used (phases.battle.side_keys)
    _effects: dict = field(default_factory=dict, repr=False, compare=False)  # faction -> (its table, what its effects come from, Effects)

    # -- map -------------------------------------------------------------------------
    @property
    def world(self) -> dict:
        return self.game["world"]

    @property
    def grid(self) -> Board:
        return Board(self.world["width"], self.world["height"], self.rules.settings["map"]["offset"])

    def terrain(self, hex_label: str) -> str:
        c, r = _cr(hex_label)
        code = _codes(self.world["terrain"][r])[c]
        return self.rules.terrain_by_code[code]

    def set_terrain(self, hex_label: str, terrain: str) -> None:
        c, r = _cr(hex_label)
        row = self.world["terrain"][r].split()
        row[c] = self.rules.terrains[terrain]["code"]
        self.world["terrain"][r] = " ".join(row)

    def tinfo(self, hex_label: str) -> dict:
        return self.rules.terrains[self.terrain(hex_label)]

    def land_hexes(self) -> list[str]:
        return [h for h in self.grid.labels() if not self.tinfo(h).get("sea")]

    # -- factions ---------------------------------------------------------------------
    def faction_ids(self) -> list[str]:
        return sorted(self.factions)

    def players(self) -> list[str]:
        return [f for f in self.faction_ids() if not self.factions[f].get("rebels")]

    def effects(self, fid: str) -> Effects:
        """The race's effects, built again only when what they come from changed (its
        discoveries, abilities, government, heroes): asked 36,000 times a 10-race form."""
        faction = self.factions[fid]
        key = (tuple(faction.get("discoveries", ())), tuple(faction.get("abilities", ())), faction.get("government", ""),
               tuple(u.get("hero") for u in faction.get("units", {}).values() if u.get("hero")))
        held = self._effects.get(fid)
        if held is None or held[0] is not faction or held[1] != key:
            held = self._effects[fid] = (faction, key, Effects(self.rules, faction))
        return held[2]

    def hostile(self, a: str, b: str) -> bool:
        if a == b:
            return False
        return b not in self.factions[a].get("allies", []) or a not in self.factions[b].get("allies", [])

    def pool(self, fid: str) -> dict:
        pool = self.factions[fid].setdefault("pool", {})
        for r in RESOURCES:
            pool.setdefault(r, 0)
        return pool

    def can_pay(self, fid: str, cost: dict) -> bool:
        pool = self.pool(fid)
        return all(pool.get(r, 0) >= n for r, n in cost.items())

    def new_id(self, fid: str, prefix: str) -> str:
        f = self.factions[fid]
        n = int(f.get("next_id", 1))
        existing = set(f.get("units", {})) | set(f.get("armies", {})) | set(f.get("settlements", {}))
        while f"{prefix}{n}" in existing:
            n += 1
        f["next_id"] = n + 1
        return f"{prefix}{n}"

    def new_unit_name(self, fid: str) -> str:
        """The name a new unit of the race takes (data/names.toml), "" when its list is used up."""
        return next(iter(self.rules.free_unit_names(self.factions.get(fid, {}))), "")

    # -- units and armies ---------------------------------------------------------------
    def units(self, fid: str) -> dict:
        return self.factions[fid].setdefault("units", {})

    def armies(self, fid: str) -> dict:
        return self.factions[fid].setdefault("armies", {})

    def settlements(self, fid: str) -> dict:
        return self.factions[fid].setdefault("settlements", {})

    def group_members(self, fid: str, gid: str) -> list[str]:
        """A group is an army id or a lone unit id."""
        if gid in self.armies(fid):
            return list(self.armies(fid)[gid]["units"])
        if gid in self.units(fid):
            return [gid]
        return []

    def group_of(self, fid: str, uid: str) -> str:
        return self.units(fid)[uid].get("army") or uid

    def group_hex(self, fid: str, gid: str) -> str:
        members = self.group_members(fid, gid)
        return self.units(fid)[members[0]]["hex"]

    def groups_at(self, fid: str, hex_label: str) -> list[str]:
        out = {self.group_of(fid, uid) for uid, u in self.units(fid).items() if u["hex"] == hex_label and not u.get("aboard")}
        return sorted(out)

    def units_at(self, hex_label: str) -> list[tuple[str, str]]:
        return sorted((fid, uid) for fid in self.faction_ids() for uid, u in self.units(fid).items() if u["hex"] == hex_label)

    def utype(self, fid: str, uid: str) -> dict:
        return self.rules.units[self.units(fid)[uid]["type"]]

    def hidden(self, fid: str, uid: str) -> bool:
        """Spies are never seen by other races ("sin que estos se den cuenta")."""
        return "spy" in self.utype(fid, uid).get("specials", [])

    def present_units_at(self, hex_label: str) -> list[tuple[str, str]]:
        """Units others can meet in a hex: hidden spies neither block, besiege nor are met."""
        return [(f, u) for f, u in self.units_at(hex_label) if not self.hidden(f, u)]

    def sees(self, fid: str, hex_label: str) -> bool:
        return hex_label in self._seen(fid)

    def aboard(self, fid: str, gid: str) -> bool:
        """Some member of the group travels aboard a ship (cargo neither fights nor is fought)."""
        return any(self.units(fid)[u].get("aboard") for u in self.group_members(fid, gid))

    def group_visible_to(self, viewer: str, fid: str, gid: str) -> bool:
        """Another race's unit or army as `viewer` can know it: in its vision, not hidden,
        not cargo inside a ship."""
        members = self.group_members(fid, gid)
        if not members or all(self.hidden(fid, u) or self.units(fid)[u].get("aboard") for u in members):
            return False
        return self.sees(viewer, self.group_hex(fid, gid))

    def stat(self, fid: str, uid: str, attribute: str) -> int:
        """A unit's attribute: its type, its upgrades, racial/discovery/hero effects."""
        return unit_stat(self.rules, self.effects(fid), self.units(fid)[uid], attribute)

    def max_life(self, fid: str, uid: str) -> int:
        return self.stat(fid, uid, "vida")

    def demoralised(self, fid: str, uid: str) -> bool:
        """Two battles lost in a row and at half life or less (undead never)."""
        unit = self.units(fid)[uid]
        if "undead" in self.utype(fid, uid).get("specials", []):
            return False
        c = self.rules.settings["combat"]
        return unit.get("lost_streak", 0) >= c["demoralise_after_losses"] and unit["life"] * 100 <= self.max_life(fid, uid) * c["demoralise_life_percent"]

    def group_movement(self, fid: str, gid: str) -> int:
        """An army moves at its slowest member's pace."""
        return min(self.stat(fid, u, "movimiento") for u in self.group_members(fid, gid))

    def member_view(self, fid: str, uid: str) -> dict:
        unit = self.units(fid)[uid]
        t = self.utype(fid, uid)
        return {
            "id": uid, "type": unit["type"], "class": t["class"], "specials": t.get("specials", []),
            "ataque": self.stat(fid, uid, "ataque") + self.siege_boost.get((fid, uid), 0),
            "defensa": self.stat(fid, uid, "defensa"), "iniciativa": self.stat(fid, uid, "iniciativa"),
            "vida": unit["life"], "moved": (fid, uid) in self.moved, "demoralised": self.demoralised(fid, uid),
        }

    # -- settlements ----------------------------------------------------------------------
    def settlement_at(self, hex_label: str) -> tuple[str, str] | None:
        for fid in self.faction_ids():
            for sid, s in self.settlements(fid).items():
                if s["hex"] == hex_label:
                    return fid, sid
        return None

    def all_settlements(self) -> list[tuple[str, str]]:
        return [(fid, sid) for fid in self.faction_ids() for sid in sorted(self.settlements(fid))]

    def capacity(self, fid: str, sid: str) -> int:
        s = self.settlements(fid)[sid]
        cap = self.rules.settlement_types[s.get("type", "aldea")]["capacity"] + self.effects(fid).total("population_cap")
        limit = self.tinfo(s["hex"]).get("population_limit")
        return min(cap, limit) if limit else cap

    def settlement_defense(self, fid: str, sid: str) -> int:
        s = self.settlements(fid)[sid]
        base = self.rules.settings["combat"]["settlement_base_defense"]
        local = sum(e["amount"] for e in structure_effects(self.rules, s) if e["kind"] == "settlement_defense")
        return base + local + self.effects(fid).total("settlement_defense_all")

    def settlement_max_life(self, fid: str, sid: str) -> int:
        s = self.settlements(fid)[sid]
        return max(1, s["population"] // self.rules.settings["combat"]["settlement_life_per_population"])

    def construction_rate(self, fid: str, sid: str) -> int:
        """Construction points per turn: 5 per 50 population, plus structures and discoveries."""
        st = self.rules.settings["settlement"]
        s = self.settlements(fid)[sid]
        rate = (s["population"] // st["growth_step"]) * st["growth_amount"]
        rate += self.rules.settlement_types[s.get("type", "aldea")].get("construction", 0)
        return rate + self.effects(fid).total("construction")

    def hex_yield(self, fid: str, hex_label: str) -> dict[str, int]:
        """A hex's yield for this faction, with the discoveries that gate it."""
        info = self.tinfo(hex_label)
        eff = self.effects(fid)
        out = {}
        for res, n in info.get("yields", {}).items():
            gate = info.get("gated", {}).get(res)
            if gate and not eff.capability(_GATE_CAPABILITY.get(gate, gate)):
                continue
            if not eff.resource_allowed(res):
                continue
            out[res] = n
        return out

    def controlled_hexes(self, fid: str) -> set[str]:
        out: set[str] = set()
        for s in self.settlements(fid).values():
            out.update(self.grid.within(s["hex"], 1))
        return out

    def visible_hexes(self, fid: str) -> list[str]:
        """Vision: every unit sees its Visión radius; settlements see the setting's radius."""
        return sorted(self._seen(fid), key=sort_key)

    def _seen(self, fid: str) -> set[str]:
        seen: set[str] = set()
        g = self.grid
        for uid, u in self.units(fid).items():
            seen.update(g.within(u["hex"], self.stat(fid, uid, "vision")))
        base = self.rules.settings["settlement"]["vision"]
        for s in self.settlements(fid).values():
            extra = sum(e["amount"] for e in structure_effects(self.rules, s) if e["kind"] == "settlement_vision")
            seen.update(g.within(s["hex"], base + extra))
        return seen


def unit_stat(rules: Rules, effects: Effects, unit: dict, attribute: str) -> int:
    """A unit's attribute from its type, its upgrades and its race's effects (Model.stat;
    `validate` checks a unit's life against it)."""
    t = rules.units[unit["type"]]
    value = t[attribute] + sum(1 for u in unit.get("upgrades", []) if u == attribute)
    return value + effects.unit_bonus(t["class"], attribute)


_GATE_CAPABILITY = {"pesca": "comida_playa", "navegacion_rudimentaria": "comida_mar"}


def _cr(hex_label: str) -> tuple[int, int]:
    h = hexgrid.parse(hex_label)
    return h.col, h.row - 1  # (column, index into world.terrain)


def id_order(uid: str) -> tuple[str, int]:
    """Ids in the order they were given: u2 before u10 (a counter after a prefix)."""
    head = uid.rstrip("0123456789")
    tail = uid[len(head):]
    return (head, int(tail) if tail else 0)


class Positions:
    """Who stands where, read once from a model that no longer changes (reports and maps ask
    it of every hex; the phases ask the Model itself). Same answers as Model.units_at,
    present_units_at and settlement_at."""

    def __init__(self, m: Model):
        self.m = m
        self._units: dict[str, list[tuple[str, str]]] = {}
        self._settlements: dict[str, tuple[str, str]] = {}
        for fid in m.faction_ids():
            for uid, u in m.units(fid).items():
                self._units.setdefault(u["hex"], []).append((fid, uid))
            for sid, s in m.settlements(fid).items():
                self._settlements.setdefault(s["hex"], (fid, sid))
        for found in self._units.values():
            found.sort()

    def units_at(self, hex_label: str) -> list[tuple[str, str]]:
        return list(self._units.get(hex_label, ()))

    def present_units_at(self, hex_label: str) -> list[tuple[str, str]]:
        return [(f, u) for f, u in self._units.get(hex_label, ()) if not self.m.hidden(f, u)]

    def settlement_at(self, hex_label: str) -> tuple[str, str] | None:
        return self._settlements.get(hex_label)
