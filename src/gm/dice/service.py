"""DiceService: the dice of one turn (ctx.dice). Keys are unique, every roll is logged.

Every roll names its audience, the stream its faces come from (gm.dice.rng): `public`,
one faction (`faction/<id>`) or `gm`, the default, so that a roll nobody thought about
is never shown to anyone who could recompute it. With `streams=False` (a public seed,
`gm roll`) every stream is the seed itself: nothing is secret, and nothing changes.
"""

from __future__ import annotations

from .errors import SecrecyError
from .evaluate import Roll, roll
from .rng import EndFaces, FaceSource, ForcedFaces, KeyedFaces, RecordedFaces, stream_seed

PUBLIC, GM, FACTION = "public", "gm", "faction/"
LOWEST, HIGHEST = "lowest", "highest"  # `ends`: every die not recorded at its lowest or highest face


def stream_name(audience) -> str:
    """`public`, `gm` or `faction/<id>` for an Audience (None: gm)."""
    if audience is None:
        return GM
    if audience.is_public:
        return PUBLIC
    if not audience.factions:
        return GM
    if len(audience.factions) != 1:
        raise SecrecyError(
            f"a roll is drawn from one audience's stream, not {len(audience.factions)} factions' "
            f"({', '.join(sorted(audience.factions))}): roll each side's dice on its own stream")
    return FACTION + next(iter(audience.factions))


def stream_sees(stream: str, audience) -> bool:
    """May a roll from `stream` be shown to `audience`? Everyone holding the stream's seed
    must see the event, or they could recompute a roll they were not shown."""
    if stream == GM:
        return True
    if stream == PUBLIC:
        return audience.is_public
    return audience.sees(stream[len(FACTION):])


class _StreamFaces:
    """A FaceSource that sends each roll key to the stream its roll was assigned."""

    def __init__(self, service: "DiceService"):
        self.service = service

    def stream(self, key: str, start: int = 0):
        return self.service.faces_of(self.service.stream_of[key]).stream(key, start)


class DiceService:
    """Rolls keyed by prefix + key. Faces come, in order of precedence, from `recorded`
    (dice.toml, per key), `forced` (one queue shared by every roll), `ends` (LOWEST or
    HIGHEST: every die at that end, the judge's probes), else SHA-256 of the seed of the
    roll's audience stream."""

    def __init__(self, seed: str, prefix: str = "", recorded: dict[str, list[int]] | None = None,
                 forced: list[int] | None = None, streams: bool = False,
                 factions: frozenset[str] | None = None, ends: str | None = None):
        self.seed, self.prefix, self.streams = seed, prefix, streams
        # the factions whose streams were committed to when the turn began: a faction born
        # during the turn (rebels, neutrals) has no committed stream, so its rolls are the GM's
        self.factions = factions
        self.stream_of: dict[str, str] = {}
        self._faces: dict[str, KeyedFaces] = {}
        base: FaceSource = ForcedFaces(forced) if forced is not None else _StreamFaces(self)
        base = EndFaces(ends == HIGHEST) if ends in (LOWEST, HIGHEST) else base
        self._recorded = RecordedFaces(recorded, base) if recorded else None
        self.source: FaceSource = self._recorded or base
        self.log: list[Roll] = []
        self._keys: set[str] = set()

    def stream_seed(self, name: str) -> str:
        return stream_seed(self.seed, name) if self.streams else self.seed

    def faces_of(self, name: str) -> KeyedFaces:
        if name not in self._faces:
            self._faces[name] = KeyedFaces(self.stream_seed(name))
        return self._faces[name]

    def _stream(self, audience) -> str:
        name = stream_name(audience)
        if name.startswith(FACTION) and self.factions is not None and name[len(FACTION):] not in self.factions:
            return GM
        return name

    def _key(self, key: str) -> str:
        full = self.prefix + key
        if full in self._keys:
            # two rolls sharing a key would share faces: always a bug in the caller
            raise ValueError(f"dice key '{full}' used twice in one turn")
        self._keys.add(full)
        return full

    def roll(self, key: str, expr: str, why: str = "", *, audience=None) -> Roll:
        """Roll `expr` under `key`, drawn from `audience`'s stream (an Audience; None: gm)."""
        name = self._stream(audience)
        full = self._key(key)
        self.stream_of[full] = name
        try:
            r = roll(expr, self.source, full)
        except BaseException:
            self._keys.discard(full)  # a failed roll did not happen: its key stays free
            del self.stream_of[full]
            raise
        r.why, r.stream = why, name
        # the faces dice.toml gave for this key (all of them: the seal commits to the entry)
        r.recorded = list(self._recorded.recorded[full]) if self._recorded is not None and full in self._recorded.consumed else []
        self.log.append(r)
        return r

    def d(self, key: str, sides: int, why: str = "", *, audience=None) -> int:
        """One die; still logged as a Roll with expr "1d<sides>"."""
        return self.roll(key, f"1d{int(sides)}", why, audience=audience).total

    def shuffle(self, key: str, items, why="", *, audience=None) -> tuple[list, list[Roll]]:
        """A fair order of `items` drawn by dice (Fisher-Yates: one 1dN per place, N the
        items left), for ties the rules leave to chance. Returns (order, the rolls), so the
        report can show how the order was drawn. Fewer than two items roll nothing. `why`:
        the rolls' label, or a function of the place (1, 2, …) each roll draws."""
        rest, order, rolls = list(items), [], []
        while len(rest) > 1:
            label = why(len(order) + 1) if callable(why) else why  # three rolls alike read as one repeated
            r = self.roll(f"{key}/{len(order) + 1}", f"1d{len(rest)}", label, audience=audience)
            rolls.append(r)
            order.append(rest.pop(r.total - 1))
        return order + rest, rolls

    def check_shown(self, rolls, audience, where: str) -> None:
        """Refuse to show a roll to an audience narrower than its stream's (a leak by design)."""
        for r in rolls:
            stream = getattr(r, "stream", "") or GM
            if not stream_sees(stream, audience):
                raise SecrecyError(
                    f"{where}: roll '{r.key}' comes from the {stream} stream but is shown to a narrower "
                    f"audience; whoever holds that stream's seed could recompute it")

    def seeds(self) -> dict[str, str]:
        """Every stream a roll used, with its seed (the GM's rolls.toml)."""
        return {name: self.stream_seed(name) for name in sorted(set(self.stream_of.values()))}

    def unused_records(self) -> list[str]:
        """Full keys of dice.toml entries no roll used (the engine warns about them)."""
        return self._recorded.unused() if self._recorded else []
