"""DiceService: the dice of one turn (ctx.dice). Keys are unique, every roll is logged."""

from __future__ import annotations

from .evaluate import Roll, roll
from .rng import FaceSource, ForcedFaces, KeyedFaces, RecordedFaces


class DiceService:
    """Rolls keyed by prefix + key. Faces come, in order of precedence, from `recorded`
    (dice.toml, per key), `forced` (one queue shared by every roll), else SHA-256 of the seed."""

    def __init__(self, seed: str, prefix: str = "", recorded: dict[str, list[int]] | None = None,
                 forced: list[int] | None = None):
        self.seed, self.prefix = seed, prefix
        base: FaceSource = ForcedFaces(forced) if forced is not None else KeyedFaces(seed)
        self._recorded = RecordedFaces(recorded, base) if recorded else None
        self.source: FaceSource = self._recorded or base
        self.log: list[Roll] = []
        self._keys: set[str] = set()

    def _key(self, key: str) -> str:
        full = self.prefix + key
        if full in self._keys:
            # two rolls sharing a key would share faces: always a bug in the caller
            raise ValueError(f"dice key '{full}' used twice in one turn")
        self._keys.add(full)
        return full

    def roll(self, key: str, expr: str, why: str = "") -> Roll:
        full = self._key(key)
        try:
            r = roll(expr, self.source, full)
        except BaseException:
            self._keys.discard(full)  # a failed roll did not happen: its key stays free
            raise
        r.why = why
        self.log.append(r)
        return r

    def d(self, key: str, sides: int, why: str = "") -> int:
        """One die; still logged as a Roll with expr "1d<sides>"."""
        return self.roll(key, f"1d{int(sides)}", why).total

    def unused_records(self) -> list[str]:
        """Full keys of dice.toml entries no roll used (the engine warns about them)."""
        return self._recorded.unused() if self._recorded else []

    def leftover_records(self) -> dict[str, list[int]]:
        """Full keys whose roll drew fewer faces than dice.toml recorded -> faces not used."""
        return self._recorded.leftover() if self._recorded else {}
