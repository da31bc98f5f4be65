"""The document's worked cases (section 4.4) and the combat helpers."""

from fractions import Fraction

from gm.rulesets.primordia.combat import CombatConfig, Side, army_side, exchange, flee_succeeds, modifiers, spread_damage
from gm.rulesets.primordia.combat_roll import odds, side_from_keys

CFG = CombatConfig()


class Faces:
    """Forced dice: each roll takes the next face and adds the expression's modifier."""

    def __init__(self, faces):
        self.faces = list(faces)
        self.log = []

    def __call__(self, key, expr, why, side=0):
        face = self.faces.pop(0)
        mod = int(expr[3:]) if len(expr) > 3 else 0
        roll = type("R", (), {"total": face + mod, "detail": f"{expr} ({face})", "why": why})()
        self.log.append(roll)
        return roll


def test_case_1_light_infantry():
    # Same attributes; Tuarian end at Ataque 9 / Defensa 10, Marmóreos at 4 / 8.
    tuarian = side_from_keys({"ataque": "3", "defensa": "4", "vida": "10"}, 0)
    marm = side_from_keys({"ataque": "3", "defensa": "4", "vida": "10"}, 1)
    ex = exchange(tuarian, marm, Faces([6, 6, 1, 4]), CFG)
    assert ex.attack == (9, 4) and ex.defense == (10, 8)
    assert ex.damage == (0, 1)  # Marmóreos lose 1, Tuarian unhurt
    assert ex.winner == 0
    # The retreat: Marmóreos 5 against the Tuarian 4 on Iniciativa.
    assert flee_succeeds(5, 4) and not flee_succeeds(4, 4)


def test_case_2_heavy_cavalry_against_entrenched_projectiles():
    shellians = side_from_keys({"ataque": "1", "defensa": "2", "iniciativa": "5", "vida": "15", "proyectiles": "1", "sin_mover": "1", "atrincherado": "1"}, 0)
    ullux = side_from_keys({"ataque": "3", "defensa": "2", "iniciativa": "3", "vida": "20", "carga": "1", "pesada": "1"}, 1)
    m = modifiers(ullux, shellians, CFG)
    assert m.attack == 5  # "sumar +2 a su Ataque"
    ex = exchange(shellians, ullux, Faces([6, 6, 5, 2]), CFG)
    assert ex.attack == (8, 10) and ex.defense == (8, 4)
    assert ex.damage == (2, 4)
    assert ex.winner == 0  # the Shellians win by taking off more life
    assert (15 - ex.damage[0], 20 - ex.damage[1]) == (13, 16)


def test_case_3_ships_armies_and_demoralisation():
    ship = {"ataque": 3, "defensa": 3, "iniciativa": 3, "vida": 10, "class": "naval", "type": "nave_ligera", "specials": []}
    army = army_side("shellians", [dict(ship, id="a"), dict(ship, id="b")], CFG)
    assert (army.ataque, army.defensa, army.vida) == (6, 6, 20)
    # the owner spreads 5 damage; after 2 and 3 each ship sits at 5/10 = 50%
    assert spread_damage([("a", 8), ("b", 8)], 6, ["a", "b"]) == {"a": 6, "b": 0}
    assert sorted(spread_damage([("a", 10), ("b", 10)], 5).values()) == [2, 3]
    demoralised = army_side("x", [dict(ship, id="a", demoralised=True), dict(ship, id="b")], CFG)
    m = modifiers(demoralised, army, CFG)
    assert (m.attack, m.defense) == (5, 5)  # one penalty, not two


def test_case_4_mixed_armies():
    li = {"ataque": 2, "defensa": 1, "iniciativa": 2, "class": "infanteria", "type": "infanteria_ligera", "specials": []}
    tuarian = army_side("tuarian", [
        dict(li, id="ac", type="anticaballeria", specials=["anticavalry"], ataque=1, defensa=1, vida=15),
        dict(li, id="l1", vida=10), dict(li, id="l2", vida=10),
        dict(li, id="p", type="infanteria_proyectiles", specials=["projectiles"], ataque=1, defensa=1, vida=15),
    ], CFG, entrenched=True)
    cab = {"class": "caballeria", "iniciativa": 3, "moved": True}
    terales = army_side("terales", [
        dict(cab, id="cl", type="caballeria_ligera", specials=["charge"], ataque=1, defensa=1, vida=15),
        dict(cab, id="cp", type="caballeria_pesada", specials=["charge", "heavy_charge"], ataque=2, defensa=1, vida=20),
        dict(li, id="l1", vida=10, moved=True), dict(li, id="l2", vida=10, moved=True),
    ], CFG)
    mt, mu = modifiers(terales, tuarian, CFG), modifiers(tuarian, terales, CFG)
    assert mt.attack == 8  # 7 + 1 (light cavalry's charge; the heavy one's is cancelled)
    assert mu.attack == 7  # 6 + 1 projectiles that did not move
    assert mu.defense == 4  # 4 + 1 entrenched - 1 projectiles against cavalry
    ex = exchange(terales, tuarian, Faces([4, 3, 3, 5, 3, 4]), CFG)
    assert (ex.attack, ex.defense) == ((12, 10), (7, 9))
    assert ex.damage == (3, 3) and ex.winner is None
    lives = spread_damage([("l1", 10), ("l2", 10), ("ac", 15), ("p", 15)], 3)
    assert sorted({u: v for u, v in lives.items()}.values()) == [0, 1, 1, 1] and lives["ac"] == lives["p"] == 1


def test_kill_stops_reply():
    a = Side(name="a", ataque=10, defensa=0, iniciativa=5, vida=3, types=frozenset({"x"}))
    b = Side(name="b", ataque=10, defensa=0, iniciativa=0, vida=3, types=frozenset({"x"}))
    ex = exchange(a, b, Faces([1, 1, 1, 1, 6, 1]), CFG)
    assert ex.first == 0 and ex.damage == (0, 3)


def test_odds_exact_and_complete():
    a = side_from_keys({"ataque": "3", "defensa": "4"}, 0)
    b = side_from_keys({"ataque": "3", "defensa": "4"}, 1)
    out = odds(a, b, CFG)
    assert sum(p for _, p in out) == 1
    assert dict(out)[(0, 0)] == Fraction(sum(1 for x in range(1, 7) for y in range(1, 7) if x + 3 <= y + 4) ** 2, 6 ** 4)


def test_unknown_key_is_usage_error():
    import pytest

    from gm.rulesets.primordia.combat_roll import CombatKeyError

    with pytest.raises(CombatKeyError):
        side_from_keys({"atk": "3"}, 0)
