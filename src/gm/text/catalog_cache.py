"""Parsed catalog entries kept between runs, as Python keeps bytecode: fluent.syntax's parser
takes about 0.3 ms an entry and a sample's resolve asks for some 230 entries in each of its
four formats (a tenth of the resolve, issue 26); unpickling one takes a sixth of that.

One file per catalog, `<package>/messages/__pycache__/<lang>.ftl-<key>.pickle`, whose key
hashes the catalog's text, the Python version and fluent.syntax's own files: an edited
catalog or another parser version is a new key, and the old file is removed when the new
one is written. Where bytecode is not written (PYTHONDONTWRITEBYTECODE) neither are these,
but `python -m gm.text.compile_catalogs` writes them for every catalog of gm, as
`python -m compileall` does bytecode (make demo, make test, make bench run both); a catalog
without its file, or in a read-only folder, has its entries parsed as they are asked for.
The file maps each entry's source to its pickled parse, so the engine's and a ruleset's
entries, merged into one bundle, are found by their text alone.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
import tempfile
from pathlib import Path

FORMAT = "1"  # what a file holds: bump it when that changes
_BLOBS: dict[str, bytes] = {}  # an entry's source -> its parse, pickled (every catalog read so far)


def remember(folder, lang: str, text: str, sources: list[str], parse, write: bool | None = None) -> None:
    """Make the parses of `sources` (the entries of `folder`/<lang>.ftl, whose text is `text`)
    known to `parsed`: read from the cache file, else (where `write`: by default where
    Python writes bytecode) parsed with `parse` and written there."""
    if not isinstance(folder, Path) or not text:
        return  # a catalog inside a zip: parsed as asked for
    cache = folder / "__pycache__"
    path = cache / f"{lang}.ftl-{key(text)}.pickle"
    try:
        blobs = pickle.loads(path.read_bytes())
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError, IndexError):
        if not (not sys.dont_write_bytecode if write is None else write):
            return
        blobs = {source: pickle.dumps(parse(source), pickle.HIGHEST_PROTOCOL) for source in sources}
        _write(cache, path, blobs)
    if isinstance(blobs, dict):
        _BLOBS.update(blobs)


def parsed(source: str, parse):
    """The entry of `source`: a fresh copy (a bundle marks its entries up in place) from the
    cache, else parsed with `parse`."""
    blob = _BLOBS.get(source)
    return pickle.loads(blob) if blob is not None else parse(source)


def key(text: str) -> str:
    from fluent.syntax import ast, parser

    digest = hashlib.sha256(text.encode("utf-8"))
    for module in (ast, parser):  # another fluent.syntax: other classes to unpickle into
        st = os.stat(module.__file__)
        digest.update(f"{st.st_size}:{st.st_mtime_ns}".encode())
    digest.update(f"{FORMAT}:{sys.implementation.cache_tag}".encode())
    return digest.hexdigest()[:20]


def _write(cache: Path, path: Path, blobs: dict[str, bytes]) -> None:
    """Atomically (a temporary sibling, renamed), removing the catalog's older files."""
    try:
        cache.mkdir(exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=cache, prefix=".catalog-", suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(pickle.dumps(blobs, pickle.HIGHEST_PROTOCOL))
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
        for old in cache.glob(f"{path.name.split('-')[0]}-*.pickle"):
            if old != path:
                old.unlink(missing_ok=True)
    except OSError:
        pass  # a read-only install: parsed as asked for

