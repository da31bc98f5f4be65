"""The formats of a turn share their format-free work (gm.reports.render, issue 26): a table
is laid out once for Markdown, BBCode and HTML alike, and each format's text is what it
would be rendered alone."""

from gm.reports import render as render_module
from gm.reports.render import RENDERERS, render
from gm.text.blocks import Heading, Paragraph, Table, Text
from gm.text.i18n import Catalog


def _blocks():
    table = Table((Text("report.heading_orders"), "PV"), (("Sigmar <b>&", 3), (Text("report.heading_orders"), 12)))
    return [Heading(Text("report.heading_orders"), 2), Paragraph("a *b* [c]"), table, table]


def test_a_table_is_laid_out_once_for_every_format(monkeypatch):
    calls = []
    keep = render_module.simple_table

    def counted(headers, rows):
        calls.append(1)
        return keep(headers, rows)

    monkeypatch.setattr(render_module, "simple_table", counted)
    catalog = Catalog("es")
    blocks = _blocks()
    memo: dict = {}
    shared = {fmt: render(blocks, fmt, catalog, memo) for fmt in RENDERERS}
    assert len(calls) == 1  # one table (shown twice), three formats
    alone = {fmt: render(blocks, fmt, Catalog("es")) for fmt in RENDERERS}
    assert shared == alone
    assert "&lt;b&gt;" in shared["html"] and "Sigmar <b>&" in shared["markdown"]


def test_a_turn_lays_out_its_tables_once_whatever_the_formats(monkeypatch):
    """resolve_files renders every forum format from one memo: a sample's turn lays out as
    many tables in all its formats as in Markdown alone."""
    from pathlib import Path

    from gm.engine.pipeline import resolve_files

    sample = Path(__file__).resolve().parents[2] / "sample_games" / "nuevo-amanecer" / "turn-01"
    keep = render_module.simple_table
    counts = {}
    for fmt in ("markdown", None):
        calls = []

        def counted(headers, rows, calls=calls):
            calls.append(1)
            return keep(headers, rows)

        monkeypatch.setattr(render_module, "simple_table", counted)
        files = resolve_files(sample, seed="shared", fmt=fmt).files
        counts[fmt] = len(calls)
    assert any(name.endswith(".bbcode") for name in files) and any(name.endswith(".html") for name in files)
    assert counts[None] == counts["markdown"] > 0
