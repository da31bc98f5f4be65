"""Issue 22's primordia leaks, each fixed and each caught by the leak oracle
(gm.engine.secrecy) when the old behaviour is put back."""

from __future__ import annotations

from gm.engine.secrecy import absence, leaks, resolve_watched
from gm.engine.validate import validate_dir
from tests.rulesets.primordia.scenario import build, faction, outcome, resolve, settlement, state_of, text, unit

WIDE = ["Ma " + " ".join(["Ll"] * 11)] * 6  # 12 x 6: room to stay out of each other's sight


def _oracle(root):
    v = validate_dir(root)
    assert v.ok, [p.format() for p in v.problems]
    res, knowledge, texts = resolve_watched(v)
    return v, res, knowledge, leaks(res.context, knowledge, texts)


def _rebellion_turn(root):
    """Tuarian's crowded village rebels this turn (forced die); Marmoreos and Terales are far away."""
    tuarian = faction("tuarian", settlements={"s1": settlement("Villaroca", "B1"), "s2": settlement("Dunaclara", "C5", population=400)})
    marm = faction("marmoreos", settlements={"s1": settlement("Marmórea", "L1")})
    terales = faction("terales", settlements={"s1": settlement("Teralia", "L6")})
    dice = {"t01/rebellion/tuarian/s2": [1]}
    return build(root, {"tuarian": tuarian, "marmoreos": marm, "terales": terales}, {}, terrain=WIDE, dice=dice)


def _rebels_exist(root, orders=None):
    """A turn later: the rebels hold Dunaclara, which only Tuarian sees."""
    tuarian = faction("tuarian", settlements={"s1": settlement("Villaroca", "B1")}, units={"u1": unit("explorador", "C4")})
    marm = faction("marmoreos", settlements={"s1": settlement("Marmórea", "L1")})
    terales = faction("terales", settlements={"s1": settlement("Teralia", "L6")})
    rebels = {"id": "rebeldes", "name": "Rebeldes", "race": "rebeldes", "rebels": True, "abilities": [], "government": "tribu",
              "pool": {"comida": 50, "madera": 50, "piedra": 50, "metal": 0, "oro": 0, "poder": 0}, "discoveries": ["fuego_es_amigo"],
              "settlements": {"s1": settlement("Dunaclara", "C5")}}
    return build(root, {"tuarian": tuarian, "marmoreos": marm, "terales": terales, "rebeldes": rebels}, orders or {}, terrain=WIDE, turn=2)


def _rebels_act(root):
    """The GM has the rebels research and rewards them; Marmoreos, who never met them, asks
    for an alliance with them (in orders.toml: text orders would not know the name)."""
    orders = {"rebeldes": [{"type": "investigar", "descubrimiento": "herramientas_rudimentarias"}],
              "gm": [{"type": "narracion", "faccion": "rebeldes", "recursos": {"comida": 5}}],
              "marmoreos": [{"type": "alianza", "faccion": "rebeldes"}, {"type": "alianza", "faccion": "nadie"}]}
    return _rebels_exist(root, orders)


def test_the_rebels_deeds_are_not_news(tmp_path):
    res = resolve(_rebels_act(tmp_path / "t"))
    assert "Rebeldes" not in text(res, "report.md")
    ally, nobody = outcome(res, "marmoreos", 1), outcome(res, "marmoreos", 2)
    assert (ally.key, nobody.key) == ("reject.unknown_faction", "reject.unknown_faction")  # the same words
    assert outcome(res, "rebeldes", 1).key == "ok.researched"
    assert "Herramientas rudimentarias" in text(res, "reports/rebeldes.md")


def test_a_rebellion_is_not_announced_to_everyone(tmp_path):
    for make in (_rebellion_turn, _rebels_exist):
        res = resolve(make(tmp_path / make.__name__))
        assert "settlement.rebelled" in {e.kind for e in res.context.events} or make is _rebels_exist
        public = text(res, "report.md")
        assert "Rebeldes" not in public, public
        for fid in ("marmoreos", "terales"):
            assert "Rebeldes" not in text(res, f"reports/{fid}.md")
    # a turn later they still act, at a place the GM's dice chose
    assert "rebeldes" in res.context.model.turn_order
    assert [r.stream for r in res.context.dice.log if "/order/gm/" in r.key] == ["gm"]


def test_the_oracle_finds_the_rebels_in_public_when_the_fix_is_undone(tmp_path, monkeypatch):
    from gm.rulesets.primordia.model import Model

    for make in (_rebellion_turn, _rebels_exist, _rebels_act):
        _v, _res, _k, found = _oracle(make(tmp_path / f"fixed-{make.__name__}"))
        assert [f for f in found if f.kind == "faction"] == [], [f.format() for f in found]
    monkeypatch.setattr(Model, "players", Model.faction_ids)  # the old code: every faction in the draw and the table
    for make in (_rebellion_turn, _rebels_exist):
        _v, _res, _k, found = _oracle(make(tmp_path / f"old-{make.__name__}"))
        public = {(f.file, f.token) for f in found if f.kind == "faction" and f.reader == "public"}
        assert ("report.md", "Rebeldes") in public, [f.format() for f in found]
        others = {f.reader for f in found if f.kind == "faction" and f.file.startswith("reports/")}
        assert "tuarian" not in others


def _deposits(root):
    """Deposit y1 far from Tuarian, y2 in its sight: the id y2 tells one appeared unseen."""
    tuarian = faction("tuarian", settlements={"s1": settlement("Villaroca", "B1")})
    marm = faction("marmoreos", settlements={"s1": settlement("Marmórea", "L6")})
    deposits = {"y1": {"hex": "K6", "poder": 30}, "y2": {"hex": "D2", "poder": 20}}
    dice = {"t01/poder/appear": [100]}
    return build(root, {"tuarian": tuarian, "marmoreos": marm}, {}, terrain=WIDE, dice=dice, deposits=deposits, next_deposit=3)


def _deposit_leaks(v, res, knowledge) -> list:
    return [f for f in absence(v, res, knowledge, limit=12) if f.token.startswith("world/deposits/")]


def test_a_race_reads_no_deposit_id(tmp_path):
    """The vision table names a deposit by its hex; the state keeps its id (saved games load)."""
    res = resolve(_deposits(tmp_path / "t"))
    rep = text(res, "reports/tuarian.md")
    row = next(line for line in rep.splitlines() if "yacimiento de Poder (20)" in line)
    assert row.split()[:3] == ["D2", "-", "-"], row
    assert "y2" not in rep.split("## Lo que ves")[1]
    import tomllib

    assert set(tomllib.loads(text(res, "game.toml"))["world"]["deposits"]) == {"y1", "y2"}


def test_the_oracle_finds_a_deposit_id_that_counts_unseen_deposits(tmp_path, monkeypatch):
    from gm.text.blocks import Table
    from gm.rulesets.primordia import reports

    v, res, knowledge, _found = _oracle(_deposits(tmp_path / "fixed"))
    assert _deposit_leaks(v, res, knowledge) == []
    real = reports.vision_blocks

    def old_vision(ctx, m, fid):  # the old table: a deposit's id in the id column
        blocks = real(ctx, m, fid)
        ids = {d["hex"]: did for did, d in m.world.get("deposits", {}).items()}
        table = blocks[-1]
        if not isinstance(table, Table):
            return blocks
        rows = tuple((r[0], r[1], ids.get(r[0], r[2]) if r[2] == "-" else r[2], r[3]) for r in table.rows)
        return blocks[:-1] + [type(table)(table.headers, rows)]

    monkeypatch.setattr(reports, "vision_blocks", old_vision)
    v, res, knowledge, _found = _oracle(_deposits(tmp_path / "old"))
    found = _deposit_leaks(v, res, knowledge)
    assert any(f.reader == "tuarian" and f.token == "world/deposits/y1" and f.kind == "presence" for f in found), \
        [f.format() for f in found]


def _counted_units(root, orders=None, line=None):
    """Tuarian made s1, u2, u3 far from Marmoreos and u4, which stands beside Marmoreos' u2
    at I4: the id u4 would tell Marmoreos of three things it never saw."""
    tuarian = faction("tuarian", settlements={"s1": settlement("Villaroca", "A1")}, next_id=5,
                      units={"u2": unit("explorador", "B1"), "u3": unit("colonos", "A2"), "u4": unit("infanteria_ligera", "I4")})
    marm = faction("marmoreos", settlements={"s1": settlement("Marmórea", "L4")}, units={"u2": unit("infanteria_ligera", "I4")}, next_id=3)
    root = build(root, {"tuarian": tuarian, "marmoreos": marm}, {} if line else (orders or {}), terrain=WIDE)
    if line:
        (root / "orders.toml").unlink()
        (root / "orders").mkdir()
        (root / "orders" / "marmoreos.txt").write_text(line + "\n", encoding="utf-8")
    return root


def test_another_races_unit_is_shown_by_a_label_that_counts_only_what_is_seen(tmp_path):
    res = resolve(_counted_units(tmp_path / "t"))
    rep = text(res, "reports/marmoreos.md")
    row = next(x for x in rep.splitlines() if x.startswith("I4") and "Tuarian" in x)
    assert row.split()[:3] == ["I4", "Tuarian", "I4-1"], row
    assert "u4" not in rep and "u3" not in rep, rep
    assert set(state_of(res, "tuarian")["units"]) == {"u2", "u3", "u4"}  # the state keeps its ids


def test_an_order_names_another_races_unit_by_its_label(tmp_path):
    attack = {"marmoreos": [{"type": "atacar", "unidad": "u2", "objetivo_faccion": "tuarian", "objetivo": "i4-1"}]}
    for name, kwargs in (("toml", {"orders": attack}), ("text", {"line": "atacar con u2 a I4-1 de Tuarian"})):
        res = resolve(_counted_units(tmp_path / name, **kwargs))
        got = outcome(res, "marmoreos", 1)
        assert got.key == "ok.attacked", (name, got)
        assert any(e.kind == "battle.exchange" for e in res.context.events)
        rep = text(res, "reports/marmoreos.md")
        assert "u4" not in rep, rep  # the battle, the outcome and the deaths name no id of Tuarian's
        assert "Infantería ligera de los Tuarian" in rep


def test_the_oracle_finds_an_id_that_counts_another_races_unseen_units(tmp_path, monkeypatch):
    from gm.rulesets.primordia import reports

    def unit_leaks(root):
        v, res, knowledge, _found = _oracle(root)
        return [f for f in absence(v, res, knowledge, limit=12) if f.reader == "marmoreos" and f.token.startswith("tuarian/")]

    assert unit_leaks(_counted_units(tmp_path / "fixed")) == []
    real = reports.foreign_labels
    monkeypatch.setattr(reports, "foreign_labels", lambda m, fid, pos=None: {k: k[1] for k in real(m, fid, pos)})  # the old id column
    found = unit_leaks(_counted_units(tmp_path / "old"))
    assert {f.token for f in found} & {"tuarian/units/u2", "tuarian/units/u3"}, [f.format() for f in found]


def _battle_dice(res, fid: str) -> str:
    """The keys of a race's own dice file (rolls/<race>.toml), the file it checks its dice with."""
    import tomllib

    return " ".join(tomllib.loads(text(res, f"rolls/{fid}.toml")).get("rolls", {}))


def test_the_defenders_dice_name_the_attacker_by_its_label(tmp_path):
    """Tuarian's u4 attacks Marmoreos' u2 at I4 and, a turn alike, Marmoreos attacks u4 as it
    tries to flee: each side's dice file names the other's unit as that side sees it ("I4-1"),
    never by its id (u4 counts Tuarian's units and settlements made out of Marmoreos' sight)."""
    attack = {"tuarian": [{"type": "atacar", "unidad": "u4", "objetivo_faccion": "marmoreos", "objetivo": "i4-1"}]}
    res = resolve(_counted_units(tmp_path / "attack", attack))
    assert outcome(res, "tuarian", 1).key == "ok.attacked"
    theirs = _battle_dice(res, "marmoreos")
    assert "t01/combat/I4/tuarian/I4-1/2/ataque" in theirs and "u4" not in theirs, theirs
    assert "t01/combat/I4/tuarian/u4/1/ataque" in _battle_dice(res, "tuarian")  # its own unit, by its id
    chase = {"marmoreos": [{"type": "atacar", "unidad": "u2", "objetivo_faccion": "tuarian", "objetivo": "i4-1"}],
             "tuarian": [{"type": "huir", "unidad": "u4", "hacia": "J4"}]}
    res = resolve(_counted_units(tmp_path / "chase", chase))
    assert any(e.kind in ("unit.fled", "flee.failed") for e in res.context.events)
    mine = _battle_dice(res, "marmoreos")
    assert "t01/flee/tuarian/I4-1/chaser/marmoreos/u2" in mine and "u4" not in mine, mine
    assert "u4" not in text(res, "reports/marmoreos.md")  # the flight's dice, worded for both sides

