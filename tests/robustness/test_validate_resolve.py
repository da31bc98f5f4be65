"""The property of issue 14 §3, per ruleset: whatever `gm validate` accepts, `gm resolve`
resolves with exit 0; whatever it refuses, it refuses with a located message (exit 1).

Each example starts from the sample game (as given, or one turn later) and draws, from the ruleset's own schemas:
overrides of game.toml [settings] (some wrong on purpose: a wrong type, a misspelled key),
the factions' pieces crowded onto and next to each other (battles on every kind of hex,
square and sector; neighbours ordered to swap hexes: border battles), and random orders of
every faction and of the pseudo-faction `gm` (every type, naming armies where units are
expected and the reverse). Every verdict of `validate` is checked; the orders it refuses
must not block it (issue 23: an order is rejected, the rest of the turn resolves), and
`resolve` must end in exit 0; so must the same orders posted as text and read back by
`gm orders`.

Short profile in `make test` (a few seconds per ruleset); GM_FUZZ=long (`make fuzz`, the
`slow` marker) runs many more examples and shrinks a failure.
"""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from tests.bad_inputs.harness import run_gm
from tests.robustness.common import (
    LOCATED,
    LONG,
    RULESETS,
    OrderMaker,
    bases,
    crowd,
    examples,
    legal_orders,
    run_property,
    settings_overrides,
    write_orders,
)

STATE_FILES = ("game.toml", "factions/")


def gm_cli(args: list[str]) -> tuple[int, str]:
    """`gm ARGS`: exit 0, or exit 1 with a located message; never a traceback or exit 3."""
    code, output, exc = run_gm([str(a) for a in args])
    assert exc is None, f"gm {' '.join(map(str, args))}: raised {type(exc).__name__}: {exc}\n{output[-3000:]}"
    assert code in (0, 1), f"gm {' '.join(map(str, args))}: exit {code}\n{output[-3000:]}"
    assert "Traceback" not in output
    if code == 1:
        assert LOCATED.search(output), f"exit 1 without a located error:\n{output[-3000:]}"
    return code, output


def write_state(turn: Path, game: dict, factions: dict) -> None:
    import tomli_w

    (turn / "game.toml").write_text(tomli_w.dumps(game), encoding="utf-8")
    for fid, data in factions.items():
        (turn / "factions" / f"{fid}.toml").write_text(tomli_w.dumps(data), encoding="utf-8")


def restore_refused(turn: Path, base: Path, output: str) -> bool:
    """Put back the sample's game.toml / faction files that validation refused."""
    restored = False
    for rel in {line.split(":", 1)[0] for line in output.splitlines() if LOCATED.match(line)}:
        if rel == "game.toml" or rel.startswith("factions/"):
            shutil.copyfile(base / rel, turn / rel)
            restored = True
    return restored


def scenario(rid: str, rng: random.Random, tmp: Path) -> str:
    """One example; returns what it ended in (for the long profile's statistics)."""
    from gm.engine.validate import order_spot, validate_dir

    base = rng.choice(bases(rid))
    turn = tmp / base.name
    shutil.copytree(base, turn)
    # recorded dice fit the example's own turn: with other settings, pieces or orders a
    # recorded face may not fit its die, a clean exit 1 that only playing the turn finds
    (turn / "dice.toml").unlink(missing_ok=True)
    v0 = validate_dir(turn)
    ruleset, state = v0.ruleset, v0.state
    game = dict(state.game)
    if rng.random() < 0.7:
        game["settings"] = settings_overrides(ruleset, rng, rng.randint(1, 4))
    factions, swaps = crowd(rid, state, rng) if rng.random() < 0.8 else (state.factions, {})
    write_state(turn, game, factions)
    code, output = gm_cli(["validate", turn])
    if code == 1 and restore_refused(turn, base, output):
        code, output = gm_cli(["validate", turn])
    if code == 1:  # pieces moved onto a restored faction's: every faction back as it was
        for fid in factions:
            shutil.copyfile(base / "factions" / f"{fid}.toml", turn / "factions" / f"{fid}.toml")
        code, output = gm_cli(["validate", turn])
    v = validate_dir(turn)
    if not v.ok:
        return "state refused"
    doc = OrderMaker(ruleset, v.state, rng).orders_doc(v.state, per_faction=5, gm=True)
    for fid, extra in swaps.items():
        doc["factions"].setdefault(fid, {"orders": []})["orders"][:0] = extra
    write_orders(turn, ruleset, doc)
    gm_cli(["validate", turn])  # refused or not, located
    _check_every_faction(turn, doc)
    v = validate_dir(turn)
    # issue 23: no player's order blocks the turn; it is rejected, and the rest resolves
    blocking = [p.format("en") for p in v.errors if order_spot(p, v.state.factions) is not None]
    assert not blocking, "an order blocked the turn:\n" + "\n".join(blocking[:5])
    if not v.ok:  # the GM's own orders.toml (an unknown faction's table): drop what it refuses
        v = legal_orders(turn, ruleset, doc)
        if not v.ok:
            return "orders refused"
    gm_cli(["validate", turn])
    out = tmp / "next" / f"turn-{v.state.turn + 1:02d}"
    code, output = gm_cli(["resolve", turn, "--out", out, "--seed", f"vr-{rng.random()}"])
    assert code == 0, f"validate accepted what resolve refused:\n{output[-3000:]}"
    code, output = gm_cli(["validate", out])  # the next turn carries the settings on
    assert code == 0, f"the turn resolve wrote does not validate:\n{output[-3000:]}"
    _text_orders_resolve(turn, tmp / "via-text", rng, v)
    return "resolved"


def _text_orders_resolve(turn: Path, out: Path, rng: random.Random, v) -> None:
    """Whatever `gm orders` writes, `resolve` resolves: each faction's orders written as its
    player would post them (those the phrasebook can say), read back by `gm orders` into
    orders.toml, then resolved (exit 0)."""
    from gm.orderlang.phrasebook import load
    from gm.orderlang.render import Unwritable, render_order
    from gm.orderlang.values import Scope

    (turn / "orders.toml").unlink()
    shutil.rmtree(turn / "orders", ignore_errors=True)
    (turn / "orders").mkdir()
    for fid, entry in sorted((v.state.orders.get("factions") or {}).items()):
        if fid == "gm" or fid not in v.state.factions:
            continue
        lines = []
        for order in entry.get("orders") or []:
            try:
                lines.append(render_order(order, Scope(load(v.ruleset.id), "es", v.state, fid)))
            except Unwritable:
                continue  # no phrase says it: nothing a player could post
        (turn / "orders" / f"{fid}.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    code, output = gm_cli(["orders", turn])
    if code != 0:
        return  # a post gm orders refuses (located): it wrote nothing
    code, output = gm_cli(["resolve", turn, "--out", out, "--seed", f"vt-{rng.random()}"])
    assert code == 0, f"resolve refused what gm orders wrote:\n{output[-3000:]}"


def _check_every_faction(turn: Path, doc: dict) -> None:
    """gm check answers every faction on any orders (refused ones too), never breaks."""
    from gm.api import check_orders
    from gm.errors import GameDataError

    for fid in sorted(set(doc.get("factions", {})) - {"gm"}):  # the GM is no faction to answer
        try:
            check_orders(turn, fid)
        except GameDataError:
            pass  # a located refusal of the whole directory: validate said it already


@pytest.mark.parametrize("rid", RULESETS)
def test_validate_accepts_only_what_resolve_resolves(rid):
    run_property(rid, examples(3, 3), lambda rng, tmp: scenario(rid, rng, tmp), "gm-vr-")


@pytest.mark.slow
@pytest.mark.parametrize("rid", RULESETS)
def test_validate_accepts_only_what_resolve_resolves_long(rid):
    if not LONG:
        pytest.skip("GM_FUZZ=long only")
    run_property(rid, 300, lambda rng, tmp: scenario(rid, rng, tmp), "gm-vr-")


# ---------------------------------------------------------------------------------------
# the settings schema itself


def _refined_paths(node: dict, path: tuple = ()) -> list[tuple]:
    """Key paths a refinement names, down to a table it generates (x-gm-table)."""
    out = []
    for k, sub in (node.get("properties") or {}).items():
        if isinstance(sub, dict) and "x-gm-table" not in sub and "properties" in sub:
            out += _refined_paths(sub, path + (k,))
        else:
            out.append(path + (k,))
    return out


@pytest.mark.parametrize("rid", RULESETS)
def test_settings_schema_accepts_the_defaults_and_refines_only_real_keys(rid):
    import json

    from jsonschema import Draft202012Validator

    from gm import registry
    from gm.rulesets.base import schemas_root

    ruleset = registry.get(rid)
    schema = ruleset.settings_schema
    assert not [e.message for e in Draft202012Validator(schema).iter_errors(ruleset.default_settings)]
    assert schema["additionalProperties"] is False  # a misspelled section is refused
    refinement = json.loads((schemas_root() / rid / "settings.schema.json").read_text("utf-8"))
    stale = []
    for path in _refined_paths(refinement):
        node, defaults = refinement, ruleset.default_settings
        for k in path:
            node = node["properties"][k]
            defaults = defaults.get(k) if isinstance(defaults, dict) else None
        if defaults is None and "x-gm-table" not in node and path[0] not in ("tables",):
            stale.append(".".join(path))
    assert not stale, f"refinements of keys data/settings.toml does not have (renamed?): {stale}"
