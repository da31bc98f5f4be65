"""What gm builds from its own code and data and keeps in the user's cache between runs
($XDG_CACHE_HOME/gm/grammars, ~/.cache/gm/grammars; never beside a game), as Python keeps
bytecode: the order grammars' lark parsers (gm.orderlang.grammar._lark) and, keyed by the
phrasebook's text and the source files of gm.orderlang, each ruleset's phrasebook and its
compiled grammar in each language (a tenth of a sample's resolve built them again, issue 26;
loading them takes a third of that). A file someone else could have written is never
loaded (a pickle runs what it holds); a missing, stale or broken one is built again."""

from __future__ import annotations

import hashlib
import importlib
import os
import pickle
import stat
import sys
import tempfile
import types
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

FORMAT = "1"  # what a kept file holds: bump it when that changes


def cache_dir() -> Path:
    """$XDG_CACHE_HOME/gm/grammars (~/.cache/gm/grammars): never beside a game."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "gm" / "grammars"


KEEP = 600  # kept files at most (the four samples resolved in one language need 76): past it the least recently used go (one machine's cache had grown to 3,795, 497 MB)


def load_file(path: Path):
    """A kept object, if the file is this user's own and no one else may write it or its
    folder (a pickle runs what it holds); else None (then it is built). A file loaded is
    marked used (its time), so that pruning keeps it."""
    try:
        for p in (path.parent, path):
            st = p.lstat()
            if st.st_uid != os.getuid() or st.st_mode & 0o022 or stat.S_ISLNK(st.st_mode):
                return None
        with path.open("rb") as f:
            value = pickle.load(f)
        os.utime(path)
        return value
    except Exception:  # noqa: BLE001 - a missing, stale or broken cache file: build it again
        return None


class Pickler(pickle.Pickler):
    """Lark keeps the `re` module in its lexer's settings: pickled by name."""

    def reducer_override(self, obj):
        if isinstance(obj, types.ModuleType):
            return importlib.import_module, (obj.__name__,)
        return NotImplemented


def save_file(path: Path, value) -> None:
    """Written whole or not at all (a temporary file renamed); a cache that cannot be
    written (a read-only home) is no error."""
    tmp = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            Pickler(f, protocol=pickle.HIGHEST_PROTOCOL).dump(value)
        os.replace(tmp, path)
        tmp = None
        prune(path.parent)
    except Exception:  # noqa: BLE001 - an unpicklable value or an unwritable cache: only slower
        pass
    finally:
        if tmp is not None:
            Path(tmp).unlink(missing_ok=True)


def prune(folder: Path, keep: int = KEEP) -> None:
    """Past `keep` kept files, the least recently used go, down to three quarters of it:
    every edit of gm's code or data writes new ones, and nothing else ever removes them."""
    try:
        files = list(folder.glob("*.pickle"))
        if len(files) <= keep:
            return
        files.sort(key=lambda p: (p.stat().st_mtime_ns, p.name))
        for old in files[: len(files) - keep * 3 // 4]:
            old.unlink(missing_ok=True)
    except OSError:  # another run pruning at once, a file gone: only slower
        pass


@lru_cache(maxsize=None)
def code_key() -> str:
    """The source files of gm.orderlang (size and time of each, as Python checks bytecode)
    and the Python version: other code builds other phrasebooks and grammars."""
    digest = hashlib.sha256(f"{FORMAT}:{sys.implementation.cache_tag}".encode())
    for path in sorted(Path(__file__).parent.glob("*.py")):
        st = path.stat()
        digest.update(f"{path.name}:{st.st_size}:{st.st_mtime_ns};".encode())
    return digest.hexdigest()


def held(kind: str, parts: tuple, build: Callable[[], Any]):
    """build()'s value, from the cache when an earlier process of the same code built it
    from the same `parts` (the data it is built from, as text)."""
    name = hashlib.sha256(repr((code_key(), kind, parts)).encode()).hexdigest()[:40]
    path = cache_dir() / f"{kind}-{name}.pickle"
    found = load_file(path)
    if found is not None:
        return found
    value = build()
    save_file(path, value)
    return value
