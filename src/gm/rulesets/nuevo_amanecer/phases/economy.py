"""Resources: the turn-start snapshot, spending orders, upkeep with pillage, the income roll."""

from __future__ import annotations

from gm.engine.events import Audience
from gm.rulesets.nuevo_amanecer import rules
from gm.rulesets.nuevo_amanecer.checks import besieged_cities
from gm.rulesets.nuevo_amanecer.model import Model
from gm.rulesets.nuevo_amanecer.orders import ECONOMY_HANDLERS, run_handlers


def phase_snapshot(ctx) -> None:
    """Upkeep is owed for the armies and cities that exist as the turn starts (new ones
    appear next turn; one destroyed this turn was still kept this turn). Cities with a
    hostile army in their hex are besieged and cannot recruit."""
    w: Model = ctx.model
    for fid in w.alive():
        w.facts.upkeep[fid] = upkeep_due(w, fid)
    w.facts.besieged = besieged_cities(w)  # the same sieges `gm check` sees
    if w.start is not None:  # names the turn's orders give, for refusals and the orders section
        w.start = w.start.with_orders(ctx.orders_given())


def upkeep_due(w: Model, fid: str) -> int:
    """Upkeep of the armies and cities the god holds as the turn starts."""
    s = w.settings
    due = sum(rules.upkeep("army", w.level(a), s) for a in w.armies(fid).values())
    return due + sum(rules.upkeep("city", w.level(c), s) for c in w.cities(fid).values())


def phase_orders(ctx) -> None:
    run_handlers(ctx, ECONOMY_HANDLERS)


def phase_upkeep(ctx) -> None:
    """Pay upkeep and what was pillaged; a shortfall is carried as debt (bankruptcy)."""
    w: Model = ctx.model
    for fid in w.alive():
        due = w.facts.upkeep.get(fid, 0)
        pillage = w.facts.pillage_due.get(fid, 0)
        have = int(w.faction(fid).get("resources", 0))
        left = have - due - pillage
        debt = int(w.faction(fid).get("debt", 0))
        if left < 0:
            debt += -left
            left = 0
        ctx.emit("na.upkeep.paid", Audience.private(fid), faction=fid, had=have, due=due, pillage=pillage,
                 resources=left, debt=debt, bankrupt=have - due - pillage < 0)


def income_roll(ctx, w: Model, fid: str, next_turn: int):
    """(income, max possible income, rolls, parts) for the start of `next_turn`."""
    s = w.settings
    f = w.faction(fid)
    ind = rules.mult_pct(f["characteristics"]["industriosidad"], s)
    settlements = len(f.get("settlements", {}))
    rolls, parts = [], {}
    if next_turn <= 1:
        base = int(s["resources"]["first_turn"])
        base_max = base
    else:
        r = ctx.dice.roll(f"income/{fid}", s["resources"]["die"], ctx.t("na.why.income", god=w.god_name(fid)),
                          audience=Audience.public())  # the public na.income.collected shows it
        rolls.append(r)
        per = int(s["resources"]["per_settlement"]) * settlements
        base = rules.times(r.total + per, ind)
        die_max = int(str(s["resources"]["die"]).split("d")[1])
        base_max = rules.times(die_max + per, ind)
        parts["roll"] = r.total
        parts["per"] = per
    parts["pct"] = ind
    parts["settlements"] = settlements
    parts["base"] = base
    tech = w.tech_bonus(fid)
    parts["tech"] = tech
    trade = 0
    trade_max = 0
    active = w.active_trade(fid)
    for other in w.relation(fid, "trade"):
        if other not in active:
            ctx.emit("na.trade.no_contact", Audience.public(), faction=fid, other=other)
            continue
        t = ctx.dice.roll(f"trade/{fid}/{other}", s["resources"]["trade_die"], ctx.t("na.why.trade", god=w.god_name(fid), other=w.god_name(other)),
                          audience=Audience.public())
        rolls.append(t)
        parts.setdefault("trade_dice", []).append(t.total)  # the report shows each die's multiplier
        trade += rules.times(t.total, ind)
        trade_max += rules.times(int(str(s["resources"]["trade_die"]).split("d")[1]), ind)
    parts["trade"] = trade
    bonus = rules.early_bonus(next_turn, s)
    parts["early"] = bonus
    income = base + tech + trade + bonus
    income_max = base_max + tech + trade_max + bonus
    return income, income_max, rolls, parts


def phase_income(ctx) -> None:
    """Start of next turn: (1d20 + 2 x settlements) x industriosidad + tech level x
    inteligencia (+ trade dice, + 10 in turns 1-5); loot arrives; debt is paid; the cap
    wastes the excess (abundance)."""
    w: Model = ctx.model
    s = w.settings
    next_turn = w.turn + 1
    for fid in w.alive():
        f = w.faction(fid)
        income, income_max, rolls, parts = income_roll(ctx, w, fid, next_turn)
        gross = income
        if fid in w.facts.economic_calamity:
            income = income // 2
            parts["halved"] = True
        if fid in w.facts.economic_miracle:
            income = rules.times(income, int(s["miracles"]["economic_pct"]))
            parts["blessed"] = True
        loot = w.facts.loot.get(fid, 0)
        saved = int(f.get("resources", 0))
        debt = int(f.get("debt", 0))
        total = saved + income + loot - debt
        new_debt = 0
        if total < 0:
            new_debt, total = -total, 0
        cap = rules.storage_cap(int(f.get("income_max", s["resources"]["start"])), s)
        wasted = max(0, total - cap)
        abundance = total >= cap
        total -= wasted
        ctx.emit("na.income.collected", Audience.public(), rolls=tuple(rolls), faction=fid, saved=saved,
                 income=income, loot=loot, debt_paid=debt - new_debt if debt else 0, debt=new_debt, cap=cap,
                 wasted=wasted, abundance=abundance, resources=total, income_max=income_max,
                 roll=parts.get("roll", 0), settlements=parts["settlements"], base=parts["base"],
                 tech=parts["tech"], trade=parts["trade"], trade_dice=tuple(parts.get("trade_dice", ())), early=parts["early"], gross=gross,
                 per=parts.get("per", 0), pct=parts["pct"], first="roll" not in parts, die=str(s["resources"]["die"]),
                 halved=bool(parts.get("halved")), blessed=bool(parts.get("blessed")))
