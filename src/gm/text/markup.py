"""How each report format escapes a catalog message's own text (gm.text.i18n applies it
to a message's literal parts, never to its variables, which the renderers escape).
Apart from gm.reports.render, which imports gm.text.i18n: no import circle."""

from __future__ import annotations

import html
import re

_MD_TEXT_ESCAPES = str.maketrans({c: "\\" + c for c in "\\|[]"})
# Escaped unless inert where they stand (CommonMark, GFM, Discord): '*', '_', '~' between
# spaces open and close nothing; '<' before a space starts no tag, autolink or mention; '>'
# only starts a quote at a line's start (_MD_LINE_START). So "entre < >" and "· * tus naves"
# read the same pasted where Markdown is not rendered.
_MD_MAYBE = re.compile(r"[*_~<>]")
_MD_LINE_START = re.compile(r"^([ \t]*)(#{1,6}(?=[ \t])|>|[+*-](?=[ \t])|\d+(?=[.)][ \t]))", re.MULTILINE)
_MD_NEW_LINE = re.compile(r"(?<=\n)([ \t]*)(#{1,6}(?=[ \t])|>|[+*-](?=[ \t])|\d+(?=[.)][ \t]))")


def _markdown_text(s: str, at_start: bool) -> str:
    """A message's own text: what CommonMark would read as markup is escaped; a '#' or a
    list marker only where it would start a block (the text stays readable as typed)."""
    text = _MD_MAYBE.sub(_md_inline_escape, s.translate(_MD_TEXT_ESCAPES))
    return (_MD_LINE_START if at_start else _MD_NEW_LINE).sub(_md_block_escape, text)


def _md_inline_escape(m: re.Match) -> str:
    s, i, c = m.string, m.start(), m.group()
    after = i + 1 < len(s) and s[i + 1].isspace()
    inert = c == ">" or (after if c == "<" else after and i > 0 and s[i - 1].isspace())
    return c if inert else "\\" + c


def _md_block_escape(m: re.Match) -> str:
    marker = m.group(2)
    if marker[0].isdigit():  # "1." -> "1\." : the dot makes the list, not the digits
        return m.group(0) + "\\"
    return m.group(1) + "\\" + marker


def _bbcode_text(s: str, at_start: bool) -> str:
    return s.replace("[", "[\u200b")


def _html_text(s: str, at_start: bool) -> str:
    return html.escape(s, quote=False)


def _html_code(s: str) -> str:
    return html.escape(s, quote=False)  # `rolls/<facción>.toml` inside <code> is text, not a tag


def _bbcode_code(s: str) -> str:
    return _bbcode_text(s, False)  # a "[" between backticks is still no tag


# How each format marks up a catalog message's own text: (escape, `code` delimiter by
# whether it opens or closes, escape of the text between backticks). Markdown and HTML show
# `commands` as code (Markdown's code needs no escape). phpBB's default tags have no inline
# code ([code] is always a box of its own, [font] is SMF's only, field notes): BBCode shows
# a command in italics, which every board has, rather than Markdown's backticks printed as
# they are.
MARKUP = {
    "markdown": (_markdown_text, lambda inside: "`", lambda s: s),
    "bbcode": (_bbcode_text, lambda inside: "[/i]" if inside else "[i]", _bbcode_code),
    "html": (_html_text, lambda inside: "</code>" if inside else "<code>", _html_code),
}
