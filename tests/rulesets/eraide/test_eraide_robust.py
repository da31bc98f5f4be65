"""Any well-formed order on the sample board ends applied or rejected, never in an exception."""
import copy
import itertools
from pathlib import Path

from gm import registry
from gm.dice import DiceService
from gm.engine.context import TurnContext
from gm.engine.validate import validate_dir

SAMPLE = Path(__file__).resolve().parents[3] / "sample_games" / "eraide" / "turn-01"
SQUARES = ["A1", "C7", "D6", "E6", "H6", "I4", "K5", "L10"]
TARGETS = ["otto", "brann", "nyx", "ilse", "selene", "mael", "ghost"]


def templates(cid, talents):
    yield {"type": "wait", "character": cid}
    for sq in SQUARES:
        yield {"type": "wait", "character": cid, "step": sq}
        yield {"type": "jump", "character": cid, "to": sq}
        yield {"type": "enter", "character": cid, "square": sq}
        yield {"type": "check", "character": cid, "skill": "mecanismos", "square": sq}
        yield {"type": "run", "character": cid, "path": [sq, "D6"]}
    for tg in TARGETS:
        yield {"type": "attack", "character": cid, "target": tg, "destiny": True}
        yield {"type": "check", "character": cid, "skill": "persuadir", "target": tg}
        for tal in talents:
            yield {"type": "talent", "character": cid, "talent": tal, "target": tg, "square": "E4"}
    yield {"type": "hide", "character": cid, "destiny": True}


def test_every_order_settles():
    ruleset = registry.get("eraide")
    state = validate_dir(SAMPLE).state
    count = 0
    for fid in sorted(state.factions):
        for cid, ch in sorted(state.factions[fid]["characters"].items()):
            for i, order in enumerate(itertools.islice(templates(cid, sorted(ch["talents"])), 0, None, 3)):
                st = state.copy()
                st.orders = {"turn": 1, "factions": {fid: {"orders": [copy.deepcopy(order)]}}}
                ctx = TurnContext(ruleset, st, DiceService(f"robust-{i}", prefix="t01/"), "es")
                ruleset.prepare(ctx)
                for phase in ruleset.phases:
                    phase.run(ctx)
                assert all(not ctx.pending(o) for o in ctx.all_orders()), order
                ruleset.public_report(ctx)
                ruleset.private_report(ctx, fid)
                ruleset.finish(ctx)
                count += 1
    assert count > 100
