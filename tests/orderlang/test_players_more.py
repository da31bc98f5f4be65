"""More lines as players write them, for eraide and nuevo-amanecer (issue 24), beside the
players' corpus (tests/orderlang/players/, which is never edited): the same classes of
Spanish the corpus found gaps in, with other words, each with the order it must give or
None where it must give none (never a guess: another's doer, a weapon that is luck, a
talent the character does not have, an army that is not the faction's)."""

from __future__ import annotations

import pytest

from tests.orderlang.test_players import read

ERAIDE = [
    # a weapon is the player's word, not the order's; only weapons: `con suerte` is none
    ("Ilse dispara a Nyx con el arco", {"type": "attack", "character": "ilse", "target": "nyx"}),
    ("Otto ataca a Brann con suerte", None),
    # a talent named by its verb, conjugated (Invocar lobo onírico)
    ("Mael invoca al lobo onírico en F4", {"type": "talent", "character": "mael", "talent": "lobo", "square": "F4"}),
    ("Mael invoca a Brann", None),
    ("Mael invoco un lobo onírico en F4", {"type": "talent", "character": "mael", "talent": "lobo", "square": "F4"}),
    # the talent first, its character after "de" (the talent is looked up among that one's)
    ("Agotar de Mael sobre Nyx", {"type": "talent", "character": "mael", "talent": "agotar", "target": "nyx"}),
    ("Granada aturdidora de Otto contra Brann", {"type": "talent", "character": "otto", "talent": "granada_aturdidora", "target": "brann"}),
    ("Flecha cegadora de Otto a Nyx", None),
    # routes: the destination first ("a I8 por ..."), glued dashes, "y luego", "pasando por"
    ("Ilse corre hasta I8 por I6 y I7", {"type": "run", "character": "ilse", "path": ["I6", "I7", "I8"]}),
    ("Otto corre E5-E6-E7", {"type": "run", "character": "otto", "path": ["E6", "E7"]}),
    ("Mael corre a F4 pasando por F3", {"type": "run", "character": "mael", "path": ["F3", "F4"]}),
    ("Ilse corre a I6 y luego a I7", {"type": "run", "character": "ilse", "path": ["I6", "I7"]}),
    ("correr: Otto E6, E7", {"type": "run", "character": "otto", "path": ["E6", "E7"]}),
    # staying put is the wait order
    ("Otto no hace nada este turno", {"type": "wait", "character": "otto"}),
    ("Ilse espera este asalto", {"type": "wait", "character": "ilse"}),
    # the document: a destiny point spent rerolls a failed roll, which is the order's destiny
    ("Mael ataca a Nyx (si falla, uso un punto de destino)", {"type": "attack", "character": "mael", "target": "nyx", "destiny": True}),
    ("Otto: Red de cobre a Brann, si falla gasto un punto de destino", {"type": "talent", "character": "otto", "talent": "red_de_cobre", "target": "brann", "destiny": True}),
    # steps before and after the action
    ("Otto: Granada aturdidora a Nyx, antes paso a E6", {"type": "talent", "character": "otto", "talent": "granada_aturdidora", "target": "nyx", "step": "E6"}),
    ("Mael lanza Agotar a Selene y da un paso a G2 después",
     {"type": "talent", "character": "mael", "talent": "agotar", "target": "selene", "step": "G2", "step_after": True}),
    # a talent after the verb of an attack or a heal; the document's `conjurar`
    ("Ilse ataca a Brann con Flecha cegadora", {"type": "talent", "character": "ilse", "talent": "flecha_cegadora", "target": "brann"}),
    ("Otto ataca a Brann con Escudazo", None),
    ("Mael: conjura Agotar sobre Brann", {"type": "talent", "character": "mael", "talent": "agotar", "target": "brann"}),
    # a step and nothing else: the step of a wait
    ("Otto da un paso a E6", {"type": "wait", "character": "otto", "step": "E6"}),
    ("Otto corre por E6 y E7 hasta E8", {"type": "run", "character": "otto", "path": ["E6", "E7", "E8"]}),
    # a check with its character after the skill
    ("control de Mecanismos de Otto a dificultad 10", {"type": "check", "character": "otto", "skill": "mecanismos", "difficulty": 10}),
]

NUEVO_AMANECER = [
    # the verb in any person, a personal "a", the document's `mandar a un ejército`, the army first
    ("Movemos a los Guardianes de Sigmar a C2", {"type": "move", "army": "guardianes", "to": "C2"}),
    ("Mandamos a los Guardianes de Sigmar hacia el bosque de C2", {"type": "move", "army": "guardianes", "to": "C2"}),
    ("Los Guardianes se mueven a D2", {"type": "move", "army": "guardianes", "to": "D2"}),
    ("Envío a los Guardianes al D2", {"type": "move", "army": "guardianes", "to": "D2"}),
    ("Muebo los Guardianes a C2", {"type": "move", "army": "guardianes", "to": "C2"}),
    ("Mover a Chikoz Orkoz a D2", None),
    # a remark that says what for is the player's note
    ("Mover los Guardianes a C2 (a proteger la ciudad)", {"type": "move", "army": "guardianes", "to": "C2"}),
    # the god itself as the doer: only the post's own
    ("Sigmar propone la paz a Gorkamorka", {"type": "peace", "with": "orkos"}),
    ("Gorkamorka declara la guerra a Sigmar", None),
    ("Sigmar firma un tratado comercial con los orcos", {"type": "trade", "with": "orkos"}),
    ("Entramos en guerra con los Orkos", {"type": "declare_war", "on": "orkos"}),
    ("Nos aliamos con los Orkos", {"type": "alliance", "with": "orkos"}),
    ("Rompemos la alianza con Gorkamorka", {"type": "break_alliance", "with": "orkos"}),
    ("Establecemos un tratado de comercio con Gorkamorka", {"type": "trade", "with": "orkos"}),
    # research: what it opens without "que", a city "de" its name, the kind after the name
    # with what it stands on, a cost after a comma
    ("Avance tecnológico: Puentes, desbloquea los pantanos", {"type": "research", "kind": "tech", "advance": "puentes", "name": "Puentes", "unlocks": ["pantanos"]}),
    ("Avance arquitectónico: Torre (aplicado en C1 para fundar la ciudad de Altdorf)",
     {"type": "research", "kind": "architectural", "advance": "torre", "name": "Torre", "apply_to": "C1", "city": "altdorf", "city_name": "Altdorf"}),
    ("investigo Hornos de cal (económico, basado en Minería), 7 recursos",
     {"type": "research", "kind": "economic", "advance": "hornos-de-cal", "name": "Hornos de cal", "supported_by": "mineria"}),
    ("Avance militar: Picas, 7 puntos de recursos", {"type": "research", "kind": "military", "advance": "picas", "name": "Picas"}),
    ("investigar algo militar", None),
    # the document's Colonización: colonizar a region, construir/fundar a city, with an advance
    ("Colonizo C2 con Leñadores", {"type": "apply", "advance": "lenadores", "to": "C2"}),
    ("Fundar la ciudad de Nuevo Hogar en A2 con Casas de madera",
     {"type": "apply", "advance": "casas-de-madera", "to": "A2", "city": "nuevo-hogar", "city_name": "Nuevo Hogar"}),
    ("Aplico Casas de madera en A2 para fundar la ciudad de Nuevo Hogar",
     {"type": "apply", "advance": "casas-de-madera", "to": "A2", "city": "nuevo-hogar", "city_name": "Nuevo Hogar"}),
]


def _check(rid: str, text: str, want) -> None:
    got, _ = read(rid, text)
    if want is None:
        assert got.errors, f"{text!r} must give no order, gave {got.order}"
    else:
        assert (got.errors, got.order) == ([], want), text


@pytest.mark.parametrize(("text", "want"), ERAIDE)
def test_eraide_lines(text, want):
    _check("eraide", text, want)


@pytest.mark.parametrize(("text", "want"), NUEVO_AMANECER)
def test_nuevo_amanecer_lines(text, want):
    _check("nuevo-amanecer", text, want)
