"""Fair dice: a secret seed per turn, a public commitment before, the seed after.

Each turn's seed is HMAC-SHA256(master secret, "<game_id>/<turn>"). The master secret
never lives in a turn directory: it is the file `.gm-secret` beside the turn directories
(or $GM_SECRET_FILE, or $GM_SECRET). Revealing one turn's seed tells nothing about the
next one. `gm seal` publishes sha256("gm-seal/1:<turn>:<seed>") before orders close.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
from dataclasses import dataclass
from pathlib import Path

SECRET_NAME = ".gm-secret"


@dataclass(frozen=True)
class TurnSeed:
    seed: str
    source: str  # "option", "game.toml", "secret"


def secret_path(turn_dir: Path) -> Path:
    env = os.environ.get("GM_SECRET_FILE")
    if env:
        return Path(env)
    return turn_dir.resolve().parent / SECRET_NAME


def master_secret(turn_dir: Path) -> bytes | None:
    env = os.environ.get("GM_SECRET")
    if env:
        return env.encode("utf-8")
    path = secret_path(turn_dir)
    try:
        return path.read_bytes().strip() or None
    except OSError:
        return None


def create_secret(turn_dir: Path) -> Path | None:
    """Write a fresh master secret beside turn_dir unless one exists. Returns its path."""
    path = secret_path(turn_dir)
    if path.exists() or os.environ.get("GM_SECRET"):
        return None
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w") as fh:
        fh.write(secrets.token_hex(32) + "\n")
    return path


def derive_seed(secret: bytes, game_id: str, turn: int) -> str:
    return hmac.new(secret, f"{game_id}/{turn}".encode("utf-8"), hashlib.sha256).hexdigest()[:32]


def commitment(seed: str, turn: int) -> str:
    return hashlib.sha256(f"gm-seal/1:{turn}:{seed}".encode("utf-8")).hexdigest()


def turn_seed(turn_dir: Path, game: dict, option: str | None) -> TurnSeed | None:
    """--seed wins, then a public seed in game.toml, then the master secret."""
    if option is not None:
        return TurnSeed(option, "option")
    if game.get("seed"):
        return TurnSeed(str(game["seed"]), "game.toml")
    secret = master_secret(turn_dir)
    if secret is None:
        return None
    return TurnSeed(derive_seed(secret, str(game.get("game_id", "game")), int(game.get("turn", 0))), "secret")
