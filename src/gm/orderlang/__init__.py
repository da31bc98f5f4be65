"""Orders in the players' language: text -> the order tables orders.toml holds, and back.

One engine for every ruleset: each ruleset's data/phrasebook.toml gives its verbs and
argument words per language; `grammar` generates a lark grammar from it; `parse` turns a
line into an order table; `render` writes an order as text; `document` reads a turn's
DIR/orders/*.txt; `intake` gives the engine's loader a turn's text orders; `check` answers
a player before the deadline.
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import replace
from pathlib import Path

from gm.errors import Msg, GameDataError, Problem, RefusedError
from gm.engine.gamedir import toml_has_orders
from gm.engine.state import game_lang

MAX_TOLD = 100  # chatter lines listed by gm orders (the GM's report lists them all)

__all__ = ["export_text", "orders_to_toml"]


def _loaded(root: Path, dice: bool = False):
    """The turn's game and factions, with every problem of theirs (orders aside); `dice`:
    and the faces dice.toml records (rolled on the forum), third."""
    from gm.engine.gamedir import load_turn

    files = load_turn(root, text_orders=False)  # the caller reads the posts (once)
    problems = [p for p in files.problems if p.file != "orders.toml" and not p.file.startswith("orders/") and p.severity == "error"]
    if files.state is None or problems:
        raise GameDataError(problems or files.problems)
    from gm import registry

    try:
        ruleset = registry.get(files.state.game.get("ruleset"))
    except registry.UnknownRuleset:
        from gm.engine.validate import validate_dir

        raise GameDataError(validate_dir(root).problems) from None
    return (files.state, ruleset, files.dice) if dice else (files.state, ruleset)


def orders_to_toml(root: Path, force: bool = False, lang: str | None = None, strict: bool = False) -> dict:
    """gm orders DIR: DIR/orders/*.txt -> DIR/orders.toml. A line not understood is
    written as unread (told, located, and to the player in the reports) and the rest
    stands; strict: any such line refuses it all, as a problem of the posts does."""
    from gm.engine.validate import cap
    from gm.orderlang.document import read_text_orders, text_files
    from gm.orderlang.messages import say
    from gm.orderlang.unread import chatter_lines

    state, ruleset = _loaded(root)
    lang = lang or game_lang(state.game)  # --lang: the messages; the orders are read in the game's words
    target = root / "orders.toml"
    if not text_files(root):
        raise GameDataError([Problem("orders/", (), Msg("orderlang.no_text", path="orders"))])
    if toml_has_orders(root) and not force:  # a blank template is replaced without asking
        raise RefusedError(Msg("orderlang.exists", path=str(target)))
    got = read_text_orders(root, state, ruleset)
    unread = [p for p in got.problems if p.severity != "error"]
    if strict:
        unread = [replace(p, severity="error") for p in unread]
    errors = [p for p in got.problems if p.severity == "error"] + (unread if strict else [])
    if errors:
        raise GameDataError(cap(errors + ([] if strict else unread)))  # the same cap as validate's
    text = _toml_text(got.doc, got.files)
    _write_atomic(target, text.encode("utf-8"))
    count = sum(len(f.get("orders", [])) for f in got.doc["factions"].values())
    giving = sum(1 for f in got.doc["factions"].values() if f.get("orders"))  # a post with only chatter gives none
    told = [p.format(lang) for p in cap(unread)] + chatter_lines(got.doc, lang)[:MAX_TOLD]
    return {"path": str(target), "orders": count, "factions": giving, "unread": told,
            "message": say(lang, "orderlang.written", path=str(target), orders=count, factions=giving)}


def _toml_text(doc: dict, sources: list[str]) -> str:
    """orders.toml with each order's keys in the order the text gave them (the schema's
    order for its type), so resolving it reads exactly what resolving the text reads."""
    import tomli_w

    return "# " + ", ".join(sources) + " -> gm orders\n" + tomli_w.dumps(doc)  # literal: a file's provenance comment (source file names and the command)


def export_text(root: Path, force: bool = False, lang: str | None = None) -> list[str]:
    """gm orders DIR --export: DIR/orders.toml -> DIR/orders/<faction>.txt."""
    from gm.engine.validate import validate_dir
    from gm.orderlang.messages import say
    from gm.orderlang.render import faction_text

    if not (root / "orders.toml").exists():
        raise GameDataError([Problem("orders.toml", (), Msg("problem.missing_file"))])
    validation = validate_dir(root)
    if not validation.ok:
        raise GameDataError(validation.problems)
    state, ruleset = validation.state, validation.ruleset
    words = game_lang(state.game)  # the players' text is written in the game's language
    lang = lang or words
    texts, unwritable = {}, []
    for fid in sorted((state.orders or {}).get("factions", {})):
        try:
            texts[fid] = faction_text(ruleset, state, fid, words)
        except GameDataError as exc:  # an order no line of the phrasebook says: every one told, nothing written
            unwritable += exc.problems
    if unwritable:
        from gm.engine.validate import _finish

        validation.problems = unwritable  # located as validate locates its own: line, breadcrumbs
        raise GameDataError(_finish(validation).problems)
    paths = [root / "orders" / f"{fid}.txt" for fid in texts]
    existing = [p for p in paths if p.exists()]
    if existing and not force:
        raise RefusedError(Msg("orderlang.exists", path=str(existing[0])))
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
