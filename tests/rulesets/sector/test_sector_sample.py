"""The sample game, resolved turn after turn with sample_games/sector/orders/turn-NN.toml,
and the fog of war: nothing an empire has not seen reaches its private report."""

import re
import shutil
from pathlib import Path

import pytest

from gm.engine.pipeline import resolve_files
from gm.rulesets.sector.appliers import MONEY_KINDS

ROOT = Path(__file__).resolve().parents[3]
SAMPLE = ROOT / "sample_games" / "sector"
EMPIRES = ("cardasiano", "federacion", "klingon", "romulano")


def write(files: dict, where: Path) -> None:
    for rel, data in files.items():
        p = where / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(data)


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    """[(turn, Resolution)] for every turn that has orders."""
    base = tmp_path_factory.mktemp("sector")
    shutil.copytree(SAMPLE / "turn-01", base / "turn-01")
    cur, turn, out = base / "turn-01", 1, []
    while True:
        res = resolve_files(cur)
        out.append((turn, res))
        turn += 1
        nxt = base / f"turn-{turn:02d}"
        write(res.files, nxt)
        orders = SAMPLE / "orders" / f"turn-{turn:02d}.toml"
        if not orders.exists():
            break
        shutil.copy(orders, nxt / "orders.toml")
        cur = nxt
    return out


def all_events(played, kind):
    return [e for _, r in played for e in r.context.events if e.kind == kind]


def test_every_turn_settles_every_order_and_names_every_message(played):
    assert len(played) >= 5
    for turn, res in played:
        assert res.missing_messages == set(), turn
        assert len(res.context.outcomes) == len(res.context.all_orders())
        assert not [o for o in res.context.outcomes.values() if o.key.startswith("engine.")]


def test_the_story_reaches_contact_battle_colony_research_and_espionage(played):
    contacts = all_events(played, "contact.first")
    # public between two empires; a contact with a non-player race only to its two parties
    npc = {"ferengi"}
    assert contacts and all(e.audience.is_public == (not {e.params["a"], e.params["b"]} & npc) for e in contacts)
    assert any(not e.audience.is_public and e.audience.factions == {e.params["a"], e.params["b"]} for e in contacts)
    assert all_events(played, "battle.ended")
    assert any(e.params["faction"] == "federacion" for e in all_events(played, "colony.founded"))
    assert len(all_events(played, "research.succeeded")) >= 4
    assert all_events(played, "spy.discovered")
    assert all_events(played, "route.opened") and all_events(played, "system.annexed")
    assert all_events(played, "assault.round")


def test_public_report_carries_only_public_events(played):
    for _, res in played:
        for e in res.context.events_for(None):
            assert e.kind in ("contact.first", "treaty.peace", "treaty.alliance", "treaty.broken",
                              "treaty.broken_both", "war.declared")
            assert not e.rolls  # no public roll carries a faction's private modifiers


def test_private_events_belong_to_their_faction(played):
    """Another empire's research, money, builds and orders never reach an empire."""
    for _, res in played:
        for fid in EMPIRES:
            for e in res.context.events_for(fid):
                if e.kind.startswith(("research.", "build.", "advantage.")) or e.kind in MONEY_KINDS:
                    assert e.params.get("faction") == fid, (fid, e.kind, e.params)
                assert e.kind != "cloak.check"


def test_fog_of_war_in_the_private_reports(played):
    for turn, res in played:
        ctx = res.context
        m = ctx.model
        for fid in EMPIRES:
            text = res.files[f"reports/{fid}.md"].decode("utf-8")
            known = m.factions[fid]["known"]
            # an unexplored system: its name never appears
            for s in m.systems().values():
                if s["sector"] not in known:
                    assert not re.search(rf"\b{re.escape(s['name'])}\b", text), (turn, fid, s["name"])
            # foreign ships: only those the sensors or an identification showed
            allowed = set()
            for e in ctx.events_for(fid):
                if e.kind == "sensors.sightings":
                    allowed |= {u["unit"] for u in e.params["units"]}
                allowed |= {v for k, v in e.params.items() if k in ("ship", "target") and isinstance(v, str)}
                allowed |= {x for k, v in e.params.items() if k in ("ships", "att_units", "def_units") and isinstance(v, list) for x in v}
            for other in m.faction_ids():
                if other == fid:
                    continue
                for sid in list(ctx.state.factions[other].get("ships", {})) + list(m.factions[other]["ships"]):
                    if sid not in allowed:
                        assert not re.search(rf"\b{re.escape(sid)}\b", text), (turn, fid, sid)
            # another empire's technology is not shown unless spied
            for other in EMPIRES:
                if other != fid and other not in m.factions[fid].get("intel", {}):
                    assert f"tecnología de {m.factions[other]['name']}" not in text


def test_cloaked_klingons_stay_out_of_the_others_reports(played):
    for turn, res in played:
        for fid in ("federacion", "romulano", "cardasiano"):
            text = res.files[f"reports/{fid}.md"].decode("utf-8")
            sightings = [e for e in res.context.events_for(fid) if e.kind == "sensors.sightings"]
            seen = {u["unit"] for e in sightings for u in e.params["units"]}
            for sid in ("kli-1", "kli-2"):
                if sid not in seen:
                    assert sid not in text, (turn, fid, sid)
