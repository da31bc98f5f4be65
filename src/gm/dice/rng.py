"""Face sources: where the faces of a roll come from. Never the `random` module.

A face source hands out one `draw(lo, hi) -> face` function per roll key (`stream`), so a
roll's faces depend only on (seed, key, index) and never on what other rolls did.

KeyedFaces, the public algorithm (anyone can re-derive a turn's rolls from its seed):

    msg(j, attempt) = b"gm-dice/1\\0" + utf8(seed) + b"\\0" + utf8(key) + b"\\0"
                      + ascii(j) + b"\\0" + ascii(attempt)
    x = first 8 bytes of SHA-256(msg) as a big-endian unsigned integer
    S = hi - lo + 1 (6 for a d6, 3 for a dF, 100 for a d%)
    accept when x < 2**64 - 2**64 % S  ->  face = lo + x % S, else try attempt + 1

j is the index of the die inside the roll (0, 1, 2 ... rerolled and exploded dice
included), attempt starts at 0. Seeds and keys may not contain NUL (keeps it unambiguous).

Audience streams (a turn of a game with a secret seed): every roll is drawn from the stream
of its audience, `public`, `gm` or `faction/<id>`, whose seed is

    stream_seed(turn_seed, name) = first 32 hex digits of HMAC-SHA256(turn_seed, "gm-stream/1:" + name)

so the public report can reveal the public stream's seed, and each private report its
faction's, without telling anything about the other streams or the turn seed.
"""

from __future__ import annotations

from typing import Callable, Protocol

try:  # CPython's own SHA-256, the same digest as hashlib's: importing hashlib loads OpenSSL,
    # 2-3 ms of every `gm roll` (start-up target, bench/results.md), and its objects are about
    # twice as slow to copy and finish on these short messages (0.69 against 0.31 µs a digest)
    from _sha256 import sha256
except ImportError:  # pragma: no cover - Python 3.12+ names the module _sha2; others: hashlib
    try:
        from _sha2 import sha256
    except ImportError:
        from hashlib import sha256

from gm.errors import Msg

from .errors import DiceError, DiceForcedError, DiceRecordError

Draw = Callable[[int, int], int]
_PREFIX = b"gm-dice/1\0"
_TWO64 = 1 << 64


class FaceSource(Protocol):
    def stream(self, key: str, start: int = 0) -> Draw:
        """A draw(lo, hi) function for one roll; `start` is the index of its first die."""


def stream_seed(turn_seed: str, name: str) -> str:
    """The seed of one audience's stream (see the module docstring)."""
    import hashlib  # here, not at the top: `gm roll` never needs them
    import hmac

    msg = b"gm-stream/1:" + _no_nul("stream name", name)  # literal: a ValueError's subject (a bug)
    return hmac.new(_no_nul("seed", turn_seed), msg, hashlib.sha256).hexdigest()[:32]


def _sides(lo: int, hi: int) -> str:
    return "F" if (lo, hi) == (-1, 1) else str(hi)


def _no_nul(what: str, text: str) -> bytes:
    if not isinstance(text, str) or "\0" in text:
        raise ValueError(f"dice {what} must be a string without NUL characters: {text!r}")
    return text.encode("utf-8")


class KeyedFaces:
    """Faces derived from SHA-256(seed, key, index): reproducible and independent per key."""

    def __init__(self, seed: str):
        self.seed = seed
        # the hash state after the constant prefix is computed once and copied per roll/die
        self._base = sha256(_PREFIX + _no_nul("seed", seed) + b"\0")

    def stream(self, key: str, start: int = 0) -> Draw:
        h = self._base.copy()
        h.update(_no_nul("key", key) + b"\0")
        j = start

        def draw(lo: int, hi: int) -> int:
            nonlocal j
            s = hi - lo + 1
            limit = _TWO64 - _TWO64 % s
            attempt = 0
            while True:
                d = h.copy()
                d.update(b"%d\0%d" % (j, attempt))
                x = int.from_bytes(d.digest()[:8], "big")
                if x < limit:
                    j += 1
                    return lo + x % s
                attempt += 1  # probability < S / 2**64: practically never

        return draw

    def face(self, key: str, j: int, lo: int, hi: int) -> int:
        """Face j of `key` alone (for checks and documentation)."""
        return self.stream(key, j)(lo, hi)


class ForcedFaces:
    """Faces given in order, shared by every key (`gm roll combat --dice 6,5,1`)."""

    def __init__(self, faces: list[int]):
        self.faces = list(faces)
        self.used = 0

    def stream(self, key: str, start: int = 0) -> Draw:
        def draw(lo: int, hi: int) -> int:
            if self.used >= len(self.faces):
                raise DiceForcedError(Msg("dice.forced_ran_out", given=len(self.faces), key=key))
            face = self.faces[self.used]
            if type(face) is not int or not lo <= face <= hi:
                raise DiceForcedError(Msg("dice.forced_impossible", face=repr(face), n=self.used + 1, sides=str(_sides(lo, hi))))
            self.used += 1
            return face

        return draw

    @property
    def remaining(self) -> list[int]:
        return self.faces[self.used:]


class EndFaces:
    """Every die at its lowest face, or at its highest (`high`), whatever its key: the one
    judge's probes of the dice at their ends (gm.engine.judge), where a threshold a die
    decides is crossed if any face crosses it."""

    def __init__(self, high: bool):
        self.high = high

    def stream(self, key: str, start: int = 0) -> Draw:
        return (lambda lo, hi: hi) if self.high else (lambda lo, hi: lo)


class RecordedFaces:
    """Recorded faces (dice.toml) first, per key and in draw order, then the fallback.

    The fallback continues at the index after the recorded faces, so recording the first
    die of a roll does not change which keyed faces the later dice get.
    """

    def __init__(self, recorded: dict[str, list[int]], fallback: "FaceSource | str"):
        self.recorded = {}
        for key, faces in (recorded or {}).items():
            if isinstance(faces, int) and not isinstance(faces, bool):
                faces = [faces]
            if not isinstance(faces, (list, tuple)) or any(type(f) is not int for f in faces):
                raise DiceError(Msg("dice.recorded_not_list", key=key, found=repr(faces)))
            self.recorded[key] = list(faces)
        self.fallback = KeyedFaces(fallback) if isinstance(fallback, str) else fallback
        self.consumed: dict[str, int] = {}  # key -> recorded faces drawn

    def stream(self, key: str, start: int = 0) -> Draw:
        faces = self.recorded.get(key)
        if faces is None:
            return self.fallback.stream(key, start)
        self.consumed[key] = 0
        rest: list[Draw] = []

        def draw(lo: int, hi: int) -> int:
            i = self.consumed[key]
            if i < len(faces):
                face = faces[i]
                if not lo <= face <= hi:
                    raise DiceRecordError(key, face, _sides(lo, hi))
                self.consumed[key] = i + 1
                return face
            if not rest:
                rest.append(self.fallback.stream(key, start + len(faces)))
            return rest[0](lo, hi)

        return draw

    def unused(self) -> list[str]:
        """Recorded keys no roll asked for (a typo in dice.toml, or a roll that didn't happen)."""
        return [k for k in self.recorded if k not in self.consumed]
