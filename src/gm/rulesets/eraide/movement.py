"""Movement rules: step, run (AGI/2), climbing, jump, pushes and falls.

Functions here decide; they return plans or a rejection reason (catalog key suffix) and
never change the battle: the phases emit events and the appliers move the pieces.
"""
from __future__ import annotations

from dataclasses import dataclass

from gm.geometry.squaregrid import Square, aligned, chebyshev, line, parse as parse_square

from .board import jump_capacity, offset, unit_step
from .model import Model
from .rules import setting


def run_budget(b: Model, cid: str) -> int:
    ch = b.char(cid) or {}
    return int(ch.get("agi", 0)) // int(setting(b.settings, "movement.run_divisor", 2))


def _ally(b: Model, cid: str, other: str) -> bool:
    return not b.enemies(b.owner(cid), b.owner(other))


def can_pass(b: Model, cid: str, sq: Square, occ: dict[Square, str]) -> bool:
    """Through a square: walkable, and empty or held by an ally ("que te permitirá el paso")."""
    if not b.board.walkable(sq):
        return False
    other = occ.get(sq)
    return other is None or other == cid or _ally(b, cid, other)


def can_stop(b: Model, cid: str, sq: Square, occ: dict[Square, str]) -> bool:
    """"Dos personajes, aunque sean aliados, no pueden ocupar la misma casilla"."""
    return b.board.walkable(sq) and occ.get(sq) in (None, cid)


def step_problem(b: Model, cid: str, to: Square) -> str | None:
    frm = b.square_of(cid)
    if frm is None:
        return "not_on_board"
    if not b.board.in_bounds(to):
        return "off_board"
    if chebyshev(frm, to) != int(setting(b.settings, "movement.step_squares", 1)):
        return "step_not_adjacent"
    if not b.board.walkable(to):
        return "square_blocked"
    climb = abs(b.board.level(to) - b.board.level(frm))
    if climb > (1 if setting(b.settings, "movement.step_may_climb", False) else 0):
        return "step_climb"
    return occupied_problem(b, cid, to)


def occupied_problem(b: Model, cid: str, to: Square) -> str | None:
    """None if `cid` may end on `to`; "square_occupied" for a character its side sees;
    "bumped" for one it cannot see (the caller reveals it: see effects.bump)."""
    if can_stop(b, cid, to, b.occupants()):
        return None
    return "bumped" if b.unseen_at(to, b.owner(cid)) else "square_occupied"


@dataclass
class RunPlan:
    squares: list[Square]   # squares actually entered, in order
    cost: int
    stopped: bool           # cut short by a character in the way
    bumped: str | None = None   # the unseen character that stopped it (it is discovered)


def path_cost(b: Model, frm: Square, path: list[Square]) -> int:
    """One square per square entered plus climb_cost per level up or down."""
    climb = int(setting(b.settings, "movement.climb_cost", 1))
    cost, cur = 0, frm
    for sq in path:
        cost += 1 + climb * abs(b.board.level(sq) - b.board.level(cur))
        cur = sq
    return cost


def run_plan(b: Model, cid: str, labels: list[str]) -> tuple[str | None, RunPlan | None]:
    frm = b.square_of(cid)
    if frm is None:
        return "not_on_board", None
    try:
        path = [parse_square(s) for s in labels]
    except ValueError:
        return "bad_square", None
    if not path:
        return "empty_path", None
    cur = frm
    for sq in path:
        if not b.board.in_bounds(sq):
            return "off_board", None
        if chebyshev(cur, sq) != 1:
            return "path_not_adjacent", None
        if not b.board.walkable(sq):
            return "square_blocked", None
        cur = sq
    cost = path_cost(b, frm, path)
    if cost > run_budget(b, cid):
        return "run_too_long", None
    # characters may have moved since the order was written: stop before the first one
    occ = b.occupants()
    fid = b.owner(cid)
    entered: list[Square] = []
    bumped = None
    for sq in path:
        if not can_pass(b, cid, sq, occ):
            bumped = b.unseen_at(sq, fid)
            break
        entered.append(sq)
    # cannot end on an ally: fall back to the last free square
    while entered and not can_stop(b, cid, entered[-1], occ):
        bumped = bumped or b.unseen_at(entered[-1], fid)
        entered.pop()
    stopped = len(entered) < len(path)
    return None, RunPlan(entered, path_cost(b, frm, entered), stopped, bumped)


@dataclass
class JumpPlan:
    to: Square
    fall_levels: int
    bumped: str | None = None   # "bumped": the unseen character under or at the landing


def jump_plan(b: Model, cid: str, to: Square) -> tuple[str | None, JumpPlan | None]:
    frm = b.square_of(cid)
    if frm is None:
        return "not_on_board", None
    if not b.board.in_bounds(to):
        return "off_board", None
    if not aligned(frm, to):
        return "jump_not_straight", None
    dist = chebyshev(frm, to)
    cap = jump_capacity(int((b.char(cid) or {}).get("agi", 0)), setting(b.settings, "movement.jump", [[1, 1]]))
    if dist < 2 or dist - 1 > cap:
        return "jump_too_long", None
    over = line(frm, to)[1:-1]   # the squares jumped over
    if any(not b.board.jumpable(sq) or b.board.level(sq) > b.board.level(frm) for sq in over):
        return "jump_obstacle", None
    if not b.board.walkable(to):
        return "square_blocked", None
    rise = b.board.level(to) - b.board.level(frm)
    if rise > 0:
        return "jump_up", None
    # characters in the way: those the jumper sees forbid the jump; only a jump legal as
    # far as its player can tell finds an unseen one (under it or where it lands)
    occ, fid = b.occupants(), b.owner(cid)
    in_way = [sq for sq in (*over, to) if occ.get(sq, cid) != cid]
    seen = [sq for sq in in_way if not b.unseen_at(sq, fid)]
    if seen:
        return ("square_occupied" if seen[0] == to else "jump_obstacle"), None
    if in_way:
        return "bumped", JumpPlan(in_way[0], 0, occ[in_way[0]])
    falls = -rise if setting(b.settings, "movement.jump_down_falls", True) else 0
    return None, JumpPlan(to, falls)


@dataclass
class PushPlan:
    target: str
    path: list[Square]      # squares travelled
    short: int              # squares it could not travel
    impact: str             # "" | "wall" | "object" | "character"
    other: str | None       # the character it hit
    fall_levels: int        # levels dropped at the end


def push_plan(b: Model, pusher: str, target: str, squares: int) -> PushPlan | None:
    """Push target straight away from the pusher, up to `squares`."""
    p, t = b.square_of(pusher), b.square_of(target)
    if p is None or t is None:
        return None
    dx, dy = unit_step(p, t)
    occ = b.occupants()
    path: list[Square] = []
    cur = t
    impact, other = "", None
    for _ in range(squares):
        nxt = offset(cur, dx, dy)
        kind = b.board.impact(nxt)
        if kind:
            impact = kind
            break
        if nxt in occ and occ[nxt] != target:
            impact, other = "character", occ[nxt]
            break
        if not b.board.walkable(nxt):
            # a gap: the character is pushed in no farther (treated as an object edge)
            impact = "object"
            break
        if b.board.level(nxt) > b.board.level(cur):
            impact = "wall"   # a higher level stops a push like a wall
            break
        path.append(nxt)
        cur = nxt
    short = squares - len(path)
    fall = max(0, b.board.level(t) - b.board.level(cur))
    return PushPlan(target, path, short if impact else 0, impact, other, fall)


def impact_damage(b: Model, plan: PushPlan) -> tuple[int, int]:
    """(POT lost by the pushed character, by the character it hit)."""
    if not plan.impact or plan.short <= 0:
        return 0, 0
    per = {"wall": int(setting(b.settings, "movement.push_wall_pot", 2)),
           "object": int(setting(b.settings, "movement.push_object_pot", 1)),
           "character": int(setting(b.settings, "movement.push_character_pot", 1))}[plan.impact]
    own = per * plan.short
    return own, (own if plan.impact == "character" else 0)


def fall_damage(b: Model, levels: int) -> int:
    return max(0, levels) * int(setting(b.settings, "movement.fall_pot_per_level", 2))
