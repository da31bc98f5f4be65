"""Issue 22, eraide: a destiny reroll of a hidden roll was announced in public. Visible Otto
fails to set a trap, spends destiny and rerolls: "Otto gasta un punto de destino" reached
the public and the enemy's reports, telling them a trap was set beside him.

Why the oracle missed it: the line names no token (only Otto, who is in plain sight), and
the absence replay takes away things that stood before the turn, while this secret (the
trap) is made during it. The oracle now replays a deed its readers may not know of as what
they would see of it (`hidden_deeds`, the module's `disguise`: a `wait` with the same step):
their files must not change."""

from __future__ import annotations

import pytest

from tests.robustness.common import write_orders
from tests.secrecy.harness import play

# D5, beside Otto and out of Nyx's step: rojo's order form names the squares its characters
# may step to (D6, beside Nyx, reaches Otto), and the token scan finds any square a report names
SET = {"type": "set_trap", "character": "otto", "square": "D5", "destiny": True}
DISARM = {"type": "disarm_trap", "character": "otto", "square": "D5", "destiny": True}


def _turn(tmp_path, order, dice, trap=False):
    """Round 2 of the sample (Otto, visible, on E6; Nyx of rojo lurking on C7): Otto's
    order alone, its dice recorded (a failed first roll, then the reroll)."""
    from gm import tomlio
    from gm.engine.validate import validate_dir

    play("eraide", 0, tmp_path, 1)
    turn_dir = tmp_path / "turn-02"
    v = validate_dir(turn_dir)
    if trap:   # an azul trap on D5 (rojo does not know it) for Otto to disarm
        game = dict(v.state.game, traps={"otto-t1": {"square": "D5", "owner": "azul", "known": []}})
        (turn_dir / "game.toml").write_text(tomlio.dumps(game, v.ruleset.schema("game")), encoding="utf-8")
    write_orders(turn_dir, v.ruleset, {"turn": v.state.turn, "factions": {"azul": {"orders": [order]}}})
    lines = [f'"t{v.state.turn:02d}/{key}" = [{face}]' for key, face in dice.items()]
    (turn_dir / "dice.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    v = validate_dir(turn_dir)
    assert v.ok, [p.format() for p in v.errors]
    return v


def _findings(v):
    from gm.engine.secrecy import hidden_deeds, leaks, resolve_watched

    res, knowledge, texts = resolve_watched(v)
    assert any(e.kind == "eraide.ev.destiny" for e in res.context.events)
    compared: list = []
    found = leaks(res.context, knowledge, texts) + hidden_deeds(v, res, compared=compared)
    assert compared == [("azul", 1)], "the deed was not replayed"
    return found


CASES = [(SET, {"otto/main/set_trap": 2, "otto/main/set_trap/destiny": 15}, False),
         (DISARM, {"otto/main/disarm_trap": 2, "otto/main/disarm_trap/destiny": 15}, True)]


@pytest.mark.parametrize("order,dice,trap", CASES, ids=["set_trap", "disarm_trap"])
def test_a_destiny_reroll_on_a_hidden_trap_reads_as_nothing_to_the_others(tmp_path, order, dice, trap):
    found = _findings(_turn(tmp_path, order, dice, trap))
    assert not found, "\n".join(f.format() for f in found)


@pytest.mark.parametrize("order,dice,trap", CASES, ids=["set_trap", "disarm_trap"])
def test_the_oracle_finds_the_old_announcement(tmp_path, monkeypatch, order, dice, trap):
    """The old behaviour put back (the destiny line told to everyone who sees Otto): the
    disguised replay finds it in the public report and in rojo's."""
    from gm.rulesets.eraide import effects

    def told_to_all_who_see_him(t, cid, audience):
        t.emit("eraide.ev.destiny", t.audience_for(cid), faction=t.b.owner(cid), **t.params_of(cid))

    monkeypatch.setattr(effects, "spend_destiny", told_to_all_who_see_him)
    found = _findings(_turn(tmp_path, order, dice, trap))
    files = {(f.kind, f.reader, f.file) for f in found}
    assert ("deed", "public", "report.md") in files and ("deed", "rojo", "reports/rojo.md") in files, files
    # the leaked line, and Otto's turn heading that is written only with a line to head
    assert all("destino" in f.line or "Turno de Otto" in f.line for f in found if f.file.endswith(".md")), [f.format() for f in found]
