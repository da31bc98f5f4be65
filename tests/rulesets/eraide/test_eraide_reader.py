"""What a Spanish GM found reading five turns of the sample (issue 25, findings E2..E10 and
EN2): the sheet says what the board says, a rejection says what happened, every character
with initiative is accounted for, a number in the chronicle carries its reason, one act is
told once, and an English post holds no Spanish glosses."""
from __future__ import annotations

import re

from gm.reports.render import render
from gm.text.i18n import Catalog

CATALOG = Catalog("es", ("gm.rulesets.eraide",))
EN = Catalog("en", ("gm.rulesets.eraide",))


def _private(arena, ctx, fid: str, catalog=CATALOG) -> str:
    return render(arena.ruleset.private_report(ctx, fid), "markdown", catalog)


def _public(arena, ctx, catalog=CATALOG) -> str:
    return render(arena.ruleset.public_report(ctx), "markdown", catalog)


def _sheets(text: str) -> str:
    return text.split("## Tus personajes", 1)[1]


# --- E2, E6: the sheet --------------------------------------------------------------
def test_the_sheet_of_a_fallen_character_says_so_as_the_board_does(arena):
    st = arena.state({"brann": arena.char("brann", "A6", status="down", pot_now=0),
                      "selene": arena.char("selene", "B6")}, {"otto": arena.char("otto", "H1")})
    sheets = _sheets(_private(arena, arena.run(st), "rojo"))
    brann = sheets.split("Brann", 1)[1].split("Selene", 1)[0]
    assert "fuera de combate" in brann, sheets
    assert "fuera de combate" not in sheets.split("Selene", 1)[1], sheets


def test_the_sheet_carries_no_sample_note_and_one_thing_per_line(arena):
    st = arena.state({"mael": arena.char("mael", "A6")}, {"otto": arena.char("otto", "H1")})
    sheets = _sheets(_private(arena, arena.run(st), "rojo"))
    assert "ficha de ejemplo" not in sheets
    lines = [line for line in sheets.splitlines() if line.strip()]
    assert any(line.startswith("- Habilidades: ") for line in lines), sheets
    assert "- Talento «Agotar»: acción parcial, 2 ETH, maleficio" in lines, sheets
    assert all(len(line) <= 160 for line in lines), sheets


# --- E3: a rejection says what happened ---------------------------------------------
def _felled_before_her_turn(arena):
    """Ilse (AGI 14) fells Selene (AGI 11) before Selene's turn; Selene had an order."""
    st = arena.state({"selene": arena.char("selene", "A6", pot_now=1), "brann": arena.char("brann", "H6")},
                     {"ilse": arena.char("ilse", "A2")},
                     orders={"rojo": [{"type": "attack", "character": "selene", "target": "ilse"}],
                             "azul": [{"type": "attack", "character": "ilse", "target": "selene"}]})
    return arena.run(st, dice={"ilse/main/attack": [20], "ilse/main/defence/selene": [5]})


def test_a_character_felled_before_her_turn_is_told_by_whom(arena):
    ctx = _felled_before_her_turn(arena)
    out = arena.outcome(ctx, "rojo")
    text = ctx.t(out.key, **out.params)
    assert text.startswith("cayó antes de su turno"), text
    assert "Ilse" in text and "o ha muerto" not in text and "se esperaban" not in text, text
    en = EN.format(out.key, out.params)
    assert en.startswith("fell before their turn") and "Ilse" in en, en


def test_a_character_down_since_an_earlier_round_is_not_said_to_be_maybe_dead(arena):
    st = arena.state({"brann": arena.char("brann", "A6", status="down", pot_now=0)}, {"ilse": arena.char("ilse", "H1")},
                     orders={"rojo": [{"type": "attack", "character": "brann", "target": "ilse"}]})
    ctx = arena.run(st)
    out = arena.outcome(ctx, "rojo")
    assert ctx.t(out.key, **out.params).startswith("está fuera de combate y no puede actuar")
    st = arena.state({"brann": arena.char("brann", "A6", status="dead", pot_now=0)}, {"ilse": arena.char("ilse", "H1")},
                     orders={"rojo": [{"type": "attack", "character": "brann", "target": "ilse"}]})
    ctx = arena.run(st)
    out = arena.outcome(ctx, "rojo")
    assert ctx.t(out.key, **out.params).startswith("ha muerto y no puede actuar")


# --- E4: a character with initiative and no orders who falls first -------------------
def test_a_character_without_orders_who_falls_first_still_gets_her_line(arena):
    st = arena.state({"selene": arena.char("selene", "A6", pot_now=1), "brann": arena.char("brann", "H6")},
                     {"ilse": arena.char("ilse", "A2")},
                     orders={"azul": [{"type": "attack", "character": "ilse", "target": "selene"}]})
    ctx = arena.run(st, dice={"ilse/main/attack": [20], "ilse/main/defence/selene": [5]})
    text = _public(arena, ctx)
    assert "Selene no recibió órdenes" in text and "cayó antes de actuar" in text, text


# --- E5: a natural 1 in the attack line ---------------------------------------------
def test_an_attack_against_a_natural_one_says_why_the_defence_is_zero(arena):
    st = arena.state({"brann": arena.char("brann", "A5")}, {"otto": arena.char("otto", "A4")},
                     orders={"rojo": [{"type": "attack", "character": "brann", "target": "otto"}]})
    ctx = arena.run(st, dice={"brann/main/attack": [10], "brann/main/defence/otto": [1]})
    line = next(x for x in _public(arena, ctx).splitlines() if x.startswith("Brann ataca a Otto"))
    assert "17 contra 0 (un 1 natural de Otto cuenta como 0)" in line, line


# --- E7: a hidden character's turn in the public post --------------------------------
def test_a_hidden_character_revealed_in_her_turn_is_titled_as_reappearing(arena):
    terrain = ["........", "........", "........", "........", "#.......", "........"]
    nyx = arena.char("nyx", "B6", states={"acechando": {"rounds": 0, "value": 0}})
    st = arena.state({"nyx": nyx}, {"otto": arena.char("otto", "B4")}, terrain=terrain,
                     orders={"rojo": [{"type": "attack", "character": "nyx", "target": "otto", "step": "B5"}]})
    ctx = arena.run(st)
    assert arena.outcome(ctx, "rojo").applied
    public = _public(arena, ctx)
    assert "### Nyx reaparece (B5)" in public and "Turno de Nyx" not in public, public
    assert "### Turno de Nyx (B6)" in _private(arena, ctx, "rojo")


def test_the_hiding_line_does_not_claim_the_square_is_a_secret(arena):
    terrain = ["........", "........", "........", "........", "#.......", "........"]
    st = arena.state({"nyx": arena.char("nyx", "A6")}, {"otto": arena.char("otto", "H1")}, terrain=terrain,
                     orders={"rojo": [{"type": "hide", "character": "nyx"}]})
    ctx = arena.run(st, dice={"nyx/main/hide": [15]})
    private = _private(arena, ctx, "rojo")
    assert "Nyx acecha en A6" in private and "solo lo sabe su bando" not in private, private


# --- E8: one act told once ------------------------------------------------------------
def test_an_attack_talent_is_told_once(arena):
    st = arena.state({"selene": arena.char("selene", "A6")}, {"otto": arena.char("otto", "A4")},
                     orders={"rojo": [{"type": "talent", "character": "selene", "talent": "dardo_runico", "target": "otto"}]})
    ctx = arena.run(st)
    public = _public(arena, ctx)
    assert "Selene usa «Dardo rúnico»" not in public and "Selene ataca a Otto con «Dardo rúnico»" in public, public
    private = _private(arena, ctx, "rojo")
    assert "Selene gasta 2 ETH en «Dardo rúnico»; le quedan 6." in private, private


def test_a_creature_attacks_without_a_weapon(arena):
    wolf = dict(arena.char("otto", "A5"), name="Lobo onírico", kind="criatura", talents={})
    st = arena.state({"lobo": wolf}, {"otto": arena.char("otto", "A4")},
                     orders={"rojo": [{"type": "attack", "character": "lobo", "target": "otto"}]})
    line = next(x for x in _public(arena, arena.run(st)).splitlines() if x.startswith("Lobo onírico ataca"))
    assert line.startswith("Lobo onírico ataca a Otto: "), line


# --- EN2: no Spanish gloss in English ------------------------------------------------
def test_english_states_carry_no_spanish_gloss(arena):
    furious = {"furia": {"rounds": 2, "value": 0}}
    st = arena.state({"brann": arena.char("brann", "A5", states=furious)}, {"otto": arena.char("otto", "A4")})
    ctx = arena.run(st, lang="en")
    text = _public(arena, ctx, EN)
    assert "(furia)" not in text and re.search(r"fury \+2 to attack, \+2 to damage", text), text
    for state in ("aturdido", "cegado", "envenenado", "paralizado", "condenado", "via_cerrada", "agotado", "furia",
                  "pacifico", "acechando"):
        name = EN.format(f"eraide.why.state_{state}", {})
        assert "(" not in name and "/" not in name, name
    said = EN.format("eraide.ev.state", {"name": "Nyx", "state_name": EN.format("eraide.why.state_agotado", {}),
                                          "rounds": 2})
    assert "«" not in said and "suffers the state" not in said, said
