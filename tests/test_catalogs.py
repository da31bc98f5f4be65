"""Every catalog is valid Fluent and has the same messages and variables in Spanish and English."""

from importlib import resources

import pytest
from fluent.syntax import FluentParser, FluentSerializer, ast
from fluent.syntax.visitor import Visitor

from gm import registry
from gm.text.i18n import LANGS, Catalog, catalog_text

PACKAGES = ["gm", "gm.clichrome", "gm.chronicle"] + [registry.REGISTRY[r].split(":")[0] for r in registry.available()]


class _Variables(Visitor):
    def __init__(self):
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node):
        self.names.add(node.id.name)
        self.generic_visit(node)


def _entries(package: str, lang: str) -> dict[str, ast.Message]:
    resource = FluentParser().parse(catalog_text(package, lang))
    junk = [e.content[:80] for e in resource.body if isinstance(e, ast.Junk)]
    assert junk == [], f"{package} {lang}.ftl: not valid Fluent: {junk}"
    return {e.id.name: e for e in resource.body if isinstance(e, ast.Message)}


def _variables(message: ast.Message) -> set[str]:
    """The variables a message reads, except the `<name>_gender` the renderer derives (a
    language may agree in gender where another does not)."""
    visitor = _Variables()
    visitor.visit(message)
    return {v for v in visitor.names if not v.endswith("_gender")}


@pytest.mark.parametrize("package", PACKAGES)
def test_catalogs_match(package):
    assert resources.files(package).joinpath("messages").joinpath("es.ftl").is_file()
    es, en = (_entries(package, lang) for lang in LANGS)
    assert es, f"{package}: empty Spanish catalog"
    assert sorted(set(es) - set(en)) == [], "messages missing in en"
    assert sorted(set(en) - set(es)) == [], "messages missing in es"
    mismatched = {k: (_variables(es[k]), _variables(en[k])) for k in es if _variables(es[k]) != _variables(en[k])}
    assert mismatched == {}


@pytest.mark.parametrize("package", PACKAGES)
def test_genders_are_known(package):
    """A noun's `.gender` is masculine or feminine in every language that gives one."""
    for lang in LANGS:
        catalog = Catalog(lang, (package,) if package != "gm" else ())
        for mid, message in _entries(package, lang).items():
            for attribute in message.attributes:
                if attribute.id.name == "gender":
                    value = catalog.gender(mid)
                    assert value in ("masculine", "feminine"), f"{package} {lang} {mid}: .gender = {value!r}"


def test_catalog_plural_and_gender():
    """The engine's Fluent set-up: numbers choose the plural, nested nouns their gender, and
    no invisible isolation marks reach the text."""
    from gm.text.blocks import Paragraph, Text
    from gm.reports.render import render

    catalog = Catalog("es")
    one = catalog.format("orders.count", {"total": 1, "applied": 1, "rejected": 0})
    assert "\u2068" not in one and "\u2069" not in one
    assert catalog.errors == set()
    out = render([Paragraph(Text("orders.count", {"total": 1, "applied": 1, "rejected": 0}))], "markdown", catalog)
    assert "\u2068" not in out


@pytest.mark.parametrize("package", PACKAGES)
def test_english_quotes_are_english(package):
    """English quotes with “ ”, never the Spanish «» (eraide's «{ $talent }», «enter»)."""
    spanish = [f"{e.id.name}" for e in FluentParser().parse(catalog_text(package, "en")).body
               if isinstance(e, ast.Message) and any(q in FluentSerializer().serialize_entry(e) for q in "«»")]
    assert spanish == [], f"{package} en.ftl: «» in {spanish}"
