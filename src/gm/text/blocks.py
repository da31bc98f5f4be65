"""Report blocks: one list of these renders to Markdown, BBCode and HTML.

Inline content is either a `Text` (a catalog template, trusted, whose params are player
text and get escaped) or a plain `str` (always escaped). Nothing a player wrote can
reach a report unescaped.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Union


@dataclass(frozen=True)
class Text:
    key: str
    params: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)


Inline = Union[Text, str]


@dataclass(frozen=True)
class Heading:
    text: Inline
    level: int = 2


@dataclass(frozen=True)
class Paragraph:
    text: Inline


@dataclass(frozen=True)
class RollLine:
    roll: Any  # gm.dice.Roll
    label: Inline | None = None  # defaults to the roll's `why`


@dataclass(frozen=True)
class Table:
    headers: tuple
    rows: tuple  # tuple of tuples of Inline | int


@dataclass(frozen=True)
class Items:
    items: tuple  # Inline or blocks (a RollLine inside a list, for instance)


@dataclass(frozen=True)
class Code:
    text: str  # a text map or other preformatted text; only fences are neutralised


@dataclass(frozen=True)
class Image:
    path: str  # relative to the report
    alt: Inline = ""


Block = Union[Heading, Paragraph, RollLine, Table, Items, Code, Image]


def text(key: str, **params) -> Text:
    return Text(key, params)
