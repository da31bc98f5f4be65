"""The oracle can fail: leaks planted in a report, a map spec or the public report are found,
in every format; and the whole-word matching does not cry wolf."""

from __future__ import annotations

import pytest

from gm.engine.secrecy import Knowledge, Token, find, reader_of
from gm.text.blocks import Paragraph
from tests.secrecy.harness import play


def _foreign_ships(ctx, fid: str) -> list[str]:
    m = ctx.model
    return sorted(sid for other in m.faction_ids() if other != fid for sid in m.factions[other]["ships"])


def test_planted_foreign_ship_in_a_private_report_is_found(tmp_path, monkeypatch):
    """Every foreign ship id written into each empire's private report: the oracle names
    the ones that empire cannot see, in markdown, bbcode and html alike."""
    from gm.rulesets.sector import Sector, secrecy

    real = Sector.private_report
    seen_by: dict[str, set[str]] = {}

    def leaky(self, ctx, fid):
        seen_by.setdefault(fid, set()).update(secrecy.may_know(ctx, fid))
        return real(self, ctx, fid) + [Paragraph("planted: " + ", ".join(_foreign_ships(ctx, fid)))]

    monkeypatch.setattr(Sector, "private_report", leaky)
    found = play("sector", 0, tmp_path, 1)
    # (the planted line also makes the report depend on unseen ships: `absence` says so too)
    planted = [f.leak for f in found if f.leak.file.startswith("reports/") and "planted: " in f.leak.line
               and f.leak.kind != "presence"]
    assert planted, "a planted foreign ship id went unnoticed"
    assert {leak.kind for leak in planted} == {"ship"}
    assert {leak.file.rsplit(".", 1)[1] for leak in planted} == {"md", "bbcode", "html"}
    for leak in planted:
        assert not leak.token.startswith(leak.reader[:3]), f"{leak.reader}'s own ship reported: {leak.token}"
        assert leak.token not in seen_by[leak.reader], f"{leak.token} is in {leak.reader}'s sight"


def test_planted_settlement_hex_in_the_public_report_is_found(tmp_path, monkeypatch):
    """The public report names no place in primordia: a settlement's hex planted there is found."""
    from gm.rulesets.primordia import Primordia

    real = Primordia.public_report

    def leaky(self, ctx):
        m = ctx.model
        fid = m.faction_ids()[0]
        sid = sorted(m.settlements(fid))[0]
        s = m.settlements(fid)[sid]
        return real(self, ctx) + [Paragraph(f"planted: {s['name']} ({s['hex']})")]

    monkeypatch.setattr(Primordia, "public_report", leaky)
    found = play("primordia", 0, tmp_path, 1)
    planted = {(f.leak.kind, f.leak.file) for f in found if f.leak.reader == "public" and "planted: " in f.leak.line}
    for path in ("report.md", "report.bbcode", "report.html"):
        assert ("settlement", path) in planted and ("hex", path) in planted, planted


def test_planted_note_on_a_private_map_is_found(tmp_path, monkeypatch):
    """A note naming a foreign ship the empire cannot see, added to its map's MapSpec (what
    the PNG is drawn from) and so to its SVG: both are flagged."""
    import dataclasses

    from gm.rulesets.sector import Sector, secrecy

    real = Sector.map_specs

    def leaky(self, ctx):
        specs = dict(real(self, ctx))
        for fid in sorted(ctx.model.factions):
            if fid not in specs:
                continue
            hidden = [s for s in _foreign_ships(ctx, fid) if s not in secrecy.may_know(ctx, fid)]
            if hidden:
                specs[fid] = dataclasses.replace(specs[fid], notes=[*specs[fid].notes, f"planted: {hidden[0]}"])
        return specs

    monkeypatch.setattr(Sector, "map_specs", leaky)
    found = play("sector", 0, tmp_path, 1)
    files = {f.leak.file.rsplit(".", 1)[1] for f in found if f.leak.file.startswith("maps/") and f.leak.kind == "ship"}
    assert files == {"spec", "svg"}, [f.format() for f in found]


def test_planted_turn_seed_in_a_private_report_is_found(tmp_path, monkeypatch):
    """The turn seed (from the master secret) is nobody's to read."""
    from gm.rulesets.primordia import Primordia

    real = Primordia.private_report

    def leaky(self, ctx, fid):
        from gm.engine.seal import turn_seed

        chosen = turn_seed(tmp_path / f"turn-{ctx.turn:02d}", ctx.state.game, None)
        assert chosen.source == "secret"
        return real(self, ctx, fid) + [Paragraph(f"planted: {chosen.seed}")]

    monkeypatch.setattr(Primordia, "private_report", leaky)
    found = play("primordia", 1, tmp_path, 1)  # a generated game: secret dice
    assert any(f.leak.kind == "seed" and f.leak.what == "the turn seed" for f in found), [f.format() for f in found]


@pytest.mark.parametrize("text, found", [
    ("kli-3 ataca", True), ("kli-30 ataca", False), ("la nave akli-3", False), ("(kli-3)", True),
    ("**kli-3**", True), ("kli-3.", True), ("kli-3-b", False), ("kli_3", False),
])
def test_whole_word_matching(text, found):
    assert bool(find(text, {"kli-3"})) is found


@pytest.mark.parametrize("text, found", [("en E5.", True), ("E51", False), ("AE5", False), ("1d20 (E5)", True)])
def test_coordinates_are_matched_as_whole_labels(text, found):
    assert bool(find(text, {"E5"})) is found


def test_secret_sets():
    k = Knowledge()
    for t in ("fed-1", "kli-1", "Vulcano"):
        k.add(Token(t, "x"))
    k.add(Token("A", "x"))  # too short to be a token
    k.known["federacion"] = {"fed-1"}
    k.public = {"Vulcano"}
    assert k.secret_from("federacion") == {"kli-1"}
    assert k.secret_from("federacion", own={"kli-1"}) == set()
    assert k.public_secrets() == {"fed-1", "kli-1"}


@pytest.mark.parametrize("path, reader", [
    ("reports/klingon.md", "klingon"), ("report.html", "public"), ("orders.toml", "public"),
    ("maps/klingon.svg", "klingon"), ("maps/klingon.2.spec", "klingon"), ("maps/public.svg", "public"),
    ("rolls/klingon.toml", "klingon"), ("rolls/public.toml", "public"), ("gm check --faction klingon", "klingon"),
    ("maps/gm.svg", None), ("gm-report.md", None), ("rolls.toml", None), ("factions/klingon.toml", None),
])
def test_who_reads_which_file(path, reader):
    assert reader_of(path, ["klingon", "federacion"]) == reader


def _sample_turn(tmp_path, extra: dict | None = None):
    """The sector sample's first turn (its own orders, plus `extra` {faction: [order]}), validated."""
    from gm.engine.validate import validate_dir
    from tests.robustness.common import write_orders
    from tests.secrecy.harness import new_game

    turn_dir = new_game("sector", 0, tmp_path)
    v = validate_dir(turn_dir)
    doc = v.state.orders
    for fid, orders in (extra or {}).items():
        doc.setdefault("factions", {}).setdefault(fid, {"orders": []})["orders"] += orders
    write_orders(turn_dir, v.ruleset, doc)
    v = validate_dir(turn_dir)
    assert v.ok, [p.format() for p in v.errors]
    return v


def test_planted_telling_rejection_is_found(tmp_path, monkeypatch):
    """An interception of a ship the Federation never sees: if its report says more when the
    ship exists than when it does not, same_words names the order."""
    from gm.engine.secrecy import aimed_at_unseen, resolve_watched, same_words, secrecy_module
    from gm.rulesets.sector import Sector

    v = _sample_turn(tmp_path, {"federacion": [{"type": "intercept", "ship": "fed-2", "target": "rom-1"}]})
    res, knowledge, _ = resolve_watched(v)
    assert [(a.order.faction, a.value) for a in aimed_at_unseen(res.context, knowledge, secrecy_module(v.ruleset))] == [("federacion", "rom-1")]
    assert same_words(v, res, knowledge) == []  # the ruleset answers alike

    real = Sector.private_report

    def telling(self, ctx, fid):
        named = {str(o.params.get("target")) for o in ctx.orders_of(fid)}
        exists = any(ctx.model.owner_of_ship(t) for t in named)
        return real(self, ctx, fid) + ([Paragraph("planted: that ship exists")] if exists else [])

    monkeypatch.setattr(Sector, "private_report", telling)
    res, knowledge, _ = resolve_watched(v)
    found = same_words(v, res, knowledge)
    assert [(f.reader, f.token, f.kind) for f in found] == [("federacion", "rom-1", "words")]
    assert "planted: that ship exists" in found[0].line


def test_planted_presence_is_found(tmp_path, monkeypatch):
    """A private report that counts every ship of the sector changes when a ship its reader
    never saw is taken away: absence names it."""
    from gm.engine.secrecy import absence, resolve_watched
    from gm.rulesets.sector import Sector

    v = _sample_turn(tmp_path)
    res, knowledge, _ = resolve_watched(v)
    assert absence(v, res, knowledge) == []  # the sample's reports do not depend on unseen ships

    real = Sector.private_report

    def counting(self, ctx, fid):
        total = sum(len(ctx.model.active_ships(f)) for f in ctx.model.faction_ids())
        return real(self, ctx, fid) + [Paragraph(f"planted: {total} ships in the sector")]

    monkeypatch.setattr(Sector, "private_report", counting)
    res, knowledge, _ = resolve_watched(v)
    found = absence(v, res, knowledge)
    assert found and {f.kind for f in found} == {"presence"}
    assert all(f.file.startswith("reports/") and "ships in the sector" in f.line for f in found)
    assert all(not f.token.startswith(f.reader + "/") for f in found)


def test_planted_telling_validation_is_found(tmp_path, monkeypatch):
    """`gm validate` refusing an interception of a ship that does not exist, while it takes
    one of a ship the Federation cannot see, tells the ship exists: same_words says so."""
    from gm.engine.secrecy import resolve_watched, same_words
    from gm.errors import Problem
    from gm.rulesets.sector import Sector

    v = _sample_turn(tmp_path, {"federacion": [{"type": "intercept", "ship": "fed-2", "target": "rom-1"}]})
    res, knowledge, _ = resolve_watched(v)
    real = Sector.check

    def telling(self, state):
        ships = {sid for f in state.factions.values() for sid in f.get("ships", {})}
        out = list(real(self, state))
        for fid, entry in sorted(state.orders.get("factions", {}).items()):
            for i, o in enumerate(entry.get("orders", [])):
                if o.get("type") == "intercept" and o.get("target") not in ships:
                    out.append(Problem("orders.toml", ("factions", fid, "orders", i, "target"), "planted: no such ship"))
        return out

    monkeypatch.setattr(Sector, "check", telling)
    found = same_words(v, res, knowledge)
    assert [(f.file, f.reader, f.token, f.kind) for f in found] == [("gm validate", "federacion", "rom-1", "words")]
    assert "planted: no such ship" in found[0].line


@pytest.mark.parametrize("value, taken, expected", [
    ("kli-3", set(), "kli-999"), ("kli-3", {"kli-999"}, "kli-9999"), ("u1", set(), "u999"),
    ("nyx", set(), "nyxx"), ("c0005", set(), "c999999"),
])
def test_a_value_that_names_nothing(value, taken, expected):
    from gm.engine.secrecy import nothing_like

    assert nothing_like(value, taken) == expected


def test_the_first_difference_reads_as_words():
    from gm.engine.secrecy import _first_difference

    before = "a\n<text x='1'>Nyx hides</text>\nc"
    after = "a\nc"
    assert _first_difference(before, after) == "Nyx hides  <->  -"
    assert _first_difference("same", "same") == ""


def test_planted_telling_check_is_found(tmp_path):
    """A `gm check` that names an unseen ship's owner ("rom-1 (Romulanos)") and not a made-up
    one tells the ship exists: same_words, given the check, says so."""
    from gm.engine.secrecy import resolve_watched, same_words

    v = _sample_turn(tmp_path, {"federacion": [{"type": "intercept", "ship": "fed-2", "target": "rom-1"}]})
    res, knowledge, _ = resolve_watched(v)

    def telling_check(turn_dir, faction):
        text = (turn_dir / "orders.toml").read_text(encoding="utf-8")
        return "rom-1 (Romulanos)" if 'target = "rom-1"' in text else "rom-999"

    found = same_words(v, res, knowledge, check=telling_check)
    assert [(f.file, f.reader, f.token) for f in found] == [("gm check --faction federacion", "federacion", "rom-1")]
