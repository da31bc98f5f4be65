"""The sample games turn by turn, as the ruleset tests play them: each step is a turn
directory with its TOML orders, and where its text orders live
(sample_games/<game>/orders/<step>/<faction>.txt)."""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path

from tests import registered

from gm.engine.pipeline import resolve_files

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "sample_games"


def game_dir(game: str) -> Path:
    """A sample game's folder: a registered ruleset's sample (tests.registered), or another
    game of sample_games/."""
    return registered.sample_dir(game).parent if game in registered.RULESETS else SAMPLES / game


def _chain(rid: str) -> list[str]:
    """A registered ruleset's sample: its first turn, then its scripted orders in turn order."""
    return ["turn-01"] + [f"orders/{p.name}" for p in sorted((game_dir(rid) / "orders").glob("turn-*.toml"))]


# game -> steps: a step is a turn directory of the sample (game.toml inside), or an orders
# file applied to the previous step's resolution (its dice file beside it); every registered
# ruleset's sample game plays, none listed by hand
CHAINS = {
    **{rid: _chain(rid) for rid in registered.RULESETS},
    "nuevo-amanecer-ejemplo": ["turn-01", "turn-02/orders.toml", "turn-02-segun-documento", "turn-07"],
}


@dataclass
class Step:
    game: str
    name: str  # turn-02, turn-02-segun-documento ...
    turn_dir: Path  # a working copy holding the TOML orders

    @property
    def text_dir(self) -> Path:
        return game_dir(self.game) / "orders" / self.name


def _name(step: str) -> str:
    parts = step.split("/")
    return parts[0] if parts[0] != "orders" else parts[1].removesuffix(".toml")


def _write(res, out: Path) -> None:
    for rel, data in res.files.items():
        p = out / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(data)


def steps(game: str, work: Path, resolved: dict | None = None):
    """Every step of a sample game as a working turn directory (yields in play order).
    `resolved`: turn directory -> its resolution (resolve_files, every format), where the
    caller resolved the step it was given: the next step is made from it, not resolved again."""
    previous: Path | None = None
    resolved = {} if resolved is None else resolved
    for i, step in enumerate(CHAINS[game]):
        src = game_dir(game) / step
        here = work / f"{i:02d}-{_name(step)}"
        if src.is_dir():
            shutil.copytree(src, here)
        else:
            _write(resolved.pop(previous, None) or resolve_files(previous), here)
            shutil.copy(src, here / "orders.toml")
            dice = src.parent / ("dice.toml" if src.name == "orders.toml" else f"dice-{src.name}")
            if dice.exists():
                shutil.copy(dice, here / "dice.toml")
        yield Step(game, _name(step), here)
        previous = here
