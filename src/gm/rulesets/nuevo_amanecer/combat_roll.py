"""`gm roll combat nuevo-amanecer` / `--odds`: one exchange between single units given by
--side keys (KEYS); its roll lines, table (COLUMNS) and usage errors in the command's language."""

from __future__ import annotations

from gm.engine.events import Audience
from gm.errors import UsageProblem
from gm.text.i18n import say
from gm.rulesets.base import side_int
from gm.rulesets.nuevo_amanecer import combat as cb
from gm.rulesets.nuevo_amanecer import reports, rules

KEYS = {  # Spanish, as the rule document and the other rulesets' keys (ALIASES: the English ones read too)
    "tipo": "ejercito or ciudad (default ejercito)",  # literal: --help text (English, like the CLI)
    "nivel": "1-5 (default 1)",
    "belicosidad": "1-5 (default 3)",
    "resistencia": "1-5 (default 3)",
    "inteligencia": "1-5 (default 3)",
    "tecnologia": "number of technological advances (default 0); tech bonus = tecnologia/3 x inteligencia",  # literal: --help text (English, like the CLI)
    "dano": "damage already taken (default 0)",  # literal: --help text (English, like the CLI)
}
ALIASES = {"kind": "tipo", "level": "nivel", "tech": "tecnologia", "tecnología": "tecnologia", "damage": "dano", "daño": "dano"}
KINDS = {"ejercito": "army", "ejército": "army", "army": "army", "ciudad": "city", "city": "city"}  # tipo= -> the fighter's kind
# the text table of `gm roll combat`: side key -> message of its header (gm.api.combat_table)
COLUMNS = {"total": "roll.col.total", "damage": "roll.col.damage", "die": "na.roll.col.die", "attack": "na.roll.col.attack",
           "tech_bonus": "na.roll.col.tech_bonus", "life": "na.roll.col.life", "max_life": "na.roll.col.max_life",
           "destroyed": "na.roll.col.destroyed"}


def parse(sides: list[dict], settings: dict, lang: str = "es") -> list[cb.Side]:
    out = []
    for n, given in enumerate(sides, start=1):
        side = {ALIASES.get(k.lower(), k.lower()): v for k, v in given.items()}
        unknown = sorted(set(side) - set(KEYS))
        if unknown:
            raise UsageProblem(say(lang, "na.roll.error.unknown_key", PACKAGE, side=n, name=unknown[0], expected=", ".join(KEYS)))
        kind = KINDS.get(str(side.get("tipo", "ejercito")).strip().lower())
        if kind is None:
            raise UsageProblem(say(lang, "na.roll.error.kind", PACKAGE, side=n, found=side["tipo"]))
        level = side_int(side, n, "nivel", 1, 1, 5)
        f = cb.Fighter(key=f"side{n}", faction=f"side{n}", kind=kind, level=level,
                           belicosidad=side_int(side, n, "belicosidad", 3, 1, 5), resistencia=side_int(side, n, "resistencia", 3, 1, 5),
                           damage=side_int(side, n, "dano", 0, 0, 100), label=str(n))
        bonus = rules.tech_bonus(side_int(side, n, "tecnologia", 0, 0, 1000), side_int(side, n, "inteligencia", 3, 1, 5), settings)
        out.append(cb.Side((f.faction,), [f], bonus))
    return out


PACKAGE = "gm.rulesets.nuevo_amanecer"


def combat(sides: list[dict], dice, settings: dict, lang: str = "es") -> dict:
    """--dice gives each side's attack die, in side order. The roll lines show each die
    with its belicosidad multiplier and the side's tech bonus, then each pair compared."""
    parsed = parse(sides, settings, lang)
    faces, rolls = {}, {}
    for n, s in enumerate(parsed, start=1):
        f = s.fighters[0]
        r = dice.roll(f.key, rules.attack_die(f.kind, f.level, settings), say(lang, "na.roll.attack", PACKAGE, side=n),
                      audience=Audience.public())
        faces[f.key], rolls[f.key] = r.total, r
    results = cb.resolve(parsed, faces, settings)
    out, lines = [], []
    for n, (s, r) in enumerate(zip(parsed, results), start=1):
        f = s.fighters[0]
        left = max(0, f.remaining(settings) - r.damage)
        after = r.parts[0][3]
        out.append({"total": r.total, "damage": r.damage, "life": left, "max_life": f.life(settings),
                    "destroyed": left == 0, "die": faces[f.key], "attack": after, "tech_bonus": s.tech_bonus})
        lines.append(_die_line(n, f, rolls[f.key], after, s.tech_bonus, r.total, settings, lang))
    lines += _pair_lines(results, settings, lang)
    return {"sides": out, "rolls": lines}


def _die_line(n: int, f: cb.Fighter, roll, after: int, bonus: int, total: int, settings: dict, lang: str) -> str:
    """`1d4 (3) × 1,5 (belicosidad 5) = 4, + 1 de tecnología = 5 — bando 2`: the die, its modifier, the total."""
    pct = rules.mult_pct(f.belicosidad, settings)
    factor = reports.factor(pct, lang)
    detail = f"{getattr(roll, 'expr', 'd')} ({roll.total})"
    return say(lang, "na.roll.side", PACKAGE, detail=detail, factor=factor, belicosidad=f.belicosidad, value=after,
                rounded="yes" if roll.total * pct % 100 else "no", tech=bonus, total=total, side=n)


def _pair_lines(results: list, settings: dict, lang: str) -> list[str]:
    """Each pair of sides compared, as the rule does: the lower takes winner // loser."""
    lines = []
    for i in range(len(results)):
        for j in range(i + 1, len(results)):
            a, b = results[i].total, results[j].total
            di, dj = rules.exchange_damage(a, b, settings)
            loser, damage = (i + 1, di) if di and not dj else (j + 1, dj) if dj and not di else (0, di)
            lines.append(say(lang, "na.roll.pair", PACKAGE, a=i + 1, b=j + 1, total_a=a, total_b=b, loser=loser, damage=damage))
    return lines


def combat_odds(sides: list[dict], settings: dict, lang: str = "es"):
    return cb.odds(parse(sides, settings, lang), settings)
