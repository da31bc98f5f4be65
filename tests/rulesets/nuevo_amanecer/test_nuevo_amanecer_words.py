"""Issue 25 (nuevo-amanecer): refusals that name things as the player knows them, one
sentence each. An advance researched in the same post by its name (`Alfarería no es un
avance militar tuyo`, not `alfareria`), an unknown one as unknown; a god naming itself in
a treaty, war or calamity told so (es, en), never "No existe el dios sigmar"; a move off the
map told once; a military miracle restated as a sentence ("para el ejército …")."""

from __future__ import annotations

import sys
from pathlib import Path

from typer.testing import CliRunner

from gm.cli import app

sys.path.insert(0, str(Path(__file__).resolve().parent))
from na_helpers import resolve, scenario  # noqa: E402

runner = CliRunner()


def order(fid: str, **params) -> str:
    body = "\n".join(f"{k} = {v!r}".replace("'", '"') for k, v in params.items())
    return f"[[factions.{fid}.orders]]\n{body}\n"


def check(d: Path, *extra: str) -> str:
    r = runner.invoke(app, ["check", str(d), "--faction", "sigmar", *extra])
    assert r.exit_code in (0, 1), r.output
    return r.output


def test_an_advance_researched_in_the_post_is_named_as_written(tmp_path):
    d = scenario(tmp_path, order("sigmar", type="research", kind="tech", advance="alfareria", name="Alfarería")
                 + order("sigmar", type="create_army", army="lobos", name="Lobos", city="capital", advances=["alfareria"])
                 + order("sigmar", type="create_army", army="osos", name="Osos", city="capital", advances=["nada-de-nada"]))
    out = check(d)
    assert "Alfarería no es un avance militar tuyo" in out
    assert "alfareria no es" not in out
    assert "no existe el avance nada-de-nada" in out


def test_a_god_naming_itself_is_told_so(tmp_path):
    d = scenario(tmp_path, order("sigmar", type="declare_war", on="sigmar") + order("sigmar", type="trade", **{"with": "sigmar"}))
    out = check(d)
    assert "no puedes declararte la guerra a ti mismo" in out
    assert "no puedes comerciar contigo mismo" in out
    assert "No existe el dios" not in out and "no existe el dios" not in out
    en = check(d, "--lang", "en").lower()  # after gm check's colon the sentence may go on in lower case
    assert "you cannot declare war on yourself" in en and "you cannot trade with yourself" in en


def test_a_goddess_naming_herself_is_told_so_in_the_feminine(tmp_path):
    d = scenario(tmp_path, order("sigmar", type="alliance", **{"with": "sigmar"}), sigmar=[('name = "Sigmar"', 'name = "Sigmar"\ngenero = "feminine"')])
    assert "no puedes aliarte contigo misma" in check(d)


def test_a_move_off_the_map_is_told_once(tmp_path):
    d = scenario(tmp_path, order("sigmar", type="move", army="guardianes", to="Z9"))
    out = check(d)
    assert "Z9 no está en el mapa" in out
    assert "se esperaba una casilla del mapa" not in out


def test_a_military_miracle_is_restated_as_a_sentence(tmp_path):
    d = scenario(tmp_path, order("sigmar", type="miracle", kind="militar", army="guardianes"))
    files = resolve(d, tmp_path / "turn-08").files
    report = files["reports/sigmar.md"].decode("utf-8")
    assert "milagro militar para el ejército Guardianes de Sigmar" in report
    assert "militar: para" not in report


def test_a_miracle_missing_what_it_acts_on_says_so(tmp_path):
    d = scenario(tmp_path, order("sigmar", type="miracle", kind="natural", hex="D2") + order("sigmar", type="miracle", kind="militar"))
    out = check(d)
    assert "un milagro natural necesita la casilla y el terreno en que se convierte" in out
    assert "un milagro militar necesita el ejército que cura" in out
    assert "convertir una casilla en mar" not in out
    report = resolve(d, tmp_path / "turn-08").files["reports/sigmar.md"].decode("utf-8")
    assert "Un milagro natural necesita la casilla y el terreno" in report


def test_the_income_line_after_a_calamity_or_miracle_has_one_colon():
    """«Recursos de Isha: …; en total, 24; a la mitad por la calamidad económica: 12.»: the
    halved (or blessed) income goes on like «; en total, 24», without a second colon."""
    from gm.text.i18n import say

    for lang in ("es", "en"):
        for key in ("na.income.halved", "na.income.blessed"):
            part = say(lang, key, "gm.rulesets.nuevo_amanecer", income=12)
            assert ":" not in part and part.endswith(", 12"), (lang, part)


def test_research_applied_at_once_tells_what_it_cost_in_all(tmp_path):
    """Found by a play-test: «investigar económico Granjas con Agricultura para F6: ejecutada —
    Pagas 7 recursos» while the god paid 10 (3 more to apply it), and the next refusal
    («cuesta 15 y tienes 12») did not add up for the reader."""
    from gm.engine.judge import judge
    from gm.engine.pipeline import resolve_files
    from tests.orderlang.samples import steps

    turn = list(steps("nuevo-amanecer", tmp_path))[1].turn_dir
    ctx = resolve_files(turn).context
    state, ruleset = ctx.state, ctx.ruleset
    orders = [{"type": "move", "army": "cazadores", "to": "E6"},  # from F6, where the sample left it
              {"type": "research", "kind": "economic", "advance": "molinos", "name": "Molinos",
               "supported_by": "agricultura", "apply_to": "E6"}]
    verdicts = judge(state, ruleset, "khaine", {"orders": orders}, "es").verdicts
    research = verdicts[1]
    assert research.applied and research.params["paid"] == research.params["cost"] + research.params["apply_cost"] > research.params["cost"]
    from gm.text.i18n import Catalog

    told = Catalog("es", (ruleset.package,)).format(research.key, research.params)
    assert told == f"Pagas {research.params['paid']} recursos ({research.params['cost']} por investigarlo y {research.params['apply_cost']} por aplicarlo).", told


def test_a_sheet_lists_terrains_with_y():
    """«Terrenos normales: desiertos, pantanos, praderas.»: a list in prose ends with «y»."""
    import re

    from gm.engine.pipeline import resolve_files
    from tests import registered

    files = resolve_files(registered.sample_dir("nuevo-amanecer"), fmt="markdown").files
    line = next(x for x in files["reports/sigmar.md"].decode("utf-8").splitlines() if x.startswith("Terrenos normales"))
    assert re.fullmatch(r"Terrenos normales: \w+, \w+ y \w+\. Difíciles: \w+ y \w+\. Cerrados sin un avance: \w+\.", line), line


def test_a_war_declared_on_an_ally_says_the_alliance_ends(tmp_path):
    """Play-test: Isha declared war on Khaine, her ally; the alliance was gone from both
    sheets with no line in any report ("cancela cualquier alianza … al instante")."""
    import shutil
    import tomllib

    import tomli_w

    from gm.engine.pipeline import resolve_files
    from tests.rulesets.nuevo_amanecer.na_helpers import SAMPLE

    game = tmp_path / "turn-01"
    shutil.copytree(SAMPLE / "turn-01", game)
    for fid, other in (("isha", "khaine"), ("khaine", "isha")):
        path = game / "factions" / f"{fid}.toml"
        data = tomllib.loads(path.read_text("utf-8"))
        data["alliances"] = [other]
        path.write_text(tomli_w.dumps(data), "utf-8")
    (game / "orders.toml").write_text('turn = 1\n[[factions.isha.orders]]\ntype = "declare_war"\non = "khaine"\n', "utf-8")
    res = resolve_files(game)
    for fid in ("isha", "khaine"):
        mine = res.files[f"reports/{fid}.md"].decode()
        assert "Termina la alianza entre Isha y Khaine." in mine, mine
