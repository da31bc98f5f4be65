"""The forecast `gm check` adds to its answer: what the rules make certain about a
faction's accepted orders (costs, what stays in store), from the ruleset's `forecast`
hook, in the ruleset's catalog. Quantities agree in number (1 recurso, 3 recursos)."""

from __future__ import annotations

from dataclasses import dataclass

from gm.reports.i18n import Catalog


@dataclass(frozen=True)
class Qty:
    """An amount shown with its unit's word: catalog keys `<unit>.one` and `<unit>.other`."""

    n: int
    unit: str


@dataclass(frozen=True)
class Term:
    """A word of the catalog (its key), shown in the answer's language."""

    key: str


def _word(catalog: Catalog, value) -> object:
    if isinstance(value, Term):
        return catalog.template(value.key) or value.key
    if not isinstance(value, Qty):
        return value
    template = catalog.template(f"{value.unit}.{'one' if value.n == 1 else 'other'}") or "{n}"
    return template.format(n=value.n)


def forecast_lines(ruleset, state, fid: str, lang: str, accepted: list[tuple[int, dict]]) -> list[str]:
    """The ruleset's forecast for `fid` as text lines ('' when it forecasts nothing)."""
    found = ruleset.forecast(state, fid, accepted)
    if not found:
        return []
    catalog = Catalog(lang, (ruleset.package,))
    out = [catalog.template("orderlang.forecast_heading") or ""]
    for key, params in found:
        template = catalog.template(key) or key
        out.append("- " + template.format(**{k: _word(catalog, v) for k, v in params.items()}))
    return out
