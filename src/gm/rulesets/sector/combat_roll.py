"""`gm roll combat sector`: one exchange of ship combat from --side keys (KEYS), and its exact
odds; roll lines, table (COLUMNS) and usage errors in the command's language.

Side 1 attacks, side 2 defends. `--dice` gives the attacker's dice, then the defender's.
"""

from __future__ import annotations

from fractions import Fraction

from gm.engine.events import Audience
from gm.errors import UsageProblem
from gm.rulesets.base import side_int

from . import combat as cb  # the module, not the phase

_FLAGS = ("estacion", "camuflaje", "flota", "nebulosa")
PACKAGE = "gm.rulesets.sector"

KEYS = {  # the --side keys of `gm roll combat sector`, with their help
    "naves": "ships on this side (1-99)",  # literal: --help text (English, like the CLI)
    "armamento": "ARMAMENTO tech level of the ships (0-10; level 0 rolls at -1)",  # literal: --help text (English, like the CLI)
    "estacion": "1: this side is a station (rolls 3 dice, needs 3 defeats)",  # literal: --help text (English, like the CLI)
    "camuflaje": "1 on side 1: cloaked first strike (one extra die, drop the lowest)",  # literal: --help text (English, like the CLI)
    "flota": "1: a fleet of 3 (+1 to every die)",  # literal: --help text (English, like the CLI)
    "nebulosa": "1 on either side: the fight is inside a nebula (no modifiers at all)",  # literal: --help text (English, like the CLI)
    "bono": "extra modifier per die (advantages)",  # literal: --help text (English, like the CLI)
}
ALIASES = {"bonus": "bono"}  # the key's English name reads too
# the text table of `gm roll combat`: side key -> message of its header (gm.api.combat_table)
COLUMNS = {"total": "roll.col.total", "damage": "roll.col.damage", "dice": "sector.roll.col.dice",
           "kept": "sector.roll.col.kept", "modifiers": "sector.roll.col.modifiers"}
SIGNED = ("modifiers",)  # a modifier reads with its sign (+1, -1, 0), as the roll lines' «6+1=7»


def _usage(lang: str, message: str, /, **params) -> str:
    """A usage error, in the command's language."""
    from gm.text.i18n import say

    return say(lang, f"sector.usage.{message}", PACKAGE, **params)


def _int(side: dict, key: str, n: int, lo: int, hi: int, default: int) -> int:
    return side_int(side, n, key, default, lo, hi)


def parse(sides: list[dict], cfg: dict, lang: str = "es") -> tuple[cb.Side, cb.Side, bool]:
    if len(sides) != 2:
        raise UsageProblem(_usage(lang, "sides", found=len(sides)))
    out = []
    nebula = False
    for n, given in enumerate(sides, start=1):
        side = {ALIASES.get(k.lower(), k.lower()): v for k, v in given.items()}
        unknown = sorted(set(side) - set(KEYS))
        if unknown:
            raise UsageProblem(_usage(lang, "unknown_key", side=n, name=unknown[0], expected=", ".join(KEYS)))
        station = _int(side, "estacion", n, 0, 1, 0) == 1
        ships = _int(side, "naves", n, 0 if station else 1, 99, 0 if station else 1)
        arm = _int(side, "armamento", n, 0, 10, 0)
        flags = {k: _int(side, k, n, 0, 1, 0) == 1 for k in _FLAGS}
        if flags["camuflaje"] and n == 2:
            raise UsageProblem(_usage(lang, "cloak_side"))
        nebula = nebula or flags["nebulosa"]
        units = [cb.Unit(f"nave-{i}", "ship", arm, 1) for i in range(1, ships + 1)]
        if station:
            units.append(cb.Unit("estacion", "station", arm, int(cfg["combat"]["station_hits"])))
        out.append(cb.Side(f"lado-{n}", units, fleet=flags["flota"], cloaked=flags["camuflaje"],
                           bonus=_int(side, "bono", n, -10, 10, 0)))
    return out[0], out[1], nebula


def _lines(rolled, scored, ex: cb.Exchange, lang: str) -> list[str]:
    """The roll lines, die by die as the rule compares them: each side's faces and its kept
    dice with their modifiers ("6+1=7"), then each pair, highest against highest, and who
    wins it (ties go to the defender)."""
    from gm.text.i18n import say

    out = []
    for side, r, sc in (("attacker", rolled[0], scored[0]), ("defender", rolled[1], scored[1])):
        dice = ", ".join(cb.die_text(f, m) for _t, f, m, _o in sc)
        out.append(say(lang, "sector.roll.side", PACKAGE, side=side, expr=r.expr,
                       faces=", ".join(map(str, r.faces)), dice=dice))
    for n, (a, d, w) in enumerate(ex.pairs, start=1):
        key = "sector.roll.tie" if a == d else f"sector.roll.{w}"
        out.append(say(lang, key, PACKAGE, n=n, att=a, dfn=d))
    return out


def combat_exchange(sides, dice, cfg: dict, lang: str = "es") -> dict:
    from gm.text.i18n import say

    att, dfn, nebula = parse(sides, cfg, lang)
    pa = cb.plan(att, "attacker", cfg, nebula=nebula, first=True)
    pd = cb.plan(dfn, "defender", cfg, nebula=nebula, first=True)
    result = []
    rolled = []
    for label, p in (("attacker", pa), ("defender", pd)):
        n = p.count + p.extra
        expr = f"{n}d6kh{p.count}" if p.extra else f"{n}d6"
        why = say(lang, "sector.roll.why", PACKAGE, side=label, count=p.count)
        rolled.append(dice.roll(label, expr, why, audience=Audience.public()))
    sa = cb.scored(pa, sorted(rolled[0].kept or rolled[0].faces, reverse=True)[:pa.count])
    sd = cb.scored(pd, sorted(rolled[1].kept or rolled[1].faces, reverse=True)[:pd.count])
    ex = cb.compare([(t, o) for t, _f, _m, o in sa], [(t, o) for t, _f, _m, o in sd])
    for sc, losses, r in ((sa, ex.attacker_losses, rolled[0]), (sd, ex.defender_losses, rolled[1])):
        result.append({"total": sum(t for t, *_ in sc), "damage": len(losses), "dice": list(r.faces),
                       "kept": [t for t, *_ in sc], "modifiers": [m for _t, _f, m, _o in sc]})
    return {"sides": result, "rolls": _lines(rolled, (sa, sd), ex, lang),
            "pairs": [{"attacker": a, "defender": d, "winner": w} for a, d, w in ex.pairs]}


def combat_odds(sides, cfg: dict, lang: str = "es") -> list[tuple[tuple[int, ...], Fraction]]:
    att, dfn, nebula = parse(sides, cfg, lang)
    pa = cb.plan(att, "attacker", cfg, nebula=nebula, first=True)
    pd = cb.plan(dfn, "defender", cfg, nebula=nebula, first=True)
    return [(k, p) for k, p in cb.odds(pa, pd)]
