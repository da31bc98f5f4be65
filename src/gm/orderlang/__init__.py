"""Orders in the players' language: text -> the order tables orders.toml holds, and back.

One engine for every ruleset: each ruleset's data/phrasebook.toml gives its verbs and
argument words per language; `grammar` generates a lark grammar from it; `parse` turns a
line into an order table; `render` writes an order as text; `document` reads a turn's
DIR/orders/*.txt; `check` answers a player before the deadline.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from gm.errors import GameDataError, Problem, RefusedError


def game_lang(game: dict) -> str:
    return game.get("lang") if game.get("lang") in ("es", "en") else "es"


def text_orders_in(root: Path, state) -> tuple[dict, list[Problem], dict] | None:
    """A turn directory's text orders (doc, problems, lines), or None when it has none or
    its orders.toml holds the same orders (`gm orders` wrote it; the blank template gives
    way to the text). An orders.toml holding other orders than the text is refused, located:
    neither may be dropped silently. Used by the engine's loader."""
    from gm import rulesets
    from gm.orderlang.document import read_text_orders, text_files

    if not text_files(root):  # cheap test first: most turns have no text
        return None
    try:
        ruleset = rulesets.get(state.game.get("ruleset"))
    except (rulesets.UnknownRuleset, TypeError):
        return None
    got = read_text_orders(root, state, ruleset)
    if not toml_has_orders(root):
        return got.doc, got.problems, got.where
    clash = _clash(root, state, got)
    return (got.doc, clash + got.problems, got.where) if clash or got.problems else None  # a stray file too


def clash_problems(root: Path, state, ruleset, only: str | None = None) -> list[Problem]:
    """gm check: the same refusal as the loader's when orders.toml and the text disagree
    (only: about one faction's orders)."""
    from gm.orderlang.document import read_text_orders, text_files

    if not text_files(root) or not toml_has_orders(root):
        return []
    got = read_text_orders(root, state, ruleset, only=only)
    clash = _clash(root, state, got, only)
    return clash + got.problems if clash else []


def _clash(root: Path, state, got, only: str | None = None) -> list[Problem]:
    """One located problem per faction whose orders in orders.toml are not the text's."""
    import tomllib

    from gm.orderlang.messages import say
    from gm.tomlio import read_regular

    data, problem = read_regular(root / "orders.toml", "orders.toml")
    try:
        toml = tomllib.loads(data.decode("utf-8")) if problem is None else None
    except (UnicodeDecodeError, tomllib.TOMLDecodeError):
        toml = None
    if not isinstance(toml, dict):
        return []  # a broken orders.toml: the loader reports on the file itself
    toml = _without_gm_keys(toml, state)  # the GM's flags (eraide's late) are added to orders.toml, never posted
    lang, lines = game_lang(state.game), data.decode("utf-8").splitlines()
    out = []
    for fid in sorted(set(_entries(toml)) | set(_entries(got.doc))):
        if _entries(toml).get(fid) != _entries(got.doc).get(fid) and only in (None, fid):
            faction = state.factions.get(fid)
            name = faction.get("name", fid) if isinstance(faction, dict) else fid
            files = sorted({rel for (f, _), (rel, _, _) in got.where.items() if f == fid}) or ["orders/*.txt"]
            out.append(Problem("orders.toml", (), say(lang, "orderlang.clash", faction=name, files=", ".join(files), dir=str(root)),
                               line=_table_line(lines, fid)))
    return out


def _without_gm_keys(doc: dict, state) -> dict:
    from gm import rulesets

    try:
        keys = rulesets.get(state.game.get("ruleset")).gm_order_keys
    except rulesets.UnknownRuleset:
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


def toml_has_orders(root: Path) -> bool:
    """Whether DIR/orders.toml exists and gives any faction an order or a note (not the
    blank template a resolved turn starts with). Unreadable or broken: treated as orders,
    so the engine reads (and reports on) the file itself."""
    import tomllib

    path = root / "orders.toml"
    if not path.exists():
        return False
    from gm.tomlio import read_regular

    data, problem = read_regular(path, "orders.toml")
    if problem is not None:
        return True
    try:
        doc = tomllib.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError):
        return True
    factions = doc.get("factions")
    if not isinstance(factions, dict):
        return bool(set(doc) - {"turn"})
    return any(not isinstance(e, dict) or e.get("orders") or e.get("note") or set(e) - {"orders", "note"} for e in factions.values())


def _loaded(root: Path):
    """The turn's game and factions, with every problem of theirs (orders aside)."""
    from gm.engine.gamedir import load_turn

    files = load_turn(root)
    problems = [p for p in files.problems if p.file != "orders.toml" and not p.file.startswith("orders/") and p.severity == "error"]
    if files.state is None or problems:
        raise GameDataError(problems or files.problems)
    from gm import rulesets

    try:
        ruleset = rulesets.get(files.state.game.get("ruleset"))
    except rulesets.UnknownRuleset:
        from gm.engine.validate import validate_dir

        raise GameDataError(validate_dir(root).problems) from None
    return files.state, ruleset


def orders_to_toml(root: Path, force: bool = False) -> dict:
    """gm orders DIR: DIR/orders/*.txt -> DIR/orders.toml, all or nothing."""
    from gm.orderlang.document import read_text_orders, text_files
    from gm.orderlang.messages import say

    state, ruleset = _loaded(root)
    lang = game_lang(state.game)
    target = root / "orders.toml"
    if not text_files(root):
        raise GameDataError([Problem("orders/", (), say(lang, "orderlang.no_text", path="orders"))])
    if toml_has_orders(root) and not force:  # a blank template is replaced without asking
        raise RefusedError(say(lang, "orderlang.exists", path=str(target)))
    got = read_text_orders(root, state, ruleset)
    if got.problems:
        raise GameDataError(got.problems)
    text = _toml_text(got.doc, got.files)
    _write_atomic(target, text.encode("utf-8"))
    count = sum(len(f.get("orders", [])) for f in got.doc["factions"].values())
    return {"path": str(target), "orders": count, "factions": len(got.doc["factions"]),
            "message": say(lang, "orderlang.written", path=str(target), orders=count, factions=len(got.doc["factions"]))}


def _toml_text(doc: dict, sources: list[str]) -> str:
    """orders.toml with each order's keys in the order the text gave them (the schema's
    order for its type), so resolving it reads exactly what resolving the text reads."""
    import tomli_w

    return "# " + ", ".join(sources) + " -> gm orders\n" + tomli_w.dumps(doc)


def export_text(root: Path, force: bool = False) -> list[str]:
    """gm orders DIR --export: DIR/orders.toml -> DIR/orders/<faction>.txt."""
    from gm.engine.validate import validate_dir
    from gm.orderlang.messages import say
    from gm.orderlang.render import faction_text

    if not (root / "orders.toml").exists():
        raise GameDataError([Problem("orders.toml", (), "missing file")])
    validation = validate_dir(root)
    if not validation.ok:
        raise GameDataError(validation.problems)
    state, ruleset = validation.state, validation.ruleset
    lang = game_lang(state.game)
    texts = {fid: faction_text(ruleset, state, fid, lang) for fid in sorted((state.orders or {}).get("factions", {}))}
    paths = [root / "orders" / f"{fid}.txt" for fid in texts]
    existing = [p for p in paths if p.exists()]
    if existing and not force:
        raise RefusedError(say(lang, "orderlang.exists", path=str(existing[0])))
    (root / "orders").mkdir(exist_ok=True)
    for path, text in zip(paths, texts.values()):
        _write_atomic(path, text.encode("utf-8"))
    return [say(lang, "orderlang.exported", path=str(p)) for p in paths]


def _write_atomic(path: Path, data: bytes) -> None:
    fd, tmp = tempfile.mkstemp(prefix=".gm-tmp-", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
