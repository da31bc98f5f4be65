"""gm check DIR [--faction F]: the turn's order checks for one faction, before the
deadline, without dice and without writing: what would be refused and why, as text the GM
pastes back to the player.

Each faction is checked ALONE: a state holding only its own orders, so the answer cannot
depend on (or tell) what anyone else ordered; only problems about its own orders are shown.
"""

from __future__ import annotations

from pathlib import Path

from gm.engine.state import GameState
from gm.errors import Msg, GameDataError, UsageProblem, wording
from gm.orderlang.forecast import forecast_lines
from gm.orderlang.messages import say


def check_turn(root: Path, faction: str | None = None, lang: str | None = None) -> tuple[str, bool]:
    """(the answer for each faction asked, whether every order passed)."""
    from gm.orderlang import _loaded, clash_problems, game_lang, toml_has_orders
    from gm.orderlang.document import read_text_orders, text_files

    state, ruleset = _loaded(root)
    lang = lang or game_lang(state.game)  # --lang: the answer's language
    fids = sorted(state.factions)
    if faction is not None and faction not in fids:
        raise UsageProblem(Msg("orderlang.check_unknown_faction", faction=faction, choices=", ".join(fids)))
    clash = clash_problems(root, state, ruleset, only=faction)  # orders.toml and the text disagree: resolve refuses too
    if clash:
        raise GameDataError(clash)
    if text_files(root) and not toml_has_orders(root):  # what resolve would read
        got = read_text_orders(root, state, ruleset, only=faction)
        doc, where = got.doc, got.where
        parse_problems = [(got.owner.get(id(p)), p) for p in got.problems]
    else:
        doc, parse_problems, where = _toml_orders(root), [], {}
    parts, clean = [], True
    for fid in [faction] if faction else fids:
        text, ok = _answer(state, ruleset, lang, fid, doc, parse_problems, where)
        parts.append(text)
        clean = clean and ok
    return "\n\n".join(parts) + "\n", clean


def _toml_orders(root: Path) -> dict:
    from gm.tomlio import read_toml

    data, _, problems = read_toml(root / "orders.toml", "orders.toml")
    if data is None or any(p.severity == "error" for p in problems):
        raise GameDataError(problems)
    return data


def _answer(state, ruleset, lang, fid, doc, parse_problems, where) -> tuple[str, bool]:
    entry = (doc.get("factions") or {}).get(fid) or {}
    orders = entry.get("orders") or []
    name = state.factions[fid].get("name", fid) if isinstance(state.factions[fid], dict) else fid
    lines = [say(lang, "orderlang.check_heading", faction=name, turn=state.game.get("turn", 0))]
    own_parse = [p for owner, p in parse_problems if owner == fid]
    for p in own_parse:
        lines.append("- " + (say(lang, "orderlang.check_line_problem", line=p.line, problem=p.text(lang)) if p.line else p.text(lang)))
    if not orders and not own_parse:
        lines.append(say(lang, "orderlang.check_none", faction=name))
        return "\n".join(lines + forecast_lines(ruleset, state, fid, lang, [])), True
    found = _order_problems(state, ruleset, fid, entry)
    shown = _shown_lines(ruleset, state, fid, lang, orders, where)
    ok = 0
    for i, text in enumerate(shown):
        problems = found.get(i, [])
        if problems:
            lines.append(say(lang, "orderlang.check_bad", number=i + 1, line=text, problem="; ".join(wording(x, lang) for x in problems)))
        else:
            ok += 1
            lines.append(say(lang, "orderlang.check_ok", number=i + 1, line=text))
    refused_lines = len({p.line for p in own_parse})
    clean = ok == len(orders) and not own_parse
    total = len(orders) + refused_lines
    lines.append(say(lang, "orderlang.check_all_ok") if clean else say(lang, "orderlang.check_summary", ok=ok, total=total, rejected=total - ok))
    accepted = [(i + 1, order) for i, order in enumerate(orders) if not found.get(i)]
    lines += forecast_lines(ruleset, state, fid, lang, accepted)
    return "\n".join(lines), clean


def _order_problems(state, ruleset, fid: str, entry: dict) -> dict[int, list]:
    """Problems of the faction's orders alone: schema, then the ruleset's checks."""
    from gm.engine.gamedir import TurnFiles
    from gm.engine.validate import Validation, _schema_check

    alone = GameState(game=state.game, factions=state.factions, orders={"turn": state.game.get("turn", 0), "factions": {fid: entry}})
    result = Validation(files=TurnFiles(root=Path("."), state=alone), ruleset=ruleset)
    _schema_check(result, "orders.toml", alone.orders, ruleset.schema("orders"))
    problems = list(result.problems)
    if not problems:
        problems = [p for p in ruleset.check(alone) if p.severity == "error"]
    out: dict[int, list[str]] = {}
    for p in problems:
        path = tuple(p.path)
        if p.file == "orders.toml" and len(path) >= 4 and path[:3] == ("factions", fid, "orders") and isinstance(path[3], int):
            out.setdefault(path[3], []).append(p.message)
    return out


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
        try:
            out.append(render_order(order, scope))
        except Unwritable:
            out.append(str(order.get("type")))
    return out
