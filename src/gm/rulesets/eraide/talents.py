"""Talents: free, partial or complete actions with an ether cost and an effect.

A talent is a table in the character sheet:
  action = free | partial | complete, ether = cost, range = squares (default the sheet's),
  effect = strike (an attack with the talent's attack/damage/letter or the sheet's; on a
           hit it may also give `state` and `push`),
           hex (a state: automatic, or an opposed check `skill` against the target's `opposed`),
           heal (`heal` POT to a character in range), summon (`creature` sheet next to the
           caster), self (`state` on the caster);
  skill + difficulty: a check (Rúnica for great spells...) that must pass first.
"""
from __future__ import annotations

from gm.engine.orders import Order

from . import effects as fx
from . import states as st
from gm.geometry.squaregrid import chebyshev, label as square_label, parse as parse_square
from .rules import check
from .turn import Turn

HOSTILE = ("strike", "hex")
# effects others see happen: they reveal an acechando user even as free actions ("En el
# momento en el que use una acción parcial ... pasará a ser visible"; an attack "siempre
# se considera una acción parcial")
REVEALING = ("strike", "hex", "summon")


def _apply_state(t: Turn, target: str, tal: dict) -> None:
    if tal.get("state") and t.b.is_active(target):
        t.emit("eraide.ev.state", t.audience_for(target), state=str(tal["state"]),
               state_name=t.why(f"state_{tal['state']}"), rounds=int(tal.get("rounds", 1)),
               value=int(tal.get("value", 0)), **t.params_of(target))


def _precheck(t: Turn, cid: str, tal: dict, slot: str, destiny: bool) -> bool:
    """A talent with skill + difficulty needs the check to pass (1d20 + skill)."""
    b = t.b
    if not (tal.get("skill") and tal.get("difficulty")):
        return True
    skill = str(tal["skill"])
    mod = b.skill(cid, skill) + sum(st.action_modifiers(b, cid, slot.startswith("free/")).values())
    r = t.roll_d20(f"{cid}/{slot}/talent_check", mod, t.why("skill", name=t.names(cid), skill=t.skill_name(skill)),
                   audience=t.dice_audience(cid))
    res = check(b.d20, r.face, r.modifier, int(tal["difficulty"]))
    if destiny and not res.success and fx.can_spend_destiny(t, cid):
        fx.spend_destiny(t, cid, t.audience_for(cid))
        r = t.reroll_keep_higher(r, f"{cid}/{slot}/talent_check/destiny", t.why("destiny", name=t.names(cid)))
        res = check(b.d20, r.face, r.modifier, int(tal["difficulty"]))
    t.emit("eraide.ev.check", t.audience_for(cid), r.rolls, skill=t.skill_name(skill), difficulty=int(tal["difficulty"]),
           total=res.total, won="yes" if res.success else "no", **t.params_of(cid))
    return res.success


def _unable(t: Turn, cid: str, tal: dict, effect: str, action: str, cost: int) -> str | None:
    """Why the character's states or ether forbid the talent (None if they do not)."""
    b = t.b
    if action != "free" and not st.can_act(b, cid):
        return "stunned"
    if cost and not st.can_use_ether(b, cid):
        return "via_cerrada"
    if cost > int(b.char(cid).get("eth_now", 0)):
        return "no_ether"
    if effect in HOSTILE and not st.can_attack(b, cid):
        return "pacifico"
    if tal.get("skill") and tal.get("difficulty") and not st.can_use_skills(b, cid):
        return "agotado"
    return None


def _aim(t: Turn, order: Order, cid: str, tal: dict, effect: str):
    """(reason, target, summons square): what the talent is aimed at, or why it cannot be."""
    b = t.b
    target = str(order.get("target", "")) if order.get("target") else ""
    if effect in HOSTILE or effect == "heal":
        reach = int(tal.get("range", b.char(cid).get("range", 1)))
        # a weapon: a strike that spends no ether ("en el caso de conjuros ... se gastará el Éter")
        weapon = effect == "strike" and not int(tal.get("ether", 0))
        # a talent aimed at a square, or at nobody, names no one: «falta contra quién», not «llamado «-»»
        reason = fx.target_problem(t, cid, target, reach, hostile=effect in HOSTILE, weapon=weapon) \
            if target else "missing_target"
        if reason is None and effect == "heal" and b.char(target).get("status") == "dead":
            reason = "target_dead"   # "a no ser que se le recupere" is for the fallen, not the dead
        return reason, target, None
    if effect != "summon":
        return None, target, None
    try:
        sq = parse_square(str(order.get("square", "")))
    except ValueError:
        return "bad_square", target, None
    here = b.square_of(cid)
    if here is None or chebyshev(here, sq) != 1 or not b.board.walkable(sq):
        return "summon_square", target, None
    if sq in b.occupants():
        other = b.unseen_at(sq, b.owner(cid))
        return (fx.bumped(t, cid, other, sq) if other else "summon_square"), target, None
    return None, target, sq


def use_talent(t: Turn, order: Order, cid: str) -> str | None:
    b = t.b
    tid = str(order.get("talent", ""))
    tal = ((b.char(cid) or {}).get("talents") or {}).get(tid)
    if tal is None:
        return "no_talent"
    effect = str(tal.get("effect", "self"))
    action = str(tal.get("action", "partial"))
    cost = int(tal.get("ether", 0))
    reason = _unable(t, cid, tal, effect, action, cost)
    if reason:
        return reason
    reason, target, summon_sq = _aim(t, order, cid, tal, effect)
    if reason:
        return reason
    slot = "main" if action != "free" else f"free/{tid}"
    if action != "free" or effect in REVEALING or effect == "heal" and target != cid:
        fx.reveal(t, cid, "acted")
    # an attack talent is told by its attack line ("ataca a Otto con «Dardo rúnico»"), unless
    # a check comes first: then the check needs the talent named before it
    told = effect != "strike" or bool(tal.get("skill") and tal.get("difficulty"))
    if told:
        t.emit("eraide.ev.talent", t.audience_for(cid, target) if target else t.audience_for(cid),
               talent=str(tal.get("name", tid)), ether=cost, effect=effect,
               target=t.names(target) if target else t.names(cid), **t.params_of(cid))
    if cost:
        t.emit("eraide.ev.ether", fx.owner_audience(t, cid), amount=cost, talent=str(tal.get("name", tid)),
               told="yes" if told else "no", left=int(b.char(cid).get("eth_now", 0)) - cost, **t.params_of(cid))
    destiny = bool(order.get("destiny", False))
    if not _precheck(t, cid, tal, slot, destiny):
        t.emit("eraide.ev.talent_failed", t.audience_for(cid), talent=str(tal.get("name", tid)), **t.params_of(cid))
        return None
    EFFECTS[effect](t, cid, tid, tal, target, summon_sq, slot, destiny)
    return None


def _strike(t, cid, tid, tal, target, _sq, slot, destiny) -> None:
    w = fx.weapon_of(t, cid, tal)
    res = fx.strike(t, cid, target, w, slot, destiny, talent_name=str(tal.get("name", tid)))
    if res.outcome in ("half", "full", "double", "ineffective"):
        _apply_state(t, target, tal)
        if int(tal.get("push", 0)) > 0:
            fx.push(t, cid, target, int(tal["push"]))


def _hex(t, cid, tid, tal, target, _sq, slot, destiny) -> None:
    if tal.get("opposed"):
        res, rolls = fx.opposed_check(t, cid, str(tal.get("skill", "")), target, str(tal["opposed"]), slot,
                                      destiny, st.action_modifiers(t.b, cid, slot.startswith("free/")))
        t.emit("eraide.ev.opposed", t.audience_for(cid, target), rolls, skill=t.skill_name(str(tal.get("skill", ""))),
               against=t.skill_name(str(tal["opposed"])), target=t.names(target),
               won="yes" if res.active_wins else "no", **t.params_of(cid))
        if not res.active_wins:
            return
    _apply_state(t, target, tal)


def _heal(t, cid, tid, tal, target, _sq, slot, destiny) -> None:
    ch = t.b.char(target)
    amount = min(int(tal.get("heal", 0)), int(ch.get("pot", 0)) - int(ch.get("pot_now", 0)))
    t.emit("eraide.ev.healed", t.audience_for(target), amount=max(0, amount), **t.params_of(target))


def _summon(t, cid, tid, tal, target, sq, slot, destiny) -> None:
    b = t.b
    fid = b.owner(cid)
    base = f"{cid}_{tid}"
    n = 1
    while b.char(f"{base}_{n}") is not None:
        n += 1
    new_id = f"{base}_{n}"
    sheet = dict(tal.get("creature") or {})
    sheet.update({"kind": "criatura", "summoned": True, "summoner": cid, "square": square_label(sq),
                  "status": "active", "example": bool((b.char(cid) or {}).get("example", False))})
    sheet.setdefault("name", new_id)
    t.ctx.emit("eraide.ev.summoned", t.audience_for(cid), faction=fid, sheet=sheet, square=square_label(sq),
               creature=str(sheet["name"]), id=new_id, summoner=t.names(cid))


def _self(t, cid, tid, tal, target, _sq, slot, destiny) -> None:
    _apply_state(t, cid, tal)


EFFECTS = {"strike": _strike, "hex": _hex, "heal": _heal, "summon": _summon, "self": _self}
