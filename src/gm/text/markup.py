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


# -- a variable's text in Markdown (a name, a player's note): escaped only where it would be markup
_ASCII_PUNCT = frozenset("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")
_ENTITY = re.compile(r"&#?[A-Za-z0-9]+;")
_HEADING = re.compile(r"#{1,6}(?:[ \t]|$)")


def _flanked(prev: str | None, nxt: str | None) -> bool:
    """'*', '_' or '~' between spaces opens and closes nothing; at either end of the text
    its neighbour is unknown (the message around it), so it is escaped."""
    return prev is None or nxt is None or not (prev.isspace() and nxt.isspace())


def _ascii_word(c: str | None) -> bool:
    return c is not None and c.isascii() and c.isalnum()


_VARIABLE_RULES = {  # char -> (text, i, prev, next) -> whether it needs its backslash
    "\\": lambda s, i, p, n: n is None or n in _ASCII_PUNCT,  # «\o/» stays; «\*» would escape
    "`": lambda s, i, p, n: True,  # a code span
    "|": lambda s, i, p, n: True,  # a table cell, Discord's ||spoiler||
    "*": lambda s, i, p, n: _flanked(p, n),
    "~": lambda s, i, p, n: _flanked(p, n),  # GFM's and Discord's strikethrough
    "_": lambda s, i, p, n: _flanked(p, n) and not (_ascii_word(p) and _ascii_word(n)),  # mael_lobo_1 as typed
    "<": lambda s, i, p, n: n is None or not (n.isspace() or n.isdigit()),  # a tag, an autolink, <@mention>; «<3», «5 < 6» are text
    ">": lambda s, i, p, n: p is None or p == "\n",  # a quote only at a line's start
    "#": lambda s, i, p, n: (p is None or p == "\n") and _HEADING.match(s, i) is not None,  # «#1» is no heading
    "&": lambda s, i, p, n: _ENTITY.match(s, i) is not None,  # «&amp;» would read «&»; «& co» is text
    "]": lambda s, i, p, n: n is None or n in "([:",  # a link needs «](», «][» or «]:»; «[b]x[/b]» is text
}


def markdown_variable(s: str) -> str:
    """A variable's text (a name, a player's note) in Markdown: a backslash only before what
    CommonMark, GFM or Discord would read as markup where it stands (_VARIABLE_RULES), so
    «<3», «5 < 6», «& co», «#1», «a>b», «[b]x[/b]» read as typed where Markdown is pasted unrendered."""
    out = []
    for i, c in enumerate(s):
        rule = _VARIABLE_RULES.get(c)
        needs = rule is not None and rule(s, i, s[i - 1] if i else None, s[i + 1] if i + 1 < len(s) else None)
        out.append("\\" + c if needs else c)
    return "".join(out)
