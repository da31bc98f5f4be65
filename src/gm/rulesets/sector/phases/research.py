"""Phase 10: research ("1D20+INVESTIGACIÓN ... Al lanzar se gasta LA MITAD DEL COSTE ...
Si se termina con éxito, SE GASTA LA OTRA MITAD ... con un -1 en la dificultad")."""

from __future__ import annotations

from gm.engine.judge import chance_that

from ..rules import TECHS, half_up, parallel_research, research_step
from .common import apply, money, own, private, reject


def research_refusal(m, fid: str, tech: str, mine: list[str], cfg: dict) -> tuple[str, dict] | None:
    """Why an empire that already researches `mine` this turn may not research `tech`
    (a catalog key and its params), or None."""
    if m.is_npc(fid):
        return "sector.reject.npc_cannot", {}
    if tech not in TECHS:
        return "sector.reject.unknown_tech", {"tech": tech}
    if tech in mine:
        return "sector.reject.same_tech_twice", {"tech": tech}
    limit = parallel_research(m.tech_sum(fid), cfg)
    if len(mine) >= limit:
        return "sector.reject.research_limit", {"limit": limit}
    if m.tech(fid, tech) >= int(cfg["tech"]["max_level"]):
        return "sector.reject.max_level", {"tech": tech}
    return None


def next_step(m, fid: str, tech: str, cfg: dict, turn: int) -> tuple[int, int, bool] | None:
    """(cost, difficulty, retry) of an attempt at `tech` on `turn`, or None at the top level.

    "Si se falla ... se podrá reintentar al turno siguiente con un -1 en la dificultad":
    the difficulty drops by `research.retry_bonus` on the turn right after a failure."""
    level = m.tech(fid, tech)
    if level >= int(cfg["tech"]["max_level"]):
        return None
    cost, diff = research_step(level + 1, cfg)
    retry = int(m.factions[fid]["research_failed"].get(tech, -10)) == turn - 1
    return cost, diff - (int(cfg["research"]["retry_bonus"]) if retry else 0), retry


def outlook(ctx) -> None:
    """At the end of the turn (after espionage may have changed a level), what each
    empire's next research costs: the report's research table reads this event."""
    m, cfg = ctx.model, ctx.settings
    for fid in m.empires():
        rows = []
        for tech in TECHS:
            step = next_step(m, fid, tech, cfg, ctx.turn + 1)
            row = {"tech": tech, "level": m.tech(fid, tech)}
            if step is not None:
                row.update(cost=step[0], difficulty=step[1], retry=step[2])
            rows.append(row)
        ctx.emit("research.outlook", private(fid), faction=fid, techs=rows,
                 parallel=parallel_research(m.tech_sum(fid), cfg))


def research(ctx) -> None:
    m, cfg = ctx.model, ctx.settings
    rs = cfg["research"]
    done: dict[str, list[str]] = {}
    for order in ctx.orders_by_type("research"):
        if not ctx.pending(order):
            continue
        fid = order.faction
        tech = str(order.get("tech", ""))
        mine = done.setdefault(fid, [])
        refused = research_refusal(m, fid, tech, mine, cfg)
        if refused is not None:
            reject(ctx, order, refused[0], **refused[1])
            continue
        level = m.tech(fid, tech)
        cost, diff, retry = next_step(m, fid, tech, cfg, ctx.turn)
        have = int(m.factions[fid].get("dilitio", 0))
        if have < cost:
            reject(ctx, order, "sector.reject.insufficient", cost=cost, have=have)
            continue
        mine.append(tech)
        first = half_up(cost)
        money(ctx, fid, "research.paid", -first, tech=tech, part="first")
        mod = m.trait(fid, "investigacion")
        expr = f"{rs['die']}{mod:+d}"
        ctx.chance(order, lambda expr=expr, diff=diff: chance_that(expr, lambda total: _succeeds(total, diff)))
        r = ctx.dice.roll(f"research/{fid}/{tech}", expr,
                          ctx.t("sector.why.research", tech=ctx.t(f"sector.tech.{tech}"), level=level, next=level + 1, difficulty=diff),
                          audience=own(fid))
        if _succeeds(r.total, diff):
            money(ctx, fid, "research.paid", -(cost - first), tech=tech, part="second")
            ctx.emit("research.succeeded", private(fid), faction=fid, tech=tech, level=level + 1)
            apply(ctx, order, "sector.applied.research_success", rolls=(r,), tech=tech, level=level + 1,
                      cost=cost, difficulty=diff)
        else:
            # the next turn's difficulty: the level's own, less the bonus (it never adds up over failures)
            bonus = int(rs["retry_bonus"])
            own_difficulty = diff + (bonus if retry else 0)
            ctx.emit("research.failed", private(fid), faction=fid, tech=tech, bonus=bonus,
                     difficulty=own_difficulty, next_difficulty=own_difficulty - bonus)
            apply(ctx, order, "sector.applied.research_failed", rolls=(r,), tech=tech, paid=first,
                      difficulty=diff, retry=retry)


def _succeeds(total: int, difficulty: int) -> bool:
    """"1D20+INVESTIGACIÓN" meets the level's difficulty (the roll and gm check's odds)."""
    return total >= difficulty
