"""The catalogs are read lazily (gm.text.i18n._sources splits a catalog into its entries'
sources, each parsed when first asked for): every entry must come out exactly as parsing the
whole file gives it, and the bundle must answer as one built from the whole file would."""

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast

from gm import registry
from gm.text import i18n
from gm.text.i18n import LANGS, Catalog, catalog_text

PACKAGES = ["gm", "gm.clichrome", "gm.chronicle"] + [registry.REGISTRY[r].split(":")[0] for r in registry.available()]


@pytest.mark.parametrize("package", PACKAGES)
@pytest.mark.parametrize("lang", LANGS)
def test_each_entry_parses_as_in_the_whole_file(package, lang):
    whole = FluentParser(with_spans=False).parse(catalog_text(package, lang)).body
    messages, terms = i18n._sources(package, lang)
    for kind, found in ((ast.Message, messages), (ast.Term, terms)):
        expected = {e.id.name: e for e in whole if isinstance(e, kind)}
        assert sorted(found) == sorted(expected), f"{package} {lang}: entries split differently"
        for eid, entry in expected.items():
            alone = i18n.parse_entry(found[eid])
            assert alone.equals(entry, ignored_fields=["span", "comment"]), f"{package} {lang}: {eid} parsed alone differs"


def test_split_keeps_multiline_entries_whole():
    source = ("# a comment\nplain = one\nselect = { $n ->\n    [one] a\n   *[other] b\n}\n"
              "-term = T\n    .gender = feminine\nafter = { -term }\n## group\nlast =\n    text\nplain = two\n")
    messages, terms = i18n.split_entries(source)
    assert messages == {"plain": "plain = two\n", "select": "select = { $n ->\n    [one] a\n   *[other] b\n}\n",
                        "after": "after = { -term }\n", "last": "last =\n    text\n"}  # a later duplicate wins
    assert terms == {"term": "-term = T\n    .gender = feminine\n"}


@pytest.mark.parametrize("markup", ["text", "markdown", "bbcode", "html"])
def test_lazy_bundle_formats_as_the_whole_catalog(markup):
    """Every message of the engine's and a ruleset's catalogs, formatted through the lazy
    bundle, reads as through a bundle made from the whole parsed files (marked up alike)."""
    from gm.text.markup import MARKUP

    packages = ("gm", "gm.rulesets.nuevo_amanecer")
    for lang in LANGS:
        holder: list = []
        full = FluentBundle([lang], functions=i18n.catalog_functions(holder), use_isolating=False)
        holder.append(full)
        for package in packages:
            resource = FluentResource(catalog_text(package, lang))
            if markup != "text":
                i18n._mark_up(resource, *MARKUP[markup])
            full.add_resource(resource, allow_overrides=True)
        lazy = Catalog(lang, packages[1:], markup)
        ids = {e.id.name for p in packages for e in FluentResource(catalog_text(p, lang)).body if isinstance(e, ast.Message)}
        for mid in sorted(ids):
            assert lazy.bundle.has_message(mid)
            message = full.get_message(mid)
            if message.value is None:
                continue
            args = {"n": 2, "what": "x", "what_gender": "feminine"}
            assert lazy.bundle.format_pattern(lazy.bundle.get_message(mid).value, args)[0] == full.format_pattern(message.value, args)[0], mid
        assert not lazy.bundle.has_message("no-such-message")
