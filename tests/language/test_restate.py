"""Every order type a ruleset accepts is restated in the report's language (issue 17): the
catalog message `restate.<type>` exists in es and en."""

import json
import re

import pytest

from gm import registry
from gm.text.i18n import LANGS, Catalog


def order_types(ruleset) -> set[str]:
    text = json.dumps(ruleset.schema("orders"))
    return set(re.findall(r'"type": \{"const": "(\w+)"', text))


@pytest.mark.parametrize("rid", registry.available())
def test_every_order_type_is_restated(rid):
    ruleset = registry.get(rid)
    types = order_types(ruleset)
    assert types, f"{rid}: no order types found in its orders schema"
    for lang in LANGS:
        catalog = Catalog(lang, (ruleset.package,))
        missing = sorted(t for t in types if not catalog.has(f"restate.{t}"))
        assert missing == [], f"{rid} {lang}: no restate.<type> message for {missing}"
