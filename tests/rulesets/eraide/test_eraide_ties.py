"""No tie between players or characters is broken by name or id (issue 13 §4): the
document's rule first (AGI, then a die), then an order drawn by the turn's dice."""


def initiative_order(ctx):
    return [c for c in ctx.model.initiative if c in ("brann", "mael")]


def tied(arena, **over):
    """Brann (rojo) and Mael (azul): AGI 10 both, the same kept initiative die."""
    return arena.state({"brann": arena.char("brann", "A6", **over)}, {"mael": arena.char("mael", "H1", **over)})


def test_equal_agi_and_die_is_drawn_not_by_id(arena):
    # ids and factions alone would always put azul's Mael first
    first = {}
    for face in (1, 2):
        ctx = arena.run(tied(arena), {"initiative/draw/10-10/1": [face]})
        first[face] = initiative_order(ctx)[0]
        draw = [e for e in ctx.events if e.kind == "eraide.ev.initiative_tie"][0]
        assert draw.audience.is_public and draw.rolls and draw.rolls[0].stream == "public"
    assert set(first.values()) == {"brann", "mael"}


def test_the_drawn_order_is_kept_for_the_whole_battle(arena):
    ctx = arena.run(tied(arena), {"initiative/draw/10-10/1": [2]})
    order = initiative_order(ctx)
    ranks = {c: ctx.model.char(c)["initiative_tiebreak"] for c in order}
    assert ranks[order[0]] > ranks[order[1]]
    again = tied(arena)
    for fid, cid in (("rojo", "brann"), ("azul", "mael")):
        again.factions[fid]["characters"][cid]["initiative_tiebreak"] = ranks[cid]
    ctx = arena.run(again, {"initiative/draw/10-10/1": [1]})   # no draw this time: the record unused
    assert initiative_order(ctx) == order
    assert not [e for e in ctx.events if e.kind == "eraide.ev.initiative_tie"]


def test_a_newcomer_to_a_tie_is_drawn_after_those_already_ordered(arena):
    st = tied(arena)
    st.factions["rojo"]["characters"]["brann"]["initiative_tiebreak"] = 1
    st.factions["azul"]["characters"]["ilse"] = arena.char("ilse", "G1", agi=10)
    st.factions["rojo"]["characters"]["otto"] = arena.char("otto", "B6", agi=10)
    ctx = arena.run(st, {"initiative/draw/10-10/1": [1]})
    order = [c for c in ctx.model.initiative if c in ("brann", "mael", "ilse", "otto")]
    assert order[0] == "brann" and set(order[1:]) == {"mael", "ilse", "otto"}


def test_a_deployment_tie_that_survives_the_rerolls_is_drawn(arena):
    rojo = {"brann": arena.char("brann", None)}
    azul = {"mael": arena.char("mael", None)}
    orders = {"rojo": [{"type": "deploy", "character": "brann", "square": "C6"}],
              "azul": [{"type": "deploy", "character": "mael", "square": "C1"}]}
    same = {f"deploy/{fid}{suffix}": [7] for fid in ("rojo", "azul") for suffix in ("", "/1", "/2", "/3")}
    sequences = set()
    for face in (1, 2):
        ctx = arena.run(arena.state(rojo, azul, turn=0, orders=orders), {**same, "deploy/draw/1/1": [face]})
        event = [e for e in ctx.events if e.kind == "eraide.ev.deploy_order"][0]
        assert event.audience.is_public and any(r.key.endswith("deploy/draw/1/1") for r in event.rolls)
        sequences.add(event.params["sequence"])
    assert sequences == {"Rojo y Azul", "Azul y Rojo"}
    # a tie broken by a reroll needs no draw
    ctx = arena.run(arena.state(rojo, azul, turn=0, orders=orders),
                    {"deploy/rojo": [7], "deploy/azul": [7], "deploy/rojo/1": [3], "deploy/azul/1": [9]})
    assert [e for e in ctx.events if e.kind == "eraide.ev.deploy_order"][0].params["sequence"] == "Azul y Rojo"


def test_a_shared_tiebreak_is_drawn_again_not_left_to_ids(arena):
    # Mael was down when a draw gave Brann's rank to someone else; healed, both hold rank 1
    first = set()
    for face in (1, 2):
        ctx = arena.run(tied(arena, initiative_tiebreak=1), {"initiative/draw/10-10/1": [face]})
        first.add(initiative_order(ctx)[0])
    assert first == {"brann", "mael"}


def test_furia_ranks_creatures_summoned_this_round_by_summoning_not_by_id(arena):
    from gm.rulesets.eraide.phases.round import acting_rank

    ctx = arena.run(tied(arena))
    b = ctx.model
    b.summons = ["zz_lobo", "aa_lobo"]          # zz summoned first
    ranks = [acting_rank(b, c) for c in (*b.initiative, "zz_lobo", "aa_lobo")]
    assert ranks == sorted(ranks) and len(set(ranks)) == len(ranks)
