"""`gm roll combat nuevo-amanecer`: one exchange between single units given by --side keys."""

from __future__ import annotations

from gm.errors import UsageProblem
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


def _int(side: dict, n: int, key: str, default: int, lo: int, hi: int) -> int:
    raw = side.get(key, str(default))
    try:
        v = int(raw)
    except ValueError:
        raise UsageProblem(f"--side {n}: {key}={raw!r}, expected a whole number {lo}-{hi}") from None
    if not lo <= v <= hi:
        raise UsageProblem(f"--side {n}: found {key}={v}, expected {lo}-{hi}")
    return v


def parse(sides: list[dict], settings: dict) -> list[cb.Side]:
    out = []
    for n, side in enumerate(sides, start=1):
        unknown = sorted(set(side) - set(KEYS))
        if unknown:
            raise UsageProblem(f"--side {n}: unknown key {unknown[0]!r}, expected one of: {', '.join(KEYS)}")
        kind = side.get("kind", "army")
        if kind not in ("army", "city"):
            raise UsageProblem(f"--side {n}: found kind={kind!r}, expected army or city")
        level = _int(side, n, "level", 1, 1, 5)
        f = cb.Fighter(key=f"side{n}", faction=f"side{n}", kind=kind, level=level,
                           belicosidad=_int(side, n, "belicosidad", 3, 1, 5), resistencia=_int(side, n, "resistencia", 3, 1, 5),
                           damage=_int(side, n, "damage", 0, 0, 100), label=f"side {n}")
        bonus = rules.tech_bonus(_int(side, n, "tech", 0, 0, 1000), _int(side, n, "inteligencia", 3, 1, 5), settings)
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
