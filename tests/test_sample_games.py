"""Every sample game validates, resolves deterministically in every language and format,
leaves its input untouched, settles every order and names no missing message."""

import hashlib
from pathlib import Path

import pytest

from gm.engine.pipeline import resolve_files
from gm.engine.validate import validate_dir
from tests import registered

ROOT = Path(__file__).resolve().parents[1]
# every game of sample_games/, and every registered ruleset's sample (a plugin's in its package)
_BY_NAME = {p.parent.name: p.parent for p in ROOT.glob("sample_games/*/turn-01/game.toml")}
_BY_NAME.update({rid: registered.sample_dir(rid) for rid in registered.RULESETS})
SAMPLES = sorted(_BY_NAME.values())
_ID = {path: name for name, path in _BY_NAME.items()}


def digest(root: Path) -> dict:
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(root.rglob("*")) if p.is_file()}


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: _ID[p])
def test_sample_validates(sample):
    result = validate_dir(sample)
    assert result.ok, "\n".join(p.format() for p in result.errors)


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: _ID[p])
@pytest.mark.parametrize("lang", ["es", "en"])
def test_sample_resolves_deterministically(sample, lang):
    """Each language once, in every format of the sample's [forum] together (one resolve
    renders them all from one set of blocks: a resolve per format tripled this test)."""
    before = digest(sample)
    a = resolve_files(sample, lang=lang)
    b = resolve_files(sample, lang=lang)
    assert {name.rsplit(".", 1)[-1] for name in a.files if name.startswith("report.")} >= {"md", "bbcode", "html"}
    assert a.files == b.files
    assert digest(sample) == before
    assert a.missing_messages == set(), f"messages missing from the {lang} catalog"
    unprocessed = [o for o in a.context.outcomes.values() if o.key == "engine.order_not_processed"]
    assert unprocessed == []
    assert len(a.context.outcomes) == len(a.context.all_orders())
