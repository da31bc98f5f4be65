"""Golden files: outputs compared with checked-in copies. Tests compare; only `make goldens` writes.

    make goldens                    # every golden below, rewritten
    make goldens ONLY="sector toy"  # some of them (names of GOLDENS, space or comma separated)
    python -m tests.golden [NAME ...]   # the same without make

Regenerating asserts nothing: it writes what the code produces now. Read `git diff` (and
look at each changed PNG) before committing; the commit message says what changed and why.

Comparison: text files (.md .toml .bbcode .html .svg .txt) as UTF-8 text, PNG files by
their decoded pixels and size (Pillow and zlib may encode the same pixels in other bytes
across versions), anything else byte for byte; the set of file names must match too.
"""

from __future__ import annotations

import difflib
import io
import shutil
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent
TEXT = (".md", ".toml", ".bbcode", ".html", ".svg", ".txt")


@dataclass(frozen=True)
class Golden:
    path: Path
    produce: Callable[[], dict[str, bytes]]  # relative path -> bytes, what the test compares


def _sample_turn_01(ruleset_id: str) -> Callable[[], dict[str, bytes]]:
    def produce() -> dict[str, bytes]:
        from gm.engine.pipeline import resolve_files

        from tests import registered

        return resolve_files(registered.sample_dir(ruleset_id), fmt="markdown").files  # the forum formats: test_forum_rendering

    return produce


def _toy_turn() -> dict[str, bytes]:
    from gm.api import resolve_turn
    from tests.engine import toy

    toy.install()
    try:
        with tempfile.TemporaryDirectory() as tmp:
            return resolve_turn(toy.write_sample_turn(Path(tmp)), fmt="markdown").files
    finally:
        toy.uninstall()


def _maps_svg() -> dict[str, bytes]:
    from gm.maps.svg import to_svg
    from tests.maps.specs import small_hex, small_square

    return {"hex.svg": to_svg(small_hex()).encode("utf-8"), "square.svg": to_svg(small_square()).encode("utf-8")}


def _registered() -> dict[str, Golden]:
    """One golden per registered ruleset, its sample game's first turn resolved: a new
    ruleset is in the goldens without editing this list (test_ruleset_layout asks for it)."""
    from tests import registered

    return {rid: Golden(registered.golden_dir(rid), _sample_turn_01(rid)) for rid in registered.RULESETS}


GOLDENS: dict[str, Golden] = {
    "toy": Golden(TESTS / "engine" / "golden" / "toy-turn-08", _toy_turn),
    "maps": Golden(TESTS / "maps" / "golden", _maps_svg),
    **_registered(),
}


# -- comparing (the tests) ------------------------------------------------------------------
def png_image(data: bytes):
    """The RGBA picture a PNG shows, whatever its encoding."""
    from PIL import Image

    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    with Image.open(io.BytesIO(data)) as img:
        return img.convert("RGBA")


def _png_difference(rel: str, got: bytes, stored: bytes) -> str | None:
    from PIL import ImageChops

    new, old = png_image(got), png_image(stored)
    if new.size != old.size:
        return f"{rel}: PNG of {new.size[0]}x{new.size[1]} px, golden {old.size[0]}x{old.size[1]}"
    if new.tobytes() == old.tobytes():
        return None
    box = ImageChops.difference(new, old).getbbox(alpha_only=False)
    return f"{rel}: PNG pixels differ within x {box[0]}-{box[2] - 1}, y {box[1]}-{box[3] - 1}"


def _difference(rel: str, got: bytes, stored: bytes) -> str | None:
    """None when `got` shows what `stored` shows; else a few lines saying how it differs."""
    if rel.endswith(".png"):
        return _png_difference(rel, got, stored)
    if rel.endswith(TEXT):
        new, old = got.decode("utf-8"), stored.decode("utf-8")
        if new == old:
            return None
        diff = difflib.unified_diff(old.splitlines(), new.splitlines(), f"golden/{rel}", f"now/{rel}", lineterm="", n=1)
        return "\n".join(list(diff)[:24])
    return None if got == stored else f"{rel}: bytes differ"


def _shown(path: Path) -> str:
    path = path.resolve()
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


def name_of(golden: Path) -> str:
    for name, g in GOLDENS.items():
        if g.path == golden.resolve():
            return name
    raise AssertionError(f"{golden} is not listed in tests/golden.py GOLDENS, so `make goldens` cannot write it")


def assert_matches_golden(files: dict[str, bytes], golden: Path) -> None:
    """Every file of `files` equals its copy under `golden`, and no copy is left over."""
    name = name_of(golden)
    assert golden.is_dir(), f"no golden files in {golden}: run `make goldens ONLY={name}`, read them, commit them"
    stored = {p.relative_to(golden).as_posix(): p.read_bytes() for p in sorted(golden.rglob("*")) if p.is_file()}
    problems = [f"{rel}: produced, not in the golden copy" for rel in sorted(set(files) - set(stored))]
    problems += [f"{rel}: in the golden copy, no longer produced" for rel in sorted(set(stored) - set(files))]
    problems += [d for rel in sorted(set(files) & set(stored)) if (d := _difference(rel, files[rel], stored[rel]))]
    assert not problems, (f"output differs from the golden copy {_shown(golden)}; if the change is meant, "
                          f"run `make goldens ONLY={name}` and read the diff\n" + "\n".join(problems))


def check(name: str) -> None:
    """The test of one golden: what its producer gives now, compared with the copy."""
    g = GOLDENS[name]
    assert_matches_golden(g.produce(), g.path)


# -- writing (`make goldens`, never a test) -------------------------------------------------------
def write(name: str) -> int:
    """Replace golden `name`'s copy with what the code produces now; the number of files."""
    g = GOLDENS[name]
    files = g.produce()
    shutil.rmtree(g.path, ignore_errors=True)
    for rel, data in files.items():
        (g.path / rel).parent.mkdir(parents=True, exist_ok=True)
        (g.path / rel).write_bytes(data)
    return len(files)


def main(argv: list[str]) -> int:
    names = [n for arg in argv for n in arg.replace(",", " ").split()] or list(GOLDENS)
    unknown = [n for n in names if n not in GOLDENS]
    if unknown:
        print(f"unknown golden {', '.join(unknown)}, expected some of: {' '.join(GOLDENS)}", file=sys.stderr)
        return 2
    for name in names:
        count = write(name)
        print(f"{name}: {count} files written to {_shown(GOLDENS[name].path)}")
    print("Now read `git diff --stat tests/` and the diff itself (PNGs: look at them) before committing.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
