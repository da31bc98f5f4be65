"""`gm roll combat eraide`: one exchange, side 1 attacks, side 2 defends (--side keys: KEYS);
roll lines, detail, table (COLUMNS) and usage errors in the command's language.

--dice gives the attacker's d20 first, then the defender's.
"""
from __future__ import annotations

from fractions import Fraction

from gm.engine.events import PUBLIC
from gm.errors import UsageProblem
from gm.rulesets.base import side_int

from gm.text.i18n import say

from .combat import LETTERS, Attack, CombatNumbers, LetterTable, modifiers, odds, resolve
from .rules import D20, load_data

KEYS = {
    "ataque": "side 1: attack number (Ataque), e.g. ataque=6",  # literal: --help text (English, like the CLI)
    "dano": "side 1: damage number (Daño), e.g. dano=8",  # literal: --help text (English, like the CLI)
    "arma": "side 1: weapon letter A-E (the letter of Daño)",  # literal: --help text (English, like the CLI)
    "defensa": "side 2: defence number (Defensa)",  # literal: --help text (English, like the CLI)
    "armadura": "side 2: armour letter A-E (the letter of Defensa)",  # literal: --help text (English, like the CLI)
    "cobertura": "side 2, optional: 1 if the defender has cover (+2 defence)",  # literal: --help text (English, like the CLI)
    "elevado": "side 2, optional: 1 if the defender is above a melee attacker (-2 defence)",  # literal: --help text (English, like the CLI)
}
# the text table of `gm roll combat`: side key -> message of its header (gm.api.combat_table);
# the outcome is a word: message eraide.roll.col.outcome.<outcome>
COLUMNS = {"total": "roll.col.total", "damage": "roll.col.damage", "face": "eraide.roll.col.face",
           "outcome": "eraide.roll.col.outcome", "effective": "eraide.roll.col.effective"}
WORDS = ("outcome",)
PACKAGE = "gm.rulesets.eraide"
SIDE1 = {"ataque", "dano", "arma"}
SIDE2 = {"defensa", "armadura", "cobertura", "elevado"}


def _int(side: int, key: str, value: str, lo: int, hi: int) -> int:
    return side_int({key: value}, side, key, None, lo, hi)


def _letter(side: int, key: str, value: str, lang: str) -> str:
    v = value.strip().upper()
    if v not in LETTERS:
        raise UsageProblem(_usage(lang, "letter", side=side, name=key, value=value))
    return v


def parse(sides: list[dict[str, str]], lang: str = "es") -> Attack:
    if len(sides) != 2:
        raise UsageProblem(_usage(lang, "sides", found=len(sides)))
    s1, s2 = sides
    flags = {"cobertura", "elevado"}   # accepted on either side
    for n, side, allowed in ((1, s1, SIDE1 | flags), (2, s2, SIDE2)):
        extra = sorted(set(side) - allowed)
        if extra:
            raise UsageProblem(_usage(lang, "unknown_key", side=n, name=extra[0], expected=", ".join(sorted(allowed))))
    for n, side, need in ((1, s1, ("ataque", "dano", "arma")), (2, s2, ("defensa", "armadura"))):
        for k in need:
            if k not in side:
                raise UsageProblem(_usage(lang, "missing_key", side=n, name=k, expected=", ".join(need)))
    flags = {**s1, **s2}
    return Attack(
        attack=_int(1, "ataque", s1["ataque"], -20, 60),
        damage=_int(1, "dano", s1["dano"], 0, 99),
        weapon=_letter(1, "arma", s1["arma"], lang),
        defence=_int(2, "defensa", s2["defensa"], -20, 60),
        armour=_letter(2, "armadura", s2["armadura"], lang),
        cover=bool(_int(2, "cobertura", flags.get("cobertura", "0"), 0, 1)),
        elevated=bool(_int(2, "elevado", flags.get("elevado", "0"), 0, 1)),
    )


def _tables(ruleset):
    settings = ruleset.settings({})
    return D20.from_settings(settings), CombatNumbers.from_settings(settings), LetterTable.from_data(load_data("letters"))


def combat(ruleset, sides: list[dict[str, str]], dice, lang: str = "es") -> dict:
    a = parse(sides, lang)
    d20, nums, letters = _tables(ruleset)
    att_mod, def_mod, _ = modifiers(a, nums)
    ra = dice.roll("attack", "1d20" if att_mod == 0 else f"1d20{att_mod:+d}", say(lang, "eraide.roll.attack", PACKAGE),
                   audience=PUBLIC)
    rd = dice.roll("defence", "1d20" if def_mod == 0 else f"1d20{def_mod:+d}", say(lang, "eraide.roll.defence", PACKAGE),
                   audience=PUBLIC)
    res = resolve(a, ra.faces[0], rd.faces[0], d20, nums, letters)
    detail = say(lang, "eraide.roll.detail", PACKAGE, attack=_shown(ra, res.attack_total),
                 defence=_shown(rd, res.defence_total), outcome=res.outcome, damage=res.damage)
    return {"sides": [{"total": res.attack_total, "damage": 0, "face": res.attack_face, "outcome": res.outcome},
                      {"total": res.defence_total, "damage": res.damage, "face": res.defence_face,
                       "effective": res.effective}],
            "detail": detail,
            "rolls": [_line(ra, res.attack_total, lang), _line(rd, res.defence_total, lang)]}


def _usage(lang: str, message: str, /, **params) -> str:
    """A usage error, in the command's language."""
    return say(lang, f"eraide.roll.error.{message}", PACKAGE, **params)


def _shown(r, total: int) -> str:
    """The die and its modifier, then the total the rule uses ("1d20 (1) + 5 → 0" when a
    natural 1 counts as 0 whatever the modifier)."""
    return r.detail if total == r.total else f"{r.detail.rsplit(' = ', 1)[0]} → {total}"


def _line(r, total: int, lang: str) -> str:
    """The roll as `gm roll` prints it, with the total the rule uses."""
    if total == r.total:
        return f"{r.detail} — {r.why}"
    return f"{_shown(r, total)} — {say(lang, 'eraide.report.roll_natural', PACKAGE, why=r.why, total=total)}"


def combat_odds(ruleset, sides: list[dict[str, str]], lang: str = "es") -> list[tuple[tuple[int, ...], Fraction]]:
    a = parse(sides, lang)
    d20, nums, letters = _tables(ruleset)
    return odds(a, d20, nums, letters)
