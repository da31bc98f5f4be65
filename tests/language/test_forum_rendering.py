"""The reports render as the forums render them (issue 17).

Every sample game is resolved in both languages and each format, and each document is read
the way its forum reads it:
- report.md through a CommonMark renderer (markdown-it-py): no raw HTML reaches the page
  (player text is escaped), every code fence is closed, no heading is swallowed;
- .bbcode through a strict checker of phpBB's tags: known tags only, balanced, nothing but
  [*] items inside [list], nothing parsed inside [code];
- .html through an HTML parser: balanced, known tags only, no script, no style or event
  attributes (forums strip them), no stray `<` in the text.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from markdown_it import MarkdownIt

from gm.engine.pipeline import resolve_files

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = sorted(p.parent for p in ROOT.glob("sample_games/*/turn-01/game.toml"))
EXT = {"markdown": ".md", "bbcode": ".bbcode", "html": ".html"}


def _documents(sample: Path, lang: str, fmt: str) -> dict[str, str]:
    files = resolve_files(sample, lang=lang, fmt=fmt).files
    return {name: data.decode("utf-8") for name, data in files.items() if name.endswith(EXT[fmt])}


# -- Markdown ------------------------------------------------------------------------------
def markdown_problems(text: str) -> list[str]:
    md = MarkdownIt("commonmark")  # html on, as GitHub and Discord-like renderers would pass it
    tokens = md.parse(text)
    out = []
    for token in tokens:
        if token.type == "html_block":
            out.append(f"raw HTML block: {token.content[:60]!r}")
        for child in token.children or ():
            if child.type == "html_inline":
                out.append(f"raw HTML inline: {child.content!r}")
    fences = [t for t in tokens if t.type == "fence"]
    opened = sum(1 for line in text.splitlines() if line.startswith("```"))
    if opened != 2 * len(fences):
        out.append(f"{opened} fence lines for {len(fences)} code blocks: a fence is not closed")
    headings = sum(1 for t in tokens if t.type == "heading_open")
    in_code, written = False, 0
    for line in text.splitlines():
        if line.startswith("```"):
            in_code = not in_code
        elif not in_code and re.match(r"#{1,6} ", line):
            written += 1
    if headings != written:
        out.append(f"{written} heading lines, {headings} headings rendered")
    return out


# -- BBCode --------------------------------------------------------------------------------
BB_TAGS = {"b", "i", "u", "s", "color", "size", "quote", "code", "list", "url", "img", "spoiler"}
BB_TAG = re.compile(r"\[(/?)([a-zA-Z*]+)(=[^\]]*)?\]")


def bbcode_problems(text: str) -> list[str]:
    out: list[str] = []
    stack: list[str] = []
    for m in BB_TAG.finditer(text):
        closing, name = m.group(1) == "/", m.group(2).lower()
        if stack and stack[-1] == "code" and not (closing and name == "code"):
            continue  # phpBB parses nothing inside [code]
        if name == "*":
            if not stack or stack[-1] != "list":
                out.append(f"[*] outside a [list] at {m.start()}")
            continue
        if name not in BB_TAGS:
            out.append(f"unknown tag {m.group(0)!r} at {m.start()}")
            continue
        if not closing:
            stack.append(name)
        elif not stack or stack[-1] != name:
            out.append(f"{m.group(0)!r} at {m.start()} closes {stack[-1] if stack else 'nothing'!r}")
        else:
            stack.pop()
    if stack:
        out.append(f"tags left open: {stack}")
    return out


# -- HTML ----------------------------------------------------------------------------------
HTML_TAGS = {"h1", "h2", "h3", "h4", "h5", "h6", "p", "ul", "ol", "li", "table", "thead", "tbody", "tr", "th",
             "td", "pre", "code", "b", "strong", "i", "em", "a", "img", "br", "hr", "span", "div"}
VOID = {"img", "br", "hr"}


class _Checker(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=False)  # &lt; stays an entity: a "<" in the data is a bare one
        self.stack: list[str] = []
        self.problems: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag not in HTML_TAGS:
            self.problems.append(f"tag <{tag}> a forum does not keep")
        for name, _ in attrs:
            if name == "style" or name.startswith("on"):
                self.problems.append(f"attribute {name} on <{tag}>")
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if not self.stack or self.stack[-1] != tag:
            self.problems.append(f"</{tag}> closes {self.stack[-1] if self.stack else 'nothing'}")
            return
        self.stack.pop()

    def handle_data(self, data):
        if "<" in data:
            self.problems.append(f"a bare '<' in the text: {data[:60]!r}")


def html_problems(text: str) -> list[str]:
    checker = _Checker()
    checker.feed(text)
    checker.close()
    if checker.stack:
        checker.problems.append(f"left open: {checker.stack}")
    if re.search(r"<script", text, re.IGNORECASE):
        checker.problems.append("a <script>")
    return checker.problems


CHECKERS = {"markdown": markdown_problems, "bbcode": bbcode_problems, "html": html_problems}


@pytest.mark.parametrize("fmt", sorted(CHECKERS))
@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: p.parent.name)
def test_reports_render_as_the_forum_renders_them(sample, lang, fmt):
    found = {}
    for name, text in _documents(sample, lang, fmt).items():
        problems = CHECKERS[fmt](text)
        if problems:
            found[name] = problems[:5]
    assert found == {}


# -- the checkers themselves can fail ----------------------------------------------------------
def test_checkers_catch_what_forums_break():
    assert markdown_problems("hola <b>x</b>\n")
    assert markdown_problems("```\ncode\n")
    assert not markdown_problems("# Título\n\ntexto \\<b\\>\n")
    assert bbcode_problems("[b]x")
    assert bbcode_problems("[b]x[/i]")
    assert bbcode_problems("[blink]x[/blink]")
    assert not bbcode_problems("[list]\n[*]a\n[/list]\n[code][x][/code]")
    assert html_problems("<p>x")
    assert html_problems('<p style="color:red">x</p>')
    assert html_problems("<script>alert(1)</script>")
    assert not html_problems("<p>a &lt;b&gt;</p>")


def test_an_id_with_underscores_is_written_without_backslashes_in_markdown():
    """The GM's «Todas las tiradas» read «· t04/mael\\_lobo\\_1/main/attack» in the .md a GM
    pastes into Discord as text (issue 25, E10): an '_' between two letters or digits opens
    no emphasis in CommonMark, GFM or Discord, so it is left as typed; one that could open
    or close one ('_a_', '__init__') is still escaped."""
    from gm.reports.render import render
    from gm.text.blocks import Paragraph
    from gm.text.i18n import Catalog

    catalog = Catalog("es")
    md = render([Paragraph("t04/mael_lobo_1/main/attack · _a_ y __init__ y *b*")], "markdown", catalog).strip()
    assert md.startswith("t04/mael_lobo_1/main/attack · "), md
    shown = MarkdownIt("commonmark").render(md)
    assert "<em>" not in shown and "<strong>" not in shown and "\\" not in shown, shown
    assert "_a_" in shown and "__init__" in shown and "*b*" in shown, shown
    assert render([Paragraph("señ_ab_ñ")], "markdown", catalog).strip() == "señ\\_ab\\_ñ"  # Discord's \b is ASCII


PLAYER_TEXT = "Exploramos <Vulcano> y ~Risa~ *ya* & más_cosas 1. \\o/ #1 [b]x[/b] `c` a>b 5 < 6 <3 &amp; [x](http://e.invalid) fin"


def test_a_players_text_in_markdown_is_escaped_only_where_it_would_be_markup():
    """Issue 25: a note or a name came out «\\<3», «5 \\< 6», «\\& co», «\\#1», «a\\>b»,
    «\\[b\\]x\\[/b\\]»: backslashes a GM reads wherever the Markdown is pasted unrendered.
    Rendered, the text reads exactly as typed (no emphasis, code, tag, link or entity made of
    it); unrendered, only what would be markup carries a backslash."""
    import html

    from gm.reports.render import render
    from gm.text.blocks import Paragraph, Text
    from gm.text.i18n import Catalog

    text = render([Paragraph(Text("orders.note", {"note": PLAYER_TEXT}))], "markdown", Catalog("es"))
    rendered = MarkdownIt("commonmark").enable("strikethrough").render(text)
    assert html.escape(PLAYER_TEXT, quote=False) in rendered.replace("&quot;", '"'), (text, rendered)
    for kept in ("5 < 6", "<3", "& más", " #1 ", "a>b", "[b]x[/b]", "\\o/", "más_cosas"):
        assert kept in text, (kept, text)
    for escaped in ("\\<Vulcano", "\\*ya\\*", "\\`c\\`", "\\&amp;", "\\](http"):
        assert escaped in text, (escaped, text)
