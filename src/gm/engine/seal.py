"""Fair dice: a secret seed per turn, a public commitment before, each audience's seed after.

Each turn's seed is HMAC-SHA256(master secret, "<game_id>/<turn>"). The master secret
never lives in a turn directory: it is the file `.gm-secret` beside the turn directories
(or $GM_SECRET_FILE, or $GM_SECRET). Revealing one turn's seed tells nothing about the
next one.

The turn's rolls are drawn from one stream per audience (gm.dice.rng.stream_seed): `public`,
`gm` and `faction/<id>` for every faction when the turn begins. `gm seal` commits to all of
them at once, before orders close:

    digest(name)  = sha256("gm-seal/2:<turn>:<name>:<stream seed>")
    digest("turn") = sha256("gm-seal/1:<turn>:<turn seed>")
    label(name)   = name, or for a faction "faction:" + sha256("gm-label/1:<turn>:<name>:<stream seed>")[:16]
    commitment    = sha256("gm-seal/2:<turn>\n" + "<label> <digest>\n" for each label, sorted)

After the turn the public report reveals the public stream's seed, each private report
its faction's, and every rolls file lists all the digests, so each player checks their own
dice against the commitment without learning anyone else's. The GM's stream and the turn
seed stay in rolls.toml until the GM reveals them (`gm reveal`).
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
from dataclasses import dataclass
from pathlib import Path

from gm.errors import Msg, Problem, RefusedError

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


# 32 hex digits (what `gm init` writes is 64): below that a revealed seed lets anyone
# brute-force the secret, and with it every future turn's dice
MIN_SECRET_CHARS = 32
MIN_SECRET_DISTINCT = 8
MAKE_SECRET = "python3 -c 'import secrets; print(secrets.token_hex(32))' > .gm-secret"  # literal: a shell command


class SecretError(RefusedError):
    """The master secret exists but cannot be used: unreadable, empty or too weak."""


def _checked(secret: bytes, where: str) -> bytes:
    if len(secret) < MIN_SECRET_CHARS or len(set(secret)) < MIN_SECRET_DISTINCT:
        raise SecretError(Msg("seal.weak_secret", where=where, length=len(secret), distinct=len(set(secret)),
                              min_length=MIN_SECRET_CHARS, min_distinct=MIN_SECRET_DISTINCT, make=MAKE_SECRET))
    return secret


def master_secret(turn_dir: Path) -> bytes | None:
    """The master secret, None where there is none; SecretError where one is there but unusable."""
    env = os.environ.get("GM_SECRET")
    if env:
        return _checked(env.encode("utf-8"), "$GM_SECRET")
    from gm.tomlio import read_regular

    path = secret_path(turn_dir)
    if not os.path.lexists(path):
        return None
    data, problem = read_regular(path, str(path), limit=4096, expected=Msg("problem.expect_secret_file"))  # never a FIFO, never /dev/zero
    if problem is not None:
        raise SecretError(Msg("seal.unreadable_secret", path=str(path), problem=problem.message))
    data = data.strip()
    if not data:
        raise SecretError(Msg("seal.empty_secret", path=str(path), make=MAKE_SECRET))
    return _checked(data, str(path))


def create_secret(turn_dir: Path) -> tuple[Path, bool] | None:
    """Write a fresh master secret beside turn_dir unless one exists.
    Returns (its path, True if created now), or None when $GM_SECRET supplies it."""
    if os.environ.get("GM_SECRET"):
        return None
    path = secret_path(turn_dir)
    if path.exists():
        return path, False
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w") as fh:
        fh.write(secrets.token_hex(32) + "\n")
    return path, True


def derive_seed(secret: bytes, game_id: str, turn: int) -> str:
    return hmac.new(secret, f"{game_id}/{turn}".encode("utf-8"), hashlib.sha256).hexdigest()[:32]


def commitment(seed: str, turn: int) -> str:
    """The digest of the turn seed itself (checked when the GM reveals it)."""
    return hashlib.sha256(f"gm-seal/1:{turn}:{seed}".encode("utf-8")).hexdigest()


def stream_names(factions) -> list[str]:
    """The streams committed to for a turn whose factions are `factions`."""
    return ["gm", "public"] + [f"faction/{fid}" for fid in sorted(factions)]


def stream_digest(turn: int, name: str, seed: str) -> str:
    return hashlib.sha256(f"gm-seal/2:{turn}:{name}:{seed}".encode("utf-8")).hexdigest()


def stream_seeds(seed: str, factions) -> dict[str, str]:
    """Every committed stream's seed, derived from the turn seed."""
    from gm.dice.rng import stream_seed

    return {name: stream_seed(seed, name) for name in stream_names(factions)}


def stream_label(turn: int, name: str, seed: str) -> str:
    """The name a stream's digest is listed under. A faction's is opaque, `faction:<16 hex>`
    from its own seed: the posted list of digests must not name the factions (a race
    nobody has met yet would be announced), and only the seed's holder finds its own."""
    if not name.startswith("faction/"):
        return name
    return "faction:" + hashlib.sha256(f"gm-label/1:{turn}:{name}:{seed}".encode("utf-8")).hexdigest()[:16]


def digests(seed: str, turn: int, factions) -> dict[str, str]:
    """The digest of every committed stream (by its label), and of the turn seed (`turn`)."""
    out = {stream_label(turn, name, s): stream_digest(turn, name, s) for name, s in stream_seeds(seed, factions).items()}
    out["turn"] = commitment(seed, turn)
    return dict(sorted(out.items()))


def overall_commitment(turn: int, leaves: dict[str, str]) -> str:
    """The one digest the GM posts: binds every stream's digest and the set of streams."""
    text = f"gm-seal/2:{turn}\n" + "".join(f"{name} {leaves[name]}\n" for name in sorted(leaves))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


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


def seal_matches(seed: str, turn, factions, sealed) -> bool:
    """Does a posted commitment bind this turn seed? (The commitment of every stream, or
    the turn seed's alone, as games sealed before audience streams posted.)"""
    if not isinstance(turn, int) or not sealed:
        return False
    return sealed in (overall_commitment(turn, digests(seed, turn, factions)), commitment(seed, turn))


def refuse_shared_seed(directory: Path, game_id: str, turn: int) -> None:
    """Two games beside one secret with the same game_id would roll the same dice: once one
    reveals a seed, the other's dice are known before its orders close."""
    other = _twin_beside(directory, game_id, turn, sealed_only=True)
    if other is not None:
        raise RefusedError(Msg("seal.twin_sealed", dir=str(directory), game_id=repr(game_id), turn=turn, other=str(other)))


def _twin_beside(directory: Path, game_id: str, turn: int, sealed_only: bool) -> Path | None:
    """Another directory beside this one (so beside the same secret) holding the same
    game_id and turn: the same turn seed."""
    from gm.tomlio import read_toml

    here = directory.resolve()
    for other in sorted(here.parent.iterdir()):
        if other == here or not other.is_dir() or (sealed_only and not (other / "seal.toml").is_file()):
            continue
        game, _, problems = read_toml(other / "game.toml", "game.toml")  # bounded, regular files only
        if problems or not isinstance(game, dict):
            continue
        if str(game.get("game_id", "game")) == game_id and game.get("turn") == turn:
            return other
    return None


def shared_seed_warning(directory: Path, state, seed: str | None) -> list[Problem]:
    """Resolving one of two such twins is allowed (a GM's backup copy is one), but said."""
    if seed is not None or state.game.get("seed"):
        return []
    game_id = str(state.game.get("game_id", "game"))
    other = _twin_beside(directory, game_id, state.turn, sealed_only=False)
    if other is None:
        return []
    return [Problem("game.toml", ("game_id",), Msg("seal.twin_warning", other=str(other), game_id=repr(game_id), turn=state.turn),
                    severity="warning")]
