"""The order form's content as a player reads it (issue 23, reader review): every line
one can give, names to pick listed, notes that say what is wrong and by how much."""

from __future__ import annotations

from gm.engine.pipeline import resolve_files
from tests.orderlang.test_check_form import ROOT


def _form(game: str, faction: str, lang: str = "es", turn: str = "turn-01") -> str:
    res = resolve_files(ROOT / "sample_games" / game / turn, fmt="markdown", lang=lang)
    report = res.files[f"reports/{faction}.md"].decode()
    return report.split("```\n# ")[-1]


def test_a_faction_placeholder_always_lists_the_factions_it_can_be():
    """nuevo-amanecer: `# declarar guerra a <facción>` named nobody when every god could be
    the target (the note was only for fillings that fail): the player had to guess whom and
    how gm spells them."""
    form = _form("nuevo-amanecer", "gorkamorka")
    assert "# declarar guerra a <facción>\n#   (<facción>: Isha, Khaine, Sigmar)\n" in form, form


def test_every_spy_mission_gets_its_line_and_each_target_that_passes():
    """sector: the form offered `espiar descubrir` only: its second shape (no target) was
    the last, and the end of its shapes ended the order type, so `sabotear` and `robar`
    were never drafted. And of `espiar descubrir a <facción>` only two empires were listed:
    its fillings were judged again side by side, where one spy mission a turn refuses all
    but the first."""
    form = _form("sector", "klingon")
    for mission in ("sabotear", "robar"):
        assert f"# espiar {mission} a <facción> tecnología armamento\n" in form, form
    discover = form.split("# espiar descubrir a <facción>\n")[1].split("\n# espiar")[0]
    assert "Alianza Ferengi" in discover and "Imperio Estelar Romulano" in discover, discover
