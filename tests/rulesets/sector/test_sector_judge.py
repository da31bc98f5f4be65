"""Issue 23: `gm check` (the one judge, with one faction's orders) and resolve (everyone's)
give the same answer for orders another empire's cannot change."""

from gm.engine.judge import judge
from gm.registry import get
from tests.rulesets.sector.sector_testkit import give_orders, quiet, run, small_game

FK = ("federacion", "klingon")


def _met(s, a: str, b: str):
    s.game["world"]["relations"]["+".join(sorted((a, b)))] = {"status": "contact", "since": 1}
    return s


def _verdicts(ctx, fid: str) -> list[tuple[str, str]]:
    got = sorted((o.order.number, o) for o in ctx.outcomes.values() if o.order.faction == fid)
    return [("applied" if o.applied else "rejected", o.key) for _, o in got]


def test_two_empires_declaring_war_on_each_other_both_declare_it():
    """The Ferengi and the Klingons each posted `declarar guerra a …`: gm check told both
    'guerra declarada'; at the turn the one drawn second read 'RECHAZADA — ya tienes esa
    relación con el Imperio Klingon', a relation it did not have when it wrote."""
    orders = {"federacion": [{"type": "declare_war", "target": "klingon"}], "klingon": [{"type": "declare_war", "target": "federacion"}]}
    state = _met(small_game(), *FK)
    ctx = run(give_orders(state, orders), quiet(*FK))
    for fid in FK:
        [alone] = judge(state, get("sector"), fid, {"orders": orders[fid]}, "es", probes=("probe-1",)).verdicts
        assert (alone.verdict, alone.key) == ("applied", "sector.applied.war_declared")
        assert _verdicts(ctx, fid) == [("applied", "sector.applied.war_declared")]
    assert ctx.model.relation("federacion", "klingon") == "war"


def test_war_declared_twice_by_one_empire_is_already_declared():
    orders = {"federacion": [{"type": "declare_war", "target": "klingon"}] * 2}
    ctx = run(give_orders(_met(small_game(), *FK), orders), quiet(*FK))
    assert _verdicts(ctx, "federacion") == [("applied", "sector.applied.war_declared"), ("rejected", "sector.reject.already")]


def test_a_ship_ordered_at_a_world_not_ones_own_is_refused_by_the_name_the_map_shows():
    """`construir nave en Bajor` (a trade partner's world) read «bajor» no es uno de tus
    sistemas…: the id the text order wrote, not the name the report shows; a system the
    faction's map does not show stays as written (the refusal tells nothing of it)."""
    from tests.rulesets.sector.sector_testkit import say

    state = small_game()
    state.factions["federacion"]["known"]["H3"] = {"terrain": "system", "turn": 2, "system": "qonos", "name": "Qo'noS"}
    orders = {"federacion": [{"type": "build_ship", "at": "qonos"}, {"type": "build_ship", "at": "romulus"}]}
    verdicts = judge(state, get("sector"), "federacion", {"orders": orders["federacion"]}, "es", probes=("probe-1",)).verdicts
    told = [say(v.key, **v.params) for v in verdicts]
    assert told[0].startswith("«Qo'noS» no es uno de tus sistemas"), told
    assert told[1].startswith("«romulus» no es uno de tus sistemas"), told
