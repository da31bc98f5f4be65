"""Four resolved turns of each sample game, made once per test session: GAME/turn-02 ...
turn-05 (each the state a turn ends in, its reports and maps), the sample's scripted
orders (sample_games/<id>/orders/turn-NN.toml) chained as tests/orderlang/samples.py does.

The fog-of-war samples play with secret dice (no public seed, a .gm-secret beside the
turns, as a GM's game has) and are resolved watched by the leak oracle: `secrets` is every
text of a turn no member of the public may know (the oracle's tokens, the private streams'
seeds, each private report's lines the public report lacks, the GM report's rolls the
public report does not show)."""

from __future__ import annotations

import hashlib
import os
import re
import shutil
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from tests import registered

ROOT = Path(__file__).resolve().parents[2]
GAMES = registered.RULESETS  # every registered ruleset's sample game
FOG = registered.fog()
TURNS = 4
MIN_LINE = 12  # a private line this short ("</ul>", "- 3") says nothing of its own


@dataclass
class Played:
    game: str
    root: Path  # GAME: turn-01 (unresolved) and turn-02 .. turn-05
    secrets: set[str] = field(default_factory=set)  # texts no public file may hold
    private: dict[str, set[str]] = field(default_factory=dict)  # faction -> its private report lines
    public_texts: list[str] = field(default_factory=list)  # every turn's public report
    public_tokens: set[str] = field(default_factory=set)  # the oracle's tokens public at some turn
    seeds: set[str] = field(default_factory=set)  # the private streams' seeds (rolls/<faction>.toml)


def _secret_game(turn_dir: Path, root: Path, game: str) -> None:
    text = (turn_dir / "game.toml").read_text("utf-8")
    (turn_dir / "game.toml").write_text(re.sub(r'(?m)^seed = ".*"\n', "", text), "utf-8")
    (root / ".gm-secret").write_text(hashlib.sha256(f"chronicle/{game}".encode()).hexdigest() + "\n", "utf-8")


def _lines(text: str) -> set[str]:
    return {line.strip() for line in text.splitlines() if len(line.strip()) >= MIN_LINE}


def _file_secrets(files: dict[str, bytes], played: Played) -> None:
    """Private report lines, private seeds and the GM's rolls the public report lacks."""
    public = files["report.html"].decode("utf-8") + files.get("report.md", b"").decode("utf-8")
    played.public_texts.append(public)
    for name, data in files.items():
        if name.startswith("reports/") and name.endswith((".html", ".md")):
            fid = name.split("/")[1].split(".")[0]
            own = {line for line in _lines(data.decode("utf-8")) if line not in public}
            played.private.setdefault(fid, set()).update(own)
    public_seeds = set(re.findall(r'"([0-9a-f]{32,})"', files.get("rolls/public.toml", b"").decode("utf-8")))
    for name, data in files.items():
        if name.startswith("rolls/") and name != "rolls/public.toml":
            seeds = set(re.findall(r'(?m)^"faction/[^"]+" = "([^"]+)"', data.decode("utf-8"))) - public_seeds  # [seeds]
            played.seeds |= seeds
            played.secrets |= seeds
    gm = files.get("gm-report.md", b"").decode("utf-8")
    for line in gm.splitlines():
        if "🎲" in line:  # the roll as every format writes it, without its die mark and key
            roll = line.split("🎲", 1)[1].split(" · ")[0].strip()
            if roll not in public:
                played.secrets.add(roll.replace("\\", ""))


def _resolve(turn_dir: Path, fog: bool, played: Played):
    from gm.engine.pipeline import resolve_files
    from gm.engine.secrecy import resolve_watched
    from gm.engine.validate import validate_dir

    if not fog:
        return resolve_files(turn_dir).files
    validation = validate_dir(turn_dir)
    assert validation.ok, [p.format() for p in validation.problems][:5]
    first, knowledge, _ = resolve_watched(validation, formats=("markdown",))
    played.secrets |= knowledge.public_secrets()
    played.public_tokens |= knowledge.public
    html = resolve_files(turn_dir, fmt="html").files  # the site shows the html reports
    return {**first.files, **{k: v for k, v in html.items() if k.endswith(".html")}}


def play(game: str, root: Path) -> Played:
    played = Played(game, root)
    fog = game in FOG
    shutil.copytree(registered.sample_dir(game), root / "turn-01")
    if fog:
        _secret_game(root / "turn-01", root, game)
    previous = root / "turn-01"
    saved = {k: os.environ.pop(k) for k in ("GM_SECRET", "GM_SECRET_FILE") if k in os.environ}
    try:
        for n in range(2, 2 + TURNS):
            files = _resolve(previous, fog, played)
            if fog:
                _file_secrets(files, played)
            here = root / f"turn-{n:02d}"
            for rel, data in files.items():
                (here / rel).parent.mkdir(parents=True, exist_ok=True)
                (here / rel).write_bytes(data)
            orders = registered.sample_dir(game).parent / "orders" / f"turn-{n:02d}.toml"
            if orders.exists():
                shutil.copy(orders, here / "orders.toml")
                dice = orders.parent / f"dice-{orders.name}"
                if dice.exists():
                    shutil.copy(dice, here / "dice.toml")
            previous = here
    finally:
        os.environ.update(saved)
    played.secrets = {s for s in played.secrets - played.public_tokens  # made public by a later turn
                      if not any(s in text for text in played.public_texts)}
    played.private = {f: {line for line in lines if not any(line in text for text in played.public_texts)}
                      for f, lines in played.private.items()}
    return played


_PLAYED: dict[str, Played] = {}


@pytest.fixture(scope="session")
def played(tmp_path_factory):
    """game id -> its four resolved turns (resolved on first use)."""
    def get(game: str) -> Played:
        if game not in _PLAYED:
            _PLAYED[game] = play(game, tmp_path_factory.mktemp(game))
        return _PLAYED[game]
    return get
