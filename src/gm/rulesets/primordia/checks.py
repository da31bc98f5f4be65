"""What the schemas cannot check: map shape, known ids, hexes on the map, armies together.
Orders naming unknown things are warnings: at resolve they become typed rejections.

OF_FILES (the GM's files) then OF_ORDERS (the orders; Ruleset.file_checks, order_checks)
run in order over the whole game; FACTION_CHECKS run for each faction in turn (so a
faction's problems stay together, as they are listed)."""

from __future__ import annotations

from dataclasses import dataclass

from gm.errors import Msg, Problem
from gm.rulesets.primordia.model import Board, unit_stat
from gm.rulesets.primordia.rules import Effects, Rules


PACKAGE = "gm.rulesets.primordia"


def _msg(key: str, **params) -> Msg:
    """A problem's words: the catalog message pr.check.<key>, in the reader's language."""
    return Msg(f"pr.check.{key}", PACKAGE, **params)


@dataclass
class Game:
    """What every check reads: the state, the tables, the board and its size."""

    state: object
    rules: Rules
    grid: Board
    width: int
    height: int

    @property
    def world(self) -> dict:
        return self.state.game.get("world", {})


def check(ruleset, state, checks: tuple) -> list[Problem]:
    """The problems `checks` find (OF_FILES: also the settings' own, which stop them)."""
    files = checks is OF_FILES
    try:
        rules = Rules.load(ruleset, ruleset.settings(state.game))
    except Exception as exc:  # a bad [settings.tables] override: the GM's file, told once
        return [Problem("game.toml", ("settings",), _msg("bad_tables", error=str(exc)))] if files else []
    out, offset = _offset(rules)
    out = out if files else []
    world = state.game.get("world", {})
    width, height = world.get("width", 0), world.get("height", 0)
    game = Game(state, rules, Board(max(width, 1), max(height, 1), offset), width, height)
    for step in checks:
        out += step(game)
    return out


def _offset(rules: Rules) -> tuple[list[Problem], str]:
    offset = rules.settings.get("map", {}).get("offset", "odd-q")
    if offset in ("odd-q", "even-q"):
        return [], offset
    return [Problem("game.toml", ("settings", "map", "offset"), _msg("offset", offset=str(offset)))], "odd-q"


# -- the world ------------------------------------------------------------------------------
def terrain_rows(g: Game) -> list[Problem]:
    rows = g.world.get("terrain", [])
    if len(rows) != g.height:
        return [Problem("game.toml", ("world", "terrain"), _msg("rows", rows=len(rows), height=g.height))]
    return []


def terrain_codes(g: Game) -> list[Problem]:
    out = []
    known = ", ".join(sorted(g.rules.terrain_by_code))
    for r, row in enumerate(g.world.get("terrain", [])):
        codes = row.split()
        if len(codes) != g.width:
            out.append(Problem("game.toml", ("world", "terrain", r), _msg("row_width", hexes=len(codes), row=r + 1, width=g.width)))
        out += [Problem("game.toml", ("world", "terrain", r), _msg("terrain_code", code=code, known=known))
                for code in codes if code not in g.rules.terrain_by_code]
    return out


def rivers_and_roads(g: Game) -> list[Problem]:
    return [Problem("game.toml", ("world", key, i), _msg("off_map_size", hex=str(h), width=g.width, height=g.height))
            for key in ("rivers", "roads") for i, h in enumerate(g.world.get(key, [])) if not g.grid.contains(h)]


def deposits(g: Game) -> list[Problem]:
    return [Problem("game.toml", ("world", "deposits", did, "hex"), _msg("off_map", hex=str(dep["hex"])))
            for did, dep in sorted(g.world.get("deposits", {}).items()) if not g.grid.contains(dep["hex"])]


def factions(g: Game) -> list[Problem]:
    out = []
    for fid, f in sorted(g.state.factions.items()):
        for step in FACTION_CHECKS:
            out += step(g, f"factions/{fid}.toml", f)
    return out


# -- one faction ----------------------------------------------------------------------------
def race(g: Game, file: str, f: dict) -> list[Problem]:
    if f.get("rebels"):
        return []
    name = f.get("race")
    if name not in g.rules.races:
        return [Problem(file, ("race",), _msg("race", race=str(name), known=", ".join(sorted(g.rules.races))))]
    allowed = g.rules.races[name]["abilities"]
    abil = f.get("abilities", [])
    out = [Problem(file, ("abilities",), _msg("abilities", count=len(abil)))] if len(abil) != 2 else []
    return out + [Problem(file, ("abilities", i), _msg("ability", ability=str(a), known=", ".join(allowed)))
                  for i, a in enumerate(abil) if a not in allowed]


def government(g: Game, file: str, f: dict) -> list[Problem]:
    if f.get("government", "tribu") in g.rules.governments:
        return []
    return [Problem(file, ("government",), _msg("government", government=str(f.get("government")), known=", ".join(sorted(g.rules.governments))))]


def discoveries(g: Game, file: str, f: dict) -> list[Problem]:
    return [Problem(file, ("discoveries", i), _msg("discovery", discovery=str(d)))
            for i, d in enumerate(f.get("discoveries", [])) if d not in g.rules.discoveries]


def allies(g: Game, file: str, f: dict) -> list[Problem]:
    ids = g.state.factions
    return [Problem(file, ("allies", i), _msg("ally", faction=str(a), known=", ".join(sorted(ids))))
            for i, a in enumerate(f.get("allies", [])) if a not in ids]


def capital(g: Game, file: str, f: dict) -> list[Problem]:
    if f.get("capital") and f["capital"] not in f.get("settlements", {}):
        return [Problem(file, ("capital",), _msg("capital", capital=str(f["capital"])))]
    return []


def settlements(g: Game, file: str, f: dict) -> list[Problem]:
    out = []
    for sid, s in sorted(f.get("settlements", {}).items()):
        if not g.grid.contains(s["hex"]):
            out.append(Problem(file, ("settlements", sid, "hex"), _msg("off_map", hex=str(s["hex"]))))
        out += [Problem(file, ("settlements", sid, "structures", i), _msg("structure", structure=str(st)))
                for i, st in enumerate(s.get("structures", [])) if st not in g.rules.structures]
    return out


def units(g: Game, file: str, f: dict) -> list[Problem]:
    out = []
    for uid, u in sorted(f.get("units", {}).items()):
        for step in UNIT_CHECKS:
            problem = step(g, f, uid, u)
            if problem:
                out.append(Problem(file, ("units", uid, problem[0]), problem[1]))
    return out


def unit_lives(g: Game, file: str, f: dict) -> list[Problem]:
    """A unit's life is at most its type's Vida with its upgrades and its race's effects
    (a spy at 10/5 is refused): what the report prints as life/maximum."""
    eff = Effects(g.rules, f)
    out = []
    for uid, u in sorted(f.get("units", {}).items()):
        if u["type"] not in g.rules.units:
            continue  # unit_type says so
        most = unit_stat(g.rules, eff, u, "vida")
        if u["life"] > most:
            out.append(Problem(file, ("units", uid, "life"), _msg("unit_life", life=u["life"], most=most,
                                                                  type=g.rules.units[u["type"]].get("name", u["type"]))))
    return out


def armies(g: Game, file: str, f: dict) -> list[Problem]:
    out = []
    own = f.get("units", {})
    for aid, a in sorted(f.get("armies", {}).items()):
        out += [Problem(file, ("armies", aid, "units", i), _msg("army_unit", unit=str(uid)))
                for i, uid in enumerate(a["units"]) if uid not in own]
        hexes = {own[uid]["hex"] for uid in a["units"] if uid in own}
        if len(hexes) > 1:
            out.append(Problem(file, ("armies", aid), _msg("army_apart", hexes=len(hexes))))
    return out


# -- one unit: (key, message) or None --------------------------------------------------------
def unit_type(g: Game, f: dict, uid: str, u: dict):
    if u["type"] not in g.rules.units:
        return "type", _msg("unit_type", type=str(u["type"]), known=", ".join(sorted(g.rules.units)))
    return None


def unit_hex(g: Game, f: dict, uid: str, u: dict):
    return None if g.grid.contains(u["hex"]) else ("hex", _msg("off_map", hex=str(u["hex"])))


def unit_army(g: Game, f: dict, uid: str, u: dict):
    if u.get("army") and uid not in f.get("armies", {}).get(u["army"], {}).get("units", []):
        return "army", _msg("unit_army", army=str(u["army"]))
    return None


def unit_aboard(g: Game, f: dict, uid: str, u: dict):
    if u.get("aboard") and u["aboard"] not in f.get("units", {}):
        return "aboard", _msg("unit_aboard", ship=str(u["aboard"]))
    return None


# -- orders ---------------------------------------------------------------------------------
def orders(g: Game) -> list[Problem]:
    out = []
    ids = set(g.state.factions)
    for fid, entry in sorted((g.state.orders.get("factions") or {}).items()):
        if fid != "gm" and fid not in ids:
            out.append(Problem("orders.toml", ("factions", fid), _msg("order_faction", faction=str(fid), known=", ".join(sorted(ids | {"gm"})))))
            continue
        listed = (entry or {}).get("orders", [])
        planned = {o.get("ejercito") for o in listed if o.get("type") == "combinarse"}
        for i, o in enumerate(listed):
            where = ("factions", fid, "orders", i)
            out += _order_hexes(g, where, o) + _order_unit(g, fid, where, o, planned)
    return out


def _order_hexes(g: Game, where: tuple, o: dict) -> list[Problem]:
    out = [Problem("orders.toml", (*where, "ruta", j), _msg("off_map", hex=str(h)), severity="warning")
           for j, h in enumerate(o.get("ruta", [])) if not g.grid.contains(h)]
    return out + [Problem("orders.toml", (*where, key), _msg("off_map", hex=str(o[key])), severity="warning")
                  for key in ("hacia", "hex") if key in o and not g.grid.contains(o[key])]


def _order_unit(g: Game, fid: str, where: tuple, o: dict, planned: set) -> list[Problem]:
    if fid == "gm" or "unidad" not in o or o["type"] == "construir":
        return []
    f = g.state.factions[fid]
    if o["unidad"] in f.get("units", {}) or o["unidad"] in f.get("armies", {}) or o["unidad"] in planned:
        return []
    return [Problem("orders.toml", (*where, "unidad"),
                    _msg("order_unit", unit=str(o["unidad"])), severity="warning")]


OF_FILES = (terrain_rows, terrain_codes, rivers_and_roads, deposits, factions)  # the GM's files
OF_ORDERS = (orders,)
CHECKS = OF_FILES + OF_ORDERS  # every check, in the order Ruleset.check runs them
FACTION_CHECKS = (race, government, discoveries, allies, capital, settlements, units, unit_lives, armies)
UNIT_CHECKS = (unit_type, unit_hex, unit_army, unit_aboard)
