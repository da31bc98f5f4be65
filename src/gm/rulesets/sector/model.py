"""The working model: the plain TOML state (game + factions) with lookups.

The state stays plain dicts (so `finish` returns it as is); this class only adds
the questions the phases keep asking. Every iteration is over sorted keys.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from gm.engine.state import copy_data

from .sectormap import SectorMap
from .rules import TECHS, speed

# An id's kind (its letter after the prefix: fed-b3) -> the counter it draws from.
ID_COUNTERS = {"": "ships", "e": "stations", "b": "builds", "r": "routes", "v": "advantages"}


def relation_key(a: str, b: str) -> str:
    """"federacion+klingon": one key per pair, alphabetical."""
    x, y = sorted((a, b))
    return f"{x}+{y}"


@dataclass
class Model:
    game: dict
    factions: dict[str, dict]
    cfg: dict
    turn: int
    # turn-local bookkeeping (never written to the state)
    engagements: list = field(default_factory=list)     # interceptions that end in combat
    signals: dict = field(default_factory=dict)         # faction -> [sector] (distorted signals)
    identified: dict = field(default_factory=dict)      # faction -> set of cloaked ships identified
    moved: set = field(default_factory=set)             # ships that moved this turn
    sieges_rolled: set = field(default_factory=set)       # systems assaulted this turn
    start_relations: dict = field(default_factory=dict)  # relation key -> status as movement began

    @classmethod
    def from_state(cls, game: dict, factions: dict, cfg: dict, turn: int) -> "Model":
        m = cls(copy_data(game), copy_data(factions), cfg, turn)
        w = m.game.setdefault("world", {})
        for key in ("sectors", "systems", "territory", "relations"):
            w.setdefault(key, {})
        for f in m.factions.values():
            for key in ("ships", "stations", "builds", "known", "intel", "routes",
                        "advantages", "research_failed"):
                f.setdefault(key, {})
            f.setdefault("fleets", {})
        return m

    def to_state(self) -> tuple[dict, dict]:
        """(game, factions) with empty optional tables dropped (smaller files, same meaning)."""
        factions = {}
        for fid, f in self.factions.items():
            factions[fid] = {k: v for k, v in f.items() if not (isinstance(v, dict) and not v and k not in ("traits", "tech"))}
        game = copy_data(self.game)
        return game, factions

    # -- world --------------------------------------------------------------------
    @property
    def world(self) -> dict:
        return self.game["world"]

    @property
    def grid(self) -> SectorMap:
        return SectorMap(int(self.world.get("width", self.cfg["map"]["width"])),
                    int(self.world.get("height", self.cfg["map"]["height"])))

    def terrain(self, sector: str) -> str:
        """"empty", "nebula", "black_hole" (systems are listed apart)."""
        return self.world["sectors"].get(sector, {}).get("terrain", "empty")

    def systems(self) -> dict[str, dict]:
        return self.world["systems"]

    def system_at(self, sector: str) -> str | None:
        """The system in a sector (systems never move: an index built once, rebuilt if
        the set of systems changes)."""
        systems = self.world["systems"]
        index = self.__dict__.get("_system_index")
        if index is None or index[0] != len(systems):
            at: dict[str, str] = {}
            for sid in sorted(systems, reverse=True):   # the first id wins, as a sorted scan would
                at[systems[sid]["sector"]] = sid
            index = (len(systems), at)
            self.__dict__["_system_index"] = index
        return index[1].get(sector)

    def owned_systems(self, fid: str) -> list[str]:
        return sorted(sid for sid, system in self.world["systems"].items() if system.get("owner") == fid)

    # -- factions -----------------------------------------------------------------
    def faction_ids(self) -> list[str]:
        return sorted(self.factions)

    def empires(self) -> list[str]:
        return [f for f in self.faction_ids() if self.factions[f].get("kind", "empire") == "empire"]

    def is_npc(self, fid: str) -> bool:
        return self.factions[fid].get("kind", "empire") == "npc"

    def trait(self, fid: str, name: str) -> int:
        """A trait modifier with the advantages held."""
        f = self.factions[fid]
        value = int(f.get("traits", {}).get(name, 0))
        for adv in f.get("advantages", {}).values():
            value += int(adv.get("mods", {}).get(name, 0))
        return value

    def combat_bonus(self, fid: str) -> int:
        return sum(int(a.get("combat", 0)) for a in self.factions[fid].get("advantages", {}).values())

    def extra_income(self, fid: str) -> int:
        return sum(int(a.get("income", 0)) for a in self.factions[fid].get("advantages", {}).values())

    def tech(self, fid: str, name: str) -> int:
        return int(self.factions[fid].get("tech", {}).get(name, 0))

    def tech_sum(self, fid: str) -> int:
        return sum(self.tech(fid, t) for t in TECHS)

    def new_id(self, fid: str, kind: str = "") -> tuple[str, dict[str, int]]:
        """(a fresh id, {counter key: next value}) for a ship (kind ""), station ("e"),
        build ("b"), route ("r") or advantage ("v").

        Each kind counts on its own (`next_id` the ships, `next_ids.<collection>` the rest): a GM
        reads fed-3 after fed-2, not fed-5 because a build and a route took 3 and 4.
        Pure: the applier of the event that creates the thing stores the counter."""
        f = self.factions[fid]
        prefix = f"{f.get('prefix', fid[:3])}-{kind}"
        counter = ID_COUNTERS[kind]
        n = int(f.get("next_id", 1)) if counter == "ships" else int((f.get("next_ids") or {}).get(counter, 1))
        taken = set(f["ships"]) | set(f["stations"]) | set(f["builds"]) | set(f["routes"]) | set(f.get("advantages") or {})
        while f"{prefix}{n}" in taken:
            n += 1
        return f"{prefix}{n}", {counter: n + 1}

    # -- units ----------------------------------------------------------------------
    def ship(self, fid: str, sid: str) -> dict | None:
        return self.factions.get(fid, {}).get("ships", {}).get(sid)

    def owner_of_ship(self, ship_id: str) -> str | None:
        for fid in self.faction_ids():
            if ship_id in self.factions[fid]["ships"]:
                return fid
        return None

    def active_ships(self, fid: str) -> list[str]:
        ships = self.factions[fid]["ships"]
        return [s for s in sorted(ships) if ships[s].get("status", "active") == "active"]

    def ships_at(self, fid: str, sector: str) -> list[str]:
        ships = self.factions[fid]["ships"]
        return [s for s in self.active_ships(fid) if ships[s]["sector"] == sector]

    def station_at(self, fid: str, sector: str) -> str | None:
        st = self.factions[fid]["stations"]
        for sid in sorted(st):
            if st[sid]["sector"] == sector:
                return sid
        return None

    def ship_speed(self, ship: dict) -> int:
        return speed(int(ship.get("propulsion", 0)), self.cfg)

    def is_cloaked(self, ship: dict) -> bool:
        return bool(ship.get("cloak")) and bool(ship.get("cloaked"))

    def fleet_of(self, fid: str, ship_id: str) -> str | None:
        for name in sorted(self.factions[fid]["fleets"]):
            if ship_id in self.factions[fid]["fleets"][name].get("ships", []):
                return name
        return None

    def is_fleet(self, fid: str, ship_ids: list[str]) -> bool:
        """True when the ships include a whole formed fleet ("3 naves ... FLOTA DE NAVES")."""
        ids = set(ship_ids)
        for name in sorted(self.factions[fid]["fleets"]):
            members = self.factions[fid]["fleets"][name].get("ships", [])
            if len(members) >= int(self.cfg["movement"]["fleet_size"]) and set(members) <= ids:
                return True
        return False

    # -- relations and territory -------------------------------------------------------
    def relation(self, a: str, b: str) -> str:
        """"none" (no contact yet), "contact", "peace", "alliance" or "war"."""
        if a == b:
            return "self"
        return self.world["relations"].get(relation_key(a, b), {}).get("status", "none")

    def territory_owner(self, sector: str) -> str | None:
        return self.world["territory"].get(sector)

    def home_sectors(self, fid: str) -> set[str]:
        """Where ships resupply: the home world and the empire's stations."""
        f = self.factions[fid]
        out = {st["sector"] for st in f["stations"].values()}
        home = f.get("home")
        if home and self.systems().get(home, {}).get("owner") == fid:
            out.add(self.systems()[home]["sector"])
        return out
