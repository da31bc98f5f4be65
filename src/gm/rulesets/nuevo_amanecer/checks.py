"""Validation beyond the schemas: sums, references between files, hexes on the map.

OF_FILES (the GM's files) then OF_ORDERS (the orders; Ruleset.file_checks, order_checks)
run in order, like the phases; each check is a small named function of the files (`Files`)
that yields its problems. The checks of one hex, one faction file, one unit and
one order run item by item (HEX_CHECKS, FACTION_CHECKS, UNIT_CHECKS, SETTLEMENT_CHECKS,
ORDER_CHECKS), so the problems of one thing are listed together.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Callable, Iterable, Iterator

from gm.errors import Msg, Problem
from gm.geometry import hexgrid
from gm.text.blocks import Text
from gm.rulesets.nuevo_amanecer import rules
from gm.rulesets.nuevo_amanecer.model import Model

KIND_OF_UNIT = {"armies": "military", "cities": "architectural"}
PACKAGE = "gm.rulesets.nuevo_amanecer"


def _msg(key: str, **params) -> Msg:
    """A problem's words: the catalog message na.check.<key>, worded in the reader's language."""
    return Msg(f"na.check.{key}", PACKAGE, **params)


def _ids(ids) -> str:
    return ", ".join(sorted(ids)) or "-"
RELATIONS = ("alliances", "trade", "wars", "contacts")


@dataclass
class Files:
    """What every check reads: the state, the settings, and what earlier checks learnt."""
    state: object
    settings: dict
    world: dict
    hexes: dict
    factions: dict
    used_hexes: dict = field(default_factory=dict)  # hex -> the god whose city or settlement is there
    used_advances: dict = field(default_factory=dict)  # advance -> where it is applied (one faction at a time)

    @classmethod
    def of(cls, state, settings: dict) -> "Files":
        world = state.game.get("world", {}) or {}
        return cls(state, settings, world, world.get("hexes", {}) or {}, state.factions)

    @cached_property
    def model(self) -> Model:
        """The turn's model as it starts, for the order rules: shallow copies, so asking
        it questions never writes into the state (a faction's `armies = {}`)."""
        world = dict(self.world)
        game = {**self.state.game, "world": world}
        w = Model(game, {fid: dict(f) for fid, f in self.factions.items()}, self.settings, copy_state=False)
        w.facts.besieged = besieged_cities(w)
        return w

    @property
    def size(self) -> tuple[int, int] | None:
        """(columns, rows), or None when the schema has already refused them."""
        columns, rows = self.world.get("columns"), self.world.get("rows")
        return (columns, rows) if type(columns) is int and type(rows) is int else None


Check = Callable[[Files], Iterable[Problem]]


def _hex(text) -> "hexgrid.Hex | None":
    """The hex of a name like B3 (any case), else None."""
    try:
        return hexgrid.parse(text)
    except ValueError:
        return None


def _not_a_map_hex(file: str, path: tuple, hexname) -> Problem:
    return Problem(file, path, _msg("not_a_hex", found=repr(hexname)))


# -- game.toml: each hex --------------------------------------------------------------------

def _hex_name(fs: Files, name: str, h: dict) -> Iterator[Problem]:
    spot = _hex(name)
    path = ("world", "hexes", name)
    if spot is None or hexgrid.label(spot) != name:
        yield Problem("game.toml", path, _msg("hex_name", found=repr(name)))
    elif fs.size and not (spot.col < fs.size[0] and 1 <= spot.row <= fs.size[1]):
        columns, rows = fs.size
        last = hexgrid.label(hexgrid.Hex(max(columns, 1) - 1, max(rows, 1)))
        yield Problem("game.toml", path, _msg("off_map", found=repr(name), columns=columns, rows=rows, last=last))


def _hex_owner(fs: Files, name: str, h: dict) -> Iterator[Problem]:
    owner = h.get("owner", "")
    if owner and owner not in fs.factions:
        yield Problem("game.toml", ("world", "hexes", name, "owner"), _msg("unknown_faction", found=repr(owner), choices=_ids(fs.factions)))


def _sea_uncolonised(fs: Files, name: str, h: dict) -> Iterator[Problem]:
    if h.get("terrain") == fs.settings["race"]["sea"] and (h.get("owner", "") or h.get("city_site")):
        yield Problem("game.toml", ("world", "hexes", name), _msg("sea_colonised"))


HEX_CHECKS = (_hex_name, _hex_owner, _sea_uncolonised)


def hexes(fs: Files) -> Iterator[Problem]:
    for name, h in sorted(fs.hexes.items()):
        for check in HEX_CHECKS:
            yield from check(fs, name, h)


def neutral_armies(fs: Files) -> Iterator[Problem]:
    for nid, a in sorted((fs.world.get("neutral", {}) or {}).items()):
        if a.get("hex") not in fs.hexes:
            yield _not_a_map_hex("game.toml", ("world", "neutral", nid, "hex"), a.get("hex"))


# -- a faction file: its units --------------------------------------------------------------

def _unit_hex(fs: Files, file: str, fid: str, coll: str, uid: str, u: dict) -> Iterator[Problem]:
    if u.get("hex") not in fs.hexes:
        yield _not_a_map_hex(file, (coll, uid, "hex"), u.get("hex"))


def _city_place(fs: Files, file: str, fid: str, coll: str, uid: str, u: dict) -> Iterator[Problem]:
    """A city stands on a city site, alone in its hex, which its god owns."""
    if coll != "cities":
        return
    hx, path = u.get("hex"), (coll, uid, "hex")
    if hx in fs.hexes and not fs.hexes[hx].get("city_site"):
        yield Problem(file, path, _msg("city_not_on_site", hex=str(hx)))
    if hx in fs.used_hexes:
        yield Problem(file, path, _msg("second_city", hex=str(hx)))
    fs.used_hexes[hx] = fid
    if hx in fs.hexes and fs.hexes[hx].get("owner") != fid:
        yield _owner_problem(fs, hx, fid, "city")


def _unit_advances(fs: Files, file: str, fid: str, coll: str, uid: str, u: dict) -> Iterator[Problem]:
    for i, adv in enumerate(u.get("advances", [])):
        yield from _advance_use(fs, file, fid, (coll, uid, "advances", i), adv, KIND_OF_UNIT[coll])
    if not u.get("advances"):
        yield Problem(file, (coll, uid, "advances"), _msg("no_advances"))


UNIT_CHECKS = (_unit_hex, _city_place, _unit_advances)


def _owner_problem(fs: Files, hx: str, fid: str, why: str) -> Problem:
    return Problem("game.toml", ("world", "hexes", hx, "owner"), _msg(f"owner_{why}", found=repr(fs.hexes[hx].get("owner", "")), expected=repr(fid)))


def _advance_use(fs: Files, file: str, fid: str, path: tuple, adv, kind: str) -> Iterator[Problem]:
    """An advance applied somewhere: the race's own, of the unit's kind, in one place only."""
    advances = fs.factions[fid].get("advances", {}) or {}
    if adv not in advances:
        yield Problem(file, path, _msg("unknown_advance", found=repr(adv), kind=kind))
    elif advances[adv].get("kind") != kind:
        yield Problem(file, path, _msg("wrong_kind", found=repr(adv), found_kind=str(advances[adv].get("kind")), kind=kind))
    elif adv in fs.used_advances:
        yield Problem(file, path, _msg("applied_twice", found=repr(adv)))
    fs.used_advances[adv] = path


# -- a faction file: its settlements --------------------------------------------------------

def _settlement_site(fs: Files, file: str, fid: str, hx: str, s: dict) -> Iterator[Problem]:
    if fs.hexes[hx].get("city_site"):
        yield Problem(file, ("settlements", hx), _msg("settlement_on_site", hex=hx))
    if fs.hexes[hx].get("owner") != fid:
        yield _owner_problem(fs, hx, fid, "settlement")


def _settlement_alone(fs: Files, file: str, fid: str, hx: str, s: dict) -> Iterator[Problem]:
    if hx in fs.used_hexes:
        yield Problem(file, ("settlements", hx), _msg("second_settlement", hex=hx))
    fs.used_hexes[hx] = fid


def _settlement_advance(fs: Files, file: str, fid: str, hx: str, s: dict) -> Iterator[Problem]:
    yield from _advance_use(fs, file, fid, ("settlements", hx, "advance"), s.get("advance"), "economic")


SETTLEMENT_CHECKS = (_settlement_site, _settlement_alone, _settlement_advance)


# -- a faction file -------------------------------------------------------------------------

def _characteristics(fs: Files, file: str, fid: str, f: dict) -> Iterator[Problem]:
    for key, params in rules.characteristics_problems(f.get("characteristics", {}) or {}, fs.settings):
        yield Problem(file, ("characteristics",), _msg(key, **params))


def _terrains(fs: Files, file: str, fid: str, f: dict) -> Iterator[Problem]:
    for key, params in rules.terrains_problems(list(f.get("terrains", [])), bool(f.get("amphibious", False)), fs.settings):
        yield Problem(file, ("terrains",), _msg(key, **params))


def _units(fs: Files, file: str, fid: str, f: dict) -> Iterator[Problem]:
    for coll in KIND_OF_UNIT:
        for uid, u in sorted((f.get(coll, {}) or {}).items()):
            for check in UNIT_CHECKS:
                yield from check(fs, file, fid, coll, uid, u)


def _settlements(fs: Files, file: str, fid: str, f: dict) -> Iterator[Problem]:
    for hx, s in sorted((f.get("settlements", {}) or {}).items()):
        if hx not in fs.hexes:
            yield _not_a_map_hex(file, ("settlements", hx), hx)
            continue
        for check in SETTLEMENT_CHECKS:
            yield from check(fs, file, fid, hx, s)


def _relations(fs: Files, file: str, fid: str, f: dict) -> Iterator[Problem]:
    for key in RELATIONS:
        for i, other in enumerate(f.get(key, [])):
            if other not in fs.factions or other == fid:
                yield Problem(file, (key, i), _msg("other_faction", found=repr(other)))


def _supports(fs: Files, file: str, fid: str, f: dict) -> Iterator[Problem]:
    advances = f.get("advances", {}) or {}
    for adv_id, adv in sorted(advances.items()):
        sup = adv.get("supported_by")
        if sup and (sup not in advances or advances[sup].get("kind") != "tech"):
            yield Problem(file, ("advances", adv_id, "supported_by"), _msg("support", found=repr(sup)))


FACTION_CHECKS = (_characteristics, _terrains, _units, _settlements, _relations, _supports)


def faction_files(fs: Files) -> Iterator[Problem]:
    for fid, f in sorted(fs.factions.items()):
        fs.used_advances = {}  # an advance is applied once within its own race
        for check in FACTION_CHECKS:
            yield from check(fs, f"factions/{fid}.toml", fid, f)


# -- orders: the judge resolve's phases ask too ------------------------------------------
# Each order rule is (model, god, order, plan) -> (reason key, params) or None. The phase
# that runs the order calls the same function (orders.py, divine.py, movement.py,
# diplomacy.py), and `orders` below words its answer as the problem `validate` and
# `gm check` show: the rejection the report prints, for what is known before the turn.

Reason = tuple[str, dict]


def _kind_of(o) -> str:
    return str(getattr(o, "type", None) or o.get("type", ""))


@dataclass
class Plan:
    """What a god's earlier orders of the turn do (those that go through), as a later one
    of the same god may count on: orders are read in the order they were written."""
    new_armies: dict = field(default_factory=dict)  # army id -> name: created this turn, it appears next turn
    researched: dict = field(default_factory=dict)  # advance id -> kind, researched this turn
    used: dict = field(default_factory=dict)        # advance id -> where an earlier order applies it (Text)
    written: dict = field(default_factory=dict)     # army id -> name of the god's create_army orders, applied or not
    named: dict = field(default_factory=dict)       # advance id -> name of the god's research orders, applied or not

    def names_from(self, orders) -> "Plan":
        """The names the god's create_army and research orders give: a refusal names
        "Martillo" and "Alfarería" as written."""
        for o in orders:
            if _kind_of(o) == "create_army" and o.get("army") and o.get("name"):
                self.written.setdefault(str(o.get("army")), str(o.get("name")))
            elif _kind_of(o) == "research" and o.get("advance") and o.get("name"):
                self.named.setdefault(str(o.get("advance")), str(o.get("name")))
        return self

    def advance_name(self, w: Model, fid: str, adv: str) -> str:
        """An advance's name: the race's, else the one a research order of the turn gives it."""
        known = w.advances(fid, include_lost=True).get(adv, {}).get("name")
        return str(known or self.named.get(adv) or adv)

    def add(self, o) -> None:
        kind = _kind_of(o)
        if kind == "create_army":
            aid = str(o.get("army"))
            self.new_armies[aid] = str(o.get("name") or aid)
            for adv in o.get("advances", []) or []:
                self.used.setdefault(str(adv), Text("na.use.recruit", {"target": self.new_armies[aid]}))
        elif kind == "research":
            self.researched[str(o.get("advance"))] = str(o.get("kind"))


def plan_before(ctx, order) -> Plan:
    """The plan of `order`'s god at the phase: its earlier orders that were applied."""
    plan = Plan().names_from(ctx.orders_given(order.faction))
    for o in ctx.orders_of(order.faction):
        if o.number >= order.number:
            break
        done = ctx.outcomes.get(o.key)
        if done is not None and done.applied:
            plan.add(o)
    return plan


def god_alive(w: Model, fid: str, o, plan: Plan) -> Reason | None:
    if fid != "gm" and not w.faction(fid).get("alive", True):
        return "na.reject.god_dead", {}
    return None


SELF_KINDS = ("trade", "alliance", "break_trade", "break_alliance", "declare_war", "peace", "calamity")


def other_god(w: Model, fid: str, other, kind: str | None = None) -> Reason | None:
    """Another god of the game, still alive (the one a treaty, war or calamity names); the
    god itself is told so (`declarar guerra a Sigmar` by Sigmar), never "no existe"."""
    other = str(other or "")
    if other == fid and fid in w.factions:
        return f"na.reject.self_{kind if kind in SELF_KINDS else 'target'}", {"gender": str(w.faction(fid).get("genero", "masculine"))}
    if other not in w.factions:
        return "na.reject.unknown_faction", {"faction": other or "-"}
    if not w.faction(other).get("alive", True):
        return "na.reject.god_dead_target", {"faction": w.god_name(other)}
    return None


def _named_god(w: Model, fid: str, o, plan: Plan) -> Reason | None:
    for key in ("with", "on", "target"):
        if fid != "gm" and o.get(key) is not None:
            return other_god(w, fid, o.get(key), _kind_of(o))
    return None


def own_army(w: Model, fid: str, aid: str, plan: Plan) -> Reason | None:
    """An army the god has now: one created earlier this turn appears only next turn
    ("apareciendo al turno siguiente, en el cual ya se pueden mover")."""
    if aid in w.armies(fid):
        return None
    if aid in plan.new_armies:
        return "na.reject.army_not_yet", {"army": plan.new_armies[aid]}
    return "na.reject.unknown_army", {"army": plan.written.get(aid, aid)}


def move_problem(w: Model, fid: str, aid: str, dst: str, moving: bool, plan: Plan) -> Reason | None:
    """Why a move of `fid`'s army `aid` to `dst` is refused, or None. `moving`: the army
    already has an accepted move order this turn."""
    refusal = own_army(w, fid, aid, plan)
    if refusal:
        return refusal
    army = w.armies(fid)[aid]
    if moving:
        return "na.reject.already_moving", {"army": army.get("name", aid)}
    if dst not in w.hexes:
        return "na.reject.off_map", {"hex": dst}
    if dst not in w.neighbours(army["hex"]):
        return "na.reject.not_adjacent", {"army": army.get("name", aid), "src": army["hex"], "hex": dst}
    terrain = w.hexes[dst]["terrain"]
    if w.adaptation(fid).get(terrain) == "closed":
        return "na.reject.terrain_closed", {"hex": dst, "terrain": Text(f"na.terrain_name.{terrain}")}
    return None


def advance_kind(w: Model, fid: str, adv: str, plan: Plan) -> str | None:
    """The kind of one of the god's advances (one researched earlier this turn counts)."""
    known = w.advances(fid).get(adv)
    return str(known.get("kind")) if known else plan.researched.get(adv)


def advance_in_use(w: Model, fid: str, adv: str, plan: Plan) -> Reason | None:
    place = w.advance_place(fid, adv)
    use = Text(f"na.use.{place[0]}", {"target": place[1]}) if place else plan.used.get(adv)
    if use is None:
        return None
    return "na.reject.advance_in_use", {"advance": plan.advance_name(w, fid, adv), "use": use}


def besieged_cities(w: Model) -> set:
    """City hexes with a hostile army in them as the turn starts: they cannot recruit."""
    out = set()
    for fid in w.alive():
        for c in w.cities(fid).values():
            if any(w.hostile(fid, other) for other, _, _ in w.armies_at(c["hex"])):
                out.add(c["hex"])
    return out


def recruit_problem(w: Model, fid: str, o, plan: Plan) -> Reason | None:
    """A new army: in an own city not under siege, with free military advances of the race,
    up to two levels below the city's ("tenga dos niveles superiores al deseado")."""
    aid, cid = str(o.get("army")), str(o.get("city"))
    city = w.cities(fid).get(cid)
    if city is None:
        return "na.reject.unknown_city", {"city": cid}
    if city["hex"] in w.facts.besieged:
        return "na.reject.city_besieged", {"city": city.get("name", cid)}
    if aid in w.armies(fid) or aid in plan.new_armies:
        return "na.reject.duplicate_id", {"id": aid}
    advs = [str(a) for a in o.get("advances", []) or []]
    for a in advs:
        kind = advance_kind(w, fid, a, plan)
        if kind != "military":
            return ("na.reject.not_military" if kind else "na.reject.unknown_advance"), {"advance": plan.advance_name(w, fid, a)}
        refusal = advance_in_use(w, fid, a, plan)
        if refusal:
            return refusal
    if len(set(advs)) != len(advs) or not advs:
        return "na.reject.army_needs_advance", {}
    limit = rules.max_creation_level(w.level(city), w.settings)
    if len(advs) > limit:
        return "na.reject.creation_level", {"level": len(advs), "max": limit, "city": city.get("name", cid)}
    return None


def application_problem(w: Model, fid: str, o, plan: Plan) -> Reason | None:
    """Applying one of the god's advances: not a technological one, not one applied
    already, a military one only to an army the god has, and to an army only a military one."""
    adv, target = str(o.get("advance")), str(o.get("to"))
    kind = advance_kind(w, fid, adv, plan)
    if kind is None:
        return "na.reject.unknown_advance", {"advance": plan.advance_name(w, fid, adv)}
    if kind == "tech":
        return "na.reject.tech_not_applicable", {"advance": plan.advance_name(w, fid, adv)}
    refusal = advance_in_use(w, fid, adv, plan)
    if refusal:
        return refusal
    return target_problem(w, fid, adv, kind, target, plan)


def target_problem(w: Model, fid: str, adv: str, kind: str, target: str, plan: Plan) -> Reason | None:
    """What a unit as the target of an advance asks: a military one goes to an army the god
    has, an army takes only military ones, a unit below the top level (a hex is judged at
    the phase: it needs an army there then)."""
    is_army = target in w.armies(fid) or target in plan.new_armies
    if kind == "military":
        refusal = own_army(w, fid, target, plan)
        unit = w.armies(fid).get(target)
    elif is_army:
        return "na.reject.not_military", {"advance": plan.advance_name(w, fid, adv)}
    else:
        refusal, unit = None, w.cities(fid).get(target) if kind == "architectural" else None
    if refusal is None and unit is not None and w.level(unit) >= int(w.settings["advances"]["max_per_unit"]):
        return "na.reject.unit_max_level", {"unit": str(unit.get("name", target))}
    return refusal


def research_problem(w: Model, fid: str, o, plan: Plan) -> Reason | None:
    """A technological advance is never applied; an advance the race has is not researched again."""
    adv, kind = str(o.get("advance")), str(o.get("kind"))
    if adv in w.advances(fid, include_lost=True) or adv in plan.researched:
        lost = w.advances(fid, include_lost=True).get(adv, {}).get("lost", False)
        # one researched by an earlier order this turn has no entry yet: the name this order gives it
        known = adv in w.advances(fid, include_lost=True)
        return ("na.reject.advance_lost" if lost else "na.reject.advance_exists"), \
            {"advance": w.advance_name(fid, adv) if known else str(o.get("name") or adv)}
    if kind == "tech" and (o.get("supported_by") or o.get("apply_to")):
        return "na.reject.tech_not_applicable", {"advance": str(o.get("name") or adv)}
    target = o.get("apply_to")
    return target_problem(w, fid, adv, kind, str(target), plan) if target and kind != "tech" else None


def miracle_problem(w: Model, fid: str, o, plan: Plan) -> Reason | None:
    """What each miracle needs to act: a wounded army of the god (setting
    miracles.military_needs_wounds), a land hex turned to a land terrain, a lost advance."""
    kind = str(o.get("kind"))
    if kind == "militar" and not o.get("army"):
        return "na.reject.miracle_needs_army", {}  # `milagro militar` alone: which army, never "el ejército  no existe"
    if kind == "natural" and (not o.get("hex") or o.get("terrain") not in w.settings["race"]["terrains"]):
        return "na.reject.miracle_needs_terrain", {}  # `Milagro natural en D2`: into what, never "no puede convertir en mar"
    if kind == "militar":
        aid = str(o.get("army", ""))
        refusal = own_army(w, fid, aid, plan)
        if refusal:
            return refusal
        army = w.armies(fid)[aid]
        if w.settings["miracles"]["military_needs_wounds"] and int(army.get("damage", 0)) <= 0:
            return "na.reject.miracle_unhurt", {"army": str(army.get("name", aid))}
    elif kind == "natural":
        h, t = str(o.get("hex", "")).upper(), str(o.get("terrain", ""))
        sea = w.settings["race"]["sea"]
        if h not in w.hexes:
            return "na.reject.off_map", {"hex": h}
        if w.hexes[h]["terrain"] == sea or t == sea or t not in w.settings["race"]["terrains"]:
            return "na.reject.miracle_sea", {"hex": h, "terrain": t}
    elif kind == "tecnologico" and not [a for a, v in w.advances(fid, "tech", include_lost=True).items() if v.get("lost")]:
        return "na.reject.nothing_lost", {}
    return None


def calamity_problem(w: Model, fid: str, o, plan: Plan) -> Reason | None:
    target = str(o.get("target", ""))
    refusal = other_god(w, fid, target, "calamity") if fid != "gm" or target not in w.factions else None
    if refusal:
        return refusal
    if fid == "gm" and not w.faction(target).get("alive", True):
        return "na.reject.god_dead_target", {"faction": w.god_name(target)}
    h = str(o.get("hex", "")).upper()
    if h and w.owner(h) != target:
        return "na.reject.hex_not_target", {"hex": h, "faction": w.god_name(target)}
    return None


def _move(w: Model, fid: str, o, plan: Plan) -> Reason | None:
    return move_problem(w, fid, str(o.get("army")), str(o.get("to", "")).upper(), str(o.get("army")) in plan.moving, plan)


# order type -> its rules, in the order the phase asks them (every type: god_alive first)
ORDER_RULES: dict[str, tuple] = {
    "move": (_move,),
    "create_army": (recruit_problem,),
    "apply": (application_problem,),
    "research": (research_problem,),
    "miracle": (miracle_problem,),
    "calamity": (calamity_problem,),
}


def order_problem(w: Model, fid: str, o, plan: Plan) -> Reason | None:
    """The first reason the order is refused before the turn, or None (the GM's own
    orders: only a calamity is judged here; gm_order_problems refuses the others)."""
    if fid == "gm" and _kind_of(o) != "calamity":
        return None
    for judge in (god_alive,) + ORDER_RULES.get(_kind_of(o), (_named_god,)):
        refusal = judge(w, fid, o, plan)
        if refusal:
            return refusal
    return None


def _words(params: dict) -> dict:
    """A rejection's params as a problem's: a catalog word stays a message of this package."""
    return {k: Msg(v.key, PACKAGE, **v.params) if isinstance(v, Text) else v for k, v in params.items()}


def _order_hexes(fs: Files, fid: str, path: tuple, o: dict) -> Iterator[Problem]:
    """A hex-like `to` or `hex` names a hex of the map (an apply's `to` may name a unit)."""
    for key in ("to", "hex"):
        v = o.get(key)
        if isinstance(v, str) and _hex(v) is not None and v.upper() not in fs.hexes and (o.get("type") != "apply" or key != "to"):
            yield _not_a_map_hex("orders.toml", path + (key,), v)


def _judged(fs: Files, fid: str, listed: list) -> Iterator[Problem]:
    """Each order of the god as its phase would judge it, with the plan of the earlier ones."""
    w = fs.model
    plan, moving = Plan().names_from([o for o in listed if isinstance(o, dict)]), set()
    for i, o in enumerate(listed):
        if not isinstance(o, dict):
            continue
        plan.moving = moving
        refusal = order_problem(w, fid, o, plan)
        if refusal:
            yield Problem("orders.toml", ("factions", fid, "orders", i), Msg(refusal[0], PACKAGE, **_words(refusal[1])))
            continue
        plan.add(o)
        if o.get("type") == "move":
            moving.add(str(o.get("army")))


def orders(fs: Files) -> Iterator[Problem]:
    for fid, entry in sorted((fs.state.orders.get("factions", {}) or {}).items()):
        if fid != "gm" and fid not in fs.factions:
            yield Problem("orders.toml", ("factions", fid), _msg("unknown_faction", found=repr(fid), choices=_ids(fs.factions)))
            continue
        listed = (entry or {}).get("orders", []) or []
        judged = list(_judged(fs, fid, listed))
        told = {p.path[3] for p in judged if len(p.path) > 3}  # the judge's words for an order (`Z9 no está en el mapa`), once
        for i, o in enumerate(listed):
            if i not in told:
                yield from _order_hexes(fs, fid, ("factions", fid, "orders", i), o)
        yield from judged


OF_FILES: tuple[Check, ...] = (hexes, neutral_armies, faction_files)  # the GM's files
OF_ORDERS: tuple[Check, ...] = (orders,)
CHECKS = OF_FILES + OF_ORDERS  # every check, in the order Ruleset.check runs them


def check(state, settings: dict, checks: tuple[Check, ...]) -> list[Problem]:
    fs = Files.of(state, settings)
    return [p for run in checks for p in run(fs)]
