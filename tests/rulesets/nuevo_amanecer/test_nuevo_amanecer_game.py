"""new_game, validation, the four-god sample game, catalogs and the golden turn-01."""

from __future__ import annotations

import importlib.util  # noqa: F401
import shutil
import sys
import tomllib
from pathlib import Path

import pytest

from gm import registry, tomlio
from gm.engine.validate import validate_dir

sys.path.insert(0, str(Path(__file__).resolve().parent))
from na_helpers import EXAMPLE, ROOT, SAMPLE, events, faction, resolve  # noqa: E402

PKG = ROOT / "src" / "gm" / "rulesets" / "nuevo_amanecer"


def write_state(state, d: Path) -> None:
    r = registry.get("nuevo-amanecer")
    (d / "factions").mkdir(parents=True, exist_ok=True)
    (d / "game.toml").write_text(tomlio.dumps(state.game, r.schema("game")), "utf-8")
    for fid, f in state.factions.items():
        (d / "factions" / f"{fid}.toml").write_text(tomlio.dumps(f, r.schema("faction")), "utf-8")
    (d / "orders.toml").write_text(tomlio.dumps(state.orders, r.schema("orders")), "utf-8")


@pytest.mark.parametrize("n", [1, 4, 6])
def test_new_game_validates_and_resolves(tmp_path, n):
    r = registry.get("nuevo-amanecer")
    st = r.new_game(n, "semilla")
    assert st == r.new_game(n, "semilla") or st.game == r.new_game(n, "semilla").game  # deterministic
    assert len(st.factions) == n
    for fid in st.factions:
        assert sum(1 for h in st.game["world"]["hexes"].values() if h.get("territory") == fid) == 9
        assert sum(1 for h in st.game["world"]["hexes"].values() if h.get("territory") == fid and h.get("city_site")) == 3
    st.game["seed"] = "semilla"
    d = tmp_path / "turn-01"
    write_state(st, d)
    v = validate_dir(d)
    assert v.ok, [p.format() for p in v.problems]
    res = resolve(d, tmp_path / "turn-02")
    assert all(o.applied for o in res.context.outcomes.values())
    assert len(events(res, "na.army.appeared")) == n


def test_check_catches_what_schemas_cannot(tmp_path):
    d = tmp_path / "turn-07"
    shutil.copytree(EXAMPLE / "turn-07", d)
    f = (d / "factions" / "orkos.toml").read_text("utf-8").replace("orden = 2", "orden = 3")
    (d / "factions" / "orkos.toml").write_text(f, "utf-8")
    o = (d / "orders.toml").read_text("utf-8").replace('army = "chikoz-orkoz"', 'army = "fantasmas"').replace('to = "D2"\nEOF', "")
    o = o.replace('to = "D2"\n\n[[factions.sigmar', 'to = "Z9"\n\n[[factions.sigmar', 1)
    (d / "orders.toml").write_text(o, "utf-8")
    problems = validate_dir(d).problems
    msgs = [p.format("en") for p in problems]
    assert any("summing to 16" in m for m in msgs)
    assert any("fantasmas" in m for m in msgs)
    assert any("Z9" in m for m in msgs)
    assert any("suman 16" in p.format("es") for p in problems)


def test_swamp_die_of_2_breaks_a_level_1_army(tmp_path):
    """The document: Exploradores (level 1) enter the swamp D2, roll 2, and disband."""
    d = tmp_path / "turn-06"
    shutil.copytree(EXAMPLE / "turn-07", d)
    f = (d / "factions" / "sigmar.toml").read_text("utf-8").replace('advances = ["guerreros", "armas-de-hierro"]', 'advances = ["guerreros"]')
    (d / "factions" / "sigmar.toml").write_text(f, "utf-8")
    (d / "orders.toml").write_text('turn = 7\n[factions.sigmar]\n[[factions.sigmar.orders]]\ntype = "move"\narmy = "guardianes"\nto = "D2"\n', "utf-8")
    (d / "dice.toml").write_text('"t07/terrain/sigmar/guardianes" = [2]\n', "utf-8")
    res = resolve(d, tmp_path / "out")
    hurt = events(res, "na.terrain.hurt")[0]
    assert hurt.rolls[0].total == 2 and hurt.params["amount"] == 1
    assert events(res, "na.army.destroyed")[0].params["cause"] == "terrain"


def test_sample_game_four_gods_over_four_turns(tmp_path):
    res = resolve(SAMPLE / "turn-01", tmp_path / "t2")
    seen = list(res.context.events)
    outcomes = list(res.context.outcomes.values())
    for n in (2, 3, 4):
        shutil.copy(SAMPLE / "orders" / f"turn-{n:02d}.toml", tmp_path / f"t{n}" / "orders.toml")
        if (SAMPLE / "orders" / f"dice-turn-{n:02d}.toml").exists():
            shutil.copy(SAMPLE / "orders" / f"dice-turn-{n:02d}.toml", tmp_path / f"t{n}" / "dice.toml")
        res = resolve(tmp_path / f"t{n}", tmp_path / f"t{n + 1}")
        seen += res.context.events
        outcomes += res.context.outcomes.values()
    kinds = {e.kind for e in seen}
    for k in ("na.research.done", "na.colony.founded", "na.army.appeared", "na.battle.fought", "na.treaty.signed",
              "na.miracle.cast", "na.income.collected", "na.happiness.changed", "na.war.declared"):
        assert k in kinds, k
    assert any(e.kind == "na.miracle.cast" and e.params["success"] for e in seen)
    assert all(o.key != "engine.order_not_processed" for o in outcomes)
    assert len(tomllib.loads((SAMPLE / "turn-01" / "orders.toml").read_text("utf-8"))["factions"]) >= 4
    assert faction(tmp_path / "t5", "isha").get("armies", {}) == {}  # lost the battle of B4


def test_every_catalog_key_used_in_code_exists():
    import re
    from gm.text.i18n import Catalog

    es = Catalog("es", ("gm.rulesets.nuevo_amanecer",))
    keys = set()
    for p in PKG.rglob("*.py"):
        keys |= set(re.findall(r'"(na\.[a-z_]+\.[a-z_]+)"', p.read_text("utf-8")))
    keys -= {"na.battle.fought"}  # an event the reports draw as a heading, dice and sides, not a sentence
    assert keys
    assert sorted(k for k in keys if not es.has(k)) == []


def _said(text, lang: str) -> str:
    """A report Text as the markdown report words it."""
    from gm.text.blocks import Paragraph
    from gm.text.i18n import Catalog
    from gm.reports.render import render

    return render([Paragraph(text)], "markdown", Catalog(lang, ("gm.rulesets.nuevo_amanecer",))).strip()


def test_orders_are_restated_with_names_in_both_languages(tmp_path):
    """Issue 17: the orders section says each order in the report's language, with names
    (an advance researched by the same post too), never as TOML."""
    res = resolve(SAMPLE / "turn-01", tmp_path / "t2")
    r = registry.get("nuevo-amanecer")
    said = {lang: [_said(r.order_text(res.context, "sigmar", o), lang) for o in res.context.orders_of("sigmar")] for lang in ("es", "en")}
    assert said["es"] == ["Investigar Agricultura (avance tecnológico)",
                          "Investigar Guerreros (avance militar), con el apoyo de Herramientas básicas",
                          "Crear el ejército Exploradores en Capital de Sigmar con el avance Guerreros"]
    assert said["en"] == ["Research Agricultura (technological advance)",
                          "Research Guerreros (military advance), supported by Herramientas básicas",
                          "Raise the army Exploradores in Capital de Sigmar with the advance Guerreros"]


def test_a_calamity_agrees_with_its_noun_and_names_where():
    """Issue 17: "calamidad económico" and "Calamidad natural sobre Gorkamorka F2" were wrong."""
    from gm.text.blocks import Text

    def struck(kind: str, where):
        return Text("na.calamity.struck", {"faction": "Gorkamorka", "what": Text(f"na.calamity_kind.{kind}"),
                                           "source": Text("na.source.gm"), "where": where})

    assert _said(struck("economico", ""), "es") == "Gorkamorka sufre una calamidad económica por la tirada del máster."
    assert _said(struck("natural", Text("na.calamity.where", {"hex": "F2"})), "es") == \
        "Gorkamorka sufre una calamidad natural por la tirada del máster, en F2."
    assert _said(struck("tecnologico", ""), "en") == "Gorkamorka suffers a technological calamity by the GM's roll."


def test_validation_speaks_both_languages(tmp_path):
    d = tmp_path / "turn-01"
    shutil.copytree(SAMPLE / "turn-01", d)
    f = d / "factions" / "sigmar.toml"
    f.write_text(f.read_text("utf-8").replace("orden = 4", "orden = 5"), "utf-8")
    problems = [p for p in validate_dir(d).problems if "characteristics" in p.format("en")]
    assert problems, [p.format("en") for p in validate_dir(d).problems]
    assert "found characteristics summing to 16, expected 15" in problems[0].format("en")
    assert "se encontraron características que suman 16; se esperaba 15" in problems[0].format("es")
