"""The animated map: each turn's map as one frame of a GIF, the format every forum
embeds; every frame fitted into the size of the largest, a longer pause on the last."""

from __future__ import annotations

import io
from pathlib import Path

FRAME_MS = 900
LAST_FRAME_MS = 3000
MAX_SIDE = 900  # pixels: a forum shows wider images scaled down anyway


def animated_map(pictures: list[Path]) -> bytes | None:
    """The GIF of these PNGs, in order (None without any)."""
    if not pictures:
        return None
    from PIL import Image

    frames = []
    for path in pictures:
        with Image.open(path) as im:
            frames.append(im.convert("RGB"))
    width = max(f.width for f in frames)
    height = max(f.height for f in frames)
    scale = min(1.0, MAX_SIDE / max(width, height))
    size = (max(1, round(width * scale)), max(1, round(height * scale)))
    fitted = []
    for frame in frames:
        ratio = min(size[0] / frame.width, size[1] / frame.height)
        shrunk = frame.resize((max(1, round(frame.width * ratio)), max(1, round(frame.height * ratio))), Image.Resampling.LANCZOS)
        canvas = Image.new("RGB", size, "white")
        canvas.paste(shrunk, ((size[0] - shrunk.width) // 2, (size[1] - shrunk.height) // 2))
        fitted.append(canvas.quantize(colors=255, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE))
    out = io.BytesIO()
    durations = [FRAME_MS] * (len(fitted) - 1) + [LAST_FRAME_MS]
    fitted[0].save(out, format="GIF", save_all=True, append_images=fitted[1:], duration=durations, loop=0, optimize=False,
                   disposal=1)
    return out.getvalue()
