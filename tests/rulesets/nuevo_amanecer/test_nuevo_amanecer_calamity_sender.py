"""Who learns which god sent a calamity (`calamities.sender_known_by`, an Interpretation:
the document is silent). The public report named the sender ("enviada por Sigmar") and
the public rolls file keyed its region die by the caster ("cast/sigmar/1/region"), so every
god knew; now only what the setting says is told, and the victim's report, the caster's
and the public one agree with it."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from na_helpers import SAMPLE, resolve  # noqa: E402

CAST = 'turn = 1\n[[factions.sigmar.orders]]\ntype = "calamity"\nkind = "{kind}"\ntarget = "isha"\n'
SENT = "Sigmar envía la calamidad social que sufre Isha."


def _cast(tmp_path: Path, told: str | None, kind: str = "social") -> Path:
    """The sample's turn 1, Sigmar casting a social calamity on Isha (the die grants it)."""
    d = tmp_path / "turn-01"
    shutil.copytree(SAMPLE / "turn-01", d)
    (d / "orders.toml").write_text(CAST.format(kind=kind), "utf-8")
    (d / "dice.toml").write_text('"t01/calamity/sigmar/1" = [6]\n', "utf-8")
    game = (d / "game.toml").read_text("utf-8")
    old = '[world.hexes.B4]\nterrain = "pantanos"\nterritory = "isha"\n'
    assert old in game
    game = game.replace(old, old + 'owner = "isha"\n')  # a second region: the natural calamity's die is rolled
    if told is not None:
        game += f'\n[settings.calamities]\nsender_known_by = "{told}"\n'
    (d / "game.toml").write_text(game, "utf-8")
    out = tmp_path / "turn-02"
    resolve(d, out)
    return out


def _read(out: Path, rel: str) -> str:
    return (out / rel).read_text("utf-8")


def _naming_sigmar(report: str) -> list[str]:
    return [line for line in report.splitlines() if "calamidad" in line and "Sigmar" in line]


@pytest.mark.parametrize("told", ["victim", "everyone", "nobody", None])
def test_the_sender_is_told_as_the_setting_says(tmp_path, told):
    out = _cast(tmp_path, told)
    public, gm = _read(out, "report.md"), _read(out, "gm-report.md")
    victim, caster, other = (_read(out, f"reports/{f}.md") for f in ("isha", "sigmar", "khaine"))
    if told == "everyone":
        assert "Isha sufre una calamidad social enviada por Sigmar." in public
        assert SENT not in victim + caster + gm  # the public sentence says it to all
    else:
        assert "Isha sufre una calamidad social enviada por un dios." in public
        assert not _naming_sigmar(public)
        assert SENT in caster and SENT in gm
        assert (SENT in victim) is (told in ("victim", None))  # the default: the victim learns
    assert not _naming_sigmar(other) or told == "everyone"  # a third god learns only what the public does
    # the caster's own order says what it sent, and on whom
    assert "Invocas una calamidad social sobre Isha (15 recursos)" in caster


@pytest.mark.parametrize("told", ["victim", "nobody"])
def test_the_public_dice_do_not_name_the_sender(tmp_path, told):
    """A natural calamity's region die is public: its key names the victim, never the caster."""
    out = _cast(tmp_path, told, "natural")
    rolls = _read(out, "rolls/public.toml")
    assert '"t01/cast/isha/1/region"' in rolls and "cast/sigmar" not in rolls
    assert "enviada por un dios, en " in _read(out, "report.md")


def test_the_english_words_follow_the_setting():
    from gm.text.blocks import Text

    from test_nuevo_amanecer_game import _said

    sent = Text("na.calamity.sent", {"sender": "Sigmar", "faction": "Isha", "what": Text("na.calamity_kind.social"),
                                     "where": Text("na.calamity.where", {"hex": "B2"})})
    assert _said(sent, "en") == "Sigmar sent the social calamity Isha suffers, in B2."
    assert _said(Text("na.source.hidden"), "en") == "sent by a god"
