"""Issue 14 §5: `gm verify` compares the decoded pixels of every PNG map (the image that
goes to the forum), so a repainted map fails; a re-encoded one with the same pixels passes."""

from __future__ import annotations

import io

import pytest
from PIL import Image
from typer.testing import CliRunner

from gm.cli import app
from gm.maps.png import pixel_difference

runner = CliRunner()


def _png(pixels: dict, size=(4, 3), compress: int = 6) -> bytes:
    im = Image.new("RGB", size, (255, 255, 255))
    for xy, colour in pixels.items():
        im.putpixel(xy, colour)
    buf = io.BytesIO()
    im.save(buf, "PNG", compress_level=compress)
    return buf.getvalue()


def test_pixel_difference():
    base = _png({(1, 1): (200, 0, 0)})
    assert pixel_difference(base, base) is None
    assert pixel_difference(_png({(1, 1): (200, 0, 0)}, compress=1), base) is None  # other bytes, same image
    assert "different pixels" in pixel_difference(_png({(1, 1): (0, 200, 0)}), base).text("en")
    assert "otros píxeles" in pixel_difference(_png({(1, 1): (0, 200, 0)}), base).text("es")
    assert "4x4 pixels, expected 4x3" in pixel_difference(_png({}, size=(4, 4)), base).text("en")
    assert pixel_difference(b"GIF89a...", base).text("en") == "is not a PNG image"
    assert "cannot be decoded" in pixel_difference(base[:40], base).text("en")


@pytest.fixture
def sealed_and_resolved(tmp_path, monkeypatch):
    monkeypatch.delenv("GM_SECRET", raising=False)
    monkeypatch.delenv("GM_SECRET_FILE", raising=False)
    turn = tmp_path / "p" / "turn-01"
    for args in (["init", "nuevo-amanecer", str(turn), "--factions", "2"], ["seal", str(turn)], ["resolve", str(turn)]):
        r = runner.invoke(app, args)
        assert r.exit_code == 0, r.output
    out = tmp_path / "p" / "turn-02"
    assert runner.invoke(app, ["verify", str(turn), str(out)]).exit_code == 0
    return turn, out


def test_verify_refuses_a_repainted_map(sealed_and_resolved):
    turn, out = sealed_and_resolved
    png = out / "maps" / "public.png"
    with Image.open(png) as im:
        im = im.convert("RGB")
    im.putpixel((im.width // 2, im.height // 2), (1, 2, 3))
    im.save(png, "PNG")
    r = runner.invoke(app, ["verify", str(turn), str(out)])
    assert r.exit_code == 1
    assert "maps/public.png: tiene otros píxeles" in r.output


def test_verify_accepts_a_reencoded_map(sealed_and_resolved):
    turn, out = sealed_and_resolved
    png = out / "maps" / "public.png"
    with Image.open(png) as im:
        im.load()
        im.save(png, "PNG", compress_level=1)  # other zlib settings: other bytes, same pixels
    r = runner.invoke(app, ["verify", str(turn), str(out)])
    assert r.exit_code == 0, r.output


@pytest.mark.parametrize("key,value", [("format", "pdf"), ("lang", "fr")])
def test_verify_with_an_unknown_format_in_rolls_is_a_located_error(sealed_and_resolved, key, value):
    turn, out = sealed_and_resolved
    rolls = out / "rolls.toml"
    text = rolls.read_text()
    lines = [f'{key} = "{value}"' if line.startswith(f"{key} = ") else line for line in text.splitlines()]
    if f'{key} = "{value}"' not in lines:  # `format` is written only for a --format turn: add it after `lang`
        at = next(i for i, line in enumerate(lines) if line.startswith("lang = "))
        lines.insert(at + 1, f'{key} = "{value}"')
    rolls.write_text("\n".join(lines) + "\n")
    r = runner.invoke(app, ["verify", str(turn), str(out)])
    assert r.exit_code == 1, r.output
    assert "rolls.toml" in r.output and f"{key}: se encontró '{value}'" in r.output and "internal error" not in r.output
