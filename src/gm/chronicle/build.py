"""A chronicle's files: from the turns an audience received to the site, the charts, the
animated map and the campaign summary post, as {relative path: bytes}."""

from __future__ import annotations

from pathlib import Path

from gm.chronicle import PACKAGE, site
from gm.chronicle.turns import Turn, read_turns


class Words:
    """The chronicle's messages in one language: this package's, then the ruleset's
    (a figure is named by the ruleset's own column header)."""

    def __init__(self, lang: str, ruleset_package: str):
        from gm.text.i18n import Catalog

        self.catalog = Catalog(lang, (ruleset_package, PACKAGE))
        self.lang = self.catalog.lang

    def __call__(self, key: str, **params) -> str:
        return self.catalog.text(key, **params)

    def series(self, turn: Turn, sid: str) -> str:
        s = turn.standings
        return self(s.names[sid]) if sid in s.labels else s.names.get(sid, sid)


def chronicle_files(game_dir: Path, faction: str | None = None, lang: str | None = None) -> tuple[dict[str, bytes], str]:
    """(the files, the language of their words)."""
    from gm.registry import get

    turns = read_turns(game_dir, faction)
    last = turns[-1]
    ruleset = get(last.game["ruleset"])
    words = Words(lang or last.game.get("lang") or "es", ruleset.package)
    name = str(last.game.get("title") or last.game.get("game_id") or Path(game_dir).resolve().name)
    title = words("chronicle.title", game=name) if faction is None else words("chronicle.title_faction", game=name, faction=faction)
    files: dict[str, bytes] = {}
    charts = _charts(turns, words, files)
    for t in turns:
        if t.map_png is not None:
            files[f"maps/turn-{t.number:02d}.png"] = t.map_png.read_bytes()
    from gm.chronicle.animation import animated_map

    gif = animated_map([t.map_png for t in turns if t.map_png is not None])
    if gif is not None:
        files["map.gif"] = gif
    for i, t in enumerate(turns):
        files[_page_name(t)] = _turn_page(turns, i, words, title)
    files["index.html"] = _index(turns, words, title, charts, gif is not None)
    files.update(_summary_posts(turns, words, name, charts, gif is not None))
    return files, words.lang


def _page_name(t: Turn) -> str:
    return f"turn-{t.number:02d}.html"


def figure_names(turns: list[Turn], words: Words) -> list[str]:
    """The figures' names, from the last turn's standings (a ruleset declares the same ones each turn)."""
    s = next((t.standings for t in reversed(turns) if t.standings and t.standings.figures), None)
    return [words(f.key) for f in s.figures] if s else []


def chart_list(turns: list[Turn], words: Words) -> list:
    """Every figure's chart data (gm.chronicle.charts.Chart), in the ruleset's order."""
    from gm.chronicle.charts import chart_data

    names: dict[str, str] = {}
    for t in turns:
        if t.standings:
            names.update({sid: words.series(t, sid) for sid in t.standings.names})
    return [chart_data(turns, i, name, names, words("chronicle.turn_axis"), lambda n: words("chronicle.others", n=n))
            for i, name in enumerate(figure_names(turns, words))]


def _charts(turns: list[Turn], words: Words, files: dict[str, bytes]) -> list[tuple[str, str]]:
    """Draws every chart into `files`; (its file stem, its title) each."""
    from gm.chronicle.charts import draw

    out = []
    for i, chart in enumerate(chart_list(turns, words), 1):
        stem = f"standings-{i}"
        files[f"{stem}.png"], files[f"{stem}.svg"] = draw(chart)
        out.append((stem, chart.title))
    return out


def _nav(turns: list[Turn], words: Words, here: str | None) -> str:
    links = [f'<a href="index.html">{site.esc(words("chronicle.index"))}</a>']
    for t in turns:
        label = site.esc(words("chronicle.turn", turn=t.number))
        links.append(f"<strong>{label}</strong>" if _page_name(t) == here else f'<a href="{_page_name(t)}">{label}</a>')
    return "<nav>" + " ".join(links) + "</nav>"


def _turn_page(turns: list[Turn], i: int, words: Words, title: str) -> bytes:
    t = turns[i]
    local = {t.map_png.name: f"maps/turn-{t.number:02d}.png"} if t.map_png else {}
    heading = words("chronicle.turn", turn=t.number)
    body = [_nav(turns, words, _page_name(t)), f"<h1>{site.esc(title)}: {site.esc(heading)}</h1>"]
    table = site.standings_table(t, figure_names(turns, words), words.series, words("chronicle.dash"))
    if table:
        body += [f"<h2>{site.esc(words('chronicle.standings'))}</h2>", table]
    body.append(f"<h2>{site.esc(words('chronicle.report'))}</h2>")
    body.append(f"<article>\n{site.report_html(t, local)}\n</article>" if t.report else f"<p>{site.esc(words('chronicle.no_report'))}</p>")
    return site.page(words.lang, f"{title}: {heading}", body)


def _index(turns: list[Turn], words: Words, title: str, charts: list, has_map: bool) -> bytes:
    body = [_nav(turns, words, None), f"<h1>{site.esc(title)}</h1>",
            f"<p>{site.esc(words('chronicle.intro', turns=len(turns), first=turns[0].number, last=turns[-1].number))}</p>",
            f"<h2>{site.esc(words('chronicle.map'))}</h2>"]
    body.append(f'<p><img src="map.gif" alt="{site.esc(words("chronicle.map"))}"></p>' if has_map  # literal: HTML markup (its words: the catalog)
                else f"<p>{site.esc(words('chronicle.no_map'))}</p>")
    body.append(f"<h2>{site.esc(words('chronicle.charts'))}</h2>")
    body += [f'<figure><img src="{stem}.svg" alt="{site.esc(name)}"><figcaption><a href="{stem}.png">{site.esc(name)} (PNG)</a>'  # literal: HTML markup (its words: the catalog)
             "</figcaption></figure>" for stem, name in charts] or [f"<p>{site.esc(words('chronicle.no_standings'))}</p>"]
    names = figure_names(turns, words)
    for t in turns:
        link = f'<a href="{_page_name(t)}">{site.esc(words("chronicle.turn", turn=t.number))}</a>'
        body.append(f"<h2>{link}</h2>")
        body.append(site.standings_table(t, names, words.series, words("chronicle.dash")) or "")
        if t.map_png:
            body.append(f'<p><a href="maps/turn-{t.number:02d}.png">{site.esc(words("chronicle.map_of_turn", turn=t.number))}</a></p>')
    return site.page(words.lang, title, [b for b in body if b])


def _summary_posts(turns: list[Turn], words: Words, name: str, charts: list, has_map: bool) -> dict[str, bytes]:
    """The "resumen de campaña" in each of the game's forum formats ([forum] formats and
    image_base: the chart and the GIF go where the GM uploads the last turn's maps)."""
    from gm.text.blocks import Heading, Image, Paragraph, Table, Text
    from gm.reports.forum import profiles_for
    from gm.reports.render import render

    last = turns[-1]
    blocks: list = [Heading(Text("chronicle.summary", {"game": name}), 1),
                    Paragraph(Text("chronicle.intro", {"turns": len(turns), "first": turns[0].number, "last": last.number}))]
    blocks += [Image(f"../{stem}.png", name) for stem, name in charts]  # the post is in forum/
    if has_map:
        blocks.append(Image("../map.gif", Text("chronicle.map")))
    if last.standings and last.standings.figures:
        ids = sorted({sid for f in last.standings.figures for sid in f.values}, key=lambda s: words.series(last, s))
        rows = tuple((words.series(last, sid),) + tuple(site.number(f.values.get(sid), words("chronicle.dash")) for f in last.standings.figures)
                     for sid in ids)
        blocks += [Heading(Text("chronicle.standings_of", {"turn": last.number}), 2), Table(("",) + tuple(figure_names(turns, words)), rows)]
    out = {}
    for profile in profiles_for(last.game, last.number):
        out[f"forum/summary.{profile.ext}"] = render(blocks, profile.renderer, words.catalog, {}, profile).encode("utf-8")
    return out
