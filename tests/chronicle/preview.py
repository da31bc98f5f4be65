"""`make preview`: the chronicle of a sample game after four turns, for a person to look
at: build/preview/<game>/chronicle, and a screenshot of its index.html by headless
Chromium (build/preview/<game>-index.png) when /usr/bin/chromium exists.

    python -m tests.chronicle.preview [GAME] [OUT]
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
from pathlib import Path

CHROMIUM = Path("/usr/bin/chromium")


def main(game: str = "nuevo-amanecer", out: str = "build/preview") -> int:
    from gm import api
    from tests.chronicle.conftest import play

    root = Path(out).resolve() / game
    shutil.rmtree(root, ignore_errors=True)
    root.mkdir(parents=True)
    play(game, root)
    started = time.perf_counter()
    result = api.chronicle(root)
    print(f"chronicle: {result.out} ({len(result.files)} files, {time.perf_counter() - started:.2f} s)")
    shot = root.parent / f"{game}-index.png"
    if not CHROMIUM.exists():
        print(f"no {CHROMIUM}: no screenshot; open {result.out / 'index.html'} in a browser")
        return 0
    subprocess.run([str(CHROMIUM), "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    "--window-size=1200,2400", f"--screenshot={shot}", (result.out / "index.html").as_uri()],
                   check=True, capture_output=True, timeout=120)
    print(f"screenshot: {shot}")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:3]))
