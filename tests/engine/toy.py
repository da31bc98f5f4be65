"""A tiny ruleset used only by the engine's tests: factions hold gold, roll for income
and may give gold to each other. It exercises phases, events, appliers, orders,
validation and reports without depending on any real ruleset."""

from __future__ import annotations

import textwrap
from pathlib import Path

from gm import rulesets
from gm.engine.events import Audience
from gm.engine.state import GameState
from gm.errors import Problem
from gm.reports.blocks import Heading, Table, Text
from gm.reports.defaults import narrate
from gm.rulesets.base import COMMON_GAME_PROPERTIES, Phase, Ruleset

ID = {"type": "string", "pattern": "^[a-z0-9][a-z0-9_-]*$"}

SCHEMAS = {
    "game": {
        "type": "object",
        "additionalProperties": False,
        "required": ["ruleset", "turn"],
        "properties": {**COMMON_GAME_PROPERTIES, "settings": {"type": "object"}},
    },
    "faction": {
        "type": "object",
        "additionalProperties": False,
        "required": ["id", "name", "gold"],
        "properties": {
            "id": ID,
            "name": {"type": "string", "maxLength": 80},
            "gold": {"type": "integer", "minimum": 0, "maximum": 1000000},
            "units": {"type": "object", "additionalProperties": {"type": "object", "properties": {"level": {"type": "integer", "minimum": 1, "maximum": 5}}, "additionalProperties": False}},
        },
    },
    "orders": {
        "type": "object",
        "additionalProperties": False,
        "properties": {
            "turn": {"type": "integer"},
            "factions": {
                "type": "object",
                "additionalProperties": {
                    "type": "object",
                    "additionalProperties": False,
                    "properties": {
                        "note": {"type": "string"},
                        "orders": {
                            "type": "array",
                            "items": {
                                "type": "object",
                                "required": ["type"],
                                "additionalProperties": False,
                                "properties": {"type": {"enum": ["give", "pray"]}, "to": ID, "amount": {"type": "integer", "minimum": 1, "maximum": 1000000}},
                            },
                        },
                    },
                },
            },
        },
    },
}


def income(ctx):
    for fid in sorted(ctx.state.factions):
        r = ctx.dice.roll(f"income/{fid}", "1d6+2", why=f"income of {fid}", audience=Audience.public())
        ctx.emit("toy.income", Audience.public(), rolls=(r,), faction=ctx.state.factions[fid]["name"], fid=fid, amount=r.total)


def gifts(ctx):
    handlers = {"give": _give, "pray": _pray}
    for order in ctx.all_orders():
        handlers[order.type](ctx, order)


def _give(ctx, order):
    to, amount = order.get("to"), order.get("amount", 0)
    if to not in ctx.state.factions:
        ctx.reject(order, "toy.unknown_faction", to=to)
    elif ctx.state.factions[order.faction]["gold"] < amount:
        ctx.reject(order, "toy.not_enough", amount=amount, gold=ctx.state.factions[order.faction]["gold"])
    else:
        ctx.emit("toy.gift", Audience.private(order.faction, to), giver=order.faction, to=to, amount=amount)
        ctx.apply(order, "toy.gave", to=to, amount=amount)


def _pray(ctx, order):
    r = ctx.dice.roll(f"pray/{order.faction}/{order.number}", "1d20", why="prayer", audience=Audience.private(order.faction))
    ctx.apply(order, "toy.prayed", rolls=(r,), total=r.total)


def _apply_income(ctx, event):
    ctx.state.factions[event.params["fid"]]["gold"] += event.params["amount"]


def _apply_gift(ctx, event):
    ctx.state.factions[event.params["giver"]]["gold"] -= event.params["amount"]
    ctx.state.factions[event.params["to"]]["gold"] += event.params["amount"]


class Toy(Ruleset):
    id = "toy"
    name = "Toy"
    package = "gm"
    nouns = {"units": "unit"}
    phases = (Phase("income", income), Phase("gifts", gifts))
    appliers = {"toy.income": _apply_income, "toy.gift": _apply_gift}

    def schema(self, kind):
        return SCHEMAS[kind]

    def settings(self, game):
        return {}

    def check(self, state: GameState):
        out = []
        for fid, f in sorted(state.factions.items()):
            for uid, unit in sorted((f.get("units") or {}).items()):
                if unit.get("level") == 4:
                    out.append(Problem(f"factions/{fid}.toml", ("units", uid, "level"), "found level 4, expected any level but 4 (toy rule)"))
        return out

    def private_report(self, ctx, fid):
        f = ctx.state.factions[fid]
        return [Heading(Text("toy.sheet"), 2), Table(("name", "gold"), ((f["name"], f["gold"]),))] + narrate(
            [e for e in ctx.events_for(fid) if not e.audience.is_public and e.order is None]
        )

    def new_game(self, factions, seed):
        fs = {f"f{i}": {"id": f"f{i}", "name": f"Faction {i}", "gold": 10} for i in range(1, factions + 1)}
        return GameState({"ruleset": "toy", "turn": 1, "game_id": "toy", "title": "Toy"}, fs, {"turn": 1, "factions": {}})


def install():
    rulesets.REGISTRY["toy"] = "tests.engine.toy:Toy"
    rulesets._cache["toy"] = Toy()


def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text).lstrip(), encoding="utf-8")


def write_sample_turn(root: Path) -> Path:
    """The toy game's turn 7 written under root/turn-07 (the engine tests' turn and its golden)."""
    d = root / "turn-07"
    write(d / "game.toml", """
        ruleset = "toy"
        turn = 7
        game_id = "toy-game"
        title = "Toy game"
        seed = "public-test-seed"
        """)
    write(d / "factions" / "sigmar.toml", """
        id = "sigmar"
        name = "Sigmar *the* <b>Great</b> [b]x[/b]"
        gold = 10
        """)
    write(d / "factions" / "orkos.toml", """
        id = "orkos"
        name = "Orkos"
        gold = 3
        """)
    write(d / "orders.toml", """
        turn = 7

        [factions.sigmar]
        note = "¡Por Sigmar!"

        [[factions.sigmar.orders]]
        type = "give"
        to = "orkos"
        amount = 2

        [[factions.sigmar.orders]]
        type = "pray"

        [[factions.orkos.orders]]
        type = "give"
        to = "sigmar"
        amount = 500
        """)
    return d
