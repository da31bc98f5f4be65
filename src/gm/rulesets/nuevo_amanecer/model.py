"""The working model: the turn's state (plain dicts, as the files hold them) plus queries.

`World` wraps deep copies of game.toml and the faction files. Phases read it; appliers
(appliers.py) are the only code that writes it. Per-turn scratch facts that the files do
not keep (who moved, where battles were) live in `World.turn_facts`.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from gm.geometry import hexgrid
from gm.rulesets.nuevo_amanecer import rules

NEUTRAL = ""  # faction id of neutral armies (revolts, military calamities)


@dataclass
class TurnFacts:
    moved: set = field(default_factory=set)            # unit keys that moved this turn
    battle_hexes: set = field(default_factory=set)     # hexes where a battle was fought
    fought: set = field(default_factory=set)           # unit keys that fought
    caught: dict = field(default_factory=dict)         # army key -> destination (fights, then moves)
    colonies: list = field(default_factory=list)       # pending settlements / cities
    recruits: list = field(default_factory=list)       # armies appearing next turn
    upkeep: dict = field(default_factory=dict)         # faction -> upkeep due (units at turn start)
    pillage_due: dict = field(default_factory=dict)    # faction -> resources stolen from it
    loot: dict = field(default_factory=dict)           # faction -> resources it receives next turn
    miracles: list = field(default_factory=list)       # successful miracles, effective next turn
    cast_calamities: list = field(default_factory=list)
    breaks: list = field(default_factory=list)         # (kind, a, b) effective next turn
    proposals: dict = field(default_factory=dict)      # (kind, a, b) -> order
    bankrupt: set = field(default_factory=set)
    abundance: set = field(default_factory=set)
    social: dict = field(default_factory=dict)         # faction -> extra happiness (calamity/miracle)
    economic_calamity: set = field(default_factory=set)
    economic_miracle: set = field(default_factory=set)
    applied_this_turn: set = field(default_factory=set)  # army / city keys that got an advance
    besieged: set = field(default_factory=set)         # city hexes under siege at turn start


class World:
    def __init__(self, game: dict, factions: dict, settings: dict):
        self.game = copy.deepcopy(game)
        self.factions = copy.deepcopy(factions)
        self.settings = settings
        world = self.game.setdefault("world", {})
        world.setdefault("hexes", {})
        world.setdefault("neutral", {})
        self.facts = TurnFacts()

    # -- map ---------------------------------------------------------------------------
    @property
    def offset(self) -> str:
        return str(self.settings["map"]["offset"])

    @property
    def hexes(self) -> dict:
        return self.game["world"]["hexes"]

    @property
    def neutral(self) -> dict:
        return self.game["world"]["neutral"]

    @property
    def turn(self) -> int:
        return int(self.game.get("turn", 1))

    def hex(self, name: str) -> dict | None:
        return self.hexes.get(name)

    def neighbours(self, name: str) -> list[str]:
        around = hexgrid.neighbours(name, self.offset)
        return [n for n in hexgrid.labels(h for h in around if h.col >= 0 and h.row >= 1) if n in self.hexes]

    def owner(self, name: str) -> str:
        h = self.hexes.get(name) or {}
        return str(h.get("owner", ""))

    def owned_hexes(self, fid: str) -> list[str]:
        return sorted((n for n, h in self.hexes.items() if h.get("owner") == fid), key=hexgrid.parse)

    def city_at(self, name: str) -> tuple[str, str] | None:
        for fid in sorted(self.factions):
            for cid, c in sorted(self.factions[fid].get("cities", {}).items()):
                if c.get("hex") == name:
                    return fid, cid
        return None

    def settlement_at(self, name: str) -> tuple[str, str] | None:
        for fid in sorted(self.factions):
            s = self.factions[fid].get("settlements", {}).get(name)
            if s is not None:
                return fid, str(s.get("advance", ""))
        return None

    def feature(self, name: str) -> str:
        """city | settlement | ruins | "" (what the map shows)."""
        if self.city_at(name):
            return "city"
        if self.settlement_at(name):
            return "settlement"
        if (self.hexes.get(name) or {}).get("city_site"):
            return "ruins"
        return ""

    # -- units -------------------------------------------------------------------------
    def faction(self, fid: str) -> dict:
        return self.factions[fid]

    def god_name(self, fid: str) -> str:
        """What players call a god: its `name` (Sigmar), not its id (sigmar)."""
        return str(self.factions.get(fid, {}).get("name", fid)) if fid else ""

    def alive(self) -> list[str]:
        return sorted(f for f, d in self.factions.items() if d.get("alive", True))

    def armies(self, fid: str) -> dict:
        return self.factions[fid].setdefault("armies", {})

    def cities(self, fid: str) -> dict:
        return self.factions[fid].setdefault("cities", {})

    @staticmethod
    def level(unit: dict) -> int:
        if "level" in unit:  # neutral armies carry their level
            return int(unit["level"])
        return len(unit.get("advances", []))

    def all_armies(self) -> list[tuple[str, str, dict]]:
        """(faction, army id, army) for every army, neutral ones with faction ""."""
        out = []
        for fid in sorted(self.factions):
            for aid, a in sorted(self.armies(fid).items()):
                out.append((fid, aid, a))
        for nid, a in sorted(self.neutral.items()):
            out.append((NEUTRAL, nid, a))
        return out

    def armies_at(self, name: str) -> list[tuple[str, str, dict]]:
        return [t for t in self.all_armies() if t[2].get("hex") == name]

    def unit_key(self, fid: str, kind: str, uid: str) -> str:
        return f"{fid or 'neutral'}/{kind}/{uid}"

    def characteristic(self, fid: str, name: str, unit: dict | None = None) -> int:
        if fid == NEUTRAL:
            return int((unit or {}).get(name, 3))
        return int(self.factions[fid]["characteristics"][name])

    def unit_life(self, fid: str, kind: str, unit: dict) -> int:
        return rules.unit_life(kind, self.level(unit), self.characteristic(fid, "resistencia", unit), self.settings)

    # -- advances ----------------------------------------------------------------------
    def advances(self, fid: str, kind: str | None = None, include_lost: bool = False) -> dict:
        advs = self.factions[fid].setdefault("advances", {})
        return {
            k: v for k, v in sorted(advs.items())
            if (kind is None or v.get("kind") == kind) and (include_lost or not v.get("lost", False))
        }

    def tech_count(self, fid: str) -> int:
        return len(self.advances(fid, "tech"))

    def tech_bonus(self, fid: str) -> int:
        if fid == NEUTRAL:
            return 0
        return rules.tech_bonus(self.tech_count(fid), self.characteristic(fid, "inteligencia"), self.settings)

    def advance_use(self, fid: str, adv_id: str) -> str | None:
        """Where an advance is applied: "army:<id>", "city:<id>", "settlement:<hex>", or None."""
        f = self.factions[fid]
        for aid, a in sorted(f.get("armies", {}).items()):
            if adv_id in a.get("advances", []):
                return f"army:{aid}"
        for cid, c in sorted(f.get("cities", {}).items()):
            if adv_id in c.get("advances", []):
                return f"city:{cid}"
        for h, s in sorted(f.get("settlements", {}).items()):
            if s.get("advance") == adv_id:
                return f"settlement:{h}"
        for c in self.facts.colonies:
            if c["faction"] == fid and c["advance"] == adv_id:
                return f"pending:{c['hex']}"
        for r in self.facts.recruits:
            if r["faction"] == fid and adv_id in r["advances"]:
                return f"pending:{r['army']}"
        return None

    def applied_count(self, fid: str, kind: str) -> int:
        return sum(1 for a in self.advances(fid, kind) if self.advance_use(fid, a) and not self.advance_use(fid, a).startswith("pending"))

    # -- terrain -----------------------------------------------------------------------
    def adaptation(self, fid: str, unit: dict | None = None) -> dict[str, str]:
        if fid == NEUTRAL:
            return {t: "normal" for t in self.settings["race"]["terrains"]}
        f = self.factions[fid]
        adapt = rules.adaptation(list(f.get("terrains", [])), bool(f.get("amphibious", False)), self.settings)
        unlocked = {t for a in self.advances(fid, "tech").values() for t in a.get("unlocks", [])}
        for t, mode in list(adapt.items()):
            if mode == "advance":
                adapt[t] = "difficult" if t in unlocked else "closed"
        return adapt

    # -- diplomacy ---------------------------------------------------------------------
    def relation(self, fid: str, key: str) -> list[str]:
        if fid == NEUTRAL or fid not in self.factions:
            return []
        return list(self.factions[fid].get(key, []))

    def allied(self, a: str, b: str) -> bool:
        return a == b or (a != NEUTRAL and b in self.relation(a, "alliances"))

    def hostile(self, a: str, b: str) -> bool:
        return not self.allied(a, b)

    def at_war(self, a: str, b: str) -> bool:
        return b in self.relation(a, "wars")

    def contact_distance(self, a: str, b: str) -> int | None:
        """Fewest steps between a hex of a and a hex of b (owned, or holding their armies)."""
        def presence(fid):
            hs = set(self.owned_hexes(fid))
            hs |= {x["hex"] for x in self.armies(fid).values()}
            return sorted(hs)
        pa, pb = presence(a), presence(b)
        if not pa or not pb:
            return None
        return min(hexgrid.distance(x, y, self.offset) for x in pa for y in pb)

    def in_direct_contact(self, a: str, b: str, max_distance: int) -> bool:
        d = self.contact_distance(a, b)
        return d is not None and d <= max_distance
