"""The forecast `gm check` adds to its answer: what the rules make certain about a
faction's accepted orders (costs, what stays in store), from the ruleset's `forecast`
hook, in the ruleset's catalog. Quantities agree in number (1 recurso, 3 recursos)."""

from __future__ import annotations

from dataclasses import dataclass

from gm.text.i18n import Catalog


@dataclass(frozen=True)
class Qty:
    """An amount shown with its unit's word: the catalog message `<unit>` with `$n`
    (its plural chosen by the language's rules)."""

    n: int
    unit: str


@dataclass(frozen=True)
class Term:
    """A word of the catalog (its key), shown in the answer's language, with its gender."""

    key: str


def _params(catalog: Catalog, params: dict) -> dict:
    out: dict = {}
    for name, value in params.items():
        if isinstance(value, Term):
            out[name] = catalog.text(value.key)
            gender = catalog.gender(value.key)
            if gender:
                out[name + "_gender"] = gender
        elif isinstance(value, Qty):
            out[name] = catalog.text(value.unit, n=value.n)
        elif isinstance(value, (list, tuple)) and value and all(isinstance(v, (Qty, Term)) for v in value):
            out[name] = ", ".join(_params(catalog, {name: v})[name] for v in value)  # amounts of several things
        else:
            out[name] = value
    return out


def forecast_lines(ruleset, state, fid: str, lang: str, accepted: list[tuple[int, dict]],
                   lines: dict[int, tuple[int, str]] | None = None) -> list[str]:
    """The ruleset's forecast for `fid` as text lines ('' when it forecasts nothing).
    `lines`: order number -> (its line in the post, the line as written): a forecast of an
    order names that line («Línea 3 («investigar…»)», never «Orden 4», which a post with
    a line not understood numbers otherwise); without it, the answer's number."""
    found = ruleset.forecast(state, fid, accepted)
    if not found:
        return []
    catalog = Catalog(lang, (ruleset.package,))
    out = [catalog.text("orderlang.forecast_heading")]
    for key, params in found:
        out.append("- " + catalog.text(key, **_params(catalog, _located(catalog, params, lines or {}))))
    return out


def _located(catalog: Catalog, params: dict, lines: dict[int, tuple[int, str]]) -> dict:
    """The params with `line` (0: unknown) and `order_ref`, the words naming the order's line."""
    if "number" not in params:
        return params
    line, text = lines.get(params["number"], (0, ""))
    return {**params, "line": line, "order_ref": catalog.text("orderlang.forecast_ref", line=line, text=text) if line else ""}
