"""Golden turn directories: every output file compared exactly with a checked-in copy.

PNG files are compared by what they are (a PNG of the same size), not by bytes: Pillow
and zlib may encode the same pixels differently across versions; their SVG twins carry
the same drawing and are compared exactly. GM_UPDATE_GOLDEN=1 rewrites the copies.
"""

from __future__ import annotations

import os
import shutil
import struct
from pathlib import Path


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    return struct.unpack(">II", data[16:24])


def assert_matches_golden(files: dict[str, bytes], golden: Path) -> None:
    if os.environ.get("GM_UPDATE_GOLDEN"):
        shutil.rmtree(golden, ignore_errors=True)
        for rel, data in files.items():
            (golden / rel).parent.mkdir(parents=True, exist_ok=True)
            (golden / rel).write_bytes(data)
    assert golden.is_dir(), f"no golden files in {golden}: run with GM_UPDATE_GOLDEN=1"
    stored = {str(p.relative_to(golden)): p.read_bytes() for p in sorted(golden.rglob("*")) if p.is_file()}
    assert sorted(stored) == sorted(files)
    for rel, data in sorted(files.items()):
        if rel.endswith(".png"):
            assert png_size(data) == png_size(stored[rel]), rel
        elif rel.endswith((".md", ".toml", ".bbcode", ".html", ".svg", ".txt")):
            assert data.decode("utf-8") == stored[rel].decode("utf-8"), rel
        else:
            assert data == stored[rel], rel
