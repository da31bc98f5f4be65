"""`gm roll combat primordia` and `gm odds primordia`: one exchange of section 4.4 from
--side keys (attributes, or unit types summed as an army), and its exact odds."""

from __future__ import annotations

import re
from dataclasses import replace
from fractions import Fraction
from itertools import product

from gm.engine.events import Audience
from gm.errors import UsageProblem

from .combat_keys import COMBAT_KEYS
from .combat import CombatConfig, Side, army_side, exchange, modifiers, needs_initiative, settle



PACKAGE = "gm.rulesets.primordia"

# With `unidades` these come from the units themselves.
_FROM_UNITS = ("ataque", "defensa", "iniciativa", "carga", "pesada", "proyectiles", "sin_mover", "anticaballeria",
               "caballeria", "inf_pesada", "tipo")


_UNITS_CAP = 50


_FLAG_KEYS = ("carga", "pesada", "atrincherado", "proyectiles", "sin_mover", "caballeria", "inf_pesada", "huida_fallida")


# -- dice distributions for exact odds ------------------------------------------------
_DIE = re.compile(r"^\s*(\d*)d(\d+)\s*$")


def die_distribution(die: str) -> dict[int, Fraction]:
    m = _DIE.match(die)
    if not m:
        raise ValueError(f"combat die must look like 1d6 or 2d6, not {die!r}")
    n, sides = int(m.group(1) or 1), int(m.group(2))
    dist = {0: Fraction(1)}
    for _ in range(n):
        nxt: dict[int, Fraction] = {}
        for total, p in dist.items():
            for face in range(1, sides + 1):
                nxt[total + face] = nxt.get(total + face, Fraction(0)) + p / sides
        dist = nxt
    return dist


def odds(a: Side, b: Side, cfg: CombatConfig) -> list[tuple[tuple[int, int], Fraction]]:
    """Exact distribution of (damage to A, damage to B)."""
    dist = sorted(die_distribution(cfg.die).items())
    ma, mb = modifiers(a, b, cfg), modifiers(b, a, cfg)
    out: dict[tuple[int, int], Fraction] = {}
    for (aa, pa), (ad, pd), (ba, pb), (bd, pe) in product(dist, repeat=4):
        p = pa * pd * pb * pe
        att = (ma.attack + aa, mb.attack + ba)
        dfn = (ma.defense + ad, mb.defense + bd)
        if needs_initiative(a, b, att, dfn):
            for (ia, qa), (ib, qb) in product(dist, repeat=2):
                dmg, _ = settle(att, dfn, (a.vida, b.vida), (a.iniciativa + ia, b.iniciativa + ib))
                out[dmg] = out.get(dmg, Fraction(0)) + p * qa * qb
        else:
            dmg, _ = settle(att, dfn, (a.vida, b.vida), None)
            out[dmg] = out.get(dmg, Fraction(0)) + p
    return sorted(out.items())


# -- `gm roll combat` keys -> Side ----------------------------------------------------------
class CombatKeyError(ValueError):
    """A --side key the exchange cannot use: the catalog message pr.side_error.<key>."""

    def __init__(self, key: str, **params):
        super().__init__(key)
        self.key, self.params = key, params

    def text(self, lang: str) -> str:
        from gm.reports.i18n import say

        return say(lang, f"pr.side_error.{self.key}", PACKAGE, **self.params)


def _int(side: dict, key: str, lo: int = -99, hi: int = 999) -> int:
    raw = side.get(key, "0")
    try:
        value = int(str(raw).strip())
    except ValueError:
        raise CombatKeyError("whole", key=key, raw=str(raw)) from None
    if not lo <= value <= hi:
        raise CombatKeyError("range", key=key, raw=str(raw), lo=lo, hi=hi)
    return value


def side_from_keys(side: dict[str, str], index: int, units: dict | None = None, cfg: CombatConfig | None = None) -> Side:
    unknown = sorted(set(side) - set(COMBAT_KEYS))
    if unknown:
        raise CombatKeyError("unknown_keys", keys=", ".join(unknown), known=", ".join(COMBAT_KEYS))
    if "unidades" in side:
        return _units_side(side, index, units or {}, cfg or CombatConfig())
    if "movio" in side:
        raise CombatKeyError("moved_alone")
    flags = {k: _int(side, k, 0, 1) for k in _FLAG_KEYS}
    charge = (1 + flags["pesada"]) if flags["carga"] else 0
    return Side(
        name=str(side.get("nombre", f"side{index + 1}")),
        ataque=_int(side, "ataque"),
        defensa=_int(side, "defensa"),
        iniciativa=_int(side, "iniciativa"),
        vida=_int(side, "vida", 0, 9999),
        charges=(charge,) if charge else (),
        cavalry=bool(flags["caballeria"] or flags["carga"] or flags["pesada"]),
        anticavalry=_int(side, "anticaballeria", 0, 99),
        projectiles=bool(flags["proyectiles"]),
        still=bool(flags["sin_mover"]),
        heavy_infantry=bool(flags["inf_pesada"]),
        entrenched=bool(flags["atrincherado"]),
        demoralised=_int(side, "desmoralizadas", 0, 99),
        flee_bonus=bool(flags["huida_fallida"]),
        bonus_attack=_int(side, "bono_ataque"),
        bonus_defense=_int(side, "bono_defensa"),
        types=frozenset(t for t in str(side.get("tipo", "")).split("+") if t.strip()),
    )


def _unit_list(raw: str, units: dict) -> list[str]:
    """'caballeria_ligera+infanteria_ligera*2' -> three unit types."""
    out: list[str] = []
    for part in filter(None, (p.strip() for p in raw.split("+"))):
        name, _, times = part.partition("*")
        if name not in units:
            raise CombatKeyError("unit_type", found=name, known=", ".join(sorted(units)))
        try:
            n = int(times) if times else 1
        except ValueError:
            raise CombatKeyError("unit_count", found=part) from None
        if not 1 <= n <= _UNITS_CAP or len(out) + n > _UNITS_CAP:
            raise CombatKeyError("too_many", found=part, most=_UNITS_CAP)
        out += [name] * n
    if not out:
        raise CombatKeyError("no_units")
    return out


def _units_side(side: dict[str, str], index: int, units: dict, cfg: CombatConfig) -> Side:
    """A side as an army of unit types: the table's stats summed and every special rule
    applied as in a turn (charges per cavalry unit, initiative by type)."""
    clash = [k for k in _FROM_UNITS if k in side]
    if clash:
        raise CombatKeyError("from_units", keys=", ".join(clash))
    moved = bool(_int(side, "movio", 0, 1))
    members = [{"ataque": units[t]["ataque"], "defensa": units[t]["defensa"], "iniciativa": units[t]["iniciativa"],
                "vida": units[t]["vida"], "class": units[t]["class"], "type": t, "specials": units[t].get("specials", []),
                "moved": moved, "demoralised": False} for t in _unit_list(str(side["unidades"]), units)]
    army = army_side(str(side.get("nombre", f"side{index + 1}")), members, cfg,
                     entrenched=bool(_int(side, "atrincherado", 0, 1)), flee_bonus=bool(_int(side, "huida_fallida", 0, 1)),
                     bonus_attack=_int(side, "bono_ataque"), bonus_defense=_int(side, "bono_defensa"))
    life = _int(side, "vida", 0, 9999) if "vida" in side else army.vida
    return replace(army, vida=life, demoralised=_int(side, "desmoralizadas", 0, 99))


def sides_from_keys(sides: list[dict], settings: dict, units: dict, lang: str = "es") -> list[Side]:
    """Both sides, or a UsageProblem in `lang` (the command gives none yet: Spanish)."""
    from gm.reports.i18n import say

    if len(sides) != 2:
        raise UsageProblem(say(lang, "pr.side_error.count", PACKAGE, count=len(sides)))
    cfg = CombatConfig.from_settings(settings)
    try:
        return [side_from_keys(s, i, units, cfg) for i, s in enumerate(sides)]
    except CombatKeyError as exc:
        raise UsageProblem(exc.text(lang)) from None


def combat_exchange(sides: list[dict], dice, settings: dict, units: dict, lang: str = "es") -> dict:
    """One exchange rolled on the public dice (`gm roll`: nothing hidden), as the CLI's table;
    the rolls worded in `lang` (the API gives no language yet: Spanish, the game's)."""

    a, b = sides_from_keys(sides, settings, units, lang)
    ex = exchange(a, b, lambda k, e, w, _side: dice.roll(k, e, w, audience=Audience.public()), CombatConfig.from_settings(settings),
                  label=lambda kind, who, parts: _label(lang, kind, who, parts))
    winner = ex.winner
    out = []
    for i, s in enumerate((a, b)):
        result = "draw" if winner is None else ("wins" if winner == i else "loses")  # the text table's verdict
        out.append({"name": s.name, "total": ex.attack[i], "ataque": ex.attack[i], "defensa": ex.defense[i],
                    "iniciativa": None if ex.initiative is None else ex.initiative[i], "damage": ex.damage[i],
                    "result": result, "first": "-" if ex.first is None else ("yes" if ex.first == i else "no")})
    return {"sides": out, "winner": None if winner is None else ex.sides[winner].name,
            "first": None if ex.first is None else ex.sides[ex.first].name}


def _label(lang: str, kind: str, who: str, parts: tuple) -> str:
    from gm.reports.i18n import say

    words = [say(lang, f"pr.mod.{name}", PACKAGE, value=str(v) if i == 0 else f"{v:+d}") for i, (name, v) in enumerate(parts)]
    return say(lang, f"pr.why.{kind}", PACKAGE, side=who, parts=", ".join(words))



def combat_odds(sides: list[dict], settings: dict, units: dict) -> list[tuple[tuple[int, int], Fraction]]:
    a, b = sides_from_keys(sides, settings, units)
    return odds(a, b, CombatConfig.from_settings(settings))
