"""A player's check of their own dice: `gm verify --rolls rolls/public.toml --rolls rolls/x.toml`.

Each rolls file holds the seeds of the streams its reader may know, and the public file the
digest of every stream of the turn. The check: the digests hash to the commitment the GM
posted before orders closed; each seed held hashes to its digest; every roll drawn from a
stream whose seed is held is rolled again from that seed and gives the same faces. A roll
whose faces came from dice.toml (a forum roller) is counted apart: no seed made it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from gm.errors import GameDataError, Msg, Problem


@dataclass
class DiceCheck:
    checked: dict[str, int] = field(default_factory=dict)  # stream -> rolls re-rolled and equal
    recorded: int = 0  # rolls whose faces dice.toml gave
    unchecked: int = 0  # rolls from a stream whose seed was not given
    commitment: str = ""
    problems: list[Msg] = field(default_factory=list)  # worded in the reader's language


def _load(path: Path) -> dict:
    from gm.tomlio import read_toml

    data, _, problems = read_toml(path, str(path))
    if problems:
        raise GameDataError(problems)
    return data


def verify_rolls(paths: list[Path], posted: str | None = None) -> DiceCheck:
    """Check the dice of the given rolls files; `posted` is the commitment the GM posted."""
    files = {Path(p): _load(Path(p)) for p in paths}
    result = DiceCheck()
    turns = {d.get("turn") for d in files.values()}
    if len(turns) != 1:
        raise GameDataError([Problem(str(p), ("turn",), Msg("dicecheck.turns", found=repr(d.get("turn"))))
                             for p, d in files.items()])
    turn = turns.pop()
    seeds: dict[str, str] = {}
    digests: dict[str, str] = {}
    commitments = set()
    for data in files.values():
        seeds.update({str(k): str(v) for k, v in (data.get("seeds") or {}).items()})
        digests.update({str(k): str(v) for k, v in (data.get("digests") or {}).items()})
        if data.get("commitment"):
            commitments.add(str(data["commitment"]))
    _check_commitment(result, turn, digests, commitments, posted)
    _check_seeds(result, turn, seeds, digests, files)
    for path, data in files.items():
        _check_rolls(result, path, data, seeds)
    return result


def _check_commitment(result: DiceCheck, turn, digests: dict, commitments: set, posted: str | None) -> None:
    from gm.engine.seal import overall_commitment

    if posted:
        commitments.add(posted)
    if not digests:
        if commitments:
            result.problems.append(Msg("dicecheck.no_digests"))
        return
    value = overall_commitment(turn, digests)
    result.commitment = value
    for c in sorted(commitments):
        if c != value:
            result.problems.append(Msg("dicecheck.commitment", value=value, commitment=c))


def _check_seeds(result: DiceCheck, turn, seeds: dict, digests: dict, files: dict) -> None:
    from gm.dice.rng import stream_seed
    from gm.engine.seal import commitment, stream_digest, stream_label

    for name, seed in sorted(seeds.items()):
        label = stream_label(turn, name, seed)
        if digests and label in digests and stream_digest(turn, name, seed) != digests[label]:
            result.problems.append(Msg("dicecheck.stream_digest", stream=repr(name), digest=digests[label]))
        elif digests and label not in digests:
            result.problems.append(Msg("dicecheck.stream_no_digest", stream=repr(name)))
    for path, data in files.items():
        turn_seed = data.get("seed")
        if not turn_seed or not data.get("streams", True):
            continue
        if digests and commitment(str(turn_seed), turn) != digests.get("turn"):
            result.problems.append(Msg("dicecheck.turn_seed", path=str(path)))
        for name, seed in sorted(seeds.items()):
            if stream_seed(str(turn_seed), name) != seed:
                result.problems.append(Msg("dicecheck.not_derived", path=str(path), stream=repr(name)))


def _check_rolls(result: DiceCheck, path: Path, data: dict, seeds: dict) -> None:
    from gm.dice import DiceError, KeyedFaces, roll

    for key, rec in sorted((data.get("rolls") or {}).items()):
        stream = str(rec.get("audience", "gm"))
        if rec.get("recorded"):
            result.recorded += 1
            continue
        if stream not in seeds:
            result.unchecked += 1
            continue
        try:
            again = roll(str(rec.get("expr", "")), KeyedFaces(seeds[stream]), key)
        except (DiceError, ValueError) as exc:
            why = exc.message if isinstance(exc, DiceError) else str(exc)
            result.problems.append(Msg("dicecheck.cannot_reroll", path=str(path), key=repr(key), why=why))
            continue
        if again.faces != rec.get("faces") or again.total != rec.get("total"):
            result.problems.append(Msg("dicecheck.differs", path=str(path), key=repr(key), faces=str(rec.get("faces")),
                                       total=str(rec.get("total")), stream=repr(stream), again=str(again.faces),
                                       again_total=str(again.total)))
            continue
        result.checked[stream] = result.checked.get(stream, 0) + 1
