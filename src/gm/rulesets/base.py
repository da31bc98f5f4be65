"""The Ruleset base class: data attributes plus overridable hooks.

A ruleset is a package: its data tables (data/*.toml, settings.toml holding the rule
numbers), its message catalogs (messages/es.ftl, en.ftl), its JSON Schemas
(schemas/<id>/) and a subclass of `Ruleset` declaring its phases. The engine knows no
ruleset: it validates, runs `phases` in order and renders what the hooks return.

Every hook in one place (those marked * are not defined here: the engine asks for them with
getattr and does without where a ruleset has none):

- Data: id, name, package, phases, nouns, appliers (applier_for), gm_orders,
  gm_order_types, gm_order_keys, init_factions, generate_factions, has_fog, combat_keys,
  map_builder, generator, actor_keys, form_alternatives, *contested_orders, *contested_refusals,
  *first_order_acts, *form_each_thing, *form_each_word, *standings (a module path).
- Settings and input: default_settings, settings, settings_schema, settings_relations,
  schema, schema_dir, load_table, data_text, rule_table, input_problems, gm_order_problems,
  gm_only_problems, check.
- The turn: prepare, phases, settled, finish, model_of.
- What a faction may know and do (gm check, the order form, the forecast): known_names,
  known_state, forecast, order_actor, *order_reach, *order_odds, *form_choices,
  *form_parts, *form_listed, *faction_grammar.
- Output: public_report, private_report, gm_report, order_text, order_params, gm_outcome,
  order_form, unread_blocks, orders_template, orders_template_header, text_orders_in,
  map_specs, maps, new_game, combat, combat_odds.

known_state and order_reach do different jobs. known_state is secrecy: the state a faction
is judged on (its view, the unseen taken away); a ruleset that overrides it has every
faction judged alone on its own view (gm.engine.judge.has_views), and its order_reach is
never asked. order_reach is speed only: on the one state all factions share (no views), the
places and factions a faction's orders may touch, so that factions whose orders cannot meet
share one judged turn (gm.engine.judge.apart); it never changes a verdict, and without it
(or returning None) each faction is judged alone, as slowly and as surely.
"""

from __future__ import annotations

import copy
import json
import tomllib
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property, lru_cache
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from gm.errors import Msg, Problem, RulesetBroken  # noqa: F401 - RulesetBroken: where rulesets meet it
from gm.engine.state import GameState, copy_data

if TYPE_CHECKING:
    from gm.engine.context import TurnContext
    from gm.engine.events import Event
    from gm.engine.orders import Order
    from gm.text.blocks import Text


@lru_cache(maxsize=None)
def _parsed_table(package: str, name: str) -> dict:
    """data/<name>.toml of `package`, parsed (files of the installed package: they do not
    change while a process runs)."""
    return tomllib.loads(_data_text(package, f"{name}.toml"))


def _data_text(package: str, name: str) -> str:
    return resources.files(package).joinpath("data").joinpath(name).read_text("utf-8")


@dataclass(frozen=True)
class Phase:
    """One named step of the turn. `run` reads ctx.state / ctx.model and emits events."""

    name: str
    run: Callable[["TurnContext"], None]
    doc: str = ""


def side_int(side: dict, n: int, key: str, default: int | None, lo: int, hi: int) -> int:
    """A whole-number --side key of `gm roll combat`, or a usage error naming it."""
    from gm.errors import UsageProblem

    raw = side.get(key)
    if raw is None:
        if default is None:
            raise UsageProblem(Msg("api.side_missing", n=n, key=key, lo=lo, hi=hi))
        return default
    try:
        value = int(raw)
    except ValueError:
        raise UsageProblem(Msg("api.side_whole", n=n, key=key, found=repr(raw), lo=lo, hi=hi)) from None
    if not lo <= value <= hi:
        raise UsageProblem(Msg("api.side_range", n=n, key=key, found=value, lo=lo, hi=hi))
    return value


def deep_merge(base: dict, override: dict) -> dict:
    """A fresh copy of `base` with `override`'s keys put in, tables merged key by key."""
    return _merge_into(copy_data(base), override)


def _merge_into(out: dict, override: dict) -> dict:
    for k, v in (override or {}).items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            _merge_into(out[k], v)  # out[k] is already this merge's own copy
        else:
            out[k] = copy_data(v)
    return out


MERGED_KEPT = 64  # settings merges a process keeps (a game's [settings]: one or two a run)


def merged_settings(kept: dict, override, merge: Callable[[], dict]) -> dict:
    """A fresh copy of `merge()` (settings merged with a game's `override`), merged once per
    distinct override: a turn asks for its settings once for every judged run of the order
    form (issue 26: deep copies of the tables were a fifth of sector's sample resolve).
    `kept`: the caller's cache, keyed by the override's text."""
    key = repr(override)
    if key not in kept:
        if len(kept) >= MERGED_KEPT:
            kept.clear()
        kept[key] = merge()
    return copy_data(kept[key])


def _missed_orders_schema() -> dict:
    from gm.engine.missed import POLICY_SCHEMA

    return POLICY_SCHEMA


def _forum_schema() -> dict:
    from gm.reports.forum import FORUM_SCHEMA  # game.toml [forum]: the reports' formats for the forum

    return FORUM_SCHEMA


def _with_standing(schema: dict) -> dict:
    """The orders schema with the engine's [standing] orders (gm.engine.missed)."""
    from gm.engine.missed import orders_envelope

    schema = copy.deepcopy(schema)
    per = schema["properties"]["factions"].get("additionalProperties")
    item = per.get("properties", {}).get("orders", {}).get("items", {"type": "object"}) if isinstance(per, dict) else {"type": "object"}
    schema["properties"].update(orders_envelope(item))
    if isinstance(per, dict) and isinstance(per.get("properties"), dict):  # gm.orderlang.unread: the post's lines not read
        from gm.orderlang.unread import UNLISTED_SCHEMA, UNREAD_SCHEMA

        per["properties"]["unread"] = UNREAD_SCHEMA
        per["properties"]["unlisted"] = UNLISTED_SCHEMA
    return schema


def without_unseen(state: GameState, model: object, faction_id: str, secrecy) -> GameState:
    """`state` without what `faction_id` cannot see now, for a fog ruleset's known_state:
    the handles its `secrecy` module's unseen_by gives, taken away by its `remove`, as the
    leak oracle takes them (gm.engine.secrecy); `state` itself when nothing is."""
    from types import SimpleNamespace

    handles = secrecy.unseen_by(SimpleNamespace(model=model), faction_id)
    if not handles:
        return state
    game, factions = copy_data(state.game), copy_data(state.factions)
    for handle in sorted(handles):
        secrecy.remove(game, factions, handle)
    return GameState(game=game, factions=factions, orders=state.orders)


def schemas_root() -> Path:
    """schemas/ inside the wheel (gm/schemas), or at the top of a source checkout."""
    here = Path(__file__).resolve().parent.parent  # src/gm
    packaged = here / "schemas"
    if packaged.is_dir():
        return packaged
    return here.parent.parent / "schemas"


COMMON_GAME_PROPERTIES: dict[str, Any] = {
    "ruleset": {"type": "string", "description": "The ruleset id."},  # literal: schema documentation (a hint: expected-*)
    "turn": {"type": "integer", "minimum": 0, "maximum": 100000, "description": "The turn (or round) this directory holds."},  # literal: schema documentation (a hint: expected-*)
    "game_id": {"type": "string", "pattern": "^[a-z0-9][a-z0-9_-]{0,63}$", "description": "A stable id for the game; derives the turn seeds."},  # literal: schema documentation (a hint: expected-*)
    "title": {"type": "string", "maxLength": 200},
    "lang": {"enum": ["es", "en"], "description": "Report language (default es)."},  # literal: schema documentation (a hint: expected-*)
    "seed": {"type": "string", "maxLength": 200, "description": "A PUBLIC fixed seed: for examples and tests only, not fair play."},  # literal: schema documentation (a hint: expected-*)
}

class Ruleset:
    id: str = ""
    name: str = ""
    package: str = ""
    phases: tuple[Phase, ...] = ()
    nouns: dict[str, str] = {}  # collection key -> singular, for breadcrumbs
    gm_orders: bool = False  # whether the pseudo-faction "gm" may give orders
    init_factions: tuple[int, int] = (1, 64)  # `gm init --factions`: the example factions new_game() makes
    generate_factions: tuple[int, int] = (1, 100_000)  # `gm generate --factions`: what the generator fits
    has_fog: bool = False  # whether factions see only part of the game (then known_names answers what)
    appliers: dict[str, Callable[["TurnContext", "Event"], None]] = {}

    # -- data -----------------------------------------------------------------------
    def data_text(self, name: str) -> str:
        return _data_text(self.package, name)

    def load_table(self, name: str) -> dict:
        """data/<name>.toml of this ruleset's package: a copy of it parsed once per process
        (a primordia resolve asked for its tables 600 times, the order form's judge runs among
        them: parsing each time was half the sample's resolve, issue 26); a copy, for callers
        that change what they get (game.toml's [settings.tables] overrides)."""
        return copy_data(_parsed_table(self.package, name))

    def rule_table(self, game: dict, path: str) -> dict:
        """The entries of a rule table as this game plays it, at a dotted path into
        data/<name>.toml (`spells.spells`): what a text order's data.<path> argument names."""
        node = self.load_table(path.split(".")[0])
        for part in path.split(".")[1:]:
            node = node.get(part, {}) if isinstance(node, dict) else {}
        return node if isinstance(node, dict) else {}

    @cached_property
    def default_settings(self) -> dict:
        try:
            return self.load_table("settings")
        except FileNotFoundError:
            return {}

    def settings(self, game: dict) -> dict:
        """The rule numbers: data/settings.toml, overridden by game.toml [settings] (a fresh
        copy: the caller may change it)."""
        override = game.get("settings", {}) or {}
        return merged_settings(self._merged, override, lambda: deep_merge(self.default_settings, override))

    @cached_property
    def _merged(self) -> dict:
        return {}  # merged_settings' cache

    @cached_property
    def settings_schema(self) -> dict:
        """game.toml [settings]: generated from data/settings.toml, refined by
        schemas/<id>/settings.schema.json (gm.rulesets.settings_schema)."""
        from gm.rulesets import settings_schema

        path = self.schema_dir() / "settings.schema.json"
        refinement = json.loads(path.read_text("utf-8")) if path.exists() else {}
        return settings_schema.build(self.default_settings, refinement, self.load_table)

    @cached_property
    def settings_relations(self) -> tuple[list, dict]:
        """Named checks between two [settings] keys (x-gm-relations of the refinement), and
        the defaults they compare with (data/settings.toml and the tables [settings] overrides)."""
        from gm.rulesets import settings_schema

        path = self.schema_dir() / "settings.schema.json"
        ref = json.loads(path.read_text("utf-8")) if path.exists() else {}
        return settings_schema.relations(ref), settings_schema.with_tables(ref, self.default_settings, self.load_table)

    def input_problems(self, state: GameState) -> list[Problem]:
        """What the schemas cannot judge and every ruleset shares: dice and whole numbers
        in [settings], and orders under the pseudo-faction `gm` the GM cannot give."""
        from gm.rulesets import settings_schema

        out = []
        overrides = state.game.get("settings") if isinstance(state.game, dict) else None
        if isinstance(overrides, dict):
            out += settings_schema.problems(overrides, self.settings_schema)
            checks, defaults = self.settings_relations
            out += settings_schema.relation_problems(overrides, defaults, checks, self.settings_schema, package=self.package)
        return out + self.gm_order_problems(state)

    # the order form (issue 23): the kind of thing whose lines are alternatives
    # ("character", "ship", "unit", "army"; a case of orderlang-form_alternatives), None: the header says nothing
    form_alternatives: str | None = None

    def order_actor(self, order: dict) -> str | None:
        """The thing an order is about (the character, ship, unit, army or city that acts), or
        None when unknown: the order form takes lines of one thing as alternatives, not as
        orders given together, and notes no conflict between them. Read from `actor_keys`
        (order type, or "*" for any, -> the keys naming it; of a list, its first thing)."""
        for key in self.actor_keys.get(str(order.get("type", "")), self.actor_keys.get("*", ())):
            value = order.get(key)
            if isinstance(value, list) and value:
                value = value[0]  # ships or units acting together: the first leads (its other lines are alternatives)
            if isinstance(value, (str, int)) and not isinstance(value, bool) and str(value):
                return str(value)
        return None

    actor_keys: dict[str, tuple[str, ...]] = {}  # data for order_actor

    def form_actor_owner(self, state: GameState, faction_id: str, actor):
        """The thing whose lines the order form judges one a turn for a draft's `actor`
        ((collection, id)): itself, or what holds it (primordia: a unit's army), so that a
        line passing only beside another of that thing (`disolver` the army, then `combinar`
        its units) is judged again apart."""
        return actor

    gm_order_types: tuple[str, ...] = ()  # with gm_orders: the only types `gm` may give
    gm_order_keys: tuple[str, ...] = ()  # order keys only the GM writes (orders.toml), never a post

    def gm_order_problems(self, state: GameState) -> list[Problem]:
        """Orders on the wrong side of [factions.gm]: under a faction, a GM-only order (a
        player's post must not act as the GM); under the GM, an order the ruleset has no GM
        meaning for (refused, not guessed at: it goes under that faction)."""
        out = self.gm_only_problems(state)
        listed = (state.orders or {}).get("factions") if isinstance(state.orders, dict) else None
        entry = listed.get("gm") if isinstance(listed, dict) else None
        if not self.gm_orders or not isinstance(entry, dict) or not isinstance(entry.get("orders"), list):
            return out
        allowed = ", ".join(self.gm_order_types) or Msg("validate.none")
        for i, order in enumerate(entry["orders"]):
            kind = order.get("type") if isinstance(order, dict) else None
            if isinstance(kind, str) and kind not in self.gm_order_types:
                out.append(Problem("orders.toml", ("factions", "gm", "orders", i, "type"),
                                   Msg("validate.not_gm_order", found=repr(kind), choices=allowed)))
        return out

    def gm_only_problems(self, state: GameState) -> list[Problem]:
        """A GM-only order type (gm_order_types) anywhere but under [factions.gm]. The
        rulesets' check() adds these too, so `gm check` answers a player's post with them."""
        listed = (state.orders or {}).get("factions") if isinstance(state.orders, dict) else None
        out = []
        for fid, entry in sorted(listed.items() if isinstance(listed, dict) else []):
            orders = entry.get("orders") if isinstance(entry, dict) and fid != "gm" else None
            for i, order in enumerate(orders if isinstance(orders, list) else []):
                kind = order.get("type") if isinstance(order, dict) else None
                if isinstance(kind, str) and kind in self.gm_order_types:  # told by its word, at the order (no schema key)
                    out.append(Problem("orders.toml", ("factions", fid, "orders", i),
                                       Msg("validate.gm_order_of_faction", order=Msg(f"gm_order.{kind}", self.package))))
        return out

    # -- schemas ----------------------------------------------------------------------
    def schema_dir(self) -> Path:
        """Where the ruleset's JSON Schemas are: schemas/<id>/ of gm for a ruleset gm ships;
        a ruleset of another package (entry point gm.rulesets) keeps them in its own
        package, <package>/schemas/, as gm's folder is not its to write."""
        if self.package.startswith("gm.rulesets."):
            return schemas_root() / self.id
        return Path(str(resources.files(self.package))) / "schemas"

    def schema(self, kind: str) -> dict:
        """kind: game | faction | orders. The engine adds its common keys."""
        return self._schemas[kind]

    @cached_property
    def _schemas(self) -> dict[str, dict]:
        root = self.schema_dir()
        out = {}
        for kind in ("game", "faction", "orders"):
            path = root / f"{kind}.schema.json"
            if not path.is_file():  # fail closed: a ruleset without its schema would validate anything
                raise RulesetBroken(Msg("ruleset.schema_missing", ruleset=self.name or self.id, id=self.id, path=str(path)))
            schema = json.loads(path.read_text("utf-8"))
            if kind == "game":
                schema = copy.deepcopy(schema)
                schema.setdefault("properties", {})
                schema["properties"] = {**COMMON_GAME_PROPERTIES, **schema["properties"]}
                schema["properties"]["missed_orders"] = _missed_orders_schema()
                schema["properties"]["forum"] = _forum_schema()
                if "settings" in schema["properties"] or self.default_settings:
                    schema["properties"]["settings"] = self.settings_schema
                req = list(schema.get("required", []))
                for k in ("ruleset", "turn"):
                    if k not in req:
                        req.insert(0, k)
                schema["required"] = req
            if kind == "orders" and "factions" in schema.get("properties", {}):
                schema = _with_standing(schema)  # gm.engine.missed: standing orders
            out[kind] = schema
        return out

    # -- validation beyond the schemas -------------------------------------------------
    def check(self, state: GameState) -> list[Problem]:
        """The ruleset's own problems of a turn's files: the GM's (file_checks), then the
        orders' (order_checks)."""
        return self.file_checks(state) + self.order_checks(state)

    # the two halves add up to check (a ruleset overriding check itself gives up the saving)
    check.splits = True

    def file_checks(self, state: GameState) -> list[Problem]:
        """Problems of the GM's own files (game.toml, the factions' files), whatever the
        orders: the one judge, asking many times about one state with other orders, finds
        them once (gm.engine.validate.files_checked_once)."""
        return []

    def order_checks(self, state: GameState) -> list[Problem]:
        """Problems of the orders (orders.toml), the GM's files taken as they are."""
        return []

    def forecast(self, state: GameState, faction_id: str, orders: list[tuple[int, dict]]) -> list[tuple[str, dict]]:
        """What the rules make certain about a faction's accepted orders (`gm check`): catalog
        (key, params) lines (gm.orderlang.forecast.Qty params agree in number). No dice, only
        that faction's own data; `orders` are (number, order) of those the checks accept."""
        return []

    def known_names(self, state: GameState, faction_id: str) -> dict[str, set[str]] | None:
        """What a faction's text orders may name besides its own things (gm.orderlang: the
        ids a name resolves to, the suggestions, the "se esperaba uno de" lists): "factions",
        the faction ids it may know; "things", handles "<owner>/<collection>/<id>" of the
        others' things it may know (collection as the phrasebook's any.<path>); optionally
        "labels", handle -> the label its reports give a nameless thing, and "ids_hidden":
        True where another's ids are never shown (the order then carries the label or name
        the faction read, never the id). None: all of
        it (no fog). Fog rulesets answer from their secrecy module's vision functions."""
        return None

    def known_state(self, state: GameState, faction_id: str) -> GameState:
        """The state as this faction may know it, for the one judge (gm.engine.judge.known:
        gm check and the order form answer a faction on it, so that asking again and again
        never tells it what only resolve may show it: a hidden enemy it would bump into).
        Return `state` itself where nothing is hidden from it (the judge then lets factions
        share a turn), else a new state with the unseen things taken away. The default: no fog."""
        return state

    # The judge (gm.engine.judge.has_views) tells an override from this default by this mark,
    # without the engine importing the rulesets.
    known_state.hides_nothing = True

    def model_of(self, state: GameState, build: Callable[[], object]) -> object:
        """One working model per state for the questions asked of it faction by faction
        (known_names: a sector model of 100 empires takes 25 ms to build)."""
        held = getattr(self, "_held_model", None)
        if held is None or held[0] is not state or held[1] is not state.game or held[2] is not state.factions:
            held = (state, state.game, state.factions, build())
            self._held_model = held
        return held[3]

    def view_of(self, state: GameState, faction_id: str, build: Callable[[], GameState]) -> GameState:
        """One known_state view per state and faction: the judge asks for it at every line of
        the order form, and `build` copies the state."""
        held = getattr(self, "_views", None)
        if held is None or held[0] is not state or held[1] is not state.game or held[2] is not state.factions:
            held = (state, state.game, state.factions, {})
            self._views = held
        if faction_id not in held[3]:
            held[3][faction_id] = build()
        return held[3][faction_id]

    # -- the turn ------------------------------------------------------------------------
    def applier_for(self, kind: str) -> Callable | None:
        return self.appliers.get(kind)

    def prepare(self, ctx: "TurnContext") -> None:
        """Build ctx.model from ctx.state before the phases run."""

    def settled(self, ctx: "TurnContext") -> None:
        """Every order is settled (gm.engine.turn.run_phases, for resolve and the one judge
        alike): the ruleset may word the outcomes for their reports here (names, not ids),
        so gm check and the order form say what the report will."""

    def finish(self, ctx: "TurnContext") -> GameState:
        """The next state as plain data. The engine sets the turn number."""
        return ctx.state

    def orders_template(self, state: GameState) -> dict:
        """The blank orders.toml for the next turn."""
        return {"turn": state.turn, "factions": {fid: {"orders": []} for fid in sorted(state.factions)}}

    def orders_template_header(self, state: GameState, lang: str) -> str:
        return ""

    # -- reports (blocks only; read events and state, decide nothing) ----------------------
    def order_text(self, ctx: "TurnContext", faction_id: str, order: "Order") -> "Text":
        """The order restated in the report's language, for the orders section: the catalog
        message `restate.<type>` with the order's fields, as `order_params` names them."""
        from gm.text.blocks import Text

        return Text(f"restate.{order.type}", self.order_params(ctx, faction_id, order))

    def order_params(self, ctx: "TurnContext", faction_id: str, order: "Order") -> dict:
        """The variables of an order's restatement. Rulesets override it to show names
        instead of ids (what the faction may know only) and to fill optional fields."""
        return dict(order.params)

    def gm_outcome(self, ctx: "TurnContext", faction_id: str, key: str, params: dict) -> "Text":
        """An order's fate as the GM report tells it. The private report speaks to the player
        ("Investigas …"); a ruleset whose outcome sentences do so gives the GM's copy the
        third-person sentence here ("Khaine investiga …")."""
        from gm.text.blocks import Text

        return Text(key, params)

    def public_report(self, ctx: "TurnContext") -> list:
        from gm.engine.documents import narrate

        return narrate(ctx.events_for(None))

    def private_report(self, ctx: "TurnContext", faction_id: str) -> list:
        from gm.engine.documents import narrate

        return narrate([e for e in ctx.private_events(faction_id) if e.order is None])

    def gm_report(self, ctx: "TurnContext") -> list:
        from gm.engine.documents import narrate

        return narrate(ctx.events)

    # -- what the engine reaches of gm.orderlang, which sits above it, through the ruleset --
    def text_orders_in(self, root: Path, state: GameState) -> tuple[dict, list[Problem], dict] | None:
        """The turn's text orders, DIR/orders/*.txt, for the engine's loader (gm.orderlang.intake)."""
        from gm.orderlang.intake import text_orders_in

        return text_orders_in(root, state, self)

    def order_form(self, ctx: "TurnContext", faction_id: str) -> list:
        """Next turn's order form in the text the player posts (gm.orderlang.form)."""
        from gm.orderlang.form import form_blocks

        return form_blocks(ctx, faction_id)

    def unread_blocks(self, ctx: "TurnContext", faction_id: str, gm: bool = False) -> list:
        """The lines of the faction's post that gave no order (gm.orderlang.unread)."""
        from gm.orderlang.unread import unread_blocks

        return unread_blocks(ctx, faction_id, gm)

    # -- maps ------------------------------------------------------------------------------
    map_builder: str = ""  # module with build_maps(game, factions, events, settings, lang)
    generator: str = ""  # module with build(n, seed, ruleset) -> GameState, for `gm generate`

    def map_specs(self, ctx: "TurnContext") -> dict:
        """{name: MapSpec} of the board as the turn ends ('public', 'gm', faction ids), built
        once per turn: the reports link them and maps() draws them."""
        if not self.map_builder:
            return {}
        import importlib

        build = importlib.import_module(self.map_builder).build_maps
        end = ctx.end_state
        # the board as the turn ends, titled with the turn that was resolved
        return ctx.memo("map_specs", lambda: build(dict(end.game, turn=ctx.turn), end.factions, ctx.events, ctx.settings, ctx.lang))

    def maps(self, ctx: "TurnContext") -> dict[str, bytes]:
        """Files for OUT/maps/ (name -> bytes): each map as SVG and PNG."""
        specs = self.map_specs(ctx)
        if not specs:
            return {}
        from gm.maps import render_maps

        return render_maps(specs)

    # -- init and combat -------------------------------------------------------------------
    def new_game(self, factions: int, seed: str) -> GameState:
        raise NotImplementedError(f"ruleset {self.id} cannot create a new game yet")

    combat_keys: dict[str, str] = {}  # --side key -> help

    def combat(self, sides: list[dict[str, str]], dice, lang: str = "es") -> dict:
        raise NotImplementedError(f"ruleset {self.id} has no combat exchange")

    def combat_odds(self, sides: list[dict[str, str]], lang: str = "es") -> list[tuple[tuple[int, ...], Fraction]]:
        raise NotImplementedError(f"ruleset {self.id} has no combat odds")
