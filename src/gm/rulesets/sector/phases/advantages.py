"""Phase 12: advantages ("el jugador puede lanzar 1D20 y si obtiene un 15+, lanzar en la
tabla ... SOLO PUEDEN TENERSE 2 VENTAJAS AL MISMO TIEMPO")."""

from __future__ import annotations

from .common import apply, named, own, private, reject


def advantages(ctx) -> None:
    m, cfg = ctx.model, ctx.settings
    a, table = cfg["advantages"], cfg["advantages_table"]
    discards = {}
    for order in ctx.orders_by_type("discard_advantage"):
        if order.faction in discards:
            reject(ctx, order, "sector.reject.one_discard")
        else:
            discards[order.faction] = order
    for fid in m.empires():
        r = ctx.dice.roll(f"advantage/{fid}", a["die"], ctx.t("sector.why.advantage", **named(ctx, "faction", fid), at=a["gain"]),
                           audience=own(fid))
        if r.total < int(a["gain"]):
            ctx.emit("advantage.none", private(fid), rolls=(r,), faction=fid)
        else:
            t = ctx.dice.roll(f"advantage/{fid}/table", table["die"], ctx.t("sector.why.advantage_table"), audience=own(fid))
            entry = table.get(str(t.total), {"name": "?"})
            new, nxt = m.new_id(fid, "v")
            held = sum(1 for v in m.factions[fid]["advantages"].values() if v.get("name") == entry.get("name", "?"))
            ctx.emit("advantage.gained", private(fid), rolls=(r, t), faction=fid, advantage=new,
                     name=entry.get("name", "?"), held=held, entry=t.total, mods=entry.get("mods", {}),
                     income=int(entry.get("income", 0)), combat=int(entry.get("combat", 0)), next_id=nxt)
        held = m.factions[fid]["advantages"]
        order = discards.pop(fid, None)
        if len(held) <= int(a["max_held"]):
            if order is not None:
                reject(ctx, order, "sector.reject.nothing_to_discard")
            continue
        choice = str(order.get("advantage", "")) if order is not None else ""
        if choice not in held:
            # "habría que descartarse de cualquiera de ellas": the oldest unless the order says which
            choice = sorted(held, key=lambda k: (int(held[k].get("since", 0)), k))[0]
            if order is not None:
                reject(ctx, order, "sector.reject.unknown_advantage", advantage=str(order.get("advantage", "")))
        elif order is not None:
            apply(ctx, order, "sector.applied.advantage_discarded", advantage=held[choice]["name"])
        ctx.emit("advantage.discarded", private(fid), faction=fid, advantage=choice, name=held[choice]["name"])
    for _fid, order in sorted(discards.items()):
        reject(ctx, order, "sector.reject.npc_cannot")
