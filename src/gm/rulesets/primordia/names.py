"""Names, not ids, in what a race reads: the variables of an event's or an order outcome's
message, each id replaced by what the reader knows it as.

Phases emit ids (the appliers need them); reports (events) and the turn's end (order
outcomes, `Primordia.settled`) pass the params through `named`, with the faction the
message is about as the owner: its own units ("u1 (Exploradores)"), armies ("el ejército
hueste") and settlements (their names) are named; the races by their names (public);
table keys (structures, discoveries, unit types, spells, resources) by the tables' names.
In a race's report another race's unit is named by the label it sees it by (labels.py),
never by its id; in an order's outcome it stays as the order typed it, so nothing unseen
gets a name here.
"""

from __future__ import annotations

from gm.reports.factions import grammar, is_plural, of, the
from gm.text.blocks import Text

from .rules import RESOURCES

FACTION_KEYS = ("faction", "target_faction", "by", "ally", "chaser")


def faction_grammar(races: dict, faction: dict) -> dict[str, str]:
    """How a race's name is said (gm.reports.factions): its file's keys, else its race's in
    data/races.toml when it bears the race's own name ("los Terales"), else the name alone."""
    race = races.get(str(faction.get("race", ""))) or {}
    return grammar(faction, race if str(race.get("name", "")) == str(faction.get("name", "")) else None)


def unit_ref(factions_then: dict, factions_now: dict, fid: str, gid: str, rules) -> Text | str:
    """A race's own unit by its name ("Granito": its id is said once, in the units table
    and the order form's header), a nameless one by id and type ("u1 (Exploradores)"), an
    army ("el ejército Hueste"); the id as given when it has neither."""
    for factions in (factions_then, factions_now):
        f = factions.get(fid) or {}
        unit = (f.get("units") or {}).get(gid)
        if unit is not None and unit.get("name"):
            return str(unit["name"])
        if unit is not None:
            return Text("pr.ref.unit", {"id": gid, "type": rules.units.get(unit.get("type"), {}).get("name", unit.get("type", ""))})
        if gid in (f.get("armies") or {}):
            return Text("pr.ref.army", {"id": army_name(f, gid)})
    return gid


def army_name(faction: dict, gid: str) -> str:
    """An army as its player named it ('Jinetes del Alba'), else its id (its name too, as
    given: 'ejército martillo'); a proper name, it opens with a capital ('Martillo')."""
    army = (faction.get("armies") or {}).get(gid) or {}
    name = str(army["name"]) if isinstance(army.get("name"), str) and army["name"] else gid
    return name[:1].upper() + name[1:]


def name_armies(faction: dict) -> dict:
    """Give each army without a `name` the one its reports call it by (army_name: its id,
    opening with a capital), so that the order form writes «disolver Jinetes», not the id
    «disolver jinetes», and orders may name it so."""
    for gid, army in (faction.get("armies") or {}).items():
        if isinstance(army, dict) and not army.get("name"):
            army["name"] = army_name(faction, gid)
    return faction


def listed(ruleset, state, fid: str, collection: str, eid: str, lang: str) -> str | None:
    """A thing in the order form's header as the reports name it: a unit with the id its
    orders may use ("Granito (u1)", "u1 (Exploradores)"), an army by its name; else None."""
    from gm.text.i18n import say

    faction = state.factions.get(fid) or {}
    if collection == "armies":
        return army_name(faction, eid)
    unit = (faction.get("units") or {}).get(eid) if collection == "units" else None
    if not isinstance(unit, dict):
        return None
    if unit.get("name"):
        return say(lang, "pr.ref.named", "gm.rulesets.primordia", id=eid, name=str(unit["name"]))
    kind = ruleset.load_table("units").get(str(unit.get("type")), {})
    return say(lang, "pr.ref.unit", "gm.rulesets.primordia", id=eid, type=str(kind.get("name", unit.get("type", ""))))


def and_list(items) -> Text | str:
    """Items in prose: "a", "a y b", "a, b y c" (pr.list.and); a table cell keeps pr.list's commas."""
    items = list(items)
    if len(items) < 2:
        return items[0] if items else ""
    return Text("pr.list.and", {"first": items[:-1], "last": items[-1]})


def resource(name: str) -> Text | str:
    return Text(f"pr.resource.{name}") if name in RESOURCES else name


def _in_pool_order(item) -> tuple:
    return (RESOURCES.index(item[0]) if item[0] in RESOURCES else len(RESOURCES), item[0])


def amounts(delta: dict) -> list[Text]:
    """{"comida": -5, "madera": -2} -> "5 de comida, 2 de madera": what is paid or gained
    (the message says which); a change both ways keeps its signs: "+2 de madera, -4 de comida"."""
    both = any(int(n) > 0 for n in delta.values()) and any(int(n) < 0 for n in delta.values())
    return [Text("pr.amount", {"amount": f"{int(n):+d}" if both else abs(int(n)), "resource": resource(r)}) for r, n in sorted(delta.items(), key=_in_pool_order)]


def direction(delta: dict) -> str:
    """gain, loss or mixed: how a change of the pool reads ("recibe", "pierde", signed)."""
    signs = {int(n) > 0 for n in delta.values() if int(n)}
    return "mixed" if len(signs) > 1 else ("gain" if signs == {True} else "loss")


def foreign_ref(n: "Namer", owner: str, gid: str) -> Text | str:
    """Another race's unit as the reader knows it: its label where the reader sees it
    (labels.py: "D5-1 (Infantería ligera)"), else its type; its army by its name. Never
    its id: that counts what its race made out of the reader's sight."""
    for factions in (n.then, n.now):
        f = factions.get(owner) or {}
        unit = (f.get("units") or {}).get(gid)
        if unit is not None:
            label = n.label(owner, gid)
            kind = n.rules.units.get(unit.get("type"), {}).get("name", unit.get("type", ""))
            return Text("pr.ref.unit", {"id": label, "type": kind}) if label else Text("pr.ref.foreign", {"faction_of": n.faction_words(owner)[1], "type": kind})
        if gid in (f.get("armies") or {}):
            return Text("pr.ref.army", {"id": army_name(f, gid)})
    return gid


class Namer:
    """Names as one reader may know them: the state the turn started from and where it ended.
    `reader`: the race whose report it is ("" the public's, None the GM's: every id);
    `labels`: (owner, unit id) -> the label that reader knows another race's unit by."""

    def __init__(self, rules, factions_then: dict, factions_now: dict, reader: str | None = None, labels=None):
        self.rules, self.then, self.now = rules, factions_then, factions_now
        self.reader, self.label = reader, labels or (lambda owner, gid: None)

    def unit(self, owner: str, gid: str) -> Text | str:
        if self.reader is not None and owner != self.reader:
            return foreign_ref(self, owner, gid)
        return unit_ref(self.then, self.now, owner, gid, self.rules)

    def faction(self, fid, *, own_only: bool = False) -> str:
        """A race's name. In an order's outcome (`own_only`) the GM's rebels stay as typed:
        a race that never met them must read the same words as for no faction at all."""
        if not isinstance(fid, str):
            return fid
        found = self.now.get(fid) or self.then.get(fid) or {}
        if own_only and found.get("rebels"):
            return fid
        return found.get("name", fid)

    def faction_words(self, fid, *, own_only: bool = False) -> tuple[Text, Text]:
        """(the race with its article, "de" and the race): "los Terales", "de los Terales";
        the rebels in an order's outcome, and a faction not in the game, as typed."""
        found = (self.now.get(fid) or self.then.get(fid) or {}) if isinstance(fid, str) else {}
        name = str(self.faction(fid, own_only=own_only))
        words = grammar({}) if not found or (own_only and found.get("rebels")) else faction_grammar(self.rules.races, found)
        return the(name, words), of(name, words)

    def faction_number(self, fid) -> str:
        """"plural" for a race named in the plural ("los Terales reciben"), else "singular":
        a verb whose subject is the race agrees with it."""
        found = (self.now.get(fid) or self.then.get(fid) or {}) if isinstance(fid, str) else {}
        return "plural" if found and is_plural(faction_grammar(self.rules.races, found)) else "singular"

    def settlement(self, owner: str, sid):
        for factions in (self.then, self.now):
            s = ((factions.get(owner) or {}).get("settlements") or {}).get(str(sid))
            if s:
                return s.get("name", sid)
        return sid

    def table(self, sid, *tables: str):
        for t in tables:
            entry = getattr(self.rules, t).get(str(sid))
            if entry:
                return entry.get("name", sid)
        return sid

    def named(self, owner: str, params: dict, *, own_only: bool = False) -> dict:
        """The params with ids replaced (a copy); `owner`: whose units (a settlement is its
        `target_faction`'s when an event has one: a siege, a spy's report). `own_only`: an
        order's outcome, where only the race's own things are named (what it typed about
        another race's stays as typed: unseen and missing read alike)."""
        out = dict(params)
        for key, value in params.items():
            rename = RENAME.get(key)
            if key in FACTION_KEYS and isinstance(value, str):
                out[f"{key}_the"], out[f"{key}_of"] = self.faction_words(value, own_only=own_only)
                out[f"{key}_number"] = self.faction_number(value)
            if key in FACTION_KEYS and own_only:
                out[key] = self.faction(value, own_only=True)
            elif rename is not None and isinstance(value, (str, list, dict)):
                whose = params.get("target_faction", owner) if key == "settlement" and not own_only else owner
                out[key] = rename(self, whose if isinstance(whose, str) else owner, value)
        if isinstance(params.get("delta"), dict):
            out["delta_dir"] = direction(params["delta"])
        return out


def _group(n: Namer, owner: str, value):
    if isinstance(value, list):
        return and_list(n.unit(owner, str(v)) for v in value)
    return n.unit(owner, str(value)) if isinstance(value, str) else value


def _delta(n: Namer, owner: str, value):
    return and_list(amounts(value)) if isinstance(value, dict) else value


def _cost(n: Namer, owner: str, value):
    if not isinstance(value, dict):
        return value
    return and_list(amounts(value)) if value else Text("pr.free")


def _per_unit(n: Namer, owner: str, value):
    """{unit: points} (damage spread, healing) -> "u3 (Infantería ligera): 2" each."""
    if not isinstance(value, dict):
        return value
    return and_list(Text("pr.per_unit", {"unit": n.unit(owner, str(u)), "amount": int(a)}) for u, a in sorted(value.items()))


def _keys(message: str):
    """A key of a small fixed set (an era, an attribute, a kind of victory) -> its message."""
    return lambda n, owner, v: Text(f"{message}.{v}") if isinstance(v, str) else v


RENAME = {
    **{k: (lambda n, owner, v: n.faction(v)) for k in FACTION_KEYS},
    "unit": _group, "group": _group, "units": _group, "victim": _group, "ship": _group, "army": _group, "priority": _group,
    "to": lambda n, owner, v: n.faction(v) if isinstance(v, str) and (v in n.now or v in n.then) else v,  # loot: a race; else a hex
    "settlement": lambda n, owner, v: n.settlement(owner, v) if isinstance(v, str) else v,
    "structure": lambda n, owner, v: n.table(v, "structures"),
    "discovery": lambda n, owner, v: n.table(v, "discoveries"),
    "spell": lambda n, owner, v: n.table(v, "spells"),
    "target": lambda n, owner, v: n.table(v, "structures", "units", "settlement_types"),
    "project": lambda n, owner, v: n.table(v, "structures", "units", "settlement_types"),
    "resource": lambda n, owner, v: resource(v) if isinstance(v, str) else v,
    "delta": _delta, "cost": _cost, "pool": _delta,
    "structures": lambda n, owner, v: (and_list(n.table(x, "structures") for x in v) or Text("pr.none_short")) if isinstance(v, list) else v,
    "causes": lambda n, owner, v: [Text(f"pr.cause.{k}", {"points": int(p)}) for k, p in sorted(v.items())] if isinstance(v, dict) else v, "damage": _per_unit, "healed": _per_unit,
    "missing": lambda n, owner, v: ", ".join(n.table(x, "discoveries") for x in v.split(", ")) if isinstance(v, str) else v,
    "winners": lambda n, owner, v: and_list(n.faction(f) for f in v) if isinstance(v, list) else v,
    "races": lambda n, owner, v: and_list(v) if isinstance(v, list) else v,   # the turn's order, names already
    "type": lambda n, owner, v: n.table(v, "units", "settlement_types") if isinstance(v, str) else v,
    "era": _keys("pr.era"), "attribute": _keys("pr.attr"), "victory": _keys("pr.victory"),
}
