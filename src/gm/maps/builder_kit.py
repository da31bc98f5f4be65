"""MapSpec builders, one module per ruleset, from the state dicts (game.toml and
factions/*.toml as plain data) and the turn's events. Pure: no files, no Pillow.

Each module has `build_maps(game, factions, events=(), settings=None, lang="es")
-> dict[str, MapSpec]` whose keys are the map names ('public', 'gm', faction ids),
ready for `gm.maps.render_maps`. Fog of war is decided here, not in the renderers.
"""

from __future__ import annotations

from typing import Any, Iterable


def event_items(events: Iterable[Any]) -> list[tuple[str, dict]]:
    """Events as (kind, params): gm.engine.events.Event objects or plain dicts."""
    out = []
    for e in events or ():
        if isinstance(e, dict):
            out.append((str(e.get("kind", "")), dict(e.get("params", e))))
        else:
            out.append((str(getattr(e, "kind", "")), dict(getattr(e, "params", {}) or {})))
    return out
