"""A player's check of their own dice: `gm verify --rolls rolls/public.toml --rolls rolls/x.toml`.

Each rolls file holds the seeds of the streams its reader may know and, for a sealed turn,
each one's proof: its slot in the commitment's tree and the sibling values up to the root
(gm.dice.commit). The check: every seed held, folded up its proof, gives the commitment the
GM posted before orders closed; every roll drawn from a stream whose seed is held is rolled
again from that seed and gives the same faces. A roll whose faces came from dice.toml (a
forum roller) is checked against its own proof, the recorded faces folded up to the same
commitment: faces recorded after the seal have none, and fail.

The GM's rolls.toml (with the turn seed) is checked by building the whole tree again.
Files of a turn sealed by an older gm list every stream's digest instead (scheme 2): they
are checked as they were, but a recorded die in them cannot be, and fails.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from gm.errors import GameDataError, Msg, Problem


@dataclass
class DiceCheck:
    checked: dict[str, int] = field(default_factory=dict)  # stream -> rolls re-rolled and equal
    recorded: int = 0  # rolls whose faces dice.toml gave, found in the commitment
    unchecked: int = 0  # rolls from a stream whose seed was not given
    commitment: str = ""
    problems: list[Msg] = field(default_factory=list)  # worded in the reader's language


@dataclass
class _Held:
    """What the files hold together."""

    turn: int
    seeds: dict[str, str] = field(default_factory=dict)
    digests: dict[str, str] = field(default_factory=dict)  # scheme 2 only
    proofs: dict[str, dict] = field(default_factory=dict)
    commitments: set[str] = field(default_factory=set)
    dice_proved: set[str] = field(default_factory=set)  # recorded dice keys whose proof holds


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
    held = _Held(turns.pop())
    for data in files.values():
        held.seeds.update({str(k): str(v) for k, v in _table(data, "seeds").items()})
        held.digests.update({str(k): str(v) for k, v in _table(data, "digests").items()})
        held.proofs.update({str(k): v for k, v in _table(data, "proofs").items()})
        if data.get("commitment"):
            held.commitments.add(str(data["commitment"]))
    if posted:
        held.commitments.add(posted)
    if held.digests:
        _check_commitment(result, held)
        _check_seeds(result, held)
    else:
        _check_proofs(result, held, files)
    _check_turn_seeds(result, held, files)
    for path, data in files.items():
        _check_rolls(result, path, data, held)
    return result


def _table(data: dict, key: str) -> dict:
    value = data.get(key)
    return value if isinstance(value, dict) else {}


# -- scheme 3: proofs up a fixed-size tree ---------------------------------------------------

def _check_proofs(result: DiceCheck, held: _Held, files: dict) -> None:
    from gm.dice.commit import fold, stream_leaf

    roots = []
    for name, seed in sorted(held.seeds.items()):
        if name not in held.proofs:
            if held.commitments and not _holds_turn_seed(files):
                result.problems.append(Msg("dicecheck.no_proof", stream=repr(name)))
            continue
        root = fold(held.turn, stream_leaf(held.turn, name, seed), held.proofs[name])
        _against(result, held, root, Msg("dicecheck.proof", stream=repr(name), value=str(root)))
        roots.append(root)
    for path, data in files.items():
        _recorded_proofs(result, held, path, data)
    if roots and not result.problems:
        result.commitment = roots[0]
    elif held.commitments and not roots and not result.problems and not _holds_turn_seed(files):
        result.problems.append(Msg("dicecheck.no_digests"))


def _against(result: DiceCheck, held: _Held, root: str | None, problem: Msg) -> None:
    """A proof's root must be every commitment given (the files' and the posted one)."""
    if root is None or any(c != root for c in held.commitments):
        result.problems.append(problem)


def _recorded_proofs(result: DiceCheck, held: _Held, path: Path, data: dict) -> None:
    """Each recorded die in a reader's file folded up its own proof."""
    from gm.dice.commit import dice_label, dice_leaf, fold

    if data.get("seed"):
        return  # the GM's file: the whole tree is built again (_check_turn_seeds)
    for key, rec in sorted(_table(data, "rolls").items()):
        faces = rec.get("recorded") if isinstance(rec, dict) else None
        if not faces:
            continue
        proof = held.proofs.get(dice_label(str(key)))
        salt = proof.get("salt") if isinstance(proof, dict) else None
        if isinstance(faces, list) and isinstance(salt, str) and held.commitments == {fold(
                held.turn, dice_leaf(held.turn, str(key), faces, salt), proof)}:
            held.dice_proved.add(str(key))
        else:
            result.problems.append(Msg("dicecheck.recorded_unsealed", path=str(path), key=repr(str(key))))


def _holds_turn_seed(files: dict) -> bool:
    return any(d.get("seed") and d.get("streams", True) for d in files.values())


# -- the GM's file: the turn seed --------------------------------------------------------------

def _check_turn_seeds(result: DiceCheck, held: _Held, files: dict) -> None:
    """A file with the turn seed (the GM's, or everyone's after the reveal): every stream's
    seed derived from it, and (scheme 3) the whole tree built again to the commitment."""
    from gm.dice.rng import stream_seed
    from gm.engine.seal import commitment, seal_tree

    for path, data in files.items():
        turn_seed = data.get("seed")
        if not turn_seed or not data.get("streams", True):
            continue
        if held.digests and commitment(str(turn_seed), held.turn) != held.digests.get("turn"):
            result.problems.append(Msg("dicecheck.turn_seed", path=str(path)))
        for name, seed in sorted(held.seeds.items()):
            if stream_seed(str(turn_seed), name) != seed:
                result.problems.append(Msg("dicecheck.not_derived", path=str(path), stream=repr(name)))
        if held.digests or not isinstance(held.turn, int):
            continue
        factions = [n.split("/", 1)[1] for n in _table(data, "seeds") if str(n).startswith("faction/")]
        sealed = _table(data, "sealed_dice")
        value = seal_tree(str(turn_seed), held.turn, factions, sealed, str(path)).commitment
        _against(result, held, value, Msg("dicecheck.tree", path=str(path), value=value))
        if held.commitments and not result.problems:
            result.commitment = value
        held.dice_proved |= {str(k) for k, rec in _table(data, "rolls").items()
                             if isinstance(rec, dict) and rec.get("recorded") == sealed.get(k)}


# -- scheme 2: the list of every stream's digest (turns sealed by an older gm) -----------------

def _check_commitment(result: DiceCheck, held: _Held) -> None:
    from gm.engine.seal import overall_commitment

    value = overall_commitment(held.turn, held.digests)
    result.commitment = value
    for c in sorted(held.commitments):
        if c != value:
            result.problems.append(Msg("dicecheck.commitment", value=value, commitment=c))


def _check_seeds(result: DiceCheck, held: _Held) -> None:
    from gm.engine.seal import stream_digest, stream_label

    for name, seed in sorted(held.seeds.items()):
        label = stream_label(held.turn, name, seed)
        if label in held.digests and stream_digest(held.turn, name, seed) != held.digests[label]:
            result.problems.append(Msg("dicecheck.stream_digest", stream=repr(name), digest=held.digests[label]))
        elif label not in held.digests:
            result.problems.append(Msg("dicecheck.stream_no_digest", stream=repr(name)))


# -- every roll again --------------------------------------------------------------------------

def _check_rolls(result: DiceCheck, path: Path, data: dict, held: _Held) -> None:
    from gm.dice import DiceError, KeyedFaces, RecordedFaces, roll

    for key, rec in sorted(_table(data, "rolls").items()):
        stream = str(rec.get("audience", "gm"))
        recorded = rec.get("recorded")
        if recorded and str(key) not in held.dice_proved:
            if held.digests or data.get("seed"):  # a reader's file of this scheme: said by _recorded_proofs
                result.problems.append(Msg("dicecheck.recorded_unsealed", path=str(path), key=repr(str(key))))
            continue
        if stream not in held.seeds:
            result.unchecked += 1
            continue
        faces = KeyedFaces(held.seeds[stream])
        try:
            again = roll(str(rec.get("expr", "")), RecordedFaces({key: recorded}, faces) if recorded else faces, key)
        except (DiceError, ValueError) as exc:
            why = exc.message if isinstance(exc, DiceError) else str(exc)
            result.problems.append(Msg("dicecheck.cannot_reroll", path=str(path), key=repr(key), why=why))
            continue
        if again.faces != rec.get("faces") or again.total != rec.get("total"):
            result.problems.append(Msg("dicecheck.differs", path=str(path), key=repr(key), faces=str(rec.get("faces")),
                                       total=str(rec.get("total")), stream=repr(stream), again=str(again.faces),
                                       again_total=str(again.total)))
            continue
        result.recorded += 1 if recorded else 0
        result.checked[stream] = result.checked.get(stream, 0) + 1
