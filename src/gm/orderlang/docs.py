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
    text = re.sub(r"\{(\w+)\+?:[^}]*\}", r"{\1}", source)  # `{path+:hex}`: the end of {path}
    text = re.sub(r"\{(\w+)=[^}]*\}", "", text)
    text = re.sub(r"(?<=\w)\|(?=\w)", "/", text)
    text = re.sub(r"\s+([\],:])", r"\1", text)
    return " ".join(text.split()).replace("[ ", "[")


def _spoken_rows(book) -> list[str]:
    return ["| order | also read (Spanish) |", "|---|---|"] + [
        f"| `{otype}` | " + "<br>".join(f"`{_plain(src)}`" for src in per.get("es", [])) + " |"
        for otype, per in book.data.get("spoken", {}).items()]


# the "also read" part's opening: what every line of every ruleset may hold
SPOKEN_INTRO = [
    "### Como lo escriben los jugadores (also read)",
    "",
    "gm also reads the orders as the rule document and forum players write them; it never",
    "writes these (`gm orders --export` writes the forms above). On every line: a bullet with",
    "or without a space (`-Mover`, `•Muevo`); articles and possessives anywhere (`el`, `la`,",
    "`los`, `su`…) and `al`/`del`; the verb in any person and number, infinitive or imperative",
    "(`mover`, `muevo`, `mueve`, `movemos`, `mueven`, `moverá`: the phrasebook's `[conjugation]`); the",
    "doer first (`fed-1 ataca a…`, `Mael: espera`, `La caballería ligera se atrinchera`); an",
    "origin `de B3 a C3`, checked against where the piece stands (a wrong one is refused with",
    "where it is; a route that starts where it stands starts after it); a remark in",
    "parentheses or a cost (`(10 puntos de recursos)`, `(a defender la ciudad)`) is the",
    "player's and never a name or an id, except the order's own words inside it",
    "(`(10 puntos de recursos, aplicado en C3)` reads `aplicado en C3`; a remark holding an",
    "order's word that fits nowhere, `(gasto destino si falla)` where no form takes it, leaves",
    "the line not understood rather than dropped). Where a name fits several of the",
    "faction's things (`la ligera`: two units of that type) gm asks \"¿quisiste decir …?\".",
    "A line that offers two orders with `o` (`… a D2 o a C2`, `… a Brann o a Selene`, a remark",
    "`(o C2)`) gives none: gm asks which, quoting both (\"¿quisiste decir «… a D2» / «… a C2»?\"),",
    "and never reads its two names as one new name (`investigar militar Lanzas o Hachas`).",
    "Lines no form below reads are told as not understood, with what the forms above expect.",
]


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
        "Players post their orders as plain text, one order per line, and `gm orders DIR` turns",
        "DIR/orders/<faction>.txt into orders.toml (`gm check DIR --faction F` answers a player",
        "before the deadline; the README has the GM's loop). The words below come from this",
        "ruleset's phrasebook (`data/phrasebook.toml`), the one source of truth: the",
        "grammar is generated from it. `{key}` is what the player fills in (the key of the order",
        "table above: a name or an id of the faction's own thing, a faction, a square, a number or",
        "free text between quotes); `a/b` are alternative words; `[...]` an optional part (several",
        "in a row may come in any order). Case and accents are optional, names are matched",
        "without them (a near miss gets \"did you mean …?\", in Spanish \"¿quisiste decir …?\"), `#` starts a comment, `nota: …`",
        "is the player's note, `siempre: <order>` a standing order (README, \"Missed orders\"),",
        "and the forum around the post (BBCode, quote headers, a `--`",
        "signature) is skipped, and so is a quote of another faction inside a post (a rival's",
        "post quoted before answering). Only `.txt` files (any case) are read in orders/; any",
        "other file there is refused. A new name holding one of the words below is written between",
        "quotes (a name the faction knows needs none, even with `de`, `la` or one of those words",
        "inside: `Saber de la Naturaleza`; a new name may hold `de`: `Exploradores de Sigmar`); one no id can be made of (`¡Hachas!`) is refused on its line: write",
        "`\"¡Hachas!\" (hachas)`, the name and its id. English lines are accepted in a Spanish game",
        "too. `gm check` answers what resolve would do with only that faction's orders: each order",
        "applied (noting where the others' orders may change it), rejected with the report's words, or depending on the dice (with the odds where the rules fix them); and each line not understood, located (`file:line`) as written.",
        "",
        "| order | Spanish | English |",
        "|---|---|---|",
        *rows,
        "",
        *SPOKEN_INTRO,
        "",
        *_spoken_rows(book),
    ]
    if example:
        out += ["", "An example post (a sample game's, `sample_games/.../orders/`):", "", "```text", example.rstrip("\n"), "```"]
    return "\n".join(out) + "\n"
