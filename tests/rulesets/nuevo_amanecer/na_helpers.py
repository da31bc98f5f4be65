"""Shared helpers of the Nuevo Amanecer tests: resolve a turn directory into another."""

from __future__ import annotations

import importlib.util  # noqa: F401  (gm.registry.available() needs it loaded)
import shutil
import tomllib
from pathlib import Path

from gm.engine.pipeline import resolve_files

ROOT = Path(__file__).resolve().parents[3]
EXAMPLE = ROOT / "sample_games" / "nuevo-amanecer-ejemplo"
SAMPLE = ROOT / "sample_games" / "nuevo-amanecer"


def resolve(src: Path, dst: Path):
    res = resolve_files(src)
    for rel, data in res.files.items():
        p = dst / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(data)
    return res


def faction(turn_dir: Path, fid: str) -> dict:
    return tomllib.loads((turn_dir / "factions" / f"{fid}.toml").read_text("utf-8"))


def copy_inputs(src: Path, dst: Path) -> None:
    for name in ("orders.toml", "dice.toml"):
        if (src / name).exists():
            shutil.copy(src / name, dst / name)


def events(res, kind: str) -> list:
    return [e for e in res.context.events if e.kind == kind]


def scenario(tmp_path: Path, orders: str, dice: str = "", sigmar=(), orkos=(), game=(), settings: str = "") -> Path:
    """The example's turn 7 with text replacements in the files, new orders and dice (and
    `settings` added to game.toml)."""
    d = tmp_path / "turn-07"
    shutil.copytree(EXAMPLE / "turn-07", d)
    for rel, subs in (("factions/sigmar.toml", sigmar), ("factions/orkos.toml", orkos), ("game.toml", game)):
        text = (d / rel).read_text("utf-8")
        for old, new in subs:
            assert old in text, (rel, old)
            text = text.replace(old, new, 1)
        (d / rel).write_text(text + (settings if rel == "game.toml" else ""), "utf-8")
    (d / "orders.toml").write_text("turn = 7\n" + orders, "utf-8")
    (d / "dice.toml").write_text(dice, "utf-8")
    return d
