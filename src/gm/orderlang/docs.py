# literal-module: writes a page of developer documentation (docs/rulesets/<id>.md), in its own words
"""The "Órdenes en texto" section of docs/rulesets/<id>.md, written from the phrasebook
(tests/orderlang/test_docs.py keeps each page in step with its phrasebook)."""

from __future__ import annotations

import re

from gm.orderlang.phrasebook import load

HEADING = "## Órdenes en texto (text orders)"


def _plain(source: str) -> str:
    """A template as a reader wants it: `{key}` for what the player fills in, `/` between
    alternative words."""
    text = re.sub(r"\{(\w+):[^}]*\}", r"{\1}", source)
    text = re.sub(r"\{(\w+)=[^}]*\}", "", text)
    text = re.sub(r"(?<=\w)\|(?=\w)", "/", text)
    text = re.sub(r"\s+([\],:])", r"\1", text)
    return " ".join(text.split()).replace("[ ", "[")


def section(ruleset_id: str, example: str = "") -> str:
    book = load(ruleset_id)
    rows = []
    types = list(book.data.get("orders", {}))
    for otype in types:
        cells = []
        for lang in ("es", "en"):
            sources = book.data["orders"][otype].get(lang, [])
            cells.append("<br>".join(f"`{_plain(s)}`" for s in (sources if isinstance(sources, list) else [sources])))
        rows.append(f"| `{otype}` | {cells[0]} | {cells[1]} |")
    out = [
        HEADING,
        "",
        "Players post their orders as plain text, one order a line, and `gm orders DIR` turns",
        "DIR/orders/<faction>.txt into orders.toml (`gm check DIR --faction F` answers a player",
        "before the deadline; the README has the GM's loop). The words below come from this",
        "ruleset's phrasebook (`data/phrasebook.toml`), the one source of truth: the",
        "grammar is generated from it. `{key}` is what the player fills in (the key of the order",
        "table above: a name or an id of the faction's own thing, a faction, a square, a number or",
        "free text between quotes); `a/b` are alternative words; `[...]` an optional part (several",
        "in a row may come in any order). Case and accents are optional, names are matched",
        "without them (a near miss gets \"¿quisiste decir …?\"), `#` starts a comment, `nota: …`",
        "is the player's note, `siempre: <order>` a standing order (README, \"Missed orders\"),",
        "and the forum around the post (BBCode, quote headers, a `--`",
        "signature) is skipped, and so is a quote of another faction inside a post (a rival's",
        "post quoted before answering). Only `.txt` files (any case) are read in orders/; any",
        "other file there is refused. A name holding one of the words below is written between",
        "quotes; one no id can be made of (`¡Hachas!`) is refused on its line: write",
        "`\"¡Hachas!\" (hachas)`, the name and its id. English lines are accepted in a Spanish game",
        "too. `gm check` says an order passes the checks made before the turn: the rules of its",
        "phase (sizes, ranges) check it again when the turn is resolved.",
        "",
        "| order | Spanish | English |",
        "|---|---|---|",
        *rows,
    ]
    if example:
        out += ["", "An example post (a sample game's, `sample_games/.../orders/`):", "", "```text", example.rstrip("\n"), "```"]
    return "\n".join(out) + "\n"
