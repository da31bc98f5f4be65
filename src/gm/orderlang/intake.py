"""The text orders of a turn directory as the engine's loader reads them (DIR/orders/*.txt
beside orders.toml): what gm.engine.gamedir needs of gm.orderlang, apart from the commands
(`gm orders`), which load and validate whole turns and so sit above the loader."""

from __future__ import annotations

from pathlib import Path

from gm.errors import Msg, Problem



def text_orders_in(root: Path, state, ruleset) -> tuple[dict, list[Problem], dict] | None:
    """A turn directory's text orders (doc, problems, lines), or None when it has none or
    its orders.toml holds the same orders (`gm orders` wrote it; the blank template gives
    way to the text). An orders.toml holding other orders than the text is refused, located:
    neither may be dropped silently. Used by the engine's loader, through the ruleset's hook."""
    from gm.engine.gamedir import toml_has_orders
    from gm.orderlang.document import read_text_orders, text_files

    if not text_files(root):
        return None
    got = read_text_orders(root, state, ruleset)
    if not toml_has_orders(root):
        return got.doc, got.problems, got.where
    clash = _clash(root, state, got)
    return (got.doc, clash + got.problems, got.where) if clash or got.problems else None  # a stray file too


def clash_problems(root: Path, state, ruleset, only: str | None = None) -> list[Problem]:
    """gm check: the same refusal as the loader's when orders.toml and the text disagree
    (only: about one faction's orders)."""
    return text_beside(root, state, ruleset, only)[0]


def text_beside(root: Path, state, ruleset, only: str | None = None) -> tuple[list[Problem], dict]:
    """(clash_problems, where each order of orders.toml was written): where orders.toml
    holds the text's own orders (`gm orders` wrote it), gm check echoes each order as the
    player wrote it (file, line, words), not as the phrasebook would say it."""
    from gm.engine.gamedir import toml_has_orders
    from gm.orderlang.document import read_text_orders, text_files

    if not text_files(root) or not toml_has_orders(root):
        return [], {}
    got = read_text_orders(root, state, ruleset, only=only)
    clash = _clash(root, state, got, only)
    return (clash + got.problems, {}) if clash else ([], got.where)


def _clash(root: Path, state, got, only: str | None = None) -> list[Problem]:
    """One located problem per faction whose orders in orders.toml are not the text's."""
    from gm.tomlio import read_toml

    toml, text, problems = read_toml(root / "orders.toml", "orders.toml")
    if problems or not isinstance(toml, dict):
        return []  # a broken orders.toml: the loader reports on the file itself
    toml = _without_gm_keys(toml, state)  # the GM's flags (eraide's late) are added to orders.toml, never posted
    lines = (text or "").splitlines()
    out = []
    for fid in sorted(set(_entries(toml)) | set(_entries(got.doc))):
        if _entries(toml).get(fid) != _entries(got.doc).get(fid) and only in (None, fid):
            faction = state.factions.get(fid)
            name = faction.get("name", fid) if isinstance(faction, dict) else fid
            files = sorted({rel for (f, _), (rel, _, _) in got.where.items() if f == fid}) or ["orders/*.txt"]
            out.append(Problem("orders.toml", (), Msg("orderlang.clash", faction=name, files=", ".join(files), dir=str(root)),
                               line=_table_line(lines, fid)))
    return out


def _without_gm_keys(doc: dict, state) -> dict:
    from gm import registry

    try:
        keys = registry.get(state.game.get("ruleset")).gm_order_keys
    except registry.UnknownRuleset:
        keys = ()
    factions = doc.get("factions")
    if not keys or not isinstance(factions, dict):
        return doc
    strip = lambda o: {k: v for k, v in o.items() if k not in keys} if isinstance(o, dict) else o  # noqa: E731
    return {**doc, "factions": {fid: {**e, "orders": [strip(o) for o in e["orders"]]}
                                if isinstance(e, dict) and isinstance(e.get("orders"), list) else e
                                for fid, e in factions.items()}}


def _entries(doc: dict) -> dict:
    """faction -> (its orders, note, standing orders), the empty ones left out."""
    factions = doc.get("factions") if isinstance(doc.get("factions"), dict) else {}
    standing = doc.get("standing") if isinstance(doc.get("standing"), dict) else {}
    out = {}
    for fid in set(factions) | set(standing):
        entry = factions.get(fid) if isinstance(factions.get(fid), dict) else {"?": factions.get(fid)}
        key = (entry.get("orders") or [], entry.get("note") or "",
               {k: v for k, v in entry.items() if k not in ("orders", "note")}, standing.get(fid) or [])
        if key != ([], "", {}, []):
            out[fid] = key
    return out


def _table_line(lines: list[str], fid: str) -> int | None:
    for i, line in enumerate(lines, start=1):
        if line.strip() in (f"[factions.{fid}]", f'[factions."{fid}"]'):
            return i
    return None

