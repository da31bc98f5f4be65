"""After the battles: pillage, lost regions, colonies, new armies, healing."""

from __future__ import annotations

from gm.engine.events import Audience
from gm.rulesets.nuevo_amanecer import rules, ties
from gm.rulesets.nuevo_amanecer.model import NEUTRAL, Model


def phase_pillage(ctx) -> None:
    """A hostile army in a settlement without a battle pillages it (half its upkeep, paid by
    the owner with upkeep, received next turn). If it was already pillaging it last turn,
    the settlement is destroyed instead: 3 resources to the destroyer, no pillage."""
    w: Model = ctx.model
    s = w.settings
    for h in w.settled_hexes():  # only a settlement can be pillaged: the other hexes change nothing
        hexd = w.hexes.get(h)
        settled = w.settlement_at(h)
        if hexd is None or not settled:
            continue
        present = w.armies_at(h)
        victim = settled[0]
        if h in w.facts.battle_hexes:
            continue
        raiders = sorted({fid for fid, _, _ in present if fid != NEUTRAL and w.hostile(fid, victim)})
        neutral_here = any(fid == NEUTRAL for fid, _, _ in present)
        if not raiders and not neutral_here:
            if hexd.get("pillaged_by"):
                ctx.emit("na.pillage.cleared", Audience.private(victim), hex=h)
            continue
        if neutral_here and not raiders:
            continue  # neutral armies take the region instead (phase_neutral_seize)
        before = set(hexd.get("pillaged_by", []))
        stayed = [f for f in raiders if f in before]
        if stayed:  # several raiders stayed: who destroys it (and takes the 3) is drawn
            destroyer = ties.draw(ctx, f"destroy/{h}", "destroyer", h, stayed, [w.god_name(f) for f in stayed])[0]
            ctx.emit("na.settlement.destroyed", Audience.public(), hex=h, victim=victim, faction=destroyer,
                     loot=int(s["combat"]["settlement_loot"]))
            continue
        for fid in raiders:
            amount = sum(rules.pillage_amount(w.level(a), s) for f2, _, a in present if f2 == fid)
            ctx.emit("na.pillage.done", Audience.public(), hex=h, victim=victim, faction=fid, amount=amount)


def phase_neutral_seize(ctx) -> None:
    """A neutral army (revolt, calamity) left unopposed in a god's region takes it from him."""
    w: Model = ctx.model
    for nid, a in sorted(w.neutral.items()):
        h = a["hex"]
        owner = w.owner(h)
        if owner and h not in w.facts.battle_hexes and not w.city_at(h):
            ctx.emit("na.region.lost", Audience.public(), hex=h, faction=owner, cause="neutral", army=a.get("name", nid),
                     origin=str(a.get("origin", "")))


def _colony_problem(w: Model, c: dict) -> str:
    """Why a pending colony does not form ("" if it does)."""
    fid, h = c["faction"], c["hex"]
    if not any(a["hex"] == h for a in w.armies(fid).values()):
        return "army_absent"
    if h in w.facts.battle_hexes:
        return "attacked"
    if w.owner(h) not in ("", fid) or (c["colony"] == "settlement" and w.settlement_at(h)) or (c["colony"] == "city" and w.city_at(h)):
        return "taken"
    return ""


def _contested(ctx, w: Model, colonies: list) -> dict[str, str]:
    """hex -> the god that founds there, where allied gods' colonies would both form:
    drawn by dice (the orders are simultaneous; the document gives no order)."""
    by_hex: dict[str, set] = {}
    for c in colonies:
        if not _colony_problem(w, c):
            by_hex.setdefault(c["hex"], set()).add(c["faction"])
    out = {}
    for h, gods in by_hex.items():
        if len(gods) > 1:
            tied = sorted(gods)
            out[h] = ties.draw(ctx, f"colony/{h}", "colony", h, tied, [w.god_name(f) for f in tied])[0]
    return out


def phase_colonies(ctx) -> None:
    """A colony forms if its army is still in the hex at the end of the turn and was not
    attacked there; otherwise the 3 (or 8) resources are lost."""
    w: Model = ctx.model
    colonies = list(w.facts.colonies)
    winners = _contested(ctx, w, colonies)
    for c in colonies:
        fid, h = c["faction"], c["hex"]
        reason = "taken" if winners.get(h, fid) != fid else _colony_problem(w, c)
        if reason:
            ctx.emit("na.colony.failed", Audience.private(fid), faction=fid, hex=h, colony=c["colony"], reason=reason, cost=c["cost"])
        else:
            ctx.emit("na.colony.founded", Audience.public(), faction=fid, hex=h, colony=c["colony"], advance=c["advance"],
                     city=c["city"], name=c["name"])
    w.facts.colonies.clear()


def phase_arrivals(ctx) -> None:
    """Armies created this turn appear in their city, ready to move next turn."""
    w: Model = ctx.model
    for r in list(w.facts.recruits):
        fid = r["faction"]
        city = w.cities(fid).get(r["city"])
        if city is None:
            ctx.emit("na.recruit.lost", Audience.private(fid), faction=fid, army=r["army"], name=r["name"], city=r.get("city_name", r["city"]))
            continue
        ctx.emit("na.army.appeared", Audience.public(), faction=fid, army=r["army"], name=r["name"], hex=city["hex"],
                 advances=list(r["advances"]))
    w.facts.recruits.clear()


def phase_healing(ctx) -> None:
    """1 life per turn for an army or city in own territory that neither moved nor fought."""
    w: Model = ctx.model
    heal = int(w.settings["units"]["heal_per_turn"])
    for fid in w.alive():
        units = [("army", aid, a) for aid, a in sorted(w.armies(fid).items())]
        units += [("city", cid, c) for cid, c in sorted(w.cities(fid).items())]
        for kind, uid, u in units:
            key = w.unit_key(fid, kind, uid)
            if int(u.get("damage", 0)) <= 0 or key in w.facts.moved or key in w.facts.fought:
                continue
            if w.owner(u["hex"]) != fid or u["hex"] in w.facts.battle_hexes:
                continue
            ctx.emit("na.unit.healed", Audience.private(fid), faction=fid, unit=kind, id=uid, name=u.get("name", uid),
                     amount=-min(heal, int(u["damage"])))
