"""The keys `gm roll combat primordia --side k=v,...` accepts, with their help."""
# literal-module: the help of gm roll combat's --side keys (the tool's documentation, in English like the README)

from __future__ import annotations

# What `gm roll combat primordia --side k=v,...` accepts.
COMBAT_KEYS: dict[str, str] = {
    "nombre": "label for the side",
    "ataque": "Ataque attribute (army: the sum)",
    "defensa": "Defensa attribute (army: the sum)",
    "iniciativa": "Iniciativa attribute (army: the best)",
    "vida": "current Vida (army: the sum); 0 = unknown, no kill check",
    "carga": "1 = a cavalry unit charged (moved this turn): +1 Ataque",
    "pesada": "1 = the charging cavalry is heavy: +1 more Ataque when charging",
    "atrincherado": "1 = entrenched: +1 Defensa",
    "proyectiles": "1 = has projectile infantry (-1 Defensa against cavalry)",
    "sin_mover": "1 = the projectile infantry did not move: +1 Ataque",
    "anticaballeria": "N = anti-cavalry units: cancel the charge bonus of N enemy cavalry units",
    "caballeria": "1 = the side is cavalry (projectile infantry facing it loses 1 Defensa)",
    "inf_pesada": "1 = has heavy infantry: +1 Defensa against projectile infantry",
    "desmoralizadas": "N = demoralised units: -N Ataque and -N Defensa",
    "huida_fallida": "1 = the OTHER side failed to flee: this side gets +2 Ataque",
    "bono_ataque": "extra Ataque (spells, GM)",
    "bono_defensa": "extra Defensa (a settlement's defence bonus, spells)",
    "tipo": "the side's unit type(s), joined by + (initiative is rolled when the sides' types differ)",
    "unidades": "the side as a list of unit types of data/units.toml joined by + (type*N for N alike): stats "
                "summed as an army, every special applied; then ataque, defensa, iniciativa and the unit flags come from the units",
    "movio": "1 = with unidades: the units moved this turn (cavalry charges, projectile infantry loses its bonus)",
}
