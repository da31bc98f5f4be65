"""The reports read as a Spanish GM would write them (issue 25): a state needs no gender
(the sheet's `genero` is optional), a rejection names the character once, lists in prose
end with «y», no brackets inside brackets, no verb that must agree with a side's name."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from gm.engine.pipeline import resolve_files
from tests.orderlang.samples import steps

STATES = ("aturdido", "cegado", "envenenado", "paralizado", "condenado", "via_cerrada", "agotado", "furia",
          "pacifico", "acechando")
# the states' names as masculine adjectives: wrong for Selene, and for any sheet without genero
ADJECTIVES = re.compile(r"\b(aturdid[oa]|cegad[oa]|envenenad[oa]|paralizad[oa]|condenad[oa]|agotad[oa]|"
                        r"tullid[oa]|pac[ií]fic[oa])\b")


@pytest.mark.parametrize("gender", ["feminine", "masculine", "other"])
def test_a_state_sentence_needs_no_gender(arena, gender):
    st = arena.state({"brann": arena.char("brann", "A5")}, {"otto": arena.char("otto", "A2")})
    ctx = arena.run(st)
    for state in STATES:
        name = ctx.t(f"eraide.why.state_{state}")
        who = {"name": "Selene", "name_gender": gender, "state_name": name}
        for key, extra in (("eraide.ev.state", {"rounds": 2}), ("eraide.ev.state_tick", {"rounds": 1}),
                           ("eraide.ev.state_end", {})):
            text = ctx.t(key, **who, **extra)
            assert not ADJECTIVES.search(text), (state, gender, text)
            assert "«" not in text, text   # a state is a word of the sentence, not a quoted label


def test_a_rejection_without_gender_needs_none(arena):
    for reason in ("paralyzed", "pacifico", "agotado", "stunned"):
        st = arena.state({"brann": arena.char("brann", "A5")}, {"otto": arena.char("otto", "A2")})
        text = arena.run(st).t(f"eraide.reject.{reason}", name_gender="other")
        assert not ADJECTIVES.search(text.split(":")[0]) and "/" not in text, text


@pytest.fixture(scope="module")
def sample_reports(tmp_path_factory) -> dict[str, str]:
    """Every Spanish post of the sample's six turns, by file (Markdown and BBCode)."""
    out: dict[str, str] = {}
    for step in steps("eraide", tmp_path_factory.mktemp("eraide-prose")):
        for rel, data in resolve_files(step.turn_dir).files.items():
            if Path(rel).suffix in (".md", ".bbcode") and ("report" in rel):
                out[f"{step.name}/{rel}"] = data.decode("utf-8")
    return out


def test_each_rejection_names_the_character_once(sample_reports):
    lines = [(f, line) for f, text in sample_reports.items() for line in text.splitlines() if "RECHAZADA" in line]
    assert len(lines) >= 3   # the sample has rejections in turns 4, 5 and 6
    for f, line in lines:
        who = re.search(r"#\d+ ([^:]+):", line).group(1)
        assert line.count(who) == 1, (f, line)


def test_lists_in_prose_end_with_y(sample_reports):
    found = 0
    for text in sample_reports.values():
        for line in text.splitlines():
            if line.startswith(("Orden de iniciativa", "Dados de iniciativa")) and "," in line:
                found += 1
                assert re.search(r", [^,]+ y [^,]+\.$", line), line
    assert found


def test_no_brackets_inside_brackets(sample_reports):
    nested = re.compile(r"\([^()]*\(")
    for f, text in sample_reports.items():
        for line in text.splitlines():
            assert not nested.search(line), (f, line)


def test_a_victory_needs_no_agreement_with_the_sides_name(arena):
    st = arena.state({"brann": arena.char("brann", "A5")}, {"otto": arena.char("otto", "A2")})
    ctx = arena.run(st)
    for players in (1, 2):
        text = ctx.t("eraide.report.finished", draw="no", players=players, winner="Hijos del Alba")
        assert "Vence " not in text and "Vencen " not in text and "Hijos del Alba" in text, text


# --- what a report names, the side may write ----------------------------------------------
def _attack(arena, target, azul, terrain=None):
    st = arena.state({"brann": arena.char("brann", "A5")}, azul, terrain=terrain,
                     orders={"rojo": [{"type": "attack", "character": "brann", "target": target}]})
    ctx = arena.run(st, {"brann/main/attack": [12], "brann/main/defence/otto": [5],
                         "brann/main/defence/ilse": [5]})
    return ctx, arena.outcome(ctx, "rojo")


@pytest.mark.parametrize("written", ["lobo", "Lobo onírico", "LOBO ONIRICO", "el lobo", "onírico", "lobo_oni"])
def test_a_target_is_understood_by_the_words_of_its_name(arena, written):
    ctx, out = _attack(arena, written, {"otto": arena.char("otto", "A4", name="Lobo onírico")})
    assert out.key == "eraide.done.attack", (written, out.key)
    attack = [e for e in ctx.events if e.kind == "eraide.ev.attack"][0]
    assert attack.params["defender"] == "Lobo onírico"


def test_a_name_that_fits_two_is_asked_about_never_guessed(arena):
    ctx, out = _attack(arena, "lobo", {"otto": arena.char("otto", "A4", name="Lobo onírico"),
                                       "ilse": arena.char("ilse", "B4", name="Lobo gris")})
    assert out.key == "eraide.reject.ambiguous_target"
    assert ctx.t(out.key, **out.params) == ("«lobo» puede ser Lobo gris o Lobo onírico: ¿quisiste decir uno de "
                                            "ellos?; se esperaba su nombre completo")
    assert not [e for e in ctx.events if e.kind == "eraide.ev.attack"]
    # the whole name still picks one
    assert _attack(arena, "Lobo gris", {"otto": arena.char("otto", "A4", name="Lobo onírico"),
                                        "ilse": arena.char("ilse", "B4", name="Lobo gris")})[1].key == "eraide.done.attack"


def test_a_hidden_character_neither_answers_nor_makes_a_name_ambiguous(arena):
    hidden = {"acechando": {"rounds": 0, "value": 0}}
    terrain = ["........", "........", "........", "........", "........", "......#."]
    lurking = arena.char("ilse", "H6", name="Lobo gris", states=hidden)   # beside a wall: cover
    ctx, out = _attack(arena, "lobo", {"otto": arena.char("otto", "A4", name="Lobo onírico"), "ilse": lurking},
                       terrain=terrain)
    assert ctx.model.hidden("ilse")
    assert out.key == "eraide.done.attack"   # as if Lobo gris were not there
    _, alone = _attack(arena, "gris", {"ilse": lurking}, terrain=terrain)
    _, nothing = _attack(arena, "gris", {"otto": arena.char("otto", "H1")})
    assert alone.key == nothing.key == "eraide.reject.no_target"
    assert alone.params["target"] == nothing.params["target"] == "gris"


def test_one_word_for_one_thing_in_a_turn(sample_reports):
    """The restated order says what the chronicle says (an attack talent or a hex "contra",
    a cure "sobre"), and a state keeps its one noun (not "veneno" beside "envenenamiento")."""
    for f, text in sample_reports.items():
        said = dict(re.findall(r"usa «([^»]+)» (contra|sobre) ", text))
        for talent, word in re.findall(r"usar «([^»]+)» (contra|sobre) ", text):
            assert said.get(talent, word) == word, (f, talent)
        if "envenenamiento" in text:
            assert not re.search(r"\bveneno\b", _without_notes(text)), f


def _without_notes(text: str) -> str:
    return "\n".join(line for line in text.splitlines() if not line.startswith(("Nota del jugador", "*Nota")))


def test_a_turn_whose_only_order_is_rejected_has_no_empty_heading(arena):
    """'### Turno de Nyx' stood alone where Nyx's only order was rejected (the rejection is
    told in the orders list, not in the chronicle): a turn with nothing to tell has no heading."""
    from gm.rulesets.eraide.reports import narrate
    from gm.text.blocks import Heading

    orders = {"rojo": [{"type": "attack", "character": "brann", "target": "otto"}]}  # Otto is three squares away
    st = arena.state({"brann": arena.char("brann", "A5")}, {"otto": arena.char("otto", "A2")}, orders=orders)
    ctx = arena.run(st)
    assert not arena.outcome(ctx, "rojo").applied
    for viewer in (None, "rojo"):
        blocks = narrate(ctx.events_for(viewer))
        headed = [b for b in blocks if isinstance(b, Heading)]
        assert not any("brann" in repr(b.text.params.get("id")) for b in headed), blocks
    told = narrate(ctx.events)
    assert all(not isinstance(b, Heading) or (i + 1 < len(told) and not isinstance(told[i + 1], Heading))
               for i, b in enumerate(told)), told


def test_squares_run_or_pushed_read_in_words_under_ten():
    """«corre de F3 a E8 (5 casillas, 5 de movimiento)», «(1 casilla)»: a count in prose in words, the
    counts of one phrase alike («cinco casillas, cinco puntos de movimiento»)."""
    from gm.text.i18n import Catalog

    es, en = Catalog("es", ("gm.rulesets.eraide",)), Catalog("en", ("gm.rulesets.eraide",))
    ran = dict(name="Lobo onírico", frm="F3", to="E8", squares=5, cost=5, stopped="no")
    assert es.text("eraide.ev.ran", **ran) == "Lobo onírico corre de F3 a E8 (cinco casillas, cinco puntos de movimiento)."
    assert es.text("eraide.ev.pushed", name="Ilse", frm="I5", to="J4", squares=1) == "El golpe empuja a Ilse de I5 a J4 (una casilla)."
    assert "(five squares, five movement points)" in en.text("eraide.ev.ran", **ran)
