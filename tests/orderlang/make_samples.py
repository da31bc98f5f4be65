"""Regenerate the sample games' text orders from their TOML orders (gm orders --export):
    .venv/bin/python -m tests.orderlang.make_samples
then read the diff: tests/orderlang/test_samples.py checks that resolving from the text
gives the same bytes as resolving from the TOML."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from gm.orderlang import export_text
from tests.orderlang.samples import CHAINS, steps


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        for game in CHAINS:
            for step in steps(game, Path(tmp) / game):
                export_text(step.turn_dir, force=True)
                if step.text_dir.exists():
                    shutil.rmtree(step.text_dir)
                shutil.copytree(step.turn_dir / "orders", step.text_dir)
                print(step.text_dir)


if __name__ == "__main__":
    main()
