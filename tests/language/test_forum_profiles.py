"""One resolve writes every forum's post, ready to paste (issue 25, "Forum profiles").

game.toml's [forum] lists the formats (default markdown, bbcode, html; discord too) and
says where the maps are uploaded (image_base), whether emoji survive and how wide a code
block may be. Read as the forums read them: the BBCode through a real BBCode library
(PyPI `bbcode`, with phpBB's img and size tags), Discord's file as its messages."""

from __future__ import annotations

import html
import re
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from gm.cli import app
from gm.engine.pipeline import resolve_files
from gm.engine.validate import validate_dir
from gm.reports.forum import DISCORD_LIMIT, PLACEHOLDER

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = sorted(p.parent for p in ROOT.glob("sample_games/*/turn-01/game.toml") if p.parent.parent.name != "nuevo-amanecer-ejemplo")
BASE = "https://foro.example.org/mapas/turno-{turn}/"
CODE = {"md": re.compile(r"^```\n(.*?)\n```$", re.S | re.M), "bbcode": re.compile(r"\[code\]\n(.*?)\n\[/code\]", re.S),
        "discord.md": re.compile(r"^```\n(.*?)\n```$", re.S | re.M)}


def _with_forum(sample: Path, tmp_path: Path, forum: str) -> Path:
    turn = tmp_path / sample.parent.name / "turn-01"
    shutil.copytree(sample, turn)
    game = turn / "game.toml"
    game.write_text(game.read_text("utf-8") + "\n[forum]\n" + forum, "utf-8")
    return turn


def _documents(files: dict[str, bytes], ext: str) -> dict[str, str]:
    return {name: data.decode("utf-8") for name, data in files.items()
            if name.endswith("." + ext) and not (ext == "md" and name.endswith(".discord.md"))}


def _bbcode_to_html(text: str) -> str:
    import bbcode

    parser = bbcode.Parser(replace_links=False)
    parser.add_simple_formatter("img", '<img src="%(value)s">', replace_links=False)  # phpBB's default tags
    parser.add_formatter("size", lambda tag, value, options, parent, context: f'<span data-size="{options.get("size", "")}">{value}</span>')
    return parser.format(text)


@pytest.fixture(scope="module")
def forum_turns(tmp_path_factory):
    """Every sample resolved once with [forum] image_base set and every format listed."""
    out = {}
    for sample in SAMPLES:
        turn = _with_forum(sample, tmp_path_factory.mktemp("forum"), f'formats = ["markdown", "bbcode", "html", "discord"]\nimage_base = "{BASE}"\n')
        out[sample.parent.name] = resolve_files(turn).files
    return out


def test_the_forum_table_is_in_the_schema_and_located(tmp_path):
    turn = _with_forum(SAMPLES[0], tmp_path, 'formats = ["bbcode", "pdf"]\nimage_base = "maps/"\nwidth = 3\n')
    result = validate_dir(turn)
    shown = "\n".join(p.format("en") for p in result.errors)
    assert not result.ok
    for key in ("formats", "image base", "width"):  # each key by its word (gm.engine.schemawords)
        assert re.search(rf"game\.toml:\d+: At forum > {key}", shown), shown
    assert {p.json_path for p in result.errors} >= {"$.forum.formats[1]", "$.forum.image_base", "$.forum.width"}


def test_one_resolve_writes_every_format_the_game_lists(tmp_path):
    default = resolve_files(SAMPLES[0]).files
    assert {n for n in default if n.startswith("report.")} == {"report.md", "report.bbcode", "report.html"}
    turn = _with_forum(SAMPLES[0], tmp_path, 'formats = ["bbcode", "discord"]\n')
    files = resolve_files(turn).files
    assert {n for n in files if n.startswith("report.")} == {"report.bbcode", "report.discord.md"}
    assert {n for n in resolve_files(turn, fmt="html").files if n.startswith("report.")} == {"report.html"}


@pytest.mark.parametrize("sample", [s.parent.name for s in SAMPLES])
def test_with_image_base_every_image_is_absolute(forum_turns, sample):
    files = forum_turns[sample]
    base = BASE.replace("{turn}", "1")  # the turn the posts tell («Turno 1»), not the folder they are in (turn-02)
    links = []
    for text in _documents(files, "bbcode").values():
        links += re.findall(r"\[img\](.*?)\[/img\]", text)
        rendered = _bbcode_to_html(text)
        links += re.findall(r'<img src="([^"]*)"', rendered)
    for text in _documents(files, "html").values():
        links += [html.unescape(u) for u in re.findall(r'<img src="([^"]*)"', text)]
    for text in _documents(files, "md").values():
        links += re.findall(r"!\[[^\]]*\]\(([^)]*)\)", text)
    links += [line for text in _documents(files, "discord.md").values() for line in text.splitlines() if line.endswith(".png")]
    assert links, "a sample with no map image"
    wrong = [u for u in links if not (u.startswith(base) and f"maps/{u[len(base):]}" in files)]  # absolute, and a map written
    assert not wrong, wrong


def test_without_image_base_the_forum_posts_carry_a_placeholder_and_resolve_names_the_uploads(tmp_path):
    turn = tmp_path / "t" / "turn-01"
    shutil.copytree(ROOT / "sample_games" / "nuevo-amanecer" / "turn-01", turn)
    result = CliRunner().invoke(app, ["resolve", str(turn)])
    assert result.exit_code == 0, result.output
    out = turn.parent / "turn-02"
    assert f"[img]{PLACEHOLDER}public.png[/img]" in (out / "report.bbcode").read_text("utf-8")
    assert f'src="{PLACEHOLDER}public.png"' in (out / "report.html").read_text("utf-8")
    assert "](maps/public.png)" in (out / "report.md").read_text("utf-8"), "Markdown keeps the file beside it"
    assert "maps/public.png" in result.stdout and "image_base" in result.stdout
    assert "este mapa" in result.stdout and "Súbelo y" in result.stdout, "one map: the sentence agrees"


def test_the_upload_sentence_agrees_with_the_number_of_maps():
    from gm.api import say

    assert "estos mapas" in say("es", "cli.upload_maps", files="a, b", count=2)
    assert "Súbelos y" in say("es", "cli.upload_maps", files="a, b", count=2)
    assert "Upload it and" in say("en", "cli.upload_maps", files="a", count=1)


@pytest.mark.parametrize("sample", [s.parent.name for s in SAMPLES])
def test_bbcode_and_html_hold_nothing_outside_the_bmp(forum_turns, sample):
    for ext in ("bbcode", "html"):
        for name, text in _documents(forum_turns[sample], ext).items():
            astral = {c for c in text if ord(c) > 0xFFFF}
            assert not astral, f"{name}: {astral}"
    assert any("🎲" in t for t in _documents(forum_turns[sample], "md").values() if "⚄" not in t) or sample == "primordia"


def test_emoji_true_keeps_them_and_a_players_emoji_is_replaced_where_they_are_off(tmp_path):
    turn = _with_forum(ROOT / "sample_games" / "nuevo-amanecer" / "turn-01", tmp_path, "emoji = true\n")
    assert "🎲" in resolve_files(turn, fmt="bbcode").files["report.bbcode"].decode()
    game = turn / "game.toml"
    game.write_text(game.read_text("utf-8").replace("emoji = true", "emoji = false"), "utf-8")
    text = resolve_files(turn, fmt="bbcode").files["report.bbcode"].decode()
    assert "🎲" not in text and "Tirada: " in text


@pytest.mark.parametrize("sample", [s.parent.name for s in SAMPLES])
def test_no_code_block_line_is_wider_than_the_width(forum_turns, sample):
    for ext, width in (("md", 100), ("bbcode", 100), ("discord.md", 80)):
        for name, text in _documents(forum_turns[sample], ext).items():
            for block in CODE[ext].findall(text):
                wide = [line for line in block.splitlines() if len(line) > width]
                assert not wide, f"{name}: {len(wide[0])} columns: {wide[0][:80]}"


def test_a_narrower_width_is_kept_too(tmp_path):
    turn = _with_forum(ROOT / "sample_games" / "sector" / "turn-01", tmp_path, "width = 50\n")
    text = resolve_files(turn, fmt="bbcode").files["gm-report.bbcode"].decode()
    lines = [line for block in CODE["bbcode"].findall(text) for line in block.splitlines()]
    prose = [line for line in lines if re.search(r"[^\W\d_]{3,}", line)]  # a row of the text map itself is never broken
    assert prose and max(map(len, prose)) <= 50 < max(map(len, lines))


@pytest.mark.parametrize("sample", [s.parent.name for s in SAMPLES])
def test_discord_posts_are_numbered_messages_of_at_most_2000_characters(forum_turns, sample):
    split = 0
    for name, text in _documents(forum_turns[sample], "discord.md").items():
        starts = [m.start() for m in re.finditer(r"^\*\*\(mensaje \d+ de \d+\)\*\*$", text, flags=re.M)]
        messages = [text[a:b].rstrip("\n") for a, b in zip(starts, starts[1:] + [len(text)])] or [text.rstrip("\n")]
        numbers = re.findall(r"^\*\*\(mensaje (\d+) de (\d+)\)\*\*$", text, flags=re.M)
        assert not numbers or [int(i) for i, _ in numbers] == list(range(1, int(numbers[0][1]) + 1)), numbers
        split += len(numbers) > 1
        for m in messages:  # each message as the GM pastes it, its number included
            assert len(m) <= DISCORD_LIMIT, f"{name}: a message of {len(m)} characters"
            assert m.count("```") % 2 == 0, f"{name}: a code block left open across messages"
            assert not re.match(r"#{1,6} ", m.rsplit("\n", 1)[-1]), f"{name}: a message ends with a heading: {m[-80:]!r}"
    assert split, "no report long enough to be split: the test would not see a split"


def test_a_heading_that_would_end_a_discord_message_opens_the_next_one():
    """primordia's «## Unidades» closed a message and its table opened the next one."""
    from gm.reports.forum import split_messages

    text = split_messages(["# Informe", "a" * 60, "## Asentamientos", "### Marmórea", "b" * 60], 110, lambda i, n: f"({i}/{n})")
    messages = text.split("\n\n(")
    assert messages[0].endswith("a" * 60) and "## Asentamientos\n\n### Marmórea\n\n" + "b" * 60 in messages[1], text


@pytest.mark.parametrize("sample", [s.parent.name for s in SAMPLES])
def test_the_bbcode_library_leaves_no_tag_or_escape_in_the_text(forum_turns, sample):
    for name, text in _documents(forum_turns[sample], "bbcode").items():
        rendered = _bbcode_to_html(text)
        outside_code = re.sub(r"<code>.*?</code>", "", rendered, flags=re.S)
        leftover = re.findall(r"\[/?(?:b|i|u|size|list|\*|code|img|quote|url)[=\]]", outside_code)
        assert not leftover, f"{name}: {leftover[:3]}"
        escapes = re.findall(r"\\[<>~*_#|`\[\]&]", outside_code)
        assert not escapes, f"{name}: Markdown escapes in a BBCode post: {escapes[:3]}"
        markdown = re.findall(r"`[^`\n]+`|\*\*[^*\n]+\*\*", outside_code)
        assert not markdown, f"{name}: Markdown markup in a BBCode post: {markdown[:3]}"


def test_an_ampersand_is_escaped_in_markdown():
    from gm.text.blocks import Paragraph
    from gm.text.i18n import Catalog
    from gm.reports.render import render

    text = render([Paragraph("Tom &amp; Jerry & co")], "markdown", Catalog("es"))
    from markdown_it import MarkdownIt

    assert "Tom &amp;amp; Jerry &amp; co" in MarkdownIt("commonmark").render(text)
