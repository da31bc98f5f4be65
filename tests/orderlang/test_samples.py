"""Each sample game can be played from text orders alone: resolving a step from its
sample_games/<game>/orders/<step>/<faction>.txt gives the same bytes as resolving it from
its TOML orders, and `gm orders` writes the same orders as the TOML holds.
(Regenerate the text with `python -m tests.orderlang.make_samples`, then read the diff.)"""

from __future__ import annotations

import shutil
import tomllib

import pytest

from gm.engine.pipeline import resolve_files
from gm.orderlang import orders_to_toml
from tests.orderlang.samples import CHAINS, steps


def _text_copy(step, dest):
    """The step's turn directory with its text orders and no orders.toml."""
    shutil.copytree(step.turn_dir, dest)
    (dest / "orders.toml").unlink()
    if (dest / "orders").exists():
        shutil.rmtree(dest / "orders")
    shutil.copytree(step.text_dir, dest / "orders")
    return dest


def _as_posted(turn, dest):
    """The step with the GM's own flags (eraide's late) taken out of orders.toml: no post
    says them (the GM adds them to orders.toml after gm orders)."""
    import tomli_w

    from gm import registry

    doc = tomllib.loads((turn / "orders.toml").read_text("utf-8"))
    keys = registry.get(tomllib.loads((turn / "game.toml").read_text("utf-8"))["ruleset"]).gm_order_keys
    orders = [o for e in (doc.get("factions") or {}).values() for o in e.get("orders", [])]
    if not any(k in o for o in orders for k in keys):
        return turn
    shutil.copytree(turn, dest)
    for o in orders:
        for k in keys:
            o.pop(k, None)
    (dest / "orders.toml").write_text(tomli_w.dumps(doc), encoding="utf-8")
    return dest


def _unsourced(files: dict[str, bytes]) -> dict[str, bytes]:
    """The outputs without outcomes.toml's `source` lines: an order read from a post says
    which line of which post it came from (orders/sigmar.txt:3), one from orders.toml cannot."""
    out = dict(files)
    if "outcomes.toml" in out:
        out["outcomes.toml"] = b"\n".join(line for line in out["outcomes.toml"].split(b"\n") if not line.startswith(b"source = "))
    return out


@pytest.mark.parametrize("game", sorted(CHAINS))
def test_text_orders_resolve_byte_for_byte_like_the_toml(game, tmp_path):
    played = 0
    for step in steps(game, tmp_path / "toml"):
        assert step.text_dir.is_dir(), f"{step.text_dir} missing: run python -m tests.orderlang.make_samples"
        text_dir = _text_copy(step, tmp_path / "text" / step.turn_dir.name)
        posted = _as_posted(step.turn_dir, tmp_path / "posted" / step.turn_dir.name)
        for lang, fmt in (("es", "markdown"), ("en", "bbcode")):
            from_toml = _unsourced(resolve_files(posted, lang=lang, fmt=fmt).files)
            from_text = _unsourced(resolve_files(text_dir, lang=lang, fmt=fmt).files)
            assert from_text == from_toml, f"{game} {step.name} {lang}: {sorted(k for k in from_toml if from_text.get(k) != from_toml[k])}"
        orders_to_toml(text_dir)
        written = tomllib.loads((text_dir / "orders.toml").read_text("utf-8"))
        expected = tomllib.loads((posted / "orders.toml").read_text("utf-8"))
        assert written == {k: v for k, v in expected.items() if k != "turn"} | {"turn": written["turn"]}
        assert written["turn"] == tomllib.loads((step.turn_dir / "game.toml").read_text("utf-8"))["turn"]
        played += 1
    assert played == len(CHAINS[game])
