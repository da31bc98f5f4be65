"""The round: orders per character, initiative, activations, relegated characters."""
from __future__ import annotations

from gm.engine.events import Audience

from .. import effects as fx
from .. import states as st
from ..actions import COMPLETE, FREE, HANDLERS, PARTIAL, action_class, do_step, handle, reject
from gm.geometry.squaregrid import chebyshev, label as square_label, neighbours
from ..movement import step_problem
from ..objective import drop_object
from ..turn import Turn


def gather_orders(ctx) -> None:
    """Group each faction's orders by character; reject what cannot be any character's."""
    t = Turn(ctx)
    b = t.b
    b.plan, b.late, b.activated = {}, [], set()
    finished = bool((b.game.get("battle") or {}).get("finished"))
    for o in ctx.all_orders():
        if not ctx.pending(o):
            continue
        if finished:
            reject(t, o, "game_over")
            continue
        if b.prologue:
            reject(t, o, "prologue_only")
            continue
        if o.type not in HANDLERS:
            reject(t, o, "unknown_type", type=o.type)
            continue
        cid = str(o.get("character", ""))
        if b.char(cid) is None or b.owner(cid) != o.faction:
            reject(t, o, "not_your_character")
            continue
        b.plan.setdefault(cid, []).append(o)
    for cid in sorted(b.plan):
        orders = b.plan[cid]
        mains = [o for o in orders if action_class(t, cid, o) != FREE]
        for extra in mains[1:]:
            reject(t, extra, "duplicate_action")
        b.plan[cid] = one_step([o for o in orders if o not in mains[1:]], t, cid)
        if any(o.get("late") for o in b.plan[cid]):
            b.late.append(cid)


def one_step(orders: list, t: Turn, cid: str) -> list:
    """"una acción de paso, una acción parcial y cuantas acciones gratuitas quiera o una
    acción completa y cuantas acciones gratuitas desee exceptuando paso": one step a
    round, none beside a complete action. An order whose step cannot be taken is
    rejected, never carried out without it."""
    complete = any(action_class(t, cid, o) == COMPLETE for o in orders)
    kept, stepped = [], False
    for o in orders:
        if o.get("step") and complete:
            reject(t, o, "step_with_complete")
        elif o.get("step") and stepped:
            reject(t, o, "duplicate_step")
        else:
            stepped = stepped or bool(o.get("step"))
            kept.append(o)
    return kept


def initiative(ctx) -> None:
    """AGI first; equal AGI by a d20 rolled once per character (kept for the whole battle);
    equal AGI and die by a drawn order, also kept (`initiative_tiebreak`)."""
    t = Turn(ctx)
    b = t.b
    if b.prologue:
        return
    fresh: dict[str, list] = {}   # audience owner ("" = public) -> [(cid, roll)]
    for fid, cid, ch in b.characters():
        if ch.get("status") in ("active", "reserve") and not ch.get("initiative_die"):
            aud = t.dice_audience(cid)
            r = ctx.dice.roll(f"initiative/{cid}", "1d20", t.why("initiative", name=t.names(cid)), audience=aud)
            fresh.setdefault(fid if b.hidden(cid) else "", []).append((cid, r))
    for owner in sorted(fresh):
        pairs = fresh[owner]
        t.emit("eraide.ev.initiative_dice", t.side_audience(owner) if owner else None,
               [r for _, r in pairs], dice={c: r.total for c, r in pairs},
               list=t.names_list([f"{t.names(c)} {r.total}" for c, r in pairs]))
    ranked = [cid for _, cid, ch in b.characters() if ch.get("status") in ("active", "reserve")]
    draw_ties(t, ranked)
    ranked.sort(key=lambda c: initiative_key(b.char(c)))
    b.initiative = ranked
    shown = [f"{t.names(c)} ({int(b.char(c).get('agi', 0))})" for c in b.initiative
             if b.is_active(c) and not b.hidden(c)]
    t.emit("eraide.ev.initiative", None, sequence=t.names_list(shown))


def initiative_key(ch: dict) -> tuple[int, int, int]:
    return (-int(ch.get("agi", 0)), -int(ch.get("initiative_die", 0)), -int(ch.get("initiative_tiebreak", 0)))


def draw_ties(t: Turn, ranked: list[str]) -> None:
    """Characters of equal AGI and equal die: "tirarán un dado y el jugador con mayor
    resultado irá primero" leaves a second tie to chance, so their order is drawn once
    (ctx.dice.shuffle) and kept like the die. Those already ordered keep their order;
    a character joining the tie later is drawn among the newcomers, after them."""
    b = t.b
    groups: dict[tuple[int, int], list[str]] = {}
    for cid in ranked:
        ch = b.char(cid)
        groups.setdefault((int(ch.get("agi", 0)), int(ch.get("initiative_die", 0))), []).append(cid)
    for (agi, die), members in sorted(groups.items(), reverse=True):
        ranks = [int(b.char(c).get("initiative_tiebreak", 0)) for c in members]
        # unordered: no tiebreak yet, or one shared with another member (one healed back
        # into a tie drawn while it was down)
        new = [c for c, r in zip(members, ranks) if not r or ranks.count(r) > 1]
        if len(members) < 2 or not new:
            continue
        old = sorted((c for c in members if c not in new), key=lambda c: -int(b.char(c)["initiative_tiebreak"]))
        hidden = any(b.hidden(c) for c in members)
        aud = Audience.gm() if hidden else Audience.public()   # the draw names everyone in the tie
        drawn, rolls = t.ctx.dice.shuffle(f"initiative/draw/{agi}-{die}", new, t.why("initiative_draw"),
                                          audience=aud)
        order = old + drawn
        t.emit("eraide.ev.initiative_tie", aud, rolls, agi=agi, die=die,
               ranks={c: len(order) - i for i, c in enumerate(order)},
               sequence=t.names_list([t.names(c) for c in order]))


def activations(ctx) -> None:
    t = Turn(ctx)
    b = t.b
    if b.prologue or (b.game.get("battle") or {}).get("finished"):
        return
    for cid in sorted(set(b.plan) - set(b.initiative)):
        for o in b.plan[cid]:
            # struck down or dead before the round began
            reject(t, o, "down", status="dead" if b.char(cid).get("status") == "dead" else "down")
    for cid in b.initiative:
        if cid in b.plan and cid not in b.late:
            activate(t, cid, b.plan[cid])
        elif cid not in b.plan and b.is_active(cid) and b.has_state(cid, "furia"):
            activate(t, cid, [])   # furia needs no orders: it charges the nearest enemy


def relegated(ctx) -> None:
    """"Todos los personajes relegados actuarán en orden atendiendo a su iniciativa original"."""
    t = Turn(ctx)
    b = t.b
    if b.prologue or (b.game.get("battle") or {}).get("finished"):
        return
    for cid in b.initiative:
        if cid in b.late:
            activate(t, cid, b.plan[cid], note="eraide.ev.relegated")
        elif cid not in b.plan and b.is_active(cid) and cid not in b.activated:
            # no orders: relegated to the end, then the action is lost
            line = line_not_understood(t, cid)
            activate(t, cid, [], note="eraide.ev.no_orders" if line is None else "eraide.ev.no_valid_order",
                     line=line)
        elif cid not in b.plan and cid not in b.activated and cid in b.felled:
            # relegated too, but it fell before the end: said as for the others without orders
            t.emit("eraide.ev.turn_of", t.audience_for(cid), square=square_label(b.square_of(cid)), back="no",
                   **t.params_of(cid))
            line = line_not_understood(t, cid)
            t.emit("eraide.ev.no_orders_fell" if line is None else "eraide.ev.no_valid_order_fell",
                   t.audience_for(cid), **t.params_of(cid))
            if line is not None:
                t.emit("eraide.ev.order_not_understood", fx.owner_audience(t, cid), line=line, **t.params_of(cid))


def line_not_understood(t: Turn, cid: str) -> int | None:
    """The line of the owner's post, given to this character ("Mael: …") and not understood,
    if there is one: its player is told that line was not understood (it is listed under the
    report's «Órdenes» with its reason), not that no order came; the others only that the
    character had no order to carry out (never what was written)."""
    from gm.orderlang.text import fold
    from gm.orderlang.unread import unread_of

    ch = t.b.char(cid) or {}
    names = {fold(str(n)).strip() for n in (cid, ch.get("name")) if n}
    for u in unread_of(t.ctx.state.orders, t.b.owner(cid) or "", "not_understood"):
        head, colon, _ = str(u.get("text", "")).partition(":")
        if colon and fold(head).strip() in names:
            return int(u.get("line", 0))
    return None


def activate(t: Turn, cid: str, orders: list, note: str = "", line: int | None = None) -> None:
    b = t.b
    b.activated.add(cid)
    ch = b.char(cid)
    if ch.get("status") == "reserve":
        for o in orders:
            if o.type == "enter":
                with t.ctx.carrying(o):
                    HANDLERS["enter"](t, o, cid)
            else:
                reject(t, o, "not_on_board")
        return
    if not b.is_active(cid):
        for o in orders:
            fell(t, o, cid, "before")
        return
    b.acting, b.heading_public = cid, not b.hidden(cid)   # see effects.reveal
    t.emit("eraide.ev.turn_of", t.audience_for(cid), square=square_label(b.square_of(cid)), back="no",
           **t.params_of(cid))
    if note:
        t.emit(note, t.audience_for(cid), **t.params_of(cid))
    if line is not None:
        t.emit("eraide.ev.order_not_understood", fx.owner_audience(t, cid), line=line, **t.params_of(cid))
    act(t, cid, orders)
    b.acting = None


def fell(t: Turn, order, cid: str, when: str) -> None:
    """An order of a character that fell this round before carrying it out: said with when
    and by what (the attacker by name: it acted in sight), not as a mistake of the player's."""
    cause, by = t.b.felled.get(cid, ("", ""))
    reject(t, order, "fell", when=when, cause=cause or "other", by=t.names(by) if by else "-")


def act(t: Turn, cid: str, orders: list) -> None:
    """The activation proper: poison, free actions, the action, staying hidden, states."""
    b = t.b
    tick_start(t, cid)
    if not b.is_active(cid):
        for o in orders:
            fell(t, o, cid, "start")
        return
    frees = [o for o in orders if action_class(t, cid, o) == FREE]
    mains = [o for o in orders if o not in frees]
    for o in frees:
        handle(t, o, cid)
    if b.has_state(cid, "furia"):
        for o in mains:
            reject(t, o, "furia")
        furia(t, cid)
    else:
        for o in mains:
            if not b.is_active(cid):
                fell(t, o, cid, "during")
            elif action_class(t, cid, o) in (PARTIAL, COMPLETE) and not st.can_act(b, cid):
                reject(t, o, "stunned")
            else:
                handle(t, o, cid)
    if b.is_active(cid):
        fx.end_hidden_turn(t, cid)
    tick_end(t, cid)


def tick_start(t: Turn, cid: str) -> None:
    """Envenenado: POT lost at the start of each of the character's rounds."""
    b = t.b
    states = dict(b.char(cid).get("states") or {})
    poison = states.get("envenenado")
    if poison and int(poison.get("value", 0)) > 0:
        fx.lose_pot(t, cid, int(poison["value"]), "poison")


def tick_end(t: Turn, cid: str) -> None:
    """States count the character's own rounds; condenado kills when its count runs out.
    A state it put on itself during this activation (Grito de furia) counts this round,
    which it acted under: "durante 1 asalto" is this one."""
    b = t.b
    ch = b.char(cid)
    for name in sorted(ch.get("states") or {}):
        state = (ch.get("states") or {}).get(name)
        if state is None or int(state.get("rounds", 0)) <= 0:
            continue  # gone, or without a duration (acechando)
        left = int(state["rounds"]) - 1
        if left > 0:
            t.emit("eraide.ev.state_tick", t.audience_for(cid), state=name, rounds=left,
                   state_name=t.why(f"state_{name}"), **t.params_of(cid))
            continue
        if name == "condenado" and b.char(cid).get("status") == "active":
            fx.reveal(t, cid, "fallen")   # the body lies in sight
            t.emit("eraide.ev.died", t.audience_for(cid), **t.params_of(cid))
            drop_object(t, cid)
            return
        t.emit("eraide.ev.state_end", t.audience_for(cid), state=name, state_name=t.why(f"state_{name}"),
               **t.params_of(cid))


def acting_rank(b, cid: str) -> int:
    """Place in this round's initiative; a creature summoned during the round comes after
    everyone, in the order of summoning."""
    if cid in b.initiative:
        return b.initiative.index(cid)
    return len(b.initiative) + (b.summons.index(cid) if cid in b.summons else len(b.summons))


def furia(t: Turn, cid: str) -> None:
    """"Se lanza contra el adversario más cercano": step towards it if needed (unless it
    took its round's step already, with a free talent), then attack."""
    b = t.b
    here = b.square_of(cid)
    fid = b.owner(cid)
    foes = [(chebyshev(here, b.square_of(e)), acting_rank(b, e), e)
            for f, e, _ in b.characters()
            if b.enemies(fid, f) and b.is_active(e) and not b.hidden(e)]
    if not foes:
        return
    _, _, target = min(foes)   # the rank is unique: the id never decides
    w = fx.weapon_of(t, cid)
    t.emit("eraide.ev.furia", t.audience_for(cid), target=t.names(target), **t.params_of(cid))
    if fx.target_problem(t, cid, target, w.range) and st.can_move(b, cid) and cid not in b.stepped:
        tsq = b.square_of(target)
        # squares its player sees free (one held by someone unseen is run into)
        options = sorted((chebyshev(n, tsq), square_label(n), n) for n in neighbours(here, 8)
                         if b.board.in_bounds(n) and step_problem(b, cid, n) in (None, "bumped"))
        if options and options[0][0] < chebyshev(here, tsq):
            do_step(t, cid, square_label(options[0][2]))
    if st.can_act(b, cid) and st.can_attack(b, cid) and fx.target_problem(t, cid, target, w.range) is None:
        fx.reveal(t, cid, "acted")   # an attack is a partial action: it reveals
        fx.strike(t, cid, target, w, "furia", False)
