"""Standings charts: one per figure, a line per faction over the turns (the top
TOP_SERIES by the last turn's value, then the mean of the others), PNG and SVG with the
same bytes on every run and machine (fixed font, hash salt, no dates in the metadata).

matplotlib is imported inside `draw` only: it costs about 450 ms, never paid by
another command."""

from __future__ import annotations

import io
from dataclasses import dataclass

TOP_SERIES = 8  # lines a reader can tell apart; the rest become one "others" line
OTHERS = "*others*"  # the id of that line (never a faction id: ids are [a-z0-9_-])
SIZE_INCHES = (8.0, 4.5)
DPI = 100
RC = {"svg.hashsalt": "gm-chronicle", "svg.fonttype": "path", "font.family": "DejaVu Sans"}  # literal: a font name; svg ids from the salt, glyphs as paths
PALETTE = ("#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf", "#7f7f7f")


@dataclass(frozen=True)
class Series:
    id: str
    name: str
    values: tuple  # one per turn: a number, or None where the turn has none


@dataclass(frozen=True)
class Chart:
    title: str
    turns: tuple[int, ...]  # the x axis
    series: tuple[Series, ...]
    turn_label: str  # the x axis' name


def chart_data(turns, index: int, title: str, names: dict[str, str], turn_label: str, others_name) -> Chart:
    """The figure `index` of every turn's standings as lines: `names` maps a series id to
    its name; `others_name(n)` names the mean of the n series past the top ones."""
    columns = [t.standings.figures[index].values if t.standings and index < len(t.standings.figures) else {} for t in turns]
    ids = sorted({sid for col in columns for sid in col})
    ranked = sorted(ids, key=lambda sid: tuple(-(col.get(sid) or 0) for col in reversed(columns)) + (sid,))
    top, rest = ranked[:TOP_SERIES], ranked[TOP_SERIES:]
    series = [Series(sid, names.get(sid, sid), tuple(col.get(sid) for col in columns)) for sid in top]
    if rest:
        means = []
        for col in columns:
            have = [col[s] for s in rest if col.get(s) is not None]
            means.append(round(sum(have) / len(have), 2) if have else None)
        series.append(Series(OTHERS, others_name(len(rest)), tuple(means)))
    return Chart(title, tuple(t.number for t in turns), tuple(series), turn_label)


def draw(chart: Chart) -> tuple[bytes, bytes]:
    """(PNG, SVG) of the chart."""
    import matplotlib

    matplotlib.use("Agg", force=False)
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    with matplotlib.rc_context(RC):
        fig = Figure(figsize=SIZE_INCHES, dpi=DPI)
        FigureCanvasAgg(fig)
        ax = fig.subplots()
        # a faction keeps its colour from chart to chart: by its id, not by its rank
        ids = sorted(s.id for s in chart.series if s.id != OTHERS)
        for s in chart.series:
            points = [(x, y) for x, y in zip(chart.turns, s.values) if y is not None]
            colour = PALETTE[-1] if s.id == OTHERS else PALETTE[ids.index(s.id) % (len(PALETTE) - 1)]
            ax.plot([p[0] for p in points], [p[1] for p in points], marker="o", label=s.name, color=colour,
                    linestyle="--" if s.id == OTHERS else "-")
        ax.set_title(chart.title)
        ax.set_xlabel(chart.turn_label)
        ax.set_xticks(list(chart.turns))
        ax.grid(True, alpha=0.3)
        ax.legend(loc="center left", bbox_to_anchor=(1.01, 0.5), fontsize="small", frameon=False)  # literal: matplotlib's legend place
        fig.subplots_adjust(left=0.08, right=0.74, bottom=0.12, top=0.9)  # fixed: tight_layout draws once more
        png, svg = io.BytesIO(), io.BytesIO()
        fig.savefig(png, format="png", metadata={"Software": None})
        fig.savefig(svg, format="svg", metadata={"Date": None, "Creator": None})
    return png.getvalue(), svg.getvalue()
