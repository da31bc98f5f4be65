"""The orders section of a private report: each order restated by names (Ruleset.order_params).

Only what the faction may know: its own characters and talents by name, a target by name
when that player can see it, else exactly as typed (a hidden target reads like a name
that is nobody's). Every variable of the `restate.<type>` messages is always given.
"""
from __future__ import annotations

from .rules import SKILLS


def _character(b, faction_id: str, cid: str) -> str:
    ch = b.char(cid) if cid else None
    return str(ch.get("name") or cid) if ch is not None and b.owner(cid) == faction_id else (cid or "-")


def _target(b, faction_id: str, tid: str) -> str:
    ch = b.char(tid) if tid else None
    return str(ch.get("name") or tid) if ch is not None and b.visible_to(tid, faction_id) else (tid or "-")


def _talent(b, faction_id: str, cid: str, talent: str) -> str:
    own = b.char(cid) if cid and b.owner(cid) == faction_id else None
    tal = ((own or {}).get("talents") or {}).get(talent)
    return str(tal.get("name") or talent) if tal else (talent or "-")


def _aimed(b, faction_id: str, cid: str, p: dict) -> str:
    """"hostile" for an attack talent or a hex (restated "contra", as the chronicle says
    it), "yes" for another aimed one ("sobre"), "no" when it aims at nobody."""
    if not p.get("target"):
        return "no"
    own = b.char(cid) if cid and b.owner(cid) == faction_id else None
    tal = ((own or {}).get("talents") or {}).get(str(p.get("talent") or "")) or {}
    return "hostile" if tal.get("effect") in ("strike", "hex") else "yes"


def _skill(t, skill: str) -> str:
    return t(f"eraide.label.skill_{skill}") if skill in SKILLS else (skill or "-")


def order_params(ctx, faction_id: str, order) -> dict:
    b, p = ctx.model, order.params
    cid = str(p.get("character") or "")
    return {
        "character": _character(b, faction_id, cid),
        "target": _target(b, faction_id, str(p.get("target") or "")),
        "talent": _talent(b, faction_id, cid, str(p.get("talent") or "")),
        "skill": _skill(ctx.t, str(p.get("skill") or "")),
        "against": _skill(ctx.t, str(p.get("against") or "")) if p.get("against") else "none",
        "difficulty": int(p["difficulty"]) if isinstance(p.get("difficulty"), int) else "none",
        "square": str(p.get("square") or "none"),
        "to": str(p.get("to") or "-"),
        "path": [str(s) for s in p.get("path") or []] or "-",
        "step": str(p.get("step") or "none"),
        "after": "yes" if p.get("step_after") else "no",
        "destiny": "yes" if p.get("destiny") else "no",
        "late": "yes" if p.get("late") else "no",
        "aimed": _aimed(b, faction_id, cid, p),
    }
