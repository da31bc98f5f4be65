"""Miracles and calamities: cast by gods (15 resources, 1d6 >= 4, effect next turn), and
the GM's calamity roll from turn 5 (1d10 under a rising difficulty, a die for the victim,
1d5 for the kind)."""

from __future__ import annotations

from gm.engine.events import Audience
from gm.text.blocks import Text
from gm.rulesets.nuevo_amanecer import rules
from gm.rulesets.nuevo_amanecer.checks import calamity_problem, miracle_problem, plan_before
from gm.rulesets.nuevo_amanecer.model import Model, child_id
from gm.rulesets.nuevo_amanecer.orders import MIRACLE_KINDS, run_handlers, settle

KINDS = MIRACLE_KINDS  # 1 militar, 2 natural, 3 tecnologico, 4 economico, 5 social


def _cast(ctx, order, event: str, **extra) -> None:
    w: Model = ctx.model
    s = w.settings["miracles"]
    cost = rules.cast_cost(w.settings)
    have = int(w.faction(order.faction).get("resources", 0))
    if cost > have:
        ctx.reject(order, "na.reject.not_enough_resources", cost=cost, have=have)
        return
    step = event.split(".")[1]  # miracle | calamity
    kind = str(order.get("kind"))
    # shown only in the caster's own report (its order's outcome): the caster's stream
    r = ctx.dice.roll(f"{step}/{order.faction}/{order.number}", s["die"],
                      ctx.t(f"na.why.{step}", what=ctx.t(f"na.{step}_kind.{kind}"), god=w.god_name(order.faction)),
                      audience=Audience.gm() if order.faction == "gm" else Audience.private(order.faction))
    success = r.total >= int(s["success_min"])
    settle(ctx, order, event, rolls=(r,), faction=order.faction, what=kind, cost=cost,
           what_name=Text(f"na.{step}_kind.{kind}"), die=r.total, need=int(s["success_min"]),
           success=success, result="success" if success else "failure", **extra)


def miracle(ctx, order) -> None:
    w: Model = ctx.model
    kind = str(order.get("kind"))
    refusal = miracle_problem(w, order.faction, order, plan_before(ctx, order))  # the judge `gm check` asks too
    if refusal:
        ctx.reject(order, refusal[0], **refusal[1])
        return
    extra = {"army": "", "hex": "", "terrain": ""}
    if kind == "militar":
        extra["army"] = str(order.get("army", ""))
    elif kind == "natural":
        extra.update(hex=str(order.get("hex", "")).upper(), terrain=str(order.get("terrain", "")))
    _cast(ctx, order, "na.miracle.cast", **extra)


def calamity(ctx, order) -> None:
    w: Model = ctx.model
    refusal = calamity_problem(w, order.faction, order, plan_before(ctx, order))
    if refusal:
        ctx.reject(order, refusal[0], **refusal[1])
        return
    target, h = str(order.get("target", "")), str(order.get("hex", "")).upper()
    # the caster's own report says what it sent, on whom and where
    _cast(ctx, order, "na.calamity.cast", target=target, hex=h, number=order.number, target_name=w.god_name(target),
          where=Text("na.calamity.where", {"hex": h}) if h else "")


def mark_unsupported(ctx, order) -> None:
    """GM order: the GM judges an advance not supported by the race's technology."""
    w: Model = ctx.model
    fid, adv = str(order.get("faction", "")), str(order.get("advance", ""))
    if fid not in w.factions or adv not in w.advances(fid, include_lost=True):
        ctx.reject(order, "na.reject.unknown_advance", advance=f"{fid}/{adv}")
        return
    w.faction(fid)["advances"][adv]["unsupported"] = True  # a GM ruling, recorded as it is
    ctx.apply(order, "na.order.unsupported_marked", faction=w.god_name(fid),
              advance=str(w.advances(fid, include_lost=True)[adv].get("name", adv)))


HANDLERS = {"miracle": miracle, "calamity": calamity, "mark_unsupported": mark_unsupported}


def phase_divine_orders(ctx) -> None:
    run_handlers(ctx, HANDLERS)


def _pick_region(ctx, w: Model, victim: str, key: str, wanted: str = "") -> str | None:
    owned = w.owned_hexes(victim)
    if wanted and wanted in owned:
        return wanted
    if len(owned) <= 1:  # none, or its only region: no 1-sided die to roll or print
        return owned[0] if owned else None
    r = ctx.dice.roll(key, f"1d{len(owned)}", ctx.t("na.why.region", god=w.god_name(victim)), audience=Audience.public())
    return owned[r.total - 1], r


def _one_of(ctx, key: str, choices: list, why: str):
    """(the choice, its die) among several; a single choice is taken without a die."""
    if len(choices) == 1:
        return choices[0], None
    r = ctx.dice.roll(key, f"1d{len(choices)}", why, audience=Audience.public())
    return choices[r.total - 1], r


def _announce(ctx, victim: str, kind: str, source: str, hexname: str, only: bool, rolls: tuple) -> None:
    """The calamity struck, told to each as `calamities.sender_known_by` says: the public
    report names the god who sent it only for "everyone" (else "enviada por un dios"); the
    victim reads the sender in its own report for "victim"; the caster always reads where
    its calamity fell."""
    w: Model = ctx.model
    told = str(w.settings["calamities"]["sender_known_by"])
    cast = source in w.factions
    where = {"hex": hexname, "only": only}
    ctx.emit("na.calamity.struck", Audience.public(), rolls=rolls, faction=victim, what=kind,
             source="hidden" if cast and told != "everyone" else source, **where)
    if cast and told != "everyone":
        who = Audience.private(source, victim) if told == "victim" else Audience.private(source)
        ctx.emit("na.calamity.sent", who, faction=victim, sender=source, what=kind, **where)


def strike(ctx, victim: str, kind: str, source: str, key: str, wanted_hex: str = "") -> None:
    """Apply one calamity of `kind` to `victim` (source: "gm" roll or a god's id)."""
    w: Model = ctx.model
    s = w.settings
    pick = _pick_region(ctx, w, victim, f"{key}/region", wanted_hex) if kind in ("militar", "natural") else None
    rolls = ()
    if isinstance(pick, tuple):
        hexname, r = pick
        rolls = (r,)
    else:
        hexname = pick or ""
    only = bool(hexname) and not rolls and hexname != wanted_hex  # its only region, not one the caster chose
    _announce(ctx, victim, kind, source, hexname, only, rolls)
    c = s["calamities"]
    if kind == "militar" and hexname:
        nid = child_id(f"neutral-t{w.turn + 1:02d}-{victim}", str(len(w.neutral) + 1), w.neutral)
        ctx.emit("na.neutral.appeared", Audience.public(), army=nid, name=nid, hex=hexname, level=int(c["neutral_army_level"]),
                 belicosidad=int(c["neutral_belicosidad"]), resistencia=int(c["neutral_resistencia"]), origin="calamity")
    elif kind == "natural" and hexname:
        units = [(fid, "army", aid, a) for fid, aid, a in w.armies_at(hexname)]
        city = w.city_at(hexname)
        if city:
            units.append((city[0], "city", city[1], w.cities(city[0])[city[1]]))
        if not units:
            ctx.emit("na.region.lost", Audience.public(), hex=hexname, faction=victim, cause="calamity", army="", origin="")
        for fid, ukind, uid, u in units:
            origin = str(u.get("origin", ""))  # a neutral army's: it names the army
            ctx.emit("na.unit.damaged", Audience.public(), faction=fid, unit=ukind, id=uid, name=u.get("name", uid), amount=1, hex=hexname,
                     origin=origin)
            if int(u.get("damage", 0)) >= w.unit_life(fid, ukind, u):
                if ukind == "army":
                    ctx.emit("na.army.destroyed", Audience.public(), faction=fid, army=uid, name=u.get("name", uid), hex=hexname, cause="calamity",
                             origin=origin)
                else:
                    ctx.emit("na.city.destroyed", Audience.public(), faction=fid, city=uid, name=u.get("name", uid), hex=hexname,
                             level=w.level(u), looter="", loot=0)
    elif kind == "tecnologico":
        techs = sorted(w.advances(victim, "tech"))
        if techs:
            lost, r = _one_of(ctx, f"{key}/advance", techs, ctx.t("na.why.tech_lost", god=w.god_name(victim)))
            ctx.emit("na.tech.lost", Audience.public(), rolls=(r,) if r else (), faction=victim, advance=lost, only=r is None)
    elif kind == "economico":
        ctx.emit("na.savings.lost", Audience.public(), faction=victim, amount=int(w.faction(victim).get("resources", 0)))
    elif kind == "social":
        ctx.emit("na.social.effect", Audience.public(), faction=victim, amount=int(s["happiness"]["social_calamity"]), source="calamity")


def phase_calamities(ctx) -> None:
    """Start of next turn: the GM's roll, then the calamities gods cast last turn."""
    w: Model = ctx.model
    s = w.settings
    nxt = w.turn + 1
    difficulty = rules.calamity_difficulty(nxt, s)
    alive = w.alive()
    if difficulty > 0 and alive:
        r = ctx.dice.roll("calamity/check", s["calamities"]["die"], ctx.t("na.why.calamity_check", difficulty=difficulty),
                          audience=Audience.public())
        hit = r.total < difficulty
        ctx.emit("na.calamity.checked", Audience.public(), rolls=(r,), difficulty=difficulty, roll=r.total, hit=hit)
        if hit:
            tickets: list[str] = []
            per = int(s["calamities"]["tickets_per_unsupported"])
            for fid in alive:
                unsupported = sum(1 for a in w.advances(fid).values() if a.get("unsupported"))
                tickets += [fid] * (1 + per * unsupported)
            victim, v = _one_of(ctx, "calamity/victim", tickets, ctx.t("na.why.calamity_victim"))
            k = ctx.dice.roll("calamity/kind", f"1d{len(KINDS)}", ctx.t("na.why.calamity_kind"), audience=Audience.public())
            ctx.emit("na.calamity.drawn", Audience.public(), rolls=(v, k) if v else (k,), faction=victim, what=KINDS[k.total - 1],
                     tickets=len(tickets))
            strike(ctx, victim, KINDS[k.total - 1], "gm", "calamity")
    struck: dict[str, int] = {}
    for c in list(w.facts.cast_calamities):
        if w.faction(c["target"]).get("alive", True):
            # keyed by the victim, never the caster: the key is in the public rolls file
            struck[c["target"]] = struck.get(c["target"], 0) + 1
            strike(ctx, c["target"], c["what"], c["faction"], f"cast/{c['target']}/{struck[c['target']]}", c.get("hex", ""))


def phase_miracle_healing(ctx) -> None:
    """A military miracle that succeeded heals its army (up to 2, "este donde este") before
    the rest of the turn heals it: the miracle acts on the wounds the army has after this
    turn's battles, and is never told "recupera 0" because resting got there first."""
    w: Model = ctx.model
    heal = int(w.settings["miracles"]["military_heal"])
    for m in w.facts.miracles:
        army = w.armies(m["faction"]).get(m["army"]) if m["what"] == "militar" else None
        if army is not None:
            ctx.emit("na.unit.healed", Audience.public(), faction=m["faction"], unit="army", id=m["army"],
                     name=army.get("name", m["army"]), amount=-min(heal, int(army.get("damage", 0))))


def phase_miracles(ctx) -> None:
    """Start of next turn: the miracles that succeeded last turn take effect (the military
    one has healed its army already: phase_miracle_healing)."""
    w: Model = ctx.model
    s = w.settings
    for m in list(w.facts.miracles):
        fid, kind = m["faction"], m["what"]
        if kind == "natural":
            h = m["hex"]
            ctx.emit("na.terrain.changed", Audience.public(), hex=h, to=m["terrain"], **{"from": w.hexes[h]["terrain"]})
        elif kind == "tecnologico":
            lost = [a for a, v in w.advances(fid, "tech", include_lost=True).items() if v.get("lost")]
            if lost:
                ctx.emit("na.tech.recovered", Audience.public(), faction=fid, advance=lost[0])
        elif kind == "economico":
            ctx.emit("na.economic.blessing", Audience.public(), faction=fid, pct=int(s["miracles"]["economic_pct"]) - 100)
        elif kind == "social":
            ctx.emit("na.social.effect", Audience.public(), faction=fid, amount=int(s["happiness"]["social_miracle"]), source="miracle")
