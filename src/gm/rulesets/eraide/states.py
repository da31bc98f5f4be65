"""What each state does, as small predicates and modifiers (numbers from settings)."""
from __future__ import annotations

from .model import Model
from .rules import setting


def _s(b: Model, key: str, default: int) -> int:
    return int(setting(b.settings, f"states.{key}", default))


def action_modifiers(b: Model, cid: str, free: bool = False) -> dict[str, int]:
    """Modifiers to the character's own actions (attacks, checks): cegado "a cualquier
    acción"; paralizado only to partial or complete ones, not to a free talent's."""
    mods: dict[str, int] = {}
    if b.has_state(cid, "cegado"):
        mods["cegado"] = _s(b, "cegado_penalty", -4)
    if b.has_state(cid, "paralizado") and not free:
        mods["paralizado"] = _s(b, "paralizado_penalty", -4)
    return mods


def attack_modifiers(b: Model, cid: str, free: bool = False) -> dict[str, int]:
    mods = action_modifiers(b, cid, free)
    if b.has_state(cid, "furia"):
        mods["furia"] = _s(b, "furia_attack", 2)
    return mods


def damage_modifiers(b: Model, cid: str) -> dict[str, int]:
    return {"furia": _s(b, "furia_damage", 2)} if b.has_state(cid, "furia") else {}


def defence_modifiers(b: Model, cid: str) -> dict[str, int]:
    """Paralizado does not hinder defending; cegado does unless the setting says otherwise."""
    mods: dict[str, int] = {}
    if b.has_state(cid, "cegado") and setting(b.settings, "combat.blind_affects_defence", True):
        mods["cegado"] = _s(b, "cegado_penalty", -4)
    if b.has_state(cid, "furia"):
        mods["furia"] = _s(b, "furia_defence", -2)
    return mods


def armour_letter(b: Model, cid: str) -> str:
    ch = b.char(cid) or {}
    letter = str(ch.get("defence_letter", "A"))
    if b.has_state(cid, "furia"):
        letter = b.letters.lower(letter, _s(b, "furia_armour_grades", 1))
    return letter


def can_move(b: Model, cid: str) -> bool:
    return not b.has_state(cid, "paralizado")


def can_act(b: Model, cid: str) -> bool:
    """Partial and complete actions (aturdido forbids them)."""
    return not b.has_state(cid, "aturdido")


def can_attack(b: Model, cid: str) -> bool:
    return not b.has_state(cid, "pacifico")


def can_use_ether(b: Model, cid: str) -> bool:
    return not b.has_state(cid, "via_cerrada")


def can_use_skills(b: Model, cid: str) -> bool:
    return not b.has_state(cid, "agotado")
