"""`gm roll combat nuevo-amanecer`: one exchange between single units given by --side keys."""

from __future__ import annotations

from gm.errors import UsageProblem
from gm.rulesets.base import side_int
from gm.rulesets.nuevo_amanecer import combat as cb
from gm.rulesets.nuevo_amanecer import rules

KEYS = {
    "kind": "army or city (default army)",
    "level": "1-5 (default 1)",
    "belicosidad": "1-5 (default 3)",
    "resistencia": "1-5 (default 3)",
    "inteligencia": "1-5 (default 3)",
    "tech": "number of technological advances (default 0); tech bonus = tech/3 x inteligencia",
    "damage": "damage already taken (default 0)",
}


def parse(sides: list[dict], settings: dict) -> list[cb.Side]:
    out = []
    for n, side in enumerate(sides, start=1):
        unknown = sorted(set(side) - set(KEYS))
        if unknown:
            raise UsageProblem(f"--side {n}: unknown key {unknown[0]!r}, expected one of: {', '.join(KEYS)}")
        kind = side.get("kind", "army")
        if kind not in ("army", "city"):
            raise UsageProblem(f"--side {n}: found kind={kind!r}, expected army or city")
        level = side_int(side, n, "level", 1, 1, 5)
        f = cb.Fighter(key=f"side{n}", faction=f"side{n}", kind=kind, level=level,
                           belicosidad=side_int(side, n, "belicosidad", 3, 1, 5), resistencia=side_int(side, n, "resistencia", 3, 1, 5),
                           damage=side_int(side, n, "damage", 0, 0, 100), label=f"side {n}")
        bonus = rules.tech_bonus(side_int(side, n, "tech", 0, 0, 1000), side_int(side, n, "inteligencia", 3, 1, 5), settings)
        out.append(cb.Side((f.faction,), [f], bonus))
    return out


def combat(sides: list[dict], dice, settings: dict) -> dict:
    """--dice gives each side's attack die, in side order."""
    parsed = parse(sides, settings)
    faces = {}
    for s in parsed:
        f = s.fighters[0]
        faces[f.key] = dice.roll(f.key, rules.attack_die(f.kind, f.level, settings), f"attack of {f.label}").total
    results = cb.resolve(parsed, faces, settings)
    out = []
    for s, r in zip(parsed, results):
        f = s.fighters[0]
        left = max(0, f.remaining(settings) - r.damage)
        out.append({"total": r.total, "damage": r.damage, "life": left, "max_life": f.life(settings),
                    "destroyed": left == 0, "die": faces[f.key], "tech_bonus": s.tech_bonus})
    return {"sides": out}


def combat_odds(sides: list[dict], settings: dict):
    return cb.odds(parse(sides, settings), settings)
