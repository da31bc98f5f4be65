"""Shared effects used by several actions: damage, falls, moves, reveals, destiny, strikes."""
from __future__ import annotations

from dataclasses import dataclass

from . import states as st
from .combat import Attack, AttackResult, modifiers, resolve
from gm.geometry.squaregrid import Square, chebyshev, label as square_label
from .rules import setting
from .movement import fall_damage, impact_damage, push_plan
from .objective import drop_object
from .rules import chance_of, opposed
from .turn import Turn


# --- POT ---------------------------------------------------------------------------
def lose_pot(t: Turn, cid: str, amount: int, cause: str, rolls=()) -> None:
    if amount <= 0:
        return
    left = int((t.b.char(cid) or {}).get("pot_now", 0))
    t.emit("eraide.ev.pot_lost", t.audience_for(cid), rolls, amount=amount, lost=min(amount, left),
           cut="yes" if amount > left else "no", cause=cause, **t.params_of(cid))
    check_down(t, cid, cause)


def check_down(t: Turn, cid: str, cause: str, by: str = "") -> None:
    """POT 0: the character falls. `cause` (an attack, by `by`, or what lose_pot names) is
    kept for the rejection of the orders it can no longer carry out (round.fell)."""
    ch = t.b.char(cid) or {}
    if ch.get("status") == "active" and int(ch.get("pot_now", 0)) <= 0:
        if t.b.hidden(cid):
            reveal(t, cid, "fallen")
        t.emit("eraide.ev.down", None, cause=cause, by=by, **t.params_of(cid))
        drop_object(t, cid)


def owner_audience(t: Turn, cid: str):
    """Numbers only the character's player knows (ether left, destiny left)."""
    return owner_audience_of(t.b.owner(cid))


def owner_audience_of(faction_id: str):
    from gm.engine.events import Audience
    return Audience.private(faction_id)


# --- destiny ------------------------------------------------------------------------
def can_spend_destiny(t: Turn, cid: str) -> bool:
    fid = t.b.owner(cid)
    return fid is not None and t.b.destiny_pool(fid) > 0


def spend_destiny(t: Turn, cid: str, audience) -> None:
    """"repite la tirada": told to `audience`, the readers of the event that shows the
    rerolled roll (a hidden trap's setter's side, not everyone who sees the setter)."""
    fid = t.b.owner(cid)
    t.emit("eraide.ev.destiny", audience, faction=fid, **t.params_of(cid))


# --- stealth ------------------------------------------------------------------------
def reveal(t: Turn, cid: str, why: str, rolls=(), by: str = "-") -> None:
    """"pasará a ser visible para todo el mundo": a public event. During the character's
    own activation its turn heading, private while it hid, is made public first, so the
    public chronicle shows what it does under its own name."""
    b = t.b
    if not b.hidden(cid):
        return
    sq = b.square_of(cid)
    if b.acting == cid and not b.heading_public:
        # the public list of initiative left it out: its section says it comes back
        b.heading_public = True
        t.emit("eraide.ev.turn_of", None, square=square_label(sq) if sq else "-", back="yes", **t.params_of(cid))
    t.emit("eraide.ev.revealed", None, rolls, state="acechando", square=square_label(sq) if sq else "-",
           cause=why, by=by, **t.params_of(cid))


def bump(t: Turn, cid: str, other: str) -> None:
    """`cid` runs into `other`, a character its player could not see, on a square it
    wanted to enter or use: the square is not free, and `other` is discovered ("habrá
    descubierto al personaje acechando y se volverá visible para todos"). A hidden
    `cid` gives itself away in the collision too."""
    reveal(t, cid, "collided")
    reveal(t, other, "bumped", by=t.names(cid))


class Reason(str):
    """A rejection reason that carries its own words' params (reject and reason_text add them)."""
    params: dict[str, str]

    def __new__(cls, reason: str, **params):
        out = super().__new__(cls, reason)
        out.params = params
        return out


def bumped(t: Turn, cid: str, other: str, sq) -> Reason:
    """`cid` finds `other`, unseen, on `sq`: it is revealed and the order cannot be carried out."""
    bump(t, cid, other)
    return Reason("bumped", square=square_label(sq), other=t.names(other))


def detect_radius(t: Turn, cid: str) -> int:
    r = setting(t.b.settings, "stealth.detect_radius", "range")
    if r == "range":
        return max(1, int((t.b.char(cid) or {}).get("range", 1)))
    return int(r)


def after_move(t: Turn, cid: str, frm: Square | None, way: list[Square]) -> None:
    """A hidden character that "invada el círculo máximo de un enemigo": a move from
    outside it onto any square of it (`way`, the squares entered, in order: a run that
    crosses the circle invades it too) gives that enemy Advertir against Acechar."""
    b = t.b
    if not b.hidden(cid):
        return
    fid = b.owner(cid)
    for efid, eid, _ech in b.characters():
        if not b.enemies(fid, efid) or not b.is_active(eid) or b.hidden(eid):
            continue
        esq = b.square_of(eid)
        r = detect_radius(t, eid)
        if (frm is not None and chebyshev(esq, frm) <= r) or all(chebyshev(esq, sq) > r for sq in way):
            continue
        if not st.can_use_skills(b, eid):
            continue
        hider_skill = b.skill(cid, "acechar") if st.can_use_skills(b, cid) else 0
        # both dice are the hider's player's (it alone learns of a failed attempt); a
        # success shows them to everyone with the reveal
        aud = t.dice_audience(cid)
        a = t.roll_d20(f"detect/{cid}/{eid}", b.skill(eid, "advertir"),
                       t.why("advertir", name=t.names(eid), target=t.names(cid)), audience=aud)
        p = t.roll_d20(f"hide/{cid}/{eid}", hider_skill, t.why("acechar", name=t.names(cid)), audience=aud)
        res = opposed(b.d20, a.face, a.modifier, p.face, p.modifier)
        if res.active_wins:
            reveal(t, cid, "spotted", rolls=a.rolls + p.rolls, by=t.names(eid))
            return
        t.emit("eraide.ev.unseen", t.audience_for(cid), a.rolls + p.rolls, watcher=t.names(eid),
               **t.params_of(cid))


def end_hidden_turn(t: Turn, cid: str) -> None:
    """Hidden only while ending next to an object, wall or character (standing or fallen);
    another acechando character is no cover (it is invisible: staying hidden beside it
    would tell its player where it is)."""
    b = t.b
    sq = b.square_of(cid)
    if not b.hidden(cid) or sq is None:
        return
    if not b.board.adjacent_to_cover(sq, b.in_sight()):
        reveal(t, cid, "exposed")


# --- moves ---------------------------------------------------------------------------
def push(t: Turn, pusher: str, target: str, squares: int) -> None:
    plan = push_plan(t.b, pusher, target, squares)
    if plan is None or t.b.char(target).get("status") != "active":
        return
    if plan.path:
        t.emit("eraide.ev.pushed", None, frm=square_label(t.b.square_of(target)),
               to=square_label(plan.path[-1]), squares=len(plan.path), **t.params_of(target))
    if plan.other and t.b.hidden(plan.other):
        bump(t, target, plan.other)   # slammed into someone lurking: found
    own, other = impact_damage(t.b, plan)
    if own:
        lose_pot(t, target, own, plan.impact)
    if other and plan.other:
        lose_pot(t, plan.other, other, "character")
    if plan.fall_levels:
        lose_pot(t, target, fall_damage(t.b, plan.fall_levels), "fall")


# --- combat -------------------------------------------------------------------------
@dataclass
class Weapon:
    attack: int
    damage: int
    letter: str
    range: int


def weapon_of(t: Turn, cid: str, talent: dict | None = None) -> Weapon:
    ch = t.b.char(cid) or {}
    talent = talent or {}
    letter_key = "damage_letter" if setting(t.b.settings, "combat.weapon_letter", "damage") == "damage" else "attack_letter"
    return Weapon(int(talent.get("attack", ch.get("attack", 0))),
                  int(talent.get("damage", ch.get("damage", 0))),
                  str(talent.get("letter", ch.get(letter_key, "A"))),
                  int(talent.get("range", ch.get("range", 1))))


def target_problem(t: Turn, cid: str, target: str, reach: int, hostile: bool = True,
                   weapon: bool = True) -> str | None:
    """Why `cid` cannot reach `target` with an effect of range `reach` (None if it can);
    `weapon`: an attack with a weapon (the sheet's or a strike talent's), not a spell."""
    b = t.b
    owner = b.owner(cid)
    if b.char(target) is None or not b.visible_to(target, owner):
        return "no_target"
    if target == cid:
        return "self_target" if hostile else None
    if not b.is_active(target) and hostile:
        return "target_down"
    frm, to = b.square_of(cid), b.square_of(target)
    if frm is None or to is None:
        return "no_target"
    lvl_a, lvl_d = b.board.level(frm), b.board.level(to)
    melee_reach = int(setting(b.settings, "combat.melee_distance", 1))
    if lvl_a > lvl_d and elevation_reach(b, reach, weapon):
        reach += int(setting(b.settings, "combat.elevation_range_bonus", 1))
    dist = chebyshev(frm, to)
    if dist > reach or not b.board.sight(frm, to).aligned:
        return "out_of_range"
    melee = dist <= melee_reach
    if melee and abs(lvl_a - lvl_d) > int(setting(b.settings, "combat.melee_max_level_diff", 1)):
        return "out_of_range"
    # characters are cover, never a block: the occupancy index serves as it is
    if b.board.sight(frm, to, b.occupants()).blocked:
        return "total_cover"
    return None


def elevation_reach(b, reach: int, weapon: bool) -> bool:
    """"te amplía en 1 el rango efectivo de tu arma (si lo tuviera)": a weapon with range
    (a spell, hex or heal, only with `combat.elevation_bonus_spells`)."""
    if not weapon and not setting(b.settings, "combat.elevation_bonus_spells", False):
        return False
    return reach > int(setting(b.settings, "combat.melee_distance", 1)) \
        or bool(setting(b.settings, "combat.elevation_bonus_melee", False))


def strike(t: Turn, cid: str, target: str, weapon: Weapon, slot: str, destiny: bool,
           talent_name: str = "") -> AttackResult:
    """d20 + attack against d20 + defence; damage by the letter table. Assumes target_problem passed."""
    b = t.b
    frm, to = b.square_of(cid), b.square_of(target)
    # the attacker's and the target's own squares are the line's ends: never cover; an
    # acechando character is invisible, so it is no cover either (the +2 would show it)
    sight = b.board.sight(frm, to, b.in_sight())
    melee = chebyshev(frm, to) <= int(setting(b.settings, "combat.melee_distance", 1))
    elevated = melee and b.board.level(to) > b.board.level(frm)
    dch = b.char(target)
    a = Attack(weapon.attack, weapon.damage, weapon.letter, int(dch.get("defence", 0)),
               st.armour_letter(b, target), cover=sight.cover, elevated=elevated,
               attack_mods=st.attack_modifiers(b, cid, slot.startswith("free/")), defence_mods=st.defence_modifiers(b, target),
               damage_mods=st.damage_modifiers(b, cid))
    att_mod, def_mod, _ = modifiers(a, b.nums)
    t.ctx.chance(t.ctx.carried, lambda spend=destiny and can_spend_destiny(t, cid): chance_of(
        b.d20, lambda af, df: resolve(a, af, df, b.d20, b.nums, b.letters).damage > 0, spend))
    aud = t.dice_audience(cid, target)
    att_parts, def_parts = dice_parts(t, a)
    ar = t.roll_d20(f"{cid}/{slot}/attack", att_mod,
                    t.why("attack", name=t.names(cid), target=t.names(target), parts=att_parts), audience=aud)
    dr = t.roll_d20(f"{cid}/{slot}/defence/{target}", def_mod, t.why("defence", name=t.names(target), parts=def_parts),
                    audience=aud)
    res = resolve(a, ar.face, dr.face, b.d20, b.nums, b.letters)
    used_destiny = False
    if destiny and res.damage == 0 and can_spend_destiny(t, cid):
        spend_destiny(t, cid, t.audience_for(cid, target))
        ar = t.reroll_keep_higher(ar, f"{cid}/{slot}/attack/destiny", t.why("destiny", name=t.names(cid)))
        res = resolve(a, ar.face, dr.face, b.d20, b.nums, b.letters)
        used_destiny = True
    # a natural 1 counts as 0 whatever its modifier: the sentence says why a total is 0
    notes = [t.why("note_natural", name=t.names(who), face=r.face, total=b.d20.failure_total)
             for who, r in ((cid, ar), (target, dr)) if r.face == b.d20.natural_failure]
    notes += state_notes(t, a, str(dch.get("defence_letter", "A")))
    notes += [t.why(k, value=f"{v:+d}") for k, v, on in (("cover", b.nums.cover_bonus, sight.cover),
                                                         ("elevated", b.nums.elevation_melee_defence, elevated),
                                                         ("destiny_used", 0, used_destiny)) if on]
    t.emit("eraide.ev.attack", t.audience_for(cid, target), ar.rolls + dr.rolls,
           attacker=t.names(cid), attacker_id=cid, defender=t.names(target), defender_id=target,
           defender_gender=t.gender(target), weapon=weapon_word(b, cid, talent_name), talent=talent_name or "-",
           attack_total=res.attack_total, defence_total=res.defence_total,
           outcome=res.outcome, damage=res.damage, notes=", ".join(notes) or "-", has_notes="yes" if notes else "no",
           # a blow above the POT left takes only what is left: said so, the numbers add up
           lost=min(res.damage, int(dch.get("pot_now", 0))), cut="yes" if res.damage > int(dch.get("pot_now", 0)) else "no")
    check_down(t, target, "attack", cid)
    return res


def weapon_word(b, cid: str, talent_name: str) -> str:
    """What the attack line says it strikes with: the talent, "su arma", or nothing for a
    creature (a wolf bites: it has no weapon to name)."""
    if talent_name:
        return "talent"
    return "natural" if (b.char(cid) or {}).get("kind") == "criatura" else "own"


def dice_parts(t: Turn, a: Attack) -> tuple[str, str]:
    """What makes up each die's modifier, for its roll line: "Ataque 6, cegado -4" and
    "Defensa 4, cobertura +2" (the numbers the rule adds to each d20)."""
    def mods(items) -> list[str]:
        return [t.why("part", what=what, value=f"{v:+d}") for what, v in items if v]

    def states(by_state: dict[str, int]) -> list[tuple[str, int]]:
        return [(t.why(f"state_{s}"), v) for s, v in by_state.items()]
    attack = [t.why("part_attack", value=a.attack)] + mods(states(a.attack_mods))
    cover = [(t.why("part_cover"), t.b.nums.cover_bonus)] if a.cover else []
    higher = [(t.why("part_elevated"), t.b.nums.elevation_melee_defence)] if a.elevated else []
    defence = [t.why("part_defence", value=a.defence)] + mods(cover + higher + states(a.defence_mods))
    return ", ".join(attack), ", ".join(defence)


def state_notes(t: Turn, a: Attack, own_armour: str) -> list[str]:
    """What the states changed in an exchange, for the attack line: the attacker's, each
    named once ("furia +2 al ataque, +2 al daño"), the defender's ("ceguera del defensor -4"),
    the armour letter furia lowered."""
    own: dict[str, list[str]] = {}
    for mods, key in ((a.attack_mods, "note_attack"), (a.damage_mods, "note_damage")):
        for s, v in mods.items():
            if v:
                own.setdefault(s, []).append(t.why(key, value=f"{v:+d}"))
    notes = [t.why("note_state", state=t.why(f"state_{s}"), effects=", ".join(parts)) for s, parts in own.items()]
    notes += [t.why("note_defence", state=t.why(f"state_{s}"), value=f"{v:+d}") for s, v in a.defence_mods.items() if v]
    if a.armour != own_armour:
        notes.append(t.why("note_armour", letter=a.armour, state=t.why("state_furia")))
    return notes


def opposed_check(t: Turn, cid: str, skill: str, target: str, against: str, slot: str, destiny: bool,
                  extra_mods: dict[str, int] | None = None):
    b = t.b
    mod = (b.skill(cid, skill) if skill else 0) + sum((extra_mods or {}).values())
    aud = t.dice_audience(cid, target)
    resist = b.skill(target, against) if against else 0
    t.ctx.chance(t.ctx.carried, lambda spend=destiny and can_spend_destiny(t, cid): chance_of(
        b.d20, lambda af, pf: opposed(b.d20, af, mod, pf, resist).active_wins, spend))
    a = t.roll_d20(f"{cid}/{slot}/check", mod, t.why("skill", name=t.names(cid), skill=t.skill_name(skill)), audience=aud)
    p = t.roll_d20(f"{cid}/{slot}/resist/{target}", resist,
                   t.why("skill", name=t.names(target), skill=t.skill_name(against)), audience=aud)
    res = opposed(b.d20, a.face, a.modifier, p.face, p.modifier)
    if destiny and not res.active_wins and can_spend_destiny(t, cid):
        spend_destiny(t, cid, t.audience_for(cid, target))
        a = t.reroll_keep_higher(a, f"{cid}/{slot}/check/destiny", t.why("destiny", name=t.names(cid)))
        res = opposed(b.d20, a.face, a.modifier, p.face, p.modifier)
    return res, a.rolls + p.rolls
