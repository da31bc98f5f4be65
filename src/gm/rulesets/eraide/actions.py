"""Order handlers: one function per order type (dispatch table HANDLERS).

Every handler settles its order: applied, or rejected with a typed reason
(catalog key eraide.reject.<reason>). A player's mistake is never an exception.
"""
from __future__ import annotations

from typing import Callable

from gm.engine.orders import Order
from gm.text.blocks import Text

from . import effects as fx
from . import states as st
from gm.geometry.squaregrid import chebyshev, label as square_label, parse as parse_square
from .rules import SKILLS, chance_of, setting
from . import objective, traps
from .naming import aim
from .movement import RunPlan, fall_damage, jump_plan, path_cost, run_plan, step_problem
from .effects import Reason, bumped
from .rules import check
from .talents import use_talent
from .turn import Turn, joined

PARTIAL, COMPLETE, FREE, NONE = "partial", "complete", "free", "none"
ACTION_OF_TYPE = {"attack": PARTIAL, "check": PARTIAL, "hide": COMPLETE, "run": COMPLETE,
                  "jump": COMPLETE, "enter": COMPLETE, "wait": NONE}


def talent_of(t: Turn, cid: str, order: Order) -> dict | None:
    return ((t.b.char(cid) or {}).get("talents") or {}).get(str(order.get("talent", "")))


# orders whose cost the document does not give: a setting (partial by default)
ACTION_SETTING = {"take": "objective.take_action", "set_trap": "traps.set_action",
                  "disarm_trap": "traps.disarm_action"}


def action_class(t: Turn, cid: str, order: Order) -> str:
    if order.type in ACTION_SETTING:
        return str(setting(t.b.settings, ACTION_SETTING[order.type], PARTIAL))
    if order.type == "talent":
        tal = talent_of(t, cid, order)
        return str(tal.get("action", PARTIAL)) if tal else PARTIAL
    return ACTION_OF_TYPE.get(order.type, PARTIAL)


def reject_params(t: Turn, order: Order) -> dict[str, str]:
    """What every rejection may say: `name` (the character, by its name when it is the
    player's own; else what the player wrote), `target` (by name when the player can see
    it; else as written: a hidden target reads like an unknown one) and `square` (the
    order's step, square or destination)."""
    b = t.b
    cid = str(order.get("character", "") or "")
    mine = bool(cid) and b.char(cid) is not None and b.owner(cid) == order.faction
    tgt = str(order.get("target", "") or "")
    seen = bool(tgt) and b.char(tgt) is not None and b.visible_to(tgt, order.faction)
    return {"name": t.names(cid) if mine else (cid or "-"), "name_gender": t.gender(cid) if mine else "other",
            "target": t.names(tgt) if seen else (tgt or "-"),
            "square": str(order.get("step") or order.get("square") or order.get("to") or "-")}


def reason_text(t: Turn, order: Order, reason: str, /, **params) -> str:
    """A rejection's sentence as plain text (for one rejection quoted inside another)."""
    own = getattr(reason, "params", {})
    return t.ctx.t(f"eraide.reject.{reason}", **{**reject_params(t, order), **own, **params})


def reject(t: Turn, order: Order, reason: str, /, **params) -> None:
    """Reject with catalog key eraide.reject.<reason>; every such sentence names the
    character ({name}) and says what was expected. `reason` is positional-only: the
    after_step rejections carry a `reason` param (the quoted inner rejection)."""
    full = reject_params(t, order)
    if reason == "not_your_character":
        own = [str(ch.get("name") or cid) for cid, ch in t.b.characters_of(order.faction)]
        full["expected"] = joined(t.ctx.t, own, "or")
    full.update(getattr(reason, "params", {}))
    full.update(params)
    t.ctx.reject(order, f"eraide.reject.{str(reason)}", **full)


# an order's outcome tells what it did in the chronicle's own sentences (its effects, the
# step taken with it too); a character's turn heading is no deed
UNTOLD = ("eraide.ev.turn_of",)


def told(t: Turn, order: Order) -> Text | None:
    """The sentences of what the order made happen that its player may read, as one text."""
    seen = [Text(e.kind, e.params) for e in t.ctx.effects.get(order.key, ())
            if e.kind.startswith("eraide.ev.") and e.kind not in UNTOLD and e.audience.sees(order.faction)]
    if not seen:
        return None
    text = seen[-1]
    for earlier in reversed(seen[:-1]):
        text = Text("eraide.done.then", {"first": earlier, "then": text})
    return text


def done(t: Turn, order: Order, **params) -> None:
    what = told(t, order)
    t.ctx.apply(order, f"eraide.done.{order.type}", told=what or "-", has_told="yes" if what else "no", **params)


def move(t: Turn, cid: str, to, kind: str) -> None:
    """A step or a jump: the move event, then what entering the square brings (being
    spotted, a trap)."""
    frm = t.b.square_of(cid)
    t.emit(f"eraide.ev.{kind}", t.audience_for(cid), frm=square_label(frm) if frm else "-",
           to=square_label(to), **t.params_of(cid))
    fx.after_move(t, cid, frm, [to])
    traps.entered(t, cid)


# --- the step ("paso"), before or after a partial action -------------------------------
def do_step(t: Turn, cid: str, label: str) -> str | None:
    if not st.can_move(t.b, cid):
        return "paralyzed"
    try:
        to = parse_square(label)
    except ValueError:
        return "bad_square"
    reason = step_problem(t.b, cid, to)
    if reason == "bumped":
        return bumped(t, cid, t.b.occupants()[to], to)
    if reason:
        return reason
    t.b.stepped.add(cid)
    move(t, cid, to, "stepped")
    return None


def with_step(t: Turn, order: Order, cid: str, act: Callable[[], str | None]) -> None:
    """Run the step (if any) before or after the action; settle the order once."""
    step = order.get("step")
    after = bool(order.get("step_after", False))
    stepped = False
    if step and not after:
        reason = do_step(t, cid, step)
        if reason:
            return reject(t, order, reason)
        stepped = True
    reason = act()
    if reason:
        if stepped:
            return reject(t, order, "after_step", square=step, reason=reason_text(t, order, reason))
        return reject(t, order, reason)
    if step and after:
        reason = do_step(t, cid, step)
        if reason:
            return reject(t, order, "step_after_failed", square=step, reason=reason_text(t, order, reason))
    done(t, order)


# --- partial actions ---------------------------------------------------------------------
def attack(t: Turn, order: Order, cid: str) -> None:
    def act() -> str | None:
        if not st.can_attack(t.b, cid):
            return "pacifico"
        target = str(order.get("target", ""))
        w = fx.weapon_of(t, cid)
        reason = fx.target_problem(t, cid, target, w.range)
        if reason:
            return reason
        fx.reveal(t, cid, "acted")
        fx.strike(t, cid, target, w, "main", bool(order.get("destiny", False)))
        return None
    with_step(t, order, cid, act)


def skill_check(t: Turn, order: Order, cid: str) -> None:
    """1d20 + skill: against a difficulty, against a target's skill, or on a closed door."""
    def act() -> str | None:
        b = t.b
        skill = str(order.get("skill", ""))
        if skill not in SKILLS:
            return "bad_skill"
        if not st.can_use_skills(b, cid):
            return "agotado"
        destiny = bool(order.get("destiny", False))
        mods = st.action_modifiers(b, cid)
        if order.get("target"):
            target = str(order.get("target"))
            if b.char(target) is None or not b.visible_to(target, b.owner(cid)) or not b.is_active(target):
                return "no_target"
            fx.reveal(t, cid, "acted")
            against = str(order.get("against", skill))
            res, rolls = fx.opposed_check(t, cid, skill, target, against, "main", destiny, mods)
            t.emit("eraide.ev.opposed", t.audience_for(cid, target), rolls, skill=t.skill_name(skill),
                   against=t.skill_name(against), target=t.names(target), won="yes" if res.active_wins else "no",
                   **t.params_of(cid))
            return None
        door = None
        if order.get("square"):
            try:
                door = parse_square(str(order.get("square")))
            except ValueError:
                return "bad_square"
            here = b.square_of(cid)
            if not b.board.in_bounds(door) or here is None or chebyshev(here, door) != 1 \
                    or not b.board.symbols.get(b.board.symbol(door), {}).get("opens"):
                return "no_door"
            difficulty = int(setting(b.settings, "checks.door_difficulty", 10))
        else:
            difficulty = int(order.get("difficulty", 10))
        fx.reveal(t, cid, "acted")
        mod = b.skill(cid, skill) + sum(mods.values())
        t.ctx.chance(order, lambda spend=destiny and fx.can_spend_destiny(t, cid): chance_of(
            b.d20, lambda face, _: check(b.d20, face, mod, difficulty).success, spend, dice=1))
        r = t.roll_d20(f"{cid}/main/check", mod, t.why("skill", name=t.names(cid), skill=t.skill_name(skill)),
                       audience=t.dice_audience(cid))
        res = check(b.d20, r.face, r.modifier, difficulty)
        if destiny and not res.success and fx.can_spend_destiny(t, cid):
            fx.spend_destiny(t, cid, t.audience_for(cid))
            r = t.reroll_keep_higher(r, f"{cid}/main/check/destiny", t.why("destiny", name=t.names(cid)))
            res = check(b.d20, r.face, r.modifier, difficulty)
        t.emit("eraide.ev.check", t.audience_for(cid), r.rolls, skill=t.skill_name(skill), difficulty=difficulty,
               total=res.total, won="yes" if res.success else "no", **t.params_of(cid))
        if door is not None and res.success:
            t.emit("eraide.ev.door", None, square=square_label(door), **t.params_of(cid))
        return None
    with_step(t, order, cid, act)


def wait(t: Turn, order: Order, cid: str) -> None:
    """Only the step (or nothing): the character stays ready to defend."""
    with_step(t, order, cid, lambda: None)


# --- complete actions --------------------------------------------------------------------
def run(t: Turn, order: Order, cid: str) -> None:
    if not st.can_move(t.b, cid):
        return reject(t, order, "paralyzed")
    reason, plan = run_plan(t.b, cid, [str(s) for s in order.get("path", [])])
    if reason:
        return reject(t, order, reason)
    frm = t.b.square_of(cid)
    if not plan.squares:
        if plan.bumped:   # someone unseen on the first square: found, and the run never starts
            return reject(t, order, bumped(t, cid, plan.bumped, t.b.square_of(plan.bumped)))
        return reject(t, order, "path_blocked")
    # a trap it does not know stops the run on its square (before anyone farther is found)
    trap = next((i for i, sq in enumerate(plan.squares) if traps.unknown_trap(t.b, cid, sq)), None)
    if trap is not None:
        plan = RunPlan(plan.squares[:trap + 1], path_cost(t.b, frm, plan.squares[:trap + 1]), plan.stopped)
    t.emit("eraide.ev.ran", t.audience_for(cid), frm=square_label(frm), to=square_label(plan.squares[-1]),
           squares=len(plan.squares), cost=plan.cost,
           stopped="yes" if plan.stopped and trap is None else "no", **t.params_of(cid))
    if plan.bumped:
        fx.bump(t, cid, plan.bumped)   # it stops before the square of someone it could not see
    fx.after_move(t, cid, frm, plan.squares)
    traps.entered(t, cid)
    planned = len(order.get("path", []))
    if len(plan.squares) == planned:
        return done(t, order)
    # cut short: the player reads how far it got and why, never "carrera hecha"
    why = "trap" if trap is not None else "bumped" if plan.bumped else "occupied"
    t.ctx.apply(order, "eraide.done.run_short", to=square_label(plan.squares[-1]), squares=len(plan.squares),
                planned=planned, why=why, other=t.names(plan.bumped) if plan.bumped else "-")


def jump(t: Turn, order: Order, cid: str) -> None:
    if not st.can_move(t.b, cid):
        return reject(t, order, "paralyzed")
    try:
        to = parse_square(str(order.get("to", "")))
    except ValueError:
        return reject(t, order, "bad_square")
    reason, plan = jump_plan(t.b, cid, to)
    if reason == "bumped":
        return reject(t, order, bumped(t, cid, plan.bumped, plan.to))
    if reason:
        return reject(t, order, reason)
    move(t, cid, plan.to, "jumped")
    if plan.fall_levels:
        fx.lose_pot(t, cid, fall_damage(t.b, plan.fall_levels), "fall")
    done(t, order)


def enter(t: Turn, order: Order, cid: str) -> None:
    """Late entry: a character left off the board enters on its player's edge."""
    b = t.b
    ch = b.char(cid)
    if ch.get("status") != "reserve":
        return reject(t, order, "not_in_reserve")
    if t.b.round < 2:
        return reject(t, order, "enter_round_one")
    try:
        to = parse_square(str(order.get("square", "")))
    except ValueError:
        return reject(t, order, "bad_square")
    edge = str(b.factions[b.owner(cid)].get("edge", "south"))
    if not b.board.in_bounds(to):
        return reject(t, order, "off_board")
    if b.board.edge_distance(to, edge) > int(setting(b.settings, "deployment.late_entry_rows", 1)):
        return reject(t, order, "not_on_edge")
    if not b.board.walkable(to):
        return reject(t, order, "square_blocked")
    if to in b.occupants():
        other = b.unseen_at(to, order.faction)
        return reject(t, order, bumped(t, cid, other, to) if other else "square_occupied")
    t.emit("eraide.ev.entered", None, frm="-", to=square_label(to), **t.params_of(cid))
    traps.entered(t, cid)
    done(t, order)


def hide(t: Turn, order: Order, cid: str) -> None:
    """Start acechando: a complete action, an Acechar check, next to cover."""
    b = t.b
    if b.hidden(cid):
        return reject(t, order, "already_hidden")
    if not st.can_use_skills(b, cid):
        return reject(t, order, "agotado")
    if objective.carrier(b) == cid:
        return reject(t, order, "hide_carrying")   # the reports say where the object is
    sq = b.square_of(cid)
    if not b.board.adjacent_to_cover(sq, b.in_sight()):
        return reject(t, order, "no_cover_to_hide")
    difficulty = int(setting(b.settings, "stealth.hide_difficulty", 10))
    mod = b.skill(cid, "acechar") + sum(st.action_modifiers(b, cid).values())
    r = t.roll_d20(f"{cid}/main/hide", mod, t.why("acechar", name=t.names(cid)), audience=t.dice_audience(cid))
    res = check(b.d20, r.face, r.modifier, difficulty)
    if not res.success and order.get("destiny") and fx.can_spend_destiny(t, cid):
        fx.spend_destiny(t, cid, t.audience_for(cid))   # hid / hide_failed are public
        r = t.reroll_keep_higher(r, f"{cid}/main/hide/destiny", t.why("destiny", name=t.names(cid)))
        res = check(b.d20, r.face, r.modifier, difficulty)
    if not res.success:
        t.emit("eraide.ev.hide_failed", None, r.rolls, total=res.total, difficulty=difficulty, **t.params_of(cid))
        return done(t, order)
    # the public sees the attempt vanish; the square goes only to its player
    t.emit("eraide.ev.hid", None, r.rolls, total=res.total, difficulty=difficulty, **t.params_of(cid))
    t.emit("eraide.ev.hidden", t.side_audience(b.owner(cid)), state="acechando",
           rounds=0, value=0, square=square_label(sq), **t.params_of(cid))
    done(t, order)


def talent(t: Turn, order: Order, cid: str) -> None:
    kind = action_class(t, cid, order)
    if kind == COMPLETE:
        if order.get("step"):
            return reject(t, order, "step_with_complete")
        reason = use_talent(t, order, cid)
        return reject(t, order, reason) if reason else done(t, order)
    # free or partial: the round's one step may go with it (gather_orders keeps one)
    with_step(t, order, cid, lambda: use_talent(t, order, cid))


# --- the object and traps (partial by default; complete takes no step) --------------
def _costed(t: Turn, order: Order, cid: str, act: Callable[[], str | None]) -> None:
    if action_class(t, cid, order) == COMPLETE:
        if order.get("step"):
            return reject(t, order, "step_with_complete")
        reason = act()
        return reject(t, order, reason) if reason else done(t, order)
    with_step(t, order, cid, act)


def take(t: Turn, order: Order, cid: str) -> None:
    """"conseguir un objeto": pick the objective's object up from its square or next to it."""
    def act() -> str | None:
        reason = objective.take_problem(t.b, cid)
        if reason:
            return reason
        fx.reveal(t, cid, "acted")
        sq = objective.object_square(t.b)
        t.emit("eraide.ev.object_taken", None, square=square_label(sq), **t.params_of(cid))
        return None
    _costed(t, order, cid, act)


def _adjacent_square(t: Turn, order: Order, cid: str) -> tuple[str | None, object]:
    try:
        sq = parse_square(str(order.get("square", "")))
    except ValueError:
        return "bad_square", None
    here = t.b.square_of(cid)
    if not t.b.board.in_bounds(sq):
        return "off_board", None
    if here is None or chebyshev(here, sq) != 1:
        return Reason("trap_not_adjacent", square=square_label(sq)), None
    return None, sq


def _mecanismos(t: Turn, order: Order, cid: str, slot: str, difficulty: int, audience):
    """1d20 + Mecanismos (+ state penalties) against a difficulty, destiny if asked.
    A hidden trap's dice are its worker's player's (the others never see them); the
    destiny spent on it is told to `audience`, the trap event's."""
    b = t.b
    mod = b.skill(cid, "mecanismos") + sum(st.action_modifiers(b, cid).values())
    aud = traps.dice_audience(b, b.owner(cid))
    r = t.roll_d20(f"{cid}/main/{slot}", mod, t.why(slot, name=t.names(cid)), audience=aud)
    res = check(b.d20, r.face, r.modifier, difficulty)
    if not res.success and order.get("destiny") and fx.can_spend_destiny(t, cid):
        fx.spend_destiny(t, cid, audience)
        r = t.reroll_keep_higher(r, f"{cid}/main/{slot}/destiny", t.why("destiny", name=t.names(cid)))
        res = check(b.d20, r.face, r.modifier, difficulty)
    return res, r


def set_trap(t: Turn, order: Order, cid: str) -> None:
    def act() -> str | None:
        b = t.b
        reason, sq = _adjacent_square(t, order, cid)
        if reason:
            return reason
        fid = b.owner(cid)
        hit = traps.trap_at(b, sq)
        if not b.board.walkable(sq) or b.occupants().get(sq, cid) != cid and not b.unseen_at(sq, fid) \
                or hit and traps.knows(b, fid, hit[1]):
            return Reason("trap_square", square=square_label(sq))
        if not st.can_use_skills(b, cid):
            return "agotado"
        if b.unseen_at(sq, fid):
            return bumped(t, cid, b.unseen_at(sq, fid), sq)
        if hit:   # an enemy trap it did not know: found while working the square
            traps.found(t, cid, hit[0])
            return Reason("trap_found", square=square_label(sq))
        fx.reveal(t, cid, "acted")
        tid = f"{cid}-t{b.round}"
        trap = {"square": square_label(sq), "owner": fid, "known": []}
        aud = traps.audience(b, trap)
        difficulty = int(setting(b.settings, "traps.set_difficulty", 10))
        res, r = _mecanismos(t, order, cid, "set_trap", difficulty, aud)
        t.emit("eraide.ev.trap_set" if res.success else "eraide.ev.trap_set_failed", aud, r.rolls, trap=tid,
               square=trap["square"], owner=fid, total=res.total, difficulty=difficulty, **t.params_of(cid))
        return None
    _costed(t, order, cid, act)


def disarm_trap(t: Turn, order: Order, cid: str) -> None:
    def act() -> str | None:
        b = t.b
        reason, sq = _adjacent_square(t, order, cid)
        if reason:
            return reason
        hit = traps.trap_at(b, sq)
        # a trap its player does not know reads like no trap at all
        if not hit or not traps.knows(b, b.owner(cid), hit[1]):
            return Reason("no_trap", square=square_label(sq))
        if not st.can_use_skills(b, cid):
            return "agotado"
        fx.reveal(t, cid, "acted")
        tid, trap = hit
        aud = traps.audience(b, trap, b.owner(cid))
        difficulty = int(setting(b.settings, "traps.disarm_difficulty", 10))
        res, r = _mecanismos(t, order, cid, "disarm_trap", difficulty, aud)
        t.emit("eraide.ev.trap_disarmed" if res.success else "eraide.ev.trap_disarm_failed", aud, r.rolls,
               trap=tid, square=trap["square"], total=res.total, difficulty=difficulty, **t.params_of(cid))
        return None
    _costed(t, order, cid, act)


def handle(t: Turn, order: Order, cid: str) -> None:
    """Carry out one order of `cid`'s activation, its target first read as the side names it;
    what it makes happen is its effects (ctx.carrying: the judge compares them)."""
    with t.ctx.carrying(order):
        reason = aim(t, order)
        if reason:
            return reject(t, order, reason)
        HANDLERS[order.type](t, order, cid)


HANDLERS: dict[str, Callable[[Turn, Order, str], None]] = {
    "attack": attack,
    "check": skill_check,
    "wait": wait,
    "run": run,
    "jump": jump,
    "enter": enter,
    "hide": hide,
    "talent": talent,
    "take": take,
    "set_trap": set_trap,
    "disarm_trap": disarm_trap,
}
