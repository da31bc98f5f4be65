"""Loading a turn directory: every file parsed, every problem collected."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from gm.engine.state import GameState
from gm.errors import Msg, Problem
from gm.tomlio import KeyLocator, read_toml


@dataclass
class TurnFiles:
    root: Path
    state: GameState | None
    dice: dict | None = None
    seal: dict | None = None
    texts: dict[str, str | None] = field(default_factory=dict)  # rel path -> text
    problems: list[Problem] = field(default_factory=list)
    faction_files: set[str] = field(default_factory=set)  # stems of factions/*.toml, parsed or not
    order_lines: dict = field(default_factory=dict)  # (faction, index) -> (file, line, text): orders read from text
    _locators: dict[str, KeyLocator] = field(default_factory=dict)

    def locator(self, rel: str) -> KeyLocator:
        if rel not in self._locators:
            self._locators[rel] = KeyLocator(self.texts.get(rel))
        return self._locators[rel]


def load_turn(root: Path, text_orders: bool = True) -> TurnFiles:
    """Every file of the turn, parsed (text_orders False: DIR/orders/*.txt left to the
    caller, `gm orders` and `gm check`, which read them themselves; no post read twice)."""
    files = TurnFiles(root=root, state=None)
    problem = _root_problem(root)
    if problem is not None:
        files.problems.append(problem)
        return files

    def load(rel: str, required: bool = True) -> dict | None:
        path = root / rel
        if not required and not path.exists():
            return None
        data, text, problems = read_toml(path, rel)
        files.texts[rel] = text
        files.problems.extend(problems)
        return data

    game = load("game.toml")
    factions = _load_factions(root, files, load)
    orders = None
    files.problems.extend(_orders_folder_problems(root))
    if game is not None and text_orders:
        orders = _text_orders(root, files, game, factions)  # DIR/orders/*.txt, unless orders.toml has orders
    if orders is None:
        orders = load("orders.toml")
    if game is not None and isinstance(orders, dict):
        orders = _standing(game, orders, factions, files)
    files.dice = load("dice.toml", required=False)
    files.seal = load("seal.toml", required=False)
    if game is not None:
        files.state = GameState(game=game, factions=factions, orders=orders or {})
    return files


def _root_problem(root: Path) -> Problem | None:
    """Why DIR is not a readable turn directory, if it is not."""
    try:
        os.stat(root)
    except FileNotFoundError:
        return Problem(str(root), (), Msg("problem.no_turn_dir"))
    except OSError as exc:  # a parent without search permission, a loop of links
        return Problem(str(root), (), Msg("problem.unreadable", why=str(exc.strerror or exc)))
    if not os.access(root, os.R_OK | os.X_OK) and root.is_dir():
        return Problem(str(root), (), Msg("problem.unreadable", why=Msg("problem.permission_denied")))
    if not root.is_dir():
        return Problem(str(root), (), Msg("problem.turn_dir_is_file"))
    return None


def _load_factions(root: Path, files: TurnFiles, load) -> dict[str, dict]:
    """factions/<id>.toml, each by its file's name."""
    factions: dict[str, dict] = {}
    fdir = root / "factions"
    if not fdir.exists():
        files.problems.append(Problem("factions/", (), Msg("problem.no_factions_dir")))
        return factions
    if not fdir.is_dir():
        files.problems.append(Problem("factions/", (), Msg("problem.factions_is_file")))
        return factions
    try:
        entries = sorted(p for p in fdir.iterdir() if not p.name.startswith("."))
    except OSError as exc:
        files.problems.append(Problem("factions/", (), Msg("problem.unreadable", why=str(exc.strerror or exc))))
        return factions
    for p in entries:
        rel = f"factions/{p.name}"
        if p.suffix != ".toml":
            files.problems.append(Problem(rel, (), Msg("problem.not_toml_in_factions"), severity="warning"))
            continue
        files.faction_files.add(p.stem)
        data = load(rel)
        if data is not None:
            factions[p.stem] = data
    if not entries:
        files.problems.append(Problem("factions/", (), Msg("problem.no_faction_files")))
    return factions


def _orders_folder_problems(root: Path) -> list[Problem]:
    """DIR/orders/ that cannot be listed: its posts would be left out silently."""
    folder = root / "orders"
    try:
        if folder.is_dir():
            os.listdir(folder)
    except OSError as exc:
        return [Problem("orders/", (), Msg("problem.unreadable", why=str(exc.strerror or exc)))]
    return []


def _text_orders(root: Path, files: TurnFiles, game: dict, factions: dict) -> dict | None:
    """The orders of DIR/orders/<faction>.txt (gm.orderlang), or None when there are none or
    orders.toml holds orders (a blank template, as `gm resolve` writes, gives way to the text)."""
    from gm import registry

    try:  # the text is read by gm.orderlang, above the engine: through the ruleset's hook
        ruleset = registry.get(game.get("ruleset"))
    except (registry.UnknownRuleset, TypeError):
        return None  # validation says so
    got = ruleset.text_orders_in(root, GameState(game=game, factions=factions, orders={}))
    if got is None:
        return None
    doc, problems, files.order_lines = got
    files.problems.extend(problems)
    return doc


def _standing(game: dict, orders: dict, factions: dict, files: TurnFiles) -> dict:
    """A faction that sent nothing gives its standing orders where the game says so (a
    problem in one is shown where it is kept: game.toml, not orders.toml)."""
    from gm.engine.missed import apply_standing, standing_spots

    out = apply_standing(game, orders, factions)
    if isinstance(out, dict) and out.get("standing_given"):  # the locator reads game.toml: only when needed
        files.order_lines.update(standing_spots(game, out, factions, files.locator("game.toml")))
    return out


def toml_has_orders(root: Path) -> bool:
    """Whether DIR/orders.toml exists and gives any faction an order or a note (not the
    blank template a resolved turn starts with). Unreadable or broken: treated as orders,
    so the engine reads (and reports on) the file itself."""
    path = root / "orders.toml"
    if not path.exists():
        return False
    doc, _, problems = read_toml(path, "orders.toml")
    if problems or not isinstance(doc, dict):
        return True
    factions = doc.get("factions")
    if not isinstance(factions, dict):
        return bool(set(doc) - {"turn"})
    return any(not isinstance(e, dict) or e.get("orders") or e.get("note") or set(e) - {"orders", "note"} for e in factions.values())
