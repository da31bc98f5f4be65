"""Forum profiles: what each kind of forum accepts, so a report is pasted as it is.

game.toml's `[forum]` says which reports one `gm resolve` writes and how:

    [forum]
    formats = ["bbcode", "html", "discord"]   # default: markdown, bbcode, html
    image_base = "https://mi-foro.es/mapas/partida/turno-{turn}/"   # where the GM uploads maps/*.png ({turn}: the turn told)
    emoji = false     # characters outside the BMP (🎲); default: only markdown and discord
    width = 100       # the widest line of a code block (tables split, long lines wrapped)
    roll_mark = "word"   # before a roll: "emoji" (🎲), "word" (the catalog's «Tirada:») or a mark of your own

A format is a renderer (gm.reports.render) plus what its forums take (field notes):
- markdown: GitHub and forums with Markdown; tables in code blocks; images as relative links
  without `image_base` (they open beside the file).
- bbcode: phpBB and SMF; no table tag in phpBB's default set, so tables in [code]; many
  Spanish boards store text as three-byte utf8, so no emoji by default.
- html: a fragment for Comunidad Umbría's editor; no emoji by default.
- discord: Markdown, messages of at most 2,000 characters, split into numbered parts in one
  file; an image is its bare address (Discord embeds a link on its own line).
Without `image_base` a forum's image is a clear placeholder address (`PLACEHOLDER`) and
`gm resolve` names the files to upload; with it, `gm resolve` says which files go to which
address.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

DEFAULT_FORMATS = ("markdown", "bbcode", "html")
DISCORD_LIMIT = 2000  # characters a Discord message holds
DEFAULT_WIDTH = 100
PLACEHOLDER = "https://SUBE-LOS-MAPAS.invalid/"  # an address no browser resolves (RFC 2606 .invalid), easy to replace


@dataclass(frozen=True)
class Profile:
    name: str  # the format's name in [forum] formats and --format
    renderer: str  # gm.reports.render.RENDERERS key
    ext: str  # the report's suffix: report.<ext>, reports/<faction>.<ext>
    emoji: bool  # characters outside the Basic Multilingual Plane kept
    width: int  # widest code-block line
    message_limit: int = 0  # characters a message holds (0: one post of any length)
    relative_images: bool = False  # without image_base: keep maps/<name>.png relative (files beside the report)
    bare_images: bool = False  # an image as its address alone on a line (Discord embeds it)
    image_base: str = ""  # with {turn}: the address of the folder holding this turn's maps
    roll_mark: str = ""  # before a roll line: ROLL_MARKS' "emoji" or "word", or the GM's own mark; "": by `emoji`
    map_names: tuple = ()  # (map name, the name it is published under): gm.maps.published_stems

    def image_url(self, path: str) -> str:
        """The address a report gives for maps/<name>.png (`path` relative to the report)."""
        folder, _, name = path.rpartition("/")
        stem, _, suffix = name.rpartition(".")
        name = f"{dict(self.map_names).get(stem, stem)}.{suffix}"
        if self.image_base:
            return self.image_base + ("" if self.image_base.endswith("/") else "/") + name
        if self.relative_images:
            return f"{folder}/{name}" if folder else name
        return PLACEHOLDER + name


PROFILES: dict[str, Profile] = {
    "markdown": Profile("markdown", "markdown", "md", emoji=True, width=DEFAULT_WIDTH, relative_images=True),
    "bbcode": Profile("bbcode", "bbcode", "bbcode", emoji=False, width=DEFAULT_WIDTH),
    "html": Profile("html", "html", "html", emoji=False, width=DEFAULT_WIDTH),
    # Discord's code blocks wrap past about 80 columns on a desktop client
    "discord": Profile("discord", "markdown", "discord.md", emoji=True, width=80, message_limit=DISCORD_LIMIT, bare_images=True),
}

FORUM_SCHEMA = {
    "type": "object",
    "description": "What one gm resolve writes for the forum: formats, image addresses, emoji, code width.",  # literal: schema documentation
    "additionalProperties": False,
    "properties": {
        "formats": {"type": "array", "items": {"enum": list(PROFILES)}, "minItems": 1, "uniqueItems": True,
                    "description": "The reports' formats (default markdown, bbcode, html)."},  # literal: schema documentation
        "image_base": {"type": "string", "pattern": "^https?://[^\\s\"'<>\\[\\]]+$", "maxLength": 500,
                       "description": "The address of the folder where the GM uploads the turn's maps; {turn}: its number."},  # literal: schema documentation
        "emoji": {"type": "boolean", "description": "Keep characters outside the BMP (emoji) in every format."},  # literal: schema documentation
        "width": {"type": "integer", "minimum": 40, "maximum": 400, "description": "The widest line of a code block."},  # literal: schema documentation
        "roll_mark": {"type": "string", "minLength": 1, "maxLength": 12,
                      "description": "Before a roll line: emoji (🎲), word (the catalog's Tirada:) or a mark of your own."},  # literal: schema documentation
    },
}


def profiles_for(game: dict, turn: int, only: str | None = None, map_names: dict | None = None) -> list[Profile]:
    """The profiles a resolve writes: game.toml's [forum] formats (or `only`), with its
    image_base (its {turn}: `turn`, the number of the turn the reports tell, as their
    titles say: «Turno 1» links .../1/, though the maps are written in the folder turn-02),
    emoji, width and roll_mark applied; `map_names`: the names the maps are published under."""
    forum = game.get("forum") if isinstance(game.get("forum"), dict) else {}
    names = [only] if only else list(forum.get("formats") or DEFAULT_FORMATS)
    out = []
    for name in names:
        profile = PROFILES[name]
        changes = {"image_base": str(forum.get("image_base", "")).replace("{turn}", str(turn)),
                   "map_names": tuple(sorted((map_names or {}).items()))}
        if "emoji" in forum:
            changes["emoji"] = bool(forum["emoji"])
        if "roll_mark" in forum:
            changes["roll_mark"] = str(forum["roll_mark"])
        if "width" in forum and profile.name != "discord":  # a Discord message is read on a phone
            changes["width"] = int(forum["width"])
        out.append(replace(profile, **changes))
    return out


# -- what a forum's database keeps ---------------------------------------------------------
_ASTRAL = re.compile("[\U00010000-\U0010ffff]")
# The mark of a roll line: the emoji where the forum keeps it, else the catalog's word
# ("Tirada:", message forum-roll_word): a die face of the BMP (⚄, a five) misread every roll
# that was not a five.
ROLL_MARKS = ("emoji", "word")
DIE = "🎲"


def roll_mark(profile: Profile) -> str | None:
    """The profile's mark before a roll line; None: the catalog's word (forum-roll_word)."""
    mark = profile.roll_mark or ("emoji" if profile.emoji else "word")
    if mark == "emoji":
        return DIE
    return None if mark == "word" else mark


def bmp_only(text: str) -> str:
    """Text a three-byte utf8 database stores whole: a character outside the BMP (an emoji
    in a player's name) becomes U+FFFD, so the post is saved and the gap is seen."""
    return _ASTRAL.sub("\ufffd", text) if _ASTRAL.search(text) else text


# -- Discord's messages --------------------------------------------------------------------
def split_messages(parts: list[str], limit: int, numbered) -> str:
    """Rendered blocks packed into messages of at most `limit` characters, each opened by
    its number (`numbered(i, n)`, e.g. "(1/3)") and separated by a cut line; a block longer
    than a message is split between lines, a code fence closed and opened again. A heading
    never ends a message: it opens the next one, with what it heads."""
    room = limit - len(numbered(99, 99)) - 1
    pieces = [p for block in parts for p in _fit(block, room)]
    messages, current = [], []
    for piece in pieces:
        if not current or len("\n\n".join(current + [piece])) <= room:
            current.append(piece)
            continue
        cut = len(current)
        while cut > 1 and _heading(current[cut - 1]):
            cut -= 1  # the headings that end it go on with what they head
        if len("\n\n".join(current[cut:] + [piece])) > room:
            cut = len(current)  # (they do not fit with it: they stay)
        messages.append("\n\n".join(current[:cut]))
        current = current[cut:] + [piece]
    if current or not messages:
        messages.append("\n\n".join(current))
    n = len(messages)
    return "\n\n".join(f"{numbered(i, n)}\n{m}" if n > 1 else m for i, m in enumerate(messages, 1)).rstrip("\n") + "\n"


def _heading(piece: str) -> bool:
    """A Markdown heading alone ("## Unidades"), which belongs with what follows it."""
    return "\n" not in piece and piece.startswith("#") and piece.lstrip("#").startswith(" ")


def _fit(block: str, room: int) -> list[str]:
    """A block as pieces of at most `room` characters, cut between lines."""
    if len(block) <= room:
        return [block]
    fenced = block.startswith("```")
    lines = block.split("\n")
    if fenced:
        lines = lines[1:-1]
    out, current = [], []
    size = 8 if fenced else 0  # the fences of each piece
    for line in lines:
        line = line[: room - 10]  # a single line longer than a message is cut (never seen in a report)
        if current and size + len(line) + 1 > room:
            out.append(current)
            current, size = [], 8 if fenced else 0
        current.append(line)
        size += len(line) + 1
    if current:
        out.append(current)
    return ["```\n" + "\n".join(c) + "\n```" if fenced else "\n".join(c) for c in out]
