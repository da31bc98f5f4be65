"""A player's mistake is a rejection with a reason, never an exception."""

from tests.rulesets.sector.sector_testkit import give_orders, quiet, render_all, run, small_game

BAD = [
    {"type": "decommission", "unit": "nope"},
    {"type": "form_fleet", "fleet": "f", "ships": ["fed-1", "fed-2"]},
    {"type": "disband_fleet", "fleet": "nope"},
    {"type": "move", "fleet": "nope", "to": "D4"},
    {"type": "move", "ship": "fed-1", "path": ["E5"]},
    {"type": "move", "ship": "fed-2", "to": "Z99"},
    {"type": "intercept", "ship": "fed-1", "target": "kli-1"},
    {"type": "intercept", "ship": "fed-1", "target": "fed-2"},
    {"type": "attack", "ships": ["fed-1"], "target": "klingon"},
    {"type": "attack", "station": "nope", "target": "klingon"},
    {"type": "attack", "fleet": "nope", "target": "klingon"},
    {"type": "colonize", "ship": "fed-1"},
    {"type": "assault", "ships": ["fed-1"]},
    {"type": "assault", "fleet": "nope"},
    {"type": "retreat", "system": "tierra"},
    {"type": "diplomacy", "ship": "fed-1", "goal": "peace", "target": "klingon"},
    {"type": "diplomacy", "ship": "fed-1", "goal": "annex"},
    {"type": "diplomacy", "ship": "fed-1", "goal": "peace", "target": "federacion"},
    {"type": "declare_war", "target": "klingon"},
    {"type": "trade", "ship": "fed-1"},
    {"type": "cancel_route", "route": "nope"},
    {"type": "build_ship", "at": "qonos"},
    {"type": "build_station", "ship": "nope"},
    {"type": "build_shipyard", "system": "qonos"},
    {"type": "build_defenses", "system": "qonos"},
    {"type": "incite", "system": "tierra"},
    {"type": "research", "tech": "armamento"},
    {"type": "research", "tech": "armamento"},
    {"type": "spy", "action": "steal", "target": "klingon", "tech": "energia"},
    {"type": "spy", "action": "discover"},
    {"type": "discard_advantage", "advantage": "nope"},
]


def test_bad_orders_are_rejected_with_reasons():
    s = give_orders(small_game(npc="ferengi"), {
        "federacion": BAD,
        "ferengi": [{"type": "research", "tech": "armamento"}, {"type": "build_ship", "at": "npc-home"},
                    {"type": "spy", "action": "discover"}, {"type": "discard_advantage", "advantage": "x"}]})
    ctx = run(s, quiet("federacion", "klingon"))
    assert len(ctx.outcomes) == len(ctx.all_orders())
    keys = [ctx.outcomes[("federacion", i + 1)].key for i in range(len(BAD))]
    assert all(k.startswith("sector.") for k in keys)
    applied = [BAD[i]["type"] for i, k in enumerate(keys) if k.startswith("sector.applied")]
    # only the first research and the first spy operation can go ahead
    assert applied == ["research", "spy"]
    assert keys[4:6] == ["sector.reject.not_adjacent", "sector.reject.off_map"]
    assert keys[27] == "sector.reject.same_tech_twice" and keys[29] == "sector.reject.spy_limit"
    assert all(ctx.outcomes[("ferengi", i)].key == "sector.reject.npc_cannot" for i in (1, 2, 3, 4))
    files = render_all(ctx)
    assert "RECHAZADA" in files["reports/federacion.md"]
