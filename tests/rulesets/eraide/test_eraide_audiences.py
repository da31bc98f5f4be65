"""Every die names its audience (the stream it is drawn from): public for what everyone
sees, a player's own for its hidden character's dice and its hidden traps, the GM's for
what no player may know was rolled (an Advertir against a trap that failed)."""
from gm.engine.events import Audience


def lurking(arena, sample, square):
    return arena.char(sample, square, states={"acechando": {"rounds": 0, "value": 0}})


def streams(ctx) -> dict[str, str]:
    """Relative roll key -> stream."""
    return {r.key.split("/", 1)[1]: r.stream for r in ctx.dice.log}


def test_an_open_exchange_is_public(arena):
    orders = {"rojo": [{"type": "attack", "character": "brann", "target": "otto", "destiny": True}]}
    st = arena.state({"brann": arena.char("brann", "D5", initiative_die=0)}, {"otto": arena.char("otto", "D4")},
                     orders=orders)
    ctx = arena.run(st, {"brann/main/attack": [2], "brann/main/defence/otto": [19]})
    got = streams(ctx)
    assert got["initiative/brann"] == "public"
    assert got["brann/main/attack"] == got["brann/main/defence/otto"] == got["brann/main/attack/destiny"] == "public"


def test_a_hidden_characters_dice_are_its_players(arena):
    terrain = ["........", "........", "#.......", "........", "........", "........"]
    orders = {"rojo": [{"type": "run", "character": "nyx", "path": ["G5", "F4", "E3", "D3", "C3", "B3"]}]}
    nyx = lurking(arena, "nyx", "H6")
    nyx["initiative_die"] = 0
    st = arena.state({"nyx": nyx}, {"ilse": arena.char("ilse", "A1")}, terrain=terrain, orders=orders)
    ctx = arena.run(st, {"detect/nyx/ilse": [2], "hide/nyx/ilse": [10]})
    got = streams(ctx)
    assert got["initiative/nyx"] == got["detect/nyx/ilse"] == got["hide/nyx/ilse"] == "faction/rojo"
    unseen = [e for e in ctx.events if e.kind == "eraide.ev.unseen"][0]
    assert unseen.audience == Audience.private("rojo")
    # spotted: the same dice (the hider's) are shown to everyone with the reveal
    ctx = arena.run(st, {"detect/nyx/ilse": [15], "hide/nyx/ilse": [3]})
    shown = [e for e in ctx.events if e.kind == "eraide.ev.revealed"][0]
    assert shown.audience.is_public and {r.stream for r in shown.rolls} == {"faction/rojo"}


def test_trap_dice(arena):
    orders = {"azul": [{"type": "set_trap", "character": "otto", "square": "D3"}],
              "rojo": [{"type": "wait", "character": "brann", "step": "E4"}]}
    st = arena.state({"brann": arena.char("brann", "E5")}, {"otto": arena.char("otto", "D2")}, orders=orders)
    st.game["traps"] = {"otto-t1": {"square": "D5", "owner": "azul", "known": []}}
    ctx = arena.run(st, {"otto/main/set_trap": [15], "trap/otto-t1/brann": [2]})
    got = streams(ctx)
    assert got["otto/main/set_trap"] == "faction/azul"     # a hidden trap: its setter's player's
    assert got["trap/otto-t1/brann"] == "gm"                # a failed Advertir tells nobody
    st.game["settings"] = {"traps": {"hidden": False}}
    assert streams(arena.run(st, {"otto/main/set_trap": [15]}))["otto/main/set_trap"] == "public"


def test_a_free_talent_of_a_hidden_character_rolls_on_its_stream(arena):
    nyx = lurking(arena, "nyx", "A6")
    nyx["talents"]["ojo"] = {"name": "Ojo avizor", "action": "free", "effect": "self", "state": "furia",
                             "rounds": 1, "skill": "advertir", "difficulty": 5}
    orders = {"rojo": [{"type": "talent", "character": "nyx", "talent": "ojo"}]}
    st = arena.state({"nyx": nyx}, {"otto": arena.char("otto", "H1")}, orders=orders,
                     terrain=["........", "........", "........", "........", "#.......", "........"])
    ctx = arena.run(st, {"nyx/free/ojo/talent_check": [12]})
    assert streams(ctx)["nyx/free/ojo/talent_check"] == "faction/rojo"
    check = [e for e in ctx.events if e.kind == "eraide.ev.check"][0]
    assert check.audience == Audience.private("rojo")
