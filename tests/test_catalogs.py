"""Every catalog has the same keys and placeholders in Spanish and English."""

from importlib import resources

import pytest

from gm import rulesets
from gm.reports.i18n import LANGS, load_messages, placeholders

PACKAGES = ["gm"] + [rulesets.REGISTRY[r].split(":")[0] for r in rulesets.available()]


@pytest.mark.parametrize("package", PACKAGES)
def test_catalogs_match(package):
    assert resources.files(package).joinpath("messages").joinpath("es.toml").is_file()
    catalogs = {lang: load_messages(package, lang) for lang in LANGS}
    es, en = catalogs["es"], catalogs["en"]
    assert es, f"{package}: empty Spanish catalog"
    assert sorted(set(es) - set(en)) == [], "keys missing in en"
    assert sorted(set(en) - set(es)) == [], "keys missing in es"
    mismatched = {k: (placeholders(es[k]), placeholders(en[k])) for k in es if placeholders(es[k]) != placeholders(en[k])}
    assert mismatched == {}
