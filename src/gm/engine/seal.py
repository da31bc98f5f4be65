"""Fair dice: a secret seed per turn, a public commitment before, each audience's seed after.

Each turn's seed is HMAC-SHA256(master secret, "<game_id>/<turn>"). The master secret
never lives in a turn directory: it is the file `.gm-secret` beside the turn directories
(or $GM_SECRET_FILE, or $GM_SECRET). Revealing one turn's seed tells nothing about the
next one.

The turn's rolls are drawn from one stream per audience (gm.dice.rng.stream_seed): `public`,
`gm` and `faction/<id>` for every faction when the turn begins. `gm seal` commits to all of
them at once, and to the recorded dice of dice.toml, before orders close: the root of a
Merkle tree of fixed size (gm.dice.commit, scheme 3), which says nothing of how many
streams there are. After the turn the public report reveals the public stream's seed, each
private report its faction's; rolls/public.toml holds the public stream's proof and
rolls/<faction>.toml its own, so each player checks their dice against the commitment
without learning anyone else's, nor how many others there are. The GM's stream and the
turn seed stay in rolls.toml until the GM reveals them (`gm reveal`).

Turns sealed by an older gm (scheme 2: one digest per stream, the list posted in
rolls/public.toml; scheme 1: the turn seed's digest alone) still resolve and verify as
they were sealed:

    digest(name)  = sha256("gm-seal/2:<turn>:<name>:<stream seed>")
    digest("turn") = sha256("gm-seal/1:<turn>:<turn seed>")
    label(name)   = name, or for a faction "faction:" + sha256("gm-label/1:<turn>:<name>:<stream seed>")[:16]
    commitment    = sha256("gm-seal/2:<turn>\n" + "<label> <digest>\n" for each label, sorted)
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


# what a revealed seed would let anyone brute-force below it: the secret, and with it every
# future turn's dice (`gm init` writes 64 random hex digits, about 256 bits)
MIN_SECRET_BITS = 128
MAKE_SECRET = "python3 -c 'import secrets; print(secrets.token_hex(32))' > .gm-secret"  # literal: a shell command
# the usual alphabets, smallest first: a secret's characters are judged by the first holding them all
_ALPHABETS = tuple(frozenset(chars.encode("ascii")) for chars in (
    "0123456789", "0123456789abcdef", "0123456789ABCDEF", "abcdefghijklmnopqrstuvwxyz",  # literal: alphabets
    "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789abcdefghijklmnopqrstuvwxyz",  # literal: alphabets
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",  # literal: alphabets
    "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",  # literal: an alphabet
    "".join(map(chr, range(32, 127)))))
PATTERN = 5  # a run or a repeat is predicted from its fifth character on


class SecretError(RefusedError):
    """The master secret exists but cannot be used: unreadable, empty or too weak."""


def secret_bits(secret: bytes) -> int:
    """A cautious estimate of a secret's entropy. Each character is worth the bits of the
    smallest usual alphabet holding all of them (hex digits 4, digits 3.3, letters and digits
    5.95 ...), except one a pattern predicts, worth nothing: the fourth of a run with a
    constant step (`aaaa`, `0123`, `9753`) or the end of four characters already seen
    together (`password1234password1234`). Random text loses almost nothing; the patterns
    people type lose most of their length."""
    import math

    alphabet = next((len(a) for a in _ALPHABETS if set(secret) <= a), 256)
    seen: set[bytes] = set()
    counted = 0
    for i in range(len(secret)):
        gram = secret[max(0, i - PATTERN + 1):i + 1]
        steps = {secret[j] - secret[j - 1] for j in range(i - PATTERN + 2, i + 1)} if i >= PATTERN - 1 else set()
        if len(gram) == PATTERN and (gram in seen or len(steps) == 1):
            pass  # predicted: a run or a repeat
        else:
            counted += 1
        seen.add(gram)
    return int(counted * math.log2(alphabet))


def _checked(secret: bytes, where: str) -> bytes:
    bits = secret_bits(secret)
    if bits < MIN_SECRET_BITS:
        raise SecretError(Msg("seal.weak_secret", where=where, length=len(secret), bits=bits,
                              min_bits=MIN_SECRET_BITS, make=MAKE_SECRET))
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


# what a game folder's git must never hold: the master secret (for good), and the GM's own
# outputs that tell every hidden die until the reveal (`gm resolve` makes them again)
GITIGNORE = (SECRET_NAME, "rolls.toml", "outcomes.toml", "gm-report.*", "**/maps/gm.*")


def write_gitignore(turn_dir: Path, comment: str) -> tuple[Path, list[str]]:
    """A .gitignore in the game folder (beside the turn directories) listing GITIGNORE.
    One already there is never changed: returns (its path, the lines it lacks)."""
    path = turn_dir.resolve().parent / ".gitignore"
    if os.path.lexists(path):
        from gm.tomlio import read_regular

        data, problem = read_regular(path, str(path), limit=1 << 20)  # bounded, regular files only
        lines = set() if problem is not None else {line.strip() for line in data.decode("utf-8", "replace").splitlines()}
        return path, [line for line in GITIGNORE if line not in lines and "/" + line not in lines]
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("".join(f"# {line}\n" for line in comment.splitlines()) + "".join(f"{line}\n" for line in GITIGNORE))
    return path, []


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


def maps_key(turn_dir: Path, game: dict, chosen: TurnSeed) -> str:
    """What the names of a turn's private maps are derived from (gm.maps.published_names):
    the master secret where there is one, never revealed (a revealed turn seed would let anyone
    compute the addresses of that turn's rival maps); without one, the turn seed."""
    secret = master_secret(turn_dir)
    if secret is None:
        return chosen.seed
    return hmac.new(secret, f"{game.get('game_id', 'game')}/{int(game.get('turn', 0))}/maps".encode("utf-8"), hashlib.sha256).hexdigest()


def sealed_dice(recorded) -> dict[str, list[int]]:
    """dice.toml's entries as the commitment binds them: {full key: faces}, one face a list."""
    out = {}
    for key, faces in sorted((recorded or {}).items()):
        faces = [faces] if type(faces) is int else faces
        if isinstance(faces, list) and all(type(f) is int for f in faces):
            out[str(key)] = list(faces)
    return out


def seal_tree(seed: str, turn: int, factions, dice, where: str = "dice.toml"):
    """The fixed-size tree of scheme 3 (gm.dice.commit) over every stream and recorded die;
    more than it holds is `where`'s error (dice.toml, or a seal.toml edited by hand)."""
    from gm.dice.commit import MAX_LEAVES, build
    from gm.errors import GameDataError

    streams, recorded = stream_seeds(seed, factions), sealed_dice(dice)
    if len(streams) + len(recorded) > MAX_LEAVES:
        raise GameDataError([Problem(where, (), Msg("seal.too_many", found=len(streams) + len(recorded), max=MAX_LEAVES))])
    return build(seed, turn, streams, recorded)


def seal_scheme(seed: str, turn, factions, sealed) -> int | None:
    """Which scheme a posted seal (seal.toml's table: `commitment`, and `dice` for scheme 3)
    binds this turn seed with: 3, or 2 and 1 (sealed by an older gm); None when it does not."""
    if not isinstance(turn, int) or not isinstance(sealed, dict) or not sealed.get("commitment"):
        return None
    value = sealed["commitment"]
    dice = sealed.get("dice")
    if isinstance(dice, dict) and seal_tree(seed, turn, factions, dice, "seal.toml").commitment == value:
        return 3
    if not isinstance(dice, dict) and value == seal_tree(seed, turn, factions, {}).commitment:
        return 3
    if value == overall_commitment(turn, digests(seed, turn, factions)):
        return 2
    return 1 if value == commitment(seed, turn) else None


def seal_matches(seed: str, turn, factions, sealed) -> bool:
    """Does a posted seal (seal.toml's table) bind this turn seed, in any scheme?"""
    return seal_scheme(seed, turn, factions, sealed) is not None


def write_atomic(path: Path, text: str) -> None:
    """Write `path` whole or not at all: a hidden temporary beside it, fsynced, then one
    rename (a full disk leaves the old file, or none, never an empty one). A temporary a
    killed run left behind goes with the next write."""
    import tempfile

    prefix = f".gm-tmp-{path.name}-"
    for stale in path.parent.glob(prefix + "*"):
        pid = stale.name[len(prefix):].split("-", 1)[0]
        if stale.is_file() and pid.isdigit() and not _alive(int(pid)):
            stale.unlink(missing_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f"{prefix}{os.getpid()}-", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(text.encode("utf-8"))
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True
    return True


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


def public_seed_warning(directory: Path, state, seed: str | None, log) -> list[Problem]:
    """A public seed (game.toml `seed`, --seed: examples and tests) repeats every stream, so
    the rolls this turn shows to fewer than all (the GM's, each faction's: a cloaked ship's
    detection) are anyone's to recompute: the GM is told once a turn, with what to do."""
    if seed is None and not state.game.get("seed"):
        return []
    hidden = sum(1 for r in log if getattr(r, "stream", "public") != "public" and not getattr(r, "recorded", None))
    if not hidden:
        return []
    import shlex

    secret = secret_path(Path(directory))
    make = MAKE_SECRET.replace("> .gm-secret", "> " + shlex.quote(str(secret)))  # the command, with the file it writes
    message = Msg("seal.public_seed_hidden_rolls", count=hidden, given="game" if seed is None else "option",
                  secret=str(secret), make=make)
    if seed is not None:
        return [Problem("--seed", (), message, severity="warning")]
    from gm.tomlio import KeyLocator

    line = KeyLocator((Path(directory) / "game.toml").read_text("utf-8")).line_of(("seed",))
    return [Problem("game.toml", ("seed",), message, line=line, severity="warning")]
