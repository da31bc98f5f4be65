"""Movement: one hex per turn, all at once, with the document's priorities.

1. Move orders are checked (adjacent, passable, one per army).
2. Two hostile armies swapping hexes fight a border battle; both end on the loser's side
   (the winner enters with the terrain die). Several possible pairings: drawn by dice.
3. An army leaving a hex where hostile units stay must fight there first when the hex is
   enemy territory or the two races do not move equally well in it; an army of higher
   priority arriving first also catches it. Such armies fight, then move (after battles).
   All found at once: neither a god's name nor the order of the orders decides.
4. The rest move; entering a difficult hex not owned by the mover or an ally costs a 1d6
   (1-2: one damage). Priority: moves into own or allied territory first, then armies
   adapted to the terrain, then the rest.
"""

from __future__ import annotations

from dataclasses import dataclass

from gm.engine.events import Audience
from gm.geometry import hexgrid
from gm.rulesets.nuevo_amanecer import ties
from gm.rulesets.nuevo_amanecer.model import Model
from gm.rulesets.nuevo_amanecer.checks import god_alive, move_problem, plan_before
import gm.rulesets.nuevo_amanecer.phases.battles as battles


@dataclass
class Move:
    faction: str
    army: str
    src: str
    dst: str
    priority: int
    order: object
    name: str = ""  # the army's name (for messages once it is destroyed)

    @property
    def key(self) -> str:
        return f"{self.faction}/army/{self.army}"


def _priority(w: Model, fid: str, dst: str) -> int:
    owner = w.owner(dst)
    if owner and w.allied(fid, owner):
        return 0
    return 1 if w.adaptation(fid).get(w.hexes[dst]["terrain"]) == "normal" else 2


def collect_moves(ctx) -> list[Move]:
    w: Model = ctx.model
    moves: dict[tuple[str, str], Move] = {}
    for order in ctx.orders_by_type("move"):
        if not ctx.pending(order):
            continue
        fid = order.faction
        if fid == "gm" or god_alive(w, fid, order, None):
            ctx.reject(order, "na.reject.god_dead")
            continue
        aid, dst = str(order.get("army")), str(order.get("to", "")).upper()
        problem = move_problem(w, fid, aid, dst, (fid, aid) in moves, plan_before(ctx, order))
        if problem:
            ctx.reject(order, problem[0], **problem[1])
            continue
        army = w.armies(fid)[aid]
        w.facts.army_names[(fid, aid)] = str(army.get("name", aid))
        moves[(fid, aid)] = Move(fid, aid, army["hex"], dst, _priority(w, fid, dst), order, str(army.get("name", aid)))
    return sorted(moves.values(), key=lambda m: (m.priority, m.faction, m.army))


def _equal_footing(w: Model, a: str, b: str, hexname: str) -> bool:
    t = w.hexes[hexname]["terrain"]
    return w.adaptation(a).get(t) == w.adaptation(b).get(t)


def _caught_by_stayers(w: Model, m: Move, leaving: set) -> bool:
    """`leaving`: (faction, army) of the armies still moving (m's own never counts: an
    army is not hostile to itself). Hostile units that stay catch m in enemy land, or
    where the two races do not move equally well."""
    owner = w.owner(m.src)
    enemy_land = bool(owner) and w.hostile(m.faction, owner)
    for fid, aid, _a in w.armies_at(m.src):
        if not w.hostile(m.faction, fid) or (fid, aid) in leaving:
            continue
        if enemy_land or not _equal_footing(w, m.faction, fid, m.src):
            return True
    city = w.city_at(m.src)
    return bool(city) and w.hostile(m.faction, city[0]) and enemy_land


def _caught_by_arrivals(w: Model, m: Move, arriving: list[Move]) -> bool:
    """A hostile army of higher priority arriving first catches it."""
    return any(w.hostile(m.faction, x.faction) and x.priority < m.priority for x in arriving)


def catch(w: Model, moves: list[Move], done: set) -> set:
    """The keys of the armies that must fight before leaving, found all at once (no name
    or order of the orders decides): first those held by hostile units that stay (to a
    fixed point: an army held stays, and may hold another), then, against the moves still
    free, those a hostile army of higher priority reaches first."""
    free = [m for m in moves if m.key not in done]
    caught: set = set()
    while True:
        leaving = {(x.faction, x.army) for x in free if x.key not in caught}
        more = {m.key for m in free if m.key not in caught and _caught_by_stayers(w, m, leaving)}
        if not more:
            break
        caught |= more
    still = [x for x in free if x.key not in caught]
    into: dict[str, list[Move]] = {}
    for x in still:
        into.setdefault(x.dst, []).append(x)
    return caught | {m.key for m in still if _caught_by_arrivals(w, m, [x for x in into.get(m.src, ()) if x.key != m.key])}


def enter(ctx, w: Model, m: Move, kind: str) -> None:
    """Move the army and roll the terrain die where the rules ask for it."""
    ctx.emit(kind, Audience.private(m.faction), order=m.order, faction=m.faction, army=m.army,
             name=w.armies(m.faction)[m.army].get("name", m.army), **{"from": m.src, "to": m.dst})
    terrain_die(ctx, w, m)


def terrain_die(ctx, w: Model, m: Move) -> None:
    """The 1d6 of an army entering a difficult terrain not owned by it or an ally (1-2: a wound)."""
    s = w.settings
    terrain = w.hexes[m.dst]["terrain"]
    owner = w.owner(m.dst)
    own_land = bool(owner) and w.allied(m.faction, owner)
    if w.adaptation(m.faction).get(terrain) != "difficult":
        return
    if own_land and not s["combat"]["terrain_roll_in_own_territory"]:
        return
    army = w.armies(m.faction)[m.army]
    r = ctx.dice.roll(f"terrain/{m.faction}/{m.army}", s["combat"]["terrain_die"], ctx.t("na.why.terrain", hex=m.dst, army=army.get("name", m.army), god=w.god_name(m.faction),
                                                                             own="yes" if w.names_its_god(str(army.get("name", m.army)), m.faction) else "no"),
                      audience=Audience.public())  # the public na.terrain.hurt shows it
    hurt = r.total <= int(s["combat"]["terrain_damage_max_face"])
    ctx.emit("na.terrain.hurt", Audience.public(), rolls=(r,), faction=m.faction, unit="army", id=m.army,
             name=army.get("name", m.army), hex=m.dst, terrain=terrain, amount=1 if hurt else 0)
    if hurt and int(army.get("damage", 0)) >= w.unit_life(m.faction, "army", army):
        ctx.emit("na.army.destroyed", Audience.public(), faction=m.faction, army=m.army,
                 name=army.get("name", m.army), hex=m.dst, cause="terrain")


def _border_battle(ctx, w: Model, m: Move, n: Move) -> None:
    """Fight it; the winner then enters the loser's hex as a mover would (terrain die)."""
    loser = battles.border_battle(ctx, m, n)
    if loser is None:
        return
    winner = n if loser is m else m
    if winner.army not in w.armies(winner.faction):
        return
    army = w.armies(winner.faction)[winner.army]
    ctx.emit("na.move.border_placed", Audience.public(), faction=winner.faction, army=winner.army,
             name=army.get("name", winner.army), **{"from": winner.src, "to": loser.src})
    terrain_die(ctx, w, Move(winner.faction, winner.army, winner.src, loser.src, winner.priority, winner.order, winner.name))


def border_battles(ctx, w: Model, moves: list[Move]) -> set:
    """Hostile armies swapping hexes fight a border battle; returns the keys of the moves
    settled so. Where several pairings are possible across one border (three or more
    armies crossing it), who meets whom is drawn by dice, not by name."""
    crossing: dict[frozenset, list[Move]] = {}
    for m in moves:
        crossing.setdefault(frozenset((m.src, m.dst)), []).append(m)
    done: set = set()
    for border, ms in crossing.items():
        pairs = [(m, n) for i, m in enumerate(ms) for n in ms[i + 1:] if n.src == m.dst and w.hostile(m.faction, n.faction)]
        if len(pairs) > 1:
            a, b = sorted(border, key=hexgrid.parse)
            names = [f"{w.armies(x.faction)[x.army].get('name', x.army)} ({w.god_name(x.faction)})" for x in ms]
            ms = ties.draw(ctx, f"border/{a}-{b}", "border", f"{a}-{b}", ms, names)
        for i, m in enumerate(ms):
            for n in ms[i + 1:]:
                if m.key in done or n.key in done or n.src != m.dst or not w.hostile(m.faction, n.faction):
                    continue
                _border_battle(ctx, w, m, n)
                done |= {m.key, n.key}
    return done


def phase_movement(ctx) -> None:
    w: Model = ctx.model
    moves = collect_moves(ctx)
    done = border_battles(ctx, w, moves)
    caught = catch(w, moves, done)
    for m in moves:
        if m.key in caught:
            w.facts.caught[m.key] = m
            done.add(m.key)
    for m in moves:
        if m.key in done:
            continue
        if m.army in w.armies(m.faction):
            ctx.apply(m.order, "na.order.moved", army=w.armies(m.faction)[m.army].get("name", m.army), hex=m.dst)
            enter(ctx, w, m, "na.move.done")


def phase_after_battle_moves(ctx) -> None:
    """Armies that had to fight before leaving move now, if they survived."""
    w: Model = ctx.model
    for key in sorted(w.facts.caught):
        m = w.facts.caught[key]
        if m.army not in w.armies(m.faction):
            ctx.reject(m.order, "na.reject.army_lost_before_moving", army=m.name or m.army)
            continue
        ctx.apply(m.order, "na.order.moved_after_battle", army=w.armies(m.faction)[m.army].get("name", m.army), hex=m.dst)
        enter(ctx, w, m, "na.move.after_battle")


def phase_after_battles(ctx) -> None:
    """The armies caught before leaving move now; move orders of armies lost on the way are refused."""
    phase_after_battle_moves(ctx)
    reject_leftover_moves(ctx)


def reject_leftover_moves(ctx) -> None:
    """Move orders of armies destroyed before their move (named as at the turn's start)."""
    for order in ctx.orders_by_type("move"):
        if ctx.pending(order):
            name = ctx.model.facts.army_names.get((order.faction, order.get("army")), order.get("army"))
            ctx.reject(order, "na.reject.army_lost_before_moving", army=name)

