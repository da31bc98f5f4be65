"""The ruleset's data (data/*.toml merged with game overrides) and its pure rule
functions: numbers in, numbers out. No state, no dice."""

from __future__ import annotations

import copy
import tomllib
from functools import lru_cache
from importlib import resources

from gm.rulesets.base import deep_merge, merged_settings

PACKAGE = "gm.rulesets.sector"

TECHS = ("armamento", "propulsion", "energia", "construccion")
TRAITS = ("diplomacia", "agresividad", "investigacion", "comercio", "espionaje")


@lru_cache(maxsize=None)
def _load(name: str) -> dict:
    with resources.files(PACKAGE).joinpath("data", f"{name}.toml").open("rb") as fh:
        return tomllib.load(fh)


def table(name: str) -> dict:
    """A fresh copy of data/<name>.toml (callers may mutate it)."""
    return copy.deepcopy(_load(name))


def settings(game: dict | None = None) -> dict:
    """data/settings.toml deep-merged with game.toml [settings]; tables ride along.

    The events, advantages and races tables may also be overridden from
    [settings.events_table], [settings.advantages_table], [settings.races].
    """
    override = (game or {}).get("settings", {})
    return merged_settings(_MERGED, override, lambda: _merged(override))


_MERGED: dict[str, dict] = {}  # merged_settings' cache: a pure function of the override's text


def _merged(override: dict) -> dict:
    cfg = deep_merge(_load("settings"), override)
    for key, name in (("events_table", "events"), ("advantages_table", "advantages"),
                      ("races", "races")):
        cfg[key] = deep_merge(_load(name), cfg.get(key, {}))
    return cfg


def tech_mod(level: int, cfg: dict) -> int:
    """A tech digit as a roll modifier: level 0 counts as -1 ("sus tiradas tienen siempre un -1")."""
    return int(cfg["tech"]["level_zero_modifier"]) if level <= 0 else int(level)


def speed(propulsion: int, cfg: dict) -> int:
    """Sectors per turn (and sensor range) for a PROPULSIÓN level."""
    table = cfg["tech"]["speed"]
    return int(table[min(max(propulsion, 0), len(table) - 1)])


def band(table: list, value: int) -> list:
    """The row [from, to, ...] of a banded table containing value (to = -1: no bound)."""
    for row in table:
        lo, hi = int(row[0]), int(row[1])
        if value >= lo and (hi < 0 or value <= hi):
            return row
    return table[-1]


def surcharge(tech_sum: int, cfg: dict) -> tuple[int, int]:
    """(extra turns, extra dilitio) for building something with this tech sum."""
    row = band(cfg["construction"]["surcharge"], tech_sum)
    return int(row[2]), int(row[3])


def parallel_research(tech_sum: int, cfg: dict) -> int:
    return int(band(cfg["research"]["parallel"], tech_sum)[2])


def research_step(target_level: int, cfg: dict) -> tuple[int, int]:
    """(cost, difficulty) to reach target_level (1..10)."""
    levels = cfg["research"]["levels"]
    cost, diff = levels[target_level - 1]
    return int(cost), int(diff)


def half_up(cost: int) -> int:
    """The half paid on the attempt (the larger half when odd)."""
    return cost - cost // 2


def build_time(base: int, construccion: int, tech_sum: int, cfg: dict) -> int:
    """Turns to build: base minus CONSTRUCCIÓN level plus the tech-sum surcharge, >= minimum.

    "CONSTRUCCIÓN. Reduce los tiempos para fabricar naves, estaciones y colonias."
    """
    extra, _ = surcharge(tech_sum, cfg)
    return max(int(cfg["construction"]["minimum_turns"]), base - max(construccion, 0) + extra)


def colony_time(construccion: int, cfg: dict) -> int:
    return max(int(cfg["construction"]["minimum_turns"]),
               int(cfg["colony"]["turns"]) - max(construccion, 0))


def upkeep_period(energia: int, cfg: dict) -> int:
    """"1 CRISTAL POR TURNO+ENE (mínimo 1)" read as "1 crystal per (1 + ENE) turns": ENE is
    the ENERGÍA modifier (-1 at level 0: "sus tiradas tienen siempre un -1"), and the period
    is at least 1 turn. Level 0 pays every turn, level 1 every 2 turns, level 2 every 3."""
    return max(int(cfg["upkeep"]["minimum"]), 1 + tech_mod(energia, cfg))


def _upkeep(base: int, energia: int, turn: int, cfg: dict) -> int:
    up = cfg["upkeep"]
    if up.get("energia", "period") == "discount":   # the base minus the ENERGÍA level, minimum 1
        return max(int(up["minimum"]), base - max(energia, 0))
    return base if turn % upkeep_period(energia, cfg) == 0 else 0


def upkeep_ship(energia: int, turn: int, cfg: dict) -> int:
    """What a ship pays this turn ("Cada NAVE cuesta 1 CRISTAL POR TURNO+ENE (mínimo 1)")."""
    return _upkeep(int(cfg["upkeep"]["ship"]), energia, turn, cfg)


def upkeep_station(energia: int, turn: int, cfg: dict) -> int:
    """What a station pays this turn ("Cada ESTACIÓN cuesta 2 CRISTALES POR TURNO+ENE (mínimo 1)")."""
    return _upkeep(int(cfg["upkeep"]["station"]), energia, turn, cfg)


def upkeep_colony(energia: int, turn: int, cfg: dict) -> int:
    """"Cada COLONIA cuesta 1 CRISTAL POR TURNO" (no "+ENE" on that line): every turn, unless
    `upkeep.colony_energia` applies the empire's ENERGÍA as for ships (the ENERGÍA paragraph
    names "colonias" too)."""
    base = int(cfg["upkeep"]["colony"])
    return _upkeep(base, energia, turn, cfg) if cfg["upkeep"].get("colony_energia") else base


def annexed_income(dilitio: int, cfg: dict) -> int:
    inc = cfg["income"]
    return max(int(inc["annexed_minimum"]), dilitio - int(inc["annexed_minus"]))


def diplomacy_result(margin: int, cfg: dict) -> str:
    """What a diplomacy roll achieves at best: "annex", "alliance", "peace" or "none"."""
    d = cfg["diplomacy"]
    if margin >= int(d["annex_margin"]):
        return "annex"
    if margin >= int(d["alliance_margin"]):
        return "alliance"
    if margin >= int(d["peace_margin"]):
        return "peace"
    return "none"


def assault_result(margin: int, cfg: dict) -> str:
    """margin = attacker total - defender total.

    "taken" (>= +3), "repelled_destroy" (<= -5), "repelled" (<= -3), else "continues".
    """
    a = cfg["assault"]
    if margin >= int(a["take_margin"]):
        return "taken"
    if margin <= -int(a["destroy_margin"]):
        return "repelled_destroy"
    if margin <= -int(a["repel_margin"]):
        return "repelled"
    return "continues"


def espionage_result(action: str, total: int, cfg: dict) -> bool:
    return total >= int(cfg["espionage"][action])


def trait_values_equal(factions: dict[str, dict]) -> bool:
    """"los dígitos que las caracterizan tienen los mismos valores, pero distribuidos de manera diferente"."""
    multisets = {tuple(sorted(int(f.get("traits", {}).get(t, 0)) for t in TRAITS))
                 for f in factions.values()}
    return len(multisets) <= 1


def free_ship_names(race: str, taken, count: int = 1) -> list[str]:
    """The next `count` names of the race's list (data/names.toml [ships], `default` for a
    race without one) that no name or id in `taken` bears (case-folded); fewer when the
    list runs out (a ship without a name has its id alone)."""
    lists = _load("names").get("ships", {})
    used = {str(t).casefold() for t in taken}
    free = [n for n in lists.get(race, lists.get("default", [])) if n.casefold() not in used]
    return free[:count]
