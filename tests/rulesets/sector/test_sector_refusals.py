"""Refusals as a player reads them (issue 24/25): a race the empire has met is named, and
one it may spy on; an attack where its ships see nothing of that race says where it looked."""

from __future__ import annotations

from tests.rulesets.sector.sector_testkit import give_orders, quiet, render_all, run, small_game

FK = ("federacion", "klingon")


def _met(s, a: str, b: str):
    s.game["world"]["relations"]["+".join(sorted((a, b)))] = {"status": "contact", "since": 1}
    return s


def _outcome(ctx, fid: str, n: int = 1):
    return next(o for o in ctx.outcomes.values() if o.order.faction == fid and o.order.number == n)


def test_a_non_player_race_met_may_be_spied_on_one_never_met_reads_like_none():
    """"pueden SABOTEAR y ROBAR TECNOLOGÍA a cualquiera de las demás": the Ferengi the
    Federation met are one of them (espionage.npc_targets); unmet, they read like no race."""
    orders = {"federacion": [{"type": "spy", "action": "discover", "target": "ferengi"}]}
    met = run(give_orders(_met(small_game(npc="ferengi"), "federacion", "ferengi"), orders),
              {**quiet(*FK), "spy/federacion/o1": [15]})
    assert _outcome(met, "federacion").applied, _outcome(met, "federacion").key
    assert "ferengi" in met.model.factions["federacion"]["intel"]
    unmet = run(give_orders(small_game(npc="ferengi"), orders), quiet(*FK))
    none = run(give_orders(small_game(npc="ferengi"), {"federacion": [{"type": "spy", "action": "discover",
                                                                        "target": "borg"}]}), quiet(*FK))
    assert _outcome(unmet, "federacion").key == _outcome(none, "federacion").key == "sector.reject.unknown_faction"
    off = small_game(npc="ferengi", settings={"espionage": {"npc_targets": False}})
    assert not _outcome(run(give_orders(_met(off, "federacion", "ferengi"), orders), quiet(*FK)), "federacion").applied


def test_an_attack_where_the_ships_see_nothing_of_a_known_race_names_it_and_the_sector():
    s = _met(small_game(), "federacion", "klingon")
    s.factions["klingon"]["ships"]["kli-1"].update(sector="F3", cloak=False, cloaked=False)   # in sight, elsewhere
    give_orders(s, {"federacion": [{"type": "attack", "ships": ["fed-1"], "target": "klingon"},
                                   {"type": "attack", "ships": ["fed-1"], "target": "borg"}]})
    fed = render_all(run(s, quiet(*FK)))["reports/federacion.md"]
    assert "RECHAZADA — en C3 no ves ninguna nave ni estación del Imperio Klingon (se ataca en el sector de tus naves)" in fed
    assert "RECHAZADA — no ves ningún objetivo «borg»" in fed   # no race it knows: as typed


def test_an_attack_that_names_no_ship_is_refused_in_the_rules_words_not_the_schemas():
    """`ataca a la Federación` with no ship (a post's line not under a ship's heading): the
    schema asks only for the target; the phase says what is missing, in catalog words."""
    s = give_orders(_met(small_game(), "federacion", "klingon"), {"klingon": [{"type": "attack", "target": "federacion"}]})
    kli = render_all(run(s, quiet(*FK)))["reports/klingon.md"]
    assert "RECHAZADA — no dices con qué atacar: escribe «… con <nave>»" in kli.replace("\\<", "<").replace("\\>", ">")
    assert "clave" not in kli


def test_an_order_aimed_at_ones_own_empire_says_so_by_name():
    """Found by a play-test: the Federation's «espiar descubrir a Federación de Planetas
    Unidos» read «no conoces ningún imperio «federacion»» (an id, and untrue), war on itself
    «no conoces ningún imperio «Federación de Planetas Unidos»»."""
    from gm.text.i18n import Catalog

    orders = {"federacion": [{"type": "declare_war", "target": "federacion"},
                             {"type": "spy", "action": "discover", "target": "federacion"},
                             {"type": "diplomacy", "ship": "fed-1", "goal": "peace", "target": "federacion"}]}
    ctx = run(give_orders(small_game(), orders), quiet(*FK))
    catalog = Catalog("es", ("gm.rulesets.sector",))
    told = [catalog.format(_outcome(ctx, "federacion", n).key, _outcome(ctx, "federacion", n).params) for n in (1, 2, 3)]
    assert told == ["la Federación de Planetas Unidos es tu propio imperio; se esperaba otro"] * 3, told
