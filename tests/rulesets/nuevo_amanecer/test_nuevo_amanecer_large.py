"""Large games: the generator's 9 hexes per god on maps past column Z, the schema's
A1..ZZ999 limits, and the Model's indexes and the contacts phase checked against the
brute-force scans they replace. (No timings here: bench/run.py measures them.)"""

from __future__ import annotations

import importlib.util  # noqa: F401
import random
import sys
from pathlib import Path

import pytest

from gm import registry, tomlio
from gm.engine.validate import validate_dir
from gm.rulesets.nuevo_amanecer import generator as gen
from gm.geometry import hexgrid
from gm.rulesets.nuevo_amanecer.model import NEUTRAL, Model
from gm.rulesets.nuevo_amanecer.phases import diplomacy

sys.path.insert(0, str(Path(__file__).resolve().parent))
from na_helpers import events, resolve  # noqa: E402


@pytest.fixture(scope="module")
def ruleset():
    return registry.get("nuevo-amanecer")


def write_state(state, d: Path, r) -> None:
    (d / "factions").mkdir(parents=True, exist_ok=True)
    (d / "game.toml").write_text(tomlio.dumps(state.game, r.schema("game")), "utf-8")
    for fid, f in state.factions.items():
        (d / "factions" / f"{fid}.toml").write_text(tomlio.dumps(f, r.schema("faction")), "utf-8")
    (d / "orders.toml").write_text(tomlio.dumps(state.orders, r.schema("orders")), "utf-8")


def test_generated_games_have_nine_hexes_and_five_armies_per_god(ruleset):
    assert gen.layout(1000, ruleset.settings({})) == (3, 3, 40, 25)  # 120 x 75: 9,000 hexes
    st = gen.build(60, "t", ruleset)
    hexes = st.game["world"]["hexes"]
    assert len(hexes) == 60 * 9
    assert all(sum(1 for h in hexes.values() if h.get("territory") == fid) == 9 for fid in st.factions)
    assert all(len(f["armies"]) == 5 for f in st.factions.values())
    assert st.game["world"]["columns"] > 26 and any(len(hexgrid.parse(h).label) > 2 and hexgrid.parse(h).col >= 26 for h in hexes)
    assert max(hexgrid.parse(h).col for h in hexes) == st.game["world"]["columns"] - 1


def test_a_generated_game_past_column_z_validates_and_resolves(tmp_path, ruleset):
    st = gen.build(60, "t", ruleset)
    st.game["seed"] = "generated-t"
    d = tmp_path / "turn-01"
    write_state(st, d, ruleset)
    v = validate_dir(d)
    assert v.ok, [p.format() for p in v.problems]
    res = resolve(d, tmp_path / "turn-02")
    assert not [o for o in res.context.outcomes.values() if o.key == "engine.order_not_processed"]
    assert events(res, "na.battle.fought") or events(res, "na.move.done")
    assert validate_dir(tmp_path / "turn-02").ok


@pytest.mark.parametrize("columns, rows, ok", [(702, 999, True), (703, 999, False), (702, 1000, False)])
def test_the_map_may_reach_zz999(tmp_path, ruleset, columns, rows, ok):
    st = gen.build(2, "t", ruleset)
    st.game["world"].update(columns=columns, rows=rows)
    st.game["world"]["hexes"]["ZZ999"] = {"terrain": "mares"}
    st.game["seed"] = "s"
    d = tmp_path / "turn-01"
    write_state(st, d, ruleset)
    assert validate_dir(d).ok is ok


# -- the indexes against the scans they replace ------------------------------------------
def ref_armies_at(w: Model, h: str):
    return [t for t in w.all_armies() if t[2].get("hex") == h]


def ref_owned(w: Model, fid: str):
    return sorted((n for n, h in w.hexes.items() if h.get("owner") == fid), key=hexgrid.parse)


def ref_city_at(w: Model, h: str):
    for fid in sorted(w.factions):
        for cid, c in sorted(w.factions[fid].get("cities", {}).items()):
            if c.get("hex") == h:
                return fid, cid
    return None


def ref_settlement_at(w: Model, h: str):
    for fid in sorted(w.factions):
        s = w.factions[fid].get("settlements", {}).get(h)
        if s is not None:
            return fid, str(s.get("advance", ""))
    return None


def same_as_scans(w: Model) -> None:
    for h in w.hexes:
        assert w.armies_at(h) == ref_armies_at(w, h), h
        assert w.city_at(h) == ref_city_at(w, h), h
        assert w.settlement_at(h) == ref_settlement_at(w, h), h
    for fid in w.factions:
        assert w.owned_hexes(fid) == ref_owned(w, fid), fid
    assert w.army_hexes() == sorted({a["hex"] for _, _, a in w.all_armies()}, key=hexgrid.parse)


def test_indexes_follow_every_change(ruleset):
    st = gen.build(12, "t", ruleset)
    w = Model(st.game, st.factions, ruleset.settings(st.game))
    rng = random.Random(7)
    names = sorted(w.hexes)
    gods = sorted(w.factions)
    same_as_scans(w)
    for step in range(400):
        op = rng.randrange(8)
        fid = rng.choice(gods)
        h = rng.choice(names)
        if op == 0 and w.armies(fid):
            w.move_army(fid, rng.choice(sorted(w.armies(fid))), h)
        elif op == 1 and w.armies(fid):
            w.remove_army(fid, rng.choice(sorted(w.armies(fid))))
        elif op == 2:
            w.add_army(fid, f"nuevo-{rng.randrange(5)}", {"name": "x", "hex": h, "advances": ["a"], "damage": 0})
        elif op == 3:
            if rng.random() < 0.5 and w.neutral:
                nid = rng.choice(sorted(w.neutral))
                (w.move_army if rng.random() < 0.5 else lambda f, a, _h: w.remove_army(f, a))(NEUTRAL, nid, h)
            else:
                w.add_army(NEUTRAL, f"neutral-{rng.randrange(4)}", {"name": "n", "hex": h, "level": 1, "damage": 0})
        elif op == 4:
            w.set_owner(h, rng.choice(gods + [""]))
        elif op == 5:
            if rng.random() < 0.5 and w.cities(fid):
                w.remove_city(fid, rng.choice(sorted(w.cities(fid))))
            else:
                w.add_city(fid, f"ciudad-{rng.randrange(3)}", {"name": "c", "hex": h, "advances": ["b"], "damage": 0})
        elif op == 6:
            if rng.random() < 0.5 and w.faction(fid).get("settlements"):
                w.remove_settlement(fid, rng.choice(sorted(w.faction(fid)["settlements"])))
            else:
                w.add_settlement(fid, h, {"advance": "e"})
        else:
            w.reindex()
        if step % 25 == 0 or op == 7:
            same_as_scans(w)
    same_as_scans(w)


class _Recorder:
    def __init__(self, w: Model):
        self.model = w
        self.emitted: list[tuple[str, str]] = []

    def emit(self, kind, audience, **params):
        self.emitted.append((params["a"], params["b"]))


def test_contacts_by_neighbourhood_equal_every_pair_asked(ruleset):
    st = gen.build(40, "t", ruleset)
    w = Model(st.game, st.factions, ruleset.settings(st.game))
    rng = random.Random(3)
    names = sorted(w.hexes)
    for fid in sorted(w.factions):  # armies far from home, lost regions, a dead god, known contacts
        for aid in sorted(w.armies(fid)):
            if rng.random() < 0.3:
                w.move_army(fid, aid, rng.choice(names))
        if rng.random() < 0.2:
            for h in w.owned_hexes(fid):
                w.set_owner(h, "")
    w.faction("dios0003")["alive"] = False
    w.faction("dios0001")["contacts"] = ["dios0002"]
    reach = int(w.settings["diplomacy"]["contact_max_distance"])
    alive = w.alive()
    expected = [(a, b) for i, a in enumerate(alive) for b in alive[i + 1:]
                if b not in w.relation(a, "contacts") and w.in_direct_contact(a, b, reach)]
    rec = _Recorder(w)
    diplomacy.phase_contacts(rec)
    assert rec.emitted == expected and expected
