"""Posts a GM pastes as they are (issue 25, the reader's X1, X4, X5, X6 and the Discord
findings N11, N12, N15, S16): no Markdown markup in a BBCode post, no backslash before a
`< >` of the catalog's own text, a roll's mark that is no die face, a wide table split
without empty rows, code-block lines wrapped between entries and names, never inside one."""

from __future__ import annotations

import re

import pytest
from fluent.syntax import FluentParser, ast

from gm import registry
from gm.reports.render import render
from gm.text.blocks import Paragraph, RollLine, Text
from gm.text.i18n import LANGS, Catalog, catalog_text

PACKAGES = ["gm", "gm.clichrome", "gm.chronicle"] + [registry.REGISTRY[r].split(":")[0] for r in registry.available()]


def _bbcode_to_html(text: str) -> str:
    import bbcode

    return bbcode.Parser(replace_links=False, replace_cosmetic=False).format(text)


# -- X1: a command between backticks ----------------------------------------------------------
def test_a_command_in_a_bbcode_post_is_in_italics_not_between_backticks():
    blocks = [Paragraph(Text("report.seed_private", {"seed": "s1", "faction": "azul"})), Paragraph(Text("report.seed_gm", {"seed": "s2"}))]
    for lang in LANGS:
        text = render(blocks, "bbcode", Catalog(lang))
        assert "`" not in text, text
        shown = _bbcode_to_html(text)
        # (the library writes "--" as an en dash, which phpBB does not)
        assert re.search(r"<em>gm verify (--|&ndash;)rolls rolls/public.toml (--|&ndash;)rolls</em>", shown), shown
        assert "<em>gm reveal</em>" in shown, shown
    assert "<code>gm reveal</code>" in render(blocks, "html", Catalog("es"))


def _patterns(node):
    if isinstance(node, ast.Pattern):
        yield node
    for value in vars(node).values():
        for child in value if isinstance(value, list) else [value]:
            if isinstance(child, ast.BaseNode):
                yield from _patterns(child)


@pytest.mark.parametrize("package", PACKAGES)
@pytest.mark.parametrize("lang", LANGS)
def test_every_code_span_of_a_catalog_is_closed_where_it_opens(package, lang):
    """BBCode's [i] and HTML's <code> open and close at a message's backticks: an odd one
    would leave a tag open for the rest of the post."""
    odd = []
    for entry in FluentParser(with_spans=False).parse(catalog_text(package, lang)).body:
        if isinstance(entry, (ast.Message, ast.Term)):
            for pattern in _patterns(entry):
                ticks = sum(e.value.count("`") for e in pattern.elements if isinstance(e, ast.TextElement))
                if ticks % 2:
                    odd.append(entry.id.name)
    assert not odd, odd


# -- X5: the mark before a roll ----------------------------------------------------------------
class _Roll:
    detail = "1d6 (4) = 4"
    why = "comercio"
    recorded = None


def _forum_game(**forum) -> dict:
    return {"forum": forum}


def test_a_roll_line_where_emoji_are_off_opens_with_the_catalogs_word_not_a_die_face():
    from gm.reports.forum import profiles_for

    for fmt, lang, first in (("bbcode", "es", "Tirada: 1d6 (4) = 4"), ("html", "en", "<p>Roll: 1d6 (4) = 4")):
        text = render([RollLine(_Roll())], fmt, Catalog(lang))
        assert text.startswith(first) and "⚄" not in text, text
    assert render([RollLine(_Roll())], "markdown", Catalog("es")).startswith("🎲 1d6")
    own = profiles_for(_forum_game(roll_mark="▸"), 2, "bbcode")[0]
    assert render([RollLine(_Roll())], "bbcode", Catalog("es"), profile=own).startswith("▸ 1d6")
    word = profiles_for(_forum_game(roll_mark="word"), 2, "markdown")[0]
    assert render([RollLine(_Roll())], "markdown", Catalog("es"), profile=word).startswith("Tirada: 1d6")
    emoji = profiles_for(_forum_game(roll_mark="emoji", emoji=True), 2, "html")[0]
    assert render([RollLine(_Roll())], "html", Catalog("es"), profile=emoji).startswith("<p>🎲 1d6")


def test_the_roll_mark_is_in_the_forum_schema():
    from gm.reports.forum import FORUM_SCHEMA

    assert "roll_mark" in FORUM_SCHEMA["properties"]
