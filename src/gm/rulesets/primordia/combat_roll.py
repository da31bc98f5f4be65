"""`gm roll combat primordia` and `gm odds primordia`: one exchange of section 4.4 from
--side keys (KEYS: attributes, or unit types summed as an army), and its exact odds; roll
lines, table (COLUMNS) and usage errors in the command's language."""

from __future__ import annotations

import re
from dataclasses import replace
from fractions import Fraction
from itertools import product

from gm.engine.events import Audience
from gm.errors import UsageProblem

from .combat import CombatConfig, Side, army_side, exchange, modifiers, needs_initiative, settle



PACKAGE = "gm.rulesets.primordia"

# What `gm roll combat primordia --side k=v,...` accepts.
KEYS: dict[str, str] = {
    "nombre": "label for the side",  # literal: --help text (English, like the CLI)
    "ataque": "Ataque attribute (army: the sum)",  # literal: --help text (English, like the CLI)
    "defensa": "Defensa attribute (army: the sum)",  # literal: --help text (English, like the CLI)
    "iniciativa": "Iniciativa attribute (army: the best)",  # literal: --help text (English, like the CLI)
    "vida": "current Vida (army: the sum); 0 = unknown, no kill check",  # literal: --help text (English, like the CLI)
    "carga": "1 = a cavalry unit charged (moved this turn): +1 Ataque",  # literal: --help text (English, like the CLI)
    "pesada": "1 = the charging cavalry is heavy: +1 more Ataque when charging",  # literal: --help text (English, like the CLI)
    "atrincherado": "1 = entrenched: +1 Defensa",  # literal: --help text (English, like the CLI)
    "proyectiles": "1 = has projectile infantry (-1 Defensa against cavalry)",  # literal: --help text (English, like the CLI)
    "sin_mover": "1 = the projectile infantry did not move: +1 Ataque",  # literal: --help text (English, like the CLI)
    "anticaballeria": "N = anti-cavalry units: cancel the charge bonus of N enemy cavalry units",  # literal: --help text (English, like the CLI)
    "caballeria": "1 = the side is cavalry (projectile infantry facing it loses 1 Defensa)",  # literal: --help text (English, like the CLI)
    "inf_pesada": "1 = has heavy infantry: +1 Defensa against projectile infantry",  # literal: --help text (English, like the CLI)
    "desmoralizadas": "N = demoralised units: -N Ataque and -N Defensa",  # literal: --help text (English, like the CLI)
    "huida_fallida": "1 = the OTHER side failed to flee: this side gets +2 Ataque",  # literal: --help text (English, like the CLI)
    "bono_ataque": "extra Ataque (spells, GM)",  # literal: --help text (English, like the CLI)
    "bono_defensa": "extra Defensa (a settlement's defence bonus, spells)",  # literal: --help text (English, like the CLI)
    "tipo": "the side's unit type(s), joined by + (initiative is rolled when the sides' types differ)",  # literal: --help text (English, like the CLI)
    "unidades": "the side as a list of unit types of data/units.toml joined by + (type*N for N alike): stats "
                "summed as an army, every special applied; then ataque, defensa, iniciativa and the unit flags come from the units",  # literal: --help text (English, like the CLI)
    "movio": "1 = with unidades: the units moved this turn (cavalry charges, projectile infantry loses its bonus)",  # literal: --help text (English, like the CLI)
}
# the text table of `gm roll combat`: side key -> message of its header (gm.api.combat_table);
# the result is a word: message pr.roll.col.result.<result>
COLUMNS = {"name": "pr.roll.col.name", "damage": "roll.col.damage", "ataque": "pr.roll.col.ataque",
           "defensa": "pr.roll.col.defensa", "iniciativa": "pr.roll.col.iniciativa", "first": "pr.roll.col.first",
           "result": "pr.roll.col.result"}
WORDS = ("result",)

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

    def __init__(self, message: str, /, **params):  # positional-only: a message may read a variable `key`
        super().__init__(message)
        self.message, self.params = message, params

    def text(self, lang: str) -> str:
        from gm.text.i18n import say

        return say(lang, f"pr.side_error.{self.message}", PACKAGE, **self.params)


def _int(side: dict, key: str, lo: int = -99, hi: int = 999) -> int:
    raw = side.get(key, "0")
    try:
        value = int(str(raw).strip())
    except ValueError:
        raise CombatKeyError("whole", key=key, raw=str(raw)) from None
    if not lo <= value <= hi:
        raise CombatKeyError("range", key=key, raw=str(raw), lo=lo, hi=hi)
    return value


def side_from_keys(side: dict[str, str], index: int, units: dict | None = None, cfg: CombatConfig | None = None,
                   lang: str = "es") -> Side:
    from gm.text.i18n import say

    unknown = sorted(set(side) - set(KEYS))
    if unknown:
        raise CombatKeyError("unknown_keys", keys=", ".join(unknown), known=", ".join(KEYS))
    name = str(side.get("nombre") or say(lang, "pr.roll.side_name", PACKAGE, n=index + 1))  # "bando 1" unless named
    if "unidades" in side:
        return _units_side(side, name, units or {}, cfg or CombatConfig())
    if "movio" in side:
        raise CombatKeyError("moved_alone")
    flags = {k: _int(side, k, 0, 1) for k in _FLAG_KEYS}
    charge = (1 + flags["pesada"]) if flags["carga"] else 0
    return Side(
        name=name,
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


def _folded(word: str) -> str:
    """A unit type as a GM may type it: case, accents, spaces and dashes aside."""
    import unicodedata

    bare = "".join(c for c in unicodedata.normalize("NFKD", word.strip().casefold()) if not unicodedata.combining(c))
    return re.sub(r"[\s_-]+", "_", bare)


def _unit_type(word: str, units: dict) -> str | None:
    """The type a word names: its id (infanteria_ligera) or its name as the reports write it
    («Infantería ligera», «exploradores»)."""
    if word in units:
        return word
    folded = _folded(word)
    names = {k: str(v.get("name", k)) for k, v in units.items()}  # «Ariete (asedio de unión)» reads «ariete» too
    return next((k for k, n in names.items() if folded in (_folded(k), _folded(n), _folded(re.sub(r"\s*\(.*\)$", "", n)))), None)


def _unit_list(raw: str, units: dict) -> list[str]:
    """'caballeria_ligera+infantería ligera*2' -> three unit types."""
    out: list[str] = []
    for part in filter(None, (p.strip() for p in raw.split("+"))):
        word, _, times = part.partition("*")
        name = _unit_type(word, units)
        if name is None:
            raise CombatKeyError("unit_type", found=word.strip(), known=", ".join(sorted(str(v.get("name", k)) for k, v in units.items())))
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


def _units_side(side: dict[str, str], name: str, units: dict, cfg: CombatConfig) -> Side:
    """A side as an army of unit types: the table's stats summed and every special rule
    applied as in a turn (charges per cavalry unit, initiative by type)."""
    clash = [k for k in _FROM_UNITS if k in side]
    if clash:
        raise CombatKeyError("from_units", keys=", ".join(clash))
    moved = bool(_int(side, "movio", 0, 1))
    members = [{"ataque": units[t]["ataque"], "defensa": units[t]["defensa"], "iniciativa": units[t]["iniciativa"],
                "vida": units[t]["vida"], "class": units[t]["class"], "type": t, "specials": units[t].get("specials", []),
                "moved": moved, "demoralised": False} for t in _unit_list(str(side["unidades"]), units)]
    army = army_side(name, members, cfg,
                     entrenched=bool(_int(side, "atrincherado", 0, 1)), flee_bonus=bool(_int(side, "huida_fallida", 0, 1)),
                     bonus_attack=_int(side, "bono_ataque"), bonus_defense=_int(side, "bono_defensa"))
    life = _int(side, "vida", 0, 9999) if "vida" in side else army.vida
    return replace(army, vida=life, demoralised=_int(side, "desmoralizadas", 0, 99))


def sides_from_keys(sides: list[dict], settings: dict, units: dict, lang: str = "es") -> list[Side]:
    """Both sides, or a UsageProblem in `lang`."""
    from gm.text.i18n import say

    if len(sides) != 2:
        raise UsageProblem(say(lang, "pr.side_error.count", PACKAGE, count=len(sides)))
    cfg = CombatConfig.from_settings(settings)
    out = []
    for i, s in enumerate(sides):
        try:
            out.append(side_from_keys(s, i, units, cfg, lang))
        except CombatKeyError as exc:  # which --side, as the other rulesets say
            raise UsageProblem(say(lang, "pr.roll.error.side", PACKAGE, n=i + 1, problem=exc.text(lang))) from None
    return out


def combat_exchange(sides: list[dict], dice, settings: dict, units: dict, lang: str = "es") -> dict:
    """One exchange rolled on the public dice (`gm roll`: nothing hidden): machine values per
    side (COLUMNS shows them), the rolls worded in `lang`."""

    a, b = sides_from_keys(sides, settings, units, lang)
    ex = exchange(a, b, lambda k, e, w, _side: dice.roll(k, e, w, audience=Audience.public()), CombatConfig.from_settings(settings),
                  label=lambda kind, who, parts: _label(lang, kind, who, parts))
    winner = ex.winner
    out = []
    for i, s in enumerate((a, b)):
        result = "draw" if winner is None else ("wins" if winner == i else "loses")  # a word: pr.roll.col.result.<result>
        out.append({"name": s.name, "total": ex.attack[i], "ataque": ex.attack[i], "defensa": ex.defense[i],
                    "iniciativa": None if ex.initiative is None else ex.initiative[i], "damage": ex.damage[i],
                    "result": result, "first": None if ex.first is None else ex.first == i})
    return {"sides": out, "winner": None if winner is None else ex.sides[winner].name,
            "first": None if ex.first is None else ex.sides[ex.first].name}


def _label(lang: str, kind: str, who: str, parts: tuple) -> str:
    from gm.text.i18n import say

    words = [say(lang, f"pr.mod.{name}", PACKAGE, value=str(v) if i == 0 else f"{v:+d}") for i, (name, v) in enumerate(parts)]
    return say(lang, f"pr.why.{kind}", PACKAGE, side=who, parts=", ".join(words))



def combat_odds(sides: list[dict], settings: dict, units: dict, lang: str = "es") -> list[tuple[tuple[int, int], Fraction]]:
    a, b = sides_from_keys(sides, settings, units, lang)
    return odds(a, b, CombatConfig.from_settings(settings))
