"""A sample turn whose orders are players' posts: the scaffolding of the tests that read text
orders, in one place (each test file had its own copy)."""

from __future__ import annotations

import shutil
from pathlib import Path


def turn_with_posts(tmp_path: Path, sample: Path, posts: dict[str, str | bytes], name: str = "turn-01") -> Path:
    """tmp_path/name: a copy of the turn directory `sample` without its orders.toml, and
    DIR/orders/<file> for each post (text as UTF-8, bytes as they are)."""
    turn = tmp_path / name
    shutil.copytree(sample, turn)
    (turn / "orders.toml").unlink()
    (turn / "orders").mkdir()
    for file, text in posts.items():
        (turn / "orders" / file).write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
    return turn
