"""Every rejection a player reads says what was expected, in both languages, and names the
character once: the order line it follows ("#3 Otto: usar …: RECHAZADA — …") already does,
so the sentence never repeats it; a hidden target still reads like an unknown one."""
import re

import pytest

from fluent.syntax import FluentParser, FluentSerializer, ast

from gm.text.i18n import catalog_text

PACKAGE = "gm.rulesets.eraide"
EXPECTED = {"es": re.compile(r"se esperaba|se esperan|no se esperan"), "en": re.compile(r"expected")}


@pytest.mark.parametrize("lang", ["es", "en"])
def test_no_rejection_repeats_the_character_and_each_says_what_was_expected(lang):
    serializer = FluentSerializer()
    cat = {e.id.name: serializer.serialize_entry(e) for e in FluentParser().parse(catalog_text(PACKAGE, lang)).body
           if isinstance(e, ast.Message) and e.id.name.startswith("eraide-reject-")}
    assert len(cat) > 40
    for key, text in cat.items():
        assert "{ $name }" not in text, key  # the order line names the character
        # the two after a step quote one that does; a character that fell before carrying out
        # its order did nothing wrong: there is nothing else it was expected to write
        if key not in ("eraide-reject-after_step", "eraide-reject-step_after_failed", "eraide-reject-fell"):
            assert EXPECTED[lang].search(text), key


def text_of(ctx, outcome):
    return ctx.t(outcome.key, **outcome.params)


def test_rejections_read_the_name_not_the_id(arena):
    brann = arena.char("brann", "A5", states={"pacifico": {"rounds": 2, "value": 0}})
    st = arena.state({"brann": brann}, {"otto": arena.char("otto", "A4")},
                     orders={"rojo": [{"type": "attack", "character": "brann", "target": "otto"}]})
    ctx = arena.run(st)
    out = arena.outcome(ctx, "rojo")
    assert out.key == "eraide.reject.pacifico"
    assert text_of(ctx, out).startswith("está pacífico") and "se esperaba" in text_of(ctx, out)


def test_down_and_out_of_range_name_both_characters(arena):
    st = arena.state({"brann": arena.char("brann", "A6", status="down", pot_now=0),
                      "otto": arena.char("otto", "A5")},
                     {"ilse": arena.char("ilse", "H1")},
                     orders={"rojo": [{"type": "attack", "character": "brann", "target": "ilse"},
                                      {"type": "attack", "character": "otto", "target": "ilse"}]})
    ctx = arena.run(st)
    down, far = arena.outcome(ctx, "rojo", 1), arena.outcome(ctx, "rojo", 2)
    assert down.key == "eraide.reject.down" and text_of(ctx, down).startswith("está fuera de combate y no puede actuar")
    assert far.key == "eraide.reject.out_of_range"
    assert text_of(ctx, far).startswith("Ilse está fuera de su alcance")


def test_a_rejection_after_the_step_quotes_the_inner_one_whole(arena):
    st = arena.state({"otto": arena.char("otto", "A6")}, {"ilse": arena.char("ilse", "H1")},
                     orders={"rojo": [{"type": "attack", "character": "otto", "target": "ilse", "step": "B6"}]})
    ctx = arena.run(st)
    out = arena.outcome(ctx, "rojo")
    assert out.key == "eraide.reject.after_step"
    text = text_of(ctx, out)
    assert text.startswith("da el paso a B6, pero después: Ilse está fuera de su alcance") and "{" not in text


def test_not_your_character_lists_the_players_own(arena):
    st = arena.state({"brann": arena.char("brann", "A6")}, {"ilse": arena.char("ilse", "H1")},
                     orders={"rojo": [{"type": "wait", "character": "ilse"}]})
    ctx = arena.run(st)
    out = arena.outcome(ctx, "rojo")
    assert out.key == "eraide.reject.not_your_character"
    assert text_of(ctx, out) == "no es uno de tus personajes; se esperaba uno de estos: Brann"


def test_a_hidden_target_is_not_named(arena):
    terrain = ["........", "........", "........", "........", "#.......", "........"]
    nyx = arena.char("nyx", "A6", states={"acechando": {"rounds": 0, "value": 0}})
    st = arena.state({"nyx": nyx}, {"ilse": arena.char("ilse", "A2")}, terrain=terrain,
                     orders={"azul": [{"type": "attack", "character": "ilse", "target": "nyx"}]})
    ctx = arena.run(st)
    out = arena.outcome(ctx, "azul")
    assert out.key == "eraide.reject.no_target"
    assert out.params["target"] == "nyx" and "Nyx" not in text_of(ctx, out)
    assert text_of(ctx, out).startswith("no hay ningún objetivo visible llamado «nyx»")


def test_an_unknown_skill_lists_the_skills_as_the_sheet_writes_them(arena):
    """«se esperaba … tactica, runica»: the skills a player reads on the sheet are «Táctica»
    and «Rúnica»; the refusal lists them so, with their accents."""
    st = arena.state({"otto": arena.char("otto", "A6")}, {"ilse": arena.char("ilse", "H1")},
                     orders={"rojo": [{"type": "check", "character": "otto", "skill": "tacticas", "difficulty": 10}]})
    ctx = arena.run(st)
    out = arena.outcome(ctx, "rojo")
    assert out.key == "eraide.reject.bad_skill"
    assert "táctica, rúnica" in text_of(ctx, out) and "tactica" not in text_of(ctx, out)


def test_a_talent_aimed_at_a_square_says_whom_it_lacks(arena):
    """Found by a play-test: «Otto: usar "Granada aturdidora" en C7» read «no hay ningún
    objetivo visible llamado «-»» (the placeholder of an empty target)."""
    st = arena.state({"brann": arena.char("brann", "A5")}, {"otto": arena.char("otto", "A4")},
                     orders={"azul": [{"type": "talent", "character": "otto", "talent": "granada_aturdidora", "square": "A6"}]})
    ctx = arena.run(st)
    out = arena.outcome(ctx, "azul")
    assert out.key == "eraide.reject.missing_target", out.key
    assert text_of(ctx, out) == "falta contra quién lo usa; se esperaba «contra» y el nombre de un personaje a la vista"
