"""gm check DIR [--faction F]: what resolve would do with a faction's orders, before the
deadline, without the turn's dice and without writing, as text the GM pastes back to the
player (or, --json, for scripts).

It asks the one judge (gm.engine.judge): the turn run as resolve runs it, with only that
faction's orders (the others idle) and fixed probe seeds; each order is answered applied or
rejected with the words its faction's report will use, or said to depend on the dice (with
the odds where the rules fix them); an order of a kind the others' orders may change says
so. The answer cannot depend on (or tell) what anyone else ordered.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from gm.errors import Msg, GameDataError, UsageProblem
from gm.orderlang.forecast import forecast_lines
from gm.orderlang.messages import say


@dataclass
class Answer:
    """One faction's answer: its unread lines, each order's verdict and words, the forecast."""

    faction: str
    name: str
    turn: int
    unread: list = field(default_factory=list)  # (file, line, the line as written, problem text)
    orders: list[dict] = field(default_factory=list)  # number, line, source, verdict, reason, key
    forecast: list[str] = field(default_factory=list)
    words: dict = field(default_factory=dict)  # how the name is said (gm.reports.factions)
    after_colon: list[str] = field(default_factory=list)  # each order's reason as the line words it (Catalog.continued)
    theirs: set = field(default_factory=set)  # (file, line) of the unread lines that are somebody else's words
    quoted: set = field(default_factory=set)  # those of them in a quote of another's post (no mistake of the player's)
    refused: bool = False  # its post could not be read as a whole (gm.orderlang.document._refuse_post)
    fog: bool = False  # the ruleset hides things (Ruleset.has_fog: the same for every game of it, so it tells nothing)

    @property
    def clean(self) -> bool:
        """No line of the player's own left unread and no order rejected: a quote of another
        player's post is told, but it is nobody's mistake in this post."""
        own = {(f, n) for f, n, _, _ in self.unread} - self.quoted
        return not own and all(o["verdict"] != "rejected" for o in self.orders)


def check_turn(root: Path, faction: str | None = None, lang: str | None = None) -> tuple[str, bool]:
    """(the answer for each faction asked, whether no order would be rejected)."""
    answers, lang = check_answers(root, faction, lang)
    return "\n\n".join(_text(a, lang) for a in answers) + "\n", all(a.clean for a in answers)


def check_json(root: Path, faction: str | None = None, lang: str | None = None) -> tuple[dict, bool]:
    """The same answer for scripts: per faction, per order its verdict, reason and key."""
    answers, lang = check_answers(root, faction, lang)
    doc = {"lang": lang, "factions": [{"faction": a.faction, "turn": a.turn, "clean": a.clean, "refused": a.refused,
                                       "unread": [{"source": f"{f}:{n}" if n else f, "line": w, "problem": t} for f, n, w, t in a.unread],
                                       "orders": a.orders, "forecast": a.forecast} for a in answers]}
    return doc, all(a.clean for a in answers)


def check_answers(root: Path, faction: str | None, lang: str | None) -> tuple[list[Answer], str]:
    from gm.engine.gamedir import toml_has_orders
    from gm.engine.state import game_lang
    from gm.orderlang import _loaded
    from gm.orderlang.intake import text_beside
    from gm.orderlang.document import read_text_orders, text_files

    state, ruleset, dice = _loaded(root, dice=True)
    lang = lang or game_lang(state.game)  # --lang: the answer's language
    fids = sorted(state.factions)
    if faction is not None:
        faction = faction_asked(state.factions, faction)
    clash, written = text_beside(root, state, ruleset, only=faction)  # orders.toml and the text disagree: resolve refuses too
    if clash:
        raise GameDataError(clash)
    if text_files(root) and not toml_has_orders(root):  # what resolve would read
        got = read_text_orders(root, state, ruleset, only=faction)
        doc, where = got.doc, got.where
        unread = [(got.owner.get(id(p)), p) for p in got.problems]
        stray = [p for owner, p in unread if owner is None and p.severity == "error"]
        if stray:  # the GM's folder itself (orders/ a link, a stray file): refused as resolve refuses it
            raise GameDataError(stray)
    else:  # orders.toml as `gm orders` wrote it: its lines not understood are kept there
        doc, unread, where = _toml_orders(root), None, written  # the text beside it gives the same orders: echoed as written
    answers = [_answer(state, ruleset, lang, fid, doc, unread, where, dice) for fid in ([faction] if faction else fids)]
    return answers, lang


def faction_asked(factions: dict, asked: str) -> str:
    """The faction `--faction` names: its id, or its name (case and accents as one likes:
    «marmoreos» for «Marmóreos»), with the article its reports give it or without («los
    Tuarian», «la Federación»); else a usage error listing the names (with their ids)."""
    from gm.orderlang.values import norm

    if asked in factions:
        return asked
    wanted = {norm(asked), re.sub(r"^(?:el|la|los|las|the)\s+", "", norm(asked))}
    found = [fid for fid, data in factions.items()
             if wanted & {norm(fid), norm(data.get("name", "")) if isinstance(data, dict) and isinstance(data.get("name"), str) else ""}]
    if len(found) == 1:
        return found[0]
    names = [f"{data['name']} ({fid})" if isinstance(data, dict) and isinstance(data.get("name"), str) else fid
             for fid, data in sorted(factions.items())]
    raise UsageProblem(Msg("orderlang.check_unknown_faction", faction=asked, choices=", ".join(names)))


def _toml_orders(root: Path) -> dict:
    from gm.tomlio import read_toml

    data, _, problems = read_toml(root / "orders.toml", "orders.toml")
    if data is None or any(p.severity == "error" for p in problems):
        raise GameDataError(problems)
    return data


def _answer(state, ruleset, lang, fid, doc, unread, where, dice=None) -> Answer:
    from gm.engine.judge import judge
    from gm.reports.factions import words_of
    from gm.text.i18n import Catalog
    from gm.reports.render import Markdown

    entry = (doc.get("factions") or {}).get(fid) or {}
    orders = entry.get("orders") or []
    faction = state.factions[fid]
    name = faction.get("name", fid) if isinstance(faction, dict) else fid
    out = Answer(fid, name, state.game.get("turn", 0), words=words_of(ruleset, faction if isinstance(faction, dict) else {}))
    out.unread = _unread(doc, fid, lang, unread)
    theirs = _unread_of(doc, fid, "not_theirs")
    out.theirs = {(u.get("file", ""), u.get("line", 0)) for u in theirs}
    out.quoted = {(u.get("file", ""), u.get("line", 0)) for u in theirs if u.get("quote") is True}
    out.refused = bool(_unread_of(doc, fid, "post_refused"))
    out.fog = bool(getattr(ruleset, "has_fog", False))
    judged = judge(state, ruleset, fid, entry if isinstance(entry, dict) else {}, lang, recorded=dice)  # forum dice: known
    words = Markdown(Catalog(lang, (ruleset.package,)))
    shown = _shown_lines(ruleset, state, fid, lang, orders, where)
    for v, line in zip(judged.verdicts, shown):
        spot = where.get((fid, v.number - 1))
        out.orders.append({"number": v.number, "line": line, "source": f"{spot[0]}:{spot[1]}" if spot else "",
                           "verdict": v.verdict, "key": v.key, "reason": _reason(words, v),
                           "others": v.others, "odds": None if v.odds is None else float(v.odds), "refused_alone": v.refused_alone})
        out.after_colon.append(words.catalog.continued(v.key, out.orders[-1]["reason"]))  # "se ejecutaría: se forma…"
    accepted = [(v.number, orders[v.number - 1]) for v in judged.verdicts if v.verdict != "rejected"]
    written = {o["number"]: (int(o["source"].rsplit(":", 1)[1]), o["line"]) for o in out.orders
               if o["source"].rsplit(":", 1)[-1].isdigit() and ":" in o["source"]}
    out.forecast = forecast_lines(ruleset, state, fid, lang, accepted, written)
    return out


def _unread(doc: dict, fid: str, lang: str, problems: list | None) -> list[tuple[str, int, str, str]]:
    """(file, line, the line as written, what to tell) for each of the faction's lines not
    understood and other problems of its post: read from the text (`problems`, worded in
    `lang`), or from orders.toml's unread list where `gm orders` kept them (problems None)."""
    from gm.orderlang.unread import CHECK_KEY, unread_of, unread_told

    written = {(u.get("file", ""), u.get("line", 0)): u.get("text", "") for u in unread_of(doc, fid) if u.get("kind") in CHECK_KEY}
    if problems is None:
        return [(f, n, written.get((f, n), ""), told) for f, n, told in unread_told(doc, fid, lang)]
    return [(p.file, p.line, written.get((p.file, p.line), ""), p.text(lang)) for owner, p in problems if owner == fid]


def _unread_of(doc: dict, fid: str, kind: str) -> list[dict]:
    from gm.orderlang.unread import unread_of

    return unread_of(doc, fid, kind)


def _reason(words, verdict) -> str:
    """What the report will say of it (a probe's words are no answer when dice decide)."""
    from gm.text.blocks import Text

    if verdict.verdict == "depends" and not verdict.refused_alone:
        return ""
    return words.inline(Text(verdict.key, verdict.params), raw=True)


def _text(a: Answer, lang: str) -> str:
    of = say(lang, "faction.of", name=a.name, **a.words)  # "de la Unión Cardasiana" (gm.reports.factions)
    lines = [say(lang, "orderlang.check_heading", faction_of=of, turn=a.turn)]
    for file, line, _, problem in a.unread:
        lines.append("- " + (say(lang, "orderlang.check_line_problem", file=file, line=line, problem=problem) if line else problem))
    if a.refused:  # not "no line understood": the post was not read at all
        return "\n".join(lines + [say(lang, "orderlang.check_refused")] + a.forecast)
    if not a.orders and not a.unread:
        return "\n".join(lines + [say(lang, "orderlang.check_none", faction_of=of)] + _unseen(a, lang) + a.forecast)
    for o, reason in zip(a.orders, a.after_colon):
        odds = "none" if o["odds"] is None else _percent(o["odds"], lang)
        kind = "refused_alone" if o["refused_alone"] else o["verdict"]  # depends on the others: refused with yours alone
        lines.append(say(lang, f"orderlang.check_{kind}", number=o["number"], line=o["line"], reason=reason,
                         others="yes" if o["others"] else "no", odds=odds))
    counts = {v: sum(1 for o in a.orders if o["verdict"] == v and not o["refused_alone"]) for v in ("applied", "rejected", "depends")}
    counts["waiting"] = sum(1 for o in a.orders if o["refused_alone"])  # on the others' orders, not the dice
    unread = {(f, n) for f, n, _, _ in a.unread} - a.theirs
    lines.append(tally(lang, total=len(a.orders), unread=len(unread), theirs=len(a.theirs), **counts))
    return "\n".join(lines + _unseen(a, lang) + a.forecast)


VERDICTS = ("applied", "rejected", "depends", "waiting")


def tally(lang: str, total: int, unread: int = 0, theirs: int = 0, **counts: int) -> str:
    """The answer's last line: how many orders would be applied, rejected, and so on, only
    the counts that are not zero («De tres órdenes: dos se ejecutarían y una se rechazaría»,
    never «ninguna se rechazaría»), joined as a list is in prose."""
    parts = [say(lang, f"orderlang.check_tally_{v}", count=counts[v], total=total) for v in VERDICTS if counts.get(v)]
    return say(lang, "orderlang.check_tally", total=total, verdicts=and_list(lang, parts), unread=unread, theirs=theirs)


def and_list(lang: str, items: list[str]) -> str:
    """«a», «a y b», «a, b y c» (orderlang.list_and)."""
    if len(items) < 2:
        return items[0] if items else ""
    return say(lang, "orderlang.list_and", first=", ".join(items[:-1]), last=items[-1])


def _unseen(a: Answer, lang: str) -> list[str]:
    """Where the ruleset hides things, the answer is on what the faction sees (the judge's
    Ruleset.known_state): one line, the same whatever is hidden, says so, after the
    verdicts it qualifies and before the forecast."""
    return [say(lang, "orderlang.check_unseen")] if a.fog else []


def _percent(p: float, lang: str) -> str:
    """A chance as the answer's language writes a percent, whole (58 %, 58%)."""
    from gm.dice.distribution import decimal

    return say(lang, "odds.percent", value=decimal(p * 100, ".0f", lang))


def _shown_lines(ruleset, state, fid, lang, orders, where) -> list[str]:
    from gm.orderlang.phrasebook import load
    from gm.orderlang.render import Unwritable, render_order
    from gm.orderlang.values import Scope

    scope = Scope(load(ruleset.id), lang, state, fid)
    out = []
    for i, order in enumerate(orders):
        if (fid, i) in where:
            out.append(where[(fid, i)][2])
            continue
        if not isinstance(order, dict):
            out.append(str(order))
            continue
        try:
            out.append(render_order(order, scope))
        except Unwritable:
            out.append(str(order.get("type") if isinstance(order, dict) else order))
    return out
