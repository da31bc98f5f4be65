"""Issue 22's sector leaks, each with the oracle's view: the fixed turn reads clean, and the
oracle finds the leak when the old behaviour is put back (monkeypatched)."""

from __future__ import annotations

from gm.engine.secrecy import leaks, resolve_watched
from tests.secrecy.harness import new_game


def _sample_turn(tmp_path, change=None, orders: dict | None = None, dice: dict | None = None):
    """The sector sample's first turn (public seed), `change(game, factions)` applied,
    `orders` ({faction: [order]}) instead of its own when given, and `dice` (turn-relative
    keys) recorded in dice.toml; validated."""
    from gm import tomlio
    from gm.engine.validate import validate_dir
    from tests.robustness.common import write_orders

    turn_dir = new_game("sector", 0, tmp_path)
    v = validate_dir(turn_dir)
    if change is not None:
        change(v.state.game, v.state.factions)
        for fid, data in v.state.factions.items():
            (turn_dir / "factions" / f"{fid}.toml").write_text(tomlio.dumps(data, v.ruleset.schema("faction")), encoding="utf-8")
        (turn_dir / "game.toml").write_text(tomlio.dumps(v.state.game, v.ruleset.schema("game")), encoding="utf-8")
    if orders is not None:
        write_orders(turn_dir, v.ruleset, {"turn": v.state.turn, "factions": {f: {"orders": o} for f, o in orders.items()}})
    if dice:
        lines = [f'"t{v.state.turn:02d}/{k}" = {list(faces)}' for k, faces in sorted(dice.items())]
        (turn_dir / "dice.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    v = validate_dir(turn_dir)
    assert v.ok, [p.format() for p in v.errors]
    return v


def _found(v):
    res, knowledge, texts = resolve_watched(v, formats=("markdown",))
    return res, texts, leaks(res.context, knowledge, texts)


# -- 1. a first contact with a non-player race -----------------------------------------------

def test_a_first_contact_with_a_non_player_race_is_told_to_the_two_parties_only(tmp_path):
    """The sample's first turn: the Klingons meet the Ferengi. The public report must not
    name the Ferengi (no other empire met them); the Klingon and Ferengi reports tell it."""
    v = _sample_turn(tmp_path)
    res, texts, found = _found(v)
    assert "Ferengi" not in texts["report.md"]
    assert "Primer contacto entre la Alianza Ferengi y el Imperio Klingon" in texts["reports/klingon.md"]
    assert "Primer contacto" in texts["reports/ferengi.md"]
    assert "Ferengi" not in texts["reports/federacion.md"]
    assert [leak.format() for leak in found] == []


def test_the_oracle_finds_a_non_player_race_named_in_public(tmp_path, monkeypatch):
    """The old audience (every first contact public) put back: the oracle reports the
    Ferengi's name in the public report (a race token, known to nobody unmet)."""
    import importlib

    from gm.rulesets.sector.phases import common

    for name in ("sensors", "diplomacy"):
        module = importlib.import_module(f"gm.rulesets.sector.phases.{name}")
        monkeypatch.setattr(module, "news", lambda ctx, a, b: common.public())
    _, _, found = _found(_sample_turn(tmp_path))
    assert any(f.reader == "public" and f.kind == "race" and f.token == "Alianza Ferengi" and f.file == "report.md"
               for f in found), [f.format() for f in found]


# -- 2. the die that picks which empire catches a spy ------------------------------------------

_CAUGHT = {"spy/romulano/o1": [1], "spy/romulano/o1/caught_by": [3], "spy/romulano/klingon/recover": [4]}


def _caught_spy(tmp_path):
    """The Romulans spy on every empire (discover, no target) and are caught (a natural 1);
    the pick (1d3 = 3) falls on the Klingons."""
    return _sample_turn(tmp_path, orders={"romulano": [{"type": "spy", "action": "discover"}]}, dice=_CAUGHT)


def test_the_catcher_of_a_spy_does_not_read_the_die_that_picked_it(tmp_path):
    res, texts, found = _found(_caught_spy(tmp_path))
    kli, rom = texts["reports/klingon.md"], texts["reports/romulano.md"]
    assert "Capturado un espía del Imperio Estelar Romulano" in kli
    assert "descubre al espía" not in kli and "1d3" not in kli
    assert "1d3 (3)" in rom                       # the spy's own die, in its order's outcome
    assert [leak.format() for leak in found] == []


def test_the_oracle_finds_the_pick_die_shown_to_the_catcher(tmp_path, monkeypatch):
    """The old event put back (the catcher reads the spy's 1dN pick): the oracle reports the
    roll shown to the Klingons (a roll of the spy's stream the design shows to nobody else,
    `shown_beyond_stream`), however the report words it (its total alone would tell too)."""
    import importlib

    espionage = importlib.import_module("gm.rulesets.sector.phases.espionage")
    real_emit_caught = espionage._caught

    def old_caught(ctx, order, targets, action):
        rolls = real_emit_caught(ctx, order, targets, action)
        from gm.rulesets.sector.phases.common import private

        victim = [e for e in ctx.events if e.kind == "spy.caught"][-1]
        # the old event: one for the spy and the catcher (now each has its own)
        ctx.emit("spy.caught", private(order.faction, victim.params["target"]), rolls=rolls,
                 **{**victim.params, "action": action})
        return rolls

    monkeypatch.setattr(espionage, "_caught", old_caught)
    _, _, found = _found(_caught_spy(tmp_path))
    assert any(f.reader == "klingon" and f.kind == "roll" and f.file == "events" and f.token.endswith("/caught_by")
               for f in found), [f.format() for f in found]


# -- 3. the other side's modifiers in battles and assaults ---------------------------------------

_FERVOR = {"name": "Fervor guerrero", "since": 1, "roll": 2, "mods": {"agresividad": 1}, "combat": 1}


def _klingons_at(sector: str, war_with: str):
    def change(game, factions):
        kli = factions["klingon"]
        kli["advantages"] = {"adv-1": dict(_FERVOR)}   # private: +1 AGRESIVIDAD, +1 in combat
        for sid in ("kli-1", "kli-2"):
            kli["ships"][sid].update(sector=sector, cloaked=False, last_attack=1, armamento=1)
        game["world"]["relations"][f"{war_with}+klingon" if war_with < "klingon" else f"klingon+{war_with}"] = {"status": "war", "since": 1}
    return change


def _battle(tmp_path):
    """The Klingons (ARMAMENTO 1, Fervor guerrero: +1 in combat) attack the Ferengi trader
    fer-1 in K5."""
    return _sample_turn(tmp_path, _klingons_at("K5", "ferengi"),
                        {"klingon": [{"type": "attack", "ships": ["kli-1", "kli-2"], "target": "ferengi"}]},
                        {"combat/K5/klingon/ferengi/r1/klingon": [5, 2], "combat/K5/klingon/ferengi/r1/ferengi": [3]})


def _assault(tmp_path):
    """The Klingons (Fervor guerrero: +1 AGRESIVIDAD) assault Tierra (E5), defended by the
    Federation's two ships in orbit."""
    return _sample_turn(tmp_path, _klingons_at("E5", "federacion"),
                        {"klingon": [{"type": "assault", "ships": ["kli-1", "kli-2"]}]},
                        {"assault/tierra/t/klingon": [4], "assault/tierra/t/klingon/defence": [3]})


def test_the_other_side_reads_a_battle_die_as_its_total(tmp_path):
    res, texts, found = _found(_battle(tmp_path))
    fer, kli = texts["reports/ferengi.md"], texts["reports/klingon.md"]
    assert "- 7 contra 3-1=2: gana el atacante" in fer        # ARMAMENTO 1 + Fervor 1: not told
    assert "- 5+2=7 contra 2: gana el atacante" in kli
    assert [leak.format() for leak in found] == []


def test_the_other_side_reads_an_assault_die_as_its_total(tmp_path):
    res, texts, found = _found(_assault(tmp_path))
    fed = texts["reports/federacion.md"]
    klingon_die = next(r for e in res.context.events if e.kind == "assault.round" for r in e.rolls
                       if r.stream == "faction/klingon")
    assert f"{klingon_die.total} en total (dado y modificadores del otro bando)" in fed
    assert klingon_die.detail not in fed
    assert [leak.format() for leak in found] == []


def test_the_oracle_finds_the_other_sides_modifiers(tmp_path, monkeypatch):
    """The old reports put back (every die of a battle or an assault whole to both sides):
    the oracle reports the Klingon battle die with its modifiers to the Ferengi, and the
    Klingon assault roll to the Federation."""
    from gm.text.blocks import RollLine
    from gm.rulesets.sector import reports

    real_pair = reports._pair
    monkeypatch.setattr(reports, "_pair", lambda p, side=None: real_pair(p, None))
    monkeypatch.setattr(reports, "_shown", lambda r, reader: RollLine(r))
    _, _, battle = _found(_battle(tmp_path / "battle"))
    assert any(f.reader == "ferengi" and f.kind == "die" and f.file == "reports/ferengi.md" for f in battle), \
        [f.format() for f in battle]
    _, _, assault = _found(_assault(tmp_path / "assault"))
    assert any(f.reader == "federacion" and f.kind == "roll" and "/assault/tierra/t/klingon" in f.what
               for f in assault), [f.format() for f in assault]


# -- 6. the victim's dice keys: what both sides know, never the attacker's order number ------------

def test_the_victims_dice_and_report_do_not_tell_how_many_orders_the_attacker_gave(tmp_path):
    """The Klingons attack the Ferengi trader in K5 as their first order, then after two
    orders the Ferengi cannot see (research, a new ship at Qo'noS). The Ferengi's dice file
    lists every key of its stream: a key holding the attacker's order number
    (`combat/klingon/o3/r1/ferengi`) told it how many orders came before the attack and
    changed its faces. Its dice file and its report read the same either way."""
    attack = {"type": "attack", "ships": ["kli-1", "kli-2"], "target": "ferengi"}
    extra = [{"type": "research", "tech": "energia"}, {"type": "build_ship", "at": "qonos"}]
    seen = []
    for n, orders in enumerate(([attack], [*extra, attack])):
        v = _sample_turn(tmp_path / str(n), _klingons_at("K5", "ferengi"), {"klingon": orders})
        res, _, found = _found(v)
        assert res.context.outcomes[("klingon", len(orders))].key == "sector.applied.attacked"
        assert [leak.format() for leak in found] == []
        seen.append((res.files["rolls/ferengi.toml"], res.files["reports/ferengi.md"]))
    assert b"t01/combat/K5/klingon/ferengi/r1/ferengi" in seen[0][0]
    assert seen[0] == seen[1]
