"""What the order form's lines show and try (gm.orderlang.form's `form_parts` and
gm.orderlang.fillings' `form_fillings` hooks), so that each character gets the lines it can
give now, built from its own talents and the targets its side sees (issue 23). Whether a
line passes is never decided here: the one judge (gm.orderlang.formjudge) runs the turn.

- The shape of a line follows what the order needs: an attack, and a talent aimed at a
  character (a strike, a hex, a cure), name the target (`contra <objetivo>`), first from
  where the character stands, then after a step (`paso a <casilla>,`); a summoning names
  the square it calls its creature to; a talent on oneself names nothing.
- The fillings tried first are those the rules' geometry lets reach (the target within the
  talent's or the sheet's range, on a straight line from where the character acts); a
  hostile line never names one's own side, a cure only one's own side.
"""

from __future__ import annotations

from gm.geometry.squaregrid import chebyshev, parse as parse_square

from .talents import HOSTILE

AIMED = ("attack",)  # order kinds always aimed at a character
HERE_OR_STEP = (("target",), ("step", "target"))  # where it stands first, then after a step
CURE_WORD = "sobre"  # literal: a cure is given `sobre` someone, as the chronicle restates it
HOSTILE_WORD = "contra"  # literal: a strike or a hex goes `contra` someone (the phrasebook writes the neutral `sobre` first)


def parts(model, faction_id: str, chosen: dict) -> list[tuple[str, ...]] | None:
    """The optional parts the example shows, shape by shape (None: the form's own choice)."""
    kind = chosen.get("type")
    if kind in AIMED:
        return [(), ("step",)]
    if kind != "talent":
        return None
    effect = _effect(model, chosen)
    if effect in HOSTILE:
        return [shape + (HOSTILE_WORD,) for shape in HERE_OR_STEP]
    if effect == "heal":
        return [shape + (CURE_WORD,) for shape in HERE_OR_STEP]
    if effect == "summon":
        return [("square",)]
    return [()]


def fillings(model, faction_id: str, chosen: dict, found: list) -> list:
    """The fillings in the order the form tries them: those the geometry lets reach first;
    a hostile one at one's own side, or a cure at the other side, left out."""
    kind = chosen.get("type")
    if kind not in AIMED and kind != "talent":
        return found
    hostile = kind in AIMED or _effect(model, chosen) in HOSTILE
    kept = [f for f in found if "target" not in f.values or _ours(model, faction_id, f.values["target"]) != hostile]
    return sorted(kept, key=lambda f: not _reaches(model, chosen, f.values))


def _effect(model, chosen: dict) -> str:
    tal = ((model.char(str(chosen.get("character", ""))) or {}).get("talents") or {}).get(str(chosen.get("talent", "")))
    return str((tal or {}).get("effect", "self"))


def _ours(model, faction_id: str, cid) -> bool:
    owner = model.owner(str(cid))
    return owner is not None and not model.enemies(faction_id, owner)


def _reaches(model, chosen: dict, values: dict) -> bool:
    """Whether the target stands within reach of where the character acts (its square, or
    the step's), on a line the rules let it aim along."""
    cid = str(chosen.get("character", ""))
    ch = model.char(cid) or {}
    target = model.square_of(str(values.get("target", "")))
    try:
        frm = parse_square(str(values["step"])) if "step" in values else model.square_of(cid)
    except ValueError:
        return False
    if frm is None or target is None:
        return "target" not in values
    tal = (ch.get("talents") or {}).get(str(chosen.get("talent", ""))) or {}
    reach = int(tal.get("range", ch.get("range", 1)))
    return chebyshev(frm, target) <= reach and model.board.sight(frm, target).aligned
