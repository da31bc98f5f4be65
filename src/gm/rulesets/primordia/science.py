"""Science (section 5): costs with governments and Eureka, eras."""

from __future__ import annotations

from gm.rulesets.primordia.rules import ERAS, Effects, Rules


def discovery_cost(rules: Rules, faction: dict, did: str, effects: Effects) -> dict[str, int]:
    """The listed cost, changed by the category's cost_percent (government, abilities,
    heroes, discoveries), then halved by a Eureka. Rounds down."""
    entry = rules.discoveries[did]
    pct = 100 + effects.cost_percent(entry.get("category", ""))
    if did in faction.get("eureka", []):
        pct = pct * rules.settings["science"]["eureka_percent"] // 100
    return {r: n * max(0, pct) // 100 for r, n in sorted(entry.get("cost", {}).items()) if n * max(0, pct) // 100 > 0}


def era_counts(rules: Rules, known: list[str]) -> dict[str, int]:
    out = {e: 0 for e in ERAS}
    for did in known:
        era = rules.discoveries.get(did, {}).get("era")
        if era in out:
            out[era] += 1
    return out


def era_open(rules: Rules, known: list[str], era: str) -> bool:
    """To research in an era, every earlier era needs its count (5, 10, 15) of discoveries."""
    need = rules.settings["science"]["era_requirements"]
    counts = era_counts(rules, known)
    for prev in ERAS[: ERAS.index(era)]:
        if counts[prev] < need.get(prev, 0):
            return False
    return True


def current_era(rules: Rules, known: list[str]) -> str:
    era = ERAS[0]
    for e in ERAS:
        if era_open(rules, known, e):
            era = e
    return era


def available(rules: Rules, known: list[str]) -> list[str]:
    return sorted(d for d, v in rules.discoveries.items()
                  if d not in known and all(r in known for r in v.get("requires", [])) and era_open(rules, known, v["era"]))
