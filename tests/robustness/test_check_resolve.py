"""Issue 23 §6, per ruleset (every one the registry lists): `gm check` says what resolve
would do. Generated order sets for one faction at a time, on a turn of the sample game (its
first, it played one turn, and with GM_FUZZ=long every turn its scripted orders reach, with
the dice those turns recorded on the forum): the orders the turn gives that faction, its
form's lines with the fillings gm draws for their placeholders (its own things, and squares, targets and numbers
that may be wrong), another faction's lines (things that are not its own) and random
orders from the ruleset's schema. `gm check --json` (gm.orderlang.check.check_json) is asked
for that faction; the turn is resolved with those orders alone, on a seed of its own, and
its outcomes.toml read: for every order check does not mark `depends`, check's verdict and
reason key are resolve's.

Where the ruleset hides something from that faction (Ruleset.known_state: eraide's lurker),
check answers on what the faction may know and says so (its answer's line
orderlang.check_unseen): telling it that a run ends on a hidden enemy would tell it the
enemy is there. Its answer is then compared with the turn resolved on that same knowledge
(the faction's view written as the turn's state): eraide sample turn 2, «Otto: correr por
D6, C7» is applied for the Orden Azul, and the round, where Nyx lurks on C7, cuts it short.

Short profile in `make test`; GM_FUZZ=long (`make fuzz`, the `slow` marker) runs more."""

from __future__ import annotations

import random
import shutil
import tomllib
from functools import lru_cache
from pathlib import Path

import pytest

from tests.robustness.common import LONG, RULESETS, OrderMaker, bases, examples, run_property, write_orders


def form_orders(ruleset, state, fid: str, per_line: int = 3) -> list[dict]:
    """The faction's form lines as the orders gm reads: a line with placeholders once for
    each of its first `per_line` fillings (gm.orderlang.fillings: the faction's things and
    what it knows, which the form then judges)."""
    from gm.orderlang.fillings import choices, readings
    from gm.orderlang.form import _drafts
    from gm.orderlang.phrasebook import load
    from gm.orderlang.values import Scope

    lang = state.game.get("lang") if state.game.get("lang") in ("es", "en") else "es"
    book = load(ruleset.id)
    scope = Scope(book, lang, state, fid)
    out = []
    for draft in _drafts(book, scope, ruleset):
        found = (choices(draft.line, draft.holes, scope, draft.chosen()) or [])[:per_line]
        out += readings([(f.text, f.values) for f in found], scope, (lang,))
    return out


@lru_cache(maxsize=None)
def _pools(turn: str, fid: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(the faction's form orders and those the turn's own orders.toml gives it, another
    faction's form orders), as TOML texts (kept per process)."""
    import tomli_w

    from gm.engine.validate import validate_dir

    v = validate_dir(Path(turn))
    other = next((f for f in sorted(v.state.factions) if f != fid), None)
    own = form_orders(v.ruleset, v.state, fid) + list(((v.state.orders.get("factions") or {}).get(fid) or {}).get("orders", []))
    theirs = form_orders(v.ruleset, v.state, other, per_line=1) if other else []
    return tuple(tomli_w.dumps(o) for o in own), tuple(tomli_w.dumps(o) for o in theirs)


@lru_cache(maxsize=None)
def played_steps(rid: str) -> tuple[Path, ...]:
    """Every turn the sample's scripted orders reach (tests/orderlang/samples.py), each with
    the dice.toml its turn recorded: made once per process."""
    import atexit
    import tempfile

    from tests.orderlang.samples import steps

    tmp = Path(tempfile.mkdtemp(prefix="gm-steps-"))
    atexit.register(shutil.rmtree, tmp, True)
    return tuple(step.turn_dir for step in steps(rid, tmp))[1:]


def turns(rid: str) -> list[Path]:
    return bases(rid) + (list(played_steps(rid)) if LONG else [])


def _drawn(rng: random.Random, base: Path, fid: str, maker: OrderMaker) -> list[dict]:
    own, theirs = _pools(str(base), fid)
    orders = [tomllib.loads(t) for t in rng.sample(own, min(len(own), rng.randint(1, 6)))]
    orders += [tomllib.loads(t) for t in rng.sample(theirs, min(len(theirs), rng.randint(0, 1)))]
    orders += [maker.order() for _ in range(rng.randint(0, 2))]
    rng.shuffle(orders)
    return orders


def _as_known(turn: Path, ruleset, state, fid: str) -> None:
    """The turn's state as `fid` may know it (gm.engine.judge.known), where it hides something
    from it: what gm check answers on, written as the turn's files."""
    from gm import tomlio
    from gm.engine.judge import known

    seen = known(state, ruleset, fid)
    if seen is state:
        return
    shutil.rmtree(turn / "factions")
    for rel, data in tomlio.state_files(ruleset, seen, state.orders, "").items():
        (turn / rel).parent.mkdir(parents=True, exist_ok=True)
        (turn / rel).write_bytes(data)


def disagreements(rid: str, rng: random.Random, tmp: Path) -> list[str]:
    from gm.engine.pipeline import resolve_files
    from gm.engine.validate import validate_dir
    from gm.orderlang.check import check_json

    base = rng.choice(turns(rid))
    turn = tmp / base.name
    shutil.copytree(base, turn, ignore=shutil.ignore_patterns("reports", "maps", "rolls", "*.md", "*.html", "*.bbcode"))
    v = validate_dir(turn)
    state, ruleset = v.state, v.ruleset
    fid = rng.choice(sorted(state.factions))
    orders = _drawn(rng, base, fid, OrderMaker(ruleset, state, rng))
    write_orders(turn, ruleset, {"turn": state.turn, "factions": {fid: {"orders": orders}} if orders else {}})
    v = validate_dir(turn)
    assert v.ok, [p.format("en") for p in v.errors]  # no order blocks the turn
    [answer] = check_json(turn, fid)[0]["factions"]
    _as_known(turn, ruleset, v.state, fid)
    outcomes = tomllib.loads(resolve_files(turn, seed=f"cr-{rng.random()}", fmt="markdown").files["outcomes.toml"].decode("utf-8"))
    done = {o["number"]: (o["verdict"], o["key"]) for o in outcomes.get("outcomes", []) if o["faction"] == fid}
    given = (v.state.orders.get("factions") or {}).get(fid, {}).get("orders", [])
    return [f"{rid} {base.name} {fid} #{o['number']} {given[o['number'] - 1]}: check {o['verdict']} {o['key']}, resolve {done.get(o['number'])}"
            for o in answer["orders"] if o["verdict"] != "depends" and done.get(o["number"]) != (o["verdict"], o["key"])]


def _agrees(rid: str):
    def body(rng, tmp):
        assert disagreements(rid, rng, tmp) == []
    return body


@pytest.mark.parametrize("rid", RULESETS)
def test_check_says_what_resolve_does(rid):
    run_property(rid, examples(4, 4), _agrees(rid), "gm-cr-")


@pytest.mark.slow
@pytest.mark.parametrize("rid", RULESETS)
def test_check_says_what_resolve_does_long(rid):
    if not LONG:
        pytest.skip("GM_FUZZ=long only")
    run_property(rid, 200, _agrees(rid), "gm-cr-")


def test_under_fog_check_is_compared_with_the_turn_on_what_the_faction_knows(tmp_path, monkeypatch):
    """eraide sample turn 2: Nyx lurks on C7, hidden from the Orden Azul. gm check answers
    «Otto: correr por D6, C7» applied (on what the Orden Azul sees); the round cuts the run
    short where it finds her, and on the Orden Azul's view it is the run check said."""
    import tests.robustness.test_check_resolve as me
    from tests.orderlang.samples import steps

    base = next(s for s in steps("eraide", tmp_path / "steps") if s.name == "turn-02").turn_dir
    monkeypatch.setattr(me, "turns", lambda rid: [base])
    monkeypatch.setattr(me, "_drawn", lambda rng, b, fid, maker: [{"type": "run", "character": "otto", "path": ["D6", "C7"]}])

    class Azul(random.Random):
        def choice(self, seq):
            return "azul" if "azul" in seq else seq[0]

    assert disagreements("eraide", Azul(1), tmp_path / "a") == []
    monkeypatch.setattr(me, "_as_known", lambda *a: None)
    assert [d.split("}: ", 1)[1] for d in disagreements("eraide", Azul(1), tmp_path / "b")] == [
        "check applied eraide.done.run, resolve ('applied', 'eraide.done.run_short')"]
