"""`gm roll combat nuevo-amanecer`: one exchange between single units given by --side keys."""

from __future__ import annotations

from gm.engine.events import Audience
from gm.errors import UsageProblem
from gm.reports.i18n import say
from gm.rulesets.base import side_int
from gm.rulesets.nuevo_amanecer import combat as cb
from gm.rulesets.nuevo_amanecer import rules

KEYS = {
    "kind": "army or city (default army)",  # literal: --help text (English, like the CLI)
    "level": "1-5 (default 1)",
    "belicosidad": "1-5 (default 3)",
    "resistencia": "1-5 (default 3)",
    "inteligencia": "1-5 (default 3)",
    "tech": "number of technological advances (default 0); tech bonus = tech/3 x inteligencia",  # literal: --help text (English, like the CLI)
    "damage": "damage already taken (default 0)",  # literal: --help text (English, like the CLI)
}


def parse(sides: list[dict], settings: dict) -> list[cb.Side]:
    out = []
    for n, side in enumerate(sides, start=1):
        unknown = sorted(set(side) - set(KEYS))
        if unknown:
            raise UsageProblem(_usage("unknown_key", side=n, name=repr(unknown[0]), expected=", ".join(KEYS)))
        kind = side.get("kind", "army")
        if kind not in ("army", "city"):
            raise UsageProblem(_usage("kind", side=n, found=repr(kind)))
        level = side_int(side, n, "level", 1, 1, 5)
        f = cb.Fighter(key=f"side{n}", faction=f"side{n}", kind=kind, level=level,
                           belicosidad=side_int(side, n, "belicosidad", 3, 1, 5), resistencia=side_int(side, n, "resistencia", 3, 1, 5),
                           damage=side_int(side, n, "damage", 0, 0, 100), label=str(n))
        bonus = rules.tech_bonus(side_int(side, n, "tech", 0, 0, 1000), side_int(side, n, "inteligencia", 3, 1, 5), settings)
        out.append(cb.Side((f.faction,), [f], bonus))
    return out


PACKAGE = "gm.rulesets.nuevo_amanecer"
LANG = "es"  # gm's default language: `gm roll` has no --lang (yet)


def _usage(message: str, /, **params) -> str:
    """A usage error, in the CLI's language (English, like its --help)."""
    return say("en", f"na.usage.{message}", PACKAGE, **params)


def _say(key: str, **params) -> str:
    return say(LANG, key, PACKAGE, **params)


def combat(sides: list[dict], dice, settings: dict) -> dict:
    """--dice gives each side's attack die, in side order. The roll lines show each die
    with its belicosidad multiplier and the side's tech bonus, then each pair compared."""
    parsed = parse(sides, settings)
    faces, rolls = {}, {}
    for n, s in enumerate(parsed, start=1):
        f = s.fighters[0]
        r = dice.roll(f.key, rules.attack_die(f.kind, f.level, settings), _say("na.roll.attack", side=n), audience=Audience.public())
        faces[f.key], rolls[f.key] = r.total, r
    results = cb.resolve(parsed, faces, settings)
    out, lines = [], []
    for n, (s, r) in enumerate(zip(parsed, results), start=1):
        f = s.fighters[0]
        left = max(0, f.remaining(settings) - r.damage)
        after = r.parts[0][3]
        out.append({"total": r.total, "damage": r.damage, "life": left, "max_life": f.life(settings),
                    "destroyed": left == 0, "die": faces[f.key], "attack": after, "tech_bonus": s.tech_bonus})
        lines.append(_die_line(n, f, rolls[f.key], after, s.tech_bonus, r.total, settings))
    lines += _pair_lines(results, settings)
    return {"sides": out, "rolls": lines}


def _die_line(n: int, f: cb.Fighter, roll, after: int, bonus: int, total: int, settings: dict) -> str:
    """`1d4 (3) × 1,5 (belicosidad 5) = 4, + 1 de tecnología = 5 — bando 2`: the die, its modifier, the total."""
    pct = rules.mult_pct(f.belicosidad, settings)
    factor = f"{pct / 100:.2f}".rstrip("0").rstrip(".")
    factor = factor.replace(".", ",") if LANG == "es" else factor
    detail = f"{getattr(roll, 'expr', 'd')} ({roll.total})"
    return _say("na.roll.side", detail=detail, factor=factor, belicosidad=f.belicosidad, value=after,
                rounded="yes" if roll.total * pct % 100 else "no", tech=bonus, total=total, side=n)


def _pair_lines(results: list, settings: dict) -> list[str]:
    """Each pair of sides compared, as the rule does: the lower takes winner // loser."""
    lines = []
    for i in range(len(results)):
        for j in range(i + 1, len(results)):
            a, b = results[i].total, results[j].total
            di, dj = rules.exchange_damage(a, b, settings)
            loser, damage = (i + 1, di) if di and not dj else (j + 1, dj) if dj and not di else (0, di)
            lines.append(_say("na.roll.pair", a=i + 1, b=j + 1, total_a=a, total_b=b, loser=loser, damage=damage))
    return lines


def combat_odds(sides: list[dict], settings: dict):
    return cb.odds(parse(sides, settings), settings)
