"""A bare label (issue 24): `atacar con u1 a F3-1` with no "de <raza>". Labels repeat
between races (the first unit of each race at F3 is F3-1 to the reader): a label only
one race's seen unit has is read as that one; one that two races' units have is asked,
as the reports name them ("¿quisiste decir «F3-1 de los Marmóreos» / «F3-1 de los
Terales»?"); one the reader does not see reads as nothing."""

from __future__ import annotations

from gm.engine.validate import validate_dir
from gm.orderlang.messages import say
from gm.orderlang.parse import parse_line
from gm.orderlang.phrasebook import load
from gm.orderlang.values import Scope
from tests.rulesets.primordia.scenario import build, faction, unit


def _read(root, line: str, fid: str = "tuarian"):
    got = parse_line(line, Scope(load("primordia"), "es", validate_dir(root).state, fid), ("es",))
    return got.order, [say("es", e.key, **e.params) for e in got.errors], [e.key for e in got.errors]


def _game(tmp_path, *, both: bool):
    """The Tuarian's u1 at E3 sees F3, where the Marmóreos' u1 stands (and the Terales' u1
    when `both`), and G5 out of sight... the Terales' u2 at F4, F4-1 to the Tuarian."""
    terales = {"u2": unit("infanteria_ligera", "F4")} | ({"u1": unit("infanteria_ligera", "F3")} if both else {})
    factions = {"tuarian": faction("tuarian", units={"u1": unit("infanteria_ligera", "E3")}),
                "marmoreos": faction("marmoreos", name="Marmóreos", units={"u1": unit("infanteria_ligera", "F3")}),
                "terales": faction("terales", units=terales)}
    return build(tmp_path / "t", factions, {})


def test_a_label_one_race_has_is_read_without_its_race(tmp_path):
    root = _game(tmp_path, both=False)
    order, told, _ = _read(root, "atacar con u1 a F3-1")
    assert (order, told) == ({"type": "atacar", "unidad": "u1", "objetivo": "f3-1", "objetivo_faccion": "marmoreos"}, [])
    order, told, _ = _read(root, "saquear con u1 a F4-1")
    assert (order, told) == ({"type": "saquear", "unidad": "u1", "objetivo": "f4-1", "objetivo_faccion": "terales"}, [])


def test_a_label_two_races_have_is_asked_whose(tmp_path):
    root = _game(tmp_path, both=True)
    _, told, keys = _read(root, "atacar con u1 a F3-1")
    assert keys == ["orderlang.ambiguous_owner"]
    assert told == ["«F3-1» lo tiene más de una facción: ¿quisiste decir «F3-1 de los Marmóreos» / «F3-1 de los Terales»? "
                    "Escribe también de quién es."]
    order, told, _ = _read(root, "atacar con u1 a F3-1 de los Terales")  # its race said: read
    assert (order, told) == ({"type": "atacar", "unidad": "u1", "objetivo_faccion": "terales", "objetivo": "f3-1"}, [])
