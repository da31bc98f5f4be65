"""The toy's map builder: a one-row board, a square per faction (its colour, its gold)."""

from __future__ import annotations

from gm.maps import Cell, LegendEntry, MapSpec, Marker, palette
from gm.text.i18n import say

PACKAGE = "tests.engine.toy"


def build_maps(game: dict, factions: dict[str, dict], events=(), settings: dict | None = None, lang: str = "es") -> dict[str, MapSpec]:
    """The public map only: the toy has no secrets. At most 26 factions are drawn."""
    ids = sorted(factions)[:26]
    styles = palette.faction_styles(ids)
    coords = {fid: f"{chr(65 + i)}1" for i, fid in enumerate(ids)}
    cells = {coords[fid]: Cell("terrain.plains", border=styles[fid].colour, label=factions[fid]["name"][:12], text=styles[fid].letter)
             for fid in ids}
    markers = [Marker(coords[fid], str(factions[fid]["gold"]), "circle", styles[fid].colour) for fid in ids]
    legend = [LegendEntry(factions[fid]["name"], styles[fid].colour, "border", symbol=styles[fid].letter) for fid in ids]
    title = say(lang, "toy.map.title", PACKAGE, game=game.get("title", "Toy"), turn=game.get("turn", 0))
    spec = MapSpec("square", max(1, len(ids)), 1, title=title, cells=cells, markers=markers, legend=legend,
                   notes=[say(lang, "toy.map.note", PACKAGE)])
    return {"public": spec}
