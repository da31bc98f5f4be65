"""The working model: the turn's state (plain dicts, as the files hold them) plus queries.

`Model` wraps deep copies of game.toml and the faction files. Phases read it; appliers
(appliers.py) are the only code that writes it. Per-turn scratch facts that the files do
not keep (who moved, where battles were) live in `Model.turn_facts`.

Indexes (so a turn with 1,000 gods costs O(what changes), not O(world) per question):
hex -> armies, owner -> hexes, hex -> city, hex -> settlement and each hex's neighbours
are built on first use and kept up to date by the appliers through the mutation helpers
below (`move_army`, `add_army`, `remove_army`, `set_owner`, `add_city`, `remove_city`,
`add_settlement`, `remove_settlement`); `reindex()` drops them all (rare, bulk changes:
a civil war). The dicts stay the plain TOML data; the indexes only point into them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from gm.engine.state import copy_data
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
    wars_declared: set = field(default_factory=set)    # (declarer, target) declared this turn
    bankrupt: set = field(default_factory=set)
    abundance: set = field(default_factory=set)
    social: dict = field(default_factory=dict)         # faction -> {"miracle"/"calamity": extra happiness}
    economic_calamity: set = field(default_factory=set)
    economic_miracle: set = field(default_factory=set)
    applied_this_turn: set = field(default_factory=set)  # army / city keys that got an advance
    besieged: set = field(default_factory=set)         # city hexes under siege at turn start
    army_names: dict = field(default_factory=dict)     # (faction, army) -> name, of the armies ordered to move


def _army_order(t: tuple) -> tuple:
    """all_armies order: gods' armies by god then id, neutral ones (god "") last."""
    return (t[0] == NEUTRAL, t[0], t[1])


ID_MAX = 64  # the schemas' id pattern: ^[a-z0-9][a-z0-9_-]{0,63}$


def child_id(base: str, suffix: str, taken) -> str:
    """An id made from another (`<id>-rebelde`, `<id>-rebelde-2` ...) that stays a valid id:
    the base is cut so the whole is at most ID_MAX characters, or the next turn's files
    would be refused by the schema."""
    n = 1
    while True:
        tail = "-".join(p for p in (suffix, str(n) if n > 1 else "") if p)
        room = ID_MAX - (len(tail) + 1 if tail else 0)
        candidate = base[:room].rstrip("-_") or base[:1]
        candidate = f"{candidate}-{tail}" if tail else candidate
        if candidate not in taken:
            return candidate
        n += 1


class Model:
    def __init__(self, game: dict, factions: dict, settings: dict, copy_state: bool = True):
        """`copy_state=False` works on the given dicts themselves (only the two top-level
        dicts are copied, so a faction born this turn is the Model's alone): for the
        engine's per-turn copy, `ctx.state`, which nobody else changes."""
        if copy_state:
            self.game = copy_data(game)
            self.factions = copy_data(factions)
        else:
            self.game = dict(game)
            self.factions = dict(factions)
        self.settings = settings
        world = self.game.setdefault("world", {})
        world.setdefault("hexes", {})
        world.setdefault("neutral", {})
        self.facts = TurnFacts()
        self.start = None  # restate.Start: the names as the turn starts (set by the ruleset's prepare)
        self._neighbours: dict[str, list[str]] = {}
        self.reindex()

    # -- indexes -----------------------------------------------------------------------
    def reindex(self) -> None:
        """Forget every index (they are rebuilt on first use)."""
        self._armies_idx: dict[str, list] | None = None        # hex -> [(faction, army id, army)]
        self._owner_idx: dict[str, set] | None = None          # owner -> {hex}
        self._owned_sorted: dict[str, list[str]] = {}          # owner -> hexes sorted (cache)
        self._city_idx: dict[str, list] | None = None          # hex -> [(faction, city id)]
        self._settlement_idx: dict[str, list] | None = None    # hex -> [faction]

    def _armies_index(self) -> dict[str, list]:
        if self._armies_idx is None:
            idx: dict[str, list] = {}
            for t in self.all_armies():
                idx.setdefault(t[2].get("hex"), []).append(t)
            self._armies_idx = idx
        return self._armies_idx

    def _owners(self) -> dict[str, set]:
        if self._owner_idx is None:
            idx: dict[str, set] = {}
            for n, h in self.hexes.items():
                o = h.get("owner")
                if o:
                    idx.setdefault(o, set()).add(n)
            self._owner_idx = idx
            self._owned_sorted = {}
        return self._owner_idx

    def _cities_index(self) -> dict[str, list]:
        if self._city_idx is None:
            idx: dict[str, list] = {}
            for fid in sorted(self.factions):
                for cid, c in sorted(self.factions[fid].get("cities", {}).items()):
                    idx.setdefault(c.get("hex"), []).append((fid, cid))
            self._city_idx = idx
        return self._city_idx

    def _settlements_index(self) -> dict[str, list]:
        if self._settlement_idx is None:
            idx: dict[str, list] = {}
            for fid in sorted(self.factions):
                for h in self.factions[fid].get("settlements", {}):
                    idx.setdefault(h, []).append(fid)
            self._settlement_idx = idx
        return self._settlement_idx

    # -- mutation helpers (appliers only): the data and the indexes together -------------
    def _army_dict(self, fid: str) -> dict:
        return self.neutral if fid == NEUTRAL else self.armies(fid)

    def _unindex_army(self, fid: str, aid: str, hexname) -> None:
        if self._armies_idx is None:
            return
        lst = self._armies_idx.get(hexname)
        if lst:
            lst[:] = [t for t in lst if not (t[0] == fid and t[1] == aid)]
            if not lst:
                del self._armies_idx[hexname]

    def move_army(self, fid: str, aid: str, to: str) -> None:
        army = self._army_dict(fid)[aid]
        self._unindex_army(fid, aid, army.get("hex"))
        army["hex"] = to
        if self._armies_idx is not None:
            self._armies_idx.setdefault(to, []).append((fid, aid, army))

    def add_army(self, fid: str, aid: str, army: dict) -> None:
        coll = self._army_dict(fid)
        if aid in coll:
            self._unindex_army(fid, aid, coll[aid].get("hex"))
        coll[aid] = army
        if self._armies_idx is not None:
            self._armies_idx.setdefault(army.get("hex"), []).append((fid, aid, army))

    def remove_army(self, fid: str, aid: str) -> dict | None:
        army = self._army_dict(fid).pop(aid, None)
        if army is not None:
            self._unindex_army(fid, aid, army.get("hex"))
        return army

    def set_owner(self, name: str, fid: str) -> None:
        h = self.hexes[name]
        old = h.get("owner")
        h["owner"] = fid
        if self._owner_idx is not None and old != fid:
            if old:
                self._owner_idx.get(old, set()).discard(name)
                self._owned_sorted.pop(old, None)
            if fid:
                self._owner_idx.setdefault(fid, set()).add(name)
                self._owned_sorted.pop(fid, None)

    def _unindex_city(self, fid: str, cid: str, hexname) -> None:
        if self._city_idx is None:
            return
        lst = [t for t in self._city_idx.get(hexname, []) if t != (fid, cid)]
        if lst:
            self._city_idx[hexname] = lst
        else:
            self._city_idx.pop(hexname, None)

    def add_city(self, fid: str, cid: str, city: dict) -> None:
        old = self.cities(fid).get(cid)
        if old is not None:
            self._unindex_city(fid, cid, old.get("hex"))
        self.cities(fid)[cid] = city
        if self._city_idx is not None:
            lst = [t for t in self._city_idx.get(city.get("hex"), []) if t != (fid, cid)] + [(fid, cid)]
            self._city_idx[city.get("hex")] = sorted(lst)

    def remove_city(self, fid: str, cid: str) -> dict | None:
        city = self.cities(fid).pop(cid, None)
        if city is not None:
            self._unindex_city(fid, cid, city.get("hex"))
        return city

    def add_settlement(self, fid: str, name: str, data: dict) -> None:
        self.factions[fid].setdefault("settlements", {})[name] = data
        if self._settlement_idx is not None:
            self._settlement_idx[name] = sorted(set(self._settlement_idx.get(name, [])) | {fid})

    def remove_settlement(self, fid: str, name: str) -> dict | None:
        s = self.factions[fid].get("settlements", {}).pop(name, None)
        if s is not None and self._settlement_idx is not None:
            lst = [f for f in self._settlement_idx.get(name, []) if f != fid]
            if lst:
                self._settlement_idx[name] = lst
            else:
                self._settlement_idx.pop(name, None)
        return s

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
        """The hexes of the map around `name` (cached: the map's hexes never change)."""
        out = self._neighbours.get(name)
        if out is None:
            around = hexgrid.neighbours(name, self.offset)
            out = [n for n in hexgrid.labels(h for h in around if h.col >= 0 and h.row >= 1) if n in self.hexes]
            self._neighbours[name] = out
        return list(out)

    def owner(self, name: str) -> str:
        h = self.hexes.get(name) or {}
        return str(h.get("owner", ""))

    def owned_hexes(self, fid: str) -> list[str]:
        """The hexes `fid` owns, sorted by column then row."""
        owners = self._owners()
        out = self._owned_sorted.get(fid)
        if out is None:
            out = sorted(owners.get(fid, ()), key=hexgrid.parse)
            self._owned_sorted[fid] = out
        return list(out)

    def city_at(self, name: str) -> tuple[str, str] | None:
        """(faction, city id) of the city in the hex (the first by faction, then id)."""
        found = self._cities_index().get(name)
        return found[0] if found else None

    def settlement_at(self, name: str) -> tuple[str, str] | None:
        found = self._settlements_index().get(name)
        if not found:
            return None
        fid = found[0]
        return fid, str(self.factions[fid]["settlements"][name].get("advance", ""))

    def settled_hexes(self) -> list[str]:
        """Every hex with a settlement, sorted by column then row."""
        return sorted((h for h, fs in self._settlements_index().items() if fs), key=hexgrid.parse)

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

    def names_its_god(self, name: str, fid: str) -> bool:
        """Whether a name already says whose it is ("Cazadores de Khaine"): no "(Khaine)" after it."""
        god = self.god_name(fid).casefold()
        return bool(god) and re.search(rf"(?<!\w){re.escape(god)}(?!\w)", name.casefold()) is not None

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
        """The armies in a hex, in `all_armies` order (gods by id, then neutral ones)."""
        found = self._armies_index().get(name)
        if not found:
            return []
        return sorted(found, key=_army_order)

    def army_hexes(self) -> list[str]:
        """Every hex holding an army, sorted by column then row."""
        return sorted((h for h, lst in self._armies_index().items() if lst), key=hexgrid.parse)

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

    def advance_name(self, fid: str, adv_id: str) -> str:
        """An advance's name (its id when the race has no such advance)."""
        return str(self.advances(fid, include_lost=True).get(adv_id, {}).get("name", adv_id))

    def tech_count(self, fid: str) -> int:
        return len(self.advances(fid, "tech"))

    def tech_bonus(self, fid: str) -> int:
        if fid == NEUTRAL:
            return 0
        return rules.tech_bonus(self.tech_count(fid), self.characteristic(fid, "inteligencia"), self.settings)

    def advance_use(self, fid: str, adv_id: str) -> str | None:
        """Where an advance is applied: "army:<id>", "city:<id>", "settlement:<hex>", a
        colony under way "colony:<hex>", an army created this turn "recruit:<id>", or None."""
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
                return f"colony:{c['hex']}"
        for r in self.facts.recruits:
            if r["faction"] == fid and adv_id in r["advances"]:
                return f"recruit:{r['army']}"
        return None

    def advance_place(self, fid: str, adv_id: str) -> tuple[str, str] | None:
        """advance_use named for a report: (kind, the army's or city's name, or the hex)."""
        use = self.advance_use(fid, adv_id)
        if use is None:
            return None
        kind, _, target = use.partition(":")
        if kind == "recruit":
            names = [r["name"] for r in self.facts.recruits if r["faction"] == fid and r["army"] == target]
            return kind, str(names[0] if names else target)
        unit = {"army": self.armies(fid), "city": self.cities(fid)}.get(kind, {}).get(target) or {}
        return kind, str(unit.get("name", target))

    def applied_count(self, fid: str, kind: str) -> int:
        """Advances of `kind` applied (to a unit or a settlement), not those still under way."""
        return sum(1 for a in self.advances(fid, kind) if (self.advance_use(fid, a) or "recruit").split(":")[0] in ("army", "city", "settlement"))

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

    def presence(self, fid: str) -> list[str]:
        """The hexes a god owns or holds with its armies."""
        hs = set(self.owned_hexes(fid))
        hs |= {x["hex"] for x in self.armies(fid).values()}
        return sorted(hs)

    def contact_distance(self, a: str, b: str) -> int | None:
        """Fewest steps between a hex of a and a hex of b (owned, or holding their armies)."""
        return hexgrid.nearest(self.presence(a), self.presence(b), self.offset)

    def active_trade(self, fid: str) -> list[str]:
        """Trade partners in reach: a treaty needs the two races in contact or at most one
        unconquered hex apart "para que tengan efecto" (no die, no happiness otherwise)."""
        reach = int(self.settings["diplomacy"]["trade_max_distance"])
        return [b for b in self.relation(fid, "trade") if self.in_direct_contact(fid, b, reach)]

    def in_direct_contact(self, a: str, b: str, max_distance: int) -> bool:
        d = self.contact_distance(a, b)
        return d is not None and d <= max_distance
