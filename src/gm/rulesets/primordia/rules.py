"""The rule tables (data/*.toml) with the game's settings, and the effect vocabulary.

Discoveries, structures, racial abilities, governments and heroes all speak the same
small language of effects ({kind = "yield", resource = ..., amount = ...}); `Effects`
gathers what applies to one faction so phases ask questions, not walk tables.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

RESOURCES = ("comida", "madera", "piedra", "metal", "oro", "poder")
TABLES = ("terrains", "units", "discoveries", "structures", "settlement_types", "governments", "races", "spells", "heroes", "names")
# a resource collected only with a capability (Piedras brillantes: metal and oro; Poder de la Naturaleza: poder)
GATED = {"metal": "metal_oro", "oro": "metal_oro", "poder": "poder"}
ERAS = ("descubrimiento", "expansion", "fortalecimiento", "resplandor")


@dataclass
class Rules:
    settings: dict
    tables: dict

    @classmethod
    def load(cls, ruleset, settings: dict) -> "Rules":
        """The rules of a game with these settings; the tables are built once per process
        for each [settings.tables] override and shared (read-only: no phase writes a rule
        table): the order form's judge loads the rules twice a probe turn, and copying every
        table each time was a third of primordia's probe turn (issue 26)."""
        return cls(settings, _tables(ruleset, settings.get("tables") or {}))

    def s(self, section: str, key: str):
        return self.settings[section][key]

    @property
    def terrains(self) -> dict:
        return self.tables["terrains"]

    @property
    def units(self) -> dict:
        return self.tables["units"]

    @property
    def discoveries(self) -> dict:
        return self.tables["discoveries"]

    @property
    def structures(self) -> dict:
        return self.tables["structures"]

    @property
    def settlement_types(self) -> dict:
        return self.tables["settlement_types"]

    @property
    def governments(self) -> dict:
        return self.tables["governments"]

    @property
    def races(self) -> dict:
        return {k: v for k, v in self.tables["races"].items() if k != "abilities"}

    @property
    def abilities(self) -> dict:
        return self.tables["races"].get("abilities", {})

    @property
    def spells(self) -> dict:
        return self.tables["spells"]["spells"]

    @property
    def paths(self) -> dict:
        return self.tables["spells"]["paths"]

    @property
    def heroes(self) -> dict:
        return self.tables["heroes"]

    def free_unit_names(self, faction: dict, taken=(), n: int = 1) -> list[str]:
        """The next `n` names of the race's list (data/names.toml [units]; `default` for a
        race without one) that none of its units, armies or settlements bears nor `taken`
        holds (a unit «Caracola» beside the capital Caracola read «Se mueve Caracola» and
        «+10 de población en Caracola» alike); fewer when the list runs out (those units keep
        their ids alone)."""
        lists = self.tables.get("names", {}).get("units", {})
        names = lists.get(str(faction.get("race", "")), lists.get("default", []))
        borne = [x.get("name") for kind in ("units", "armies", "settlements") for x in (faction.get(kind) or {}).values()
                 if isinstance(x, dict)]
        used = {str(x).casefold() for x in borne if x} | {str(x).casefold() for x in taken}
        return [x for x in names if x.casefold() not in used][:n]

    def name_units(self, faction: dict) -> dict:
        """Name the race's nameless units in id order (a new game's first units)."""
        units = faction.get("units") or {}
        nameless = sorted((u for u in units if not units[u].get("name")), key=lambda u: (len(u), u))
        for uid, name in zip(nameless, self.free_unit_names(faction, n=len(nameless))):
            units[uid]["name"] = name
        return faction

    @cached_property
    def terrain_by_code(self) -> dict[str, str]:
        return {v["code"]: k for k, v in self.terrains.items()}


_HELD_TABLES: dict = {}  # (ruleset package, repr of [settings.tables]) -> the tables


def _tables(ruleset, overrides: dict) -> dict:
    """The rule tables with game.toml's [settings.tables] overrides (tables.<name>.<id>...)."""
    key = (ruleset.package, repr(overrides))
    if key not in _HELD_TABLES:
        tables = {name: ruleset.load_table(name) for name in TABLES}
        for name, override in overrides.items():
            for entry, value in override.items():
                base = tables.setdefault(name, {}).get(entry, {})
                tables[name][entry] = {**base, **value} if isinstance(value, dict) else value
        _HELD_TABLES[key] = tables
    return _HELD_TABLES[key]


class Effects:
    """Every effect that applies to one faction: discoveries, racial abilities, government,
    heroes alive. Structure effects are per settlement (see `structure_effects`)."""

    def __init__(self, rules: Rules, faction: dict):
        self.rules = rules
        self.faction = faction
        items: list[dict] = []
        for did in faction.get("discoveries", []):
            items += rules.discoveries.get(did, {}).get("effects", [])
        for aid in faction.get("abilities", []):
            items += rules.abilities.get(aid, {}).get("effects", [])
        items += rules.governments.get(faction.get("government", ""), {}).get("effects", [])
        for unit in faction.get("units", {}).values():
            hero = unit.get("hero")
            if hero:
                items += rules.heroes.get(hero, {}).get("effects", [])
        self.items = items

    def of(self, kind: str) -> list[dict]:
        return [e for e in self.items if e["kind"] == kind]

    def total(self, kind: str, **match) -> int:
        return sum(e.get("amount", 0) for e in self.of(kind) if all(e.get(k) == v for k, v in match.items()))

    def has(self, kind: str, **match) -> bool:
        return any(all(e.get(k) == v for k, v in match.items()) for e in self.of(kind))

    def capability(self, name: str) -> bool:
        return self.has("capability", name=name)

    def unlocked(self, kind: str, key: str, value: str) -> bool:
        return self.has(kind, **{key: value})

    def cost_percent(self, category: str) -> int:
        return sum(e["percent"] for e in self.of("cost_percent") if e["category"] == category)

    def unit_bonus(self, unit_class: str, attribute: str) -> int:
        return sum(e["amount"] for e in self.of("unit_attr") if e["attribute"] == attribute and e["class"] in ("*", unit_class))

    def resource_allowed(self, resource: str) -> bool:
        """Piedras brillantes gates metal and oro; Poder de la Naturaleza gates poder (GATED)."""
        return resource not in GATED or self.capability(GATED[resource])


def structure_effects(rules: Rules, settlement: dict) -> list[dict]:
    out: list[dict] = []
    for sid in settlement.get("structures", []):
        out += rules.structures.get(sid, {}).get("effects", [])
    return out
