"""Posts a GM pastes as they are (issue 25, the reader's X1, X4, X5, X6 and the Discord
findings N11, N12, N15, S16): no Markdown markup in a BBCode post, no backslash before a
`< >` of the catalog's own text, a roll's mark that is no die face, a wide table split
without empty rows, code-block lines wrapped between entries and names, never inside one."""

from __future__ import annotations

import re

import pytest
from fluent.syntax import FluentParser, ast

from gm import registry
from gm.reports.forum import PROFILES
from gm.reports.render import render
from gm.text.blocks import Code, Paragraph, RollLine, Table, Text
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
        assert re.search(r"<em>gm verify (--|&ndash;)rolls rolls/public.toml (--|&ndash;)rolls rolls/azul.toml</em>", shown), shown
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


# -- X4: the catalog's own "< >" and "* " ------------------------------------------------------
def test_the_catalogs_inert_marks_show_without_a_backslash_in_every_format():
    from markdown_it import MarkdownIt

    blocks = [Paragraph(Text("orderlang.form_help")), Paragraph(Text("sector.map.legend"))]
    catalog = Catalog("es", ("gm.rulesets.sector",))
    for fmt in ("markdown", "bbcode", "html"):
        text = render(blocks, fmt, catalog)
        assert "\\" not in text, f"{fmt}: {text}"
        assert ("entre &lt; &gt; (una" if fmt == "html" else "entre < > (una") in text, text
        assert ("· ~ nebulosa" in text and "· * tus naves" in text), text
    shown = MarkdownIt("commonmark").render(render(blocks, "markdown", catalog))
    assert "entre &lt; &gt; (una" in shown and "· * tus naves" in shown and "<em>" not in shown, shown


def test_markdown_markup_in_a_catalogs_text_is_still_escaped():
    from markdown_it import MarkdownIt

    from gm.text.markup import MARKUP

    escape = MARKUP["markdown"][0]
    shown = MarkdownIt("commonmark").enable("strikethrough").render(
        escape("a <b>x</b> <casilla> *y* _z_ ~~w~~ [l](u) <@123>\n> cita\n* punto", True))
    for markup in ("<b>", "<casilla>", "<em>", "<s>", "<a ", "<blockquote>", "<li>"):
        assert markup not in shown, shown


# -- Discord: tables split for width, long lines of a code block --------------------------------
def _discord(blocks) -> str:
    return render(blocks, "markdown", Catalog("es"), profile=PROFILES["discord"])


def _code_blocks(text: str) -> list[list[str]]:
    return [block.split("\n") for block in re.findall(r"^```\n(.*?)\n```$", text, flags=re.S | re.M)]


def test_a_table_wider_by_its_padding_only_is_laid_out_tighter_not_split():
    """S16: «Sistemas conocidos» was 84 columns in tabulate's layout (two columns of padding
    beside each header) and split in two tables for Discord's 80; without the padding it fits."""
    table = Table(("Sistema", "Sector", "Dueño", "Cristales", "Tipo", "Visto (turno)"),
                  (("Romulus", "E15", "Imperio Estelar Romulano", "10", "habitado", "1"),))
    blocks = _code_blocks(_discord([table]))
    assert len(blocks) == 1 and blocks[0][0].split() == ["Sistema", "Sector", "Dueño", "Cristales", "Tipo", "Visto", "(turno)"], blocks
    assert max(map(len, blocks[0])) <= 80


def test_a_table_split_for_width_leaves_out_of_a_later_part_the_rows_empty_there():
    """N12: the second part listed all fifteen squares, twelve with no army."""
    rows = tuple((f"A{i}", f"terreno de nombre muy largo número {i}", "Sigmar", f"Exploradores de la casilla A{i} (nivel 1)" if i % 3 == 0 else "")
                 for i in range(1, 10))
    blocks = _code_blocks(_discord([Table(("Casilla", "Terreno", "Dueño", "Ejércitos"), rows)]))
    assert len(blocks) == 2, blocks
    assert [line.split()[0] for line in blocks[0][2:]] == [f"A{i}" for i in range(1, 10)]
    assert [line.split()[0] for line in blocks[1][2:]] == ["A3", "A6", "A9"], blocks[1]
    assert all(max(map(len, b)) <= 80 for b in blocks)


def test_a_legend_is_wrapped_between_its_groups_never_inside_an_entry():
    """N11: «… ~ mares | C ciudad a» / «  asentamiento r ruinas | * ejércitos»: the letter a cut from its word."""
    legend = "M montañas D desiertos P praderas B bosques S pantanos ~ mares | C ciudad a asentamiento r ruinas | * ejércitos"
    lines = _code_blocks(_discord([Code(" A B\n1. .\n" + legend)]))[0]
    assert lines[2:] == ["M montañas D desiertos P praderas B bosques S pantanos ~ mares", "  C ciudad a asentamiento r ruinas | * ejércitos"], lines


def test_a_list_of_names_in_a_copied_form_is_wrapped_between_names():
    """N15: «… Herramientas básicas, Hogar» / «#   ancestral, Minería»: a name split in the block the player copies."""
    line = "# Tus avances: Agricultura, Guerreros, Hachas, Herramientas básicas, Hogar ancestral, Minería"
    lines = _code_blocks(_discord([Code(line)]))[0]
    assert lines == ["# Tus avances: Agricultura, Guerreros, Hachas, Herramientas básicas,", "#   Hogar ancestral, Minería"], lines


def test_a_list_cut_after_its_comma_keeps_the_comma_within_the_width():
    """The comma a cut leaves at a line's end counts: «…, Alianza Ferengi,» came out 81
    columns wide in Discord's 80 (sector's spy line hint)."""
    names = "Unión Cardasiana, Federación de Planetas Unidos, Alianza Ferengi, Imperio Estelar Romulano)"
    lines = _code_blocks(_discord([Code("#   (<facción>: " + names)]))[0]
    assert lines == ["#   (<facción>: Unión Cardasiana, Federación de Planetas Unidos,", "#   Alianza Ferengi, Imperio Estelar Romulano)"], lines


# -- X6: where the maps go ---------------------------------------------------------------------
def _resolved(tmp_path, forum: str, *options: str):
    import shutil

    from typer.testing import CliRunner

    from gm.cli import app
    from tests import registered

    turn = tmp_path / "partida" / "turn-01"
    shutil.copytree(registered.sample_dir("nuevo-amanecer"), turn)
    (turn / "game.toml").write_text((turn / "game.toml").read_text("utf-8") + forum, "utf-8")
    result = CliRunner().invoke(app, ["resolve", str(turn), *options])
    assert result.exit_code == 0, result.output
    return turn.parent / "turn-02", result.stdout


def test_image_base_takes_the_number_of_the_turn_the_post_tells_and_resolve_says_what_goes_where(tmp_path):
    out, said = _resolved(tmp_path, '\n[forum]\nimage_base = "https://mi-foro.es/mapas/{turn}"\n')
    post = (out / "report.bbcode").read_text("utf-8")
    assert "Turno 1" in post and "[img]https://mi-foro.es/mapas/1/public.png[/img]" in post, post[:300]
    assert f"Sube este mapa de {out / 'maps'} a https://mi-foro.es/mapas/1/ (ahí los enlazan los informes del turno 1): public.png." in said, said


def test_markdown_alone_without_image_base_says_its_maps_are_files_beside_it(tmp_path):
    out, said = _resolved(tmp_path, "", "--format", "markdown")
    assert "](maps/public.png)" in (out / "report.md").read_text("utf-8")
    assert "enlazan este mapa como un archivo a su lado (maps/public.png)" in said and "image_base" in said, said


# -- EN1: English after a colon ----------------------------------------------------------------
def test_an_english_sentence_after_a_colon_goes_on_in_lower_case():
    """«(together with the lines above: It costs 15 resources…)» in the English order form."""
    catalog = Catalog("en", ("gm.rulesets.nuevo_amanecer",))
    key = "na.reject.not_enough_resources"
    rendered = catalog.text(key, cost=15, have=0)
    assert rendered.startswith("It costs")
    assert catalog.continued(key, rendered).startswith("it costs 15"), catalog.continued(key, rendered)
    assert catalog.continued(key, "GM only") == "GM only"  # a word in capitals keeps them


def test_the_english_form_asks_for_one_order_per_line():
    """EN5: «(one order a line)» reads as broken English."""
    text = render([Paragraph(Text("orderlang.form_help"))], "markdown", Catalog("en"))
    assert "(one order per line)" in text, text


# -- the closing lines (N3, S9) ----------------------------------------------------------------
class _Recorded(_Roll):
    recorded = [5]


def test_the_public_seed_line_leaves_out_the_dice_rolled_on_the_forum_that_the_report_shows():
    """N3: «cualquiera puede repetir cada tirada con ella» under a die taken from dice.toml."""
    from gm.engine.documents import seed_blocks
    from gm.text.blocks import Items

    info = {"streams": False, "seed": "muestra"}
    shown = [Paragraph("x"), Items((RollLine(_Roll()), RollLine(_Recorded()), Items((RollLine(_Recorded()),))))]
    es = render(seed_blocks(info, shown=shown), "markdown", Catalog("es"))
    assert "cada tirada salvo las dos que llevan «(dado tirado en el foro)»." in es, es
    one = render(seed_blocks(info, shown=shown[1].items[:2]), "markdown", Catalog("en"))
    assert 'except the one marked “(die rolled on the forum)”.' in one, one
    assert "salvo" not in render(seed_blocks(info, shown=[RollLine(_Roll())]), "markdown", Catalog("es"))


def test_the_private_seed_line_gives_the_whole_command_and_agrees_with_its_subject():
    """S9: «que solo conoces tú y el máster» (a compound subject) and a command to finish by hand."""
    blocks = [Paragraph(Text("report.seed_private", {"seed": "s1", "faction": "orden_azul"}))]
    md = render(blocks, "markdown", Catalog("es"))
    assert "que nadie más conoce salvo el máster" in md and "`gm verify --rolls rolls/public.toml --rolls rolls/orden_azul.toml`" in md, md
    assert "<code>gm verify --rolls rolls/public.toml --rolls rolls/orden_azul.toml</code>" in render(blocks, "html", Catalog("en"))


def test_a_legend_of_entries_is_wrapped_between_entries_even_on_one_more_line():
    """«… ?? niebla · + yacimiento de» / «  Poder (solo en …)»: an entry cut for Discord's 80 columns."""
    legend = ("* asentamiento · @ tus unidades · ! otras unidades · ?? niebla · + yacimiento de Poder "
              "(solo en el mapa del director) · columnas B, D, F… media fila más abajo")
    lines = _code_blocks(_discord([Code(legend)]))[0]
    assert lines == ["* asentamiento · @ tus unidades · ! otras unidades · ?? niebla",
                     "  + yacimiento de Poder (solo en el mapa del director)", "  columnas B, D, F… media fila más abajo"], lines
    terrain = "Bo=Bosque  De=Desierto exterior  Di=Desierto interior  Ju=Jungla  Ll=Llanura  Ma=Mar  Mo=Montaña  Pa=Pantano"
    assert all("=" in line.split()[0] for line in _code_blocks(_discord([Code(terrain)]))[0])  # no line opens with «exterior»


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_refusal_inside_a_form_notes_brackets_has_no_full_stop(lang):
    """nuevo-amanecer's form: «#   (si das también las de arriba: cuesta 15 recursos y tienes 7.)»,
    a sentence's stop inside the brackets of a note; the other notes end without one."""
    from pathlib import Path

    from gm.engine.pipeline import resolve_files

    sample = Path(__file__).resolve().parents[2] / "sample_games" / "nuevo-amanecer" / "turn-01"
    files = resolve_files(sample, lang=lang, fmt="markdown").files
    notes = [line for name, data in files.items() if name.startswith("reports/") and name.endswith(".md")
             for line in data.decode("utf-8").splitlines() if line.startswith("#   (")]
    assert any("15" in note for note in notes), notes  # the calamity's cost note is there to check
    assert not [note for note in notes if note.endswith(".)")], notes
