"""What a settlement yields, and why it may rebel: queries the phases (settlements, morale) and
the reports (the settlement sheet) share, so the report shows what the phase uses."""

from __future__ import annotations

from gm.rulesets.primordia.rules import RESOURCES, structure_effects


def settlement_income(m, fid: str, sid: str) -> dict[str, int]:
    """The settlement's hex and its six neighbours, plus per-settlement effects and
    structures; prosperity adds 50%."""
    s = m.settlements(fid)[sid]
    eff = m.effects(fid)
    out = {r: 0 for r in RESOURCES}
    for h in m.grid.within(s["hex"], 1):
        for r, n in m.hex_yield(fid, h).items():
            out[r] += n
    for e in eff.of("yield"):
        if eff.resource_allowed(e["resource"]):
            out[e["resource"]] += e["amount"]
    if s["hex"] in m.world.get("rivers", []):
        for e in eff.of("river_yield"):
            out[e["resource"]] += e["amount"]
    for e in structure_effects(m.rules, s):
        if e["kind"] == "settlement_yield" and eff.resource_allowed(e["resource"]):
            out[e["resource"]] += e["amount"]
    if s.get("specialty") and eff.resource_allowed(s["specialty"]):
        out[s["specialty"]] += 1
    if prosperous(m, fid, sid):
        pct = m.rules.settings["settlement"]["prosperity_bonus_percent"]
        out = {r: n + n * pct // 100 for r, n in out.items()}
    out["poder"] = 0  # poder comes only from deposits
    return {r: n for r, n in out.items() if n}


def prosperous(m, fid, sid) -> bool:
    st = m.rules.settings["settlement"]
    s = m.settlements(fid)[sid]
    return s.get("quiet_turns", 0) >= st["prosperity_quiet_turns"] and s["population"] * 100 <= m.capacity(fid, sid) * st["prosperity_population_percent"]


def food_deficit(m, fid, sid) -> int:
    """Each point of Comida of the settlement's hexes feeds 100 population."""
    s = m.settlements(fid)[sid]
    food = sum(m.hex_yield(fid, h).get("comida", 0) for h in m.grid.within(s["hex"], 1))
    per = m.rules.settings["settlement"]["food_population"]
    short = s["population"] - food * per
    return max(0, -(-short // per))


def over_population(m, fid, sid) -> int:
    s = m.settlements(fid)[sid]
    return max(0, (s["population"] - m.capacity(fid, sid)) // m.rules.settings["settlement"]["over_population_step"])


def growth(m, fid, sid) -> int:
    st = m.rules.settings["settlement"]
    s = m.settlements(fid)[sid]
    return (s["population"] // st["growth_step"]) * st["growth_amount"] + m.effects(fid).total("population_growth")
