"""Pure rule formulas of Nuevo Amanecer: no state, no dice, no I/O.

Everything rounds down (the document: "cuando algo queda en decimal, siempre se
redondea por lo bajo"). Multipliers are integer percentages so no float ever rounds.
"""

from __future__ import annotations

from functools import lru_cache


def mult_pct(level: int, settings: dict) -> int:
    """Characteristic level 1..5 -> multiplier in percent (50, 75, 100, 125, 150)."""
    table = settings["race"]["multiplier_pct"]
    return int(table[max(1, min(len(table), int(level))) - 1])


def times(value: int, pct: int) -> int:
    """value x pct/100 rounded down (floor) — used for every characteristic multiplier."""
    return (int(value) * int(pct)) // 100


def tech_level(tech_advances: int, settings: dict) -> int:
    return int(tech_advances) // int(settings["advances"]["tech_per_level"])


def tech_bonus(tech_advances: int, inteligencia: int, settings: dict) -> int:
    """Nivel tecnológico (tech advances / 3) x inteligencia, rounded down."""
    return times(tech_level(tech_advances, settings), mult_pct(inteligencia, settings))


def unit_life(kind: str, level: int, resistencia: int, settings: dict) -> int:
    """Life of an army or city: base (tenths) x resistencia, rounded down, at least 1."""
    table = settings["units"][f"{kind}_life_tenths"]
    tenths = int(table[max(1, min(5, level)) - 1])
    life = (tenths * mult_pct(resistencia, settings)) // 1000
    return max(int(settings["units"]["min_life"]), life)


def attack_die(kind: str, level: int, settings: dict) -> str:
    return str(settings["units"][f"{kind}_attack"][max(1, min(5, level)) - 1])


def upkeep(kind: str, level: int, settings: dict) -> int:
    return int(level) * int(settings["upkeep"][f"per_{kind}_level"])


def research_cost(kind: str, settings: dict) -> int:
    """Researching an advance: a technological one costs more than the others."""
    return int(settings["advances"]["research_tech" if kind == "tech" else "research_other"])


def application_cost(founds_city: bool, settings: dict) -> int:
    """Applying an advance; founding a city on ruins also creates the unit."""
    return int(settings["advances"]["apply"]) + (int(settings["advances"]["create_unit"]) if founds_city else 0)


def army_cost(advances: int, settings: dict) -> int:
    """Creating an army: the unit plus applying each of its military advances."""
    return int(settings["advances"]["create_unit"]) + int(settings["advances"]["apply"]) * int(advances)


def cast_cost(settings: dict) -> int:
    """A miracle or a calamity a god casts."""
    return int(settings["miracles"]["cost"])


def pillage_amount(army_level: int, settings: dict) -> int:
    """Half of the army's upkeep, rounded down: levels 1 -> 0, 2-3 -> 1, 4-5 -> 2."""
    return upkeep("army", army_level, settings) // int(settings["upkeep"]["pillage_divisor"])


def max_creation_level(city_level: int, settings: dict) -> int:
    """A city creates armies up to two levels below its own (and always level 1)."""
    return max(1, int(city_level) - int(settings["units"]["city_level_margin"]))


def exchange_damage(a: int, b: int, settings: dict) -> tuple[int, int]:
    """Damage (to a, to b) when totals a and b meet.

    Tie: 1 each. Otherwise only the lower takes damage: 1, or 2 if the winner has double,
    3 if triple... that is winner // loser (at least 1). A loser with 0 takes the
    winner's total (the ratio to 0 is unbounded; setting combat.zero_total).
    """
    c = settings["combat"]
    return exchange_rule(int(c["tie_damage"]), c["zero_total"] == "winner_total")(a, b)


@lru_cache(maxsize=8)
def exchange_rule(tie: int, zero_takes_total: bool):
    """exchange_damage with its settings read once: the odds call it for every pair of totals."""

    def damage(a: int, b: int) -> tuple[int, int]:
        if a == b:
            return (tie, tie)
        hi, lo = (a, b) if a > b else (b, a)
        if lo <= 0:
            dmg = hi if zero_takes_total else 1
        else:
            dmg = max(1, hi // lo)
        return (0, dmg) if a > b else (dmg, 0)

    return damage


def revolt_chance(happiness: int, settings: dict) -> int:
    """Percent chance of a revolt: 2 % per point below 50 (49 -> 2 %, 25 -> 50 %); below 25
    it keeps rising up to `revolt_max_pct` (100: 0 -> 100 %; 50: it stays at 50 %)."""
    h = settings["happiness"]
    return max(0, min(int(h["revolt_max_pct"]), (int(h["revolt_below"]) - int(happiness)) * int(h["revolt_pct_per_point"])))


def civil_war_chance(happiness: int, settings: dict) -> int:
    """Percent chance of a civil war: 4 % per point below 25 (24 -> 4 %, 0 -> 100 %)."""
    h = settings["happiness"]
    return max(0, min(100, (int(h["civil_war_below"]) - int(happiness)) * int(h["civil_war_pct_per_point"])))


def orden_pct(net: int, orden: int, settings: dict) -> int:
    """The orden multiplier (percent) that applies to a net happiness change."""
    down, up = settings["happiness"]["orden_pct"][max(1, min(5, int(orden))) - 1]
    return int(down) if net < 0 else int(up)


def orden_adjust(net: int, orden: int, settings: dict) -> int:
    """The orden multiplier on the net sum of the happiness modifiers.

    Orden 1: a fall x1.5, a rise x0.5; 2: x1.25 / x0.75; 3: x1; 4 and 5 the inverse of
    2 and 1. The document's turn-8 example applies it to the net sum (-20 -> -25).
    """
    pct = orden_pct(net, orden, settings)
    if settings["happiness"]["rounding"] == "floor":
        return (net * pct) // 100
    mag = (abs(net) * pct) // 100
    return -mag if net < 0 else mag


def clamp_happiness(value: int, settings: dict) -> int:
    h = settings["happiness"]
    return max(int(h["min"]), min(int(h["max"]), int(value)))


def storage_cap(income_max: int, settings: dict) -> int:
    """The most a god may hold: the previous roll's maximum plus half."""
    return times(income_max, int(settings["resources"]["cap_pct"]))


def early_bonus(turn: int, settings: dict) -> int:
    r = settings["resources"]
    return int(r["early_bonus"]) if int(turn) <= int(r["early_bonus_turns"]) else 0


def calamity_difficulty(turn: int, settings: dict) -> int:
    """0 before the start turn; then the start difficulty, +step each turn."""
    c = settings["calamities"]
    if int(turn) < int(c["start_turn"]):
        return 0
    return int(c["difficulty_at_start"]) + (int(turn) - int(c["start_turn"])) * int(c["difficulty_step"])


def characteristics_problems(levels: dict, settings: dict) -> list[tuple[str, dict]]:
    """Problems with a race's characteristics, as (catalog key under na.check, params); empty if valid."""
    r = settings["race"]
    out = []
    for name in r["characteristics"]:
        v = levels.get(name)
        if not isinstance(v, int) or not (r["level_min"] <= v <= r["level_max"]):
            out.append(("characteristic", {"name": name, "found": repr(v), "low": r["level_min"], "high": r["level_max"]}))
    total = sum(v for v in levels.values() if isinstance(v, int))
    if total != r["total"]:
        out.append(("characteristics_sum", {"found": total, "expected": r["total"]}))
    return out


def terrains_problems(terrains: list, amphibious: bool, settings: dict) -> list[tuple[str, dict]]:
    """A race picks 3 normal terrains among the 5 land ones (mares never); amphibious picks none."""
    r = settings["race"]
    shown = ", ".join(str(t) for t in terrains)
    if amphibious:
        return [] if not terrains else [("terrains_amphibious", {"found": shown})]
    out = []
    if len(set(terrains)) != len(terrains):
        out.append(("terrains_repeated", {"found": shown}))
    if r["sea"] in terrains:
        out.append(("terrains_sea", {"found": repr(r["sea"])}))
    if len(terrains) != r["normal_terrains"]:
        out.append(("terrains_count", {"found": len(terrains), "expected": r["normal_terrains"]}))
    return out


def adaptation(terrains: list, amphibious: bool, settings: dict) -> dict[str, str]:
    """terrain -> "normal" | "difficult" | "advance" (difficult, and only with an advance)."""
    r = settings["race"]
    out: dict[str, str] = {}
    if amphibious:
        for t in r["amphibious_normal"]:
            out[t] = "normal"
        for t in r["amphibious_difficult"]:
            out[t] = "difficult"
        for t in r["amphibious_needs_advance"]:
            out[t] = "advance"
    else:
        for t in r["terrains"]:
            out[t] = "normal" if t in terrains else "difficult"
        out[r["sea"]] = "advance"
    for t in r["terrains"]:
        out.setdefault(t, "difficult")
    return out
