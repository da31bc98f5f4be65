"""The private map's legend names only the empire and the factions it has contacted."""

import copy
import tomllib
from pathlib import Path

from gm.maps.builders import sector

SAMPLE = Path(__file__).resolve().parents[3] / "sample_games" / "sector" / "turn-01"


def load():
    game = tomllib.loads((SAMPLE / "game.toml").read_text("utf-8"))
    facs = {p.stem: tomllib.loads(p.read_text("utf-8")) for p in sorted((SAMPLE / "factions").glob("*.toml"))}
    return game, facs


def names_in_legend(spec, facs):
    labels = {e.label for e in spec.legend}
    return {f for f in facs if facs[f].get("name", f) in labels}


def test_private_legend_lists_only_contacts():
    game, facs = load()
    specs = sector.build_maps(game, facs)
    for fid in facs:
        assert names_in_legend(specs[fid], facs) == {fid}, fid
    assert names_in_legend(specs["gm"], facs) == set(facs)
    met = copy.deepcopy(game)
    met["world"].setdefault("relations", {})["federacion+klingon"] = {"status": "contact", "since": 1}
    specs = sector.build_maps(met, facs)
    assert names_in_legend(specs["federacion"], facs) == {"federacion", "klingon"}
    assert names_in_legend(specs["klingon"], facs) == {"federacion", "klingon"}
    assert names_in_legend(specs["romulano"], facs) == {"romulano"}
    met["world"]["relations"]["federacion+klingon"]["status"] = "none"
    assert names_in_legend(sector.build_maps(met, facs)["federacion"], facs) == {"federacion"}
