"""The turns a chronicle tells: GAME/turn-NN folders gm resolve wrote, read for what
their audience received (the public, or one faction)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from gm.chronicle import PACKAGE
from gm.chronicle.figures import Standings
from gm.errors import GameDataError, Msg, Problem

TURN_DIR = re.compile(r"^turn-(\d+)$")
REPORT_FORMATS = ("html", "md", "bbcode", "discord.md")  # the first a folder holds is shown


@dataclass
class Turn:
    number: int  # the turn its report tells (the folder holds the state it ends in: game.toml's turn - 1)
    folder: Path
    game: dict  # the folder's game.toml
    report: str  # the audience's report, as written
    report_format: str  # its suffix: html (a fragment shown as it is), else text shown preformatted
    map_png: Path | None  # maps/public.png or maps/<faction>.png, if drawn
    standings: Standings | None


def turn_folders(game_dir: Path) -> list[Path]:
    """The resolved turns: turn-NN folders with a report and a maps folder, by number."""
    found = []
    for child in game_dir.iterdir() if game_dir.is_dir() else ():
        m = TURN_DIR.match(child.name)
        if m and child.is_dir() and not child.is_symlink() and (child / "maps").is_dir() and any(child.glob("report.*")):
            found.append((int(m.group(1)), child))
    return [p for _, p in sorted(found)]


def read_turns(game_dir: Path, faction: str | None) -> list[Turn]:
    folders = turn_folders(game_dir)
    if not folders:
        raise GameDataError([Problem(str(game_dir), (), Msg("chronicle.no_turns", PACKAGE, game=str(game_dir)))])
    turns, problems = [], []
    for folder in folders:
        try:
            turns.append(_read_turn(folder, faction))
        except GameDataError as exc:
            problems += exc.problems
    if problems:
        raise GameDataError(problems)
    if faction is not None and not any(t.report for t in turns):
        raise GameDataError([Problem(str(game_dir), (), Msg("chronicle.no_faction", PACKAGE, faction=faction))])
    return turns


def _read_turn(folder: Path, faction: str | None) -> Turn:
    from gm.engine.validate import validate_dir

    validation = validate_dir(folder)
    if not validation.ok:
        raise GameDataError(validation.problems)
    state = validation.state
    stem = "report" if faction is None else f"reports/{faction}"
    report, fmt = "", ""
    for ext in REPORT_FORMATS:
        path = folder / f"{stem}.{ext}"
        if path.is_file():
            report, fmt = path.read_text("utf-8"), ext
            break
    return Turn(state.turn - 1, folder, state.game, report, fmt, _picture(folder / "maps", faction),
                standings_of(validation.ruleset, state))


def _picture(maps: Path, faction: str | None) -> Path | None:
    """maps/public.png, or the faction's own map: maps/<faction>.<tag>.png as gm.maps.published_names
    names it (maps/<faction>.png where an older gm wrote it)."""
    from gm.maps import MAP_TAG

    name = "public" if faction is None else faction
    found = [p for p in sorted(maps.glob(f"{name}.*png")) if p.is_file() and not p.is_symlink()
             and (p.name == f"{name}.png" or MAP_TAG.fullmatch("." + p.name[len(name) + 1:-len(".png")]))]
    return found[0] if found else None


def standings_of(ruleset, state) -> Standings | None:
    """The ruleset's `standings` hook (a module path on its class), None without one."""
    target = getattr(ruleset, "standings", None)
    if not target:
        return None
    import importlib

    return importlib.import_module(target).standings(state, ruleset)
