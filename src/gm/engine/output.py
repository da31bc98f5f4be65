"""Writing a turn atomically: a temporary sibling directory, fsynced, then one rename.

Safety first (the input is the only copy of a months-long game): `check_target` refuses
an OUT that is the input, inside it or holding it, one that holds a `.gm-secret` or turn
directories, and (even with --force) anything that is not a turn directory gm could
have written. A killed run leaves at most hidden `.gm-tmp-<name>-<pid>-{new,old}-*`
directories; the next run writing into the same folder (whatever its OUT) removes the
ones whose writer is gone, and puts back an old turn whose replacement never landed.
Two resolves racing for one OUT: the first rename wins, the second finds OUT there
and refuses.
"""

from __future__ import annotations

import errno
import fcntl
import os
import re
import shutil
import tempfile
from pathlib import Path

from gm.errors import Msg, RefusedError

TMP_PREFIX = ".gm-tmp-"
SECRET_NAME = ".gm-secret"
FSYNC_EACH_UP_TO = 64
# .gm-tmp-<name>-<pid>-new-<rand>, .gm-tmp-<name>-<pid>-old-<rand>; older gm wrote
# .gm-tmp-<name>-<pid>-<rand> and .gm-tmp-<name>-<pid>-old-<rand> (mkdtemp: no dash in rand)
_TMP_NAME = re.compile(r"\.gm-tmp-(?P<name>.+)-(?P<pid>\d+)-(?:(?P<kind>new|old)-)?[A-Za-z0-9_]+")


# ----------------------------------------------------------------------------------
# What may be written (and replaced)


def check_target(out: Path, force: bool = False, source: Path | None = None) -> None:
    """Refuse an OUT whose writing could destroy a game, --force or not."""
    out = Path(out)
    if source is not None:
        _check_apart(out, Path(source))
    if not os.path.lexists(out):
        return
    if out.is_symlink():
        raise RefusedError(Msg("output.symlink", out=str(out)))
    if not out.is_dir():
        raise RefusedError(Msg("output.not_dir", out=str(out)))
    _check_not_a_game(out)
    if not force:
        raise RefusedError(Msg("output.exists", out=str(out)))
    if any(out.iterdir()) and not (out / "game.toml").is_file():
        raise RefusedError(Msg("output.not_turn", out=str(out)))


# What a GM adds to a resolved turn to play the next one: never replaced by --force.
NEXT_TURN_INPUTS = ("orders", "seal.toml", "dice.toml")


def _check_same_turn(out: Path, files: dict[str, bytes]) -> None:
    """--force re-resolves a turn into its own directory: the same game, the same turn, and
    nothing the GM has added since (`gm resolve turn-03 --out turn-02 --force` would erase
    the game's history; another game's turn-02 its players' orders)."""
    from gm.tomlio import parse_toml_bytes, read_toml

    if not (out / "game.toml").is_file() or "game.toml" not in files:
        return
    data, _, problems = read_toml(out / "game.toml", "game.toml")  # regular files only, bounded
    if problems:
        raise RefusedError(Msg("output.unrecognised", out=str(out), problem=problems[0].message))
    new = parse_toml_bytes(files["game.toml"], "game.toml")[0] or {}
    for key, what in (("ruleset", "ruleset"), ("game_id", "game")):
        if data.get(key) != new.get(key):
            raise RefusedError(Msg(f"output.other_{what}", out=str(out), found=repr(data.get(key)), this=repr(new.get(key))))
    if data.get("turn") != new.get("turn"):
        raise RefusedError(Msg("output.other_turn", out=str(out), found=str(data.get("turn")), this=str(new.get("turn"))))
    _check_no_next_turn_inputs(out)


def _check_no_next_turn_inputs(out: Path) -> None:
    from gm.engine.gamedir import toml_has_orders

    added = [name for name in NEXT_TURN_INPUTS if os.path.lexists(out / name)]
    if toml_has_orders(out):
        added.append(Msg("output.orders_with_orders"))
    if added:
        raise RefusedError(Msg("output.next_turn_inputs", out=str(out), added=Msg.join(added)))


def _check_removable(out: Path) -> None:
    """--force deletes the old turn once the new one is in place: every folder in it must
    let gm remove what it holds. A turn the GM made read-only is refused before anything
    is written (deleting it half would leave neither turn whole, nor a temporary folder)."""
    try:
        for folder, _, _ in os.walk(out, onerror=_raise):
            if not os.access(folder, os.W_OK | os.X_OK):
                raise RefusedError(Msg("output.read_only", out=str(out), folder=str(folder)))
    except OSError as exc:
        raise RefusedError(Msg("output.unreadable", out=str(out), why=str(exc.strerror or exc))) from None


def _raise(exc: OSError) -> None:
    raise exc


def _check_apart(out: Path, source: Path) -> None:
    src, dst = source.resolve(), out.resolve()
    if dst == src:
        raise RefusedError(Msg("output.is_input", out=str(out), source=str(source)))
    if src in dst.parents:
        raise RefusedError(Msg("output.inside_input", out=str(out), source=str(source)))
    if dst in src.parents:
        raise RefusedError(Msg("output.holds_input", out=str(out), source=str(source)))


def _check_not_a_game(out: Path) -> None:
    try:
        if os.path.lexists(out / SECRET_NAME):
            raise RefusedError(Msg("output.holds_secret", out=str(out), secret=SECRET_NAME))
        turns = sorted(p.name for p in out.iterdir() if p.is_dir() and (p / "game.toml").is_file())
    except OSError as exc:
        raise RefusedError(Msg("output.unreadable", out=str(out), why=str(exc.strerror or exc))) from None
    if turns:
        shown = ", ".join(turns[:3]) + (" ..." if len(turns) > 3 else "")
        raise RefusedError(Msg("output.holds_turns", out=str(out), turns=shown))


# ----------------------------------------------------------------------------------
# Leftovers of killed runs


def clean_leftovers(folder: Path) -> None:
    """Remove the `.gm-tmp-*` of runs that are gone; an old turn whose OUT is missing
    (killed between the two renames of --force) is put back instead."""
    try:
        entries = [p for p in Path(folder).iterdir() if p.name.startswith(TMP_PREFIX)]
    except OSError:
        return
    for p in entries:
        m = _TMP_NAME.fullmatch(p.name)
        if m is None or not p.is_dir() or p.is_symlink():
            continue
        pid = int(m.group("pid"))
        if pid == os.getpid() or _alive(pid) or _locked(p):
            continue
        if m.group("kind") == "old" and not os.path.lexists(p.parent / m.group("name")):
            try:
                os.rename(p, p.parent / m.group("name"))
            except OSError:
                pass
            continue
        shutil.rmtree(p, ignore_errors=True)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True
    return True


def _locked(path: Path) -> bool:
    """Whether a writer still holds the directory's lock (a live run in another PID
    namespace on the same machine, whose PID means nothing here)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return True  # cannot tell: leave it
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return False
    except OSError:
        return True
    finally:
        os.close(fd)  # closing releases a lock taken here


def _lock(path: Path) -> int:
    fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY)
    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    return fd


# ----------------------------------------------------------------------------------
# Writing


def _fsync_dir(path: Path) -> None:
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _write_files(tmp: Path, files: dict[str, bytes]) -> None:
    # Few files: fsync each. Many (a thousand factions): one sync() of everything is far
    # cheaper than a thousand fsyncs. Either way the data is on disk before the rename.
    each = len(files) <= FSYNC_EACH_UP_TO
    folders = sorted({(tmp / rel).parent for rel in files})
    for d in folders:  # each folder once, not per file
        d.mkdir(parents=True, exist_ok=True)
    for rel, data in sorted(files.items()):
        with open(tmp / rel, "wb") as fh:
            fh.write(data)
            if each:
                fh.flush()
                os.fsync(fh.fileno())
    if each:
        for d in sorted(folders, key=lambda p: -len(p.parts)):
            _fsync_dir(d)
    else:
        os.sync()
    os.chmod(tmp, 0o755)


def _temp_name(parent: Path, out: Path, kind: str) -> Path:
    """A fresh, unused name (mkdtemp's, then freed) for a temporary of `kind`."""
    path = Path(tempfile.mkdtemp(prefix=f"{TMP_PREFIX}{out.name}-{os.getpid()}-{kind}-", dir=parent))
    os.rmdir(path)
    return path


def _replace(out: Path, tmp: Path, parent: Path) -> None:
    """--force: OUT moves aside, the new turn takes its place, only then the old one goes.
    Killed in between, the next run finds the old turn aside and no OUT: it puts it back."""
    old = _temp_name(parent, out, "old")
    fd = _lock(out)  # the lock follows the directory through the rename
    try:
        os.rename(out, old)
        os.rename(tmp, out)
        _fsync_dir(parent)
        _remove_old(old, out)
    finally:
        os.close(fd)


def _remove_old(old: Path, out: Path) -> None:
    """The replaced turn, deleted; a folder of it the OS refuses to empty (checked before,
    so only a race or an immutable file) is said, never left behind in silence."""
    shutil.rmtree(old, ignore_errors=True)
    if os.path.lexists(old):
        raise RefusedError(Msg("output.old_left", out=str(out), old=str(old)))


def write_turn(out: Path, files: dict[str, bytes], force: bool = False, source: Path | None = None) -> None:
    """Write OUT whole or not at all. OS failures are RefusedError naming the path."""
    out = Path(out)
    parent = out.parent if str(out.parent) else Path(".")
    check_target(out, force, source)
    if force and out.is_dir():
        _check_same_turn(out, files)
        _check_removable(out)
    try:
        _write_turn(out, parent, files, force, source)
    except OSError as exc:
        where = exc.filename or out
        raise RefusedError(Msg("output.cannot_write", where=str(where), out=str(out), why=str(exc.strerror or exc))) from None


def _write_turn(out: Path, parent: Path, files: dict[str, bytes], force: bool, source: Path | None) -> None:
    parent.mkdir(parents=True, exist_ok=True)
    clean_leftovers(parent)
    if source is not None and Path(source).resolve().parent != parent.resolve():
        clean_leftovers(Path(source).resolve().parent)
    tmp = Path(tempfile.mkdtemp(prefix=f"{TMP_PREFIX}{out.name}-{os.getpid()}-new-", dir=parent))
    fd = _lock(tmp)
    try:
        _write_files(tmp, files)
        if force and os.path.lexists(out):
            _replace(out, tmp, parent)
        else:
            _rename_new(tmp, out)
        _fsync_dir(parent)
    finally:
        os.close(fd)
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)


def _rename_new(tmp: Path, out: Path) -> None:
    try:
        os.rename(tmp, out)
    except OSError as exc:
        if exc.errno in (errno.ENOTEMPTY, errno.EEXIST, errno.ENOTDIR, errno.EISDIR):
            # Someone else's resolve landed first (a non-empty OUT cannot be renamed over).
            raise RefusedError(Msg("output.appeared", out=str(out))) from None
        raise
