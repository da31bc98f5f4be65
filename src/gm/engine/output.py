"""Writing a turn atomically: a temporary sibling directory, fsynced, then one rename.

A killed resolve leaves at most a hidden `.gm-tmp-*` directory (removed by the next
run), never a half-written OUT. Two resolves racing for one OUT: the first rename wins,
the second finds OUT there and refuses.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

from gm.errors import RefusedError

TMP_PREFIX = ".gm-tmp-"
FSYNC_EACH_UP_TO = 64


def _clean_stale(parent: Path, name: str) -> None:
    for p in parent.glob(f"{TMP_PREFIX}{name}-*"):
        try:
            pid = int(p.name.rsplit("-", 2)[-2])
        except (ValueError, IndexError):
            continue
        if pid != os.getpid() and not _alive(pid):
            shutil.rmtree(p, ignore_errors=True)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


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


def write_turn(out: Path, files: dict[str, bytes], force: bool = False) -> None:
    out = Path(out)
    parent = out.parent if str(out.parent) else Path(".")
    if out.exists() and not force:
        raise RefusedError(f"{out}: already exists; refusing to overwrite it (use --force to replace it whole)")
    parent.mkdir(parents=True, exist_ok=True)
    _clean_stale(parent, out.name)
    tmp = Path(tempfile.mkdtemp(prefix=f"{TMP_PREFIX}{out.name}-{os.getpid()}-", dir=parent))
    # Few files: fsync each. Many (a thousand factions): one sync() of everything is far
    # cheaper than a thousand fsyncs. Either way the data is on disk before the rename.
    each = len(files) <= FSYNC_EACH_UP_TO
    try:
        for d in sorted({(tmp / rel).parent for rel in files}):  # each folder once, not per file
            d.mkdir(parents=True, exist_ok=True)
        for rel, data in sorted(files.items()):
            path = tmp / rel
            with open(path, "wb") as fh:
                fh.write(data)
                if each:
                    fh.flush()
                    os.fsync(fh.fileno())
        if each:
            for d in sorted({(tmp / rel).parent for rel in files}, key=lambda p: -len(p.parts)):
                _fsync_dir(d)
        else:
            os.sync()
        os.chmod(tmp, 0o755)
        if force and out.exists():
            old = Path(tempfile.mkdtemp(prefix=f"{TMP_PREFIX}{out.name}-{os.getpid()}-old-", dir=parent))
            os.rmdir(old)
            os.rename(out, old)
            os.rename(tmp, out)
            shutil.rmtree(old, ignore_errors=True)
        else:
            try:
                os.rename(tmp, out)
            except OSError:
                # Someone else's resolve landed first (a non-empty OUT cannot be renamed over).
                raise RefusedError(f"{out}: appeared while resolving (another resolve won); refusing to overwrite it") from None
        _fsync_dir(parent)
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)
