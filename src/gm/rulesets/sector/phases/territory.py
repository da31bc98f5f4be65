"""Territory bookkeeping shared by several phases.

"Un planeta posee como sectores propios todos los adyacentes y aquel en el que se
localiza el planeta, nueve en total." Stations delimit territory the same way.
"""

from __future__ import annotations

from .common import private


def claim_around(ctx, fid: str, sector: str, take_from: str | None = None) -> None:
    """Claim `sector` and its neighbours that are unclaimed (or held by `take_from`)."""
    m = ctx.model
    radius = int(ctx.settings["map"]["territory_radius"])
    sectors = []
    for s in m.grid.within(sector, radius):
        owner = m.territory_owner(s)
        if s == sector or owner is None or (take_from is not None and owner == take_from):
            if owner != fid:
                sectors.append(s)
    if sectors:
        ctx.emit("territory.claimed", private(fid), faction=fid, sectors=sectors)


def release_around(ctx, fid: str, sector: str) -> None:
    m = ctx.model
    radius = int(ctx.settings["map"]["territory_radius"])
    sectors = [s for s in m.grid.within(sector, radius) if m.territory_owner(s) == fid]
    if sectors:
        ctx.emit("territory.released", private(fid), faction=fid, sectors=sectors)
